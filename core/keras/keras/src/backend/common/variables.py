"""The backend-agnostic Keras Variable (keras/src/backend/common/variables.py). Keras 3
variables are not tf.Variables: they hold one (`.value`) and add a path, a string dtype,
deferred initialization inside a StatelessScope, and NumPy-style operators."""
from keras.src.backend.common import global_state
from keras.src.backend.common.dtypes import is_float_dtype, is_int_dtype, standardize_dtype
from keras.src.backend.common.name_scope import current_path
from keras.src.backend.common.stateless_scope import get_stateless_scope, in_stateless_scope
from keras.src.utils.naming import auto_name


def _forward(name):
    """`variable OP other`: the keras.ops.numpy function `name` on the variable's value."""

    def op(self, other):
        from keras.src.backend import numpy as knp

        return getattr(knp, name)(self.value, other)

    op.__name__ = name
    return op


def _reverse(name):
    def op(self, other):
        from keras.src.backend import numpy as knp

        return getattr(knp, name)(other, self.value)

    op.__name__ = name
    return op


class Variable:
    """A Keras variable.

    Args: `initializer` (an initializer, its name, or an initial value), `shape` (required with
    a callable initializer), `dtype` (default `floatx()`), `trainable`, `autocast`,
    `aggregation` and `synchronization` (annotations), `name`.
    Raises ValueError for a name with `/`, an unknown aggregation or synchronization, a
    callable initializer without a shape, and shapes with `None` or negative dimensions.
    """

    def __init__(self, initializer, shape=None, dtype=None, trainable=True, autocast=True,
                 aggregation="none", synchronization="auto", name=None, **kwargs):
        del kwargs
        name = name or auto_name(self.__class__.__name__)
        if not isinstance(name, str) or "/" in name:
            raise ValueError(
                "Argument `name` must be a string and cannot contain character `/`. "
                f"Received: name={name}"
            )
        if aggregation not in (None, "none", "mean", "sum", "only_first_replica"):
            raise ValueError(
                "Invalid value for argument `aggregation`. Expected one of `None`, `'none'`, "
                f"`'mean'`, `'sum'`, `'only_first_replica'`. Received: aggregation={aggregation}"
            )
        if synchronization not in (None, "none", "on_read", "on_write", "auto"):
            raise ValueError(
                "Invalid value for argument `synchronization`. Expected one of `None`, `'none'`, "
                f"`'on_read'`, `'on_write'`, `'auto'`. Received: synchronization={synchronization}"
            )
        self._name = name
        parent_path = current_path()
        self._path = parent_path + "/" + name if parent_path else name
        self._shape = None
        self._initializer = None
        self._regularizer = None
        self._constraint = None
        self._trainable = bool(trainable)
        self._autocast = bool(autocast)
        self._aggregation = aggregation or "none"
        self._synchronization = synchronization or "none"
        self._overwrite_with_gradient = False
        self._value = None
        if isinstance(initializer, str):
            from keras.src import initializers

            initializer = initializers.get(initializer)
        if callable(initializer):
            if shape is None:
                raise ValueError(
                    "When creating a Variable from an initializer, the `shape` argument should "
                    f"be specified. Received: initializer={initializer} and shape={shape}"
                )
        else:
            initializer = self._convert_to_tensor(initializer, dtype=dtype)
            if dtype is None:
                dtype = initializer.dtype
        self._dtype = standardize_dtype(dtype)
        if in_stateless_scope():
            if callable(initializer):
                self._initializer = initializer
                self._shape = self._validate_shape(shape)
                register_uninitialized_variable(self)
            else:
                raise ValueError(
                    "You are attempting to create a variable while in a stateless scope. This is "
                    "disallowed. Make sure that all variables are created before you start using "
                    "your layer/model objects.\n\nIn some cases, you might be seeing this error "
                    "because you need to implement a `def build(self, input_shape)` method on "
                    "your layer/model, which will create its variables.\n\nIn some other cases, "
                    "you might be seeing this error because you are instantiating a `Variable` "
                    "and assigning it to a layer without going through "
                    "self.add_variable()/self.add_weight(). Always prefer using these methods "
                    "(with a `shape` and `initializer` argument)."
                )
        elif callable(initializer):
            self._shape = self._validate_shape(shape)
            self._initialize_with_initializer(initializer)
        else:
            self._initialize(initializer)
            self._shape = self._validate_shape(self._value.shape)
        self._ndim = len(self._shape)

    def _deferred_initialize(self):
        if self._value is not None:
            raise ValueError(f"Variable {self.path} is already initialized.")
        if in_stateless_scope():
            raise ValueError(
                "You are attempting to initialize a variable while in a stateless scope. This is "
                "disallowed. Make sure that all variables are initialized before you start using "
                "your layer/model objects."
            )
        self._initialize_with_initializer(self._initializer)
        self._initializer = None

    def _validate_shape(self, shape):
        shape = standardize_shape(shape)
        if None in shape:
            raise ValueError(
                "Shapes used to initialize variables must be fully-defined (no `None` "
                f"dimensions). Received: shape={shape} for variable path='{self.path}'"
            )
        return shape

    def numpy(self):
        return self.value.numpy()

    @property
    def aggregation(self):
        return self._aggregation

    @property
    def synchronization(self):
        return self._synchronization

    @property
    def value(self):
        """The current value: the tf.Variable, its value inside a StatelessScope, or (before
        a deferred initialization) a fresh value from the initializer."""
        if in_stateless_scope():
            value = get_stateless_scope().get_current_value(self)
            if value is not None:
                return self._maybe_autocast(value)
        if self._value is None:
            return self._maybe_autocast(self._initializer(self._shape, dtype=self._dtype))
        return self._maybe_autocast(self._value)

    def _maybe_autocast(self, value):
        autocast_scope = get_autocast_scope()
        if self._autocast and autocast_scope is not None:
            return autocast_scope.maybe_cast(value)
        return value

    def assign(self, value):
        value = self._convert_to_tensor(value, dtype=self.dtype)
        if not shape_equal(value.shape, self.shape):
            raise ValueError(
                "The shape of the target variable and the shape of the target value in "
                "`variable.assign(value)` must match. "
                f"variable.shape={self.value.shape}, Received: value.shape={value.shape}. "
                f"Target variable: {self}"
            )
        if in_stateless_scope():
            get_stateless_scope().add_update((self, value))
        else:
            self._direct_assign(value)
        return value

    def assign_add(self, value):
        return self.assign(self + value)

    def assign_sub(self, value):
        return self.assign(self - value)

    @property
    def dtype(self):
        """The variable's dtype, or the AutocastScope's inside one (a float autocast variable
        read by a mixed-precision layer)."""
        autocast_scope = get_autocast_scope()
        if self._autocast and autocast_scope is not None and autocast_scope.dtype is not None \
                and is_float_dtype(self._dtype):
            return standardize_dtype(autocast_scope.dtype)
        return self._dtype

    @property
    def shape(self):
        return self._shape

    @property
    def ndim(self):
        return self._ndim

    @property
    def trainable(self):
        return self._trainable

    @trainable.setter
    def trainable(self, value):
        self._trainable = bool(value)

    @property
    def name(self):
        return self._name

    @property
    def path(self):
        return self._path

    @property
    def overwrite_with_gradient(self):
        return self._overwrite_with_gradient

    @overwrite_with_gradient.setter
    def overwrite_with_gradient(self, value):
        if not isinstance(value, bool):
            raise TypeError(f"`overwrite_with_gradient` must be a boolean. Received: {value}")
        self._overwrite_with_gradient = value

    @property
    def regularizer(self):
        return self._regularizer

    @regularizer.setter
    def regularizer(self, value):
        from keras.src.regularizers import Regularizer

        if value is not None and not isinstance(value, Regularizer):
            raise ValueError(
                "Invalid value for attribute `regularizer`. Expected an instance of "
                f"`keras.regularizers.Regularizer`, or `None`. Received: regularizer={value}"
            )
        self._regularizer = value

    @property
    def constraint(self):
        return self._constraint

    @constraint.setter
    def constraint(self, value):
        from keras.src.constraints import Constraint

        if value is not None and not isinstance(value, Constraint):
            raise ValueError(
                "Invalid value for attribute `constraint`. Expected an instance of "
                f"`keras.constraints.Constraint`, or `None`. Received: constraint={value}"
            )
        self._constraint = value

    def __repr__(self):
        value = None
        if self._value is not None:
            value = self._value.numpy()
        value_str = f", value={value}" if value is not None else ""
        return f"<Variable path={self.path}, shape={self.shape}, dtype={self.dtype}{value_str}>"

    def _initialize(self, value):
        raise NotImplementedError

    def _initialize_with_initializer(self, initializer):
        self._initialize(self._convert_to_tensor(initializer(self._shape, dtype=self._dtype)))

    def _convert_to_tensor(self, value, dtype=None):
        raise NotImplementedError

    def __getitem__(self, idx):
        return self.value.__getitem__(idx)

    def __int__(self):
        if self.ndim > 0:
            raise TypeError(f"Only scalar arrays can be converted to Python scalars. Got: shape={self.shape}")
        return int(self.value)

    def __float__(self):
        if self.ndim > 0:
            raise TypeError(f"Only scalar arrays can be converted to Python scalars. Got: shape={self.shape}")
        return float(self.value)

    def __array__(self, dtype=None):
        return self.value.__array__(dtype)

    def __bool__(self):
        raise TypeError("A Keras Variable cannot be used as a boolean.")

    def __neg__(self):
        return self.value.__neg__()

    def __pos__(self):
        return self.value

    def __abs__(self):
        return self.value.__abs__()

    def __invert__(self):
        return self.value.__invert__()

    __eq__ = _forward("equal")
    __ne__ = _forward("not_equal")
    __lt__ = _forward("less")
    __le__ = _forward("less_equal")
    __gt__ = _forward("greater")
    __ge__ = _forward("greater_equal")
    __add__, __radd__ = _forward("add"), _reverse("add")
    __sub__, __rsub__ = _forward("subtract"), _reverse("subtract")
    __mul__, __rmul__ = _forward("multiply"), _reverse("multiply")
    __truediv__, __rtruediv__ = _forward("true_divide"), _reverse("true_divide")
    __floordiv__, __rfloordiv__ = _forward("floor_divide"), _reverse("floor_divide")
    __mod__, __rmod__ = _forward("mod"), _reverse("mod")
    __pow__, __rpow__ = _forward("power"), _reverse("power")
    __matmul__, __rmatmul__ = _forward("matmul"), _reverse("matmul")
    __and__, __rand__ = _forward("logical_and"), _reverse("logical_and")
    __or__, __ror__ = _forward("logical_or"), _reverse("logical_or")
    __xor__, __rxor__ = _forward("logical_xor"), _reverse("logical_xor")

    def __round__(self, ndigits=None):
        from keras.src.backend import numpy as knp

        return knp.round(self.value, decimals=ndigits or 0)


