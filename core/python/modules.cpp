// sys and time; the math module is math_module.cpp.
#include "core/python/modules.h"

#include <array>
#include <chrono>
#include <climits>
#include <cmath>
#include <optional>
#include <unordered_map>

#include "core/python/bigint.h"
#include "core/python/codecs.h"
#include "core/python/fs/fs_module.h"
#include "core/python/function_attrs.h"
#include "core/python/generator.h"
#include "core/python/interpreter.h"
#include "core/python/methods.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/traceback_object.h"
#include "core/python/traceback.h"
#include "core/python/type_names.h"
#include "core/python/unicode.h"

namespace tfplay::py {

namespace {

/// sys.stdout / sys.stderr: write() goes to the interpreter's output. The attributes are those
/// of CPython 3.12's TextIOWrapper over a pipe in a UTF-8 locale such as en_US.UTF-8 (encoding
/// 'utf-8', errors 'strict' for stdout and 'backslashreplace' for stderr, not a tty).
struct StreamObject : NativeObject {
  bool is_stderr;
  StreamObject(TypeObject* t, bool err) : NativeObject(t), is_stderr(err) {}
};

StreamObject* stream_self(CallArgs& a) { return static_cast<StreamObject*>(a.args.at(0).get()); }

TypeObject* stream_type() {
  static TypeObject* t = [] {
    TypeObject* type = make_native_type("TextIOWrapper", nullptr, "_io");
    // CPython's TextIOWrapper instances have a __dict__: `sys.stdout.write = f` (what
    // mock.patch("sys.stdout.write") does) shadows the method until `del sys.stdout.write`.
    type->native_instance_dict = true;
    set_dotted_tp_name(type);  // a C type: errors name it '_io.TextIOWrapper'
    add_method(type, "write", +[](CallArgs& a) {
      auto* s = stream_self(a);
      if (a.args.size() != 2) raise_type_error("TextIOWrapper.write() takes exactly one argument (" + std::to_string(a.args.size() - 1) + " given)");
      if (!is_str(a.args[1].get())) raise_type_error("write() argument must be str, not " + type_name(a.args[1].get()));
      const std::string& text = as_str(a.args[1].get());
      // Encoded as UTF-8, strictly, at once: a lone surrogate fails the write.
      if (text.find('\xED') != std::string::npos) encode_text(text, "utf-8", "strict");
      Interpreter::current().write(text, s->is_stderr);
      return Int(utf8_length(text));
    });
    // IOBase.writelines: self.write(line) for each line of the iterable.
    add_method(type, "writelines", +[](CallArgs& a) {
      if (a.args.size() != 2) raise_type_error("TextIOWrapper.writelines() takes exactly one argument (" + std::to_string(a.args.size() - 1) + " given)");
      Ref write = getattr(a.args[0], "write");
      for (const Ref& line : to_vector(a.args[1])) call(write, std::vector<Ref>{line});
      return None();
    });
    add_method(type, "flush", +[](CallArgs&) { return None(); });
    add_method(type, "isatty", +[](CallArgs&) { return Bool(false); });
    add_method(type, "writable", +[](CallArgs&) { return Bool(true); });
    add_method(type, "readable", +[](CallArgs&) { return Bool(false); });
    add_method(type, "seekable", +[](CallArgs&) { return Bool(false); });
    add_method(type, "fileno", +[](CallArgs& a) { return Int(stream_self(a)->is_stderr ? 2 : 1); });
    add_method(type, "__repr__", +[](CallArgs& a) {
      return Str(std::string("<_io.TextIOWrapper name='") + (stream_self(a)->is_stderr ? "<stderr>" : "<stdout>") +
                 "' mode='w' encoding='utf-8'>");
    });
    add_property(type, "name", +[](Ref s) { return Str(static_cast<StreamObject*>(s.get())->is_stderr ? "<stderr>" : "<stdout>"); });
    add_property(type, "encoding", +[](Ref) { return Str("utf-8"); });
    add_property(type, "errors", +[](Ref s) { return Str(static_cast<StreamObject*>(s.get())->is_stderr ? "backslashreplace" : "strict"); });
    add_property(type, "mode", +[](Ref) { return Str("w"); });
    add_property(type, "closed", +[](Ref) { return Bool(false); });
    add_property(type, "line_buffering", +[](Ref) { return Bool(false); });
    add_property(type, "write_through", +[](Ref s) { return Bool(static_cast<StreamObject*>(s.get())->is_stderr); });
    add_property(type, "newlines", +[](Ref) { return None(); });
    return type;
  }();
  return t;
}

/// sys.stdin: a tfplay program has no input (input() says so); reading from sys.stdin raises
/// the same NotImplementedError. Its other attributes are CPython's TextIOWrapper's.
TypeObject* stdin_type() {
  static TypeObject* t = [] {
    TypeObject* type = make_native_type("TextIOWrapper", nullptr, "_io");
    set_dotted_tp_name(type);
    for (const char* name : {"read", "readline", "readlines", "__iter__", "__next__"}) {
      add_method(type, name, +[](CallArgs&) -> Ref {
        raise(E().NotImplementedError, "sys.stdin is not available in the tfplay playground: programs cannot read input");
      });
    }
    add_method(type, "flush", +[](CallArgs&) { return None(); });
    add_method(type, "isatty", +[](CallArgs&) { return Bool(false); });
    add_method(type, "writable", +[](CallArgs&) { return Bool(false); });
    add_method(type, "readable", +[](CallArgs&) { return Bool(true); });
    add_method(type, "seekable", +[](CallArgs&) { return Bool(false); });
    add_method(type, "fileno", +[](CallArgs&) { return Int(0); });
    add_method(type, "__repr__", +[](CallArgs&) { return Str("<_io.TextIOWrapper name='<stdin>' mode='r' encoding='utf-8'>"); });
    add_property(type, "name", +[](Ref) { return Str("<stdin>"); });
    add_property(type, "encoding", +[](Ref) { return Str("utf-8"); });
    add_property(type, "errors", +[](Ref) { return Str("strict"); });
    add_property(type, "mode", +[](Ref) { return Str("r"); });
    add_property(type, "closed", +[](Ref) { return Bool(false); });
    add_property(type, "line_buffering", +[](Ref) { return Bool(false); });
    add_property(type, "newlines", +[](Ref) { return None(); });
    return type;
  }();
  return t;
}

const Ref& stdin_object() {
  static Ref o = make_object<NativeObject>(stdin_type());
  return o;
}

const Ref& stdout_object() {
  static Ref o = make_object<StreamObject>(stream_type(), false);
  return o;
}

const Ref& stderr_object() {
  static Ref o = make_object<StreamObject>(stream_type(), true);
  return o;
}

void def(const Ref& m, const std::string& name, NativeFn fn) { m->dict->set(name, NativeFunction(name, std::move(fn))); }

Ref build_sys(Interpreter& interp) {
  Ref sys = Module("sys");
  // The streams live for the process: a new run starts without the attributes an earlier run
  // set on them.
  stdout_object()->dict.reset();
  stderr_object()->dict.reset();
  sys->dict->set("stdout", stdout_object());
  sys->dict->set("stderr", stderr_object());
  sys->dict->set("stdin", stdin_object());
  sys->dict->set("__stdin__", stdin_object());
  sys->dict->set("__stdout__", stdout_object());
  sys->dict->set("__stderr__", stderr_object());
  sys->dict->set("version", Str("3.12.3 (tfplay)"));
  sys->dict->set("platform", Str("emscripten"));
  sys->dict->set("argv", List({Str(interp.filename())}));
  sys->dict->set("maxsize", Int(INT64_MAX));
  sys->dict->set("maxunicode", Int(0x10FFFF));
  sys->dict->set("byteorder", Str("little"));
  sys->dict->set("float_repr_style", Str("short"));
  sys->dict->set("api_version", Int(1013));
  sys->dict->set("executable", Str("/usr/local/bin/python3"));
  sys->dict->set("prefix", Str("/usr/local"));
  // The script's folder first, as CPython puts it; appending to it changes nothing here.
  sys->dict->set("path", List({Str("/home/user"), Str("/usr/local/lib/python312.zip"), Str("/usr/local/lib/python3.12")}));
  sys->dict->set("modules", interp.modules());
  // version_info, float_info, int_info, hash_info, flags, hexversion and implementation:
  // named tuples written in Python (stdlib/_sysinfo.py).
  Ref info = interp.import_module("_sysinfo");
  for (const char* name : {"version_info", "hexversion", "float_info", "int_info", "hash_info", "flags", "implementation"})
    sys->dict->set(name, getattr(info, name));
  def(sys, "getdefaultencoding", +[](CallArgs&) { return Str("utf-8"); });
  def(sys, "getfilesystemencoding", +[](CallArgs&) { return Str("utf-8"); });
  // sys.intern: the first str interned with a given value is returned for every equal one (the
  // table lives as long as this sys module, one run).
  auto interned = std::make_shared<std::unordered_map<std::string, Ref>>();
  def(sys, "intern", [interned](CallArgs& a) -> Ref {
    if (a.args.size() != 1 || !isinstance(a.args[0].get(), T().str))
      raise_type_error(a.args.size() == 1 ? "intern() argument must be str, not " + type_name(a.args[0].get())
                                          : "sys.intern() takes exactly one argument (" + std::to_string(a.args.size()) + " given)");
    if (a.args[0]->cls != T().str) raise_type_error("can't intern " + type_name(a.args[0].get()));
    return interned->try_emplace(static_cast<StrObject*>(a.args[0].get())->value, a.args[0]).first->second;
  });
  def(sys, "exc_info", +[](CallArgs&) -> Ref {
    Ref e = handled_exception();
    if (!e) return Tuple({None(), None(), None()});
    Ref tb = getattr_opt(e, "__traceback__");
    return Tuple({e->cls->self(), e, tb ? tb : None()});
  });
  def(sys, "setrecursionlimit", +[](CallArgs& a) -> Ref {
    if (a.args.size() != 1) raise_type_error("setrecursionlimit() takes exactly one argument (" + std::to_string(a.args.size()) + " given)");
    const std::int64_t limit = as_int(a.args[0].get());
    if (limit < 1) raise_value_error("recursion limit must be greater or equal than 1");
    if (limit > INT_MAX) raise(E().OverflowError, "Python int too large to convert to C int");
    Interpreter::current().set_recursion_limit(static_cast<int>(limit));
    return None();
  });
  def(sys, "getsizeof", +[](CallArgs&) -> Ref {
    raise(E().NotImplementedError, "sys.getsizeof() is not supported by tfplay: its objects are not laid out as CPython's");
  });
  def(sys, "exception", +[](CallArgs&) -> Ref {
    Ref e = handled_exception();
    return e ? e : None();
  });
  def(sys, "getrecursionlimit", +[](CallArgs&) { return Int(Interpreter::current().recursion_limit()); });
  def(sys, "get_int_max_str_digits", +[](CallArgs&) { return Int(int_max_str_digits()); });
  def(sys, "set_int_max_str_digits", +[](CallArgs& a) -> Ref {
    Ref n = a.args.empty() ? a.kwarg("maxdigits") : a.args[0];
    if (!n) raise_type_error("set_int_max_str_digits() missing required argument 'maxdigits' (pos 1)");
    std::int64_t v = as_int(n.get());
    if (v != 0 && v < 640) raise_value_error("maxdigits must be 0 or larger than 640");
    int_max_str_digits() = v;
    return None();
  });
  def(sys, "exit", +[](CallArgs& a) -> Ref {
    auto e = make_object<ExceptionObject>(E().SystemExit);
    e->args = a.args;
    throw PyError{e};
  });
  return sys;
}

using ProcessClock = std::chrono::steady_clock;

/// The clocks' origins, read when the time module is first built in a process (and again by
/// reset_process_clocks). The playground never blocks, so sleep returns at once; the time it
/// would have slept (`slept`) moves the program's clocks on (not process_time, which CPython's
/// sleep leaves as it is), so that `time.time() - t` after `time.sleep(2)` is 2 as in CPython.
/// The wall clock is read once and advanced by the steady clock: in the browser the system
/// clock ticks in whole milliseconds (Date.now), which would make Keras's per-step times of fast
/// steps "0s/step"; the steady clock is performance.now's microseconds.
struct ProcessClocks {
  ProcessClock::time_point start = ProcessClock::now();
  std::chrono::system_clock::time_point wall_start = std::chrono::system_clock::now();
  ProcessClock::duration slept{};
};

ProcessClocks& process_clocks() {
  static ProcessClocks clocks;
  return clocks;
}

/// The time module: the clocks here; struct_time and the calendar functions on it (gmtime,
/// localtime, mktime, asctime, ctime, strftime, strptime) and the zone constants come from
/// stdlib/_timefmt.py, which datetime shares.
Ref build_time(Interpreter& interp) {
  Ref m = Module("time");
  process_clocks();  // the clocks start when a process first imports time
  using clock = ProcessClock;
  auto seconds = [](clock::duration d) { return std::chrono::duration<double>(d).count(); };
  auto now = [] { return clock::now() + process_clocks().slept; };
  auto wall_now = [now] {
    const ProcessClocks& c = process_clocks();
    return c.wall_start + std::chrono::duration_cast<std::chrono::system_clock::duration>(now() - c.start);
  };
  def(m, "time", [wall_now](CallArgs&) { return Float(std::chrono::duration<double>(wall_now().time_since_epoch()).count()); });
  def(m, "time_ns", [wall_now](CallArgs&) {
    return Int(std::chrono::duration_cast<std::chrono::nanoseconds>(wall_now().time_since_epoch()).count());
  });
  def(m, "perf_counter", [seconds, now](CallArgs&) { return Float(seconds(now() - process_clocks().start)); });
  def(m, "monotonic", [seconds, now](CallArgs&) { return Float(seconds(now() - process_clocks().start)); });
  def(m, "process_time", [seconds](CallArgs&) { return Float(seconds(clock::now() - process_clocks().start)); });
  // The *_ns forms read the same clocks in whole nanoseconds (ints), as CPython's do.
  auto nanoseconds = [](clock::duration d) { return Int(std::chrono::duration_cast<std::chrono::nanoseconds>(d).count()); };
  def(m, "perf_counter_ns", [nanoseconds, now](CallArgs&) { return nanoseconds(now() - process_clocks().start); });
  def(m, "monotonic_ns", [nanoseconds, now](CallArgs&) { return nanoseconds(now() - process_clocks().start); });
  def(m, "process_time_ns", [nanoseconds](CallArgs&) { return nanoseconds(clock::now() - process_clocks().start); });
  def(m, "sleep", +[](CallArgs& a) -> Ref {
    const double s = as_float(a.args.at(0).get());
    if (std::isnan(s)) raise_value_error("Invalid value NaN (not a number)");
    if (s < 0) raise_value_error("sleep length must be non-negative");
    // _PyTime_t counts nanoseconds in an int64.
    if (s * 1e9 >= 9223372036854775808.0) raise(E().OverflowError, "timestamp out of range for platform time_t");
    process_clocks().slept += std::chrono::duration_cast<clock::duration>(std::chrono::duration<double>(s));
    return None();
  });
  Ref calendar = interp.import_module("_timefmt");
  for (const char* name : {"struct_time", "gmtime", "localtime", "mktime", "asctime", "ctime", "strftime", "strptime",
                           "timezone", "altzone", "daylight", "tzname"})
    m->dict->set(name, getattr(calendar, name));
  return m;
}

/// _tfplay_frames.caller(stacklevel): (filename, lineno, source line) of the frame `stacklevel`
/// frames out from the one that called warnings.warn, as sys._getframe finds it (the frames of
/// tfplay's library modules count, so that NumPy's Python functions' stacklevel=2 names their
/// caller); a library frame found there stands for the program's frame that called into the
/// library, whose file and line are the only ones tfplay shows. None past the outermost.
/// The __name__ of the module whose code frame `f` runs (f.f_globals['__name__']), or null.
Object* frame_module_name(Frame* f) {
  Scope* globals = frame_globals(f);
  return globals ? globals->vars.find("__name__") : nullptr;
}

Ref build_frames(Interpreter& interp) {
  Ref m = Module("_tfplay_frames");
  Interpreter* in = &interp;
  def(m, "caller", [in](CallArgs& a) -> Ref {
    std::int64_t level = a.args.empty() ? 1 : as_int(a.args[0].get());
    Frame* f = in->frame();
    auto library = [](const Frame* fr) {
      return fr->function && fr->function->from_library();
    };
    auto in_warnings = [](Frame* fr) {
      Object* name = frame_module_name(fr);
      return name && is_str(name) && as_str(name) == "warnings";
    };
    while (f && library(f) && in_warnings(f)) f = f->back;
    for (; f && level > 1; --level) f = f->back;
    while (f && library(f)) f = f->back;
    if (!f) return None();
    int line = f->pos ? f->pos->line : 0;
    return Tuple({Str(in->filename()), Int(line), Str(in->source_line(line))});
  });
  // caller_module(level): the __name__ of the module whose code runs `level` frames out from
  // the innermost one (sys._getframe(level).f_globals['__name__']), or None.
  def(m, "caller_module", [in](CallArgs& a) -> Ref {
    std::int64_t level = a.args.empty() ? 1 : as_int(a.args[0].get());
    Frame* f = in->frame();
    for (; f && level > 0; --level) f = f->back;
    Object* name = f ? frame_module_name(f) : nullptr;
    return name ? name->self() : None();
  });
  // traceback_size(exc) and traceback_truncate(exc, size): what contextlib needs to put an
  // exception's traceback back as it was (CPython assigns exc.__traceback__).
  def(m, "traceback_size", +[](CallArgs& a) -> Ref {
    const Ref& e = a.args.at(0);
    if (e->cls->layout != Layout::Exception) return Int(0);
    return Int(static_cast<std::int64_t>(static_cast<ExceptionObject*>(e.get())->traceback.size()));
  });
  def(m, "traceback_truncate", +[](CallArgs& a) -> Ref {
    const Ref& e = a.args.at(0);
    auto size = static_cast<std::size_t>(as_int(a.args.at(1).get()));
    if (e->cls->layout == Layout::Exception) {
      auto& tb = static_cast<ExceptionObject*>(e.get())->traceback;
      if (tb.size() > size) tb.resize(size);
    }
    return None();
  });
  // handled(): the exception being handled (sys.exception()), or None; format(exc): the
  // text CPython prints for it uncaught (what traceback.format_exception needs).
  def(m, "handled", +[](CallArgs&) -> Ref {
    Ref e = handled_exception();
    return e ? e : None();
  });
  // format_tb(tb): the text of a traceback object's frames (traceback.format_tb joined).
  def(m, "format_tb", [in](CallArgs& a) -> Ref {
    const std::vector<TracebackEntry>* entries = traceback_entries(a.args.at(0));
    if (!entries) raise_type_error("format_tb() needs a traceback");
    return Str(format_traceback_entries(*entries, *in));
  });
  // exception_only(exc): its "Type: message" line, suggestions included, without the notes
  // (TracebackException.format_exception_only's first item).
  def(m, "exception_only", +[](CallArgs& a) -> Ref {
    const Ref& e = a.args.at(0);
    if (e->cls->layout != Layout::Exception) raise_type_error("exception_only() needs an exception");
    return Str(exception_only(e) + "\n");
  });
  def(m, "format", [in](CallArgs& a) -> Ref {
    const Ref& e = a.args.at(0);
    if (e->cls->layout != Layout::Exception) raise_type_error("format() needs an exception");
    return Str(format_exception(e, *in));
  });
  return m;
}

/// _tfplay_random: the Mersenne Twister's bulk steps for random.py (CPython's _randommodule.c
/// does them in C): seeding and the twist are thousands of 32-bit steps, which in Python cost
/// a program's first random number millions of instructions.
constexpr std::size_t kMtWords = 624, kMtShift = 397;

/// The 624 words of a list that holds only ints in [0, 2**32), else nothing.
std::optional<std::array<std::uint32_t, kMtWords>> mt_words(const Object* list) {
  if (list->cls != T().list) return std::nullopt;
  const auto& items = static_cast<const ListObject*>(list)->items;
  if (items.size() != kMtWords) return std::nullopt;
  std::array<std::uint32_t, kMtWords> mt;
  for (std::size_t i = 0; i < kMtWords; ++i) {
    const Object* o = items[i].get();
    if (o->cls != T().int_ || static_cast<const IntObject*>(o)->big) return std::nullopt;
    const std::int64_t v = static_cast<const IntObject*>(o)->value;
    if (v < 0 || v > 0xffffffffLL) return std::nullopt;
    mt[i] = static_cast<std::uint32_t>(v);
  }
  return mt;
}

Ref build_random_helper() {
  Ref m = Module("_tfplay_random");
  // init_by_array(key): the state init_by_array makes from `key` (a list of 32-bit ints).
  def(m, "init_by_array", +[](CallArgs& a) -> Ref {
    const Ref& key_list = a.args.at(0);
    if (key_list->cls != T().list) raise_type_error("init_by_array() needs a list");
    std::vector<std::uint32_t> key;
    for (const Ref& k : static_cast<ListObject*>(key_list.get())->items)
      key.push_back(static_cast<std::uint32_t>(as_int(k.get())));
    if (key.empty()) raise_value_error("init_by_array() needs a key");
    std::array<std::uint32_t, kMtWords> mt;
    mt[0] = 19650218u;
    for (std::uint32_t i = 1; i < kMtWords; ++i) mt[i] = 1812433253u * (mt[i - 1] ^ (mt[i - 1] >> 30)) + i;
    std::size_t i = 1, j = 0;
    for (std::size_t k = std::max(kMtWords, key.size()); k; --k) {
      mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525u)) + key[j] + static_cast<std::uint32_t>(j);
      if (++i >= kMtWords) {
        mt[0] = mt[kMtWords - 1];
        i = 1;
      }
      if (++j >= key.size()) j = 0;
    }
    for (std::size_t k = kMtWords - 1; k; --k) {
      mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941u)) - static_cast<std::uint32_t>(i);
      if (++i >= kMtWords) {
        mt[0] = mt[kMtWords - 1];
        i = 1;
      }
    }
    mt[0] = 0x80000000u;
    std::vector<Ref> words;
    words.reserve(kMtWords);
    for (std::uint32_t w : mt) words.push_back(Int(w));
    return List(std::move(words));
  });
  // twist(mt): regenerates the 624 words in place; False (and `mt` untouched) when `mt` is not
  // such a list (a setstate's), which random.py then twists itself.
  def(m, "twist", +[](CallArgs& a) -> Ref {
    std::optional<std::array<std::uint32_t, kMtWords>> mt = mt_words(a.args.at(0).get());
    if (!mt) return False();
    auto& w = *mt;
    for (std::size_t k = 0; k < kMtWords; ++k) {
      const std::uint32_t y = (w[k] & 0x80000000u) | (w[(k + 1) % kMtWords] & 0x7fffffffu);
      w[k] = w[(k + kMtShift) % kMtWords] ^ (y >> 1) ^ ((y & 1u) ? 0x9908b0dfu : 0u);
    }
    auto& items = static_cast<ListObject*>(a.args[0].get())->items;
    for (std::size_t k = 0; k < kMtWords; ++k) items[k] = Int(w[k]);
    return True();
  });
  return m;
}

