"""The TensorFlow backend's core (keras/src/backend/tensorflow/core.py): the Variable over a
tf.Variable, tensor conversion, name scopes that also open tf.name_scope, and shape inference
by tracing a layer's call() in a scratch FuncGraph."""
import tensorflow as tf

from keras.src import tree
from keras.src.backend.common import global_state
from keras.src.backend.common.backend_utils import slice_along_axis
from keras.src.backend.common.dtypes import _STANDARD_NAMES, is_int_dtype, standardize_dtype
from keras.src.backend.common.keras_tensor import KerasTensor
from keras.src.backend.common.name_scope import name_scope as base_name_scope
from keras.src.backend.common.stateless_scope import StatelessScope, in_stateless_scope
from keras.src.backend.common.symbolic_scope import SymbolicScope
from keras.src.backend.common.variables import Variable as KerasVariable
from keras.src.backend.tensorflow.sparse import sparse_to_dense
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
    # `_STANDARD_NAMES.get(d) or standardize_dtype(d)` is standardize_dtype(d) without a call
    # once d's name is known (an unhashable d raises the same TypeError either way): every
    # keras.ops function converts its inputs here.
    if sparse is not None and not sparse and isinstance(x, tf.SparseTensor):
        x = sparse_to_dense(x)
    if ragged is not None and not ragged and isinstance(x, tf.RaggedTensor):
        x = x.to_tensor()
    if dtype is not None:
        dtype = _STANDARD_NAMES.get(dtype) or standardize_dtype(dtype)
    if not tf.is_tensor(x):
        if dtype == "bool" or (dtype is not None and is_int_dtype(dtype)):
            # TF will not turn floats into ints or ints into bools: convert, then cast.
            return tf.cast(tf.convert_to_tensor(x), dtype)
        return tf.convert_to_tensor(x, dtype=dtype)
    if dtype is not None:
        x_dtype = x.dtype
        if (_STANDARD_NAMES.get(x_dtype) or standardize_dtype(x_dtype)) != dtype:
            return tf.cast(x, dtype=dtype)
    return x


def convert_to_numpy(x):
    """Keras's TF convert_to_numpy (backend/tensorflow/core.py): a SparseTensor, IndexedSlices
    or RaggedTensor is made dense first, so NumPy gets a plain tensor."""
    import numpy as np

    if isinstance(x, tf.SparseTensor):
        x = sparse_to_dense(x)
    elif isinstance(x, tf.IndexedSlices):
        x = tf.convert_to_tensor(x)
    elif isinstance(x, tf.RaggedTensor):
        x = x.to_tensor()
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
    shape = []
    for i, d in enumerate(static):
        if d is None:
            try:
                d = dynamic[i]
            except Exception:
                # Keras: a RaggedTensor's ragged dimension cannot be read, it stays None.
                pass
        shape.append(d)
    return tuple(shape)


def cast(x, dtype):
    dtype = standardize_dtype(dtype)
    return tf.cast(x, dtype=dtype)


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
    if isinstance(pred, tf.Variable):
        return tf.cond(pred, true_fn=true_fn, false_fn=false_fn)
    return tf.__internal__.smart_cond.smart_cond(pred, true_fn=true_fn, false_fn=false_fn)


def stop_gradient(variable):
    return tf.stop_gradient(variable)


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


def vectorized_map(function, elements):
    return tf.vectorized_map(function, elements)


def map(f, xs):
    xs = tree.map_structure(convert_to_tensor, xs)

    def get_fn_output_signature(x):
        out = f(x)
        return tree.map_structure(tf.TensorSpec.from_tensor, out)

    if tree.is_nested(xs):
        input = tree.pack_sequence_as(xs, [x[0] for x in tree.flatten(xs)])
        return tf.map_fn(f, xs, fn_output_signature=get_fn_output_signature(input))
    return tf.map_fn(f, xs, fn_output_signature=get_fn_output_signature(xs[0]))


