// AutoGraph's control-flow operators, run from the interpreter's hooks.
#include "core/function/autograph.h"
#include "core/function/autograph_directives.h"
#include "core/function/body_frames.h"

#include <algorithm>
#include <deque>
#include <map>
#include <optional>

#include "core/function/autograph_analysis.h"
#include "core/function/autograph_builtins.h"
#include "core/function/autograph_checks.h"
#include "core/function/autograph_errors.h"
#include "core/function/control_flow.h"
#include "core/function/loop_checker.h"
#include "core/function/dataset_loop.h"
#include "core/function/nest.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/python/metaclass.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::function {

namespace ast = py::ast;
using autograph::Names;
using autograph::Symbol;
using py::BlockExit;
using py::Ref;
using py::StatementScope;

namespace {

using Kind = Symbol::Kind;
using Composites = std::map<std::string, autograph::Composite>;

bool is_tensor(const Ref& v) { return v && as_tensor(v.get()) != nullptr; }

/// operators/variables.py Undefined: the value of a variable that may not be defined yet.
py::TypeObject* undefined_object_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("Undefined", nullptr, "tensorflow.python.autograph.operators.variables");
    return type;
  }();
  return t;
}

Ref undefined() { return py::make_object<py::NativeObject>(undefined_object_type()); }

/// A variable's value where nullptr stands for Undefined (unbound or bound to the marker).
Ref defined_or_null(const Ref& v) { return v && v->cls == undefined_object_type() ? nullptr : v; }

/// A loop's state as its body returns it to the loop: a symbol the body left undefined (a
/// deleted entry: `ag__.ldu(lambda: d['b'], "d['b']")` after `del d['b']`) is the Undefined
/// object, which verify_tf_loop_vars lets through and while_v2 then fails to convert.
std::vector<Ref> reified(std::vector<Ref> values) {
  for (Ref& v : values)
    if (!v) v = undefined();
  return values;
}

/// Binds `name`; an undefined value becomes the Undefined marker (`y = ag__.Undefined('y')`).
void bind_var(StatementScope& scope, const std::string& name, const Ref& value) {
  scope.bind(name, value ? value : undefined());
}

/// After a Python-semantics if/loop: variables it may bind but did not are Undefined, as
/// control_flow.py's converter assigns `ag__.Undefined(...)` before the statement.
void mark_undefined(StatementScope& scope, const Names& names) {
  for (const auto& name : names)
    if (!scope.lookup(name)) scope.bind(name, undefined());
}

/// The names a for statement binds: its body's and its target's.
Names for_bound_names(const ast::Stmt& s) {
  Names names = autograph::bound_names(s.body);
  const Names targets = autograph::target_names(*s.target);
  names.insert(targets.begin(), targets.end());
  return names;
}

/// The loop variables packed back from their flat leaves vars[first...]: counts[i] leaves
/// in the structure of init[i] each (nest.pack_sequence_as per variable).
std::vector<Ref> unflatten_loop_vars(const std::vector<Ref>& init, const std::vector<std::size_t>& counts,
                                     const std::vector<Ref>& vars, std::size_t first) {
  std::vector<Ref> values;
  std::size_t k = first;
  for (std::size_t i = 0; i < init.size(); ++i) {
    std::vector<Ref> leaves(vars.begin() + static_cast<std::ptrdiff_t>(k),
                            vars.begin() + static_cast<std::ptrdiff_t>(k + counts[i]));
    values.push_back(nest::pack_as(init[i], leaves));
    k += counts[i];
  }
  return values;
}

/// Appends the leaves of every loop variable in `values` to `out` (nest.flatten of each).
void append_leaves(std::vector<Ref>& out, const std::vector<Ref>& values) {
  for (const Ref& v : values)
    for (const Ref& leaf : nest::flatten(v)) out.push_back(leaf);
}

Ref run1(const std::string& op, const std::vector<Ref>& inputs, const std::string& name, graph::AttrMap attrs = {}) {
  return Runtime::current().run_op(op, inputs, std::move(attrs), name).at(0);
}

/// logical.not_: tf.logical_not for tensors, Python `not` otherwise.
Ref not_(const Ref& a) {
  if (is_tensor(a)) return run1("LogicalNot", {a}, "LogicalNot");
  return py::Bool(!py::truthy(a));
}

/// logical._tf_lazy_and / _tf_lazy_or: `tf.cond(a, b, lambda: a)` and `tf.cond(a, lambda: a, b)`.
Ref lazy_and(const Ref& a, const std::function<Ref()>& b) {
  if (is_tensor(a)) return cond_v2(a, b, [a] { return a; });
  return py::truthy(a) ? b() : a;
}
Ref lazy_or(const Ref& a, const std::function<Ref()>& b) {
  if (is_tensor(a)) return cond_v2(a, [a] { return a; }, b);
  return py::truthy(a) ? a : b();
}

/// The options tf.autograph.experimental.set_loop_options gives the loop it starts
/// (lang/directives.py; the directives converter moves them into the loop's opts dict).
struct LoopOptions {
  Ref maximum_iterations;      // null: unbounded
  int64_t parallel_iterations = 10;
  std::vector<std::pair<Ref, tensor::TensorShape>> shape_invariants;  // (loop variable value, shape)
};

/// control_flow._is_subshape: `left` is at least as specific as `right`.
bool is_subshape(const tensor::TensorShape& left, const tensor::TensorShape& right) {
  if (!right.has_rank()) return true;
  if (!left.has_rank() || left.rank() != right.rank()) return false;
  const auto l = left.as_list(), r = right.as_list();
  for (std::size_t i = 0; i < r.size(); ++i)
    if (r[i] && l[i] != r[i]) return false;
  return true;
}

const char* const kLoopOptionNames[] = {"parallel_iterations", "swap_memory", "maximum_iterations", "shape_invariants"};

/// The function a loop body's statement calls, when it is a plain name or a chain of module
/// attributes (tf.autograph.experimental.set_loop_options): AutoGraph resolves it statically.
Ref static_callee(const ast::Expr& f, StatementScope& scope) {
  if (f.kind == ast::ExprKind::Name) return scope.resolve(f.id);
  if (f.kind != ast::ExprKind::Attribute) return nullptr;
  Ref owner = static_callee(*f.left, scope);
  if (!owner || owner->cls != py::T().module) return nullptr;
  return py::getattr_opt(owner, f.id);
}

/// directives.py: a set_loop_options call at the start of the loop body becomes the loop's
/// options (its arguments evaluated before the loop); the call itself does nothing.
LoopOptions loop_options(StatementScope& scope, const ast::Stmt& loop) {
  LoopOptions opts;
  const Ref directive = set_loop_options_function();
  for (std::size_t i = 0; i < loop.body.size(); ++i) {
    const ast::Stmt& st = *loop.body[i];
    if (st.kind != ast::StmtKind::Expr || st.value->kind != ast::ExprKind::Call) continue;
    if (static_callee(*st.value->left, scope) != directive) continue;
    if (i != 0)
      py::raise(py::E().NotImplementedError,
                "tfplay cannot run a loop whose set_loop_options call is not its first statement (AutoGraph does not "
                "convert the function then)");
    const ast::Expr& call = *st.value;
    std::map<std::string, Ref> args;
    for (std::size_t k = 0; k < call.elts.size() && k < 4; ++k) args[kLoopOptionNames[k]] = scope.eval(*call.elts[k]);
    for (const ast::Keyword& kw : call.keywords)
      if (!kw.arg.empty()) args[kw.arg] = scope.eval(*kw.value);
    if (Ref m = args["maximum_iterations"]; m && !py::is_none(m.get())) opts.maximum_iterations = m;
    if (Ref p = args["parallel_iterations"]; p && py::is_int(p.get())) opts.parallel_iterations = py::as_int(p.get());
    if (Ref inv = args["shape_invariants"]; inv && !py::is_none(inv.get())) {
      for (const Ref& pair : py::to_vector(inv)) {
        std::vector<Ref> vs = py::to_vector(pair);
        if (vs.size() != 2) py::raise_value_error("shape_invariants must be a list of (variable, shape) pairs");
        Ref shape = py::call(tensor_shape_type()->self(), std::vector<Ref>{vs[1]});
        opts.shape_invariants.push_back({vs[0], static_cast<TensorShapeObject*>(shape.get())->shape});
      }
    }
    break;
  }
  return opts;
}

