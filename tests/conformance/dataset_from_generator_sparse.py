# Dataset.from_generator with a SparseTensorSpec output_signature yields SparseTensors.
# TF test: tensorflow/python/data/kernel_tests/from_generator_test.py
# testFromGeneratorSparseTensor.
import tensorflow as tf


def generator():
    yield tf.sparse.SparseTensor(indices=[[0, 0], [1, 2]], values=tf.constant([1, 2], dtype=tf.int64), dense_shape=[3, 4])


dataset = tf.data.Dataset.from_generator(generator, output_signature=tf.SparseTensorSpec([3, 4], tf.int64))
print(dataset.element_spec)
ret = next(iter(dataset))
print(isinstance(ret, tf.sparse.SparseTensor))
print(tf.sparse.to_dense(ret).numpy())
