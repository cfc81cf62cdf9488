# reduce_retracing=True: after the first exact trace, a new shape is traced with the most specific
# shape common to it and the earlier traces (None dims within a rank, unknown rank across ranks);
# dtypes and Python values are never generalized. experimental_relax_shapes is the deprecated
# spelling and logs a deprecation warning from deprecation.py's own line (function() has nested
# deprecated_args wrappers; see guide_function_deprecated_arguments).
# TF source: tensorflow/python/eager/polymorphic_function/tracing_compilation.py
# (_maybe_define_function), tensorflow/core/function/polymorphism/function_cache.py and
# type_dispatch.py (try_generalizing_function_type), tensorflow/python/framework/tensor_shape.py
# (most_specific_common_supertype), tensorflow/python/util/deprecation.py (deprecated_args).
import tensorflow as tf


@tf.function(reduce_retracing=True)
def ident(x, tag):
    print("tracing ident:", x.shape, x.dtype.name, tag)
    return x


ident(tf.constant([1, 2]), "a")
ident(tf.constant([1, 2, 3]), "a")
ident(tf.constant([1, 2, 3, 4]), "a")
ident(tf.constant([5, 6]), "a")
ident(tf.constant([[1, 2]]), "a")
ident(tf.constant([[1, 2, 3]]), "a")
ident(tf.constant([1.0]), "a")
ident(tf.constant([1, 2, 3]), "b")
print("traces:", ident.experimental_get_tracing_count())
print(ident.pretty_printed_concrete_signatures(verbose=False))


@tf.function(experimental_relax_shapes=True)
def relaxed(x):
    print("tracing relaxed:", x.shape)
    return x


relaxed(tf.constant([[1, 2]]))
relaxed(tf.constant([[1, 2], [3, 4]]))
relaxed(tf.constant([[1, 2, 3]]))
print("relaxed traces:", relaxed.experimental_get_tracing_count())
