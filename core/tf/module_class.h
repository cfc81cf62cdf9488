// tf.Module (tensorflow/python/module/module.py).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Sets `tf.Module`: a class programs subclass, written in Python like TF's module.py (name,
/// name_scope, variables, trainable_variables, non_trainable_variables, submodules,
/// with_name_scope), found by walking the instance's attributes in sorted order.
void install_module_class(const py::Ref& tf);

}  // namespace tfplay::tf
