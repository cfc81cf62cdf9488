# Keras 3.11.3 APIs tfplay has no kernels for, or that the TensorFlow backend refuses:
# - models/model.py Model.quantize checks its keyword arguments ("Unrecognized keyword arguments
#   passed to Sequential: {...}") and the mode (dtype_policies QUANTIZATION_MODES: int8, float8,
#   int4) with Keras's ValueErrors; quantizing itself needs int8/int4/float8 kernels tfplay does
#   not have: NotImplementedError naming the feature (tfplay's text).
# - backend/tensorflow/optimizer.py TFOptimizer.stateless_apply always raises ValueError on TF.
# - trainers/trainer.py stateless_compute_loss: the loss on given variable values, plus the
#   trainable, non-trainable and metric values after it.
import numpy as np
import keras

model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(2)])
for call in (lambda: model.quantize("int2"), lambda: model.quantize("int8", foo=1), lambda: model.quantize("int8"),
             lambda: keras.optimizers.Adam().stateless_apply([], [], [])):
    try:
        call()
    except (ValueError, NotImplementedError) as e:
        print(type(e).__name__, e)

model.compile(loss="mse", metrics=["mae"], optimizer="sgd")
model.fit(np.ones((2, 3)), np.ones((2, 1)), verbose=0)
trainable = [v.value for v in model.trainable_variables]
metric_values = [v.value for v in model.metrics_variables]
y_pred, non_trainable = model.stateless_call(trainable, [], np.ones((2, 3), "float32"))
loss, (t, nt, mv) = model.stateless_compute_loss(trainable, non_trainable, metric_values, x=np.ones((2, 3)),
                                                 y=y_pred.numpy(), y_pred=y_pred)
print(float(loss), len(t), nt, len(mv))
