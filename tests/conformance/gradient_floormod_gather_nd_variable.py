# Gradients TF 2.20 registers that tfplay lacked. math_grad.py _FloorModGrad: x % y passes the
# gradient to x unchanged and -grad * floor_div(x, y) to y, summed over broadcast axes.
# array_grad.py _ResourceGatherNdGrad: tf.gather_nd on a tf.Variable runs ResourceGatherNd
# (array_ops.gather_nd calls params.gather_nd). Its gradient is an IndexedSlices of rows for a
# [N, 1] index matrix and a scatter_nd into the variable's shape (VariableShape) otherwise.
# image_grad.py has no gradient for HSVToRGB, so that is registry.py's LookupError.
import tensorflow as tf

x = tf.Variable([[0.3, -1.2], [2.5, 7.0]])
y = tf.Variable(2.0)
with tf.GradientTape() as tape:
    z = tf.reduce_sum((x % y) * [[1.0, 2.0], [3.0, 4.0]])
gx, gy = tape.gradient(z, [x, y])
print(gx)
print(gy)

with tf.GradientTape(persistent=True) as tape:
    points = tf.gather_nd(x, [[0, 1], [1, 0], [0, 1]])
    rows = tf.gather_nd(x, [[1], [1]])
print(tape.gradient(points, x))
rows_grad = tape.gradient(rows, x)
print(type(rows_grad).__name__)
print(tf.convert_to_tensor(rows_grad))

with tf.GradientTape() as tape:
    rgb = tf.image.hsv_to_rgb(tf.sigmoid(tf.stack([x, x, x], -1)))
try:
    tape.gradient(rgb, x)
except LookupError as e:
    print(f"{type(e).__name__}: {e}")
