
"""tf.saved_model.save and tf.saved_model.load, after TF 2.20's
tensorflow/python/saved_model/save.py, load.py, function_deserialization.py and
signature_serialization.py.

A SavedModel directory has TF's layout -- saved_model.pb, fingerprint.pb, assets/,
variables/variables.index and variables/variables.data-00000-of-00001 -- in the run's in-memory
file system, but the bytes are tfplay's own: saved_model.pb names the model and lists its object
graph as text, variables.index lists each variable's checkpoint key, dtype and shape, and the
data file holds their raw values. The object graph itself (the objects, a copy of each
variable's value, the concrete functions' graphs) stays in this run's memory under the number
saved_model.pb holds: load reads models saved by the same run, and a loaded model does not
depend on the objects it was saved from.
"""

import collections.abc
import os
import pprint

tf = None
_natives = None
_Function = None
_ConcreteFunction = None
_models = {}  # number (in saved_model.pb) -> _SavedModel
_restored_concretes = {}  # id(RestoredFunction) -> (the function, its restored concrete functions)

ASSETS_DIRECTORY = "assets"
ASSETS_KEY = "saved_model_assets"
DEBUG_DIRECTORY = "debug"
DEBUG_INFO_FILENAME_PB = "saved_model_debug_info.pb"
DEFAULT_SERVING_SIGNATURE_DEF_KEY = "serving_default"
SAVED_MODEL_FILENAME_PB = "saved_model.pb"
SAVED_MODEL_FILENAME_PBTXT = "saved_model.pbtxt"
SAVED_MODEL_SCHEMA_VERSION = 1
SERVING = "serve"
TRAINING = "train"
GPU = "gpu"
TPU = "tpu"
VARIABLES_DIRECTORY = "variables"
VARIABLES_FILENAME = "variables"
CLASSIFY_INPUTS = "inputs"
CLASSIFY_METHOD_NAME = "tensorflow/serving/classify"
CLASSIFY_OUTPUT_CLASSES = "classes"
CLASSIFY_OUTPUT_SCORES = "scores"
PREDICT_INPUTS = "inputs"
PREDICT_METHOD_NAME = "tensorflow/serving/predict"
PREDICT_OUTPUTS = "outputs"
REGRESS_INPUTS = "inputs"
REGRESS_METHOD_NAME = "tensorflow/serving/regress"
REGRESS_OUTPUTS = "outputs"

_FINGERPRINT_FILENAME = "fingerprint.pb"
_HEADER = b"tfplay SavedModel "


def _install(tf_module, natives):
    global tf, _natives, _Function, _ConcreteFunction, _AutoTrackable
    tf = tf_module
    _AutoTrackable = tf.__internal__.tracking.AutoTrackable
    _natives = natives
    _Function = natives.Function
    _ConcreteFunction = natives.ConcreteFunction


class SaveOptions:
    """tf.saved_model.SaveOptions: accepted; tfplay's save has nothing they change."""

    __module__ = "tensorflow.python.saved_model.save_options"

    def __init__(self, namespace_whitelist=None, save_debug_info=False, function_aliases=None,
                 experimental_debug_stripper=False, experimental_io_device=None,
                 experimental_variable_policy=None, experimental_custom_gradients=True,
                 experimental_image_format=False, experimental_skip_saver=False,
                 experimental_sharding_callback=None, extra_tags=None):
        self.namespace_whitelist = list(namespace_whitelist or [])
        self.save_debug_info = save_debug_info
        self.function_aliases = function_aliases if function_aliases else dict()
        self.experimental_debug_stripper = experimental_debug_stripper
        self.experimental_io_device = experimental_io_device
        self.experimental_variable_policy = experimental_variable_policy
        self.experimental_custom_gradients = experimental_custom_gradients
        self.experimental_image_format = experimental_image_format
        self.experimental_skip_saver = experimental_skip_saver
        self.experimental_sharding_callback = experimental_sharding_callback
        self.extra_tags = extra_tags


