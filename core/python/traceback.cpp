// Traceback text, matching CPython 3.12's Lib/traceback.py.
#include "core/python/traceback.h"

#include <algorithm>
#include <limits>
#include <optional>

#include "core/python/exceptions.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/syntax_error.h"
#include "core/python/unicode.h"

namespace tfplay::py {

namespace {

constexpr int kRecursiveCutoff = 3;  // traceback._RECURSIVE_CUTOFF

std::string format_entry(const TracebackEntry& e, const Interpreter& interp) {
  std::string out = "  File \"" + e.filename + "\", line " + std::to_string(e.line) + ", in " + e.name + "\n";
  if (e.filename != interp.filename()) return out;  // only the program's source lines are at hand
  const std::string& raw = interp.raw_source_line(e.line);
  std::string stripped = interp.source_line(e.line);
  if (stripped.empty()) return out;
  out += "    " + stripped + "\n";
  if (e.end_col < 0 || e.col < 0) return out;
  // Columns count characters (CPython converts its byte offsets the same way).
  std::size_t indent = raw.find_first_not_of(" \t\f");
  int line_end = static_cast<int>(utf8_length(raw.substr(0, raw.find_last_not_of(" \t\f\r\n") + 1)));
  // An expression running on to later lines is marked up to the end of its first line.
  int start = e.col, end = e.end_line > e.line ? line_end : std::min(e.end_col, line_end);
  bool anchors = e.anchor_left >= 0 && e.anchor_right > e.anchor_left;
  if (!(end - start < static_cast<int>(utf8_length(stripped)) || anchors)) return out;
  std::string carets(4 + static_cast<std::size_t>(start) - indent, ' ');
  for (int i = start; i < end; ++i) carets += anchors && (i < e.anchor_left || i >= e.anchor_right) ? '~' : '^';
  return out + carets + "\n";
}

}  // namespace

bool is_library_frame(const Frame& frame) {
  if (frame.function) return frame.function->from_library();
  return frame.scope && frame.scope->library;
}

std::string frame_filename(const Frame& frame, const Interpreter& interp) {
  if (!is_library_frame(frame)) return interp.filename();
  // A function's globals, or a library module body's own scope (a generator expression's scope
  // names no module).
  const Scope& globals = frame.function ? *frame.function->globals : *frame.scope;
  if (Ref file = globals.vars.get("__file__"); file && is_str(file.get())) return as_str(file.get());
  Ref name = globals.vars.get("__name__");
  return "<" + (name ? str(name) : std::string("lib")) + ">";
}

std::string format_traceback_entries(const std::vector<TracebackEntry>& entries, const Interpreter& interp) {
  std::string out;
  // Stored innermost first; printed outermost first.
  std::vector<TracebackEntry> frames;
  for (auto it = entries.rbegin(); it != entries.rend(); ++it)
    if (!is_hidden_entry(*it)) frames.push_back(*it);
  std::size_t i = 0;
  while (i < frames.size()) {
    std::size_t j = i;
    while (j + 1 < frames.size() && frames[j + 1].line == frames[i].line && frames[j + 1].name == frames[i].name &&
           frames[j + 1].filename == frames[i].filename)
      ++j;
    std::size_t count = j - i + 1;
    for (std::size_t k = 0; k < std::min<std::size_t>(count, kRecursiveCutoff); ++k) out += format_entry(frames[i + k], interp);
    if (count > kRecursiveCutoff) {
      std::size_t more = count - kRecursiveCutoff;
      out += "  [Previous line repeated " + std::to_string(more) + " more time" + (more == 1 ? "" : "s") + "]\n";
    }
    i = j + 1;
  }
  return out;
}

namespace {

constexpr std::size_t kMaxGroupWidth = 15;  // TracebackException's max_group_width
constexpr int kMaxGroupDepth = 10;          // and max_group_depth

/// traceback._ExceptionPrintContext: how deep in exception groups the text being written is.
struct PrintContext {
  bool uncaught = false;  // the interpreter's own display of an uncaught exception
  int depth = 0;
  bool need_close = false;
  std::string indent() const { return std::string(2 * static_cast<std::size_t>(depth), ' '); }
  /// emit(): every line (blank ones too, as textwrap.indent with an always-true predicate)
  /// gets the indent and, inside a group, the margin character.
  void emit(std::string& out, const std::string& text, char margin = '|') const {
    std::string prefix = indent();
    if (depth) prefix += std::string(1, margin) + " ";
    std::size_t start = 0;
    while (start < text.size()) {
      std::size_t nl = text.find('\n', start);
      std::size_t stop = nl == std::string::npos ? text.size() : nl + 1;
      out += prefix + text.substr(start, stop - start);
      start = stop;
    }
  }
};

bool is_group(const Ref& exc) { return exc->cls->is_subtype_of(E().BaseExceptionGroup); }

/// TracebackException.format (CPython 3.12's Lib/traceback.py), chains and groups included.
// print_exception_notes: each of __notes__ on its own line(s) after the message (a note that
// is not a str through str()); __notes__ that is not a sequence of notes prints as its repr.
std::string exception_notes(const Ref& exc) {
  Ref notes = exc->dict ? exc->dict->get("__notes__") : nullptr;
  if (!notes) return "";
  if (notes->cls != T().list && notes->cls != T().tuple) {
    try {
      return repr(notes) + "\n";
    } catch (PyError&) {
      return "<__notes__ repr() failed>\n";
    }
  }
  std::string out;
  for (const Ref& note : to_vector(notes)) {
    try {
      out += str(note) + "\n";
    } catch (PyError&) {
      out += "<note str() failed>\n";
    }
  }
  return out;
}

void format_chain(const Ref& top, const Interpreter& interp, PrintContext& ctx, std::string& out) {
  std::vector<std::pair<const char*, Ref>> chain;
  for (Ref exc = top; exc;) {
    auto* e = static_cast<ExceptionObject*>(exc.get());
    if (e->cause) {
      chain.emplace_back("\nThe above exception was the direct cause of the following exception:\n\n", exc);
      exc = e->cause;
    } else if (e->context && !e->suppress_context) {
      chain.emplace_back("\nDuring handling of the above exception, another exception occurred:\n\n", exc);
      exc = e->context;
    } else {
      chain.emplace_back(nullptr, exc);
      exc = nullptr;
    }
  }
  // chain[k].first is printed just before chain[k].second (after what it chains to).
  for (std::size_t k = chain.size(); k-- > 0;) {
    if (chain[k].first) ctx.emit(out, chain[k].first);
    const Ref& exc = chain[k].second;
    auto* e = static_cast<ExceptionObject*>(exc.get());
    if (!is_group(exc)) {
      if (!e->traceback.empty()) {
        ctx.emit(out, "Traceback (most recent call last):\n");
        ctx.emit(out, format_traceback_entries(e->traceback, interp));
      }
      ctx.emit(out, exception_only(exc, ctx.uncaught) + "\n");
      if (std::string notes = exception_notes(exc); !notes.empty()) ctx.emit(out, notes);
    } else if (ctx.depth > kMaxGroupDepth) {
      ctx.emit(out, "... (max_group_depth is " + std::to_string(kMaxGroupDepth) + ")\n");
    } else {
      const bool toplevel = ctx.depth == 0;
      if (toplevel) ++ctx.depth;
      if (!e->traceback.empty()) {
        ctx.emit(out, "Exception Group Traceback (most recent call last):\n", toplevel ? '+' : '|');
        ctx.emit(out, format_traceback_entries(e->traceback, interp));
      }
      ctx.emit(out, exception_only(exc, ctx.uncaught) + "\n");
      if (std::string notes = exception_notes(exc); !notes.empty()) ctx.emit(out, notes);
      Ref excs = exc->dict ? exc->dict->get("exceptions") : nullptr;
      const std::vector<Ref> none;
      const std::vector<Ref>& subs = excs && excs->cls == T().tuple ? static_cast<TupleObject*>(excs.get())->items : none;
      const std::size_t n = subs.size() <= kMaxGroupWidth ? subs.size() : kMaxGroupWidth + 1;
      ctx.need_close = false;
      for (std::size_t i = 0; i < n; ++i) {
        const bool last = i == n - 1;
        if (last) ctx.need_close = true;  // the closing line may be written by a nested group
        const bool truncated = i >= kMaxGroupWidth;
        const std::string title = truncated ? "..." : std::to_string(i + 1);
        out += ctx.indent() + (i == 0 ? "+-" : "  ") + "+---------------- " + title + " ----------------\n";
        ++ctx.depth;
        if (!truncated) {
          format_chain(subs[i], interp, ctx, out);
        } else {
          std::size_t remaining = subs.size() - kMaxGroupWidth;
          ctx.emit(out, "and " + std::to_string(remaining) + " more exception" + (remaining > 1 ? "s" : "") + "\n");
        }
        if (last && ctx.need_close) {
          out += ctx.indent() + "+------------------------------------\n";
          ctx.need_close = false;
        }
        --ctx.depth;
      }
      if (toplevel) ctx.depth = 0;
    }
  }
}

// ----- "Did you mean" (CPython 3.12's traceback._compute_suggestion_error) ------------------------

constexpr int kMoveCost = 2;
constexpr int kCaseCost = 1;
constexpr std::size_t kMaxCandidateItems = 750;
constexpr std::size_t kMaxStringSize = 40;

int substitution_cost(char a, char b) {
  if (a == b) return 0;
  if (std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b))) return kCaseCost;
  return kMoveCost;
}

