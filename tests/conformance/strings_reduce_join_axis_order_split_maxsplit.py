# tf.strings.reduce_join over several axes joins in the order the axes are given, and
# tf.strings.split with maxsplit keeps the remainder's trailing whitespace.
# ReduceJoin's op doc (core/api_def, string_ops): for a = [["a", "b"], ["c", "d"]],
# reduce_join(a, [0, 1]) ==> "acbd" and reduce_join(a, [1, 0]) ==> "abcd";
# reduce_join_op_test.py testMultiIndex checks every permutation against nested single-axis
# joins in that order (here [-1, 0] with a separator). With no axis, string_ops.py reduces
# range(rank - 1, -1, -1), i.e. [1, 0].
# string_split_op_test.py StringSplitV2OpTest.testSplitV2, case "EmptySeparatorMaxSplit":
# ["1 2 3", "  4  5    6  "] with maxsplit=1 gives [[b"1", b"2 3"], [b"4", b"5    6  "]], which the
# test also checks against Python's str.split(None, 1).
import tensorflow as tf

a = [["a", "b"], ["c", "d"]]
print(tf.strings.reduce_join(a, axis=[0, 1]))
print(tf.strings.reduce_join(a, axis=[1, 0]))
print(tf.strings.reduce_join(a, axis=[-1, 0], separator="|"))
print(tf.strings.reduce_join(a))
print(tf.strings.split(["1 2 3", "  4  5    6  "], maxsplit=1).to_list())
