# An optimizer's state as arrays: Keras 3.11.3 keras/src/optimizers/base_optimizer.py
# set_weights (ValueError before build(); otherwise each array assigned to `variables` in order),
# save_own_variables (store["0"], store["1"], ... = each variable's NumPy value: iteration,
# learning_rate, then Adam's momentum and velocity per model variable) and load_own_variables
# (a UserWarning with stacklevel=2, i.e. at the caller's line, and nothing loaded when the counts
# differ, as for an optimizer not built yet).
import numpy as np
import keras

opt = keras.optimizers.Adam(learning_rate=0.01)
try:
    opt.set_weights([])
except ValueError as e:
    print(e)
w = keras.Variable(np.ones((2, 3)), name="w")
opt.build([w])
print([v.path for v in opt.variables])
store = {}
opt.save_own_variables(store)
print(sorted(store), store["0"], store["1"], store["2"].shape, type(store["3"]).__name__)
opt.set_weights([np.array(7), np.array(0.5), np.full((2, 3), 2.0), np.full((2, 3), 3.0)])
print(opt.iterations.numpy(), float(opt.learning_rate.numpy()), opt.variables[2].numpy()[0], opt.variables[3].numpy()[1])

fresh = keras.optimizers.Adam()
fresh.load_own_variables(store)
fresh.build([keras.Variable(np.ones((2, 3)), name="w2")])
opt.save_own_variables(store)
fresh.load_own_variables(store)
print(fresh.iterations.numpy(), float(fresh.learning_rate.numpy()), fresh.variables[3].numpy()[0])
