# A tf.custom_gradient whose grad_fn closes over a forward tensor (log1pexp's e), inside a
# saved tf.function and in another saved tf.function that calls it: after tf.saved_model.load
# the gradients equal the original's (1 - 1/(1 + e^x): 0.5, 0.8807971, 1; doubled through g),
# eagerly and inside a tf.function. Values derived by hand.
import tensorflow as tf

@tf.custom_gradient
def log1pexp(x):
    e = tf.exp(x)
    def grad(upstream):
        return upstream * (1 - 1 / (1 + e))
    return tf.math.log(1 + e), grad

class M(tf.Module):
    @tf.function(input_signature=[tf.TensorSpec([None])])
    def f(self, x):
        return log1pexp(x)

    @tf.function(input_signature=[tf.TensorSpec([None])])
    def g(self, x):
        return self.f(x) * 2.0

m = M()
tf.saved_model.save(m, "sm")
loaded = tf.saved_model.load("sm")
x = tf.constant([0.0, 2.0, 100.0])
with tf.GradientTape(persistent=True) as t:
    t.watch(x)
    y = loaded.f(x)
    z = loaded.g(x)
print(y)
print(t.gradient(y, x))
print(t.gradient(z, x))
with tf.GradientTape() as t:
    t.watch(x)
    y = m.f(x)
print(t.gradient(y, x))

@tf.function
def grad_in_graph(v):
    with tf.GradientTape() as t:
        t.watch(v)
        out = loaded.f(v)
    return t.gradient(out, v)

print(grad_in_graph(x))
