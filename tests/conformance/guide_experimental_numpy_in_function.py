# tf.experimental.numpy inside tf.function and under a GradientTape: the functions build graph
# ops like any TF op (int32 squares summed as int64 by np_array_ops._reduce, then sqrt in
# float64), an input_signature with a None dim (concatenate with float64 zeros promotes to
# float64, argmax gives int64, mean keeps float32), shape/size/ndim helpers, and gradients
# through tnp.square and tnp.sum.
import tensorflow as tf
import tensorflow.experimental.numpy as tnp

@tf.function
def f(x):
    print("tracing", x)
    y = tnp.sum(tnp.square(x), axis=-1)
    return tnp.sqrt(y)

print(f(tf.constant([[3, 4], [6, 8]])))
print(f(tnp.asarray([[1.0, 0.0]])))

@tf.function(input_signature=[tf.TensorSpec([None], tf.float32)])
def g(v):
    return tnp.concatenate([v, tnp.zeros([1])]), tnp.argmax(v), tnp.mean(v)

print(g(tf.constant([1.0, 5.0, 2.0])))
print(tnp.reshape(tnp.arange(6), (3, -1)).shape, tnp.size(tnp.ones([2, 3])), tnp.ndim([[1]]), tnp.shape([[1, 2, 3]]))
with tf.GradientTape() as tape:
    w = tf.Variable([1.0, 2.0])
    loss = tnp.sum(tnp.square(w))
print(tape.gradient(loss, w))
