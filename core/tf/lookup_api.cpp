#include "core/tf/lookup_api.h"

#include "core/tf/call_args.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;

namespace {

/// One object type for the initializer and the three table classes; each uses its fields.
struct LookupObject : py::NativeObject {
  using NativeObject::NativeObject;
  Ref keys, values;              // KeyValueTensorInitializer
  Ref handle, default_value;     // tables: the resource handle (an eager tensor)
  Ref initializer, inner_table;  // StaticVocabularyTable: its StaticHashTable (or None)
  DType key_dtype = DType::String, value_dtype = DType::Int64;
  std::string name;
  int64_t num_oov_buckets = 0;
};

LookupObject& self_of(const Ref& r) { return *static_cast<LookupObject*>(r.get()); }

py::TypeObject* initializer_type();
py::TypeObject* static_table_type();
py::TypeObject* vocabulary_table_type();
py::TypeObject* mutable_table_type();

void require_eager(const std::string& what) {
  if (in_graph_mode()) py::raise(py::E().NotImplementedError, "tfplay creates " + what + " outside tf.function only yet");
}

Ref new_table(py::TypeObject* type, DType key_dtype, DType value_dtype, bool is_static) {
  auto obj = py::make_object<LookupObject>(type);
  obj->key_dtype = key_dtype;
  obj->value_dtype = value_dtype;
  obj->handle = run_op1(is_static ? "HashTableV2" : "MutableHashTableV2", {},
                        {{"key_dtype", key_dtype}, {"value_dtype", value_dtype}, {"use_node_name_sharing", !is_static}});
  return obj;
}

std::string dtype_text(DType dt) { return py::str(function::dtype_object(dt)); }

// The keys a table's lookup takes: a tensor of its key dtype (Python values are converted);
// TypeError otherwise, as InitializableLookupTableBase.lookup raises.
Ref lookup_keys(const LookupObject& t, Ref keys) {
  if (!tensor_of(keys)) keys = convert_to_tensor(keys, t.key_dtype);
  if (dtype_of(keys) != t.key_dtype)
    py::raise_type_error("Dtype of argument `keys` must be " + dtype_text(t.key_dtype) + ", received: " + dtype_text(dtype_of(keys)));
  return keys;
}

// InitializableLookupTableBase.lookup / MutableHashTable.lookup: the keys found with
// LookupTableFindV2 in the scope `scope`.
Ref find(const LookupObject& t, Ref keys, const std::string& scope) {
  keys = lookup_keys(t, keys);
  OpScope s(nullptr, scope);
  return run_op1("LookupTableFindV2", {t.handle, keys, t.default_value}, {}, "LookupTableFindV2");
}

Ref table_size(const LookupObject& t, const Ref& name, const std::string& fallback) {
  OpScope s(name, fallback);
  return run_op1("LookupTableSizeV2", {t.handle}, {}, "LookupTableSizeV2");
}

Ref table_export(const LookupObject& t) {
  std::vector<Ref> kv = run_op("LookupTableExportV2", {t.handle}, {{"Tkeys", t.key_dtype}, {"Tvalues", t.value_dtype}});
  return py::Tuple(kv);
}

// ---- KeyValueTensorInitializer ----

py::TypeObject* initializer_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("KeyValueTensorInitializer", nullptr, "tensorflow.python.ops.lookup_ops");
    type->construct = +[](py::TypeObject* cls, CallArgs& a) -> Ref {
      auto obj = py::make_object<LookupObject>(cls);
      obj->keys = convert_to_tensor(require(a, 0, "keys", "KeyValueTensorInitializer"), dtype_arg(arg(a, 2, "key_dtype")), "keys");
      obj->values = convert_to_tensor(require(a, 1, "values", "KeyValueTensorInitializer"), dtype_arg(arg(a, 3, "value_dtype")), "values");
      obj->key_dtype = dtype_of(obj->keys);
      obj->value_dtype = dtype_of(obj->values);
      return obj;
    };
    py::add_property(type, "key_dtype", +[](Ref s) { return function::dtype_object(self_of(s).key_dtype); });
    py::add_property(type, "value_dtype", +[](Ref s) { return function::dtype_object(self_of(s).value_dtype); });
    return type;
  }();
  return t;
}

