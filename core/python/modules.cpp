// sys and math.
#include "core/python/modules.h"

#include <chrono>
#include <cmath>

#include "core/python/bigint.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/unicode.h"

namespace tfplay::py {

namespace {

/// sys.stdout / sys.stderr: write() goes to the interpreter's output.
struct StreamObject : NativeObject {
  bool is_stderr;
  StreamObject(TypeObject* t, bool err) : NativeObject(t), is_stderr(err) {}
};

TypeObject* stream_type() {
  static TypeObject* t = [] {
    TypeObject* type = make_native_type("TextIOWrapper", nullptr, "_io");
    add_method(type, "write", [](CallArgs& a) {
      auto* s = static_cast<StreamObject*>(a.args[0].get());
      const std::string& text = as_str(a.args.at(1).get());
      Interpreter::current().write(text, s->is_stderr);
      return Int(utf8_length(text));
    });
    add_method(type, "flush", [](CallArgs&) { return None(); });
    add_property(type, "name", [](Ref s) { return Str(static_cast<StreamObject*>(s.get())->is_stderr ? "<stderr>" : "<stdout>"); });
    return type;
  }();
  return t;
}

const Ref& stdout_object() {
  static Ref o = std::make_shared<StreamObject>(stream_type(), false);
  return o;
}

const Ref& stderr_object() {
  static Ref o = std::make_shared<StreamObject>(stream_type(), true);
  return o;
}

void def(const Ref& m, const std::string& name, NativeFn fn) { m->dict->set(name, NativeFunction(name, std::move(fn))); }

Ref build_sys(Interpreter& interp) {
  Ref sys = Module("sys");
  sys->dict->set("stdout", stdout_object());
  sys->dict->set("stderr", stderr_object());
  sys->dict->set("version", Str("3.12.3 (tfplay)"));
  sys->dict->set("platform", Str("emscripten"));
  sys->dict->set("argv", List({Str(interp.filename())}));
  sys->dict->set("maxsize", Int(INT64_MAX));
  auto vi = Tuple({Int(3), Int(12), Int(3), Str("final"), Int(0)});
  sys->dict->set("version_info", vi);
  def(sys, "getrecursionlimit", [](CallArgs&) { return Int(1000); });
  def(sys, "exit", [](CallArgs& a) -> Ref {
    auto e = std::make_shared<ExceptionObject>(E().SystemExit);
    e->args = a.args;
    throw PyError{e};
  });
  return sys;
}

Ref build_math() {
  Ref m = Module("math");
  m->dict->set("pi", Float(M_PI));
  m->dict->set("e", Float(M_E));
  m->dict->set("tau", Float(2 * M_PI));
  m->dict->set("inf", Float(INFINITY));
  m->dict->set("nan", Float(NAN));
  auto unary = [&](const char* name, double (*fn)(double), bool domain_check) {
    std::string n = name;
    def(m, name, [fn, domain_check, n](CallArgs& a) -> Ref {
      if (a.args.size() != 1) raise_type_error("math." + n + "() takes exactly one argument (" + std::to_string(a.args.size()) + " given)");
      double x = as_float(a.args[0].get());
      double r = fn(x);
      if (domain_check && std::isnan(r) && !std::isnan(x)) raise_value_error("math domain error");
      return Float(r);
    });
  };
  unary("sqrt", std::sqrt, true);
  unary("exp", std::exp, false);
  unary("sin", std::sin, false);
  unary("cos", std::cos, false);
  unary("tan", std::tan, false);
  unary("tanh", std::tanh, false);
  unary("atan", std::atan, false);
  unary("asin", std::asin, true);
  unary("acos", std::acos, true);
  unary("log2", std::log2, true);
  unary("log10", std::log10, true);
  unary("fabs", std::fabs, false);
  def(m, "log", [](CallArgs& a) -> Ref {
    double x = as_float(a.args.at(0).get());
    if (x <= 0) raise_value_error("math domain error");
    double r = std::log(x);
    if (a.args.size() > 1) r /= std::log(as_float(a.args[1].get()));
    return Float(r);
  });
  auto to_int = [&](const char* name, double (*fn)(double)) {
    def(m, name, [fn](CallArgs& a) -> Ref {
      if (is_int(a.args.at(0).get())) return Int(as_int(a.args[0].get()));
      double r = fn(as_float(a.args[0].get()));
      if (std::isinf(r)) raise(E().OverflowError, "cannot convert float infinity to integer");
      if (std::isnan(r)) raise_value_error("cannot convert float NaN to integer");
      return Int(static_cast<std::int64_t>(r));
    });
  };
  to_int("floor", std::floor);
  to_int("ceil", std::ceil);
  to_int("trunc", std::trunc);
  def(m, "pow", [](CallArgs& a) { return Float(std::pow(as_float(a.args.at(0).get()), as_float(a.args.at(1).get()))); });
  def(m, "isnan", [](CallArgs& a) { return Bool(std::isnan(as_float(a.args.at(0).get()))); });
  def(m, "isinf", [](CallArgs& a) { return Bool(std::isinf(as_float(a.args.at(0).get()))); });
  def(m, "isfinite", [](CallArgs& a) { return Bool(std::isfinite(as_float(a.args.at(0).get()))); });
  def(m, "isclose", [](CallArgs& a) {
    double x = as_float(a.args.at(0).get()), y = as_float(a.args.at(1).get());
    Ref rt = a.kwarg("rel_tol"), at = a.kwarg("abs_tol");
    double rel = rt ? as_float(rt.get()) : 1e-9, abs_tol = at ? as_float(at.get()) : 0.0;
    if (x == y) return True();
    double diff = std::fabs(x - y);
    return Bool(diff <= std::fabs(rel * y) || diff <= std::fabs(rel * x) || diff <= abs_tol);
  });
  def(m, "gcd", [](CallArgs& a) {
    std::int64_t x = std::llabs(as_int(a.args.at(0).get())), y = std::llabs(as_int(a.args.at(1).get()));
    while (y) { std::int64_t t = x % y; x = y; y = t; }
    return Int(x);
  });
  def(m, "factorial", [](CallArgs& a) {
    std::int64_t n = as_int(a.args.at(0).get());
    if (n < 0) raise_value_error("factorial() not defined for negative values");
    Ref r = Int(1);
    for (std::int64_t i = 2; i <= n; ++i) r = binary_op(ast::BinOpKind::Mult, r, Int(i));
    return r;
  });
  def(m, "prod", [](CallArgs& a) {
    Ref r = Int(1);
    for (const Ref& v : to_vector(a.args.at(0))) r = binary_op(ast::BinOpKind::Mult, r, v);
    return r;
  });
  def(m, "fsum", [](CallArgs& a) {
    double s = 0;
    for (const Ref& v : to_vector(a.args.at(0))) s += as_float(v.get());
    return Float(s);
  });
  return m;
}

Ref build_time() {
  Ref m = Module("time");
  using clock = std::chrono::steady_clock;
  static const clock::time_point start = clock::now();
  auto seconds = [](clock::duration d) { return std::chrono::duration<double>(d).count(); };
  def(m, "time", [](CallArgs&) {
    return Float(std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count());
  });
  def(m, "time_ns", [](CallArgs&) {
    return Int(std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::system_clock::now().time_since_epoch()).count());
  });
  def(m, "perf_counter", [seconds](CallArgs&) { return Float(seconds(clock::now() - start)); });
  def(m, "monotonic", [seconds](CallArgs&) { return Float(seconds(clock::now() - start)); });
  def(m, "process_time", [seconds](CallArgs&) { return Float(seconds(clock::now() - start)); });
  // The playground never blocks: sleep returns at once (the program's output is the same).
  def(m, "sleep", [](CallArgs& a) -> Ref {
    if (as_float(a.args.at(0).get()) < 0) raise_value_error("sleep length must be non-negative");
    return None();
  });
  return m;
}

}  // namespace

void register_standard_modules(Interpreter& interp) {
  Interpreter* in = &interp;
  interp.register_module("sys", [in] { return build_sys(*in); });
  interp.register_module("math", build_math);
  interp.register_module("time", build_time);
  for (const auto& [name, source] : python_stdlib_sources()) {
    std::string n = name;
    const std::string* src = &source;
    interp.register_module(n, [in, n, src] { return in->exec_library_module(n, *src); });
  }
}

std::optional<std::string> stream_name(const Ref& o) {
  if (o == stdout_object()) return "stdout";
  if (o == stderr_object()) return "stderr";
  return std::nullopt;
}

}  // namespace tfplay::py
