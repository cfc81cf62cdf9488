// The built-in exceptions whose constructors do more than store args (CPython's
// Objects/exceptions.c): OSError's errno/strerror/filename and its errno -> subclass mapping,
// the UnicodeError family's five attributes, and BaseExceptionGroup/ExceptionGroup.
#include "core/python/exceptions.h"

#include <algorithm>
#include <cstdio>

#include "core/python/bigint.h"
#include "core/python/metaclass.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/traceback_object.h"
#include "core/python/unicode.h"

namespace tfplay::py {

namespace {

Ref attr_or_none(const ExceptionObject* e, const char* name) {
  Ref v = e->dict ? e->dict->get(name) : nullptr;
  return v ? v : None();
}

/// A member as `e.name` reads it: assigned or set by the constructor, else its default.
Ref member_value(const ExceptionObject* e, const char* name) {
  Ref v = e->dict ? e->dict->get(name) : nullptr;
  return v ? v : exception_member_default(e, name);
}

// OSError(errno, strerror) picks the subclass for errno when called as OSError itself
// (OSError_new's errnomap; Linux's errno values, which CPython on Linux uses).
TypeObject* oserror_subclass(std::int64_t err, const ExceptionTypes& exc) {
  switch (err) {
    case 11: case 114: case 115: return exc.BlockingIOError;  // EAGAIN, EALREADY, EINPROGRESS
    case 10: return exc.ChildProcessError;                     // ECHILD
    case 32: case 108: return exc.BrokenPipeError;             // EPIPE, ESHUTDOWN
    case 103: return exc.ConnectionAbortedError;
    case 111: return exc.ConnectionRefusedError;
    case 104: return exc.ConnectionResetError;
    case 17: return exc.FileExistsError;
    case 2: return exc.FileNotFoundError;
    case 21: return exc.IsADirectoryError;
    case 20: return exc.NotADirectoryError;
    case 4: return exc.InterruptedError;
    case 1: case 13: return exc.PermissionError;  // EPERM, EACCES
    case 3: return exc.ProcessLookupError;        // ESRCH
    case 110: return exc.TimeoutError;            // ETIMEDOUT
    default: return nullptr;
  }
}

Ref construct_oserror(TypeObject* cls, CallArgs& a, const ExceptionTypes& exc) {
  std::size_t n = a.args.size();
  if (cls == exc.OSError && n >= 2 && is_int(a.args[0].get()) && !is_big(a.args[0].get()))
    if (TypeObject* sub = oserror_subclass(static_cast<IntObject*>(a.args[0].get())->value, exc)) cls = sub;
  auto e = make_object<ExceptionObject>(cls);
  e->args = a.args;
  AttrMap& d = e->ensure_dict();
  bool parsed = n >= 2 && n <= 5;
  d.set("errno", parsed ? a.args[0] : None());
  d.set("strerror", parsed ? a.args[1] : None());
  d.set("filename", parsed && n >= 3 ? a.args[2] : None());
  d.set("filename2", parsed && n == 5 ? a.args[4] : None());
  // With a filename, args keeps only (errno, strerror), as OSError_init does.
  if (parsed && n >= 3) e->args.resize(2);
  return e;
}

const std::string& str_arg(const CallArgs& a, std::size_t i) {
  const Object* o = a.args[i].get();
  if (!isinstance(o, T().str))
    raise_type_error("argument " + std::to_string(i + 1) + " must be str, not " + type_name(o));
  return static_cast<const StrObject*>(o)->value;
}

std::int64_t int_arg(const CallArgs& a, std::size_t i) {
  const Object* o = a.args[i].get();
  if (!is_int(o)) raise_type_error("'" + type_name(o) + "' object cannot be interpreted as an integer");
  return as_int(o);
}

// UnicodeDecodeError(encoding, object, start, end, reason) and its two siblings: exact argument
// counts and types, stored as attributes (UnicodeError_init & co).
Ref construct_unicode_error(TypeObject* cls, CallArgs& a, const ExceptionTypes& exc) {
  bool translate = cls->is_subtype_of(exc.UnicodeTranslateError);
  std::size_t want = translate ? 4 : 5;
  auto e = make_object<ExceptionObject>(cls);
  e->args = a.args;
  if (cls == exc.UnicodeError) return e;
  if (a.args.size() != want)
    raise_type_error("function takes exactly " + std::to_string(want) + " arguments (" + std::to_string(a.args.size()) + " given)");
  std::size_t i = 0;
  AttrMap& d = e->ensure_dict();
  if (translate) {
    d.set("encoding", None());
  } else {
    str_arg(a, 0);
    d.set("encoding", a.args[i++]);
  }
  const Object* obj = a.args[i].get();
  if (cls->is_subtype_of(exc.UnicodeDecodeError)) {
    if (!isinstance(obj, T().bytes))
      raise_type_error("a bytes-like object is required, not '" + type_name(obj) + "'");
  } else if (!isinstance(obj, T().str)) {
    raise_type_error("argument " + std::to_string(i + 1) + " must be str, not " + type_name(obj));
  }
  d.set("object", a.args[i++]);
  int_arg(a, i);
  d.set("start", a.args[i++]);
  int_arg(a, i);
  d.set("end", a.args[i++]);
  str_arg(a, i);
  d.set("reason", a.args[i]);
  return e;
}

// BaseExceptionGroup(message, exceptions) (BaseExceptionGroup_new): a non-empty sequence of
// exceptions; BaseExceptionGroup of Exceptions only is an ExceptionGroup.
Ref construct_exception_group(TypeObject* cls, CallArgs& a, const ExceptionTypes& exc) {
  if (!a.kwargs.empty()) raise_type_error(cls->name + "() takes no keyword arguments");
  if (a.args.size() != 2)
    raise_type_error("BaseExceptionGroup.__new__() takes exactly 2 arguments (" + std::to_string(a.args.size()) + " given)");
  if (!isinstance(a.args[0].get(), T().str))
    raise_type_error("BaseExceptionGroup.__new__() argument 1 must be str, not " + type_name(a.args[0].get()));
  const Object* seq = a.args[1].get();
  if (!(isinstance(seq, T().list) || isinstance(seq, T().tuple)))
    raise_type_error("second argument (exceptions) must be a sequence");
  std::vector<Ref> items = to_vector(a.args[1]);
  if (items.empty()) raise_value_error("second argument (exceptions) must be a non-empty sequence");
  bool all_exceptions = true;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (items[i]->cls->layout != Layout::Exception)
      raise_value_error("Item " + std::to_string(i) + " of second argument (exceptions) is not an exception");
    if (!items[i]->cls->is_subtype_of(exc.Exception)) all_exceptions = false;
  }
  if (cls == exc.BaseExceptionGroup) {
    if (all_exceptions) cls = exc.ExceptionGroup;
  } else if (cls == exc.ExceptionGroup) {
    if (!all_exceptions) raise_type_error("Cannot nest BaseExceptions in an ExceptionGroup");
  } else if (!all_exceptions && cls->is_subtype_of(exc.Exception)) {
    raise_type_error("Cannot nest BaseExceptions in '" + cls->name + "'");
  }
  auto e = make_object<ExceptionObject>(cls);
  e->args = a.args;
  e->ensure_dict().set("message", a.args[0]);
  e->dict->set("exceptions", Tuple(std::move(items)));
  return e;
}

std::string char_escape(std::uint32_t cp) {
  char buf[16];
  if (cp <= 0xff) std::snprintf(buf, sizeof buf, "\\x%02x", cp);
  else if (cp <= 0xffff) std::snprintf(buf, sizeof buf, "\\u%04x", cp);
  else std::snprintf(buf, sizeof buf, "\\U%08x", cp);
  return buf;
}

// The keyword attributes of AttributeError, NameError or ImportError (`family`): the given
// ones set, the others unset (reading None); an unknown keyword is a TypeError.
void set_keyword_attributes(ExceptionObject& e, const std::vector<std::pair<std::string, Ref>>& kwargs,
                            const TypeObject* family) {
  const std::span<const char* const> keywords = exception_keyword_attributes(family);
  for (const auto& [key, value] : kwargs)
    if (std::find(keywords.begin(), keywords.end(), key) == keywords.end())
      raise_type_error("'" + key + "' is an invalid keyword argument for " + family->name + "()");
  AttrMap& d = e.ensure_dict();
  for (const char* key : keywords) d.erase(key);
  for (const auto& [key, value] : kwargs) d.set(key, value);
}

// AttributeError(*args, name=None, obj=None), NameError(*args, name=None) and
// ImportError(*args, name=None, path=None) (AttributeError_init, NameError_init,
// ImportError_init): the keywords become attributes; any other keyword is a TypeError naming
// the family's base. A subclass with an __init__ of its own gets the keywords there instead.
Ref construct_with_keyword_attributes(TypeObject* cls, CallArgs& a, const TypeObject* family) {
  auto e = make_object<ExceptionObject>(cls);
  e->args = a.args;
  Object* init = cls->lookup("__init__"_name);
  if (init && init->cls != T().builtin_function) return e;
  set_keyword_attributes(*e, a.kwargs, family);
  return e;
}

// With exactly two arguments, SyntaxError's second is its location, unpacked as
// PyArg_ParseTuple("OOOO|OO") does (msg reads the first argument: exception_member_default).
void set_syntax_error_location(ExceptionObject& e, const std::vector<Ref>& args) {
  if (args.size() != 2) return;
  std::vector<Ref> info = to_vector(args[1]);
  if (info.size() < 4)
    raise_type_error("function takes at least 4 arguments (" + std::to_string(info.size()) + " given)");
  if (info.size() > 6)
    raise_type_error("function takes at most 6 arguments (" + std::to_string(info.size()) + " given)");
  if (info.size() == 5) raise_type_error("end_offset must be provided when end_lineno is provided");
  static const char* const fields[] = {"filename", "lineno", "offset", "text", "end_lineno", "end_offset"};
  AttrMap& d = e.ensure_dict();
  for (const char* field : fields) d.erase(field);
  for (std::size_t i = 0; i < info.size(); ++i) d.set(fields[i], info[i]);
}

// SyntaxError(msg, (filename, lineno, offset, text[, end_lineno, end_offset])) and its
// subclasses (SyntaxError_init): msg is the first argument; with exactly two, the second is
// unpacked as PyArg_ParseTuple("OOOO|OO") does. A subclass with an __init__ of its own sets
// nothing (its members read None), unless that __init__ is the built-in one.
Ref construct_syntax_error(TypeObject* cls, CallArgs& a) {
  Object* init = cls->lookup("__init__"_name);
  if (!a.kwargs.empty() && (!init || init->cls == T().builtin_function))
    raise_type_error(cls->name + "() takes no keyword arguments");
  auto e = make_object<ExceptionObject>(cls);
  e->args = a.args;
  if (init && init->cls != T().builtin_function) return e;
  set_syntax_error_location(*e, a.args);
  return e;
}

/// SyntaxError_str: "msg (file.py, line 3)", with the file's basename and only the parts
/// that are there (a str filename, an exact int lineno).
std::string syntax_error_str(const ExceptionObject* e) {
  std::string msg = str(member_value(e, "msg"));
  Ref filename = member_value(e, "filename"), lineno = member_value(e, "lineno");
  bool has_file = isinstance(filename.get(), T().str), has_line = lineno->cls == T().int_;
  std::string where;
  if (has_file) {
    const std::string& path = as_str(filename.get());
    std::size_t slash = path.rfind('/');
    where = slash == std::string::npos ? path : path.substr(slash + 1);
  }
  if (has_line) where += (has_file ? ", line " : "line ") + str(lineno);
  return has_file || has_line ? msg + " (" + where + ")" : msg;
}

}  // namespace

