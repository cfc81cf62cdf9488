"""Functional (keras/src/models/functional.py): a Model defined by the graph between
`keras.Input` tensors and output tensors."""

import copy
import inspect

from keras.src import backend, ops, tree
from keras.src.backend.common import global_state
from keras.src.layers.core.input_layer import Input, InputLayer
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer
from keras.src.models.model import Model
from keras.src.ops.function import Function, _build_map, make_node_key
from keras.src.ops.node import KerasHistory, Node
from keras.src.ops.operation import Operation
from keras.src.saving import serialization_lib
from keras.src.utils import tracking
from keras.src.utils.warning_sites import warn_at


class Functional(Function, Model):
    def __new__(cls, *args, **kwargs):
        return Layer.__new__(cls)

    # Not tracking attributes keeps the input and output structures plain lists and dicts; the
    # decorator also makes getfullargspec(Functional.__init__) read (*args, **kwargs), on which
    # functional_like_constructor and Model.from_config decide, as Keras's do.
    @tracking.no_automatic_dependency_tracking
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
            inputs, outputs = clone_graph_nodes(inputs, outputs)
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
        """{"name", "trainable", "layers" (each layer serialized with its "inbound_nodes": the
        args and kwargs of each call inside this model, KerasTensors as [layer name, node index,
        tensor index]), "input_layers", "output_layers"}; a subclass with its own constructor
        gets Model.get_config instead."""
        if not functional_like_constructor(self.__class__):
            return Model.get_config(self)
        config = {"name": self.name, "trainable": self.trainable}
        node_reindexing_map = {}
        for operation in self.operations:
            kept_nodes = 1 if issubclass(operation.__class__, Functional) else 0
            for original_node_index in range(len(operation._inbound_nodes)):
                node_key = make_node_key(operation, original_node_index)
                if node_key in self._nodes:
                    node_reindexing_map[node_key] = kept_nodes
                    kept_nodes += 1
        layer_configs = []
        for operation in self.operations:
            filtered_inbound_nodes = []
            for original_node_index, node in enumerate(operation._inbound_nodes):
                if make_node_key(operation, original_node_index) in self._nodes:
                    node_data = serialize_node(node, own_nodes=self._nodes)
                    if node_data is not None:
                        filtered_inbound_nodes.append(node_data)
            serialize_obj_fn = serialization_lib.serialize_keras_object
            if global_state.get_global_attribute("use_legacy_config", False):
                # Legacy format serialization used for H5 files.
                from keras.src.legacy.saving import serialization as legacy_serialization

                serialize_obj_fn = legacy_serialization.serialize_keras_object
            layer_config = serialize_obj_fn(operation)
            layer_config["name"] = operation.name
            layer_config["inbound_nodes"] = filtered_inbound_nodes
            layer_configs.append(layer_config)
        config["layers"] = layer_configs

        def get_tensor_config(tensor):
            operation, node_index, tensor_index = tensor._keras_history
            return [operation.name, node_reindexing_map[make_node_key(operation, node_index)], tensor_index]

        config["input_layers"] = tree.map_structure(get_tensor_config, self._inputs_struct)
        config["output_layers"] = tree.map_structure(get_tensor_config, self._outputs_struct)
        return copy.deepcopy(config)

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

    def add_loss(self, loss):
        # Keras 3.11: "Symbolic only. TODO" -- a Functional model takes no add_loss (the Keras 2
        # `model.add_loss(symbolic_tensor)` pattern); losses come from its layers' call().
        raise NotImplementedError

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


def clone_single_keras_tensor(x):
    return backend.KerasTensor(shape=x.shape, dtype=x.dtype, sparse=x.sparse, name=x.name + "_clone")


def clone_keras_tensors(tensors, kt_id_mapping):
    """`tensors` with each KerasTensor replaced by its clone, made once per tensor and kept in
    `kt_id_mapping` (id of the original -> clone)."""

    def swap(x):
        if not isinstance(x, backend.KerasTensor):
            return x
        if id(x) in kt_id_mapping:
            return kt_id_mapping[id(x)]
        new_x = clone_single_keras_tensor(x)
        kt_id_mapping[id(x)] = new_x
        return new_x

    return tree.map_structure(swap, tensors)


