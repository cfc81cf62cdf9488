# Keras 3.11 object serialization (keras/src/saving/serialization_lib.py): get_config of a
# layer (Layer.get_config's name/trainable/dtype, the dtype as the serialized DTypePolicy, then
# Dense.get_config's keys in order), serialize_keras_object's module/class_name/config/
# registered_name (+ build_config once built), Sequential.get_config/from_config, clone_model,
# and the get/serialize/deserialize functions of keras.optimizers (learning-rate schedules
# included), keras.losses and keras.metrics, and the configs of Flatten, ReLU, LeakyReLU, Reshape,
# Concatenate, Embedding, BatchNormalization and LayerNormalization. Every dict is read off those
# sources: the public module is the first path of the class's keras_export ("keras" for
# DTypePolicy and Sequential).
import keras
from keras import layers

dense = layers.Dense(3, activation="relu", name="d")
print(dense.get_config())
config = keras.saving.serialize_keras_object(dense)
print(config["module"], config["class_name"], config["registered_name"], "build_config" in config)
again = keras.saving.deserialize_keras_object(config)
print(type(again).__name__, again.name, again.units, again.activation.__name__, again.dtype_policy, again is dense)
print(layers.Dense.from_config(dense.get_config()).get_config() == dense.get_config())
print(type(layers.deserialize(layers.serialize(layers.Dropout(0.25)))).__name__, layers.serialize(dense) == config)

model = keras.Sequential([keras.Input((4,)), layers.Dense(2, name="out")], name="seq")
config = model.get_config()
print(list(config), config["name"], config["trainable"], config["build_input_shape"])
for layer_config in config["layers"]:
    print(layer_config)
rebuilt = keras.Sequential.from_config(config)
print(rebuilt.name, rebuilt.built, [layer.name for layer in rebuilt.layers], rebuilt.count_params())
print(keras.saving.serialize_keras_object(model)["class_name"], keras.saving.serialize_keras_object(model)["module"])
clone = keras.models.clone_model(model)
print(clone.name, [layer.name for layer in clone.layers], clone.layers[0] is model.layers[0], clone.count_params())

schedule = keras.optimizers.schedules.ExponentialDecay(0.1, decay_steps=10, decay_rate=0.5)
adam = keras.optimizers.Adam(learning_rate=schedule)
print(keras.optimizers.serialize(adam))
restored = keras.optimizers.deserialize(keras.optimizers.serialize(adam))
print(type(restored).__name__, restored.get_config()["learning_rate"]["class_name"], restored.name)
print(keras.optimizers.serialize(keras.optimizers.SGD(0.5, momentum=0.9))["config"]["momentum"])
print(type(keras.optimizers.get("RMSprop")).__name__, type(keras.optimizers.get({"class_name": "SGD", "config": {}})).__name__)
try:
    keras.optimizers.get("nope")
except ValueError as e:
    print("ValueError:", e)

print(keras.losses.serialize(keras.losses.MeanSquaredError()))
loss = keras.losses.deserialize({"module": "keras.losses", "class_name": "Huber", "config": {"delta": 2.0},
                                 "registered_name": None})
print(type(loss).__name__, loss.get_config())
print(keras.losses.get("mse").__name__, type(keras.losses.get({"class_name": "MeanAbsoluteError", "config": {}})).__name__)
print(keras.metrics.serialize(keras.metrics.AUC(num_thresholds=3))["config"]["num_thresholds"])
print(keras.metrics.serialize(keras.metrics.MeanSquaredError()))
metric = keras.metrics.deserialize(keras.metrics.serialize(keras.metrics.Mean(name="avg")))
print(type(metric).__name__, metric.name)

# Configs of other common layers: each class's get_config keys after Layer's.
print(layers.Flatten().get_config())
print(layers.ReLU(max_value=6.0).get_config())
print(layers.LeakyReLU(0.2).get_config()["negative_slope"], layers.Reshape((2, 3)).get_config()["target_shape"],
      layers.Concatenate(axis=1).get_config()["axis"])
print(layers.Embedding(10, 4).get_config())
print(list(layers.BatchNormalization().get_config())[3:])
print(list(layers.LayerNormalization().get_config())[3:])
