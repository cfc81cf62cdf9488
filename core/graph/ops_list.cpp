// TensorList ops for graph-mode tf.TensorArray (TF: tensorflow/core/ops/list_ops.cc, kernels
// list_kernels.h; Python: tensorflow/python/ops/list_ops.py, tensor_array_ops.py
// _GraphTensorArrayV2).
//
// TF's TensorList is a variant scalar holding a vector of tensors. tfplay models a list's value
// as the dense tensor of its stacked elements (TensorListFromTensor returns the tensor itself):
// shape [length, *element_shape], dtype element_dtype. Unwritten elements are zeros. In a graph
// the list tensors are typed DT_VARIANT, as TF's op signatures declare them (list_ops.cc), so
// op outputs, While/If type lists and Tensor.dtype show `variant`. The ops take
// TF's inputs: the element shape is an int tensor input (-1 for an unknown shape), as
// list_ops.py _build_element_shape makes it.
// A list holding no data (zero elements) has no committed element shape yet: its first
// SetItem gives it one, which is lossless because there is nothing to reinterpret.
//
// The static shape of a list tensor stands for TF's handle data (the list's element shape that
// shape inference tracks): [None] + element_shape, unknown rank while the element shape is
// unknown. The first dimension is always None, as a TensorList's length is not static.
#include <algorithm>

#include "core/graph/op_registry.h"
#include "core/graph/shape_refiner.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

namespace {

int64_t list_length(const Tensor& list) { return list.rank() == 0 ? 0 : list.shape()[0]; }

tensor::Shape element_dims(const Tensor& list) {
  if (list.rank() == 0) return {};
  return tensor::Shape(list.shape().begin() + 1, list.shape().end());
}

std::string dims_text(const tensor::Shape& s) {
  std::string out = "[";
  for (std::size_t i = 0; i < s.size(); ++i) out += (i ? "," : "") + std::to_string(s[i]);
  return out + "]";
}

/// A list of `length` zero elements of shape `dims`.
Tensor zeros_list(DType dtype, int64_t length, const tensor::Shape& dims) {
  tensor::Shape shape{length};
  shape.insert(shape.end(), dims.begin(), dims.end());
  return Tensor::zeros(dtype, shape);
}

/// Copies row `from` of `src` into row `to` of `dst` (same element shape).
void copy_row(const Tensor& src, int64_t from, Tensor& dst, int64_t to) {
  const int64_t n = src.rank() == 0 ? 0 : src.num_elements() / std::max<int64_t>(src.shape()[0], 1);
  tensor::visit_dtype(src.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* s = src.data<T>() + from * n;
    T* d = dst.mutable_data<T>() + to * n;
    for (int64_t i = 0; i < n; ++i) d[i] = s[i];
  });
}

/// [1] + the item's shape: the item as a one-row list, for copy_row.
tensor::Shape one_row_shape(const Tensor& item) {
  tensor::Shape s{1};
  s.insert(s.end(), item.shape().begin(), item.shape().end());
  return s;
}

/// The static shape of a list tensor: [None] + element_shape.
TensorShape list_shape(const TensorShape& element_shape) {
  if (!element_shape.has_rank()) return TensorShape::unknown();
  return TensorShape({tensor::Dim()}).concatenate(element_shape);
}

/// The element shape a list tensor's static shape records (its "handle data").
TensorShape handle_element_shape(const TensorShape& list) {
  if (!list.has_rank() || *list.rank() == 0) return TensorShape::unknown();
  return TensorShape(std::vector<tensor::Dim>(list.as_list().begin() + 1, list.as_list().end()));
}

/// The element shape input `i` holds (list_ops.cc GetElementShapeFromInput): a scalar -1 is an
/// unknown shape, a vector's -1 entries unknown dims. In a shape function the value may not be
/// known: then the input's partial shape (MakeShapeFromShapeTensor), unknown for a scalar.
TensorShape element_shape_input(const InferenceContext& c, int i) {
  const auto k = static_cast<std::size_t>(i);
  const Tensor* v = c.input_values[k];
  const TensorShape& s = c.input_shapes[k];
  if ((v && v->rank() == 0) || (!v && s.has_rank() && *s.rank() == 0)) return TensorShape::unknown();
  return shape_from_shape_tensor(c, i);
}

