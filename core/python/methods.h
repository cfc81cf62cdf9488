// Methods and constructors of the built-in types, installed once per process.
#pragma once

namespace tfplay::py {

/// Adds int(), str(), list(), ... constructors and the str/list/dict/set methods to the
/// built-in types. Idempotent.
void install_type_methods();

}  // namespace tfplay::py
