# Keras 3.11.3's data adapter modules and the internal names its tests import
# (keras/src/trainers/data_adapters/array_data_adapter.py, tf_dataset_adapter.py,
# py_dataset_adapter.py, generator_data_adapter.py, data_adapter_utils.get_numpy_iterator):
# every adapter has get_numpy_iterator; ArrayDataAdapter's yields NumPy batches (floats as
# floatx) in order, or permuted with NumPy's global generator (array_data_adapter_test.py
# test_basic_flow); TFDatasetAdapter prefetches itself and has no partial-batch information
# (tf_dataset_adapter_test.py test_basic_flow, test_builtin_prefetch); class weights for
# one-hot targets of shape (None, 4) take the argmax branch of smart_cond
# (test_class_weights_categorical_targets); PyDatasetAdapter.get_numpy_iterator
# (py_dataset_adapter_test.py test_dict_inputs). keras/src/layers/__init__.py imports
# GroupedQueryAttention (grouped_query_attention_test.py) and keras/src/distribution/__init__.py
# re-exports distribution_lib (saving_lib_test.py reaches list_devices through
# keras.src.testing.tensorflow_uses_gpu).
import numpy as np
import tensorflow as tf
import keras
from keras.src import distribution, layers
from keras.src.trainers.data_adapters import array_data_adapter, generator_data_adapter, py_dataset_adapter
from keras.src.trainers.data_adapters import tf_dataset_adapter
from keras.src.trainers.data_adapters.data_adapter import DataAdapter

print(layers.GroupedQueryAttention.__name__, keras.layers.GroupQueryAttention is layers.GroupedQueryAttention,
      hasattr(keras.layers, "GroupedQueryAttention"))
print(distribution.list_devices(), distribution.Distribution.__name__, distribution.DataParallel.__name__)

x = np.arange(20, dtype="float64").reshape(10, 2)
y = np.arange(10, dtype="int32")
adapter = array_data_adapter.ArrayDataAdapter(x, y=y, batch_size=4, shuffle=False)
print(adapter.num_batches, adapter.batch_size, adapter.has_partial_batch, adapter.partial_batch_size,
      adapter.builtin_prefetch)
for bx, by in adapter.get_numpy_iterator():
    print(type(bx).__name__, bx.dtype, bx.shape, by.dtype, by.tolist())
np.random.seed(0)
print([by.tolist() for _, by in array_data_adapter.ArrayDataAdapter(x, y, batch_size=4, shuffle=True).get_numpy_iterator()])
np.random.seed(0)
print([by.tolist() for _, by in array_data_adapter.ArrayDataAdapter(x, y, batch_size=4, shuffle="batch").get_numpy_iterator()])

dataset = tf.data.Dataset.from_tensor_slices((x, y)).batch(4)
tf_adapter = tf_dataset_adapter.TFDatasetAdapter(dataset)
print(isinstance(tf_adapter, DataAdapter), tf_adapter.num_batches, tf_adapter.batch_size,
      tf_adapter.has_partial_batch, tf_adapter.partial_batch_size, tf_adapter.builtin_prefetch)
print([(type(bx).__name__, by.tolist()) for bx, by in tf_adapter.get_numpy_iterator()])

one_hot = np.eye(4, dtype="float32")[[0, 1, 2, 3, 3, 2]]
weighted = tf_dataset_adapter.TFDatasetAdapter(
    tf.data.Dataset.from_tensor_slices((np.zeros((6, 1), "float32"), one_hot)).batch(3),
    class_weight={0: 0.1, 1: 0.2, 2: 0.3, 3: 0.4})
print([np.round(sw.astype("float64"), 2).tolist() for _, _, sw in weighted.get_numpy_iterator()])


class Batches(keras.utils.PyDataset):
    def __len__(self):
        return 2

    def __getitem__(self, i):
        return {"a": np.full((2, 1), i, "float32")}, tf.constant([i, i])


py_adapter = py_dataset_adapter.PyDatasetAdapter(Batches())
print([(type(bx["a"]).__name__, type(by).__name__, by.tolist()) for bx, by in py_adapter.get_numpy_iterator()])


def generate():
    for i in range(2):
        yield tf.ones((1, 2)) * i, np.array([i])


gen_adapter = generator_data_adapter.GeneratorDataAdapter(generate())
print([(type(bx).__name__, bx.tolist()) for bx, _ in gen_adapter.get_numpy_iterator()])
