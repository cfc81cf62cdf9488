# tf.keras.backend's Keras 2 functions (Keras 3.11.3's keras/src/legacy/backend.py, the tf.keras
# view's K.* API), each a thin layer over a TF op: the expected values are those ops' results
# (TF 2.20), e.g. K.sqrt clipping negatives to 0, K.hard_sigmoid = clip(0.2x + 0.5, 0, 1),
# K.zeros/K.eye returning tf.Variables of floatx, K.batch_dot's docstring example shapes,
# K.binary_crossentropy's eps-clipped formula and K.switch over a scalar condition.
# K.map_fn calls tf.compat.v1.map_fn(..., dtype=dtype), whose deprecated_args("dtype") decorator
# (tensorflow/python/ops/map_fn.py) logs once, naming Keras's backend.py line 1003; likewise
# random_normal_variable / random_uniform_variable's tf.compat.v1 initializers (init_ops.py's
# RandomNormal/RandomUniform.__init__, deprecated_args "dtype"; lines 1228 and 1255).
import numpy as np
import tensorflow as tf

K = tf.keras.backend
x = tf.constant([[1.0, -4.0], [9.0, 16.0]])
print(K.sqrt(x))
print(K.abs(x), K.square(x).dtype)
print(K.mean(x), K.sum(x, axis=1), K.max(x, axis=0, keepdims=True))
print(K.mean(tf.constant([True, False, True, True])))
print(K.std(tf.constant([1.0, 3.0])), K.var(tf.constant([1.0, 3.0])))
print(K.all(tf.constant([1, 0])), K.any(tf.constant([1, 0])))
print(K.argmax(x), K.argmin(x, axis=0))
print(K.clip(x, 0.0, 5.0))
print(K.clip(x, 2, 1))
print(K.cast(x, "int32"))
print(K.int_shape(x), K.ndim(x), K.dtype(x), K.shape(x))
print(K.int_shape(tf.keras.Input((3, 4))))
print(K.count_params(x), type(K.count_params(x)).__name__)
c = K.constant([1, 2])
print(c.dtype, K.constant(1, dtype="int32"))
v = K.variable([[1, 2], [3, 4]], name="v")
print(type(v).__name__, v.dtype, v.name)
z = K.zeros((2, 3))
print(type(z).__name__, z.shape, z.dtype)
print(K.eye(2))
print(K.ones((0, 2)))
print(K.get_value(v))
K.set_value(v, [[5, 6], [7, 8]])
print(K.batch_get_value([v, tf.constant(3)]))
K.batch_set_value([(v, np.zeros((2, 2)))])
print(K.eval(v))
print(K.arange(5), K.arange(-3), K.arange(1, 7, 2, dtype="float32"))

a = tf.ones((32, 20))
b = tf.ones((32, 30, 20))
print(K.batch_dot(a, b, axes=(1, 2)).shape)
print(K.batch_dot(tf.constant([[1.0, 2.0], [3.0, 4.0]]), tf.constant([[5.0, 6.0], [7.0, 8.0]]), axes=1))
try:
    K.batch_dot(tf.ones((2, 3)), tf.ones((3, 3)))
except ValueError as e:
    print("ValueError:", e)
try:
    K.batch_dot(tf.ones((2, 3)), tf.ones((2, 3)), axes=0)
except ValueError as e:
    print("ValueError:", e)
print(K.dot(tf.ones((2, 3)), tf.ones((3, 4))).shape)
print(K.dot(tf.ones((2, 3, 4)), tf.ones((4, 5))).shape)
print(K.dot(tf.ones((2, 3)), tf.ones((4, 3, 5))).shape)
print(K.concatenate([tf.ones((1, 2)), tf.zeros((1, 1))]))
print(K.reshape(tf.range(6), (3, 2)).shape, K.flatten(tf.ones((2, 3))).shape, K.batch_flatten(tf.ones((2, 3, 4))).shape)
print(K.expand_dims(tf.ones((2, 3))).shape, K.squeeze(tf.ones((2, 1)), 1).shape)
print(K.permute_dimensions(tf.ones((2, 3, 4)), (2, 0, 1)).shape, K.transpose(tf.ones((2, 3))).shape)
print(K.repeat(tf.constant([[1, 2]]), 3))
print(K.repeat_elements(tf.constant([[1, 2]]), 2, axis=1))
print(K.tile(tf.constant([1, 2]), 2), K.reverse(tf.constant([1, 2, 3]), 0))
print(K.gather(tf.constant([10, 20, 30]), [2, 0]))
print(K.one_hot(tf.constant([0, 2]), 3))
print(K.temporal_padding(tf.ones((1, 1, 1))).shape, K.spatial_2d_padding(tf.ones((1, 2, 2, 1))).shape)
print(K.equal(tf.constant([1, 2]), tf.constant([1, 3])), K.greater(tf.constant(2), 1))
print(K.maximum(tf.constant([1, 5]), tf.constant([3, 2])), K.minimum(tf.constant([1, 5]), tf.constant([3, 2])))
print(K.exp(tf.constant([0.0])), K.log(tf.constant([1.0])), K.pow(tf.constant([2.0]), 3))
print(K.round(tf.constant([0.5, 1.5, 2.5])), K.sign(tf.constant([-2.0, 0.0, 3.0])))
print(K.cumsum(tf.constant([1, 2, 3])), K.cumprod(tf.constant([1, 2, 3])))