/// _tfplay_types.static_type(cls): a class tfplay writes in Python for one of CPython's C types
/// (types.SimpleNamespace) is named as C types are in messages, module included.
Ref build_types_helper() {
  Ref m = Module("_tfplay_types");
  def(m, "static_type", +[](CallArgs& a) -> Ref {
    const Ref& cls = a.args.at(0);
    if (!(cls->cls == T().type || cls->cls->is_subtype_of(T().type))) raise_type_error("static_type() needs a class");
    set_dotted_tp_name(static_cast<TypeObject*>(cls.get()));
    return cls;
  });
  def(m, "odict_view", +[](CallArgs& a) -> Ref {
    return make_ordered_dict_view(a.args.at(0), static_cast<int>(as_int(a.args.at(1).get())));
  });
  // function_from(source, module_function, defaults, closure): types.FunctionType(
  // source.__code__, <module_function's globals>, None, defaults, closure), which tfplay, keeping
  // no byte code, can make only from a function that runs the code.
  def(m, "function_from", +[](CallArgs& a) -> Ref {
    if (a.args.size() != 4 || a.args[0]->cls != T().function || a.args[1]->cls != T().function)
      raise_type_error("function_from() needs two functions, defaults and closure");
    auto* globals_of = static_cast<FunctionObject*>(a.args[1].get());
    return function_from(static_cast<FunctionObject*>(a.args[0].get()), globals_of->globals, a.args[2], a.args[3]);
  });
  // generator_closed(g): whether generator g has finished (inspect.getgeneratorstate tells
  // GEN_CLOSED from GEN_CREATED by it, as CPython by gi_frame being None).
  def(m, "generator_closed", +[](CallArgs& a) -> Ref {
    const Ref& g = a.args.at(0);
    if (g->cls != generator_type()) raise_type_error("generator_closed() needs a generator");
    return Bool(static_cast<GeneratorObject*>(g.get())->state == GeneratorObject::State::Done);
  });
  // The type of e.__traceback__ (types.TracebackType): a library module's own frames are not
  // recorded, so types.py cannot get it by raising and catching.
  m->dict->set("traceback", traceback_type()->self());
  return m;
}

