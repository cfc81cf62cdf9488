# tf.io.decode_csv's errors eagerly (TF 2.20's parsing_ops.decode_csv_v2 and the DecodeCSV kernel,
# decode_csv_op.cc), with the records of TF's decode_csv_op_test.py (testWithoutDefaultsError,
# testWrongFieldIntError, testOutOfRangeError, testWrongFieldFloatError, testWrongFieldStringError,
# testWrongDefaults, testShortQuotedString, testWrongSelectColsInclLast, testSimpleWith2DDefaults,
# testWrongSelectColsLen, testWrongSelectColsSorting, testWrongSelectColsIndicesNegative,
# testWrongSelectColsIndicesTooHigh): the kernel's InvalidArgumentError texts name the field and
# the record's index; the Python wrapper checks select_cols first (ValueError); the kernel checks
# each default (at most rank 1, at most 1 element). absl's number parsing takes no hex and checks
# int32's range; an empty record has no field.
import numpy as np
import tensorflow as tf

cases = [
    dict(records=[",1", "0.2,3", "3.0,"], record_defaults=[[1.0], np.array([], dtype=np.int32)]),
    dict(records=[",1", "0.2,234a", "3.0,2"], record_defaults=[[1.0], np.array([], dtype=np.int32)]),
    dict(records=["1", "9999999999999999999999999", "3"], record_defaults=[[1]]),
    dict(records=[",1", "0.2,2", "3.0adf,3"], record_defaults=[[1.0], np.array([], dtype=np.int32)]),
    dict(records=['"1,a,"', "0.22", 'a"bc'], record_defaults=[["a"]]),
    dict(records=[",1", "0.2,2", "3.0adf,3"], record_defaults=[[1.0]]),
    dict(records=['"'], record_defaults=[["default"]]),
    dict(records=['"a"b"'], record_defaults=[["default"]]),
    dict(records=[",,", "4,5,6"], record_defaults=[[0], [1], [2]], select_cols=[0, 1, 3]),
    dict(records=["1,2,3"], record_defaults=[[0], [1]], select_cols=[0, 3]),
    dict(records=["1", "2", "3"], record_defaults=[[[0]]]),
    dict(records=["1", "2", "3"], record_defaults=[[0, 1]]),
    dict(records=["0x10"], record_defaults=[[0.0]]),
    dict(records=["2147483648"], record_defaults=[[0]]),
    dict(records=[""], record_defaults=[[0]]),
]
for args in cases:
    try:
        tf.io.decode_csv(**args)
    except tf.errors.InvalidArgumentError as e:
        print("InvalidArgumentError:", e.message)

for select_cols in ([0], [1, 0], [-1, 0]):
    try:
        tf.io.decode_csv(["1,2,3"], [[0], [0], [0]] if select_cols == [0] else [[0], [1]], select_cols=select_cols)
    except ValueError as e:
        print("ValueError:", e)
