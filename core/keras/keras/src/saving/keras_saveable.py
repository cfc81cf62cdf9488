"""KerasSaveable (keras/src/saving/keras_saveable.py): the base of every object Keras saves
(operations and layers, losses, metrics), naming its kind through `_obj_type()`. Pickling one,
and so copy.deepcopy / copy.copy of one, goes through `__reduce__`: the object is saved as a
model file into an in-memory buffer, and unpickling loads it back (compiled, safe_mode off)."""
import io


class KerasSaveable:
    def _obj_type(self):
        raise NotImplementedError("KerasSaveable subclases must provide an implementation for `obj_type()`")

    @classmethod
    def _unpickle_model(cls, bytesio):
        import keras.src.saving.saving_lib as saving_lib

        return saving_lib._load_model_from_fileobj(bytesio, custom_objects=None, compile=True, safe_mode=False)

    def __reduce__(self):
        import keras.src.saving.saving_lib as saving_lib

        buf = io.BytesIO()
        saving_lib._save_model_to_fileobj(self, buf, "h5")
        return (
            self._unpickle_model,
            (buf,),
        )
