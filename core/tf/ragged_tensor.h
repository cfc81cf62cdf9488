// The RaggedTensor object shared by the ragged files (ragged_api.cpp builds the class,
// ragged_ops.cpp dispatches TF ops to it): `values` (a tf.Tensor or another RaggedTensor)
// split into rows by an int64 or int32 `row_splits` vector. Eager only.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/python/object.h"
#include "core/tensor/dtype.h"
#include "core/tensor/tensor.h"

namespace tfplay::tf::ragged {

/// The RaggedTensor class (tensorflow.python.ops.ragged.ragged_tensor.RaggedTensor).
py::TypeObject* ragged_type();

/// True when `v` is a RaggedTensor.
bool is_ragged(const py::Ref& v);

/// A RaggedTensor of `values` split by `row_splits` (neither is checked).
py::Ref make_ragged(const py::Ref& values, const py::Ref& row_splits);
/// The same, for rows all of `uniform_row_length` values (RaggedTensor.from_uniform_row_length):
/// its shape shows that length for this dimension.
py::Ref make_uniform_ragged(const py::Ref& values, const py::Ref& row_splits, int64_t uniform_row_length);

/// One ragged dimension's RowPartition (row_partition.py): its row_splits and the encodings a
/// factory was given (null when not given; TF caches them and returns them as they were).
struct RowPartition {
  py::Ref row_splits, row_lengths, value_rowids, nrows;
  std::optional<int64_t> uniform_row_length;
};

/// The outermost partition of RaggedTensor `r`.
RowPartition partition_of(const py::Ref& r);
/// A RaggedTensor of `values` partitioned by `p` (not checked).
py::Ref make_partitioned(const py::Ref& values, const RowPartition& p);

/// rt.values / rt.row_splits.
const py::Ref& values_of(const py::Ref& r);
const py::Ref& row_splits_of(const py::Ref& r);

/// The eager value of tensor `t`; NotImplementedError for a symbolic one (inside tf.function).
const tensor::Tensor& eager_value(const py::Ref& t);

/// True when `r` (a RaggedTensor or a tf.Tensor) holds eager tensors only; false for the
/// symbolic RaggedTensor a tf.function's body receives or builds.
bool is_eager_ragged(const py::Ref& r);

/// The static shape of tf.Tensor `t`, eager or symbolic.
const tensor::TensorShape& static_shape(const py::Ref& t);

/// rt.row_splits as numbers.
std::vector<int64_t> splits_of(const py::Ref& r);

/// rt.flat_values (`r` itself when it is a tf.Tensor) and rt.ragged_rank (0 for a tf.Tensor).
py::Ref flat_values(py::Ref r);
int64_t ragged_rank(const py::Ref& r);

/// rt.shape.rank: 1 + ragged_rank + the rank of flat_values beyond its first axis.
int64_t ragged_ndim(const py::Ref& r);

/// A row_splits tensor of `splits` in `dtype` (int64 or int32).
py::Ref splits_tensor(const std::vector<int64_t>& splits, tensor::DType dtype);

/// rt.with_flat_values(new_values): the same nested row partitions over `new_values`.
py::Ref with_flat_values(const py::Ref& r, const py::Ref& new_values);

/// Rows [begin, end) of `v` (a tf.Tensor's first axis, or a RaggedTensor's rows).
py::Ref row_slice(const py::Ref& v, int64_t begin, int64_t end);

/// fn(x, y, ...) (an elementwise op; x and y are its arguments x_index/x_name and
/// y_index/y_name in `a`) where x and y broadcast as ragged shapes (ragged_broadcast.cpp): the
/// op on each operand's elements gathered to the result's positions, with the broadcast row
/// partitions. NotImplementedError for shapes that do not broadcast.
py::Ref broadcast_binary(const py::Ref& fn, py::CallArgs a, std::size_t x_index, const char* x_name, const py::Ref& x,
                         std::size_t y_index, const char* y_name, const py::Ref& y);

/// True when eager `x` and `y` (RaggedTensors or tf.Tensors) broadcast against each other as
/// broadcast_binary broadcasts them.
bool broadcast_compatible(const py::Ref& x, const py::Ref& y);

/// ragged_math_ops.tensor_equals / tensor_not_equals (RaggedTensor.__eq__ / __ne__, and a
/// tf.Tensor's with a RaggedTensor operand): tf.math.equal (not_equal) of x and y, or False
/// (True) when their shapes do not broadcast; False for y None.
py::Ref tensor_equals(const py::Ref& x, const py::Ref& y, bool equal);

/// NotImplementedError naming `what` while a tf.function is being traced.
void require_eager(const char* what);

/// Replaces each `module.name` of `targets` (aliases of one function share one wrapper) with a
/// function that calls `kernel` with the same arguments when an argument of `ragged_args`
/// (position, keyword) is a RaggedTensor or a list or tuple holding one, and the original
/// function otherwise.
void dispatch_ragged(const std::vector<std::pair<py::Ref, std::string>>& targets,
                     const std::vector<std::pair<std::size_t, std::string>>& ragged_args, const py::Ref& kernel);

/// Adds to the RaggedTensor class its operators (through the tf.math functions),
/// bounding_shape, ndim and from_tensor (ragged_ops.cpp).
void add_ragged_methods(py::TypeObject* type);

/// Wraps the tf and tf.math functions TF dispatches to ragged kernels (elementwise math,
/// reductions, concat): with a RaggedTensor argument they run the ragged kernel, otherwise the
/// original function. Sets tf.ragged.map_flat_values.
void install_ragged_dispatch(const py::Ref& tf);

}  // namespace tfplay::tf::ragged
