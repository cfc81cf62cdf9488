# Model.get_compile_config() (keras/src/trainers/trainer.py, Keras 3.11.3) returns
# `self._compile_config.serialize()`: compile()'s arguments through serialize_keras_object
# (serialization_lib.SerializableDict), so objects become {module, class_name, config,
# registered_name} dicts and names stay strings; the SerializableDict is made after
# jit_compile="auto" is resolved (False on a CPU-only machine, _resolve_auto_jit_compile).
# Before compile() it returns {}, and get_build_and_compile_config keeps any non-None value,
# so an uncompiled model serialized with serialize_keras_object (also as a layer inside
# another model's get_config()) carries "compile_config": {}. compile_from_config
# deserializes the dict and compiles with it. keras.models.clone_model (models/cloning.py)
# compiles the clone of a compiled Sequential or Functional model that way: a new optimizer of
# the same class and settings (built at once when the clone is built, its iterations at 0), the
# same loss and metrics.
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

import numpy as np

model.fit(np.ones((4, 2)), np.ones((4, 1)), verbose=0)
clone = keras.models.clone_model(model)
print(clone.compiled, clone.optimizer is model.optimizer, type(clone.optimizer).__name__,
      float(clone.optimizer.learning_rate), clone.optimizer.built,
      int(clone.optimizer.iterations.numpy()), int(model.optimizer.iterations.numpy()))
print(list(clone.fit(np.ones((4, 2)), np.ones((4, 1)), verbose=0).history))
functional = keras.models.clone_model(outer)
print(functional.compiled)
outer.compile(optimizer="sgd", loss="mae")
functional = keras.models.clone_model(outer)
print(type(functional).__name__, functional.compiled, functional.optimizer.name, functional.loss)
