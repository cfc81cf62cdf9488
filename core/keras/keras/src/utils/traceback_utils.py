"""Keras's error context (keras/src/utils/traceback_utils.py): an exception raised inside a
layer's call() is re-raised with the call's arguments appended, once, by the innermost call."""
import functools
import inspect

from keras.src import tree
from keras.src.backend.common import global_state


def enable_traceback_filtering():
    """keras.config.enable_traceback_filtering(): the "traceback_filtering" global, which
    clear_session() resets to its default (on)."""
    global_state.set_global_attribute("traceback_filtering", True)


def disable_traceback_filtering():
    """keras.config.disable_traceback_filtering(): errors keep their chains and no longer get
    the "Exception encountered when calling ..." argument report. (Keras then also shows its
    own frames in tracebacks; tfplay's tracebacks never show them.)"""
    global_state.set_global_attribute("traceback_filtering", False)


def is_traceback_filtering_enabled():
    return global_state.get_global_attribute("traceback_filtering", True)


def filter_traceback(fn):
    """`fn` wrapped as Keras wraps fit, evaluate, predict, compile, summary, get_layer and the
    saving methods: an exception it raises is re-raised `from None`, so its chain (the
    exceptions it was raised from or while handling) is not printed. Keras also drops its own
    frames from the traceback there, which tfplay's tracebacks never show."""

    @functools.wraps(fn)
    def error_handler(*args, **kwargs):
        if not is_traceback_filtering_enabled():
            return fn(*args, **kwargs)
        try:
            return fn(*args, **kwargs)
        except Exception as e:
            raise e from None

    return error_handler


def format_argument_value(value):
    from keras.src import backend

    if backend.is_tensor(value):
        return f"tf.Tensor(shape={value.shape}, dtype={backend.standardize_dtype(value.dtype)})"
    return repr(value)


def inject_argument_info_in_traceback(fn, object_name=None):
    """`fn` wrapped so that an exception it raises is re-raised as the same class with
    "Exception encountered when calling {object_name}." and the bound arguments."""

    def error_handler(*args, **kwargs):
        if not is_traceback_filtering_enabled():
            return fn(*args, **kwargs)
        try:
            return fn(*args, **kwargs)
        except Exception as e:
            if hasattr(e, "_keras_call_info_injected"):
                raise e
            signature = inspect.signature(fn)
            try:
                bound = signature.bind(*args, **kwargs)
            except TypeError:
                raise e
            context = []
            for param in list(signature.parameters.values()):
                if param.name in bound.arguments:
                    value = tree.map_structure(format_argument_value, bound.arguments[param.name])
                else:
                    value = param.default
                context.append(f"  \u2022 {param.name}={value}")
            if not context:
                raise e
            import tensorflow as tf

            if isinstance(e, tf.errors.OpError):
                message = e.message
            elif e.args:
                message = e.args[0]
            else:
                message = ""
            display_name = object_name if object_name else fn.__name__
            message = (
                f"Exception encountered when calling {display_name}.\n\n"
                f"\x1b[1m{message}\x1b[0m\n\n"
                f"Arguments received by {display_name}:\n" + "\n".join(context)
            )
            if isinstance(e, tf.errors.OpError):
                new_e = e.__class__(e.node_def, e.op, message)
            else:
                try:
                    new_e = e.__class__(message)
                except TypeError:
                    new_e = RuntimeError(message)
            new_e._keras_call_info_injected = True
            raise new_e.with_traceback(e.__traceback__) from None

    error_handler.__name__ = getattr(fn, "__name__", "error_handler")
    error_handler.__wrapped__ = fn
    return error_handler
