# A graph TensorArray with infer_shape=False holds elements of different shapes. In a graph a
# TensorArray is _GraphTensorArrayV2 (tensor_array_ops.py): its list is
# list_ops.tensor_list_reserve(element_shape=None, ...), and _check_element_shape merges a
# written value's shape into the array's element shape only `if self._infer_shape`, so the
# writes pass (tensor_array_ops_test.testTensorArrayWriteRead). concat is
# TensorListConcatV2 with element_shape None; its kernel (tensorflow/core/kernels/list_kernels.h
# TensorListConcat) concatenates elements of different leading dims
# (testTensorArrayWriteConcatInParallel: [1 1 1 8 9 8 9 8 9]) and raises "Concat saw a scalar
# shape at index 0 but requires at least vectors." and PartialTensorShape::MergeWith's
# "Incompatible ranks during merge: 0 vs. 1" (testTensorArrayConcatIncompatibleShapesFails);
# TensorListStack merges the elements' shapes the same way ("Incompatible shapes during merge").
import tensorflow as tf

@tf.function
def f():
    ta = tf.TensorArray(dtype=tf.float32, size=3, infer_shape=False)
    ta = ta.write(0, [[4.0, 5.0]]).write(1, [[1.0]]).write(2, -3.0)
    return ta.read(0), ta.read(1), ta.read(2)
print(f())

@tf.function
def concat():
    ta = tf.TensorArray(dtype=tf.int32, size=3, infer_shape=False)
    ta = ta.write(0, [1, 1, 1]).write(1, [8, 9]).write(2, [8, 9, 8, 9])
    return ta.concat()
print(concat())

@tf.function
def scalars():
    ta = tf.TensorArray(dtype=tf.float32, size=3, infer_shape=False)
    ta = ta.write(0, 3.0).write(1, 4.0).write(2, [3.0])
    return ta.concat()
try:
    scalars()
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, str(e).splitlines()[-2:])

@tf.function
def ranks():
    ta = tf.TensorArray(dtype=tf.float32, size=2, infer_shape=False)
    ta = ta.write(0, [3.0]).write(1, [[4.0]])
    return ta.concat()
try:
    ranks()
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, str(e).splitlines()[-2:])

@tf.function
def stack():
    ta = tf.TensorArray(dtype=tf.float32, size=2, infer_shape=False)
    ta = ta.write(0, [3.0]).write(1, [4.0, 5.0])
    return ta.stack()
try:
    stack()
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, str(e).splitlines()[-2:])

@tf.function
def loop(n):
    ta = tf.TensorArray(tf.float32, size=0, dynamic_size=True, infer_shape=False)
    for i in tf.range(n):
        ta = ta.write(i, tf.ones([i + 1]))
    return ta.read(0), ta.read(2), ta.concat()
print(loop(tf.constant(3)))
