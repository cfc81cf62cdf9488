# Introduction to graphs: a tf.function and its Python function agree, a tensor if becomes
# tf.cond, tf.autograph.to_code shows the converted source (if_stmt with get_state/set_state
# and do_return/retval_), and Function/ConcreteFunction are tf.types.experimental types.
import tensorflow as tf
import timeit

def a_regular_function(x, y, b):
    x = tf.matmul(x, y)
    x = x + b
    return x

a_function_that_uses_a_graph = tf.function(a_regular_function)
x1 = tf.constant([[1.0, 2.0]])
y1 = tf.constant([[2.0], [3.0]])
b1 = tf.constant(4.0)
orig_value = a_regular_function(x1, y1, b1).numpy()
tf_function_value = a_function_that_uses_a_graph(x1, y1, b1).numpy()
print(orig_value, tf_function_value, orig_value == tf_function_value)

def relu(x):
    if tf.greater(x, 0):
        return x
    else:
        return 0

tf_relu = tf.function(relu)
print(tf_relu(tf.constant(1)).numpy())
print(tf_relu(tf.constant(-1)).numpy())
print(tf.autograph.to_code(relu))
print(isinstance(a_function_that_uses_a_graph, tf.types.experimental.PolymorphicFunction))
print(isinstance(a_function_that_uses_a_graph.get_concrete_function(x1, y1, b1), tf.types.experimental.ConcreteFunction))
