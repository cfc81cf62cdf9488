# Static shapes through shape tensors. While tracing for x: (None, 4), `tf.shape(x)` is only
# partly known, yet the ops that take a shape tensor (Fill behind tf.zeros/tf.ones/tf.fill,
# Reshape, BroadcastTo, the random ops) read it as the partial shape it stands for: Shape gives
# x's static shape, Pack one dim per packed scalar (known when it is a constant or tf.shape(x)[i]
# of a known dim), ConcatV2 the concatenation, a StridedSlice of a shape vector that slice.
# TF source: tensorflow/core/common_runtime/shape_refiner.cc (ConstantPartialShape,
# PartialStridedSliceShape), tensorflow/core/common_runtime/eval_const_tensor.cc
# (TryInferFromShapes, and folding constant subgraphs), tensorflow/core/ops/array_ops.cc (Fill,
# Reshape's SetOutputShapeForReshape, BroadcastTo), tensorflow/python/ops/array_ops.py (zeros,
# ones, fill, shape_internal: a fully known shape is a Const).
import tensorflow as tf


@tf.function(input_signature=[tf.TensorSpec([None, 4])])
def shapes(x):
    n = tf.shape(x)[0]
    print("zeros([n, 2])", tf.zeros([n, 2]).shape)
    print("reshape(x, [n, 2, 2])", tf.reshape(x, [n, 2, 2]).shape)
    print("ones(shape(x))", tf.ones(tf.shape(x)).shape)
    print("fill([2, n], 1.0)", tf.fill([2, n], 1.0).shape)
    print("zeros([shape(x)[1], n])", tf.zeros([tf.shape(x)[1], n]).shape)
    print("reshape(x, [n, 8])", tf.reshape(x, [n, 8]).shape)
    print("zeros(concat)", tf.zeros(tf.concat([tf.shape(x), [3]], 0)).shape)
    print("broadcast_to", tf.broadcast_to(tf.constant(1.0), tf.shape(x)).shape)
    print("ones(shape(x)[1:])", tf.ones(tf.shape(x)[1:]).shape)
    return tf.zeros([n, 2])


print(shapes(tf.ones([3, 4])).shape)
print(shapes.pretty_printed_concrete_signatures(verbose=False))


# With a fully known shape, tf.shape(x) is a constant and tf.shape(x)[0] folds to 2.
@tf.function
def flatten_rest(x):
    flat = tf.reshape(x, [tf.shape(x)[0], -1])
    print("flatten_rest", flat.shape)
    return flat


print(flatten_rest(tf.ones([2, 3, 4])).shape)
