# Errors a learner meets with shapes and dtypes, as TF 2.20 raises them:
# - array_ops.ones / zeros: TensorShape((2.0, 2)) raises TypeError (a size needs __index__), so
#   the shape goes to convert_to_tensor(shape, dtype=int32): "Cannot convert" eagerly,
#   make_tensor_proto's "Expected int32" in a graph. A negative size is TensorShape's ValueError
#   in a graph (_constant_if_small lets it through); eagerly the Fill kernel reports it.
# - random_ops: tensor_util.shape_tensor converts a non-empty list or tuple as it is, so (2.0,) is
#   a float32 shape that RandomUniform's T attr refuses (eagerly the NodeDef validation, in a
#   graph op_def_library's "Value passed to parameter 'shape'").
# - execute.cc EagerLocalExecute builds the kernel (its NodeDef validation rejects T=bool for Mul)
#   before ValidateInputTypeAndPlacement compares input dtypes; `+` converts 1 with dtype_hint
#   (math_ops._add_dispatch), so it is an int32 tensor there.
# - descrobject.c: property_descr_set names the property (EagerTensor.shape is a Python
#   property); a built-in's attribute is a getset descriptor (getset_set).
import tensorflow as tf

n = 4


def show(make):
    try:
        make()
    except Exception as e:
        print(type(e).__name__ + ":", e)


show(lambda: tf.ones((n / 2, 2)))
show(lambda: tf.zeros([n / 2]))
show(lambda: tf.zeros((-1, 2)))
print(tf.ones((n // 2, 2)).shape)
show(lambda: tf.random.uniform((n / 2,)))
print(tf.random.uniform([2, tf.constant(3)]).shape, tf.random.normal([]).shape)


@tf.function
def ones_half():
    return tf.ones((n / 2, 2))


@tf.function
def zeros_negative():
    return tf.zeros((-1, 2))


@tf.function
def uniform_half():
    return tf.random.uniform((n / 2,))


show(ones_half)
show(uniform_half)
show(zeros_negative)

show(lambda: tf.constant([True, False]) * tf.constant([1.0, 2.0]))
show(lambda: tf.constant(True) + 1)
show(lambda: tf.constant(1) + tf.constant(1.0))

x = tf.constant([1, 2])
show(lambda: setattr(x, "shape", (2, 1)))
show(lambda: setattr(tf.Variable(1.0), "dtype", tf.int32))
show(lambda: setattr(3, "real", 4))
