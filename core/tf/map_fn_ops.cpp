// tf.map_fn, tf.scan, tf.foldl and tf.foldr, written in Python as TF writes them
// (tensorflow/python/ops/map_fn.py and functional_ops.py, TF 2.20): a tf.while_loop over
// TensorArrays. Eagerly the loop runs in Python, so `fn` runs once per element; inside a
// tf.function it is one While op whose body traced `fn` once. The deprecation warnings of their
// `_v2` exports (dtype, back_prop=False) are logged as TF's deprecation module logs them.
#include "core/tf/map_fn_ops.h"

#include "core/function/deprecation.h"
#include "core/python/interpreter.h"
#include "core/python/object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/control_flow_ops.h"
#include "core/tf/lazy_module.h"
#include "core/tf/library_source.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

namespace {

constexpr const char* kMapFnSource = R"PY(
tf = None
_natives = None
_warned_parallel_iterations = False

_BACK_PROP_INSTRUCTIONS = (
    'back_prop=False is deprecated. Consider using tf.stop_gradient instead.\n'
    'Instead of:\nresults = tf.{0}(fn, elems, back_prop=False)\nUse:\n'
    'results = tf.nest.map_structure(tf.stop_gradient, tf.{0}(fn, elems))')


def _install(tf_module, natives):
    global tf, _natives
    tf = tf_module
    _natives = natives


def _warn_back_prop(back_prop, public, function, module):
    # deprecation.deprecated_arg_values(back_prop=False, warn_once=True).
    if back_prop is False:
        _natives.deprecated_arg(function, module, 'back_prop=False',
                                _BACK_PROP_INSTRUCTIONS.format(public))


def _static_dim0(t):
    return t.shape.with_rank_at_least(1)[0]


def map_fn_v2(fn, elems, dtype=None, parallel_iterations=None, back_prop=True,
              swap_memory=False, infer_shape=True, name=None, fn_output_signature=None):
    # map_fn_v2, tf.map_fn: deprecated_arg_values(back_prop=False) and deprecated_args(dtype).
    _warn_back_prop(back_prop, 'map_fn', 'map_fn_v2', 'tensorflow.python.ops.map_fn')
    if dtype is not None:
        _natives.deprecated_arg('map_fn_v2', 'tensorflow.python.ops.map_fn', 'dtype',
                                'Use fn_output_signature instead')
    if fn_output_signature is None:
        fn_output_signature = dtype
    return _map_fn(fn, elems, parallel_iterations, back_prop, swap_memory, infer_shape, name,
                   fn_output_signature)


def map_fn(fn, elems, dtype=None, parallel_iterations=None, back_prop=True,
           swap_memory=False, infer_shape=True, name=None, fn_output_signature=None):
    # map_fn, tf.compat.v1.map_fn: deprecated_args(dtype) only; back_prop=False is not
    # deprecated there.
    if dtype is not None:
        _natives.deprecated_arg('map_fn', 'tensorflow.python.ops.map_fn', 'dtype',
                                'Use fn_output_signature instead')
    if fn_output_signature is None:
        fn_output_signature = dtype
    return _map_fn(fn, elems, parallel_iterations, back_prop, swap_memory, infer_shape, name,
                   fn_output_signature)


def _map_fn(fn, elems, parallel_iterations, back_prop, swap_memory, infer_shape, name,
            fn_output_signature):
    global _warned_parallel_iterations
    if not callable(fn):
        raise TypeError(f'The provided function {fn.__name__} is not callable.'
                        'fn must be callable.')
    in_graph_mode = not tf.executing_eagerly()
    if in_graph_mode and not parallel_iterations:
        parallel_iterations = 10
    elif not in_graph_mode and not parallel_iterations:
        parallel_iterations = 1
    elif not in_graph_mode and parallel_iterations > 1:
        if not _warned_parallel_iterations:
            _warned_parallel_iterations = True
            tf.get_logger().warning(
                'Setting parallel_iterations > 1 has no effect when executing eagerly. '
                'Consider calling map_fn with tf.function to execute fn in parallel.')
        parallel_iterations = 1

    # Variables are read (variable_utils.convert_variables_to_tensors).
    elems = tf.nest.map_structure(
        lambda e: tf.convert_to_tensor(e) if isinstance(e, tf.Variable) else e, elems)
    elems_flat = tf.nest.flatten(elems)
    if len(elems_flat) == 0:
        raise ValueError(
            'elems must be a Tensor or (possibly nested) sequence of Tensors. '
            'Got {}, which does not contain any Tensors.'.format(elems))

