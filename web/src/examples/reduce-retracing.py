# reduce_retracing=True
# After a shape miss, TensorFlow traces a more general signature:
# dimensions that differ become None; a different rank gives an
# unknown shape. A dtype change cannot be generalized. Which calls
# trace, and with which shape?
import tensorflow as tf

@tf.function(reduce_retracing=True)
def peek(x):
    print("tracing for shape", x.shape)
    tf.print("shape:", tf.shape(x))
    return x

peek(tf.constant([1, 2]))
peek(tf.constant([1, 2, 3]))
peek(tf.constant([1, 2, 3, 4]))
peek(tf.constant([5, 6]))
peek(tf.constant([[1, 2]]))
peek(tf.constant(1.0))
print("traces:", peek.experimental_get_tracing_count())