/// Statements run in order: a branch, possibly followed by the rest of the enclosing block
/// (return_statements.py moves the code after `if c: return x` into the else branch).
struct Stmts {
  std::vector<std::pair<const ast::StmtList*, std::size_t>> parts;
  Stmts() = default;
  Stmts(const ast::StmtList& list, std::size_t begin = 0) { parts.push_back({&list, begin}); }
  void then(const ast::StmtList& list, std::size_t begin) { parts.push_back({&list, begin}); }
  bool any(bool (*test)(const ast::StmtList&, std::size_t)) const {
    for (const auto& [list, begin] : parts)
      if (test(*list, begin)) return true;
    return false;
  }
  Names bound() const { return collect(autograph::bound_names); }
  Composites composites() const {
    Composites out;
    for (const auto& [list, begin] : parts) out.merge(autograph::composite_targets(*list, begin));
    return out;
  }
  Names collect(Names (*fn)(const ast::StmtList&, std::size_t)) const {
    Names out;
    for (const auto& [list, begin] : parts) {
      Names b = fn(*list, begin);
      out.insert(b.begin(), b.end());
    }
    return out;
  }
  BlockExit run(StatementScope& scope, int line) const {
    BodyFrame body(scope.frame_id(), line);  // if_body / else_body
    for (const auto& [list, begin] : parts) {
      BlockExit x = scope.exec(*list, begin);
      if (x != BlockExit::Normal) return x;
    }
    return BlockExit::Normal;
  }
};

/// A loop AutoGraph is running (staged or Python), with its break_/continue_ symbols.
struct LoopContext {
  const void* frame = nullptr;
  Ref break_flag;     // break_: Python bool or tensor; null when the body has no break
  Ref continue_flag;  // continue_: reset each iteration; null when the body has no continue
  bool guard_pending = false;  // a flag became a tensor: later statements need `if not flag:` guards
  bool staged_return = false;  // the body returned from a staged if (do_return is a tensor)
  Ref do_return;  // do_return / retval_ as loop variables of a staged loop whose body returns
  Ref retval;
};

void push_symbol(std::vector<Symbol>& out, const std::string& name, Kind kind) { out.push_back({name, kind}); }

/// The value of a composite's object or index, or nullptr when reading it fails as
/// variables.ldu allows (KeyError, AttributeError, NameError: the symbol is Undefined).
Ref load_or_null(const std::function<Ref()>& load) {
  try {
    return defined_or_null(load());
  } catch (py::PyError& e) {
    const auto& E = py::E();
    py::TypeObject* t = e.exc->cls;
    if (t->is_subtype_of(E.KeyError) || t->is_subtype_of(E.AttributeError) || t->is_subtype_of(E.NameError)) return nullptr;
    throw;
  }
}

/// A composite symbol's value (the get_state of control_flow.py, `ag__.ldu(lambda: y['a'],
/// "y['a']")`): nullptr when its object, attribute or key is missing.
Ref get_composite(StatementScope& scope, const ast::Expr& e) {
  if (e.kind == ast::ExprKind::Name) return defined_or_null(scope.resolve(e.id));
  Ref obj = get_composite(scope, *e.left);
  if (!obj) return nullptr;
  if (e.kind == ast::ExprKind::Attribute) return defined_or_null(py::getattr_opt(obj, e.id));
  return load_or_null([&] { return py::getitem(obj, scope.eval(*e.right)); });
}

/// Assigns a composite symbol (the set_state): an undefined subscript stores the Undefined
/// marker, as `y['a'] = Undefined("y['a']")` does; an undefined attribute is left alone, and so
/// is a composite whose object is missing (the statement itself then raises).
void set_composite(StatementScope& scope, const ast::Expr& e, const Ref& value) {
  Ref obj = get_composite(scope, *e.left);
  if (!obj) return;
  if (e.kind == ast::ExprKind::Attribute) {
    if (value) py::setattr(obj, e.id, value);
    return;
  }
  py::setitem(obj, scope.eval(*e.right), value ? value : undefined());
}

/// Composite symbols a staged statement carries (control_flow._get_block_composite_vars):
/// those whose support set is live into it and whose object exists.
void push_composites(std::vector<Symbol>& out, StatementScope& scope, const Composites& composites, const Names& live_in) {
  for (const auto& [name, c] : composites) {
    bool live = true;
    for (const auto& n : c.support) live = live && live_in.count(n);
    const ast::Expr* object = c.target->left.get();
    if (live && get_composite(scope, *object)) out.push_back({name, Kind::Attr, c.target});
  }
}

/// control_flow._get_block_vars ordering: outputs first, then inputs only, each sorted by name.
void sort_symbols(std::vector<Symbol>& symbols, const Names& live_out) {
  std::stable_sort(symbols.begin(), symbols.end(), [&](const Symbol& a, const Symbol& b) {
    // Only plain variables can be inputs only; composites are always outputs.
    const bool ia = (a.kind == Kind::Var || a.kind == Kind::Break) && !live_out.count(a.name);
    const bool ib = (b.kind == Kind::Var || b.kind == Kind::Break) && !live_out.count(b.name);
    if (ia != ib) return !ia;
    return a.name < b.name;
  });
}

std::string exception_summary(const Ref& exc) {
  std::string text;
  try {
    text = py::str(exc);
  } catch (py::PyError&) {
  }
  return exc->cls->name + ": " + text;
}

/// control_flow._runtime_zero_iterations_errmsg: names the variables that were undefined (or
/// None) before the loop; an undefined return value is "the function return value".
std::string zero_iterations_message(const std::vector<Symbol>& symbols, const std::vector<Ref>& init) {
  std::string names;
  for (std::size_t i = 0; i < symbols.size(); ++i) {
    if (init[i] && !py::is_none(init[i].get())) continue;
    if (!names.empty()) names += ", ";
    names += symbols[i].kind == Kind::RetVal ? "the function return value" : symbols[i].name;
  }
  return "loop must iterate at least once to initialize " + names;
}

[[noreturn]] void raise_not_implemented(const std::string& msg) { py::raise(py::E().NotImplementedError, msg); }

const char* kLimitationsLink =
    "See https://github.com/tensorflow/tensorflow/blob/master/tensorflow/python/autograph/g3doc/reference/"
    "limitations.md#consistency-of-control-flow-types for more info.";

}  // namespace

struct AutoGraph::State {
  std::deque<LoopContext> loops;  // a deque: contexts stay put while inner loops come and go
  autograph::AnalysisCache analyses;
  /// do_return / retval_ of a function whose staged loop returned, by frame: the values a
  /// later staged if passes through its branches that do not return.
  std::map<const void*, std::pair<Ref, Ref>> loop_returns;

  LoopContext* loop_in(const void* frame) {
    if (!loops.empty() && loops.back().frame == frame) return &loops.back();
    return nullptr;
  }

  /// Pushes a loop context for the lifetime of the guard.
  struct LoopGuard {
    State& s;
    LoopGuard(State& state, LoopContext ctx) : s(state) { s.loops.push_back(std::move(ctx)); }
    ~LoopGuard() { s.loops.pop_back(); }
    LoopContext& ctx() { return s.loops.back(); }
  };

  const autograph::Liveness& liveness(StatementScope& scope, const ast::Stmt& s) {
    return autograph::CodeAnalysis::of(scope.code(), analyses).liveness(s);
  }

  // ---- state of a converted statement (get_state / set_state) --------------------------

  /// The values of a loop's `symbols`, in order (the get_state of a converted loop).
  std::vector<Ref> get_all(StatementScope& scope, LoopContext& loop, const std::vector<Symbol>& symbols) {
    std::vector<Ref> values;
    for (const Symbol& sym : symbols) values.push_back(get(scope, &loop, sym));
    return values;
  }
  /// Binds a loop's `symbols` to values[first], values[first + 1], ... (its set_state).
  void set_all(StatementScope& scope, LoopContext& loop, const std::vector<Symbol>& symbols,
               const std::vector<Ref>& values, std::size_t first = 0) {
    for (std::size_t i = 0; i < symbols.size(); ++i) set(scope, &loop, symbols[i], values[first + i]);
  }

