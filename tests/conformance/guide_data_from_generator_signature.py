# tf.data guide: from_generator with args and output_signature (a None dim for variable-length
# elements), padded_batch, the dataset repr (from_generator builds a flat_map over a range in
# from_generator_op.py, hence _FlatMapDataset), the deprecated output_types/output_shapes (one
# deprecation warning per argument, deprecation.py deprecated_args) and unknown cardinality (-2).
import tensorflow as tf

def gen(stop):
    for i in range(stop):
        yield i, [1] * i

ds = tf.data.Dataset.from_generator(
    gen, args=[4],
    output_signature=(tf.TensorSpec(shape=(), dtype=tf.int32),
                      tf.TensorSpec(shape=(None,), dtype=tf.int32)))
print(ds.element_spec)
for a, b in ds:
    print(a.numpy(), b.numpy())
print(list(ds.padded_batch(2).as_numpy_iterator()))
print(ds)
ds2 = tf.data.Dataset.from_generator(lambda: iter([1.0, 2.0]), output_types=tf.float32, output_shapes=())
print(list(ds2.as_numpy_iterator()))
print(ds.cardinality(), ds.cardinality() == tf.data.UNKNOWN_CARDINALITY)
