# Keras 3.11's focal, segmentation and generalized cross-entropy losses, with the inputs and the
# values asserted by keras/src/losses/losses_test.py (BinaryFocalCrossentropyTest,
# CategoricalFocalCrossentropyTest, DiceTest, TverskyTest, CategoricalGeneralizedCrossEntropyTest;
# numbers printed to 4 decimals (3 or 5 for two values near a boundary), checked against a double-precision evaluation of the formulas in
# losses/losses.py to be far from a rounding boundary), their default names and get_config()
# (losses/losses.py), and CategoricalGeneralizedCrossEntropy's q check.
import numpy as np
from keras import losses


def show(label, value, digits=4):
    arr = np.asarray(value)
    if arr.ndim == 0:
        print(f"{label}: {float(arr):.{digits}f}")
    else:
        print(f"{label}: [{', '.join(f'{float(v):.{digits}f}' for v in arr.reshape(-1))}] shape={arr.shape}")


eye = np.array([[1, 0, 0], [0, 1, 0], [0, 0, 1]], dtype="float32")
bf_true = np.asarray([1, 0, 1, 0]).reshape([2, 2])
bf_pred = np.asarray([0.9, 0.8, 0.7, 0.2], dtype=np.float32).reshape([2, 2])
bfl_true = np.array([[1, 1, 0], [0, 1, 0]], dtype="float32")
bfl_logits = np.array([[1.5, -2.7, 2.9], [-3.8, 1.2, -4.5]])
sw = np.array([1.2, 3.4]).reshape((2, 1))
bfce = losses.BinaryFocalCrossentropy(gamma=2.0)
bfce_logits = losses.BinaryFocalCrossentropy(gamma=3.0, from_logits=True)
print(bfce.name, losses.BinaryFocalCrossentropy().get_config())
show("bfce all correct", losses.BinaryFocalCrossentropy(gamma=1.5)(eye, eye))
show("bfce all correct logits", losses.BinaryFocalCrossentropy(gamma=2.0, from_logits=True)(
    eye, np.array([[100.0, -100.0, -100.0], [-100.0, 100.0, -100.0], [-100.0, -100.0, 100.0]])))
show("bfce", bfce(bf_true, bf_pred))
show("bfce logits", bfce_logits(bfl_true, bfl_logits))
show("bfce scalar weight", bfce(bf_true, bf_pred, sample_weight=1.23))
show("bfce logits scalar weight", bfce_logits(bfl_true, bfl_logits, sample_weight=3.21), 3)
show("bfce sample weight", bfce(bf_true, bf_pred, sample_weight=sw))
show("bfce logits sample weight", bfce_logits(bfl_true, bfl_logits, sample_weight=sw))
show("bfce None", losses.BinaryFocalCrossentropy(gamma=2.0, reduction=None)(bf_true, bf_pred))

onehot = np.array([[1, 0, 0], [0, 1, 0], [0, 0, 1]])
probs = np.array([[0.9, 0.05, 0.05], [0.5, 0.89, 0.6], [0.05, 0.01, 0.94]], dtype="float32")
logits = np.array([[8.0, 1.0, 1.0], [0.0, 9.0, 1.0], [2.0, 3.0, 5.0]])
sw3 = np.array([[1.2], [3.4], [5.6]]).reshape((3, 1))
cfce = losses.CategoricalFocalCrossentropy()
cfce_logits = losses.CategoricalFocalCrossentropy(from_logits=True)
print(cfce.name, cfce.get_config())
show("cfce all correct", losses.CategoricalFocalCrossentropy(alpha=0.25, gamma=2.0)(
    onehot.astype("int64"), np.eye(3, dtype="float32")))
show("cfce", cfce(onehot, probs))
show("cfce logits", cfce_logits(onehot, logits))
show("cfce scalar weight", cfce(onehot, probs, sample_weight=2.3))
show("cfce logits scalar weight", cfce_logits(onehot, logits, sample_weight=2.3))
show("cfce sample weight", cfce(onehot, probs, sample_weight=sw3))
show("cfce logits sample weight", cfce_logits(onehot, logits, sample_weight=sw3))
print("cfce logits None:", [f"{v:.4e}" for v in np.asarray(
    losses.CategoricalFocalCrossentropy(from_logits=True, reduction=None)(onehot, logits)).tolist()])
show("cfce label smoothing", losses.CategoricalFocalCrossentropy(from_logits=True, label_smoothing=0.1)(
    np.array([[1, 0, 0]]), np.array([[4.9, -0.5, 2.05]])), 5)

d_true = np.array(([[1, 2], [1, 2]]))
d_pred = np.array(([[4, 1], [6, 1]]))
seg_true = np.array(([[1, 0, 1, 0], [0, 1, 0, 1], [1, 0, 1, 0], [0, 1, 0, 1]]))
seg_pred = np.array(([[0, 1, 0, 1], [1, 0, 1, 1], [0, 1, 0, 1], [1, 0, 1, 1]]))
ax_true = np.array([[[[1.0], [1.0]], [[0.0], [0.0]]], [[[1.0], [1.0]], [[0.0], [0.0]]]])
ax_pred = np.array([[[[0.0], [1.0]], [[0.0], [1.0]]], [[[0.4], [0.0]], [[0.0], [0.9]]]])
print(losses.Dice().name, losses.Dice().get_config(), losses.Tversky().name, losses.Tversky().get_config())
show("dice", losses.Dice()(d_true, d_pred))
show("dice segmentation", losses.Dice()(seg_true, seg_pred))
show("dice axis", losses.Dice(axis=(1, 2, 3), reduction=None)(ax_true, ax_pred))
show("tversky", losses.Tversky()(d_true, d_pred))
show("tversky 0.2/0.8", losses.Tversky(alpha=0.2, beta=0.8)(d_true, d_pred))
show("tversky segmentation", losses.Tversky()(seg_true, seg_pred))
show("tversky axis", losses.Tversky(axis=(1, 2, 3), reduction=None)(ax_true, ax_pred))
show("tversky segmentation 0.2/0.8", losses.Tversky(alpha=0.2, beta=0.8)(seg_true, seg_pred))
show("tversky axis 0.2/0.8", losses.Tversky(alpha=0.2, beta=0.8, axis=(1, 2, 3), reduction=None)(ax_true, ax_pred))

g_true = np.array([0, 1, 0, 1])
g_pred = np.array([[0.7, 0.3], [0.2, 0.8], [0.6, 0.4], [0.4, 0.6]])
gce = losses.CategoricalGeneralizedCrossEntropy()
print(gce.name, gce.get_config())
show("gce", gce(g_true, g_pred))
show("gce q=0.8", losses.CategoricalGeneralizedCrossEntropy(q=0.8)(g_true, g_pred))
m_pred = np.array([[0.7, 0.3, 0.0], [0.2, 0.2, 0.6], [0.6, 0.4, 0.0], [0.2, 0.2, 0.6]])
show("gce multi-class", gce(g_true, m_pred))
show("gce multi-class q=0.8", losses.CategoricalGeneralizedCrossEntropy(q=0.8)(g_true, m_pred))
try:
    losses.CategoricalGeneralizedCrossEntropy(q=1.5)
except ValueError as e:
    print("ValueError:", e)
