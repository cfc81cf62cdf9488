"""keras.wrappers: scikit-learn estimators around a Keras model (keras/src/wrappers). tfplay has
no scikit-learn: creating one raises NotImplementedError (keras/src/wrappers/sklearn_wrapper.py)."""
from keras.src.wrappers.sklearn_wrapper import SKLearnClassifier, SKLearnRegressor, SKLearnTransformer
