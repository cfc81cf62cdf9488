// Sparse reads and updates of resource variables (TF: tensorflow/core/ops/resource_variable_ops.cc
// ResourceGather, ResourceGatherNd, ResourceScatterAdd/Sub/Mul/Div/Min/Max/Update; state_ops.cc
// ResourceScatterNdAdd/Sub/Update; kernels resource_variable_ops.cc, scatter_nd_op.cc). The nd
// updates and the gathers run the kernels of TensorScatterAdd/Sub/Update, GatherNd and GatherV2
// on the variable's value, so their checks and error texts are those ops'.
#include <type_traits>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/graph/resource_variable.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::num;
using op_def_builders::one;

using tensor::invalid_argument;
using tensor::OpError;


// The variable's current value; FailedPrecondition when it was never assigned.
VariableResource& initialized(const KernelContext& c) {
  VariableResource& v = live_variable(input_resource<VariableResource>(c));
  if (!v.value) {
    throw OpError(OpError::Code::FailedPrecondition,
                  "Could not find variable Variable. This could mean that the variable has been deleted. In TF1, it can also mean "
                  "the variable is uninitialized.");
  }
  return v;
}

// Runs the kernel of registered op `op` on `inputs` with `attrs`.
std::vector<Tensor> run_kernel(const char* op, const std::vector<Tensor>& inputs, const AttrMap& attrs) {
  const OpDef& def = OpRegistry::global().get(op);
  KernelContext k{def, inputs, attrs, nullptr};
  return def.kernel(k);
}

enum class Update { Add, Sub, Mul, Div, Min, Max, Assign };

// ResourceScatterUpdateOp: params[indices[i], ...] op= updates[i, ...]; updates is
// indices.shape + params.shape[1:] or a scalar.
void scatter_rows(Tensor& params, const Tensor& indices, const Tensor& updates, Update mode) {
  if (params.rank() < 1) throw invalid_argument("params must be at least 1-D, got shape " + tensor::shape_debug_string(params.shape()));
  const int64_t n = indices.num_elements();
  if (n == 0) return;
  const bool scalar = updates.rank() == 0;
  if (!scalar) {
    tensor::Shape want(indices.shape().begin(), indices.shape().end());
    want.insert(want.end(), params.shape().begin() + 1, params.shape().end());
    if (updates.shape() != want) {
      throw invalid_argument("Must have updates.shape = indices.shape + params.shape[1:] or updates.shape = [], got updates.shape " +
                             tensor::shape_debug_string(updates.shape()) + ", indices.shape " + tensor::shape_debug_string(indices.shape()) + ", params.shape " + tensor::shape_debug_string(params.shape()));
    }
  }
  const int64_t rows = params.shape()[0];
  const int64_t slice = rows ? params.num_elements() / rows : 0;
  const std::vector<int64_t> idx = indices.to_int64_vector();
  for (int64_t i = 0; i < n; ++i) {
    if (idx[static_cast<std::size_t>(i)] < 0 || idx[static_cast<std::size_t>(i)] >= rows) {
      // SliceDebugString of indices' shape at i.
      std::vector<int64_t> dims(indices.shape().begin(), indices.shape().end());
      std::string at = "[";
      int64_t rest = i;
      std::vector<int64_t> coords(dims.size());
      for (int d = static_cast<int>(dims.size()) - 1; d >= 0; --d) {
        coords[static_cast<std::size_t>(d)] = rest % dims[static_cast<std::size_t>(d)];
        rest /= dims[static_cast<std::size_t>(d)];
      }
      for (std::size_t d = 0; d < coords.size(); ++d) at += (d ? "," : "") + num(coords[d]);
      throw invalid_argument("indices" + at + "] = " + num(idx[static_cast<std::size_t>(i)]) + " is not in [0, " + num(rows) + ")");
    }
  }
  tensor::visit_dtype(params.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    T* p = params.mutable_data<T>();
    const T* u = updates.data<T>();
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < slice; ++j) {
        T& dst = p[idx[static_cast<std::size_t>(i)] * slice + j];
        const T& v = scalar ? u[0] : u[i * slice + j];
        if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, bool>) {
          dst = v;  // the numeric modes' type lists refuse these dtypes
        } else {
          switch (mode) {
            case Update::Add: dst = static_cast<T>(dst + v); break;
            case Update::Sub: dst = static_cast<T>(dst - v); break;
            case Update::Mul: dst = static_cast<T>(dst * v); break;
            case Update::Div:
              if constexpr (std::is_integral_v<T>) {
                if (v == T(0)) throw invalid_argument("Integer division by zero");
              }
              dst = static_cast<T>(dst / v);
              break;
            case Update::Min: dst = v < dst ? v : dst; break;
            case Update::Max: dst = dst < v ? v : dst; break;
            case Update::Assign: dst = v; break;
          }
        }
      }
  });
  params = tensor::finish_float16(params);
}

