"""Legacy HDF5 model files (keras/src/legacy/saving/legacy_h5_format.py): Model.save("x.h5"),
keras.models.load_model("x.h5") and Model.load_weights("x.h5") as Keras 3.11.3 runs them: the
attributes and groups it writes (model_config, training_config, model_weights with one group
per layer, optimizer_weights), the order weights load in, and its checks, errors and warnings.

The bytes are tfplay's own, not HDF5's: the HDF5 signature, a marker line, then saving_lib's
layout, whose JSON header holds each group's attributes ("h5attrs": {group path: {name:
value}}) and whose variables are the datasets by path. `_H5File` reads them back with the few
parts of h5py.File that Keras's code uses (attrs, [name], in). A `.weights.h5` file tfplay wrote
reads as an HDF5 file without those attributes; an HDF5 file tfplay did not write raises
NotImplementedError."""
import json
import os

import numpy as np

from keras.src.backend.common import global_state
from keras.src.legacy.saving import saving_options
from keras.src.legacy.saving import saving_utils
from keras.src.saving import object_registration
from keras.src.saving import saving_lib
from keras.src.saving import serialization_lib
from keras.src.utils import io_utils
from keras.src.utils.warning_sites import warn_at

LEGACY_H5_MAGIC = saving_lib.HDF5_SIGNATURE + b"TFPLAY-KERAS-LEGACY-H5 1\n"


class _H5Group:
    """An HDF5 group of a file tfplay wrote: `attrs`, `group[name]` (a subgroup, or a dataset
    as a NumPy array) and `name in group`."""

    def __init__(self, file, path):
        self._file = file
        self._path = path

    def _full(self, name):
        return name if not self._path else self._path + "/" + name

    @property
    def attrs(self):
        return self._file.attrs_by_path.get(self._path, {})

    def __contains__(self, name):
        full = self._full(name)
        return (full in self._file.datasets or full in self._file.attrs_by_path
                or any(k.startswith(full + "/") for k in self._file.datasets))

    def __getitem__(self, name):
        full = self._full(name)
        if full in self._file.datasets:
            return self._file.datasets[full]
        if name in self:
            return _H5Group(self._file, full)
        raise KeyError(f"Unable to synchronously open object (object '{name}' doesn't exist)")


class _H5File(_H5Group):
    """The file's root group: attributes by group path, datasets by path."""

    def __init__(self, attrs_by_path, datasets):
        self.attrs_by_path = attrs_by_path
        self.datasets = datasets
        super().__init__(self, "")


class _H5Writer:
    """Groups' attributes and datasets by path, written as one file by `write`."""

    def __init__(self):
        self.attrs = {}
        self.datasets = {}

    def group_attrs(self, path):
        return self.attrs.setdefault(path, {})

    def write(self, filepath):
        saving_lib.write_file(filepath, LEGACY_H5_MAGIC, {"h5attrs": self.attrs}, self.datasets)


def open_h5(filepath):
    """h5py.File(filepath, "r") for the files tfplay writes: h5py's errors for a missing file
    or one that is not HDF5, NotImplementedError for an HDF5 file tfplay did not write."""
    data = saving_lib.read_h5_bytes(filepath)
    parsed = saving_lib.read_file(data, LEGACY_H5_MAGIC)
    if parsed is not None:
        header, store = parsed
        return _H5File(header["h5attrs"], store)
    parsed = saving_lib.read_file(data, saving_lib.WEIGHTS_MAGIC)
    if parsed is not None:
        # A .weights.h5 file: H5IOStore's groups, none of the legacy attributes.
        return _H5File({}, parsed[1])
    raise NotImplementedError("tfplay does not read legacy HDF5 (.h5) files it did not write")


def _get_json_type(obj):
    """json_utils.get_json_type: what json.dumps cannot write itself."""
    if hasattr(obj, "get_config"):
        return {"class_name": obj.__class__.__name__, "config": obj.get_config()}
    if type(obj).__module__ == np.__name__:
        if isinstance(obj, np.ndarray):
            return obj.tolist()
        return obj.item()
    if callable(obj):
        return obj.__name__
    if type(obj).__name__ == type.__name__:
        return obj.__name__
    raise TypeError(f"Unable to serialize {obj} to JSON. Unrecognized type {type(obj)}.")


