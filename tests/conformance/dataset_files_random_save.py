# Dataset.list_files, random, save/load, snapshot and rebatch (TF 2.20's dataset_ops.py
# list_files: the sorted matches, shuffled unless shuffle=False, and an InvalidArgumentError
# from its Assert when nothing matches; random_op.py: an infinite dataset of tf.int64 scalars,
# the same numbers for the same seed; save_op.py / load_op.py: load gives back the element_spec
# and the elements saved, in a _LoadDataset; snapshot_op.py: a _SnapshotDataset with the input's
# elements; rebatch_op.py: the elements batched again, batch dimension unknown without
# drop_remainder). Random values themselves are not printed: only seed-independent facts.
import tensorflow as tf

tf.io.gfile.makedirs("/data/logs")
for name in ["b.txt", "a.txt", "c.csv", "logs/d.txt"]:
    with tf.io.gfile.GFile("/data/" + name, "w") as f:
        f.write(name)
files = tf.data.Dataset.list_files("/data/*.txt", shuffle=False)
print(files)
print(list(files.as_numpy_iterator()))
shuffled = tf.data.Dataset.list_files("/data/*.txt", seed=3)
print(shuffled.cardinality().numpy(), sorted(shuffled.as_numpy_iterator()))
print(list(tf.data.Dataset.list_files(["/data/*.csv", "/data/logs/*"], shuffle=False).as_numpy_iterator()))
try:
    tf.data.Dataset.list_files("/data/*.json")
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)

r = tf.data.Dataset.random(seed=4)
print(r, r.cardinality().numpy() == tf.data.INFINITE_CARDINALITY)
first = list(r.take(5).as_numpy_iterator())
print(first == list(tf.data.Dataset.random(seed=4).take(5).as_numpy_iterator()), len(set(first)))
print(all(0 <= int(v) < 2**32 for v in first))

source = tf.data.Dataset.range(5).map(lambda x: {"x": x, "sq": x * x})
source.save("/saved/squares")
print(sorted(tf.io.gfile.listdir("/saved/squares")) != [])
loaded = tf.data.Dataset.load("/saved/squares")
print(loaded)
print(loaded.element_spec == source.element_spec)
print([(int(e["x"]), int(e["sq"])) for e in loaded])

snap = tf.data.Dataset.range(3).snapshot("/saved/snap")
print(snap, list(snap.as_numpy_iterator()))

rebatched = tf.data.Dataset.range(8).batch(4).rebatch(3)
print(rebatched)
print(list(rebatched.as_numpy_iterator()))
print(tf.data.Dataset.range(8).batch(4).rebatch(3, drop_remainder=True).element_spec)
