// tf.GradientTape (also tf.autodiff.GradientTape), tf.UnconnectedGradients, tf.stop_gradient.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Adds GradientTape, autodiff, UnconnectedGradients and stop_gradient to the tf module.
void install_gradient_tape(const py::Ref& tf);

}  // namespace tfplay::tf
