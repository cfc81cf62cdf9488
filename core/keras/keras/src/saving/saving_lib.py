"""Saving and loading models and weights (keras/src/saving/saving_lib.py) in the run's file
system. The checks, warnings and errors are Keras 3.11.3's; the bytes are tfplay's own: a
`.keras` file is not a zip of config.json, metadata.json and model.weights.h5 but one file
holding the same three parts, and a `.weights.h5` file is not HDF5. A file tfplay writes is
read back exactly (every variable's dtype, shape and values).

The layout: a magic line, the length of a JSON header in decimal and a newline, the header
({"config", "metadata", "vars": [[path, nbytes], ...]}), then each variable's value as .npy
bytes. Variables are stored per object path as Keras's `_save_state` walks a model: each layer
(named after its class in snake case, "dense", "dense_1", ...) under "layers/", its own
variables as "<path>/vars/<key>" (what its save_own_variables writes: "0", "1", ... by default),
the files its save_assets writes (in a model file only) as "<path>/assets/<name>" (uint8
arrays), the optimizer's variables under "optimizer/vars/<i>"."""
import io
import json

import numpy as np

from keras.src.saving import serialization_lib
from keras.src.utils import naming
from keras.src.utils.warning_sites import warn_at

MODEL_MAGIC = b"TFPLAY-KERAS-MODEL 1\n"
WEIGHTS_MAGIC = b"TFPLAY-KERAS-WEIGHTS 1\n"
KERAS_VERSION = "3.11.3"
# Keras reads it (is_memory_sufficient) to choose between loading the weights file into memory
# and extracting it to disk; tfplay's files are always read into memory.
_MEMORY_UPPER_BOUND = 0.5  # 50%


class BadZipFile(Exception):
    """zipfile.BadZipFile: what reading a .keras file that is not a model file raises."""


BadZipFile.__module__ = "zipfile"


# ----- the file format ------------------------------------------------------------------------
def write_file(filepath, magic, header, store):
    """`header` (with the variables' list added) and `store`'s arrays as one file."""
    with open(filepath, "wb") as f:
        write_fileobj(f, magic, header, store)


def write_fileobj(f, magic, header, store):
    """write_file's bytes into the binary file object `f`."""
    blobs = []
    entries = []
    for path, value in store.items():
        buf = io.BytesIO()
        np.save(buf, value)
        data = buf.getvalue()
        blobs.append(data)
        entries.append([path, len(data)])
    header = dict(header, vars=entries)
    head = json.dumps(header).encode()
    f.write(magic + str(len(head)).encode() + b"\n" + head)
    for data in blobs:
        f.write(data)


def read_file(data, magic):
    """(header, {path: array}) from a file's bytes; None when they are not tfplay's format."""
    if not data.startswith(magic):
        return None
    rest = data[len(magic):]
    line_end = rest.index(b"\n")
    n = int(rest[:line_end].decode())
    header = json.loads(rest[line_end + 1:line_end + 1 + n].decode())
    pos = line_end + 1 + n
    store = {}
    for path, size in header["vars"]:
        store[path] = np.load(io.BytesIO(rest[pos:pos + size]))
        pos += size
    return header, store


def is_model_file(filepath):
    """Whether `filepath` is a model file tfplay wrote (Keras asks zipfile.is_zipfile)."""
    try:
        with open(filepath, "rb") as f:
            return f.read(len(MODEL_MAGIC)) == MODEL_MAGIC
    except OSError:
        return False


# ----- walking a model's state ----------------------------------------------------------------
def _own_variables(obj):
    if hasattr(obj, "_trainable_variables") and hasattr(obj, "_non_trainable_variables"):
        return list(obj._trainable_variables) + list(obj._non_trainable_variables)
    return list(getattr(obj, "variables", []))


def _children(obj):
    """(name, child) for the layers directly inside `obj`, named as Keras names the items of a
    container: the class name in snake case, then _1, _2 for later ones of the same class."""
    if not hasattr(obj, "_flatten_layers"):
        return []
    counts = {}
    out = []
    for layer in obj._flatten_layers(include_self=False, recursive=False):
        name = naming.to_snake_case(layer.__class__.__name__)
        n = counts.get(name, 0)
        counts[name] = n + 1
        out.append(("layers/" + (name if n == 0 else f"{name}_{n}"), layer))
    return out


