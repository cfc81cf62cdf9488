// Lookup-table ops (TF: tensorflow/core/ops/lookup_ops.cc; kernels lookup_table_op.cc,
// lookup_table_init_op.cc): HashTableV2 and MutableHashTableV2 make a table resource;
// LookupTableImportV2 fills it, LookupTableInsertV2 / RemoveV2 change it, LookupTableFindV2
// looks keys up (default_value for missing ones), LookupTableSizeV2 and ExportV2 read it.
// All are stateful, so graphs run them in program order.
#include <iomanip>
#include <sstream>
#include <unordered_map>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::one;
using tensor::Dim;

/// A hash table of scalar keys (string or integer) to scalar values, in insertion order.
struct HashTableResource : tensor::Resource {
  DType key_dtype = DType::String, value_dtype = DType::Int64;
  bool is_static = true;     ///< HashTableV2: imported once; MutableHashTableV2 otherwise
  bool initialized = false;  ///< a static table has been imported
  std::vector<std::string> keys;  ///< the keys' identities (key_of), in slot order
  std::vector<Tensor> key_values, values;  ///< scalar tensors, one per slot
  std::unordered_map<std::string, std::size_t> slot;

  std::string type_name() const override { return is_static ? "tensorflow::lookup::HashTable" : "tensorflow::lookup::MutableHashTableOfScalars"; }
};

HashTableResource& table_of(const KernelContext& c) { return input_resource<HashTableResource>(c, 0); }

// A key's identity: its bytes for strings, its decimal value for integers.
std::string key_of(const Tensor& t, int64_t i) {
  if (t.dtype() == DType::String) return t.data<std::string>()[i];
  return std::to_string(t.as_int64(i));
}

Tensor element(const Tensor& t, int64_t i) {
  if (t.dtype() == DType::String) return Tensor::scalar_string(t.data<std::string>()[i]);
  if (tensor::is_integer(t.dtype()) || tensor::is_bool(t.dtype())) {
    if (t.dtype() == DType::Int64) return Tensor::scalar_int64(t.as_int64(i));
    return Tensor::scalar_of(t.dtype(), static_cast<double>(t.as_int64(i)));
  }
  return Tensor::scalar_of(t.dtype(), t.as_double(i));
}

// A tensor of `dtype` and `shape` from scalar tensors.
Tensor gather_scalars(DType dtype, const tensor::Shape& shape, const std::vector<const Tensor*>& cells) {
  const std::size_t n = cells.size();
  if (dtype == DType::String) {
    std::vector<std::string> v(n);
    for (std::size_t i = 0; i < n; ++i) v[i] = cells[i]->data<std::string>()[0];
    return Tensor::from_vector<std::string>(dtype, shape, std::move(v));
  }
  if (dtype == DType::Int64) {
    std::vector<int64_t> v(n);
    for (std::size_t i = 0; i < n; ++i) v[i] = cells[i]->as_int64(0);
    return Tensor::from_vector<int64_t>(dtype, shape, std::move(v));
  }
  if (dtype == DType::Int32) {
    std::vector<int32_t> v(n);
    for (std::size_t i = 0; i < n; ++i) v[i] = static_cast<int32_t>(cells[i]->as_int64(0));
    return Tensor::from_vector<int32_t>(dtype, shape, std::move(v));
  }
  if (dtype == DType::Float64) {
    std::vector<double> v(n);
    for (std::size_t i = 0; i < n; ++i) v[i] = cells[i]->as_double(0);
    return Tensor::from_vector<double>(dtype, shape, std::move(v));
  }
  if (dtype == DType::Float32) {
    std::vector<float> v(n);
    for (std::size_t i = 0; i < n; ++i) v[i] = static_cast<float>(cells[i]->as_double(0));
    return Tensor::from_vector<float>(dtype, shape, std::move(v));
  }
  throw tensor::OpError(tensor::OpError::Code::Unimplemented, "tfplay's lookup tables hold string, int32, int64, float32 and float64 values only");
}

void check_dtypes(const HashTableResource& t, DType key, DType value) {
  if (key != t.key_dtype || value != t.value_dtype)
    throw tensor::invalid_argument(std::string("Conflicting key/value dtypes ") + std::string(tensor::runtime_name(key)) + "->" +
                                   std::string(tensor::runtime_name(value)) + " with " + std::string(tensor::runtime_name(t.key_dtype)) +
                                   "-" + std::string(tensor::runtime_name(t.value_dtype)));
}