  Ref get(StatementScope& scope, LoopContext* loop, const Symbol& sym) {
    switch (sym.kind) {
      case Kind::Var: return defined_or_null(scope.lookup(sym.name));
      case Kind::Attr: return get_composite(scope, *sym.target);
      case Kind::Break: return loop ? loop->break_flag : nullptr;
      case Kind::Continue: return loop ? loop->continue_flag : nullptr;
      case Kind::DoReturn: return loop && loop->do_return ? loop->do_return : py::False();
      case Kind::RetVal: return loop ? loop->retval : nullptr;
      default: return nullptr;
    }
  }
  void set(StatementScope& scope, LoopContext* loop, const Symbol& sym, const Ref& value) {
    switch (sym.kind) {
      case Kind::Var: bind_var(scope, sym.name, value); break;
      case Kind::Attr: set_composite(scope, *sym.target, value); break;
      case Kind::Break:
        if (loop) loop->break_flag = value;
        break;
      case Kind::Continue:
        if (loop) loop->continue_flag = value;
        break;
      case Kind::DoReturn:
        if (loop) loop->do_return = value;
        break;
      case Kind::RetVal:
        if (loop) loop->retval = value;
        break;
      default: break;
    }
  }

  // ---- if ---------------------------------------------------------------------------------

  /// control_flow._tf_if_stmt: both branches traced into a cond; returns Return when both
  /// branches returned (the value is the cond's retval_ output).
  BlockExit staged_if(StatementScope& scope, const ast::Stmt& at, const Ref& cond, const Stmts& body,
                      const Stmts& orelse, const Names& live_out) {
    LoopContext* loop = loop_in(scope.frame_id());
    const Names modified = [&] {
      Names m = body.bound();
      Names o = orelse.bound();
      m.insert(o.begin(), o.end());
      return m;
    }();
    std::vector<Symbol> symbols;
    for (const auto& name : modified)
      if (live_out.count(name)) push_symbol(symbols, name, Kind::Var);
    Composites composites = body.composites();
    composites.merge(orelse.composites());
    push_composites(symbols, scope, composites, liveness(scope, at).live_in);
    if (loop && (body.any(autograph::contains_break) || orelse.any(autograph::contains_break)))
      push_symbol(symbols, "break_", Kind::Break);
    if (loop && (body.any(autograph::contains_continue) || orelse.any(autograph::contains_continue)))
      push_symbol(symbols, "continue_", Kind::Continue);
    if (body.any(autograph::contains_return) || orelse.any(autograph::contains_return)) {
      push_symbol(symbols, "do_return", Kind::DoReturn);
      push_symbol(symbols, "retval_", Kind::RetVal);
    }
    std::stable_sort(symbols.begin(), symbols.end(), [](const Symbol& a, const Symbol& b) { return a.name < b.name; });
    // "Control flow V1 wants at least one output": a dummy 0 when nothing else is carried.
    if (symbols.empty()) push_symbol(symbols, "<unused dummy>", Kind::Dummy);

    // Variables are reset before each branch and after the statement: what a branch binds and
    // the cond does not output stays local to the branch function.
    std::map<std::string, Ref> init;
    for (const auto& name : modified) init[name] = defined_or_null(scope.lookup(name));
    const Ref init_break = loop ? loop->break_flag : nullptr;
    const Ref init_continue = loop ? loop->continue_flag : nullptr;
    std::vector<std::pair<const ast::Expr*, Ref>> init_composites;
    for (const Symbol& sym : symbols)
      if (sym.kind == Kind::Attr) init_composites.push_back({sym.target, get_composite(scope, *sym.target)});
    auto reset = [&] {
      for (const auto& [name, value] : init) bind_var(scope, name, value);
      for (const auto& [target, value] : init_composites) set_composite(scope, *target, value);
      if (loop) {
        loop->break_flag = init_break;
        loop->continue_flag = init_continue;
        loop->guard_pending = false;
      }
    };

    auto pending = loop_returns.find(scope.frame_id());
    std::pair<Ref, Ref>* returned = pending == loop_returns.end() ? nullptr : &pending->second;
    std::vector<Ref> main_values, else_values;
    BlockExit main_exit = BlockExit::Normal, else_exit = BlockExit::Normal;
    bool main_done = false;
    auto branch = [&](const Stmts& stmts, const char* which, std::vector<Ref>& values, BlockExit& exit) {
      return [&, which]() -> Ref {
        reset();
        exit = stmts.run(scope, at.pos.line);
        for (const Symbol& sym : symbols) {
          switch (sym.kind) {
            case Kind::Var: values.push_back(defined_or_null(scope.lookup(sym.name))); break;
            case Kind::Attr: values.push_back(get_composite(scope, *sym.target)); break;
            case Kind::Break:
              values.push_back(exit == BlockExit::Break ? py::True() : (loop->break_flag ? loop->break_flag : py::False()));
              break;
            case Kind::Continue:
              values.push_back(exit == BlockExit::Continue ? py::True()
                                                           : (loop->continue_flag ? loop->continue_flag : py::False()));
              break;
            case Kind::DoReturn:
              values.push_back(exit == BlockExit::Return ? py::True() : returned ? returned->first : py::False());
              break;
            case Kind::RetVal:
              values.push_back(exit == BlockExit::Return ? scope.return_value() : returned ? returned->second : nullptr);
              break;
            default: values.push_back(py::Int(0)); break;
          }
        }
        scope.at(at);
        autograph::verify_cond_branch_vars(symbols, values, which);
        if (main_done) autograph::verify_cond_vars(symbols, main_values, values);
        main_done = true;
        return py::Tuple(values);
      };
    };
    Ref result = cond_v2(cond, branch(body, "main", main_values, main_exit), branch(orelse, "else", else_values, else_exit));
    reset();
    std::vector<Ref> outputs = py::to_vector(result);
    Ref retval;
    for (std::size_t i = 0; i < symbols.size(); ++i) {
      if (symbols[i].kind == Kind::RetVal) retval = outputs[i];
      if (returned && symbols[i].kind == Kind::DoReturn) returned->first = outputs[i];
      if (returned && symbols[i].kind == Kind::RetVal) returned->second = outputs[i];
      set(scope, loop, symbols[i], outputs[i]);
    }
    if (loop) loop->guard_pending = is_tensor(loop->break_flag) || is_tensor(loop->continue_flag);
    if (main_exit == BlockExit::Return && else_exit == BlockExit::Return) {
      scope.set_return_value(retval);
      if (loop) loop->staged_return = true;
      return BlockExit::Return;
    }
    return BlockExit::Normal;
  }

  // ---- loops --------------------------------------------------------------------------------

  /// _placeholder_value: a stand-in for a variable first defined by the loop body, from the
  /// value one staged iteration gave it (zeros for tensors).
  Ref placeholder_value(const Ref& like, const Ref& original, std::optional<tensor::TensorShape>& invariant) {
    if (!like || py::is_none(like.get())) return original;
    if (py::is_bool(like.get())) return py::False();
    if (py::is_int(like.get())) return py::Int(0);
    if (py::is_float(like.get())) return py::Float(0.0);
    if (TensorObject* t = as_tensor(like.get())) {
      std::vector<int64_t> dims;
      bool dynamic = !t->shape.has_rank();
      if (t->shape.has_rank())
        for (const auto& d : t->shape.as_list()) {
          dims.push_back(d ? *d : 0);
          dynamic = dynamic || !d;
        }
      if (dynamic) invariant = t->shape;
      auto& g = *Runtime::current().active_trace()->graph;
      // array_ops.zeros(shape, dtype) builds a constant named "zeros".
      int node = g.add_const(tensor::Tensor::zeros(t->dtype, dims), current_source_pos(), "zeros");
      const graph::Node& n = g.node(node);
      return make_symbolic(Runtime::current().active_trace()->graph, node, 0, n.output_dtypes[0], n.output_shapes[0],
                           g.endpoint_name({node, 0}));
    }
    if (nest::is_nested(like)) {
      std::optional<tensor::TensorShape> ignored;
      return nest::map(like, [&](const Ref& x) { return placeholder_value(x, original, ignored); });
    }
    py::raise_type_error("Found an unsupported type '" + py::type_name(like.get()) +
                         "' while creating placeholder for " + py::str(like) +
                         ". Supported types include Tensor, int, float, bool, list, tuple or dict.");
  }