void add_resource_scatter(OpRegistry& r, const char* name, Update mode, const char* summary) {
  OpDef d = make(name, summary);
  d.inputs = {fixed_arg("resource", DType::Resource), arg("indices", "Tindices"), arg("updates", "dtype")};
  d.attrs = {type_attr("dtype", mode == Update::Assign ? "" : "float32, float64, int32, uint8, int16, int8, int64, bfloat16, uint16, float16, uint32, uint64"),
             type_attr("Tindices", "int32, int64")};
  d.is_stateful = true;
  d.shape_fn = +[](const InferenceContext&) { return std::vector<OutputSpec>{}; };
  d.kernel = [mode](KernelContext& c) {
    VariableResource& v = initialized(c);
    if (c.inputs[2].dtype() != v.value->dtype()) {
      throw invalid_argument("Trying to access a handle's data using a wrong dtype. Expected " +
                             std::string(tensor::runtime_name(v.value->dtype())) + " got " +
                             std::string(tensor::runtime_name(c.inputs[2].dtype())));
    }
    // Copy on write: tensors read from the variable earlier keep their values.
    Tensor updated = Tensor::zeros(v.value->dtype(), v.value->shape());
    tensor::visit_dtype(updated.dtype(), [&](auto tag) {
      using T = typename decltype(tag)::type;
      const T* src = v.value->data<T>();
      T* dst = updated.mutable_data<T>();
      for (int64_t i = 0; i < updated.num_elements(); ++i) dst[i] = src[i];
    });
    scatter_rows(updated, c.inputs[1], c.inputs[2], mode);
    v.value = updated;
    return std::vector<Tensor>{};
  };
  r.add(std::move(d));
}

// ResourceScatterNd*: TensorScatter* on the variable's value.
void add_resource_scatter_nd(OpRegistry& r, const char* name, const char* tensor_op, const char* summary) {
  OpDef d = make(name, summary);
  d.inputs = {fixed_arg("ref", DType::Resource), arg("indices", "Tindices"), arg("updates", "T")};
  d.attrs = {type_attr("T", ""), type_attr("Tindices", "int32, int64"), plain_attr("use_locking", "bool", true),
             plain_attr("bad_indices_policy", "string", std::string())};
  d.is_stateful = true;
  d.shape_fn = +[](const InferenceContext&) { return std::vector<OutputSpec>{}; };
  d.kernel = [tensor_op](KernelContext& c) {
    VariableResource& v = initialized(c);
    AttrMap attrs{{"T", v.value->dtype()}, {"Tindices", c.inputs[1].dtype()}, {"bad_indices_policy", std::string()}};
    v.value = run_kernel(tensor_op, {*v.value, c.inputs[1], c.inputs[2]}, attrs).at(0);
    return std::vector<Tensor>{};
  };
  r.add(std::move(d));
}

void add_resource_gathers(OpRegistry& r) {
  OpDef g = make("ResourceGather", "Gather slices from the variable pointed to by `resource` according to `indices`.");
  g.inputs = {fixed_arg("resource", DType::Resource), arg("indices", "Tindices")};
  g.outputs = {arg("output", "dtype")};
  g.attrs = {plain_attr("batch_dims", "int", int64_t{0}), plain_attr("validate_indices", "bool", true), plain_attr("dtype", "type"),
             type_attr("Tindices", "int32, int64")};
  g.is_stateful = true;
  // indices.shape + variable.shape[1:] when the handle's shape is known.
  g.shape_fn = +[](const InferenceContext& c) {
    const DType t = c.attr<DType>("dtype");
    const Tensor* h = c.input_values[0];
    const VariableResource* v = h ? variable_of(*h) : nullptr;
    const TensorShape& idx = c.input_shapes[1];
    if (!v || !v->shape.has_rank() || !idx.has_rank() || c.attr<int64_t>("batch_dims") != 0) return one(t, TensorShape::unknown());
    std::vector<tensor::Dim> dims = idx.as_list();
    dims.insert(dims.end(), v->shape.as_list().begin() + 1, v->shape.as_list().end());
    return one(t, TensorShape(dims));
  };
  g.kernel = +[](KernelContext& c) {
    VariableResource& v = initialized(c);
    AttrMap attrs{{"Tparams", v.value->dtype()}, {"Tindices", c.inputs[1].dtype()}, {"Taxis", DType::Int32},
                  {"batch_dims", c.attr<int64_t>("batch_dims")}};
    return run_kernel("GatherV2", {*v.value, c.inputs[1], Tensor::scalar_int32(static_cast<int32_t>(c.attr<int64_t>("batch_dims")))},
                      attrs);
  };
  r.add(std::move(g));

  OpDef n = make("ResourceGatherNd", "Gather slices from the variable pointed to by `resource` according to `indices`.");
  n.inputs = {fixed_arg("resource", DType::Resource), arg("indices", "Tindices")};
  n.outputs = {arg("output", "dtype")};
  n.attrs = {plain_attr("dtype", "type"), type_attr("Tindices", "int32, int64")};
  n.is_stateful = true;
  // GatherNdShape over the variable's shape: indices.shape[:-1] + shape[indices.shape[-1]:].
  n.shape_fn = +[](const InferenceContext& c) {
    const DType t = c.attr<DType>("dtype");
    const Tensor* h = c.input_values[0];
    const VariableResource* v = h ? variable_of(*h) : nullptr;
    const TensorShape& idx = c.input_shapes[1];
    if (!v || !v->shape.has_rank() || !idx.has_rank() || *idx.rank() < 1 || !idx.as_list().back()) return one(t, TensorShape::unknown());
    const int64_t depth = *idx.as_list().back();
    if (depth > *v->shape.rank()) return one(t, TensorShape::unknown());
    std::vector<tensor::Dim> dims(idx.as_list().begin(), idx.as_list().end() - 1);
    dims.insert(dims.end(), v->shape.as_list().begin() + depth, v->shape.as_list().end());
    return one(t, TensorShape(dims));
  };
  n.kernel = +[](KernelContext& c) {
    VariableResource& v = initialized(c);
    AttrMap attrs{{"Tparams", v.value->dtype()}, {"Tindices", c.inputs[1].dtype()}, {"bad_indices_policy", std::string()}};
    return run_kernel("GatherNd", {*v.value, c.inputs[1]}, attrs);
  };
  r.add(std::move(n));
}

