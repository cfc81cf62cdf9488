"""keras.utils."""
from keras.src.backend.common.dtypes import standardize_dtype
from keras.src.backend.common.global_state import clear_session
from keras.src.backend.common.keras_tensor import is_keras_tensor
from keras.src.ops.operation_utils import get_source_inputs
from keras.src.saving.object_registration import (
    CustomObjectScope,
    custom_object_scope,
    get_custom_objects,
    get_registered_name,
    get_registered_object,
    register_keras_serializable,
)
from keras.src.saving.serialization_lib import deserialize_keras_object, serialize_keras_object
from keras.src.utils.io_utils import (
    disable_interactive_logging,
    enable_interactive_logging,
    is_interactive_logging_enabled,
)
from keras.src.utils.file_utils import get_file
from keras.src.utils.numerical_utils import normalize, to_categorical
from keras.src.utils.rng_utils import get_random_seed, set_random_seed


def _require_built(model):
    if not model.built:
        raise ValueError("This model has not yet been built. Build the model first by calling `build()` or by calling "
                         "the model on a batch of data.")


def plot_model(model, to_file="model.png", show_shapes=False, show_dtype=False, show_layer_names=False, rankdir="TB",
               expand_nested=False, dpi=200, show_layer_activations=False, show_trainable=False, **kwargs):
    """keras/src/utils/model_visualization.py plot_model, as it runs where pydot is not installed
    (pip's tensorflow does not install it, and tfplay has no Graphviz to draw with): a built model
    gets Keras's ImportError (outside IPython, where Keras prints the message instead)."""
    _require_built(model)
    raise ImportError("You must install pydot (`pip install pydot`) for `plot_model` to work.")


def model_to_dot(model, show_shapes=False, show_dtype=False, show_layer_names=True, rankdir="TB", expand_nested=False,
                 dpi=200, subgraph=False, show_layer_activations=False, show_trainable=False, **kwargs):
    """model_visualization.py model_to_dot without pydot: Keras's ImportError for a built model."""
    _require_built(model)
    raise ImportError("You must install pydot (`pip install pydot`) for model_to_dot to work.")


from keras.src.utils.public_api import keep_public_names as _keep_public_names  # noqa: E402

# Keras 3.11.3's public names in keras.utils (tests/keras-api/keras-3.11.3.tsv).
_keep_public_names(globals(), """
Config CustomObjectScope FeatureSpace Progbar PyDataset Sequence array_to_img
audio_dataset_from_directory bounding_boxes clear_session custom_object_scope
deserialize_keras_object disable_interactive_logging enable_interactive_logging get_custom_objects
get_file get_registered_name get_registered_object get_source_inputs image_dataset_from_directory
img_to_array is_interactive_logging_enabled is_keras_tensor legacy load_img model_to_dot normalize
pack_x_y_sample_weight pad_sequences plot_model register_keras_serializable save_img
serialize_keras_object set_random_seed split_dataset standardize_dtype text_dataset_from_directory
timeseries_dataset_from_array to_categorical unpack_x_y_sample_weight
""")

from keras.src.utils.public_api import export_lazily as _export_lazily  # noqa: E402

# The dataset, image, sequence and FeatureSpace utilities (and Config) are imported on first use:
# few programs use them, and their modules are a tenth of what `import keras` parses. So are
# PyDataset, Progbar and the sample-weight helpers, which fit imports when it first runs.
_export_lazily(globals(), {
    "PyDataset": "keras.src.trainers.data_adapters.py_dataset_adapter",
    "Sequence": "keras.src.trainers.data_adapters.py_dataset_adapter:PyDataset",
    "pack_x_y_sample_weight": "keras.src.trainers.data_adapters.data_adapter_utils",
    "unpack_x_y_sample_weight": "keras.src.trainers.data_adapters.data_adapter_utils",
    "Progbar": "keras.src.utils.progbar",
    "Config": "keras.src.utils.config",
    "FeatureSpace": "keras.src.layers.preprocessing.feature_space",
    "audio_dataset_from_directory": "keras.src.utils.audio_dataset_utils",
    "image_dataset_from_directory": "keras.src.utils.image_dataset_utils",
    "text_dataset_from_directory": "keras.src.utils.text_dataset_utils",
    "array_to_img": "keras.src.utils.image_utils",
    "img_to_array": "keras.src.utils.image_utils",
    "load_img": "keras.src.utils.image_utils",
    "save_img": "keras.src.utils.image_utils",
    "split_dataset": "keras.src.utils.dataset_utils",
    "pad_sequences": "keras.src.utils.sequence_utils",
    "timeseries_dataset_from_array": "keras.src.utils.timeseries_dataset_utils",
}, submodules=("bounding_boxes", "legacy"))
