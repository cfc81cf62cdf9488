# Function.clear_cache drops every trace: the tracing count goes back to 0 and the next call
# traces again. Clearing a method's Function (through the class) also drops the Functions
# bound to its instances, so an instance's method traces again too.
# TF source: tensorflow/python/types/core.py (PolymorphicFunction.clear_cache, in TF's API
# golden tensorflow.types.experimental.-polymorphic-function.pbtxt); polymorphic_function_test.py
# (test_clear_cache, test_clear_cache_method_descriptor).
import tensorflow as tf


@tf.function
def double(a):
    print("tracing double")
    return a + a


print(double(tf.constant(1)).numpy(), double(tf.constant("a")).numpy())
print(double.experimental_get_tracing_count())
double.clear_cache()
print(double.experimental_get_tracing_count())
print(double(tf.constant(1)).numpy())
print(double.experimental_get_tracing_count())


class Model:
    @tf.function
    def call(self, x):
        print("tracing call")
        return x + 1


m = Model()
print(m.call(tf.constant(1)).numpy(), m.call.experimental_get_tracing_count())
Model.call.clear_cache()
print(m.call.experimental_get_tracing_count())
print(m.call(tf.constant(1)).numpy(), m.call.experimental_get_tracing_count())
