# keras.ops as the keras.io "Introduction to Keras for engineers" and the ops API pages use them,
# on the TensorFlow backend, where results are tf.Tensors printed by TF 2.20: NumPy-style
# reductions, softmax/sigmoid/gelu (approximate=True by default), one_hot, stack/concatenate,
# where, shape (a tuple), dtype promotion as Keras's result_type does it (int inputs of sqrt and
# divide become float32, int * 2.5 is float32, Python ints are int32), top_k (TF's TopKV2
# namedtuple), floor_divide rounding down, segment_sum, slice, pad, tile, log_softmax and
# binary_crossentropy (-log 0.8 = 0.22314353 in float32). Values worked out by hand; functions from
# Keras 3.11.3's keras/src/ops/ and backend/tensorflow/.
import keras
from keras import ops
import numpy as np

x = ops.arange(12, dtype="float32")
print(x)
y = ops.reshape(x, (3, 4))
print(ops.mean(y, axis=0))
print(ops.sum(y, axis=1, keepdims=True))
print(ops.max(y), ops.argmax(y, axis=1))
print(ops.softmax(ops.array([1.0, 2.0, 3.0])))
print(ops.sigmoid(ops.array([0.0])))
print(ops.one_hot(ops.array([0, 2]), 3))
print(ops.stack([ops.ones(2), ops.zeros(2)]))
print(ops.concatenate([ops.ones((1, 2)), ops.zeros((1, 2))], axis=0))
print(ops.where(ops.array([True, False]), ops.array([1, 2]), ops.array([3, 4])))
print(ops.convert_to_numpy(ops.square(ops.array([1.5, 2.0]))))
print(ops.shape(y), ops.dtype(y) if hasattr(ops, "dtype") else None)
print(ops.expand_dims(ops.array([1, 2]), 0).shape)
print(ops.transpose(y).shape)
print(ops.matmul(y, ops.transpose(y)))
print(ops.clip(x, 2, 5))
print(ops.cast(ops.array([1.7, -1.7]), "int32"))
print(ops.norm(ops.array([3.0, 4.0])))
print(ops.top_k(ops.array([1.0, 5.0, 3.0]), k=2))
print(ops.logsumexp(ops.array([1.0, 2.0])))
print(ops.is_tensor(x), ops.is_tensor(np.ones(2)))
print(ops.relu(ops.array([-1.0, 2.0])), ops.gelu(ops.array([1.0])))
print(ops.cumsum(ops.array([1, 2, 3])))
print(ops.linspace(0, 1, 5))
print(ops.argsort(ops.array([3, 1, 2])))
print(ops.full((2, 2), 7))
print(ops.eye(2))
print(ops.array([1, 2]).dtype, ops.array([1.0]).dtype, ops.array(1).dtype)
print(ops.add(1, 2), ops.multiply(ops.array([1, 2]), 2.5))
print(ops.sqrt(ops.array([4, 9])))
print(ops.divide(ops.array([1, 2]), ops.array([2, 2])))
print(ops.floor_divide(ops.array([7, -7]), 2))
print(ops.take(ops.array([[1, 2], [3, 4]]), ops.array([1]), axis=0))
print(ops.segment_sum(ops.array([1.0, 2.0, 3.0]), ops.array([0, 0, 1])))
print(ops.slice(y, (1, 1), (2, 2)))
print(ops.pad(ops.array([[1, 2]]), ((1, 0), (0, 1))))
print(ops.tile(ops.array([1, 2]), 2))
print(ops.squeeze(ops.ones((1, 3, 1))).shape)
print(ops.log_softmax(ops.array([0.0, 0.0])))
print(ops.binary_crossentropy(ops.array([1.0]), ops.array([0.8])))