  /// The end of _tf_while_stmt for a loop that defines variables: Assert(final_loop_vars[0],
  /// [message]) fails at run time when the loop did not iterate, and the variables leave the
  /// loop as identities under a control dependency on it. final_vars[0] is the flag.
  static void assert_iterated(std::vector<Ref>& final_vars, const std::string& message) {
    Ref tf = py::Interpreter::current().import_module("tensorflow");
    Ref assert_fn = py::getattr(py::getattr(tf, "debugging"), "Assert");
    py::call(assert_fn, std::vector<Ref>{final_vars[0], py::List({py::Str(message)})});
    const auto& g = Runtime::current().active_trace()->graph;
    g->push_control_dependencies({static_cast<int>(g->nodes().size()) - 1});
    struct Pop {
      graph::FuncGraph& g;
      ~Pop() { g.pop_control_dependencies(); }
    } pop{*g};
    for (std::size_t i = 1; i < final_vars.size(); ++i)
      if (is_tensor(final_vars[i])) final_vars[i] = run1("Identity", {final_vars[i]}, "Identity");
  }

  /// control_flow._tf_while_stmt: a While node whose body and condition are traced once.
  void tf_while_stmt(StatementScope& scope, const ast::Stmt& at, const std::vector<Symbol>& symbols,
                     const std::function<std::vector<Ref>()>& get_state,
                     const std::function<void(const std::vector<Ref>&)>& set_state, const std::function<Ref()>& test,
                     const std::function<void()>& body, const LoopOptions& opts) {
    std::vector<Ref> init = get_state();
    const std::vector<Ref> orig_init = init;
    std::vector<std::optional<tensor::TensorShape>> invariants(init.size());
    bool require_one_iteration = false;
    bool any_null = false;
    for (const Ref& v : init) any_null = any_null || !v || py::is_none(v.get());
    if (any_null) {
      // _try_handling_undefineds: stage one iteration in a scratch graph to learn what the
      // undefined variables become, and start them from zeros of that type.
      std::string failure;
      std::vector<Ref> first_iteration;
      std::vector<Ref> filled = init;
      try {
        in_scratch_graph([&]() -> Ref {
          auto& g = Runtime::current().active_trace()->graph;
          std::vector<Ref> autocast;
          for (const Ref& v : init) {
            if (!v) {
              autocast.push_back(v);
              continue;
            }
            autocast.push_back(nest::map(v, [&](const Ref& leaf) -> Ref {
              if (!(py::is_int(leaf.get()) || py::is_float(leaf.get()) || py::is_str(leaf.get()))) return leaf;
              const Ref converted = Runtime::current().convert_to_tensor(leaf, std::nullopt);  // keeps c alive
              const TensorObject& c = *as_tensor(converted.get());
              int ph = g->add_placeholder("Placeholder", c.dtype, c.shape, current_source_pos());
              return make_symbolic(g, ph, 0, c.dtype, c.shape, g->endpoint_name({ph, 0}));
            }));
          }
          set_state(autocast);
          body();
          first_iteration = get_state();
          return py::None();
        });
        set_state(init);
        for (std::size_t i = 0; i < init.size(); ++i)
          if (!init[i] || py::is_none(init[i].get())) filled[i] = placeholder_value(first_iteration[i], init[i], invariants[i]);
        require_one_iteration = true;
      } catch (py::PyError& e) {
        set_state(init);
        const auto& E = py::E();
        py::TypeObject* t = e.exc->cls;
        if (!(t->is_subtype_of(E.UnboundLocalError) || t->is_subtype_of(E.TypeError) || t->is_subtype_of(E.ValueError) ||
              t->is_subtype_of(E.KeyError)))
          throw;
        failure = "Note: AutoGraph tried to define it automatically, but ran into a " + exception_summary(e.exc);
      }
      scope.at(at);
      autograph::verify_loop_init_vars(symbols, filled, failure);
      init = filled;
    }

    // Flat loop variables (tf.nest over each symbol's value); a leading flag when the loop must
    // run at least once to define a variable.
    std::vector<Ref> flat;
    std::vector<tensor::TensorShape> shapes;
    std::vector<std::size_t> counts;
    bool any_invariant = false;
    if (require_one_iteration) {
      flat.push_back(py::False());
      shapes.push_back(tensor::TensorShape::scalar());
    }
    // _shape_invariants_mapping_to_positional_list: invariants name loop variables by identity.
    std::vector<std::optional<tensor::TensorShape>> user_invariants(init.size());
    for (const auto& [var, shape] : opts.shape_invariants)
      for (std::size_t i = 0; i < init.size(); ++i)
        if (init[i] && init[i].get() == var.get()) {
          user_invariants[i] = shape;
          if (is_tensor(init[i])) invariants[i] = shape;
        }
    for (std::size_t i = 0; i < init.size(); ++i) {
      std::vector<Ref> leaves = nest::flatten(init[i]);
      counts.push_back(leaves.size());
      for (const Ref& leaf : leaves) {
        // Composite values (TensorArrays) stay whole: while_v2 carries their component tensor.
        Ref c = Runtime::current().component_of(leaf);
        Ref t = c ? leaf : Runtime::current().convert_to_tensor(leaf, std::nullopt);
        flat.push_back(t);
        shapes.push_back(invariants[i] ? *invariants[i] : as_tensor((c ? c : t).get())->shape);
        any_invariant = any_invariant || invariants[i].has_value();
      }
    }
    auto unflatten = [&](const std::vector<Ref>& vars) {
      return unflatten_loop_vars(init, counts, vars, require_one_iteration ? 1 : 0);
    };

    auto cond_fn = [&](const std::vector<Ref>& vars) -> Ref {
      set_state(unflatten(vars));
      Ref t = test();
      scope.at(at);
      return autograph::verify_tf_condition(t, "while loop");
    };
    auto body_fn = [&](const std::vector<Ref>& vars) -> std::vector<Ref> {
      std::vector<Ref> entry = unflatten(vars);
      set_state(entry);
      body();
      std::vector<Ref> next = reified(get_state());
      scope.at(at);
      // _verify_single_loop_var with a shape invariant: the initial and the next value must
      // both be at least as specific as it.
      for (std::size_t i = 0; i < next.size(); ++i) {
        if (!user_invariants[i] || !is_tensor(next[i]) || !is_tensor(init[i])) continue;
        const tensor::TensorShape& invariant = *user_invariants[i];
        const tensor::TensorShape& init_shape = as_tensor(init[i].get())->shape;
        const tensor::TensorShape& exit_shape = as_tensor(next[i].get())->shape;
        if (!is_subshape(init_shape, invariant))
          py::raise_value_error("'" + symbols[i].name + "' has shape " + init_shape.str() +
                                " before the loop, which does not conform with the shape invariant " + invariant.str() + ".");
        if (!is_subshape(exit_shape, invariant))
          py::raise_value_error("'" + symbols[i].name + "' has shape " + exit_shape.str() +
                                " after one iteration, which does not conform with the shape invariant " + invariant.str() + ".");
      }
      autograph::verify_loop_vars(symbols, init, entry, next);
      std::vector<Ref> out;
      if (require_one_iteration) out.push_back(py::True());
      append_leaves(out, next);
      return out;
    };
    std::vector<Ref> final_vars =
        while_v2(flat, cond_fn, body_fn, "while", any_invariant ? std::optional(shapes) : std::nullopt, opts.maximum_iterations,
                 opts.parallel_iterations);
    if (require_one_iteration) assert_iterated(final_vars, zero_iterations_message(symbols, orig_init));
    set_state(unflatten(final_vars));
  }

