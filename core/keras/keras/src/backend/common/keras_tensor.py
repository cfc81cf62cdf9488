"""KerasTensor (keras/src/backend/common/keras_tensor.py): a symbolic placeholder for a
shape and a dtype, what `keras.Input` returns and what layers return when called on one."""
import tensorflow as tf

from keras.src import tree
from keras.src.utils.naming import auto_name

# Leaves that never hold a KerasTensor.
_ATOMS = (int, float, bool, str, type(None))

_NOT_A_VALUE = (
    "A KerasTensor is symbolic: it's a placeholder for a shape an a dtype. It doesn't have any "
    "actual numerical value. You cannot convert it to "
)


def _symbolic(class_name, reverse=False, **op_kwargs):
    """`tensor OP other` on a KerasTensor: the keras.ops Operation `class_name`, symbolically."""

    def method(self, *others):
        from keras.src.ops import numpy as numpy_ops

        op = getattr(numpy_ops, class_name)(**op_kwargs)
        if reverse:
            return op.symbolic_call(others[0], self)
        return op.symbolic_call(self, *others)

    return method


class KerasTensor:
    """A symbolic tensor: `shape` (a tuple with None for unknown dims), `dtype` (a Keras dtype
    string), `name` (auto-named `keras_tensor`, `keras_tensor_1`, ...)."""

    def __init__(self, shape, dtype="float32", sparse=False, ragged=False, record_history=True,
                 name=None, **kwargs):
        from keras.src.backend.common.dtypes import standardize_dtype
        from keras.src.backend.common.variables import standardize_shape

        ragged_rank = kwargs.pop("ragged_rank", None)
        row_splits_dtype = kwargs.pop("row_splits_dtype", None)
        if kwargs:
            raise TypeError(f"Unexpected keyword arguments: {', '.join(kwargs.keys())}")
        self._shape = standardize_shape(shape)
        self._dtype = standardize_dtype(dtype)
        self._sparse = bool(sparse)
        self._ragged = bool(ragged)
        if self._sparse and self._ragged:
            raise ValueError("KerasTensor cannot have `sparse=True` and `ragged=True` at the same time.")
        self._ragged_rank = int(ragged_rank) if ragged_rank is not None else None
        self._row_splits_dtype = standardize_dtype(row_splits_dtype) if row_splits_dtype is not None else None
        self.name = name or auto_name(self.__class__.__name__)
        self.record_history = record_history

    @property
    def shape(self):
        return self._shape

    @property
    def dtype(self):
        return self._dtype

    @property
    def sparse(self):
        return self._sparse

    @property
    def ragged(self):
        return self._ragged

    @property
    def ragged_rank(self):
        return self._ragged_rank

    @property
    def row_splits_dtype(self):
        return self._row_splits_dtype

    @property
    def ndim(self):
        return len(self.shape)

    def reshape(self, newshape):
        from keras.src.ops import numpy as numpy_ops

        return numpy_ops.reshape(self, newshape)

    def squeeze(self, axis=None):
        from keras.src.ops import numpy as numpy_ops

        return numpy_ops.squeeze(self, axis)

    def __int__(self):
        raise ValueError(_NOT_A_VALUE + "an int.")

    def __float__(self):
        raise ValueError(_NOT_A_VALUE + "a float.")

    def __array__(self, dtype=None):
        raise ValueError(_NOT_A_VALUE + "a NumPy array.")

    def __tf_tensor__(self, dtype=None, name=None):
        raise ValueError(
            "A KerasTensor cannot be used as input to a TensorFlow function. A KerasTensor is a "
            "symbolic placeholder for a shape and dtype, used when constructing Keras Functional "
            "models or Keras Functions. You can only use it as input to a Keras layer or a Keras "
            "operation (from the namespaces `keras.layers` and `keras.ops`). You are likely doing "
            "something like:\n\n```\nx = Input(...)\n...\ntf_fn(x)  # Invalid.\n```\n\nWhat you "
            "should do instead is wrap `tf_fn` in a layer:\n\n```\nclass MyLayer(Layer):\n    def "
            "call(self, x):\n        return tf_fn(x)\n\nx = MyLayer()(x)\n```\n"
        )

    def __repr__(self):
        return (
            f"<KerasTensor shape={self.shape}, dtype={self.dtype}, sparse={self.sparse}, "
            f"ragged={self.ragged}, name={self.name}>"
        )

    def __iter__(self):
        raise NotImplementedError("Iterating over a symbolic KerasTensor is not supported.")

    def __bool__(self):
        raise TypeError("A symbolic KerasTensor cannot be used as a boolean.")

    __add__ = _symbolic("Add")
    __radd__ = _symbolic("Add", reverse=True)
    __sub__ = _symbolic("Subtract")
    __rsub__ = _symbolic("Subtract", reverse=True)
    __mul__ = _symbolic("Multiply")
    __rmul__ = _symbolic("Multiply", reverse=True)
    __matmul__ = _symbolic("Matmul")
    __rmatmul__ = _symbolic("Matmul", reverse=True)
    __truediv__ = _symbolic("TrueDivide")
    __rtruediv__ = _symbolic("TrueDivide", reverse=True)
    __neg__ = _symbolic("Negative")
    __abs__ = _symbolic("Absolute")
    __pow__ = _symbolic("Power")
    __rpow__ = _symbolic("Power", reverse=True)
    __floordiv__ = _symbolic("FloorDivide")
    __rfloordiv__ = _symbolic("FloorDivide", reverse=True)
    __mod__ = _symbolic("Mod")
    __rmod__ = _symbolic("Mod", reverse=True)
    __lt__ = _symbolic("Less")
    __le__ = _symbolic("LessEqual")
    __gt__ = _symbolic("Greater")
    __ge__ = _symbolic("GreaterEqual")
    __ne__ = _symbolic("NotEqual")
    __and__ = _symbolic("LogicalAnd")
    __rand__ = _symbolic("LogicalAnd", reverse=True)
    __or__ = _symbolic("LogicalOr")
    __ror__ = _symbolic("LogicalOr", reverse=True)
    __invert__ = _symbolic("LogicalNot")
    __xor__ = _symbolic("LogicalXor")
    __rxor__ = _symbolic("LogicalXor", reverse=True)
    __getitem__ = _symbolic("GetItem")
    __hash__ = object.__hash__


def any_symbolic_tensors(args=None, kwargs=None):
    if not kwargs and type(args) is tuple:
        # The common call, tensors and numbers only, needs no flattening.
        for x in args:
            if not (tf.is_tensor(x) or type(x) in _ATOMS):
                break
        else:
            return False
    args = args or ()
    kwargs = kwargs or {}
    for x in tree.flatten((args, kwargs)):
        if isinstance(x, KerasTensor):
            return True
    return False


def is_keras_tensor(x):
    return isinstance(x, KerasTensor)