t = tf.constant([-2.0, -0.5, 0.0, 1.0, 3.0, 8.0])
print(K.relu(t))
print(K.relu(t, max_value=6))
print(K.relu(t, alpha=0.1))
print(K.relu(t, threshold=1.0))
print(K.relu(t, alpha=0.5, max_value=2.0))
print(K.elu(t, alpha=2.0))
print(K.hard_sigmoid(t))
print(K.sigmoid(tf.constant([0.0])), K.tanh(tf.constant([0.0])), K.softsign(tf.constant([1.0])))
print(K.softmax(tf.constant([[1.0, 1.0], [0.0, 0.0]])))
try:
    K.softmax(tf.constant([1.0, 2.0]))
except ValueError as e:
    print("ValueError:", e)
print(K.l2_normalize(tf.constant([3.0, 4.0]), axis=0))
print(K.in_top_k(tf.constant([[0.1, 0.9], [0.8, 0.2]]), tf.constant([1, 1]), 1))
print(K.bias_add(tf.zeros((1, 2, 3)), tf.constant([1.0, 2.0, 3.0])))

target = tf.constant([[1.0, 0.0]])
output = tf.constant([[0.8, 0.2]])
print(K.binary_crossentropy(target, output))
print(K.binary_crossentropy(target, tf.constant([[0.0, 0.0]]), from_logits=True))
print(K.categorical_crossentropy(target, output))
print(K.categorical_crossentropy(target, tf.constant([[0.0, 0.0]]), from_logits=True))
print(K.sparse_categorical_crossentropy(tf.constant([0]), output))
print(K.sparse_categorical_crossentropy(tf.constant([[0], [1]]), tf.constant([[0.5, 0.5], [0.5, 0.5]])))
print(K.epsilon(), K.floatx(), K.image_data_format())

print(K.switch(tf.constant(True), tf.constant(1.0), tf.constant(2.0)))
print(K.switch(tf.constant(0), lambda: tf.constant(1.0), lambda: tf.constant(2.0)))
print(K.switch(tf.constant([True, False]), tf.constant([1, 2]), tf.constant([3, 4])))
print(K.map_fn(lambda e: e * 2, tf.constant([1, 2, 3])))
print(K.map_fn(lambda e: tf.cast(e, "float32"), tf.constant([1, 2]), dtype="float32"))
print(K.foldl(lambda acc, e: acc + e, tf.constant([1, 2, 3])))
print(K.foldr(lambda acc, e: acc * 10 + e, tf.constant([1, 2, 3])))
print(list(K.stop_gradient([tf.constant(1.0)])), K.stop_gradient(tf.constant(2.0)))

w = K.variable(1.0)
K.update_add(w, 2.0)
K.update_sub(w, 0.5)
print(K.get_value(w))
K.moving_average_update(w, 0.5, 0.9)
print(round(float(K.get_value(w)), 5))

print(K.random_normal((2, 2), seed=1).shape, K.random_uniform((3,), seed=1).dtype)
print(K.random_bernoulli((4,), p=1.0, seed=3), K.random_bernoulli((4,), p=0.0, seed=3))
print(bool(tf.reduce_all(tf.abs(K.truncated_normal((100,), seed=2)) <= 2.0)))
print(bool(tf.reduce_all(K.random_uniform((5,), 2.0, 3.0, seed=4) >= 2.0)))
print(K.dropout(tf.ones((4,)), 0.0, seed=1))

img = tf.reshape(tf.range(16, dtype=tf.float32), (1, 4, 4, 1))
print(tf.squeeze(K.pool2d(img, (2, 2), strides=(2, 2))))
print(tf.squeeze(K.pool2d(img, (2, 2), strides=(2, 2), pool_mode="avg")))
print(tf.squeeze(K.conv2d(img, tf.ones((2, 2, 1, 1)), strides=(2, 2))))
print(K.conv1d(tf.ones((1, 5, 1)), tf.ones((3, 1, 1)), padding="causal").shape)
print(K.resize_images(tf.ones((1, 2, 2, 1)), 2, 3, "channels_last").shape)
try:
    K.conv2d(img, tf.ones((2, 2, 1, 1)), padding="full")
except ValueError as e:
    print("ValueError:", e)
try:
    K.ctc_decode(tf.ones((1, 2, 3)), tf.constant([2]))
except NotImplementedError as e:
    print("NotImplementedError:", e)
# random_*_variable build TF 1 initializers with dtype=, which logs their deprecation once.
rv = K.random_normal_variable((2, 3), 0.0, 1.0, seed=5)
print(type(rv).__name__, rv.shape, rv.dtype)
print(K.random_normal_variable((1,), 0.0, 1.0, seed=5).shape)
ru = K.random_uniform_variable((4,), 2.0, 3.0, seed=6)
print(bool(tf.reduce_all((ru >= 2.0) & (ru < 3.0))))
try:
    K.random_normal_variable((1,), 0, 1, dtype="int32")
except ValueError as e:
    print("ValueError:", e)
vol = tf.reshape(tf.range(8), (1, 2, 2, 2, 1))
print(K.resize_volumes(vol, 2, 1, 1, "channels_last").shape, K.resize_volumes(vol, 1, 2, 3, "channels_first").shape)
print(tf.reduce_all(K.resize_volumes(vol, 2, 2, 2, "channels_last") == tf.keras.layers.UpSampling3D(2)(vol)).numpy())
try:
    K.resize_volumes(vol, 1, 1, 1, "nchw")
except ValueError as e:
    print("ValueError:", e)
