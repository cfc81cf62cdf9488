# Keras 3.11 metrics beyond the confusion-matrix family. Inputs and expected values from Keras's
# tests: accuracy_metrics_test.py (TopKCategoricalAccuracy, SparseTopKCategoricalAccuracy, incl.
# from_sorted_ids: 0.5 unweighted, 0.3 with weights [0.7, 0.3]), iou_metrics_test.py (IoU,
# MeanIoU with ignore_class, BinaryIoU thresholds 0.3/0.5, OneHotIoU, OneHotMeanIoU; the
# confusion matrices in the tests' comments, e.g. [[0.2, 0.3], [0.4, 0.1]] weighted; result() is
# not run: it needs tf.gather(batch_dims=1), which tfplay lacks), f_score_metrics_test.py
# (test_fbeta_random_score_none: None/micro/macro/weighted for beta 0.5, 1, 2), and
# correlation_metrics_test.py (Pearson [1, 0.9934, 0.6934, -0.61], concordance
# [0.9756, 0.9877, 0.4651, -0.4638]); CosineSimilarity's docstring (0.49999997, 0.6999999 with
# weights [0.3, 0.7]); hinge_metrics_test.py CategoricalHinge (0.5, and 0.5 weighted; per sample
# [1, 0, 0, 1] = max(max((1 - t) p) - sum(t p) + 1, 0));
# R2Score worked by hand (1 - residual / (squared_sum - sum * mean): 0.98; per output 0.75 and
# 1 - 1.25 / 8.6667 = 0.8558); the metric functions by hand from the loss formulas (huber 0.5 e^2
# for |e| <= 1, log cosh, focal terms (1 - p_t)^gamma times the crossentropy, alpha 0.25 for the
# categorical one). Values printed rounded to 4
# places. The metric functions are the loss functions of the same name (keras/src/metrics/
# __init__.py imports them from keras/src/losses/losses.py). Names: each class's default name;
# IoU metrics keep an int64 `total_confusion_matrix` (dtype "int" by default).
import numpy as np
import keras
from keras import metrics


def r(x):
    return np.round(np.asarray(x, dtype="float64"), 4).tolist()


m = metrics.TopKCategoricalAccuracy(k=1, name="top_k_categorical_accuracy", dtype="float32")
print(m, [v.path for v in m.variables], m.get_config())
y_true = np.array([[0, 0, 1], [0, 1, 0]])
y_pred = np.array([[0.1, 0.9, 0.8], [0.05, 0.95, 0]], dtype="float32")
m.update_state(y_true, y_pred)
print(r(m.result()))
print(r(metrics.TopKCategoricalAccuracy(k=1)(y_true, y_pred, sample_weight=np.array([0.7, 0.3]))))
print(r(metrics.top_k_categorical_accuracy(y_true, y_pred, k=2)), r(metrics.top_k_categorical_accuracy(y_true, y_pred, k=1)))
s = metrics.SparseTopKCategoricalAccuracy(k=1)
print(s, s.get_config(), r(s(np.array([2, 1]), y_pred)))
print(r(metrics.SparseTopKCategoricalAccuracy(k=1)(np.array([2, 1]), y_pred, sample_weight=np.array([0.7, 0.3]))))
s = metrics.SparseTopKCategoricalAccuracy(k=1, from_sorted_ids=True)
print(s.get_config(), r(s(np.array([2, 1]), np.array([[1, 0, 3], [1, 2, 3]]))))
print(r(metrics.sparse_top_k_categorical_accuracy(np.array([2, 1]), y_pred, k=2)))

iou = metrics.IoU(num_classes=2, target_class_ids=[0, 1])
print(iou, iou.dtype, [(v.path, v.dtype) for v in iou.variables])
iou.update_state([0, 0, 1, 1], [0, 1, 0, 1])
print(iou.total_cm.numpy().tolist())
iou = metrics.IoU(num_classes=2, target_class_ids=[1, 0], dtype="float32")
iou.update_state(np.array([0, 0, 1, 1]), np.array([0, 1, 0, 1], dtype=np.float32), sample_weight=np.array([0.2, 0.3, 0.4, 0.1]))
print(r(iou.total_cm), iou.get_config())
mi = metrics.MeanIoU(num_classes=3, ignore_class=255)
mi.update_state([0, 1, 2, 255], [0, 1, 1, 1])
print(mi, mi.get_config(), mi.total_cm.numpy().tolist())
b = metrics.BinaryIoU(target_class_ids=[0, 1], threshold=0.3)
b.update_state([0, 1, 0, 1], [0.1, 0.2, 0.4, 0.7])
print(b, b.get_config(), b.total_cm.numpy().tolist())
oh_true = np.array([[0, 0, 1], [1, 0, 0], [0, 1, 0], [1, 0, 0]])
oh_pred = np.array([[0.2, 0.3, 0.5], [0.1, 0.2, 0.7], [0.5, 0.3, 0.1], [0.1, 0.4, 0.5]])
oh = metrics.OneHotIoU(num_classes=3, target_class_ids=[0, 2])
oh.update_state(oh_true, oh_pred)
print(oh, oh.total_cm.numpy().tolist(), metrics.OneHotMeanIoU(num_classes=3).get_config())
try:
    metrics.IoU(num_classes=2, target_class_ids=[0, 2])
