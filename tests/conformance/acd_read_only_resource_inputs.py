# Automatic control dependencies treat a nested tf.function call, a tf.cond and a tf.while_loop
# that only read a variable as reads: TF sets the list(int) attr _read_only_resource_inputs on
# the call op (atomic_function.make_call_op_in_graph -> _set_read_only_resource_inputs_attr),
# the If op (cond_v2._build_cond; the positions count the predicate) and the While op
# (while_v2._build_while_op), from the resource inputs every op of the called graphs consuming
# them only reads (auto_control_deps_utils.get_read_only_resource_input_indices_graph: a read op
# such as ReadVariableOp, or an op whose own attr lists that input). AutomaticControlDependencies
# (auto_control_deps.py, _get_resource_inputs -> utils.get_read_write_resource_inputs) then
# orders such an op like a read: it waits for the last write only, and the next write waits for
# it. The attr is set on every call, If and While op, empty when nothing is read-only.
# TF adds control inputs from a Python set of Operations, so Operation.control_inputs has no
# fixed order; this program sorts them. The placeholder a call op captures a variable's handle
# with is named by ops.uid(), a process-wide counter, so it is shown as <uid>.
import tensorflow as tf

v = tf.Variable(1.0)


@tf.function
def read_v():
    return v * 2.0


@tf.function
def bump_v():
    v.assign_add(1.0)


def name(t):
    return "<uid>" if t.name.split(":")[0].isdigit() else t.name


def show(fn, *args):
    graph = fn.get_concrete_function(*args).graph
    for op in graph.get_operations():
        resources = [name(t) for t in op.inputs if t.dtype == tf.resource]
        if not resources and op.type != "NoOp":
            continue
        line = f"{op.name} ({op.type}) {resources} after {sorted(c.name for c in op.control_inputs)}"
        if op.type in ("StatefulPartitionedCall", "PartitionedCall", "If", "While"):
            line += f" read-only {op.get_attr('_read_only_resource_inputs')}"
        print(line)
    print()


@tf.function
def calls(x):
    a = read_v()
    b = v.read_value()
    bump_v()
    c = read_v()
    return a + b + c + x


show(calls, tf.TensorSpec([], tf.float32))
print(calls(tf.constant(0.0)))
print(v.numpy())


@tf.function
def control_flow(x, var):
    a = var.read_value()
    b = tf.cond(x > 0, lambda: var * 2.0, lambda: var * 3.0)
    c = tf.while_loop(lambda i: i < var, lambda i: i + 1.0, [0.0])[0]
    var.assign(x)
    d = tf.cond(x > 0, lambda: (var.assign_add(1.0), x)[1], lambda: x)
    return a + b + c + d


w = tf.Variable(2.0)
show(control_flow, tf.TensorSpec([], tf.float32), w)
print(control_flow(tf.constant(5.0), w))
print(w.numpy())
