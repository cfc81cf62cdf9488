// Math ops (TF: tensorflow/core/ops/math_ops.cc): element-wise binary and unary ops, Cast,
// reductions, ArgMax/ArgMin, MatMul and BatchMatMulV2.
//
// Allowed-type texts are TF 2.x's declarations written as Python dtype names, in TF's order
// (used verbatim in "not in list of allowed values" errors; UNCONFIRMED against 2.20 for the
// unsigned types). tfplay accepts the subset of those dtypes it implements.
#include <cmath>

#include "core/graph/op_registry.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

namespace {

using tensor::BinaryOp;
using tensor::ReduceOp;
using tensor::UnaryOp;

// A kernel's one output, moved in: `std::vector<Tensor>{t}` would copy it (its shape included)
// out of the initializer list, on every eager add and multiply.
std::vector<Tensor> single(Tensor t) {
  std::vector<Tensor> out;
  out.reserve(1);
  out.push_back(std::move(t));
  return out;
}

const char* kAddV2Types =
    "bfloat16, float16, float32, float64, uint8, uint16, uint32, uint64, int8, int16, int32, "
    "int64, complex64, complex128";
const char* kAddTypes =
    "bfloat16, float16, float32, float64, uint8, int8, int16, int32, int64, complex64, "
    "complex128, string";
const char* kBinaryMore =
    "bfloat16, float16, float32, float64, uint8, int8, uint16, int16, int32, int64, complex64, "
    "complex128, uint32, uint64";
const char* kMaxMinTypes =
    "bfloat16, float16, float32, float64, int8, uint8, int16, uint16, int32, uint32, int64, "
    "uint64";
const char* kFloorModTypes =
    "int8, int16, int32, int64, uint8, uint16, uint32, uint64, bfloat16, float16, float32, "
    "float64";
const char* kPowTypes =
    "bfloat16, float32, float16, float64, int8, int16, int32, int64, complex64, complex128";
const char* kRealNumberTypes =
    "float32, float64, int32, uint8, int16, int8, int64, bfloat16, uint16, float16, uint32, "
    "uint64";
const char* kNumberTypes =
    "float32, float64, int32, uint8, int16, int8, complex64, int64, qint8, quint8, qint32, "
    "bfloat16, qint16, quint16, uint16, complex128, float16, uint32, uint64";
const char* kUnary =
    "bfloat16, float16, float32, float64, int8, int16, int32, int64, complex64, complex128";
const char* kUnaryComplex = "bfloat16, float16, float32, float64, complex64, complex128";
const char* kUnaryReal = "bfloat16, float16, float32, float64";
const char* kIndexTypes = "int32, int64";
const char* kMatMulTypes =
    "bfloat16, float16, float32, float64, int32, int64, uint8, uint16, uint32, uint64, int8, "
    "int16, complex64, complex128";

// ---- element-wise binary --------------------------------------------------------------------

void add_binary(OpRegistry& r, const std::string& name, BinaryOp op, const char* allowed,
                bool bool_output, const std::string& summary) {
  OpDef d;
  d.name = name;
  d.summary = summary;
  d.inputs = {arg("x", "T"), arg("y", "T")};
  ArgDef z = bool_output ? fixed_arg("z", DType::Bool) : arg("z", "T");
  d.outputs = {z};
  d.attrs = {type_attr("T", allowed)};
  if (name == "Equal" || name == "NotEqual") {
    d.attrs.push_back(plain_attr("incompatible_shape_error", "bool", true));
  }
  const bool has_shape_error_attr = name == "Equal" || name == "NotEqual";
  d.shape_fn = [bool_output, has_shape_error_attr](const InferenceContext& c) {
    const DType out = bool_output ? DType::Bool : c.attr<DType>("T");
    try {
      return std::vector<OutputSpec>{{out, broadcast_shape(c.input_shapes[0], c.input_shapes[1])}};
    } catch (const tensor::OpValueError&) {
      // incompatible_shape_error=false (Tensor.__eq__): the shape is unknown until run time.
      if (has_shape_error_attr && !c.attr<bool>("incompatible_shape_error")) {
        return std::vector<OutputSpec>{{out, TensorShape::unknown()}};
      }
      throw;
    }
  };
  d.kernel = [op, has_shape_error_attr](KernelContext& c) {
    try {
      return single(tensor::tf_binary_op(op, c.inputs[0], c.inputs[1]));
    } catch (const tensor::OpError&) {
      // cwise_ops_common.h: with incompatible_shape_error=false, Equal of unbroadcastable
      // shapes is a scalar false (NotEqual: true).
      if (has_shape_error_attr && !c.attr<bool>("incompatible_shape_error") &&
          c.inputs[0].dtype() == c.inputs[1].dtype()) {
        return std::vector<Tensor>{Tensor::scalar_bool(op == BinaryOp::NotEqual)};
      }
      throw;
    }
  };
  r.add(std::move(d));
}

void add_logical(OpRegistry& r, const std::string& name, BinaryOp op) {
  OpDef d;
  d.name = name;
  d.summary = "Returns the truth value of x " + std::string(op == BinaryOp::LogicalAnd ? "AND" : "OR") + " y element-wise.";
  d.inputs = {fixed_arg("x", DType::Bool), fixed_arg("y", DType::Bool)};
  d.outputs = {fixed_arg("z", DType::Bool)};
  d.shape_fn = +[](const InferenceContext& c) {
    return std::vector<OutputSpec>{
        {DType::Bool, broadcast_shape(c.input_shapes[0], c.input_shapes[1])}};
  };
  d.kernel = [op](KernelContext& c) {
    return single(tensor::binary_op(op, c.inputs[0], c.inputs[1]));
  };
  r.add(std::move(d));
}

// ---- element-wise unary ---------------------------------------------------------------------

void add_unary(OpRegistry& r, const std::string& name, UnaryOp op, const char* allowed,
               bool bool_output = false) {
  OpDef d;
  d.name = name;
  d.summary = "Computes " + name + " of x element-wise.";
  d.inputs = {arg("x", "T")};
  d.outputs = {bool_output ? fixed_arg("y", DType::Bool) : arg("y", "T")};
  d.attrs = {type_attr("T", allowed)};
  d.shape_fn = [bool_output](const InferenceContext& c) {
    return std::vector<OutputSpec>{
        {bool_output ? DType::Bool : c.attr<DType>("T"), c.input_shapes[0]}};
  };
  d.kernel = [op](KernelContext& c) {
    return single(tensor::tf_unary_op(op, c.inputs[0]));
  };
  r.add(std::move(d));
}

// ---- reductions -----------------------------------------------------------------------------

// common_shape_fns.cc ReductionShape.
TensorShape reduction_shape(const InferenceContext& c, bool keep_dims) {
  const TensorShape& in = c.input_shapes[0];
  const Tensor* axes = c.input_values[1];
  if (!axes) {
    if (keep_dims && in.has_rank()) return TensorShape::unknown_with_rank(*in.rank());
    return TensorShape::unknown();
  }
  if (!in.has_rank()) return TensorShape::unknown();
  const int rank = *in.rank();
  std::vector<bool> reduce(rank, false);
  for (int64_t index : axes->to_int64_vector()) {
    if (index < -rank || index >= rank) {
      throw tensor::OpValueError("Invalid reduction dimension " + std::to_string(index) +
                                 " for input with " + std::to_string(rank) + " dimensions.");
    }
    reduce[index < 0 ? index + rank : index] = true;
  }
  std::vector<tensor::Dim> dims;
  for (int i = 0; i < rank; ++i) {
    if (!reduce[i]) dims.push_back(in.as_list()[i]);
    else if (keep_dims) dims.push_back(1);
  }
  return TensorShape(std::move(dims));
}

void add_reduction(OpRegistry& r, const std::string& name, ReduceOp op, const char* allowed) {
  OpDef d;
  d.name = name;
  d.summary = "Computes the " + name + " of elements across dimensions of a tensor.";
  const bool is_bool = op == ReduceOp::All || op == ReduceOp::Any;
  d.inputs = {is_bool ? fixed_arg("input", DType::Bool) : arg("input", "T"),
              arg("reduction_indices", "Tidx")};
  d.outputs = {is_bool ? fixed_arg("output", DType::Bool) : arg("output", "T")};
  if (!is_bool) d.attrs.push_back(type_attr("T", allowed));
  d.attrs.push_back(plain_attr("keep_dims", "bool", false));
  d.attrs.push_back(type_attr("Tidx", kIndexTypes, DType::Int32));
  d.shape_fn = [is_bool](const InferenceContext& c) {
    const DType out = is_bool ? DType::Bool : c.attr<DType>("T");
    return std::vector<OutputSpec>{{out, reduction_shape(c, c.attr<bool>("keep_dims"))}};
  };
  d.kernel = [op](KernelContext& c) {
    return std::vector<Tensor>{tensor::reduce(op, c.inputs[0], c.inputs[1].to_int64_vector(),
                                              c.attr<bool>("keep_dims"))};
  };
  r.add(std::move(d));
}

// EuclideanNorm (reduction_ops_euclidean_norm.cc): sqrt of the sum of squares; integer inputs
// take the square root of their integer sum and truncate it, as Eigen's reducer does.
void add_euclidean_norm(OpRegistry& r) {
  OpDef d;
  d.name = "EuclideanNorm";
  d.summary = "Computes the euclidean norm of elements across dimensions of a tensor.";
  d.inputs = {arg("input", "T"), arg("reduction_indices", "Tidx")};
  d.outputs = {arg("output", "T")};
  d.attrs = {plain_attr("keep_dims", "bool", false), type_attr("T", kNumberTypes), type_attr("Tidx", kIndexTypes, DType::Int32)};
  d.shape_fn = +[](const InferenceContext& c) {
    return std::vector<OutputSpec>{{c.attr<DType>("T"), reduction_shape(c, c.attr<bool>("keep_dims"))}};
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& x = c.inputs[0];
    Tensor sum = tensor::reduce(ReduceOp::Sum, tensor::binary_op(BinaryOp::Mul, x, x), c.inputs[1].to_int64_vector(),
                                c.attr<bool>("keep_dims"));
    if (tensor::is_floating(x.dtype())) return std::vector<Tensor>{tensor::unary_op(UnaryOp::Sqrt, sum)};
    tensor::visit_numeric(sum.dtype(), "EuclideanNorm", [&](auto tag) {
      using T = typename decltype(tag)::type;
      T* v = sum.mutable_data<T>();
      for (int64_t i = 0; i < sum.num_elements(); ++i) v[i] = static_cast<T>(std::sqrt(static_cast<double>(v[i])));
    });
    return std::vector<Tensor>{sum};
  };
  r.add(std::move(d));
}

void add_arg_reduce(OpRegistry& r, const std::string& name, bool is_max) {
  OpDef d;
  d.name = name;
  d.summary = "Returns the index with the " + std::string(is_max ? "largest" : "smallest") +
              " value across dimensions of a tensor.";
  d.inputs = {arg("input", "T"), arg("dimension", "Tidx")};
  d.outputs = {arg("output", "output_type")};
  d.attrs = {type_attr("T", std::string(kNumberTypes) + ", bool"),
             type_attr("Tidx", "int16, int32, int64", DType::Int32),
             type_attr("output_type", "int16, uint16, int32, int64", DType::Int64)};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& in = c.input_shapes[0];
    const DType out = c.attr<DType>("output_type");
    if (!in.has_rank()) return std::vector<OutputSpec>{{out, TensorShape::unknown()}};
    const int rank = *in.rank();
    const Tensor* dim = c.input_values[1];
    if (!dim) return std::vector<OutputSpec>{{out, TensorShape::unknown_with_rank(rank - 1)}};
    const int64_t axis = dim->as_int64(0);
    if (axis < -rank || axis >= rank) {
      throw tensor::OpValueError("Expected dimension in the range [" + std::to_string(-rank) +
                                 ", " + std::to_string(rank) + "), but got " +
                                 std::to_string(axis));
    }
    std::vector<tensor::Dim> dims = in.as_list();
    dims.erase(dims.begin() + (axis < 0 ? axis + rank : axis));
    return std::vector<OutputSpec>{{out, TensorShape(std::move(dims))}};
  };
  d.kernel = [is_max](KernelContext& c) {
    return std::vector<Tensor>{tensor::arg_reduce(is_max, c.inputs[0], c.inputs[1].as_int64(0),
                                                  c.attr<DType>("output_type"))};
  };
  r.add(std::move(d));
}

