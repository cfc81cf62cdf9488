# tf.function's deprecated arguments (polymorphic_function.py): three deprecation.deprecated_args
# decorators wrap function(), outermost experimental_compile, then experimental_relax_shapes, then
# experimental_follow_type_hints. Each explicit one logs its notice once; only the outermost's
# _call_location is the program line, the inner ones report the outer wrapper's line in
# deprecation.py (a 2025 TF 2.1x log shows '.../tensorflow/python/util/deprecation.py:588';
# tfplay prints the canonical install path). experimental_follow_type_hints is an unused argument
# in TF 2.20, so Python ints still retrace; relax_shapes acts as reduce_retracing.
import tensorflow as tf


@tf.function(experimental_follow_type_hints=True)
def f_hints(x: tf.Tensor):
    print("Tracing")
    return x


f_hints(1)
f_hints(2)
print(f_hints.experimental_get_tracing_count())


@tf.function(experimental_relax_shapes=True, experimental_compile=False)
def relaxed(x):
    print("Tracing", x.shape)
    return x


relaxed(tf.ones([1]))
relaxed(tf.ones([2]))
relaxed(tf.ones([3]))
print(relaxed.experimental_get_tracing_count())
