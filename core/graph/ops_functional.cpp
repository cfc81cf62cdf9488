// Functional ops (tensorflow/core/ops/functional_ops.cc) and the TensorList read AutoGraph
// uses for `for x in tensor` loops (list_ops.cc TensorListGetItem).
//
// If/While/PartitionedCall nodes are built by the control-flow builders (core/function), which
// compute their outputs from the function graphs, and run by the executor
// (functional_ops.cpp); their OpDefs here give them names, statefulness and a summary.
#include "core/graph/functional_ops.h"

#include <cstring>

#include "core/graph/op_registry.h"
#include "core/tensor/dispatch.h"

namespace tfplay::graph {

namespace {

OpDef functional(const std::string& name, bool stateful, const std::string& summary) {
  OpDef d;
  d.name = name;
  d.summary = summary;
  d.is_stateful = stateful;
  d.shape_fn = [name](const InferenceContext&) -> std::vector<OutputSpec> {
    throw tensor::OpError(tensor::OpError::Code::Internal, name + " nodes are built by the control-flow builders");
  };
  d.kernel = [name](KernelContext&) -> std::vector<Tensor> {
    throw tensor::OpError(tensor::OpError::Code::Internal, name + " runs only inside a graph");
  };
  return d;
}

// Row `index` of a tensor's first dimension (what reading element `index` of the TensorList
// built by TensorListFromTensor yields).
Tensor row(const Tensor& t, int64_t index) {
  tensor::Shape shape(t.shape().begin() + 1, t.shape().end());
  Tensor out = Tensor::zeros(t.dtype(), shape);
  const int64_t n = out.num_elements();
  tensor::visit_dtype(t.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* src = t.data<T>() + index * n;
    T* dst = out.mutable_data<T>();
    for (int64_t i = 0; i < n; ++i) dst[i] = src[i];
  });
  return out;
}

OpDef tensor_list_get_item() {
  // tfplay models the TensorList that TensorArray.unstack builds as the stacked tensor itself,
  // so the handle input is that tensor (TF: a variant TensorList) and the read is a row slice.
  OpDef d;
  d.name = "TensorListGetItem";
  d.summary = "Returns the item at `index` of the list (tfplay: row `index` of the stacked tensor).";
  d.inputs = {arg("input_handle", "element_dtype"), fixed_arg("index", DType::Int32)};
  d.outputs = {arg("item", "element_dtype")};
  d.attrs = {type_attr("element_dtype", "")};
  d.shape_fn = [](const InferenceContext& c) {
    const TensorShape& s = c.input_shapes[0];
    TensorShape out = TensorShape::unknown();
    if (s.has_rank() && *s.rank() >= 1)
      out = TensorShape(std::vector<tensor::Dim>(s.as_list().begin() + 1, s.as_list().end()));
    return std::vector<OutputSpec>{{c.attr<DType>("element_dtype"), out}};
  };
  d.kernel = [](KernelContext& c) {
    const Tensor& list = c.inputs[0];
    const int64_t index = c.inputs[1].as_int64(0);
    const int64_t size = list.rank() == 0 ? 0 : list.shape()[0];
    if (index < 0 || index >= size)
      throw tensor::invalid_argument("Trying to access element " + std::to_string(index) + " in a list with " +
                                     std::to_string(size) + " elements.");
    return std::vector<Tensor>{row(list, index)};
  };
  return d;
}

}  // namespace

void register_functional_ops(OpRegistry& r) {
  r.add(functional("ReduceDataset", true, "Reduces the input dataset to a singleton using a reduce function."));
  r.add(functional("If", true, "output = cond ? then_branch(input) : else_branch(input)"));
  r.add(functional("StatelessIf", false,
                   "output = cond ? then_branch(input) : else_branch(input) (branches without side effects)"));
  r.add(functional("While", true, "output = input; While (Cond(output)) { output = Body(output) }"));
  r.add(functional("StatelessWhile", false,
                   "output = input; While (Cond(output)) { output = Body(output) } (without side effects)"));
  r.add(functional("Case", true, "An n-way switch statement which calls a single branch function."));
  r.add(functional("StatelessCase", false,
                   "An n-way switch statement which calls a single branch function (branches without side effects)."));
  r.add(functional("PartitionedCall", false, "Returns `f(inputs)`."));
  r.add(functional("StatefulPartitionedCall", true, "Returns `f(inputs)` (f has side effects)."));
  r.add(tensor_list_get_item());
}

}  // namespace tfplay::graph
