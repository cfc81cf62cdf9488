// tf.__internal__.smart_cond, written as TF writes it (tensorflow/python/framework/smart_cond.py,
// TF 2.20) over tf.get_static_value (tensor_util.constant_value) and the graph's constant
// evaluation (TF_TryEvaluateConstant_wrapper: graph::evaluate_constant here).
#include "core/tf/smart_cond.h"

#include "core/function/tensor_object.h"
#include "core/graph/shape_refiner.h"
#include "core/python/interpreter.h"
#include "core/python/runtime.h"
#include "core/tf/module_helpers.h"
#include "core/tf/numpy_array.h"

namespace tfplay::tf {

namespace {

// smart_cond.py (TF 2.20). `tf` and `_try_evaluate_constant` are set by install_smart_cond.
constexpr const char* kSmartCondSource = R"PY(
tf = None
_try_evaluate_constant = None


def _install(tf_module, try_evaluate_constant):
    global tf, _try_evaluate_constant
    tf = tf_module
    _try_evaluate_constant = try_evaluate_constant


def smart_cond(pred, true_fn=None, false_fn=None, name=None):
    if not callable(true_fn):
        raise TypeError(f"Argument `true_fn` must be callable. Received {true_fn}")
    if not callable(false_fn):
        raise TypeError(f"Argument `false_fn` must be callable. Received {false_fn}")

    pred_value = smart_constant_value(pred)
    if pred_value is not None:
        if pred_value:
            return true_fn()
        else:
            return false_fn()
    else:
        return tf.cond(pred, true_fn=true_fn, false_fn=false_fn, name=name)


def smart_constant_value(pred):
    if isinstance(pred, tf.Tensor):
        pred_value = tf.get_static_value(pred)
        if pred_value is None:
            pred_value = _try_evaluate_constant(pred)
    elif pred in {0, 1}:  # Accept 1/0 as valid boolean values
        pred_value = bool(pred)
    elif isinstance(pred, bool):
        pred_value = pred
    else:
        raise TypeError("Argument `pred` must be a Tensor, or a Python bool, or 1 "
                        f"or 0. Received: pred={pred} of type {type(pred).__name__}")

    return pred_value
)PY";

}  // namespace

void install_smart_cond(const py::Ref& tf) {
  py::Ref m = py::Interpreter::current().exec_library_module("tensorflow.python.framework.smart_cond", kSmartCondSource);
  // TF_TryEvaluateConstant_wrapper: the value of a graph tensor that only constants determine,
  // else None.
  py::Ref try_evaluate = py::NativeFunction("_try_evaluate_constant", +[](py::CallArgs& a) -> py::Ref {
    const function::TensorObject* t = tensor_of(a.args.at(0));
    if (!t || t->is_eager()) return py::None();
    std::optional<tensor::Tensor> v = graph::evaluate_constant(*t->graph, graph::Endpoint{t->node, t->index});
    return v ? make_ndarray(*v) : py::None();
  });
  py::call(m->dict->get("_install"), std::vector<py::Ref>{tf, try_evaluate});
  py::Ref internal = submodule_of(tf, "__internal__");
  py::Ref sc = py::Module("tensorflow.__internal__.smart_cond");
  internal->dict->set("smart_cond", sc);
  sc->dict->set("smart_cond", m->dict->get("smart_cond"));
  sc->dict->set("smart_constant_value", m->dict->get("smart_constant_value"));
}

}  // namespace tfplay::tf
