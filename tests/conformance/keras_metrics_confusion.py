# Keras 3.11 confusion-matrix metrics (keras/src/metrics/confusion_metrics.py, metrics_utils.py).
# Inputs and expected values are those of keras/src/metrics/confusion_metrics_test.py
# (FalsePositivesTest ... RecallAtPrecisionTest, AUCTest, MultiAUCTest); the AUC values with
# tolerances there were recomputed by hand from the TP/FP/TN/FN counts the test's comments give
# (ROC: sum of (x[i] - x[i+1]) * (y[i] + y[i+1]) / 2; PR interpolation: 2.416/7 + 4/7 =
# (0.5 * (3 + 2 ln 2.5) + 4) / 7 = 0.9166) and are printed rounded to 4 places. Variable names
# and paths: add_variable names under the metric's name scope (metrics/metric.py); the default
# names are the snake-cased class names (utils/naming.py auto_name); AUC's thresholds are
# [0 - epsilon, i / (n - 1) ..., 1 + epsilon]. Error texts are those the tests match.
import numpy as np
import keras
from keras import metrics


def r(x):
    return np.round(np.asarray(x, dtype="float64"), 4).tolist()


y_true = np.array(((0, 1, 0, 1, 0), (0, 0, 1, 1, 1), (1, 1, 1, 1, 0), (0, 0, 0, 0, 1)))
y_pred = np.array(((0, 0, 1, 1, 0), (1, 1, 1, 1, 1), (0, 1, 0, 1, 0), (1, 1, 1, 1, 1)))
sw = np.array((1.0, 1.5, 2.0, 2.5))
for cls in (metrics.FalsePositives, metrics.FalseNegatives, metrics.TrueNegatives, metrics.TruePositives):
    m = cls()
    m.update_state(y_true, y_pred)
    print(m, m.name, [v.path for v in m.variables], m.thresholds, r(m.result()), r(cls()(y_true, y_pred, sample_weight=sw)))

tp = np.array(((0.9, 0.2, 0.8, 0.1), (0.2, 0.9, 0.7, 0.6), (0.1, 0.2, 0.4, 0.3), (0, 1, 0.7, 0.3)))
tt = np.array(((0, 1, 1, 0), (1, 0, 0, 0), (0, 0, 0, 0), (1, 1, 1, 1)))
fp = metrics.FalsePositives(thresholds=[0.15, 0.5, 0.85])
print(fp.result())
fp.update_state(tt, tp)
print(fp.result())
w = ((1.0, 2.0, 3.0, 5.0), (7.0, 11.0, 13.0, 17.0), (19.0, 23.0, 29.0, 31.0), (5.0, 15.0, 10.0, 0))
print(r(metrics.FalsePositives(thresholds=[0.15, 0.5, 0.85])(tt, tp, sample_weight=w)))
print(r(metrics.FalseNegatives(thresholds=[0.15, 0.5, 0.85])(tt, tp)))
print(r(metrics.FalseNegatives(thresholds=[0.15, 0.5, 0.85])(tt, tp, sample_weight=((3.0,), (5.0,), (7.0,), (4.0,)))))
print(r(metrics.TrueNegatives(thresholds=[0.15, 0.5, 0.85])(tt, tp)))
print(r(metrics.TrueNegatives(thresholds=[0.15, 0.5, 0.85])(tt, tp, sample_weight=((0.0, 2.0, 3.0, 5.0),))))
c = metrics.FalsePositives(name="my_fp", thresholds=[0.4, 0.9])
print(c.get_config(), metrics.FalsePositives.from_config(c.get_config()).thresholds)
for bad in ([-1, 0.5, 2], [None]):
    try:
        metrics.TruePositives(thresholds=bad)
    except ValueError as e:
        print("ValueError:", e)

p = metrics.Precision(name="my_precision", thresholds=[0.4, 0.9], top_k=15, class_id=12)
print(p, [v.name for v in p.variables], [v.path for v in p.variables], p.thresholds, p.top_k, p.class_id)
print(p.get_config())
print(metrics.Precision()(np.array([0, 1, 1, 0]), np.array([1, 0, 1, 0])))
print(r(metrics.Precision()(np.array([[0, 1, 1, 0], [1, 0, 0, 1]]), np.array([[1, 0, 1, 0], [1, 0, 1, 0]]),
                            sample_weight=np.array([[1, 2, 3, 4], [4, 3, 2, 1]]))))
