
"""Training checkpoints (TF 2.20's tensorflow/python/checkpoint/checkpoint.py and friends) over
the run's in-memory file system."""
import json as _json
import os as _os
import time as _time
import weakref as _weakref
from collections import deque as _deque

tf = None
errors = None
_natives = None  # tensor_bytes, tensor_from_bytes, runtime_dtype_name (train_api.cpp)
_Trackable = None
_logger = None

_OBJECT_GRAPH_PROTO_KEY = "_CHECKPOINTABLE_OBJECT_GRAPH"
_VARIABLE_VALUE_KEY = "VARIABLE_VALUE"
_DATA_SUFFIX = ".data-00000-of-00001"
_FORMAT = "tfplay-checkpoint-2"

# Deferred restorations (restore-on-create) live on the object waiting for a dependency, in its
# _self_unconditional_deferred_dependencies (as TF's Trackable keeps them): {missing child name:
# [(coordinator, node id), ...]}, so they, and the coordinator they hold, go with the object.
# _PENDING: id(object) -> weak reference, the objects that have some (possibly gone). Keras calls
# _on_new_dependency when a layer gains a tracked attribute or an optimizer builds.
_DEFERRED = "_self_unconditional_deferred_dependencies"
_PENDING = {}
# Weak references to every restore's coordinator, oldest first, for the warnings at exit (_at_exit).
_COORDINATORS = []
# Trackable._update_uid: id(object) -> [weak reference, the restore_uid of the restore that last
# set its value]. Each restore() gets a larger uid (ops.uid()), and a value is only restored by a
# restore newer than the one that set it (restore.py CheckpointPosition.bind_object), so with
# overlapping deferred restores the most recent restore() call wins.
_UPDATE_UID = {}
_RESTORE_UID = [0]


def _weak(obj):
    """A weak reference to `obj` (TF's checkpointing holds its objects weakly: object_by_proto_id,
    ObjectGraphView's root), or a strong one for what cannot be weakly referenced."""
    try:
        return _weakref.ref(obj)
    except TypeError:
        return lambda: obj


def _newer_than_last_update(obj, restore_uid):
    entry = _UPDATE_UID.get(id(obj))
    if entry is not None and entry[0]() is obj and entry[1] >= restore_uid:
        return False
    _UPDATE_UID[id(obj)] = [_weak(obj), restore_uid]
    return True


def _deferred(obj):
    """The deferred restorations `obj` holds ({} when none, or when it has no __dict__)."""
    try:
        return vars(obj).get(_DEFERRED) or {}
    except TypeError:
        return {}


def _set_deferred(obj, deferred):
    try:
        if deferred:
            object.__setattr__(obj, _DEFERRED, deferred)
            _PENDING[id(obj)] = _weak(obj)
        elif _DEFERRED in vars(obj):
            object.__delattr__(obj, _DEFERRED)
    except (TypeError, AttributeError):
        pass  # a tuple: it never gains children


def _relpath(path, start):
    """os.path.relpath (posixpath's)."""
    start_list = [x for x in _os.path.abspath(start).split("/") if x]
    path_list = [x for x in _os.path.abspath(path).split("/") if x]
    i = 0
    while i < min(len(start_list), len(path_list)) and start_list[i] == path_list[i]:
        i += 1
    rel_list = [".."] * (len(start_list) - i) + path_list[i:]
    return "/".join(rel_list) if rel_list else "."


def _is_pathlike(value):
    return not isinstance(value, (str, bytes)) and hasattr(type(value), "__fspath__")


def _install(tf_module, natives):
    global tf, errors, _Trackable, _logger, _natives
    tf = tf_module
    _natives = natives
    errors = tf_module.errors
    _Trackable = tf_module.__internal__.tracking.Trackable
    _logger = tf_module.get_logger()
    CheckpointManager.__module__ = "tensorflow.python.checkpoint.checkpoint_management"
    CheckpointOptions.__module__ = "tensorflow.python.checkpoint.checkpoint_options"


# ----- what is trackable, and its children ---------------------------------------------------

def _keras_class(module, name):
    import sys
    m = sys.modules.get(module)
    return getattr(m, name, None) if m is not None else None


def _is_keras_layer(obj):
    cls = _keras_class("keras.src.layers.layer", "Layer")
    return cls is not None and isinstance(obj, cls)


def _is_keras_optimizer(obj):
    cls = _keras_class("keras.src.optimizers.base_optimizer", "BaseOptimizer")
    return cls is not None and isinstance(obj, cls)


def _is_keras_metric(obj):
    cls = _keras_class("keras.src.metrics.metric", "Metric")
    return cls is not None and isinstance(obj, cls)


def _is_variable(obj):
    """A tf.Variable or a Keras Variable (a Trackable that saves one VARIABLE_VALUE)."""
    if isinstance(obj, tf.Variable):
        return True
    return isinstance(obj, _Trackable) and hasattr(obj, "assign") and hasattr(obj, "numpy")


def _is_iterator(obj):
    """A tf.data iterator: saved as ITERATOR_STATE, the number of elements it has given."""
    return hasattr(type(obj), "_tfplay_checkpoint_position")


def _has_values(obj):
    return _is_variable(obj) or _is_iterator(obj)


def _is_function(obj):
    return isinstance(obj, tf.types.experimental.PolymorphicFunction)


def _is_trackable(obj):
    if isinstance(obj, (tf.Variable, tf.Module, Checkpoint, _Trackable)) or _is_iterator(obj):
        return True
    if _is_keras_metric(obj):
        return False
    return _is_keras_layer(obj) or _is_keras_optimizer(obj)


