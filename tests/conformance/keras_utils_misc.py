# keras.utils / keras.saving custom-object registry (keras/src/saving/object_registration.py:
# `Package>Name` keys, CustomObjectScope taking precedence, the get_config requirement), the
# interactive-logging switches shared by keras.config and keras.utils (keras/src/utils/io_utils.py:
# when disabled, print_msg sends progress bars and `Epoch i/n` to absl logging at INFO, which
# shows nothing), keras.config's debugging caps (backend/config.py set_max_epochs /
# set_max_steps_per_epoch, warned by backend/tensorflow/trainer.py:316 and
# trainers/epoch_iterator.py:65) and flash-attention switch (None = auto, False = off),
# keras.utils.is_keras_tensor / standardize_dtype, keras.tree's traverse / flatten_with_path /
# assert_same_paths / MAP_TO_NONE (keras/src/tree/tree_api.py and optree_impl.py; the expected
# values are tree_test.py's), and the activations added in Keras 3 (keras/src/activations/
# activations.py over keras.ops.nn; values worked by hand from each op's formula: celu
# alpha*(exp(x/alpha) - 1) below 0, glu a * sigmoid(b), hard_shrink/soft_shrink at 0.5,
# hard_tanh clip to [-1, 1], sparse_plus (x + 1)^2 / 4 on [-1, 1], sparse_sigmoid (x + 1) / 2 on
# [-1, 1], squareplus (x + sqrt(x^2 + 4)) / 2, tanh_shrink x - tanh(x), threshold, and sparsemax as
# backend/tensorflow/nn.py computes it: tau = (sum of the supported cumulative sums - 1) / k).
import collections
import numpy as np
import keras
from keras import ops


@keras.saving.register_keras_serializable(package="MyLayers")
class Scale(keras.layers.Layer):
    def get_config(self):
        return {}


@keras.utils.register_keras_serializable(name="twice")
def double(x):
    return 2 * x


print(keras.utils.get_registered_name(Scale), keras.utils.get_registered_name(double),
      keras.utils.get_registered_name(keras.layers.Dense))
print(keras.utils.get_registered_object("MyLayers>Scale") is Scale, keras.utils.get_registered_object("Custom>twice") is double)
print(sorted(k for k in keras.utils.get_custom_objects() if k.startswith(("MyLayers", "Custom"))))
print(keras.saving.get_custom_objects() is keras.utils.get_custom_objects())
with keras.utils.custom_object_scope({"Scale": double}) as scope:
    print(type(scope).__name__, keras.utils.get_registered_object("Scale") is double)
print(keras.utils.get_registered_object("Scale"), keras.utils.get_registered_object("Scale", module_objects={"Scale": 1}))
print(keras.utils.CustomObjectScope is keras.saving.custom_object_scope)
try:
    keras.saving.register_keras_serializable()(type("NoConfig", (), {}))
except ValueError as e:
    print("ValueError:", e)

print(keras.utils.is_keras_tensor(keras.Input((2,))), keras.utils.is_keras_tensor(ops.ones((2,))),
      keras.backend.is_keras_tensor(np.ones(2)))
print(keras.utils.standardize_dtype(float), keras.utils.standardize_dtype("int"), keras.utils.standardize_dtype(np.float64),
      keras.utils.standardize_dtype(None), keras.utils.standardize_dtype(ops.ones((1,), dtype="int8").dtype))

x = np.array([[1.0], [2.0]], dtype="float32")
model = keras.Sequential([keras.Input(shape=(1,)), keras.layers.Dense(1, kernel_initializer="zeros")])
model.compile(optimizer="sgd", loss="mse")
print(keras.config.is_interactive_logging_enabled(), keras.utils.is_interactive_logging_enabled())
keras.config.disable_interactive_logging()
print(keras.utils.is_interactive_logging_enabled())
model.fit(x, x, epochs=2, verbose=1)
model.evaluate(x, x)
model.summary()
keras.utils.enable_interactive_logging()
print(keras.config.is_interactive_logging_enabled())

print(keras.config.max_epochs(), keras.config.max_steps_per_epoch())
keras.config.set_max_epochs(1)
keras.config.set_max_steps_per_epoch(1)
history = model.fit(np.ones((8, 1)), np.ones((8, 1)), batch_size=2, epochs=3, verbose=0)
print(history.epoch, history.params)
keras.config.set_max_epochs(None)
keras.config.set_max_steps_per_epoch(None)
print(keras.config.max_epochs(), keras.config.max_steps_per_epoch())
print(keras.config.is_flash_attention_enabled())
keras.config.disable_flash_attention()
print(keras.config.is_flash_attention_enabled())
keras.config.enable_flash_attention()
print(keras.config.is_flash_attention_enabled(), keras.config.is_nnx_enabled())

tree = keras.tree
Point = collections.namedtuple("Point", ["x", "y"])
print(tree.flatten_with_path(1), tree.flatten_with_path([1, 2]), tree.flatten_with_path(Point(y=2, x=1)))
print(tree.flatten_with_path({"b": [3, None], "a": (1, {"c": 2})}))
print(tree.flatten_with_path(collections.OrderedDict([("b", 2), ("a", 1)])))
visited = []


def visit(x):
    visited.append(x)
    return None if tree.is_nested(x) else x + 10


print(tree.traverse(visit, (1, [2, 3])), visited)
visited.clear()
print(tree.traverse(visit, Point(y=2, x=1)), visited)
visited.clear()
print(tree.traverse(lambda x: x + 1 if not tree.is_nested(x) else None, {"a": [1, 2]}, top_down=False))
print(tree.traverse(lambda x: tree.MAP_TO_NONE if x == 2 else None, [1, 2, (2, 3)]))
print(tree.traverse(lambda x: (x,) if isinstance(x, list) else None, [1, [2]], top_down=False))
tree.assert_same_paths([1, 2], (10, 20))
tree.assert_same_paths({"b": None, "a": None}, {"a": 10, "b": 20})
try:
    tree.assert_same_paths([1, [2]], [1, 2])
except ValueError as e:
    print("ValueError:", e)

t = ops.array([-2.0, -0.5, 0.0, 0.5, 2.0])
for name in ("celu", "hard_shrink", "hard_tanh", "soft_shrink", "sparse_plus", "sparse_sigmoid", "squareplus",
             "tanh_shrink"):
    fn = keras.activations.get(name)
    print(name, fn is getattr(keras.activations, name), np.round(np.asarray(fn(t), dtype="float64"), 4).tolist())
print(np.round(np.asarray(keras.activations.glu(ops.array([[1.0, 2.0, 0.0, -1.0]]))), 4).tolist())
print(keras.activations.threshold(t, 0.4, -9.0).numpy().tolist())
print(np.round(np.asarray(keras.activations.sparsemax(ops.array([[1.0, 0.5, -1.0], [2.0, 2.0, 0.0]]))), 4).tolist())
