"""Subtract (keras/src/layers/merging/subtract.py): the difference of exactly two inputs."""
from keras.src import ops
from keras.src.layers.merging.base_merge import Merge


class Subtract(Merge):
    def build(self, input_shape):
        super().build(input_shape)
        if len(input_shape) != 2:
            raise ValueError(
                f"A `Subtract` layer should be called on exactly 2 inputs. Received: input_shape={input_shape}"
            )

    def _merge_function(self, inputs):
        if len(inputs) != 2:
            raise ValueError(f"A `Subtract` layer should be called on exactly 2 inputs. Received: inputs={inputs}")
        return ops.subtract(inputs[0], inputs[1])


def subtract(inputs, **kwargs):
    return Subtract(**kwargs)(inputs)
