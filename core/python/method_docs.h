// CPython 3.12's docstrings of the builtin types' methods (list.append, str.split, dict.get, ...),
// which `list.append.__doc__`, `[].append.__doc__` and the editor's hover read, and the signature
// lines help() prints for them and for the builtin functions (builtin_docs.cpp).
#pragma once

#include <span>
#include <string_view>

namespace tfplay::py {

struct MethodDoc {
  const char* type;             // the builtin type's name: "list"
  const char* method;           // the method's name: "append"
  const char* doc;              // its __doc__ in CPython 3.12
  const char* signature;        // help(list.append)'s line: "append(self, object, /)" ("" for none)
  const char* bound_signature;  // help([].append)'s: "append(object, /) method of builtins.list instance"
};

struct BuiltinSignature {
  const char* name;       // "len"
  const char* signature;  // help(len)'s line: "len(obj, /)"
};

/// The docstring of `type.method`, or null when the table has none.
const MethodDoc* find_method_doc(std::string_view type, std::string_view method);

/// Every entry of the table.
std::span<const MethodDoc> method_docs();

/// The line help(name) prints for the builtin function `name`, or null.
const char* builtin_help_signature(std::string_view name);

}  // namespace tfplay::py