// A scalar as TF's StrCat writes it in an error: strings raw, numbers in decimal.
std::string scalar_text(const Tensor& t, int64_t i) {
  if (t.dtype() == DType::String || tensor::is_integer(t.dtype())) return key_of(t, i);
  std::ostringstream out;
  out << std::setprecision(6) << t.as_double(i);
  return out.str();
}

// Adds `keys` -> `values`. A mutable table overwrites a key's value; HashTable::DoInsert (the
// initialization of a static table) refuses a second, different value for a key.
void insert(HashTableResource& t, const Tensor& keys, const Tensor& values) {
  if (keys.num_elements() != values.num_elements())
    throw tensor::invalid_argument("Expected shape " + tensor::shape_debug_string(keys.shape()) + " for value, got " +
                                   tensor::shape_debug_string(values.shape()));
  for (int64_t i = 0; i < keys.num_elements(); ++i) {
    const std::string k = key_of(keys, i);
    auto it = t.slot.find(k);
    if (it != t.slot.end()) {
      Tensor value = element(values, i);
      const Tensor& held = t.values[it->second];
      const bool differs = tensor::is_floating(held.dtype()) ? held.as_double(0) != value.as_double(0) : key_of(held, 0) != key_of(value, 0);
      if (t.is_static && differs)
        throw tensor::OpError(tensor::OpError::Code::FailedPrecondition,
                              "HashTable has different value for same key. Key " + scalar_text(keys, i) + " has " +
                                  scalar_text(held, 0) + " and trying to add value " + scalar_text(value, 0));
      t.values[it->second] = std::move(value);
      continue;
    }
    t.slot.emplace(k, t.keys.size());
    t.keys.push_back(k);
    t.key_values.push_back(element(keys, i));
    t.values.push_back(element(values, i));
  }
}

void add_table_makers(OpRegistry& r) {
  for (bool is_static : {true, false}) {
    OpDef d = make(is_static ? "HashTableV2" : "MutableHashTableV2",
                   is_static ? "Creates a non-initialized hash table." : "Creates an empty hash table.");
    d.outputs = {fixed_arg("table_handle", DType::Resource)};
    d.attrs = {plain_attr("container", "string", std::string()), plain_attr("shared_name", "string", std::string()),
               plain_attr("use_node_name_sharing", "bool", false), plain_attr("key_dtype", "type"), plain_attr("value_dtype", "type")};
    d.is_stateful = true;
    d.shape_fn = +[](const InferenceContext&) { return one(DType::Resource, TensorShape::scalar()); };
    d.kernel = [is_static](KernelContext& c) {
      auto t = std::make_shared<HashTableResource>();
      t->key_dtype = c.attr<DType>("key_dtype");
      t->value_dtype = c.attr<DType>("value_dtype");
      t->is_static = is_static;
      return std::vector<Tensor>{Tensor::resource_handle(t)};
    };
    r.add(std::move(d));
  }
}

void add_import_insert(OpRegistry& r) {
  for (bool is_import : {true, false}) {
    OpDef d = make(is_import ? "LookupTableImportV2" : "LookupTableInsertV2",
                   is_import ? "Replaces the contents of the table with the specified keys and values." : "Updates the table to associates keys with values.");
    d.inputs = {fixed_arg("table_handle", DType::Resource), arg("keys", "Tin"), arg("values", "Tout")};
    d.attrs = {type_attr("Tin", ""), type_attr("Tout", "")};
    d.is_stateful = true;
    d.shape_fn = +[](const InferenceContext&) { return std::vector<OutputSpec>{}; };
    d.kernel = [is_import](KernelContext& c) {
      HashTableResource& t = table_of(c);
      check_dtypes(t, c.inputs[1].dtype(), c.inputs[2].dtype());
      if (is_import && t.is_static) {
        // HashTable::DoPrepare: a static table takes its contents once.
        if (t.initialized) throw tensor::OpError(tensor::OpError::Code::FailedPrecondition, "HashTable has already been initialized.");
        t.initialized = true;
      } else if (is_import) {
        t.keys.clear();
        t.key_values.clear();
        t.values.clear();
        t.slot.clear();
      }
      insert(t, c.inputs[1], c.inputs[2]);
      return std::vector<Tensor>{};
    };
    r.add(std::move(d));
  }

  OpDef rm = make("LookupTableRemoveV2", "Removes keys and its associated values from a table.");
  rm.inputs = {fixed_arg("table_handle", DType::Resource), arg("keys", "Tin")};
  rm.attrs = {type_attr("Tin", "")};
  rm.is_stateful = true;
  rm.shape_fn = +[](const InferenceContext&) { return std::vector<OutputSpec>{}; };
  rm.kernel = +[](KernelContext& c) {
    HashTableResource& t = table_of(c);
    HashTableResource kept = t;
    kept.keys.clear();
    kept.key_values.clear();
    kept.values.clear();
    kept.slot.clear();
    std::unordered_map<std::string, bool> gone;
    for (int64_t i = 0; i < c.inputs[1].num_elements(); ++i) gone[key_of(c.inputs[1], i)] = true;
    for (std::size_t i = 0; i < t.keys.size(); ++i) {
      if (gone.count(t.keys[i])) continue;
      kept.slot.emplace(t.keys[i], kept.keys.size());
      kept.keys.push_back(t.keys[i]);
      kept.key_values.push_back(t.key_values[i]);
      kept.values.push_back(t.values[i]);
    }
    t = std::move(kept);
    return std::vector<Tensor>{};
  };
  r.add(std::move(rm));
}

