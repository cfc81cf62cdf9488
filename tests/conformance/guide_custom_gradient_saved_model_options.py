# Advanced autodiff, custom gradients in a SavedModel: clip_by_norm in the backward pass gives
# 0.5 * 2v = 2.0; saved with SaveOptions(experimental_custom_gradients=True) (TF 2.20's default)
# the loaded function keeps the custom gradient (2.0), saved with False it falls back to
# IdentityN's pass-through (4.0), as the guide shows; stop_gradient leaves only the x term.
import tensorflow as tf

@tf.custom_gradient
def clip_gradients(y):
    def backward(dy):
        return tf.clip_by_norm(dy, 0.5)
    return y, backward

v = tf.Variable(2.0)
with tf.GradientTape() as t:
    output = clip_gradients(v * v)
print(t.gradient(output, v))

class MyModule(tf.Module):
    @tf.function(input_signature=[tf.TensorSpec(None)])
    def call_custom_grad(self, x):
        return clip_gradients(x)

model = MyModule()
tf.saved_model.save(model, 'saved_model', options=tf.saved_model.SaveOptions(experimental_custom_gradients=True))
v = tf.Variable(2.0)
loaded = tf.saved_model.load('saved_model')
with tf.GradientTape() as t:
    output = loaded.call_custom_grad(v * v)
print(t.gradient(output, v))
tf.saved_model.save(model, 'saved_model', options=tf.saved_model.SaveOptions(experimental_custom_gradients=False))
loaded = tf.saved_model.load('saved_model')
with tf.GradientTape() as t:
    output = loaded.call_custom_grad(v * v)
print(t.gradient(output, v))

x = tf.Variable(3.0)
with tf.GradientTape() as t:
    y = tf.stop_gradient(x * x) + x
print(t.gradient(y, x))
