# Dataset.rejection_resample (TF 2.20 dataset_ops.py): elements become (class, element) pairs.
# With a static initial distribution whose mixing probability min(target / initial) is 1 the
# input is only mapped (a _MapDataset); when it is 0 the result is the rejection-filtered input
# (prefetched: a _PrefetchDataset), each class kept with probability
# a_i = (t_i/p_i - m) / (max_i[t_i/p_i] - m): here 1 for class 0 and 0 for class 1, so the
# outcome does not depend on the seed. Otherwise the original and the filtered data are mixed by
# sample_from_datasets (a _DirectedInterleaveDataset).
import tensorflow as tf

data = tf.data.Dataset.from_tensor_slices(tf.constant([0, 1, 0, 1, 1, 0, 0], tf.int64))
same = data.rejection_resample(class_func=lambda x: x, target_dist=[0.5, 0.5], initial_dist=[0.5, 0.5])
print(same)
print(list(same.as_numpy_iterator()))

only_zeros = data.rejection_resample(class_func=lambda x: x, target_dist=[1.0, 0.0], initial_dist=[0.8, 0.2], seed=3)
print(only_zeros)
print(list(only_zeros.as_numpy_iterator()))

mixed = data.rejection_resample(class_func=lambda x: x, target_dist=[0.6, 0.4], initial_dist=[0.5, 0.5], seed=3)
print(mixed)
print(mixed.element_spec)
pairs = list(mixed.as_numpy_iterator())
print(all(int(c) == int(x) for c, x in pairs))

pairs_of_features = tf.data.Dataset.from_tensor_slices((tf.constant([1, 0, 1], tf.int64), tf.constant([10.0, 20.0, 30.0])))
labelled = pairs_of_features.rejection_resample(class_func=lambda label, value: label,
                                                target_dist=[0.5, 0.5], initial_dist=[0.5, 0.5])
print(labelled.element_spec)
print(list(labelled.as_numpy_iterator()))
