// CPython's text for uncaught exceptions (Lib/traceback.py, 3.12): frames, carets, chaining.
#pragma once

#include <string>
#include <vector>

#include "core/python/object.h"
#include "core/python/syntax_error.h"

namespace tfplay::py {

class Interpreter;
struct Frame;

/// Whether `frame` runs tfplay's library code (a function, module body or generator expression
/// of Keras, TF's Python or the stdlib written in Python).
bool is_library_frame(const Frame& frame);

/// The file a traceback names for `frame`'s code: the program's file, or for tfplay's library
/// code (Keras, TF's Python, the stdlib) its module's __file__, else "<module name>" (the stdlib
/// modules tfplay writes in Python have no file of CPython's).
std::string frame_filename(const Frame& frame, const Interpreter& interp);

/// The qualified type name CPython prints before the message: builtins and __main__ types by
/// name, others with their module (`tensorflow.python.framework.errors_impl.InvalidArgumentError`).
std::string exception_type_name(const TypeObject* type);

/// The last line of a traceback: "Type: message", or "Type" when str(exc) is empty. `uncaught`:
/// as the interpreter prints an uncaught exception, whose "Did you forget to import 'math'"
/// hint ends with "?" (the traceback module's text has none, in CPython 3.12).
std::string exception_only(const Ref& exc, bool uncaught = false);

/// Everything `python prog.py` writes to stderr for an uncaught exception (`uncaught`), or the
/// traceback module's format_exception, chained exceptions ("During handling of the above
/// exception ...") included.
std::string format_exception(const Ref& exc, const Interpreter& interp, bool uncaught = false);

/// A frame of tfplay's own library code (Keras, the stdlib written in Python) that the
/// traceback records but never shows: CPython would name a file the playground does not have.
/// The interpreter keeps one such entry, the innermost, for an exception raised in library code
/// before any program frame, so that the exception still has a traceback (`__traceback__` is not
/// None, and a chained exception prints its "Traceback (most recent call last):" header) while
/// the program's own frames are shown as they are. It has no file name.
inline bool is_hidden_entry(const TracebackEntry& e) { return e.filename.empty(); }

/// StackSummary.format of a traceback's frames, stored innermost first as
/// ExceptionObject::traceback stores them: "  File ..., line N, in name" with its source line
/// and carets, outermost first, runs of one line collapsed ("[Previous line repeated ...]").
/// Hidden library entries are left out.
std::string format_traceback_entries(const std::vector<TracebackEntry>& entries, const Interpreter& interp);

/// The text CPython writes for a compile-time SyntaxError in the main script.
std::string format_syntax_error(const SyntaxErrorException& e, const std::string& filename);

}  // namespace tfplay::py
