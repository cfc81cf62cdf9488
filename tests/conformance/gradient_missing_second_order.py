# Second derivatives through ops whose gradient ops TF cannot differentiate: the tape's
# registry lookup raises LookupError "gradient registry has no entry for: ResizeBilinearGrad",
# tf.gradients in a graph raises its own LookupError text, which AutoGraph re-raises as a
# StagingError (a built-in LookupError's __init__ is not Exception.__init__).
# Source: tensorflow/python/framework/registry.py Registry.lookup; ops/gradients_util.py
# _GradientsHelper ("No gradient defined for operation'{op.name}' (op type: {op.type}). In
# general every operation must have an associated `@tf.RegisterGradient` ..."); ops/image_grad.py
# and nn_grad.py register gradients for ResizeBilinear and LRN but not for ResizeBilinearGrad or
# LRNGrad; autograph/pyct/error_utils.py create_exception.
import tensorflow as tf

img = tf.reshape(tf.range(16.), [1, 4, 4, 1])
with tf.GradientTape() as t2:
    t2.watch(img)
    with tf.GradientTape() as t1:
        t1.watch(img)
        y = tf.reduce_sum(tf.image.resize(img, [8, 8]) ** 2)
    g = t1.gradient(y, img)
try:
    t2.gradient(g, img)
except LookupError as e:
    print("LookupError:", e)


@tf.function
def graph_second(v):
    y = tf.reduce_sum(tf.nn.local_response_normalization(v) ** 2)
    g = tf.gradients(y, v)[0]
    return tf.gradients(tf.reduce_sum(g), v)


try:
    graph_second(img)
except Exception as e:
    print(type(e).__name__, e)
