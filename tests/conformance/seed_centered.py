# Seed "tf.function Interview Questions", Question 2: an input_signature with a None
# dimension serves both lengths with one trace. The seed's two calls are unmodified.
import tensorflow as tf

@tf.function(input_signature=[tf.TensorSpec([None], tf.float32)])
def centered(x):
    return x - tf.reduce_mean(x)

centered(tf.constant([1.0, 3.0], dtype=tf.float32))
centered(tf.constant([1.0, 3.0, 5.0], dtype=tf.float32))

print(centered.experimental_get_tracing_count())
print(centered(tf.constant([2.0, 4.0, 9.0])))
print(centered.pretty_printed_concrete_signatures())
for label, value in [("scalar", tf.constant(1.0)), ("matrix", tf.constant([[1.0]])), ("int32", tf.constant([1, 2]))]:
    try:
        centered(value)
    except TypeError as e:
        print(label, "rejected:", str(e).split("`")[1])
