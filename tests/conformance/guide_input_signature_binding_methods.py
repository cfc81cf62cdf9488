# input_signature binding: Python values are cast to the specs (a list to int32), a missing or
# extra argument and an uncastable float fail with 'Binding inputs to tf.function failed due to
# ...' (function_type_utils.bind_function_inputs wrapping inspect's and convert_to_tensor's
# messages); on a tf.Module method an unknown-rank spec traces once for every shape.
import tensorflow as tf

@tf.function(input_signature=(tf.TensorSpec([None], tf.int32), tf.TensorSpec([], tf.int32)))
def shift(x, k):
    return x + k

print(shift(tf.constant([1, 2, 3]), tf.constant(1)))
print(shift([4, 5], 2))
try:
    shift(tf.constant([1]))
except TypeError as e:
    print("TypeError:", e)
try:
    shift(tf.constant([1]), 1, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    shift(tf.constant([1]), k=1.5)
except TypeError as e:
    print("TypeError:", e)

class Box(tf.Module):
    @tf.function(input_signature=[tf.TensorSpec(None, tf.float32)])
    def double(self, x):
        print("tracing double")
        return 2 * x

b = Box()
print(b.double(tf.constant(1.0)))
print(b.double(tf.constant([1.0, 2.0])))
print(b.double.experimental_get_tracing_count())
print(b.double.get_concrete_function())
