# tf.gather's gradient is a tf.IndexedSlices (array_grad.py _GatherV2Grad; for a variable,
# resource_variable_ops._GatherGrad): the gathered rows' gradients, their int32 indices and the
# params' int32 dense shape. str() shows its three tensors (indexed_slices.py __str__);
# tf.convert_to_tensor adds repeated rows up. A dense gradient of the same variable makes
# backprop._aggregate_grads add everything densely. Then GradientTape.jacobian and
# batch_jacobian (backprop.py): one gradient per target element, stacked to
# target.shape + source.shape (batch_jacobian: per example, target.shape + source.shape[1:]).
import tensorflow as tf

table = tf.Variable([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
with tf.GradientTape() as tape:
    rows = tf.gather(table, [2, 0, 2])
    loss = tf.reduce_sum(rows * tf.constant([[1.0], [2.0], [3.0]]))
grad = tape.gradient(loss, table)
print(type(grad).__name__)
print(grad)
print(grad.values.shape, grad.shape)
print(tf.convert_to_tensor(grad))

with tf.GradientTape() as tape:
    loss = tf.reduce_sum(tf.gather(table, [1])) + tf.reduce_sum(table * 0.5)
mixed = tape.gradient(loss, table)
print(type(mixed).__name__, mixed.numpy().tolist())

x = tf.constant([1.0, 2.0, 3.0])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = x * x
    z = tf.reduce_sum(x) * tf.constant([1.0, -1.0])
print(tape.jacobian(y, x))
print(tape.jacobian(z, x).numpy().tolist())
print(tape.jacobian(z, [x, tf.constant(1.0)]))
del tape

batch = tf.constant([[1.0, 2.0], [3.0, 4.0]])
with tf.GradientTape() as tape:
    tape.watch(batch)
    out = batch * batch
print(tape.batch_jacobian(out, batch).numpy().tolist())
try:
    tape.batch_jacobian(out, batch)
except RuntimeError as e:
    print("RuntimeError:", e)
