// tf.nn's activations and the nn_impl.py composites (nn_impl.cpp).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Adds relu6, leaky_relu, elu, selu, softplus, softsign, gelu, silu/swish, log_sigmoid, erf,
/// erfc, moments, batch_normalization, embedding_lookup, sigmoid_cross_entropy_with_logits,
/// weighted_cross_entropy_with_logits, l2_normalize to tf.nn / tf.math (the
/// modules TF 2.20 exports each from). Composites call the tf module's own wrappers in TF's
/// order, so their ops get TF's names ("moments/mean", "logistic_loss/Select", "Gelu/Erf").
void install_nn_impl(const py::Ref& tf);

/// Adds sufficient_statistics, normalize_moments, weighted_moments and zero_fraction to tf.nn
/// (zero_fraction to tf.math too), nn_impl.py's statistics composites (nn_statistics.cpp).
void install_nn_statistics(const py::Ref& tf);

}  // namespace tfplay::tf
