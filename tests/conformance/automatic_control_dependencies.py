# TF 2.20's automatic control dependencies (tensorflow/python/framework/auto_control_deps.py,
# AutomaticControlDependencies.__exit__, which func_graph_from_py_func runs when a trace ends):
# uses of one variable are ordered (a read after a write gets the write as a control input, a
# write gets the reads since the last write), stateful ops without a resource (PrintV2) run in
# program order, and when ops must run (stateful ones, but not the legacy random ops nor a read
# nothing uses) and the function returns tensors, a last op "NoOp" with the attr
# _acd_function_control_output takes them all, and each returned Identity takes the NoOp.
# TF lists a control input set in no fixed order; tfplay lists them in creation order, so this
# program sorts them.
import tensorflow as tf

v = tf.Variable([1.0, 2.0])


def show(fn, *specs):
    graph = fn.get_concrete_function(*specs).graph
    for op in graph.get_operations():
        print(f"{op.name:22} {op.type:20} {sorted(c.name for c in op.control_inputs)}")
    print()


@tf.function
def step(x):
    before = v * 2.0
    v.assign_add(x)
    tf.print("v is", v)
    tf.print("done")
    return before + v


show(step, tf.TensorSpec([2], tf.float32))
print(step(tf.constant([1.0, 1.0])))


@tf.function
def noisy(x):
    return x + tf.random.uniform([2], seed=1) * 0.0


show(noisy, tf.TensorSpec([2], tf.float32))


@tf.function
def store(x):
    v.assign(x)


show(store, tf.TensorSpec([2], tf.float32))
ops = step.get_concrete_function(tf.TensorSpec([2], tf.float32)).graph.get_operations()
print(ops[-1].get_attr("_acd_function_control_output"))
