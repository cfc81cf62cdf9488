"""How keras.ops functions become Operations on KerasTensors (each of Keras's ops is a
function plus an Operation subclass, keras/src/ops/numpy.py): eagerly or in a graph the
function runs the backend; on a KerasTensor it makes the Operation `class_name` (auto-named
`add`, `add_1`, ...) and calls it symbolically, so Functional models can hold it."""
from keras.src.backend.common.keras_tensor import any_symbolic_tensors
from keras.src.ops.operation import Operation


def make_op(class_name, backend_fn, module, name=None):
    """Returns `(OperationClass, function)` for `backend_fn` (the backend's implementation); the
    function is called `name` (default: backend_fn's name)."""

    def call(self, *args, **kwargs):
        return backend_fn(*args, **kwargs)

    op_class = type(class_name, (Operation,), {"call": call, "__module__": module})

    def function(*args, **kwargs):
        if any_symbolic_tensors(args, kwargs):
            return op_class().symbolic_call(*args, **kwargs)
        return backend_fn(*args, **kwargs)

    function.__name__ = name or backend_fn.__name__
    function.__qualname__ = function.__name__
    function.__module__ = module
    # inspect.signature (help(), the editor's signature help) follows __wrapped__ to the
    # backend function, whose parameters are the op's.
    function.__wrapped__ = backend_fn
    if hasattr(backend_fn, "_tfplay_unavailable"):
        function._tfplay_unavailable = backend_fn._tfplay_unavailable
    return op_class, function


def export_ops(namespace, backend_module, names, module):
    """Defines, in `namespace`, `Name` (the Operation) and `name` (the function) for each
    (function name, class name) pair, backed by `backend_module`'s function of that name."""
    for fn_name, class_name in names:
        op_class, function = make_op(class_name, getattr(backend_module, fn_name), module, fn_name)
        namespace[class_name] = op_class
        namespace[fn_name] = function
