"""keras.distribution (keras/src/distribution/distribution_lib.py, Keras 3.11.3) on the
TensorFlow backend, whose distribution module (backend/tensorflow/distribution_lib.py) only
lists devices and converts meshes and layouts to DTensor ones.

What works there works here: `list_devices()` (["cpu:0"] on tfplay's one CPU), `DeviceMesh`,
`TensorLayout`, `LayoutMap`, `distribution()`/`set_distribution()` and `Distribution.scope()`,
with Keras's checks and error texts. What the TF backend lacks fails as in Keras:
`DataParallel(...)` and `ModelParallel(...)` (after their argument checks), `initialize()` and
`distribute_tensor()` on a tensor reach a helper the TF module does not define and raise
AttributeError naming it. `backend_mesh`/`backend_layout` (DTensor objects in TF) raise
NotImplementedError: tfplay has no DTensor."""
import collections
import contextlib
import os
import re
import warnings

import numpy as np

from keras.src.backend.common import global_state
from keras.src.backend.common.keras_tensor import KerasTensor
from keras.src.backend.tensorflow import distribution_lib

DEFAULT_BATCH_DIM_NAME = "batch"
GLOBAL_ATTRIBUTE_NAME = "distribution"


def list_devices(device_type=None):
    """The devices available for distributed computation ("cpu:0"-style strings)."""
    return distribution_lib.list_devices(device_type)


def initialize(job_addresses=None, num_processes=None, process_id=None):
    """Multi-process set-up: arguments left None are read from KERAS_DISTRIBUTION_JOB_ADDRESSES,
    KERAS_DISTRIBUTION_NUM_PROCESSES and KERAS_DISTRIBUTION_PROCESS_ID, then handed to the
    backend, whose TF module has no `initialize` (AttributeError, as in Keras)."""
    env = os.environ
    if job_addresses is None and "KERAS_DISTRIBUTION_JOB_ADDRESSES" in env:
        job_addresses = env["KERAS_DISTRIBUTION_JOB_ADDRESSES"]
    if num_processes is None and "KERAS_DISTRIBUTION_NUM_PROCESSES" in env:
        num_processes = int(env["KERAS_DISTRIBUTION_NUM_PROCESSES"])
    if process_id is None and "KERAS_DISTRIBUTION_PROCESS_ID" in env:
        process_id = int(env["KERAS_DISTRIBUTION_PROCESS_ID"])
    distribution_lib.initialize(job_addresses, num_processes, process_id)


class DeviceMesh:
    """A `shape`d grid of devices (default: every device list_devices() gives) with one name
    per axis. ValueError when shape or axis_names is empty, their lengths differ, or the grid
    does not hold exactly the devices given."""

    def __init__(self, shape, axis_names, devices=None):
        if not shape or not axis_names:
            raise ValueError(f"Shape and axis_names cannot be empty. Received: shape={shape}, "
                             f"axis_names={axis_names}")
        if len(shape) != len(axis_names):
            raise ValueError(f"Shape and axis_names should have same size. Received: shape={shape}, "
                             f"axis_names={axis_names}")
        devices = np.array(list_devices() if devices is None else devices)
        if np.prod(shape) != np.prod(devices.shape):
            raise ValueError(f"Shape does not match the number of devices. Received: shape={shape}; "
                             f"devices.shape={devices.shape}")
        self._shape = shape
        self._axis_names = axis_names
        self._devices = np.reshape(devices, shape)

    @property
    def shape(self):
        return self._shape

    @property
    def axis_names(self):
        return self._axis_names

    @property
    def devices(self):
        return self._devices

    @property
    def backend_mesh(self):
        if not hasattr(self, "_backend_mesh"):
            self._backend_mesh = distribution_lib._to_backend_mesh(self)
        return self._backend_mesh

    def __repr__(self):
        return f"<{type(self).__name__} shape={self.shape}, axis_names={self.axis_names}>"

    def __str__(self):
        return self.__repr__()


