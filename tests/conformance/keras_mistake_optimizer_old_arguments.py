# Keras 2 optimizer arguments given to Keras 3.11.3 optimizers: optimizers/base_optimizer.py
# BaseOptimizer.__init__ warns about `decay` (warnings.warn without stacklevel, so the location
# is its own line 86) and refuses any other leftover keyword ("Argument(s) not recognized").
import keras

for make in (lambda: keras.optimizers.Adam(lr=0.01),
             lambda: keras.optimizers.SGD(0.1, decay=1e-6),
             lambda: keras.optimizers.Adam(learning_rate=0.01, beta=0.9)):
    try:
        print(float(make().learning_rate.numpy()))
    except ValueError as e:
        print("ValueError:", e)
