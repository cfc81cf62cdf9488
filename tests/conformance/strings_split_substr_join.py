# tf.strings.split (ragged_string_ops.string_split_v2: StringSplitV2; a scalar gives a string
# vector, a vector a RaggedTensor), tf.strings.substr (Substr), tf.strings.reduce_join
# (ReduceJoin; axis=None joins every dimension) and tf.strings.format (StringFormat), eagerly
# and in a tf.function. Expected values: the docstrings of split, substr, reduce_join and
# format; split's documented rules (a given sep delimits empty strings, "1<>2<><>3" with "<>" ->
# ["1", "2", "", "3"]; no sep splits on whitespace runs; maxsplit as Python's str.split);
# substr_op.cc's negative pos (counted from the end) and its "pos ... out of range" error.
import tensorflow as tf

print(tf.strings.split("hello world").numpy())
print(tf.strings.split(["hello world", "a b c"]))
print(tf.strings.split(["hello world", "a b c"]).to_list())
print(tf.strings.split("1<>2<><>3", sep="<>").numpy())
print(tf.strings.split("  a  b c ", maxsplit=1).numpy())

print(tf.strings.substr([b"Hello", b"World"], 1, 3))
print(tf.strings.substr("Hello", -4, 3), tf.strings.substr("Hello", 2, -1))
try:
    tf.strings.substr("Hello", 10, 2)
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, str(e).split("}} ")[1])

print(tf.strings.reduce_join([["abc", "123"], ["def", "456"]]).numpy())
print(tf.strings.reduce_join([["abc", "123"], ["def", "456"]], axis=-1).numpy())
print(tf.strings.reduce_join([["abc", "123"], ["def", "456"]], axis=-1, separator=" ").numpy())
print(tf.strings.reduce_join([["abc", "123"], ["def", "456"]], axis=0, keepdims=True))

print(tf.strings.format("tensor: {}, suffix", tf.range(5)))
print(tf.strings.format("{} and {}", [tf.constant(1.5), tf.constant([1, 2])]))
try:
    tf.strings.format("{} and {}", tf.constant(1))
except ValueError as e:
    print(type(e).__name__, e)


@tf.function
def words(line):
    tokens = tf.strings.split(line)
    return tokens, tf.strings.reduce_join(tokens, separator="-"), tf.strings.substr(tokens, 0, 1)


print(words(tf.constant("the quick fox")))
graph = words.get_concrete_function(tf.TensorSpec([], tf.string)).graph
print([op.type for op in graph.get_operations() if op.type in ("StringSplitV2", "ReduceJoin", "Substr")])
