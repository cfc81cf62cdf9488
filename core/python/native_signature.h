// Python signatures for functions written in C++: the parameters a native function declares
// (names, kinds, defaults), shown as its __signature__ and enforced on every call with
// CPython's TypeErrors, as a def with the same parameters would.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/python/object.h"

namespace tfplay::py {

/// Declares `params` as the signature of native function `fn`: its calls are bound against
/// them first (too many positional arguments, an unexpected keyword, a value given twice or a
/// required one missing raise CPython's TypeError naming `qualname`), then run with
/// CallArgs::params set, so the argument readers can check their positions. inspect.signature
/// reads them from fn.__signature__.
void set_native_signature(const Ref& fn, std::shared_ptr<const std::vector<Param>> params, const std::string& qualname);

/// set_native_signature with the parameters made by `make` when first needed (the first call,
/// __signature__, or NativeFunctionObject::signature()): a run declares hundreds of signatures
/// and calls few of the functions.
void set_lazy_native_signature(const Ref& fn, std::function<std::shared_ptr<const std::vector<Param>>()> make,
                               const std::string& qualname);

/// fn.__signature__ of a native function that declares a signature: an inspect.Signature of its
/// parameters; nullptr (AttributeError) when it declares none.
Ref native_signature_object(NativeFunctionObject* fn);

}  // namespace tfplay::py
