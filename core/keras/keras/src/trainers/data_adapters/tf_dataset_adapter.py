"""TFDatasetAdapter (keras/src/trainers/data_adapters/tf_dataset_adapter.py): a tf.data.Dataset
used as it is, with class weights mapped in as sample weights."""
import tensorflow as tf

from keras.src import tree
from keras.src.trainers.data_adapters.data_adapter import DataAdapter
from keras.src.trainers.data_adapters.data_adapter_utils import unpack_x_y_sample_weight


class TFDatasetAdapter(DataAdapter):
    def __init__(self, dataset, class_weight=None, distribution=None):
        if not isinstance(dataset, tf.data.Dataset):
            raise ValueError(f"Expected argument `dataset` to be a tf.data.Dataset. Received: {dataset}")
        if class_weight is not None:
            dataset = dataset.map(make_class_weight_map_fn(class_weight)).prefetch(tf.data.AUTOTUNE)
        self._dataset = dataset

    def get_numpy_iterator(self):
        """The dataset's batches with every tensor as a NumPy array."""
        from keras.src.backend.tensorflow.core import convert_to_numpy

        for batch in self._dataset:
            yield tree.map_structure(convert_to_numpy, batch)

    def get_tf_dataset(self):
        return self._dataset

    @property
    def num_batches(self):
        cardinality = int(self._dataset.cardinality())
        if cardinality < 0:
            return None
        return cardinality

    @property
    def batch_size(self):
        return tree.flatten(self._dataset.element_spec)[0].shape[0]

    @property
    def builtin_prefetch(self):
        return True

    @property
    def has_partial_batch(self):
        return None

    @property
    def partial_batch_size(self):
        return None


def make_class_weight_map_fn(class_weight):
    """A Dataset.map function turning `(x, y)` elements into `(x, y, weights)`, the weights
    gathered from `class_weight` ({class id: weight}) by each sample's class
    (tf_dataset_adapter.make_class_weight_map_fn)."""
    class_weight_tensor = tf.convert_to_tensor(
        [class_weight.get(int(c), 1.0) for c in range(max(class_weight.keys()) + 1)])

    def class_weights_map_fn(*data):
        x, y, sw = unpack_x_y_sample_weight(data)
        if sw is not None:
            raise ValueError("You cannot `class_weight` and `sample_weight` at the same time.")
        if tree.is_nested(y):
            raise ValueError("`class_weight` is only supported for Models with a single output.")
        if y.shape.rank >= 2:
            y_classes = tf.__internal__.smart_cond.smart_cond(
                tf.shape(y)[-1] > 1,
                lambda: tf.argmax(y, axis=-1, output_type=tf.int32),
                lambda: tf.cast(tf.round(tf.squeeze(y, axis=-1)), tf.int32),
            )
        else:
            # Special casing for rank 1, where we can guarantee sparse encoding.
            y_classes = tf.cast(tf.round(y), tf.int32)
        cw = tf.gather(class_weight_tensor, y_classes)
        return x, y, cw

    return class_weights_map_fn