/// importlib.import_module(name, package=None): `import name` as a call, relative names
/// resolved against `package` (Lib/importlib/__init__.py).
Ref build_importlib(Interpreter& interp) {
  Ref m = Module("importlib");
  Interpreter* in = &interp;
  def(m, "import_module", [in](CallArgs& a) -> Ref {
    Ref name_arg = !a.args.empty() ? a.args[0] : a.kwarg("name");
    if (!name_arg) raise_type_error("import_module() missing 1 required positional argument: 'name'");
    Ref package = a.args.size() > 1 ? a.args[1] : a.kwarg("package");
    const std::string& name = as_str(name_arg.get());
    if (name.empty()) raise_value_error("Empty module name");
    std::size_t level = 0;
    while (level < name.size() && name[level] == '.') ++level;
    if (level == 0) return in->import_module(name);
    if (!package || is_none(package.get()))
      raise_type_error("the 'package' argument is required to perform a relative import for " + repr(name_arg));
    Scope globals;
    globals.vars.set("__package__", package);
    return in->import_module(Interpreter::resolve_relative_import(name.substr(level), globals, static_cast<int>(level)));
  });
  return m;
}

}  // namespace

void register_standard_modules(Interpreter& interp) {
  Interpreter* in = &interp;
  interp.register_module("sys", [in] { return build_sys(*in); });
  interp.register_module("math", build_math_module);
  // The builtins module: its attributes are the builtins' namespace itself.
  interp.register_module("builtins", [in] { return make_object<ModuleObject>(T().module, "builtins", in->builtins()); });
  interp.register_module("_abc", build_abc_module);
  interp.register_module("_weakref", build_weakref_module);
  interp.register_module("_tfplay_re", build_re_module);
  interp.register_module("time", [in] { return build_time(*in); });
  interp.register_module("_tfplay_frames", [in] { return build_frames(*in); });
  interp.register_module("importlib", [in] { return build_importlib(*in); });
  interp.register_module("_tfplay_types", build_types_helper);
  interp.register_module("_tfplay_random", build_random_helper);
  interp.register_module("_tfplay_fs", fs::build_fs_module);
  interp.register_source_modules(python_stdlib_sources());
  // `import os.path` / `from os.path import join`: os.py keeps posixpath's functions in os.path.
  interp.register_module("os.path", [in] { return getattr(in->import_module("os"), "path"); });
}

std::optional<std::string> stream_name(const Ref& o) {
  // A stream whose write the program replaced is written through that attribute.
  if (o->dict && o->dict->find("write")) return std::nullopt;
  if (o == stdout_object()) return "stdout";
  if (o == stderr_object()) return "stderr";
  return std::nullopt;
}

Ref sys_stream(const char* name) {
  Ref sys = Interpreter::current().modules()->get(Str("sys"));
  if (!sys) return std::string_view(name) == "stderr" ? stderr_object() : stdout_object();
  Ref stream = sys->dict->get(name);
  if (!stream) raise(E().RuntimeError, std::string("lost sys.") + name);
  return stream;
}

void reset_process_clocks() { process_clocks() = ProcessClocks{}; }

}  // namespace tfplay::py
