# A tf.function may return a tf.TensorArray. The TensorArray is no CompositeTensor, so
# auto_control_deps.mark_as_return returns an Identity of its flow and ConcreteFunction's
# _build_call_outputs packs the call's result, the flow itself, into the output structure: the
# caller gets an EagerTensor of dtype variant and shape (), not a TensorArray, and calling
# .stack() on it is an AttributeError (TF's own tests record this in
# tensorflow/tools/consistency_integration_test/tensor_array_tests.py,
# testArrayReturnedFromTfFunction and testVariantTensorAsOutput). A TensorArray used inside the
# function works as usual.
import tensorflow as tf


@tf.function
def f(x):
    ta = tf.TensorArray(tf.float32, size=2)
    for i in range(2):
        ta = ta.write(i, x[i])
    return ta


ta0 = f(tf.constant([[1.0, 2.0], [3.0, 4.0]]))
print(type(ta0).__name__, ta0.dtype, ta0.shape)
try:
    ta0.stack()
except AttributeError as e:
    print(e)


@tf.function
def g(n):
    ta = tf.TensorArray(tf.int32, size=0, dynamic_size=True)
    for i in tf.range(n):
        ta = ta.write(i, i * i)
    return ta, ta.stack()


ta1, stacked = g(tf.constant(4))
print(ta1.dtype, stacked)
