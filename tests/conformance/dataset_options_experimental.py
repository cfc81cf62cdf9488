# tf.data.Options with Dataset.with_options/options, and the tf.data.experimental wrappers, with
# TF 2.20's texts and values: options.py (Options' defaults are None, with_options returns an
# _OptionsDataset, options() merges the pipeline's options and returns an immutable copy: its
# ValueError text is util/options.py's OptionsBase.__setattr__; an unknown property is an
# AttributeError); experimental Counter's docstring values ([0, 1, 2, 3, 4], [2, 7, 12, 17, 22],
# [10, 9, 8, 7, 6]); assert_cardinality's docstring (cardinality 42 after the assertion) and its
# kernel's FailedPreconditionError text (assert_cardinality_dataset_op.cc); unique's docstring
# ({1, 37, 2}); enumerate_dataset's ({(5, 1), (6, 2), (7, 3)}); the deprecation notices name the
# replacements given in the experimental ops' @deprecated decorators (Counter's is CounterV2's,
# as TF's CSV tutorial output shows it).
import tensorflow as tf

dataset = tf.data.Dataset.range(42)
options = tf.data.Options()
print(options.deterministic, options.experimental_distribute.auto_shard_policy)
options.deterministic = False
dataset = dataset.with_options(options)
print(dataset)
print(dataset.options().deterministic)
print(dataset.map(lambda x: x + 1).batch(2).options().deterministic)
print(dataset.options() == options, tf.data.Options() == options)
try:
    dataset.options().deterministic = True
except ValueError as e:
    print("ValueError:", e)
try:
    options.no_such_option = 1
except AttributeError as e:
    print("AttributeError:", e)
options2 = tf.data.Options()
options2.experimental_distribute.auto_shard_policy = tf.data.experimental.AutoShardPolicy.DATA
options2.threading.private_threadpool_size = 4
merged = dataset.with_options(options2).options()
print(merged.deterministic, merged.experimental_distribute.auto_shard_policy == tf.data.experimental.AutoShardPolicy.DATA,
      merged.threading.private_threadpool_size)
print(tf.data.experimental.AutoShardPolicy.OFF.name, int(tf.data.experimental.AutoShardPolicy.FILE),
      tf.data.experimental.ExternalStatePolicy.FAIL)

print(list(tf.data.experimental.Counter().take(5).as_numpy_iterator()))
print(tf.data.experimental.Counter(dtype=tf.int32).element_spec)
print(list(tf.data.experimental.Counter(start=2, step=5).take(5).as_numpy_iterator()))
print(list(tf.data.experimental.Counter(start=10, step=-1).take(5).as_numpy_iterator()))

records = tf.data.Dataset.range(42).filter(lambda x: True)
print(tf.data.experimental.cardinality(records).numpy() == tf.data.experimental.UNKNOWN_CARDINALITY)
asserted = records.apply(tf.data.experimental.assert_cardinality(42))
print(asserted, tf.data.experimental.cardinality(asserted).numpy())
for expected in (40, 50):
    try:
        for _ in records.apply(tf.data.experimental.assert_cardinality(expected)):
            pass
    except tf.errors.FailedPreconditionError as e:
        print("FailedPreconditionError:", e.message)

print(tf.data.experimental.get_structure(tf.data.Dataset.from_tensors((1, "a"))))
print(list(tf.data.Dataset.from_tensor_slices([1, 37, 2, 37, 2, 1]).apply(tf.data.experimental.unique()).as_numpy_iterator()))
print(list(tf.data.Dataset.from_tensor_slices([1, 2, 3]).apply(tf.data.experimental.enumerate_dataset(start=5)).as_numpy_iterator()))
print(tf.data.experimental.get_single_element(tf.data.Dataset.from_tensors(7)).numpy())
print(list(tf.data.Dataset.range(10).apply(tf.data.experimental.take_while(lambda x: x < 4)).as_numpy_iterator()))
print(list(tf.data.Dataset.range(4).apply(tf.data.experimental.scan(tf.constant(0, tf.int64), lambda s, x: (s + x, s + x))).as_numpy_iterator()))
print(list(tf.data.Dataset.range(6).batch(4).apply(tf.data.experimental.unbatch()).as_numpy_iterator()))
batched = tf.data.Dataset.range(5).apply(tf.data.experimental.map_and_batch(lambda x: x * 2, 2))
print(batched.element_spec, list(batched.as_numpy_iterator()))
print(sorted(tf.data.Dataset.range(3).apply(tf.data.experimental.shuffle_and_repeat(3, count=2)).as_numpy_iterator()))
