# A tf.function that reads a tf.Variable, called from another tf.function's trace: its concrete
# function is called with its captured_inputs after the arguments (ConcreteFunction._call_flat),
# and the call op's inputs are captured by the caller's FuncGraph (_create_op_internal ->
# capture with no name), so the variable's handle becomes a resource placeholder of the outer
# graph too, named by ops.uid() (FunctionCaptures.capture_by_value: `name =
# str(pywrap_tfe.TFE_Py_UID())`). The outer function's graph.inputs and captured_inputs count it,
# and the call reads the variable's current value at every run.
# TF source: tensorflow/python/framework/func_graph.py (FuncGraph._create_op_internal, capture),
# tensorflow/core/function/capture/capture_container.py (FunctionCaptures.capture_by_value,
# _create_placeholder_helper), python/eager/polymorphic_function/concrete_function.py
# (_call_flat, captured_inputs), atomic_function.py (make_call_op_in_graph).
import tensorflow as tf

v = tf.Variable(2.0)


@tf.function
def inner(x):
    return x * v


@tf.function
def outer(x):
    return inner(x) + 1.0


cf = outer.get_concrete_function(tf.TensorSpec([], tf.float32))
print(len(cf.graph.inputs), [t.dtype for t in cf.graph.inputs])
print(cf.graph.inputs[0].name, cf.graph.inputs[1].name.split(":")[0].isdigit())
print(len(cf.captured_inputs), cf.captured_inputs[0].dtype)
call = [op for op in cf.graph.get_operations() if op.type.endswith("PartitionedCall")][0]
print(len(call.inputs), [t.dtype for t in call.inputs], call.inputs[1].name == cf.graph.inputs[1].name)
print(outer(tf.constant(3.0)))
v.assign(5.0)
print(outer(tf.constant(3.0)))
print([var.name for var in cf.variables])


# The caller reading the variable too shares the capture, whichever comes first
# (FunctionCaptures keys a capture by the captured tensor).
@tf.function
def call_then_read(x):
    return inner(x) + v


@tf.function
def read_then_call(x):
    y = v * 2.0
    return inner(x) + y


for fn in (call_then_read, read_then_call):
    cf = fn.get_concrete_function(tf.TensorSpec([], tf.float32))
    print(len(cf.graph.inputs), len(cf.captured_inputs), fn(tf.constant(1.0)))
print(read_then_call.get_concrete_function(tf.TensorSpec([], tf.float32)).graph.inputs[1].name)
