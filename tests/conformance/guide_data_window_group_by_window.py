# tf.data guide, time series: window(size, shift, drop_remainder) yields datasets (DatasetSpec
# element_spec, TypeSpec repr), flat_map + batch makes sliding windows, group_by_window emits a
# full window when it fills and the rest at the end in key order (GroupByWindowDataset's map).
import tensorflow as tf

ds = tf.data.Dataset.range(7)
for w in ds.window(3, shift=2, drop_remainder=True):
    print(list(w.as_numpy_iterator()))
windows = ds.window(3, shift=1, drop_remainder=True).flat_map(lambda w: w.batch(3))
print(list(windows.as_numpy_iterator()))
print(ds.window(2))
print(ds.window(2).element_spec)
grouped = tf.data.Dataset.range(10).group_by_window(
    key_func=lambda x: x % 3,
    reduce_func=lambda key, w: w.batch(4),
    window_size=4)
for g in grouped:
    print(g.numpy())
pairs = tf.data.Dataset.range(6).batch(2).map(lambda b: (b[0], b[1]))
print(list(pairs.as_numpy_iterator()))