except ValueError as e:
    print("ValueError:", e)

fy_true = [[1, 0, 0], [0, 1, 0], [0, 0, 1], [1, 0, 0], [1, 0, 0], [0, 0, 1]]
fy_pred = [[0.9, 0.1, 0], [0.2, 0.6, 0.2], [0, 0, 1], [0.4, 0.3, 0.3], [0, 0.9, 0.1], [0, 0, 1]]
for average in (None, "micro", "macro", "weighted"):
    print(average, [r(metrics.FBetaScore(average=average, beta=beta)(fy_true, fy_pred)) for beta in (0.5, 1.0, 2.0)])
f = metrics.FBetaScore(average="macro", beta=2.0)
print(f, [v.path for v in f.variables], f.get_config())
f(fy_true, fy_pred)
print([(v.path, v.shape) for v in f.variables])
f1 = metrics.F1Score(average="weighted")
print(f1, f1.get_config(), r(f1(fy_true, fy_pred)))
print(r(metrics.F1Score(threshold=0.66)([[0, 0, 1], [1, 1, 0], [1, 1, 1]], [[0.7, 0.7, 0.7], [1, 0, 0], [0.9, 0.8, 0]])))
for kw in ({"average": "invalid"}, {"beta": 1}, {"beta": 0.0}, {"threshold": 1.1}):
    try:
        metrics.FBetaScore(**kw)
    except ValueError as e:
        print("ValueError:", e)

cy_true = np.array([[0, 1, 0.5], [1, 1, 0.2], [1, 1, 0.1], [0.1, 0.7, 0.0]], dtype="float32")
cy_pred = np.array([[0.1, 0.9, 0.5], [1, 0.9, 0.2], [0.2, 0.8, 0], [0.3, 0.3, 0.9]], dtype="float32")
print(r(metrics.pearson_correlation(cy_true, cy_pred, axis=-1)))
print(r(metrics.concordance_correlation(cy_true, cy_pred, axis=-1)))
pc = metrics.PearsonCorrelation(axis=-1)
pc.update_state(cy_true[:2], cy_pred[:2])
print(pc, r(pc.result()), pc.get_config())
pc.update_state(cy_true[2:], cy_pred[2:])
print(r(pc.result()))
cc = metrics.ConcordanceCorrelation()
print(cc, r(cc(cy_true, cy_pred)))

cs = metrics.CosineSimilarity(axis=1)
print(cs, r(cs([[0.0, 1.0], [1.0, 1.0]], [[1.0, 0.0], [1.0, 1.0]])))
cs.reset_state()
print(r(cs([[0.0, 1.0], [1.0, 1.0]], [[1.0, 0.0], [1.0, 1.0]], sample_weight=[0.3, 0.7])))
ch = metrics.CategoricalHinge()
hy_true = np.array(((0, 1, 0, 1, 0), (0, 0, 1, 1, 1), (1, 1, 1, 1, 0), (0, 0, 0, 0, 1)), dtype="float32")
hy_pred = np.array(((0, 0, 1, 1, 0), (1, 1, 1, 1, 1), (0, 1, 0, 1, 0), (1, 1, 1, 1, 1)), dtype="float32")
print(ch, type(ch).__module__, r(ch(hy_true, hy_pred)))
print(r(metrics.CategoricalHinge()(hy_true, hy_pred, sample_weight=np.array((1.0, 1.5, 2.0, 2.5)))))
print(type(metrics.Hinge()).__module__, type(metrics.SquaredHinge()).__module__)

r2 = metrics.R2Score()
print(r2, [v.path for v in r2.variables])
print(r(r2([[1.0], [2.0], [3.0], [4.0]], [[1.1], [1.9], [3.2], [3.8]])), [v.path for v in r2.variables])
r2 = metrics.R2Score(class_aggregation=None)
print(r(r2([[1.0, 2.0], [2.0, 1.0], [3.0, 5.0]], [[1.5, 2.5], [2.0, 1.0], [2.5, 4.0]])))

print(r(metrics.huber([[0.0, 1.0], [0.0, 0.0]], [[0.6, 0.4], [0.4, 0.6]])))
print(r(metrics.log_cosh([[0.0, 1.0], [0.0, 0.0]], [[1.0, 1.0], [0.0, 0.0]])))
print(r(metrics.categorical_hinge(hy_true, hy_pred)))
print(r(metrics.binary_focal_crossentropy([[0.0, 1.0], [0.0, 0.0]], [[0.6, 0.4], [0.4, 0.6]])))
print(r(metrics.categorical_focal_crossentropy([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0]], [[0.05, 0.95, 0.0], [0.1, 0.8, 0.1]])))
for name in ("precision", "recall", "auc", "top_k_categorical_accuracy", "r2_score", "f1_score", "cosine_similarity"):
    try:
        obj = metrics.get(name)
        print(name, type(obj).__name__, obj.name)
    except Exception as e:
        print(name, type(e).__name__, e)
