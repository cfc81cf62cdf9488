# The DType API TF 2.20's dtypes_test.py exercises: DType(type_enum) builds a DType (a new
# object; as_dtype gives the interned one: testAsDtypeReturnsInternedVersion), TypeError "0 does
# not correspond to a valid tensorflow::DataType" for a number no DataType has (_dtypes.cc);
# as_datatype_enum and is_quantized (testAllTypesConstructible, testAllTypesConvertibleToDType);
# __reduce__ is (as_dtype, (name,)) (testReduce); as_dtype of an int enum is _INTERN_TABLE's
# DType, of an object with a `dtype` attribute (an ndarray, a class whose dtype is "f4") the
# DType of np.dtype(type_value.dtype) (testNumpyConversion's AnObject / AnotherObject).
# TypeSpec.__reduce__ is (type(self), self._serialize()), which copy uses (tensor_spec_test
# testSerialization pickles it; tfplay cannot import TF's internal modules pickle names).
# DType(14) is bfloat16 (DT_BFLOAT16). tfplay has no quantized or reference dtypes: their enums
# and names raise NotImplementedError naming them.
# TF source: tensorflow/python/framework/dtypes.py (DType, as_dtype, _INTERN_TABLE,
# _TYPE_TO_STRING), tensorflow/python/framework/_dtypes.cc, tensorflow/core/framework/types.proto,
# tensorflow/python/framework/type_spec.py (TypeSpec.__reduce__), tensor.py (TensorSpec._serialize).
import copy

import numpy as np
import tensorflow as tf


def attempt(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ":", e)


print(tf.dtypes.DType(1), tf.dtypes.DType(1) == tf.float32, tf.dtypes.DType(1) is tf.float32)
for dtype in [tf.float32, tf.float64, tf.int32, tf.uint8, tf.string, tf.complex128, tf.float16, tf.resource, tf.variant]:
    print(dtype.name, dtype.as_datatype_enum, dtype.is_quantized, tf.dtypes.DType(dtype.as_datatype_enum) == dtype,
          tf.as_dtype(dtype.as_datatype_enum) is dtype)
print(tf.as_dtype(tf.dtypes.DType(21)) is tf.variant)
ctor, args = tf.int64.__reduce__()
print(ctor is tf.as_dtype, args, ctor(*args) is tf.int64)
attempt(lambda: tf.dtypes.DType(0))
attempt(lambda: tf.dtypes.DType(99))
attempt(lambda: tf.as_dtype(99))


class AnObject:
    dtype = "f4"


class AnotherObject:
    dtype = np.dtype(np.complex64)


print(tf.as_dtype(AnObject) is tf.float32, tf.as_dtype(AnotherObject) is tf.complex64)
print(tf.as_dtype(np.zeros(2, np.int8)), tf.as_dtype(np.ones([1], np.float64)))
print(tf.zeros([2], dtype=AnObject))

spec = tf.TensorSpec([1, 5], tf.float32, "test")
print(spec.__reduce__())
print(copy.deepcopy(spec) == spec, copy.copy(spec))

attempt(lambda: tf.dtypes.DType(14))
attempt(lambda: tf.as_dtype(11))
attempt(lambda: tf.as_dtype(101))
attempt(lambda: tf.as_dtype("float32_ref"))
