# Warnings Keras 3.11.3 raises with stacklevel=2 name the line that called the warning function,
# as CPython reports it (file:line: Category: message, then that line's text):
# - categorical_crossentropy on a single-unit output (losses/losses.py): the loss function's
#   caller, LossFunctionWrapper.call (losses.py:33) in fit and for CategoricalCrossentropy(),
#   the program's line when it calls keras.losses.categorical_crossentropy itself;
# - saving a model that is not built (saving/saving_lib.py save_model): saving_api.py:107;
# - an optimizer whose variables do not match the saved ones (optimizers/base_optimizer.py
#   load_own_variables): saving_lib.py:797, in _load_state;
# - a model with a custom compile() loaded from a file (trainers/trainer.py
#   compile_from_config): serialization_lib.py:749;
# - compile(run_eagerly=True, jit_compile=True): utils/tracking.py:26, the wrapper around
#   compile.
# Each location warns once per distinct message (the default warnings filter).
import numpy as np
import keras
from keras import layers

model = keras.Sequential([keras.Input((3,)), layers.Dense(1, activation="sigmoid")])
model.compile(optimizer="adam", loss="categorical_crossentropy")
model.fit(np.ones((4, 3)), np.ones((4, 1)), epochs=2, verbose=0)
print(keras.losses.categorical_crossentropy(np.ones((2, 1)), np.full((2, 1), 0.5)))
print(keras.losses.CategoricalCrossentropy()(np.ones((2, 1)), np.full((2, 1), 0.5)))

lazy = keras.Sequential([layers.Dense(2)])
lazy.save("lazy.keras")
print(lazy.built)

x, y = np.ones((4, 3)), np.ones((4, 2))
model = keras.Sequential([keras.Input((3,)), layers.Dense(4), layers.Dense(2)])
model.compile(optimizer="adam", loss="mse")
model.fit(x, y, verbose=0)
model.pop()
model.save("popped.keras")
restored = keras.models.load_model("popped.keras")
print(len(restored.optimizer.variables), restored.optimizer.iterations.numpy())


@keras.saving.register_keras_serializable()
class TwoOptimizers(keras.Model):
    def compile(self, d_optimizer, g_optimizer):
        super().compile()
        self.d_optimizer = d_optimizer
        self.g_optimizer = g_optimizer


inputs = keras.Input((3,))
gan = TwoOptimizers(inputs, layers.Dense(1)(inputs))
gan.compile(keras.optimizers.Adam(), keras.optimizers.Adam())
gan.save("gan.keras")
print(keras.models.load_model("gan.keras").compiled)

model.compile(optimizer="sgd", loss="mse", run_eagerly=True, jit_compile=True)
print(model.jit_compile)
