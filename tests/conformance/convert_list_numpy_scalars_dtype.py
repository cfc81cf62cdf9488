# Eager tf.constant / tf.convert_to_tensor of a list mixing Python numbers and NumPy scalars:
# the dtype comes from the first element only (InferShapeAndType samples element 0 of each
# nested sequence), tested in this order: NumPy float64 -> float64, NumPy float16 -> float16,
# any other float (Python float, NumPy float32) -> float32, bool, integers (Python or NumPy) ->
# int64 inferred, which converts as int32 unless a value is out of range (int64) or a float
# follows (float32). The other elements are converted to that dtype, unlike NumPy's promotion.
# TF source: tensorflow/python/lib/core/py_seq_tensor.cc (InferShapeAndType, ZeroDimArrayToScalar,
# ConvertOneFloat, PySeqToTFE_TensorHandle), tensorflow/python/framework/constant_op.py
# (_constant_eager_impl, convert_to_eager_tensor).
import numpy as np
import tensorflow as tf

cases = [
    [1.0, np.float64(2)],
    [np.float32(1), np.float64(2)],
    [1.0, np.float16(2)],
    [np.float64(1), 2.0],
    [np.float16(1), 2.5],
    [1, np.float64(2)],
    [np.int64(1), np.int64(2)],
    [np.int64(2**40), 1],
    [np.int8(1), 2.5],
    [[np.float64(1)], [2.0]],
    [np.array(1.5), 2.0],
    [1.5, np.int64(3)],
]
for v in cases:
    t = tf.constant(v)
    print(t.dtype.name, t.numpy().tolist())
print(tf.convert_to_tensor([1.0, np.float64(2)]).dtype.name)
