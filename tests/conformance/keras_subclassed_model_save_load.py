# Keras 3.11 saving and loading a subclassed Model (the "Serialization and saving" guide's
# custom model): the .keras file records the build config (the input shape of the first call),
# and Model.build_from_config (models/model.py) rebuilds the model before its weights are
# loaded: through build() when the class has one, else by running call() on symbolic inputs
# of that shape (Layer._build_by_run_for_single_pos_arg), which builds the inner layers. When
# that fails, Keras warns (UserWarning, stacklevel=2: deserialize_keras_object's call at
# serialization_lib.py:745) and marks the model built anyway. A model whose first call could
# only run eagerly (Layer._maybe_build leaves the building to that call) records no build
# config, so its weights cannot be loaded into the new, unbuilt layers.
# A Model subclass without get_config of its own gets Layer.get_config (name, trainable,
# dtype) plus what the subclass adds.
import numpy as np
import keras


@keras.saving.register_keras_serializable(package="guide")
class TwoLayers(keras.Model):
    def __init__(self, units=3, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        self.hidden = keras.layers.Dense(units, activation="relu")
        self.out = keras.layers.Dense(1)

    def call(self, x):
        return self.out(self.hidden(x))

    def get_config(self):
        config = super().get_config()
        config["units"] = self.units
        return config


@keras.saving.register_keras_serializable(package="guide")
class WithBuild(keras.Model):
    def build(self, input_shape):
        self.scale = self.add_weight(shape=(input_shape[-1],), initializer="ones", name="scale")

    def call(self, x):
        return x * self.scale


@keras.saving.register_keras_serializable(package="guide")
class EagerOnly(keras.Model):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.dense = keras.layers.Dense(2)

    def call(self, x):
        if float(keras.ops.sum(x)) > 1e9:
            return x
        return self.dense(x)


keras.utils.set_random_seed(7)
x = np.array([[1.0, 2.0, 3.0, 4.0]], dtype="float32")
model = TwoLayers(units=2, name="two_layers")
before = model(x).numpy()
print(model.get_config())
print(model.get_build_config())
model.save("two_layers.keras")
loaded = keras.models.load_model("two_layers.keras")
print(type(loaded).__name__, loaded.name, loaded.units, loaded.built, [layer.built for layer in loaded.layers])
print(np.array_equal(before, loaded(x).numpy()))
print([w.path for w in loaded.weights])

scaled = WithBuild()
scaled(x)
scaled.scale.assign([1.0, 2.0, 3.0, 4.0])
scaled.save("with_build.keras")
print(keras.models.load_model("with_build.keras")(x).numpy().tolist())

eager = EagerOnly()
eager(x)
eager.save("eager_only.keras")
try:
    keras.models.load_model("eager_only.keras")
except ValueError as e:
    print("ValueError:", str(e).splitlines()[0])

lazy = EagerOnly(name="lazy")
lazy.build((None, 4))
lazy.save("lazy.keras")
restored = keras.models.load_model("lazy.keras")
print(restored.built, restored.dense.built, restored.get_build_config())
