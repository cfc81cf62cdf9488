# A tf.function called inside another gets static output shapes from the caller's inputs:
# shape inference of the call op infers the callee's body again with the inputs' shapes and
# the values of constant inputs (a Python int bound to a scalar TensorSpec, tf.shape of a
# known shape), nested calls included.
# TF source: tensorflow/core/common_runtime/shape_refiner.cc (InferShapesForFunction for the
# PartitionedCall op, EvaluateConstantTensor for constant inputs); polymorphic_function_test.py
# (testShapeInferenceForMoreSpecificInput, test_shape_inference_with_symbolic_shapes,
# testShapeInferencePropagateConstNestedStack, ...NestedUnstackStack, ...NestedConcat,
# ...DoubleNested).
import tensorflow as tf

reshape = tf.function(lambda a: tf.reshape(a, [-1, 3]), input_signature=[tf.TensorSpec(None, tf.float32)])


@tf.function(input_signature=[tf.TensorSpec((None, None), dtype=tf.int32), tf.TensorSpec((), dtype=tf.int32)])
def stack_shape(x, s):
    new_shape = tf.stack([tf.shape(x)[0], s], axis=0)
    return tf.ones(shape=new_shape, dtype=tf.int32)


@tf.function(input_signature=[tf.TensorSpec((None, None), dtype=tf.int32), tf.TensorSpec((), dtype=tf.int32)])
def unstack_shape(x, s):
    s0, _ = tf.unstack(tf.shape(x), axis=0)
    return tf.ones(shape=tf.stack([s0, s], axis=0), dtype=tf.int32)


@tf.function(input_signature=[tf.TensorSpec((), dtype=tf.int32)] * 3)
def concat_shape(d1, d2, d3):
    return tf.ones(shape=tf.concat([[d1], [d2], [d3]], axis=-1), dtype=tf.int32)


@tf.function
def symbolic(w, x, y):
    x = tf.transpose(x, [1, 0, 2])
    n = tf.shape(y)[0] // tf.shape(x)[0]
    return tf.reshape(y * w, [n, tf.shape(x)[0], -1])


conc = symbolic.get_concrete_function(*[tf.TensorSpec(None, tf.float32)] * 3)


@tf.function(input_signature=[tf.TensorSpec(shape=(3, 6), dtype=tf.int32)])
def caller(x):
    print(reshape(tf.zeros([10, 10, 3])).shape)
    print(stack_shape(x, s=5).shape, unstack_shape(x, s=5).shape, concat_shape(1, 2, 3).shape)
    print(conc(tf.ones([2]), tf.ones([5, 4, 2]), tf.ones([20, 2])).shape)
    print(conc(tf.ones([3]), tf.ones([5, 4, 3]), tf.ones([40, 3])).shape)
    return stack_shape(x, s=5)


print(caller(tf.zeros([3, 6], dtype=tf.int32)).shape)
