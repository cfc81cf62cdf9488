"""Function (keras/src/ops/function.py): the DAG of Nodes between input and output
KerasTensors, replayed on new inputs depth by depth."""
from keras.src import tree
from keras.src.backend.common.keras_tensor import KerasTensor
from keras.src.ops.operation import Operation


class Function(Operation):
    def __init__(self, inputs, outputs, name=None):
        super().__init__(name=name)
        self._inputs_struct = tree.map_structure(lambda x: x, inputs)
        self._outputs_struct = tree.map_structure(lambda x: x, outputs)
        self._inputs = tree.flatten(inputs)
        self._outputs = tree.flatten(outputs)
        if not self._inputs:
            raise ValueError(f"`inputs` argument cannot be empty. Received:\ninputs={inputs}\noutputs={outputs}")
        if not self._outputs:
            raise ValueError(f"`outputs` argument cannot be empty. Received:\ninputs={inputs}\noutputs={outputs}")
        nodes, nodes_by_depth, operations, operations_by_depth = map_graph(self._inputs, self._outputs)
        self._nodes = nodes
        self._nodes_by_depth = nodes_by_depth
        self._operations = operations
        self._operations_by_depth = operations_by_depth
        for input in self._inputs:
            if input._keras_history.operation and not input._keras_history.operation._outbound_nodes:
                raise ValueError("`inputs` not connected to `outputs`")

    @property
    def operations(self):
        return self._operations[:]

    @property
    def inputs(self):
        return self._inputs

    @property
    def outputs(self):
        return self._outputs

    def compute_output_spec(self, inputs):
        self._assert_input_compatibility(inputs)
        shortcut = True
        for x, x_ref in zip(tree.flatten(inputs), self._inputs):
            if x.shape != x_ref.shape:
                shortcut = False
                break
        if shortcut:
            return tree.map_structure(lambda x: KerasTensor(shape=x.shape, dtype=x.dtype), self._outputs_struct)
        return self._run_through_graph(inputs, operation_fn=lambda op: op.compute_output_spec)

    def compute_output_shape(self, input_shape):
        input_shape_struct = tree.map_shape_structure(lambda x: KerasTensor(shape=x), input_shape)
        for x, x_ref in zip(tree.flatten(input_shape_struct), self._inputs):
            x._dtype = x_ref.dtype
        output_spec = self.compute_output_spec(input_shape_struct)
        return tree.map_structure(lambda x: x.shape, output_spec)

    def call(self, inputs):
        self._assert_input_compatibility(inputs)
        return self._run_through_graph(inputs, operation_fn=lambda op: op)

    def _run_through_graph(self, inputs, operation_fn, call_fn=None):
        inputs = tree.flatten(inputs)
        tensor_dict = {}
        for x, y in zip(self.inputs, inputs):
            tensor_dict[id(x)] = y
        depth_keys = sorted(self._nodes_by_depth.keys(), reverse=True)
        for depth in depth_keys:
            for node in self._nodes_by_depth[depth]:
                if not node.operation or node.is_input:
                    continue
                if any(id(x) not in tensor_dict for x in node.input_tensors):
                    continue
                args, kwargs = node.arguments.fill_in(tensor_dict)
                op = operation_fn(node.operation)
                outputs = call_fn(op, *args, **kwargs) if call_fn is not None else op(*args, **kwargs)
                for x, y in zip(node.outputs, tree.flatten(outputs)):
                    tensor_dict[id(x)] = y
        return tree.pack_sequence_as(self._outputs_struct, [tensor_dict[id(x)] for x in self.outputs])

    def _assert_input_compatibility(self, inputs):
        try:
            tree.assert_same_structure(inputs, self._inputs_struct)
        except (ValueError, TypeError):
            raise ValueError(
                "Function was called with an invalid input structure. Expected input structure: "
                f"{self._inputs_struct}\nReceived input structure: {inputs}"
            )
        for x, x_ref in zip(tree.flatten(inputs), self._inputs):
            if len(x.shape) != len(x_ref.shape):
                raise ValueError(
                    f"{self.__class__.__name__} was passed incompatible inputs. For input '{x_ref.name}', "
                    f"expected shape {x_ref.shape}, but received instead a tensor with shape {x.shape}."
                )
            for dim, ref_dim in zip(x.shape, x_ref.shape):
                if ref_dim is not None and dim is not None and dim != ref_dim:
                    raise ValueError(
                        f"{self.__class__.__name__} was passed incompatible inputs. For input "
                        f"'{x_ref.name}', expected shape {x_ref.shape}, but received instead a tensor with "
                        f"shape {x.shape}."
                    )


