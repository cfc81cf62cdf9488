# tf.io.serialize_tensor and tf.io.parse_tensor (TF 2.20's core/kernels/parse_tensor_op.cc):
# SerializeTensor writes the tensor's TensorProto (tensor.proto: dtype = 1 as the DataType enum
# number, tensor_shape = 2 with one dim {size = 1} per dimension, tensor_content = 4 holding
# the elements' little-endian bytes via AsProtoTensorContent, or string_val = 8 per string via
# AsProtoField); ParseTensor reads it back, and its errors are the kernel's texts (as
# parsing_ops_test.py checks them), inside the eager op's wrapped-function text. Inside a
# tf.function the parsed tensor's shape is unknown.
import tensorflow as tf

for value in (tf.constant(1.0), tf.constant([[1, 2], [3, 4]]), tf.constant([b"ab", b""]),
              tf.constant(True), tf.constant([], tf.float32), tf.constant(7, tf.int64)):
    data = tf.io.serialize_tensor(value)
    print(data.numpy())
    print(tf.io.parse_tensor(data, value.dtype))

try:
    tf.io.parse_tensor(tf.io.serialize_tensor(tf.constant(1.0)), tf.int32)
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, e)
try:
    tf.io.parse_tensor(b"bogus", tf.float32)
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, e)


@tf.function
def round_trip(x):
    y = tf.io.parse_tensor(tf.io.serialize_tensor(x), tf.float32)
    print(y.shape)
    return y


print(round_trip(tf.constant([1.5, 2.5])))
