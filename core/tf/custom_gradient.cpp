// tf.custom_gradient, tf.grad_pass_through and tf.recompute_grad, written in Python as TF writes
// them (tensorflow/python/ops/custom_gradient.py, TF 2.20) over three natives of the tape
// (gradient_tape.h): record_operation with a Python backward function, a VariableWatcher, and
// ops.uid(). Being Python, the decorated function, the grad_fn calls and TF's argument errors
// behave as TF's do: eagerly the result is an Identity of f's result recorded with grad_fn; in a
// graph, an Identity per result then one IdentityN over results, inputs and variables, named
// after a "CustomGradient-<uid>" gradient.
#include "core/tf/custom_gradient.h"

#include <memory>

#include "core/python/interpreter.h"
#include "core/python/object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/gradient_tape.h"
#include "core/tf/graph_gradients.h"
#include "core/function/tensor_object.h"
#include "core/tf/lazy_module.h"
#include "core/tf/library_source.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

namespace {

constexpr const char* kCustomGradientSource = R"PY(
import inspect as _inspect
import types as _types

tf = None
_tape = None


def _install(tf_module, tape_module):
    global tf, _tape
    tf = tf_module
    _tape = tape_module


class Bind(object):
    """Calls d(f, args, kwargs); binds f when looked up on an instance (a method)."""

    def __init__(self, f, d):
        self._f = f
        self._d = d

    def __get__(self, instance, owner):
        if instance is not None:
            f = _types.MethodType(self._f, instance)
            return _make_decorator(f, Bind(f, self._d))
        return self

    def __call__(self, *a, **k):
        return self._d(self._f, a, k)


def _make_decorator(target, decorator_func):
    # tf_decorator.make_decorator: the wrapper takes the target's name, doc and module.
    for attr in ('__name__', '__qualname__', '__module__', '__doc__'):
        if hasattr(target, attr):
            try:
                setattr(decorator_func, attr, getattr(target, attr))
            except (AttributeError, TypeError):
                pass
    decorator_func.__wrapped__ = target
    return decorator_func


def custom_gradient(f=None):
    if f is None:
        return lambda f: custom_gradient(f=f)

    def decorated(wrapped, args, kwargs):
        if tf.executing_eagerly():
            return _eager_mode_decorator(wrapped, args, kwargs)
        return _graph_mode_decorator(wrapped, args, kwargs)

    return _make_decorator(f, Bind(f, decorated))


def _call_watching_variables(f, args, kwargs):
    # record.VariableWatcher around f: the trainable variables f reads.
    token = _tape.push_variable_watcher()
    try:
        result, grad_fn = f(*args, **kwargs)
    finally:
        watched = _tape.pop_variable_watcher(token)
    return result, grad_fn, watched


def _accepts_variables(grad_fn):
    # tf_inspect.getfullargspec(grad_fn): 'variables' in args or kwonlyargs, or a **kwargs.
    try:
        params = _inspect.signature(grad_fn).parameters.values()
    except (TypeError, ValueError):
        return False
    for p in params:
        if p.kind == p.VAR_KEYWORD:
            return True
        if p.name == 'variables' and p.kind != p.VAR_POSITIONAL:
            return True
    return False


def _graph_mode_decorator(f, args, kwargs):
    if kwargs:
        raise ValueError('The custom_gradient decorator currently supports keywords '
                         'arguments only when eager execution is enabled.')
    name = 'CustomGradient-%s' % _tape.uid()
    args = tf.nest.map_structure(tf.convert_to_tensor, args)
    result, grad_fn, watched = _call_watching_variables(f, args, {})
    flat_args = tf.nest.flatten(args)
    flat_result = tf.nest.flatten(result)
    flat_result_len = len(flat_result)
    # _get_dependent_variables starts from an identity of each result.
    for x in flat_result:
        tf.identity(x)
    variables = sorted(watched, key=lambda v: v.name)
    if variables and not _accepts_variables(grad_fn):
        raise TypeError("@tf.custom_gradient grad_fn must accept keyword argument 'variables', "
                        'since function uses variables: {}'.format(variables))
    all_tensors = flat_result + flat_args + variables

