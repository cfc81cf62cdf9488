"""Hinge metrics (keras/src/metrics/hinge_metrics.py): the mean of the hinge losses."""
from keras.src import losses
from keras.src.metrics.regression_metrics import _wrapper

Hinge = _wrapper("Hinge", losses.hinge, "hinge", __name__)
SquaredHinge = _wrapper("SquaredHinge", losses.squared_hinge, "squared_hinge", __name__)
CategoricalHinge = _wrapper("CategoricalHinge", losses.categorical_hinge, "categorical_hinge", __name__)
