# Reading a layer's or model's tensors and weights before they exist: Keras 3.11.3
# layers/core/dense.py Dense.kernel ("You must build the layer before accessing `kernel`."),
# bias not set before build (Python's AttributeError), ops/operation.py
# _get_node_attribute_at_index for input/output of a layer never called symbolically (eager
# calls make no node, so a called subclassed model has none either), and models/sequential.py's
# inputs/outputs/input_shape/output_shape of a Sequential model without an Input.
import numpy as np
import keras


class Sub(keras.Model):
    def __init__(self):
        super().__init__()
        self.dense = keras.layers.Dense(2)

    def call(self, x):
        return self.dense(x)


sub = Sub()
sub(np.ones((1, 3)))
checks = ((keras.layers.Dense(2), ("kernel", "bias", "output", "input")),
          (keras.Sequential([keras.layers.Dense(2)]), ("output", "inputs", "outputs", "input_shape", "output_shape")),
          (sub, ("output", "inputs")))
for obj, names in checks:
    for name in names:
        try:
            getattr(obj, name)
        except AttributeError as e:
            print(name, "AttributeError:", e)
print(sub.dense.kernel.shape)
