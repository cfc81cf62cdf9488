// Element-wise binary kernels (TF: tensorflow/core/kernels/cwise_op_*.cc, functors in
// cwise_ops.h). Integer arithmetic wraps (two's complement) like Eigen on CPU; integer
// division by zero is an error, as in TF's `safe_div`-based kernels.
#include <cmath>
#include <cstddef>
#include <functional>
#include <limits>
#include <type_traits>
#include <utility>

#include "core/tensor/kernels_complex.h"
#include "core/tensor/broadcast.h"
#include "core/tensor/denormals.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/eigen_float_math.h"
#include "core/tensor/kernels.h"
#include "core/tensor/simd.h"

namespace tfplay::tensor {

namespace {

template <typename T> constexpr bool kIsInt = std::is_integral_v<T> && !std::is_same_v<T, bool>;
template <typename T> constexpr bool kIsFloat = std::is_same_v<T, float>;

// Wrapping integer arithmetic without signed-overflow UB.
template <typename T> T wrap_add(T a, T b) {
  using U = std::make_unsigned_t<T>;
  return static_cast<T>(static_cast<U>(a) + static_cast<U>(b));
}
template <typename T> T wrap_sub(T a, T b) {
  using U = std::make_unsigned_t<T>;
  return static_cast<T>(static_cast<U>(a) - static_cast<U>(b));
}
template <typename T> T wrap_mul(T a, T b) {
  using U = std::make_unsigned_t<T>;
  using W = std::conditional_t<(sizeof(T) < sizeof(unsigned)), unsigned, U>;
  return static_cast<T>(static_cast<W>(static_cast<U>(a)) * static_cast<W>(static_cast<U>(b)));
}

template <typename T> T trunc_div(T a, T b) {
  if constexpr (std::is_signed_v<T>) {
    if (b == -1) return wrap_sub<T>(T(0), a);  // avoids INT_MIN / -1 overflow
  }
  return static_cast<T>(a / b);
}

// TF functor::google_floor_div for integers.
template <typename T> T floor_div_int(T a, T b) {
  if constexpr (std::is_signed_v<T>) {
    if (b == -1) return wrap_sub<T>(T(0), a);
    const T q = static_cast<T>(a / b);
    return ((a % b != 0) && ((a < 0) != (b < 0))) ? static_cast<T>(q - 1) : q;
  } else {
    return static_cast<T>(a / b);
  }
}

// TF functor::google_floor_fmod for integers: result has the sign of the divisor.
template <typename T> T floor_mod_int(T a, T b) {
  if constexpr (std::is_signed_v<T>) {
    if (b == -1) return T(0);
    const T r = static_cast<T>(a % b);
    return (r != 0 && ((r < 0) != (b < 0))) ? static_cast<T>(r + b) : r;
  } else {
    return static_cast<T>(a % b);
  }
}

// TF functor::google_floor_fmod for floats.
template <typename T> T floor_mod_float(T a, T b) {
  const T r = std::fmod(a, b);
  return (r != 0 && ((b < 0) != (r < 0))) ? r + b : r;
}

// Integer power by squaring (TF's `ipow`, cwise_ops.h); wraps on overflow.
template <typename T> T int_pow(T base, T exp) {
  T result = 1;
  while (exp) {
    if (exp & 1) result = wrap_mul<T>(result, base);
    exp = static_cast<T>(exp >> 1);
    if (exp) base = wrap_mul<T>(base, base);
  }
  return result;
}

template <typename T> void check_nonzero_divisor(const Tensor& y) {
  const T* b = y.data<T>();
  for (int64_t i = 0; i < y.num_elements(); ++i) {
    if (b[i] == 0) throw invalid_argument("Integer division by zero");
  }
}

// No vector form: run_binary's loops stay scalar (the compiler may still vectorize them).
struct NoVector {};

// For a plan whose operands are a full row and possibly a single element: whether x (a_one) or
// y (b_one) is the one broadcast. same_shape wins when both are single elements (x_is_one and
// y_is_one both hold), and x wins over y.
std::pair<bool, bool> broadcast_operands(const BroadcastPlan& plan) {
  return {!plan.same_shape && plan.x_is_one, !plan.same_shape && !plan.x_is_one && plan.y_is_one};
}

// out[i] = f(a[i], b[i]) over contiguous float rows, four lanes at a time with vf (the same
// IEEE operation as f, so the results are bit-identical), then a scalar tail. A null a_one /
// b_one means that operand is a full row; otherwise its single element is broadcast.
template <typename F, typename VF>
void vector_rows(const float* a, const float* b, float* o, int64_t n, bool a_one, bool b_one,
                 F f, VF vf) {
  using simd::F32x4;
  int64_t i = 0;
  const int64_t body = n - n % (2 * simd::kLanes);
  if (a_one) {
    const F32x4 av = simd::splat(a[0]);
    for (; i < body; i += 2 * simd::kLanes) {
      simd::store(o + i, vf(av, simd::load(b + i)));
      simd::store(o + i + simd::kLanes, vf(av, simd::load(b + i + simd::kLanes)));
    }
    for (; i < n; ++i) o[i] = f(a[0], b[i]);
  } else if (b_one) {
    const F32x4 bv = simd::splat(b[0]);
    for (; i < body; i += 2 * simd::kLanes) {
      simd::store(o + i, vf(simd::load(a + i), bv));
      simd::store(o + i + simd::kLanes, vf(simd::load(a + i + simd::kLanes), bv));
    }
    for (; i < n; ++i) o[i] = f(a[i], b[0]);
  } else {
    for (; i < body; i += 2 * simd::kLanes) {
      simd::store(o + i, vf(simd::load(a + i), simd::load(b + i)));
      simd::store(o + i + simd::kLanes,
                  vf(simd::load(a + i + simd::kLanes), simd::load(b + i + simd::kLanes)));
    }
    for (; i < n; ++i) o[i] = f(a[i], b[i]);
  }
}

// The element-wise loop of the dtypes without loops of their own (kOwnLoops below): `fn` computes
// one output element from one element of each operand, addressed as bytes (in_size per operand
// element, out_size per output element). A null-stride operand (a_one / b_one) is broadcast.
using ElementFn = void (*)(const void* a, const void* b, void* o);
[[gnu::noinline]] void strided_binary(const BroadcastPlan& plan, const char* a, const char* b, char* o,
                                      int64_t n, std::size_t in_size, std::size_t out_size, ElementFn fn) {
  if (plan.same_shape || plan.x_is_one || plan.y_is_one) {
    const auto [a_one, b_one] = broadcast_operands(plan);
    const std::size_t a_step = a_one ? 0 : in_size;
    const std::size_t b_step = b_one ? 0 : in_size;
    for (int64_t i = 0; i < n; ++i, a += a_step, b += b_step, o += out_size) fn(a, b, o);
    return;
  }
  for_each_broadcast(plan, [&](int64_t oi, int64_t xi, int64_t yi) {
    fn(a + xi * in_size, b + yi * in_size, o + oi * out_size);
  });
}

// float32 (and float16's float storage) and int32 carry a program's arithmetic: their kernels
// keep loops of their own per op (contiguous, broadcast scalar, vectorized). The other dtypes
// (int8/16/64, uint8, bool, float64, string) run strided_binary with one small element function
// per op, which keeps ten dtypes x every op x four loop shapes out of the engine's code
// (docs/engine-size.md).
template <typename T> constexpr bool kOwnLoops = std::is_same_v<T, float> || std::is_same_v<T, int32_t>;

// Out o = f(a, b) for one element of each operand, through strided_binary. `F` is a captureless
// lambda (or std function object), so the element function rebuilds it.
template <typename T, typename Out, typename F>
Tensor run_generic(const BroadcastPlan& plan, const Tensor& x, const Tensor& y, DType out_dtype, F) {
  static_assert(std::is_empty_v<F> && std::is_default_constructible_v<F>);
  Tensor out = Tensor::uninitialized(out_dtype, plan.out_shape);  // every element is written
  strided_binary(plan, reinterpret_cast<const char*>(x.data<T>()), reinterpret_cast<const char*>(y.data<T>()),
                 reinterpret_cast<char*>(out.mutable_data<Out>()), out.num_elements(), sizeof(T), sizeof(Out),
                 [](const void* a, const void* b, void* o) {
                   *static_cast<Out*>(o) = F{}(*static_cast<const T*>(a), *static_cast<const T*>(b));
                 });
  return out;  // never float16 (whose storage type float has loops of its own)
}

// The one element-wise binary kernel. `vf`, when given (float Add/Sub/Mul/Div), is f on four
// lanes: the contiguous same-shape and scalar-broadcast cases then run vector_rows.
// Each (dtype, op) kernel here is its own function (noinline): a wasm engine compiles a function
// on its first call and re-optimizes it once hot, so the float Add a program runs is compiled
// without the int8 Pow it never runs. Inlined into one, binary_op was a 150 KB function V8 took
// 0.6 s of a page's first run to optimize (docs/engine-size.md).
template <typename T, typename Out, typename F, typename VF = NoVector>
[[gnu::noinline]] Tensor run_binary(const BroadcastPlan& plan, const Tensor& x, const Tensor& y,
                                     DType out_dtype, F f, VF vf = {}) {
  Tensor out = Tensor::uninitialized(out_dtype, plan.out_shape);  // every element is written
  const T* a = x.data<T>();
  const T* b = y.data<T>();
  Out* o = out.mutable_data<Out>();
  const int64_t n = out.num_elements();
  constexpr bool kVector = !std::is_same_v<VF, NoVector>;
  if constexpr (kVector) {
    if (plan.same_shape || plan.x_is_one || plan.y_is_one) {
      const auto [a_one, b_one] = broadcast_operands(plan);
      if (ScopedFlushDenormal* ftz = ScopedFlushDenormal::current()) {
        // Flushed as written: one pass over the output instead of a second one to scan it.
        vector_rows(a, b, o, n, a_one, b_one, [&f](T p, T q) { return flush_subnormal(f(p, q)); },
                    [&vf](simd::F32x4 p, simd::F32x4 q) { return simd::flush_subnormal(vf(p, q)); });
        ftz->note_flushed(o);
      } else {
        vector_rows(a, b, o, n, a_one, b_one, f, vf);
      }
      return finish_float16(std::move(out));
    }
  }
  // Contiguous scalar paths first: loops the compiler can vectorize.
  if (plan.same_shape) {
    for (int64_t i = 0; i < n; ++i) o[i] = f(a[i], b[i]);
  } else if (plan.y_is_one) {
    const T& bv = b[0];
    for (int64_t i = 0; i < n; ++i) o[i] = f(a[i], bv);
  } else if (plan.x_is_one) {
    const T& av = a[0];
    for (int64_t i = 0; i < n; ++i) o[i] = f(av, b[i]);
  } else {
    for_each_broadcast(plan, [&](int64_t oi, int64_t xi, int64_t yi) { o[oi] = f(a[xi], b[yi]); });
  }
  return finish_float16(std::move(out));
}

// float32 Pow as TF's Eigen expression computes it: generic_pow for the output elements before
// the last n % 8, powf for the rest, whatever the broadcast (eigen_float_math.h).
[[gnu::noinline]] Tensor eigen_pow_float32(const BroadcastPlan& plan, const Tensor& x, const Tensor& y) {
  Tensor out = Tensor::uninitialized(DType::Float32, plan.out_shape);  // every element is written
  const float* a = x.data<float>();
  const float* b = y.data<float>();
  float* o = out.mutable_data<float>();
  const int64_t n = out.num_elements();
  const int64_t packet_end = eigen_packet_end(n);
  if (plan.same_shape || plan.x_is_one || plan.y_is_one) {
    const auto [a_one, b_one] = broadcast_operands(plan);
    eigen_pow_floats(a, a_one, b, b_one, o, n, packet_end);
  } else {
    for_each_broadcast(plan, [&](int64_t oi, int64_t xi, int64_t yi) {
      o[oi] = oi < packet_end ? eigen_pow_packet_lane(a[xi], b[yi]) : std::pow(a[xi], b[yi]);
    });
  }
  return out;
}

// run_binary for float32 and int32, run_generic for the other dtypes.
template <typename T, typename Out, typename F>
Tensor run_elementwise(const BroadcastPlan& plan, const Tensor& x, const Tensor& y, DType out_dtype, F f) {
  if constexpr (kOwnLoops<T>) {
    return run_binary<T, Out>(plan, x, y, out_dtype, f);
  } else {
    return run_generic<T, Out>(plan, x, y, out_dtype, f);
  }
}

template <typename T>
[[gnu::noinline]] Tensor arithmetic(BinaryOp op, const BroadcastPlan& plan, const Tensor& x, const Tensor& y) {
  const DType dt = x.dtype();
  auto run = [&](auto f) { return run_elementwise<T, T>(plan, x, y, dt, f); };
  // float (float32 and float16's storage) with a four-lane form of the same operation.
  auto run_vec = [&](auto f, auto vf) { return run_binary<T, T>(plan, x, y, dt, f, vf); };
  if constexpr (std::is_same_v<T, std::string>) {
    if (op == BinaryOp::Add) return run([](const T& a, const T& b) { return a + b; });
    throw OpError(OpError::Code::Unimplemented, "binary op not supported for strings");
  } else if constexpr (std::is_same_v<T, bool>) {
    throw OpError(OpError::Code::Unimplemented, "arithmetic is not supported for bool");
  } else if constexpr (kIsInt<T>) {
    switch (op) {
      case BinaryOp::Add: return run([](T a, T b) { return wrap_add(a, b); });
      case BinaryOp::Sub: return run([](T a, T b) { return wrap_sub(a, b); });
      case BinaryOp::Mul: return run([](T a, T b) { return wrap_mul(a, b); });
      case BinaryOp::RealDiv:
      case BinaryOp::Div:
        check_nonzero_divisor<T>(y);
        return run([](T a, T b) { return trunc_div(a, b); });
      case BinaryOp::FloorDiv:
        check_nonzero_divisor<T>(y);
        return run([](T a, T b) { return floor_div_int(a, b); });
      case BinaryOp::FloorMod:
        check_nonzero_divisor<T>(y);
        return run([](T a, T b) { return floor_mod_int(a, b); });
      case BinaryOp::Pow:
        if constexpr (std::is_signed_v<T>) {
          const T* b = y.data<T>();
          for (int64_t i = 0; i < y.num_elements(); ++i) {
            if (b[i] < 0) {
              throw invalid_argument("Integers to negative integer powers are not allowed");
            }
          }
        }
        return run([](T a, T b) { return int_pow(a, b); });
      case BinaryOp::Maximum: return run([](T a, T b) { return a > b ? a : b; });
      case BinaryOp::Minimum: return run([](T a, T b) { return a < b ? a : b; });
      case BinaryOp::SquaredDifference:
        return run([](T a, T b) { T d = wrap_sub(a, b); return wrap_mul(d, d); });
      default: break;
    }
  } else {  // floating point (float16 computes in float and is rounded by run_binary)
    switch (op) {
      case BinaryOp::Add:
        if constexpr (kIsFloat<T>) return run_vec(std::plus<T>{}, std::plus<simd::F32x4>{});
        return run([](T a, T b) { return a + b; });
      case BinaryOp::Sub:
        if constexpr (kIsFloat<T>) return run_vec(std::minus<T>{}, std::minus<simd::F32x4>{});
        return run([](T a, T b) { return a - b; });
      case BinaryOp::Mul:
        if constexpr (kIsFloat<T>) {
          return run_vec(std::multiplies<T>{}, std::multiplies<simd::F32x4>{});
        }
        return run([](T a, T b) { return a * b; });
      case BinaryOp::RealDiv:
      case BinaryOp::Div:
        if constexpr (kIsFloat<T>) return run_vec(std::divides<T>{}, std::divides<simd::F32x4>{});
        return run([](T a, T b) { return a / b; });
      case BinaryOp::FloorDiv: return run([](T a, T b) { return std::floor(a / b); });
      case BinaryOp::FloorMod: return run([](T a, T b) { return floor_mod_float(a, b); });
      case BinaryOp::Pow: return run([](T a, T b) { return static_cast<T>(std::pow(a, b)); });
      case BinaryOp::Maximum:
        return run([](T a, T b) { return (std::isnan(a) || a > b) ? a : b; });
      case BinaryOp::Minimum:
        return run([](T a, T b) { return (std::isnan(a) || a < b) ? a : b; });
      case BinaryOp::SquaredDifference: return run([](T a, T b) { return (a - b) * (a - b); });
      case BinaryOp::Atan2: return run([](T a, T b) { return static_cast<T>(std::atan2(a, b)); });
      case BinaryOp::DivNoNan: return run([](T a, T b) { return b == T(0) ? T(0) : a / b; });
      case BinaryOp::MulNoNan: return run([](T a, T b) { return b == T(0) ? T(0) : a * b; });
      case BinaryOp::Xdivy: return run([](T a, T b) { return a == T(0) ? T(0) : a / b; });
      default: break;
    }
  }
  throw OpError(OpError::Code::Internal, "arithmetic: not an arithmetic op");
}

template <typename T>
[[gnu::noinline]] Tensor compare(BinaryOp op, const BroadcastPlan& plan, const Tensor& x, const Tensor& y) {
  auto run = [&](auto f) { return run_elementwise<T, bool>(plan, x, y, DType::Bool, f); };
  switch (op) {
    case BinaryOp::Equal: return run([](const T& a, const T& b) { return a == b; });
    case BinaryOp::NotEqual: return run([](const T& a, const T& b) { return a != b; });
    case BinaryOp::Less: return run([](const T& a, const T& b) { return a < b; });
    case BinaryOp::LessEqual: return run([](const T& a, const T& b) { return a <= b; });
    case BinaryOp::Greater: return run([](const T& a, const T& b) { return a > b; });
    case BinaryOp::GreaterEqual: return run([](const T& a, const T& b) { return a >= b; });
    default: break;
  }
  throw OpError(OpError::Code::Internal, "compare: not a comparison");
}

}  // namespace

bool is_comparison(BinaryOp op) {
  switch (op) {
    case BinaryOp::Equal:
    case BinaryOp::NotEqual:
    case BinaryOp::Less:
    case BinaryOp::LessEqual:
    case BinaryOp::Greater:
    case BinaryOp::GreaterEqual: return true;
    default: return false;
  }
}

Tensor tf_binary_op(BinaryOp op, const Tensor& x, const Tensor& y) {
  if (op != BinaryOp::Pow || x.dtype() != DType::Float32 || y.dtype() != DType::Float32) return binary_op(op, x, y);
  return eigen_pow_float32(x.shape() == y.shape() ? same_shape_plan(x.shape()) : plan_broadcast(x.shape(), y.shape()), x, y);
}

Tensor binary_op(BinaryOp op, const Tensor& x, const Tensor& y) {
  if (x.dtype() != y.dtype()) {
    throw OpError(OpError::Code::Internal, "binary_op: operand dtypes differ");
  }
  if (is_complex(x.dtype())) return complex_binary(op, x, y);
  // run_binary reads a plan's strides only when the shapes differ.
  const BroadcastPlan plan = x.shape() == y.shape() ? same_shape_plan(x.shape()) : plan_broadcast(x.shape(), y.shape());
  if (op == BinaryOp::LogicalAnd || op == BinaryOp::LogicalOr) {
    if (x.dtype() != DType::Bool) throw OpError(OpError::Code::Internal, "logical op on non-bool");
    if (op == BinaryOp::LogicalAnd) {
      return run_generic<bool, bool>(plan, x, y, DType::Bool, [](bool a, bool b) { return a && b; });
    }
    return run_generic<bool, bool>(plan, x, y, DType::Bool, [](bool a, bool b) { return a || b; });
  }
  return visit_dtype(x.dtype(), [&](auto tag) -> Tensor {
    using T = typename decltype(tag)::type;
    if (is_comparison(op)) return compare<T>(op, plan, x, y);
    return arithmetic<T>(op, plan, x, y);
  });
}

}  // namespace tfplay::tensor