def register_uninitialized_variable(variable):
    pending = global_state.get_global_attribute("uninitialized_variables", [], set_to_default=True)
    pending.append(variable)


def initialize_all_variables():
    pending = global_state.get_global_attribute("uninitialized_variables")
    if pending:
        for v in pending:
            v._deferred_initialize()
    global_state.set_global_attribute("uninitialized_variables", [])


def standardize_shape(shape):
    """A shape as a tuple of ints and Nones. Raises ValueError for what cannot be one."""
    if not isinstance(shape, tuple):
        if shape is None:
            raise ValueError("Undefined shapes are not supported.")
        if not hasattr(shape, "__iter__"):
            raise ValueError(f"Cannot convert '{shape}' to a shape.")
        if hasattr(shape, "as_list"):
            shape = shape.as_list()
        shape = tuple(shape)
    for e in shape:
        if e is None:
            continue
        if type(e) is not int and not is_int_dtype(type(e)):
            # Keras tests `is_int_dtype(type(e))`: NumPy integer scalars (a size computed with
            # NumPy or a tensor's .numpy()) are dimensions too; a bool or a float is not.
            raise ValueError(
                f"Cannot convert '{shape}' to a shape. Found invalid entry '{e}' of type '{type(e)}'. "
            )
        if e < 0:
            raise ValueError(f"Cannot convert '{shape}' to a shape. Negative dimensions are not allowed.")
    return shape