// traceback._levenshtein_distance: case changes cost 1, other edits 2; gives up past max_cost.
int levenshtein(std::string a, std::string b, int max_cost) {
  if (a == b) return 0;
  std::size_t pre = 0;
  while (pre < a.size() && pre < b.size() && a[pre] == b[pre]) ++pre;
  a = a.substr(pre);
  b = b.substr(pre);
  while (!a.empty() && !b.empty() && a.back() == b.back()) {
    a.pop_back();
    b.pop_back();
  }
  if (a.empty() || b.empty()) return kMoveCost * static_cast<int>(a.size() + b.size());
  if (a.size() > kMaxStringSize || b.size() > kMaxStringSize) return max_cost + 1;
  if (b.size() < a.size()) std::swap(a, b);
  if (static_cast<int>(b.size() - a.size()) * kMoveCost > max_cost) return max_cost + 1;
  std::vector<int> row(a.size());
  for (std::size_t i = 0; i < a.size(); ++i) row[i] = kMoveCost * static_cast<int>(i + 1);
  int result = 0;
  for (std::size_t bi = 0; bi < b.size(); ++bi) {
    int distance = result = static_cast<int>(bi) * kMoveCost;
    int minimum = INT32_MAX;
    for (std::size_t i = 0; i < a.size(); ++i) {
      int substitute = distance + substitution_cost(b[bi], a[i]);
      distance = row[i];
      int insert_delete = std::min(result, distance) + kMoveCost;
      result = std::min(insert_delete, substitute);
      row[i] = result;
      minimum = std::min(minimum, result);
    }
    if (minimum > max_cost) return max_cost + 1;
  }
  return result;
}

