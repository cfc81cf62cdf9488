# Keras 3.11.3 keras/src/models/model.py get_state_tree / set_state_tree, with its docstring's
# example: the variables grouped as trainable, non-trainable, optimizer and metrics variables, each
# group a dict nested by the parts of the variables' paths (my_sequential/my_dense/kernel,
# adam/my_sequential_my_dense_kernel_momentum, loss/total, mean_absolute_error/total: the "mae"
# metric's variables were made under MeanAbsoluteError's own name); leaves are the TF backend's
# variable values (tf.Variable, a ResourceVariable) or, with value_format="numpy_array", NumPy
# values; set_state_tree assigns by path. ValueError texts for a bad value_format and group.
import numpy as np
import keras

model = keras.Sequential([keras.Input(shape=(1,), name="my_input"),
                          keras.layers.Dense(1, activation="sigmoid", name="my_dense")], name="my_sequential")
model.compile(optimizer="adam", loss="mse", metrics=["mae"])
model.fit(np.array([[1.0]]), np.array([[1.0]]), verbose=0)
state_tree = model.get_state_tree()


def leaf_types(d):
    return {k: leaf_types(v) if isinstance(v, dict) else type(v).__name__ for k, v in d.items()}


print(leaf_types(state_tree))
tree = model.get_state_tree(value_format="numpy_array")
print(tree["trainable_variables"]["my_sequential"]["my_dense"]["bias"].shape,
      tree["optimizer_variables"]["adam"]["iteration"], tree["metrics_variables"]["loss"]["count"])
tree["trainable_variables"]["my_sequential"]["my_dense"]["bias"] = np.array([5.0])
model.set_state_tree({"trainable_variables": tree["trainable_variables"]})
print(model.layers[0].bias.numpy())
for bad in (lambda: model.get_state_tree("list"), lambda: model.set_state_tree({"weights": {}})):
    try:
        bad()
    except ValueError as e:
        print(e)
