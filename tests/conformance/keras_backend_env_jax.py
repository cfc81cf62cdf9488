# keras.io guides such as "Introduction to Keras for engineers" pick the JAX backend before
# importing Keras. Keras reads KERAS_BACKEND when it is imported (keras/src/backend/config.py)
# and imports that backend (keras/src/backend/__init__.py); pip's TensorFlow 2.20 does not
# install JAX, and tfplay's Keras has the TensorFlow backend only, so the import raises a
# NotImplementedError naming the variable (a name Keras does not know is Keras's ValueError
# "Unable to import backend : ..."; "tensorflow" imports as usual).
import os

os.environ["KERAS_BACKEND"] = "jax"
import keras

print(keras.config.backend())
