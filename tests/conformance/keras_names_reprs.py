# Keras 3.11 object names and reprs.
# Names: keras/src/utils/naming.py auto_name (snake_case class name, uniquified per process:
# `dense`, `dense_1`, ...; the expected snake_case and get_uid values are those of
# utils/naming_test.py). Operation.__init__ names a layer/model; KerasTensor.__init__ names
# each symbolic tensor `keras_tensor_N` (backend/common/keras_tensor.py). keras.Input's
# InputLayer makes one KerasTensor; Dense's symbolic call makes one (Layer.compute_output_spec
# from compute_output_shape); a Sequential with a known input shape builds an inner
# `Functional` (models/sequential.py build), which takes the name `functional`, so the user's
# keras.Model is `functional_1`. A lazy Sequential called eagerly builds an InputLayer
# (input_layer_N) and a Functional with that call's batch shape.
# Reprs: Layer.__repr__ `<Cls name=..., built=...>` (layers/layer.py), KerasTensor.__repr__
# (backend/common/keras_tensor.py), KerasVariable.__repr__ (backend/common/variables.py:
# `<Variable path=..., shape=..., dtype=...{, value=str(numpy value)}>`; a Variable from a value
# takes its dtype, `variable`/`variable_1` auto names), Metric.__repr__ `<Cls name=...>`
# (metrics/metric.py), LossFunctionWrapper.__repr__ (losses/losses.py), object's default repr
# for History/EarlyStopping/optimizers (no __repr__ of their own). Default optimizer names from
# each optimizer's __init__ (`adam`, `SGD`, `rmsprop`, `adamw`).
import numpy as np
import keras
from keras import layers
from keras.src.utils import naming

d = layers.Dense(3)
print(d)
print(repr(layers.Dense(3)), layers.Dense(3, name="head").name)
print(keras.Sequential(), keras.Sequential(name="mine"), keras.Sequential())
print(type(d), type(keras.Sequential()))

inputs = keras.Input(shape=(4,))
print(inputs)
print(inputs.name, inputs.shape, inputs.dtype, inputs.ndim)
h = layers.Dense(2)(inputs)
print(h)
print(h._keras_history)
m = keras.Model(inputs, h)
print(m, m.layers)
print(type(m), m.name, keras.Model(inputs, h).name)
print(keras.Input(shape=(2, 3), name="pixels", dtype="int32"))

s = keras.Sequential([keras.Input(shape=(4,)), layers.Dense(2)])
print(s, s.layers, s.inputs, s.outputs)
print(keras.Model(s.inputs, s.outputs).name)
lazy = keras.Sequential([layers.Dense(2)])
print(lazy)
lazy(np.ones((1, 3)))
print(lazy, lazy.layers, lazy.inputs)


class MyModel(keras.Model):
    def __init__(self):
        super().__init__()
        self.d = layers.Dense(1)

    def call(self, x):
        return self.d(x)


mm = MyModel()
print(mm, type(mm))
mm(np.ones((2, 2)))
print(mm, [v.path for v in mm.weights])

print(keras.metrics.Mean(), keras.metrics.Mean(name="loss_tracker"), keras.metrics.MeanSquaredError())
print(str(keras.metrics.SparseCategoricalAccuracy()))
print(keras.Variable([1.0, 2.0]))
print(keras.Variable(np.zeros((2, 2)), name="w"))
print(keras.Variable(3, dtype="int32"))
d.build((None, 2))
print(d, d.kernel.path, d.bias)
print(keras.losses.MeanSquaredError().name, keras.losses.MeanSquaredError())
print(type(keras.losses.MeanSquaredError()))
print(keras.optimizers.Adam().name, keras.optimizers.SGD().name, keras.optimizers.RMSprop().name,
      keras.optimizers.AdamW().name)
print(keras.optimizers.Adam())
print(keras.callbacks.History(), keras.callbacks.EarlyStopping())
print(keras.layers.Dropout(0.5), keras.layers.BatchNormalization(), keras.layers.InputLayer(shape=(2,)))
print(naming.to_snake_case("GlobalAveragePooling2D"), naming.to_snake_case("myVariableNameHere"),
      naming.to_snake_case("convertTHIS"), naming.to_snake_case("UPPERCASE"))
print(naming.auto_name("unique_name"), naming.auto_name("unique_name"), naming.auto_name("unique_name"))
print(keras.backend.get_uid("very_unique_name"), keras.backend.get_uid("very_unique_name"))