/// Whose search for the closest name: traceback.py's _compute_suggestion_error (an exception the
/// traceback module formats) or suggestions.c's calculate_suggestions (an uncaught exception:
/// CPython 3.12's PyErr_Display is still C). They differ in their limits: the Python one gives up
/// on a wrong name longer than 40 characters and never suggests a name further away than the
/// wrong name is long (so no suggestion for one- and two-letter names), and takes up to 750
/// candidates; the C one takes fewer than 750.
enum class SuggestionRules { TracebackModule, Interpreter };

std::string closest_name(const std::string& wrong, const std::vector<std::string>& candidates, SuggestionRules rules) {
  const bool python = rules == SuggestionRules::TracebackModule;
  if (python ? candidates.size() > kMaxCandidateItems : candidates.size() >= kMaxCandidateItems) return "";
  if (python && wrong.size() > kMaxStringSize) return "";
  int best = python ? static_cast<int>(wrong.size()) : std::numeric_limits<int>::max();
  std::string suggestion;
  for (const std::string& name : candidates) {
    if (name == wrong) continue;
    int max_distance = static_cast<int>(name.size() + wrong.size() + 3) * kMoveCost / 6;
    max_distance = std::min(max_distance, best - 1);
    int d = levenshtein(wrong, name, max_distance);
    if (d > max_distance) continue;
    if (suggestion.empty() || d < best) {
      suggestion = name;
      best = d;
    }
  }
  return suggestion;
}

/// A NameError's visible names (interpreter.cpp visible_names): f_locals, co_varnames, globals
/// and builtins, separated by empty strings.
struct VisibleNames {
  std::vector<std::string> groups[4];
};

VisibleNames split_visible(const std::vector<std::string>& names) {
  VisibleNames v;
  std::size_t group = 0;
  for (const std::string& name : names) {
    if (name.empty()) group = std::min<std::size_t>(group + 1, 3);
    else v.groups[group].push_back(name);
  }
  return v;
}

// A NameError's suggestion: traceback.py searches f_locals + f_globals + f_builtins as one list;
// suggestions.c searches co_varnames, then the globals, then the builtins, and takes the first
// list that has one.
std::string name_error_suggestion(const std::string& wrong, const std::vector<std::string>& names, bool uncaught) {
  const VisibleNames v = split_visible(names);
  if (uncaught) {
    for (int g : {1, 2, 3})
      if (std::string s = closest_name(wrong, v.groups[g], SuggestionRules::Interpreter); !s.empty()) return s;
    return "";
  }
  std::vector<std::string> all = v.groups[0];
  all.insert(all.end(), v.groups[2].begin(), v.groups[2].end());
  all.insert(all.end(), v.groups[3].begin(), v.groups[3].end());
  return closest_name(wrong, all, SuggestionRules::TracebackModule);
}

