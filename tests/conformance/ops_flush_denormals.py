# TF runs its CPU kernels with flush-to-zero on (tensorflow/core/platform/denormal.h:
# port::ScopedFlushDenormal, set by KernelAndDeviceOp::Run for eager ops and by the executor
# for graph nodes): an arithmetic result below the smallest normal number (1.1754944e-38 in
# float32) comes out as a zero of its sign. Ops that only move values (Const, Reshape,
# Identity, ...) keep them, and NumPy computes with IEEE subnormals.
import numpy as np
import tensorflow as tf

print(tf.exp(-100.0))  # 3.7835059e-44 in IEEE arithmetic
print(tf.math.log(tf.exp(-100.0)))
print(tf.constant(-1e-20) * 1e-20)
print(tf.sigmoid(tf.constant([-88.0, 0.0])))
print(tf.exp(tf.constant(-720.0, tf.float64)))
print(tf.constant(1e-40))
print(tf.reshape(tf.constant([1e-40, 2e-40]), [2, 1]))
print(np.exp(np.float32(-100.0)))


@tf.function
def decay(x):
    return tf.exp(x) * 1.0, tf.identity(tf.constant(1e-40))


print(decay(tf.constant([-100.0, 0.0])))
