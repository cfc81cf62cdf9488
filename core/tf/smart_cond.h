// tf.__internal__.smart_cond (tensorflow/python/framework/smart_cond.py): a Python branch when
// the predicate is known while building, else tf.cond.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Sets tf.__internal__.smart_cond.smart_cond(pred, true_fn=None, false_fn=None, name=None) and
/// smart_constant_value(pred). A pred whose value is known (a Python bool, 1 or 0, an eager
/// tensor, or a graph tensor that tensor_util.constant_value or TF_TryEvaluateConstant folds)
/// calls its branch directly and adds no cond op; otherwise tf.cond. TypeError for a branch
/// that is not callable or a pred of another type, as TF's. Needs tf.__internal__ built.
void install_smart_cond(const py::Ref& tf);

}  // namespace tfplay::tf
