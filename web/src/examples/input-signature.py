# input_signature with None
# A signature fixes the dtype and rank up front; None lets that
# dimension vary. How many traces happen? Which calls are turned
# away, and with which error?
import tensorflow as tf

@tf.function(input_signature=[tf.TensorSpec(shape=[None], dtype=tf.float32)])
def shares(v):
    print("tracing with shape", v.shape)
    part = v / tf.reduce_sum(v)
    tf.print("shares:", part)
    return part

shares(tf.constant([1.0, 3.0]))
shares(tf.constant([1.0, 1.0, 2.0]))
shares([2.0, 6.0])  # a Python list of floats

for bad in [tf.constant([1, 3]), tf.constant([[1.0, 3.0]])]:
    try:
        shares(bad)
    except TypeError as e:
        print("rejected:", str(e).split(". Received")[0])

print("traces:", shares.experimental_get_tracing_count())
