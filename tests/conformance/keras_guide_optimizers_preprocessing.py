# Optimizers, schedules and preprocessing layers as the keras.io guides use them: an optimizer's
# learning_rate is its float32 variable (so get_config reads 0.0010000000474974513) unless it was
# made with a LearningRateSchedule, which is then called on the iteration count and cannot be
# set (TypeError); ExponentialDecay(0.1, 10, 0.5, staircase=True) at step 15 gives 0.05; the
# optimizer's variables before build are iteration and learning_rate. Normalization.adapt stores
# mean and variance broadcast to (1, 2) and counts 5 non-trainable parameters (mean, variance
# and an int64 count: 24 bytes); TimeDistributed, Bidirectional(return_state=True) returning
# [output, h_fw, c_fw, h_bw, c_bw], and GRU's bias shapes with and without reset_after.
# Keras 3.11.3's keras/src/optimizers/ and keras/src/layers/.
import keras
import numpy as np
opt = keras.optimizers.Adam(learning_rate=1e-3)
print(opt.learning_rate)
print(opt.get_config())
sched = keras.optimizers.schedules.ExponentialDecay(0.1, decay_steps=10, decay_rate=0.5, staircase=True)
opt2 = keras.optimizers.SGD(learning_rate=sched)
print(opt2.learning_rate)
print(sched(15), sched.get_config())
print(opt2.get_config()["learning_rate"])
opt.learning_rate = 0.5
print(opt.learning_rate)
try:
    opt2.learning_rate = 0.1
except Exception as e:
    print(type(e).__name__, e)
print(opt.iterations)
print(repr(opt))
print(opt.variables)
norm = keras.layers.Normalization()
norm.adapt(np.array([[1.0, 2.0], [3.0, 6.0]]))
print(norm.mean, norm.variance)
print(norm(np.array([[2.0, 4.0]])))
model = keras.Sequential([keras.Input((2,)), norm, keras.layers.Dense(1)])
model.summary()
td = keras.layers.TimeDistributed(keras.layers.Dense(3))
print(td(np.ones((2, 4, 5))).shape, len(td.weights))
bi = keras.layers.Bidirectional(keras.layers.LSTM(2, return_state=True))
outs = bi(np.ones((1, 3, 4), dtype="float32"))
print(len(outs), [o.shape for o in outs])
gru = keras.layers.GRU(3, reset_after=False)
gru(np.ones((1, 2, 4)))
print([w.shape for w in gru.weights])
gru2 = keras.layers.GRU(3)
gru2(np.ones((1, 2, 4)))
print([w.shape for w in gru2.weights], [w.path for w in gru2.weights])