// ---- Cast, MatMul ---------------------------------------------------------------------------

// Cast to the internal uint64 dtype (tf.random.Generator's RngReadAndSkip delta): from int32
// or int64 only, wrapping as C++ static_cast does; other sources are tfplay-unsupported.
Tensor cast_to_uint64(const Tensor& x) {
  if (x.dtype() != DType::Int32 && x.dtype() != DType::Int64 && x.dtype() != DType::UInt64)
    throw tensor::OpError(tensor::OpError::Code::TfplayUnsupported,
                          "tfplay casts to uint64 only from int32 and int64, not " + std::string(tensor::runtime_name(x.dtype())));
  if (x.dtype() == DType::UInt64) return x;
  std::vector<uint64_t> values(static_cast<std::size_t>(x.num_elements()));
  for (int64_t i = 0; i < x.num_elements(); ++i) values[static_cast<std::size_t>(i)] = static_cast<uint64_t>(x.as_int64(i));
  return Tensor::from_vector<uint64_t>(DType::UInt64, x.shape(), values);
}

void add_cast(OpRegistry& r) {
  OpDef d;
  d.name = "Cast";
  d.summary = "Cast x of type SrcT to y of DstT.";
  d.inputs = {arg("x", "SrcT")};
  d.outputs = {arg("y", "DstT")};
  d.attrs = {type_attr("SrcT", ""), type_attr("DstT", ""), plain_attr("Truncate", "bool", false)};
  d.shape_fn = +[](const InferenceContext& c) {
    return std::vector<OutputSpec>{{c.attr<DType>("DstT"), c.input_shapes[0]}};
  };
  d.kernel = +[](KernelContext& c) {
    const DType to = c.attr<DType>("DstT");
    if (to == DType::UInt64) return std::vector<Tensor>{cast_to_uint64(c.inputs[0])};
    return std::vector<Tensor>{tensor::cast(c.inputs[0], to)};
  };
  r.add(std::move(d));
}

