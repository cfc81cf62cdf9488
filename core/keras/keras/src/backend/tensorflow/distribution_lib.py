"""The TensorFlow backend's distribution helpers (keras/src/backend/tensorflow/distribution_lib.py),
which Keras 3.11 marks as a prototype: `list_devices` names the logical devices TF sees
("cpu:0" on tfplay's one CPU), and the two converters build DTensor meshes and layouts.

Keras's TF module defines nothing else, so keras.distribution's calls of `num_processes`,
`process_id`, `initialize` and `distribute_tensor` end, as in Keras, in an AttributeError
naming this module."""
import tensorflow as tf


def list_devices(device_type=None):
    """The devices of `device_type` ("cpu", "gpu" or "tpu", any case) as "type:index"
    strings; with no type, the accelerators if there are any, else the CPUs."""
    device_type = device_type.upper() if device_type else None
    found = tf.config.list_logical_devices(device_type=device_type)
    cpus = [d for d in found if d.device_type.lower() == "cpu"]
    others = [d for d in found if d.device_type.lower() != "cpu"]
    if device_type is None:
        found = others if others else cpus
    return [f"{d.device_type.lower()}:{d.name.split(':')[-1]}" for d in found]


def distribute_value(value, tensor_layout):
    # Keras leaves this a stub (a TODO returning None).
    return None


def _to_backend_mesh(device_mesh):
    """Keras builds a tf.experimental.dtensor mesh here; tfplay has no DTensor."""
    raise NotImplementedError("tfplay has no DTensor (tf.experimental.dtensor), so "
                              "keras.distribution.DeviceMesh.backend_mesh is not available")


def _to_backend_layout(tensor_layout):
    """Keras builds a tf.experimental.dtensor layout here; tfplay has no DTensor."""
    if tensor_layout.device_mesh is None:
        raise ValueError("Cannot create sharding when device mesh is not set for TensorLayout.")
    raise NotImplementedError("tfplay has no DTensor (tf.experimental.dtensor), so "
                              "keras.distribution.TensorLayout.backend_layout is not available")
