// TF's dropout composite (tensorflow/python/ops/nn_ops.py _dropout) and the functions built on
// it: tf.nn.dropout (stateful random_uniform), tf.nn.experimental.stateless_dropout
// (stateless_uniform) and tf.nn.experimental.general_dropout (a sampler the program gives).
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "core/python/object.h"
#include "core/tensor/dtype.h"

namespace tfplay::tf {

/// `uniform_sampler(shape=..., dtype=...)`: a tensor of Uniform[0, 1) samples.
using UniformSampler = std::function<py::Ref(const py::Ref& shape, tensor::DType dtype)>;

/// nn_ops._dropout in name scope `name` (else `default_name`): x (a floating tensor) with the
/// elements whose uniform sample is < rate zeroed and the others scaled by 1 / (1 - rate)
/// (a Python rate: Mul by that scale; a scalar rate tensor of x's dtype: RealDiv by 1 - rate),
/// then SelectV2 against a zero. A Python rate of 0 returns x after `dummy_rng_step`.
/// `noise_shape` (None: x's shape) picks which elements share a decision. ValueError with TF's
/// texts for a rate outside [0, 1), a non-floating x, a rate that is neither a number nor a
/// tensor, a non-scalar rate tensor or one of another dtype.
py::Ref dropout(const py::Ref& x, const py::Ref& rate, const py::Ref& noise_shape, const UniformSampler& sampler,
                const std::function<void()>& dummy_rng_step, const py::Ref& name, const char* default_name);

/// A sampler that calls the Python callable `fn(shape=..., dtype=..., **extra)`.
UniformSampler python_sampler(const py::Ref& fn, std::vector<std::pair<std::string, py::Ref>> extra);

/// Adds tf.nn.experimental.stateless_dropout (sampling with tf.random.stateless_uniform, which
/// must already be installed) and tf.nn.experimental.general_dropout.
void install_dropout(const py::Ref& tf);

}  // namespace tfplay::tf