def clone_graph_nodes(inputs, outputs):
    """(inputs, outputs) of a new graph over the same operations, for a Functional model built
    from intermediate tensors: each input that is not a keras.Input tensor becomes a new
    `keras.Input` named `<name>CLONE`, and each Node between inputs and outputs is recorded
    again on its operation (the same layer objects, so the same weights) with cloned tensors,
    as re-running every `__call__()` would. Emulates keras/src/models/functional.py."""
    nodes_to_clone, _ = _build_map(inputs, outputs)
    cloned_inputs = []
    cloned_outputs = []
    # Cloned tensors keep the original tensors' _keras_history from being overwritten.
    kt_id_mapping = {}
    op_id_mapping = {}
    for kt_input in tree.flatten(inputs):
        if is_input_keras_tensor(kt_input):
            cloned_inputs.append(kt_input)
            kt_id_mapping[id(kt_input)] = kt_input
        else:
            cloned_input = Input(batch_shape=kt_input.shape, dtype=kt_input.dtype, sparse=kt_input.sparse,
                                 name=kt_input.name + "CLONE")
            cloned_inputs.append(cloned_input)
            kt_id_mapping[id(kt_input)] = cloned_input
            op_id_mapping[id(kt_input._keras_history[0])] = cloned_input._keras_history[0]
    cloned_inputs = tree.pack_sequence_as(inputs, cloned_inputs)
    for kt_output in tree.flatten(outputs):
        cpy = clone_single_keras_tensor(kt_output)
        # The clone keeps the old history until its node is recorded again below.
        cpy._keras_history = kt_output._keras_history
        cloned_outputs.append(cpy)
        kt_id_mapping[id(kt_output)] = cpy
    cloned_outputs = tree.pack_sequence_as(outputs, cloned_outputs)
    for node in nodes_to_clone:
        operation = op_id_mapping.get(id(node.operation), node.operation)
        output_copy = clone_keras_tensors(node.output_tensors, kt_id_mapping)
        if not isinstance(operation, InputLayer):
            call_args_copy = clone_keras_tensors(node.arguments.args, kt_id_mapping)
            call_kwargs_copy = clone_keras_tensors(node.arguments.kwargs, kt_id_mapping)
        else:
            call_args_copy = ()
            call_kwargs_copy = {}
        # The Node records itself in the operation's _inbound_nodes and its inbound operations'
        # _outbound_nodes, and sets the cloned outputs' _keras_history.
        Node(operation, call_args=call_args_copy, call_kwargs=call_kwargs_copy, outputs=output_copy)
    return cloned_inputs, cloned_outputs


def functional_like_constructor(cls):
    """Whether `cls.__init__`'s positional arguments after self are Functional.__init__'s as
    getfullargspec reads them: none, since its decorator takes (*args, **kwargs)."""
    init_args = inspect.getfullargspec(cls.__init__).args[1:]
    return init_args == inspect.getfullargspec(Functional.__init__).args[1:]


def serialize_node(node, own_nodes=()):
    """{"args", "kwargs"} of one call, each KerasTensor serialized with its node index counted
    among the nodes of `own_nodes` only; None for an input node."""
    if not node.input_tensors:
        return None

    def serialize_keras_tensor(x):
        if isinstance(x, backend.KerasTensor):
            operation, node_index, tensor_index = x._keras_history
            irrelevant_node_count = sum(1 for i in range(node_index) if make_node_key(operation, i) not in own_nodes)
            x._keras_history = KerasHistory(operation, node_index - irrelevant_node_count, tensor_index)
            serialized = serialization_lib.serialize_keras_object(x)
            x._keras_history = KerasHistory(operation, node_index, tensor_index)
            return serialized
        return x

    args = tree.map_structure(serialize_keras_tensor, node.arguments.args)
    kwargs = tree.map_structure(serialize_keras_tensor, node.arguments.kwargs)
    return {"args": serialization_lib.serialize_keras_object(args),
            "kwargs": serialization_lib.serialize_keras_object(kwargs)}


