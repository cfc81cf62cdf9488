// One declaration per op, mirroring TF's OpDef (tensorflow/core/framework/op_def.proto):
// inputs and outputs with type attributes, attributes with defaults and allowed dtypes,
// statefulness, a shape/dtype inference function and the kernel.
//
// Eager execution and graph execution run the *same* `OpDef::kernel` with the same
// KernelContext (design rule: eager = build one node, run it).
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/tensor/dtype.h"
#include "core/tensor/op_error.h"
#include "core/tensor/tensor.h"
#include "core/tensor/tensor_shape.h"

namespace tfplay::graph {

using tensor::DType;
using tensor::Tensor;
using tensor::TensorShape;

class FuncGraph;

/// A function-valued attribute (TF's AttrValue.func, a NameAttrList): the graph a functional
/// op (If's then_branch/else_branch, While's cond/body, PartitionedCall's f) runs.
struct FuncAttr {
  std::string name;  ///< the function's name, e.g. "cond_true_12" (shown in node summaries)
  std::shared_ptr<FuncGraph> graph;
};

/// A list of function attrs (Case's `branches`).
using FuncListAttr = std::vector<FuncAttr>;

/// An attribute value (TF's AttrValue oneof, restricted to what tfplay's ops use).
using AttrValue = std::variant<bool, int64_t, double, std::string, DType, std::vector<int64_t>,
                               TensorShape, Tensor, std::vector<DType>, FuncAttr, FuncListAttr,
                               std::vector<TensorShape>, std::vector<double>>;
using AttrMap = std::map<std::string, AttrValue>;

/// An input or output argument.
struct ArgDef {
  std::string name;
  std::string type_attr;          ///< dtype comes from this "type" attr (e.g. "T")
  std::optional<DType> type;      ///< or the dtype is fixed (e.g. PrintV2's `input: string`)
  std::string number_attr;        ///< non-empty: a list of `number_attr` tensors ("N * T")
  std::string type_list_attr;     ///< non-empty: a list typed by a list(type) attr
};

/// An attribute declaration.
struct AttrDef {
  std::string name;
  /// "type", "int", "bool", "float", "string", "shape", "tensor", "list(int)", "list(type)",
  /// "list(shape)", "list(float)".
  std::string type;
  std::optional<AttrValue> default_value;
  /// For "type" attrs: the tfplay dtypes accepted (empty = any).
  std::vector<DType> allowed;
  /// TF's allowed-type list as Python names, for error texts (e.g. "bfloat16, float16, ...").
  std::string allowed_text;
};

/// What inference knows about one output.
struct OutputSpec {
  DType dtype;
  TensorShape shape;
};

struct OpDef;

/// Inputs to shape/dtype inference. `input_values[i]` is the constant value of input i when
/// known at graph-build time (e.g. a Const feeding Reshape's `shape`), else nullptr.
struct InferenceContext {
  const OpDef& op;
  const AttrMap& attrs;
  std::vector<DType> input_dtypes;
  std::vector<TensorShape> input_shapes;
  std::vector<const Tensor*> input_values;

  template <typename T> const T& attr(const std::string& name) const;
  int num_inputs() const { return static_cast<int>(input_dtypes.size()); }
};

/// Everything a kernel sees.
struct KernelContext {
  const OpDef& op;
  const std::vector<Tensor>& inputs;
  const AttrMap& attrs;
  /// Where PrintV2 writes: (text, stream) with stream "stderr" or "stdout".
  std::function<void(const std::string& text, const std::string& stream)> print_sink;
  /// The graph node being run, or nullptr when executing eagerly. Stateful kernels use it as
  /// their identity (a graph's random op keeps its own generator, as TF's graph kernels do).
  const void* node = nullptr;

  template <typename T> const T& attr(const std::string& name) const;
};

/// What a shape function throws when it fails before reading any constant or shape-valued
/// input: TF attaches none of them to the error (InferenceContext::AttachContext lists only the
/// inputs the function had requested when it failed).
struct EarlyShapeError : tensor::OpValueError {
  using OpValueError::OpValueError;
};

using ShapeFn = std::function<std::vector<OutputSpec>(const InferenceContext&)>;
using KernelFn = std::function<std::vector<Tensor>(KernelContext&)>;

struct OpDef {
  std::string name;  ///< TF op type name, e.g. "AddV2"
  std::vector<ArgDef> inputs;
  std::vector<ArgDef> outputs;
  std::vector<AttrDef> attrs;
  bool is_stateful = false;
  /// Output dtypes and shapes; throws tensor::OpValueError with TF's shape-function text
  /// (the graph layer adds the node context, see op_registry.h `shape_error_text`).
  ShapeFn shape_fn;
  KernelFn kernel;
  std::string summary;  ///< one line: what the op computes (TF's OpDef summary)

  const AttrDef* find_attr(const std::string& attr_name) const {
    for (const AttrDef& a : attrs) {
      if (a.name == attr_name) return &a;
    }
    return nullptr;
  }
};

// ---- template definitions ------------------------------------------------------------------

namespace detail {
template <typename T> const T& get_attr(const AttrMap& attrs, const std::string& op,
                                        const std::string& name) {
  auto it = attrs.find(name);
  if (it == attrs.end()) {
    throw tensor::OpError(tensor::OpError::Code::InvalidArgument,
                          "NodeDef missing attr '" + name + "' from Op<name=" + op + ">");
  }
  if (const T* v = std::get_if<T>(&it->second)) return *v;
  throw tensor::OpError(tensor::OpError::Code::InvalidArgument,
                        "Attr '" + name + "' of op " + op + " has the wrong type");
}
}  // namespace detail

template <typename T> const T& InferenceContext::attr(const std::string& name) const {
  return detail::get_attr<T>(attrs, op.name, name);
}

template <typename T> const T& KernelContext::attr(const std::string& name) const {
  return detail::get_attr<T>(attrs, op.name, name);
}

}  // namespace tfplay::graph
