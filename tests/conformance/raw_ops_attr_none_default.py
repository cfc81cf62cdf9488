# tf.raw_ops wrappers are python_op_gen's generated functions: an attr with a default passed as
# None takes the default (`if transpose_a is None: transpose_a = False`, then
# _execute.make_bool), and a list attr that is not a list or tuple raises TypeError
# "Expected list for '<attr>' argument to '<lower_case_op_name>' Op, not %r." (gen_math_ops.py).
import tensorflow as tf

print(tf.raw_ops.MatMul(a=[[1.0, 2.0]], b=[[3.0], [4.0]], transpose_a=None, transpose_b=None))
print(tf.raw_ops.LeakyRelu(features=[-1.0, 2.0], alpha=None))
try:
    tf.raw_ops.Bucketize(input=[1.0], boundaries=(0.5, 2.0).__iter__())
except TypeError as e:
    print(str(e).split(" not ")[0])