def make_node_key(op, node_index):
    return str(id(op)) + "_ib-" + str(node_index)


def map_graph(inputs, outputs):
    """The nodes, nodes by depth, operations (inputs first) and operations by depth of the
    graph from `inputs` to `outputs`. Raises ValueError for a disconnected graph or a name
    used twice."""
    nodes_in_decreasing_depth, operation_indices = _build_map(inputs, outputs)
    network_nodes = {
        make_node_key(node.operation, node.operation._inbound_nodes.index(node)) for node in nodes_in_decreasing_depth
    }
    nodes_depths = {}
    operations_depths = {}
    for node in reversed(nodes_in_decreasing_depth):
        depth = nodes_depths.setdefault(node, 0)
        depth = max(depth, operations_depths.get(node.operation, 0))
        operations_depths[node.operation] = depth
        nodes_depths[node] = depth
        for node_dep in node.parent_nodes:
            nodes_depths[node_dep] = max(depth + 1, nodes_depths.get(node_dep, 0))
    for input_t in inputs:
        input_operation = input_t._keras_history[0]
        if input_operation and input_operation not in operations_depths:
            operations_depths[input_operation] = 0
            operation_indices[input_operation] = -1
            nodes_depths[input_operation._inbound_nodes[0]] = 0
            network_nodes.add(make_node_key(input_operation, 0))
    nodes_by_depth = {}
    for node, depth in nodes_depths.items():
        nodes_by_depth.setdefault(depth, []).append(node)
    operations_by_depth = {}
    for operation, depth in operations_depths.items():
        operations_by_depth.setdefault(depth, []).append(operation)
    operations = []
    for depth in sorted(operations_by_depth.keys(), reverse=True):
        for_depth = operations_by_depth[depth]
        for_depth.sort(key=lambda x: operation_indices[x])
        operations.extend(for_depth)
    computable = set(id(x) for x in inputs)
    with_complete_input = []
    for depth in sorted(nodes_by_depth.keys(), reverse=True):
        for node in nodes_by_depth[depth]:
            for x in tree.flatten(node.input_tensors):
                if id(x) not in computable:
                    raise ValueError(
                        f"Graph disconnected: cannot find parent for tensor {x} at operation "
                        f"'{node.operation}'. The following previous operations were accessed without "
                        f"issue: {with_complete_input}"
                    )
                with_complete_input.append(node.operation.name)
            for x in tree.flatten(node.outputs):
                computable.add(id(x))
    all_names = [operation.name for operation in operations]
    for name in all_names:
        if all_names.count(name) != 1:
            raise ValueError(
                f'The name "{name}" is used {all_names.count(name)} times in the model. All operation names '
                "should be unique."
            )
    return network_nodes, nodes_by_depth, operations, operations_by_depth


def _build_map(inputs, outputs):
    finished_nodes = set()
    nodes_in_progress = set()
    nodes_in_decreasing_depth = []
    operation_indices = {}
    for output in tree.flatten(outputs):
        _build_map_helper(inputs, output, finished_nodes, nodes_in_progress, nodes_in_decreasing_depth,
                          operation_indices)
    return nodes_in_decreasing_depth, operation_indices


def _build_map_helper(inputs, tensor, finished_nodes, nodes_in_progress, nodes_in_decreasing_depth,
                      operation_indices):
    operation, node_index, _ = tensor._keras_history
    if not operation:
        return
    node = operation._inbound_nodes[node_index]
    if node in finished_nodes:
        return
    if node in nodes_in_progress:
        raise ValueError(f"Tensor {tensor} from operation '{operation.name}' is part of a cycle.")
    if operation not in operation_indices:
        operation_indices[operation] = len(operation_indices)
    nodes_in_progress.add(node)
    if not node.is_input and not any(tensor is x for x in tree.flatten(inputs)):
        for t in node.input_tensors:
            _build_map_helper(inputs, t, finished_nodes, nodes_in_progress, nodes_in_decreasing_depth,
                              operation_indices)
    finished_nodes.add(node)
    nodes_in_progress.remove(node)
    nodes_in_decreasing_depth.append(node)
