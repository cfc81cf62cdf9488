// SparseTensor components of tf.data elements (see dataset_sparse.h).
#include "core/tf/data/dataset_sparse.h"

#include <algorithm>
#include <memory>
#include <string>

#include "core/function/tensor_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/kernels.h"
#include "core/tensor/op_error.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf::data {

using py::Ref;
using tensor::DType;
using tensor::Tensor;

namespace {

/// TF's serialized SparseTensor component: int64 indices [n, rank], values [n], int64 dense
/// shape [rank].
struct SparseValue : tensor::VariantValue {
  std::vector<int64_t> indices;  // row-major, n * rank
  Tensor values;
  std::vector<int64_t> dense_shape;
  std::string type_name() const override { return "tensorflow::SparseTensorVariant"; }
  int64_t rank() const { return static_cast<int64_t>(dense_shape.size()); }
  int64_t count() const { return values.num_elements(); }
};

const SparseValue& value_of(const Tensor& t) {
  const auto* v = t.dtype() == DType::Variant ? dynamic_cast<const SparseValue*>(t.variant_value().get()) : nullptr;
  if (!v) throw tensor::OpError(tensor::OpError::Code::Internal, "not a SparseTensor component");
  return *v;
}

const Tensor& eager(const Ref& t) {
  const function::TensorObject* x = function::as_tensor(t.get());
  if (!x || !x->is_eager())
    py::raise(py::E().NotImplementedError, "tfplay's tf.data takes SparseTensors of eager tensors only");
  return *x->value;
}

/// The values at positions `keep` of a 1-D tensor, in order.
Tensor gather_values(const Tensor& values, const std::vector<int64_t>& keep) {
  const tensor::Shape n{static_cast<int64_t>(keep.size())};
  return tensor::gather(values, Tensor::from_vector<int64_t>(DType::Int64, n, keep), 0);
}

}  // namespace

bool is_sparse_spec(const Ref& spec) { return py::type_name(spec.get()) == "SparseTensorSpec"; }

bool is_sparse_tensor(const Ref& value) {
  return py::type_name(value.get()) == "SparseTensor" && value->cls->module.rfind("tensorflow.", 0) == 0;
}

bool is_sparse_component(const Tensor& t) {
  return t.dtype() == DType::Variant && dynamic_cast<const SparseValue*>(t.variant_value().get()) != nullptr;
}

Tensor encode_sparse(const Ref& value) {
  auto v = std::make_shared<SparseValue>();
  v->indices = eager(py::getattr(value, "indices")).to_int64_vector();
  v->values = eager(py::getattr(value, "values"));
  v->dense_shape = eager(py::getattr(value, "dense_shape")).to_int64_vector();
  return Tensor::variant(v);
}

Ref decode_sparse(const Tensor& component) {
  const SparseValue& v = value_of(component);
  const int64_t n = v.count(), rank = v.rank();
  Ref indices = function::make_eager(Tensor::from_vector<int64_t>(DType::Int64, {n, rank}, v.indices));
  Ref dense_shape = function::make_eager(Tensor::from_vector<int64_t>(DType::Int64, {rank}, v.dense_shape));
  return tf_call("sparse.SparseTensor", {indices, function::make_eager(v.values), dense_shape});
}

int64_t sparse_rows(const Tensor& component) {
  const SparseValue& v = value_of(component);
  if (v.dense_shape.empty()) throw tensor::invalid_argument("Input element must have a non-scalar value in each component.");
  return v.dense_shape[0];
}

Tensor sparse_row(const Tensor& component, int64_t i) {
  const SparseValue& v = value_of(component);
  const int64_t rank = v.rank();
  auto out = std::make_shared<SparseValue>();
  std::vector<int64_t> keep;
  for (int64_t k = 0; k < v.count(); ++k) {
    const int64_t* idx = v.indices.data() + k * rank;
    if (idx[0] != i) continue;
    keep.push_back(k);
    out->indices.insert(out->indices.end(), idx + 1, idx + rank);
  }
  out->values = gather_values(v.values, keep);
  out->dense_shape.assign(v.dense_shape.begin() + 1, v.dense_shape.end());
  return Tensor::variant(out);
}

Tensor batch_sparse_rows(const std::vector<Tensor>& rows) {
  const SparseValue& first = value_of(rows.at(0));
  auto out = std::make_shared<SparseValue>();
  out->dense_shape.assign(1 + first.dense_shape.size(), 0);
  out->dense_shape[0] = static_cast<int64_t>(rows.size());
  std::vector<Tensor> values;
  for (std::size_t b = 0; b < rows.size(); ++b) {
    const SparseValue& r = value_of(rows[b]);
    if (r.rank() != first.rank())
      py::raise(py::E().NotImplementedError, "tfplay cannot batch SparseTensor components of different ranks yet");
    for (int64_t d = 0; d < r.rank(); ++d)
      out->dense_shape[static_cast<std::size_t>(d + 1)] = std::max(out->dense_shape[static_cast<std::size_t>(d + 1)], r.dense_shape[static_cast<std::size_t>(d)]);
    for (int64_t k = 0; k < r.count(); ++k) {
      out->indices.push_back(static_cast<int64_t>(b));
      out->indices.insert(out->indices.end(), r.indices.begin() + k * r.rank(), r.indices.begin() + (k + 1) * r.rank());
    }
    values.push_back(r.values);
  }
  out->values = tensor::concat(values, 0);
  return Tensor::variant(out);
}

}  // namespace tfplay::tf::data