  /// The variables a loop carries (control_flow._get_block_vars): modified in the loop and live
  /// into or out of it, outputs first.
  std::vector<Symbol> loop_symbols(StatementScope& scope, const ast::Stmt& s, const Names& modified, LoopContext& loop) {
    const auto& lv = liveness(scope, s);
    std::vector<Symbol> symbols;
    for (const auto& name : modified)
      if (lv.live_in.count(name) || lv.live_out.count(name)) push_symbol(symbols, name, Kind::Var);
    push_composites(symbols, scope, autograph::composite_targets(s.body), lv.live_in);
    if (loop.break_flag) push_symbol(symbols, "break_", Kind::Break);
    // A return in the body makes do_return and retval_ loop variables; retval_ starts undefined,
    // so the loop stages one iteration and then refuses (verify_loop_init_vars).
    const bool returns = autograph::contains_return(s.body);
    if (returns) {
      push_symbol(symbols, "do_return", Kind::DoReturn);
      push_symbol(symbols, "retval_", Kind::RetVal);
    }
    Names outputs = lv.live_out;
    if (returns) outputs.insert({"do_return", "retval_"});
    if (!s.orelse.empty()) outputs.insert("break_");  // the else clause reads break_ after the loop
    sort_symbols(symbols, outputs);
    return symbols;
  }

  /// A for loop's anno.Basic.EXTRA_LOOP_TEST: `not break_` (break_statements.py), wrapped as
  /// `not do_return and ...` when the body returns (return_statements.py visit_For).
  static bool has_extra_test(const ast::Stmt& s, const LoopContext& loop) {
    return loop.break_flag || autograph::contains_return(s.body);
  }
  static Ref extra_test(const ast::Stmt& s, LoopContext& loop) {
    if (!autograph::contains_return(s.body)) return not_(loop.break_flag);
    Ref not_returned = not_(loop.do_return ? loop.do_return : py::False());
    if (!loop.break_flag) return not_returned;
    return lazy_and(not_returned, [&] { return not_(loop.break_flag); });
  }

  /// return_statements.py after a staged loop whose body returned: do_return and retval_ are
  /// loop outputs, the rest of the function runs under `if not do_return:` and the function
  /// returns retval_ (FunctionScope.ret).
  BlockExit after_loop_return(StatementScope& scope, Ref do_return, Ref retval) {
    if (scope.code() != &scope.block())
      raise_not_implemented(
          "tfplay cannot yet run a TensorFlow loop with a return statement inside another statement; move the loop to "
          "the top level of the function");
    const ast::StmtList& block = scope.block();
    const std::size_t next = scope.index() + 1;
    if (next < block.size()) {
      auto& returned = loop_returns[scope.frame_id()] = {do_return, retval};
      struct Erase {
        State& s;
        const void* frame;
        ~Erase() { s.loop_returns.erase(frame); }
      } erase{*this, scope.frame_id()};
      (void)staged_if(scope, *block[next], not_(do_return), Stmts(block, next), Stmts(),
                      liveness(scope, *block.back()).live_out);
      retval = returned.second;
      scope.skip_rest_of_block();
    }
    scope.set_return_value(retval);
    return BlockExit::Return;
  }

  /// Runs a staged loop's body once: break sets break_; a return on every path sets do_return
  /// and retval_ (return_statements.py's `do_return = True; retval_ = value`).
  void staged_body(StatementScope& scope, const ast::Stmt& s, LoopContext& loop) {
    loop.continue_flag = autograph::contains_continue(s.body) ? py::False() : nullptr;
    loop.guard_pending = false;
    BlockExit x = [&] {
      BodyFrame body(scope.frame_id(), s.pos.line);  // loop_body
      return scope.exec(s.body);
    }();
    loop.guard_pending = false;
    if (x == BlockExit::Return) {
      loop.do_return = py::True();
      loop.retval = scope.return_value();
    }
    if (x == BlockExit::Break) loop.break_flag = py::True();
  }

  /// Runs the loop's else clause: skipped after a break, guarded by `not break_` when that is
  /// a tensor (break_statements.py _guard_if_present).
  BlockExit loop_orelse(StatementScope& scope, const ast::Stmt& s, LoopContext& loop) {
    if (s.orelse.empty()) return BlockExit::Normal;
    if (is_tensor(loop.break_flag)) {
      Ref guard = not_(loop.break_flag);
      loop.break_flag = nullptr;  // the else clause belongs to the enclosing scope
      return staged_if(scope, s, guard, Stmts(s.orelse), Stmts(), liveness(scope, s).live_out);
    }
    if (loop.break_flag && py::truthy(loop.break_flag)) return BlockExit::Normal;
    return scope.exec(s.orelse);
  }

  /// Restores what the loop body bound but did not carry (locals of the body function).
  struct Locals {
    StatementScope& scope;
    std::map<std::string, Ref> saved;
    Locals(StatementScope& sc, const Names& modified, const std::vector<Symbol>& symbols) : scope(sc) {
      for (const auto& name : modified) {
        bool carried = false;
        for (const Symbol& sym : symbols) carried = carried || (sym.kind == Kind::Var && sym.name == name);
        if (!carried) saved[name] = defined_or_null(scope.lookup(name));
      }
    }
    void restore() {
      for (const auto& [name, value] : saved) bind_var(scope, name, value);
    }
  };

  BlockExit staged_while(StatementScope& scope, const ast::Stmt& s, LoopContext& loop, const std::function<Ref()>& test) {
    const Names modified = autograph::bound_names(s.body);
    std::vector<Symbol> symbols = loop_symbols(scope, s, modified, loop);
    Locals locals(scope, modified, symbols);
    auto get_state = [&] { return get_all(scope, loop, symbols); };
    auto set_state = [&](const std::vector<Ref>& v) { set_all(scope, loop, symbols, v); };
    const LoopOptions opts = loop_options(scope, s);
    tf_while_stmt(scope, s, symbols, get_state, set_state, test, [&] { staged_body(scope, s, loop); }, opts);
    locals.restore();
    return loop_orelse(scope, s, loop);
  }

  /// _tf_range_for_stmt's maximum_iterations hint, `math_ops.cast(misc.get_range_len(start, limit,
  /// delta), dtypes.int32)`: the hint is used under XLA only, but its ops are always made, in
  /// the graph of the loop, before it (sub, floordiv, mod, zeros_like, NotEqual, Cast, add,
  /// zeros_like_1, Maximum), and they take those names from the program's later ops.
  static void range_len(const Ref& start, const Ref& limit, const Ref& delta) {
    Ref tf = py::Interpreter::current().import_module("tensorflow");
    auto call = [&tf](const char* name, std::vector<Ref> args) { return py::call(py::getattr(tf, name), std::move(args)); };
    Ref dist = py::binary_op(ast::BinOpKind::Sub, limit, start);
    Ref unadjusted_len = py::binary_op(ast::BinOpKind::FloorDiv, dist, delta);
    Ref remainder = py::binary_op(ast::BinOpKind::Mod, dist, delta);
    Ref not_equal = call("not_equal", {remainder, call("zeros_like", {unadjusted_len})});
    Ref adjustment = call("cast", {not_equal, py::getattr(dist, "dtype")});
    Ref final_len = py::binary_op(ast::BinOpKind::Add, unadjusted_len, adjustment);
    Ref length = call("maximum", {final_len, call("zeros_like", {final_len})});
    call("cast", {length, py::getattr(tf, "int32")});
  }

