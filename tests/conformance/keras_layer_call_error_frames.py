# An error inside a custom layer's call() keeps the program's own frame in the traceback.
# Keras 3.11's Operation.__call__ wraps call() in utils/traceback_utils.py
# inject_argument_info_in_traceback, which re-raises `e.__class__(message)` with
# `.with_traceback(e.__traceback__) from None`: the new exception carries the frames of the
# original one, so CPython prints the program's `call` line (with its carets) inside the
# program's calling line, and the error's position is the `call` line. The message is Keras's
# "Exception encountered when calling Bad.call()." + the original message in ANSI bold + the
# arguments bound to call(). Keras's own frames (traceback_utils.py's error_handler, whose
# filtered traceback keeps the program's frames) are left out, as tfplay leaves out every
# library frame (docs/tracing-fidelity.md).
import numpy as np
import keras


class Bad(keras.layers.Layer):
    def call(self, x):
        y = x * 2
        return y + undefined_name


Bad()(np.ones((2, 3)))