    if not in_graph_mode and any(isinstance(e, tf.RaggedTensor) for e in elems_flat):
        return _map_fn_ragged_eager(fn, elems, elems_flat, fn_output_signature)

    if fn_output_signature is None:
        result_dtypes = None
    else:
        result_dtypes = [_spec_dtype(d) for d in tf.nest.flatten(fn_output_signature)]

    with tf.name_scope(name or 'map'):
        elems_flat = [tf.convert_to_tensor(t, name='elem') for t in elems_flat]
        first_shape = elems_flat[0].shape
        if first_shape.rank is not None and first_shape.rank < 1:
            raise ValueError('Elements in elems must be 1+ dimensional Tensors, not scalars')
        n_static = _static_dim0(elems_flat[0])
        for t in elems_flat[1:]:
            other = _static_dim0(t)
            if n_static is not None and other is not None and n_static != other:
                raise ValueError('Dimensions %s and %s are not compatible' % (n_static, other))
        n = n_static or tf.shape(elems_flat[0])[0]
        if result_dtypes is None:
            result_dtypes = [t.dtype for t in elems_flat]

        elems_ta = [tf.TensorArray(dtype=t.dtype, size=n, dynamic_size=False, infer_shape=True)
                    for t in elems_flat]
        elems_ta = [ta.unstack(t) for ta, t in zip(elems_ta, elems_flat)]
        i = tf.constant(0)
        result_ta = [tf.TensorArray(dtype=d, size=n, dynamic_size=False, infer_shape=infer_shape)
                     for d in result_dtypes]

        def compute(i, tas):
            value = tf.nest.pack_sequence_as(elems, [ta.read(i) for ta in elems_ta])
            result_value = fn(value)
            tf.nest.assert_same_structure(fn_output_signature or elems, result_value)
            result_value_flat = tf.nest.flatten(result_value)
            tas = [ta.write(i, v) for ta, v in zip(tas, result_value_flat)]
            return (i + 1, tas)

        _, r_a = _natives.while_loop(
            lambda i, _: i < n, compute, (i, result_ta),
            parallel_iterations=parallel_iterations, back_prop=back_prop,
            swap_memory=swap_memory, maximum_iterations=n)
        results = [r.stack() for r in r_a]
        for r in results:
            r.set_shape(tf.TensorShape([n_static]).concatenate(r.shape[1:]))
        if fn_output_signature is None:
            return tf.nest.pack_sequence_as(elems, results)
        return tf.nest.pack_sequence_as(fn_output_signature, results)


def _map_fn_ragged_eager(fn, elems, elems_flat, fn_output_signature):
    # map_fn over RaggedTensor elems, eagerly: fn gets each row (a RaggedTensor row is a dense
    # tensor); results stack back into a RaggedTensor where the output signature is ragged (by
    # default the elems' own, per element) and into a dense tensor for a dtype / TensorSpec.
    rows = [e.nrows() if isinstance(e, tf.RaggedTensor) else tf.shape(e)[0] for e in elems_flat]
    n = int(rows[0])
    signature = fn_output_signature if fn_output_signature is not None else elems
    out_specs = tf.nest.flatten(signature)
    outputs = [[] for _ in out_specs]
    for i in range(n):
        value = tf.nest.pack_sequence_as(elems, [e[i] for e in elems_flat])
        result_value = fn(value)
        tf.nest.assert_same_structure(signature, result_value)
        for k, v in enumerate(tf.nest.flatten(result_value)):
            outputs[k].append(v)
    results = []
    for spec, values in zip(out_specs, outputs):
        ragged = isinstance(spec, (tf.RaggedTensor, tf.RaggedTensorSpec))
        if ragged:
            values = [tf.convert_to_tensor(v) for v in values]
            if any(v.shape.rank == 0 for v in values):
                raise NotImplementedError('tfplay does not implement tf.map_fn with scalar results for a ragged '
                                          'output signature yet')
            if values:
                flat = tf.concat(values, 0)
            else:
                flat = tf.zeros([0], spec.dtype)
            results.append(tf.RaggedTensor.from_row_lengths(
                flat, tf.constant([int(tf.shape(v)[0]) for v in values], tf.int64)))
        else:
            dtype = _spec_dtype(spec) if not isinstance(spec, tf.Tensor) else spec.dtype
            results.append(tf.stack([tf.convert_to_tensor(v, dtype=dtype) for v in values]) if values
                           else tf.zeros([0], dtype))
    return tf.nest.pack_sequence_as(signature, results)


def _spec_dtype(d):
    # map_fn._dtype_to_spec: a DType (or its name) or a TensorSpec; tfplay batches no other
    # TypeSpec (ragged, sparse) through map_fn yet.
    if isinstance(d, tf.TensorSpec):
        return d.dtype
    if isinstance(d, tf.DType):
        return d
    if isinstance(d, str):
        return tf.as_dtype(d)
    raise NotImplementedError('tfplay does not implement tf.map_fn with the output signature %r yet' % (d,))


def _create_ta(n):
    def create_ta(elem):
        return tf.TensorArray(dtype=elem.dtype, size=n, dynamic_size=False,
                              infer_shape=True).unstack(elem)
    return create_ta


def _fold_length(elems):
    elems_flat = [tf.convert_to_tensor(e, name='elem') for e in tf.nest.flatten(elems)]
    return elems_flat[0].shape[0] or tf.shape(elems_flat[0])[0]


def foldl(fn, elems, initializer=None, parallel_iterations=10, back_prop=True,
          swap_memory=False, name=None):
    _warn_back_prop(back_prop, 'foldl', 'foldl_v2', 'tensorflow.python.ops.functional_ops')
    if not callable(fn):
        raise TypeError('fn must be callable.')
    with tf.name_scope(name or 'foldl'):
        n = _fold_length(elems)
        elems_ta = tf.nest.map_structure(_create_ta(n), elems)
        if initializer is None:
            a = tf.nest.map_structure(lambda elem: elem.read(0), elems_ta)
            i = tf.constant(1)
        else:
            a = initializer
            i = tf.constant(0)

