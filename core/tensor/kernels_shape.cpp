// Shape-manipulating kernels: Reshape, Transpose, ExpandDims, Squeeze
// (TF: reshape_op.h, transpose_op.cc, shape_ops.h). Reshape/ExpandDims/Squeeze only change
// metadata and share the input buffer; Transpose copies through an xtensor strided view.
#include <limits>
#include <string>
#include <vector>

#include <xtensor/xadapt.hpp>
#include <xtensor/xmanipulation.hpp>

#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"

namespace tfplay::tensor {

Shape resolve_reshape(const Shape& input_shape, const std::vector<int64_t>& sizes) {
  // ValidateSizes: one -1 allowed; zero sizes are kept out of the product so the -1 can
  // still be inferred for other dims.
  Shape shape;
  int64_t product = 1;
  int unknown_index = -1;
  bool sizes_has_zero_dim = false;
  for (size_t d = 0; d < sizes.size(); ++d) {
    const int64_t size = sizes[d];
    if (size == -1) {
      if (unknown_index != -1) {
        throw invalid_argument("Only one input size may be -1, not both " +
                               std::to_string(unknown_index) + " and " + std::to_string(d));
      }
      unknown_index = static_cast<int>(d);
      shape.push_back(1);
    } else if (size < 0) {
      throw invalid_argument("Size " + std::to_string(d) + " must be non-negative, not " +
                             std::to_string(size));
    } else {
      if (size == 0) {
        sizes_has_zero_dim = true;
      } else {
        // reshape_op.h ValidateSizes: MultiplyWithoutOverflow(shape.num_elements(), size).
        int64_t so_far = 1;
        for (int64_t dim : shape) so_far *= dim;
        if (so_far > 0 && size > std::numeric_limits<int64_t>::max() / so_far) {
          std::string msg;
          for (size_t k = 0; k < sizes.size(); ++k) msg += (k ? ", " : "") + std::to_string(sizes[k]);
          throw invalid_argument("Shape [" + msg + "] has too many elements");
        }
        product *= size;
      }
      shape.push_back(size);
    }
  }
  const int64_t input_elements = num_elements_of(input_shape);
  if (unknown_index != -1) {
    int64_t counted = 1;
    bool input_has_zero_dim = false;
    for (int64_t dim : input_shape) {
      if (dim > 0 || !sizes_has_zero_dim) counted *= dim;
      else input_has_zero_dim = true;
    }
    const int64_t missing = counted / product;
    if (!input_has_zero_dim && product * missing != counted) {
      throw invalid_argument("Input to reshape is a tensor with " + std::to_string(counted) +
                             " values, but the requested shape requires a multiple of " +
                             std::to_string(product));
    }
    shape[unknown_index] = missing;
  }
  const int64_t requested = num_elements_of(shape);
  if (requested != input_elements) {
    throw invalid_argument("Input to reshape is a tensor with " + std::to_string(input_elements) +
                           " values, but the requested shape has " + std::to_string(requested));
  }
  return shape;
}

Tensor reshape(const Tensor& x, const std::vector<int64_t>& sizes) {
  return x.with_shape(resolve_reshape(x.shape(), sizes));
}

Tensor transpose(const Tensor& x, const std::vector<int64_t>& perm) {
  const int rank = x.rank();
  if (static_cast<int>(perm.size()) != rank) {
    throw invalid_argument("transpose expects a vector of size " + std::to_string(rank) +
                           ". But input(1) is a vector of size " + std::to_string(perm.size()));
  }
  std::vector<bool> seen(rank, false);
  for (int64_t d : perm) {
    if (d < 0 || d >= rank) {
      throw invalid_argument(std::to_string(d) + " is out of range [0 .. " +
                             std::to_string(rank) + ")");
    }
    seen[d] = true;
  }
  for (int i = 0; i < rank; ++i) {
    if (!seen[i]) {
      std::string joined;
      for (size_t k = 0; k < perm.size(); ++k) joined += (k ? "," : "") + std::to_string(perm[k]);
      throw invalid_argument(std::to_string(i) + " is missing from {" + joined + "}.");
    }
  }
  Shape out_shape(rank);
  bool identity = true;
  for (int i = 0; i < rank; ++i) {
    out_shape[i] = x.shape()[perm[i]];
    identity = identity && perm[i] == i;
  }
  if (identity) return x;
  Tensor out = Tensor::zeros(x.dtype(), out_shape);
  const std::vector<std::size_t> in_sh(x.shape().begin(), x.shape().end());
  const std::vector<std::size_t> out_sh(out_shape.begin(), out_shape.end());
  const std::vector<std::size_t> p(perm.begin(), perm.end());
  const auto n = static_cast<std::size_t>(x.num_elements());
  visit_movable(x.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    auto in = xt::adapt(x.data<T>(), n, xt::no_ownership(), in_sh);
    auto dst = xt::adapt(out.mutable_data<T>(), n, xt::no_ownership(), out_sh);
    dst = xt::transpose(in, p);
  });
  return out;
}

Tensor expand_dims(const Tensor& x, int64_t axis) {
  const int64_t rank = x.rank();
  if (axis < -1 - rank || axis > rank) {
    throw invalid_argument("Tried to expand dim index " + std::to_string(axis) +
                           " for tensor with " + std::to_string(rank) + " dimensions.");
  }
  const int64_t at = axis < 0 ? axis + rank + 1 : axis;
  Shape shape = x.shape();
  shape.insert(shape.begin() + at, 1);
  return x.with_shape(std::move(shape));
}

Tensor squeeze(const Tensor& x, const std::vector<int64_t>& axes) {
  const int64_t rank = x.rank();
  std::vector<bool> wanted(rank, false);
  for (int64_t d : axes) {
    if (d < -rank || d >= rank) {
      throw invalid_argument("Tried to squeeze dim index " + std::to_string(d) +
                             " for tensor with " + std::to_string(rank) + " dimensions.");
    }
    wanted[d < 0 ? d + rank : d] = true;
  }
  Shape shape;
  for (int64_t i = 0; i < rank; ++i) {
    const int64_t size = x.shape()[i];
    if (axes.empty()) {
      if (size != 1) shape.push_back(size);
    } else if (wanted[i]) {
      if (size != 1) {
        throw invalid_argument("Can not squeeze dim[" + std::to_string(i) +
                               "], expected a dimension of 1, got " + std::to_string(size));
      }
    } else {
      shape.push_back(size);
    }
  }
  return x.with_shape(std::move(shape));
}

}  // namespace tfplay::tensor
