// tf.saved_model: save and load a tf.Module's object graph with its variables and the concrete
// functions of its tf.functions (saved_model.cpp).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Installs tf.saved_model (save, load, contains_saved_model, SaveOptions, LoadOptions and the
/// constants; its Python runs on first use) on the tensorflow module.
void install_saved_model(const py::Ref& tf);

/// Installs tf.__internal__.tracking.AutoTrackable (a subclass of tf.__internal__.tracking's
/// Trackable, so after tf.__internal__ exists), the base of tf.Module: before tf.Module.
void install_auto_trackable(const py::Ref& tf);

}  // namespace tfplay::tf
