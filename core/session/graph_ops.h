// The ops of a traced graph as the run result lists them for the graph view.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace tfplay::graph {
class FuncGraph;
}

namespace tfplay::session {

/// One node of a concrete function's FuncGraph (TF's NodeDef, reduced to what a reader needs).
struct OpInfo {
  std::string name;                 // "mul", "cond/Identity"
  std::string type;                 // the op type: "Mul", "Placeholder", "StatelessIf"
  /// The branch or loop function the op is in ("cond_true_5", "while_body_12"); none for the
  /// concrete function's own ops.
  std::optional<std::string> function;
  std::vector<std::string> inputs;  // NodeDef input names: "x", "mul/y", "split:1"
  /// The outputs' dtypes and static shapes as TF prints them ("float32", "(None, 2)"); several
  /// outputs are joined with ", ", and ops without outputs (PrintV2) have none.
  std::optional<std::string> dtype;
  std::optional<std::string> shape;
  int line = 0;    // the source line whose Python code created the op (0 when unknown)
  int column = 0;  // 1-based column of that code (0 when unknown)
  /// True when the op stands for a value captured from outside the function.
  bool captured = false;
  /// A Const's value as NumPy's abbreviated str ("[1 2 3 ... 8 9 10]"), so that the run
  /// result stays small whatever the constants' size.
  std::optional<std::string> value;
};

/// How many ops a concrete function lists at most: an unrolled Python loop can add tens of
/// thousands, and the run result must stay small enough to cross to the page quickly.
constexpr std::size_t kMaxListedOps = 1000;

/// A graph's ops as listed: the first kMaxListedOps, and how many there are in all.
struct OpList {
  std::vector<OpInfo> ops;
  int count = 0;
};

/// The ops of `graph` in creation order (a topological order). The ops of an If or While
/// node's branch and loop functions follow that node, marked with the function's name, so
/// that lines inside an AutoGraph `if`/`while` link to ops too. A call of another tf.function
/// is its one PartitionedCall op, as in the graph TF's get_concrete_function(...).graph shows.
OpList export_ops(const graph::FuncGraph& graph);

}  // namespace tfplay::session