// Merges two matrix dims for shape functions: "Dimensions must be equal, but are 3 and 2".
void check_inner(const tensor::Dim& a, const tensor::Dim& b) {
  if (a && b && *a != *b) {
    throw tensor::OpValueError("Dimensions must be equal, but are " + std::to_string(*a) +
                               " and " + std::to_string(*b));
  }
}

void add_matmul(OpRegistry& r) {
  OpDef d;
  d.name = "MatMul";
  d.summary = "Multiply the matrix \"a\" by the matrix \"b\".";
  d.inputs = {arg("a", "T"), arg("b", "T")};
  d.outputs = {arg("product", "T")};
  d.attrs = {plain_attr("transpose_a", "bool", false), plain_attr("transpose_b", "bool", false),
             type_attr("T", kMatMulTypes)};
  d.shape_fn = +[](const InferenceContext& c) {
    const DType t = c.attr<DType>("T");
    const TensorShape& a = c.input_shapes[0];
    const TensorShape& b = c.input_shapes[1];
    for (const TensorShape* s : {&a, &b}) {
      if (s->has_rank() && *s->rank() != 2) {
        throw tensor::OpValueError("Shape must be rank 2 but is rank " +
                                   std::to_string(*s->rank()));
      }
    }
    if (!a.has_rank() || !b.has_rank()) {
      return std::vector<OutputSpec>{{t, TensorShape::unknown_with_rank(2)}};
    }
    const bool ta = c.attr<bool>("transpose_a"), tb = c.attr<bool>("transpose_b");
    const auto& da = a.as_list();
    const auto& db = b.as_list();
    check_inner(da[ta ? 0 : 1], db[tb ? 1 : 0]);
    return std::vector<OutputSpec>{{t, TensorShape({da[ta ? 1 : 0], db[tb ? 0 : 1]})}};
  };
  d.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{tensor::matmul(c.inputs[0], c.inputs[1],
                                              c.attr<bool>("transpose_a"),
                                              c.attr<bool>("transpose_b"))};
  };
  r.add(std::move(d));

  OpDef b;
  b.name = "BatchMatMulV2";
  b.summary = "Multiplies slices of two tensors in batches (broadcasting batch dims).";
  b.inputs = {arg("x", "T"), arg("y", "T")};
  b.outputs = {arg("output", "T")};
  b.attrs = {type_attr("T", kMatMulTypes), plain_attr("adj_x", "bool", false),
             plain_attr("adj_y", "bool", false)};
  b.shape_fn = +[](const InferenceContext& c) {
    const DType t = c.attr<DType>("T");
    const TensorShape& x = c.input_shapes[0];
    const TensorShape& y = c.input_shapes[1];
    if (!x.has_rank() || !y.has_rank()) return std::vector<OutputSpec>{{t, TensorShape::unknown()}};
    for (const TensorShape* s : {&x, &y}) {
      if (*s->rank() < 2) {
        throw tensor::OpValueError("Shape must be at least rank 2 but is rank " +
                                   std::to_string(*s->rank()));
      }
    }
    const bool ax = c.attr<bool>("adj_x"), ay = c.attr<bool>("adj_y");
    const auto& dx = x.as_list();
    const auto& dy = y.as_list();
    const size_t rx = dx.size(), ry = dy.size();
    check_inner(dx[ax ? rx - 2 : rx - 1], dy[ay ? ry - 1 : ry - 2]);
    const TensorShape bx(std::vector<tensor::Dim>(dx.begin(), dx.end() - 2));
    const TensorShape by(std::vector<tensor::Dim>(dy.begin(), dy.end() - 2));
    const TensorShape batch = broadcast_shape(bx, by);
    const TensorShape mat({dx[ax ? rx - 1 : rx - 2], dy[ay ? ry - 2 : ry - 1]});
    return std::vector<OutputSpec>{{t, batch.concatenate(mat)}};
  };
  b.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{tensor::batch_matmul(c.inputs[0], c.inputs[1],
                                                    c.attr<bool>("adj_x"), c.attr<bool>("adj_y"))};
  };
  r.add(std::move(b));
}

}  // namespace

