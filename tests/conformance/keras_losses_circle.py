# keras.losses.Circle / keras.losses.circle (keras/src/losses/losses.py, Keras 3.11.3) with
# build_pos_neg_masks (keras/src/utils/numerical_utils.py). Inputs and expected values from
# losses_test.py CircleTest: 188.3883 (gamma 80, margin 0.4), 652.7617 (gamma 256, margin 0.25),
# per sample (61.5844, 94.3465, 276.9344, 90.9873, 48.8963) against reference embeddings
# without removing the diagonal, and 244.91918 with sample weights [2, 2, 1, 1, 0.5]. The
# per-sample losses carry a Keras mask (loss > 0). get_config adds gamma, margin and
# remove_diagonal to Loss's config.
import numpy as np
import keras
from keras import losses

y_true = np.array([1, 1, 2, 2, 3])
y_pred = np.array([
    [0.70014004, -0.42008403, 0.14002801, 0.56011203],
    [0.17609018, 0.70436073, -0.52827054, 0.44022545],
    [-0.34050261, 0.25537696, -0.68100522, 0.59587957],
    [0.32163376, -0.75047877, 0.53605627, -0.21442251],
    [0.51261459, -0.34174306, 0.17087153, 0.76892189],
])
ref_labels = np.array([1, 1, 2, 2, 3, 4])
ref_embeddings = np.array([
    [0.40824829, -0.54433105, 0.27216553, 0.68041382],
    [0.76376261, 0.10910895, -0.54554473, 0.32732684],
    [-0.74420841, 0.24806947, 0.49613894, -0.3721042],
    [0.52981294, -0.13245324, 0.79471941, -0.26490647],
    [0.54554473, -0.32732684, 0.10910895, 0.76376261],
    [-0.27216553, 0.68041382, 0.40824829, -0.54433105],
])
print(round(float(losses.Circle(gamma=80.0, margin=0.4)(y_true, y_pred)), 3))
print(round(float(losses.Circle(gamma=256, margin=0.25)(y_true, y_pred)), 3))
per_sample = losses.circle(y_true, y_pred, ref_labels=ref_labels, ref_embeddings=ref_embeddings, gamma=80.0,
                           margin=0.4, remove_diagonal=False)
print(np.round(np.asarray(per_sample, dtype="float64"), 3).tolist())
print(round(float(losses.Circle()(y_true, y_pred, sample_weight=np.array([2.0, 2.0, 1.0, 1.0, 0.5]))), 2))
c = losses.Circle(name="mycircle", gamma=80.0, margin=0.4)
print(c.get_config())
print(type(losses.get("circle")).__name__ if not callable(losses.get("circle")) else losses.get("circle").__name__)
