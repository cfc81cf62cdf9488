# Introduction to graphs: eager execution runs an unused tf.gather and fails (GatherV2's
# 'indices[0] = 1 is not in [0, 1)'), graph execution prunes it and returns; timeit around eager
# and graph calls; get_MSE's Python print runs once per trace but on every call under
# tf.config.run_functions_eagerly(True) (no new trace counted), and an assert inside the graph
# raises InvalidArgumentError at run time. Source: the guide and polymorphic_function.py.
import tensorflow as tf
import timeit

def unused_return_eager(x):
    tf.gather(x, [1])
    return x

try:
    print(unused_return_eager(tf.constant([0.0])))
except tf.errors.InvalidArgumentError as e:
    print(f'{type(e).__name__}: {e}')

@tf.function
def unused_return_graph(x):
    tf.gather(x, [1])
    return x

print(unused_return_graph(tf.constant([0.0])))

x = tf.random.uniform(shape=[10, 10], minval=-1, maxval=2, dtype=tf.dtypes.int32)

def power(x, y):
    result = tf.eye(10, dtype=tf.dtypes.int32)
    for _ in range(y):
        result = tf.matmul(x, result)
    return result

t = timeit.timeit(lambda: power(x, 10), number=2)
print(t > 0)
power_as_graph = tf.function(power)
t = timeit.timeit(lambda: power_as_graph(x, 10), number=2)
print(type(t).__name__)

@tf.function
def get_MSE(y_true, y_pred):
    print("Calculating MSE!")
    sq_diff = tf.pow(y_true - y_pred, 2)
    return tf.reduce_mean(sq_diff)

y_true = tf.random.uniform([5], maxval=10, dtype=tf.int32)
y_pred = tf.random.uniform([5], maxval=10, dtype=tf.int32)
error = get_MSE(y_true, y_pred)
error = get_MSE(y_true, y_pred)
tf.config.run_functions_eagerly(True)
error = get_MSE(y_true, y_pred)
error = get_MSE(y_true, y_pred)
tf.config.run_functions_eagerly(False)
print(get_MSE.experimental_get_tracing_count())

@tf.function
def assert_in_graph(x):
    tf.debugging.assert_positive(x)
    return x

print(assert_in_graph(tf.constant([1.0])))
try:
    assert_in_graph(tf.constant([-1.0]))
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError")
