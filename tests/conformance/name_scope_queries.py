# Where a program is: tf.get_current_name_scope (its docstring: '' at the top, 'name1/name2'
# in nested scopes; ops.get_name_scope), tf.inside_function (ops.inside_function: the default
# graph's building_function, false under a tf.Graph) and tf.is_symbolic_tensor.
import tensorflow as tf

print(repr(tf.get_current_name_scope()), tf.inside_function(), tf.is_symbolic_tensor(tf.constant(1)))
with tf.name_scope('name1'):
    with tf.name_scope('name2'):
        print(repr(tf.get_current_name_scope()))


@tf.function
def f(x):
    with tf.name_scope("block"):
        print(tf.inside_function(), repr(tf.get_current_name_scope()), tf.is_symbolic_tensor(x))
    return x


f(tf.constant(1))
g = tf.Graph()
with g.as_default():
    print(tf.inside_function(), g.building_function, tf.is_symbolic_tensor(tf.constant(2.0)))
print(f.get_concrete_function(tf.constant(1)).graph.building_function)