        def compute(i, a):
            elem_i = tf.nest.map_structure(lambda elem: elem.read(i), elems_ta)
            a = fn(a, elem_i)
            return [i + 1, a]

        _, r_a = _natives.while_loop(lambda i, a: i < n, compute, [i, a],
                               parallel_iterations=parallel_iterations, back_prop=back_prop,
                               swap_memory=swap_memory, maximum_iterations=n)
        return r_a


def foldr(fn, elems, initializer=None, parallel_iterations=10, back_prop=True,
          swap_memory=False, name=None):
    _warn_back_prop(back_prop, 'foldr', 'foldr_v2', 'tensorflow.python.ops.functional_ops')
    if not callable(fn):
        raise TypeError('fn must be callable.')
    with tf.name_scope(name or 'foldr'):
        n = _fold_length(elems)
        elems_ta = tf.nest.map_structure(_create_ta(n), elems)
        if initializer is None:
            i = n - 1
            a = tf.nest.map_structure(lambda elem: elem.read(i), elems_ta)
        else:
            i = n
            a = initializer

        def compute(i, a):
            i -= 1
            elem = tf.nest.map_structure(lambda elem: elem.read(i), elems_ta)
            a_out = fn(a, elem)
            return [i, a_out]

        _, r_a = _natives.while_loop(lambda i, a: i > 0, compute, [i, a],
                               parallel_iterations=parallel_iterations, back_prop=back_prop,
                               swap_memory=swap_memory, maximum_iterations=n)
        return r_a


def scan(fn, elems, initializer=None, parallel_iterations=10, back_prop=True,
         swap_memory=False, infer_shape=True, reverse=False, name=None):
    _warn_back_prop(back_prop, 'scan', 'scan_v2', 'tensorflow.python.ops.functional_ops')
    if not callable(fn):
        raise TypeError('fn must be callable.')
    input_is_sequence = tf.nest.is_nested(elems)
    input_flatten = lambda x: tf.nest.flatten(x) if input_is_sequence else [x]

    def input_pack(x):
        return tf.nest.pack_sequence_as(elems, x) if input_is_sequence else x[0]

    if initializer is None:
        output_flatten = input_flatten
        output_pack = input_pack
    else:
        output_is_sequence = tf.nest.is_nested(initializer)
        output_flatten = lambda x: tf.nest.flatten(x) if output_is_sequence else [x]

        def output_pack(x):
            return tf.nest.pack_sequence_as(initializer, x) if output_is_sequence else x[0]