// dir(obj) as far as suggestions need it: instance attributes and the type's, sorted; a
// module's own __dir__ (PEP 562) when it has one.
std::vector<std::string> attribute_names(const Ref& obj) {
  std::vector<std::string> names;
  if (obj->cls == T().module && obj->dict)
    if (Ref module_dir = obj->dict->get("__dir__")) {
      try {
        for (const Ref& item : to_vector(call(module_dir, std::vector<Ref>{})))
          if (is_str(item.get())) names.push_back(static_cast<StrObject*>(item.get())->value);
        std::sort(names.begin(), names.end());
        return names;
      } catch (PyError&) {
        names.clear();  // CPython's traceback gives up on the suggestion too
        return names;
      }
    }
  if (obj->dict) obj->dict->for_each([&](const std::string& k, const Ref&) { names.push_back(k); });
  const TypeObject* type = (obj->cls == T().type || obj->cls->is_subtype_of(T().type)) ? static_cast<TypeObject*>(obj.get()) : obj->cls;
  if (obj->cls != T().module)
    for (const TypeObject* t : type->mro) t->attrs.for_each([&](const std::string& k, const Ref&) { names.push_back(k); });
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  return names;
}

bool is_stdlib_module(const std::string& name) {
  static const char* names[] = {
      "abc", "argparse", "array", "ast", "asyncio", "base64", "bisect", "builtins", "calendar", "cmath", "collections",
      "contextlib", "copy", "csv", "dataclasses", "datetime", "decimal", "difflib", "enum", "fractions", "functools",
      "gc", "glob", "hashlib", "heapq", "html", "http", "inspect", "io", "itertools", "json", "logging", "math",
      "operator", "os", "pathlib", "pickle", "platform", "pprint", "queue", "random", "re", "secrets", "shutil",
      "socket", "sqlite3", "statistics", "string", "struct", "subprocess", "sys", "tempfile", "textwrap", "threading",
      "time", "timeit", "traceback", "types", "typing", "unittest", "urllib", "uuid", "warnings", "weakref", "zlib"};
  for (const char* n : names)
    if (name == n) return true;
  return false;
}

// `from module import wrong`'s suggestion: traceback._compute_suggestion_error searches
// __import__(exc.name), the top-level package of a dotted name; suggestions.c searches
// sys.modules[exc.name] itself.
std::string import_suggestion(const Ref& exc, bool uncaught) {
  Ref wrong = exc->dict ? exc->dict->get("name_from") : nullptr;
  Ref module_name = exc->dict ? exc->dict->get("name") : nullptr;
  if (!wrong || !is_str(wrong.get()) || !module_name || !is_str(module_name.get())) return "";
  std::string name = static_cast<StrObject*>(module_name.get())->value;
  if (!uncaught) name = name.substr(0, name.find('.'));
  Ref module = Interpreter::current().modules()->get(Str(name));
  if (!module) return "";
  const std::string suggestion =
      closest_name(static_cast<StrObject*>(wrong.get())->value, attribute_names(module),
                   uncaught ? SuggestionRules::Interpreter : SuggestionRules::TracebackModule);
  return suggestion.empty() ? "" : ". Did you mean: '" + suggestion + "'?";
}

// The text CPython 3.12 appends to a NameError, AttributeError or ImportError message in a
// traceback.
std::string suggestion_suffix(const Ref& exc, bool uncaught) {
  // suggestions.c's _Py_Offer_Suggestions answers for exactly AttributeError, NameError and
  // ImportError; traceback.py for their subclasses too.
  auto is = [&](TypeObject* type) { return uncaught ? exc->cls == type : exc->cls->is_subtype_of(type); };
  if (is(E().ImportError)) return import_suggestion(exc, uncaught);
  const bool name_error = is(E().NameError);
  if (!name_error && !is(E().AttributeError)) return "";
  Ref name = exc->dict ? exc->dict->get("name") : nullptr;
  if (!name || !is_str(name.get())) return "";
  const std::string& wrong = static_cast<StrObject*>(name.get())->value;
  std::string suggestion;
  if (name_error) {
    const auto& visible = static_cast<ExceptionObject*>(exc.get())->visible_names;
    if (visible.size() == 1 && visible[0] == "self." + wrong) suggestion = visible[0];
    else suggestion = name_error_suggestion(wrong, visible, uncaught);
  } else if (Ref obj = exc->dict->get("obj")) {
    suggestion = closest_name(wrong, attribute_names(obj),
                              uncaught ? SuggestionRules::Interpreter : SuggestionRules::TracebackModule);
  }
  std::string out = suggestion.empty() ? "" : ". Did you mean: '" + suggestion + "'?";
  if (name_error && is_stdlib_module(wrong))
    out += (suggestion.empty() ? ". Did you forget to import '" : " Or did you forget to import '") + wrong +
           (uncaught ? "'?" : "'");
  return out;
}

}  // namespace

