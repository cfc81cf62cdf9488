# tf.io.decode_raw as the "Introduction to Tensors" guide uses it (byte strings to uint8), plus
# the kernels' other paths. TF 2.20's parsing_ops.py decode_raw runs DecodeRaw, or
# DecodePaddedRaw when fixed_length is given. The values and error texts follow
# core/kernels/decode_raw_op.cc and decode_padded_raw_op.cc, as decode_raw_op_test.py checks
# them. The size error names the first string's length first ("element 1 has size 5 != 6").
# Empty strings give a last dimension of 0. little_endian=False reverses each element's bytes
# (each half of a complex element). DecodeRaw's shape function (ops/parsing_ops.cc) appends an
# unknown dimension. DecodePaddedRaw's cuts or zero-pads each string to fixed_length bytes.
import tensorflow as tf

print(tf.strings.bytes_split(tf.constant("Duck")))
print(tf.io.decode_raw(tf.constant("Duck"), tf.uint8))
print(tf.io.decode_raw(["AaBC"], tf.int16))
print(tf.io.decode_raw(["\x01\x02\x03\x04"], tf.int32, little_endian=True))
print(tf.io.decode_raw(["\x01\x02\x03\x04"], tf.int32, little_endian=False))
print(tf.io.decode_raw([b"\x00\x00\x80?\x00\x00\x00@"], tf.complex64))
print(tf.io.decode_raw([b"?\x80\x00\x00@\x00\x00\x00"], tf.complex64, little_endian=False))
print(tf.io.decode_raw(b"\x00<\x00\xc0", tf.float16))
print(tf.io.decode_raw(tf.constant(["", ""]), tf.float32))
for bad in (["short", "longer"], ["123", "456"]):
    try:
        tf.io.decode_raw(bad, tf.uint8 if len(bad[0]) == 5 else tf.int16)
    except tf.errors.InvalidArgumentError as e:
        print(type(e).__name__, e.message)

print(tf.io.decode_raw(["ab", "abcdef"], tf.uint8, fixed_length=4))
print(tf.io.decode_raw(["ab", "abcdef"], tf.int16, fixed_length=4))
for length in (6, 0):
    try:
        tf.io.decode_raw(["ab"], tf.int16 if length == 0 else tf.int32, fixed_length=length)
    except tf.errors.InvalidArgumentError as e:
        print(type(e).__name__, e.message)


@tf.function
def decode(s):
    return tf.io.decode_raw(s, tf.int32)


print(decode.get_concrete_function(tf.TensorSpec([None], tf.string)).output_shapes)
print(decode(tf.constant(["abcd", "efgh"])))
