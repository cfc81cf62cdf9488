"""Bidirectional (keras/src/layers/rnn/bidirectional.py): runs a copy of an RNN layer forward
(`forward_<name>`) and another with `go_backwards=True` (`backward_<name>`), both made anew
from the layer's config as Keras does (so unseeded initializers draw fresh seeds), and merges
their outputs ("concat", "sum", "mul", "ave" or None for the pair)."""
import copy

from keras.src import ops
from keras.src.layers.layer import Layer
from keras.src.saving import serialization_lib


def _removeprefix(x, prefix):
    return x[len(prefix):] if prefix and x.startswith(prefix) else x


def _clone_layer(layer, **changes):
    """serialize_keras_object, `changes` applied to the inner config, then
    deserialize_keras_object, as Keras does: the copy is built at once when `layer` was built
    (its build_config), and a class Keras cannot look up (a custom layer or cell that is not
    registered) raises deserialize_keras_object's TypeError."""
    config = serialization_lib.serialize_keras_object(layer)
    config["config"].update(changes)
    return serialization_lib.deserialize_keras_object(config)


class Bidirectional(Layer):
    _init_call_site = ("layers/rnn/bidirectional.py", 107, "super().__init__(**kwargs)")

    def __init__(self, layer, merge_mode="concat", weights=None, backward_layer=None, **kwargs):
        if not isinstance(layer, Layer):
            raise ValueError(
                f"Please initialize `Bidirectional` layer with a `keras.layers.Layer` instance. Received: {layer}"
            )
        if backward_layer is not None and not isinstance(backward_layer, Layer):
            raise ValueError(
                f"`backward_layer` need to be a `keras.layers.Layer` instance. Received: {backward_layer}"
            )
        if merge_mode not in ["sum", "mul", "ave", "concat", None]:
            raise ValueError(
                f"Invalid merge mode. Received: {merge_mode}. Merge mode should be one of "
                '{"sum", "mul", "ave", "concat", None}'
            )
        super().__init__(**kwargs)
        self.forward_layer = _clone_layer(layer, name="forward_" + _removeprefix(layer.name, "forward_"))
        if backward_layer is None:
            self.backward_layer = _clone_layer(layer, go_backwards=True,
                                               name="backward_" + _removeprefix(layer.name, "backward_"))
        else:
            self.backward_layer = backward_layer
        self._verify_layer_config()

        def force_zero_output_for_mask(layer):
            # Masked timesteps of return_sequences outputs are 0 so that flipping one side lines up.
            if getattr(layer, "zero_output_for_mask", None) is not None:
                layer.zero_output_for_mask = layer.return_sequences

        force_zero_output_for_mask(self.forward_layer)
        force_zero_output_for_mask(self.backward_layer)
        self.merge_mode = merge_mode
        if weights:
            nw = len(weights)
            self.forward_layer.initial_weights = weights[: nw // 2]
            self.backward_layer.initial_weights = weights[nw // 2:]
        self.stateful = layer.stateful
        self.return_sequences = layer.return_sequences
        self.return_state = layer.return_state
        self.supports_masking = True
        self.input_spec = layer.input_spec

    def _verify_layer_config(self):
        if self.forward_layer.go_backwards == self.backward_layer.go_backwards:
            raise ValueError(
                "Forward layer and backward layer should have different `go_backwards` value. Received: "
                f"forward_layer.go_backwards {self.forward_layer.go_backwards}, "
                f"backward_layer.go_backwards={self.backward_layer.go_backwards}"
            )
        for a in ("stateful", "return_sequences", "return_state"):
            forward_value = getattr(self.forward_layer, a)
            backward_value = getattr(self.backward_layer, a)
            if forward_value != backward_value:
                raise ValueError(
                    "Forward layer and backward layer are expected to have the same value for attribute "
                    f'"{a}", got "{forward_value}" for forward layer and "{backward_value}" for backward layer'
                )

    def compute_output_shape(self, sequences_shape, initial_state_shape=None):
        output_shape = self.forward_layer.compute_output_shape(sequences_shape)
        if self.return_state:
            output_shape, state_shape = output_shape[0], output_shape[1:]
        if self.merge_mode == "concat":
            output_shape = list(output_shape)
            output_shape[-1] *= 2
            output_shape = tuple(output_shape)
        elif self.merge_mode is None:
            output_shape = [output_shape, output_shape]
        if self.return_state:
            if self.merge_mode is None:
                return tuple(output_shape) + state_shape + state_shape
            return tuple([output_shape]) + state_shape + state_shape
        return tuple(output_shape)

    def call(self, sequences, initial_state=None, mask=None, training=None):
        kwargs = {}
        if self.forward_layer._call_has_training_arg:
            kwargs["training"] = training
        if self.forward_layer._call_has_mask_arg:
            kwargs["mask"] = mask
        forward_inputs, backward_inputs = sequences, sequences
        if initial_state is not None:
            half = len(initial_state) // 2
            forward_state = initial_state[:half]
            backward_state = initial_state[half:]
        else:
            forward_state, backward_state = None, None
        y = self.forward_layer(forward_inputs, initial_state=forward_state, **kwargs)
        y_rev = self.backward_layer(backward_inputs, initial_state=backward_state, **kwargs)
        if self.return_state:
            states = tuple(y[1:] + y_rev[1:])
            y = y[0]
            y_rev = y_rev[0]
        y = ops.cast(y, self.compute_dtype)
        y_rev = ops.cast(y_rev, self.compute_dtype)
        if self.return_sequences:
            y_rev = ops.flip(y_rev, axis=1)
        if self.merge_mode == "concat":
            output = ops.concatenate([y, y_rev], axis=-1)
        elif self.merge_mode == "sum":
            output = y + y_rev
        elif self.merge_mode == "ave":
            output = (y + y_rev) / 2
        elif self.merge_mode == "mul":
            output = y * y_rev
        elif self.merge_mode is None:
            output = (y, y_rev)
        else:
            raise ValueError(
                f"Unrecognized value for `merge_mode`. Received: {self.merge_mode}"
                'Expected one of {"concat", "sum", "ave", "mul"}.'
            )
        if self.return_state:
            if self.merge_mode is None:
                return output + states
            return (output,) + states
        return output

    def reset_states(self):
        self.reset_state()

    def reset_state(self):
        if not self.stateful:
            raise AttributeError("Layer must be stateful.")
        self.forward_layer.reset_state()
        self.backward_layer.reset_state()

    @property
    def states(self):
        if self.forward_layer.states and self.backward_layer.states:
            return tuple(self.forward_layer.states + self.backward_layer.states)
        return None

    def build(self, sequences_shape, initial_state_shape=None):
        if not self.forward_layer.built:
            self.forward_layer.build(sequences_shape)
        if not self.backward_layer.built:
            self.backward_layer.build(sequences_shape)

    def compute_mask(self, _, mask):
        if isinstance(mask, list):
            mask = mask[0]
        if self.return_sequences:
            output_mask = (mask, mask) if not self.merge_mode else mask
        else:
            output_mask = (None, None) if not self.merge_mode else None
        if self.return_state and self.states is not None:
            state_mask = tuple(None for _ in self.states)
            if isinstance(output_mask, list):
                return output_mask + state_mask * 2
            return (output_mask,) + state_mask * 2
        return output_mask

    def get_config(self):
        config = {"merge_mode": self.merge_mode}
        config["layer"] = serialization_lib.serialize_keras_object(self.forward_layer)
        config["backward_layer"] = serialization_lib.serialize_keras_object(self.backward_layer)
        base_config = super().get_config()
        return {**base_config, **config}

    @classmethod
    def from_config(cls, config, custom_objects=None):
        # A copy: the caller's config stays as it is.
        config = copy.deepcopy(config)
        config["layer"] = serialization_lib.deserialize_keras_object(config["layer"], custom_objects=custom_objects)
        backward_layer_config = config.pop("backward_layer", None)
        if backward_layer_config is not None:
            config["backward_layer"] = serialization_lib.deserialize_keras_object(backward_layer_config,
                                                                                  custom_objects=custom_objects)
        return cls(**config)