    def tape_grad_fn(*result_grad_components):
        result_grads = list(result_grad_components[:flat_result_len])
        if variables:
            input_grads, variable_grads = grad_fn(*result_grads, variables=variables)
            if len(variable_grads) != len(variables):
                raise ValueError('Must return gradient for each variable from '
                                 '@custom_gradient grad_fn.')
        else:
            input_grads = grad_fn(*result_grads)
            variable_grads = []
        input_grads = tf.nest.flatten(input_grads)
        return [None] * flat_result_len + input_grads + variable_grads

    original_tensors = all_tensors
    all_tensors = tf.identity_n(all_tensors)
    original_tensors = [tf.convert_to_tensor(x) for x in original_tensors]
    _tape.record_operation(f.__name__, all_tensors, original_tensors, tape_grad_fn, name)
    return tf.nest.pack_sequence_as(result, all_tensors[:flat_result_len])


def _eager_mode_decorator(f, args, kwargs):
    result, grad_fn, watched = _call_watching_variables(f, args, kwargs)
    flat_args = tf.nest.flatten(args)
    flat_kwargs = tf.nest.flatten(kwargs)
    all_inputs = flat_args + flat_kwargs
    variables = [v for v in watched if all(v is not i for i in all_inputs)]
    if variables and not _accepts_variables(grad_fn):
        raise TypeError("@tf.custom_gradient grad_fn must accept keyword argument 'variables', "
                        'since function uses variables: {}'.format(variables))
    flat_result = tf.nest.flatten(result)
    flat_result = [tf.identity(x) for x in flat_result]
    input_tensors = [tf.convert_to_tensor(x) for x in flat_args + list(variables)]
    arg_count = len(flat_args)

    def actual_grad_fn(*result_grad_components):
        result_grads = list(result_grad_components)
        if variables:
            input_grads, variable_grads = grad_fn(*result_grads, variables=variables)
            if len(variable_grads) != len(variables):
                raise ValueError('Must return gradient for each variable from '
                                 '@custom_gradient grad_fn.')
        else:
            input_grads = grad_fn(*result_grads)
            variable_grads = []
        flat_grads = tf.nest.flatten(input_grads)
        if len(flat_grads) != arg_count:
            raise ValueError(f'custom_gradient function expected to return {arg_count} '
                             f'gradients, but returned {len(flat_grads)} instead.')
        return flat_grads + variable_grads

    _tape.record_operation(f.__name__, flat_result, input_tensors, actual_grad_fn, None)
    return tf.nest.pack_sequence_as(result, flat_result)


def recompute_grad(f):
    # custom_gradient.recompute_grad: f's activations are not kept; its gradient reruns f under
    # a tape (after the output gradients are known, hence the data dependency in a graph).
    @custom_gradient
    def inner(*args, **kwargs):
        result = f(*args, **kwargs)

        def grad_wrapper(*wrapper_args, variables=None):

            @custom_gradient
            def inner_recompute_grad(*dresult):
                with tf.GradientTape() as t:
                    id_args = tf.nest.map_structure(tf.identity, args)
                    assert len(dresult) >= 1
                    if not tf.executing_eagerly():
                        elem = tf.reduce_max(tf.reshape(dresult[0], [-1])[:1])
                        elem_bool = tf.cast(elem, tf.bool)
                        dresult_dep = tf.where(elem_bool == elem_bool, 0., float('nan'))
                        id_args = tf.nest.map_structure(
                            lambda x: x + tf.cast(dresult_dep, x.dtype), id_args)
                    t.watch(id_args)
                    if variables is not None:
                        t.watch(variables)
                    recomputed_result = f(*id_args, **kwargs)
                kw_vars = []
                if variables is not None:
                    kw_vars = list(variables)
                grads = t.gradient(recomputed_result, list(id_args) + kw_vars,
                                   output_gradients=dresult,
                                   unconnected_gradients=tf.UnconnectedGradients.ZERO)

