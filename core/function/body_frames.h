// AutoGraph's generated body functions, as frames of a node's defining stack.
//
// AutoGraph turns every `if`, `while` and `for` of a converted function into nested functions
// (if_body, else_body, loop_body, loop_test) called through ag__.if_stmt / for_stmt /
// while_stmt, and TF maps each generated frame back to the original line and function name
// (autograph/impl/api.py StackTraceMapper). So an op created in an `if` body was defined at
// `File "prog.py", line <if>, in f` then `File "prog.py", line <op>, in f`. tfplay runs those
// bodies in the function's own frame; while one runs, BodyFrame records the statement's line
// so that current_stack() (runtime.h) lists that extra frame.
#pragma once

#include <vector>

namespace tfplay::function {

/// One generated body running in the Python frame `frame` (a StatementScope::frame_id()) on
/// behalf of the statement at `line`.
struct BodyFrameMark {
  const void* frame;
  int line;
};

/// The marks in force, outermost first.
const std::vector<BodyFrameMark>& body_frame_marks();

/// Marks a body while it runs (RAII; unmarked on exceptions too).
class BodyFrame {
 public:
  BodyFrame(const void* frame, int line);
  ~BodyFrame();
  BodyFrame(const BodyFrame&) = delete;
  BodyFrame& operator=(const BodyFrame&) = delete;
};

}  // namespace tfplay::function
