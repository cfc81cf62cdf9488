// id(): the identity number of a live object, and the `0x...` address text of default reprs.
//
// CPython's id() is the object's address, so `<function f at 0x7f3a1c2b5e50>` differs from run to
// run. tfplay numbers objects instead, in the order the program first asks for their identity,
// starting again with every run: the same program always prints the same text, natively and in
// the browser. The numbers look like CPython's 64-bit heap addresses (12 hex digits, `0x7f...`,
// 16-byte aligned): object n (1-based) is 0x7f0000000000 + 0x10 * n.
#pragma once

#include <cstdint>
#include <string>

#include "core/python/object.h"

namespace tfplay::py {

/// id(o): unique among live objects and stable for an object's lifetime.
std::uint64_t object_id(const Object* o);
/// `0x7f0000000010`: lowercase hex, as CPython's default reprs print it.
std::string address_text(const Object* o);
/// Starts the numbering again (a new run).
void reset_object_ids();

}  // namespace tfplay::py
