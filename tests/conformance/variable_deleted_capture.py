# A tf.function that captured a tf.Variable which was then garbage collected (the "Better
# performance with tf.function" guide's "Deleting tf.Variables between calls"). TF's
# EagerResourceDeleter (resource_variable_ops.py) destroys the variable's resource when the
# Python object dies. The graph's ReadVariableOp then fails with FailedPreconditionError "Could
# not find variable _AnonymousVar<N>. ..." (kernels/resource_variable_ops.cc). N comes from a
# process-wide resource counter (ResourceHandle::GenerateUniqueId) that tfplay cannot
# reproduce, so the call raises NotImplementedError naming the case instead of reading a value
# TF no longer has. Keeping a reference (or replacing the capture by an argument) works as in
# TF. ConcreteFunction.variables holds weak references (func_graph.py FuncGraph.variables), so
# the deleted variable no longer shows there.
import tensorflow as tf

external_var = tf.Variable(3)


@tf.function
def f(x):
    return x * external_var


traced_f = f.get_concrete_function(4)
print(traced_f(4))
print(len(traced_f.variables))
kept = external_var
external_var = tf.Variable(4)
print(traced_f(4))  # `kept` keeps the first variable alive
del kept
print(len(traced_f.variables))
# f(4) reuses the trace that captured the deleted variable; f(5) traces anew with the new one.
for call in (lambda: traced_f(4), lambda: f(4), lambda: f(5)):
    try:
        print(call())
    except NotImplementedError as e:
        print("NotImplementedError:", e)

# A variable that stays referenced is unaffected.
counter = tf.Variable(0)


@tf.function
def bump():
    return counter.assign_add(1)


bump()
print(bump().numpy(), counter.numpy())
