# Keras 3.11 model and custom-layer configs. Expected text read off keras/src/models/functional.py
# (Functional.get_config: name, trainable, layers with their inbound nodes as serialized
# __keras_tensor__ args, input_layers/output_layers as [layer, node, tensor]; functional_from_config),
# keras/src/models/model.py (Model.from_config, to_json, model_from_json, "Unable to revive model"),
# keras/src/ops/operation.py (Operation.__new__'s auto config and Operation.get_config, whose
# NotImplementedError message is an f-string CPython 3.12 reads as a format spec: building it raises
# the ValueError printed below, as CPython 3.12 prints it), keras/src/layers/layer.py (Layer.get_config)
# and keras/src/saving/serialization_lib.py (a Functional model is not a public class: module
# keras.src.models.functional, registered_name "Functional"; a class of the program's __main__
# gets module None from record_object_after_serialization, registered or not); tests: models/model_test.py
# (test_reviving_functional_from_config_custom_layer/_custom_model), ops/operation_test.py.
import json

import numpy as np

import keras
from keras import layers

inputs = keras.Input((4,), name="x")
hidden = layers.Dense(3, activation="relu", name="hidden")(inputs)
outputs = layers.Dense(1, name="out")(hidden)
model = keras.Model(inputs, outputs, name="mlp")
config = model.get_config()
print(list(config), config["name"], config["trainable"])
print(config["input_layers"], config["output_layers"])
for layer_config in config["layers"]:
    print(layer_config["class_name"], layer_config["name"], layer_config["inbound_nodes"])
print(config["layers"][0]["config"])

text = model.to_json()
saved = json.loads(text)
print(saved["module"], saved["class_name"], saved["registered_name"], saved["build_config"])
print(saved["config"]["layers"][1]["inbound_nodes"])
rebuilt = keras.models.model_from_json(text)
print(type(rebuilt).__name__, rebuilt.name, [layer.name for layer in rebuilt.layers], rebuilt.count_params())
# build_from_config builds with the JSON list, and get_build_config hands back what build received.
print(rebuilt.get_config() == config, rebuilt.get_config()["layers"][1]["build_config"])
rebuilt.set_weights(model.get_weights())
x = np.array([[1.0, 2.0, 3.0, 4.0]], dtype="float32")
print(np.allclose(rebuilt.predict(x, verbose=0), model.predict(x, verbose=0)))
again = keras.Model.from_config(model.get_config())
print(type(again).__name__, again.name, again.input_shape, again.output_shape)

clone = keras.models.clone_model(model)
print(clone.name, [layer.name for layer in clone.layers], clone.layers[1] is model.layers[1], clone.count_params())

# Two inputs, a shared layer called twice, a merge: node indices in inbound_nodes.
a = keras.Input((2,), name="a")
b = keras.Input((2,), name="b")
shared = layers.Dense(2, name="shared")
merged = layers.Add(name="add")([shared(a), shared(b)])
two = keras.Model([a, b], merged, name="two")
two_config = two.get_config()
print(two_config["input_layers"], two_config["output_layers"])


def histories(args):
    found = []
    for arg in args:
        found.extend(item["config"]["keras_history"] for item in (arg if isinstance(arg, list) else [arg]))
    return found


for layer_config in two_config["layers"]:
    print(layer_config["name"], [histories(node["args"]) for node in layer_config["inbound_nodes"]])
two_again = keras.Model.from_config(two_config)
print([layer.name for layer in two_again.layers], len(two_again.get_layer("shared")._inbound_nodes))


# A custom layer without get_config: its constructor arguments are its config.
class Scale(layers.Layer):
    def __init__(self, factor=2.0, **kwargs):
        super().__init__(**kwargs)
        self.factor = factor

    def call(self, x):
        return x * self.factor


scale = Scale(3.0, name="s")
print(scale.get_config())
revived = Scale.from_config(scale.get_config())
print(revived.name, revived.factor, revived.get_config() == scale.get_config())
print("factor" in Scale().get_config(), list(Scale(factor=5.0).get_config()))


class NoName(layers.Layer):
    def __init__(self, units):
        super().__init__()
        self.units = units


print(NoName(4).get_config())
try:
    NoName.from_config(NoName(4).get_config())
except TypeError as e:
    print("TypeError:", e)


class Holder(layers.Layer):
    def __init__(self, inner, **kwargs):
        super().__init__(**kwargs)
        self.inner = inner


try:
    Holder(layers.Dense(2)).get_config()
except Exception as e:
    print(type(e).__name__, repr(str(e)))

# A Functional model with a custom layer, revived with custom_objects.
inp = keras.Input((2,), name="inp")
custom = keras.Model(inp, Scale(4.0, name="scale4")(inp), name="custom")
custom_config = custom.get_config()
print(custom_config["layers"][1]["module"], custom_config["layers"][1]["class_name"],
      custom_config["layers"][1]["registered_name"], custom_config["layers"][1]["config"]["factor"])
revived_model = keras.Model.from_config(custom_config, custom_objects={"Scale": Scale})
print(type(revived_model).__name__, revived_model.layers[1].factor,
      keras.ops.convert_to_numpy(revived_model(np.ones((1, 2), dtype="float32"))).tolist())


@keras.saving.register_keras_serializable(package="demo")
class Twice(layers.Layer):
    def call(self, x):
        return 2 * x


print(keras.saving.get_registered_name(Twice), keras.saving.get_registered_object("demo>Twice") is Twice)
twice = keras.Model(inp, Twice(name="twice")(inp), name="tw")
entry = json.loads(twice.to_json())["config"]["layers"][1]
print(entry["module"], entry["class_name"], entry["registered_name"], entry["config"])
print(type(keras.models.model_from_json(twice.to_json()).layers[1]).__name__)


# Subclassed models: Model.__new__ passes no arguments on, so the auto config is empty.
class MyModel(keras.Model):
    def __init__(self, units=2, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        self.dense = layers.Dense(units)

    def call(self, x):
        return self.dense(x)


mine = MyModel(units=3, name="mine")
print(mine.get_config())
copy = MyModel.from_config(mine.get_config())
print(type(copy).__name__, copy.name, copy.units)


class Needs(keras.Model):
    def __init__(self, units, **kwargs):
        super().__init__(**kwargs)
        self.units = units

    def call(self, x):
        return x


try:
    Needs.from_config(Needs(3, name="needs").get_config())
except TypeError as e:
    print("TypeError:", e)


# A Functional subclass with its own keyword argument (model_test.py): Functional.__init__ is
# wrapped by tracking.no_automatic_dependency_tracking, so getfullargspec reads it as
# (*args, **kwargs), and a subclass whose __init__ takes no positional argument but self counts as
# "functional-like": its config is the graph's, and from_config rebuilds the graph.
class CustomModel(keras.Model):
    def __init__(self, *args, param=1, **kwargs):
        super().__init__(*args, **kwargs)
        self.param = param

    def get_config(self):
        return super().get_config() | {"param": self.param}


inputs = keras.Input((3,))
custom_model = CustomModel(inputs=inputs, outputs=layers.Dense(5)(inputs), param=3)
print(sorted(custom_model.get_config()), CustomModel.from_config(custom_model.get_config()).param)
