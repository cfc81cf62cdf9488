// Composite tensors through tf.function (see composite_spec.h).
#include "core/function/composite_spec.h"

#include "core/function/nest.h"
#include "core/function/tensor_object.h"
#include "core/function/trace_protocol.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::function {

namespace {

bool encoded_spec(const py::Ref& spec) {
  if (!spec) return false;
  const std::string name = py::type_name(spec.get());
  return (name == "RaggedTensorSpec" || name == "SparseTensorSpec") && is_type_spec(spec);
}

}  // namespace

bool variant_encoded_spec(const py::Ref& spec) {
  return spec && py::type_name(spec.get()) == "RaggedTensorSpec" && is_type_spec(spec);
}

bool is_composite_type(const TraceType& t) { return t.kind == TraceType::Kind::Custom && encoded_spec(t.value); }

py::Ref composite_spec_of(const py::Ref& value) {
  if (!value || as_tensor(value.get())) return nullptr;
  const std::string name = py::type_name(value.get());
  if (name != "RaggedTensor" && name != "SparseTensor") return nullptr;
  py::Ref spec = py::getattr_opt(value, "_type_spec");
  return encoded_spec(spec) ? spec : nullptr;
}

std::vector<TraceType> composite_component_types(const py::Ref& spec) {
  std::vector<TraceType> out;
  for (const py::Ref& leaf : nest::flatten(py::getattr(spec, "_component_specs"))) {
    const TensorSpecObject* s = as_spec(leaf.get());
    if (!s) py::raise(py::E().NotImplementedError, "tfplay supports composite tensors of TensorSpec components only");
    out.push_back(TraceType::tensor_spec(s->dtype, s->shape, s->name));
  }
  return out;
}

std::vector<py::Ref> composite_components(const py::Ref& spec, const py::Ref& value) {
  return nest::flatten(py::call(py::getattr(spec, "_to_components"), std::vector<py::Ref>{value}));
}

py::Ref composite_from_components(const py::Ref& spec, const std::vector<py::Ref>& components) {
  py::Ref packed = nest::pack_as(py::getattr(spec, "_component_specs"), components);
  return py::call(py::getattr(spec, "_from_components"), std::vector<py::Ref>{packed});
}

std::string composite_cast_error(const TraceType& t, const py::Ref& value) {
  if (!composite_spec_of(value))
    py::raise(py::E().NotImplementedError, "tfplay cannot report TF's error for " + py::type_name(value.get()) +
                                               " passed for a " + py::type_name(t.value.get()) + " yet");
  std::vector<TraceType> specs = composite_component_types(t.value);
  std::vector<py::Ref> parts = composite_components(t.value, value);
  if (specs.size() != parts.size())
    py::raise(py::E().NotImplementedError, "tfplay cannot report TF's error for a " + py::type_name(value.get()) +
                                               " of another ragged_rank than its " + py::type_name(t.value.get()) + " yet");
  for (std::size_t i = 0; i < specs.size(); ++i) {
    const TensorObject* c = as_tensor(parts[i].get());
    if (!c) py::raise(py::E().NotImplementedError, "tfplay supports composite tensors of tf.Tensor components only");
    const TraceType got = TraceType::tensor_spec(c->dtype, c->shape, specs[i].spec_name);
    if (!got.is_subtype_of(specs[i]) && !specs[i].is_subtype_of(got)) return "Can not cast " + got.repr() + " to " + specs[i].repr();
  }
  return "";
}

}  // namespace tfplay::function