print(metrics.Precision()(np.array([0, 0, 0, 0]), np.array([0, 0, 0, 0])))
print(r(metrics.Precision(thresholds=[0.5, 0.7])(np.array([0, 1, 1, 0]), np.array([1, 0, 0.6, 0]))))
p = metrics.Precision(thresholds=[0.5, 1.0])
for _ in range(2):
    p.update_state(np.array([[0, 1], [1, 0]]), np.array([[1, 0], [0.6, 0]], dtype="float32"),
                   sample_weight=np.array([[4, 0], [3, 1]], dtype="float32"))
print(r(p.result()), r(p.true_positives), r(p.false_positives))
p.reset_state()
print(r(p.true_positives), r(p.result()))
print(r(metrics.Precision(top_k=3)(np.array([0, 1, 1, 0, 0]), np.array([0.2, 0.1, 0.5, 0, 0.2]))))
p = metrics.Precision(top_k=3)
p(np.array([[0, 1, 1, 0, 1]]), np.array([[0.2, 0.1, 0.4, 0, 0.2]]), sample_weight=np.array([[1, 4, 2, 3, 5]]))
print(r(p(np.array([1, 0, 1, 1, 1]), np.array([0.2, 0.6, 0.4, 0.2, 0.2]), sample_weight=np.array(3))))
y_pred3 = np.array([[0.1, 0.2, 0.7], [0.5, 0.3, 0.2], [0.2, 0.6, 0.2], [0.7, 0.2, 0.1], [0.1, 0.1, 0.8]])
y_true3 = np.array([[0.0, 0.0, 1.0], [1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [1.0, 0.0, 0.0], [0.0, 0.0, 1.0]])
p = metrics.Precision(class_id=1)
print(r(p(y_true3, y_pred3)), r(p.true_positives), r(p.false_positives))
p = metrics.Precision(thresholds=0.7, top_k=2)
print(r(p(np.array([0, 1, 1, 0, 1]), np.array([0.2, 0.8, 0.6, 0, 0.2]))), r(p.true_positives), r(p.false_positives))
try:
    metrics.Precision(class_id=2)(np.array([0, 1, 1, 0, 0]), np.array([0.2, 0.1, 0.6, 0, 0.2]))
except ValueError as e:
    print("ValueError:", e)

rc = metrics.Recall()
print(rc, [v.path for v in rc.variables])
print(r(rc(np.array([0, 1, 1, 0]), np.array([1, 0, 1, 0]))))
print(r(metrics.Recall()(np.array([[0, 1, 1, 0], [1, 0, 0, 1]]), np.array([[1, 0, 1, 0], [0, 1, 0, 1]]),
                         sample_weight=np.array([[1, 2, 3, 4], [4, 3, 2, 1]]))))
print(r(metrics.Recall(thresholds=[0.5, 0.7])(np.array([0, 1, 1, 0]), np.array([1, 0, 0.6, 0]))))
print(r(metrics.Recall(top_k=3)(np.array([0, 1, 1, 0, 0]), np.array([0.2, 0.1, 0.5, 0, 0.2]))))
print(r(metrics.Recall(class_id=1)(y_true3, y_pred3)))

pv = [0.0, 0.1, 0.2, 0.3, 0.4, 0.1, 0.45, 0.5, 0.8, 0.9]
lv = [0, 0, 0, 0, 0, 1, 1, 1, 1, 1]
s = metrics.SensitivityAtSpecificity(0.8)
print(s, [v.path for v in s.variables], len(s.thresholds), s.thresholds[:3])
print(r(s(np.array(lv), np.array(pv, dtype="float32"))))
pv2 = [0.0, 0.1, 0.2, 0.3, 0.4, 0.01, 0.02, 0.25, 0.26, 0.26]
print(r(metrics.SensitivityAtSpecificity(0.4)(np.array(lv), np.array(pv2, dtype="float32"))))
print(r(metrics.SensitivityAtSpecificity(0.4)(np.array(lv), np.array(pv2, dtype="float32"),
                                              sample_weight=np.array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]))))
