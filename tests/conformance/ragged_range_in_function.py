# tf.ragged.range inside a tf.function: tfplay's kernel reads its arguments' values, which a
# trace does not have, so it raises NotImplementedError naming tf.ragged.range (TF 2.20 builds
# a RaggedRange op there). Eagerly it makes the rows as TF's ragged_math_ops.range does.
import tensorflow as tf

print(tf.ragged.range(tf.constant(3, tf.int64)))

@tf.function
def f(x):
    return tf.ragged.range(x)

try:
    f(tf.constant(3, tf.int64))
except NotImplementedError as e:
    print(str(e).splitlines()[-1].strip())