class LoadOptions:
    """tf.saved_model.LoadOptions: accepted; tfplay's load has nothing they change."""

    __module__ = "tensorflow.python.saved_model.load_options"

    def __init__(self, allow_partial_checkpoint=False, experimental_io_device=None,
                 experimental_skip_checkpoint=False, experimental_variable_policy=None,
                 experimental_load_function_aliases=False):
        self.allow_partial_checkpoint = allow_partial_checkpoint
        self.experimental_io_device = experimental_io_device
        self.experimental_skip_checkpoint = experimental_skip_checkpoint
        self.experimental_variable_policy = experimental_variable_policy
        self.experimental_load_function_aliases = experimental_load_function_aliases


# ----- the saved object graph --------------------------------------------------------------------

class _Node:
    """One object of the saved graph: kind is "object", "list", "dict", "variable", "function"
    or "concrete"; children are (local name, node id) pairs."""

    def __init__(self, kind, obj):
        self.kind = kind
        self.obj = obj
        self.children = []


class _SavedModel:
    def __init__(self):
        self.nodes = []
        self.signatures = {}  # key -> node id of the signature's concrete function
        self.custom_gradients = True  # SaveOptions.experimental_custom_gradients


def _is_keras(value):
    module = getattr(type(value), "__module__", "") or ""
    return module.startswith("keras")


def _is_tensor(value):
    return isinstance(value, (tf.Tensor, tf.Variable))