print(r(metrics.SpecificityAtSensitivity(1.0)(np.array(lv), np.array(pv, dtype="float32"))))
print(r(metrics.SpecificityAtSensitivity(0.4)(np.array(lv), np.array(pv2, dtype="float32"))))
y_pred_t = keras.ops.transpose(np.array([pv2] * 3))
y_true_oh = keras.ops.one_hot(np.array([0, 0, 0, 0, 0, 2, 2, 2, 2, 2]), num_classes=3)
print(r(metrics.SpecificityAtSensitivity(0.4, class_id=2)(y_true_oh, y_pred_t)))
print(r(metrics.PrecisionAtRecall(0.8)(np.array(lv), np.array(pv, dtype="float32"))))
pv3 = [0.05, 0.1, 0.2, 0.3, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6, 0.9, 0.95]
lv3 = [0, 1, 0, 0, 0, 1, 1, 0, 1, 1, 0, 1]
print(r(metrics.RecallAtPrecision(0.75)(np.array(lv3), np.array(pv3, dtype="float32"))))
print(r(metrics.RecallAtPrecision(2.0 / 3)(np.array(lv3), np.array(pv3, dtype="float32"))))
print(metrics.SensitivityAtSpecificity(0.4, num_thresholds=100, class_id=12, name="s1").get_config())
for make in (lambda: metrics.SensitivityAtSpecificity(-1), lambda: metrics.PrecisionAtRecall(0.4, num_thresholds=-1)):
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)

y_pred = np.array([0, 0.5, 0.3, 0.9], dtype="float32")
y_true = np.array([0, 0, 1, 1])
swa = [1, 2, 3, 4]
a = metrics.AUC(num_thresholds=3)
print(a, [v.path for v in a.variables], [v.shape for v in a.variables], r(a.thresholds))
print(r(a(y_true, y_pred)), r(a.true_positives), r(a.false_positives), r(a.true_negatives), r(a.false_negatives))
print(metrics.AUC()(y_true, y_true))
print(r(metrics.AUC(num_thresholds=3)(y_true, y_pred, sample_weight=swa)))
print(r(metrics.AUC(num_thresholds=3, summation_method="majoring")(y_true, y_pred, sample_weight=swa)))
print(r(metrics.AUC(num_thresholds=3, summation_method="minoring")(y_true, y_pred, sample_weight=swa)))
print(r(metrics.AUC(num_thresholds=3, curve="PR")(y_true, y_pred, sample_weight=swa)))
print(r(metrics.AUC(num_thresholds=3, curve="PR", summation_method="majoring")(y_true, y_pred, sample_weight=swa)))
print(r(metrics.AUC(num_thresholds=3, curve="PR", summation_method="minoring")(y_true, y_pred, sample_weight=swa)))
m = metrics.AUC(num_thresholds=2, thresholds=[0.5])
print(m.num_thresholds, r(m.thresholds), r(m(y_true, y_pred)))
print(metrics.AUC(num_thresholds=3, curve="PR", name="auc_pr").get_config())
for kw in ({"num_thresholds": 1}, {"curve": "Invalid"}, {"summation_method": "Invalid"}):
    try:
        metrics.AUC(**kw)
    except ValueError as e:
        print("ValueError:", e)
ml = metrics.AUC(num_thresholds=3, multi_label=True)
print([v.path for v in ml.variables])
y_pred_ml = np.array([[0.0, 0.4], [0.5, 0.7], [0.3, 0.2], [0.9, 0.3]], dtype="float32")
y_true_ml = np.array([[0, 0], [1, 1], [1, 1], [1, 0]])
print(r(ml(y_true_ml, y_pred_ml)), [v.shape for v in ml.variables])
print(r(metrics.AUC(num_thresholds=3, multi_label=True, label_weights=[0.75, 0.25])(y_true_ml, y_pred_ml)))
print(r(metrics.AUC(num_thresholds=3, multi_label=False)(y_true_ml, y_pred_ml)))
