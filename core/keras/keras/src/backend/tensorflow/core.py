"""The TensorFlow backend's core (keras/src/backend/tensorflow/core.py): the Variable over a
tf.Variable, tensor conversion, name scopes that also open tf.name_scope, and shape inference
by tracing a layer's call() in a scratch FuncGraph."""
import tensorflow as tf

from keras.src import tree
from keras.src.backend.common import global_state
from keras.src.backend.common.dtypes import is_int_dtype, standardize_dtype
from keras.src.backend.common.keras_tensor import KerasTensor
from keras.src.backend.common.name_scope import name_scope as base_name_scope
from keras.src.backend.common.stateless_scope import StatelessScope, SymbolicScope, in_stateless_scope
from keras.src.backend.common.variables import Variable as KerasVariable
from keras.src.utils.naming import auto_name

SUPPORTS_SPARSE_TENSORS = True
SUPPORTS_RAGGED_TENSORS = True
IS_THREAD_SAFE = False


class Variable(KerasVariable, tf.__internal__.types.Tensor, tf.__internal__.tracking.Trackable):
    """A Keras variable on the TensorFlow backend: `.value` is a tf.Variable created (with
    `name`, `dtype`, `trainable`) in whatever context is current, so creating one while a
    tf.function traces is TF's variable creation in a trace. TF treats it as a resource
    variable (`_should_act_as_resource_variable`, `handle`) and converts it with
    `__tf_tensor__`, so ops, GradientTape and tf.function see the tf.Variable."""

    _should_act_as_resource_variable = True

    @property
    def handle(self):
        return self.value.handle

    def _initialize(self, value):
        if isinstance(value, tf.Variable):
            self._value = value
        else:
            self._value = tf.Variable(value, dtype=self._dtype, trainable=self.trainable, name=self.name)

    def _initialize_with_initializer(self, initializer):
        self._initialize(lambda: initializer(self._shape, dtype=self._dtype))

    def _deferred_initialize(self):
        if self._value is not None:
            raise ValueError(f"Variable {self.path} is already initialized.")
        if in_stateless_scope():
            raise ValueError(
                "You are attempting to initialize a variable while in a stateless scope. This is "
                "disallowed. Make sure that all variables are initialized before you start using "
                "your layer/model objects."
            )
        with tf.init_scope():
            self._initialize_with_initializer(self._initializer)
            self._initializer = None

    def _direct_assign(self, value):
        self._value.assign(tf.cast(value, self._value.dtype))

    def _convert_to_tensor(self, value, dtype=None):
        return convert_to_tensor(value, dtype=dtype)

    def numpy(self):
        return self.value.numpy()

    @property
    def shape(self):
        return tf.TensorShape(super().shape)

    def __tf_tensor__(self, dtype=None, name=None):
        return tf.convert_to_tensor(self.value, dtype=dtype, name=name)


def convert_to_tensor(x, dtype=None, sparse=None, ragged=None):
    if dtype is not None:
        dtype = standardize_dtype(dtype)
    if not tf.is_tensor(x):
        if dtype == "bool" or (dtype is not None and is_int_dtype(dtype)):
            # TF will not turn floats into ints or ints into bools: convert, then cast.
            return tf.cast(tf.convert_to_tensor(x), dtype)
        return tf.convert_to_tensor(x, dtype=dtype)
    if dtype is not None and standardize_dtype(x.dtype) != dtype:
        return tf.cast(x, dtype=dtype)
    return x


def convert_to_numpy(x):
    import numpy as np

    return np.array(x)


def is_tensor(x):
    return tf.is_tensor(x)


def shape(x):
    """A tuple shape: ints where known, scalar tensors (from tf.shape) where not."""
    if isinstance(x, KerasTensor):
        return x.shape
    if not tf.is_tensor(x):
        x = tf.convert_to_tensor(x)
    if x.shape.rank is None:
        raise ValueError(
            "All tensors passed to `ops.shape` must have a statically known rank. "
            f"Received: x={x} with unknown rank."
        )
    static = x.shape.as_list()
    if None not in static:
        return tuple(static)
    dynamic = tf.shape(x)
    return tuple(dynamic[i] if d is None else d for i, d in enumerate(static))


def cast(x, dtype):
    return tf.cast(x, dtype=standardize_dtype(dtype))


def compute_output_spec(fn, *args, **kwargs):
    """Runs `fn` on placeholders in a scratch FuncGraph (no tf.function, nothing kept) and
    returns KerasTensors with the shapes and dtypes of what it returned."""
    with StatelessScope(), SymbolicScope():
        graph_name = auto_name("scratch_graph")
        with tf.__internal__.FuncGraph(graph_name).as_default():

            def to_placeholder(x):
                if isinstance(x, KerasTensor):
                    return tf.compat.v1.placeholder(shape=x.shape, dtype=x.dtype)
                return x

            args, kwargs = tree.map_structure(to_placeholder, (args, kwargs))
            out = fn(*args, **kwargs)

            def to_keras_tensor(x):
                if tf.is_tensor(x):
                    return KerasTensor(x.shape, x.dtype)
                return x

            return tree.map_structure(to_keras_tensor, out)


def cond(pred, true_fn, false_fn):
    return tf.cond(pred, true_fn=true_fn, false_fn=false_fn)


def stop_gradient(x):
    return tf.stop_gradient(x)


class name_scope(base_name_scope):
    """A Keras name scope that also opens tf.name_scope(name), so graph ops are named
    `sequential/dense/MatMul` as in TF."""

    def __init__(self, name, **kwargs):
        super().__init__(name, **kwargs)
        self._tf_name_scope = tf.name_scope(name)

    def __enter__(self):
        stack = global_state.get_global_attribute("name_scope_stack", default=[], set_to_default=True)
        if self.deduplicate and stack:
            parent = stack[-1]
            if self.caller is not None and self.caller is parent.caller and self.name == parent.name:
                return self
        stack.append(self)
        self._pop_on_exit = True
        self._tf_name_scope.__enter__()
        return self

    def __exit__(self, *args):
        super().__exit__(*args)
        if self._pop_on_exit:
            self._tf_name_scope.__exit__(*args)