def scan(f, init, xs=None, length=None, reverse=False, unroll=1):
    """jax.lax.scan as Keras writes it for TF: TensorArrays in a tf.while_loop."""
    if not callable(f):
        raise TypeError(f"`f` should be a callable. Received: f={f}")
    if not isinstance(unroll, bool):
        if not isinstance(unroll, int) or unroll < 1:
            raise ValueError(f"`unroll` must be an positive integer or boolean. Received: unroll={unroll}")
    if xs is None and length is None:
        raise ValueError("Got no `xs` to scan over and `length` not provided.")
    input_is_sequence = tree.is_nested(xs)
    output_is_sequence = tree.is_nested(init)

    def pack_input(x):
        return tree.pack_sequence_as(xs, x) if input_is_sequence else x[0]

    def pack_output(x):
        return tree.pack_sequence_as(init, x) if output_is_sequence else x[0]

    if xs is None:
        xs_flat = []
        n = int(length)
    else:
        xs_flat = [tf.convert_to_tensor(elem) for elem in tree.flatten(xs)]
        n = int(length) if length is not None else tf.shape(xs_flat[0])[0]
    xs_array = [tf.TensorArray(dtype=x.dtype, size=n, dynamic_size=False, element_shape=x.shape[1:],
                               infer_shape=True) for x in xs_flat]
    xs_array = [x_a.unstack(x) for x_a, x in zip(xs_array, xs_flat)]
    carry_flat = [tf.convert_to_tensor(v) for v in tree.flatten(init)]
    ys_array = [tf.TensorArray(dtype=carry.dtype, size=n, dynamic_size=False, element_shape=carry.shape,
                               infer_shape=True) for carry in carry_flat]
    carry_array = [tf.TensorArray(dtype=carry.dtype, size=1, dynamic_size=False, clear_after_read=False,
                                  element_shape=carry.shape, infer_shape=True) for carry in carry_flat]
    carry_array = [carry.write(0, c) for (carry, c) in zip(carry_array, carry_flat)]

    def loop_body(i, carry_array, ys_array):
        packed_xs = pack_input([a.read(i) for a in xs_array]) if len(xs_array) > 0 else None
        packed_carry = pack_output([carry.read(0) for carry in carry_array])
        carry, ys = f(packed_carry, packed_xs)
        if ys is not None:
            ys_array = [a.write(i, v) for (a, v) in zip(ys_array, tree.flatten(ys))]
        if carry is not None:
            carry_array = [a.write(0, v) for (a, v) in zip(carry_array, tree.flatten(carry))]
        next_i = i + 1 if not reverse else i - 1
        return (next_i, carry_array, ys_array)

    if isinstance(unroll, bool):
        unroll = (n if n > 1 else 1) if unroll else 1
    _, carry_array, ys_array = tf.while_loop(
        lambda i, _1, _2: i >= 0 if reverse else i < n,
        loop_body,
        (n - 1 if reverse else 0, carry_array, ys_array),
        parallel_iterations=unroll,
    )
    ys_flat = [a.stack() for a in ys_array]
    carry_flat = [a.read(0) for a in carry_array]
    return pack_output(carry_flat), pack_output(ys_flat)