void init_exception(const Ref& self, CallArgs& a) {
  if (self->cls->layout != Layout::Exception)
    raise_type_error("descriptor '__init__' requires a 'BaseException' object but received a '" + type_name(self.get()) + "'");
  auto& e = static_cast<ExceptionObject&>(*self);
  const ExceptionTypes& exc = E();
  TypeObject* c = e.cls;
  // The UnicodeError family parses its arguments in tp_init; OSError only for a subclass that
  // defines __init__ but not __new__ (oserror_use_init), else its __init__ changes nothing.
  // Both parse as their constructors do, whose attributes e takes.
  const bool oserror = c->is_subtype_of(exc.OSError);
  if (oserror || c->is_subtype_of(exc.UnicodeError)) {
    if (oserror) {
      Object* init = c->lookup("__init__"_name);
      Object* made_by = c->lookup("__new__"_name);
      bool use_init = init && init->cls != T().builtin_function && (!made_by || made_by->cls != T().function);
      if (!use_init) return;
    }
    Ref parsed = oserror ? construct_oserror(c, a, exc) : construct_unicode_error(c, a, exc);
    e.args = static_cast<ExceptionObject&>(*parsed).args;
    if (parsed->dict) parsed->dict->for_each([&](const std::string& k, const Ref& v) { e.ensure_dict().set(k, v); });
    return;
  }
  for (TypeObject* family : {exc.AttributeError, exc.NameError, exc.ImportError})
    if (c->is_subtype_of(family)) {
      set_keyword_attributes(e, a.kwargs, family);
      e.args = a.args;
      return;
    }
  if (!a.kwargs.empty()) raise_type_error(c->name + "() takes no keyword arguments");
  if (c->is_subtype_of(exc.SyntaxError)) set_syntax_error_location(e, a.args);
  e.args = a.args;
}

