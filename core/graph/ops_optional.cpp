// The ops behind tf.experimental.Optional (tensorflow/core/ops/dataset_ops.cc OptionalFromValue,
// OptionalNone, OptionalHasValue, OptionalGetValue, IteratorGetNextAsOptional; kernels in
// tensorflow/core/kernels/data/optional_ops.cc and iterator_ops.cc). An optional is a scalar
// DT_VARIANT tensor holding either a tuple of component tensors or nothing.
#include "core/graph/host_functions.h"
#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/tensor/op_error.h"

namespace tfplay::graph {

namespace {

using tensor::OpError;

/// TF's OptionalVariant: the components, or none.
struct OptionalVariant : tensor::VariantValue {
  std::optional<std::vector<Tensor>> values;
  std::string type_name() const override { return "tensorflow::data::Optional"; }
};

Tensor optional_tensor(std::optional<std::vector<Tensor>> values) {
  auto v = std::make_shared<OptionalVariant>();
  v->values = std::move(values);
  return Tensor::variant(std::move(v));
}

/// The optional an input holds (its kernels' checks, with TF's texts).
const OptionalVariant& optional_of(const Tensor& t) {
  if (t.rank() != 0)
    throw OpError(OpError::Code::InvalidArgument,
                  "Input to OptionalHasValue must be a scalar tensor containing an OptionalVariant object.");
  const auto* o = dynamic_cast<const OptionalVariant*>(t.variant_value().get());
  if (!o) throw OpError(OpError::Code::InvalidArgument, "Input to OptionalHasValue must be an OptionalVariant object.");
  return *o;
}

std::vector<OutputSpec> one_variant(const InferenceContext&) {
  return op_def_builders::one(DType::Variant, TensorShape::scalar());
}

/// OptionalFromValue(components: Toutput_types) -> optional: variant.
OpDef optional_from_value() {
  OpDef d = op_def_builders::make("OptionalFromValue", "Constructs an Optional variant from a tuple of tensors.");
  d.inputs = {type_list_arg("components", "Toutput_types")};
  d.outputs = {fixed_arg("optional", DType::Variant)};
  d.attrs = {plain_attr("Toutput_types", "list(type)")};
  d.shape_fn = one_variant;
  d.kernel = +[](KernelContext& c) { return std::vector<Tensor>{optional_tensor(c.inputs)}; };
  return d;
}

/// OptionalNone() -> optional: variant.
OpDef optional_none() {
  OpDef d = op_def_builders::make("OptionalNone", "Creates an Optional variant with no value.");
  d.outputs = {fixed_arg("optional", DType::Variant)};
  d.shape_fn = one_variant;
  d.kernel = +[](KernelContext&) { return std::vector<Tensor>{optional_tensor(std::nullopt)}; };
  return d;
}

/// OptionalHasValue(optional: variant) -> has_value: bool.
OpDef optional_has_value() {
  OpDef d = op_def_builders::make("OptionalHasValue", "Returns true if and only if the given Optional variant has a value.");
  d.inputs = {fixed_arg("optional", DType::Variant)};
  d.outputs = {fixed_arg("has_value", DType::Bool)};
  d.shape_fn = +[](const InferenceContext&) { return op_def_builders::one(DType::Bool, TensorShape::scalar()); };
  d.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{Tensor::scalar_bool(optional_of(c.inputs.at(0)).values.has_value())};
  };
  return d;
}

/// OptionalGetValue(optional: variant) -> components: output_types, shaped by output_shapes.
/// An empty optional fails with InvalidArgument "The given optional does not have a value.".
OpDef optional_get_value() {
  OpDef d = op_def_builders::make("OptionalGetValue", "Returns the value stored in an Optional variant or raises an error if none exists.");
  d.inputs = {fixed_arg("optional", DType::Variant)};
  ArgDef components;
  components.name = "components";
  components.type_list_attr = "output_types";
  d.outputs = {components};
  d.attrs = {plain_attr("output_types", "list(type)"), plain_attr("output_shapes", "list(shape)")};
  d.shape_fn = +[](const InferenceContext& c) {
    const auto& types = c.attr<std::vector<DType>>("output_types");
    const auto& shapes = c.attr<std::vector<TensorShape>>("output_shapes");
    std::vector<OutputSpec> out;
    for (std::size_t i = 0; i < types.size(); ++i) out.push_back({types[i], i < shapes.size() ? shapes[i] : TensorShape::unknown()});
    return out;
  };
  d.kernel = +[](KernelContext& c) {
    const OptionalVariant& o = optional_of(c.inputs.at(0));
    if (!o.values) throw OpError(OpError::Code::InvalidArgument, "The given optional does not have a value.");
    const auto& types = c.attr<std::vector<DType>>("output_types");
    const auto& shapes = c.attr<std::vector<TensorShape>>("output_shapes");
    const std::vector<Tensor>& values = *o.values;
    if (values.size() != types.size())
      throw OpError(OpError::Code::InvalidArgument, "The given optional has " + op_def_builders::num(static_cast<int64_t>(values.size())) +
                                                        " components, expected " + op_def_builders::num(static_cast<int64_t>(types.size())));
    for (std::size_t i = 0; i < values.size(); ++i) {
      if (values[i].dtype() != types[i])
        throw OpError(OpError::Code::InvalidArgument,
                      "The given optional does not match the expected type for component " + op_def_builders::num(static_cast<int64_t>(i)) +
                          ". Expected: " + std::string(tensor::runtime_name(types[i])) +
                          ". Actual: " + std::string(tensor::runtime_name(values[i].dtype())) + ".");
      if (i < shapes.size() && !shapes[i].is_compatible_with(values[i].tensor_shape()))
        throw OpError(OpError::Code::InvalidArgument,
                      "The given optional does not match the expected shape for component " + op_def_builders::num(static_cast<int64_t>(i)) +
                          ". Expected: " + shapes[i].debug_string() + ". Actual: " + values[i].tensor_shape().debug_string() + ".");
    }
    return values;
  };
  return d;
}

/// IteratorGetNextAsOptional(iterator) -> optional: the iterator's next element, or none at
/// its end (no OutOfRange error). Stateful: each run advances the iterator.
OpDef iterator_get_next_as_optional() {
  OpDef d = op_def_builders::make("IteratorGetNextAsOptional", "Gets the next output from the given iterator as an Optional variant.");
  d.is_stateful = true;
  d.inputs = {fixed_arg("iterator", DType::Resource)};
  d.outputs = {fixed_arg("optional", DType::Variant)};
  d.attrs = {plain_attr("output_types", "list(type)"), plain_attr("output_shapes", "list(shape)")};
  d.shape_fn = one_variant;
  d.kernel = +[](KernelContext& c) { return std::vector<Tensor>{optional_tensor(iterator_runtime().next(c.inputs.at(0)))}; };
  return d;
}

}  // namespace

void register_optional_ops(OpRegistry& r) {
  r.add(optional_from_value());
  r.add(optional_none());
  r.add(optional_has_value());
  r.add(optional_get_value());
  r.add(iterator_get_next_as_optional());
}

}  // namespace tfplay::graph
