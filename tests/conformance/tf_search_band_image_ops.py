# tf.searchsorted, tf.bitcast, tf.linalg.band_part, tf.math.in_top_k, tf.image.resize and
# tf.raw_ops: the docstring examples of tensorflow/python/ops/array_ops.py (searchsorted),
# gen_array_ops.py (Bitcast's example 3, MatrixBandPart's 4x4 example), nn_ops.py (in_top_k_v2)
# and image_ops_impl.py (resize_images_v2: the 5x5 identity image resized to 3x5, printed here to
# 4 decimals); the tf.raw_ops wrappers are ops.to_raw_op(gen function): keyword-only, named in
# errors after the snake_case gen function (python_op_gen's GenerateLowerCaseOpName).
import tensorflow as tf

print(repr(tf.searchsorted([-1, 3.3, 9.1, 10.0], [0.0, 4.1, 12.0]).numpy()))
seq = [0, 3, 9, 10, 10]
print(repr(tf.searchsorted(seq, [0, 4, 10]).numpy()))
print(repr(tf.searchsorted(seq, [0, 4, 10], side="right").numpy()))
sorted_sequence = [[0., 3., 8., 9., 10.], [1., 2., 3., 4., 5.]]
print(repr(tf.searchsorted(sorted_sequence, [[9.8, 2.1, 4.3], [0.1, 6.6, 4.5]]).numpy()))
print(tf.searchsorted(seq, [0, 4, 10], out_type=tf.int64).dtype)

x = [1., 2., 3.]
y = [0., 2., 3.]
equality = tf.equal(x, y)
equality_cast = tf.cast(equality, tf.float32)
equality_bitcast = tf.bitcast(equality_cast, tf.uint8)
print(equality)
print(equality_cast)
print(equality_bitcast)

band = tf.constant([[0, 1, 2, 3], [-1, 0, 1, 2], [-2, -1, 0, 1], [-3, -2, -1, 0]])
print(tf.linalg.band_part(band, 1, -1))
print(tf.linalg.band_part(band, 2, 1))
print(tf.linalg.band_part(band, 0, -1))
print(tf.linalg.band_part(band, -1, 0))

target = tf.constant([0, 1, 3])
pred = tf.constant([[1.2, -0.3, 2.8, 5.2], [0.1, 0.0, 0.0, 0.0], [0.0, 0.5, 0.3, 0.3]], dtype=tf.float32)
print(tf.math.in_top_k(target, pred, 2))

image = tf.constant([
    [1, 0, 0, 0, 0],
    [0, 1, 0, 0, 0],
    [0, 0, 1, 0, 0],
    [0, 0, 0, 1, 0],
    [0, 0, 0, 0, 1],
])
image = image[tf.newaxis, ..., tf.newaxis]
print(image.shape.as_list())
resized = tf.image.resize(image, [3, 5])
print(resized.dtype, resized.shape)
for row in resized[0, ..., 0].numpy():
    print([f"{float(v) + 0.0:.4f}" for v in row])
print(tf.image.resize(image[0], [3, 5]).shape.as_list())

print(tf.raw_ops.Add(x=tf.constant(1), y=tf.constant(2)))
try:
    tf.raw_ops.Add(1, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    tf.raw_ops.Add(x=tf.constant(1))
except TypeError as e:
    print("TypeError:", e)

# math_ops.reduce_logsumexp and count_nonzero_v2: their docstring examples (log(6), log(2) and
# log(3) printed to 4 decimals; counts are int64 by default).
x = tf.constant([[0., 0., 0.], [0., 0., 0.]])
for args, kwargs in [((), {}), ((0,), {}), ((1,), {}), ((1,), {"keepdims": True}), (([0, 1],), {})]:
    r = tf.reduce_logsumexp(x, *args, **kwargs)
    print(r.shape, [f"{float(v):.4f}" for v in r.numpy().reshape(-1)])
x = tf.constant([[0, 1, 0], [1, 1, 0]])
print(tf.math.count_nonzero(x))
print(tf.math.count_nonzero(x, 0))
print(tf.math.count_nonzero(x, 1))
print(tf.math.count_nonzero(x, 1, keepdims=True))
print(tf.math.count_nonzero(x, [0, 1]))

# constant_op._tensor_shape_tensor_conversion_function: a TensorShape converts to its dims;
# tf.zeros reshapes a scalar size to a vector; tf.eye takes tensor sizes.
print(tf.convert_to_tensor(tf.TensorShape([2, 3])))
print(tf.reshape(tf.range(6), tf.TensorShape([3, 2])))
try:
    tf.convert_to_tensor(tf.TensorShape([None, 3]))
except ValueError as e:
    print("ValueError:", e)
try:
    tf.convert_to_tensor(tf.TensorShape([2, 3]), dtype=tf.float32)
except TypeError as e:
    print("TypeError:", e)
print(tf.zeros(tf.constant(3)))
print(tf.eye(tf.constant(2)))

# image_grad.py's _ResizeBilinearGrad and _ResizeNearestNeighborGrad: upsampling 2x2 to 4x4
# sends each input pixel a total weight of 4 (half-pixel centers split the 4 output rows and
# columns 2 and 2 between the 2 input ones).
x = tf.constant([[[[1.0], [2.0]], [[3.0], [4.0]]]])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    b = tf.reduce_sum(tf.image.resize(x, [4, 4]))
    n = tf.reduce_sum(tf.image.resize(x, [4, 4], method="nearest"))
print(tf.reshape(tape.gradient(b, x), [-1]))
print(tf.reshape(tape.gradient(n, x), [-1]))

# math_grad.py's _AsinGrad, _AcosGrad, _AtanGrad, _SinhGrad, _CoshGrad, _AsinhGrad, _AcoshGrad and
# _AtanhGrad: 1/sqrt(1 - x^2), its negative, 1/(1 + x^2), cosh(x), sinh(x), 1/cosh(asinh(x)),
# 1/sinh(acosh(x)) and 1/(1 - x^2), here at x = 0.5, 0.5, 1, 0, 0, 0, 2 and 0.5.
for fn, at in [(tf.math.asin, 0.5), (tf.math.acos, 0.5), (tf.math.atan, 1.0), (tf.math.sinh, 0.0),
               (tf.math.cosh, 0.0), (tf.math.asinh, 0.0), (tf.math.acosh, 2.0), (tf.math.atanh, 0.5)]:
    v = tf.constant(at)
    with tf.GradientTape() as tape:
        tape.watch(v)
        y = fn(v)
    print(fn.__name__, f"{float(y):.4f}", f"{float(tape.gradient(y, v)):.4f}")

# gen_math_ops.cross (tf.linalg.cross) and math_grad.py's _CrossGrad: d/da sum(a x b) = b x 1 and
# d/db = 1 x a; math_ops.real/imag/angle on real tensors (the input, zeros, pi where negative).
a = tf.constant([1.0, 0.0, 0.0])
b = tf.constant([0.0, 1.0, 0.0])
print(tf.linalg.cross(a, b))
with tf.GradientTape(persistent=True) as tape:
    tape.watch([a, b])
    s = tf.reduce_sum(tf.linalg.cross(a, b))
print(tape.gradient(s, a))
print(tape.gradient(s, b))
print(tf.math.real(tf.constant([1.0, -2.0])))
print(tf.math.imag(tf.constant([1.0, -2.0])))
print(tf.math.angle(tf.constant([-1.0, 2.0])))
try:
    tf.math.real(tf.constant(["a"]))
except TypeError as e:
    print("TypeError:", e)