// VariableShape: the variable's current shape (what ResourceGather's gradient reads).
void add_variable_shape(OpRegistry& r) {
  OpDef d = make("VariableShape", "Returns the shape of the variable pointed to by `resource`.");
  d.inputs = {fixed_arg("input", DType::Resource)};
  d.outputs = {arg("output", "out_type")};
  d.attrs = {type_attr("out_type", "int32, int64", DType::Int32)};
  d.is_stateful = true;
  d.shape_fn = +[](const InferenceContext& c) {
    const Tensor* h = c.input_values[0];
    const VariableResource* v = h ? variable_of(*h) : nullptr;
    return one(c.attr<DType>("out_type"), TensorShape({v && v->shape.has_rank() ? tensor::Dim(*v->shape.rank()) : tensor::Dim()}));
  };
  d.kernel = +[](KernelContext& c) {
    VariableResource& v = initialized(c);
    std::vector<int64_t> dims(v.value->shape().begin(), v.value->shape().end());
    return std::vector<Tensor>{tensor::cast(Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(dims.size())}, dims),
                                            c.attr<DType>("out_type"))};
  };
  r.add(std::move(d));
}

}  // namespace

void register_resource_scatter_ops(OpRegistry& r) {
  add_variable_shape(r);
  add_resource_scatter(r, "ResourceScatterAdd", Update::Add, "Adds sparse updates to the variable referenced by `resource`.");
  add_resource_scatter(r, "ResourceScatterSub", Update::Sub, "Subtracts sparse updates from the variable referenced by `resource`.");
  add_resource_scatter(r, "ResourceScatterMul", Update::Mul, "Multiplies sparse updates into the variable referenced by `resource`.");
  add_resource_scatter(r, "ResourceScatterDiv", Update::Div, "Divides sparse updates into the variable referenced by `resource`.");
  add_resource_scatter(r, "ResourceScatterMin", Update::Min,
                       "Reduces sparse updates into the variable referenced by `resource` using the `min` operation.");
  add_resource_scatter(r, "ResourceScatterMax", Update::Max,
                       "Reduces sparse updates into the variable referenced by `resource` using the `max` operation.");
  add_resource_scatter(r, "ResourceScatterUpdate", Update::Assign, "Assigns sparse updates to the variable referenced by `resource`.");
  add_resource_scatter_nd(r, "ResourceScatterNdAdd", "TensorScatterAdd", "Applies sparse addition to individual values or slices in a Variable.");
  add_resource_scatter_nd(r, "ResourceScatterNdSub", "TensorScatterSub", "Applies sparse subtraction to individual values or slices in a Variable.");
  add_resource_scatter_nd(r, "ResourceScatterNdUpdate", "TensorScatterUpdate",
                          "Applies sparse `updates` to individual values or slices within a given variable according to `indices`.");
  // api_def_ResourceScatterNd{Max,Min}.pbtxt have no summary.
  add_resource_scatter_nd(r, "ResourceScatterNdMax", "TensorScatterMax", "");
  add_resource_scatter_nd(r, "ResourceScatterNdMin", "TensorScatterMin", "");
  add_resource_gathers(r);
}

}  // namespace tfplay::graph