void add_find_size_export(OpRegistry& r) {
  OpDef f = make("LookupTableFindV2", "Looks up keys in a table, outputs the corresponding values.");
  f.inputs = {fixed_arg("table_handle", DType::Resource), arg("keys", "Tin"), arg("default_value", "Tout")};
  f.outputs = {arg("values", "Tout")};
  f.attrs = {type_attr("Tin", ""), type_attr("Tout", "")};
  f.is_stateful = true;
  f.shape_fn = +[](const InferenceContext& c) { return one(c.attr<DType>("Tout"), c.input_shapes[1]); };
  f.kernel = +[](KernelContext& c) {
    HashTableResource& t = table_of(c);
    const Tensor& keys = c.inputs[1];
    const Tensor& fallback = c.inputs[2];
    check_dtypes(t, keys.dtype(), fallback.dtype());
    if (fallback.num_elements() != 1)
      throw tensor::OpError(tensor::OpError::Code::Unimplemented, "tfplay's LookupTableFindV2 takes a scalar default_value only");
    const Tensor fallback_value = element(fallback, 0);
    std::vector<const Tensor*> cells(static_cast<std::size_t>(keys.num_elements()));
    for (int64_t i = 0; i < keys.num_elements(); ++i) {
      auto it = t.slot.find(key_of(keys, i));
      cells[i] = it == t.slot.end() ? &fallback_value : &t.values[it->second];
    }
    return std::vector<Tensor>{gather_scalars(t.value_dtype, keys.shape(), cells)};
  };
  r.add(std::move(f));

  OpDef s = make("LookupTableSizeV2", "Computes the number of elements in the given table.");
  s.inputs = {fixed_arg("table_handle", DType::Resource)};
  s.outputs = {fixed_arg("size", DType::Int64)};
  s.is_stateful = true;
  s.shape_fn = +[](const InferenceContext&) { return one(DType::Int64, TensorShape::scalar()); };
  s.kernel = +[](KernelContext& c) { return std::vector<Tensor>{Tensor::scalar_int64(static_cast<int64_t>(table_of(c).keys.size()))}; };
  r.add(std::move(s));

  OpDef e = make("LookupTableExportV2", "Outputs all keys and values in the table.");
  e.inputs = {fixed_arg("table_handle", DType::Resource)};
  e.outputs = {arg("keys", "Tkeys"), arg("values", "Tvalues")};
  e.attrs = {type_attr("Tkeys", ""), type_attr("Tvalues", "")};
  e.is_stateful = true;
  e.shape_fn = +[](const InferenceContext& c) {
    return std::vector<OutputSpec>{{c.attr<DType>("Tkeys"), TensorShape({Dim()})}, {c.attr<DType>("Tvalues"), TensorShape({Dim()})}};
  };
  e.kernel = +[](KernelContext& c) {
    HashTableResource& t = table_of(c);
    std::vector<const Tensor*> keys, values;
    for (std::size_t i = 0; i < t.keys.size(); ++i) {
      keys.push_back(&t.key_values[i]);
      values.push_back(&t.values[i]);
    }
    const tensor::Shape shape{static_cast<int64_t>(keys.size())};
    return std::vector<Tensor>{gather_scalars(t.key_dtype, shape, keys), gather_scalars(t.value_dtype, shape, values)};
  };
  r.add(std::move(e));
}

}  // namespace

/// Registers the lookup-table ops (called by register_nn_ops with the string ops).
void register_lookup_ops(OpRegistry& r) {
  add_table_makers(r);
  add_import_insert(r);
  add_find_size_export(r);
}

}  // namespace tfplay::graph
