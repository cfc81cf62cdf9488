# tf.math.in_top_k and tf.nn.in_top_k (one function, nn_ops.in_top_k_v2(targets, predictions, k)):
# `with ops.name_scope(name, "in_top_k")` around gen_nn_ops.in_top_kv2(predictions, targets, k,
# name=name). The InTopKV2 kernel (kernels/in_topk_op.h) counts the classes predicted strictly
# higher than the target, so ties straddling the k-th place are all in the top k; a target out of
# range or a non-finite prediction gives False. The shape function (ops/nn_ops.cc) merges the
# batch sizes of predictions and targets. Expected values: the in_top_k_v2 docstring example and
# TF's tests (python/kernel_tests/nn_ops/in_topk_op_test.py: testInTop1, testInTop2,
# testInTop2Tie, testInTop2_int64Target, testInTopNan, testBadTarget, testEmpty, testTensorK).
import tensorflow as tf

target = tf.constant([0, 1, 3])
pred = tf.constant([
    [1.2, -0.3, 2.8, 5.2],
    [0.1, 0.0, 0.0, 0.0],
    [0.0, 0.5, 0.3, 0.3]],
    dtype=tf.float32)
print(tf.math.in_top_k(target, pred, 2))
print(tf.nn.in_top_k is tf.math.in_top_k)

p = [[0.1, 0.3, 0.2, 0.4], [0.1, 0.2, 0.3, 0.4]]
tie = [[0.1, 0.3, 0.2, 0.2], [0.1, 0.3, 0.2, 0.2]]
print(tf.nn.in_top_k([3, 2], p, 1))
print(tf.nn.in_top_k([2, 2], p, 2))
print(tf.nn.in_top_k([2, 3], tie, 2))
print(tf.nn.in_top_k(tf.constant([0, 2], tf.int64), p, 2))
print(tf.nn.in_top_k([1, 3], [[0.1, float("nan"), 0.2, 0.4], [0.1, 0.2, 0.3, float("inf")]], 2))
print(tf.nn.in_top_k([2, 4], tie, 2))
print(tf.nn.in_top_k(tf.zeros([0], tf.int32), tf.zeros([0, 5]), 2))
print(tf.nn.in_top_k([0, 2], p, tf.constant(3)))
print(tf.math.in_top_k(targets=[1, 0], predictions=p, k=4).numpy())


@tf.function
def hits(predictions, targets):
    a = tf.math.in_top_k(targets, predictions, 1)
    b = tf.nn.in_top_k(targets, predictions, 2, name="top2")
    print(a)
    print(b)
    return a, b


print(hits(tf.constant(p), tf.constant([3, 2])))


@tf.function(input_signature=[tf.TensorSpec([None, 4]), tf.TensorSpec([None], tf.int64)])
def unknown_batch(predictions, targets):
    out = tf.math.in_top_k(targets, predictions, 3)
    print(out)
    return out


print(unknown_batch(tf.constant(p), tf.constant([0, 0], tf.int64)))
