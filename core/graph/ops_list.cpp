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

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/graph/shape_refiner.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

namespace {

/// A list of elements of different shapes (see the file comment); nullopt: never set.
struct ElementList : tensor::VariantValue {
  std::vector<std::optional<Tensor>> items;
  DType dtype = DType::Float32;  // the list's element_dtype
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
    l->dtype = dtype;
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

/// The element shape of an ElementList's reads (TensorListStack, TensorListGather): the
/// element_shape input merged with the set elements `picked`, which must be fully defined
/// unless every picked element is set.
std::vector<Tensor> picked_elements(const ElementList& l, const std::vector<int64_t>& picked, TensorShape shape,
                                    DType dtype, const char* what) {
  for (int64_t i : picked)
    if (const auto& t = l.items[static_cast<std::size_t>(i)]) shape = merge_or_throw(shape, TensorShape(t->shape()));
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
          if (t) shape = merge_or_throw(shape, TensorShape(t->shape()));
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
    rest = merge_or_throw(rest, TensorShape(tensor::Shape(s.begin() + 1, s.end())));
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

/// Rows [start, end) of `t` (its first dimension) as their own tensor.
Tensor rows_of(const Tensor& t, int64_t start, int64_t end) {
  tensor::Shape shape = t.shape();
  shape[0] = end - start;
  Tensor out = Tensor::zeros(t.dtype(), shape);
  for (int64_t r = start; r < end; ++r) copy_row(t, r, out, r - start);
  return out;
}

/// InferenceContext::WithRankAtLeast: OpValueError "Shape must be at least rank 1 but is rank 0".
void require_rank_at_least(const TensorShape& s, int rank) {
  if (s.has_rank() && *s.rank() < rank)
    throw tensor::OpValueError("Shape must be at least rank " + std::to_string(rank) + " but is rank " + std::to_string(*s.rank()));
}

/// `s` without its first dimension; unknown for an unknown rank.
TensorShape without_first_dim(const TensorShape& s) {
  if (!s.has_rank() || *s.rank() == 0) return TensorShape::unknown();
  return TensorShape(std::vector<tensor::Dim>(s.as_list().begin() + 1, s.as_list().end()));
}

/// The "Tensor must be at least a vector" check of list_kernels.h's list-making kernels.
void require_vector_or_higher(const Tensor& t) {
  if (t.rank() == 0) throw tensor::invalid_argument("Tensor must be at least a vector, but saw shape: []");
}

/// A list's element dtype at run time (TensorList::element_dtype).
DType list_dtype(const Tensor& list) {
  if (const ElementList* l = as_element_list(list)) return l->dtype;
  return list.dtype();
}

OpDef split() {
  OpDef d;
  d.name = "TensorListSplit";
  d.summary = "Splits a tensor into a list.";
  d.inputs = {arg("tensor", "element_dtype"), arg("element_shape", "shape_type"), fixed_arg("lengths", DType::Int64)};
  d.outputs = {fixed_arg("output_handle", DType::Variant)};
  d.attrs = {type_attr("element_dtype", ""), type_attr("shape_type", "int32, int64")};
  d.shape_fn = +[](const InferenceContext& c) {
    require_rank_at_least(c.input_shapes[0], 1);
    op_def_builders::require_rank(c.input_shapes[2], 1);
    // [None] + tensor.shape[1:] must merge with the element_shape input; the handle data is
    // the element_shape input itself.
    const TensorShape& t = c.input_shapes[0];
    const TensorShape from_tensor =
        t.has_rank() ? TensorShape({tensor::Dim()}).concatenate(without_first_dim(t)) : TensorShape::unknown();
    const TensorShape element_shape = element_shape_input(c, 1);
    op_def_builders::merge_shapes(from_tensor, element_shape);
    return std::vector<OutputSpec>{{DType::Variant, list_shape(element_shape)}};
  };
  d.kernel = +[](KernelContext& c) {
    const TensorShape element_shape = element_shape_value(c.inputs[1]);
    if (element_shape.has_rank() && *element_shape.rank() == 0)
      throw tensor::invalid_argument("TensorListSplit requires element_shape to be at least of rank 1, but saw: []");
    const Tensor& t = c.inputs[0];
    require_vector_or_higher(t);
    const tensor::Shape rest(t.shape().begin() + 1, t.shape().end());
    if (!without_first_dim(element_shape).is_compatible_with(TensorShape(rest)))
      throw tensor::invalid_argument("tensor shape " + tensor::shape_debug_string(t.shape()) + " is not compatible with element_shape " +
                                     partial_shape_text(element_shape));
    const Tensor& lengths = c.inputs[2];
    if (lengths.rank() != 1)
      throw tensor::invalid_argument("Expected lengths to be a vector, received shape: " + tensor::shape_debug_string(lengths.shape()));
    const int64_t rows = t.shape()[0];
    std::vector<std::optional<Tensor>> items;
    int64_t start = 0, end = 0;
    for (int64_t i = 0; i < lengths.num_elements(); ++i) {
      const int64_t length = lengths.as_int64(i);
      if (length < 0) throw tensor::invalid_argument("Invalid value in lengths: " + std::to_string(length));
      end = start + length;
      if (end > rows)
        throw tensor::invalid_argument("Attempting to slice [" + std::to_string(start) + ", " + std::to_string(end) +
                                       "] from tensor with length " + std::to_string(rows));
      items.push_back(rows_of(t, start, end));
      start = end;
    }
    if (end != rows)
      throw tensor::invalid_argument("Unused values in tensor. Length of tensor: " + std::to_string(rows) +
                                     " Values used: " + std::to_string(end));
    return std::vector<Tensor>{list_of(std::move(items), t.dtype())};
  };
  return d;
}

/// list_kernels.h Scatter: row k of `t` becomes element indices[k] of `items`, which grows to
/// hold the largest index. Indices must be non-negative and, unless `size` is -1, below it.
void scatter_rows(const Tensor& t, const Tensor& indices, std::vector<std::optional<Tensor>>& items, int64_t size = -1) {
  int64_t highest = -1;
  for (int64_t k = 0; k < indices.num_elements(); ++k) {
    const int64_t i = indices.as_int64(k);
    // TF's existing-list kernel indexes its vector with a negative index unchecked; tfplay raises
    // TensorListScatter's text for both.
    if (i < 0) throw tensor::invalid_argument("Indices in TensorListScatter must all be non-negative.");
    if (size != -1 && i >= size)
      throw tensor::invalid_argument("TensorListScatter: Trying to scatter at index " + std::to_string(i) + " in list with size " +
                                     std::to_string(size));
    highest = std::max(highest, i);
  }
  if (highest + 1 > static_cast<int64_t>(items.size())) items.resize(static_cast<std::size_t>(highest + 1));
  const tensor::Shape row_shape(t.shape().begin() + 1, t.shape().end());
  for (int64_t k = 0; k < indices.num_elements(); ++k)
    items[static_cast<std::size_t>(indices.as_int64(k))] = rows_of(t, k, k + 1).with_shape(row_shape);
}

OpDef scatter_v2() {
  OpDef d;
  d.name = "TensorListScatterV2";
  d.summary = "Creates a TensorList by indexing into a Tensor.";
  d.inputs = {arg("tensor", "element_dtype"), fixed_arg("indices", DType::Int32), arg("element_shape", "shape_type"),
              fixed_arg("num_elements", DType::Int32)};
  d.outputs = {fixed_arg("output_handle", DType::Variant)};
  d.attrs = {type_attr("element_dtype", ""), type_attr("shape_type", "int32, int64")};
  d.shape_fn = +[](const InferenceContext& c) {
    return std::vector<OutputSpec>{{DType::Variant, list_shape(element_shape_input(c, 2))}};
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& t = c.inputs[0];
    const Tensor& indices = c.inputs[1];
    const TensorShape element_shape = element_shape_value(c.inputs[2]);
    const int64_t num_elements = c.inputs[3].as_int64(0);
    if (num_elements < -1)
      throw tensor::invalid_argument("TensorListScatter expects num_elements >= -1, found: " + std::to_string(num_elements));
    require_vector_or_higher(t);
    const tensor::Shape rest(t.shape().begin() + 1, t.shape().end());
    if (!element_shape.is_compatible_with(TensorShape(rest)))
      throw tensor::invalid_argument("Specified a list with shape " + partial_shape_text(element_shape) + " from a tensor with shape " +
                                     tensor::shape_debug_string(rest));
    if (indices.num_elements() != t.shape()[0])
      throw tensor::invalid_argument("Invalid number of rows in input tensor. Expected: " + std::to_string(indices.num_elements()) +
                                     " Actual: " + std::to_string(t.shape()[0]));
    std::vector<std::optional<Tensor>> items(static_cast<std::size_t>(std::max<int64_t>(num_elements, 0)));
    scatter_rows(t, indices, items, num_elements);
    return std::vector<Tensor>{list_of(std::move(items), t.dtype())};
  };
  return d;
}

OpDef scatter_into_existing_list() {
  OpDef d;
  d.name = "TensorListScatterIntoExistingList";
  d.summary = "Scatters tensor at indices in an input list.";
  d.inputs = {fixed_arg("input_handle", DType::Variant), arg("tensor", "element_dtype"), fixed_arg("indices", DType::Int32)};
  d.outputs = {fixed_arg("output_handle", DType::Variant)};
  d.attrs = {type_attr("element_dtype", "")};
  d.shape_fn = +[](const InferenceContext& c) {
    require_rank_at_least(c.input_shapes[1], 1);
    op_def_builders::require_rank(c.input_shapes[2], 1);
    return std::vector<OutputSpec>{{DType::Variant, list_shape(handle_element_shape(c.input_shapes[0]))}};
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& list = c.inputs[0];
    const Tensor& t = c.inputs[1];
    const Tensor& indices = c.inputs[2];
    if (t.dtype() != list_dtype(list))
      throw tensor::invalid_argument("Invalid data types; input tensor type: " + std::string(tensor::runtime_name(t.dtype())) +
                                     " list element_type: " + std::string(tensor::runtime_name(list_dtype(list))));
    require_vector_or_higher(t);
    if (indices.rank() != 1)
      throw tensor::invalid_argument("Expected indices to be a vector, but received shape: " + tensor::shape_debug_string(indices.shape()));
    if (indices.num_elements() != t.shape()[0])
      throw tensor::invalid_argument("Expected len(indices) == tensor.shape[0], but saw: " + std::to_string(indices.num_elements()) +
                                     " vs. " + std::to_string(t.shape()[0]));
    // The list grows to hold the largest index (TF's kernel does not check against the size).
    std::vector<std::optional<Tensor>> items = items_of(list);
    scatter_rows(t, indices, items);
    return std::vector<Tensor>{list_of(std::move(items), t.dtype())};
  };
  return d;
}

OpDef resize() {
  OpDef d;
  d.name = "TensorListResize";
  d.summary = "Resizes the list.";
  d.inputs = {fixed_arg("input_handle", DType::Variant), fixed_arg("size", DType::Int32)};
  d.outputs = {fixed_arg("output_handle", DType::Variant)};
  d.shape_fn = +[](const InferenceContext& c) {
    op_def_builders::require_rank(c.input_shapes[1], 0);
    return std::vector<OutputSpec>{{DType::Variant, c.input_shapes[0]}};
  };
  d.kernel = +[](KernelContext& c) {
    const Tensor& list = c.inputs[0];
    const int64_t size = c.inputs[1].as_int64(0);
    if (size < 0) throw tensor::invalid_argument("TensorListSlice expects size to be non-negative. Got: " + std::to_string(size));
    // Elements past the old length are unset (TF's DT_INVALID tensors).
    std::vector<std::optional<Tensor>> items = items_of(list);
    items.resize(static_cast<std::size_t>(size));
    return std::vector<Tensor>{list_of(std::move(items), list_dtype(list))};
  };
  return d;
}

OpDef element_shape() {
  OpDef d;
  d.name = "TensorListElementShape";
  d.summary = "The shape of the elements of the given list, as a tensor.";
  d.inputs = {fixed_arg("input_handle", DType::Variant)};
  d.outputs = {arg("element_shape", "shape_type")};
  d.attrs = {type_attr("shape_type", "int32, int64")};
  d.shape_fn = +[](const InferenceContext& c) {
    const TensorShape elem = handle_element_shape(c.input_shapes[0]);
    const TensorShape out = elem.has_rank() ? TensorShape({tensor::Dim(*elem.rank())}) : TensorShape::unknown();
    return std::vector<OutputSpec>{{c.attr<DType>("shape_type"), out}};
  };
  d.kernel = +[](KernelContext& c) {
    // tfplay's lists keep no element_shape of their own: a dense list with data has its rows'
    // shape; an ElementList or a list without data answers TF's unknown shape (-1).
    const Tensor& list = c.inputs[0];
    const DType dt = c.attr<DType>("shape_type");
    if (as_element_list(list) || list.num_elements() == 0) return std::vector<Tensor>{tensor::cast(Tensor::scalar_int32(-1), dt)};
    const tensor::Shape dims = element_dims(list);
    return std::vector<Tensor>{tensor::cast(Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(dims.size())}, dims), dt)};
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
  r.add(split());
  r.add(scatter_v2());
  r.add(scatter_into_existing_list());
  r.add(element_shape());
  r.add(resize());
}

}  // namespace tfplay::graph