Ref exception_member_default(const ExceptionObject* e, const std::string& name) {
  const ExceptionTypes& exc = E();
  for (const char* attribute : exception_keyword_attributes(e->cls))
    if (name == attribute) return None();
  if (e->cls->is_subtype_of(exc.SyntaxError)) {
    // SyntaxError_init: msg is the first argument (a SyntaxError the engine raises too).
    if (name == "msg") return e->args.empty() ? None() : e->args[0];
    static const char* const members[] = {"filename", "lineno", "offset", "text",
                                          "end_lineno", "end_offset", "print_file_and_line"};
    for (const char* member : members)
      if (name == member) return None();
  }
  if (e->cls->is_subtype_of(exc.ImportError)) {
    // ImportError_init: msg is the only argument, when there is exactly one.
    if (name == "msg") return e->args.size() == 1 ? e->args[0] : None();
    if (name == "name_from") return None();
  }
  return nullptr;
}

std::span<const char* const> exception_keyword_attributes(const TypeObject* type) {
  static const char* const attribute_error[] = {"name", "obj"};
  static const char* const name_error[] = {"name"};
  static const char* const import_error[] = {"name", "path"};
  const ExceptionTypes& exc = E();
  if (type->is_subtype_of(exc.AttributeError)) return attribute_error;
  if (type->is_subtype_of(exc.NameError)) return name_error;
  if (type->is_subtype_of(exc.ImportError)) return import_error;
  return {};
}

