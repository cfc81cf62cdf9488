# A tf.Variable passed to a tf.function as an argument, read or updated inside tf.cond and
# tf.while_loop: the branch and body graphs capture its handle placeholder with the
# variable's handle data (func_graph._create_substitute_placeholder calls
# handle_data_util.copy_handle_data), so the reads and assign_add results inside them keep
# the variable's dtype and shape, and the loop's shape check passes.
import tensorflow as tf

counter = tf.Variable(0.0)
weights = tf.Variable([1.0, 2.0])


@tf.function
def count_to(v, limit):
    def body(i):
        step = v.assign_add(1.0)
        print("body:", step.shape, v.read_value().shape)
        return step
    return tf.while_loop(lambda i: i < limit, body, [tf.constant(0.0)])


@tf.function
def pick(w, flag):
    out = tf.cond(flag, lambda: w.read_value() * 2.0, lambda: w.assign_sub([1.0, 1.0]))
    print("cond:", out.shape)
    return out


print(count_to(counter, 3.0), counter.numpy())
print(count_to(counter, 5.0), counter.numpy())
print(pick(weights, tf.constant(True)).numpy(), pick(weights, tf.constant(False)).numpy(), weights.numpy())
with tf.GradientTape() as tape:
    y = tf.reduce_sum(pick(weights, tf.constant(True)))
print(tape.gradient(y, weights).numpy())
