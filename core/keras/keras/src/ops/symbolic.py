"""How keras.ops functions become Operations on KerasTensors (each of Keras's ops is a
function plus an Operation subclass, keras/src/ops/numpy.py): eagerly or in a graph the
function runs the backend; on a KerasTensor it makes the Operation `class_name` (auto-named
`add`, `add_1`, ...) and calls it symbolically, so Functional models can hold it.

As in Keras, an Operation takes the op's static arguments in its constructor (`Sum(axis=1)`,
`Reshape(newshape)`, `Einsum(subscripts)`: op_signatures.INIT, from Keras's own classes), keeps
them as attributes, and its `call` takes the tensors (`Sum(axis=1)(x)`)."""
import inspect

from keras.src.backend.common.keras_tensor import any_symbolic_tensors
from keras.src.ops import op_signatures
from keras.src.ops.operation import Operation


def _bind_init(class_name, init_params, args, kwargs):
    """`(param, value)` for each of Keras's constructor parameters, from `args`/`kwargs`, with
    CPython's TypeErrors for arguments the constructor would not take."""
    where = f"{class_name}.__init__()"
    if len(args) > len(init_params):
        required = sum(1 for _, default in init_params if default is op_signatures.REQUIRED)
        took = (f"{required + 1}" if required == len(init_params)
                else f"from {required + 1} to {len(init_params) + 1}")
        raise TypeError(f"{where} takes {took} positional arguments but {len(args) + 1} were given")
    values = dict(zip((param for param, _ in init_params), args))
    names = [param for param, _ in init_params]
    for key, value in kwargs.items():
        if key not in names:
            raise TypeError(f"{where} got an unexpected keyword argument '{key}'")
        if key in values:
            raise TypeError(f"{where} got multiple values for argument '{key}'")
        values[key] = value
    missing = [param for param, default in init_params if param not in values and default is op_signatures.REQUIRED]
    if missing:
        listed = " and ".join(", ".join(repr(m) for m in missing).rsplit(", ", 1))
        plural = "s" if len(missing) > 1 else ""
        raise TypeError(f"{where} missing {len(missing)} required positional argument{plural}: {listed}")
    return [(param, values.get(param, default)) for param, default in init_params]