void install_exception_constructors(ExceptionTypes& exc) {
  const ExceptionTypes* e = &exc;
  // BaseException.with_traceback(tb): the exception's frames become tb's, and it is returned
  // (BaseException_with_traceback), so `raise new.with_traceback(old.__traceback__)` shows
  // the old frames inside the raising ones.
  add_method(exc.BaseException, "with_traceback", +[](CallArgs& a) -> Ref {
    if (a.args.size() != 2) raise_type_error("BaseException.with_traceback() takes exactly one argument (" +
                                             std::to_string(a.args.size() - 1) + " given)");
    set_exception_traceback(static_cast<ExceptionObject*>(a.args[0].get()), a.args[1]);
    return a.args[0];
  });
  // BaseException.__new__(cls, *args) (BaseException_new and the subclasses' tp_new): what
  // `super().__new__(cls, *args)` in an exception class's own __new__ reaches. OSError and
  // BaseExceptionGroup parse their arguments in tp_new (the nearest built-in constructor
  // does); the others only keep them as args, their __init__ parses (UnicodeError's, ...).
  add_static(exc.BaseException, "__new__", +[](CallArgs& a) -> Ref {
    if (a.args.empty()) raise_type_error("BaseException.__new__(): not enough arguments");
    const Ref& type_arg = a.args[0];
    if (!is_type_object(type_arg.get()))
      raise_type_error("BaseException.__new__(X): X is not a type object (" + type_name(type_arg.get()) + ")");
    auto* cls = static_cast<TypeObject*>(type_arg.get());
    if (!cls->is_subtype_of(E().BaseException))
      raise_type_error("BaseException.__new__(" + cls->name + "): " + cls->name + " is not a subtype of BaseException");
    CallArgs rest{std::vector<Ref>(a.args.begin() + 1, a.args.end()), a.kwargs};
    if (cls->is_subtype_of(E().OSError) || cls->is_subtype_of(E().BaseExceptionGroup))
      for (TypeObject* base : cls->mro)
        if (base->is_builtin && base->construct) return base->construct(cls, rest);
    auto e = make_object<ExceptionObject>(cls);
    e->args = std::move(rest.args);
    return e;
  });
  // BaseException.__init__(self, *args): what calling it again (`exc.__init__()`,
  // `BaseException.__init__(exc, ...)`) resets (test_exceptions ImportErrorTests
  // test_reset_attributes).
  add_method(exc.BaseException, "__init__", +[](CallArgs& a) -> Ref {
    if (a.args.empty()) raise_type_error("descriptor '__init__' of 'BaseException' object needs an argument");
    CallArgs rest{std::vector<Ref>(a.args.begin() + 1, a.args.end()), a.kwargs};
    init_exception(a.args[0], rest);
    return None();
  });
  // BaseException.__setstate__(state) (BaseException_setstate): None, or a dict whose items
  // are set as attributes, as unpickling an exception does with its __reduce__'s state.
  add_method(exc.BaseException, "__setstate__", +[](CallArgs& a) -> Ref {
    if (a.args.size() != 2) raise_type_error("BaseException.__setstate__() takes exactly one argument (" +
                                             std::to_string(a.args.size() - 1) + " given)");
    const Ref& state = a.args[1];
    if (is_none(state.get())) return None();
    if (!isinstance(state.get(), T().dict)) raise_type_error("state is not a dictionary");
    std::vector<std::pair<Ref, Ref>> items;
    static_cast<DictObject*>(state.get())->for_each([&](const Ref& k, const Ref& v) { items.emplace_back(k, v); });
    for (const auto& [key, value] : items) {
      if (!isinstance(key.get(), T().str))
        raise_type_error("attribute name must be string, not '" + type_name(key.get()) + "'");
      setattr(a.args[0], as_str(key.get()), value);
    }
    return None();
  });
  // BaseException.add_note(note): appends to __notes__ (BaseException_add_note).
  add_method(exc.BaseException, "add_note", +[](CallArgs& a) -> Ref {
    if (a.args.size() != 2) raise_type_error("BaseException.add_note() takes exactly one argument (" +
                                             std::to_string(a.args.size() - 1) + " given)");
    if (!isinstance(a.args[1].get(), T().str))
      raise_type_error("note must be a str, not '" + type_name(a.args[1].get()) + "'");
    Ref self = a.args[0];
    Ref notes = self->dict->get("__notes__");
    if (!notes) {
      notes = List({});
      self->dict->set("__notes__", notes);
    } else if (notes->cls != T().list) {
      raise_type_error("Cannot add note: __notes__ is not a list");
    }
    static_cast<ListObject*>(notes.get())->items.push_back(a.args[1]);
    return None();
  });
  exc.OSError->construct = [e](TypeObject* cls, CallArgs& a) { return construct_oserror(cls, a, *e); };
  exc.UnicodeError->construct = [e](TypeObject* cls, CallArgs& a) { return construct_unicode_error(cls, a, *e); };
  exc.BaseExceptionGroup->construct = [e](TypeObject* cls, CallArgs& a) {
    return construct_exception_group(cls, a, *e);
  };
  for (TypeObject* family : {exc.AttributeError, exc.NameError, exc.ImportError})
    family->construct = [family](TypeObject* cls, CallArgs& a) { return construct_with_keyword_attributes(cls, a, family); };
  exc.SyntaxError->construct = construct_syntax_error;
  // Subclasses allocate through the nearest base's constructor.
  for (TypeObject* t : exc.all) {
    for (TypeObject* family :
         {exc.OSError, exc.UnicodeError, exc.AttributeError, exc.NameError, exc.ImportError, exc.SyntaxError})
      if (t != family && t->is_subtype_of(family)) t->construct = family->construct;
    if (t == exc.ExceptionGroup) t->construct = exc.BaseExceptionGroup->construct;
  }
}

