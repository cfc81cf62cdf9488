# tf.print under contextlib.redirect_stdout / redirect_stderr. TF 2.20's logging_ops.print_v2
# reads output_stream (default: sys.stderr as it is at the call) and looks it up in a dict it
# builds at each call, {sys.stdout: "stdout", sys.stderr: "stderr", <logging levels>}; the
# PrintV2 kernel then writes to the process's own stdout / stderr (C++), never through the
# Python object. So a redirected sys.stdout still names "stdout" and the StringIO stays empty,
# while sys.__stdout__ under redirection is no key of the dict: print_v2's ValueError with
# str(output_stream). Python's print writes to the StringIO (CPython's builtin_print).
import contextlib
import io
import sys

import tensorflow as tf

out = io.StringIO()
err = io.StringIO()
with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
    print("python print")
    tf.print("tf.print default stream")
    tf.print("tf.print to sys.stdout", output_stream=sys.stdout)
    tf.print("tf.print to sys.stderr", output_stream=sys.stderr)


@tf.function
def f(x):
    print("tracing", x.shape)
    tf.print("x =", x, output_stream=sys.stdout)
    return x * 2


with contextlib.redirect_stdout(out):
    f(tf.constant([1, 2]))
    f(tf.constant([3, 4]))
print(repr(out.getvalue()))
print(repr(err.getvalue()))

with contextlib.redirect_stdout(out):
    try:
        tf.print("x", output_stream=sys.__stdout__)
    except ValueError as e:
        message = str(e)
print(message)
tf.print("back to normal", output_stream=sys.stdout)
