# The cardinality of Dataset.interleave. InterleaveDataset does not compute one (unknown, -2);
# ParallelInterleaveDatasetV4 (num_parallel_calls set) is infinite over an infinite input
# (parallel_interleave_dataset_op.cc CardinalityInternal), unknown otherwise.
# TF test: tensorflow/python/data/kernel_tests/cardinality_test.py cases "Interleave1"
# (UNKNOWN), "Interleave2" (UNKNOWN) and "Interleave3" (INFINITE).
import tensorflow as tf

D = tf.data.Dataset
print(D.range(5).interleave(lambda _: D.from_tensors(0), cycle_length=1).cardinality().numpy())
print(D.range(5).interleave(lambda _: D.from_tensors(0), cycle_length=1, num_parallel_calls=1).cardinality().numpy())
print(D.range(5).repeat().interleave(lambda _: D.from_tensors(0), cycle_length=1, num_parallel_calls=1).cardinality().numpy())
print(D.range(5).repeat().interleave(lambda _: D.from_tensors(0), cycle_length=1, num_parallel_calls=1).cardinality() == tf.data.INFINITE_CARDINALITY)