    elems_flat = input_flatten(elems)
    with tf.name_scope(name or 'scan'):
        elems_flat = [tf.convert_to_tensor(elem, name='elem') for elem in elems_flat]
        n = elems_flat[0].shape[0]
        if n is None:
            n = tf.shape(elems_flat[0])[0]
        elems_ta = [tf.TensorArray(dtype=elem.dtype, size=n, dynamic_size=False,
                                   element_shape=elem.shape[1:], infer_shape=True)
                    for elem in elems_flat]
        elems_ta = [ta.unstack(elem) for ta, elem in zip(elems_ta, elems_flat)]
        if initializer is None:
            a_flat = [elem.read(n - 1 if reverse else 0) for elem in elems_ta]
            i = 1
        else:
            a_flat = [tf.convert_to_tensor(init) for init in output_flatten(initializer)]
            i = 0
        accs_ta = [tf.TensorArray(dtype=init.dtype, size=n,
                                  element_shape=init.shape if infer_shape else None,
                                  dynamic_size=False, infer_shape=infer_shape)
                   for init in a_flat]
        if initializer is None:
            accs_ta = [ta.write(n - 1 if reverse else 0, a) for ta, a in zip(accs_ta, a_flat)]

        def compute(i, a_flat, tas):
            packed_elems = input_pack([ta.read(i) for ta in elems_ta])
            packed_a = output_pack(a_flat)
            a_out = fn(packed_a, packed_elems)
            tf.nest.assert_same_structure(elems if initializer is None else initializer, a_out)
            flat_a_out = output_flatten(a_out)
            tas = [ta.write(i, value) for ta, value in zip(tas, flat_a_out)]
            next_i = i - 1 if reverse else i + 1
            return (next_i, flat_a_out, tas)

        if reverse:
            initial_i = n - 1 - i
            condition = lambda i, _1, _2: i >= 0
        else:
            initial_i = i
            condition = lambda i, _1, _2: i < n
        _, _, r_a = _natives.while_loop(condition, compute, (initial_i, a_flat, accs_ta),
                                  parallel_iterations=parallel_iterations, back_prop=back_prop,
                                  swap_memory=swap_memory, maximum_iterations=n)
        results_flat = [r.stack() for r in r_a]
        n_static = _static_dim0(elems_flat[0])
        for elem in elems_flat[1:]:
            other = _static_dim0(elem)
            if n_static is None:
                n_static = other
            elif other is not None and other != n_static:
                raise ValueError('Dimensions %s and %s are not compatible' % (n_static, other))
        for r in results_flat:
            r.set_shape(tf.TensorShape([n_static]).concatenate(r.shape[1:]))
        return output_pack(results_flat)
)PY";

/// The natives the Python source calls as `_natives.*`.
Ref make_natives() {
  Ref m = py::Module("tensorflow.python.util.deprecation");
  // deprecated_arg(function, module, what, instructions): deprecation.deprecated_args and
  // deprecated_arg_values log this once per process for each function and argument, naming
  // the program line that called.
  def(m, "deprecated_arg", +[](CallArgs& a) -> Ref {
    const std::string function = py::str(a.args.at(0)), module = py::str(a.args.at(1)), what = py::str(a.args.at(2)),
                      instructions = py::str(a.args.at(3));
    function::warn_deprecated(function + ":" + what, "calling " + function + " (from " + module + ") with " + what,
                              instructions);
    return py::None();
  });
  // while_loop.while_loop, which map_fn.py and functional_ops.py call: tf.while_loop without
  // its deprecation notice (map_fn and scan log their own for back_prop=False).
  def(m, "while_loop", undecorated_while_loop);
  return m;
}

}  // namespace

void install_map_fn_ops(const Ref& tf) {
  // The module runs when a program first uses one of its names (lazy_module.h).
  static const std::vector<std::string> kNames = {"map_fn", "scan", "foldl", "foldr"};
  lazy_attributes(tf, "tf", kNames, [tf] {
    Ref m = py::Interpreter::current().exec_library_module("tensorflow.python.ops.map_fn",
                                                           library_source("tensorflow.python.ops.map_fn", kMapFnSource));
    py::call(m->dict->get("_install"), std::vector<Ref>{tf, make_natives()});
    // tf.map_fn is map_fn.py's map_fn_v2 (its __name__ says so); map_fn is the v1 export.
    for (const std::string& name : kNames) tf->dict->set(name, m->dict->get(name == "map_fn" ? "map_fn_v2" : name));
  });
  // tf.compat.v1.map_fn: map_fn.py's v1 export (its own deprecation of dtype, none of
  // back_prop=False), on the same module.
  Ref v1 = submodule_of(submodule_of(tf, "compat"), "v1");
  lazy_attributes(v1, "tf.compat.v1", {"map_fn"}, [tf, v1] {
    py::getattr(tf, "map_fn");  // runs map_fn.py
    Ref modules = py::getattr(py::Interpreter::current().import_module("sys"), "modules");
    v1->dict->set("map_fn", py::getattr(py::getitem(modules, py::Str("tensorflow.python.ops.map_fn")), "map_fn"));
  });
}

}  // namespace tfplay::tf