def save_model_to_hdf5(model, filepath, overwrite=True, include_optimizer=True):
    """Model.save("x.h5"): the missing folders made, the file created (h5py's errors when it
    cannot be), then the model's metadata as JSON attributes (legacy layer configs; the
    training config when compiled with an optimizer and `include_optimizer`), its weights layer
    by layer, and its optimizer's variables."""
    if not overwrite and os.path.isfile(filepath):
        io_utils.ask_to_proceed_with_overwrite(filepath)
    dirpath = os.path.dirname(filepath)
    if dirpath and not os.path.exists(dirpath):
        os.makedirs(dirpath, exist_ok=True)
    saving_lib.create_h5_file(filepath)
    f = _H5Writer()
    with saving_options.keras_option_scope(use_legacy_config=True):
        model_metadata = saving_utils.model_metadata(model, include_optimizer)
        for k, v in model_metadata.items():
            if isinstance(v, (dict, list, tuple)):
                f.group_attrs("")[k] = json.dumps(v, default=_get_json_type)
            else:
                f.group_attrs("")[k] = v
        save_weights_to_hdf5_group(f, "model_weights", model)
        if include_optimizer and hasattr(model, "optimizer"):
            save_optimizer_weights_to_hdf5_group(f, model.optimizer)
    f.write(filepath)


def load_model_from_hdf5(filepath, custom_objects=None, compile=True, safe_mode=True):
    """keras.models.load_model("x.h5"): the model rebuilt from its config (classes by name, the
    custom objects included), its weights loaded by layer order, and with `compile`, compiled
    from the training config, whose optimizer is built on the model's own variables (none for a
    Sequential or Functional model) and given the saved values it has room for."""
    if not custom_objects:
        custom_objects = {}
    gco = object_registration.GLOBAL_CUSTOM_OBJECTS
    tlco = global_state.get_global_attribute("custom_objects_scope_dict", {})
    custom_objects = {**custom_objects, **gco, **tlco}
    f = open_h5(filepath)
    model_config = f.attrs.get("model_config")
    if model_config is None:
        raise ValueError(f"No model config found in the file at {filepath}.")
    model_config = json.loads(model_config)
    with saving_options.keras_option_scope(use_legacy_config=True), serialization_lib.SafeModeScope(safe_mode):
        model = saving_utils.model_from_config(model_config, custom_objects=custom_objects)
        load_weights_from_hdf5_group(f["model_weights"], model)
    if compile:
        training_config = f.attrs.get("training_config")
        if training_config is None:
            io_utils.absl_warning(
                "No training configuration found in the save file, so "
                "the model was *not* compiled. Compile it manually."
            )
            return model
        training_config = json.loads(training_config)
        model.compile(**saving_utils.compile_args_from_training_config(training_config, custom_objects))
        saving_utils.try_build_compiled_arguments(model)
        if "optimizer_weights" in f:
            try:
                model.optimizer.build(model._trainable_variables)
            except (NotImplementedError, AttributeError):
                io_utils.absl_warning(
                    "Error when creating the weights of optimizer {}, "
                    "making it impossible to restore the saved optimizer "
                    "state. As a result, your model is starting with "
                    "a freshly initialized optimizer."
                )
            optimizer_weight_values = load_optimizer_weights_from_hdf5_group(f)
            try:
                model.optimizer.set_weights(optimizer_weight_values)
            except ValueError:
                io_utils.absl_warning(
                    "Error in loading the saved optimizer "
                    "state. As a result, your model is "
                    "starting with a freshly initialized "
                    "optimizer."
                )
    return model


def load_weights(model, filepath, by_name=False, skip_mismatch=False):
    """Model.load_weights of a legacy .h5 file: a model file's model_weights group, else the
    file itself, loaded by layer order (or by layer name with `by_name`)."""
    f = open_h5(filepath)
    if "layer_names" not in f.attrs and "model_weights" in f:
        f = f["model_weights"]
    if by_name:
        load_weights_from_hdf5_group_by_name(f, model, skip_mismatch)
    else:
        load_weights_from_hdf5_group(f, model, skip_mismatch)


