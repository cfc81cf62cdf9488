# Keras 3.11 losses: the values asserted by keras/src/losses/losses_test.py (inputs copied from
# those tests; the expected numbers there are literals or numpy formulas, here printed to 4
# decimals, each far enough from a rounding boundary that float32 arithmetic cannot move it),
# the reductions of losses/loss.py (reduce_weighted_values, reduce_values: "sum_over_batch_size"
# divides by the number of values, "mean_with_sample_weight" by the sum of the weights, "sum",
# None/"none" keep the per-sample values; a scalar loss is returned as is), the names of each
# loss class (losses/losses.py), the string identifiers of losses/__init__.py get(), and the
# error texts of standardize_reduction and get(). The invalid-reduction message formats a Python
# set, whose order changes from run to run in CPython (string hashing), so its elements are
# printed sorted.
import numpy as np
import keras
from keras import losses


def fmt(v, digits=None):
    if digits is None:
        digits = 4 if abs(v) < 10 else 3 if abs(v) < 100 else 2
    return f"{v:.{digits}f}"


def show(label, value, digits=None):
    arr = np.asarray(value)
    if arr.ndim == 0:
        print(f"{label}: {fmt(float(arr), digits)}")
    else:
        print(f"{label}: [{', '.join(fmt(float(v), digits) for v in arr.reshape(-1))}] shape={arr.shape}")


y_true = np.array([[1, 9, 2], [-5, -2, 6]])
y_pred = np.array([[4, 8, 12], [8, 1, 3]], dtype="float32")
sw = np.array([[1.2], [3.4]])
ts_true = np.asarray([1, 9, 2, -5, -2, 6]).reshape(2, 3, 1)
ts_pred = np.asarray([4, 8, 12, 8, 1, 3]).reshape(2, 3, 1)
ts_sw = np.array([3, 6, 5, 0, 4, 2]).reshape((2, 3))

mse = losses.MeanSquaredError()
print(mse.name, mse.reduction, mse.dtype)
out = mse(y_true, y_pred)
print(out)
show("mse all correct", mse(y_true, y_true))
show("mse scalar weight", mse(y_true, y_pred, sample_weight=2.3))
show("mse sample weight", mse(y_true, y_pred, sample_weight=sw))
show("mse timestep weight", mse(ts_true, ts_pred, sample_weight=ts_sw))
show("mse zero weight", mse(y_true, y_pred, sample_weight=0))
show("mse none", losses.MeanSquaredError(reduction=None)(y_true, y_pred, sample_weight=2.3))
show("mse 'none'", losses.MeanSquaredError(reduction="none")(y_true, y_pred))
show("mse sum", losses.MeanSquaredError(reduction="sum")(y_true, y_pred, sample_weight=2.3))
show("mse mean", losses.MeanSquaredError(reduction="mean")(y_true, y_pred))
show("mse mean_with_sample_weight",
     losses.MeanSquaredError(reduction="mean_with_sample_weight")(y_true, y_pred, sample_weight=sw))
show("mse function", losses.mean_squared_error(np.array([4, 8, 12]), np.array([[3], [0], [1]])))

mae = losses.MeanAbsoluteError()
print(mae.name)
show("mae", mae(y_true, y_pred))
show("mae scalar weight", mae(y_true, y_pred, sample_weight=2.3))
show("mae sample weight", mae(y_true, y_pred, sample_weight=sw))
show("mae timestep weight", mae(ts_true, ts_pred, sample_weight=ts_sw))
show("mae none", losses.MeanAbsoluteError(reduction=None)(y_true, y_pred, sample_weight=2.3))
show("mae sum", losses.MeanAbsoluteError(reduction="sum")(y_true, y_pred, sample_weight=2.3))
show("mae mean_with_sample_weight",
     losses.MeanAbsoluteError(reduction="mean_with_sample_weight")(y_true, y_pred, sample_weight=sw), 3)

mape = losses.MeanAbsolutePercentageError()
print(mape.name)
show("mape", mape(y_true, y_pred))
show("mape scalar weight", mape(y_true, y_pred, sample_weight=2.3))
show("mape sample weight", mape(y_true, y_pred, sample_weight=sw))
show("mape timestep weight", mape(ts_true, ts_pred, sample_weight=ts_sw))
show("mape none", losses.MeanAbsolutePercentageError(reduction=None)(y_true, y_pred, sample_weight=2.3))
show("mape mean_with_sample_weight",
     losses.MeanAbsolutePercentageError(reduction="mean_with_sample_weight")(y_true, y_pred, sample_weight=sw))

msle = losses.MeanSquaredLogarithmicError()
print(msle.name)
show("msle", msle(y_true, y_pred))
show("msle scalar weight", msle(y_true, y_pred, sample_weight=2.3))
show("msle sample weight", msle(y_true, y_pred, sample_weight=sw))
show("msle timestep weight", msle(ts_true, ts_pred, sample_weight=ts_sw))
show("msle mean_with_sample_weight",
     losses.MeanSquaredLogarithmicError(reduction="mean_with_sample_weight")(y_true, y_pred, sample_weight=sw))

