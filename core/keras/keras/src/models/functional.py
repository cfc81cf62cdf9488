"""Functional (keras/src/models/functional.py): a Model defined by the graph between
`keras.Input` tensors and output tensors."""

from keras.src import backend, ops, tree
from keras.src.layers.core.input_layer import InputLayer
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer
from keras.src.models.model import Model
from keras.src.ops.function import Function
from keras.src.utils.warning_sites import warn_at


class Functional(Function, Model):
    def __new__(cls, *args, **kwargs):
        return Layer.__new__(cls)

    def __init__(self, inputs, outputs, name=None, **kwargs):
        if isinstance(inputs, dict):
            for k, v in inputs.items():
                if isinstance(v, backend.KerasTensor) and k != v.name:
                    warn_at(
                        "When providing `inputs` as a dict, all keys in the dict must match the names of the "
                        f"corresponding tensors. Received key '{k}' mapping to value {v} which has name "
                        f"'{v.name}'. Change the tensor name to '{k}' (via `Input(..., name='{k}')`)",
                        UserWarning, ("models/functional.py", 107, "warnings.warn("),
                    )
        trainable = kwargs.pop("trainable", None)
        flat_inputs = tree.flatten(inputs)
        flat_outputs = tree.flatten(outputs)
        for x in flat_inputs:
            if not isinstance(x, backend.KerasTensor):
                raise ValueError(
                    f"All `inputs` values must be KerasTensors. Received: inputs={inputs} including invalid "
                    f"value {x} of type {type(x)}"
                )
        for x in flat_outputs:
            if not isinstance(x, backend.KerasTensor):
                raise ValueError(
                    f"All `outputs` values must be KerasTensors. Received: outputs={outputs} including "
                    f"invalid value {x} of type {type(x)}"
                )
        if not all(is_input_keras_tensor(t) for t in flat_inputs):
            raise NotImplementedError(
                "tfplay's Keras cannot yet build a Functional model from intermediate tensors "
                "(inputs that are not keras.Input tensors)"
            )
        Function.__init__(self, inputs, outputs, name=name)
        if trainable is not None:
            self.trainable = trainable
        self._layers = self.layers
        self.build(None)
        self._convert_input_args = False
        self._allow_non_tensor_positional_args = True
        self.output_names = [x._keras_history[0].name for x in self.outputs]

    def _lock_state(self):
        pass

    def get_config(self):
        """Keras's config of a Functional graph (its layers with their inbound nodes, the input
        and output layers) is not written yet: NotImplementedError rather than a config Keras
        would not print."""
        raise NotImplementedError("tfplay does not serialize Functional models yet (Functional.get_config); "
                                  "Sequential models and layers serialize")

    @property
    def layers(self):
        return [op for op in self._operations if isinstance(op, Layer)]

    @layers.setter
    def layers(self, _):
        raise AttributeError(
            "`Model.layers` attribute is reserved and should not be used. Please use another name."
        )

    def call(self, inputs, training=None, mask=None, **kwargs):
        inputs = self._standardize_inputs(inputs)
        if mask is not None:
            for x, m in zip(inputs, tree.flatten(mask)):
                if m is not None:
                    backend.set_keras_mask(x, m)
        outputs = self._run_through_graph(inputs, operation_fn=lambda op: operation_fn(op, training=training, **kwargs))
        return unpack_singleton(outputs)

    def compute_output_spec(self, inputs, training=None, mask=None):
        return Function.compute_output_spec(self, inputs)

    def compute_output_shape(self, input_shape):
        return Function.compute_output_shape(self, input_shape)

    def build(self, input_shape):
        self.built = True

    @property
    def input_shape(self):
        shapes = tree.map_structure(lambda x: x.shape, self.inputs)
        if isinstance(shapes, list) and len(shapes) == 1:
            return shapes[0]
        return shapes

    @property
    def output_shape(self):
        shapes = tree.map_structure(lambda x: x.shape, self.outputs)
        if isinstance(shapes, list) and len(shapes) == 1:
            return shapes[0]
        return shapes

    def _assert_input_compatibility(self, *args):
        return Layer._assert_input_compatibility(self, *args)

    def _maybe_warn_inputs_struct_mismatch(self, inputs, raise_exception=False):
        try:
            tree.assert_same_structure(tree.lists_to_tuples(inputs), tree.lists_to_tuples(self._inputs_struct))
        except Exception:
            expected = tree.map_structure(lambda x: x.name, self._inputs_struct)
            received = tree.map_structure(lambda x: f"Tensor(shape={x.shape})", inputs)
            msg = (
                "The structure of `inputs` doesn't match the expected structure.\n"
                f"Expected: {expected}\nReceived: inputs={received}"
            )
            if raise_exception:
                raise ValueError(msg)
            warn_at(msg, UserWarning, ("models/functional.py", 241, "warnings.warn(msg)"))

    def _convert_inputs_to_tensors(self, flat_inputs):
        return [x if x is None else ops.convert_to_tensor(x, dtype=ref.dtype) for x, ref in zip(flat_inputs, self._inputs)]

    def _adjust_input_rank(self, flat_inputs):
        adjusted = []
        for x, ref_shape in zip(flat_inputs, [x.shape for x in self._inputs]):
            if x is None:
                adjusted.append(x)
                continue
            x_rank = len(x.shape)
            ref_rank = len(ref_shape)
            if x_rank == ref_rank:
                adjusted.append(x)
                continue
            if x_rank == ref_rank + 1 and x.shape[-1] == 1:
                adjusted.append(ops.squeeze(x, axis=-1))
                continue
            if x_rank == ref_rank - 1 and ref_shape[-1] == 1:
                adjusted.append(ops.expand_dims(x, axis=-1))
                continue
            raise ValueError(
                f"Invalid input shape for input {x}. Expected shape {ref_shape}, but input has incompatible "
                f"shape {x.shape}"
            )
        return adjusted

    def _standardize_inputs(self, inputs):
        raise_exception = False
        if isinstance(self._inputs_struct, list) and len(self._inputs_struct) == 1 and ops.is_tensor(inputs):
            inputs = [inputs]
        elif isinstance(inputs, dict) and not isinstance(self._inputs_struct, dict):
            if hasattr(self._inputs_struct, "__len__") and all(
                    isinstance(i, backend.KerasTensor) for i in self._inputs_struct):
                expected_keys = set(i.name for i in self._inputs_struct)
                if expected_keys.issubset(set(inputs.keys())):
                    inputs = [inputs[i.name] for i in self._inputs_struct]
                else:
                    raise_exception = True
            elif isinstance(self._inputs_struct, backend.KerasTensor):
                if self._inputs_struct.name in inputs:
                    inputs = [inputs[self._inputs_struct.name]]
                else:
                    raise_exception = True
            else:
                raise_exception = True
        if (isinstance(self._inputs_struct, dict) and not isinstance(inputs, dict)
                and list(self._inputs_struct.keys()) != sorted(self._inputs_struct.keys())):
            raise_exception = True
        self._maybe_warn_inputs_struct_mismatch(inputs, raise_exception=raise_exception)
        flat_inputs = tree.flatten(inputs)
        flat_inputs = self._convert_inputs_to_tensors(flat_inputs)
        return self._adjust_input_rank(flat_inputs)

    @property
    def input(self):
        return self._inputs_struct

    @property
    def output(self):
        return self._outputs_struct

    @property
    def input_spec(self):
        if hasattr(self, "_manual_input_spec"):
            return self._manual_input_spec

        def shape_with_no_batch_size(x):
            x = list(x)
            if x:
                x[0] = None
            return tuple(x)

        def make_spec_for_tensor(x, name=None):
            optional = isinstance(x._keras_history[0], InputLayer) and x._keras_history[0].optional
            return InputSpec(shape=shape_with_no_batch_size(x.shape), allow_last_axis_squeeze=True,
                             name=x._keras_history[0].name if name is None else name, optional=optional)

        if isinstance(self._inputs_struct, dict):
            if all(isinstance(x, backend.KerasTensor) for x in self._inputs_struct.values()):
                return [make_spec_for_tensor(self._inputs_struct[n], name=n) for n in sorted(self._inputs_struct.keys())]
            return None
        return [make_spec_for_tensor(x) for x in self.inputs]

    @input_spec.setter
    def input_spec(self, value):
        self._manual_input_spec = value


def operation_fn(operation, **call_context_args):
    """`operation` called with the call-context arguments (training) it takes."""

    def call(*args, **kwargs):
        for name, value in call_context_args.items():
            if name in getattr(operation, "_call_context_args", {}) and value is not None:
                kwargs[name] = value
        return operation(*args, **kwargs)

    return call


def unpack_singleton(x):
    if isinstance(x, (list, tuple)) and len(x) == 1:
        return x[0]
    return x


def is_input_keras_tensor(x):
    operation, node_index, _ = x._keras_history
    return operation._inbound_nodes[node_index].is_input
