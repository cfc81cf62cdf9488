# Keras 3.11 optimizers and utilities. Expected text read off keras/src/optimizers/__init__.py
# (every keras.optimizers.legacy name is LegacyOptimizerWarning, whose constructor raises this
# ImportError; Muon is not in `get`'s list), keras/src/optimizers/muon.py and muon_test.py
# (test_newton_schulz5, test_adamw_single_step, test_muon_single_step: values computed with the
# same formulas, rounded within the tests' tolerances), loss_scale_optimizer.py (finite steps divide by
# the scale and count towards doubling it, a non-finite step is skipped and halves it),
# base_optimizer.py (EMA: the average starts as the first step's value, then
# m * average + (1 - m) * value; finalize_variable_values writes it back),
# keras/src/callbacks/swap_ema_weights.py, keras/src/utils/config.py, image_utils.py (img_to_array,
# smart_resize: a centre crop to the target aspect ratio, then tf.image.resize's bilinear
# half-pixel sampling), ops/operation_utils.py (get_source_inputs) and datasets/reuters.py.
import numpy as np

import keras
from keras import layers

try:
    keras.optimizers.legacy.Adam(learning_rate=0.1)
except ImportError as e:
    print("ImportError:", e)
print(keras.optimizers.legacy.SGD is keras.optimizers.legacy.Optimizer, keras.optimizers.legacy.RMSprop.__name__)


def rounded(values, digits):
    return [rounded(v, digits) for v in values] if np.ndim(values) else round(float(values), digits)


muon = keras.optimizers.Muon()
print(muon.name, muon.weight_decay, muon.ns_steps, muon.nesterov, muon.exclude_embeddings)
print(list(muon.get_config())[11:])
orthogonal = muon.zeropower_via_newtonschulz5(keras.ops.array([[0.2499, 0.9105], [0.2655, 0.8824]]), 5)
print(rounded(keras.ops.convert_to_numpy(orthogonal), 2))
vector = keras.Variable([1.0, 2.0, 3.0, 4.0], name="test_vars")
muon.build([vector])
muon._adamw_update_step(keras.ops.array([1.0, 6.0, 7.0, 2.0]), vector, 0.5)
print(rounded(vector.numpy(), 4), [v.name for v in muon.variables])
muon2 = keras.optimizers.Muon(learning_rate=0.5, weight_decay=0)
matrix = keras.Variable([[1.0, 2.0], [3.0, 4.0]], name="matrix")
muon2.build([matrix])
muon2._muon_update_step(keras.ops.array([[1.0, 6.0], [7.0, 2.0]]), matrix, 0.5)
print(rounded(matrix.numpy(), 2), muon2._should_use_adamw(matrix), muon2._should_use_adamw(vector))
try:
    keras.optimizers.get("muon")
except ValueError as e:
    print(e)

lso = keras.optimizers.LossScaleOptimizer(keras.optimizers.SGD(0.1), initial_scale=4.0, dynamic_growth_steps=2)
weights = keras.Variable([1.0, 2.0], name="weights")
print(lso.name, float(lso.scale_loss(1.0)))
for grads in ([4.0, 8.0], [4.0, 8.0], [np.inf, 8.0], [4.0, 8.0]):
    lso.apply([keras.ops.array(grads)], [weights])
    print(rounded(weights.numpy(), 4), float(lso.dynamic_scale), int(lso.step_counter), int(lso.iterations))
print(float(lso.scale_loss(2.0)), [v.name for v in lso.variables])
lso_config = lso.get_config()
print(lso_config["inner_optimizer"]["class_name"], lso_config["initial_scale"], lso_config["dynamic_growth_steps"],
      "learning_rate" in lso_config)
try:
    keras.optimizers.LossScaleOptimizer(keras.optimizers.SGD(), dynamic=False)
except ValueError as e:
    print(e)

ema = keras.optimizers.SGD(0.1, use_ema=True, ema_momentum=0.5)
param = keras.Variable([1.0], name="param")
for _ in range(2):
    ema.apply([keras.ops.array([1.0])], [param])
print(rounded(param.numpy(), 4), rounded(ema._model_variables_moving_average[0].numpy(), 4),
      [v.name for v in ema.variables])
ema.finalize_variable_values([param])
print(rounded(param.numpy(), 4))
try:
    keras.optimizers.SGD(use_ema=True, ema_momentum=1.5)
except ValueError as e:
    print(e)

model = keras.Sequential([keras.Input((1,)), layers.Dense(1, use_bias=False, kernel_initializer="ones")])
model.compile(optimizer=keras.optimizers.SGD(0.1, use_ema=True, ema_momentum=0.5), loss="mse")
model.fit(np.ones((1, 1)), np.zeros((1, 1)), batch_size=1, epochs=2, verbose=0,
          callbacks=[keras.callbacks.SwapEMAWeights(swap_on_epoch=True)])
print(rounded(model.layers[0].kernel.numpy(), 4))
plain = keras.Sequential([keras.Input((1,)), layers.Dense(1)])
plain.compile(optimizer="sgd", loss="mse")
try:
    plain.evaluate(np.ones((1, 1)), np.zeros((1, 1)), verbose=0, callbacks=[keras.callbacks.SwapEMAWeights()])
except ValueError as e:
    print(e)

config = keras.utils.Config(learning_rate=0.1, momentum=0.9)
config.epochs = 3
print(config, config.learning_rate, config["momentum"], len(config), list(config), "epochs" in config)
config.freeze()
try:
    config.momentum = 0.5
except ValueError as e:
    print(e)
try:
    config.learnin_rate
except AttributeError as e:
    print(e)
print(config.as_dict(), config.to_json())

src_a = keras.Input((2,), name="src_a")
src_b = keras.Input((2,), name="src_b")
joined = layers.Add()([layers.Dense(2)(src_a), src_b])
print([t.name for t in keras.utils.get_source_inputs(joined)])

gray = keras.utils.img_to_array(np.zeros((2, 3)))
print(gray.shape, gray.dtype, keras.preprocessing.image.img_to_array(np.zeros((2, 3, 3)), data_format="channels_first").shape)
try:
    keras.utils.img_to_array(np.zeros(4))
except ValueError as e:
    print(e)
image = np.arange(16, dtype="float32").reshape(4, 4, 1)
resized = keras.preprocessing.image.smart_resize(image, (2, 2))
print(type(resized).__name__, resized.shape, resized.reshape(-1).tolist())
print(keras.preprocessing.image.smart_resize(np.ones((4, 6, 1), dtype="float32"), (2, 2)).shape)
for bad_image, size in ((np.ones((4, 4)), (2, 2)), (image, (2,))):
    try:
        keras.preprocessing.image.smart_resize(bad_image, size)
    except ValueError as e:
        print(e)

names = keras.datasets.reuters.get_label_names()
print(len(names), names[:4], names[-1])