h_true = np.array([[0.0, 1.0], [0.0, 0.0]])
h_pred = np.array([[0.6, 0.4], [0.4, 0.6]])
for cls in (losses.Hinge, losses.SquaredHinge, losses.CategoricalHinge):
    print(cls().name)
    show(f"{cls.__name__} sum_over_batch_size", cls()(h_true, h_pred))
    show(f"{cls.__name__} sum", cls(reduction="sum")(h_true, h_pred))
    show(f"{cls.__name__} None", cls(reduction=None)(h_true, h_pred))
    show(f"{cls.__name__} weighted", cls()(h_true, h_pred, sample_weight=[1, 0]))
    show(f"{cls.__name__} weighted sum", cls(reduction="sum")(h_true, h_pred, sample_weight=[1, 0]))
    show(f"{cls.__name__} weighted None", cls(reduction=None)(h_true, h_pred, sample_weight=[1, 0]))
    show(f"{cls.__name__} zero weight", cls()(h_true, h_pred, sample_weight=0.0))

c_true = np.asarray([[1, 9, 2], [-5, -2, 6]], dtype=np.float32)
c_pred = np.asarray([[4, 8, 12], [8, 1, 3]], dtype=np.float32)
cos = losses.CosineSimilarity()
print(cos.name, losses.CosineSimilarity(axis=2, reduction="sum", name="cosine_loss").get_config())
show("cosine", cos(c_true, c_pred))
show("cosine scalar weight", cos(c_true, c_pred, sample_weight=2.3))
show("cosine sample weight", cos(c_true, c_pred, sample_weight=np.asarray([1.2, 3.4])))
show("cosine timestep weight", cos(c_true.reshape((2, 3, 1)), c_pred.reshape((2, 3, 1)),
                                   sample_weight=np.asarray([3, 6, 5, 0, 4, 2]).reshape((2, 3))))
show("cosine axis=1", losses.CosineSimilarity(axis=1)(c_true, c_pred))

hu_pred = np.array([[0.9, 0.2, 0.2], [0.8, 0.4, 0.6]])
hu_true = np.array([[1.0, 0.0, 1.0], [1.0, 0.0, 0.0]])
huber = losses.Huber()
print(huber.name, losses.Huber(reduction="sum", name="huber").get_config())
show("huber all correct", huber(hu_true, hu_true))
show("huber", huber(hu_true, hu_pred))
show("huber scalar weight", huber(hu_true, hu_pred, sample_weight=2.3))
show("huber sample weight", huber(hu_true, hu_pred, sample_weight=np.array([[1.2], [3.4]])))
show("huber timestep weight", huber(hu_true.reshape((2, 3, 1)), hu_pred.reshape((2, 3, 1)),
                                    sample_weight=np.array([3, 6, 5, 0, 4, 2]).reshape((2, 3, 1))))
show("huber delta=0.8", losses.Huber(delta=0.8)(hu_true, hu_pred, sample_weight=2.3))

logcosh = losses.LogCosh()
print(logcosh.name)
show("log_cosh", logcosh(c_true, c_pred))
show("log_cosh scalar weight", logcosh(c_true, c_pred, sample_weight=2.3))
show("log_cosh sample weight", logcosh(c_true, c_pred, sample_weight=np.asarray([1.2, 3.4])))
show("log_cosh timestep weight", logcosh(ts_true, ts_pred, sample_weight=np.array([3, 6, 5, 0, 4, 2]).reshape((2, 3, 1))))

k_pred = np.asarray([0.4, 0.9, 0.12, 0.36, 0.3, 0.4], dtype=np.float32).reshape((2, 3))
k_true = np.asarray([0.5, 0.8, 0.12, 0.7, 0.43, 0.8], dtype=np.float32).reshape((2, 3))
kld = losses.KLDivergence()
print(kld.name)
show("kld", kld(k_true, k_pred))
show("kld scalar weight", kld(k_true, k_pred, sample_weight=2.3))
show("kld sample weight", kld(k_true, k_pred, sample_weight=np.asarray([1.2, 3.4], dtype=np.float32).reshape((2, 1))))
show("kld timestep weight", kld(k_true.reshape(2, 3, 1), k_pred.reshape(2, 3, 1),
                                sample_weight=np.asarray([3, 6, 5, 0, 4, 2]).reshape(2, 3)))

p_pred = np.asarray([1, 9, 2, 5, 2, 6], dtype=np.float32).reshape((2, 3))
p_true = np.asarray([4, 8, 12, 8, 1, 3], dtype=np.float32).reshape((2, 3))
poisson = losses.Poisson()
print(poisson.name)
show("poisson", poisson(p_true, p_pred))
show("poisson scalar weight", poisson(p_true, p_pred, sample_weight=2.3))
show("poisson sample weight", poisson(p_true, p_pred, sample_weight=np.asarray([1.2, 3.4]).reshape((2, 1))))

eye = np.array([[1, 0, 0], [0, 1, 0], [0, 0, 1]], dtype="float32")
bce = losses.BinaryCrossentropy()
print(bce.name, bce.get_config())
show("bce all correct", bce(eye, eye))
show("bce all correct logits", losses.BinaryCrossentropy(from_logits=True)(
    eye, np.array([[10.0, -10.0, -10.0], [-10.0, 10.0, -10.0], [-10.0, -10.0, 10.0]])))
