"""KerasSaveable (keras/src/saving/keras_saveable.py): the base of every object Keras saves
(operations and layers here), naming its kind through `_obj_type()`."""


class KerasSaveable:
    def _obj_type(self):
        raise NotImplementedError("KerasSaveable subclases must provide an implementation for `obj_type()`")