void register_math_ops(OpRegistry& r) {
  add_binary(r, "AddV2", BinaryOp::Add, kAddV2Types, false, "Returns x + y element-wise.");
  add_binary(r, "Add", BinaryOp::Add, kAddTypes, false,
             "Returns x + y element-wise (also concatenates strings).");
  add_binary(r, "Sub", BinaryOp::Sub, kBinaryMore, false, "Returns x - y element-wise.");
  add_binary(r, "Mul", BinaryOp::Mul, kBinaryMore, false, "Returns x * y element-wise.");
  add_binary(r, "RealDiv", BinaryOp::RealDiv, kBinaryMore, false,
             "Returns x / y element-wise for real types.");
  add_binary(r, "Div", BinaryOp::Div, kBinaryMore, false,
             "Returns x / y element-wise (integer division truncates).");
  add_binary(r, "FloorDiv", BinaryOp::FloorDiv, kBinaryMore, false,
             "Returns x // y element-wise.");
  add_binary(r, "FloorMod", BinaryOp::FloorMod, kFloorModTypes, false,
             "Returns element-wise remainder of division (Python semantics).");
  add_binary(r, "Pow", BinaryOp::Pow, kPowTypes, false, "Computes the power of one value to another.");
  add_binary(r, "Maximum", BinaryOp::Maximum, kMaxMinTypes, false,
             "Returns the max of x and y element-wise.");
  add_binary(r, "Minimum", BinaryOp::Minimum, kMaxMinTypes, false,
             "Returns the min of x and y element-wise.");
  add_binary(r, "Atan2", BinaryOp::Atan2, "bfloat16, float16, float32, float64", false,
             "Computes arctangent of `y/x` element-wise, respecting signs of the arguments.");
  add_binary(r, "SquaredDifference", BinaryOp::SquaredDifference,
             "bfloat16, float16, float32, float64, int32, int64, complex64, complex128", false,
             "Returns (x - y)(x - y) element-wise.");
  add_binary(r, "DivNoNan", BinaryOp::DivNoNan, "float16, float32, bfloat16, float64, complex64, complex128", false,
             "Returns 0 if the denominator is zero.");
  add_binary(r, "MulNoNan", BinaryOp::MulNoNan, "bfloat16, float16, float32, float64, complex64, complex128", false,
             "Returns x * y element-wise. Returns zero if y is zero, even if x if infinite or NaN.");
  add_binary(r, "Xdivy", BinaryOp::Xdivy, "float16, float32, float64, complex64, complex128", false,
             "Returns 0 if x == 0, and x / y otherwise, elementwise.");
  add_binary(r, "Equal", BinaryOp::Equal, "", true, "Returns the truth value of (x == y) element-wise.");
  add_binary(r, "NotEqual", BinaryOp::NotEqual, "", true,
             "Returns the truth value of (x != y) element-wise.");
  add_binary(r, "Less", BinaryOp::Less, kRealNumberTypes, true,
             "Returns the truth value of (x < y) element-wise.");
  add_binary(r, "LessEqual", BinaryOp::LessEqual, kRealNumberTypes, true,
             "Returns the truth value of (x <= y) element-wise.");
  add_binary(r, "Greater", BinaryOp::Greater, kRealNumberTypes, true,
             "Returns the truth value of (x > y) element-wise.");
  add_binary(r, "GreaterEqual", BinaryOp::GreaterEqual, kRealNumberTypes, true,
             "Returns the truth value of (x >= y) element-wise.");
  add_logical(r, "LogicalAnd", BinaryOp::LogicalAnd);
  add_logical(r, "LogicalOr", BinaryOp::LogicalOr);

  add_unary(r, "Neg", UnaryOp::Neg, kUnary);
  add_unary(r, "Abs", UnaryOp::Abs, "bfloat16, float16, float32, float64, int8, int16, int32, int64");
  add_unary(r, "Sign", UnaryOp::Sign, kUnary);
  // math_ops.cc: Square alone is UNARY_UNSIGNED() (the unsigned integers too).
  add_unary(r, "Square", UnaryOp::Square,
            "bfloat16, float16, float32, float64, int8, int16, int32, int64, uint8, uint16, uint32, uint64, complex64, "
            "complex128");
  add_unary(r, "Reciprocal", UnaryOp::Reciprocal, kUnary);
  add_unary(r, "Sqrt", UnaryOp::Sqrt, kUnaryComplex);
  add_unary(r, "Rsqrt", UnaryOp::Rsqrt, kUnaryComplex);
  add_unary(r, "Exp", UnaryOp::Exp, kUnaryComplex);
  add_unary(r, "Expm1", UnaryOp::Expm1, kUnaryComplex);
  add_unary(r, "Log", UnaryOp::Log, kUnaryComplex);
  add_unary(r, "Log1p", UnaryOp::Log1p, kUnaryComplex);
  add_unary(r, "Sin", UnaryOp::Sin, kUnaryComplex);
  add_unary(r, "Cos", UnaryOp::Cos, kUnaryComplex);
  add_unary(r, "Tan", UnaryOp::Tan, kUnary);
  add_unary(r, "Tanh", UnaryOp::Tanh, kUnaryComplex);
  add_unary(r, "Sigmoid", UnaryOp::Sigmoid, kUnaryComplex);
  // math_ops.cc: Asin, Acos and Atan are UNARY(); the hyperbolic ones UNARY_COMPLEX(); Rint,
  // Lgamma and Digamma UNARY_REAL().
  add_unary(r, "Asin", UnaryOp::Asin, kUnary);
  add_unary(r, "Acos", UnaryOp::Acos, kUnary);
  add_unary(r, "Atan", UnaryOp::Atan, kUnary);
  add_unary(r, "Sinh", UnaryOp::Sinh, kUnaryComplex);
  add_unary(r, "Cosh", UnaryOp::Cosh, kUnaryComplex);
  add_unary(r, "Asinh", UnaryOp::Asinh, kUnaryComplex);
  add_unary(r, "Acosh", UnaryOp::Acosh, kUnaryComplex);
  add_unary(r, "Atanh", UnaryOp::Atanh, kUnaryComplex);
  add_unary(r, "Rint", UnaryOp::Rint, kUnaryReal);
  add_unary(r, "Lgamma", UnaryOp::Lgamma, kUnaryReal);
  add_unary(r, "Digamma", UnaryOp::Digamma, kUnaryReal);
  add_unary(r, "Round", UnaryOp::Round, kUnary);
  add_unary(r, "Floor", UnaryOp::Floor, kUnaryReal);
  add_unary(r, "Ceil", UnaryOp::Ceil, kUnaryReal);
  add_unary(r, "IsNan", UnaryOp::IsNan, kUnaryReal, true);
  add_unary(r, "IsInf", UnaryOp::IsInf, kUnaryReal, true);
  add_unary(r, "IsFinite", UnaryOp::IsFinite, kUnaryReal, true);
  {
    OpDef d;
    d.name = "LogicalNot";
    d.summary = "Returns the truth value of NOT x element-wise.";
    d.inputs = {fixed_arg("x", DType::Bool)};
    d.outputs = {fixed_arg("y", DType::Bool)};
    d.shape_fn = +[](const InferenceContext& c) {
      return std::vector<OutputSpec>{{DType::Bool, c.input_shapes[0]}};
    };
    d.kernel = +[](KernelContext& c) {
      return std::vector<Tensor>{tensor::unary_op(UnaryOp::LogicalNot, c.inputs[0])};
    };
    r.add(std::move(d));
  }

  add_cast(r);
  add_reduction(r, "Sum", ReduceOp::Sum, kNumberTypes);
  add_reduction(r, "Mean", ReduceOp::Mean, kNumberTypes);
  add_reduction(r, "Prod", ReduceOp::Prod, kNumberTypes);
  add_reduction(r, "Max", ReduceOp::Max, kRealNumberTypes);
  add_reduction(r, "Min", ReduceOp::Min, kRealNumberTypes);
  add_reduction(r, "All", ReduceOp::All, "");
  add_reduction(r, "Any", ReduceOp::Any, "");
  add_euclidean_norm(r);
  add_arg_reduce(r, "ArgMax", true);
  add_arg_reduce(r, "ArgMin", false);
  add_matmul(r);
}

}  // namespace tfplay::graph