show("bce", bce(eye, np.array([[0.9, 0.1, 0.2], [0.3, 0.8, 0.1], [0.1, 0.2, 0.7]], dtype="float32")))
b_true = np.array([1, 0, 1, 0]).reshape([2, 2])
b_pred = np.array([1, 1, 1, 0], dtype=np.float32).reshape([2, 2])
show("bce clipped", bce(b_true, b_pred))
bl_true = np.array([[1, 0, 1], [0, 1, 1]])
bl_logits = np.array([[10.0, -10.0, 10.0], [10.0, 10.0, -10.0]])
bce_logits = losses.BinaryCrossentropy(from_logits=True)
show("bce logits", bce_logits(bl_true, bl_logits))
show("bce scalar weight", bce(b_true, b_pred, sample_weight=2.3))
show("bce logits scalar weight", bce_logits(bl_true, bl_logits, sample_weight=2.3))
show("bce sample weight", bce(b_true, b_pred, sample_weight=np.array([1.2, 3.4]).reshape((2, 1))))
show("bce logits sample weight", bce_logits(bl_true, bl_logits, sample_weight=np.array([4, 3])))
show("bce logits None", losses.BinaryCrossentropy(from_logits=True, reduction=None)(bl_true, bl_logits))
show("bce label smoothing", losses.BinaryCrossentropy(from_logits=True, label_smoothing=0.1)(
    np.array([[1, 0, 1]]), np.array([[10.0, -10.0, -10.0]])))

onehot = np.array([[1, 0, 0], [0, 1, 0], [0, 0, 1]])
probs = np.array([[0.9, 0.05, 0.05], [0.5, 0.89, 0.6], [0.05, 0.01, 0.94]], dtype="float32")
logits = np.array([[8.0, 1.0, 1.0], [0.0, 9.0, 1.0], [2.0, 3.0, 5.0]])
sw3 = np.array([[1.2], [3.4], [5.6]]).reshape((3, 1))
cce = losses.CategoricalCrossentropy()
cce_logits = losses.CategoricalCrossentropy(from_logits=True)
print(cce.name, cce.get_config())
show("cce all correct", cce(onehot.astype("int64"), np.eye(3, dtype="float32")))
show("cce", cce(onehot, probs))
show("cce logits", cce_logits(onehot, logits))
show("cce scalar weight", cce(onehot, probs, sample_weight=2.3))
show("cce logits scalar weight", cce_logits(onehot, logits, sample_weight=2.3))
show("cce sample weight", cce(onehot, probs, sample_weight=sw3))
show("cce logits sample weight", cce_logits(onehot, logits, sample_weight=sw3))
show("cce logits None", losses.CategoricalCrossentropy(from_logits=True, reduction=None)(onehot, logits))
show("cce label smoothing", losses.CategoricalCrossentropy(from_logits=True, label_smoothing=0.1)(
    np.array([[1, 0, 0]]), np.array([[100.0, -100.0, -100.0]])))

scce = losses.SparseCategoricalCrossentropy()
scce_logits = losses.SparseCategoricalCrossentropy(from_logits=True)
print(scce.name, scce.get_config())
show("scce all correct", scce(np.array([[0], [1], [2]], dtype="int64"), np.eye(3, dtype="float32")))
show("scce", scce(np.array([0, 1, 2]), probs))
show("scce logits", scce_logits(np.array([0, 1, 2]), logits))
show("scce scalar weight", scce(np.array([[0], [1], [2]]), probs, sample_weight=2.3))
show("scce logits scalar weight", scce_logits(np.array([[0], [1], [2]]), logits, sample_weight=2.3))
show("scce sample weight", scce(np.array([[0], [1], [2]]), probs, sample_weight=sw3))
show("scce logits sample weight", scce_logits(np.array([[0], [1], [2]]), logits, sample_weight=sw3))
show("scce logits None", losses.SparseCategoricalCrossentropy(from_logits=True, reduction=None)(
    np.array([[0], [1], [2]]), logits))
ic_logits = np.array([[[0.854, 0.698, 0.598], [0.088, 0.86, 0.018]]])
show("scce ignore_class", losses.SparseCategoricalCrossentropy(from_logits=True, ignore_class=-1, reduction=None)(
    np.array([[-1, 2]]), ic_logits))

for name in ["mse", "MSE", "mae", "mape", "msle", "kld", "bce", "mean_squared_error", "binary_crossentropy",
             "categorical_crossentropy", "sparse_categorical_crossentropy", "hinge", "poisson"]:
    fn = losses.get(name)
    print(name, "->", fn.__name__)
print(losses.get("MeanSquaredError"), losses.get(None))
try:
    losses.get("nope")
except ValueError as e:
    print("ValueError:", e)

try:
    losses.MeanSquaredError(reduction="abc")
except ValueError as e:
    text = str(e)
    head, _, rest = text.partition("{")
    items, _, tail = rest.partition("}")
    print(head + "{...}" + tail)
    print(sorted(items.split(", ")))