                def transpose(*t_args, **t_kwargs):
                    raise NotImplementedError(
                        'recompute_grad tried to transpose grad of {}. '
                        'Consider not using recompute_grad in forward mode'
                        'autodiff'.format(f.__name__))

                return (grads[:len(id_args)], grads[len(id_args):]), transpose

            return inner_recompute_grad(*wrapper_args)

        return result, grad_wrapper

    return _make_decorator(f, inner)


def grad_pass_through(f):
    @custom_gradient
    def _grad_pass_through_op(*args, **kwargs):
        def grad(*args, **kwargs):
            variables = kwargs.get('variables')
            if variables is not None:
                return args, [None] * len(variables)
            return args
        return f(*args, **kwargs), grad
    return _make_decorator(f, _grad_pass_through_op)
)PY";

/// The natives the Python source calls as `_tape.*`.
Ref make_tape_module() {
  Ref m = py::Module("tensorflow.python.eager.record");
  // record_operation(op_type, output_tensors, input_tensors, backward_function, gradient_name):
  // the last is the name a graph registers the gradient under (unused: tapes call the function).
  def(m, "record_operation", +[](CallArgs& a) -> Ref {
    const std::string op_type = py::str(a.args.at(0));
    std::vector<Ref> outputs = py::to_vector(a.args.at(1));
    std::vector<Ref> inputs = py::to_vector(a.args.at(2));
    tape::record_custom_operation(op_type, inputs, outputs, a.args.at(3));
    // In a graph the outputs are one IdentityN's: tf.gradients differentiates it with the function.
    const function::TensorObject* first = outputs.empty() ? nullptr : function::as_tensor(outputs[0].get());
    if (first && !first->is_eager()) register_node_gradient(first->graph.get(), first->node, a.args.at(3));
    return py::None();
  });
  // The watchers are kept alive by the shared pointers in the tape set; the token is its index.
  def(m, "push_variable_watcher", +[](CallArgs&) -> Ref {
    auto w = std::make_shared<tape::VariableWatcher>();
    tape::push_variable_watcher(w);
    auto& holder = function::Runtime::current().run_state<std::vector<std::shared_ptr<tape::VariableWatcher>>>();
    holder.push_back(w);
    return py::Int(static_cast<int64_t>(holder.size() - 1));
  });
  def(m, "pop_variable_watcher", +[](CallArgs& a) -> Ref {
    auto& holder = function::Runtime::current().run_state<std::vector<std::shared_ptr<tape::VariableWatcher>>>();
    const auto i = static_cast<std::size_t>(py::as_int(a.args.at(0).get()));
    std::shared_ptr<tape::VariableWatcher> w = holder.at(i);
    tape::pop_variable_watcher(w.get());
    return py::List(w->variables);
  });
  def(m, "uid", +[](CallArgs&) -> Ref { return py::Int(++function::Runtime::current().uid); });
  return m;
}

}  // namespace

void install_custom_gradient(const Ref& tf) {
  std::vector<std::string> names = {"custom_gradient", "grad_pass_through", "recompute_grad"};
  // Its module runs when a program first uses one of them (lazy_module.h).
  lazy_attributes(tf, "tf", names, [tf, names] {
    const std::string name = "tensorflow.python.ops.custom_gradient";
    Ref m = py::Interpreter::current().exec_library_module(name, library_source(name, kCustomGradientSource));
    py::call(m->dict->get("_install"), std::vector<Ref>{tf, make_tape_module()});
    for (const std::string& n : names) tf->dict->set(n, m->dict->get(n));
  });
}

}  // namespace tfplay::tf
