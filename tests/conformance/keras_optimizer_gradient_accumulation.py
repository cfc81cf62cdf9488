# Optimizers' gradient_accumulation_steps (keras/src/optimizers/base_optimizer.py,
# _backend_apply_gradients): build() adds one "gradient_accumulator" slot per variable; a call
# that is not the N-th only adds its gradients to them, the N-th updates with their mean
# (clipped, weight-decayed) and zeroes them. `iterations` counts updates (applied calls // N).
# By hand, SGD(1.0, N=2) on gradients 1, 3, 5: 0 -> 0 - (1 + 3) / 2 = -2 -> -2 (5 waits). In
# fit, a one-weight model w * x fitted to y = x = 1 with SGD(0.1, N=2) and batch_size=1: two
# gradients of -2 move w to 0.2, two of 2 * (0.2 - 1) = -1.6 to 0.36; the epoch's loss is the
# mean of 1, 1, 0.64, 0.64 = 0.82 (float32). Fewer than 2 steps is Keras's ValueError.
import numpy as np
import tensorflow as tf
import keras

opt = keras.optimizers.SGD(learning_rate=1.0, gradient_accumulation_steps=2)
v = keras.Variable(0.0, name="v")
for g in [1.0, 3.0, 5.0]:
    opt.apply([tf.constant(g)], [v])
    print(float(v.numpy()), int(opt.iterations.numpy()))
print([x.path for x in opt.variables])
print(opt.get_config()["gradient_accumulation_steps"])
try:
    keras.optimizers.Adam(gradient_accumulation_steps=1)
except ValueError as e:
    print("ValueError:", e)

model = keras.Sequential([keras.Input((1,)), keras.layers.Dense(1, kernel_initializer="zeros", use_bias=False)])
model.compile(optimizer=keras.optimizers.SGD(0.1, gradient_accumulation_steps=2), loss="mse")
ones = np.ones((4, 1), dtype="float32")
history = model.fit(ones, ones, batch_size=1, epochs=1, shuffle=False, verbose=0)
print(model.get_weights(), history.history, int(model.optimizer.iterations.numpy()))
