# tf.train.Checkpoint stores each variable's exact value, whatever its dtype: TF's tensor
# bundle (tensorflow/core/util/tensor_bundle/tensor_bundle.cc, BundleWriter::Add) writes a
# tensor's raw element bytes to the .data-00000-of-00001 file, so a restore gives back the same
# bits (float16 rounding, -0.0, inf, 1e-300, the int extremes, complex parts), and
# CheckpointReader.get_tensor (tensorflow/python/training/py_checkpoint_reader.py) returns them
# as a NumPy array of the saved dtype and shape. A data file is about 4 bytes per float32 value:
# the saved tensors' bytes plus the serialized object graph; saving and restoring the "Save and
# load models" tutorial's model (a 784-512-10 MLP, 407,050 weights, trained by Adam) with a
# CheckpointManager gives back every weight and optimizer slot.
import os

import numpy as np
import tensorflow as tf

variables = {
    "f32": tf.Variable(np.arange(12, dtype="float32").reshape(3, 4) / 7),
    "f64": tf.Variable([1 / 3, 1e-300, -0.0, float("inf")], dtype=tf.float64),
    "f16": tf.Variable([0.1, 65504.0, -2.5], dtype=tf.float16),
    "i8": tf.Variable([-128, 127], dtype=tf.int8),
    "u8": tf.Variable([0, 255], dtype=tf.uint8),
    "i16": tf.Variable([-32768, 32767], dtype=tf.int16),
    "i32": tf.Variable([[-(2**31), 2**31 - 1]]),
    "i64": tf.Variable(2**62 + 1, dtype=tf.int64),
    "b": tf.Variable([True, False, True]),
    "c64": tf.Variable([1 + 2j, -0.5j], dtype=tf.complex64),
    "c128": tf.Variable([[1 / 3 - 1e-200j]], dtype=tf.complex128),
}
saved = {k: v.numpy() for k, v in variables.items()}
ckpt = tf.train.Checkpoint(**variables)
path = ckpt.save("./roundtrip/ckpt")
for v in variables.values():
    v.assign(tf.zeros_like(v))
ckpt.restore(path).assert_consumed()
for k, v in variables.items():
    print(k, v.dtype.name, v.shape, np.array_equal(v.numpy(), saved[k]))
reader = tf.train.load_checkpoint(path)
print(type(reader.get_tensor("f32/.ATTRIBUTES/VARIABLE_VALUE")).__name__)
for k in variables:
    value = reader.get_tensor(k + "/.ATTRIBUTES/VARIABLE_VALUE")
    print(k, value.dtype, value.shape, value.tolist())
print(reader.get_tensor("save_counter/.ATTRIBUTES/VARIABLE_VALUE"))

# The "Save and load models" tutorial's model, after one step of training.
def create_model():
    model = tf.keras.Sequential([
        tf.keras.layers.Input((784,)),
        tf.keras.layers.Dense(512, activation="relu"),
        tf.keras.layers.Dropout(0.2),
        tf.keras.layers.Dense(10),
    ])
    model.compile(optimizer="adam",
                  loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=[tf.keras.metrics.SparseCategoricalAccuracy()])
    return model


rng = np.random.default_rng(0)
x = rng.random((64, 784)).astype("float32")
y = rng.integers(0, 10, 64)
model = create_model()
model.fit(x, y, epochs=1, batch_size=32, verbose=0)
ckpt = tf.train.Checkpoint(model=model, optimizer=model.optimizer)
manager = tf.train.CheckpointManager(ckpt, "./mlp", max_to_keep=2)
path = manager.save()
print(path, model.count_params())
data_size = os.path.getsize(path + ".data-00000-of-00001")
values_size = sum(v.numpy().nbytes for v in model.weights + model.optimizer.variables) + 8  # + save_counter
print(values_size, values_size <= data_size < values_size + 16384)

fresh = create_model()
fresh.fit(x[:32], y[:32], epochs=1, verbose=0)  # builds the optimizer's slots
restored = tf.train.Checkpoint(model=fresh, optimizer=fresh.optimizer)
restored.restore(manager.latest_checkpoint).assert_consumed()
print(all(np.array_equal(a.numpy(), b.numpy()) for a, b in zip(model.weights, fresh.weights)))
print(all(np.array_equal(a.numpy(), b.numpy())
          for a, b in zip(model.optimizer.variables, fresh.optimizer.variables)))
print(np.array_equal(model.predict(x, verbose=0), fresh.predict(x, verbose=0)))