// Properties and methods every table has; a hash table (not a StaticVocabularyTable) also has
// size() and export() of its own contents.
void add_table_members(py::TypeObject* type, bool hash_table = true) {
  py::add_property(type, "key_dtype", +[](Ref s) { return function::dtype_object(self_of(s).key_dtype); });
  py::add_property(type, "value_dtype", +[](Ref s) { return function::dtype_object(self_of(s).value_dtype); });
  py::add_property(type, "name", +[](Ref s) { return py::Str(self_of(s).name); });
  py::add_property(type, "resource_handle", +[](Ref s) { return self_of(s).handle; });
  py::add_method(type, "__getitem__", +[](CallArgs& a) -> Ref { return py::call(py::getattr(a.args.at(0), "lookup"), {a.args.at(1)}); });
  if (!hash_table) return;
    py::add_method(type, "size", +[](CallArgs& a) -> Ref {
      const LookupObject& t = self_of(a.args.at(0));
      return table_size(t, arg(a, 1, "name"), t.name + "_Size");
    });
    py::add_method(type, "export", +[](CallArgs& a) -> Ref { return table_export(self_of(a.args.at(0))); });
}

// ---- StaticHashTable ----

Ref make_static_table(py::TypeObject* cls, const Ref& initializer, const Ref& default_value, const std::string& name) {
  require_eager("tf.lookup.StaticHashTable");
  if (!initializer || initializer->cls != initializer_type())
    py::raise(py::E().NotImplementedError, "tfplay's tf.lookup.StaticHashTable takes a KeyValueTensorInitializer only yet");
  const LookupObject& init = self_of(initializer);
  Ref table = new_table(cls, init.key_dtype, init.value_dtype, true);
  LookupObject& t = self_of(table);
  t.name = name;
  t.initializer = initializer;
  t.default_value = convert_to_tensor(default_value, t.value_dtype);
  run_op("LookupTableImportV2", {t.handle, init.keys, init.values});
  return table;
}

py::TypeObject* static_table_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("StaticHashTable", nullptr, "tensorflow.python.ops.lookup_ops");
    type->construct = +[](py::TypeObject* cls, CallArgs& a) -> Ref {
      Ref name = arg(a, 2, "name");
      return make_static_table(cls, require(a, 0, "initializer", "StaticHashTable"), require(a, 1, "default_value", "StaticHashTable"),
                               present(name) ? py::as_str(name.get()) : "hash_table");
    };
    add_table_members(type);
    py::add_property(type, "default_value", +[](Ref s) { return self_of(s).default_value; });
    py::add_method(type, "lookup", +[](CallArgs& a) -> Ref {
      const LookupObject& t = self_of(a.args.at(0));
      Ref name = arg(a, 2, "name");
      return find(t, require(a, 1, "keys", "lookup"), present(name) ? py::as_str(name.get()) : t.name + "_Lookup");
    });
    return type;
  }();
  return t;
}

// ---- StaticVocabularyTable ----

// lookup_ops.StaticVocabularyTable.lookup: a key of the vocabulary maps to its id, any other
// to vocabulary size + Fingerprint64(key as text) % num_oov_buckets.
Ref vocabulary_lookup(const LookupObject& t, Ref keys) {
  keys = lookup_keys(t, keys);
  if (t.num_oov_buckets == 0) return py::call(py::getattr(t.inner_table, "lookup"), {keys});
  OpScope s(nullptr, t.name + "_Lookup");
  Ref text = dtype_of(keys) == DType::String ? keys : run_op1("AsString", {keys});
  Ref buckets = run_op1("StringToHashBucketFast", {text}, {{"num_buckets", t.num_oov_buckets}}, "hash_bucket");
  if (!present(t.inner_table)) return buckets;
  const LookupObject& inner = self_of(t.inner_table);
  Ref ids = find(inner, keys, inner.name + "_Lookup");
  buckets = run_op1("AddV2", {buckets, table_size(inner, nullptr, inner.name + "_Size")});
  Ref known = run_op1("NotEqual", {ids, inner.default_value});
  return run_op1("SelectV2", {known, ids, buckets});
}

