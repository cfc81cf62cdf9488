// Shape-function helpers shared by the op declarations.
#include "core/graph/op_registry.h"

#include "core/graph/op_def_builders.h"

#include <algorithm>

namespace tfplay::graph {

TensorShape broadcast_shape(const TensorShape& x, const TensorShape& y) {
  // common_shape_fns.cc BroadcastBinaryOpShapeFn
  if (!x.has_rank() || !y.has_rank()) return TensorShape::unknown();
  const auto& dx = x.as_list();
  const auto& dy = y.as_list();
  const int rank_x = static_cast<int>(dx.size());
  const int rank_y = static_cast<int>(dy.size());
  const int rank_out = std::max(rank_x, rank_y);
  std::vector<tensor::Dim> dims;
  for (int i = 0; i < rank_out; ++i) {
    const tensor::Dim dim_x = i < rank_out - rank_x ? tensor::Dim(1) : dx[i - (rank_out - rank_x)];
    const bool dim_y_is_one = i < rank_out - rank_y;
    const tensor::Dim dim_y = dim_y_is_one ? tensor::Dim(1) : dy[i - (rank_out - rank_y)];
    if (!dim_x || !dim_y) {
      // Unknown dims: assume the program is correct (a known dim > 1 wins).
      if (dim_x && *dim_x > 1) dims.push_back(dim_x);
      else if (dim_y && *dim_y > 1) dims.push_back(dim_y);
      else if (dim_x && *dim_x == 1) dims.push_back(dim_y);
      else if (dim_y && *dim_y == 1) dims.push_back(dim_x);
      else dims.push_back(std::nullopt);
    } else if (*dim_x == 1 || *dim_y == 1) {
      dims.push_back((*dim_x == 1 && !dim_y_is_one) ? dim_y : dim_x);
    } else if (*dim_x != *dim_y) {
      throw tensor::OpValueError("Dimensions must be equal, but are " + std::to_string(*dim_x) +
                                 " and " + std::to_string(*dim_y));
    } else {
      dims.push_back(dim_x);
    }
  }
  return TensorShape(std::move(dims));
}

}  // namespace tfplay::graph

namespace tfplay::graph {

std::vector<DType> dtypes_in(const std::string& allowed_text) {
  std::vector<DType> out;
  size_t pos = 0;
  while (pos < allowed_text.size()) {
    size_t end = allowed_text.find(',', pos);
    if (end == std::string::npos) end = allowed_text.size();
    std::string word = allowed_text.substr(pos, end - pos);
    while (!word.empty() && word.front() == ' ') word.erase(word.begin());
    while (!word.empty() && word.back() == ' ') word.pop_back();
    if (auto dt = tensor::parse_dtype(word)) out.push_back(*dt);
    pos = end + 1;
  }
  return out;
}

namespace op_def_builders {
OpDef make(std::string_view name, std::string_view summary) {
  OpDef d;
  d.name = name;
  d.summary = summary;
  return d;
}
}  // namespace op_def_builders

ArgDef arg(std::string_view name, std::string_view type_attr) {
  ArgDef a;
  a.name = name;
  a.type_attr = type_attr;
  return a;
}

ArgDef fixed_arg(std::string_view name, DType type) {
  ArgDef a;
  a.name = name;
  a.type = type;
  return a;
}

ArgDef list_arg(std::string_view name, std::string_view number_attr, std::string_view type_attr) {
  ArgDef a;
  a.name = name;
  a.number_attr = number_attr;
  a.type_attr = type_attr;
  return a;
}

ArgDef type_list_arg(std::string_view name, std::string_view type_list_attr) {
  ArgDef a;
  a.name = name;
  a.type_list_attr = type_list_attr;
  return a;
}

AttrDef type_attr(std::string_view name, std::string_view allowed_text,
                  std::optional<DType> default_type) {
  AttrDef a;
  a.name = name;
  a.type = "type";
  a.allowed = dtypes_in(std::string(allowed_text));
  a.allowed_text = allowed_text;
  if (default_type) a.default_value = *default_type;
  return a;
}

AttrDef plain_attr(std::string_view name, std::string_view type,
                   std::optional<AttrValue> default_value) {
  AttrDef a;
  a.name = name;
  a.type = type;
  a.default_value = std::move(default_value);
  return a;
}

DType attr_dtype(const AttrMap& attrs, const std::string& attr) {
  return detail::get_attr<DType>(attrs, "?", attr);
}

}  // namespace tfplay::graph