def _holds_trackable(value):
    """Whether a list, tuple or dict attribute holds trackable objects (TF wraps it in a
    ListWrapper / _DictWrapper / _TupleWrapper that becomes a node of the object graph)."""
    if isinstance(value, dict):
        return any(_is_trackable(v) or _holds_trackable(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_is_trackable(v) or _holds_trackable(v) for v in value)
    return False


def _is_structure(value):
    # (A tf.Module attribute's ListWrapper, _DictWrapper or _TupleWrapper: tensorflow.python.module.module.)
    return (type(value) in (list, tuple, dict, ListWrapper, _DictWrapper)
            or (isinstance(value, tuple) and hasattr(value, "_fields"))
            or getattr(type(value), "_tfplay_tracking_wrapper", False))


class ListWrapper(list):
    """The list a tf.train.Checkpoint attribute holds (data_structures.py ListWrapper): a node of
    the object graph even while empty, whose elements are its children "0", "1", ...; adding one
    restores what a pending restore() kept for it (restore-on-create)."""

    def _tfplay_changed(self):
        if _PENDING:
            _on_new_dependency(self)

    def append(self, value):
        list.append(self, value)
        self._tfplay_changed()

    def extend(self, values):
        list.extend(self, values)
        self._tfplay_changed()

    def insert(self, index, value):
        list.insert(self, index, value)
        self._tfplay_changed()

    def __setitem__(self, key, value):
        list.__setitem__(self, key, value)
        self._tfplay_changed()

    def __iadd__(self, values):
        self.extend(values)
        return self

    def __repr__(self):
        return "ListWrapper(%s)" % (list.__repr__(self),)


class _DictWrapper(dict):
    """The dict a tf.train.Checkpoint attribute holds (data_structures.py _DictWrapper): its
    values are children named by their keys."""

    def __setitem__(self, key, value):
        dict.__setitem__(self, key, value)
        if _PENDING:
            _on_new_dependency(self)

    def update(self, *args, **kwargs):
        for key, value in dict(*args, **kwargs).items():
            self[key] = value

    def __repr__(self):
        return "DictWrapper(%s)" % (dict.__repr__(self),)

    def __hash__(self):
        raise TypeError("unhashable type: 'DictWrapper'")


_DictWrapper.__qualname__ = "_DictWrapper"


def _wrap_structure(value):
    """wrap_or_unwrap: a plain list or dict assigned to a Checkpoint attribute is wrapped."""
    if type(value) is list:
        return ListWrapper(value)
    if type(value) is dict:
        return _DictWrapper(value)
    return value


# Keras 3 on TF keeps these in Keras's own tracked lists (TrackedList, set while TF's attribute
# tracking is off), so TF's checkpoint does not see them; a Functional's `_operations` and an
# optimizer's `_variables` / `_trainable_variables` are plain lists TF wraps and tracks.
_KERAS_LAYER_LISTS = ("_operations",)
_KERAS_OPTIMIZER_LISTS = ("_variables", "_trainable_variables")


def _attribute_children(obj, lists=None):
    out = []
    try:
        items = list(vars(obj).items())
    except TypeError:
        return out
    for name, value in items:
        if value is obj:
            continue
        if _is_trackable(value):
            out.append((name, value))
        elif _is_structure(value) and (lists is None or name in lists) and _holds_trackable(value):
            out.append((name, value))
    return out


def _children(obj):
    """[(local name, child)] of one node, in TF's dependency order."""
    if isinstance(obj, Checkpoint):
        return list(obj._tfplay_deps.items())
    if _has_values(obj) or _is_function(obj):
        return []
    if isinstance(obj, dict):
        return [(str(k), v) for k, v in obj.items() if _is_trackable(v) or _holds_trackable(v)]
    if isinstance(obj, (list, tuple)):
        return [(str(i), v) for i, v in enumerate(obj) if _is_trackable(v) or _holds_trackable(v)]
    if _is_keras_layer(obj):
        return _attribute_children(obj, _KERAS_LAYER_LISTS)
    if _is_keras_optimizer(obj):
        return _attribute_children(obj, _KERAS_OPTIMIZER_LISTS)
    return _attribute_children(obj)


def _escape(name):
    return name.replace(".", "..").replace("/", ".S")


class _GraphView:
    """The object graph below `root` (trackable_view / graph_view.ObjectGraphView): a
    Checkpoint made with a root (tf.train.Checkpoint(root, **kwargs)) adds its keyword
    arguments and save_counter to the root's children. Both are held weakly, as
    ObjectGraphView(weakref.ref(root)) is, so a Checkpoint and its view make no cycle."""

    def __init__(self, root, checkpoint=None):
        self._root = _weak(root)
        self._checkpoint = None if checkpoint is None else _weak(checkpoint)

    @property
    def root(self):
        return self._root()

    def children(self, obj):
        out = _children(obj)
        if obj is self.root and self._checkpoint is not None:
            names = set(n for n, _ in out)
            out = out + [(n, c) for n, c in _attached_children(self._checkpoint()) if n not in names]
        return out

    def __deepcopy__(self, memo):
        # ObjectGraphView.__deepcopy__: a weak reference is not copied, so the copy views the
        # copied root (a deep-copied Checkpoint saves its own variables).
        import copy
        checkpoint = None if self._checkpoint is None else self._checkpoint()
        return _GraphView(copy.deepcopy(self.root, memo),
                          None if checkpoint is None else copy.deepcopy(checkpoint, memo))

    def breadth_first(self):
        """(objects in node-id order, {id: path}, {id: children})."""
        order = [self.root]
        paths = {id(self.root): ()}
        kids = {}
        queue = _deque([self.root])
        while queue:
            current = queue.popleft()
            kids[id(current)] = self.children(current)
            for name, child in kids[id(current)]:
                if id(child) not in paths:
                    paths[id(child)] = paths[id(current)] + (name,)
                    order.append(child)
                    queue.append(child)
        return order, paths, kids


# ----- files ------------------------------------------------------------------------------

def _dtype_name(var):
    dtype = var.dtype
    return getattr(dtype, "name", dtype)


def _full_name(var):
    inner = var if isinstance(var, tf.Variable) else getattr(var, "value", var)
    name = getattr(inner, "name", "")
    return name.rsplit(":", 1)[0] if ":" in name else name


def _write_checkpoint(view, prefix):
    """Writes `view`'s variables to `prefix`.index and `prefix`.data-00000-of-00001."""
    if not tf.executing_eagerly():
        raise NotImplementedError("tfplay does not implement writing a checkpoint inside a tf.function yet")
    order, paths, kids = view.breadth_first()
    node_ids = {id(o): i for i, o in enumerate(order)}
    nodes = []
    tensors = {}
    blobs = []
    offset = 0
    for obj in order:
        node = {"children": [[node_ids[id(c)], n] for n, c in kids[id(obj)]], "attributes": []}
        data = None
        if _is_variable(obj):
            key = "/".join(_escape(p) for p in paths[id(obj)]) + "/.ATTRIBUTES/" + _VARIABLE_VALUE_KEY
            value = obj.numpy()
            dtype = _dtype_name(obj)
            if dtype == "string":
                raise NotImplementedError("tfplay does not implement checkpointing string variables yet")
            node["attributes"].append([_VARIABLE_VALUE_KEY, _full_name(obj), key])
            shape = list(value.shape)
            data = _natives.tensor_bytes(value)
        elif _is_iterator(obj):
            key = "/".join(_escape(p) for p in paths[id(obj)]) + "/.ATTRIBUTES/ITERATOR_STATE"
            node["attributes"].append(["ITERATOR_STATE", "", key])
            dtype, shape = "variant", [1]
            import numpy as np
            data = _natives.tensor_bytes(np.array([obj._tfplay_checkpoint_position()], dtype="int64"))
        if data is not None:
            # The data file holds each tensor's element bytes (TF's tensor bundle: the index
            # records where a tensor's bytes are and how many).
            tensors[key] = {"dtype": dtype, "shape": shape, "offset": offset, "size": len(data)}
            blobs.append(data)
            offset += len(data)
        nodes.append(node)
    # has_checkpoint_values (util.add_checkpoint_values_check): a node with values and its ancestors.
    has = [bool(n["attributes"]) for n in nodes]
    changed = True
    while changed:
        changed = False
        for i, n in enumerate(nodes):
            if not has[i] and any(has[c] for c, _ in n["children"]):
                has[i] = True
                changed = True
    for i, n in enumerate(nodes):
        n["has_checkpoint_values"] = has[i]
    tensors[_OBJECT_GRAPH_PROTO_KEY] = {"dtype": "string", "shape": []}
    directory = _os.path.dirname(prefix)
    if directory:
        _os.makedirs(directory, exist_ok=True)
    with open(prefix + _DATA_SUFFIX, "wb") as f:
        f.write(b"".join(blobs))
    with open(prefix + ".index", "w") as f:
        f.write(_json.dumps({"format": _FORMAT, "tensors": tensors, "object_graph": nodes}))
    return prefix


class CheckpointReader:
    """What tf.train.load_checkpoint returns (TF's pywrap CheckpointReader): the tensors of one
    checkpoint by key."""

    def __init__(self, prefix):
        self._prefix = prefix
        try:
            with open(prefix + ".index") as f:
                index = _json.loads(f.read())
        except (OSError, ValueError):
            index = None
        if not isinstance(index, dict) or index.get("format") != _FORMAT:
            raise errors.NotFoundError(
                None, None, "Unsuccessful TensorSliceReader constructor: Failed to find any matching files for "
                + prefix)
        self._tensors = index["tensors"]
        self._graph = index["object_graph"]
        self._values = None

    def _data(self):
        if self._values is None:
            with open(self._prefix + _DATA_SUFFIX, "rb") as f:
                self._values = f.read()
        return self._values

    def has_tensor(self, tensor_str):
        return tensor_str in self._tensors

    def get_tensor(self, tensor_str):
        """The value under `tensor_str`: a NumPy array (bytes for the object graph)."""
        if tensor_str not in self._tensors:
            raise errors.NotFoundError(None, None, "Key " + tensor_str + " not found in checkpoint")
        if tensor_str == _OBJECT_GRAPH_PROTO_KEY:
            return _json.dumps(self._graph).encode()
        spec = self._tensors[tensor_str]
        dtype = "int64" if spec["dtype"] == "variant" else spec["dtype"]
        value = _natives.tensor_from_bytes(self._data(), spec["offset"], dtype, spec["shape"])
        if value is None:
            raise errors.DataLossError(
                None, None, "Unable to read checkpoint data for key " + tensor_str + " from " + self._prefix
                + _DATA_SUFFIX + ": the file is truncated")
        return value

    def get_variable_to_shape_map(self):
        return {k: list(v["shape"]) for k, v in self._tensors.items()}

    def get_variable_to_dtype_map(self):
        return {k: getattr(tf, v["dtype"]) for k, v in self._tensors.items()}


# ----- restoring --------------------------------------------------------------------------

def _proto_text(node):
    """A TrackableObjectGraph.TrackableObject as protobuf's text format prints it."""
    out = ""
    for node_id, name in node["children"]:
        out += 'children {\n  node_id: %d\n  local_name: "%s"\n}\n' % (node_id, name)
    for name, full_name, key in node["attributes"]:
        out += 'attributes {\n  name: "%s"\n' % name
        if full_name:
            out += '  full_name: "%s"\n' % full_name
        out += '  checkpoint_key: "%s"\n}\n' % key
    out += "has_checkpoint_values {\n  value: %s\n}\n" % ("true" if node["has_checkpoint_values"] else "false")
    return out


def _node_names(nodes):
    """ObjectGraphProtoPrettyPrinter.node_names: node id -> "(root).a.b"."""
    paths = {0: ("(root)",)}
    queue = _deque([0])
    while queue:
        i = queue.popleft()
        for child, name in nodes[i]["children"]:
            if child not in paths:
                paths[child] = paths[i] + (name,)
                queue.append(child)
    return {i: ".".join(p) for i, p in paths.items()}


class _Coordinator:
    """One restore (_CheckpointRestoreCoordinator): which checkpoint nodes matched which objects."""

    def __init__(self, reader, view):
        self.reader = reader
        self.view = view
        self.nodes = reader._graph
        self.matched = {}  # node id -> weak reference to the object (matched_proto_ids, object_by_proto_id)
        self.restored = set()  # ids of restored variables
        self.unused_attributes = {}
        self.expect_partial = False
        _RESTORE_UID[0] += 1
        self.restore_uid = _RESTORE_UID[0]
        self._warned = False
        _COORDINATORS[:] = [ref for ref in _COORDINATORS if ref() is not None] + [_weakref.ref(self)]

    def __deepcopy__(self, memo):
        return self  # a copied Checkpoint shares its restores (their warnings are logged once)

    def matched_object(self, node_id):
        ref = self.matched.get(node_id)
        return None if ref is None else ref()

    def matched_objects(self):
        return [o for o in (ref() for ref in self.matched.values()) if o is not None]

    def __del__(self):
        # _CheckpointRestoreCoordinatorDeleter.__del__: the warnings when the restore is
        # collected, i.e. when the objects and status holding it go.
        self.warn_unrestored()

    def warn_unrestored(self):
        """What TF logs when a restore's coordinator is garbage-collected with checkpoint values
        no object took, unless expect_partial() was called; once."""
        if self._warned or self.expect_partial:
            return
        self._warned = True
        names = _node_names(self.nodes)
        unused = [names[i] for i, n in enumerate(self.nodes) if n["attributes"] and i not in self.matched]
        attributes = [(names[i], a) for i, a in self.unused_attributes.items()]
        if not unused and not attributes:
            return
        _logger.warning(
            "Detecting that an object or model or tf.train.Checkpoint is being deleted with unrestored values. "
            "See the following logs for the specific values in question. To silence these warnings, use "
            "`status.expect_partial()`. See https://www.tensorflow.org/api_docs/python/tf/train/Checkpoint#restore"
            "for details about the status object returned by the restore function.")
        for path in unused:
            _logger.warning("Value in checkpoint could not be found in the restored object: " + path)
        for path, attribute in attributes:
            _logger.warning("An attribute in the restored object could not be found in the checkpoint. Object: "
                            f"{path}, attribute: {attribute}")

    def match(self, obj, node_id):
        """Matches `obj` to checkpoint node `node_id` and its descendants, then restores the
        variables found, all at once as restore.py's _restore_descendants hands them to one
        RestoreV2 (so a dtype mismatch anywhere restores none of them)."""
        visiting = set()
        self._batch = []
        self._match(obj, node_id, visiting)
        batch, self._batch = self._batch, []
        self._check_dtypes(batch)
        for var, key in batch:
            self._restore_variable(var, key)

    def _check_dtypes(self, batch):
        """RestoreV2's check of the dtypes it was asked for against the checkpoint's
        (core/kernels/save_restore_tensor.cc RestoreTensorsV2): every mismatch, in key order,
        one per line, as the eager op's InvalidArgumentError."""
        mismatched = []
        for var, key in sorted(batch, key=lambda item: item[1]):
            expected, original = _dtype_name(var), self.reader._tensors[key]["dtype"]
            if expected != original:
                mismatched.append("tensor_name = %s; expected dtype %s does not equal original dtype %s" % (
                    key, _natives.runtime_dtype_name(expected), _natives.runtime_dtype_name(original)))
        if mismatched:
            raise errors.InvalidArgumentError(
                None, None, "{{function_node __wrapped__RestoreV2_dtypes_%d_device_/job:localhost/replica:0/task:0/"
                "device:CPU:0}} %s [Op:RestoreV2] name: " % (len(batch), "\n".join(mismatched)))

    def _match(self, obj, node_id, visiting):
        if node_id in visiting:
            return
        visiting.add(node_id)
        previous = self.matched_object(node_id)
        if previous is not None and previous is not obj:
            return
        self.matched[node_id] = _weak(obj)
        node = self.nodes[node_id]
        if node["attributes"]:
            if _is_variable(obj) and node["attributes"][0][0] == _VARIABLE_VALUE_KEY:
                if id(obj) not in self.restored:
                    self.restored.add(id(obj))
                    if _newer_than_last_update(obj, self.restore_uid):
                        self._batch.append((obj, node["attributes"][0][2]))
            elif _is_iterator(obj) and node["attributes"][0][0] == "ITERATOR_STATE":
                if id(obj) not in self.restored and _newer_than_last_update(obj, self.restore_uid):
                    self.restored.add(id(obj))
                    obj._tfplay_restore_position(int(self.reader.get_tensor(node["attributes"][0][2])[0]))
            else:
                # restore.py: each attribute no saveable takes, in a list per object.
                self.unused_attributes[node_id] = [attribute[0] for attribute in node["attributes"]]
        children = dict(self.view.children(obj)) if node_id == 0 else dict(_children(obj))
        deferred = None
        for child_id, name in node["children"]:
            child = children.get(name)
            if child is None:
                deferred = deferred if deferred is not None else dict(_deferred(obj))
                waiting = deferred.setdefault(name, [])
                if (self, node_id) not in waiting:
                    waiting.append((self, node_id))
                continue
            self._match(child, child_id, visiting)
        if deferred is not None:
            _set_deferred(obj, deferred)

    def _restore_variable(self, var, key):
        value = self.reader.get_tensor(key)
        shape = tuple(var.shape)
        if tuple(value.shape) != shape:
            raise ValueError(
                "Received incompatible tensor with shape %s when attempting to restore variable with shape %s "
                "and name %s." % (tf.TensorShape(value.shape), tf.TensorShape(shape), _variable_name(var)))
        if not isinstance(var, tf.Variable) and getattr(var, "_value", True) is None:
            # A Keras variable created while Keras traces a first call is initialized after the
            # trace: it starts from the restored value instead of its initializer.
            var._initializer = lambda shape, dtype=None: tf.constant(value, dtype=dtype)
            return
        with tf.init_scope():  # a variable created while a tf.function traces is restored eagerly
            var.assign(value)


def _variable_name(var):
    inner = var if isinstance(var, tf.Variable) else getattr(var, "value", var)
    return getattr(inner, "name", "")


def _on_new_dependency(obj):
    """Restores what pending restorations expected under `obj` now that it has a new
    dependency (Trackable._handle_deferred_dependencies). An optimizer that built has new
    variables in its lists too."""
    targets = [obj]
    if _is_keras_optimizer(obj):
        targets += [v for _, v in _children(obj) if _is_structure(v)]
    for target in targets:
        deferred = _deferred(target)
        if not deferred:
            continue
        _set_deferred(target, None)
        _PENDING.pop(id(target), None)
        waiting = []
        for entries in deferred.values():
            waiting += [entry for entry in entries if entry not in waiting]
        for coordinator, node_id in waiting:
            coordinator.matched.pop(node_id, None)
            coordinator.match(target, node_id)


def _forget(coordinators):
    """Drops the deferred restorations of `coordinators` (a Checkpoint's earlier restore)."""
    for key, ref in list(_PENDING.items()):
        obj = ref()
        if obj is None:
            del _PENDING[key]
            continue
        deferred = {}
        for name, entries in _deferred(obj).items():
            kept = [(c, n) for c, n in entries if c not in coordinators]
            if kept:
                deferred[name] = kept
        _set_deferred(obj, deferred)
        if not deferred:
            del _PENDING[key]


def _at_exit():
    """The warnings of the restores still alive when the program exits (their coordinators are
    collected then), oldest first, before the other objects' __del__."""
    coordinators = [ref() for ref in _COORDINATORS]
    _COORDINATORS.clear()
    for coordinator in coordinators:
        if coordinator is not None:
            coordinator.warn_unrestored()


def _objects_with_attributes(objs):
    return [o for o in objs if _has_values(o)]


class CheckpointLoadStatus:
    """Checks the status of checkpoint loading (checkpoint.py's CheckpointLoadStatus)."""

    def __init__(self, coordinator, view):
        self._checkpoint = coordinator
        self._view = view
        self._root = view.root  # the view holds its root weakly

    def assert_consumed(self):
        """Asserts that all objects in the checkpoint have been created/matched: AssertionError
        names the first checkpoint node with values no object matched."""
        names = _node_names(self._checkpoint.nodes)
        self.assert_existing_objects_matched()
        for node_id, node in enumerate(self._checkpoint.nodes):
            if not node["attributes"]:
                continue
            if node_id not in self._checkpoint.matched:
                raise AssertionError("Unresolved object in checkpoint %s: %s" % (names[node_id], _proto_text(node)))
        if self._checkpoint.unused_attributes:
            messages = []
            for node_id, attribute in self._checkpoint.unused_attributes.items():
                messages.append("%s (%s): %s" % (names[node_id], self._checkpoint.matched_object(node_id), attribute))
            raise AssertionError(
                "Unused attributes in these objects (the attributes exist in the checkpoint but were not "
                "restored):\n" + "\n".join(messages))
        return self

    def assert_existing_objects_matched(self):
        """Asserts that the existing trackable Python objects have been matched."""
        order, _, _ = self._view.breadth_first()
        matched = set(id(o) for o in self._checkpoint.matched_objects())
        unused = [o for o in _objects_with_attributes(order) if id(o) not in matched]
        if unused:
            n = len(unused)
            shown = min(10, n)
            raise AssertionError(
                f"Found {n} Python objects that were not bound to checkpointed values, likely due to changes "
                f"in the Python program. Showing {shown} of {n} unmatched objects: {unused[:shown]}")
        return self

    def assert_nontrivial_match(self):
        """Raises an exception if only the root object matched."""
        if len(self._checkpoint.matched) <= 1:
            order, _, _ = self._view.breadth_first()
            matched = set(id(o) for o in self._checkpoint.matched_objects())
            unused = [o for o in _objects_with_attributes(order) if id(o) not in matched]
            if unused:
                raise AssertionError(
                    "Nothing except the root object matched a checkpointed value. Typically this means that "
                    "the checkpoint does not match the Python program. The following objects have no matching "
                    f"checkpointed value: {unused}")
            raise AssertionError(f"Nothing to load. No dependencies have been added to {self._view.root} yet.")
        return self

    def run_restore_ops(self, session=None):
        """Eager: restorations already ran."""
        return None

    def initialize_or_restore(self, session=None):
        """Eager: restorations and initializations already ran."""
        return None

    def expect_partial(self):
        """Silence warnings about incomplete checkpoint restores."""
        self._checkpoint.expect_partial = True
        return self


class InitializationOnlyStatus:
    """Returned by restore(None): nothing is restored."""

    def __init__(self, view):
        self._view = view
        self._root = view.root  # the view holds its root weakly

    def assert_consumed(self):
        raise AssertionError("No checkpoint specified (save_path=None); nothing is being restored.")

    def assert_existing_objects_matched(self):
        raise AssertionError("No checkpoint specified (save_path=None); nothing is being restored.")

    def assert_nontrivial_match(self):
        raise AssertionError("No checkpoint specified (save_path=None); nothing is being restored.")

    def run_restore_ops(self, session=None):
        raise AssertionError(
            "No checkpoint specified, so no restore ops are available (save_path=None to Saver.restore).")

    def initialize_or_restore(self, session=None):
        return None

    def expect_partial(self):
        return self


# ----- tf.train.Checkpoint ----------------------------------------------------------------

class CheckpointOptions:
    """Options for constructing a Checkpoint (checkpoint_options.py). tfplay writes
    synchronously to the run's file system whatever the options say."""

    __slots__ = ("experimental_io_device", "experimental_enable_async_checkpoint",
                 "experimental_write_callbacks", "enable_async", "experimental_skip_slot_variables",
                 "experimental_sharding_callback")

    def __init__(self, experimental_io_device=None, experimental_enable_async_checkpoint=False,
                 experimental_write_callbacks=None, enable_async=False, experimental_skip_slot_variables=False,
                 experimental_sharding_callback=None):
        self.experimental_io_device = experimental_io_device
        self.experimental_enable_async_checkpoint = experimental_enable_async_checkpoint or enable_async
        self.experimental_write_callbacks = experimental_write_callbacks
        self.enable_async = enable_async
        self.experimental_skip_slot_variables = experimental_skip_slot_variables
        self.experimental_sharding_callback = experimental_sharding_callback


def _attached_children(checkpoint):
    """The children a Checkpoint with a root adds to it: its keyword arguments, save_counter."""
    if checkpoint is None:
        return []
    counter = checkpoint._save_counter
    return list(checkpoint._attached.items()) + ([("save_counter", counter)] if counter is not None else [])


def _assert_trackable(obj, name):
    if not (_is_trackable(obj) or _is_function(obj) or _is_structure(obj)):
        raise ValueError(
            f"`Checkpoint` was expecting {name} to be a trackable object (an object derived from `Trackable`), "
            f"got {obj}. If you believe this object should be trackable (i.e. it is part of the TensorFlow "
            "Python API and manages state), please open an issue.")


class Checkpoint:
    """Manages saving/restoring trackable values to disk (TF 2.20's tf.train.Checkpoint).

    Saves the variables reachable from `root` and the keyword arguments (tf.Variable,
    tf.Module and its tracked attributes, lists and dicts, Keras layers, models and
    optimizers) under TF's object-graph keys ('model/_functional/_operations/1/_kernel/
    .ATTRIBUTES/VARIABLE_VALUE'), into the run's in-memory file system: `prefix.index` and
    `prefix.data-00000-of-00001` hold tfplay's own JSON layout (tf.train.load_checkpoint reads
    it back), the `checkpoint` state file is TF's text format. Restoring matches the object
    graph as TF does and defers values whose variables do not exist yet (a Keras layer not yet
    built) until Keras creates them.
    """

    def __init__(self, root=None, **kwargs):
        object.__setattr__(self, "_tfplay_deps", {})
        object.__setattr__(self, "_root", root)
        object.__setattr__(self, "_save_counter", None)
        object.__setattr__(self, "_coordinators", [])
        attached = None
        if root is not None:
            _assert_trackable(root, "root")
            attached = {}
        for k, v in sorted(kwargs.items(), key=lambda item: item[0]):
            setattr(self, k, v)
            # setattr wraps a list or dict (ListWrapper, _DictWrapper), which is trackable.
            v = getattr(self, k)
            _assert_trackable(v, k)
            if root is not None:
                child = dict(_children(root)).get(k)
                if child is None:
                    attached[k] = v
                elif child is not v:
                    raise ValueError(f"Cannot create a Checkpoint with keyword argument {k} if root.{k} already exists.")
        object.__setattr__(self, "_attached", attached)
        if root is not None:
            view = _GraphView(root, self)
        else:
            view = _GraphView(self)
        object.__setattr__(self, "_view", view)

    def __setattr__(self, name, value):
        if name not in ("_root", "_view", "_attached"):
            value = _wrap_structure(value)
        object.__setattr__(self, name, value)
        if name not in ("_root", "_view", "_attached"):
            if (_is_trackable(value) or _is_function(value) or isinstance(value, (ListWrapper, _DictWrapper))
                    or (_is_structure(value) and _holds_trackable(value))):
                self._tfplay_deps[name] = value
                if _PENDING:
                    _on_new_dependency(self)
            else:
                self._tfplay_deps.pop(name, None)

    def __delattr__(self, name):
        object.__delattr__(self, name)
        self._tfplay_deps.pop(name, None)

    def _maybe_create_save_counter(self):
        if self._save_counter is None:
            with tf.init_scope():
                counter = tf.Variable(0, dtype=tf.int64, trainable=False, name="save_counter")
            object.__setattr__(self, "_save_counter", counter)
            if self._root is None:
                self._tfplay_deps["save_counter"] = counter
            # Restore-on-create from a restore() that ran before the counter existed.
            _on_new_dependency(self._view.root)

    @property
    def save_counter(self):
        """An integer variable which starts at zero and is incremented on save."""
        self._maybe_create_save_counter()
        return self._save_counter

    def write(self, file_prefix, options=None):
        """Writes a training checkpoint to `file_prefix` (no numbering, no `checkpoint` file);
        returns `file_prefix`."""
        if _is_pathlike(file_prefix):
            file_prefix = _os.fspath(file_prefix)
        return self._write(file_prefix, options)

    def _write(self, file_prefix, options=None, write_done_callback=None):
        output = _write_checkpoint(self._view, str(file_prefix))
        callbacks = options.experimental_write_callbacks if options is not None else None
        for callback in callbacks or ():
            callback(output)
        if write_done_callback is not None:
            write_done_callback(output)
        return output

    def save(self, file_prefix, options=None):
        """Saves a checkpoint numbered by `save_counter` (`file_prefix-N`), records it in the
        directory's `checkpoint` file and returns its path."""
        if _is_pathlike(file_prefix):
            file_prefix = _os.fspath(file_prefix)
        if not tf.executing_eagerly():
            raise NotImplementedError(
                "Calling tf.train.Checkpoint.save() from a function is not supported, as save() modifies saving "
                "metadata in ways not supported by TensorFlow Operations. Consider using "
                "tf.train.Checkpoint.write(), a lower-level API which does not update metadata. "
                "tf.train.latest_checkpoint and related APIs will not see this checkpoint.")
        number = int(self.save_counter.assign_add(1, read_value=True).numpy())
        path = self._write("%s-%d" % (file_prefix, number), options)
        update_checkpoint_state_internal(_os.path.dirname(path), path, [path], save_relative_paths=True)
        return path

    def read(self, save_path, options=None):
        """Reads a checkpoint written with `write`; returns a load status object."""
        if _is_pathlike(save_path):
            save_path = _os.fspath(save_path)
        if save_path is None:
            return InitializationOnlyStatus(self._view)
        reader = CheckpointReader(save_path)
        _forget([c for c in (ref() for ref in self._coordinators) if c is not None])
        coordinator = _Coordinator(reader, self._view)
        # Held weakly: a restore lives as long as its status and the objects waiting for its
        # values (deferred dependencies), so one nothing waits for is collected at once.
        self._coordinators[:] = [_weakref.ref(coordinator)]
        coordinator.match(self._view.root, 0)
        return CheckpointLoadStatus(coordinator, self._view)

    def restore(self, save_path, options=None):
        """Restores a checkpoint written by `save` (values of variables created later are
        restored when they are created); returns a load status object. tf.errors.NotFoundError
        when nothing is at `save_path`."""
        orig_save_path = save_path
        try:
            status = self.read(save_path, options=options)
        except errors.NotFoundError as e:
            raise errors.NotFoundError(
                None, None,
                f"Error when restoring from checkpoint or SavedModel at {orig_save_path}: {e.message}"
                "\nPlease double-check that the path is correct. You may be missing the checkpoint suffix "
                "(e.g. the '-1' in 'path/to/ckpt-1').") from None
        self._maybe_create_save_counter()
        return status

    def sync(self):
        """Waits for outstanding saves: tfplay's are synchronous."""
        return None


# ----- the `checkpoint` state file and CheckpointManager ----------------------------------

class CheckpointState:
    """The CheckpointState proto of a directory's `checkpoint` file."""

    def __init__(self, model_checkpoint_path="", all_model_checkpoint_paths=(),
                 all_model_checkpoint_timestamps=(), last_preserved_timestamp=0.0):
        self.model_checkpoint_path = model_checkpoint_path
        self.all_model_checkpoint_paths = list(all_model_checkpoint_paths)
        self.all_model_checkpoint_timestamps = list(all_model_checkpoint_timestamps or ())
        self.last_preserved_timestamp = last_preserved_timestamp or 0.0

    def __str__(self):
        out = ""
        if self.model_checkpoint_path:
            out += 'model_checkpoint_path: "%s"\n' % self.model_checkpoint_path
        for p in self.all_model_checkpoint_paths:
            out += 'all_model_checkpoint_paths: "%s"\n' % p
        for t in self.all_model_checkpoint_timestamps:
            out += "all_model_checkpoint_timestamps: %r\n" % float(t)
        if self.last_preserved_timestamp:
            out += "last_preserved_timestamp: %r\n" % float(self.last_preserved_timestamp)
        return out

    __repr__ = __str__

    @staticmethod
    def _parse(text):
        state = CheckpointState()
        for line in text.splitlines():
            key, _, value = line.partition(":")
            value = value.strip()
            if value.startswith('"'):
                value = value[1:-1]
            key = key.strip()
            if key == "model_checkpoint_path":
                state.model_checkpoint_path = value
            elif key == "all_model_checkpoint_paths":
                state.all_model_checkpoint_paths.append(value)
            elif key == "all_model_checkpoint_timestamps":
                state.all_model_checkpoint_timestamps.append(float(value))
            elif key == "last_preserved_timestamp":
                state.last_preserved_timestamp = float(value)
        return state


def _checkpoint_filename(save_dir, latest_filename):
    return _os.path.join(save_dir, latest_filename or "checkpoint")


def update_checkpoint_state_internal(save_dir, model_checkpoint_path, all_model_checkpoint_paths=None,
                                     latest_filename=None, save_relative_paths=False,
                                     all_model_checkpoint_timestamps=None, last_preserved_timestamp=None):
    """Writes the `checkpoint` file (checkpoint_management.update_checkpoint_state_internal)."""
    paths = list(all_model_checkpoint_paths or [])
    if save_relative_paths:
        if _os.path.isabs(model_checkpoint_path):
            model_checkpoint_path = _relpath(model_checkpoint_path, save_dir)
        paths = [_relpath(p, save_dir) if _os.path.isabs(p) else p for p in paths]
    if not paths or paths[-1] != model_checkpoint_path:
        paths.append(model_checkpoint_path)
    if not _os.path.isabs(save_dir):
        if not _os.path.isabs(model_checkpoint_path):
            model_checkpoint_path = _relpath(model_checkpoint_path, save_dir)
        paths = [p if _os.path.isabs(p) else _relpath(p, save_dir) for p in paths]
    state = CheckpointState(model_checkpoint_path, paths, all_model_checkpoint_timestamps, last_preserved_timestamp)
    filename = _checkpoint_filename(save_dir, latest_filename)
    if filename == state.model_checkpoint_path:
        raise RuntimeError("Save path '%s' conflicts with path used for checkpoint state.  Please use a different "
                           "save path." % model_checkpoint_path)
    if save_dir:
        _os.makedirs(save_dir, exist_ok=True)
    with open(filename, "w") as f:
        f.write(str(state))


def get_checkpoint_state(checkpoint_dir, latest_filename=None):
    """The CheckpointState of `checkpoint_dir`'s `checkpoint` file (paths joined to the
    directory), or None when there is none."""
    if _is_pathlike(checkpoint_dir):
        checkpoint_dir = _os.fspath(checkpoint_dir)
    filename = _checkpoint_filename(checkpoint_dir, latest_filename)
    if not _os.path.isfile(filename):
        return None
    with open(filename) as f:
        state = CheckpointState._parse(f.read())
    if not state.model_checkpoint_path:
        raise ValueError("Invalid checkpoint state loaded from " + checkpoint_dir)
    if not _os.path.isabs(state.model_checkpoint_path):
        state.model_checkpoint_path = _os.path.join(checkpoint_dir, state.model_checkpoint_path)
    state.all_model_checkpoint_paths = [p if _os.path.isabs(p) else _os.path.join(checkpoint_dir, p)
                                        for p in state.all_model_checkpoint_paths]
    return state


def latest_checkpoint(checkpoint_dir, latest_filename=None):
    """The path of the latest checkpoint in `checkpoint_dir`, or None."""
    ckpt = get_checkpoint_state(checkpoint_dir, latest_filename)
    if ckpt and ckpt.model_checkpoint_path:
        if _os.path.exists(ckpt.model_checkpoint_path + ".index") or _os.path.exists(ckpt.model_checkpoint_path):
            return ckpt.model_checkpoint_path
        _logger.error("Couldn't match files for checkpoint %s", ckpt.model_checkpoint_path)
    return None


def _delete_checkpoint_files(prefix):
    for path in (prefix + ".index", prefix + _DATA_SUFFIX):
        if _os.path.exists(path):
            _os.remove(path)


class CheckpointManager:
    """Manages multiple checkpoints by keeping some and deleting unneeded ones
    (checkpoint_management.CheckpointManager)."""

    def __init__(self, checkpoint, directory, max_to_keep, keep_checkpoint_every_n_hours=None,
                 checkpoint_name="ckpt", step_counter=None, checkpoint_interval=None, init_fn=None):
        self._checkpoint = checkpoint
        if max_to_keep is not None and max_to_keep <= 0:
            raise ValueError("Expected a positive integer or `None` for `max_to_keep`, got %d." % (max_to_keep,))
        self._max_to_keep = max_to_keep
        self._keep_checkpoint_every_n_hours = keep_checkpoint_every_n_hours
        if _is_pathlike(directory):
            directory = _os.fspath(directory)
        self._directory = directory
        self._checkpoint_prefix = _os.path.join(directory, checkpoint_name)
        self._init_fn = init_fn
        if checkpoint_interval is not None:
            if step_counter is None:
                raise ValueError("`step_counter` should be passed if `checkpoint_interval` is not None.")
            self._last_checkpoint_step = None
            self._step_counter = step_counter
        self._checkpoint_interval = checkpoint_interval
        recovered = get_checkpoint_state(directory)
        clock = _time.time()
        self._maybe_delete = {}
        if recovered is None:
            self._latest_checkpoint = None
            self._last_preserved_timestamp = clock - 1.0
        else:
            self._latest_checkpoint = recovered.model_checkpoint_path
            self._last_preserved_timestamp = min(recovered.last_preserved_timestamp, clock)
            timestamps = recovered.all_model_checkpoint_timestamps or (
                [self._last_preserved_timestamp] * len(recovered.all_model_checkpoint_paths))
            for filename, timestamp in zip(recovered.all_model_checkpoint_paths, timestamps):
                timestamp = min(timestamp, clock)
                if timestamp > self._last_preserved_timestamp:
                    self._maybe_delete[filename] = timestamp

    @property
    def directory(self):
        return self._directory

    @property
    def checkpoint_interval(self):
        return self._checkpoint_interval

    @property
    def latest_checkpoint(self):
        """The prefix of the most recent checkpoint in `directory`, or None."""
        return self._latest_checkpoint

    @property
    def checkpoints(self):
        """The managed checkpoints, oldest first."""
        return list(self._maybe_delete.keys())

    @property
    def checkpoint(self):
        return self._checkpoint

    @property
    def _prefix(self):
        return self._checkpoint_prefix

    def _sweep(self):
        if not self._max_to_keep:
            return
        while len(self._maybe_delete) > self._max_to_keep:
            filename = next(iter(self._maybe_delete))
            timestamp = self._maybe_delete.pop(filename)
            if (self._keep_checkpoint_every_n_hours
                    and timestamp - self._keep_checkpoint_every_n_hours * 3600.0 >= self._last_preserved_timestamp):
                self._last_preserved_timestamp = timestamp
                continue
            _delete_checkpoint_files(filename)

    def _record_state(self):
        update_checkpoint_state_internal(
            self._directory, model_checkpoint_path=self.latest_checkpoint,
            all_model_checkpoint_paths=list(self._maybe_delete.keys()),
            all_model_checkpoint_timestamps=list(self._maybe_delete.values()),
            last_preserved_timestamp=self._last_preserved_timestamp, save_relative_paths=True)

    def save(self, checkpoint_number=None, check_interval=True, options=None):
        """Saves a new checkpoint (`directory/checkpoint_name-N`), deletes the ones past
        `max_to_keep` and returns its path (None when `checkpoint_interval` skips it)."""
        if self._checkpoint_interval is not None:
            current_step = _int(self._step_counter)
            if self._last_checkpoint_step is not None:
                if current_step == self._last_checkpoint_step:
                    return None
                if check_interval and current_step < self._last_checkpoint_step + self._checkpoint_interval:
                    return None
            self._last_checkpoint_step = current_step
        save_counter = self._checkpoint.save_counter
        save_counter.assign_add(1)
        if checkpoint_number is None:
            checkpoint_number = save_counter
        prefix = "%s-%d" % (self._prefix, _int(checkpoint_number))

        def record_and_sweep(save_path):
            if save_path in self._maybe_delete:
                del self._maybe_delete[save_path]
            self._maybe_delete[save_path] = _time.time()
            self._latest_checkpoint = save_path
            self._record_state()
            self._sweep()
            self._record_state()

        return self._checkpoint._write(prefix, options, write_done_callback=record_and_sweep)

    def restore_or_initialize(self):
        """Restores the latest checkpoint and returns its path, else runs `init_fn` and
        returns None."""
        if self._latest_checkpoint is not None:
            self._checkpoint.restore(self._latest_checkpoint)
            if self._checkpoint_interval is not None:
                self._last_checkpoint_step = _int(self._step_counter)
            return self._latest_checkpoint
        if self._init_fn is not None:
            self._init_fn()
        return None


def _int(value):
    if isinstance(value, int):
        return value
    if hasattr(value, "numpy"):
        return int(value.numpy())
    return int(value)


# ----- checkpoint_utils ---------------------------------------------------------------------

def _get_checkpoint_filename(ckpt_dir_or_file):
    if _is_pathlike(ckpt_dir_or_file):
        ckpt_dir_or_file = _os.fspath(ckpt_dir_or_file)
    if _os.path.isdir(ckpt_dir_or_file):
        return latest_checkpoint(ckpt_dir_or_file)
    return ckpt_dir_or_file


def load_checkpoint(ckpt_dir_or_file):
    """A CheckpointReader for the checkpoint at `ckpt_dir_or_file` (a directory: its latest)."""
    filename = _get_checkpoint_filename(ckpt_dir_or_file)
    if filename is None:
        raise ValueError("Couldn't find 'checkpoint' file or checkpoints in given directory %s" % ckpt_dir_or_file)
    return CheckpointReader(filename)


def load_variable(ckpt_dir_or_file, name):
    """The value (a NumPy array) of `name` in the checkpoint."""
    if name.endswith(":0"):
        name = name[:-2]
    return load_checkpoint(ckpt_dir_or_file).get_tensor(name)


def list_variables(ckpt_dir_or_file):
    """[(key, shape)] of every tensor in the checkpoint, sorted by key."""
    reader = load_checkpoint(ckpt_dir_or_file)
    variable_map = reader.get_variable_to_shape_map()
    return [(name, variable_map[name]) for name in sorted(variable_map.keys())]


def wait_for_new_checkpoint(checkpoint_dir, last_checkpoint=None, seconds_to_sleep=1, timeout=None):
    # Nothing else writes the run's file system while the program waits, so a wait ends as it
    # would after `timeout` seconds; without a timeout TF would wait forever.
    checkpoint_path = latest_checkpoint(checkpoint_dir)
    if checkpoint_path is None or checkpoint_path == last_checkpoint:
        if timeout is None:
            raise NotImplementedError(
                "tfplay does not implement tf.train.checkpoints_iterator waiting for a new checkpoint without a "
                "timeout yet (TensorFlow would wait forever)")
        return None
    return checkpoint_path


def checkpoints_iterator(checkpoint_dir, min_interval_secs=0, timeout=None, timeout_fn=None):
    """Yields each new checkpoint of `checkpoint_dir` as it appears; stops after `timeout`
    seconds without one (unless `timeout_fn` returns False)."""
    checkpoint_path = None
    while True:
        new_checkpoint_path = wait_for_new_checkpoint(checkpoint_dir, checkpoint_path, timeout=timeout)
        if new_checkpoint_path is None:
            if not timeout_fn:
                return
            if timeout_fn():
                return
            continue
        start = _time.time()
        checkpoint_path = new_checkpoint_path
        yield checkpoint_path
        time_to_next_eval = start + min_interval_secs - _time.time()
        if time_to_next_eval > 0:
            _time.sleep(time_to_next_eval)