std::optional<std::string> special_exception_str(const ExceptionObject* e) {
  const ExceptionTypes& exc = E();
  TypeObject* c = e->cls;
  if (c->is_subtype_of(exc.OSError)) {
    Ref err = attr_or_none(e, "errno"), msg = attr_or_none(e, "strerror");
    Ref f1 = attr_or_none(e, "filename"), f2 = attr_or_none(e, "filename2");
    if (!is_none(f1.get())) {
      std::string out = "[Errno " + str(err) + "] " + str(msg) + ": " + repr(f1);
      if (!is_none(f2.get())) out += " -> " + repr(f2);
      return out;
    }
    if (!is_none(err.get()) && !is_none(msg.get())) return "[Errno " + str(err) + "] " + str(msg);
    return std::nullopt;
  }
  if (c->is_subtype_of(exc.SyntaxError)) return syntax_error_str(e);
  // ImportError_str: its msg when that is a str.
  if (c->is_subtype_of(exc.ImportError)) {
    Ref msg = member_value(e, "msg");
    if (msg->cls == T().str) return as_str(msg.get());
    return std::nullopt;
  }
  if (c->is_subtype_of(exc.BaseExceptionGroup)) {
    Ref excs = attr_or_none(e, "exceptions");
    if (is_none(excs.get())) return std::nullopt;
    std::size_t n = static_cast<TupleObject*>(excs.get())->items.size();
    return str(attr_or_none(e, "message")) + " (" + std::to_string(n) + " sub-exception" + (n == 1 ? "" : "s") + ")";
  }
  bool decode = c->is_subtype_of(exc.UnicodeDecodeError), encode = c->is_subtype_of(exc.UnicodeEncodeError);
  bool translate = c->is_subtype_of(exc.UnicodeTranslateError);
  if ((decode || encode || translate) && e->dict && e->dict->contains("reason")) {
    Ref object = attr_or_none(e, "object");
    std::int64_t start = as_int(attr_or_none(e, "start").get()), end = as_int(attr_or_none(e, "end").get());
    std::string reason = str(attr_or_none(e, "reason"));
    std::string codec = translate ? "" : "'" + str(attr_or_none(e, "encoding")) + "' codec ";
    std::string verb = decode ? "decode" : encode ? "encode" : "translate";
    if (decode) {
      const std::string& bytes = static_cast<BytesObject*>(object.get())->value;
      if (start >= 0 && start < static_cast<std::int64_t>(bytes.size()) && end == start + 1) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "0x%02x", static_cast<unsigned char>(bytes[static_cast<std::size_t>(start)]));
        return codec + "can't decode byte " + buf + " in position " + std::to_string(start) + ": " + reason;
      }
    } else {
      std::vector<std::string> chars = utf8_chars(as_str(object.get()));
      if (start >= 0 && start < static_cast<std::int64_t>(chars.size()) && end == start + 1)
        return codec + "can't " + verb + " character '" + char_escape(utf8_decode(chars[static_cast<std::size_t>(start)])) +
               "' in position " + std::to_string(start) + ": " + reason;
    }
    return codec + "can't " + verb + (decode ? " bytes" : " characters") + " in position " + std::to_string(start) + "-" + std::to_string(end - 1) +
           ": " + reason;
  }
  return std::nullopt;
}

}  // namespace tfplay::py