class TensorLayout:
    """How a tensor's axes map onto a DeviceMesh's named axes (None: not sharded). The mesh
    may be given later, once; axis names it lacks raise ValueError."""

    def __init__(self, axes, device_mesh=None):
        self._axes = tuple(axes)
        self._device_mesh = device_mesh
        self._validate_axes()

    @property
    def axes(self):
        return self._axes

    @property
    def device_mesh(self):
        return self._device_mesh

    @device_mesh.setter
    def device_mesh(self, device_mesh):
        if self._device_mesh is not None:
            raise ValueError(f"Cannot override device mesh value. Existing value is {self._device_mesh}")
        self._device_mesh = device_mesh
        self._validate_axes()

    @property
    def backend_layout(self):
        if not hasattr(self, "_backend_layout"):
            self._backend_layout = distribution_lib._to_backend_layout(self)
        return self._backend_layout

    def _validate_axes(self):
        if self._device_mesh:
            valid = set(self._device_mesh.axis_names)
            used = set(self._axes) - {None}
            if used - valid:
                raise ValueError(f"Invalid axis names for Layout. Valid axis names: {valid}, Got {used}")

    def __repr__(self):
        return f"<{type(self).__name__} axes={self.axes}, device_mesh={self.device_mesh}>"

    def __str__(self):
        return self.__repr__()


class Distribution:
    """The base of distribution strategies: a device mesh, the name of its batch axis, and
    whether datasets are sharded among processes. Subclasses give the layouts."""

    def __init__(self, device_mesh, batch_dim_name=None, auto_shard_dataset=True):
        self._device_mesh = device_mesh
        self._batch_dim_name = batch_dim_name
        self._auto_shard_dataset = auto_shard_dataset

    def get_data_layout(self, data_shape):
        raise NotImplementedError()

    def get_variable_layout(self, variable):
        raise NotImplementedError()

    def get_tensor_layout(self, path):
        raise NotImplementedError()

    @contextlib.contextmanager
    def scope(self):
        """Makes this distribution the global one inside the `with` block."""
        previous = distribution()
        set_distribution(self)
        try:
            yield
        finally:
            set_distribution(previous)

    @property
    def device_mesh(self):
        return self._device_mesh

    @property
    def batch_dim_name(self):
        return self._batch_dim_name

    @property
    def auto_shard_dataset(self):
        return self._auto_shard_dataset

    @auto_shard_dataset.setter
    def auto_shard_dataset(self, auto_shard_dataset):
        self._auto_shard_dataset = auto_shard_dataset

    def distribute_dataset(self, dataset):
        raise NotImplementedError()

    def __repr__(self):
        return f"<{type(self).__name__} device_mesh={self.device_mesh}>"

    def __str__(self):
        return self.__repr__()


class DataParallel(Distribution):
    """Data parallelism over a 1-D mesh (from `device_mesh`, `devices` or list_devices()).
    On the TensorFlow backend, creating one ends in the backend's missing `num_processes`
    (AttributeError), as in Keras 3.11."""

    def __init__(self, device_mesh=None, devices=None, auto_shard_dataset=True):
        if device_mesh:
            if not isinstance(device_mesh, DeviceMesh):
                raise ValueError("Expect `mesh` to be an instance of `DeviceMesh`. "
                                 f"Received: mesh={device_mesh} (of type {type(device_mesh)})")
            super().__init__(device_mesh, device_mesh.axis_names[0], auto_shard_dataset)
            if self.device_mesh.devices.ndim != 1:
                warnings.warn("Expect the input mesh to be 1D, but received mesh.devices.ndim=%d. "
                              "The first axis will be used for data-parallel sharding.",
                              device_mesh.devices.ndim)
        else:
            devices = np.array(devices if devices else list_devices())
            mesh = DeviceMesh(shape=devices.shape, axis_names=[DEFAULT_BATCH_DIM_NAME], devices=devices)
            super().__init__(mesh, DEFAULT_BATCH_DIM_NAME, auto_shard_dataset)
        self._num_process = distribution_lib.num_processes()
        self._process_id = distribution_lib.process_id()
        self._is_multi_process = self._num_process > 1

    def get_data_layout(self, data_shape):
        spec = [None] * len(data_shape)
        spec[0] = self.batch_dim_name
        return TensorLayout(spec, self.device_mesh)

    def get_variable_layout(self, variable):
        if getattr(variable, "_layout", None) is not None:
            return variable._layout
        return TensorLayout([None] * len(variable.shape), self.device_mesh)

    def get_tensor_layout(self, path):
        return None


