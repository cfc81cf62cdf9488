# Tensor, TensorShape and Dataset dunder members TF 2.20 defines:
# - _EagerTensorBase.__array__(dtype=None) (tensorflow/python/framework/ops.py) returns the NumPy
#   value, converted when a dtype is given; the symbolic Tensor.__array__
#   (tensorflow/python/framework/tensor.py) raises NotImplementedError with the text below
#   (ops_test.py testNumpyArrayInFunction expects "Cannot convert a symbolic tf.Tensor").
# - Tensor.__round__ is np_array_ops.around (installed with setattr at import), which ends in
#   `a.astype(dtype)`; a Tensor has no `astype` unless experimental_enable_numpy_behavior() was
#   called, so round(t) raises tensor.py's __getattr__ AttributeError (TF PR 126231 describes it).
# - Tensor.__div__/__rdiv__ are math_ops.div (_div_python2): RealDiv for floats, FloorDiv for
#   integers; __nonzero__ is __bool__.
# - TensorShape.__hash__ is hash(self._dims) (tensor_shape.py): a shape hashes as its tuple.
# - DatasetV2.__bool__ returns True (dataset_ops.py: "Required as __len__ is defined"), even for
#   an empty dataset; __debug_string__ lists the repr of the dataset and its inputs, "--" per
#   level (dataset_ops_test.py testDebugString checks Range, Map, Filter in that order).
import numpy as np
import tensorflow as tf

t = tf.constant([1.5, 2.5])
print(np.array(t), np.asarray(t), t.__array__(), t.__array__(np.int32))
print(np.array(tf.constant([[1, 2], [3, 4]])).sum())


@tf.function
def to_numpy(x):
    return np.array(x)


try:
    to_numpy(tf.constant(32))
except NotImplementedError as e:
    print(str(e).splitlines()[-1].strip())

for value in [tf.constant(2.5), tf.constant(3)]:
    try:
        round(value)
    except AttributeError as e:
        print(type(e).__name__, str(e).split(".")[0])

print(tf.constant(7).__div__(2), tf.constant(7.0).__div__(2.0), tf.constant(7).__rdiv__(2))
print(tf.constant(0).__nonzero__(), tf.constant(1.5).__nonzero__())

print(hash(tf.TensorShape([1, None])) == hash((1, None)), hash(tf.TensorShape(None)) == hash(None))
shapes = {tf.TensorShape([2, 3]): "matrix", tf.TensorShape([]): "scalar"}
print(shapes[tf.TensorShape([2, 3])], shapes[tf.TensorShape(())])

print(bool(tf.data.Dataset.range(0)), tf.data.Dataset.range(3).__nonzero__())
ds = tf.data.Dataset.range(10).map(lambda x: x**2).filter(lambda x: x > 10)
print(ds.__debug_string__())
pair = tf.data.Dataset.zip((tf.data.Dataset.range(2), tf.data.Dataset.from_tensor_slices([1.0, 2.0])))
print(pair.batch(2).__debug_string__())
