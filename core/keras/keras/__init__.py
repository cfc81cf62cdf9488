"""Keras 3.11 as TensorFlow 2.20 ships it (`import keras`, `tf.keras`), on the TensorFlow
backend, written for tfplay over its `tensorflow` module.

The layer classes (keras.layers) and the modules few programs use (applications, callbacks,
which only fit, evaluate and predict need, datasets, distribution, export, legacy,
preprocessing, quantizers, visualization, wrappers, _tf_keras) are imported on first use:
`import keras` costs the modules every Keras program needs
(keras.src.utils.public_api.export_lazily)."""
import keras.activations as activations
import keras.backend as backend
import keras.config as config
import keras.constraints as constraints
import keras.dtype_policies as dtype_policies
import keras.initializers as initializers
import keras.layers as layers
import keras.losses as losses
import keras.metrics as metrics
import keras.mixed_precision as mixed_precision
import keras.models as models
import keras.ops as ops
import keras.optimizers as optimizers
import keras.random as random
import keras.regularizers as regularizers
import keras.saving as saving
import keras.tree as tree
import keras.utils as utils
from keras.src.backend import KerasTensor, StatelessScope, SymbolicScope, device, name_scope
from keras.src.backend.common.remat import RematScope, remat
from keras.src.dtype_policies.dtype_policy import DTypePolicy, FloatDTypePolicy
from keras.src.initializers.initializer import Initializer
from keras.src.layers.input_spec import InputSpec
from keras.src.ops.function import Function
from keras.src.regularizers import Regularizer
from keras.src.backend.tensorflow.core import Variable
from keras.src.layers.core.input_layer import Input
from keras.src.layers.layer import Layer
from keras.src.losses.loss import Loss
from keras.src.metrics.metric import Metric
from keras.src.models.model import Model
from keras.src.models.sequential import Sequential
from keras.src.ops.operation import Operation
from keras.src.optimizers.optimizer import Optimizer
__version__ = "3.11.3"


def version():
    return __version__


from keras.src.utils.public_api import export_lazily as _export_lazily  # noqa: E402

_export_lazily(globals(), {"Quantizer": "keras.src.quantizers.quantizers"},
               submodules=("applications", "callbacks", "datasets", "distribution", "export", "legacy", "preprocessing",
                           "quantizers", "visualization", "wrappers", "_tf_keras"))
