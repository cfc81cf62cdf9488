# Keras 3.11.3 with bfloat16: the "mixed_bfloat16" policy computes in bfloat16 with float32
# variables (keras/src/dtype_policies/dtype_policy.py DTypePolicy._parse_name), so a layer's
# float inputs are cast to bfloat16 (keras/src/layers/layer.py Layer.__call__ ->
# _maybe_convert_inputs... backend.cast) and its float32 kernel is read as bfloat16 in the
# AutocastScope of its call; dtype="bfloat16" makes bfloat16 variables too. A Loss computes in
# its own dtype, float32 (keras/src/losses/loss.py Loss.__call__ converts y_true/y_pred with
# dtype=self.dtype), so evaluate reports a float32 loss. keras.ops.cast reaches tf.cast
# (keras/src/backend/tensorflow/core.py). Tests: keras/src/dtype_policies/dtype_policy_test.py,
# keras/src/layers/core/dense_test.py test_dense_*dtype*.
import numpy as np
import keras

keras.mixed_precision.set_global_policy("mixed_bfloat16")
dense = keras.layers.Dense(2, kernel_initializer="ones", bias_initializer="zeros")
out = dense(np.ones((1, 3), "float32"))
print(dense.dtype_policy, dense.compute_dtype, dense.variable_dtype, dense.kernel.dtype, out.dtype)
print(out)
model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(1, kernel_initializer="ones")])
model.compile(optimizer="sgd", loss="mse")
print(model.evaluate(np.ones((2, 3)), np.ones((2, 1)), verbose=0))
print(model.predict(np.ones((1, 3)), verbose=0).dtype)
keras.mixed_precision.set_global_policy("float32")

layer = keras.layers.Dense(2, dtype="bfloat16", kernel_initializer="ones")
print(layer(np.ones((1, 2))).dtype, layer.kernel.dtype, layer.dtype_policy)
print(keras.ops.cast(keras.ops.ones((2,)), "bfloat16"))