def _join(inner_path, name):
    return name if not inner_path else inner_path + "/" + name


def _save_assets(obj, store, inner_path):
    """obj.save_assets(dir) writes files into a fresh folder (Keras's assets store for the
    object); each is kept as "<path>/assets/<name>", its bytes as a uint8 array."""
    import os
    import shutil
    import tempfile

    folder = tempfile.mkdtemp()
    try:
        obj.save_assets(folder)
        for name in sorted(os.listdir(folder)):
            with open(os.path.join(folder, name), "rb") as f:
                store[_join(inner_path, "assets/" + name)] = np.array(list(f.read()), dtype="uint8")
    finally:
        shutil.rmtree(folder)


def _has_assets(store):
    """Whether a model file holds any asset files: Keras's _load_model_from_fileobj makes an
    assets store only then (more than the 3 files metadata.json, config.json and
    model.weights.h5 in the zip)."""
    return any(k.startswith("assets/") or "/assets/" in k for k in store)


def _load_assets(obj, store, inner_path):
    """obj.load_assets(dir) with what DiskIOStore.get(inner_path) gives: a fresh folder holding
    the files _save_assets kept for `obj`, or None when it kept none (the model's own path, "",
    always has its folder)."""
    import os
    import shutil
    import tempfile

    prefix = _join(inner_path, "assets/")
    names = [k[len(prefix):] for k in store if k.startswith(prefix) and "/" not in k[len(prefix):]]
    if not names and inner_path:
        obj.load_assets(None)
        return
    folder = tempfile.mkdtemp()
    try:
        for name in names:
            with open(os.path.join(folder, name), "wb") as f:
                f.write(bytes(store[prefix + name].tolist()))
        obj.load_assets(folder)
    finally:
        shutil.rmtree(folder)


def _has_no_saved_state(obj):
    """A metric or loss: Keras's _save_state and _load_state touch only objects with
    save_own_variables / load_own_variables, which Metric and Loss lack, so a metric's state
    variables are not saved (pickling or copying one gives a fresh metric)."""
    obj_type = getattr(obj, "_obj_type", None)
    try:
        return obj_type is not None and obj_type() in ("Metric", "Loss")
    except NotImplementedError:
        return False


def _save_state(obj, store, inner_path, visited, assets=False):
    if id(obj) in visited:
        return
    visited.add(id(obj))
    if hasattr(obj, "save_own_variables"):
        obj.save_own_variables(VarsStore(store, inner_path))
    elif not _has_no_saved_state(obj):
        for i, v in enumerate(_own_variables(obj)):
            store[_join(inner_path, f"vars/{i}")] = np.asarray(v.numpy())
    if assets and hasattr(obj, "save_assets"):
        _save_assets(obj, store, inner_path)
    for name, child in _children(obj):
        _save_state(child, store, _join(inner_path, name), visited, assets)


def _save_model_state(model, store, assets=False, objects_to_skip=None):
    """The variables of `model` and everything in it (and its optimizer's) into `store`; with
    `assets`, the files layers keep through save_assets (a model file has them, a weights file
    does not). `objects_to_skip` (and what is inside them) are left out."""
    _save_state(model, store, "", _skip_set(objects_to_skip), assets)
    optimizer = getattr(model, "optimizer", None)
    if optimizer is not None and getattr(optimizer, "built", False):
        for i, v in enumerate(optimizer.variables):
            store[f"optimizer/vars/{i}"] = np.asarray(v.numpy())


class VarsStore:
    """The dict an object's save_own_variables/load_own_variables gets (Keras's H5 group for
    the object): keys "0", "1", ... (or the object's own) over the flat store's
    "<path>/vars/<key>" entries; values are stored as NumPy arrays."""

    def __init__(self, store, inner_path):
        self._store = store
        self._prefix = _join(inner_path, "vars/")

    def __setitem__(self, key, value):
        if hasattr(value, "numpy"):
            value = value.numpy()
        self._store[self._prefix + str(key)] = np.asarray(value)

    def __getitem__(self, key):
        return self._store[self._prefix + str(key)]

    def __contains__(self, key):
        return self._prefix + str(key) in self._store

    def get(self, key, default=None):
        return self[key] if key in self else default

    def keys(self):
        n = len(self._prefix)
        return [k[n:] for k in self._store if k.startswith(self._prefix) and "/" not in k[n:]]

    def __len__(self):
        return len(self.keys())


