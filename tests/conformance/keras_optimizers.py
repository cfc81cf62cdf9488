# Keras 3.11 optimizers. Update values: the tests of keras/src/optimizers (sgd_test.py,
# adam_test.py, adamw_test.py, rmsprop_test.py: test_single_step values, the
# test_correctness_with_golden arrays checked as those tests check them, allclose with
# rtol=atol=5e-4, test_weight_decay's 1.9760959 and the excluded variables), and SGD momentum /
# Nesterov steps worked by hand from sgd.py update_step (m = m*momentum - lr*g; v += m, or
# v += m*momentum - lr*g). Printed values are 4 decimals, checked against a double-precision run of
# each update rule to lie far from a rounding boundary. Variables: `iterations` (int64) and
# `learning_rate` (float32) made in BaseOptimizer.__init__ under the optimizer's name scope
# (`adam/iteration`, `adam/learning_rate`; SGD is named "SGD"), slots from
# add_variable_from_reference named `{var.path with / -> _}_{slot}` and interleaved per variable
# (add_optimizer_variables); SGD() without momentum has no slots. apply_gradients returns
# `iterations` (base_optimizer.py apply_gradients), apply returns None. ExponentialDecay:
# initial * rate ** (step / decay_steps), floored with staircase (schedules/learning_rate_schedule.py);
# with a schedule `optimizer.learning_rate` is the schedule's value at `iterations`. Errors:
# SGD.__init__'s momentum check, BaseOptimizer.__init__'s learning_rate check (an int is not a
# float), AdamW's weight_decay check.
import numpy as np
import keras
from keras import ops
from keras.optimizers import SGD, Adam, AdamW, RMSprop


def show(label, v):
    print(label, [f"{x:.4f}" for x in np.asarray(v).reshape(-1).tolist()])


opt = SGD(learning_rate=0.5)
print(opt.name, len(opt.variables), opt.variables)
grads = ops.array([1.0, 6.0, 7.0, 2.0])
var = keras.Variable([1.0, 2.0, 3.0, 4.0])
opt.build([var])
print(len(opt.variables), opt.built)
it = opt.apply_gradients(zip([grads], [var]))
show("sgd single step", var)
print(it)
print(opt.iterations, opt.learning_rate)
print(len(opt.variables), int(opt.variables[0].numpy()), float(opt.variables[1].numpy()))

opt = SGD(nesterov=True)
x = keras.Variable(np.ones([10]))
golden = np.array(
    [[0.9999] * 10, [0.9989, 0.9979, 0.9969, 0.9959, 0.9949, 0.9939, 0.9929, 0.9919, 0.9909, 0.9899],
     [0.9979, 0.9959, 0.9939, 0.9919, 0.9899, 0.9879, 0.9859, 0.9839, 0.9819, 0.9799],
     [0.9969, 0.9939, 0.9909, 0.9879, 0.9849, 0.9819, 0.9789, 0.9759, 0.9729, 0.9699],
     [0.9959, 0.9919, 0.9879, 0.9839, 0.9799, 0.9759, 0.9719, 0.9679, 0.9639, 0.9599]])
opt.apply_gradients(zip([ops.full((10,), 0.01)], [x]))
for i in range(5):
    print("sgd golden", i, np.allclose(x.numpy(), golden[i], rtol=5e-4, atol=5e-4), f"{float(x.numpy()[9]):.4f}")
    opt.apply_gradients(zip([ops.arange(0.1, 1.1, 0.1)], [x]))
print(x.dtype, opt.iterations.numpy(), opt.variables)

for nesterov in (False, True):
    opt = SGD(learning_rate=0.1, momentum=0.9, nesterov=nesterov)
    w = keras.Variable([1.0, 2.0], name="w")
    for step in range(3):
        opt.apply([ops.array([1.0, -2.0])], [w])
        show(f"momentum nesterov={nesterov} step {step + 1}", list(w.numpy()) + list(opt.momentums[0].numpy()))
    print([v.path for v in opt.variables])

opt = Adam(learning_rate=0.5)
var = keras.Variable([1.0, 2.0, 3.0, 4.0])
opt.apply_gradients(zip([ops.array([1.0, 6.0, 7.0, 2.0])], [var]))
show("adam single step", var)
print(opt.iterations)
print([v.path for v in opt.variables])

opt = Adam(amsgrad=True)
x = keras.Variable(np.ones([10]))
golden = np.array([[v] * 10 for v in [0.999, 0.9982, 0.9974, 0.9965, 0.9955]])
opt.apply_gradients(zip([ops.full((10,), 0.01)], [x]))
for i in range(5):
    print("adam amsgrad golden", i, np.allclose(x.numpy(), golden[i], rtol=5e-4, atol=5e-4),
          f"{float(x.numpy()[0]):.4f}")
    opt.apply_gradients(zip([ops.arange(0.1, 1.1, 0.1)], [x]))
print([v.name for v in opt.variables])

