// tf.debugging assertions.
#include "core/tf/debugging.h"

#include "core/function/tensor_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/format_numpy.h"
#include "core/tensor/kernels.h"
#include "core/tf/convert.h"
#include "core/tf/errors.h"
#include "core/tf/op_dispatch.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::Tensor;

namespace {

struct BinaryAssert {
  const char* name;
  const char* symbol;
  tensor::BinaryOp op;
};

const BinaryAssert kAsserts[] = {
    {"assert_equal", "==", tensor::BinaryOp::Equal},        {"assert_none_equal", "!=", tensor::BinaryOp::NotEqual},
    {"assert_less", "<", tensor::BinaryOp::Less},           {"assert_less_equal", "<=", tensor::BinaryOp::LessEqual},
    {"assert_greater", ">", tensor::BinaryOp::Greater},     {"assert_greater_equal", ">=", tensor::BinaryOp::GreaterEqual},
};

// The elements of a flat tensor at `indices`, as a 1-D tensor of the same dtype.
Tensor gather_flat(const Tensor& flat, const std::vector<int64_t>& indices) {
  return tensor::visit_dtype(flat.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    std::vector<T> out;
    for (int64_t i : indices) out.push_back(flat.data<T>()[i]);
    const int64_t n = static_cast<int64_t>(out.size());  // read before `out` is moved
    return Tensor::from_vector<T>(flat.dtype(), {n}, std::move(out));
  });
}

// The first n elements of a flattened tensor, as numpy prints them.
std::string first_elements(const Tensor& t, int64_t n) {
  Tensor flat = t.with_shape({t.num_elements()});
  if (n >= 0 && n < flat.num_elements()) {
    std::vector<int64_t> idx(static_cast<std::size_t>(n));
    for (int64_t i = 0; i < n; ++i) idx[static_cast<std::size_t>(i)] = i;
    flat = gather_flat(flat, idx);
  }
  return tensor::numpy_str(flat);
}

// check_ops._binary_assert's eager message (_make_assert_msg_data + _pretty_print).
std::string failure_message(const BinaryAssert& b, const Tensor& x, const Tensor& y, const Tensor& ok,
                            const std::string& message, int64_t summarize) {
  std::string out;
  if (!message.empty()) out += message + "\n";
  out += std::string("Condition x ") + b.symbol + " y did not hold.";
  if (x.shape() == y.shape() && x.rank() > 0) {
    std::vector<int64_t> indices;  // row-major multi-indices of failing elements
    std::vector<int64_t> flat;
    const int64_t rank = x.rank();
    for (int64_t i = 0; i < ok.num_elements() && static_cast<int64_t>(flat.size()) < summarize; ++i) {
      if (ok.as_double(i) != 0) continue;
      flat.push_back(i);
      int64_t rem = i;
      std::vector<int64_t> idx(static_cast<std::size_t>(rank));
      for (int64_t d = rank - 1; d >= 0; --d) {
        idx[static_cast<std::size_t>(d)] = rem % x.shape()[static_cast<std::size_t>(d)];
        rem /= x.shape()[static_cast<std::size_t>(d)];
      }
      indices.insert(indices.end(), idx.begin(), idx.end());
    }
    int64_t k = static_cast<int64_t>(flat.size());
    Tensor idx_t = Tensor::from_vector<int64_t>(tensor::DType::Int64, {k, rank}, indices);
    out += "\nIndices of first " + std::to_string(k) + " different values:\n" + tensor::numpy_str(idx_t);
    out += "\nCorresponding x values:\n" + tensor::numpy_str(gather_flat(x.with_shape({x.num_elements()}), flat));
    out += "\nCorresponding y values:\n" + tensor::numpy_str(gather_flat(y.with_shape({y.num_elements()}), flat));
  }
  int64_t nx = summarize < 0 ? x.num_elements() : std::min<int64_t>(summarize, x.num_elements());
  int64_t ny = summarize < 0 ? y.num_elements() : std::min<int64_t>(summarize, y.num_elements());
  out += "\nFirst " + std::to_string(nx) + " elements of x:\n" + first_elements(x, nx);
  out += "\nFirst " + std::to_string(ny) + " elements of y:\n" + first_elements(y, ny);
  return out;
}

py::NativeFn binary_assert(const BinaryAssert& b) {
  return [&b](CallArgs& a) -> Ref {
    Ref x = a.args.size() > 0 ? a.args[0] : a.kwarg("x");
    Ref y = a.args.size() > 1 ? a.args[1] : a.kwarg("y");
    if (!x || !y) py::raise_type_error(std::string(b.name) + "() missing required argument: 'x' or 'y'");
    Ref message = a.args.size() > 2 ? a.args[2] : a.kwarg("message");
    Ref summarize_arg = a.args.size() > 3 ? a.args[3] : a.kwarg("summarize");
    Ref tx = convert_to_tensor(x, std::nullopt);
    Ref ty = convert_to_tensor(y, function::as_tensor(y.get()) ? std::nullopt
                                                                : std::optional<tensor::DType>(function::as_tensor(tx.get())->dtype));
    auto* X = function::as_tensor(tx.get());
    auto* Y = function::as_tensor(ty.get());
    if (!X->is_eager() || !Y->is_eager())
      py::raise(py::E().NotImplementedError,
                std::string("tf.debugging.") + b.name + " inside tf.function is not supported by tfplay yet");
    if (X->dtype != Y->dtype)
      py::raise_type_error("Input 'y' of '" + std::string(b.op == tensor::BinaryOp::Equal ? "Equal" : "Less") +
                           "' Op has type " + std::string(tensor::name(Y->dtype)) + " that does not match type " +
                           std::string(tensor::name(X->dtype)) + " of argument 'x'.");
    Tensor ok = translate_errors([&] { return tensor::binary_op(b.op, *X->value, *Y->value); });
    bool all = true;
    for (int64_t i = 0; i < ok.num_elements(); ++i) all = all && ok.as_double(i) != 0;
    if (all) return py::None();
    int64_t summarize = summarize_arg && !py::is_none(summarize_arg.get()) ? py::as_int(summarize_arg.get()) : 3;
    std::string msg = message && !py::is_none(message.get()) ? py::str(message) : "";
    py::raise(error_type("InvalidArgumentError"), failure_message(b, *X->value, *Y->value, ok, msg, summarize));
  };
}

}  // namespace

Ref build_debugging_module() {
  Ref m = py::Module("tensorflow.debugging");
  for (const BinaryAssert& b : kAsserts) m->dict->set(b.name, py::NativeFunction(b.name, binary_assert(b)));
  return m;
}

}  // namespace tfplay::tf
