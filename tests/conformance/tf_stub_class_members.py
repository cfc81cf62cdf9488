# Members of TF 2.20 classes tfplay does not emulate. TF's API golden files list them
# (tensorflow/tools/api/golden/v2: tensorflow.lite.-t-f-lite-converter.pbtxt,
# tensorflow.lite.-optimize.pbtxt, tensorflow.lite.-ops-set.pbtxt, tensorflow.-device-spec.pbtxt;
# experimental_from_jax is a TFLiteConverterV2 classmethod in tensorflow/lite/python/lite.py), so
# they exist (hasattr is True) and using one raises NotImplementedError naming it; a name those
# classes lack is an AttributeError, as in TF (hasattr is False; the message is not checked here:
# TF's classes are TFLiteConverterV2 and DeviceSpecV2, names tfplay's stubs do not carry).
# Classes whose members tfplay does not list (tf.lite.Interpreter, tf.linalg.LinearOperatorDiag)
# name every public attribute as not emulated, like an unlisted module; dunder names stay
# AttributeError.
import tensorflow as tf


def show(f):
    try:
        f()
        print("no error")
    except Exception as e:
        print(type(e).__name__ + ":", e)


show(lambda: tf.lite.TFLiteConverter.from_keras_model(None))
show(lambda: tf.lite.TFLiteConverter.experimental_from_jax([], []))
show(lambda: tf.lite.TFLiteConverter())
show(lambda: str(tf.lite.OpsSet.TFLITE_BUILTINS))
show(lambda: tf.DeviceSpec.from_string("/cpu:0"))
show(lambda: tf.DeviceSpec(device_type="CPU"))
print(hasattr(tf.lite.TFLiteConverter, "from_keras_model"), hasattr(tf.lite.Optimize, "DEFAULT"),
      hasattr(tf.DeviceSpec, "to_string"))
print(hasattr(tf.lite.TFLiteConverter, "from_tflite"), hasattr(tf.DeviceSpec, "from_proto"))
show(lambda: tf.lite.Interpreter.get_tensor_details)
show(lambda: tf.linalg.LinearOperatorDiag.matvec)
show(lambda: tf.lite.Interpreter.__wrapped__)
