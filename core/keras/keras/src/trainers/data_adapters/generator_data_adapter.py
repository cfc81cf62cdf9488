"""GeneratorDataAdapter (keras/src/trainers/data_adapters/generator_data_adapter.py): a Python
generator of batches read as a tf.data `from_generator` pipeline, whose signature comes from
its first two batches (peeked and put back in front). The generator is consumed once: a second
epoch finds it exhausted, as in Keras."""
import itertools

import tensorflow as tf

from keras.src import tree
from keras.src.trainers.data_adapters import data_adapter_utils
from keras.src.trainers.data_adapters.data_adapter import DataAdapter


class GeneratorDataAdapter(DataAdapter):
    """Adapter for Python generators yielding `(x,)`, `(x, y)` or `(x, y, sample_weight)`
    tuples. Raises ValueError when the first batch is not a tuple."""

    def __init__(self, generator):
        first_batches, generator = peek_and_restore(generator)
        self.generator = generator
        self._first_batches = first_batches
        self._output_signature = None
        if not isinstance(first_batches[0], tuple):
            raise ValueError(
                "When passing a Python generator to a Keras model, "
                "the generator must return a tuple, either "
                "(input,) or (inputs, targets) or "
                "(inputs, targets, sample_weights). "
                f"Received: {first_batches[0]}"
            )

    def get_numpy_iterator(self):
        return data_adapter_utils.get_numpy_iterator(self.generator())

    def get_tf_dataset(self):
        def convert_to_tf(x, spec):
            if not spec.shape.is_compatible_with(x.shape):
                raise TypeError(
                    f"Generator yielded an element of shape {x.shape} where "
                    f"an element of shape {spec.shape} was expected. Your "
                    "generator provides tensors with variable input "
                    "dimensions other than the batch size. Make sure that the "
                    "generator's first two batches do not have the same "
                    "dimension value wherever there is a variable input "
                    "dimension."
                )
            return x

        def get_tf_iterator():
            for batch in self.generator():
                batch = tree.map_structure(convert_to_tf, batch, self._output_signature)
                yield batch

        if self._output_signature is None:
            self._output_signature = data_adapter_utils.get_tensor_spec(self._first_batches)
        ds = tf.data.Dataset.from_generator(get_tf_iterator, output_signature=self._output_signature)
        return ds.prefetch(tf.data.AUTOTUNE)

    @property
    def num_batches(self):
        return None

    @property
    def batch_size(self):
        return None


def peek_and_restore(generator):
    """The generator's first NUM_BATCHES_FOR_TENSOR_SPEC batches, and a function returning an
    iterator over them followed by the rest of the generator."""
    batches = list(itertools.islice(generator, data_adapter_utils.NUM_BATCHES_FOR_TENSOR_SPEC))
    return batches, lambda: itertools.chain(batches, generator)