/// The same at run time, from the input's value.
TensorShape element_shape_value(const Tensor& t) {
  if (t.rank() == 0) return TensorShape::unknown();
  std::vector<tensor::Dim> dims;
  for (int64_t d : t.to_int64_vector()) dims.push_back(d < 0 ? tensor::Dim() : tensor::Dim(d));
  return TensorShape(std::move(dims));
}

/// The InvalidArgument list_kernels.h raises for reading element `index` outside the list.
tensor::OpError access_error(int64_t index, int64_t length) {
  return tensor::invalid_argument("Trying to access element " + std::to_string(index) + " in a list with " +
                                  std::to_string(length) + " elements.");
}

OpDef reserve() {
  OpDef d;
  d.name = "TensorListReserve";
  d.summary = "List of the given size with empty elements.";
  d.inputs = {arg("element_shape", "shape_type"), fixed_arg("num_elements", DType::Int32)};
  d.outputs = {fixed_arg("handle", DType::Variant)};
  d.attrs = {type_attr("element_dtype", ""), type_attr("shape_type", "int32, int64")};
  d.shape_fn = +[](const InferenceContext& c) {
    return std::vector<OutputSpec>{{DType::Variant, list_shape(element_shape_input(c, 0))}};
  };
  d.kernel = +[](KernelContext& c) {
    const int64_t n = c.inputs[1].as_int64(0);
    if (n < 0)
      throw tensor::invalid_argument("The num_elements to reserve must be a non negative number, but got " + std::to_string(n));
    const TensorShape es = element_shape_value(c.inputs[0]);
    // Without a fully defined element shape the list holds no data yet: shape [n, 0].
    const tensor::Shape dims = es.is_fully_defined() ? tensor::Shape(es.concrete()) : tensor::Shape{0};
    return std::vector<Tensor>{zeros_list(c.attr<DType>("element_dtype"), n, dims)};
  };
  return d;
}

OpDef set_item() {
  OpDef d;
  d.name = "TensorListSetItem";
  d.summary = "Sets the index-th position of the list to contain the given tensor.";
  d.inputs = {fixed_arg("input_handle", DType::Variant), fixed_arg("index", DType::Int32), arg("item", "element_dtype")};
  d.outputs = {fixed_arg("output_handle", DType::Variant)};
  d.attrs = {type_attr("element_dtype", ""), plain_attr("resize_if_index_out_of_bounds", "bool", false)};
  d.shape_fn = +[](const InferenceContext& c) {
    TensorShape elem = handle_element_shape(c.input_shapes[0]);
    if (elem.is_compatible_with(c.input_shapes[2])) elem = elem.merge_with(c.input_shapes[2]);
    return std::vector<OutputSpec>{{DType::Variant, list_shape(elem)}};
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& list = c.inputs[0];
    const int64_t index = c.inputs[1].as_int64(0);
    const Tensor& item = c.inputs[2];
    const int64_t length = list_length(list);
    // A list without data takes the item's shape (see the file comment).
    const bool empty = list.num_elements() == 0;
    if (!empty && element_dims(list) != item.shape())
      throw tensor::invalid_argument("Tried to set a tensor with incompatible shape at a list index. Item element shape: " +
                                     dims_text(item.shape()) + " list shape: " + dims_text(element_dims(list)));
    if (index < 0 || index >= length) {
      if (!c.attr<bool>("resize_if_index_out_of_bounds") || index < 0)
        throw tensor::invalid_argument("Trying to modify element " + std::to_string(index) + " in a list with " +
                                       std::to_string(length) + " elements.");
    }
    if (!empty && index < length && !list.buffer_is_shared()) {
      // The executor handed over the only reference (the list's last reader): update it in
      // place, so a loop filling a list costs one row per iteration, not a copy of the list.
      Tensor& owned = const_cast<Tensor&>(list);  // c.inputs is the executor's own argument vector
      copy_row(item.with_shape(one_row_shape(item)), 0, owned, index);
      return std::vector<Tensor>{owned};
    }
    const int64_t new_length = std::max(length, index + 1);
    Tensor out = zeros_list(item.dtype(), new_length, item.shape());
    if (!empty)
      for (int64_t i = 0; i < length; ++i) copy_row(list, i, out, i);
    copy_row(item.with_shape(one_row_shape(item)), 0, out, index);
    return std::vector<Tensor>{out};
  };
  return d;
}

