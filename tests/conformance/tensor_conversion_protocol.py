# The __tf_tensor__ protocol and tf.register_tensor_conversion_function, TF 2.20
# (tensorflow/python/framework/tensor_conversion_registry.py convert): convert_to_tensor first
# calls `value.__tf_tensor__(dtype, name)` and returns its result; otherwise the functions
# registered for the value's type run in priority order (called as
# conversion_func(value, dtype=, name=, as_ref=False)) before TF's own conversion of Python
# values (registered for `object` at priority 200, constant_tensor_conversion.py). The names
# passed along: tf.convert_to_tensor's `name` (None by default); math_ops.add converts
# `ops.convert_to_tensor(x, name="x")`; an eager generated wrapper such as tf.multiply falls
# back to execute.args_to_matching_eager, which passes no name (None), converting the first
# input without a dtype and the next with the first one's; a graph op converts each input
# with its argument name (op_def_library._apply_op_helper: name=input_arg.name).
# Registration errors: register_tensor_conversion_function's TypeErrors. A registered
# function returning NotImplemented passes the value on (here to TF's constant conversion,
# which refuses the object: ValueError); one returning a non-tensor raises RuntimeError
# "Conversion function ... returned non-Tensor: 3". The expected output was derived from these
# sources, each line checked by hand against them.
import tensorflow as tf


class Celsius:
    def __init__(self, degrees):
        self.degrees = degrees

    def __tf_tensor__(self, dtype=None, name=None):
        print("__tf_tensor__ called with", dtype, name)
        return tf.constant(self.degrees, dtype=dtype or tf.float32)


print(tf.convert_to_tensor(Celsius(21.5)))
print(tf.convert_to_tensor(Celsius(3.0), dtype=tf.float64, name="reading"))
print(tf.add(Celsius(1.5), 2.0))
print(tf.multiply(Celsius(2.0), Celsius(4.0)))

noon = Celsius(4.0)


@tf.function
def doubled():
    return tf.multiply(noon, 2.0)


print(doubled())
print(doubled())


class Meters:
    def __init__(self, value):
        self.value = value


def meters_to_tensor(value, dtype=None, name=None, as_ref=False):
    print("meters_to_tensor called with", value.value, dtype, name, as_ref)
    return tf.constant(value.value, dtype=dtype)


tf.register_tensor_conversion_function(Meters, meters_to_tensor)
print(tf.convert_to_tensor(Meters(5.0)))
print(tf.add(Meters(1.0), 2.0))

for base, func in [(float, meters_to_tensor), ("Meters", meters_to_tensor), (Meters, 3)]:
    try:
        tf.register_tensor_conversion_function(base, func)
    except TypeError as e:
        print("TypeError:", e)


class Feet:
    pass


def passes(value, dtype=None, name=None, as_ref=False):
    return NotImplemented


tf.register_tensor_conversion_function(Feet, passes)
try:
    tf.convert_to_tensor(Feet())
except ValueError as e:
    print("ValueError:", str(e).startswith("Attempt to convert a value (<__main__.Feet object at "))


class Yards:
    pass


def not_a_tensor(value, dtype=None, name=None, as_ref=False):
    return 3


tf.register_tensor_conversion_function(Yards, not_a_tensor)
try:
    tf.convert_to_tensor(Yards())
except RuntimeError as e:
    print("RuntimeError:", str(e).split(" for type ")[1])
