// Gradients of the math ops (TF: tensorflow/python/ops/math_grad.py): element-wise binary ops
// reduce over broadcast axes (_ReduceGradientArgs), unary ops multiply by the derivative,
// reductions broadcast the gradient back over the reduced axes.
#include <cmath>

#include "core/function/tensor_object.h"
#include "core/python/runtime.h"
#include "core/tf/array_api.h"
#include "core/tf/gradient_registry.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf::grad {

using py::Ref;
using tensor::DType;
using Grads = std::vector<Ref>;

namespace {

bool is_scalar(const Ref& x) {
  const tensor::TensorShape& s = static_shape(x);
  return s.has_rank() && *s.rank() == 0;
}
bool is_float(DType d) { return tensor::is_floating(d); }

// _AddGrad / _SubGrad: the gradient passes through (negated for y of Sub).
GradientFunction add_or_sub(bool sub) {
  return [sub](const OpRecord& op, const Grads& g) -> Grads {
    const Ref &x = op.inputs[0], &y = op.inputs[1], &grad = g[0];
    if (op.skips(1) && is_scalar(y)) return {grad, nullptr};
    if (shapes_fully_specified_and_equal(x, y, grad)) return {grad, sub ? neg(grad) : grad};
    Ref gx = op.skips(0) ? nullptr : grad;
    Ref gy = op.skips(1) ? nullptr : (sub ? neg(grad) : grad);
    auto [rx, ry] = reduce_gradient_args(x, y, gx, gy);
    return {rx, ry};
  };
}

/// math_ops.conj: a Conj op for a complex tensor, the tensor itself otherwise.
Ref conj(const Ref& v) { return tensor::is_complex(dtype(v)) ? gen("Conj", {v}) : v; }

// _MulGrad: d(xy)/dx is conj(y) for complex values.
Grads mul_grad(const OpRecord& op, const Grads& g) {
  const Ref& grad = g[0];
  if (op.skips(1) && is_scalar(op.inputs[1])) return {gen("Mul", {grad, conj(op.inputs[1])}), nullptr};
  if (shapes_fully_specified_and_equal(op.inputs[0], op.inputs[1], grad) && (dtype(grad) == DType::Int32 || dtype(grad) == DType::Float32))
    return {gen("Mul", {grad, op.inputs[1]}), gen("Mul", {grad, op.inputs[0]})};
  const Ref x = conj(op.inputs[0]), y = conj(op.inputs[1]);
  Ref gx = op.skips(0) ? nullptr : gen("Mul", {grad, y});
  Ref gy = op.skips(1) ? nullptr : gen("Mul", {x, grad});
  auto [rx, ry] = reduce_gradient_args(op.inputs[0], op.inputs[1], gx, gy);
  return {rx, ry};
}

Grads real_div_grad(const OpRecord& op, const Grads& g) {
  const Ref &x = op.inputs[0], &y = op.inputs[1], &grad = g[0];
  Ref gx = gen("RealDiv", {grad, y});
  Ref gy = mul(grad, gen("RealDiv", {gen("RealDiv", {neg(x), y}), y}));
  auto [rx, ry] = reduce_gradient_args(x, y, gx, gy);
  return {rx, ry};
}

// _FloorModGrad: grad and -grad * floor_div(x, y), reduced over the broadcast axes (conj is the
// identity on the real dtypes FloorMod takes).
Grads floor_mod_grad(const OpRecord& op, const Grads& g) {
  const Ref &x = op.inputs[0], &y = op.inputs[1], &grad = g[0];
  Ref gy = mul(grad, neg(gen("FloorDiv", {x, y})));
  auto [rx, ry] = reduce_gradient_args(x, y, grad, gy);
  return {rx, ry};
}

// _DivNoNanGrad: grad/y and -grad*x/y^2, both with DivNoNan so y == 0 gives 0.
Grads div_no_nan_grad(const OpRecord& op, const Grads& g) {
  const Ref &x = op.inputs[0], &y = op.inputs[1], &grad = g[0];
  Ref gx = gen("DivNoNan", {grad, y});
  Ref gy = mul(grad, gen("DivNoNan", {gen("DivNoNan", {neg(x), y}), y}));
  auto [rx, ry] = reduce_gradient_args(x, y, gx, gy);
  return {rx, ry};
}

// _XdivyGrad: xdivy(cast(x != 0), y) * grad for x and xdivy(-x, y**2) * grad for y, so
// x == 0 gives 0 for both.
Grads xdivy_grad(const OpRecord& op, const Grads& g) {
  const Ref &x = op.inputs[0], &y = op.inputs[1], &grad = g[0];
  Ref not_zero_x = gen("Cast", {gen("NotEqual", {x, scalar(0, dtype(x), "Cast")})}, {{"DstT", dtype(x)}, {"Truncate", false}});
  Ref partial_x = gen("Xdivy", {not_zero_x, y});
  Ref partial_y = gen("Xdivy", {neg(x), binary("pow", "Pow", y, scalar(2, dtype(y), "y"))});
  // Built in statement order: argument evaluation order differs between g++ and clang, and
  // the op names (mul, mul_1) must not.
  Ref gx = op.skips(0) ? nullptr : mul(partial_x, grad);
  Ref gy = op.skips(1) ? nullptr : mul(partial_y, grad);
  auto [rx, ry] = reduce_gradient_args(x, y, gx, gy);
  return {rx, ry};
}

// _MulNoNanGrad: MulNoNan(grad, y) and MulNoNan(x, grad).
Grads mul_no_nan_grad(const OpRecord& op, const Grads& g) {
  const Ref &x = op.inputs[0], &y = op.inputs[1], &grad = g[0];
  Ref gx = gen("MulNoNan", {grad, y});
  Ref gy = gen("MulNoNan", {x, grad});
  auto [rx, ry] = reduce_gradient_args(x, y, gx, gy);
  return {rx, ry};
}

// _PowGrad: grad * y * x^(y-1) and grad * z * log(x), on the conjugates for complex dtypes.
Grads pow_grad(const OpRecord& op, const Grads& g) {
  const Ref& grad = g[0];
  const bool cplx = tensor::is_complex(dtype(op.inputs[0]));
  auto conj = [cplx](const Ref& v) { return cplx ? gen("Conj", {v}) : v; };
  const Ref x = conj(op.inputs[0]), y = conj(op.inputs[1]);
  // Named locals fix the order the ops are made in (Python's, left to right): C++ leaves the
  // order of a call's arguments to the compiler, and g++ and clang differ.
  auto dx = [&] {
    Ref grad_y = mul(grad, y);
    Ref y_minus_1 = binary("sub", "Sub", y, scalar(1, dtype(y), "y"));
    Ref power = binary("Pow", "Pow", x, y_minus_1);
    return mul(grad_y, power);
  };
  if (op.skips(1) && is_scalar(y)) return {dx(), nullptr};
  Ref gx = op.skips(0) ? nullptr : dx();
  Ref gy;
  if (!op.skips(1)) {
    Ref z = conj(op.outputs[0]);
    // x == 0 has no log: complex x is masked there only (a negative real part is fine), real x
    // wherever it is not positive.
    Ref mask = cplx ? gen("NotEqual", {x, scalar(0, dtype(x), "y")})
                    : gen("Greater", {x, scalar(0, dtype(x), "y")});
    Ref safe_x = gen("SelectV2", {mask, x, gen("OnesLike", {x})});
    Ref log_x = gen("SelectV2", {mask, gen("Log", {safe_x}), zeros_like(x)});
    gy = mul(mul(grad, z), log_x);
  }
  auto [rx, ry] = reduce_gradient_args(op.inputs[0], op.inputs[1], gx, gy);
  return {rx, ry};
}

// _MaximumMinimumGrad: the gradient goes to the input that was selected.
GradientFunction max_min(const char* selector) {
  return [selector](const OpRecord& op, const Grads& g) -> Grads {
    const Ref &x = op.inputs[0], &y = op.inputs[1], &grad = g[0];
    Ref zeros = zeros_like(grad);
    Ref xmask = gen(selector, {x, y});
    if (op.skips(1) && is_scalar(y)) return {gen("SelectV2", {xmask, grad, zeros}), nullptr};
    Ref gx = op.skips(0) ? nullptr : gen("SelectV2", {xmask, grad, zeros});
    Ref gy = op.skips(1) ? nullptr : gen("SelectV2", {xmask, zeros, grad});
    auto [rx, ry] = reduce_gradient_args(x, y, gx, gy);
    return {rx, ry};
  };
}

Grads squared_difference_grad(const OpRecord& op, const Grads& g) {
  const Ref &x = op.inputs[0], &y = op.inputs[1], &grad = g[0];
  Ref two_grad = binary("scalar_mul", "Mul", scalar(2.0, dtype(grad), "x"), grad);
  Ref x_grad = mul(two_grad, binary("sub", "Sub", x, y));
  if (shapes_fully_specified_and_equal(x, y, grad)) return {x_grad, neg(x_grad)};
  auto [rx, ry] = reduce_gradient_args(x, y, op.skips(0) ? nullptr : x_grad, op.skips(1) ? nullptr : neg(x_grad));
  return {rx, ry};
}

Grads matmul_grad(const OpRecord& op, const Grads& g) {
  const bool ta = std::get<bool>(op.attrs.at("transpose_a")), tb = std::get<bool>(op.attrs.at("transpose_b"));
  // _MatMulGrad multiplies by the conjugates (math_ops.conj: a Conj op for complex matrices).
  const bool cplx = tensor::is_complex(dtype(op.inputs[0]));
  const Ref a = cplx ? gen("Conj", {op.inputs[0]}) : op.inputs[0];
  const Ref b = cplx ? gen("Conj", {op.inputs[1]}) : op.inputs[1];
  const Ref& grad = g[0];
  auto mm = [](const Ref& p, const Ref& q, bool tp, bool tq) {
    return gen("MatMul", {p, q}, {{"transpose_a", tp}, {"transpose_b", tq}});
  };
  auto grad_a = [&] {
    if (!ta && !tb) return mm(grad, b, false, true);
    if (!ta && tb) return mm(grad, b, false, false);
    if (ta && !tb) return mm(b, grad, false, true);
    return mm(b, grad, true, true);
  };
  auto grad_b = [&] {
    if (!ta && !tb) return mm(a, grad, true, false);
    if (!ta && tb) return mm(grad, a, true, false);
    if (ta && !tb) return mm(a, grad, false, false);
    return mm(grad, a, true, true);
  };
  if (op.skips(1)) return {grad_a(), nullptr};
  if (op.skips(0)) return {nullptr, grad_b()};
  Ref ga = grad_a();
  return {ga, grad_b()};
}

// _BatchMatMulV2: like MatMul with adjoints, then summed over the batch dims that broadcast.
Grads batch_matmul_grad(const OpRecord& op, const Grads& g) {
  const bool ax = std::get<bool>(op.attrs.at("adj_x")), ay = std::get<bool>(op.attrs.at("adj_y"));
  const Ref &x = op.inputs[0], &y = op.inputs[1], &grad = g[0];
  auto mm = [](const Ref& p, const Ref& q, bool ap, bool aq) {
    const tensor::TensorShape &sp = static_shape(p), &sq = static_shape(q);
    // math_ops.matmul: MatMul for two matrices (an adjoint conjugates a complex one first),
    // BatchMatMulV2 otherwise.
    if (sp.has_rank() && sq.has_rank() && *sp.rank() == 2 && *sq.rank() == 2) {
      const bool cplx = tensor::is_complex(dtype(p));
      return gen("MatMul", {cplx && ap ? gen("Conj", {p}) : p, cplx && aq ? gen("Conj", {q}) : q},
                 {{"transpose_a", ap}, {"transpose_b", aq}});
    }
    return gen("BatchMatMulV2", {p, q}, {{"adj_x", ap}, {"adj_y", aq}});
  };
  Ref gx, gy;
  if (!ax) {
    gx = ay ? mm(grad, y, false, false) : mm(grad, y, false, true);
    gy = ay ? mm(grad, x, true, false) : mm(x, grad, true, false);
  } else {
    gx = ay ? mm(y, grad, true, true) : mm(y, grad, false, true);
    gy = ay ? mm(grad, x, true, true) : mm(x, grad, false, false);
  }
  const tensor::TensorShape &sx = static_shape(x), &sy = static_shape(y);
  const bool may_batch = !sx.has_rank() || *sx.rank() > 2 || !sy.has_rank() || *sy.rank() > 2;
  auto batch = [](const tensor::TensorShape& s) {
    return std::vector<tensor::Dim>(s.as_list().begin(), s.as_list().end() - 2);
  };
  bool match = sx.has_rank() && sy.has_rank() && *sx.rank() >= 2 && *sy.rank() >= 2;
  if (match) {
    const auto bx = batch(sx), by = batch(sy);
    match = bx == by;
    for (const tensor::Dim& d : bx) match = match && d.has_value();
  }
  if (!may_batch || match) return {gx, gy};
  Ref shx = shape(x), shy = shape(y);
  auto batch_dims = [](const Ref& s) {
    return gen("StridedSlice", {s, ints({0}), ints({-2}), ints({1})},
               {{"begin_mask", int64_t{1}}, {"end_mask", int64_t{0}}, {"ellipsis_mask", int64_t{0}},
                {"new_axis_mask", int64_t{0}}, {"shrink_axis_mask", int64_t{0}}});
  };
  std::vector<Ref> r = run_op("BroadcastGradientArgs", {batch_dims(shx), batch_dims(shy)}, {}, "BroadcastGradientArgs");
  return {reshape(reduce_sum(gx, r.at(0), false), shx), reshape(reduce_sum(gy, r.at(1), false), shy)};
}

// _SumGrad: reshape the gradient to the kept-dims shape and tile/broadcast it to the input's.
Grads sum_grad(const OpRecord& op, const Grads& g) {
  const Ref& input = op.inputs[0];
  Ref grad = g[0];
  const tensor::TensorShape& s = static_shape(input);
  if (s.has_rank()) {
    if (std::optional<tensor::Tensor> axes = constant_value(op.inputs[1])) {
      const int64_t rank = *s.rank();
      std::vector<int64_t> all, given = axes->to_int64_vector();
      for (int64_t i = 0; i < rank; ++i) all.push_back(i);
      if (given == all) {
        grad = reshape(grad, ints(std::vector<int64_t>(static_cast<std::size_t>(rank), 1)));
        Ref input_shape = s.is_fully_defined() ? const_shape(s) : shape(input);
        return {gen("Tile", {grad, input_shape}), nullptr};
      }
      if (s.is_fully_defined() && in_graph_mode()) {
        std::vector<int64_t> kept = s.concrete(), scaling(kept.size(), 1);
        for (int64_t a : given) {
          const std::size_t k = static_cast<std::size_t>(a < 0 ? a + rank : a);
          scaling[k] = kept[k];
          kept[k] = 1;
        }
        grad = reshape(grad, ints(kept));
        return {gen("Tile", {grad, ints(scaling)}), nullptr};
      }
    }
  }
  Ref input_shape = shape(input);
  if (!std::get<bool>(op.attrs.at("keep_dims"))) grad = reshape(grad, reduced_shape(op));
  return {gen("BroadcastTo", {grad, input_shape}), nullptr};
}

Grads mean_grad(const OpRecord& op, const Grads& g) {
  Ref sum = sum_grad(op, g)[0];
  const tensor::TensorShape &in = static_shape(op.inputs[0]), &out = static_shape(op.outputs[0]);
  Ref factor;
  if (in.is_fully_defined() && out.is_fully_defined()) {
    const int64_t n_in = *in.num_elements(), n_out = *out.num_elements();
    factor = scalar(static_cast<double>(n_in / std::max<int64_t>(n_out, 1)), dtype(sum));
  } else {
    Ref input_shape = shape(op.inputs[0]);
    Ref input_rank = gen("Size", {input_shape}, {{"out_type", DType::Int32}});
    Ref axes = binary("mod", "FloorMod", binary("add", "AddV2", op.inputs[1], input_rank), input_rank);
    // math_ops.reduce_prod(gather(...)): its axes are _ReductionDims (Range(0, Rank) for a scalar).
    Ref gathered = gen("GatherV2", {input_shape, axes, scalar(0, DType::Int32, "axis")});
    factor = gen("Prod", {gathered, reduction_dims(gathered, nullptr)});
    factor = gen("Cast", {factor}, {{"DstT", dtype(sum)}});
  }
  return {binary("truediv", "RealDiv", sum, factor), nullptr};
}

// _MinOrMaxGrad: the gradient is shared by the elements equal to the extremum.
Grads min_max_grad(const OpRecord& op, const Grads& g) {
  Ref input_shape = shape(op.inputs[0]);
  Ref y = op.outputs[0], grad = g[0];
  Ref kept;
  if (!std::get<bool>(op.attrs.at("keep_dims"))) {
    kept = reduced_shape(op);
    y = reshape(y, kept);
    grad = reshape(grad, kept);
  } else {
    kept = shape(y);
  }
  Ref indicators = gen("Cast", {gen("Equal", {y, op.inputs[0]})}, {{"DstT", dtype(grad)}});
  Ref num_selected = reshape(reduce_sum(indicators, op.inputs[1], false), kept);
  return {mul(binary("truediv", "RealDiv", indicators, num_selected), grad), nullptr};
}

// _ProdGrad: each element's gradient is the product of the others in its reduction, computed
// without division (so zeros work) as the exclusive cumulative products from both sides. TF
// finds the permutation with ListDiff/InvertPermutation ops; tfplay computes it while tracing
// (the axes must be constants and the rank known).
Grads prod_grad(const OpRecord& op, const Grads& g) {
  const Ref& x = op.inputs[0];
  const tensor::TensorShape& s = static_shape(x);
  std::optional<tensor::Tensor> axes = constant_value(op.inputs[1]);
  if (!s.has_rank() || !axes)
    py::raise(py::E().NotImplementedError, "tfplay cannot compute the gradient of Prod when its input's rank or its axes are unknown while tracing yet");
  const int64_t rank = *s.rank();
  Ref input_shape = shape(x);
  Ref grad = g[0];
  if (!std::get<bool>(op.attrs.at("keep_dims"))) grad = reshape(grad, reduced_shape(op));
  grad = gen("BroadcastTo", {grad, input_shape});
  std::vector<bool> is_reduced(static_cast<std::size_t>(rank), false);
  for (int64_t a : axes->to_int64_vector()) is_reduced.at(static_cast<std::size_t>((a + rank) % std::max<int64_t>(rank, 1))) = true;
  std::vector<int64_t> reduced, other;
  for (int64_t i = 0; i < rank; ++i) (is_reduced[static_cast<std::size_t>(i)] ? reduced : other).push_back(i);
  std::vector<int64_t> perm = reduced;
  perm.insert(perm.end(), other.begin(), other.end());
  std::vector<int64_t> inverse(perm.size());
  for (std::size_t i = 0; i < perm.size(); ++i) inverse[static_cast<std::size_t>(perm[i])] = static_cast<int64_t>(i);
  auto count = [&](const std::vector<int64_t>& dims) {
    // An int32 constant even when empty (a Python [] would be float32).
    Ref index = constant_tensor(tensor::Tensor::from_vector<int32_t>(DType::Int32, {static_cast<int64_t>(dims.size())},
                                                                     std::vector<int32_t>(dims.begin(), dims.end())));
    return gen("Prod", {gen("GatherV2", {input_shape, index, scalar(0, DType::Int32, "axis")}), ints({0})},
               {{"keep_dims", false}});
  };
  Ref permuted = gen("Transpose", {x, ints(perm)});
  Ref permuted_shape = shape(permuted);
  Ref reshaped = reshape(permuted, apply_op1("Pack", {py::List({count(reduced), count(other)})}, {}, py::Str("stack")));
  auto cumprod = [&](bool reverse) {
    return gen("Cumprod", {reshaped, scalar(0, DType::Int32, "axis")}, {{"exclusive", true}, {"reverse", reverse}});
  };
  Ref y = reshape(mul(cumprod(false), cumprod(true)), permuted_shape);
  Ref out = mul(grad, gen("Transpose", {y, ints(inverse)}));
  return {reshape(out, input_shape), nullptr};
}

// _CastGrad: only between the float and complex dtypes.
Grads cast_grad(const OpRecord& op, const Grads& g) {
  const DType src = dtype(op.inputs[0]), dst = dtype(g[0]);
  auto differentiable = [](DType d) { return is_float(d) || tensor::is_complex(d); };
  if (!differentiable(src) || !differentiable(dst)) return {nullptr};
  if (src == dst) return {g[0]};
  return {gen("Cast", {g[0]}, {{"DstT", src}})};
}

Grads none_grad(const OpRecord& op, const Grads&) { return Grads(op.inputs.size()); }

}  // namespace

