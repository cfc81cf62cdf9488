# keras.src internals that Keras 3.11.3's tests and docstrings import:
# - keras/src/backend/common/symbolic_scope.py: SymbolicScope (exported as keras.SymbolicScope),
#   in_symbolic_scope, get_symbolic_scope (trainer_test.py imports in_symbolic_scope from it);
# - keras/src/utils/module_utils.py: LazyModule objects (`from keras.src.utils.module_utils import
#   tensorflow as tf`, variables_test.py), repr `LazyModule(name)`, imported on first attribute;
# - keras/src/utils/file_utils.py: resolve_hasher / hash_file / validate_file (sha256 by default,
#   "auto" is sha256 for a 64-character hash, md5 otherwise; hash_file's docstring shows the empty
#   file's sha256 e3b0c442...);
# - keras/src/layers/preprocessing/stft_spectrogram.py, the module of keras.layers.STFTSpectrogram;
# - Trainer._symbolic_build (keras/src/trainers/trainer.py), as trainer_test.py test_symbolic_build
#   checks it: weights intact, compiled metrics and loss built with zeroed variables, 4 metrics.
import hashlib

import numpy as np
import keras
from keras import layers, losses, metrics, optimizers
from keras.src.backend.common.symbolic_scope import SymbolicScope, get_symbolic_scope, in_symbolic_scope
from keras.src.trainers.trainer import Trainer
from keras.src.utils import file_utils, module_utils
from keras.src.utils.module_utils import tensorflow as lazy_tf

print(keras.SymbolicScope is SymbolicScope, SymbolicScope.__module__)
print(in_symbolic_scope(), get_symbolic_scope())
with SymbolicScope() as scope:
    print(in_symbolic_scope(), get_symbolic_scope() is scope)
print(in_symbolic_scope())

print(repr(lazy_tf), repr(module_utils.gfile), repr(module_utils.scipy))
print(lazy_tf.constant([1.0, 2.0]).numpy(), lazy_tf.module.__name__)

with open("empty.bin", "wb") as f:
    pass
with open("data.bin", "wb") as f:
    f.write(b"keras" * 200)
print(file_utils.hash_file("empty.bin"))
print(file_utils.hash_file("data.bin"), file_utils.hash_file("data.bin", "md5"))
print(file_utils.hash_file("data.bin", chunk_size=64) == hashlib.sha256(b"keras" * 200).hexdigest())
print(type(file_utils.resolve_hasher("auto")).__name__ == type(hashlib.md5()).__name__,
      file_utils.resolve_hasher("auto", "0" * 64).name, file_utils.resolve_hasher("sha256").name)
sha, md5 = file_utils.hash_file("data.bin"), file_utils.hash_file("data.bin", "md5")
print(file_utils.validate_file("data.bin", sha), file_utils.validate_file("data.bin", md5),
      file_utils.validate_file("data.bin", md5, algorithm="sha256"), file_utils.validate_file("empty.bin", md5))

print(keras.layers.STFTSpectrogram.__module__)


class ExampleModelWithTrainingArgs(Trainer, layers.Layer):
    def __init__(self, units):
        layers.Layer.__init__(self)
        Trainer.__init__(self)
        self.dense = layers.Dense(units)
        self.bn = layers.BatchNormalization(axis=-1)

    def build(self, input_shape):
        self.dense.build(input_shape)
        input_shape = self.dense.compute_output_shape(input_shape)
        self.bn.build(input_shape)

    def call(self, x, training=None):
        outputs = self.bn(self.dense(x), training=training)
        return [outputs, outputs]


model = ExampleModelWithTrainingArgs(units=3)
model.compile(optimizer=optimizers.SGD(), loss=[losses.MeanSquaredError(), losses.MeanSquaredError()],
              metrics=[metrics.MeanSquaredError(), metrics.MeanSquaredError()])
x = np.ones((4, 4))
y = np.zeros((4, 3))
model(x)
ref_weights = model.get_weights()
print(model.built, model._compile_metrics.built, model._compile_loss.built, len(model._compile_loss.metrics),
      len(model.metrics), model.optimizer.built)
model._symbolic_build(data_batch=(x, (y, y)))
weights = model.get_weights()
print(len(weights) == len(ref_weights), all(np.allclose(w, r) for w, r in zip(weights, ref_weights)))
print(model.built, model._compile_metrics.built, model._compile_loss.built, len(model._compile_metrics.metrics),
      len(model._compile_loss.metrics), len(model.metrics), model.optimizer.built)
print(all(np.all(np.asarray(v) == 0) for v in model._compile_metrics.variables + model._compile_loss.variables))

unbuilt = keras.Sequential([keras.layers.Dense(2)])
unbuilt.compile(optimizer="sgd", loss="mse", metrics=["mae"])
unbuilt._symbolic_build(data_batch=(np.ones((4, 3)), np.ones((4, 2))))
print(unbuilt.built, unbuilt.optimizer.built, [w.shape for w in unbuilt.get_weights()])
