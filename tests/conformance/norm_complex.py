# tf.norm on complex tensors, as TF 2.20's python/ops/linalg_ops.py norm computes it:
# 'euclidean'/'fro'/2 is math_ops.sqrt(math_ops.reduce_sum(tensor * math_ops.conj(tensor), axis,
# keepdims=True)), so the result keeps the complex dtype with a zero imaginary part; ord=1,
# np.inf and other p start from math_ops.abs(tensor), which is ComplexAbs (Tout the real dtype),
# so those norms are real. norm_op_test.py runs every case over complex64/complex128 against
# np.linalg.norm.
import numpy as np
import tensorflow as tf

x = tf.constant([3 + 4j, 1j])
print(tf.norm(x))
print(tf.function(lambda v: tf.norm(v))(x))
m = tf.constant([[1 + 1j, 2], [0, 1j]], tf.complex64)
print(tf.norm(m, ord='fro', axis=(-2, -1)))
print(tf.norm(m, axis=1, keepdims=True))
print(tf.norm(x, ord=1))
print(tf.norm(x, ord=np.inf))
print(tf.norm(x, ord=0.5))
print(tf.norm(m, ord=1, axis=[0, 1]))
print(tf.norm(m, ord=np.inf, axis=[0, 1]))


@tf.function
def graph_norm(v):
    n = tf.norm(v, ord=1) + tf.math.real(tf.norm(v))
    print([(op.type, op.name) for op in tf.compat.v1.get_default_graph().get_operations()])
    return n


print(graph_norm(m))
print(tf.norm(tf.constant([3.0, 4.0])))