void register_math_gradients() {
  register_gradient("AddV2", add_or_sub(false));
  register_gradient("Add", add_or_sub(false));
  register_gradient("Sub", add_or_sub(true));
  register_gradient("Mul", mul_grad);
  register_gradient("RealDiv", real_div_grad);
  register_gradient("FloorMod", floor_mod_grad);
  register_gradient("DivNoNan", div_no_nan_grad);
  register_gradient("Xdivy", xdivy_grad);
  register_gradient("MulNoNan", mul_no_nan_grad);
  register_gradient("Pow", pow_grad);
  register_gradient("Maximum", max_min("GreaterEqual"));
  register_gradient("Minimum", max_min("LessEqual"));
  register_gradient("SquaredDifference", squared_difference_grad);
  register_gradient("MatMul", matmul_grad);
  register_gradient("BatchMatMulV2", batch_matmul_grad);
  // _CumsumGrad: the cumulative sum the other way.
  register_gradient("Cumsum", +[](const OpRecord& op, const Grads& g) {
    return Grads{gen("Cumsum", {g[0], op.inputs[1]},
                     {{"exclusive", op.attrs.at("exclusive")}, {"reverse", !std::get<bool>(op.attrs.at("reverse"))}}),
                 nullptr};
  });
  register_gradient("Sum", sum_grad);
  register_gradient("Mean", mean_grad);
  register_gradient("Prod", prod_grad);
  register_gradient("Max", min_max_grad);
  register_gradient("Min", min_max_grad);
  register_gradient("Cast", cast_grad);
  register_gradient("AddN", +[](const OpRecord& op, const Grads& g) { return Grads(op.inputs.size(), g[0]); });
  register_gradient("Neg", +[](const OpRecord&, const Grads& g) { return Grads{neg(g[0])}; });
  // _SquareGrad: grad * (conj(x) * 2), conj for complex x (d(x^2)/dx's conjugate, as _MulGrad).
  register_gradient("Square", +[](const OpRecord& op, const Grads& g) {
    const Ref x = conj(op.inputs[0]);
    return Grads{gen("Mul", {g[0], gen("Mul", {x, scalar(2.0, dtype(x))})})};
  });
  register_gradient("Sqrt", +[](const OpRecord& op, const Grads& g) { return Grads{gen("SqrtGrad", {op.outputs[0], g[0]})}; });
  register_gradient("Exp", +[](const OpRecord& op, const Grads& g) { return Grads{mul(g[0], op.outputs[0])}; });
  register_gradient("Expm1", +[](const OpRecord& op, const Grads& g) { return Grads{mul(g[0], gen("Exp", {op.inputs[0]}))}; });
  register_gradient("Log", +[](const OpRecord& op, const Grads& g) { return Grads{mul(g[0], gen("Reciprocal", {op.inputs[0]}))}; });
  register_gradient("Log1p", +[](const OpRecord& op, const Grads& g) {
    const Ref& x = op.inputs[0];
    return Grads{mul(g[0], gen("Reciprocal", {binary("add", "AddV2", scalar(1, dtype(x), "x"), x)}))};
  });
  register_gradient("Reciprocal", +[](const OpRecord& op, const Grads& g) {
    // ReciprocalGrad(y, dy) = -dy * y * y, composed from the ops tfplay has.
    const Ref& y = op.outputs[0];
    Ref minus_grad = neg(g[0]);
    return Grads{mul(minus_grad, mul(y, y))};
  });
  register_gradient("Abs", +[](const OpRecord& op, const Grads& g) { return Grads{mul(g[0], gen("Sign", {op.inputs[0]}))}; });
  register_gradient("Sign", +[](const OpRecord& op, const Grads&) { return Grads{zeros_like(op.inputs[0])}; });
  register_gradient("Sigmoid", +[](const OpRecord& op, const Grads& g) { return Grads{gen("SigmoidGrad", {op.outputs[0], g[0]})}; });
  register_gradient("Tanh", +[](const OpRecord& op, const Grads& g) { return Grads{gen("TanhGrad", {op.outputs[0], g[0]})}; });
  register_gradient("Sin", +[](const OpRecord& op, const Grads& g) { return Grads{mul(g[0], gen("Cos", {op.inputs[0]}))}; });
  register_gradient("Cos", +[](const OpRecord& op, const Grads& g) {
    Ref minus_grad = neg(g[0]);
    return Grads{mul(minus_grad, gen("Sin", {op.inputs[0]}))};
  });
  // _AsinGrad / _AcosGrad: (-)grad * 1/sqrt(1 - x^2); _AtanGrad: grad * 1/(1 + x^2); _AtanhGrad:
  // grad * 1/(1 - x^2).
  auto one_minus_or_plus_square = [](const Ref& x, const Ref& grad, bool plus) {
    Ref x2 = gen("Square", {x});
    Ref one = scalar(1, dtype(grad));
    return plus ? gen("AddV2", {one, x2}) : gen("Sub", {one, x2});
  };
  register_gradient("Asin", [one_minus_or_plus_square](const OpRecord& op, const Grads& g) {
    return Grads{mul(g[0], gen("Reciprocal", {gen("Sqrt", {one_minus_or_plus_square(op.inputs[0], g[0], false)})}))};
  });
  register_gradient("Acos", [one_minus_or_plus_square](const OpRecord& op, const Grads& g) {
    Ref inv = gen("Reciprocal", {gen("Sqrt", {one_minus_or_plus_square(op.inputs[0], g[0], false)})});
    return Grads{mul(neg(g[0]), inv)};
  });
  register_gradient("Atan", [one_minus_or_plus_square](const OpRecord& op, const Grads& g) {
    return Grads{mul(g[0], gen("Reciprocal", {one_minus_or_plus_square(op.inputs[0], g[0], true)}))};
  });
  register_gradient("Atanh", [one_minus_or_plus_square](const OpRecord& op, const Grads& g) {
    return Grads{mul(g[0], gen("Reciprocal", {one_minus_or_plus_square(op.inputs[0], g[0], false)}))};
  });
  // _SinhGrad / _CoshGrad: grad * cosh(x) / grad * sinh(x); _AsinhGrad / _AcoshGrad: grad / cosh(y)
  // and grad / sinh(y) with y the op's output.
  // _CrossGrad: (cross(b, grad), cross(grad, a)).
  register_gradient("Cross", +[](const OpRecord& op, const Grads& g) {
    return Grads{gen("Cross", {op.inputs[1], g[0]}), gen("Cross", {g[0], op.inputs[0]})};
  });
  register_gradient("Sinh", +[](const OpRecord& op, const Grads& g) { return Grads{mul(g[0], gen("Cosh", {op.inputs[0]}))}; });
  register_gradient("Cosh", +[](const OpRecord& op, const Grads& g) { return Grads{mul(g[0], gen("Sinh", {op.inputs[0]}))}; });
  register_gradient("Asinh", +[](const OpRecord& op, const Grads& g) {
    return Grads{binary("truediv", "RealDiv", g[0], gen("Cosh", {op.outputs[0]}))};
  });
  register_gradient("Acosh", +[](const OpRecord& op, const Grads& g) {
    return Grads{binary("truediv", "RealDiv", g[0], gen("Sinh", {op.outputs[0]}))};
  });
  // _SelectGrad: the gradient goes to the branch each element was taken from.
  register_gradient("Select", +[](const OpRecord& op, const Grads& g) {
    Ref zeros = zeros_like(op.inputs[1]);
    Ref dt = gen("Select", {op.inputs[0], g[0], zeros});
    return Grads{nullptr, dt, gen("Select", {op.inputs[0], zeros, g[0]})};
  });
  register_gradient("Rsqrt", +[](const OpRecord& op, const Grads& g) { return Grads{gen("RsqrtGrad", {op.outputs[0], g[0]})}; });
  // _ErfGrad / _ErfcGrad: grad * (+-2/sqrt(pi)) * exp(-x^2).
  for (const bool complement : {false, true}) {
    register_gradient(complement ? "Erfc" : "Erf", [complement](const OpRecord& op, const Grads& g) {
      const double two_over_root_pi = 2.0 / std::sqrt(3.14159265358979323846);
      Ref factor = scalar(complement ? -two_over_root_pi : two_over_root_pi, dtype(g[0]));
      Ref scaled = mul(g[0], factor);
      return Grads{mul(scaled, gen("Exp", {neg(gen("Square", {op.inputs[0]}))}))};
    });
  }
  // _Atan2Grad: (x, -y) * grad / (y^2 + x^2) for inputs (y, x), reduced over the broadcast axes
  // (_ReduceGradientArgs, as TF 2.20 does since issue #60085).
  register_gradient("Atan2", +[](const OpRecord& op, const Grads& g) {
    const Ref &y = op.inputs[0], &x = op.inputs[1];
    Ref y_squared = gen("Square", {y});
    Ref grad_inv = binary("truediv", "RealDiv", g[0], binary("add", "AddV2", y_squared, gen("Square", {x})));
    Ref gy = mul(x, grad_inv);
    Ref gx = mul(neg(y), grad_inv);
    auto [ry, rx] = reduce_gradient_args(y, x, gy, gx);
    return Grads{ry, rx};
  });
  // _LgammaGrad: grad * digamma(x).
  register_gradient("Lgamma", +[](const OpRecord& op, const Grads& g) { return Grads{mul(g[0], gen("Digamma", {op.inputs[0]}))}; });
  // _DigammaGrad: grad * polygamma(1, x).
  register_gradient("Digamma", +[](const OpRecord& op, const Grads& g) {
    const Ref& x = op.inputs[0];
    return Grads{mul(g[0], gen("Polygamma", {scalar(1, dtype(x), "Const"), x}))};
  });
  for (const char* op : {"Floor", "Ceil", "Round", "Rint", "FloorDiv", "ArgMax", "ArgMin"}) register_gradient(op, none_grad);
  for (const char* op : {"Less", "LessEqual", "Greater", "GreaterEqual", "Equal", "NotEqual", "LogicalAnd", "LogicalOr",
                         "LogicalNot", "Range", "LinSpace", "IsNan", "IsInf", "IsFinite"})
    not_differentiable(op);
}

}  // namespace tfplay::tf::grad
