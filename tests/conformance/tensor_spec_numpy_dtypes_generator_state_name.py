# NumPy dtype classes as dtypes, and the name of tf.random.Generator's state variable.
# TensorSpec.__init__ (framework/tensor.py) stores dtypes.as_dtype(dtype), which takes NumPy
# scalar types and np.dtype objects; ResizeImagesV2Test.testReturnDtypeV2 (image_ops_test.py)
# builds tensor_spec.TensorSpec(shape=[1, 6, 4, 1], dtype=nptype) this way. tf.constant, tf.cast
# and tf.zeros go through as_dtype too.
# Generator._create_variable (stateful_random_ops.py) names the state "StateVar" under
# ops.name_scope("random_generator"); that internal ops.name_scope has skip_on_eager=True and
# returns a NullContextmanager when executing eagerly, so the eager variable is "StateVar:0".
import numpy as np
import tensorflow as tf

print(tf.TensorSpec([1], np.float32))
print(tf.TensorSpec([1, 6, 4, 1], np.uint8))
print(tf.TensorSpec(shape=[2], dtype=np.dtype("int64")))
print(tf.constant([1, 2], dtype=np.float32))
print(tf.cast(tf.constant([1.5]), np.int32))
print(tf.zeros([2], np.float32))
g = tf.random.Generator.from_seed(1234)
print(g.state.name)
