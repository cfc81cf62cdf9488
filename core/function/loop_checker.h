// AutoGraph's check of Python loops that run while a graph is traced
// (tensorflow/python/autograph/operators/control_flow.py _PythonLoopChecker): after
// INEFFICIENT_UNROLL_MIN_ITERATIONS (50000) iterations it compares the graph's ops before and
// after one iteration and, if the iteration added ops, logs the "Large unrolled loop detected"
// warning once; it stops looking a few iterations later.
#pragma once

#include <cstddef>

namespace tfplay::function {

class PythonLoopChecker {
 public:
  /// Called before the first iteration and after each one finished (control_flow.py calls
  /// after_iteration() then before_iteration() around every body).
  void before_iteration();
  void after_iteration();

 private:
  void stop_checking();
  long iterations_ = 1;
  bool check_inefficient_unroll_ = true;
  bool check_op_count_after_iteration_ = false;
  std::size_t ops_before_iteration_ = 0;  // node count of the graph being traced
};

}  // namespace tfplay::function
