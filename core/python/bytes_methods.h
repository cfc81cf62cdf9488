// The methods of bytes, str.encode and int.to_bytes/from_bytes (CPython 3.12 semantics).
#pragma once

#include <string>

#include "core/python/object.h"

namespace tfplay::py {

/// Installs bytes.decode/hex/fromhex/join/find/split/strip/replace/... (ASCII case rules),
/// str.encode through core/python/codecs.h, and int.to_bytes/int.from_bytes. Called once by
/// install_type_methods.
void install_bytes_methods();

/// `item in data` for a bytes object: an int 0..255 or a bytes subsequence. Raises ValueError
/// ("byte must be in range(0, 256)") or TypeError ("a bytes-like object is required, not 'str'").
bool bytes_contains(const std::string& data, const Ref& item);

}  // namespace tfplay::py
