// RaggedTensor components of tf.data elements (see dataset_ragged.h).
#include "core/tf/data/dataset_ragged.h"

#include <memory>
#include <string>

#include "core/function/tensor_object.h"
#include "core/function/nest.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/kernels.h"
#include "core/tensor/op_error.h"
#include "core/tensor/ragged_variant.h"
#include "core/tf/data/dataset_sparse.h"
#include "core/tf/ragged_tensor.h"

namespace tfplay::tf::data {

using py::Ref;
using tensor::DType;
using tensor::Shape;
using tensor::Tensor;

namespace {

using RaggedValue = tensor::RaggedVariant;

const RaggedValue* ragged_value(const Tensor& t) { return tensor::as_ragged_variant(t); }

Tensor splits_tensor(const std::vector<int64_t>& splits, DType dtype) {
  const Shape shape{static_cast<int64_t>(splits.size())};
  if (dtype == DType::Int32) return Tensor::from_vector<int32_t>(DType::Int32, shape, std::vector<int32_t>(splits.begin(), splits.end()));
  return Tensor::from_vector<int64_t>(DType::Int64, shape, splits);
}

DType row_splits_dtype(const Ref& spec) { return function::as_dtype(py::getattr(spec, "row_splits_dtype").get())->dtype; }

int64_t spec_ragged_rank(const Ref& spec) { return py::as_int(py::getattr(spec, "ragged_rank").get()); }

/// The rows of ragged components stacked under one more row partition (`dtype` splits).
Tensor batch_ragged_rows(const std::vector<Tensor>& rows, DType dtype) {
  std::vector<int64_t> outer{0};
  std::vector<Tensor> flats;
  if (!ragged_value(rows[0])) {
    // ragged_rank 0 rows: dense tensors of varying length.
    for (const Tensor& r : rows) {
      if (r.rank() == 0 || r.shape().size() != rows[0].shape().size() ||
          !std::equal(r.shape().begin() + 1, r.shape().end(), rows[0].shape().begin() + 1))
        py::raise(py::E().NotImplementedError, "tfplay cannot batch ragged rows whose inner dimensions differ yet");
      outer.push_back(outer.back() + r.shape()[0]);
      flats.push_back(r);
    }
    auto v = std::make_shared<RaggedValue>();
    v->flat_values = tensor::concat(flats, 0);
    v->splits = {splits_tensor(outer, dtype)};
    return Tensor::variant(v);
  }
  const std::size_t levels = ragged_value(rows[0])->splits.size();
  std::vector<std::vector<int64_t>> inner(levels, std::vector<int64_t>{0});
  for (const Tensor& r : rows) {
    const RaggedValue& rv = *ragged_value(r);
    if (rv.splits.size() != levels || rv.flat_values.shape().size() != ragged_value(rows[0])->flat_values.shape().size())
      py::raise(py::E().NotImplementedError, "tfplay cannot batch ragged rows of different ragged ranks yet");
    outer.push_back(outer.back() + rv.splits[0].num_elements() - 1);
    for (std::size_t k = 0; k < levels; ++k) {
      const std::vector<int64_t> s = rv.splits[k].to_int64_vector();
      const int64_t offset = inner[k].back();
      for (std::size_t j = 1; j < s.size(); ++j) inner[k].push_back(s[j] + offset);
    }
    flats.push_back(rv.flat_values);
  }
  auto v = std::make_shared<RaggedValue>();
  v->flat_values = tensor::concat(flats, 0);
  v->splits.push_back(splits_tensor(outer, dtype));
  for (std::size_t k = 0; k < levels; ++k) v->splits.push_back(splits_tensor(inner[k], ragged_value(rows[0])->splits[k].dtype()));
  return Tensor::variant(v);
}

struct RaggedBatchDataset : Dataset {
  DatasetPtr input;
  int64_t batch_size = 1;
  bool drop_remainder = false;
  std::vector<bool> ragged;        // per component: batched as ragged rows
  std::vector<bool> sparse;        // per component: SparseTensor rows (dataset_sparse.h)
  std::vector<DType> splits_dtype;  // the new partition's dtype, per ragged component
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      const RaggedBatchDataset& d;
      std::unique_ptr<Iterator> in;
      explicit It(const RaggedBatchDataset& ds) : d(ds), in(ds.input->make_iterator()) {}
      std::optional<Element> next() override {
        std::vector<Element> rows;
        while (static_cast<int64_t>(rows.size()) < d.batch_size) {
          auto e = in->next();
          if (!e) break;
          rows.push_back(std::move(*e));
        }
        if (rows.empty() || (d.drop_remainder && static_cast<int64_t>(rows.size()) < d.batch_size)) return std::nullopt;
        Element out;
        for (std::size_t c = 0; c < rows[0].size(); ++c) {
          std::vector<Tensor> parts;
          for (std::size_t i = 0; i < rows.size(); ++i) {
            if (!d.ragged[c] && !d.sparse[c] && rows[i][c].shape() != rows[0][c].shape())
              throw tensor::invalid_argument("Cannot batch tensors with different shapes in component " + std::to_string(c) +
                                             ". First element had shape " + rows[0][c].tensor_shape().str() + " and element " +
                                             std::to_string(i) + " had shape " + rows[i][c].tensor_shape().str() + ".");
            parts.push_back(rows[i][c]);
          }
          out.push_back(d.sparse[c]   ? batch_sparse_rows(parts)
                        : d.ragged[c] ? batch_ragged_rows(parts, d.splits_dtype[c])
                                      : tensor::pack(parts, 0));
        }
        return out;
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override {
    const int64_t n = input->cardinality();
    if (n < 0) return n;
    return drop_remainder ? n / batch_size : (n + batch_size - 1) / batch_size;
  }
};

/// Components whose spec is ragged with ragged_rank >= 1 and that arrive dense: re-encoded.
struct DenseToRaggedDataset : Dataset {
  DatasetPtr input;
  std::vector<int64_t> ragged_rank;  // per component; 0: left as is
  std::vector<DType> splits_dtype;
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      const DenseToRaggedDataset& d;
      std::unique_ptr<Iterator> in;
      explicit It(const DenseToRaggedDataset& ds) : d(ds), in(ds.input->make_iterator()) {}
      std::optional<Element> next() override {
        auto e = in->next();
        if (!e) return std::nullopt;
        for (std::size_t c = 0; c < e->size(); ++c) {
          const int64_t rr = d.ragged_rank[c];
          if (rr == 0 || ragged_value((*e)[c])) continue;
          // RaggedTensor.from_tensor(value, ragged_rank=rr): uniform partitions of the first
          // rr + 1 axes.
          const Tensor& t = (*e)[c];
          auto v = std::make_shared<RaggedValue>();
          int64_t rows = t.shape()[0];
          for (int64_t k = 1; k <= rr; ++k) {
            const int64_t width = t.shape()[static_cast<std::size_t>(k)];
            std::vector<int64_t> s;
            for (int64_t i = 0; i <= rows; ++i) s.push_back(i * width);
            v->splits.push_back(splits_tensor(s, d.splits_dtype[c]));
            rows *= width;
          }
          Shape flat_shape{rows};
          flat_shape.insert(flat_shape.end(), t.shape().begin() + rr + 1, t.shape().end());
          v->flat_values = t.with_shape(flat_shape);
          (*e)[c] = Tensor::variant(v);
        }
        return e;
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override { return input->cardinality(); }
};

/// Row `i` of a batched component: a dense tensor's row, or a RaggedTensor's (a dense tensor
/// when it had one partition, else a RaggedValue of the rest).
Tensor component_row(const Tensor& t, int64_t i) {
  if (is_sparse_component(t)) return sparse_row(t, i);
  const RaggedValue* rv = ragged_value(t);
  auto rows_of = [](const Tensor& x, int64_t b, int64_t e) {
    std::vector<int64_t> begin(x.shape().size(), 0), size(x.shape().begin(), x.shape().end());
    begin[0] = b;
    size[0] = e - b;
    const Shape n{static_cast<int64_t>(begin.size())};
    return tensor::slice(x, Tensor::from_vector<int64_t>(DType::Int64, n, begin), Tensor::from_vector<int64_t>(DType::Int64, n, size));
  };
  if (!rv) return rows_of(t, i, i + 1).with_shape(Shape(t.shape().begin() + 1, t.shape().end()));
  const std::vector<int64_t> outer = rv->splits[0].to_int64_vector();
  int64_t lo = outer[i], hi = outer[i + 1];
  if (rv->splits.size() == 1) return rows_of(rv->flat_values, lo, hi);
  auto v = std::make_shared<RaggedValue>();
  for (std::size_t k = 1; k < rv->splits.size(); ++k) {
    const std::vector<int64_t> s = rv->splits[k].to_int64_vector();
    std::vector<int64_t> part;
    for (int64_t j = lo; j <= hi; ++j) part.push_back(s[j] - s[lo]);
    v->splits.push_back(splits_tensor(part, rv->splits[k].dtype()));
    const int64_t nlo = s[lo], nhi = s[hi];
    lo = nlo;
    hi = nhi;
  }
  v->flat_values = rows_of(rv->flat_values, lo, hi);
  return Tensor::variant(v);
}

/// The number of rows of a batched component.
int64_t component_rows(const Tensor& t) {
  if (is_sparse_component(t)) return sparse_rows(t);
  if (const RaggedValue* rv = ragged_value(t)) return rv->splits[0].num_elements() - 1;
  if (t.shape().empty()) throw tensor::invalid_argument("Input element must have a non-scalar value in each component.");
  return t.shape()[0];
}


/// The first dimension of a leaf (rows of a RaggedTensor).
int64_t leading_dim(const Ref& leaf) {
  if (ragged::is_ragged(leaf)) return static_cast<int64_t>(ragged::splits_of(leaf).size()) - 1;
  if (is_sparse_tensor(leaf)) {
    const Tensor t = encode_sparse(leaf);
    if (ragged::eager_value(py::getattr(leaf, "dense_shape")).num_elements() == 0)
      py::raise_value_error("Unbatching a tensor is only supported for rank >= 1");
    return sparse_rows(t);
  }
  const Tensor& t = ragged::eager_value(leaf);
  if (t.rank() == 0) py::raise_value_error("Unbatching a tensor is only supported for rank >= 1");
  return t.shape()[0];
}

}  // namespace

bool is_ragged_spec(const Ref& spec) { return py::type_name(spec.get()) == "RaggedTensorSpec"; }

bool is_composite_spec(const Ref& spec) {
  const std::string name = py::type_name(spec.get());
  return name == "RaggedTensorSpec" || name == "SparseTensorSpec";
}

bool has_ragged_leaf(const Ref& element_spec) {
  for (const Ref& leaf : function::nest::flatten(element_spec))
    if (is_ragged_spec(leaf)) return true;
  return false;
}

bool has_composite_leaf(const Ref& element_spec) {
  for (const Ref& leaf : function::nest::flatten(element_spec))
    if (is_ragged_spec(leaf) || is_sparse_spec(leaf)) return true;
  return false;
}

Tensor encode_component(const Ref& value) {
  if (is_sparse_tensor(value)) return encode_sparse(value);
  if (!ragged::is_ragged(value)) return ragged::eager_value(value);
  auto v = std::make_shared<RaggedValue>();
  Ref level = value;
  for (; ragged::is_ragged(level); level = ragged::values_of(level)) v->splits.push_back(ragged::eager_value(ragged::row_splits_of(level)));
  v->flat_values = ragged::eager_value(level);
  return Tensor::variant(v);
}

Ref decode_component(const Ref& spec, const Tensor& component) {
  if (is_sparse_component(component)) return decode_sparse(component);
  const RaggedValue* rv = ragged_value(component);
  if (!rv) return function::make_eager(component);
  (void)spec;
  Ref values = function::make_eager(rv->flat_values);
  for (std::size_t k = rv->splits.size(); k-- > 0;) values = ragged::make_ragged(values, function::make_eager(rv->splits[k]));
  return values;
}

DatasetPtr ragged_slices_dataset(const Ref& element, Ref element_spec) {
  std::vector<Ref> leaves = function::nest::flatten(element);
  const int64_t n = leading_dim(leaves.at(0));
  for (const Ref& leaf : leaves) {
    const int64_t m = leading_dim(leaf);
    if (m != n) py::raise_value_error("Dimensions " + std::to_string(n) + " and " + std::to_string(m) + " are not compatible");
  }
  std::vector<Tensor> sparse;  // the encoding of each SparseTensor leaf, sliced by row below
  for (const Ref& leaf : leaves) sparse.push_back(is_sparse_tensor(leaf) ? encode_sparse(leaf) : Tensor());
  std::vector<Element> elements;
  for (int64_t i = 0; i < n; ++i) {
    Element e;
    for (std::size_t c = 0; c < leaves.size(); ++c)
      e.push_back(is_sparse_tensor(leaves[c]) ? sparse_row(sparse[c], i) : encode_component(py::getitem(leaves[c], py::Int(i))));
    elements.push_back(std::move(e));
  }
  return elements_dataset(std::move(elements), std::move(element_spec), "_TensorSliceDataset");
}

DatasetPtr ragged_tensor_dataset(const Ref& element, Ref element_spec) {
  Element e;
  for (const Ref& leaf : function::nest::flatten(element)) e.push_back(encode_component(leaf));
  return elements_dataset({std::move(e)}, std::move(element_spec), "_TensorDataset");
}

DatasetPtr ragged_batch_dataset(DatasetPtr input, int64_t batch_size, bool drop_remainder, Ref element_spec) {
  auto d = new_dataset<RaggedBatchDataset>("_BatchDataset", element_spec);
  for (const Ref& leaf : function::nest::flatten(input->element_spec)) {
    const bool ragged = is_ragged_spec(leaf);
    d->ragged.push_back(ragged);
    d->sparse.push_back(is_sparse_spec(leaf));
    d->splits_dtype.push_back(ragged ? row_splits_dtype(leaf) : DType::Int64);
  }
  d->input = std::move(input);
  d->batch_size = batch_size;
  d->drop_remainder = drop_remainder;
  return d;
}

DatasetPtr dense_to_ragged_dataset(DatasetPtr input, Ref element_spec) {
  auto d = new_dataset<DenseToRaggedDataset>("_DenseToRaggedDataset", element_spec);
  for (const Ref& leaf : function::nest::flatten(element_spec)) {
    const bool ragged = is_ragged_spec(leaf);
    d->ragged_rank.push_back(ragged ? spec_ragged_rank(leaf) : 0);
    d->splits_dtype.push_back(ragged ? row_splits_dtype(leaf) : DType::Int64);
  }
  d->input = std::move(input);
  return d;
}

DatasetPtr ragged_unbatch_dataset(DatasetPtr input, Ref element_spec, int64_t known_batch) {
  return unbatch_dataset(std::move(input), std::move(element_spec), known_batch, [](const Tensor& t) {
    const int64_t n = component_rows(t);
    std::vector<Tensor> rows;
    rows.reserve(static_cast<std::size_t>(n));
    for (int64_t i = 0; i < n; ++i) rows.push_back(component_row(t, i));
    return rows;
  });
}

}  // namespace tfplay::tf::data
