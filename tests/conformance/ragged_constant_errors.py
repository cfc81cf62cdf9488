# tf.ragged.constant's ValueErrors for inconsistent nesting: the texts of
# ragged_factory_ops.py (_constant_value, _find_scalar_and_max_depth) as
# ragged_factory_ops_test.py's testRaggedValuesError cases check them, and the private
# RaggedTensor constructor's ValueError (ragged_tensor.py).
import tensorflow as tf

def show(f):
    try:
        f()
    except ValueError as e:
        print("ValueError:", e)

show(lambda: tf.ragged.constant([[1, [2]]]))
show(lambda: tf.ragged.constant([[[1]], [[[2]]]]))
show(lambda: tf.ragged.constant([[1], [[]]]))
show(lambda: tf.ragged.constant([1, 2, 3], ragged_rank=1))
show(lambda: tf.ragged.constant([[1, 2, 3], [4, 5, 6], [7, 8, 9]], ragged_rank=2))
show(lambda: tf.ragged.constant([[[1], [2]]], ragged_rank=-1))
show(lambda: tf.ragged.constant(12, ragged_rank=1))
show(lambda: tf.RaggedTensor([1, 2], [0, 2]))
