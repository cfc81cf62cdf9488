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
// A list whose elements differ in shape (a TensorArray with infer_shape=False, whose list is
// reserved with an unknown element shape) cannot be dense: it is a DT_VARIANT scalar holding its
// elements one by one (ElementList, TF's TensorList as list_kernels.h sees it), and the ops
// read it as TF's kernels read a list (unset elements are zeros of a shape merged from the
// element_shape input and the set elements).
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

/// A list of elements of different shapes (see the file comment); nullopt: never set.
struct ElementList : tensor::VariantValue {
  std::vector<std::optional<Tensor>> items;
  std::string type_name() const override { return "tensorflow::TensorList"; }
};

const ElementList* as_element_list(const Tensor& list) {
  if (list.dtype() != DType::Variant) return nullptr;
  return dynamic_cast<const ElementList*>(list.variant_value().get());
}

int64_t list_length(const Tensor& list) {
  if (const ElementList* l = as_element_list(list)) return static_cast<int64_t>(l->items.size());
  return list.rank() == 0 ? 0 : list.shape()[0];
}

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

/// Row `i` of a dense list as its own tensor.
Tensor row_of(const Tensor& list, int64_t i) {
  Tensor item = Tensor::zeros(list.dtype(), element_dims(list));
  copy_row(list, i, item, 0);
  return item;
}

/// The list's elements one by one: a dense list's rows (none set while it holds no data).
std::vector<std::optional<Tensor>> items_of(const Tensor& list) {
  if (const ElementList* l = as_element_list(list)) return l->items;
  std::vector<std::optional<Tensor>> items(static_cast<std::size_t>(list_length(list)));
  if (list.num_elements() == 0) return items;
  for (int64_t i = 0; i < list_length(list); ++i) items[static_cast<std::size_t>(i)] = row_of(list, i);
  return items;
}

/// The list of `items`: dense when every set element has one shape (unset ones zeros), else an
/// ElementList.
Tensor list_of(std::vector<std::optional<Tensor>> items, DType dtype) {
  const Tensor* first = nullptr;
  bool same = true;
  for (const auto& t : items) {
    if (!t) continue;
    if (!first) first = &*t;
    same = same && t->shape() == first->shape();
  }
  if (!first) return zeros_list(dtype, static_cast<int64_t>(items.size()), {0});
  if (!same) {
    auto l = std::make_shared<ElementList>();
    l->items = std::move(items);
    return Tensor::variant(std::move(l));
  }
  Tensor out = zeros_list(dtype, static_cast<int64_t>(items.size()), first->shape());
  for (std::size_t i = 0; i < items.size(); ++i)
    if (items[i]) copy_row(items[i]->with_shape(one_row_shape(*items[i])), 0, out, static_cast<int64_t>(i));
  return out;
}

std::string partial_shape_text(const TensorShape& s) { return s.has_rank() ? s.debug_string() : "<unknown>"; }

/// PartialTensorShape::MergeWith as list_kernels.h uses it, with its InvalidArgument texts.
TensorShape merge_or_throw(const TensorShape& a, const TensorShape& b) {
  if (!a.has_rank()) return b;
  if (!b.has_rank()) return a;
  if (*a.rank() != *b.rank())
    throw tensor::invalid_argument("PartialTensorShape: Incompatible ranks during merge: " + std::to_string(*a.rank()) + " vs. " +
                                   std::to_string(*b.rank()));
  if (!a.is_compatible_with(b))
    throw tensor::invalid_argument("PartialTensorShape: Incompatible shapes during merge: " + partial_shape_text(a) + " vs. " +
                                   partial_shape_text(b));
  return a.merge_with(b);
}

TensorShape partial_of(const tensor::Shape& shape) {
  std::vector<tensor::Dim> dims;
  for (int64_t d : shape) dims.push_back(tensor::Dim(d));
  return TensorShape(std::move(dims));
}

TensorShape concrete_shape(const Tensor& t) { return partial_of(t.shape()); }