def shape_equal(a_shape, b_shape):
    """Whether two shapes are equal, a None entry matching anything."""
    if len(a_shape) != len(b_shape):
        return False
    for e1, e2 in zip(a_shape, b_shape):
        if e1 is not None and e2 is not None and e1 != e2:
            return False
    return True


def get_autocast_scope():
    return global_state.get_global_attribute("autocast_scope")


class AutocastScope:
    """`with AutocastScope(dtype):` float variables that allow autocasting read as `dtype`
    (None turns autocasting off). Raises ValueError for a non-float dtype."""

    def __init__(self, dtype):
        if dtype is not None:
            dtype = standardize_dtype(dtype)
            if not is_float_dtype(dtype):
                raise ValueError("`AutocastScope` can only be used with a floating-point target dtype, such as "
                                 f"'float16'. Received: dtype={dtype}")
        self.dtype = dtype
        self.original_scope = None

    def maybe_cast(self, value):
        from keras.src import backend

        if self.dtype is not None and is_float_dtype(value.dtype):
            return backend.cast(value, dtype=self.dtype)
        return value

    def __enter__(self):
        self.original_scope = get_autocast_scope()
        global_state.set_global_attribute("autocast_scope", self)

    def __exit__(self, *args, **kwargs):
        global_state.set_global_attribute("autocast_scope", self.original_scope)