def load_variables_checked(obj, all_vars, store):
    """Layer.load_own_variables: `all_vars` in order, each assigned `store[str(i)]`; Keras's
    ValueError when the store holds another number of variables."""
    values = [store[str(i)] for i in range(len(store.keys()))] if len(store.keys()) == len(all_vars) else None
    if values is None:
        values = list(store.keys())
    _load_own_variables(obj, values, all_vars)


def check_variable_count(obj, received, all_vars):
    """Keras's ValueError (layers' _check_load_own_variables) when a weights file lists
    `received` variables for `obj`, whose own variables are `all_vars`, and the counts differ."""
    if received != len(all_vars):
        if len(all_vars) == 0 and not getattr(obj, "built", True):
            raise ValueError(
                f"Layer '{obj.name}' was never built "
                "and thus it doesn't have any variables. "
                f"However the weights file lists {received} "
                "variables for this layer.\n"
                "In most cases, this error indicates that either:\n\n"
                "1. The layer is owned by a parent layer that "
                "implements a `build()` method, but calling the "
                "parent's `build()` method did NOT create the state of "
                f"the child layer '{obj.name}'. A `build()` method "
                "must create ALL state for the layer, including "
                "the state of any children layers.\n\n"
                "2. You need to implement "
                "the `def build_from_config(self, config)` method "
                f"on layer '{obj.name}', to specify how to rebuild "
                "it during loading. "
                "In this case, you might also want to implement the "
                "method that generates the build config at saving time, "
                "`def get_build_config(self)`. "
                "The method `build_from_config()` is meant "
                "to create the state "
                "of the layer (i.e. its variables) upon deserialization.",
            )
        raise ValueError(
            f"Layer '{obj.name}' expected {len(all_vars)} variables, "
            "but received "
            f"{received} variables during loading. "
            f"Expected: {[v.name for v in all_vars]}"
        )


def _load_own_variables(obj, values, all_vars=None):
    """The variables in order, each assigned its saved value."""
    if all_vars is None:
        all_vars = _own_variables(obj)
    check_variable_count(obj, len(values), all_vars)
    for v, value in zip(all_vars, values):
        v.assign(value)


def _values_at(store, path):
    prefix = _join(path, "vars/")
    values = []
    i = 0
    while prefix + str(i) in store:
        values.append(store[prefix + str(i)])
        i += 1
    return values


def _load_state(obj, store, inner_path, visited, error_msgs, assets=False):
    """saving_lib._load_state: every object with load_own_variables gets its group of the
    weights file (empty when nothing was saved for it), and with `assets` every object with
    load_assets its assets folder; an exception is recorded against the object and loading
    goes on. Objects in `visited` (already loaded, or objects_to_skip) are left alone with
    everything inside them."""
    if id(obj) in visited:
        return
    visited.add(id(obj))
    if hasattr(obj, "load_own_variables"):
        try:
            obj.load_own_variables(VarsStore(store, inner_path))
        except Exception as e:
            error_msgs[id(obj)] = (obj, e)
    elif not _has_no_saved_state(obj):
        values = _values_at(store, inner_path)
        if values or _own_variables(obj):
            try:
                _load_own_variables(obj, values)
            except Exception as e:
                error_msgs[id(obj)] = (obj, e)
    if assets and hasattr(obj, "load_assets"):
        try:
            _load_assets(obj, store, inner_path)
        except Exception as e:
            error_msgs[id(obj)] = (obj, e)
    for name, child in _children(obj):
        _load_state(child, store, _join(inner_path, name), visited, error_msgs, assets)


def _skip_set(objects_to_skip):
    """The visited set Keras's save_weights_only / load_weights_only start from: the ids of
    `objects_to_skip`, whose state (and their children's) is then neither saved nor loaded."""
    return set(id(o) for o in objects_to_skip) if objects_to_skip is not None else set()


