// np.einsum (numpy/_core/einsumfunc.py, which with the default optimize=False hands everything
// to c_einsum, numpy/_core/src/multiarray/einsum.c.src): the subscripts parsed and checked as
// PyArray_EinsteinSum does, with its error messages, then computed by the registry's Einsum
// kernel (the one tf.einsum runs, core/graph/ops_einsum.cpp).
#include <algorithm>
#include <array>
#include <optional>
#include <cctype>
#include <string>
#include <vector>

#include "core/graph/eager.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/kernels.h"
#include "core/tensor/kernels_complex.h"
#include "core/tf/call_args.h"
#include "core/tf/numpy_array.h"
#include "core/tf/numpy_module.h"
#include "core/tf/numpy_ops.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::Shape;
using tensor::Tensor;

namespace {

/// The labels of one operand's dims: a letter, or 0 for a dim the ellipsis covers.
using Labels = std::vector<char>;

/// parse_operand_subscripts: the labels of an operand of rank `ndim` from `sub` (spaces ignored).
Labels parse_operand(const std::string& sub, int ndim, int iop, std::array<int, 128>& counts) {
  Labels labels;
  int ellipsis = -1;
  for (std::size_t i = 0; i < sub.size(); ++i) {
    const char c = sub[i];
    if (c > 0 && std::isalpha(static_cast<unsigned char>(c))) {
      if (static_cast<int>(labels.size()) >= ndim)
        py::raise_value_error("einstein sum subscripts string contains too many subscripts for operand " + std::to_string(iop));
      labels.push_back(c);
      ++counts[static_cast<unsigned char>(c)];
    } else if (c == '.') {
      if (ellipsis != -1 || i + 2 >= sub.size() || sub[++i] != '.' || sub[++i] != '.')
        py::raise_value_error("einstein sum subscripts string contains a '.' that is not part of an ellipsis ('...') in operand " +
                              std::to_string(iop));
      ellipsis = static_cast<int>(labels.size());
    } else if (c != ' ') {
      py::raise_value_error(std::string("invalid subscript '") + c + "' in einstein sum subscripts string, subscripts must be letters");
    }
  }
  if (ellipsis == -1) {
    if (static_cast<int>(labels.size()) != ndim)
      py::raise_value_error("operand has more dimensions than subscripts given in einstein sum, but no '...' ellipsis provided to "
                            "broadcast the extra dimensions.");
  } else {
    labels.insert(labels.begin() + ellipsis, static_cast<std::size_t>(ndim) - labels.size(), 0);
  }
  return labels;
}

/// parse_output_subscripts: the output's labels, `ndim_broadcast` zeros where the ellipsis is.
Labels parse_output(const std::string& sub, int ndim_broadcast, const std::array<int, 128>& counts) {
  Labels out;
  bool ellipsis = false;
  for (std::size_t i = 0; i < sub.size(); ++i) {
    const char c = sub[i];
    if (c > 0 && std::isalpha(static_cast<unsigned char>(c))) {
      if (sub.find(c, i + 1) != std::string::npos)
        py::raise_value_error(std::string("einstein sum subscripts string includes output subscript '") + c + "' multiple times");
      if (counts[static_cast<unsigned char>(c)] == 0)
        py::raise_value_error(std::string("einstein sum subscripts string included output subscript '") + c +
                              "' which never appeared in an input");
      out.push_back(c);
    } else if (c == '.') {
      if (ellipsis || i + 2 >= sub.size() || sub[++i] != '.' || sub[++i] != '.')
        py::raise_value_error("einstein sum subscripts string contains a '.' that is not part of an ellipsis ('...') in the output");
      ellipsis = true;
      out.insert(out.end(), static_cast<std::size_t>(ndim_broadcast), 0);
    } else if (c != ' ') {
      py::raise_value_error(std::string("invalid subscript '") + c + "' in einstein sum subscripts string, subscripts must be letters");
    }
  }
  if (!ellipsis && ndim_broadcast > 0)
    py::raise_value_error("output has more dimensions than subscripts given in einstein sum, but no '...' ellipsis provided to "
                          "broadcast the extra dimensions.");
  return out;
}

/// The Einsum kernel on real operands of one dtype. Integer dtypes the op does not list are
/// computed in int64 and wrapped back (the same modular result); bool as int64, then != 0
/// (NumPy's bool sum of products is `or` of `and`s).
Tensor run_einsum(const std::vector<Tensor>& ops, const std::string& eq, DType dtype) {
  const bool native = dtype == DType::Float16 || dtype == DType::Float32 || dtype == DType::Float64 || dtype == DType::Int32 ||
                      dtype == DType::Int64;
  std::vector<Tensor> in;
  for (const Tensor& t : ops) in.push_back(native ? t : tensor::cast(t, DType::Int64));
  Tensor r = graph::eager::execute("Einsum", in, {{"equation", eq}})[0];
  if (native) return r;
  if (dtype == DType::Bool) return tensor::binary_op(tensor::BinaryOp::NotEqual, r, Tensor::zeros(DType::Int64, {}));
  return tensor::cast(r, dtype);
}

/// Complex operands: the product of N complex factors expanded into 2^N real einsums, each
/// term's i^k folded into the real or imaginary sum.
Tensor complex_einsum(const std::vector<Tensor>& ops, const std::string& eq, DType dtype) {
  const DType part = dtype == DType::Complex64 ? DType::Float32 : DType::Float64;
  std::optional<Tensor> re, im;
  const std::size_t n = ops.size();
  for (std::size_t mask = 0; mask < (std::size_t{1} << n); ++mask) {
    std::vector<Tensor> parts;
    int k = 0;
    for (std::size_t i = 0; i < n; ++i) {
      const bool imag = (mask >> i) & 1;
      k += imag;
      parts.push_back(imag ? tensor::imag_part(ops[i]) : tensor::real_part(ops[i]));
    }
    Tensor term = run_einsum(parts, eq, part);
    if (k % 4 >= 2) term = tensor::unary_op(tensor::UnaryOp::Neg, term);
    std::optional<Tensor>& sum = k % 2 == 0 ? re : im;
    sum = sum ? tensor::binary_op(tensor::BinaryOp::Add, *sum, term) : term;
  }
  if (!im) im = Tensor::zeros(part, re->shape());
  return tensor::make_complex(*re, *im);
}

Ref einsum(CallArgs& a) {
  for (const auto& [k, v] : a.kwargs)
    if (k != "optimize") np::not_supported("np.einsum's " + k + " argument");
  if (a.args.empty()) py::raise_value_error("must specify the einstein sum subscripts string and at least one operand");
  if (!py::is_str(a.args[0].get())) np::not_supported("np.einsum with interleaved operands and subscript lists");
  std::string subs = py::as_str(a.args[0].get());
  std::vector<Tensor> ops;
  for (std::size_t i = 1; i < a.args.size(); ++i) ops.push_back(np::asarray(a.args[i]));
  const int nop = static_cast<int>(ops.size());
  if (nop < 1) py::raise_value_error("not enough operands provided to einstein sum function");

  // The operands' subscripts, as PyArray_EinsteinSum splits them at ',' and '-'.
  std::array<int, 128> counts{};
  std::vector<Labels> labels;
  std::size_t pos = 0;
  for (int iop = 0; iop < nop; ++iop) {
    std::size_t end = subs.find_first_of(",-", pos);
    if (end == std::string::npos) end = subs.size();
    const bool comma = end < subs.size() && subs[end] == ',';
    if (iop == nop - 1 && comma)
      py::raise_value_error("more operands provided to einstein sum function than specified in the subscripts string");
    if (iop < nop - 1 && !comma)
      py::raise_value_error("fewer operands provided to einstein sum function than specified in the subscripts string");
    labels.push_back(parse_operand(subs.substr(pos, end - pos), ops[iop].rank(), iop, counts));
    pos = iop < nop - 1 ? end + 1 : end;
  }
  int ndim_broadcast = 0;
  for (const Labels& l : labels) ndim_broadcast = std::max(ndim_broadcast, static_cast<int>(std::count(l.begin(), l.end(), 0)));
  Labels out;
  if (pos == subs.size()) {  // implicit output: the broadcast dims, then the labels seen once in ASCII order
    out.assign(static_cast<std::size_t>(ndim_broadcast), 0);
    for (int c = 0; c < 128; ++c)
      if (counts[c] == 1) out.push_back(static_cast<char>(c));
  } else {
    if (subs.compare(pos, 2, "->") != 0)
      py::raise_value_error("einstein sum subscript string does not contain proper '->' output specified");
    out = parse_output(subs.substr(pos + 2), ndim_broadcast, counts);
  }

  // A lone operand whose labels all reach the output is a view (get_single_op_view), which
  // checks repeated labels' dims with its own message; otherwise get_combined_dims_view does.
  for (int iop = 0; iop < nop; ++iop) {
    const Labels& l = labels[iop];
    const Shape& shape = ops[iop].shape();
    for (std::size_t d = 0; d < l.size(); ++d) {
      if (l[d] == 0) continue;
      const bool in_output = std::find(out.begin(), out.end(), l[d]) != out.end();
      if (nop == 1 && !in_output) break;
      const auto first = static_cast<std::size_t>(std::find(l.begin(), l.end(), l[d]) - l.begin());
      if (first != d && shape[first] != shape[d]) {
        const std::string what = nop == 1 ? "single operand" : "operand " + std::to_string(iop);
        py::raise_value_error("dimensions in " + what + " for collapsing index '" + std::string(1, l[d]) + "' don't match (" +
                              std::to_string(shape[first]) + " != " + std::to_string(shape[d]) + ")");
      }
    }
    if (nop == 1) break;
  }
  for (int iop = 0; iop < nop; ++iop) {  // now the general check, for several operands or a reduction
    const Labels& l = labels[iop];
    for (std::size_t d = 0; d < l.size(); ++d) {
      if (l[d] == 0) continue;
      const auto first = static_cast<std::size_t>(std::find(l.begin(), l.end(), l[d]) - l.begin());
      if (ops[iop].shape()[first] != ops[iop].shape()[d])
        py::raise_value_error("dimensions in operand " + std::to_string(iop) + " for collapsing index '" + std::string(1, l[d]) +
                              "' don't match (" + std::to_string(ops[iop].shape()[first]) + " != " +
                              std::to_string(ops[iop].shape()[d]) + ")");
    }
  }

  // Broadcast dims get letters of their own (right-aligned, as the iterator broadcasts them),
  // and every dim its broadcast size; a size-1 dim stretches as NumPy's nditer stretches it.
  std::string fresh;
  for (int c = 'A'; c <= 'z' && static_cast<int>(fresh.size()) < ndim_broadcast; ++c)
    if (std::isalpha(c) && counts[c] == 0) fresh.push_back(static_cast<char>(c));
  if (static_cast<int>(fresh.size()) < ndim_broadcast) np::not_supported("np.einsum with more than 52 distinct labels");
  std::array<int64_t, 128> size{};
  size.fill(-1);
  std::vector<std::string> named(static_cast<std::size_t>(nop));
  for (int iop = 0; iop < nop; ++iop) {
    const Labels& l = labels[iop];
    const int nb = static_cast<int>(std::count(l.begin(), l.end(), 0));
    int b = ndim_broadcast - nb;
    for (std::size_t d = 0; d < l.size(); ++d) {
      const char c = l[d] ? l[d] : fresh[static_cast<std::size_t>(b++)];
      named[iop].push_back(c);
      int64_t& s = size[static_cast<unsigned char>(c)];
      const int64_t got = ops[iop].shape()[d];
      if (s == -1 || s == 1) s = got;
      else if (got != 1 && got != s)
        np::not_supported("np.einsum's ValueError for operands whose dimensions do not broadcast");
    }
  }
  std::string out_named;
  int b = 0;
  for (char c : out) out_named.push_back(c ? c : fresh[static_cast<std::size_t>(b++)]);

  DType dtype = ops[0].dtype();
  for (const Tensor& t : ops) dtype = np::promote(dtype, t.dtype());
  if (dtype == DType::String) py::raise_type_error("invalid data type for einsum");
  std::string eq;
  for (int iop = 0; iop < nop; ++iop) {
    Shape target;
    for (char c : named[iop]) target.push_back(size[static_cast<unsigned char>(c)]);
    ops[iop] = tensor::broadcast_to(np::astype(ops[iop], dtype), target);
    eq += (iop ? "," : "") + named[iop];
  }
  eq += "->" + out_named;
  const Tensor result = tensor::is_complex(dtype) ? complex_einsum(ops, eq, dtype) : run_einsum(ops, eq, dtype);
  return make_numpy_result(result);
}

}  // namespace

void add_numpy_einsum(const Ref& np_mod) { np_def(np_mod, "einsum", einsum); }

}  // namespace tfplay::tf
