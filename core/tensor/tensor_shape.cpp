#include "core/tensor/tensor_shape.h"

#include "core/tensor/op_error.h"

namespace tfplay::tensor {

namespace {

std::string dim_text(const Dim& d) { return d ? std::to_string(*d) : "None"; }

}  // namespace

TensorShape::TensorShape(const std::vector<int64_t>& dims) : dims_(std::vector<Dim>()) {
  dims_->reserve(dims.size());
  for (int64_t d : dims) dims_->push_back(d);
}

std::optional<int> TensorShape::rank() const {
  if (!dims_) return std::nullopt;
  return static_cast<int>(dims_->size());
}

const std::vector<Dim>& TensorShape::as_list() const {
  if (!dims_) throw OpValueError("as_list() is not defined on an unknown TensorShape.");
  return *dims_;
}

Dim TensorShape::dim(int i) const {
  const auto& d = as_list();
  const int n = static_cast<int>(d.size());
  if (i < 0) i += n;
  if (i < 0 || i >= n) throw OpValueError("dimension index out of range");
  return d[i];
}

bool TensorShape::is_fully_defined() const {
  if (!dims_) return false;
  for (const Dim& d : *dims_) {
    if (!d) return false;
  }
  return true;
}

std::optional<int64_t> TensorShape::num_elements() const {
  if (!is_fully_defined()) return std::nullopt;
  int64_t n = 1;
  for (const Dim& d : *dims_) n *= *d;
  return n;
}

std::vector<int64_t> TensorShape::concrete() const {
  if (!is_fully_defined()) throw OpValueError("Shape " + str() + " is not fully defined");
  std::vector<int64_t> out;
  out.reserve(dims_->size());
  for (const Dim& d : *dims_) out.push_back(*d);
  return out;
}

bool TensorShape::is_compatible_with(const TensorShape& other) const {
  if (!dims_ || !other.dims_) return true;
  if (dims_->size() != other.dims_->size()) return false;
  for (size_t i = 0; i < dims_->size(); ++i) {
    const Dim& a = (*dims_)[i];
    const Dim& b = (*other.dims_)[i];
    if (a && b && *a != *b) return false;
  }
  return true;
}

bool TensorShape::is_subtype_of(const TensorShape& other) const {
  if (!other.dims_) return true;
  if (!dims_) return false;
  if (dims_->size() != other.dims_->size()) return false;
  for (size_t i = 0; i < dims_->size(); ++i) {
    const Dim& mine = (*dims_)[i];
    const Dim& theirs = (*other.dims_)[i];
    // TF: `other_dim is not None and self_dim != other_dim` -> not a subtype.
    if (theirs && mine != theirs) return false;
  }
  return true;
}

TensorShape TensorShape::most_specific_common_supertype(
    const std::vector<TensorShape>& others) const {
  if (!dims_) return TensorShape();
  for (const TensorShape& o : others) {
    if (!o.dims_ || o.dims_->size() != dims_->size()) return TensorShape();
  }
  std::vector<Dim> out = *dims_;
  for (const TensorShape& o : others) {
    for (size_t i = 0; i < out.size(); ++i) {
      if (out[i] != (*o.dims_)[i]) out[i] = std::nullopt;
    }
  }
  return TensorShape(std::move(out));
}

TensorShape TensorShape::merge_with(const TensorShape& other) const {
  if (!dims_) return other;
  if (!other.dims_) return *this;
  if (!is_compatible_with(other)) {
    throw OpValueError("Shapes " + str() + " and " + other.str() + " are not compatible");
  }
  std::vector<Dim> out(dims_->size());
  for (size_t i = 0; i < out.size(); ++i) {
    out[i] = (*dims_)[i] ? (*dims_)[i] : (*other.dims_)[i];
  }
  return TensorShape(std::move(out));
}

TensorShape TensorShape::concatenate(const TensorShape& other) const {
  if (!dims_ || !other.dims_) return TensorShape();
  std::vector<Dim> out = *dims_;
  out.insert(out.end(), other.dims_->begin(), other.dims_->end());
  return TensorShape(std::move(out));
}

std::string TensorShape::str() const {
  if (!dims_) return "<unknown>";
  if (dims_->size() == 1) return "(" + dim_text((*dims_)[0]) + ",)";
  std::string s = "(";
  for (size_t i = 0; i < dims_->size(); ++i) {
    if (i) s += ", ";
    s += dim_text((*dims_)[i]);
  }
  return s + ")";
}

std::string TensorShape::repr() const {
  if (!dims_) return "TensorShape(None)";
  std::string s = "TensorShape([";
  for (size_t i = 0; i < dims_->size(); ++i) {
    if (i) s += ", ";
    s += dim_text((*dims_)[i]);
  }
  return s + "])";
}

std::string TensorShape::debug_string() const {
  if (!dims_) return "?";
  std::string s = "[";
  for (size_t i = 0; i < dims_->size(); ++i) {
    if (i) s += ",";
    s += (*dims_)[i] ? std::to_string(*(*dims_)[i]) : "?";
  }
  return s + "]";
}

std::string shape_debug_string(const std::vector<int64_t>& dims) {
  std::string s = "[";
  for (size_t i = 0; i < dims.size(); ++i) {
    if (i) s += ",";
    s += std::to_string(dims[i]);
  }
  return s + "]";
}

}  // namespace tfplay::tensor