std::string partial_shape_text(const TensorShape& s) { return s.has_rank() ? s.debug_string() : "<unknown>"; }

/// The list's elements stacked; a list without data has zero elements of `element_shape`.
Tensor stacked(const Tensor& list, const TensorShape& element_shape, const char* what) {
  if (list.num_elements() != 0) return list;
  if (element_shape.is_fully_defined()) {
    return zeros_list(list.dtype(), list_length(list), tensor::Shape(element_shape.concrete()));
  }
  if (list_length(list) == 0)
    throw tensor::invalid_argument(std::string("Tried to ") + what +
                                   " elements of an empty list with non-fully-defined element_shape: " +
                                   partial_shape_text(element_shape));
  return list;
}

OpDef stack() {
  OpDef d;
  d.name = "TensorListStack";
  d.summary = "Stacks all tensors in the list.";
  d.inputs = {fixed_arg("input_handle", DType::Variant), fixed_arg("element_shape", DType::Int32)};
  d.outputs = {arg("tensor", "element_dtype")};
  d.attrs = {type_attr("element_dtype", ""), plain_attr("num_elements", "int", int64_t{-1})};
  d.shape_fn = +[](const InferenceContext& c) {
    TensorShape elem = handle_element_shape(c.input_shapes[0]);
    elem = elem.merge_with(element_shape_input(c, 1));
    const int64_t n = c.attr<int64_t>("num_elements");
    TensorShape first = n < 0 ? TensorShape({tensor::Dim()}) : TensorShape({tensor::Dim(n)});
    return std::vector<OutputSpec>{{c.attr<DType>("element_dtype"), first.concatenate(elem)}};
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& list = c.inputs[0];
    const int64_t n = c.attr<int64_t>("num_elements");
    if (n >= 0 && n != list_length(list))
      throw tensor::invalid_argument("Operation expected a list with " + std::to_string(n) +
                                     " elements but got a list with " + std::to_string(list_length(list)) + " elements.");
    return std::vector<Tensor>{stacked(list, element_shape_value(c.inputs[1]), "stack")};
  };
  return d;
}

OpDef get_item() {
  OpDef d;
  d.name = "TensorListGetItem";
  d.summary = "Returns the item at `index` of the list (tfplay: row `index` of the stacked tensor).";
  d.inputs = {fixed_arg("input_handle", DType::Variant), fixed_arg("index", DType::Int32),
              fixed_arg("element_shape", DType::Int32)};
  d.outputs = {arg("item", "element_dtype")};
  d.attrs = {type_attr("element_dtype", "")};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape handle = handle_element_shape(c.input_shapes[0]);
    const TensorShape given = element_shape_input(c, 2);
    return std::vector<OutputSpec>{{c.attr<DType>("element_dtype"), handle.is_compatible_with(given) ? handle.merge_with(given) : handle}};
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& list = c.inputs[0];
    const int64_t index = c.inputs[1].as_int64(0);
    if (index < 0 || index >= list_length(list)) throw access_error(index, list_length(list));
    Tensor item = Tensor::zeros(list.dtype(), element_dims(list));
    copy_row(list, index, item, 0);
    return std::vector<Tensor>{item};
  };
  return d;
}

OpDef length() {
  OpDef d;
  d.name = "TensorListLength";
  d.summary = "Returns the number of tensors in the input tensor list.";
  d.inputs = {fixed_arg("input_handle", DType::Variant)};
  d.outputs = {fixed_arg("length", DType::Int32)};
  d.shape_fn = +[](const InferenceContext&) { return std::vector<OutputSpec>{{DType::Int32, TensorShape::scalar()}}; };
  d.kernel = +[](KernelContext& c) {
    return std::vector<Tensor>{Tensor::scalar_int32(static_cast<int32_t>(list_length(c.inputs[0])))};
  };
  return d;
}

