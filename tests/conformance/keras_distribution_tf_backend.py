# keras.distribution on the TensorFlow backend (Keras 3.11.3 keras/src/distribution/distribution_lib.py
# over keras/src/backend/tensorflow/distribution_lib.py, which defines only list_devices and the
# DTensor converters). list_devices() names TF's logical devices as "type:index" (a CPU-only
# machine: ["cpu:0"]; "gpu" finds none); DeviceMesh, TensorLayout and LayoutMap check their
# arguments with the texts of distribution_lib.py, and LayoutMap looks a path up exactly, then by
# regex search over its keys (two matches: ValueError). DataParallel and ModelParallel, once their
# arguments pass, call distribution_lib.num_processes(), initialize() calls
# distribution_lib.initialize() and distribute_tensor() on a non-KerasTensor calls
# distribution_lib.distribute_tensor(): none exists in the TF module, so each is Python's
# AttributeError naming that module. DeviceMesh.backend_mesh would build a DTensor mesh, which
# tfplay does not have (its NotImplementedError).
import numpy as np
import tensorflow as tf
import keras

print(keras.distribution.list_devices(), keras.distribution.list_devices("gpu"), keras.distribution.list_devices("CPU"))
mesh = keras.distribution.DeviceMesh((1,), ["batch"])
print(mesh, mesh.devices, mesh.shape, mesh.axis_names)
layout = keras.distribution.TensorLayout(["batch", None], mesh)
print(layout)
print(keras.distribution.TensorLayout((None,)))
layout_map = keras.distribution.LayoutMap(mesh)
layout_map["dense.*kernel"] = (None, "batch")
layout_map["dense.*bias"] = ("batch",)
print(layout_map["dense_1/kernel"], layout_map["conv/kernel"], len(layout_map), list(layout_map))
print(keras.distribution.distribution())
attempts = [
    lambda: keras.distribution.DeviceMesh((2,), ["batch"]),
    lambda: keras.distribution.DeviceMesh((), []),
    lambda: keras.distribution.DeviceMesh((1, 1), ["a"]),
    lambda: keras.distribution.TensorLayout(["model"], mesh),
    lambda: keras.distribution.DataParallel(),
    lambda: keras.distribution.DataParallel(devices=["cpu:0"]),
    lambda: keras.distribution.DataParallel(device_mesh="cpu"),
    lambda: keras.distribution.ModelParallel(layout_map=layout_map),
    lambda: keras.distribution.ModelParallel(),
    lambda: keras.distribution.ModelParallel(layout_map={}),
    lambda: keras.distribution.initialize(),
    lambda: keras.distribution.distribute_tensor(np.ones(2), layout),
    lambda: layout_map.__setitem__("dense.*bias", ("batch",)),
    lambda: layout_map.__setitem__("x", 3),
    lambda: mesh.backend_mesh,
]
for attempt in attempts:
    try:
        print(attempt())
    except Exception as e:
        print(type(e).__name__ + ":", e)
layout_map["dense_1.*"] = (None,)
try:
    layout_map["dense_1/kernel"]
except ValueError as e:
    print(e)
del layout_map["dense_1.*"]
print(len(layout_map), layout_map.get("nothing"))
print(keras.distribution.distribute_tensor(keras.Input((2,)), layout).shape)
print(tf.keras.distribution.list_devices())
