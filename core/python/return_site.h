// Where the latest Python function call returned, for tools that look at a call after it ended.
#pragma once

#include "core/python/ast.h"

namespace tfplay::py {

/// The `return` statement that ended the latest Python function call on this thread, or
/// {0, 0} when that call ran off the end of its body. tf.function reads it after a trace's
/// body ran, to place the returned tensors' Identity ops on the `return` line.
ast::Pos& last_return_site();

}  // namespace tfplay::py
