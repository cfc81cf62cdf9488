# tf.RegisterGradient and tf.no_gradient (tensorflow/python/framework/ops.py, over
# framework/registry.py's Registry.register): the decorator returns the function it registers;
# a non-string op type is a TypeError; registering a name twice is registry.py's KeyError naming
# the frame, file and line of the first registration.
import tensorflow as tf


@tf.RegisterGradient("MyCustomSquare")
def _my_square_grad(op, grad):
    return grad * 2.0


print(_my_square_grad.__name__)
tf.no_gradient("MyNonDifferentiableOp")
try:
    tf.no_gradient("MyCustomSquare")
except KeyError as e:
    print("KeyError:", e)
try:
    tf.RegisterGradient(3)
except TypeError as e:
    print("TypeError:", e)
try:
    tf.no_gradient(None)
except TypeError as e:
    print("TypeError:", e)


def register_again():
    tf.no_gradient("MyNonDifferentiableOp")


try:
    register_again()
except KeyError as e:
    print("KeyError:", e)