def associative_scan(f, elems, reverse=False, axis=0):
    """Keras's TF associative_scan (tfp.math.scan_associative's algorithm): the inclusive scan
    of `elems` (a structure of tensors sharing the `axis` length) under the associative `f`,
    computed by combining odd and even elements recursively, with tf.cond choosing the base
    cases (lengths 2 and 3) and the even/odd branches, and tf.reverse for reverse=True.
    TypeError when f is not callable, ValueError when the lengths differ."""
    if not callable(f):
        raise TypeError(f"`f` should be a callable. Received: f={f}")
    elems_flat = [tf.convert_to_tensor(elem) for elem in tree.flatten(elems)]
    if reverse:
        elems_flat = [tf.reverse(elem, [axis]) for elem in elems_flat]

    def combine(a_flat, b_flat):
        a = tree.pack_sequence_as(elems, a_flat)
        b = tree.pack_sequence_as(elems, b_flat)
        return tree.flatten(f(a, b))

    def dim(x):
        return shape(x)[axis]

    num_elems = dim(elems_flat[0])
    if not all(dim(elem) == num_elems for elem in elems_flat[1:]):
        raise ValueError("Array inputs to associative_scan must have the same first dimension. (saw: {})".format(
            [tf.shape(elem) for elem in elems_flat]))

    def interleave(a, b, axis):
        # [a b c ...] and [d e f ...] give [a d b e c f ...].
        num_b = dim(b)
        axis = tf.where(axis >= 0, axis, tf.rank(a) + axis)
        axis = int(axis) if tf.get_static_value(axis) is not None else axis

        def with_b(a):
            pairs = tf.concat([tf.expand_dims(a, axis=axis + 1), tf.expand_dims(b, axis=axis + 1)], axis=axis + 1)
            return tf.reshape(pairs, tf.concat([a.get_shape()[:axis], [2 * num_b], a.get_shape()[axis + 1:]], axis=0))

        return tf.cond(tf.equal(dim(a), num_b + 1),
                       lambda: tf.concat([with_b(slice_along_axis(a, None, -1, axis=axis)),
                                          slice_along_axis(a, -1, None, axis=axis)], axis=axis),
                       lambda: with_b(a))

    def scan(elems):
        length = dim(elems[0])
        reduced = combine([slice_along_axis(e, 0, -1, step=2, axis=axis) for e in elems],
                          [slice_along_axis(e, 1, None, step=2, axis=axis) for e in elems])

        def length_two():
            return [tf.concat([slice_along_axis(e, 0, 1, axis=axis), r], axis=axis) for r, e in zip(reduced, elems)]

        def length_three():
            again = combine(reduced, [slice_along_axis(e, 2, 3, axis=axis) for e in elems])
            return [tf.concat([slice_along_axis(e, 0, 1, axis=axis), r, rr], axis=axis)
                    for rr, r, e in zip(again, reduced, elems)]

        def base_case():
            return tf.cond(tf.equal(length, 2), length_two, length_three)

        def recursive_case():
            odd = scan(reduced)
            rest = [slice_along_axis(e, 2, None, 2, axis=axis) for e in elems]
            results = tf.cond(tf.equal(length % 2, 0),
                              lambda: combine([slice_along_axis(o, 0, -1, axis=axis) for o in odd], rest),
                              lambda: combine(list(odd), rest))
            even = [tf.concat([slice_along_axis(e, 0, 1, axis=axis), r], axis=axis) for e, r in zip(elems, results)]
            return [interleave(a, b, axis=axis) for a, b in zip(even, odd)]

        return tf.cond(tf.logical_or(tf.equal(length, 2), tf.equal(length, 3)), base_case, recursive_case)

    scans = scan(elems_flat)
    if reverse:
        scans = [tf.reverse(scanned, [axis]) for scanned in scans]
    return tree.pack_sequence_as(elems, scans)


def scatter(indices, values, shape):
    return tf.scatter_nd(indices, values, shape)


def scatter_update(inputs, indices, updates):
    return tf.tensor_scatter_nd_update(inputs, indices, updates)


def slice(inputs, start_indices, shape):
    return tf.slice(inputs, start_indices, shape)


def slice_update(inputs, start_indices, updates):
    """XLA's dynamic_update_slice in Keras; here a tf.tensor_scatter_nd_update of the same
    values at every index of `updates` offset by `start_indices`."""
    inputs = convert_to_tensor(inputs)
    updates = convert_to_tensor(updates, dtype=inputs.dtype)
    start = tf.cast(convert_to_tensor(start_indices), "int32")
    grids = tf.meshgrid(*[tf.range(tf.shape(updates)[i]) for i in range(len(updates.shape))], indexing="ij")
    indices = tf.stack(grids, axis=-1) + start
    return tf.tensor_scatter_nd_update(inputs, indices, updates)


def switch(index, branches, *operands):
    index = convert_to_tensor(index, "int32")
    index = tf.clip_by_value(index, 0, len(branches) - 1)

    def gen_fn(i):
        return lambda: branches[i](*operands)

    return tf.switch_case(index, [gen_fn(i) for i in range(len(branches))])


def while_loop(cond, body, loop_vars, maximum_iterations=None):
    is_tuple = isinstance(loop_vars, (tuple, list))
    loop_vars = tuple(loop_vars) if is_tuple else (loop_vars,)

    def _body(*args):
        outputs = body(*args)
        return tuple(outputs) if is_tuple else (outputs,)

    outputs = tf.while_loop(cond, _body, loop_vars, maximum_iterations=maximum_iterations)
    return outputs if is_tuple else outputs[0]


def fori_loop(lower, upper, body_fun, init_val):
    return tf.while_loop(lambda i, val: i < upper, lambda i, val: (i + 1, body_fun(i, val)), (lower, init_val))[1]


def unstack(x, num=None, axis=0):
    return tf.unstack(x, num=num, axis=axis)


def custom_gradient(fun):
    return tf.custom_gradient(f=fun)


def remat(f):
    """`f` itself: Keras returns tf.recompute_grad(f), which gives the same values and gradients
    and only recomputes activations in the backward pass to save memory; tfplay does not
    implement tf.recompute_grad, and has no memory to save at the playground's sizes."""
    return f


def device_scope(device_name):
    """tf.device(device_name) (keras.device)."""
    return tf.device(device_name)