def deserialize_node(node_data, created_layers):
    """(args, kwargs) to call a node's layer with, revived KerasTensors replaced by the outputs
    of the created layers' nodes. Raises IndexError while an inbound node does not exist yet."""
    if not node_data:
        return [], {}
    if isinstance(node_data, list):
        input_tensors = []
        kwargs = {}
        for input_data in node_data:
            if len(input_data) == 4:
                kwargs = input_data[3]
            elif len(input_data) != 3:
                raise ValueError("Cannot deserialize the model (invalid config data?)")
            inbound_layer = created_layers[input_data[0]]
            _check_node_index(inbound_layer, input_data[1])
            input_tensors.append(inbound_layer._inbound_nodes[input_data[1]].output_tensors[input_data[2]])
        return [unpack_singleton(input_tensors)], kwargs

    args = serialization_lib.deserialize_keras_object(node_data["args"])
    kwargs = serialization_lib.deserialize_keras_object(node_data["kwargs"])

    def convert_revived_tensor(x):
        if isinstance(x, backend.KerasTensor):
            history = getattr(x, "_pre_serialization_keras_history", None)
            if history is None:
                return x
            layer = created_layers.get(history[0], None)
            if layer is None:
                raise ValueError(f"Unknown layer: {history[0]}")
            _check_node_index(layer, history[1])
            return layer._inbound_nodes[history[1]].output_tensors[history[2]]
        return x

    return tree.map_structure(convert_revived_tensor, args), tree.map_structure(convert_revived_tensor, kwargs)


def _check_node_index(layer, node_index):
    if len(layer._inbound_nodes) <= node_index:
        raise IndexError(f"Layer node index out of bounds.\ninbound_layer = {layer}\n"
                         f"inbound_layer._inbound_nodes = {layer._inbound_nodes}\ninbound_node_index = {node_index}")


def functional_from_config(cls, config, custom_objects=None):
    """An instance of `cls` (Functional or a subclass taking its arguments) rebuilt from
    Functional.get_config's output: every layer deserialized, then called on its inbound nodes
    in order, a call retried later while its inputs do not exist yet (shared layers)."""
    created_layers = {}
    unprocessed_nodes = {}

    def process_layer(layer_data):
        if "module" not in layer_data:
            # Legacy format deserialization (no "module" key) used for H5 files.
            from keras.src.legacy.saving import saving_utils

            layer = saving_utils.model_from_config(layer_data, custom_objects=custom_objects)
        else:
            layer = serialization_lib.deserialize_keras_object(layer_data, custom_objects=custom_objects)
        if not isinstance(layer, Operation):
            raise ValueError(f"Unexpected object from deserialization, expected a layer or operation, got a "
                             f"{type(layer)}")
        created_layers[layer_data["name"]] = layer
        for node_data in layer_data["inbound_nodes"]:
            unprocessed_nodes.setdefault(layer, []).append(node_data)

    functional_config = {}
    for key in ["layers", "input_layers", "output_layers"]:
        functional_config[key] = config.pop(key)
    for key in ["name", "trainable"]:
        functional_config[key] = config.pop(key) if key in config else None
    for layer_data in functional_config["layers"]:
        process_layer(layer_data)
    while unprocessed_nodes:
        for layer_data in functional_config["layers"]:
            layer = created_layers[layer_data["name"]]
            if layer not in unprocessed_nodes:
                continue
            node_data_list = unprocessed_nodes[layer]
            node_index = 0
            while node_index < len(node_data_list):
                try:
                    args, kwargs = deserialize_node(node_data_list[node_index], created_layers)
                    layer(*args, **kwargs)
                except IndexError:
                    break
                node_index += 1
            if node_index < len(node_data_list):
                unprocessed_nodes[layer] = node_data_list[node_index:]
            else:
                del unprocessed_nodes[layer]

    def get_tensor(layer_name, node_index, tensor_index):
        layer = created_layers[layer_name]
        if isinstance(layer, Functional):
            node_index -= 1
        return layer._inbound_nodes[node_index].output_tensors[tensor_index]

    def map_tensors(tensors):
        if isinstance(tensors, list) and len(tensors) == 3 and isinstance(tensors[0], str):
            return get_tensor(*tensors)
        if isinstance(tensors, dict):
            return {k: map_tensors(v) for k, v in tensors.items()}
        if isinstance(tensors, tuple):
            return tuple(map_tensors(v) for v in tensors)
        return [map_tensors(v) for v in tensors]

    input_tensors = map_tensors(functional_config["input_layers"])
    output_tensors = map_tensors(functional_config["output_layers"])
    return cls(inputs=input_tensors, outputs=output_tensors, name=functional_config["name"],
               trainable=functional_config["trainable"], **config)
