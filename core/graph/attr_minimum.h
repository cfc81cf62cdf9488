// Minimums of int attrs ("num_split: int >= 1" in TF's REGISTER_OP), which TF checks before an
// op's shape function or kernel sees the attr.
#pragma once

#include <optional>
#include <string>

#include "core/graph/op_def.h"

namespace tfplay::graph {

/// The minimum of attr `attr` of op `op_name`, if it has one.
std::optional<int64_t> attr_minimum(const std::string& op_name, const std::string& attr);

/// The attr of `op` below its minimum, as (attr name, value, minimum), or nothing.
struct AttrBelowMinimum {
  std::string attr;
  int64_t value;
  int64_t minimum;
};
std::optional<AttrBelowMinimum> attr_below_minimum(const OpDef& op, const AttrMap& attrs);

/// Throws OpValueError with op_def_library.py's text ("Attr 'num_split' of 'Split' Op passed
/// 0 less than minimum 1.") when an attr of `op` is below its minimum: building a graph node.
void check_attr_minimums_for_graph(const OpDef& op, const AttrMap& attrs);

}  // namespace tfplay::graph
