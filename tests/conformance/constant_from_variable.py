# tf.constant of a tf.Variable. Eagerly, constant_op.convert_to_eager_tensor hands the variable to
# EagerTensor, whose conversion (py_seq_tensor.cc, PySeqToTFE_TensorHandle) takes any object with
# __array__ through NumPy: the variable's current value, a new tensor that later assignments do
# not change; a dtype converts as for an ndarray (IsCompatible: float32 values cast to float64).
# In a graph, tensor_util.make_tensor_proto calls np.array(variable), and ResourceVariable.numpy()
# raises NotImplementedError outside eager execution.
import tensorflow as tf

v = tf.Variable([1.5, 2.0])
c = tf.constant(v)
v.assign([3.0, 4.0])
print(c)
print(tf.constant(v, dtype=tf.float64))


@tf.function
def f():
    return tf.constant(v)


try:
    f()
except NotImplementedError as e:
    print("NotImplementedError:", e)