  /// for_stmt over a tensor: _tf_range_for_stmt when it comes from tf.range, otherwise
  /// _known_len_tf_for_stmt over its first dimension.
  BlockExit staged_for(StatementScope& scope, const ast::Stmt& s, LoopContext& loop, const Ref& iterable) {
    // _tf_ragged_for_stmt over a RaggedTensor: rows iter_[i] for i < n, n the static number of
    // rows, else iter_.row_lengths()[0] (as TF 2.20 writes it: the first row's length).
    const bool ragged = py::type_name(iterable.get()) == "RaggedTensor";
    TensorObject* tensor = as_tensor(iterable.get());
    const Names targets = autograph::target_names(*s.target);
    const Names modified = for_bound_names(s);
    std::vector<Symbol> symbols = loop_symbols(scope, s, modified, loop);
    std::vector<Symbol> aug{{"<internal iterate>", Kind::Iterate}};
    aug.insert(aug.end(), symbols.begin(), symbols.end());
    Locals locals(scope, modified, symbols);

    const bool is_range = tensor && !tensor->is_eager() && tensor->graph->node(tensor->node).op == "Range";
    Ref iterate, limit, delta, list, n;
    std::optional<double> const_delta;
    if (ragged) {
      scope.at(s);
      autograph::verify_loop_init_vars(symbols, get_all(scope, loop, symbols));  // as _tf_ragged_for_stmt does first
      Ref shape = py::getattr(iterable, "shape");
      Ref rows = py::getitem(py::call_method(shape, "as_list", {}), py::Int(0));
      n = !py::is_none(rows.get()) ? rows : py::getitem(py::call_method(iterable, "row_lengths", {}), py::Int(0));
      iterate = py::Int(0);
    } else if (is_range) {
      TensorObject& it = *tensor;
      const graph::Node& r = it.graph->node(it.node);
      auto input = [&](std::size_t k) {
        const graph::Endpoint e = r.inputs.at(k);
        const graph::Node& src = it.graph->node(e.node);
        if (src.op == "Const") {
          const auto& v = std::get<tensor::Tensor>(src.attrs.at("value"));
          if (k == 2) const_delta = v.as_double(0);
        }
        const auto i = static_cast<std::size_t>(e.index);
        return make_symbolic(it.graph, e.node, e.index, src.output_dtypes.at(i), src.output_shapes.at(i),
                             it.graph->endpoint_name(e));
      };
      iterate = input(0);
      limit = input(1);
      delta = input(2);
      range_len(iterate, limit, delta);
    } else {
      // _known_len_tf_for_stmt: n = py_builtins.len_(iter_) (the static first dimension, else the
      // dynamic one); ta = TensorArray(iter_.dtype, size=n); iter_ = ta.unstack(iter_). The
      // body reads iter_.read(index) (TensorArrayV2Read/TensorListGetItem).
      TensorObject& it = *tensor;
      if (!it.shape.has_rank())
        raise_not_implemented("tfplay cannot iterate over a tensor of unknown rank in a tf.function yet");
      n = tf_tensor_len(iterable);
      Ref tf = py::Interpreter::current().import_module("tensorflow");
      py::CallArgs ta_args;
      ta_args.args = {dtype_object(it.dtype)};
      ta_args.kwargs = {{"size", n}};
      Ref ta = py::call(py::getattr(tf, "TensorArray"), ta_args);
      list = py::call_method(ta, "unstack", {iterable});
      iterate = py::Int(0);
    }

    auto get_state = [&] {
      std::vector<Ref> v{iterate};
      for (const Symbol& sym : symbols) {
        Ref value = get(scope, &loop, sym);
        // _tf_range_for_stmt._value_or: an undefined loop target starts as the iterate.
        if (!value && is_range && sym.kind == Kind::Var && targets.count(sym.name)) value = iterate;
        v.push_back(value);
      }
      return v;
    };
    auto set_state = [&](const std::vector<Ref>& v) {
      iterate = v[0];
      set_all(scope, loop, symbols, v, 1);
    };
    auto test = [&]() -> Ref {
      Ref main;
      if (is_range) {
        if (const_delta) {
          main = py::compare(*const_delta >= 0 ? ast::CmpOpKind::Lt : ast::CmpOpKind::Gt, iterate, limit);
        } else {
          Ref zero = Runtime::current().convert_to_tensor(py::Int(0), as_tensor(delta.get())->dtype);
          Ref up = run1("LogicalAnd", {py::compare(ast::CmpOpKind::GtE, delta, zero), py::compare(ast::CmpOpKind::Lt, iterate, limit)}, "LogicalAnd");
          Ref down = run1("LogicalAnd", {py::compare(ast::CmpOpKind::Lt, delta, zero), py::compare(ast::CmpOpKind::Gt, iterate, limit)}, "LogicalAnd");
          main = run1("LogicalOr", {up, down}, "LogicalOr");
        }
      } else {
        main = py::compare(ast::CmpOpKind::Lt, iterate, n);
      }
      // The extra test of a loop with break or return: cond(main_test, extra_test, lambda: False).
      if (has_extra_test(s, loop)) main = cond_v2(main, [&] { return extra_test(s, loop); }, [] { return py::False(); });
      return main;
    };
    auto body = [&] {
      Ref item = is_range ? iterate : ragged ? py::getitem(iterable, iterate) : py::call_method(list, "read", {iterate});
      scope.at(s);
      scope.assign(*s.target, item);
      staged_body(scope, s, loop);
      iterate = py::binary_op(ast::BinOpKind::Add, iterate, is_range ? delta : py::Int(1));
    };
    // _add_max_iterations_hint bounds the loop by its length only in an XLA context.
    tf_while_stmt(scope, s, aug, get_state, set_state, test, body, loop_options(scope, s));
    locals.restore();
    return loop_orelse(scope, s, loop);
  }

  /// for_stmt over a tf.data iterator (_tf_iterator_for_stmt): a while loop whose state starts
  /// with `<internal has_next>`; each iteration takes get_next_as_optional() and runs the body in
  /// a cond on has_value(), the other branch passing the state through unchanged.
  BlockExit staged_iterator_for(StatementScope& scope, const ast::Stmt& s, LoopContext& loop, const Ref& iterator) {
    const Names modified = for_bound_names(s);
    std::vector<Symbol> symbols = loop_symbols(scope, s, modified, loop);
    std::vector<Symbol> aug{{"<internal has_next>", Kind::Iterate}};
    aug.insert(aug.end(), symbols.begin(), symbols.end());
    Locals locals(scope, modified, symbols);
    Ref has_next = py::True();
    auto get_state = [&] {
      std::vector<Ref> v{has_next};
      for (const Ref& x : get_all(scope, loop, symbols)) v.push_back(x);
      return v;
    };
    auto set_state = [&](const std::vector<Ref>& v) {
      has_next = v[0];
      set_all(scope, loop, symbols, v, 1);
    };
    const std::vector<Ref> init = get_state();
    scope.at(s);
    autograph::verify_loop_init_vars(aug, init);  // no variable is defined by the loop here
    auto test = [&]() -> Ref {
      // The extra test of a loop with break or return: cond(has_next, extra_test, lambda: False).
      if (has_extra_test(s, loop)) return cond_v2(has_next, [&] { return extra_test(s, loop); }, [] { return py::False(); });
      return has_next;
    };
    auto body = [&] {
      Ref optional = py::call_method(iterator, "get_next_as_optional");
      has_next = py::call_method(optional, "has_value");
      const std::vector<Ref> entry = get_state();
      Ref next = cond_v2(
          has_next,
          [&]() -> Ref {
            scope.at(s);
            scope.assign(*s.target, py::call_method(optional, "get_value"));
            staged_body(scope, s, loop);
            std::vector<Ref> after = reified(get_state());
            // The main path checks the loop variables before the cond compares its branches.
            autograph::verify_loop_vars(aug, init, entry, after);
            return py::Tuple(after);
          },
          [&]() -> Ref { return py::Tuple(entry); });
      set_state(py::to_vector(next));
    };
    tf_while_stmt(scope, s, aug, get_state, set_state, test, body, loop_options(scope, s));
    locals.restore();
    return loop_orelse(scope, s, loop);
  }

  /// for_stmt over a tf.data.Dataset (_tf_dataset_for_stmt): the loop variables become the
  /// state of a scan whose body is traced once, reduced over the dataset (dataset_loop.h).
  BlockExit staged_dataset_for(StatementScope& scope, const ast::Stmt& s, LoopContext& loop, const Ref& dataset,
                               const Ref& element_spec) {
    const Names modified = for_bound_names(s);
    std::vector<Symbol> symbols = loop_symbols(scope, s, modified, loop);
    Locals locals(scope, modified, symbols);
    auto get_state = [&] { return get_all(scope, loop, symbols); };
    auto set_state = [&](const std::vector<Ref>& v) { set_all(scope, loop, symbols, v); };
    const std::vector<Ref> init = get_state();
    scope.at(s);
    autograph::verify_loop_init_vars(symbols, init);
    std::vector<std::size_t> counts;
    std::vector<Ref> flat;
    for (const Ref& v : init) {
      std::vector<Ref> leaves = nest::flatten(v);
      counts.push_back(leaves.size());
      flat.insert(flat.end(), leaves.begin(), leaves.end());
    }
    // Dataset.reduce wants some state: TF adds a dummy constant(0) when the loop carries none.
    const bool dummy = flat.empty();
    if (dummy) flat.push_back(py::Int(0));
    auto unflatten = [&](const std::vector<Ref>& vars) { return unflatten_loop_vars(init, counts, vars, 0); };
    Ref handle = Runtime::current().datasets.handle(dataset);
    const bool has_extra_test = loop.break_flag != nullptr;
    std::vector<Ref> final_vars = dataset_reduce(handle, element_spec, flat, [&](const std::vector<Ref>& vars, const Ref& element) {
      std::vector<Ref> entry = dummy ? init : unflatten(vars);
      auto main_path = [&]() -> Ref {
        set_state(entry);
        scope.at(s);
        scope.assign(*s.target, element);
        staged_body(scope, s, loop);
        std::vector<Ref> next = reified(get_state());
        scope.at(s);
        autograph::verify_loop_vars(symbols, init, entry, next, /*check_shapes=*/false);
        if (dummy) return py::Tuple({vars[0]});
        std::vector<Ref> out;
        append_leaves(out, next);
        return py::Tuple(out);
      };
      if (!has_extra_test) return py::to_vector(main_path());
      // scan_body with an extra test: cond(extra_test(), main_path, lambda: loop_vars), and the
      // test's value goes on to take_while.
      set_state(entry);
      Ref extra = not_(loop.break_flag);
      std::vector<Ref> out;
      if (is_tensor(extra)) {
        out = py::to_vector(cond_v2(extra, main_path, [&]() -> Ref { return py::Tuple(vars); }));
      } else {
        out = py::truthy(extra) ? py::to_vector(main_path()) : vars;
      }
      out.push_back(extra);
      return out;
    }, has_extra_test);
    if (!dummy) set_state(unflatten(final_vars));
    locals.restore();
    return loop_orelse(scope, s, loop);
  }

