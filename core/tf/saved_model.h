// tf.saved_model: save and load a tf.Module's object graph with its variables and the concrete
// functions of its tf.functions (saved_model.cpp).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Installs tf.saved_model (save, load, contains_saved_model, SaveOptions, LoadOptions and the
/// constants; its Python runs on first use) and tf.__internal__.tracking.AutoTrackable on the
/// tensorflow module.
void install_saved_model(const py::Ref& tf);

}  // namespace tfplay::tf
