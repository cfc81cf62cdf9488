// Which interpreter is current, for an interpreter kept between runs (core/session's prepared
// run state): it is made current for each run on it and steps aside after, so that a fresh
// interpreter made meanwhile is a program's own (numbers its objects from the start).
#pragma once

namespace tfplay::py {

class Interpreter;

/// Makes `interp` the current interpreter (nullptr: none) and returns the one that was.
Interpreter* exchange_current_interpreter(Interpreter* interp);

}  // namespace tfplay::py
