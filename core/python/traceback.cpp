// Traceback text, matching CPython 3.12's Lib/traceback.py.
#include "core/python/traceback.h"

#include <algorithm>

#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::py {

namespace {

constexpr int kRecursiveCutoff = 3;  // traceback._RECURSIVE_CUTOFF

std::string format_entry(const TracebackEntry& e, const Interpreter& interp) {
  std::string out = "  File \"" + e.filename + "\", line " + std::to_string(e.line) + ", in " + e.name + "\n";
  const std::string& raw = interp.raw_source_line(e.line);
  std::string stripped = interp.source_line(e.line);
  if (stripped.empty()) return out;
  out += "    " + stripped + "\n";
  if (e.end_col < 0 || e.col < 0) return out;
  std::size_t indent = raw.find_first_not_of(" \t\f");
  int start = e.col, end = std::min<int>(e.end_col, static_cast<int>(raw.find_last_not_of(" \t\f\r\n") + 1));
  bool anchors = e.anchor_left >= 0 && e.anchor_right > e.anchor_left;
  if (!(end - start < static_cast<int>(stripped.size()) || anchors)) return out;
  std::string carets(4 + static_cast<std::size_t>(start) - indent, ' ');
  for (int i = start; i < end; ++i) carets += anchors && (i < e.anchor_left || i >= e.anchor_right) ? '~' : '^';
  return out + carets + "\n";
}

std::string format_single(const Ref& exc, const Interpreter& interp) {
  auto* e = static_cast<ExceptionObject*>(exc.get());
  std::string out;
  if (!e->traceback.empty()) {
    out += "Traceback (most recent call last):\n";
    // Stored innermost first; printed outermost first.
    std::vector<TracebackEntry> frames(e->traceback.rbegin(), e->traceback.rend());
    std::size_t i = 0;
    while (i < frames.size()) {
      std::size_t j = i;
      while (j + 1 < frames.size() && frames[j + 1].line == frames[i].line &&
             frames[j + 1].name == frames[i].name && frames[j + 1].filename == frames[i].filename)
        ++j;
      std::size_t count = j - i + 1;
      for (std::size_t k = 0; k < std::min<std::size_t>(count, kRecursiveCutoff); ++k) out += format_entry(frames[i + k], interp);
      if (count > kRecursiveCutoff) {
        std::size_t more = count - kRecursiveCutoff;
        out += "  [Previous line repeated " + std::to_string(more) + " more time" + (more == 1 ? "" : "s") + "]\n";
      }
      i = j + 1;
    }
  }
  return out + exception_only(exc) + "\n";
}

}  // namespace

std::string exception_type_name(const TypeObject* type) {
  if (type->module == "builtins" || type->module == "__main__") return type->name;
  return type->module + "." + type->name;
}

std::string exception_only(const Ref& exc) {
  std::string msg;
  try {
    msg = str(exc);
  } catch (PyError&) {
    msg = "<exception str() failed>";
  }
  std::string name = exception_type_name(exc->cls);
  return msg.empty() ? name : name + ": " + msg;
}

std::string format_exception(const Ref& exc, const Interpreter& interp) {
  auto* e = static_cast<ExceptionObject*>(exc.get());
  std::string prefix;
  if (e->cause) {
    prefix = format_exception(e->cause, interp) +
             "\nThe above exception was the direct cause of the following exception:\n\n";
  } else if (e->context && !e->suppress_context) {
    prefix = format_exception(e->context, interp) +
             "\nDuring handling of the above exception, another exception occurred:\n\n";
  }
  return prefix + format_single(exc, interp);
}

std::string format_syntax_error(const SyntaxErrorException& e, const std::string& filename) {
  std::string out = "  File \"" + filename + "\", line " + std::to_string(e.lineno) + "\n";
  std::string text = e.text;
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  std::size_t lead = text.find_first_not_of(" \t\f");
  if (lead != std::string::npos) {
    std::string stripped = text.substr(lead);
    out += "    " + stripped + "\n";
    if (e.offset >= 1) {
      int start = e.offset - 1 - static_cast<int>(lead);
      int end = e.end_offset > e.offset && e.end_lineno == e.lineno ? e.end_offset - 1 - static_cast<int>(lead) : start + 1;
      if (start < 0) start = 0;
      end = std::min<int>(end, static_cast<int>(stripped.size()) + 1);
      if (end <= start) end = start + 1;
      out += "    " + std::string(static_cast<std::size_t>(start), ' ') + std::string(static_cast<std::size_t>(end - start), '^') + "\n";
    }
  }
  return out + e.type + ": " + e.msg + "\n";
}

}  // namespace tfplay::py
