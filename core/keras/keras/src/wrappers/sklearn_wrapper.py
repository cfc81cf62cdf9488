"""keras.wrappers' scikit-learn estimators (keras/src/wrappers/sklearn_wrapper.py) with Keras's
signatures. They subclass scikit-learn's BaseEstimator and mixins, and tfplay has no
scikit-learn: creating one raises NotImplementedError naming it."""
from keras.src.utils.unavailable import unavailable


def _not_in_tfplay(name):
    raise NotImplementedError(f"keras.wrappers.{name} needs scikit-learn, which tfplay does not have")


@unavailable("scikit-learn")
class SKLearnClassifier:
    def __init__(self, model, warm_start=False, model_kwargs=None, fit_kwargs=None):
        _not_in_tfplay("SKLearnClassifier")


@unavailable("scikit-learn")
class SKLearnRegressor:
    def __init__(self, model, warm_start=False, model_kwargs=None, fit_kwargs=None):
        _not_in_tfplay("SKLearnRegressor")


@unavailable("scikit-learn")
class SKLearnTransformer:
    def __init__(self, model, warm_start=False, model_kwargs=None, fit_kwargs=None):
        _not_in_tfplay("SKLearnTransformer")