py::TypeObject* vocabulary_table_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("StaticVocabularyTable", nullptr, "tensorflow.python.ops.lookup_ops");
    type->construct = +[](py::TypeObject* cls, CallArgs& a) -> Ref {
      require_eager("tf.lookup.StaticVocabularyTable");
      Ref initializer = require(a, 0, "initializer", "StaticVocabularyTable");
      const int64_t buckets = py::as_int(require(a, 1, "num_oov_buckets", "StaticVocabularyTable").get());
      if (buckets <= 0 && !present(initializer)) py::raise_value_error("`num_oov_buckets` must be greater than 0 if no `initializer` is provided.");
      if (present(arg(a, 2, "lookup_key_dtype")))
        py::raise(py::E().NotImplementedError, "tfplay's tf.lookup.StaticVocabularyTable does not take lookup_key_dtype yet");
      auto obj = py::make_object<LookupObject>(cls);
      Ref name = arg(a, 3, "name");
      obj->name = present(name) ? py::as_str(name.get()) : "hash_table";
      obj->num_oov_buckets = buckets;
      obj->inner_table = py::None();
      obj->value_dtype = DType::Int64;
      if (present(initializer)) {
        const LookupObject& init = self_of(initializer);
        if (init.value_dtype != DType::Int64)
          py::raise_type_error("Invalid `value_dtype`, expected " + dtype_text(DType::Int64) + " but got " + dtype_text(init.value_dtype) + ".");
        obj->inner_table = make_static_table(static_table_type(), initializer, py::Int(-1), obj->name);
        obj->key_dtype = init.key_dtype;
        obj->handle = self_of(obj->inner_table).handle;
      }
      return obj;
    };
    add_table_members(type, false);
    py::add_method(type, "lookup", +[](CallArgs& a) -> Ref { return vocabulary_lookup(self_of(a.args.at(0)), require(a, 1, "keys", "lookup")); });
    py::add_method(type, "size", +[](CallArgs& a) -> Ref {
      const LookupObject& t = self_of(a.args.at(0));
      Ref n = py::Int(t.num_oov_buckets);
      if (!present(t.inner_table)) return convert_to_tensor(n, DType::Int64);
      const LookupObject& inner = self_of(t.inner_table);
      return run_op1("AddV2", {table_size(inner, arg(a, 1, "name"), inner.name + "_Size"), convert_to_tensor(n, DType::Int64)});
    });
    return type;
  }();
  return t;
}

// ---- experimental.MutableHashTable ----

py::TypeObject* mutable_table_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("MutableHashTable", nullptr, "tensorflow.python.ops.lookup_ops");
    type->construct = +[](py::TypeObject* cls, CallArgs& a) -> Ref {
      require_eager("tf.lookup.experimental.MutableHashTable");
      const DType key = required_dtype_arg(require(a, 0, "key_dtype", "MutableHashTable"));
      const DType value = required_dtype_arg(require(a, 1, "value_dtype", "MutableHashTable"));
      Ref table = new_table(cls, key, value, false);
      LookupObject& t = self_of(table);
      t.default_value = convert_to_tensor(require(a, 2, "default_value", "MutableHashTable"), value);
      Ref name = arg(a, 3, "name");
      t.name = present(name) ? py::as_str(name.get()) : "MutableHashTable";
      return table;
    };
    add_table_members(type);
    py::add_property(type, "default_value", +[](Ref s) { return self_of(s).default_value; });
    py::add_method(type, "lookup", +[](CallArgs& a) -> Ref {
      const LookupObject& t = self_of(a.args.at(0));
      return find(t, require(a, 1, "keys", "lookup"), t.name + "_lookup_table_find");
    });
    py::add_method(type, "insert", +[](CallArgs& a) -> Ref {
      const LookupObject& t = self_of(a.args.at(0));
      Ref keys = convert_to_tensor(require(a, 1, "keys", "insert"), t.key_dtype, "keys");
      Ref values = convert_to_tensor(require(a, 2, "values", "insert"), t.value_dtype, "values");
      run_op("LookupTableInsertV2", {t.handle, keys, values});
      return py::None();
    });
    py::add_method(type, "remove", +[](CallArgs& a) -> Ref {
      const LookupObject& t = self_of(a.args.at(0));
      Ref keys = convert_to_tensor(require(a, 1, "keys", "remove"), t.key_dtype, "keys");
      run_op("LookupTableRemoveV2", {t.handle, keys});
      return py::None();
    });
    return type;
  }();
  return t;
}

}  // namespace

void install_lookup(const Ref& tf) {
  Ref lookup = submodule_of(tf, "lookup");
  lookup->dict->set("KeyValueTensorInitializer", initializer_type()->self());
  lookup->dict->set("StaticHashTable", static_table_type()->self());
  lookup->dict->set("StaticVocabularyTable", vocabulary_table_type()->self());
  Ref experimental = submodule_of(lookup, "experimental");
  experimental->dict->set("MutableHashTable", mutable_table_type()->self());
  unimplemented_names(lookup, "tf.lookup", {"TextFileIndex", "TextFileInitializer"});
  unimplemented_names(experimental, "tf.lookup.experimental",
                      {"DenseHashTable", "DatasetInitializer", "table_from_dataset", "index_table_from_dataset"});
}

}  // namespace tfplay::tf
