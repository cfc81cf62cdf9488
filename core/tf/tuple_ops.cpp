// tf.tuple, tf.parallel_stack, tf.edit_distance and tf.guarantee_const, written in Python as TF
// writes them (TF 2.20 tensorflow/python/ops/control_flow_ops.py tuple_v2 and tuple, array_ops.py
// parallel_stack, edit_distance and guarantee_const). tf.edit_distance takes SparseTensors. tf.tuple gates tensors on each other in a graph and
// returns them untouched eagerly; tf.parallel_stack exists only in graphs; guarantee_const is
// deprecated ("Not for public use.") and builds a GuaranteeConst op.
#include "core/tf/tuple_ops.h"

#include "core/function/deprecation.h"
#include "core/python/interpreter.h"
#include "core/python/object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/library_source.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

namespace {

constexpr const char* kTupleSource = R"PY(
tf = None
_natives = None


def _install(tf_module, natives):
    global tf, _natives
    tf = tf_module
    _natives = natives


def _with_dependencies(dependencies, output_tensor):
    # control_flow_ops.with_dependencies: an Identity of the tensor that runs after them.
    with tf.name_scope('control_dependency') as name:
        with tf.control_dependencies(dependencies):
            return tf.identity(output_tensor, name=name)


def tuple(tensors, control_inputs=None, name=None):
    if tf.executing_eagerly():
        return tensors
    with tf.name_scope(name or 'tuple'):
        tensors = [
            t if (isinstance(t, tf.Operation) or isinstance(t, tf.Tensor) or t is None)
            else tf.convert_to_tensor(t) for t in tensors
        ]
        gating_ops = [t if isinstance(t, tf.Operation) else t.op for t in tensors if t is not None]
        if control_inputs:
            for c in control_inputs:
                if isinstance(c, tf.Tensor):
                    c = c.op
                elif not isinstance(c, tf.Operation):
                    raise TypeError("'control_inputs' must only contain Operation or Tensor. "
                                    'Received: %s' % type(c))
                gating_ops.append(c)
        unique = []
        for op in gating_ops:
            if all(op is not u for u in unique):
                unique.append(op)
        if not unique:
            raise ValueError("'tensors' must have at least one Tensor. Received: %s." % tensors)
        gate = tf.group(*unique)
        tpl = []
        for t in tensors:
            if isinstance(t, tf.Tensor):
                tpl.append(_with_dependencies([gate], t))
            elif isinstance(t, tf.Operation):
                with tf.control_dependencies([gate]):
                    tpl.append(tf.group(t))
            else:
                tpl.append(None)
        return tpl


def parallel_stack(values, name='parallel_stack'):
    if tf.executing_eagerly():
        raise RuntimeError('tf.parallel_stack() is not compatible with eager execution.')
    with tf.name_scope(name):
        value_t = tf.convert_to_tensor(values[0])
        value_shape = tf.convert_to_tensor(value_t).shape
        output_shape = tf.TensorShape([len(values)])
        output_shape = output_shape.concatenate(value_shape)
        return tf.raw_ops.ParallelConcat(values=[tf.expand_dims(value, 0) for value in values],
                                         shape=output_shape)


def edit_distance(hypothesis, truth, normalize=True, name='edit_distance'):
    if not isinstance(hypothesis, tf.SparseTensor):
        raise TypeError('Hypothesis must be a SparseTensor.')
    if not isinstance(truth, tf.SparseTensor):
        raise TypeError('Truth must be a SparseTensor.')
    return tf.raw_ops.EditDistance(
        hypothesis_indices=hypothesis.indices, hypothesis_values=hypothesis.values,
        hypothesis_shape=hypothesis.dense_shape, truth_indices=truth.indices,
        truth_values=truth.values, truth_shape=truth.dense_shape, normalize=normalize, name=name)


def guarantee_const(input, name=None):
    _natives.deprecated('guarantee_const (from tensorflow.python.ops.array_ops)', 'Not for public use.')
    return tf.raw_ops.GuaranteeConst(input=input, name=name)
)PY";

Ref make_natives() {
  Ref m = py::Module("tensorflow.python.util.deprecation");
  // deprecated(what, instructions): deprecation.deprecated's notice, once per process.
  def(m, "deprecated", +[](CallArgs& a) -> Ref {
    const std::string what = py::str(a.args.at(0));
    function::warn_deprecated(what, what, py::str(a.args.at(1)));
    return py::None();
  });
  return m;
}

}  // namespace

void install_tuple_ops(const Ref& tf) {
  const char* name = "tensorflow.python.ops.control_flow_ops";
  Ref m = py::Interpreter::current().exec_library_module(name, library_source(name, kTupleSource));
  py::call(m->dict->get("_install"), std::vector<Ref>{tf, make_natives()});
  for (const char* f : {"tuple", "parallel_stack", "guarantee_const", "edit_distance"}) tf->dict->set(f, m->dict->get(f));
}

}  // namespace tfplay::tf
