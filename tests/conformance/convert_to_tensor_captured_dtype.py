# tf.convert_to_tensor(eager_tensor, dtype=...) checks the requested dtype before an outer eager
# tensor is captured into a tf.function's graph: tensor_conversion_registry.convert calls the
# tensor's conversion function, whose ValueError TF raises eagerly and while tracing alike. A
# matching dtype captures the tensor (check_ops_captured_eager_tensors).
import tensorflow as tf

outer = tf.constant([1, 2])
try:
    tf.convert_to_tensor(outer, dtype=tf.float32)
except ValueError as e:
    print("eager:", e)


@tf.function
def f():
    return tf.convert_to_tensor(outer, dtype=tf.float32)


try:
    f()
except ValueError as e:
    print("traced:", str(e).strip().splitlines()[-1].strip())


@tf.function
def g():
    t = tf.convert_to_tensor(outer, dtype=tf.int32)
    print("captured:", t.dtype, t.shape)
    return t + 1


print(g())