def _load_model_state(model, store, error_msgs, assets=False, objects_to_skip=None):
    _load_state(model, store, "", _skip_set(objects_to_skip), error_msgs, assets and _has_assets(store))
    optimizer = getattr(model, "optimizer", None)
    values = _values_at(store, "optimizer")
    if optimizer is not None and values:
        if len(values) == len(optimizer.variables):
            for v, value in zip(optimizer.variables, values):
                v.assign(value)
        else:
            # BaseOptimizer.load_own_variables's warning (stacklevel=2: the line of _load_state
            # that called it).
            msg = (f"Skipping variable loading for optimizer '{optimizer.name}', "
                   f"because it has {len(optimizer.variables)} variables whereas "
                   f"the saved optimizer has {len(values)} variables. ")
            if len(optimizer.variables) == 0:
                msg += "This is likely because the optimizer has not been called/built yet."
            warn_at(msg, UserWarning,
                    ("saving/saving_lib.py", 797, "saveable.load_own_variables(weights_store.get(inner_path))"))


def _raise_loading_failure(error_msgs, warn_only=False):
    first_key = list(error_msgs.keys())[0]
    ex_saveable, ex_error = error_msgs[first_key]
    msg = (
        f"A total of {len(error_msgs)} objects could not "
        "be loaded. Example error message for "
        f"object {ex_saveable}:\n\n"
        f"{ex_error}\n\n"
        "List of objects that could not be loaded:\n"
        f"{[x[0] for x in error_msgs.values()]}"
    )
    if warn_only:
        warn_at(msg, UserWarning, ("saving/saving_lib.py", 643, "warnings.warn(msg)"))
    else:
        raise ValueError(msg)


# ----- models ---------------------------------------------------------------------------------
def save_model(model, filepath, weights_format="h5", zipped=True):
    if not model.built:
        # stacklevel=2: the line of saving_api.save_model that called this.
        site = (("saving/saving_api.py", 107, "return saving_lib.save_model(model, filepath)") if zipped else
                ("saving/saving_api.py", 109, "return saving_lib.save_model(model, filepath, zipped=False)"))
        warn_at(
            "You are saving a model that has not yet been built. "
            "It might not contain any weights yet. "
            "Consider building the model first by calling it "
            "on some data.",
            UserWarning,
            site,
        )
    if isinstance(filepath, io.IOBase):
        _save_model_to_fileobj(model, filepath, weights_format)
        return
    filepath = str(filepath)
    if zipped and not filepath.endswith(".keras"):
        raise ValueError(
            "Invalid `filepath` argument: expected a `.keras` extension. "
            f"Received: filepath={filepath}"
        )
    if not zipped:
        raise NotImplementedError("tfplay saves models as .keras files only (zipped=False is not available)")
    with open(filepath, "wb") as f:
        _save_model_to_fileobj(model, f, "h5")


def _save_model_to_fileobj(model, fileobj, weights_format):
    """The model file of `model` written into `fileobj` (what pickling a Keras object stores:
    KerasSaveable.__reduce__)."""
    if weights_format not in ("h5", "npz"):
        raise ValueError(
            "Unknown `weights_format` argument. "
            "Expected 'h5' or 'npz'. "
            f"Received: weights_format={weights_format}"
        )
    config = serialization_lib.serialize_keras_object(model)
    metadata = {"keras_version": KERAS_VERSION}
    store = {}
    _save_model_state(model, store, assets=True)
    write_fileobj(fileobj, MODEL_MAGIC, {"config": config, "metadata": metadata}, store)


def load_model(filepath, custom_objects=None, compile=True, safe_mode=True):
    if isinstance(filepath, io.IOBase):
        return _load_model_from_fileobj(filepath, custom_objects, compile, safe_mode)
    filepath = str(filepath)
    if not filepath.endswith(".keras"):
        raise ValueError(
            "Invalid filename: expected a `.keras` extension. "
            f"Received: filepath={filepath}"
        )
    with open(filepath, "rb") as f:
        return _load_model_from_fileobj(f, custom_objects, compile, safe_mode)


def _load_model_from_fileobj(fileobj, custom_objects, compile, safe_mode):
    """The model in the model file `fileobj` holds (read from its start, as zipfile does)."""
    if hasattr(fileobj, "seek"):
        fileobj.seek(0)
    header, store = read_file(fileobj.read(), MODEL_MAGIC)
    config = header["config"]
    if not compile:
        config = {k: v for k, v in config.items() if k != "compile_config"}
    model = serialization_lib.deserialize_keras_object(config, custom_objects=custom_objects, safe_mode=safe_mode)
    error_msgs = {}
    _load_model_state(model, store, error_msgs, assets=True)
    if error_msgs:
        _raise_loading_failure(error_msgs)
    return model