opt = AdamW(learning_rate=0.5)
var = keras.Variable([1.0, 2.0, 3.0, 4.0])
opt.apply_gradients(zip([ops.array([1.0, 6.0, 7.0, 2.0])], [var]))
show("adamw single step", var)
print(opt.name, opt.weight_decay)
opt = AdamW(learning_rate=1.0, weight_decay=0.5, epsilon=2)
x = keras.Variable(np.ones([10]))
golden = np.array(
    [[0.4998] * 10,
     [0.2486, 0.2475, 0.2463, 0.2451, 0.244, 0.2428, 0.2417, 0.2405, 0.2394, 0.2382],
     [0.1223, 0.1198, 0.1174, 0.1149, 0.1124, 0.11, 0.1075, 0.1051, 0.1027, 0.1003],
     [0.0586, 0.0549, 0.0512, 0.0475, 0.0439, 0.0402, 0.0366, 0.033, 0.0294, 0.0258],
     [0.0263, 0.0215, 0.0167, 0.012, 0.0073, 0.0026, -0.0021, -0.0067, -0.0113, -0.0159]])
opt.apply_gradients(zip([ops.full((10,), 0.01)], [x]))
for i in range(5):
    print("adamw golden", i, np.allclose(x.numpy(), golden[i], rtol=5e-4, atol=5e-4))
    opt.apply_gradients(zip([ops.arange(0.1, 1.1, 0.1)], [x]))

opt = RMSprop(learning_rate=0.5)
var = keras.Variable([1.0, 2.0, 3.0, 4.0])
opt.apply_gradients(zip([ops.array([1.0, 6.0, 7.0, 2.0])], [var]))
print("rmsprop single step", [f"{v:.3f}" for v in var.numpy().tolist()])
opt = RMSprop(centered=True)
x = keras.Variable(np.ones([10]))
golden = np.array([[v] * 10 for v in [0.9967, 0.9933, 0.9908, 0.9885, 0.9864]])
opt.apply_gradients(zip([ops.full((10,), 0.01)], [x]))
for i in range(5):
    print("rmsprop centered golden", i, np.allclose(x.numpy(), golden[i], rtol=5e-4, atol=5e-4),
          f"{float(x.numpy()[0]):.4f}")
    opt.apply_gradients(zip([ops.arange(0.1, 1.1, 0.1)], [x]))
print([v.path for v in opt.variables])
opt = RMSprop(learning_rate=0.01, momentum=0.5)
w = keras.Variable([1.0, 2.0])
for step in range(3):
    opt.apply([ops.array([1.0, -2.0])], [w])
    print("rmsprop momentum", step, [f"{v:.3f}" for v in w.numpy().tolist()])
print([v.name for v in opt.variables])

for cls in (SGD, Adam, RMSprop, AdamW):
    var1, var2, var3 = keras.Variable(2.0), keras.Variable(2.0, name="exclude"), keras.Variable(2.0)
    grads = ops.zeros(())
    cls(learning_rate=1.0, weight_decay=0.004).apply_gradients(zip([grads], [var1]))
    opt2 = cls(learning_rate=1.0, weight_decay=0.004)
    opt2.exclude_from_weight_decay(var_names=["exclude"])
    opt2.apply_gradients(zip([grads, grads], [var1, var2]))
    opt3 = cls(learning_rate=1.0, weight_decay=0.004)
    opt3.exclude_from_weight_decay(var_list=[var3])
    opt3.apply_gradients(zip([grads, grads], [var1, var3]))
    print(cls.__name__, "weight decay", f"{float(var1.numpy()):.6f}", float(var2.numpy()), float(var3.numpy()))

model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Dense(1, kernel_initializer="ones")])
opt = Adam()
print(opt.iterations)
print(opt.learning_rate)
opt.build(model.trainable_variables)
for v in opt.variables:
    print(v.path, v.shape, v.dtype)
print(opt.apply([ops.ones((2, 1)), ops.ones((1,))]), opt.iterations.numpy())
print(opt.apply([ops.ones((2, 1)), ops.ones((1,))], model.trainable_variables), int(opt.iterations.numpy()))
try:
    opt.apply([ops.ones((2, 1))])
except ValueError as e:
    print("ValueError:", e)

schedule = keras.optimizers.schedules.ExponentialDecay(0.1, decay_steps=10, decay_rate=0.96)
print([f"{float(schedule(step)):.6f}" for step in (0, 1, 5, 10, 15)])
stair = keras.optimizers.schedules.ExponentialDecay(0.1, decay_steps=10, decay_rate=0.96, staircase=True)
print([f"{float(stair(step)):.6f}" for step in (0, 1, 5, 10, 15)])
opt = SGD(learning_rate=schedule)
print(opt.learning_rate)
w = keras.Variable([1.0])
for _ in range(10):
    opt.apply_gradients([(ops.array([1.0]), w)])
print(f"{float(opt.learning_rate):.4f}", f"{float(w.numpy()[0]):.4f}", opt.variables)
opt = SGD(learning_rate=0.25)
opt.learning_rate = 0.5
print(opt.learning_rate)

for make in (lambda: SGD(momentum=0), lambda: SGD(momentum=-1.0), lambda: SGD(momentum=2.0),
             lambda: SGD(learning_rate=1), lambda: Adam(learning_rate="fast"),
             lambda: AdamW(learning_rate=1.0, weight_decay=None)):
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)

print(keras.optimizers.get("adam"), keras.optimizers.get("SGD").name, keras.optimizers.get("rmsprop").name)
