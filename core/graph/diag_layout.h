// Where the band of diagonals k = [lower, upper] of a (rows x cols) matrix sits in the compact
// diagonal tensor of MatrixDiagV3 / MatrixDiagPartV3 (TF: matrix_diag_op.cc,
// ComputeDiagLenAndContentOffset): diagonal d = j - i is row `upper - d` of the compact form,
// and its elements start `content_offset` into that row, which `align` sets per side
// ("RIGHT_LEFT": superdiagonals aligned right, subdiagonals left).
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "core/tensor/op_error.h"

namespace tfplay::graph::diag_layout {

/// k as MatrixDiagV3's kernel reads it: one value or [lower, upper].
struct Band {
  int64_t lower = 0, upper = 0;
  int64_t num_diags() const { return upper - lower + 1; }
};

inline Band band_of(const std::vector<int64_t>& k) {
  if (k.empty()) throw tensor::invalid_argument("Expected diag_index to have at least 1 element");
  if (k.size() > 2)
    throw tensor::invalid_argument("diag_index must have only one or two elements, received " + std::to_string(k.size()) + " elements.");
  Band b{k[0], k.size() > 1 ? k[1] : k[0]};
  if (b.lower > b.upper)
    throw tensor::invalid_argument("lower_diag_index must not be larger than upper_diag_index: " + std::to_string(b.lower) + " > " +
                                   std::to_string(b.upper));
  return b;
}

/// For every element of a (rows x cols) matrix, its flat index in one batch's compact
/// diagonals ([num_diags, max_len], or [max_len] for one diagonal), or -1 off the band.
inline std::vector<int64_t> matrix_to_compact(const Band& b, int64_t rows, int64_t cols, int64_t max_len, const std::string& align) {
  const bool left_super = align == "LEFT_LEFT" || align == "LEFT_RIGHT";
  const bool left_sub = align == "LEFT_LEFT" || align == "RIGHT_LEFT";
  std::vector<int64_t> out(static_cast<std::size_t>(rows * cols), -1);
  for (int64_t i = 0; i < rows; ++i)
    for (int64_t j = 0; j < cols; ++j) {
      const int64_t d = j - i;
      if (d < b.lower || d > b.upper) continue;
      const bool left = (d >= 0 && left_super) || (d <= 0 && left_sub);
      const int64_t len = std::min(rows + std::min<int64_t>(0, d), cols - std::max<int64_t>(0, d));
      const int64_t offset = left ? 0 : max_len - len;
      const int64_t at = j - std::max<int64_t>(d, 0) + offset;
      out[static_cast<std::size_t>(i * cols + j)] = (b.upper - d) * max_len + at;
    }
  return out;
}

}  // namespace tfplay::graph::diag_layout