std::string exception_type_name(const TypeObject* type) {
  // CPython 3.12's print_exception_message names the type by __module__ and __qualname__.
  const std::string& name = type->qualname.empty() ? type->name : type->qualname;
  if (type->module == "builtins" || type->module == "__main__") return name;
  return type->module + "." + name;
}

namespace {

/// A SyntaxError with an int lineno prints where it points, as the compiler's own do
/// (pythonrun.c print_exception_file_and_line, parse_syntax_error): its file ("<string>" when
/// None), line, text and carets, then "SyntaxError: msg". nullopt for any other exception.
std::optional<std::string> syntax_error_location(const Ref& exc) {
  auto* e = static_cast<ExceptionObject*>(exc.get());
  if (!exc->cls->is_subtype_of(E().SyntaxError)) return std::nullopt;
  auto member = [&](const char* name) {
    Ref v = e->dict ? e->dict->get(name) : nullptr;
    return v ? v : exception_member_default(e, name);
  };
  Ref lineno = member("lineno");
  if (!is_int(lineno.get())) return std::nullopt;
  auto int_or = [&](const char* name, int fallback) {
    Ref v = member(name);
    return is_int(v.get()) ? static_cast<int>(as_int(v.get())) : fallback;
  };
  const int line = static_cast<int>(as_int(lineno.get())), offset = int_or("offset", -1);
  Ref filename = member("filename"), text = member("text");
  SyntaxErrorException err("SyntaxError", str(member("msg")), line, offset, int_or("end_lineno", line),
                           int_or("end_offset", offset), isinstance(text.get(), T().str) ? as_str(text.get()) : "");
  std::string out = format_syntax_error(err, is_none(filename.get()) ? "<string>" : str(filename));
  // The type line names the exception's own type (IndentationError, a subclass).
  out.erase(out.rfind("SyntaxError: "));
  return out + exception_type_name(exc->cls) + ": " + err.msg;
}

}  // namespace

std::string exception_only(const Ref& exc, bool uncaught) {
  if (auto located = syntax_error_location(exc)) return *located;
  std::string msg;
  try {
    msg = str(exc);
  } catch (PyError&) {
    msg = "<exception str() failed>";
  }
  std::string name = exception_type_name(exc->cls);
  msg += suggestion_suffix(exc, uncaught);
  return msg.empty() ? name : name + ": " + msg;
}

std::string format_exception(const Ref& exc, const Interpreter& interp, bool uncaught) {
  PrintContext ctx;
  ctx.uncaught = uncaught;
  std::string out;
  format_chain(exc, interp, ctx, out);
  return out;
}

std::string format_syntax_error(const SyntaxErrorException& e, const std::string& filename) {
  // A compile-time RecursionError (nesting too deep) carries no source location in CPython.
  if (e.type != "SyntaxError" && e.type != "IndentationError" && e.type != "TabError") return e.type + ": " + e.msg + "\n";
  std::string out = "  File \"" + filename + "\", line " + std::to_string(e.lineno) + "\n";
  std::string text = e.text;
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  std::size_t lead = text.find_first_not_of(" \t\f");
  if (lead != std::string::npos) {
    std::string stripped = text.substr(lead);
    out += "    " + stripped + "\n";
    // No caret when the offset points into the leading whitespace (print_error_text in
    // Python/pythonrun.c): an unexpected indent is reported at the tokenizer's cursor there.
    if (e.offset >= 1 && e.offset - 1 - static_cast<int>(lead) >= 0) {
      int start = e.offset - 1 - static_cast<int>(lead);
      int end = e.end_offset > e.offset && e.end_lineno == e.lineno ? e.end_offset - 1 - static_cast<int>(lead) : start + 1;
      end = std::min<int>(end, static_cast<int>(stripped.size()) + 1);
      if (end <= start) end = start + 1;
      out += "    " + std::string(static_cast<std::size_t>(start), ' ') + std::string(static_cast<std::size_t>(end - start), '^') + "\n";
    }
  }
  return out + e.type + ": " + e.msg + "\n";
}

}  // namespace tfplay::py
