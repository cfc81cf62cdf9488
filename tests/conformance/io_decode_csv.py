# tf.io.decode_csv eagerly (TF 2.20's parsing_ops.decode_csv_v2 over the DecodeCSV kernel,
# decode_csv_op.cc). The records and expected values are those of TF's
# tensorflow/python/kernel_tests/io_ops/decode_csv_op_test.py (testSimple, testSimpleWithScalarDefaults,
# testScalar, test2D, test2DNoQuoteDelimiter, testDouble, testInt64, testComplexString,
# testMultiRecords, testNA, testWithDefaults, testWithDefaultsAndNoQuoteDelimiter, testWithTabDelim,
# testSelectCols, testSelectColsInclLast, testNumpyAttribute): one tensor per column, shaped like
# the records, typed like the column's default (Python ints int32, floats float32, str string);
# quoted fields with "" for a quote, empty and NA fields taking their default, select_cols.
# Numbers may carry surrounding spaces ("Note that we allow leading and trailing spaces with int or
# float field", the docstring). tf.raw_ops.DecodeCSV, like every generated wrapper of an op with
# one list output, returns that list.
import numpy as np
import tensorflow as tf

print(tf.io.decode_csv(["1", "2", '"3"'], [[1]]))
print(tf.io.decode_csv(["1,4", "2,5", "3,6"], record_defaults=[1, 2]))
print(tf.io.decode_csv('1,""', [[3], [4]]))
print(tf.io.decode_csv([["1", "2"], ['""', "4"]], [[5]]))
print(tf.io.decode_csv(["1", "2", '"3"'], [[""]], use_quote_delim=False))
print(tf.io.decode_csv([["1", "2"], ['""', '"']], [[""]], use_quote_delim=False))
print(tf.io.decode_csv(["1.0", "-1.79e+308", '"1.79e+308"'], [np.array([], dtype=np.double)]))
print(tf.io.decode_csv(["1", "2", '"2147483648"'], [np.array([], dtype=np.int64)]))
print(tf.io.decode_csv(['"1.0"', '"ab , c"', '"a\nbc"', '"ab""c"', " abc "], [["1"]]))
print(tf.io.decode_csv(["1.0,4,aa", "0.2,5,bb", "3,6,cc"], [[1.0], [1], ["aa"]]))
print(tf.io.decode_csv(["2.0,NA,aa", "NA,5,bb", "3,6,NA"], [[0.0], [0], [""]], na_value="NA"))
print(tf.io.decode_csv([",1,", "0.2,3,bcd", "3.0,,"], [[1.0], [0], ["a"]]))
print(tf.io.decode_csv([",1,", "0.2,3,bcd", '3.0,,"'], [[1.0], [0], ["a"]], use_quote_delim=False))
print(tf.io.decode_csv(["1\t1", "0.2\t3", "3.0\t"], [[1.0], [0]], field_delim="\t"))
print(tf.io.decode_csv([",,", "4,5,6"], [[1], [2]], select_cols=[0, 1]))
print(tf.io.decode_csv([",,", "4,5,6"], [[0], [1], [2]], select_cols=[0, 1, 2]))
print(tf.io.decode_csv(tf.constant("1,2,3,4,5"), np.zeros(5)))

# Spaces around numbers, a leading '+', inf and nan (absl's SimpleAtoi / SimpleAtof).
ints, floats, strings = tf.io.decode_csv([" 7 ,  2.5e1 , x ", "+3,-inf,", "-4,nan,\"\""], [[0], [0.0], ["-"]])
print(ints.numpy(), floats.numpy(), strings.numpy())
print([t.dtype.name for t in tf.io.decode_csv("1,2,3,4,5", [0, 0.0, "", np.int64(0), np.float64(0)])])
print(tf.raw_ops.DecodeCSV(records=["1,x"], record_defaults=[[0], ["?"]]))
print(tf.raw_ops.DecodeCSV(records="5", record_defaults=[[0]], name="one"))
