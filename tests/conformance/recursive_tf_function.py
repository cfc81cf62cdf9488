# A tf.function calling itself. With a Python int the recursion ends while tracing: each call
# is a new Literal trace (5, 4, ..., 1) nested as a call op in its caller's graph. With a tensor
# every level traces the same signature again before the previous trace is cached, so tracing
# recurses until Python's RecursionError, which AutoGraph re-raises as a StagingError "in user
# code" (a RecursionError cannot be rebuilt from a message). How many frames the message lists
# (and so which frame comes first) and the RecursionError's wording depend on TF's internal call
# depth, so only its shape is printed.
# TF source: tensorflow/python/eager/polymorphic_function/polymorphic_function.py (Function._call
# holds an RLock, so a recursive call re-enters tracing), tracing_compilation.py
# (_maybe_define_function: a cache miss traces), tensorflow/python/autograph/impl/api.py
# (_attach_error_metadata, StagingError), pyct/error_utils.py (ErrorMetadataBase.to_exception:
# KNOWN_STRING_CONSTRUCTOR_ERRORS, else StagingError), autograph_util.py (autograph_handler).
import tensorflow as tf


@tf.function
def factorial(n):
    print("tracing factorial", n)
    if n <= 1:
        return 1
    return n * factorial(n - 1)


print(factorial(5))
print(factorial(5))
print("traces:", factorial.experimental_get_tracing_count())


@tf.function
def tensor_factorial(n):
    if n <= 1:
        return tf.constant(1)
    return n * tensor_factorial(n - 1)


try:
    tensor_factorial(tf.constant(5))
except Exception as e:
    lines = str(e).rstrip("\n").splitlines()
    print(type(e).__module__ + "." + type(e).__name__)
    print(lines[0])
    print(lines[-1].startswith("    RecursionError: maximum recursion depth exceeded"))