def _top_level_weights(model):
    weights = model.weights
    return [v for v in list(model._trainable_variables) + list(model._non_trainable_variables)
            if any(v is w for w in weights)]


def save_weights_to_hdf5_group(f, path, model):
    attrs = f.group_attrs(path)
    attrs["layer_names"] = [layer.name for layer in model.layers]
    attrs["backend"] = "tensorflow"
    attrs["keras_version"] = saving_lib.KERAS_VERSION
    for layer in sorted(model.layers, key=lambda x: x.name):
        save_subset_weights_to_hdf5_group(f, path + "/" + layer.name, _legacy_weights(layer))
    save_subset_weights_to_hdf5_group(f, path + "/top_level_model_weights", _top_level_weights(model))


def save_subset_weights_to_hdf5_group(f, path, weights):
    weight_names = [str(w.path) for w in weights]
    f.group_attrs(path)["weight_names"] = weight_names
    for name, w in zip(weight_names, weights):
        f.datasets[path + "/" + name] = np.asarray(w.numpy())


def save_optimizer_weights_to_hdf5_group(f, optimizer):
    symbolic_weights = optimizer.variables
    if symbolic_weights:
        weight_names = [str(w.path) for w in symbolic_weights]
        f.group_attrs("optimizer_weights")["weight_names"] = weight_names
        for name, w in zip(weight_names, symbolic_weights):
            f.datasets["optimizer_weights/" + name] = np.asarray(w.numpy())


def load_weights_from_hdf5_group(f, model, skip_mismatch=False):
    """Topological (order-based) loading: the layers with weights, in order, take the saved
    layers with weights, in order."""
    filtered_layers = [layer for layer in model.layers if _legacy_weights(layer)]
    layer_names = load_attributes_from_hdf5_group(f, "layer_names")
    layer_names = [name for name in layer_names if load_attributes_from_hdf5_group(f[name], "weight_names")]
    if len(layer_names) != len(filtered_layers):
        raise ValueError(
            "Layer count mismatch when loading weights from file. "
            f"Model expected {len(filtered_layers)} layers, found "
            f"{len(layer_names)} saved layers."
        )
    for k, name in enumerate(layer_names):
        g = f[name]
        layer = filtered_layers[k]
        symbolic_weights = _legacy_weights(layer)
        weight_values = load_subset_weights_from_hdf5_group(g)
        if len(weight_values) != len(symbolic_weights):
            raise ValueError(
                f"Weight count mismatch for layer #{k} (named {layer.name} in "
                f"the current model, {name} in the save file). "
                f"Layer expects {len(symbolic_weights)} weight(s). Received "
                f"{len(weight_values)} saved weight(s)"
            )
        _set_weights(layer, symbolic_weights, weight_values, skip_mismatch=skip_mismatch,
                     name=f"layer #{k} (named {layer.name})", site=_site(385))
    if "top_level_model_weights" in f:
        symbolic_weights = _top_level_weights(model)
        weight_values = load_subset_weights_from_hdf5_group(f["top_level_model_weights"])
        if len(weight_values) != len(symbolic_weights):
            raise ValueError(
                "Weight count mismatch for top-level weights when loading "
                "weights from file. "
                f"Model expects {len(symbolic_weights)} top-level weight(s). "
                f"Received {len(weight_values)} saved top-level weight(s)"
            )
        _set_weights(model, symbolic_weights, weight_values, skip_mismatch=skip_mismatch, name="top-level model",
                     site=_site(410))


def _site(line):
    return ("legacy/saving/legacy_h5_format.py", line, "_set_weights(")


