# tf.strings.to_number (parsing_ops: the StringToNumber op, strings::safe_strto* parsing) and
# tf.strings.as_string (the AsString op: a printf format built from precision, scientific,
# shortest, width and fill; bools print as true/false), eagerly and in a tf.function.
# Expected values: the to_number and as_string docstrings, string_to_number_op_test.py (its
# float32 and int32 cases and the "StringToNumberOp could not correctly convert string: "
# error), as_string_op.cc's format rules (printf "%e", "%08lld", "%g").
import tensorflow as tf

print(tf.strings.to_number(["5.0", "3.0", "7.0"]))
print(tf.strings.to_number(["0", "3", "-1", "1.12", "0xF", "   -10.5", "3.40282e+38", "3.40283e+38", "-3.40283e+38", "NAN", "INF"]))
print(tf.strings.to_number(["0", "3", "-1", "    -10", "-2147483648", "2147483647"], out_type=tf.int32))
print(tf.strings.to_number("12", tf.int64), tf.strings.to_number("0.5", tf.float64))
for bad, dtype in [("10foobar", tf.float32), ("2147483648", tf.int32)]:
    try:
        tf.strings.to_number(["1", bad], out_type=dtype)
    except tf.errors.InvalidArgumentError as e:
        print(type(e).__name__, str(e).split("}} ")[1])

print(tf.strings.as_string([3, 2]))
print(tf.strings.as_string([3.1415926, 2.71828], precision=2).numpy())
print(tf.strings.as_string(3.5, scientific=True), tf.strings.as_string(42, width=8, fill="0"))
print(tf.strings.as_string([True, False]), tf.strings.as_string([1.0, 0.1], shortest=True))
print(tf.as_string(tf.constant(7, tf.int64)))


@tf.function
def parse(s):
    n = tf.strings.to_number(s)
    return n * 2.0, tf.strings.as_string(n, precision=1)


print(parse(tf.constant(["1.5", "-2"])))
print([op.type for op in parse.get_concrete_function(tf.TensorSpec([2], tf.string)).graph.get_operations()])
