# Better performance with tf.function, Python state: a Python iterator argument is consumed only
# while tracing (the same object reuses the trace, so 'Value: 1' three times) while a tf.data
# iterator advances on each call with one trace; globals and Python attributes are frozen at
# trace time (buggy_add stays 2, m.b stays 10) while variables are read live; a closure over a
# variable; a list appended only during the single trace; a generator unrolled at trace time.
import tensorflow as tf

@tf.function
def buggy_consume_next(iterator):
    tf.print("Value:", next(iterator))

iterator = iter([1, 2, 3])
buggy_consume_next(iterator)
buggy_consume_next(iterator)
buggy_consume_next(iterator)

@tf.function
def good_consume_next(iterator):
    tf.print("Value:", next(iterator))

ds = tf.data.Dataset.from_tensor_slices([1, 2, 3])
it = iter(ds)
good_consume_next(it)
good_consume_next(it)
good_consume_next(it)
print(good_consume_next.experimental_get_tracing_count())

foo = 1
@tf.function
def buggy_add():
    return 1 + foo

print(buggy_add())
foo = 100
print(buggy_add())

class SimpleModel(tf.Module):
    def __init__(self):
        self.a_var = tf.Variable(5.0)
        self.b = 10.0

    @tf.function
    def __call__(self, x):
        return x * self.a_var + self.b

m = SimpleModel()
print(m(tf.constant(2.0)))
m.b = 20.0
print(m(tf.constant(2.0)))
m.a_var.assign(1.0)
print(m(tf.constant(2.0)))

def outer():
    v = tf.Variable(1.0)
    @tf.function
    def inner():
        return v * 2
    return inner

fn = outer()
print(fn())

external_list = []
@tf.function
def side_effect(x):
    print('Python side effect')
    external_list.append(x)

side_effect(1)
side_effect(1)
side_effect(1)
print(len(external_list))

@tf.function
def gen_fn():
    total = tf.constant(0)
    for v in (i * 2 for i in range(3)):
        total += v
    return total
print(gen_fn())
