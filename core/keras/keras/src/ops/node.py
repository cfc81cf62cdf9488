"""The Functional graph's bookkeeping (keras/src/ops/node.py, symbolic_arguments.py): a Node
records one symbolic call of an Operation, and each KerasTensor it outputs carries a
KerasHistory pointing back at it."""
import collections

from keras.src import tree
from keras.src.backend.common.keras_tensor import KerasTensor


class SymbolicArguments:
    """The positional and keyword arguments of a call; `keras_tensors` lists the KerasTensors
    among them in flattening order."""

    def __init__(self, *args, **kwargs):
        self.args = tree.map_structure(lambda x: x, args)
        self.kwargs = tree.map_structure(lambda x: x, kwargs)
        self.keras_tensors = []
        for x in tree.flatten((self.args, self.kwargs)):
            if isinstance(x, KerasTensor):
                self.keras_tensors.append(x)
        self._single_positional_tensor = None
        if len(self.args) == 1 and isinstance(self.args[0], KerasTensor) and not self.kwargs:
            self._single_positional_tensor = self.args[0]

    def convert(self, conversion_fn):
        args = tree.map_structure(conversion_fn, self.args)
        kwargs = tree.map_structure(conversion_fn, self.kwargs)
        return args, kwargs

    def fill_in(self, tensor_dict):
        """The arguments with each KerasTensor replaced by `tensor_dict[id(tensor)]`."""
        if self._single_positional_tensor is not None:
            return (tensor_dict[id(self._single_positional_tensor)],), {}

        def switch(x):
            if isinstance(x, KerasTensor):
                return tensor_dict.get(id(x), None)
            return x

        return self.convert(switch)


class KerasHistory(collections.namedtuple("KerasHistory", ["operation", "node_index", "tensor_index"])):
    __slots__ = ()


class Node:
    """One `operation.__call__()` on KerasTensors: its arguments, its output tensors."""

    def __init__(self, operation, call_args=None, call_kwargs=None, outputs=None):
        self.operation = operation
        self.arguments = SymbolicArguments(*(call_args or ()), **(call_kwargs or {}))
        self.outputs = [] if outputs is None else tree.flatten(outputs)
        for x in self.outputs:
            if not isinstance(x, KerasTensor):
                raise ValueError(
                    f"All operation outputs must be tensors. Operation {operation} returned a "
                    f"non-tensor. Non-tensor received: {x}"
                )
        zero_history = any(not x.record_history for x in self.arguments.keras_tensors)
        if not zero_history:
            for tensor in self.arguments.keras_tensors:
                if not hasattr(tensor, "_keras_history"):
                    tensor._keras_history = KerasHistory(operation=None, node_index=0, tensor_index=0)
        self.operation._inbound_nodes.append(self)
        for kt in self.arguments.keras_tensors:
            inbound_op = kt._keras_history.operation
            if inbound_op is not None:
                inbound_op._outbound_nodes.append(self)
        if not zero_history:
            node_index = len(self.operation._inbound_nodes) - 1
            for i, tensor in enumerate(self.outputs):
                tensor._keras_history = KerasHistory(operation=operation, node_index=node_index, tensor_index=i)
        self.is_input = not self.arguments.keras_tensors

    def __repr__(self):
        return f"<Node operation={self.operation.name}, id={id(self)}>"

    @property
    def input_tensors(self):
        return self.arguments.keras_tensors

    @property
    def output_tensors(self):
        return self.outputs

    @property
    def parent_nodes(self):
        deps = []
        for kt in self.arguments.keras_tensors:
            op = kt._keras_history.operation
            if op is not None:
                deps.append(op._inbound_nodes[kt._keras_history.node_index])
        return deps
