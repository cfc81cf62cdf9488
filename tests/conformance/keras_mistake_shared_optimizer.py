# One optimizer instance compiled into two models (a common slip when building a GAN): Keras
# 3.11.3 optimizers/base_optimizer.py BaseOptimizer.apply checks the second model's variables
# against those it was built with (_check_variables_are_known). Its ValueError formats the
# variable with backend/common/variables.py Variable.__repr__, which converts the value to
# NumPy: eagerly (run_eagerly=True) the message shows the kernel's values, while in fit's traced
# step TF 2.20's ResourceVariable.numpy raises NotImplementedError ("numpy() is only available
# when eager execution is enabled.") first, so that is what the user sees.
import numpy as np
import keras

x, y = np.ones((4, 2)), np.ones((4, 1))
for run_eagerly in (False, True):
    optimizer = keras.optimizers.SGD()
    first = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1)])
    second = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1, kernel_initializer="ones")])
    first.compile(optimizer=optimizer, loss="mse")
    second.compile(optimizer=optimizer, loss="mse", run_eagerly=run_eagerly)
    first.fit(x, y, verbose=0)
    try:
        second.fit(x, y, verbose=0)
    except (ValueError, NotImplementedError) as e:
        print(type(e).__name__ + ":", e)
second.compile(optimizer=keras.optimizers.SGD(), loss="mse")
print(list(second.fit(x, y, verbose=0).history))
