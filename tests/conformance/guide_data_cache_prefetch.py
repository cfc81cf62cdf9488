# tf.data performance guide: prefetch/cache reprs (_PrefetchDataset, _CacheDataset), AUTOTUNE
# = -1, a cache read twice, batch cardinality with and without drop_remainder, infinite
# cardinality of repeat(), reduce with an int64 initial state, Options.deterministic, enumerate
# and zip. Source: tensorflow/python/data/ops/*.py.
import tensorflow as tf

ds = tf.data.Dataset.range(5).map(lambda x: x * 2)
print(ds.prefetch(tf.data.AUTOTUNE))
print(ds.cache())
print(ds.prefetch(1).element_spec)
print(tf.data.AUTOTUNE, tf.data.experimental.AUTOTUNE)
cached = ds.cache()
print(list(cached.as_numpy_iterator()))
print(list(cached.as_numpy_iterator()))
print(list(ds.shuffle(5, seed=1).take(0).as_numpy_iterator()))
print(ds.batch(2).cardinality().numpy(), ds.batch(2, drop_remainder=True).cardinality().numpy())
print(ds.repeat().cardinality().numpy() == tf.data.INFINITE_CARDINALITY)
print(ds.take(3).reduce(tf.constant(0, tf.int64), lambda s, x: s + x))
opts = tf.data.Options()
opts.deterministic = False
print(ds.with_options(opts).options().deterministic)
print(list(ds.enumerate(start=10).as_numpy_iterator()))
print(list(tf.data.Dataset.zip((ds, ds.skip(1))).as_numpy_iterator()))