/// The element shape of an ElementList's reads (TensorListStack, TensorListGather): the
/// element_shape input merged with the set elements `picked`, which must be fully defined
/// unless every picked element is set.
std::vector<Tensor> picked_elements(const ElementList& l, const std::vector<int64_t>& picked, TensorShape shape,
                                    DType dtype, const char* what) {
  for (int64_t i : picked)
    if (const auto& t = l.items[static_cast<std::size_t>(i)]) shape = merge_or_throw(shape, concrete_shape(*t));
  std::vector<Tensor> out;
  for (int64_t i : picked) {
    const auto& t = l.items[static_cast<std::size_t>(i)];
    if (t) {
      out.push_back(*t);
      continue;
    }
    if (!shape.is_fully_defined())
      throw tensor::invalid_argument(std::string("Tried to ") + what +
                                     " list which only contains uninitialized tensors and has a non-fully-defined "
                                     "element_shape: " + partial_shape_text(shape));
    out.push_back(Tensor::zeros(dtype, tensor::Shape(shape.concrete())));
  }
  return out;
}

/// The elements stacked into one tensor of shape [len(elements)] + their shape.
Tensor stack_elements(const std::vector<Tensor>& elements, DType dtype, const tensor::Shape& element_shape) {
  Tensor out = zeros_list(dtype, static_cast<int64_t>(elements.size()), element_shape);
  for (std::size_t i = 0; i < elements.size(); ++i)
    copy_row(elements[i].with_shape(one_row_shape(elements[i])), 0, out, static_cast<int64_t>(i));
  return out;
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
    if (index < 0 || index >= length) {
      if (!c.attr<bool>("resize_if_index_out_of_bounds") || index < 0)
        throw tensor::invalid_argument("Trying to modify element " + std::to_string(index) + " in a list with " +
                                       std::to_string(length) + " elements.");
    }
    // A list without data takes the item's shape (see the file comment); an item of another
    // shape than the list's elements makes it an ElementList. (TF checks the item against the
    // element shape the list was made with, which the TensorArray already checked at trace time.)
    const bool empty = list.num_elements() == 0 && !as_element_list(list);
    if (as_element_list(list) || (!empty && element_dims(list) != item.shape())) {
      std::vector<std::optional<Tensor>> items = items_of(list);
      if (index >= length) items.resize(static_cast<std::size_t>(index + 1));
      items[static_cast<std::size_t>(index)] = item;
      return std::vector<Tensor>{list_of(std::move(items), c.attr<DType>("element_dtype"))};
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
    if (const ElementList* l = as_element_list(list)) {
      std::vector<int64_t> all(l->items.size());
      for (std::size_t i = 0; i < all.size(); ++i) all[i] = static_cast<int64_t>(i);
      const DType dtype = c.attr<DType>("element_dtype");
      std::vector<Tensor> elements = picked_elements(*l, all, element_shape_value(c.inputs[1]), dtype, "stack");
      return std::vector<Tensor>{stack_elements(elements, dtype, elements.empty() ? tensor::Shape{} : elements[0].shape())};
    }
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
    if (const ElementList* l = as_element_list(list)) {
      if (const auto& t = l->items[static_cast<std::size_t>(index)]) return std::vector<Tensor>{*t};
      // An unset element: zeros of the element_shape input merged with the set elements' shapes.
      TensorShape shape = element_shape_value(c.inputs[2]);
      if (!shape.is_fully_defined())
        for (const auto& t : l->items)
          if (t) shape = merge_or_throw(shape, concrete_shape(*t));
      if (!shape.is_fully_defined())
        throw tensor::invalid_argument("Trying to read an uninitialized tensor but element_shape is not fully defined: " +
                                       partial_shape_text(shape) + " and no list element is set.");
      return std::vector<Tensor>{Tensor::zeros(c.attr<DType>("element_dtype"), tensor::Shape(shape.concrete()))};
    }
    return std::vector<Tensor>{row_of(list, index)};
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
    if (const ElementList* l = as_element_list(c.inputs[0])) {
      const Tensor& indices = c.inputs[1];
      std::vector<int64_t> picked;
      for (int64_t i = 0; i < indices.num_elements(); ++i) {
        const int64_t k = indices.as_int64(i);
        if (k < 0 || k >= static_cast<int64_t>(l->items.size()))
          throw tensor::invalid_argument("Trying to gather element " + std::to_string(k) + " in a list with " +
                                         std::to_string(l->items.size()) + " elements.");
        picked.push_back(k);
      }
      const DType dtype = c.attr<DType>("element_dtype");
      std::vector<Tensor> elements = picked_elements(*l, picked, element_shape_value(c.inputs[2]), dtype, "gather");
      return std::vector<Tensor>{stack_elements(elements, dtype, elements.empty() ? tensor::Shape{} : elements[0].shape())};
    }
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

/// list_kernels.h TensorListConcat (V2) over the list's elements, as TF checks them (a list's own
/// element shape is taken as not fully defined, as a TensorArray's reserved list has it).
std::vector<Tensor> concat_kernel(KernelContext& c) {
  const Tensor& list = c.inputs[0];
  const DType dtype = c.attr<DType>("element_dtype");
  const TensorShape element_shape = element_shape_value(c.inputs[1]);
  if (element_shape.has_rank() && *element_shape.rank() == 0)
    throw tensor::invalid_argument("Concat requires elements to be at least vectors, found scalars instead.");
  int64_t first_dim = -1;
  TensorShape rest = TensorShape::unknown();
  if (element_shape.has_rank()) {
    const auto& dims = element_shape.as_list();
    if (dims[0]) first_dim = *dims[0];
    rest = TensorShape(std::vector<tensor::Dim>(dims.begin() + 1, dims.end()));
  }
  // A dense list without data holds no set elements.
  const std::vector<std::optional<Tensor>> items =
      as_element_list(list) || list.num_elements() != 0 ? items_of(list) : std::vector<std::optional<Tensor>>(static_cast<std::size_t>(list_length(list)));
  if (items.empty() && !rest.is_fully_defined())
    throw tensor::invalid_argument("All except the first dimension must be fully defined when concating an empty tensor list. "
                                   "element_shape: " + partial_shape_text(rest));
  bool check_dim = first_dim == -1;
  int64_t inferred = first_dim;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (!items[i]) continue;
    const tensor::Shape& s = items[i]->shape();
    if (s.empty())
      throw tensor::invalid_argument("Concat saw a scalar shape at index " + std::to_string(i) + " but requires at least vectors.");
    rest = merge_or_throw(rest, partial_of(tensor::Shape(s.begin() + 1, s.end())));
    if (first_dim != -1 && first_dim != s[0])
      throw tensor::invalid_argument("First entry of element_shape input does not match the first dim of list element at index: " +
                                     std::to_string(i) + " Expected: " + std::to_string(first_dim) + " Actual: " + std::to_string(s[0]));
    if (check_dim) {
      if (inferred == -1) {
        inferred = s[0];
      } else if (inferred != s[0]) {
        inferred = -1;
        check_dim = false;
      }
    }
  }
  first_dim = inferred;
  if (!rest.is_fully_defined())
    throw tensor::invalid_argument("Trying to concat list with only uninitialized tensors but element_shape_except_first_dim is not "
                                   "fully defined: " + partial_shape_text(rest));
  const Tensor& leading_dims = c.inputs[2];
  std::vector<int64_t> lengths;
  std::vector<Tensor> parts;
  for (std::size_t i = 0; i < items.size(); ++i) {
    int64_t dim;
    if (items[i]) {
      dim = items[i]->shape()[0];
    } else if (static_cast<int64_t>(i) >= leading_dims.num_elements() && first_dim != -1) {
      dim = first_dim;
    } else {
      if (static_cast<int64_t>(i) >= leading_dims.num_elements())
        throw tensor::invalid_argument("List contains uninitialized tensor at index " + std::to_string(i) +
                                       " but leading_dims has only " + std::to_string(leading_dims.num_elements()) + " elements.");
      dim = leading_dims.as_int64(static_cast<int64_t>(i));
    }
    lengths.push_back(dim);
    if (items[i]) {
      parts.push_back(*items[i]);
    } else {
      tensor::Shape zs{dim};
      for (int64_t d : rest.concrete()) zs.push_back(d);
      parts.push_back(Tensor::zeros(dtype, zs));
    }
  }
  tensor::Shape out_shape{0};
  for (int64_t d : rest.concrete()) out_shape.push_back(d);
  for (int64_t d : lengths) out_shape[0] += d;
  Tensor out = Tensor::zeros(dtype, out_shape);
  int64_t row = 0;
  for (const Tensor& p : parts) {
    // Each part is rows of the output's row shape: copy them one by one.
    for (int64_t r = 0; r < p.shape()[0]; ++r) copy_row(p, r, out, row++);
  }
  const auto n = static_cast<int64_t>(lengths.size());
  return std::vector<Tensor>{out, Tensor::from_vector<int64_t>(DType::Int64, {n}, lengths)};
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
  d.kernel = +[](KernelContext& c) { return concat_kernel(c); };
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
