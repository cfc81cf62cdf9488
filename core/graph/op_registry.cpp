#include "core/graph/op_registry.h"

#include "core/graph/attr_minimum.h"

#include <stdexcept>
#include "core/graph/flush_denormals.h"
#include "core/graph/shape_refiner.h"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>

#include "core/tensor/float_text.h"
#include "core/tensor/format_tfprint.h"

namespace tfplay::graph {

// ops_partition.cpp, ops_special_math.cpp, ops_resource_scatter.cpp, ops_lrn.cpp, ops_tridiagonal.cpp
// ops_pool_argmax.cpp, ops_pool3d.cpp, ops_conv3d.cpp and ops_linalg_functions.cpp (declared here, not in op_registry.h, which most of the engine includes).
void register_partition_ops(OpRegistry& r);
void register_special_math_ops(OpRegistry& r);
void register_resource_scatter_ops(OpRegistry& r);
void register_lrn_ops(OpRegistry& r);
void register_tridiagonal_ops(OpRegistry& r);
void register_pool_argmax_ops(OpRegistry& r);
void register_pool3d_ops(OpRegistry& r);
void register_conv3d_ops(OpRegistry& r);
void register_linalg_function_ops(OpRegistry& r);
void register_sparse_cross_ops(OpRegistry& r);
void register_candidate_sampling_ops(OpRegistry& r);  // ops_candidate_sampling.cpp
void register_sparse_matmul_ops(OpRegistry& r);  // ops_sparse_matmul.cpp: SparseTensorDenseMatMul
void register_set_ops(OpRegistry& r);  // ops_set.cpp
void register_edit_distance_op(OpRegistry& r);  // ops_edit_distance.cpp
void register_ctc_decoder_ops(OpRegistry& r);  // ops_ctc_decoder.cpp: CTCGreedyDecoder
void register_io_ops(OpRegistry& r);  // ops_io.cpp
void register_parsing_ops(OpRegistry& r);  // ops_parsing.cpp
void register_decode_csv_op(OpRegistry& r);  // ops_decode_csv.cpp
void register_decode_raw_ops(OpRegistry& r);  // ops_decode_raw.cpp: DecodeRaw, DecodePaddedRaw
void register_complex_ops(OpRegistry& r);
void register_image_adjust_ops(OpRegistry& r);  // ops_image_adjust.cpp: AdjustContrastv2, AdjustSaturation, AdjustHue
void register_rng_state_ops(OpRegistry& r);  // ops_rng_state.cpp: RngReadAndSkip

using tensor::OpError;
using tensor::OpTypeError;

const OpRegistry& OpRegistry::global() {
  static const OpRegistry* registry = [] {
    auto* r = new OpRegistry();
    register_math_ops(*r);
    register_complex_ops(*r);
    register_array_ops(*r);
    register_logging_ops(*r);
    register_functional_ops(*r);
    register_index_ops(*r);
    register_nn_ops(*r);
    register_stateless_random_ops(*r);
    register_script_ops(*r);
    register_dataset_ops(*r);
    register_optional_ops(*r);
    register_ragged_ops(*r);
    register_list_ops(*r);
    register_resource_ops(*r);
    register_rng_state_ops(*r);
    register_summary_ops(*r);
    register_reorder_ops(*r);
    register_partition_ops(*r);
    register_special_math_ops(*r);
    register_resource_scatter_ops(*r);
    register_lrn_ops(*r);
    register_tridiagonal_ops(*r);
    register_pool_argmax_ops(*r);
    register_pool3d_ops(*r);
    register_linalg_function_ops(*r);
    register_conv3d_ops(*r);
    register_io_ops(*r);
    register_parsing_ops(*r);
    register_decode_csv_op(*r);
    register_decode_raw_ops(*r);
    register_space_batch_ops(*r);
    register_scatter_ops(*r);
    register_segment_ops(*r);
    register_einsum_op(*r);
    register_gradient_ops(*r);
    register_conv_ops(*r);
    register_depthwise_ops(*r);
    register_linalg_ops(*r);
    register_linalg_solve_ops(*r);
    register_linalg_eig_ops(*r);
    register_image_ops(*r);
    register_colorspace_ops(*r);
    register_image_adjust_ops(*r);
    register_search_ops(*r);
    register_count_ops(*r);
    register_string_ops(*r);
    register_sparse_cross_ops(*r);
    register_candidate_sampling_ops(*r);
    register_sparse_matmul_ops(*r);
    register_set_ops(*r);
    register_edit_distance_op(*r);
    register_ctc_decoder_ops(*r);
    register_lookup_ops(*r);
    register_activation_ops(*r);
    return r;
  }();
  return *registry;
}

void OpRegistry::add(OpDef def) {
  const std::string name = def.name;
  // One definition per op: a second one would silently replace the first.
  if (ops_.count(name)) throw std::logic_error("op " + name + " is registered twice");
  def.kernel = with_flushed_outputs(name, std::move(def.kernel));
  ops_[name] = std::make_unique<OpDef>(std::move(def));
}

const OpDef* OpRegistry::find(const std::string& name) const {
  auto it = ops_.find(name);
  return it == ops_.end() ? nullptr : it->second.get();
}

const OpDef& OpRegistry::get(const std::string& name) const {
  if (const OpDef* op = find(name)) return *op;
  throw OpError(OpError::Code::NotFound,
                "Op type not registered '" + name + "' in binary running on tfplay.");
}

std::vector<std::string> OpRegistry::names() const {
  std::vector<std::string> out;
  for (const auto& [name, _] : ops_) out.push_back(name);
  std::sort(out.begin(), out.end());
  return out;
}

// ---- input ranges ---------------------------------------------------------------------------

namespace {

bool is_list(const ArgDef& a) { return !a.number_attr.empty() || !a.type_list_attr.empty(); }

// Length of the (single) list argument given the total number of flat inputs.
int list_length(const OpDef& op, const AttrMap& attrs, int total) {
  int singles = 0;
  for (const ArgDef& a : op.inputs) {
    if (!is_list(a)) ++singles;
  }
  for (const ArgDef& a : op.inputs) {
    const std::string& attr = !a.number_attr.empty() ? a.number_attr : a.type_list_attr;
    if (attr.empty()) continue;
    auto it = attrs.find(attr);
    if (it == attrs.end()) continue;
    if (const int64_t* n = std::get_if<int64_t>(&it->second)) return static_cast<int>(*n);
    if (const auto* l = std::get_if<std::vector<DType>>(&it->second)) {
      return static_cast<int>(l->size());
    }
  }
  if (total < 0) throw OpError(OpError::Code::Internal, "list length of " + op.name + " unknown");
  // Several list arguments share one length (DynamicStitch's N indices and N data).
  const int lists = static_cast<int>(op.inputs.size()) - singles;
  return lists > 1 ? (total - singles) / lists : total - singles;
}

void check_allowed(const OpDef& op, const std::string& attr_name, DType dt,
                   const std::string& param) {
  const AttrDef* def = op.find_attr(attr_name);
  if (!def || def->allowed.empty()) return;
  for (DType a : def->allowed) {
    if (a == dt) return;
  }
  throw OpTypeError("Value passed to parameter '" + param + "' has DataType " +
                    std::string(tensor::name(dt)) + " not in list of allowed values: " +
                    def->allowed_text);
}

}  // namespace

ArgRange input_range(const OpDef& op, const AttrMap& attrs, const std::string& arg) {
  int pos = 0;
  for (const ArgDef& a : op.inputs) {
    const int len = is_list(a) ? list_length(op, attrs, -1) : 1;
    if (a.name == arg) return {pos, len};
    pos += len;
  }
  throw OpError(OpError::Code::Internal, "no input '" + arg + "' in op " + op.name);
}

std::string input_conversion_name(const OpDef& op, const AttrMap& attrs, int total, int index) {
  int pos = 0;
  for (const ArgDef& a : op.inputs) {
    if (!is_list(a)) {
      if (index == pos) return a.name;
      ++pos;
      continue;
    }
    const int len = list_length(op, attrs, total);
    if (index < pos + len) return a.name + "_" + std::to_string(index - pos);
    pos += len;
  }
  return "";
}

// ---- graph checks ---------------------------------------------------------------------------

AttrMap check_inputs_for_graph(const OpDef& op, const std::vector<DType>& input_dtypes,
                               const AttrMap& attrs) {
  AttrMap out = attrs;
  std::map<std::string, std::string> inferred_from;
  const int total = static_cast<int>(input_dtypes.size());
  const int list_len = list_length(op, attrs, total);
  int pos = 0;
  auto unify = [&](const std::string& attr, DType dt, const std::string& arg) {
    auto it = out.find(attr);
    if (it != out.end()) {
      const DType have = std::get<DType>(it->second);
      if (have == dt) return;
      auto from = inferred_from.find(attr);
      if (from != inferred_from.end()) {
        throw OpTypeError("Input '" + arg + "' of '" + op.name + "' Op has type " +
                          std::string(tensor::name(dt)) + " that does not match type " +
                          std::string(tensor::name(have)) + " of argument '" + from->second +
                          "'.");
      }
      throw OpTypeError("Input '" + arg + "' of '" + op.name + "' Op has type " +
                        std::string(tensor::name(dt)) + " that does not match expected type of " +
                        std::string(tensor::name(have)) + ".");
    }
    check_allowed(op, attr, dt, arg);
    out[attr] = dt;
    inferred_from[attr] = arg;
  };
  for (const ArgDef& a : op.inputs) {
    if (!is_list(a)) {
      if (pos >= total) {
        throw OpTypeError(op.name + " Op is missing input '" + a.name + "'");
      }
      const DType dt = input_dtypes[pos++];
      if (a.type) {
        if (*a.type != dt) {
          throw OpTypeError("Input '" + a.name + "' of '" + op.name + "' Op has type " +
                            std::string(tensor::name(dt)) + " that does not match expected type of " +
                            std::string(tensor::name(*a.type)) + ".");
        }
      } else {
        unify(a.type_attr, dt, a.name);
      }
      continue;
    }
    const std::vector<DType> items(input_dtypes.begin() + pos,
                                   input_dtypes.begin() + std::min(total, pos + list_len));
    pos += list_len;
    if (!a.type_list_attr.empty()) {
      out[a.type_list_attr] = items;
      continue;
    }
    out[a.number_attr] = static_cast<int64_t>(items.size());
    // op_def_library._apply_op_helper: a list shorter than its number attr's minimum
    // (array_ops.cc ConcatV2 and Concat "N: int >= 2"; tf.concat([], 0) in a graph).
    if ((op.name == "ConcatV2" || op.name == "Concat") && a.number_attr == "N" && items.size() < 2) {
      throw tensor::OpValueError("List argument '" + a.name + "' to '" + op.name + "' Op with length " +
                                 std::to_string(items.size()) + " shorter than minimum length 2.");
    }
    for (DType dt : items) {
      if (dt != items[0]) {
        std::string listed;
        for (size_t i = 0; i < items.size(); ++i) listed += (i ? ", " : "") + std::string(tensor::name(items[i]));
        throw OpTypeError("Tensors in list passed to '" + a.name + "' of '" + op.name +
                          "' Op have types [" + listed + "] that don't all match.");
      }
    }
    if (a.type) {
      for (DType dt : items)
        if (dt != *a.type)
          throw OpTypeError("Input '" + a.name + "' of '" + op.name + "' Op has type " + std::string(tensor::name(dt)) +
                            " that does not match expected type of " + std::string(tensor::name(*a.type)) + ".");
    } else if (!items.empty()) {
      unify(a.type_attr, items[0], a.name);
    }
  }
  if (pos != total) {
    throw OpTypeError(op.name + " Op got " + std::to_string(total) + " inputs, expected " +
                      std::to_string(pos));
  }
  for (const AttrDef& def : op.attrs) {
    if (!out.count(def.name) && def.default_value) out[def.name] = *def.default_value;
  }
  // op_def_library._SatisfiesTypeConstraint on a type attr passed explicitly (dtype=tf.uint8
  // to RandomStandardNormal), as on one inferred from an input.
  for (const AttrDef& def : op.attrs) {
    auto it = attrs.find(def.name);
    if (def.type == "type" && it != attrs.end())
      if (const auto* dt = std::get_if<DType>(&it->second)) check_allowed(op, def.name, *dt, def.name);
  }
  check_attr_minimums_for_graph(op, out);
  return out;
}

std::vector<OutputSpec> infer_outputs(const OpDef& op, const AttrMap& attrs,
                                      const std::vector<DType>& input_dtypes,
                                      const std::vector<TensorShape>& input_shapes,
                                      const std::vector<const Tensor*>& input_values) {
  InferenceContext ctx{op, attrs, input_dtypes, input_shapes, input_values};
  if (ctx.input_values.size() < input_dtypes.size()) ctx.input_values.resize(input_dtypes.size());
  return op.shape_fn(ctx);
}

// ---- node text ------------------------------------------------------------------------------

namespace {

std::string attr_text(const AttrValue& v) {
  struct Visitor {
    std::string operator()(bool b) const { return b ? "true" : "false"; }
    std::string operator()(int64_t i) const { return std::to_string(i); }
    std::string operator()(double d) const { return tensor::tf_double_to_buffer(d); }
    std::string operator()(const std::string& s) const {
      return "\"" + tensor::utf8_safe_c_escape(s) + "\"";
    }
    std::string operator()(DType dt) const { return std::string(tensor::enum_name(dt)); }
    std::string operator()(const std::vector<int64_t>& l) const {
      std::string s = "[";
      for (size_t i = 0; i < l.size(); ++i) s += (i ? ", " : "") + std::to_string(l[i]);
      return s + "]";
    }
    std::string operator()(const std::vector<double>& l) const {
      std::string s = "[";
      for (size_t i = 0; i < l.size(); ++i) s += (i ? ", " : "") + tensor::tf_double_to_buffer(l[i]);
      return s + "]";
    }
    std::string operator()(const TensorShape& sh) const { return sh.debug_string(); }
    std::string operator()(const std::vector<TensorShape>& l) const {
      std::string s = "[";
      for (size_t i = 0; i < l.size(); ++i) s += (i ? ", " : "") + l[i].debug_string();
      return s + "]";
    }
    std::string operator()(const Tensor& t) const {
      if (t.dtype() == DType::Resource) return "<Tensor<type: resource shape: [] values: <ResourceHandle>>>";
      return "<Tensor<type: " + std::string(tensor::runtime_name(t.dtype())) + " shape: " +
             tensor::shape_debug_string(t.shape()) + " values: " +
             tensor::summarize_value(t, 3) + ">>";
    }
    std::string operator()(const std::vector<DType>& l) const {
      std::string s = "[";
      for (size_t i = 0; i < l.size(); ++i) s += (i ? ", " : "") + std::string(tensor::enum_name(l[i]));
      return s + "]";
    }
    // SummarizeAttrValue of a func attr: the function name and its (empty) attr list.
    std::string operator()(const FuncAttr& f) const { return f.name + "[]"; }
    std::string operator()(const FuncListAttr& l) const {
      std::string s = "[";
      for (size_t i = 0; i < l.size(); ++i) s += (i ? ", " : "") + (*this)(l[i]);
      return s + "]";
    }
  };
  return std::visit(Visitor{}, v);
}

}  // namespace

std::string node_summary(const std::string& node_name, const OpDef& op, const AttrMap& attrs,
                         const std::vector<std::string>& input_names) {
  std::string s = "{{node " + node_name + "}} = " + op.name + "[";
  bool first = true;
  for (const auto& [k, v] : attrs) {  // std::map: sorted by name, as SummarizeNodeDef
    s += (first ? "" : ", ") + k + "=" + attr_text(v);
    first = false;
  }
  s += "](";
  for (size_t i = 0; i < input_names.size(); ++i) s += (i ? ", " : "") + input_names[i];
  return s + ")";
}

namespace {

// Which inputs an op's shape function reads as constant tensors (InferenceContext::input_tensor)
// and which as partial shapes (MakeShapeFromShapeTensor), as TF's shape functions do.
struct RequestedInputs {
  std::vector<int> values;     // negative: counted from the end (ConcatV2's axis)
  std::vector<int> as_shapes;
};

// The table, built once by a function of its own. The lookup below runs for every op a graph
// adds, and V8 optimizes a hot wasm function whole: with the initializer inside it, the lookup
// cost a 15 KB optimizing compile during a fresh engine's first run.
[[gnu::noinline]] const std::map<std::string, RequestedInputs>* build_requested_inputs_table() {
  return new std::map<std::string, RequestedInputs>{
      {"StridedSlice", {{1, 2, 3}, {}}}, {"Slice", {{2}, {1}}},      {"Reshape", {{}, {1}}},
      {"Fill", {{}, {0}}},               {"BroadcastTo", {{}, {1}}}, {"ConcatV2", {{-1}, {}}},
      {"ExpandDims", {{1}, {}}},         {"Transpose", {{1}, {}}},   {"Tile", {{1}, {}}},
      {"ConjugateTranspose", {{1}, {}}},
      {"GatherV2", {{2}, {}}},           {"Sum", {{1}, {}}},         {"Mean", {{1}, {}}},
      {"Max", {{1}, {}}},                {"Min", {{1}, {}}},         {"Prod", {{1}, {}}},
      {"All", {{1}, {}}},                {"Any", {{1}, {}}},         {"ArgMax", {{1}, {}}},
      {"ArgMin", {{1}, {}}},             {"Range", {{0, 1, 2}, {}}}, {"Split", {{0}, {}}},
      {"SplitV", {{1, 2}, {}}},          {"RandomUniform", {{}, {0}}},
      {"RandomStandardNormal", {{}, {0}}}, {"TruncatedNormal", {{}, {0}}}, {"LinSpace", {{2}, {}}},
      {"StatelessRandomUniformV2", {{}, {0}}}, {"StatelessRandomNormalV2", {{}, {0}}},
      {"StatelessTruncatedNormalV2", {{}, {0}}}, {"StatelessRandomUniformIntV2", {{}, {0}}},
      {"StatelessRandomUniformFullIntV2", {{}, {0}}}, {"StatelessMultinomial", {{1}, {}}},
      {"StatelessRandomGammaV3", {{}, {0}}},
      {"UnsortedSegmentSum", {{2}, {}}}, {"UnsortedSegmentMax", {{2}, {}}}, {"UnsortedSegmentMin", {{2}, {}}},
      {"UnsortedSegmentProd", {{2}, {}}}, {"Conv2DBackpropInput", {{}, {0}}}, {"Conv2DBackpropFilter", {{}, {1}}},
      {"DepthwiseConv2dNativeBackpropInput", {{}, {0}}}, {"DepthwiseConv2dNativeBackpropFilter", {{}, {1}}},
      {"AvgPoolGrad", {{}, {0}}},        {"AvgPool3DGrad", {{}, {0}}}, {"StridedSliceGrad", {{}, {0}}},
      {"Conv3DBackpropInputV2", {{}, {0}}}, {"Conv3DBackpropFilterV2", {{}, {1}}},        {"Bincount", {{1}, {}}},    {"DenseBincount", {{1}, {}}},
  };
}

const RequestedInputs& requested_inputs(const std::string& op) {
  static const RequestedInputs none;
  // Never destroyed: freeing it at exit would only cost time.
  static const std::map<std::string, RequestedInputs>& table = *build_requested_inputs_table();
  auto it = table.find(op);
  return it == table.end() ? none : it->second;
}

TensorShape partial_shape_of(const Tensor& v) {
  std::vector<tensor::Dim> dims;
  for (int64_t d : v.to_int64_vector()) dims.push_back(d < 0 ? tensor::Dim() : tensor::Dim(d));
  return TensorShape(std::move(dims));
}

}  // namespace

const std::vector<int>& shape_tensor_inputs(const std::string& op) { return requested_inputs(op).as_shapes; }

std::string shape_error_text(const std::string& core_message, const std::string& node_name,
                             const OpDef& op, const AttrMap& attrs,
                             const std::vector<std::string>& input_names,
                             const std::vector<TensorShape>& input_shapes,
                             const std::vector<const Tensor*>& input_values) {
  std::string shapes;
  for (size_t i = 0; i < input_shapes.size(); ++i) {
    shapes += (i ? ", " : "") + input_shapes[i].debug_string();
  }
  std::string out = core_message + " for '" + node_summary(node_name, op, attrs, input_names) +
                    "' with input shapes: " + shapes;
  const RequestedInputs& req = requested_inputs(op.name);
  const int n = static_cast<int>(input_values.size());
  auto value_at = [&](int i) -> const Tensor* { return i >= 0 && i < n ? input_values[i] : nullptr; };
  std::string computed, partial;
  for (int i = 0; i < n; ++i) {
    bool as_value = false, as_shape = false;
    for (int r : req.values) as_value = as_value || (r < 0 ? n + r : r) == i;
    for (int r : req.as_shapes) as_shape = as_shape || r == i;
    const Tensor* v = value_at(i);
    if (!v) continue;
    if (as_shape && v->rank() == 1 && (tensor::is_integer(v->dtype()))) {
      partial += (partial.empty() ? "" : ",") + std::string("input[") + std::to_string(i) +
                 "] = " + partial_shape_of(*v).debug_string();
    } else if (as_value) {
      computed += (computed.empty() ? "" : ", ") + std::string("input[") + std::to_string(i) +
                  "] = <" + tensor::summarize_value_v1(*v, 256) + ">";
    }
  }
  if (!computed.empty()) out += " and with computed input tensors: " + computed;
  if (!partial.empty()) out += " and with input tensors computed as partial shapes: " + partial;
  return out + ".";
}

}  // namespace tfplay::graph