def _holds_trackable(value):
    if isinstance(value, dict):
        return any(_is_trackable(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_is_trackable(v) for v in value)
    return False


_AutoTrackable = None  # tf.__internal__.tracking.AutoTrackable, set by _install


def _saved_form(value):
    # A Keras variable (the TF backend's Variable) is saved as the tf.Variable it wraps.
    inner = getattr(value, "_value", None) if _is_keras(value) else None
    if isinstance(inner, tf.Variable):
        return inner
    return value


def _is_trackable(value):
    value = _saved_form(value)
    if isinstance(value, (tf.Module, _AutoTrackable, tf.Variable, _Function, _ConcreteFunction)):
        return True
    if _is_keras(value) and hasattr(value, "weights"):
        return True
    return _holds_trackable(value)


def _object_children(obj):
    """AutoTrackable._trackable_children(save_type="savedmodel"): the tracked attributes, then
    the tf.functions `dir` finds (class-level methods included), whose concrete functions are
    listed at once for their side effects (tracing those with an input_signature)."""
    children = []
    names = set()
    for name, value in list(vars(obj).items()):
        if _is_trackable(value):
            children.append((name, _saved_form(value)))
            names.add(name)
    functions = []
    for name in dir(obj):
        if name in names:
            continue
        try:
            value = getattr(obj, name)
        except Exception:
            continue
        if isinstance(value, (_Function, _ConcreteFunction)):
            functions.append((name, value))
    for name, fn in functions:
        if isinstance(fn, _Function):
            _concrete_functions_for_serialization(fn)
    return children + functions


def _concrete_functions_for_serialization(fn):
    """Function._list_all_concrete_functions_for_serialization: with an input_signature, its
    concrete function (traced now if need be); else one per distinct structured input
    signature traced so far, got again by get_concrete_function with those (named) specs,
    which traces anew: a named TensorSpec does not match a trace a call made."""
    restored = _restored_concretes.get(id(fn))
    if restored is not None and restored[0] is fn:
        # RestoredFunction._list_all_concrete_functions_for_serialization: the loaded ones.
        return list(restored[1])
    if fn.input_signature is not None:
        return [fn.get_concrete_function()]
    seen = []
    for concrete in _natives.list_all_concrete_functions(fn):
        signature = concrete.structured_input_signature
        if not any(signature == s for s in seen):
            seen.append(signature)
    return [fn.get_concrete_function(*args, **kwargs) for args, kwargs in seen]


def _sanitize_spec_name(name):
    # tensor.sanitize_spec_name
    if not name:
        return "unknown"
    swapped = "".join([c if c.isalnum() else "_" for c in name.lower()])
    if swapped[0].isalpha():
        return swapped
    return "tensor_" + swapped


def _output_signature(structure, path=()):
    """func_graph.convert_structure_to_signature over structured_outputs: each tensor becomes a
    TensorSpec named by its path ("output_0", "unknown" for a lone tensor)."""
    if isinstance(structure, tf.Tensor):
        return tf.TensorSpec(structure.shape, structure.dtype, _sanitize_spec_name("_".join(str(p) for p in path)))
    if isinstance(structure, dict):
        out = {}
        for key in structure:
            out[key] = _output_signature(structure[key], path + (key,))
        return out
    if isinstance(structure, list):
        return [_output_signature(v, path + (i,)) for i, v in enumerate(structure)]
    if isinstance(structure, tuple):
        items = [_output_signature(v, path + (i,)) for i, v in enumerate(structure)]
        if hasattr(structure, "_fields"):
            return type(structure)(*items)
        return tuple(items)
    return structure


def _get_signature(function):
    if isinstance(function, _Function) and function.input_signature is not None:
        function = function.get_concrete_function()
    if not isinstance(function, _ConcreteFunction):
        return None
    return function


def _normalize_outputs(outputs, function_name, signature_key):
    """signature_serialization._normalize_outputs: a dict of tensors ("output_0", ...)."""
    if not isinstance(outputs, dict):
        if hasattr(outputs, "_asdict"):
            outputs = outputs._asdict()
        else:
            if not isinstance(outputs, (list, tuple)):
                outputs = [outputs]
            outputs = {("output_{}".format(i)): output for i, output in enumerate(outputs)}
    for key, value in outputs.items():
        if not isinstance(key, str):
            raise ValueError(
                f"Got a dictionary with a non-string key {key!r} in the output of the function "
                f"{function_name} used to generate the SavedModel signature {signature_key!r}.")
        if not isinstance(value, tf.Tensor):
            raise ValueError(
                f"Got a non-Tensor value {value!r} for key {key!r} in the output of the function "
                f"{function_name} used to generate the SavedModel signature {signature_key!r}. "
                "Outputs for functions used as signatures must be a single Tensor, a sequence of "
                "Tensors, or a dictionary from string to Tensor.")
    return outputs


def _valid_signature(concrete):
    if not concrete.outputs:
        return False
    try:
        _normalize_outputs(concrete.structured_outputs, "unused", "unused")
    except ValueError:
        return False
    return True


def _find_function_to_export(root_children):
    """signature_serialization.find_function_to_export: the root's one tf.function with an
    input_signature (or concrete function) that makes a valid signature."""
    possible = []
    for name, child in root_children:
        if not isinstance(child, (_Function, _ConcreteFunction)):
            continue
        if name == "_default_save_signature":
            return child
        concrete = _get_signature(child)
        if concrete is not None and _valid_signature(concrete):
            possible.append(concrete)
    if len(possible) == 1:
        return possible[0]
    return None


def _fill_specs(structure, values):
    """`structure` with each TensorSpec replaced by the next of `values` (nest.flatten order)."""
    if isinstance(structure, tf.TensorSpec):
        return next(values)
    if isinstance(structure, dict):
        filled = {}
        for k in sorted(structure):
            filled[k] = _fill_specs(structure[k], values)
        return {k: filled[k] for k in structure}
    if isinstance(structure, (list, tuple)):
        items = [_fill_specs(v, values) for v in structure]
        if hasattr(structure, "_fields"):
            return type(structure)(*items)
        return type(structure)(items)
    return structure


def _signature_concrete(function, key):
    """canonicalize_signatures for one entry: a concrete function of `signature_wrapper(**kwargs)`,
    which calls `function` and returns its outputs as a dict, traced with the inputs named by
    the function's arguments."""
    signature_function = _get_signature(function)
    if signature_function is None:
        raise ValueError(
            "Expected a TensorFlow function for which to generate a signature, but got "
            f"{function}. Only `tf.functions` with an input signature or concrete functions can "
            "be used as a signature.")

    args, kwargs = signature_function.structured_input_signature
    specs = [s for s in tf.nest.flatten((args, kwargs)) if isinstance(s, tf.TensorSpec)]
    keywords = [t.name.split(":")[0] for t in signature_function.inputs][:len(specs)]

    def signature_wrapper(**kwargs):
        # TF calls the function with the tensors by keyword (its flat signature); the same
        # call through its structured signature: each TensorSpec of the structured input
        # signature takes the tensor of its keyword, in order.
        values = iter([kwargs[k] for k in keywords])
        call_args, call_kwargs = _fill_specs(signature_function.structured_input_signature, values)
        structured_outputs = signature_function(*call_args, **call_kwargs)
        return _normalize_outputs(structured_outputs, signature_function.name, key)
    tensor_spec_signature = {}
    for keyword, spec in zip(keywords, specs):
        tensor_spec_signature[keyword] = tf.TensorSpec(spec.shape, spec.dtype, name=keyword)
    return tf.function(signature_wrapper).get_concrete_function(**tensor_spec_signature)


class _GraphBuilder:
    """Walks the object graph breadth first (checkpoint_util.objects_ids_and_slot_variables_and_paths)."""

    def __init__(self, model):
        self.model = model
        self.ids = {}  # id(obj) -> node id
        self.keep = []  # the objects, so that their ids stay theirs

    def add(self, obj):
        key = id(obj)
        if key in self.ids:
            return self.ids[key]
        if _is_keras(obj):
            raise NotImplementedError(
                "tfplay does not implement tf.saved_model.save for Keras objects (" + type(obj).__name__ +
                "; Keras's model.export) yet")
        if isinstance(obj, tf.Variable):
            kind = "variable"
        elif isinstance(obj, _Function):
            kind = "function"
        elif isinstance(obj, _ConcreteFunction):
            kind = "concrete"
        elif isinstance(obj, dict):
            kind = "dict"
        elif isinstance(obj, (list, tuple)):
            kind = "list"
        else:
            kind = "object"
        node_id = len(self.model.nodes)
        self.ids[key] = node_id
        self.keep.append(obj)
        self.model.nodes.append(_Node(kind, obj))
        return node_id

    def build(self, root, root_children):
        self.add(root)
        queue = [0]
        while queue:
            node_id = queue.pop(0)
            node = self.model.nodes[node_id]
            obj = node.obj
            if node.kind == "object":
                children = root_children if node_id == 0 and root_children is not None else _object_children(obj)
            elif node.kind == "dict":
                children = [(str(k), _saved_form(v)) for k, v in obj.items() if _is_trackable(v)]
            elif node.kind == "list":
                children = [(str(i), _saved_form(v)) for i, v in enumerate(obj) if _is_trackable(v)]
            elif node.kind == "function":
                node.concretes = _concrete_functions_for_serialization(obj)
                children = [("trace_{}".format(i), c) for i, c in enumerate(node.concretes)]
            else:
                children = []
            for name, child in children:
                is_new = id(child) not in self.ids
                child_id = self.add(child)
                node.children.append((name, child_id))
                if is_new:
                    queue.append(child_id)
        for node in self.model.nodes:
            self._describe(node)

    def _describe(self, node):
        obj = node.obj
        if node.kind == "variable":
            node.name = obj.name
            node.value = obj.numpy()
            node.dtype = obj.dtype
            node.shape = obj.shape
            node.trainable = obj.trainable
        elif node.kind == "function":
            node.parameters = _natives.function_parameters(obj)
            node.input_signature = obj.input_signature
            node.function_name = obj.__name__
            node.concrete_ids = [self.ids[id(c)] for c in node.concretes]
        elif node.kind == "concrete":
            node.output_signature = _output_signature(obj.structured_outputs)
            node.captured = []
            for variable in obj.variables:
                if id(variable) not in self.ids:
                    # TF names the function graph's placeholder for the handle and lists the
                    # objects gc.get_referrers finds: here the variable itself.
                    handle_name = variable.name[:-2] if variable.name.endswith(":0") else variable.name
                    raise AssertionError(
                        "Tried to export a function which references 'untracked' resource "
                        f'Tensor("{handle_name}:0", shape=(), dtype=resource). TensorFlow objects (e.g. '
                        "tf.Variable) captured by functions must be 'tracked' by assigning them to an "
                        "attribute of a tracked object or assigned to an attribute of the main object "
                        "directly.\n\n Trackable Python objects referring to this tensor (from "
                        "gc.get_referrers, limited to two hops):\n" + repr(variable))
                node.captured.append((variable, self.ids[id(variable)]))
            name = obj.name.decode() if isinstance(obj.name, bytes) else str(obj.name)
            node.function_name = name


def save(obj, export_dir, signatures=None, options=None):
    """tf.saved_model.save(obj, export_dir, signatures=None, options=None).

    Saves `obj` (a tf.Module, tf.Variable or tf.function, and what its attributes reach) to
    `export_dir`: the tracked objects, each variable's current value, and every concrete
    function of every tf.function (those with an input_signature are traced now; the others
    are traced again with their inputs named, as TF's get_concrete_function of named specs
    does). `signatures` (a tf.function with an input_signature, a concrete function, or a dict
    of them) become the model's signatures, "serving_default" for a single one; without it the
    root's one tf.function with an input_signature and outputs, if exactly one, is.
    Raises ValueError for an object that is not trackable, NotImplementedError for Keras objects.
    """
    if options is not None and not isinstance(options, SaveOptions):
        raise TypeError("options must be a tf.saved_model.SaveOptions, got " + repr(options))
    if hasattr(export_dir, "__fspath__"):
        export_dir = export_dir.__fspath__()
    if not tf.executing_eagerly():
        raise AssertionError(
            "`tf.saved_model.save` is not supported inside a traced @tf.function. Move the call to "
            "the outer eagerly-executed context.")
    if _is_keras(obj):
        raise NotImplementedError(
            "tfplay does not implement tf.saved_model.save for Keras objects (" + type(obj).__name__ +
            "; Keras's model.export) yet")
    if not isinstance(obj, (tf.Module, _AutoTrackable, tf.Variable, _Function, _ConcreteFunction)):
        raise ValueError(
            "Expected an object of type `Trackable`, such as `tf.Module` or a subclass of the "
            f"`Trackable` class, for export. Got {obj} with type {type(obj)}.")
    model = _SavedModel()
    model.custom_gradients = options.experimental_custom_gradients if options is not None else True
    builder = _GraphBuilder(model)
    root_children = None
    if not isinstance(obj, (tf.Variable, _Function, _ConcreteFunction)):
        root_children = _object_children(obj)
    for name, child in root_children or ():
        if name == "signatures" and not isinstance(child, _SignatureMap):
            raise ValueError(
                f"Exporting an object {obj} which has an attribute named 'signatures'. This is a "
                "reserved attribute used to store SavedModel signatures in objects which come from "
                "`tf.saved_model.load`. Delete this attribute (e.g. `del obj.signatures`) before "
                "saving if this shadowing is acceptable.")
    if signatures is None and root_children is not None:
        signatures = _find_function_to_export(root_children)
    if signatures is None:
        signatures = {}
    elif not isinstance(signatures, dict):
        signatures = {DEFAULT_SERVING_SIGNATURE_DEF_KEY: signatures}
    signature_concretes = {}
    for key, function in signatures.items():
        signature_concretes[key] = _signature_concrete(function, key)
    builder.build(obj, root_children)
    for key, concrete in signature_concretes.items():
        model.signatures[key] = builder.add(concrete)
        builder._describe(model.nodes[model.signatures[key]])
    number = len(_models) + 1
    _models[number] = model
    _write_files(model, number, export_dir)


def _write_files(model, number, export_dir):
    variables_dir = os.path.join(export_dir, VARIABLES_DIRECTORY)
    os.makedirs(variables_dir, exist_ok=True)
    os.makedirs(os.path.join(export_dir, ASSETS_DIRECTORY), exist_ok=True)
    lines = [_HEADER + str(number).encode() + b"\n"]
    index = [b"tfplay checkpoint index\n"]
    data = []
    offset = 0
    paths = _node_paths(model)
    for node_id, node in enumerate(model.nodes):
        lines.append(("node {} {} {}\n".format(node_id, node.kind, paths.get(node_id, "(root)"))).encode())
        if node.kind == "variable":
            raw = repr(node.value).encode()
            key = paths.get(node_id, "") + "/.ATTRIBUTES/VARIABLE_VALUE"
            index.append(("{} {} {} {} {}\n".format(key, node.dtype.name, node.shape, offset,
                                                     len(raw))).encode())
            data.append(raw)
            offset += len(raw)
    for key in sorted(model.signatures):
        lines.append(("signature {} node {}\n".format(key, model.signatures[key])).encode())
    with open(os.path.join(export_dir, SAVED_MODEL_FILENAME_PB), "wb") as f:
        f.write(b"".join(lines))
    with open(os.path.join(variables_dir, "variables.index"), "wb") as f:
        f.write(b"".join(index))
    with open(os.path.join(variables_dir, "variables.data-00000-of-00001"), "wb") as f:
        f.write(b"".join(data))
    with open(os.path.join(export_dir, _FINGERPRINT_FILENAME), "wb") as f:
        f.write(b"tfplay fingerprint " + str(number).encode() + b"\n")


def _node_paths(model):
    paths = {}
    queue = [0]
    while queue:
        node_id = queue.pop(0)
        for name, child in model.nodes[node_id].children:
            if child not in paths and child != 0:
                prefix = paths.get(node_id)
                paths[child] = name if prefix is None else prefix + "/" + name
                queue.append(child)
    return paths


# ----- loading -------------------------------------------------------------------------------------

def contains_saved_model(export_dir):
    """tf.saved_model.contains_saved_model: whether export_dir holds saved_model.pb (or .pbtxt)."""
    if hasattr(export_dir, "__fspath__"):
        export_dir = export_dir.__fspath__()
    return (os.path.exists(os.path.join(export_dir, SAVED_MODEL_FILENAME_PBTXT)) or
            os.path.exists(os.path.join(export_dir, SAVED_MODEL_FILENAME_PB)))


def _read_model(export_dir):
    path = os.path.join(export_dir, SAVED_MODEL_FILENAME_PB)
    if not os.path.exists(path):
        raise OSError(
            f"SavedModel file does not exist at: {export_dir}{os.path.sep}"
            f"{{{SAVED_MODEL_FILENAME_PBTXT}|{SAVED_MODEL_FILENAME_PB}}}")
    with open(path, "rb") as f:
        first = f.readline()
    number = None
    if first.startswith(_HEADER):
        text = first[len(_HEADER):].strip()
        if text.isdigit():
            number = int(text)
    if number not in _models:
        raise NotImplementedError(
            "tfplay loads only SavedModels that tf.saved_model.save wrote earlier in the same run; " + path +
            " is not one")
    return _models[number]


class ListWrapper(list):
    """A loaded list attribute (tensorflow/python/trackable/data_structures.py ListWrapper)."""

    def __repr__(self):
        return "ListWrapper(%s)" % (list.__repr__(self),)


class _DictWrapper(dict):
    """A loaded dict attribute (data_structures._DictWrapper)."""

    def __repr__(self):
        return "DictWrapper(%s)" % (dict.__repr__(self),)


def _call_attribute(instance, *args, **kwargs):
    return instance.__call__(*args, **kwargs)


class _SignatureMap(collections.abc.Mapping):
    """signature_serialization._SignatureMap: the loaded model's signatures by key."""

    def __init__(self):
        self._signatures = {}

    def _add_signature(self, name, concrete_function):
        self._signatures[name] = concrete_function

    def __getitem__(self, key):
        return self._signatures[key]

    def __iter__(self):
        return iter(self._signatures)

    def __len__(self):
        return len(self._signatures)

    def __repr__(self):
        return "_SignatureMap({})".format(self._signatures)


def _flatten_up_to(shallow, value):
    """nest.flatten_up_to for tuples, lists and dicts: TypeError or ValueError on a mismatch."""
    if isinstance(shallow, (list, tuple)):
        if not isinstance(value, (list, tuple)) or type(value) is not type(shallow):
            raise TypeError("structure mismatch")
        if len(value) != len(shallow):
            raise ValueError("length mismatch")
        out = []
        for s, v in zip(shallow, value):
            out.extend(_flatten_up_to(s, v))
        return out
    if isinstance(shallow, dict):
        if not isinstance(value, dict) or sorted(value) != sorted(shallow):
            raise ValueError("keys mismatch")
        out = []
        for key in sorted(shallow):
            out.extend(_flatten_up_to(shallow[key], value[key]))
        return out
    return [value]


def _flatten(structure):
    if isinstance(structure, (list, tuple)):
        out = []
        for item in structure:
            out.extend(_flatten(item))
        return out
    if isinstance(structure, dict):
        out = []
        for key in sorted(structure):
            out.extend(_flatten(structure[key]))
        return out
    return [structure]


def _try_convert_to_tensor_spec(arg, dtype_hint):
    try:
        result = tf.convert_to_tensor(arg, dtype_hint=dtype_hint)
        return tf.TensorSpec(shape=result.shape, dtype=result.dtype)
    except (TypeError, ValueError):
        return None


def _concrete_function_callable_with(function, inputs, allow_conversion):
    expected_structure = function.structured_input_signature
    try:
        flatten_inputs = _flatten_up_to(expected_structure, inputs)
    except (TypeError, ValueError):
        return False
    for arg, expected in zip(flatten_inputs, _flatten(expected_structure)):
        if isinstance(expected, tf.TensorSpec):
            if allow_conversion:
                arg = _try_convert_to_tensor_spec(arg, dtype_hint=expected.dtype)
            if not _is_tensor(arg) and not isinstance(arg, tf.TensorSpec):
                return False
            if arg.dtype != expected.dtype:
                return False
            if not expected.shape.is_compatible_with(arg.shape):
                return False
        elif _is_tensor(arg):
            if id(arg) != id(expected):
                return False
        elif arg != expected:
            return False
    return True


def _pack_input(expected, value):
    # The value to pass where the saved signature expects `expected`: a tensor converted to the
    # spec's dtype, the saved Python value itself where a (matching) Python value was given.
    if isinstance(expected, tf.TensorSpec):
        return tf.convert_to_tensor(value, dtype_hint=expected.dtype)
    if isinstance(expected, (list, tuple)):
        items = [_pack_input(e, v) for e, v in zip(expected, value)]
        if hasattr(expected, "_fields"):
            return type(expected)(*items)
        return type(expected)(items)
    if isinstance(expected, dict):
        return {k: _pack_input(expected[k], value[k]) for k in expected}
    return expected


def _call_concrete_function(function, inputs):
    """function_deserialization._call_concrete_function: calls a restored concrete function with
    the inputs _concrete_function_callable_with accepted, tensors converted to its specs."""
    expected_args, expected_kwargs = function.structured_input_signature
    args, kwargs = inputs
    args = [_pack_input(e, v) for e, v in zip(expected_args, args)]
    kwargs = {k: _pack_input(expected_kwargs[k], kwargs[k]) for k in expected_kwargs}
    return function(*args, **kwargs)


def _recreate_function(parameters, input_signature, concrete_functions):
    """function_deserialization.recreate_function: a tf.function whose body calls the first
    restored concrete function the inputs fit, first without converting them, then converting."""

    def restored_function_body(*args, **kwargs):
        """Calls a restored function or raises an error if no matching function."""
        if not concrete_functions:
            raise ValueError("Found zero restored functions for caller function.")
        inputs = (args, kwargs)
        for allow_conversion in [False, True]:
            for function in concrete_functions:
                if _concrete_function_callable_with(function, inputs, allow_conversion):
                    return _call_concrete_function(function, inputs)

        signature_descriptions = []

        def _pretty_format_positional(positional):
            return "Positional arguments ({} total):\n    * {}".format(
                len(positional), "\n    * ".join(pprint.pformat(a) for a in positional))

        for index, concrete_function in enumerate(concrete_functions):
            positional, keyword = concrete_function.structured_input_signature
            signature_descriptions.append(
                "Option {}:\n  {}\n  Keyword arguments: {}".format(
                    index + 1, _pretty_format_positional(positional), keyword))
        raise ValueError(
            "Could not find matching concrete function to call loaded from the "
            f"SavedModel. Got:\n  {_pretty_format_positional(args)}\n  Keyword "
            f"arguments: {kwargs}\n\n Expected these arguments to match one of the "
            f"following {len(concrete_functions)} option(s):\n\n"
            f"{(chr(10) + chr(10)).join(signature_descriptions)}")

    restored = _natives.make_restored_function(restored_function_body, parameters, input_signature)
    _restored_concretes[id(restored)] = (restored, concrete_functions)
    return restored


def _owner_name(concrete_name):
    # "__inference_signature_wrapper_3" -> "signature_wrapper"
    name = concrete_name
    if name.startswith("__inference_"):
        name = name[len("__inference_"):]
    head, _, tail = name.rpartition("_")
    return head if head and tail.isdigit() else name


class Loader:
    """Recreates a saved object graph: new variables holding the saved values, copies of the
    concrete functions reading them, restored functions over the copies, and plain objects
    (_UserObject) carrying them as attributes."""

    def __init__(self, model):
        self._model = model
        self._nodes = [None] * len(model.nodes)
        self._load_all()

    def _recreate_base_user_object(self, proto=None, node_id=None):
        del proto, node_id

        class _UserObject(_AutoTrackable):
            pass

        return _UserObject(), setattr

    def _load_all(self):
        nodes = self._model.nodes
        variable_ids = [i for i, node in enumerate(nodes) if node.kind == "variable"]
        for node_id, node in enumerate(nodes):
            if node.kind == "variable":
                name = node.name[:-2] if node.name.endswith(":0") else node.name
                self._nodes[node_id] = tf.Variable(node.value, trainable=node.trainable, name=name, dtype=node.dtype)
        # Every variable of the model: a concrete function also reads the variables the functions
        # it calls captured (a signature's wrapper calls the saved function).
        pairs = [(nodes[vid].obj, self._nodes[vid]) for vid in variable_ids]
        # A function's concrete functions are restored together, under its name; the rest (the
        # signatures' wrappers) one by one under their own function's name.
        groups = [(node.function_name, node.concrete_ids) for node in nodes if node.kind == "function"]
        groups += [(_owner_name(node.function_name), [node_id]) for node_id, node in enumerate(nodes)
                   if node.kind == "concrete"]
        for name, ids in groups:
            ids = [i for i in ids if self._nodes[i] is None]
            if not ids:
                continue
            restored = _natives.restore_concrete_functions(
                [nodes[i].obj for i in ids], pairs, [nodes[i].output_signature for i in ids], name)
            for i, concrete in zip(ids, restored):
                _natives.copy_custom_gradients(nodes[i].obj, concrete, self._model.custom_gradients)
                self._nodes[i] = concrete
        for node_id, node in enumerate(nodes):
            if node.kind == "function":
                concretes = [self._nodes[c] for c in node.concrete_ids]
                self._nodes[node_id] = _recreate_function(node.parameters, node.input_signature, concretes)
            elif node.kind == "object":
                self._nodes[node_id] = self._recreate_base_user_object(None, node_id)[0]
            elif node.kind == "list":
                self._nodes[node_id] = ListWrapper()
            elif node.kind == "dict":
                self._nodes[node_id] = _DictWrapper()
        for node_id, node in enumerate(nodes):
            obj = self._nodes[node_id]
            for name, child_id in node.children:
                child = self._nodes[child_id]
                if node.kind == "list":
                    obj.append(child)
                elif node.kind == "dict":
                    obj[name] = child
                elif node.kind == "object":
                    setattr(obj, name, child)
                    if name == "__call__" and not callable(obj):
                        setattr(type(obj), "__call__", _call_attribute)
        root = self._nodes[0]
        if nodes[0].kind == "object":
            signature_map = _SignatureMap()
            for key in sorted(self._model.signatures):
                signature_map._add_signature(key, self._nodes[self._model.signatures[key]])
            root.signatures = signature_map
            root.tensorflow_version = tf.__version__
            root.tensorflow_git_version = "v2.20.0-rc0-4-g72fbba3d20f"

    def get(self, node_id):
        return self._nodes[node_id]


def load(export_dir, tags=None, options=None):
    """tf.saved_model.load(export_dir, tags=None, options=None).

    Returns the saved root: for a tf.Module an object of a new `_UserObject` class whose
    attributes are the restored variables (new tf.Variables holding the saved values),
    restored functions and sub-objects, with `signatures` (a _SignatureMap of concrete functions
    returning dicts of tensors). A restored function runs the saved graph whose inputs match
    the call, without running the original Python code; no match raises TF's ValueError.
    Raises OSError when export_dir holds no saved_model.pb, NotImplementedError for a
    saved_model.pb tfplay did not write in this run.
    """
    if options is not None and not isinstance(options, LoadOptions):
        raise TypeError("options must be a tf.saved_model.LoadOptions, got " + repr(options))
    if hasattr(export_dir, "__fspath__"):
        export_dir = export_dir.__fspath__()
    return Loader(_read_model(export_dir)).get(0)