  BlockExit python_while(const ast::Stmt& s, StatementScope& scope, LoopContext& loop, const Ref& first,
                         const std::function<Ref()>& test) {
  // _py_while_stmt, after the first test already evaluated.
  PythonLoopChecker checker;
  checker.before_iteration();
  if (py::truthy(first)) {
    for (;;) {
      loop.continue_flag = autograph::contains_continue(s.body) ? py::False() : nullptr;
      BlockExit x = [&] {
        BodyFrame body(scope.frame_id(), s.pos.line);  // loop_body
        return scope.exec(s.body);
      }();
      checker.after_iteration();
      checker.before_iteration();
      loop.guard_pending = false;
      check_python_loop_flag(scope, s, loop, true);
      if (x == BlockExit::Return) return x;
      if (x == BlockExit::Break) return BlockExit::Normal;
      Ref t = test();
      if (is_tensor(t)) {
        scope.at(s);
        raise_not_implemented(
            "The condition of while loop started as non-Tensor, then changed to Tensor. This may happen either because "
            "variables changed type, or when a break or return statement inside the loop depends on a Tensor "
            "condition. In both cases, changing to a TF loop should remove the error.\n" + std::string(kLimitationsLink));
      }
      if (!py::truthy(t)) break;
    }
  }
  return scope.exec(s.orelse);
}

  /// The extra test of a Python loop with break (or return): a tensor there means the exit
  /// depends on a tensor, which a Python loop cannot stage.
  void check_python_loop_flag(StatementScope& scope, const ast::Stmt& s, LoopContext& loop, bool is_while) {
    // A return from a staged if makes do_return a tensor: the loop's extra test fails the same way.
    if (!is_tensor(loop.break_flag) && !loop.staged_return) return;
    scope.at(s);
    if (is_while)
      raise_not_implemented(
          "The condition of while loop started as non-Tensor, then changed to Tensor. This may happen either because "
          "variables changed type, or when a break or return statement inside the loop depends on a Tensor condition. "
          "In both cases, changing to a TF loop should remove the error.\n" + std::string(kLimitationsLink));
    raise_not_implemented(
        "break and return statements which depend on a TF condition are not supported in Python for loops. Did you "
        "intend to make it a TF loop?\n" + std::string(kLimitationsLink));
  }
};

AutoGraph::AutoGraph() : state_(std::make_unique<State>()) {}
AutoGraph::~AutoGraph() = default;

bool AutoGraph::active() const {
  const ActiveTrace* t = Runtime::current().active_trace();
  return t && t->autograph;
}

std::string AutoGraph::binding_name(const py::FunctionObject& fn) const {
  if (!active() || fn.from_library()) return {};
  // transpiler.py: the converted function is defined in a factory inside a factory, and named
  // tf__<name> (a lambda keeps its name).
  return "outer_factory.<locals>.inner_factory.<locals>." + (fn.name == "<lambda>" ? fn.name : "tf__" + fn.name);
}

const py::TypeObject* AutoGraph::undefined_type() const { return undefined_object_type(); }

void AutoGraph::read_undefined(const std::string& name) {
  py::raise(py::E().UnboundLocalError, "'" + name + "' is used before assignment");
}

BlockExit AutoGraph::exec_if(const ast::Stmt& s, StatementScope& scope) {
  Ref test = scope.eval(*s.test);
  if (!is_tensor(test)) {
    BodyFrame body(scope.frame_id(), s.pos.line);  // _py_if_stmt calls if_body / else_body
    BlockExit x = py::truthy(test) ? scope.exec(s.body) : scope.exec(s.orelse);
    Names bound = autograph::bound_names(s.body);
    Names o = autograph::bound_names(s.orelse);
    bound.insert(o.begin(), o.end());
    mark_undefined(scope, bound);
    return x;
  }
  scope.at(s);
  Ref cond = autograph::verify_tf_condition(test, "if statement");
  const ast::StmtList& block = scope.block();
  const std::size_t next = scope.index() + 1;
  Stmts body(s.body), orelse(s.orelse);
  // return_statements.py: after `if c: return ...` the rest of the block becomes the else
  // branch (and symmetrically), so that both branches return.
  bool moved_rest = false;
  if (next < block.size()) {
    if (autograph::definitely_returns(s.body)) {
      orelse.then(block, next);
      moved_rest = true;
    } else if (autograph::definitely_returns(s.orelse)) {
      body.then(block, next);
      moved_rest = true;
    }
  }
  const Names& live_out = state_->liveness(scope, moved_rest ? *block.back() : s).live_out;
  BlockExit x = state_->staged_if(scope, s, cond, body, orelse, live_out);
  if (moved_rest) scope.skip_rest_of_block();
  return x;
}

BlockExit AutoGraph::exec_while(const ast::Stmt& s, StatementScope& scope) {
  Ref do_return, retval;  // of a staged loop whose body returns
  BlockExit x = [&] {
    LoopContext ctx;
    ctx.frame = scope.frame_id();
    ctx.break_flag = autograph::contains_break(s.body) ? py::False() : nullptr;  // break_ = False
    State::LoopGuard guard(*state_, std::move(ctx));
    LoopContext& loop = guard.ctx();
    // The loop test of a loop with break: `not break_ and test` (break_statements.py); of one
    // whose body returns: `not do_return and ...` (return_statements.py visit_While).
    auto loop_test = [&]() -> Ref {
      if (loop.break_flag) return lazy_and(not_(loop.break_flag), [&] { return scope.eval(*s.test); });
      return scope.eval(*s.test);
    };
    auto test = [&]() -> Ref {
      BodyFrame body(scope.frame_id(), s.pos.line);  // loop_test
      if (autograph::contains_return(s.body))
        return lazy_and(not_(loop.do_return ? loop.do_return : py::False()), loop_test);
      return loop_test();
    };
    // while_stmt evaluates the test once, in a scratch graph, to choose between a TF loop and a
    // Python loop.
    Ref first = in_scratch_graph(test);
    if (is_tensor(first)) {
      BlockExit staged = state_->staged_while(scope, s, loop, test);
      do_return = loop.do_return;
      retval = loop.retval;
      return staged;
    }
    BlockExit python = state_->python_while(s, scope, loop, first, test);
    mark_undefined(scope, autograph::bound_names(s.body));
    return python;
  }();
  if (is_tensor(do_return)) return state_->after_loop_return(scope, do_return, retval);
  return x;
}

