# Model.get_compile_config() (keras/src/trainers/trainer.py, Keras 3.11.3) returns
# `self._compile_config.serialize()`: compile()'s arguments through serialize_keras_object
# (serialization_lib.SerializableDict), so objects become {module, class_name, config,
# registered_name} dicts and names stay strings; the SerializableDict is made after
# jit_compile="auto" is resolved (False on a CPU-only machine, _resolve_auto_jit_compile).
# Before compile() it returns {}, and get_build_and_compile_config keeps any non-None value,
# so an uncompiled model serialized with serialize_keras_object (also as a layer inside
# another model's get_config()) carries "compile_config": {}. compile_from_config
# deserializes the dict and compiles with it.
import keras

model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1)], name="inner")
print(model.get_compile_config())
print(list(keras.saving.serialize_keras_object(model).keys()))
inputs = keras.Input((2,))
outer = keras.Model(inputs, model(inputs))
nested = outer.get_config()["layers"][1]
print(nested["class_name"], list(nested.keys()), nested["compile_config"])

model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.5, momentum=0.9),
              loss=keras.losses.Huber(delta=2.0), metrics=["mae", keras.metrics.RootMeanSquaredError()])
config = model.get_compile_config()
print(list(config.keys()))
print(config["optimizer"]["class_name"], config["optimizer"]["config"]["learning_rate"],
      config["optimizer"]["config"]["momentum"])
print(config["loss"])
print(config["metrics"])
print(config["loss_weights"], config["weighted_metrics"], config["run_eagerly"],
      config["steps_per_execution"], config["jit_compile"])
print(keras.saving.serialize_keras_object(model)["compile_config"] == config)

copy = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1)])
copy.compile_from_config(config)
print(type(copy.optimizer).__name__, float(copy.optimizer.learning_rate), type(copy.loss).__name__,
      copy.loss.get_config())
