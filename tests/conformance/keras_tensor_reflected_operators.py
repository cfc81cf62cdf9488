# A TF tensor on the left of an operator whose right operand cannot become a tensor: TF's
# math_ops binary_op_wrapper (tensorflow/python/ops/math_ops.py) catches the TypeError or
# ValueError of the conversion and, when type(y) has the reflected operator `__r<op>__`, returns
# y.__r<op>__(x) (NotImplemented, or a TypeError/ValueError from it, re-raises the first error).
# A KerasTensor's conversion raises ValueError (keras/src/backend/common/keras_tensor.py
# __tf_tensor__), so `tf_tensor + keras.Input(...)` builds a Functional graph node through
# KerasTensor.__radd__ (keras.ops.add), while a TF function of a KerasTensor still raises.
import keras
import tensorflow as tf

x = keras.Input((3,), name="features")
offset = tf.constant([1.0, 2.0, 3.0])
y = offset + x
z = tf.constant(2.0) * y
print(y.shape, y.dtype, z.shape)
model = keras.Model(x, z)
print(model(tf.ones((2, 3))))
print([layer.__class__.__name__ for layer in model.layers])

v = tf.Variable([0.5, 0.5, 0.5])
print((v - x).shape)

try:
    tf.square(x)
except ValueError as e:
    print("ValueError:", str(e).splitlines()[0])


class Reflects:
    def __radd__(self, other):
        return "Reflects.__radd__ got " + type(other).__name__

    def __rsub__(self, other):
        return NotImplemented


class Refuses:
    def __rmul__(self, other):
        raise TypeError("Refuses.__rmul__")


t = tf.ones((2,))
print(t + Reflects())
for label, fn in [("NotImplemented", lambda: t - Reflects()), ("reflected TypeError", lambda: t * Refuses()),
                  ("no reflected operator", lambda: t / Reflects())]:
    try:
        fn()
    except (TypeError, ValueError) as e:
        # The first error, func's conversion failure (its text names the object's address).
        print(label, "->", type(e).__name__ + ":", str(e).split(" (<")[0], "...", str(e).split(") ")[-1])


@tf.function
def add_in_graph(a):
    return a + Reflects()


print(add_in_graph(tf.ones((2,))))
