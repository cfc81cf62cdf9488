// list_ops._build_element_shape (tensorflow/python/ops/list_ops.py).
#include "core/tf/list_element_shape.h"

#include "core/python/runtime.h"
#include "core/tf/convert.h"

namespace tfplay::tf {

py::Ref build_element_shape(const tensor::TensorShape& shape) {
  // `shape.as_list() if shape else None`: a TensorShape is false only when its rank is unknown.
  if (!shape.has_rank()) return py::Int(-1);
  // `not shape` for []: converted here, as int32 (a bare [] would become float32).
  if (*shape.rank() == 0) return convert_to_tensor(py::List({}), tensor::DType::Int32);
  std::vector<py::Ref> dims;
  for (const tensor::Dim& d : shape.as_list()) dims.push_back(py::Int(d ? *d : -1));
  return py::List(std::move(dims));
}

}  // namespace tfplay::tf