class ModelParallel(Distribution):
    """Shards variables by a LayoutMap (and the data on `batch_dim_name`, default the mesh's
    first axis). On the TensorFlow backend, creating one ends in the backend's missing
    `num_processes` (AttributeError), as in Keras 3.11."""

    def __init__(self, *, layout_map=None, batch_dim_name=None, auto_shard_dataset=True, **kwargs):
        kwargs.pop("device_mesh", None)
        if layout_map is None:
            raise ValueError("You must specify a layout_map argument.")
        if not isinstance(layout_map, LayoutMap):
            raise ValueError(f"Argument `layout_map` must be a `LayoutMap` instance. Received: layout_map={layout_map}")
        mesh = layout_map.device_mesh
        super().__init__(mesh, batch_dim_name or mesh.axis_names[0], auto_shard_dataset)
        self._layout_map = layout_map
        self._num_process = distribution_lib.num_processes()
        self._process_id = distribution_lib.process_id()
        self._is_multi_process = self._num_process > 1

    def get_data_layout(self, data_shape):
        spec = [None] * len(data_shape)
        spec[0] = self.batch_dim_name
        return TensorLayout(spec, self.device_mesh)

    def get_variable_layout(self, variable):
        if getattr(variable, "_layout", None) is not None:
            return variable._layout
        layout = self._layout_map[variable.path]
        if layout is not None:
            return layout
        return TensorLayout([None] * len(variable.shape), self.device_mesh)

    def get_tensor_layout(self, path):
        return self._layout_map[path]


class LayoutMap(collections.abc.MutableMapping):
    """Variable or tensor paths (regular expressions) to TensorLayouts over one DeviceMesh.
    A lookup tries the exact key, then every key as a regex searched in the path: one match
    gives its layout, none gives None, several raise ValueError. A tuple value becomes a
    TensorLayout; a duplicate key or a value of another type raises ValueError."""

    def __init__(self, device_mesh):
        self._layout_map = collections.OrderedDict()
        self._device_mesh = device_mesh

    def __getitem__(self, key):
        if key in self._layout_map:
            return self._layout_map[key]
        matches = [k for k in self._layout_map if re.search(k, key)]
        if len(matches) > 1:
            raise ValueError(f"Path '{key}' matches multiple layout specification keys: {matches}. Please "
                             "make sure each tensor/variable path only matches at most one layout "
                             "specification key in the LayoutMap.")
        if matches:
            return self._layout_map[matches[0]]
        return None

    def __setitem__(self, key, layout):
        if key in self._layout_map:
            raise ValueError(f"{key} already exist in the LayoutMap with value {self._layout_map[key]}. "
                             "Please make sure to not use duplicated keys.")
        if isinstance(layout, tuple):
            layout = TensorLayout(axes=layout, device_mesh=None)
        if not isinstance(layout, TensorLayout):
            raise ValueError(f"{layout} should be a TensorLayout type, got {type(layout)}")
        self._maybe_populate_device_mesh(layout)
        self._layout_map[key] = layout

    def __delitem__(self, key):
        return self._layout_map.pop(key)

    def __len__(self):
        return len(self._layout_map)

    def __iter__(self):
        return iter(self._layout_map)

    @property
    def device_mesh(self):
        return self._device_mesh

    def _maybe_populate_device_mesh(self, layout):
        if layout.device_mesh is None and self.device_mesh is not None:
            layout.device_mesh = self.device_mesh


LayoutMap.get.__doc__ = LayoutMap.__getitem__.__doc__


def distribute_tensor(tensor, layout):
    """A KerasTensor comes back unchanged; any other tensor goes to the backend, whose TF
    module has no `distribute_tensor` (AttributeError, as in Keras)."""
    if isinstance(tensor, KerasTensor):
        return tensor
    return distribution_lib.distribute_tensor(tensor, layout)


def distribution():
    """The global distribution (None until set_distribution)."""
    return global_state.get_global_attribute(GLOBAL_ATTRIBUTE_NAME)


def set_distribution(value):
    """Sets the global distribution."""
    global_state.set_global_attribute(GLOBAL_ATTRIBUTE_NAME, value)