def _set_weights(instance, symbolic_weights, weight_values, name, skip_mismatch=False, site=None):
    """Assigns the saved values, checking shapes; `site` is the Keras line that called it (where
    a skipped weight's warning points, stacklevel=2)."""
    for i, weight_value in enumerate(weight_values):
        expected_shape = symbolic_weights[i].shape
        received_shape = weight_value.shape
        if expected_shape != received_shape:
            if skip_mismatch:
                warn_at(
                    f"Skipping loading weights for {name}"
                    f"due to mismatch in shape for "
                    f"weight {symbolic_weights[i].path}. "
                    f"Weight expects shape {expected_shape}. "
                    "Received saved weight "
                    f"with shape {received_shape}",
                    UserWarning, site,
                )
                continue
            raise ValueError(
                f"Shape mismatch in {name}"
                f"for weight {symbolic_weights[i].path}. "
                f"Weight expects shape {expected_shape}. "
                "Received saved weight "
                f"with shape {received_shape}"
            )
        symbolic_weights[i].assign(weight_value)
    if hasattr(instance, "finalize_state") and symbolic_weights:
        instance.finalize_state()


# Model.load_weights's call (warnings with stacklevel=2 point there).
_BY_NAME_SITE = ("saving/saving_api.py", 304, "legacy_h5_format.load_weights_from_hdf5_group_by_name(")


def load_weights_from_hdf5_group_by_name(f, model, skip_mismatch=False):
    """Name-based loading: each saved layer's weights go to the model's layers of that name;
    layers with no saved namesake keep theirs."""
    layer_names = load_attributes_from_hdf5_group(f, "layer_names")
    index = {}
    for layer in model.layers:
        if layer.name:
            index.setdefault(layer.name, []).append(layer)
    for k, name in enumerate(layer_names):
        g = f[name]
        weight_values = load_subset_weights_from_hdf5_group(g)
        for layer in index.get(name, []):
            symbolic_weights = _legacy_weights(layer)
            if len(weight_values) != len(symbolic_weights):
                if skip_mismatch:
                    warn_at(
                        f"Skipping loading of weights for layer #{k} (named "
                        f"{layer.name}) due to mismatch in number of weights. "
                        f"Layer expects {len(symbolic_weights)} weight(s). "
                        f"Received {len(weight_values)} saved weight(s)",
                        UserWarning, _BY_NAME_SITE,
                    )
                    continue
                raise ValueError(
                    f"Weight count mismatch for layer #{k} "
                    f"(named {layer.name}). "
                    f"Layer expects {len(symbolic_weights)} weight(s). "
                    f"Received {len(weight_values)} saved weight(s)"
                )
            _set_weights(layer, symbolic_weights, weight_values, skip_mismatch=skip_mismatch,
                         name=f"layer #{k} (named {layer.name})", site=_site(525))
    if "top_level_model_weights" in f:
        symbolic_weights = list(model._trainable_variables) + list(model._non_trainable_variables)
        weight_values = load_subset_weights_from_hdf5_group(f["top_level_model_weights"])
        if len(weight_values) != len(symbolic_weights):
            if skip_mismatch:
                warn_at(
                    "Skipping loading top-level weights for model due to "
                    "mismatch in number of weights. "
                    f"Model expects {len(symbolic_weights)} "
                    "top-level weight(s). "
                    f"Received {len(weight_values)} saved top-level weight(s)",
                    UserWarning, _BY_NAME_SITE,
                )
            else:
                raise ValueError(
                    "Weight count mismatch for top-level weights of model. "
                    f"Model expects {len(symbolic_weights)} "
                    "top-level weight(s). "
                    f"Received {len(weight_values)} saved top-level weight(s)"
                )
        else:
            _set_weights(model, symbolic_weights, weight_values, skip_mismatch=skip_mismatch, name="top-level model",
                         site=_site(559))


def load_subset_weights_from_hdf5_group(f):
    weight_names = load_attributes_from_hdf5_group(f, "weight_names")
    return [np.asarray(f[weight_name]) for weight_name in weight_names]


def load_optimizer_weights_from_hdf5_group(hdf5_group):
    weights_group = hdf5_group["optimizer_weights"]
    optimizer_weight_names = load_attributes_from_hdf5_group(weights_group, "weight_names")
    return [weights_group[weight_name] for weight_name in optimizer_weight_names]


def load_attributes_from_hdf5_group(group, name):
    if name in group.attrs:
        return list(group.attrs[name])
    return []


def _legacy_weights(layer):
    """The legacy weight order: trainable weights, then non-trainable ones."""
    return layer.trainable_weights + layer.non_trainable_weights
