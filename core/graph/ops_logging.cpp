// Logging ops (TF: tensorflow/core/ops/logging_ops.cc, string_ops.cc; kernels
// string_format_op.cc, logging_ops.cc). tf.print is built exactly as TF's
// logging_ops.py print_v2 builds it: the Python layer makes a template with one placeholder
// per tensor (non-tensor arguments already substituted as pprint text), StringFormat turns it
// into a scalar string, and the stateful PrintV2 writes that string plus `end` to a stream.
// Assert (control_flow_assert.Assert in graphs) is here too, as in TF's logging_ops.
#include <chrono>

#include "core/graph/op_registry.h"
#include "core/tensor/format_tfprint.h"

namespace tfplay::graph {

namespace {

// absl::StrSplit(text, delimiter) for a non-empty literal delimiter.
std::vector<std::string> split(const std::string& text, const std::string& delim) {
  std::vector<std::string> parts;
  size_t start = 0;
  while (true) {
    const size_t at = delim.empty() ? std::string::npos : text.find(delim, start);
    if (at == std::string::npos) {
      parts.push_back(text.substr(start));
      return parts;
    }
    parts.push_back(text.substr(start, at - start));
    start = at + delim.size();
  }
}

void add_string_format(OpRegistry& r) {
  OpDef d;
  d.name = "StringFormat";
  d.summary = "Formats a string template using a list of tensors.";
  d.inputs = {type_list_arg("inputs", "T")};
  d.outputs = {fixed_arg("output", DType::String)};
  d.attrs = {plain_attr("T", "list(type)"), plain_attr("template", "string", std::string("%s")),
             plain_attr("placeholder", "string", std::string("%s")),
             plain_attr("summarize", "int", int64_t{3})};
  d.shape_fn = +[](const InferenceContext& c) {
    const auto parts = split(c.attr<std::string>("template"), c.attr<std::string>("placeholder"));
    const int placeholders = static_cast<int>(parts.size()) - 1;
    if (placeholders != c.num_inputs()) {
      throw tensor::OpValueError("num placeholders in template and num inputs must match: " +
                                 std::to_string(placeholders) + " vs. " +
                                 std::to_string(c.num_inputs()));
    }
    return std::vector<OutputSpec>{{DType::String, TensorShape::scalar()}};
  };
  d.kernel = +[](KernelContext& c) {
    const auto parts = split(c.attr<std::string>("template"), c.attr<std::string>("placeholder"));
    const int placeholders = static_cast<int>(parts.size()) - 1;
    if (placeholders != static_cast<int>(c.inputs.size())) {
      throw tensor::invalid_argument("num placeholders in template and num inputs must match: " +
                                     std::to_string(placeholders) + " vs. " +
                                     std::to_string(c.inputs.size()));
    }
    const int64_t summarize = c.attr<int64_t>("summarize");
    std::string msg = parts[0];
    for (size_t i = 0; i < c.inputs.size(); ++i) {
      msg += tensor::summarize_value(c.inputs[i], summarize);
      msg += parts[i + 1];
    }
    return std::vector<Tensor>{Tensor::scalar_string(std::move(msg))};
  };
  r.add(std::move(d));
}

void add_print_v2(OpRegistry& r) {
  OpDef d;
  d.name = "PrintV2";
  d.summary = "Prints a string scalar to the given output stream.";
  d.inputs = {fixed_arg("input", DType::String)};
  d.attrs = {plain_attr("output_stream", "string", std::string("stderr")),
             plain_attr("end", "string", std::string("\n"))};
  d.is_stateful = true;
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape& in = c.input_shapes[0];
    if (in.has_rank() && *in.rank() != 0) {
      throw tensor::OpValueError("Shape must be rank 0 but is rank " + std::to_string(*in.rank()));
    }
    return std::vector<OutputSpec>{};
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& in = c.inputs[0];
    if (in.rank() != 0) {
      throw tensor::invalid_argument("Input is expected to be scalar, but got " +
                                     tensor::shape_debug_string(in.shape()));
    }
    const std::string text = in.scalar<std::string>() + c.attr<std::string>("end");
    if (c.print_sink) c.print_sink(text, c.attr<std::string>("output_stream"));
    return std::vector<Tensor>{};
  };
  r.add(std::move(d));
}

// Assert (logging_ops.cc AssertOp): fails with "assertion failed: [d0] [d1] ..." when the
// condition is false, each data tensor as SummarizeValue(summarize) (print_v2=false) shows it.
// Stateful, so it runs in program order (automatic control dependencies).
void add_assert(OpRegistry& r) {
  OpDef d;
  d.name = "Assert";
  d.summary = "Asserts that the given condition is true.";
  d.inputs = {fixed_arg("condition", DType::Bool), type_list_arg("data", "T")};
  d.attrs = {plain_attr("T", "list(type)"), plain_attr("summarize", "int", int64_t{3})};
  d.is_stateful = true;
  d.shape_fn = +[](const InferenceContext&) { return std::vector<OutputSpec>{}; };
  d.kernel = +[](KernelContext& c) {
    const Tensor& cond = c.inputs[0];
    // IsLegacyScalar: a scalar or a one-element tensor of any rank.
    if (cond.num_elements() != 1)
      throw tensor::invalid_argument("In[0] should be a scalar: " + tensor::shape_debug_string(cond.shape()));
    if (cond.data<bool>()[0]) return std::vector<Tensor>{};
    const int64_t summarize = c.attr<int64_t>("summarize");
    std::string msg = "assertion failed: ";
    for (std::size_t i = 1; i < c.inputs.size(); ++i) {
      msg += "[" + tensor::summarize_value_v1(c.inputs[i], summarize) + "]";
      if (i + 1 < c.inputs.size()) msg += " ";
    }
    throw tensor::invalid_argument(msg);
  };
  r.add(std::move(d));
}

// Timestamp (logging_ops.cc): the wall-clock time in seconds since the epoch, a float64
// scalar; stateful, so a graph runs it on every call.
void add_timestamp(OpRegistry& r) {
  OpDef d;
  d.name = "Timestamp";
  d.summary = "Provides the time since epoch in seconds.";
  d.outputs = {fixed_arg("ts", DType::Float64)};
  d.is_stateful = true;
  d.shape_fn = +[](const InferenceContext&) { return std::vector<OutputSpec>{{DType::Float64, TensorShape::scalar()}}; };
  d.kernel = +[](KernelContext&) {
    const auto now = std::chrono::system_clock::now().time_since_epoch();
    const double seconds = static_cast<double>(std::chrono::duration_cast<std::chrono::microseconds>(now).count()) / 1e6;
    return std::vector<Tensor>{Tensor::scalar_of(DType::Float64, seconds)};
  };
  r.add(std::move(d));
}

}  // namespace

void register_logging_ops(OpRegistry& r) {
  add_string_format(r);
  add_print_v2(r);
  add_assert(r);
  add_timestamp(r);
}

}  // namespace tfplay::graph
