# Creating a variable on the first call: TF traces once allowing variable creation, lifts the
# initializer out, then traces again without variable creation, so the Python print runs twice
# and the tracing count is 2 after one call. Later calls reuse the second trace.
# TF source: tensorflow/python/eager/polymorphic_function/polymorphic_function.py
# (Function._call, _initialize, UnliftedInitializerVariable), module/module.py.
import tensorflow as tf


class Counter(tf.Module):
    def __init__(self):
        super().__init__()
        self.count = None

    @tf.function
    def __call__(self, x):
        print("tracing with", x)
        if self.count is None:
            self.count = tf.Variable(0.0)
        self.count.assign_add(x)
        return self.count.read_value()


c = Counter()
print(c(tf.constant(1.0)))
print(c.__call__.experimental_get_tracing_count())
print(c(tf.constant(2.0)))
print(c.__call__.experimental_get_tracing_count())
print(c.count)
print(c.name, c.trainable_variables)


@tf.function
def plain(x):
    print("tracing plain")
    return x + 1


plain(tf.constant(1))
print(plain.experimental_get_tracing_count())
