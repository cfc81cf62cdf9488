# inspect.signature of Keras's public functions and classes, as Keras 3.11.3 defines them (what
# help() and an editor show): keras.ops functions take their own parameters
# (keras/src/ops/numpy.py sum(x, axis=None, keepdims=False), core.py stop_gradient(variable),
# saturate_cast(x, dtype)), every optimizer lists the common BaseOptimizer arguments before
# `name` (keras/src/optimizers/adagrad.py and the others), and keras.losses.deserialize takes
# `name` (keras/src/losses/__init__.py).
import inspect

import keras

for fn in (keras.ops.sum, keras.ops.where, keras.ops.matmul, keras.ops.stop_gradient, keras.ops.saturate_cast,
           keras.ops.softmax, keras.losses.deserialize):
    print(fn.__name__, inspect.signature(fn))
for cls in (keras.optimizers.Adagrad, keras.optimizers.Nadam, keras.optimizers.Lion):
    print(cls.__name__, inspect.signature(cls))
opt = keras.optimizers.Adagrad(learning_rate=0.5, clipnorm=1.0, weight_decay=0.01, use_ema=True)
print(opt.clipnorm, opt.weight_decay, opt.use_ema)