BlockExit AutoGraph::exec_for(const ast::Stmt& s, StatementScope& scope) {
  Ref iterable = scope.eval(*s.iter);
  Ref do_return, retval;  // of a staged loop whose body returns
  std::optional<BlockExit> staged = [&]() -> std::optional<BlockExit> {
    LoopContext ctx;
    ctx.frame = scope.frame_id();
    ctx.break_flag = autograph::contains_break(s.body) ? py::False() : nullptr;  // break_ = False
    State::LoopGuard guard(*state_, std::move(ctx));
    LoopContext& loop = guard.ctx();
    std::optional<BlockExit> x;
    if (const auto& spec_of = Runtime::current().datasets.element_spec)
      if (Ref spec = spec_of(iterable)) x = state_->staged_dataset_for(scope, s, loop, iterable, spec);
    if (!x && (is_tensor(iterable) || py::type_name(iterable.get()) == "RaggedTensor"))
      x = state_->staged_for(scope, s, loop, iterable);
    if (!x)
      if (const auto& spec_of = Runtime::current().datasets.iterator_spec)
        if (spec_of(iterable)) x = state_->staged_iterator_for(scope, s, loop, iterable);
    do_return = loop.do_return;
    retval = loop.retval;
    return x;
  }();
  if (staged) {
    if (is_tensor(do_return)) return state_->after_loop_return(scope, do_return, retval);
    return *staged;
  }
  LoopContext ctx;
  ctx.frame = scope.frame_id();
  ctx.break_flag = autograph::contains_break(s.body) ? py::False() : nullptr;  // break_ = False
  State::LoopGuard guard(*state_, std::move(ctx));
  LoopContext& loop = guard.ctx();
  // _py_for_stmt: an ordinary Python loop, unrolled into the graph.
  Ref it = py::iter(iterable);
  PythonLoopChecker checker;
  checker.before_iteration();
  auto run = [&]() -> BlockExit {
    for (;;) {
      scope.at(s);
      Ref item = py::next(it);
      if (!item) break;
      loop.continue_flag = autograph::contains_continue(s.body) ? py::False() : nullptr;
      scope.assign(*s.target, item);
      BlockExit x = [&] {
        BodyFrame body(scope.frame_id(), s.pos.line);  // loop_body
        return scope.exec(s.body);
      }();
      checker.after_iteration();
      checker.before_iteration();
      loop.guard_pending = false;
      state_->check_python_loop_flag(scope, s, loop, false);
      if (x == BlockExit::Return) return x;
      if (x == BlockExit::Break) return BlockExit::Normal;
    }
    return scope.exec(s.orelse);
  };
  BlockExit x = run();
  mark_undefined(scope, for_bound_names(s));
  return x;
}

bool AutoGraph::after_statement(StatementScope& scope, BlockExit& exit) {
  LoopContext* loop = state_->loop_in(scope.frame_id());
  if (!loop || !loop->guard_pending) return false;
  const ast::StmtList& block = scope.block();
  const std::size_t next = scope.index() + 1;
  if (next >= block.size()) return false;  // nothing left here; the enclosing block guards its rest
  // break_statements.py / continue_statements.py: the statements after one that may break or
  // continue run under `if not break_:` / `if not continue_:`.
  Ref guard;
  for (const Ref& flag : {loop->break_flag, loop->continue_flag}) {
    if (!is_tensor(flag)) continue;
    Ref n = not_(flag);
    guard = guard ? run1("LogicalAnd", {guard, n}, "LogicalAnd") : n;
  }
  loop->guard_pending = false;
  if (!guard) return false;
  exit = state_->staged_if(scope, *block[next], guard, Stmts(block, next), Stmts(),
                           state_->liveness(scope, *block.back()).live_out);
  return true;
}

Ref AutoGraph::bool_op(ast::BoolOpKind op, const Ref& first, const std::function<Ref()>& rest) {
  if (!is_tensor(first)) return nullptr;
  return op == ast::BoolOpKind::And ? lazy_and(first, rest) : lazy_or(first, rest);
}

Ref AutoGraph::not_op(const Ref& value) {
  if (!is_tensor(value)) return nullptr;
  return not_(value);
}

Ref AutoGraph::if_exp(const Ref& test, const std::function<Ref()>& body, const std::function<Ref()>& orelse,
                      const ast::Expr& expr) {
  if (!is_tensor(test)) return nullptr;
  // conditional_expressions.if_exp -> _tf_if_exp: tf.cond with the branches checked against
  // each other; expr_repr is the source of the test (UNCONFIRMED which text TF shows).
  const std::string& line = py::Interpreter::current().raw_source_line(expr.left->pos.line);
  std::string repr = expr.left->end.line == expr.left->pos.line
                         ? line.substr(static_cast<std::size_t>(expr.left->pos.col),
                                       static_cast<std::size_t>(expr.left->end.col - expr.left->pos.col))
                         : std::string("if_exp");
  Ref true_value, false_value;
  auto check = [&] {
    if (true_value && false_value) autograph::verify_single_cond_var(repr, true_value, false_value);
  };
  return cond_v2(
      test,
      [&] {
        true_value = body();
        check();
        return true_value;
      },
      [&] {
        false_value = orelse();
        check();
        return false_value;
      });
}

namespace {

/// Whether `name` (a module's __name__, a class's __module__) is a str naming Keras or one of
/// its modules: config.py's DoNotConvert('keras'), a module AutoGraph leaves as it is.
bool keras_module_name(const Ref& name) {
  if (!name || !py::is_str(name.get())) return false;
  const std::string_view module = static_cast<py::StrObject*>(name.get())->value;
  return module == "keras" || module.starts_with("keras.");
}

bool keras_function(const py::FunctionObject* fn) { return fn->from_library() && keras_module_name(fn->globals->vars.get("__name__")); }

/// conversion.is_allowlisted for a callee of converted code: Keras's functions, methods and
/// classes, and objects whose __call__ is Keras's (a layer, a loss, a metric).
bool allowlisted(const Ref& func) {
  const py::Object* f = func.get();
  if (f->cls == py::T().function) return keras_function(static_cast<const py::FunctionObject*>(f));
  if (f->cls == py::T().method) {
    const Ref& inner = static_cast<const py::BoundMethodObject*>(f)->function;
    return inner->cls == py::T().function && keras_function(static_cast<const py::FunctionObject*>(inner.get()));
  }
  if (f->cls == py::T().builtin_function) return false;
  if (py::is_type_object(f)) return keras_module_name(py::getattr_opt(func, "__module__"));
  const py::Object* call = f->cls->lookup("__call__");
  return call && call->cls == py::T().function && keras_function(static_cast<const py::FunctionObject*>(call));
}

}  // namespace

Ref AutoGraph::call(const Ref& func, py::CallArgs& args) {
  if (Ref r = builtin_overload(func, args)) return r;
  const bool keras = allowlisted(func);
  if (!keras && !falls_back_unconverted(func)) return nullptr;
  // api.converted_call -> _call_unconverted: Keras runs as the Python it is, and so does what
  // it calls (a layer's call, a Lambda's function); a tf.function it calls converts its own.
  // So does a function AutoGraph failed to convert (_fall_back_unconverted).
  Runtime& rt = Runtime::current();
  ActiveTrace unconverted = *rt.active_trace();
  unconverted.autograph = false;
  rt.push_trace(std::move(unconverted));
  struct Pop {
    Runtime& rt;
    ~Pop() { rt.pop_trace(); }
  } pop{rt};
  try {
    return py::call(func, args);
  } catch (py::PyError& err) {
    if (keras) note_allowlisted_call(err.exc);  // a fallen-back function's frame is marked "  **" instead
    throw;
  }
}

namespace {
// The run's tf.autograph.experimental.set_loop_options (loop_options finds it by identity).
struct SetLoopOptionsFunction {
  Ref fn;
};
}  // namespace

Ref set_loop_options_function() {
  Ref& fn = Runtime::current().run_state<SetLoopOptionsFunction>().fn;
  if (fn) return fn;
  fn = py::NativeFunction("set_loop_options", +[](py::CallArgs& a) -> Ref {
    // lang/directives.py: the parameters are only read by the directives converter.
    if (a.args.size() > 4)
      py::raise_type_error("set_loop_options() takes from 0 to 4 positional arguments but " + std::to_string(a.args.size()) +
                           " were given");
    for (const auto& [name, value] : a.kwargs) {
      bool known = false;
      for (const char* n : kLoopOptionNames) known = known || name == n;
      if (!known) py::raise_type_error("set_loop_options() got an unexpected keyword argument '" + name + "'");
    }
    return py::None();
  });
  return fn;
}

}  // namespace tfplay::function
