# ConcreteFunction.variables / trainable_variables count the variables of the functions a graph
# calls: TF's ConcreteFunction._call_flat marks every variable of the called function as
# accessed by the calling graph (resource_variable_ops.variable_accessed -> FuncGraph.watch_variable),
# so an outer tf.function that only calls an inner one lists the inner one's variables, once
# each (FuncGraph._watched_variables is an identity set, whose order TF does not fix: the names
# print sorted), and a loaded SavedModel's restored functions list the restored variables
# (function_deserialization.restore_captures: concrete_function.set_variables).
import tensorflow as tf

w = tf.Variable(2.0, name="w")
frozen = tf.Variable(1.0, name="frozen", trainable=False)


@tf.function
def inner(x):
    return x * w + frozen


@tf.function
def outer(x):
    return inner(x) + inner(2.0 * x)


concrete = outer.get_concrete_function(tf.TensorSpec([], tf.float32))
print(sorted(v.name for v in concrete.variables))
print(sorted(v.name for v in concrete.trainable_variables))


class Scale(tf.Module):
    def __init__(self):
        self.factor = tf.Variable(3.0, name="factor")

    @tf.function(input_signature=[tf.TensorSpec([], tf.float32)])
    def __call__(self, x):
        return x * self.factor


tf.saved_model.save(Scale(), "scale")
loaded = tf.saved_model.load("scale")
print(loaded(tf.constant(2.0)))
print([float(v.numpy()) for v in loaded.__call__.get_concrete_function().variables])
print([float(v.numpy()) for v in loaded.signatures["serving_default"].trainable_variables])