# ----- weights only ---------------------------------------------------------------------------
def save_weights_only(model, filepath, max_shard_size=None, objects_to_skip=None):
    if not model.built:
        raise ValueError(
            "You are saving a model that has not yet been built. "
            "Try building the model first by calling it on some data or "
            "by using `build()`."
        )
    filepath_str = str(filepath)
    if max_shard_size is None and not filepath_str.endswith(".weights.h5"):
        raise ValueError(
            "The filename must end in `.weights.h5`. "
            f"Received: filepath={filepath_str}"
        )
    elif max_shard_size is not None and not filepath_str.endswith(("weights.h5", "weights.json")):
        raise ValueError(
            "The filename must end in `.weights.json` when `max_shard_size` is "
            f"specified. Received: filepath={filepath_str}"
        )
    if max_shard_size is not None:
        raise NotImplementedError("tfplay does not write sharded weights (max_shard_size)")
    # H5IOStore(filepath, mode="w") opens the file with h5py before any state is gathered.
    create_h5_file(filepath_str)
    store = {}
    _save_model_state(model, store, objects_to_skip=objects_to_skip)
    write_file(filepath_str, WEIGHTS_MAGIC, {}, store)


def create_h5_file(path):
    """h5py.File(path, "w"): the file is created (truncated) at once; an OS error (a missing
    folder, a folder in the way) is h5py's OSError subclass with HDF5's message."""
    try:
        with open(path, "wb"):
            pass
    except OSError as e:
        raise OSError(
            e.errno, "Unable to synchronously create file (unable to open file: "
            f"name = '{path}', errno = {e.errno}, error message = '{e.strerror}', "
            "flags = 13, o_flags = 242)") from None


_H5PY_NO_SIGNATURE = "Unable to synchronously open file (file signature not found)"
HDF5_SIGNATURE = b"\x89HDF\r\n\x1a\n"


def h5py_missing_file_error(path):
    """What h5py.File(path, "r") raises for a missing file."""
    return FileNotFoundError(
        2, "Unable to synchronously open file (unable to open file: "
        f"name = '{path}', errno = 2, error message = 'No such file or directory', flags = 0, o_flags = 0)")


def read_h5_bytes(path):
    """The bytes of a file Keras opens with h5py.File(path, "r"): h5py's errors for a missing
    file or one that is not HDF5. tfplay's .weights.h5 files stand for HDF5 files."""
    try:
        with open(str(path), "rb") as f:
            data = f.read()
    except FileNotFoundError:
        raise h5py_missing_file_error(str(path)) from None
    if not data.startswith(HDF5_SIGNATURE) and not data.startswith(WEIGHTS_MAGIC):
        raise OSError(_H5PY_NO_SIGNATURE)
    return data


def load_weights_only(model, filepath, skip_mismatch=False, objects_to_skip=None):
    if not model.built:
        raise ValueError(
            "You are loading weights into a model that has not yet been built. "
            "Try building the model first by calling it on some data or "
            "by using `build()`."
        )
    filepath_str = str(filepath)
    if filepath_str.endswith("weights.json"):
        raise NotImplementedError("tfplay does not read sharded weights (.weights.json)")
    magic = MODEL_MAGIC if filepath_str.endswith(".keras") else WEIGHTS_MAGIC
    try:
        with open(filepath_str, "rb") as f:
            data = f.read()
    except FileNotFoundError:
        if magic is MODEL_MAGIC:
            raise
        raise h5py_missing_file_error(filepath_str) from None
    parsed = read_file(data, magic)
    if parsed is None:
        if magic is MODEL_MAGIC:
            raise BadZipFile("File is not a zip file")
        raise OSError(_H5PY_NO_SIGNATURE)
    _, store = parsed
    error_msgs = {}
    _load_model_state(model, store, error_msgs, objects_to_skip=objects_to_skip)
    if error_msgs:
        _raise_loading_failure(error_msgs, warn_only=skip_mismatch)