OpDef gather() {
  OpDef d;
  d.name = "TensorListGather";
  d.summary = "Creates a Tensor by indexing into the TensorList.";
  d.inputs = {fixed_arg("input_handle", DType::Variant), fixed_arg("indices", DType::Int32),
              fixed_arg("element_shape", DType::Int32)};
  d.outputs = {arg("values", "element_dtype")};
  d.attrs = {type_attr("element_dtype", "")};
  d.shape_fn = +[](const InferenceContext& c) {
    TensorShape elem = handle_element_shape(c.input_shapes[0]).merge_with(element_shape_input(c, 2));
    const TensorShape& idx = c.input_shapes[1];
    tensor::Dim first;
    if (idx.has_rank() && *idx.rank() == 1) first = idx.as_list()[0];
    return std::vector<OutputSpec>{{c.attr<DType>("element_dtype"), TensorShape({first}).concatenate(elem)}};
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor list = stacked(c.inputs[0], element_shape_value(c.inputs[2]), "gather");
    const Tensor& indices = c.inputs[1];
    const int64_t length = list_length(list);
    Tensor out = zeros_list(list.dtype(), indices.num_elements(), element_dims(list));
    for (int64_t i = 0; i < indices.num_elements(); ++i) {
      const int64_t k = indices.as_int64(i);
      if (k < 0 || k >= length) throw access_error(k, length);
      copy_row(list, k, out, i);
    }
    return std::vector<Tensor>{out};
  };
  return d;
}

OpDef concat() {
  OpDef d;
  d.name = "TensorListConcatV2";
  d.summary = "Concats all tensors in the list along the 0th dimension.";
  d.inputs = {fixed_arg("input_handle", DType::Variant), arg("element_shape", "shape_type"),
              fixed_arg("leading_dims", DType::Int64)};
  d.outputs = {arg("tensor", "element_dtype"), fixed_arg("lengths", DType::Int64)};
  d.attrs = {type_attr("element_dtype", ""), type_attr("shape_type", "int32, int64")};
  d.shape_fn = +[](const InferenceContext& c) {
    TensorShape elem = handle_element_shape(c.input_shapes[0]).merge_with(element_shape_input(c, 1));
    TensorShape out = TensorShape::unknown();
    if (elem.has_rank() && *elem.rank() >= 1)
      out = TensorShape({tensor::Dim()}).concatenate(TensorShape(std::vector<tensor::Dim>(elem.as_list().begin() + 1, elem.as_list().end())));
    return std::vector<OutputSpec>{{c.attr<DType>("element_dtype"), out},
                                   {DType::Int64, TensorShape({tensor::Dim()})}};
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor list = stacked(c.inputs[0], element_shape_value(c.inputs[1]), "concat");
    const tensor::Shape elem = element_dims(list);
    if (elem.empty()) throw tensor::invalid_argument("Concat requires elements to be at least vectors, found scalars instead.");
    const int64_t n = list_length(list);
    tensor::Shape shape = elem;
    shape[0] = n * elem[0];
    std::vector<int64_t> lengths(static_cast<std::size_t>(n), elem[0]);
    return std::vector<Tensor>{list.with_shape(shape),
                               Tensor::from_vector<int64_t>(DType::Int64, {n}, lengths)};
  };
  return d;
}

OpDef from_tensor() {
  OpDef d;
  d.name = "TensorListFromTensor";
  d.summary = "Creates a TensorList which, when stacked, has the value of `tensor`.";
  d.inputs = {arg("tensor", "element_dtype"), arg("element_shape", "shape_type")};
  d.outputs = {fixed_arg("output_handle", DType::Variant)};
  d.attrs = {type_attr("element_dtype", ""), type_attr("shape_type", "int32, int64")};
  d.shape_fn = +[](const InferenceContext& c) {
    return std::vector<OutputSpec>{{DType::Variant, list_shape(handle_element_shape(c.input_shapes[0]))}};
  };
  d.kernel = +[](KernelContext& c) {
    if (c.inputs[0].rank() == 0) throw tensor::invalid_argument("Tensor must be at least a vector, but saw shape: []");
    return std::vector<Tensor>{c.inputs[0]};
  };
  return d;
}

}  // namespace

void register_list_ops(OpRegistry& r) {
  r.add(reserve());
  r.add(set_item());
  r.add(stack());
  r.add(get_item());
  r.add(length());
  r.add(gather());
  r.add(concat());
  r.add(from_tensor());
}

}  // namespace tfplay::graph
