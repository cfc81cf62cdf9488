# Keras 3.11 learning-rate schedules (keras/src/optimizers/schedules/learning_rate_schedule.py):
# PiecewiseConstantDecay (values[i] on (boundaries[i-1], boundaries[i]], boundaries cast to the
# step's dtype), PolynomialDecay (with cycle), CosineDecay (alpha floor; linear warmup to
# warmup_target then decay from it), CosineDecayRestarts (t_mul / m_mul periods). Inputs and
# expected values are those of learning_rate_schedule_test.py (PiecewiseConstantDecayTest,
# LinearDecayTest, SqrtDecayTest, CosineDecayTest, CosineDecayRestartsTest with their
# np_cosine_decay / np_cosine_decay_restarts / linear_warmup references), printed rounded to 5
# places. get_config returns the constructor arguments (CosineDecayRestarts: t_mul/m_mul from
# _t_mul/_m_mul). An optimizer with a schedule reads it at `iterations` (base_optimizer.py
# _get_current_learning_rate).
import numpy as np
import keras
from keras.optimizers import schedules


def r(x):
    return round(float(x), 5)


x = keras.Variable(-999.0)
pcd = schedules.PiecewiseConstantDecay([100, 110, 120], [1.0, 0.1, 0.01, 0.001])
out = []
for step in (-999.0, 100, 105, 110, 120, 999):
    x.assign(step)
    out.append(r(pcd(x)))
print(out, pcd(x).dtype)
x64 = keras.Variable(0, dtype="int64", trainable=False)
pcd = schedules.PiecewiseConstantDecay([1, 2, 3], [0.4, 0.5, 0.6, 0.7])
out = []
for step in range(5):
    x64.assign(step)
    out.append(r(pcd(x64)))
print(out)
print(schedules.PiecewiseConstantDecay(boundaries=[10, 20], values=[1, 2, 3], name="my_pcd").get_config())
try:
    schedules.PiecewiseConstantDecay([1, 2], [0.1, 0.2])
except ValueError as e:
    print("ValueError:", e)

print([r(schedules.PolynomialDecay(0.05, 10, 0.0)(5)), r(schedules.PolynomialDecay(0.05, 10, 0.001)(10)),
       r(schedules.PolynomialDecay(0.05, 10, 0.001)(5)), r(schedules.PolynomialDecay(0.05, 10, 0.001)(15)),
       r(schedules.PolynomialDecay(0.05, 10, 0.001, cycle=True)(15))])
print([r(schedules.PolynomialDecay(0.05, 10, 0.0, power=0.5)(5)), r(schedules.PolynomialDecay(0.05, 10, 0.001, power=0.5)(5)),
       r(schedules.PolynomialDecay(0.05, 10, 0.001, power=0.5, cycle=True)(15)), r(schedules.PolynomialDecay(0.05, 10, cycle=True)(0))])
print(schedules.PolynomialDecay(initial_learning_rate=0.1, decay_steps=100, end_learning_rate=0.005, name="my_ld").get_config())

print([r(schedules.CosineDecay(1.0, 1000)(step)) for step in range(0, 1500, 250)])
print([r(schedules.CosineDecay(1.0, 1000, 0.1)(step)) for step in range(0, 1500, 250)])
print([r(schedules.CosineDecay(0.0, 10, warmup_target=10.0, warmup_steps=1500)(step)) for step in range(0, 1500, 250)])
print([r(schedules.CosineDecay(0.0, 1000, warmup_target=10.0, warmup_steps=2000)(step)) for step in range(0, 3000, 250)])
print(schedules.CosineDecay(0.05, 10, alpha=0.1, warmup_target=0.2, warmup_steps=2, name="my_cd").get_config())
print(schedules.CosineDecay(np.float64(1.0), 1000)(250).dtype, schedules.CosineDecay(1.0, 1000)(250).dtype)

print([r(schedules.CosineDecayRestarts(1.0, 1000)(step)) for step in range(0, 1500, 250)])
print([r(schedules.CosineDecayRestarts(1.0, 1000, alpha=0.1)(step)) for step in range(0, 1500, 250)])
print([r(schedules.CosineDecayRestarts(1.0, 100, t_mul=1.0, m_mul=0.5)(step)) for step in (0, 50, 100, 150, 250)])
print([r(schedules.CosineDecayRestarts(1.0, 100, t_mul=3.0, m_mul=0.5)(step)) for step in (0, 50, 100, 250, 400)])
print(schedules.CosineDecayRestarts(initial_learning_rate=0.05, first_decay_steps=10, alpha=0.1, t_mul=3.0, m_mul=4.0,
                                    name="my_cdr").get_config())
for make in (lambda: schedules.PolynomialDecay(0.1, 0), lambda: schedules.CosineDecay(0.1, -1),
             lambda: schedules.CosineDecayRestarts(0.1, 0)):
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)

opt = keras.optimizers.SGD(learning_rate=schedules.CosineDecay(0.1, 4))
var = keras.Variable([1.0])
lrs = []
for _ in range(5):
    lrs.append(r(opt.learning_rate))
    opt.apply_gradients([(keras.ops.array([1.0]), var)])
print(lrs, r(var.numpy()[0]))