def _init_signature(init_params):
    """The constructor's signature as Keras writes it: `(self, axis=None, keepdims=False, *, name=None)`."""
    params = [inspect.Parameter("self", inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    for param, default in init_params:
        default = inspect.Parameter.empty if default is op_signatures.REQUIRED else default
        params.append(inspect.Parameter(param, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=default))
    params.append(inspect.Parameter("name", inspect.Parameter.KEYWORD_ONLY, default=None))
    return inspect.Signature(params)


class _BackendArguments:
    """The backend function's parameters, to put an Operation's constructor arguments and its
    call's arguments back together in the function's order (and to split a function call into
    the two). Read once, when first needed."""

    def __init__(self, backend_fn, init_names):
        self.backend_fn = backend_fn
        self.init_names = init_names
        self._signature = None

    @property
    def signature(self):
        if self._signature is None:
            self._signature = inspect.signature(self.backend_fn)
        return self._signature

    def arrange(self, op, args, kwargs):
        """`(args, kwargs)` for the backend function: the call's tensors in their places, the
        constructor's arguments (op's attributes) in theirs."""
        args = list(args)
        kwargs = dict(kwargs)
        positional = []
        done = set()
        for param in self.signature.parameters.values():
            if param.kind not in (param.POSITIONAL_ONLY, param.POSITIONAL_OR_KEYWORD):
                break
            if param.name in self.init_names:
                value = getattr(op, param.name)
            elif args:
                value = args.pop(0)
            elif param.name in kwargs:
                value = kwargs.pop(param.name)
            else:
                break
            positional.append(value)
            done.add(param.name)
        for name in self.init_names:
            if name not in done:
                kwargs[name] = getattr(op, name)
        return positional + args, kwargs

    def split(self, args, kwargs):
        """A keras.ops function call as `(constructor kwargs, call args, call kwargs)`."""
        bound = self.signature.bind(*args, **kwargs)
        arguments = bound.arguments
        init_kwargs = {name: arguments[name] for name in self.init_names if name in arguments}
        call_args, call_kwargs = [], {}
        contiguous = True
        for param in self.signature.parameters.values():
            if param.name in self.init_names:
                continue
            if param.name not in arguments:
                contiguous = contiguous and param.kind == param.VAR_POSITIONAL
                continue
            value = arguments[param.name]
            if param.kind == param.VAR_POSITIONAL:
                call_args.extend(value)
            elif param.kind == param.VAR_KEYWORD:
                call_kwargs.update(value)
            elif contiguous and param.kind != param.KEYWORD_ONLY:
                call_args.append(value)
            else:
                call_kwargs[param.name] = value
        return init_kwargs, call_args, call_kwargs


def make_op(class_name, backend_fn, module, name=None):
    """Returns `(OperationClass, function)` for `backend_fn` (the backend's implementation); the
    function is called `name` (default: backend_fn's name). The class takes the constructor
    parameters Keras's class of that name takes (op_signatures.INIT)."""
    key = f"{module.rsplit('.', 1)[-1]}.{class_name}"
    init_params = op_signatures.INIT.get(key, ())
    init_names = [param for param, _ in init_params]
    arguments = _BackendArguments(backend_fn, init_names)

    def __init__(self, *args, name=None, **kwargs):
        # Bound first: a call Python would refuse never reaches Operation.__init__'s auto_name.
        bound = _bind_init(class_name, init_params, args, kwargs)
        Operation.__init__(self, name=name)
        for param, value in bound:
            setattr(self, param, value)
        if type(self).check_arguments is not None:
            type(self).check_arguments(self)

    __init__.__signature__ = _init_signature(init_params)

    def call(self, *args, **kwargs):
        args, kwargs = arguments.arrange(self, args, kwargs)
        return backend_fn(*args, **kwargs)

    def compute_output_spec(self, *args, **kwargs):
        """Keras's compute_output_spec where tfplay has it (`output_spec_from_arguments`, given
        the keras.ops function's arguments), else the spec of the traced backend function; then
        the sparse flag Keras's method sets (`sparse_rule`), which tracing never gives."""
        spec_fn = type(self).output_spec_from_arguments
        args, kwargs = arguments.arrange(self, args, kwargs)
        if spec_fn is None:
            spec = self.traced_output_spec(*args, **kwargs)
        else:
            spec = spec_fn(self, *args, **kwargs)
        sparse_rule = type(self).sparse_rule
        if sparse_rule is None:
            return spec
        return _with_sparse(spec, sparse_rule(self, *args, **kwargs))

    def traced_output_spec(self, *args, **kwargs):
        """The output spec of the backend function traced on the function's arguments."""
        return self._infer_output_spec(backend_fn, *args, **kwargs)

    op_class = type(class_name, (Operation,), {
        "__init__": __init__, "call": call, "compute_output_spec": compute_output_spec,
        "traced_output_spec": traced_output_spec, "output_spec_from_arguments": None, "sparse_rule": None,
        "check_arguments": None, "__module__": module,
    })

    def function(*args, **kwargs):
        if any_symbolic_tensors(args, kwargs):
            if not init_names:
                return op_class().symbolic_call(*args, **kwargs)
            init_kwargs, call_args, call_kwargs = arguments.split(args, kwargs)
            return op_class(**init_kwargs).symbolic_call(*call_args, **call_kwargs)
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


def _with_sparse(spec, sparse):
    """`spec` (a KerasTensor) with the sparse flag `sparse`."""
    from keras.src.backend.common.keras_tensor import KerasTensor

    if spec.sparse == bool(sparse):
        return spec
    return KerasTensor(spec.shape, dtype=spec.dtype, sparse=bool(sparse))


def emulates(*op_classes, sparse=False):
    """Registers the decorated function as what Keras's compute_output_spec of each of
    `op_classes` infers, in place of the traced backend function (tracing loses known sizes,
    refuses dtypes Keras lets through and raises none of Keras's own errors). The function
    takes `(op, *args, **kwargs)`, the keras.ops function's arguments in order (the
    constructor's too), and returns the spec. With `sparse=True` it is instead the op's
    sparse rule: it returns whether the output is sparse (Keras keeps the flag on elementwise
    ops), applied to whichever spec the op has, traced or not."""

    def register(fn):
        for op_class in op_classes:
            if sparse:
                op_class.sparse_rule = fn
            else:
                op_class.output_spec_from_arguments = fn
        return fn

    return register


def like_first_input(op, x, *args, **kwargs):
    """The output spec Keras's compute_output_spec gives many elementwise ops (Tril, the
    bitwise inversions, most activations): the first input's shape and dtype, whatever the
    dtype (the TensorFlow kernel may refuse it, Keras's inference does not)."""
    from keras.src.backend.common.keras_tensor import KerasTensor

    return KerasTensor(x.shape, dtype=x.dtype)


def checks_arguments(*op_classes):
    """Registers the decorated function `(op)` as the argument check Keras's constructor of
    each of `op_classes` makes: it runs when the Operation is made, after its attributes are
    set, and raises Keras's error."""

    def register(fn):
        for op_class in op_classes:
            op_class.check_arguments = fn
        return fn

    return register


def export_ops(namespace, backend_module, names, module):
    """Defines, in `namespace`, `Name` (the Operation) and `name` (the function) for each
    (function name, class name) pair, backed by `backend_module`'s function of that name."""
    for fn_name, class_name in names:
        op_class, function = make_op(class_name, getattr(backend_module, fn_name), module, fn_name)
        namespace[class_name] = op_class
        namespace[fn_name] = function
