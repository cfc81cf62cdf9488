# tf.zeros / tf.ones of a shape no machine can hold: the shape converts to int64 once a dim
# reaches 2**31 (constant_op._tensor_shape_tensor_conversion_function), so Fill gets the real
# size and the CPU allocator fails. Expected text: OpKernelContext::allocate_tensor's
# ResourceExhausted "OOM when allocating tensor with shape[...] and type float on <device> by
# allocator cpu", inside the eager op's wrapped function name (execute.cc BuildWrappedOpName)
# with " [Op:Fill] name: " appended (ops.raise_from_not_ok_status; zeros' name scope is skipped
# eagerly). TF also logs a timestamped "Allocation of 4000000000000 exceeds 10% of free system
# memory." line on stderr first, which tfplay does not print (docs/performance.md). Inside a
# tf.function the Fill is traced with the static shape and, its value unused, never runs.
import tensorflow as tf

for make in (tf.zeros, tf.ones):
    try:
        make([10**12])
    except tf.errors.ResourceExhaustedError as e:
        print(type(e).__name__)
        print(e)

try:
    tf.zeros([2, 3 * 10**12], dtype=tf.int32)
except tf.errors.ResourceExhaustedError as e:
    print(e)


@tf.function
def f():
    z = tf.zeros([10**12])
    print(z.shape, z.dtype)


f()
