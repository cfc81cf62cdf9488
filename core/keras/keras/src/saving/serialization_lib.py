"""The part of keras/src/saving/serialization_lib.py that built-in objects need."""


def serialize_builtin(obj, module):
    """serialize_keras_object of a built-in Keras object (an initializer, regularizer or
    constraint): its public module, class name and config; None stays None."""
    if obj is None:
        return None
    return {"module": module, "class_name": obj.__class__.__name__, "config": obj.get_config(),
            "registered_name": None}
