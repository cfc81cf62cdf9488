# tf.nn.softmax_cross_entropy_with_logits as TF 2.20 builds it
# (tensorflow/python/ops/nn_ops.py softmax_cross_entropy_with_logits_v2_helper and
# _flatten_outer_dims): in a graph, under the name scope softmax_cross_entropy_with_logits,
# `Rank` (a Const for a known rank, array_ops.rank), `Shape` (the Shape op when the shape is only
# partly known, else a Const: array_ops.shape_internal(optimize=True)), each operand flattened to
# a matrix through Rank, Shape, Sub, Slice (its begin an autopacked list -> Pack "Slice/begin"),
# ConcatV2 (the Python list [-1] converted as "concat/values_0": op_def_library converts a list
# argument's element i with the name "<arg>_<i>", ops.internal_convert_n_to_tensor) and Reshape;
# the op itself named after the scope; then Sub_2 and Slice_2 for the output shape (the size
# list is packed: Pack "Slice_2/size"), Reshape_2, and cost.set_shape(logits shape without the
# class axis), so the static shape is (None,) for a batch of unknown size. Values are printed to
# 4 decimals (double-precision log-sum-exp minus the label's logit).
import tensorflow as tf

labels = tf.constant([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]])
logits = tf.constant([[2.0, 1.0, 0.1], [0.5, 2.5, 0.3]])
loss = tf.nn.softmax_cross_entropy_with_logits(labels=labels, logits=logits)
print(loss.shape, loss.dtype, [f"{v:.4f}" for v in loss.numpy().tolist()])
loss = tf.nn.softmax_cross_entropy_with_logits(labels=tf.transpose(labels), logits=tf.transpose(logits), axis=0)
print(loss.shape, [f"{v:.4f}" for v in loss.numpy().tolist()])
loss = tf.nn.softmax_cross_entropy_with_logits(labels=[[0.5, 0.5]], logits=[[1.0, 1.0]])
print(loss.shape, [f"{v:.4f}" for v in loss.numpy().tolist()])


@tf.function(input_signature=[tf.TensorSpec([None, 3]), tf.TensorSpec([None, 3])])
def unknown_batch(y, z):
    out = tf.nn.softmax_cross_entropy_with_logits(labels=y, logits=z)
    print(out)
    return out


print([f"{v:.4f}" for v in unknown_batch(labels, logits).numpy().tolist()])
for op in unknown_batch.get_concrete_function().graph.get_operations():
    print(op.name, op.type)


@tf.function
def known_batch(y, z):
    out = tf.nn.softmax_cross_entropy_with_logits(labels=y, logits=z, name="xent")
    print(out)
    return out


known_batch(labels, logits)
print([op.name for op in known_batch.get_concrete_function(labels, logits).graph.get_operations()
       if op.type in ("Shape", "Rank", "Const") and "Shape" in op.name])


@tf.function(input_signature=[tf.TensorSpec([None, 3])])
def concat_list(x):
    return tf.concat([[-1], tf.shape(x)[1:]], 0)


print([(op.name, op.type) for op in concat_list.get_concrete_function().graph.get_operations()][-4:])
