# keras.ops.moments of float16 input (Keras 3.11.3 keras/src/backend/tensorflow/nn.py moments;
# nn_test.py NNOpsCorrectnessTest::test_moments): the statistics are computed in float32, then
# clipped to float16's range before the cast back, so a variance beyond 65504 saturates at
# np.finfo(np.float16).max instead of overflowing to inf. The mean of these values is about
# -59.2 and their variance about 6.9e5.
import numpy as np
from keras import ops

x = np.array([-741.0, 353.2, 1099.0, -1807.0, 502.8, -83.4, 333.5, -130.9], dtype=np.float16)
mean, var = ops.moments(x, axes=[0])
print(var.dtype, float(var))
print(float(var) == float(np.finfo(np.float16).max), bool(np.isinf(var.numpy())))
print(mean.dtype, -60 < float(mean) < -59)
