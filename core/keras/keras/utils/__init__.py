"""keras.utils."""
from keras.src.backend.common.global_state import clear_session
from keras.src.trainers.data_adapters.data_adapter_utils import pack_x_y_sample_weight, unpack_x_y_sample_weight
from keras.src.utils.progbar import Progbar
from keras.src.utils.rng_utils import get_random_seed, set_random_seed


def to_categorical(x, num_classes=None):
    """One-hot rows (keras/src/utils/numerical_utils.py): a NumPy float array."""
    import numpy as np

    x = np.array(x, dtype="int64")
    input_shape = x.shape
    if input_shape and input_shape[-1] == 1 and len(input_shape) > 1:
        input_shape = tuple(input_shape[:-1])
    x = x.reshape(-1)
    if not num_classes:
        num_classes = int(np.max(x)) + 1
    batch_size = x.shape[0]
    categorical = np.zeros((batch_size, num_classes))
    categorical[np.arange(batch_size), x] = 1
    return np.reshape(categorical, input_shape + (num_classes,))


def normalize(x, axis=-1, order=2):
    from keras.src import ops

    return ops.convert_to_tensor(x) / ops.sqrt(ops.maximum(ops.sum(ops.square(x), axis=axis, keepdims=True), 1e-12))


def register_keras_serializable(package="Custom", name=None):
    def decorator(arg):
        return arg

    return decorator


def plot_model(*args, **kwargs):
    raise NotImplementedError("keras.utils.plot_model needs pydot and graphviz, which the tfplay playground does not have")
