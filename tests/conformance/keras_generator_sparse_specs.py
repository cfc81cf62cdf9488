# A Python generator of tf.SparseTensor / tf.RaggedTensor batches gets Keras's tf.data signature:
# Keras 3.11.3 keras/src/trainers/data_adapters/data_adapter_utils.py `get_tensor_spec` maps
# `get_keras_tensor_spec` (a sparse=True KerasTensor for a SparseTensor, ragged=True with its
# ragged_rank and row_splits dtype for a RaggedTensor) through `convert_to_tf_tensor_spec`
# (tf.SparseTensorSpec / tf.RaggedTensorSpec / tf.TensorSpec with a None batch dimension), which
# GeneratorDataAdapter.get_tf_dataset hands to Dataset.from_generator. trainer_test.py
# test_{fit,evaluate,predict}_sparse then run the model on such batches; tfplay's tf.functions
# take no SparseTensor batches, so fit/evaluate/predict (not run eagerly) raise NotImplementedError
# naming them, as does keras.Input(sparse=True); run eagerly, Dense's ops.matmul names what it lacks
# (Keras's TF-backend matmul multiplies a sparse operand with tf.nn.embedding_lookup_sparse).
import numpy as np
import tensorflow as tf
import keras
from keras.src.trainers.data_adapters import data_adapter_utils, generator_data_adapter


def gen():
    for _ in range(2):
        x = tf.sparse.from_dense(tf.constant([[1.0, 0.0, 2.0, 0.0], [0.0, 3.0, 0.0, 0.0]]))
        yield x, tf.ones((2, 3))


adapter = generator_data_adapter.GeneratorDataAdapter(gen())
dataset = adapter.get_tf_dataset()
print(dataset.element_spec)
for x, y in dataset:
    print(type(x).__name__, tf.sparse.to_dense(x).numpy().tolist(), y.shape)

r1 = tf.ragged.constant([[1.0, 2.0], [3.0]])
r2 = tf.ragged.constant([[1.0], [2.0], [3.0, 4.0, 5.0]])
(spec,) = data_adapter_utils.get_keras_tensor_spec([(r1,), (r2,)])
print(spec.shape, spec.dtype, spec.sparse, spec.ragged, spec.ragged_rank, spec.row_splits_dtype)
print(data_adapter_utils.get_tensor_spec([(r1, np.ones((2, 3))), (r2, np.ones((3, 3)))]))
(spec,) = data_adapter_utils.get_keras_tensor_spec([(tf.sparse.from_dense(tf.ones((2, 5))),)])
print(spec.shape, spec.sparse, spec.ragged)
print(data_adapter_utils.convert_to_tf_tensor_spec(spec, batch_axis_to_none=False))
try:
    data_adapter_utils.convert_to_tf_tensor_spec(tf.TensorSpec((2,)))
except TypeError as e:
    print("TypeError:", str(e).split(" of type")[0])

model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(3, use_bias=False, kernel_initializer="ones")])
model.compile(optimizer="adagrad", loss="mse")
for call in (lambda: model.fit(gen(), verbose=0), lambda: model.evaluate(gen(), verbose=0),
             lambda: model.predict(gen(), verbose=0)):
    try:
        call()
    except NotImplementedError as e:
        print("NotImplementedError:", e)
try:
    keras.Input((4,), sparse=True)
except NotImplementedError as e:
    print("NotImplementedError:", e)
model.compile(optimizer="adagrad", loss="mse", run_eagerly=True)
try:
    model.fit(gen(), verbose=0)
except NotImplementedError as e:
    print("NotImplementedError:", e)
