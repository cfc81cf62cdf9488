// nn_ops._dropout and tf.nn.experimental.stateless_dropout / general_dropout (see dropout.h).
#include "core/tf/dropout.h"

#include <vector>

#include "core/function/tensor_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/array_api.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/module_helpers.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf {

using function::TensorObject;
using py::CallArgs;
using py::Ref;
using tensor::DType;

namespace {

// nn_ops._get_noise_shape: x's shape when none is given; a Python shape of x's rank takes x's
// known dims where it has None; anything else as given.
Ref noise_shape_of(const Ref& x, const Ref& noise_shape) {
  if (!present(noise_shape)) return shape_of(x, DType::Int32, nullptr, "Shape");
  std::vector<tensor::Dim> dims;
  if (const TensorObject* t = tensor_of(noise_shape)) {
    // tensor_shape.as_shape iterates an eager tensor; a symbolic one stays a tensor.
    if (!t->is_eager() || t->value->rank() != 1) return noise_shape;
    for (int64_t d : t->value->to_int64_vector()) dims.push_back(d);
  } else if (noise_shape->cls == function::tensor_shape_type()) {
    const tensor::TensorShape& s = static_cast<function::TensorShapeObject*>(noise_shape.get())->shape;
    if (!s.has_rank()) return noise_shape;
    dims = s.as_list();
  } else if (py::is_list_or_tuple_instance(noise_shape.get())) {
    for (const Ref& d : py::to_vector(noise_shape)) {
      if (py::is_none(d.get())) dims.emplace_back();
      else if (py::is_int(d.get())) dims.emplace_back(py::as_int(d.get()));
      else return noise_shape;
    }
  } else {
    return noise_shape;
  }
  const tensor::TensorShape& xs = tensor_of(x)->shape;
  if (!xs.has_rank() || static_cast<size_t>(*xs.rank()) != dims.size()) return noise_shape;
  for (size_t i = 0; i < dims.size(); ++i)
    if (!dims[i] && xs.as_list()[i]) dims[i] = xs.as_list()[i];
  return function::shape_object(tensor::TensorShape(dims));
}

}  // namespace

Ref dropout(const Ref& x_in, const Ref& rate, const Ref& noise_shape, const UniformSampler& sampler,
            const std::function<void()>& dummy_rng_step, const Ref& name, const char* default_name) {
  OpScope s(name, default_name);
  const bool rate_is_number = py::is_int(rate.get()) || py::is_float(rate.get());
  const double rate_value = rate_is_number ? py::as_float(rate.get()) : 0.0;
  if (rate_is_number && (rate_value < 0 || rate_value >= 1)) {
    py::raise_value_error("`rate` must be a scalar tensor or a float in the range [0, 1). Received: rate=" + py::str(rate));
  }
  Ref x = convert_to_tensor(x_in, std::nullopt, "x");
  const DType x_dtype = dtype_of(x);
  if (!tensor::is_floating(x_dtype)) {
    py::raise_value_error("`x.dtype` must be a floating point tensor as `x` will be scaled. Received: x_dtype=" + tensor::str(x_dtype));
  }
  if (rate_is_number && rate_value == 0) {
    dummy_rng_step();
    return x;
  }
  Ref ret;
  if (!tensor_of(rate)) {
    if (!rate_is_number) py::raise_value_error("`rate` must be a scalar or scalar tensor. Received: rate=" + py::str(rate));
    Ref scale = convert_to_tensor(py::Float(1 / (1 - rate_value)), x_dtype);
    ret = apply_op1("Mul", {x, scale});
  } else {
    const TensorObject* r = tensor_of(rate);
    if (r->shape.has_rank() && *r->shape.rank() != 0) py::raise_value_error("Shape " + r->shape.str() + " must have rank 0");
    if (r->dtype != x_dtype) {
      py::raise_value_error("`x.dtype` must be compatible with `rate.dtype`. Received: x.dtype=" + tensor::str(x_dtype) +
                            " and rate.dtype=" + tensor::str(r->dtype));
    }
    Ref one = constant_tensor(tensor::Tensor::scalar_of(x_dtype, 1));
    ret = apply_op1("RealDiv", {x, apply_op1("Sub", {one, rate})});
  }
  Ref random_tensor = sampler(noise_shape_of(x, noise_shape), x_dtype);
  Ref keep_mask = py::compare(py::ast::CmpOpKind::GtE, random_tensor, rate);
  Ref zero = constant_tensor(tensor::Tensor::scalar_of(x_dtype, 0));
  return apply_op1("SelectV2", {keep_mask, ret, zero});
}

UniformSampler python_sampler(const Ref& fn, std::vector<std::pair<std::string, Ref>> extra) {
  return [fn, extra](const Ref& shape, DType dtype) {
    CallArgs call;
    call.kwargs = {{"shape", shape}, {"dtype", function::dtype_object(dtype)}};
    call.kwargs.insert(call.kwargs.end(), extra.begin(), extra.end());
    return py::call(fn, call);
  };
}

void install_dropout(const Ref& tf) {
  Ref experimental = submodule_of(submodule_of(tf, "nn"), "experimental");
  Ref stateless_uniform = tf->dict->get("random")->dict->get("stateless_uniform");
  // nn_ops.stateless_dropout: stateless_random_uniform with the seed and rng_alg.
  def(experimental, "stateless_dropout", [stateless_uniform](CallArgs& a) -> Ref {
    const char* fn = "stateless_dropout";
    Ref seed = require(a, 2, "seed", fn);
    Ref rng_alg = arg(a, 3, "rng_alg");
    const UniformSampler sampler = python_sampler(stateless_uniform, {{"seed", seed}, {"alg", rng_alg ? rng_alg : py::None()}});
    return dropout(require(a, 0, "x", fn), require(a, 1, "rate", fn), arg(a, 4, "noise_shape"), sampler, [] {}, arg(a, 5, "name"),
                   "stateless_dropout");
  });
  // nn_ops.general_dropout: the program's sampler, called as uniform_sampler(shape=, dtype=).
  def(experimental, "general_dropout", +[](CallArgs& a) -> Ref {
    const char* fn = "general_dropout";
    const UniformSampler sampler = python_sampler(require(a, 2, "uniform_sampler", fn), {});
    return dropout(require(a, 0, "x", fn), require(a, 1, "rate", fn), arg(a, 3, "noise_shape"), sampler, [] {}, arg(a, 4, "name"),
                   "general_dropout");
  });
}

}  // namespace tfplay::tf
