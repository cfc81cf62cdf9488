# Keras 3.11.3 has two views of its API (keras/api/ and keras/api/_tf_keras/keras/, which TF
# 2.20 loads as tf.keras), each module importing exactly its public names. Only the tf.keras
# view keeps Keras 2's function aliases (losses.MSE, logcosh, kullback_leibler_divergence) and
# tf.keras.losses.Reduction (keras/src/legacy/losses.py); the keras view names the same
# functions mean_squared_error, log_cosh, kl_divergence. Source helpers such as ALL_OBJECTS or
# the losses submodule are in neither view.
import keras
import tensorflow as tf

print(tf.keras.losses.MSE is keras.losses.mean_squared_error, tf.keras.metrics.mae is keras.losses.mean_absolute_error)
print(tf.keras.losses.logcosh.__name__, tf.keras.losses.kullback_leibler_divergence.__name__)
print(tf.keras.losses.Reduction.all(), tf.keras.losses.Reduction.SUM_OVER_BATCH_SIZE)
try:
    tf.keras.losses.Reduction.validate("mean")
except ValueError as e:
    print("ValueError:", e)
print(tf.keras.layers.Dense is keras.layers.Dense, tf.keras.ops is keras.ops)
for module, name in [(keras.losses, "MSE"), (keras.metrics, "mse"), (tf.keras.losses, "mean_squared_error"),
                     (keras.losses, "ALL_OBJECTS"), (keras.metrics, "accuracy_metrics"), (keras.layers, "core")]:
    try:
        getattr(module, name)
    except AttributeError as e:
        print("AttributeError:", e)
print([n for n in dir(keras.losses) if not n.startswith("_")][:6])
print(sorted(set(dir(tf.keras.losses)) - set(dir(keras.losses)))[:8])
