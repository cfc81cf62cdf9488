// The tree-walking evaluator.
#include "core/python/complex_object.h"
#include "core/python/interpreter.h"
#include "core/python/methods.h"
#include "core/python/object_slots.h"
#include "core/python/interpreter_activation.h"
#include "core/python/metaclass.h"

#include <cstdlib>
#include <utility>

#include <algorithm>
#include <charconv>
#include <cstring>
#include <cmath>
#include <new>
#include <stdexcept>
#include <unordered_map>

#include "core/python/bigint.h"
#include "core/python/class_namespace.h"
#include "core/python/descriptors.h"
#include "core/python/exceptions.h"
#include "core/python/finalizer.h"
#include "core/python/function_attrs.h"
#include "core/python/generator.h"
#include "core/python/iterator_types.h"
#include "core/python/lazy_body.h"
#include "core/python/native_call.h"
#include "core/python/parser.h"
#include "core/python/pattern_match.h"
#include "core/python/object_id.h"
#include "core/python/protocols.h"
#include "core/python/py_profile.h"
#include "core/python/value_subclass.h"
#include "core/python/return_site.h"
#include "core/python/slots.h"
#include "core/python/type_names.h"
#include "core/python/runtime.h"
#include "core/python/set_order.h"
#include "core/python/source_lines.h"
#include "core/python/str_format.h"
#include "core/python/symtable.h"
#include "core/python/traceback.h"
#include "core/python/traceback_object.h"
#include "core/python/unicode.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace tfplay::py {

ast::Pos& last_return_site() {
  thread_local ast::Pos site;
  return site;
}

namespace {
thread_local Interpreter* g_current = nullptr;

// CPython 3.12 traceback.py _extract_caret_anchors_from_line_segment: binary operators get
// `~~^~~` (the operator under ^), subscripts `~~^^^^` (the brackets and index under ^). Columns
// count characters, as the AST's do, so the line is looked at character by character.
void compute_caret_anchors(const ast::Expr* e, const std::string& raw_line, TracebackEntry& entry) {
  if (!e || entry.end_col < 0 || entry.end_line != entry.line) return;
  const std::vector<std::string> line = utf8_chars(raw_line);
  auto is = [&](std::size_t i, const char* chars) {
    return i < line.size() && line[i].size() == 1 &&
           (std::isspace(static_cast<unsigned char>(line[i][0])) || std::strchr(chars, line[i][0]));
  };
  std::size_t end = static_cast<std::size_t>(entry.end_col);
  if (e->kind == ast::ExprKind::BinOp && e->left->end.line == e->pos.line && e->right->pos.line == e->pos.line) {
    std::size_t op_start = static_cast<std::size_t>(e->left->end.col);
    std::size_t op_end = static_cast<std::size_t>(e->right->pos.col);
    if (op_start > line.size() || op_end > line.size()) return;  // not the line the positions refer to
    std::size_t offset = 0;
    while (op_start + offset < op_end && is(op_start + offset, "")) ++offset;
    std::size_t left = op_start + offset, right = left + 1;
    if (left + 1 < op_end && !is(left + 1, "")) ++right;
    while (left < end && is(left, ")#")) {
      ++left;
      ++right;
    }
    entry.anchor_left = static_cast<int>(left);
    entry.anchor_right = static_cast<int>(right);
  } else if (e->kind == ast::ExprKind::Subscript && e->left->end.line == e->pos.line && e->right->end.line == e->pos.line) {
    std::size_t left = static_cast<std::size_t>(e->left->end.col);
    std::size_t right = static_cast<std::size_t>(e->right->end.col) + 1;
    if (left > line.size() || right > line.size() + 1) return;
    while (left < end && line[left] != "[") ++left;
    while (right < end && line[right] != "]") ++right;
    if (right < end) ++right;
    entry.anchor_left = static_cast<int>(left);
    entry.anchor_right = static_cast<int>(right);
  }
}

// Where CPython 3.12 locates the instruction that raised while `e` ran, from the node's own
// start (compile.c update_start_location_to_match_attr): an attribute load, and a method call
// (CALL after LOAD_ATTR's method form), whose attribute name sits on a later line than the
// object starts on, begin at the name: `(obj\n    .m(0))` is reported on the line of `m(0)`.
// A call through a name the module imports (`tf\n    .reshape(x)`) or with *args/**kwargs is
// no method call (maybe_optimize_method_call, is_import_originated): it keeps its start.
ast::Pos instruction_start(const ast::Expr* e, ast::Pos start, const CodeInfo* module) {
  if (!e) return start;
  const ast::Expr* attr = nullptr;
  if (e->kind == ast::ExprKind::Attribute) {
    attr = e;
  } else if (e->kind == ast::ExprKind::Call && e->left && e->left->kind == ast::ExprKind::Attribute) {
    const ast::Expr& value = *e->left->left;
    bool imported = value.kind == ast::ExprKind::Name && module && module->imported.count(value.id);
    bool starred = std::any_of(e->elts.begin(), e->elts.end(),
                               [](const ast::ExprPtr& a) { return a->kind == ast::ExprKind::Starred; }) ||
                   std::any_of(e->keywords.begin(), e->keywords.end(), [](const ast::Keyword& k) { return k.arg.empty(); });
    if (!imported && !starred) attr = e->left.get();
  }
  if (!attr || attr->end.line == start.line) return start;
  int len = static_cast<int>(utf8_length(attr->id));
  return {attr->end.line, len <= attr->end.col ? attr->end.col - len : -1};
}
}  // namespace

TypeObject* cell_type() {
  static TypeObject* type = [] {
    TypeObject* t = make_native_type("cell");
    // cell.cell_contents: the variable's value; an empty cell raises CPython's ValueError.
    add_property(t, "cell_contents", +[](Ref self) -> Ref {
      const Ref& value = static_cast<CellObject*>(self.get())->value;
      if (!value) raise_value_error("Cell is empty");
      return value;
    });
    return t;
  }();
  return type;
}

namespace {
// An exact int, bool or float: arithmetic on two of them runs no Python code.
[[gnu::always_inline]] inline bool plain_number(const Object* o) {
  const BuiltinTypes& t = T();
  return o->cls == t.int_ || o->cls == t.float_ || o->cls == t.bool_;
}

Ref new_cell(Ref value) { return make_object<CellObject>(cell_type(), std::move(value)); }

// The empty tuple an empty *args binds (CPython's immortal empty-tuple singleton, which its
// calls bind too): one shared object, never freed, instead of a new tuple per call.
const Ref& empty_args() {
  static const Ref* empty = new Ref(Tuple({}));
  return *empty;
}

// The tuple of a call's surplus positional arguments.
Ref args_tuple(std::vector<Ref>&& rest) { return rest.empty() ? empty_args() : Tuple(std::move(rest)); }

// The cell of variable `name` in the function-like scope `s` (class bodies are skipped, as they
// are no enclosing scope): where a nested block's free variable comes from. A fresh, unbound
// cell when `s` has none, which only code the scope analysis did not see can ask for.
Ref find_cell(Scope* s, const std::string& name) {
  while (s && s->is_class) s = s->parent.get();
  if (s && s->code) {
    int i = s->code->slot_of(name);
    if (i >= 0 && s->code->is_cell[static_cast<std::size_t>(i)] && static_cast<std::size_t>(i) < s->vars.slots.size())
      if (const Ref& cell = s->vars.slots[static_cast<std::size_t>(i)]) return cell;
  }
  return new_cell(nullptr);
}

// Turns the cell variables of a block that just started into cells (a parameter's cell holds
// the argument; CPython's MAKE_CELL) and binds its free variables to `cells`, in order.
//
// With `borrowed` (a pooled leaf scope: nothing nested can take a cell from its slots, and the
// running function, which keeps `cells`, outlives the call) the free variables' slots point at
// the function's cells without owning them: no reference counted in or out per call.
void init_cells(Namespace& vars, const CodeInfo& code, const std::vector<Ref>& cells, bool borrowed = false) {
  for (std::uint32_t i : code.cell_slots) vars.slots[i] = new_cell(std::move(vars.slots[i]));
  const std::size_t nfree = code.freevars.size();
  const std::size_t ncells = cells.size();
  Ref* free = vars.slots.data() + code.free_begin;
  for (std::size_t k = 0; k < nfree; ++k) {
    if (k >= ncells) free[k] = new_cell(nullptr);
    // A pooled scope keeps its free variables' slots between calls (ScopeLease): the last
    // call of the same closure left them pointing at these cells already.
    else if (borrowed) {
      if (free[k].get() != cells[k].get()) free[k] = Ref(Ref(), cells[k].get());
    } else free[k] = cells[k];
  }
}

// init_cells for a call of `fn` in `scope`, which does nothing when the scope is a pooled one
// whose free variables' slots the last call of the same closure left pointing at `fn`'s cells
// and the code makes no cells of its own (a closure called in a loop): checked inline.
[[gnu::always_inline]] inline void enter_cells(Scope& scope, const FunctionObject& fn, bool pooled) {
  const CodeInfo& code = *fn.code;
  if (code.cell_slots.empty()) {
    const std::size_t nfree = code.freevars.size();
    if (nfree == 0) return;
    if (pooled && fn.cells.size() == nfree) {
      const Ref* free = scope.vars.slots.data() + code.free_begin;
      const Ref* cells = fn.cells.data();
      std::size_t k = 0;
      while (k < nfree && free[k].get() == cells[k].get()) ++k;
      if (k == nfree) return;
    }
  }
  init_cells(scope.vars, code, fn.cells, pooled);
}

// Ints and floats are immutable, but one that nothing else refers to can take the result of
// an operation in place of a new one: nothing can tell (CPython's float operations reuse a
// consumed operand the same way, DECREF_INPUTS_AND_REUSE_FLOAT). `refs` is how many
// references the caller knows of (its own copy, the variable's binding); only cells are
// ever referred to without counting (init_cells), never a number. Ints in the shared
// small-int range are never written, nor produced this way (Int shares them).
constexpr std::int64_t kSmallIntMin = -5, kSmallIntMax = 256;
[[gnu::always_inline]] inline bool sole_number(const Ref& v, long refs) { return v.use_count() == refs; }

// `a op b` for +, - and * of two exact ints within int64 (the result outside the small ints)
// or two exact floats, written into whichever operand is a temporary (`fib(n - 1) + fib(n -
// 2)`, `x * f + b`), which `a` then holds: false, with nothing changed, for anything else.
[[gnu::always_inline]] inline bool arith_into_temporary(ast::BinOpKind op, Ref& a, Ref& b) {
  using O = ast::BinOpKind;
  Ref* into = sole_number(a, 1) ? &a : sole_number(b, 1) ? &b : nullptr;
  if (!into || (op != O::Add && op != O::Sub && op != O::Mult)) return false;
  const BuiltinTypes& t = T();
  const TypeObject* c = a->cls;
  if (c != b->cls || (c != t.int_ && c != t.float_)) return false;
  if (c == t.float_) {
    double x = static_cast<FloatObject*>(a.get())->value;
    double y = static_cast<FloatObject*>(b.get())->value;
    static_cast<FloatObject*>(into->get())->value = op == O::Add ? x + y : op == O::Sub ? x - y : x * y;
  } else {
    auto* x = static_cast<IntObject*>(a.get());
    auto* y = static_cast<IntObject*>(b.get());
    std::int64_t r;
    if (x->big || y->big ||
        (op == O::Add   ? __builtin_add_overflow(x->value, y->value, &r)
         : op == O::Sub ? __builtin_sub_overflow(x->value, y->value, &r)
                        : __builtin_mul_overflow(x->value, y->value, &r)) ||
        (r >= kSmallIntMin && r <= kSmallIntMax))
      return false;
    static_cast<IntObject*>(into->get())->value = r;
  }
  if (into == &b) a = std::move(b);
  return true;
}

// x // y and x % y of two int64s as Python computes them (the quotient rounded towards minus
// infinity, the remainder with the divisor's sign, as long_div and long_mod); null when y is
// 0 (binary_op raises ZeroDivisionError) or the quotient overflows. A function of its own:
// the evaluator's common operations stay small.
[[gnu::noinline]] Ref int_floordiv_mod(ast::BinOpKind op, std::int64_t x, std::int64_t y) {
  if (y == 0 || (y == -1 && x == INT64_MIN)) return nullptr;
  std::int64_t q = x / y, r = x % y;
  if (r != 0 && ((r < 0) != (y < 0))) {
    --q;
    r += y;
  }
  return Int(op == ast::BinOpKind::FloorDiv ? q : r);
}

// `a op b` for two exact ints within int64 (+, -, * without overflow, //, % by a non-zero, &,
// |, ^) or two exact floats (+, -, *, / by a non-zero): int_binary's and float_binary's
// results without the number protocol's dispatch (CPython's BINARY_OP_ADD_INT and its
// siblings); null for anything else, which binary_op then does (and reports).
[[gnu::always_inline]] inline Ref arith_fast(ast::BinOpKind op, const Object* a, const Object* b) {
  using O = ast::BinOpKind;
  const BuiltinTypes& t = T();
  if (a->cls != b->cls) return nullptr;
  if (a->cls == t.int_) {
    auto* x = static_cast<const IntObject*>(a);
    auto* y = static_cast<const IntObject*>(b);
    if (x->big || y->big) return nullptr;
    std::int64_t r;
    switch (op) {
      case O::Add:
        if (__builtin_add_overflow(x->value, y->value, &r)) return nullptr;
        break;
      case O::Sub:
        if (__builtin_sub_overflow(x->value, y->value, &r)) return nullptr;
        break;
      case O::Mult:
        if (__builtin_mul_overflow(x->value, y->value, &r)) return nullptr;
        break;
      case O::FloorDiv:
      case O::Mod:
        return int_floordiv_mod(op, x->value, y->value);
      case O::BitAnd: r = x->value & y->value; break;
      case O::BitOr: r = x->value | y->value; break;
      case O::BitXor: r = x->value ^ y->value; break;
      default: return nullptr;
    }
    return Int(r);
  }
  if (a->cls == t.float_) {
    double x = static_cast<const FloatObject*>(a)->value;
    double y = static_cast<const FloatObject*>(b)->value;
    switch (op) {
      case O::Add: return Float(x + y);
      case O::Sub: return Float(x - y);
      case O::Mult: return Float(x * y);
      case O::Div:
        if (y == 0.0) return nullptr;  // binary_op raises ZeroDivisionError
        return Float(x / y);
      default: return nullptr;
    }
  }
  return nullptr;
}

// The str of the name of the j-th keyword of the Call node `e`, made once per call site (as
// CPython keeps keyword names among a code's constants): a **kwargs dict's keys. The node's
// `value` (a constant's otherwise) holds them, a tuple with None for `**mapping`.
const Ref& keyword_name(const ast::Expr& e, std::size_t j) {
  if (!e.value) {
    std::vector<Ref> names;
    names.reserve(e.keywords.size());
    for (const ast::Keyword& k : e.keywords) names.push_back(k.arg.empty() ? None() : Str(k.arg));
    e.value = Tuple(std::move(names));
  }
  return static_cast<TupleObject*>(e.value.get())->items[j];
}
}  // namespace

namespace {
// The functions each running class body defined, innermost class statement last: CPython
// gives them the __class__ cell, which type.__new__ fills with the class it made (super()
// without arguments reads it), whatever decorators made of them.
struct ClassBodyFunctions {
  const Scope* body;
  std::vector<Ref> functions;
  // The namespace a metaclass's __prepare__ returned (null for the plain one every other class
  // body has, whose bindings stay in the body's scope).
  Ref mapping;
};
thread_local std::vector<ClassBodyFunctions> g_class_body_functions;

// The class statement running `body` made `cls`: its functions' __class__ is `cls`.
void fill_class_cell(const Scope& body, TypeObject* cls) {
  for (auto it = g_class_body_functions.rbegin(); it != g_class_body_functions.rend(); ++it)
    if (it->body == &body) {
      for (const Ref& f : it->functions) static_cast<FunctionObject*>(f.get())->owner_class = cls;
      it->functions.clear();
      return;
    }
}

/// LOAD_NAME's read of a prepared namespace (ceval.c): ns[name], or null when that raises
/// KeyError (the name is then looked up in the globals and builtins).
Ref load_prepared(Object* ns, const std::string& id) {
  try {
    return getitem(ns->self(), Str(id));
  } catch (PyError& err) {
    if (!isinstance(err.exc.get(), E().KeyError)) throw;
    return nullptr;
  }
}

/// CPython's find_ann (compile.c): whether a block has an annotated assignment outside nested
/// functions and classes, for which the class body starts with SETUP_ANNOTATIONS.
bool find_ann(const ast::StmtList& body) {
  for (const auto& st : body) {
    switch (st->kind) {
      case ast::StmtKind::AnnAssign: return true;
      case ast::StmtKind::For:
      case ast::StmtKind::While:
      case ast::StmtKind::If:
      case ast::StmtKind::With:
        if (find_ann(st->body) || find_ann(st->orelse)) return true;
        break;
      case ast::StmtKind::Try:
        if (find_ann(st->body) || find_ann(st->orelse) || find_ann(st->finalbody)) return true;
        for (const auto& h : st->handlers)
          if (find_ann(h.body)) return true;
        break;
      case ast::StmtKind::Match:
        for (const auto& c : st->cases)
          if (find_ann(c.body)) return true;
        break;
      default: break;
    }
  }
  return false;
}
}  // namespace

Object* prepared_namespace(const Scope* s) {
  for (auto it = g_class_body_functions.rbegin(); it != g_class_body_functions.rend(); ++it)
    if (it->body == s) return it->mapping.get();
  return nullptr;
}

/// How a statement finished: normally, or by return/break/continue (never a C++ exception).
enum class Flow { Normal, Return, Break, Continue };

/// Evaluates statements and expressions in one scope of one frame.
class Evaluator {
 public:
  /// `globals` (held, not copied: a call copies no shared_ptr for it) and `qualname_prefix`
  /// (what nested defs' qualnames start with) must outlive the evaluator.
  Evaluator(Interpreter& interp, std::shared_ptr<Scope> scope, const std::shared_ptr<Scope>& globals,
            Frame& frame, const std::string& qualname_prefix)
      : in_(interp), scope_(std::move(scope)), globals_(globals), frame_(frame),
        qualprefix_(qualname_prefix),
        undefined_type_(interp.undefined_type()) {}

  Flow exec_block(const ast::StmtList& body, std::size_t begin = 0);
  Ref eval(const ast::Expr& e);
  Ref return_value = nullptr;
  /// Interpreter::call_function. With `consume` the caller gives up `args` (a call site's own
  /// argument vector): the arguments move into the callee's slots instead of being copied.
  static Ref call_python(Interpreter& in, FunctionObject* fn, CallArgs& args, bool consume);
  /// Interpreter::step() inline: one evaluation step counted against the budget (the
  /// statements' and loops' hot path), the throw a function of its own.
  [[gnu::always_inline]] static void step(Interpreter& in) {
    if (++in.steps_ > in.max_steps_) [[unlikely]]
      step_budget_exceeded(in);
  }
  [[noreturn, gnu::noinline, gnu::cold]] static void step_budget_exceeded(Interpreter& in) {
    throw StepBudgetExceeded{in.max_steps_, in.program_line()};
  }
  /// A leaf function's scope taken from the interpreter's pool for one call, and given back.
  struct ScopeLease;
  /// The scope of a call of `fn` (pooled for a leaf function, held by `lease`): slots for its
  /// code, all unbound, and `fn`'s closure as parent.
  static std::shared_ptr<Scope> call_scope(FunctionObject* fn, ScopeLease& lease);
  /// fn(self) (a property's getter): `self` in the first slot, the other parameters' defaults,
  /// without a CallArgs; the generic call when they do not fit.
  static Ref call_with_self(Interpreter& in, FunctionObject* fn, Ref self);
  /// Runs `fn`'s body (its arguments bound, its cells made) in a new frame over `scope`.
  static Ref run_function(Interpreter& in, FunctionObject* fn, const std::shared_ptr<Scope>& scope);

 private:
  friend class EvaluatorRunner;  // generator frames (generator.h)
  friend class GenExpCode;
  friend class HookScope;
  /// The control-flow hooks when they want statements now (AutoGraph during a trace).
  [[gnu::always_inline]] ControlFlowHooks* active_hooks() const {
    return in_.control_flow_hooks && in_.control_flow_hooks->active() ? in_.control_flow_hooks : nullptr;
  }
  Flow run_hook(BlockExit (ControlFlowHooks::*method)(const ast::Stmt&, StatementScope&), const ast::Stmt& s);
  Ref eval_bool_op(const ast::Expr& e, std::size_t first);
  /// truthy(eval(e)), without making the bool of a comparison of two ints.
  bool eval_test(const ast::Expr& e);
  Flow exec(const ast::Stmt& s);
  Flow exec_for(const ast::Stmt& s);
  /// `for target in enumerate(seq)` over an exact list or tuple `seq`: the loop of the
  /// enumerate object's list (or tuple) iterator, without the iterator objects, the pair tuple
  /// of a two-name target or the item function's calls (CPython's enum_next over listiter_next).
  Flow exec_for_enumerate(const ast::Stmt& s, Ref seq);
  Flow exec_try(const ast::Stmt& s);
  void handle_except_star(const ast::Stmt& s, const Ref& orig);
  Flow exec_match(const ast::Stmt& s);
  Flow exec_with(const ast::Stmt& s, std::size_t item);
  void exec_function_def(const ast::Stmt& s);
  void exec_class_def(const ast::Stmt& s);
  // exec_class_def's steps, each a function of its own: V8 optimizes a hot wasm function whole,
  // and importing Keras runs hundreds of class statements in a fresh engine's first run.
  using ClassKwargs = std::vector<std::pair<std::string, Ref>>;
  Ref class_bases(const ast::Stmt& s, std::vector<TypeRef>& bases);
  TypeObject* class_metaclass(const ast::Stmt& s, const std::vector<TypeRef>& bases, ClassKwargs& class_kwargs);
  Ref prepare_class_namespace(const std::string& written, TypeObject* meta, const Ref& bases, ClassKwargs& class_kwargs);
  void start_class_body(const ast::Stmt& s, const std::string& qualname);
  Ref class_from_metaclass(const std::string& written, TypeObject* meta, const Ref& bases, const Ref& mapping,
                           const Scope& body_scope, ClassKwargs& class_kwargs);
  Ref class_from_namespace(const std::string& written, TypeObject* meta, const std::vector<TypeRef>& bases,
                           Scope& body_scope, ClassKwargs& class_kwargs);
  void exec_import(const ast::Stmt& s);
  [[noreturn]] void exec_raise(const ast::Stmt& s);

  Ref load_name(const ast::Expr& e);
  Ref load_global(const ast::Expr& e);
  /// load_name's fast paths: the value a bound local's slot, a closure's bound cell or a
  /// global's or builtin's cached entry holds for the Name node `e`; nullptr for anything else
  /// (unbound, names found by the search), which load_name resolves or reports.
  [[gnu::always_inline]] const Ref* bound_fast(const ast::Expr& e) {
    const Ref* v = nullptr;
    if (e.access == ast::NameAccess::Fast && scope_->code == e.slot_owner) {
      v = &scope_->vars.slots[e.slot];
    } else if (e.access == ast::NameAccess::Deref && scope_->code == e.slot_owner) {
      v = &static_cast<CellObject*>(scope_->vars.slots[e.slot].get())->value;
    } else if (e.access == ast::NameAccess::Global) {
      AttrMap& globals = globals_->vars.dict;
      const ast::GlobalCache& c = e.global_cache;
      if (c.globals == &globals && c.globals_version == globals.version()) {
        if (!c.builtins_version) {
          v = &globals.entry(c.index);
        } else if (AttrMap& builtins = in_.builtins_->vars.dict; c.builtins_version == builtins.version()) {
          v = &builtins.entry(c.index);  // a builtin no global shadows (len, isinstance, range)
        }
      }
    }
    return v && *v && (*v)->cls != undefined_type_ ? v : nullptr;
  }
  /// The value of a leaf operand read in place, without a call of eval(): a Name bound_fast
  /// finds, or a constant already built; nullptr for anything else. Reading one runs no code.
  [[gnu::always_inline]] const Ref* leaf_value(const ast::Expr& e) {
    if (e.kind == ast::ExprKind::Name) return bound_fast(e);
    if (e.kind == ast::ExprKind::Constant && e.value) return &e.value;
    return nullptr;
  }
  /// eval(e), with a leaf read inline (arguments, operands, returned values).
  [[gnu::always_inline]] Ref eval_operand(const ast::Expr& e) {
    if (const Ref* v = leaf_value(e)) return *v;
    if (e.kind == ast::ExprKind::Call) return eval_call(e);  // without eval's frame and switch
    return eval(e);
  }
  /// obj.attr and obj.attr = value for the Attribute node `e`, through its inline cache.
  /// `property_site`: `e` is an attribute load of its own (no call's callee), whose cache may
  /// remember a property of the type and call its getter directly.
  Ref load_attr(const ast::Expr& e, const Ref& obj, bool property_site = false);
  void store_attr(const ast::Expr& e, const Ref& obj, Ref value);
  /// Whether the variable `name` (a local's slot or a global) is bound to `value` right now.
  bool binding_holds(const ast::Expr& name, const Object* value);
  /// Binds a Name target (the slot of a local, the globals, or by name).
  void store(const ast::Expr& name, Ref value);
  /// store()'s first case inline: binds the Name target `name` when it is a local of this
  /// scope's slots (a loop variable, `x = f(i)` in a function); false, with `value` as it was,
  /// for any other target.
  [[gnu::always_inline]] bool store_fast(const ast::Expr& name, Ref& value) {
    if (name.kind != ast::ExprKind::Name || name.access != ast::NameAccess::Fast || scope_->code != name.slot_owner)
      return false;
    scope_->vars.slots[name.slot] = std::move(value);
    return true;
  }
  void store_name(const std::string& id, Ref value, bool skip_comprehension = false);
  void unbind_handler_name(const std::string& id);
  Ref class_annotations();
  void delete_name(const ast::Expr& e);
  void assign(const ast::Expr& target, const Ref& value);
  void unpack(const ast::Expr& target, const Ref& value);

  Ref eval_constant(const ast::Expr& e);
  Ref make_constant(const ast::Expr& e);
  /// A call, then the __del__ methods of the objects that died during it (finalizer.h): a function's
  /// locals are finalized as it returns, before the caller goes on (`print(f())` prints what f's
  /// locals' __del__ print first).
  Ref eval_call(const ast::Expr& e) {
    Ref result = eval_call_inner(e);
    if (g_finalizers_pending) run_pending_finalizers();
    return result;
  }
  Ref eval_call_inner(const ast::Expr& e);
  /// eval_call's path for a Python function whose parameters are all positional(-or-keyword),
  /// called with positional arguments (`self` first when not null) and keywords naming the
  /// parameters after them, the rest having defaults (`f(x)`, `obj.m(x)`, `add(x, b=2)`): each
  /// argument is evaluated straight into its slot of the callee's scope, with no CallArgs and no
  /// binding (CPython's CALL_PY_WITH_DEFAULTS). nullptr, with nothing evaluated and `self` as it
  /// was, for any other call: the generic path evaluates and binds it, errors included.
  static constexpr std::size_t kInlineKeywords = 8;
  struct InlinePlan {
    enum Mode { Positional, Varargs, Starred, General } mode = Positional;
    std::size_t given = 0;                   // positional arguments, `self` included
    std::uint32_t kw_slot[kInlineKeywords];  // General: the slot of each keyword argument
                                             // (kToKwargs for one **kwargs takes)
    std::uint32_t npos;                      // General: the positional parameters
    bool vararg, varkw;                      // General: whether there are *args and **kwargs
    std::size_t filled = 0;                  // fill_slots: the positional slots it filled
    // and the positional arguments after them, made on first use: a call without any
    // destroys no vector
    std::optional<std::vector<Ref>> extra_;
    std::vector<Ref>& extra() { return extra_ ? *extra_ : extra_.emplace(); }
    std::vector<Ref> take_extra() { return extra_ ? std::move(*extra_) : std::vector<Ref>(); }
  };
  /// Whether the call `e` of `fn` (with `self` in front when `has_self`) takes that path:
  /// Positional, positional arguments of a function with positional parameters only; Varargs,
  /// positional arguments of one whose last parameter is *args; Starred, `f(x, *args)` of one
  /// with positional parameters only; General, positional arguments and keywords that bind
  /// without an error to any signature (`add(x, b=2)`, keyword-only parameters, *args,
  /// **kwargs: Keras's `__call__`).
  static constexpr std::uint32_t kToKwargs = ~0u;
  [[gnu::always_inline]] inline static bool plan_inline(const FunctionObject* fn, bool has_self, const ast::Expr& e,
                                                        InlinePlan& plan);
  /// Evaluates the arguments into their slots (after the `self` slot when there is one) and
  /// fills the defaults; false when the arguments do not fit after all (inline_fallback then).
  [[gnu::always_inline]] inline bool fill_slots(FunctionObject* fn, Ref* slots, const ast::Expr& e, InlinePlan& plan);
  /// plan_inline's and fill_slots' General mode.
  [[gnu::noinline]] static bool plan_general(const FunctionObject* fn, const ast::Expr& e, InlinePlan& plan);
  [[gnu::noinline]] bool fill_general(FunctionObject* fn, Ref* slots, const ast::Expr& e, InlinePlan& plan);
  /// Runs the call (`self` first when not null).
  /// With `called` (an instance whose class's __call__ is `fn`, and `self` that instance), the
  /// class must keep version tag `tag` while the arguments evaluate: else the instance's call
  /// goes the generic way, which looks __call__ up again, as CPython's slot_tp_call does.
  /// run_inline's case for a call that passes one positional argument per parameter (`self`
  /// first when not null) of a leaf function (CodeInfo::leaf) that is no generator, its body
  /// loaded, with no control-flow hooks active (`fib(n - 1)`, `obj.m(x)`, `self.helper(a, b)`):
  /// the scope from the function's pool, the arguments straight into its slots, none of the
  /// plan's cases or the defaults' checks.
  [[gnu::always_inline]] static bool leaf_call(const FunctionObject* fn, std::size_t given, const ast::Expr& e) {
    return e.slot == 1 && e.keywords.empty() && fn->positional_only_call && fn->code && fn->code->leaf &&
           !fn->is_generator && fn->params.size() == given;
  }
  [[gnu::noinline]] Ref run_leaf(FunctionObject* fn, Ref& self, const ast::Expr& e);
  template <bool kCalled = false>
  Ref run_inline(FunctionObject* fn, Ref& self, const ast::Expr& e, InlinePlan& plan,
                 const TypeObject* called = nullptr, std::uint64_t tag = 0);
  /// The generic call with the arguments fill_slots evaluated (a constructor's when
  /// `instance_of`).
  /// `implicit` (when not null) is what is called instead, without slot 0's argument: a
  /// constructor's class, or an instance whose __call__ fn is.
  [[gnu::noinline]] Ref inline_fallback(FunctionObject* fn, Ref* slots, const Object* implicit, const ast::Expr& e,
                                        InlinePlan& plan);
  /// Appends the items of `*v` in a call of `func` (a tuple's or list's directly), as
  /// CPython's CALL_FUNCTION_EX: TypeError when `v` is not iterable.
  static void append_starred(std::vector<Ref>& out, const Ref& func, Ref v);
  /// eval_call's path for `C(...)` where C is a class the program wrote whose instances
  /// object.__new__ makes and whose __init__ is a plain function; nullptr for anything else.
  Ref construct_inline(TypeObject* cls, const ast::Expr& e);
  /// For `super().name(...)` (the Call node `super_call` is `super()`): the plain function the
  /// super object's lookup would bind, with `self` set to the object it binds to; nullptr when
  /// the lookup would find anything else (or raise), which the generic path then does.
  /// With `attribute` (`super().name` loaded, not called) a property whose getter is a Python
  /// function is found too.
  Ref super_method(const ast::Expr& super_call, const std::string& name, std::size_t hash, Ref& self,
                   bool attribute = false);
  /// `super().name` loaded in a method (CPython 3.12's LOAD_SUPER_ATTR): the bound method of
  /// a plain function, or a Python property getter's result, found as the super object would
  /// find them, without making the super object; nullptr for anything else, which the generic
  /// path then loads (and reports).
  Ref super_attr(const ast::Expr& e);
  Ref eval_joined_str(const ast::Expr& e);
  Ref eval_slice(const ast::Expr& e);
  Ref eval_comprehension(const ast::Expr& e);
  /// Whether the current item passes every `if` of a comprehension clause.
  bool passes_filters(const ast::Comprehension& g) {
    for (const auto& cond : g.ifs)
      if (!eval_test(*cond)) return false;
    return true;
  }
  Ref make_genexp(const ast::Expr& e);
  void run_generators(const ast::Expr& e, std::size_t level, const std::shared_ptr<Scope>& scope,
                      const std::function<void(Evaluator&)>& emit, Evaluator* outer_eval);
  std::vector<Ref> eval_elements(const ast::ExprList& elts);
  std::string qualified_name(const std::string& name) const;
  Ref make_function(const ast::Arguments& args, const std::string& name, const ast::StmtList* body,
                    const ast::Expr* lambda_body, const ast::Stmt* def, int line,
                    const std::shared_ptr<CodeInfo>& code);
  /// A new scope for a comprehension `e` run from this evaluator's scope.
  std::shared_ptr<Scope> comprehension_scope(const ast::Expr& e);

  void at(const ast::Expr& e) {
    frame_.pos = &e.pos;
    frame_.end = &e.end;
    frame_.expr = &e;
  }

  Interpreter& in_;
  std::shared_ptr<Scope> scope_;
  const std::shared_ptr<Scope>& globals_;
  Frame& frame_;
  const std::string& qualprefix_;
  // The type of the control-flow hooks' "undefined" marker (reading a variable bound to one
  // raises), or null.
  const TypeObject* undefined_type_;
  // The block being run and the index of its current statement (for control-flow hooks that
  // take over the rest of a block), and whether a hook did.
  const ast::StmtList* block_ = nullptr;
  std::size_t index_ = 0;
  bool skip_rest_ = false;
};

// A leaf function's scope cannot outlive the call (nothing nested can capture it): it comes
// from the pool and goes back when the call ends, its locals released then as before.
struct Evaluator::ScopeLease {
  Interpreter& in;
  std::unique_ptr<Scope> scope;
  ~ScopeLease() {
    if (!scope) return;
    // Unbinds the locals but keeps the slots (and the code they are for): the next call of
    // the same function needs no use_slots. The free variables' slots (the last ones) point at
    // the function's cells without owning them (init_cells): they stay, and a next call of the
    // same closure finds them set.
    Ref* slots = scope->vars.slots.data();
    for (std::size_t i = 0, n = scope->code->free_begin; i < n; ++i) slots[i].reset();
    if (scope->vars.dict.size()) scope->vars.dict = AttrMap();
    // The parent stays too (a non-owning pointer, never read while pooled): call_scope sets it
    // again when the next call's closure has another.
    if (std::vector<std::unique_ptr<Scope>>& pool = scope->code->free_scopes; pool.size() < kPooledScopes)
      pool.push_back(std::move(scope));
  }
  // The scopes kept per function: as many as its calls that run at once (recursion) up to this.
  static constexpr std::size_t kPooledScopes = 32;
};

namespace {
// Whether the wasm stack has room for a deeper call (natively nothing): RecursionError if not.
void check_stack(int depth);
}  // namespace

namespace {
Flow to_flow(BlockExit x) {
  switch (x) {
    case BlockExit::Return: return Flow::Return;
    case BlockExit::Break: return Flow::Break;
    case BlockExit::Continue: return Flow::Continue;
    default: return Flow::Normal;
  }
}
BlockExit to_exit(Flow f) {
  switch (f) {
    case Flow::Return: return BlockExit::Return;
    case Flow::Break: return BlockExit::Break;
    case Flow::Continue: return BlockExit::Continue;
    default: return BlockExit::Normal;
  }
}
}  // namespace

/// The statement scope control-flow hooks see: the evaluator running the statement.
class HookScope : public StatementScope {
 public:
  explicit HookScope(Evaluator& ev) : ev_(ev), block_(ev.block_), index_(ev.index_) {}
  BlockExit exec(const ast::StmtList& body, std::size_t begin) override { return to_exit(ev_.exec_block(body, begin)); }
  Ref eval(const ast::Expr& e) override { return ev_.eval(e); }
  void assign(const ast::Expr& target, const Ref& value) override { ev_.assign(target, value); }
  Ref lookup(const std::string& name) override {
    Scope* s = ev_.scope_.get();
    if (s->code && s->code->globals.count(name)) s = ev_.globals_.get();
    else if (s->code && s->code->nonlocals.count(name)) {
      for (Scope* cur = s->parent.get(); cur; cur = cur->parent.get())
        if (!cur->is_class && (cur->vars.contains(name) || (cur->code && cur->code->locals.count(name)))) {
          s = cur;
          break;
        }
    }
    Object* v = s->vars.find(name);
    return v ? v->self() : nullptr;
  }
  Ref resolve(const std::string& name) override {
    Scope* s = ev_.scope_.get();
    if (!(s->code && s->code->globals.count(name)))
      for (Scope* cur = s; cur; cur = cur->parent.get()) {
        if (cur->is_class && cur != s) continue;
        if (Object* v = cur->vars.find(name)) return v->self();
      }
    if (Object* v = ev_.globals_->vars.find(name)) return v->self();
    if (Object* v = ev_.in_.builtins()->vars.find(name)) return v->self();
    return nullptr;
  }
  void bind(const std::string& name, const Ref& value) override {
    if (value) {
      ev_.store_name(name, value);
      return;
    }
    Scope* s = ev_.scope_.get();
    if (s->code && s->code->globals.count(name)) s = ev_.globals_.get();
    s->vars.erase(name);
  }
  Ref return_value() const override { return ev_.return_value; }
  void set_return_value(Ref value) override { ev_.return_value = std::move(value); }
  const ast::StmtList& block() const override { return *block_; }
  std::size_t index() const override { return index_; }
  void skip_rest_of_block() override { ev_.skip_rest_ = true; }
  const ast::StmtList* code() const override {
    return ev_.frame_.function ? ev_.frame_.function->body : nullptr;
  }
  const void* frame_id() const override { return &ev_.frame_; }
  void at(const ast::Stmt& s) override {
    ev_.frame_.pos = &s.pos;
    ev_.frame_.end = &s.end;
    ev_.frame_.expr = nullptr;
  }

 private:
  Evaluator& ev_;
  const ast::StmtList* block_;
  std::size_t index_;
};

Flow Evaluator::run_hook(BlockExit (ControlFlowHooks::*method)(const ast::Stmt&, StatementScope&),
                         const ast::Stmt& s) {
  HookScope scope(*this);
  return to_flow((in_.control_flow_hooks->*method)(s, scope));
}

// ----- the handled-exception stack (sys.exc_info) -------------------------------------------------

namespace {
std::vector<Ref>& handled_stack() {
  static thread_local std::vector<Ref> stack;
  return stack;
}

struct HandlingGuard {
  explicit HandlingGuard(Ref e) { handled_stack().push_back(std::move(e)); }
  ~HandlingGuard() { handled_stack().pop_back(); }
};

Ref current_handled() { return handled_stack().empty() ? nullptr : handled_stack().back(); }

// Records the exception being handled as __context__ of a newly raised one.
void attach_context(const Ref& exc) {
  Ref ctx = current_handled();
  if (!ctx || ctx == exc) return;
  auto* e = static_cast<ExceptionObject*>(exc.get());
  if (e->context) return;
  // Never close a cycle: CPython cuts the chain where `exc` already appears in ctx's context.
  for (Ref c = ctx; c; c = static_cast<ExceptionObject*>(c.get())->context)
    if (c == exc) return;
  e->context = ctx;
}

// A raise statement's implicit chaining (_PyErr_SetObject): the exception being handled becomes
// `exc`'s __context__, even when `exc` is an exception raised before and already has one; where
// `exc` appears in the handled exception's context chain the chain is cut first, so no cycle
// forms (a cycle already there is walked once, Floyd's way, as CPython does).
void chain_raised(const Ref& exc) {
  Ref ctx = current_handled();
  if (!ctx || ctx == exc) return;
  auto context_of = [](const Ref& o) -> Ref& { return static_cast<ExceptionObject*>(o.get())->context; };
  Ref o = ctx, slow = ctx;
  bool advance_slow = false;
  while (Ref next = context_of(o)) {
    if (next == exc) {
      context_of(o) = nullptr;
      break;
    }
    o = next;
    if (o == slow) break;
    if (advance_slow) slow = context_of(slow);
    advance_slow = !advance_slow;
  }
  context_of(exc) = ctx;
}

[[noreturn]] void name_error(const std::string& id, std::vector<std::string> visible = {}) {
  auto e = make_exception(E().NameError, "name '" + id + "' is not defined");
  e->ensure_dict().set("name", Str(id));
  static_cast<ExceptionObject*>(e.get())->visible_names = std::move(visible);
  throw PyError{e};
}

// What CPython 3.12 searches for a NameError's "Did you mean" suggestion, as four groups of
// names separated by an empty string (never a name): the frame's locals when they are not its
// globals (f_locals), its code's co_varnames, its globals, the builtins. traceback.py (a caught
// exception formatted by the traceback module) searches f_locals + f_globals + f_builtins as one
// list; suggestions.c (an uncaught one) searches co_varnames, then the globals, then the
// builtins, each on its own (traceback.cpp).
std::vector<std::string> visible_names(const Scope* local, const Scope* globals, const Scope* builtins,
                                       const FunctionObject* function) {
  std::vector<std::string> names;
  auto add = [&](const Scope* s) { s->vars.for_each([&](const std::string& k, const Ref&) { names.push_back(k); }); };
  if (globals != local) add(local);
  names.emplace_back();
  if (function && !local->is_class) {
    std::vector<std::string> varnames = code_varnames(function);
    names.insert(names.end(), varnames.begin(), varnames.end());
  }
  names.emplace_back();
  add(globals);
  names.emplace_back();
  add(builtins);
  return names;
}

}  // namespace

Ref handled_exception() { return current_handled(); }

// ----- statements ----------------------------------------------------------------------------------

Flow Evaluator::exec_block(const ast::StmtList& body, std::size_t begin) {
  struct Cursor {
    Evaluator& ev;
    const ast::StmtList* block;
    std::size_t index;
    ~Cursor() {
      ev.block_ = block;
      ev.index_ = index;
    }
  } cursor{*this, block_, index_};
  block_ = &body;
  for (std::size_t i = begin; i < body.size(); ++i) {
    index_ = i;
    Flow f = exec(*body[i]);
    if (skip_rest_) {  // a control-flow hook ran the rest of this block
      skip_rest_ = false;
      return f;
    }
    if (f != Flow::Normal) return f;
    if (ControlFlowHooks* hooks = active_hooks()) {
      HookScope scope(*this);
      BlockExit exit = BlockExit::Normal;
      if (hooks->after_statement(scope, exit)) return to_flow(exit);
    }
  }
  return Flow::Normal;
}

Flow Evaluator::exec(const ast::Stmt& s) {
  using K = ast::StmtKind;
  // The __del__ methods of what the previous statement freed (finalizer.h): `del x` or `x = None`
  // is finalized before the next statement runs.
  if (g_finalizers_pending) run_pending_finalizers();
  step(in_);
  frame_.pos = &s.pos;
  frame_.end = &s.end;
  frame_.expr = nullptr;
  switch (s.kind) {
    case K::Expr:
      if (s.value->kind == ast::ExprKind::Call) eval_call(*s.value);  // `obj.m(x)` as a statement
      else eval(*s.value);
      return Flow::Normal;
    case K::Assign: {
      Ref v = eval_operand(*s.value);
      if (s.targets.size() == 1 && s.targets[0]->kind == ast::ExprKind::Name) {
        if (store_fast(*s.targets[0], v)) return Flow::Normal;
        store(*s.targets[0], std::move(v));
        return Flow::Normal;
      }
      for (const auto& t : s.targets) assign(*t, v);
      return Flow::Normal;
    }
    case K::AugAssign: {
      const ast::Expr& t = *s.target;
      if (t.kind == ast::ExprKind::Name) {
        const Ref* bound = bound_fast(t);
        Ref cur = bound ? *bound : load_name(t);
        Ref v = eval_operand(*s.value);
        frame_.pos = &s.pos;
        frame_.end = &s.end;
        frame_.expr = nullptr;
        // `n += 1` on ints within int64: the sum, without the number protocol.
        if ((s.binop == ast::BinOpKind::Add || s.binop == ast::BinOpKind::Sub) && cur->cls == T().int_ &&
            v->cls == T().int_) {
          auto* x = static_cast<IntObject*>(cur.get());
          auto* y = static_cast<IntObject*>(v.get());
          std::int64_t r;
          if (!x->big && !y->big &&
              !(s.binop == ast::BinOpKind::Add ? __builtin_add_overflow(x->value, y->value, &r)
                                               : __builtin_sub_overflow(x->value, y->value, &r))) {
            // The result goes into an int nothing else can see (sole_number): the variable's
            // own, else the right operand when it is a temporary; a result among the shared
            // small ints is that int, as always.
            if (r < kSmallIntMin || r > kSmallIntMax) {
              if (sole_number(cur, 2) && binding_holds(t, cur.get())) {
                x->value = r;
                return Flow::Normal;
              }
              if (sole_number(v, 1)) {
                y->value = r;
                cur.reset();
                store(t, std::move(v));
                return Flow::Normal;
              }
            }
            cur.reset();
            store(t, Int(r));
            return Flow::Normal;
          }
        }
        // `acc += x * w` on two floats: IEEE arithmetic, as float_add/float_sub/float_mul,
        // into the variable's float or a temporary right operand when nothing else sees them.
        if (cur->cls == T().float_ && v->cls == T().float_ &&
            (s.binop == ast::BinOpKind::Add || s.binop == ast::BinOpKind::Sub || s.binop == ast::BinOpKind::Mult)) {
          double x = static_cast<FloatObject*>(cur.get())->value;
          double y = static_cast<FloatObject*>(v.get())->value;
          double r = s.binop == ast::BinOpKind::Add ? x + y : s.binop == ast::BinOpKind::Sub ? x - y : x * y;
          if (sole_number(cur, 2) && binding_holds(t, cur.get())) {
            static_cast<FloatObject*>(cur.get())->value = r;
            return Flow::Normal;
          }
          cur.reset();
          if (sole_number(v, 1)) {
            static_cast<FloatObject*>(v.get())->value = r;
            store(t, std::move(v));
            return Flow::Normal;
          }
          store(t, Float(r));
          return Flow::Normal;
        }
        // `s += t` on a str nothing else refers to (the variable, a local or a global, and
        // `cur` hold the only two references) appends in place instead of copying: string
        // building in a loop stays linear, as CPython's unicode_concatenate does with the same
        // reference-count test.
        if (s.binop == ast::BinOpKind::Add && cur->cls == T().str && v->cls == T().str && cur.use_count() == 2 &&
            binding_holds(t, cur.get())) {
          static_cast<StrObject*>(cur.get())->value += static_cast<StrObject*>(v.get())->value;
          store(t, std::move(cur));
          return Flow::Normal;
        }
        Ref r = arith_fast(s.binop, cur.get(), v.get());  // ints and floats have no in-place methods
        store(t, r ? std::move(r) : inplace_op(s.binop, cur, v));
      } else if (t.kind == ast::ExprKind::Attribute) {
        Ref obj = eval_operand(*t.left);
        at(t);
        Ref cur = load_attr(t, obj);
        Ref v = eval_operand(*s.value);
        frame_.pos = &s.pos;
        frame_.end = &s.end;
        frame_.expr = nullptr;
        Ref r = arith_fast(s.binop, cur.get(), v.get());  // `self.n += k`
        store_attr(t, obj, r ? std::move(r) : inplace_op(s.binop, cur, v));
      } else {
        Ref obj = eval(*t.left);
        Ref key = eval_slice(*t.right);
        at(t);
        Ref cur = getitem(obj, key);
        Ref v = eval(*s.value);
        frame_.pos = &s.pos;
        frame_.end = &s.end;
        frame_.expr = nullptr;
        Ref r = arith_fast(s.binop, cur.get(), v.get());  // `counts[k] += 1`
        setitem(obj, key, r ? std::move(r) : inplace_op(s.binop, cur, v));
      }
      return Flow::Normal;
    }
    case K::AnnAssign:
      if (s.value) assign(*s.target, eval(*s.value));
      // A class body records `name: annotation` in __annotations__ (after the value, as
      // CPython), which dataclasses and NamedTuple read. Other targets' annotations are
      // evaluated and dropped (compiler_annassign's check_annotation), `(x): int`'s too.
      if (scope_->is_class) {
        Ref annotation = eval(*s.annotation);
        if (s.simple) setitem(class_annotations(), Str(s.target->id), annotation);
      } else if (scope_.get() == globals_.get()) {
        // At module level the annotation is evaluated, and a simple name's stored in the
        // module's __annotations__ (made when the module started: exec_module), looked up by
        // name as CPython 3.12's LOAD_NAME does.
        Ref annotation = eval(*s.annotation);
        if (s.simple) {
          Object* found = scope_->vars.find("__annotations__");
          if (!found) raise(E().NameError, "name '__annotations__' is not defined");
          setitem(found->self(), Str(s.target->id), annotation);
        }
      }
      return Flow::Normal;
    case K::Delete: {
      // A tuple or list target deletes its elements left to right, nested ones too
      // (del a, (b, c), [d, (e, f)]).
      auto del = [&](const auto& self, const ast::Expr& t) -> void {
        if (t.kind == ast::ExprKind::Name) {
          at(t);  // DELETE_NAME's position: what the name's object finalizes reports there
          delete_name(t);
        } else if (t.kind == ast::ExprKind::Attribute) {
          Ref obj = eval(*t.left);
          at(t);
          delattr(obj, t.id);
        } else if (t.kind == ast::ExprKind::Subscript) {
          Ref obj = eval(*t.left);
          Ref key = eval_slice(*t.right);
          at(t);
          delitem(obj, key);
        } else {
          for (const auto& x : t.elts) self(self, *x);
        }
      };
      for (const auto& t : s.targets) del(del, *t);
      return Flow::Normal;
    }
    case K::Pass:
      return Flow::Normal;
    case K::Break:
      return Flow::Break;
    case K::Continue:
      return Flow::Continue;
    case K::Return:
      return_value = s.value ? eval_operand(*s.value) : None();
      last_return_site() = s.pos;  // set after the value: a call in it returns first
      return Flow::Return;
    case K::If:
      if (active_hooks()) return run_hook(&ControlFlowHooks::exec_if, s);
      if (eval_test(*s.test)) return exec_block(s.body);
      return exec_block(s.orelse);
    case K::While:
      if (active_hooks()) return run_hook(&ControlFlowHooks::exec_while, s);
      for (;;) {
        frame_.pos = &s.pos;
        frame_.end = &s.end;
        frame_.expr = nullptr;
        step(in_);
        if (!eval_test(*s.test)) return exec_block(s.orelse);
        Flow f = exec_block(s.body);
        if (f == Flow::Break) return Flow::Normal;
        if (f == Flow::Return) return f;
      }
    case K::For:
      if (active_hooks()) return run_hook(&ControlFlowHooks::exec_for, s);
      return exec_for(s);
    case K::FunctionDef:
      exec_function_def(s);
      return Flow::Normal;
    case K::ClassDef:
      exec_class_def(s);
      return Flow::Normal;
    case K::Try:
      return exec_try(s);
    case K::Raise:
      exec_raise(s);
    case K::Assert:
      if (!eval_test(*s.test)) {
        Ref exc = s.msg ? call(E().AssertionError->self(), std::vector<Ref>{eval(*s.msg)})
                        : make_exception(E().AssertionError, "");
        frame_.pos = &s.pos;
        frame_.end = &s.end;
        frame_.expr = nullptr;
        attach_context(exc);
        throw PyError{exc};
      }
      return Flow::Normal;
    case K::With:
      return exec_with(s, 0);
    case K::Import:
    case K::ImportFrom:
      exec_import(s);
      return Flow::Normal;
    case K::Global:
    case K::Nonlocal:
      return Flow::Normal;
    case K::Match:
      return exec_match(s);
  }
  return Flow::Normal;
}

Flow Evaluator::exec_match(const ast::Stmt& s) {
  Ref subject = eval(*s.value);
  auto evaluate = [this](const ast::Expr& e) { return eval(e); };
  PatternMatcher matcher(evaluate, frame_);
  const ast::StmtList* body = select_case(
      s, matcher, subject, [this](const std::string& name, const Ref& v) { store_name(name, v); }, evaluate);
  return body ? exec_block(*body) : Flow::Normal;
}

namespace {
/// Steps through what a for loop or a comprehension iterates: a list, tuple or range by index
/// (their iterators are invisible to the program, and listiterator and rangeiterator give the
/// same items: a list's length is read at each step, a range's once), anything else through
/// iter() and next().
class ItemCursor {
 public:
  explicit ItemCursor(Ref iterable) {
    const BuiltinTypes& t = T();
    TypeObject* c = iterable->cls;
    if (c == t.list) {
      kind_ = Kind::List;
      items_ = &static_cast<ListObject*>(iterable.get())->items;
    } else if (c == t.tuple) {
      kind_ = Kind::Tuple;
      items_ = &static_cast<TupleObject*>(iterable.get())->items;
    } else if (c == t.range) {
      kind_ = Kind::Range;
      n_ = static_cast<RangeObject*>(iterable.get())->length();
    } else {
      kind_ = Kind::Iterator;
      iterable = iter(iterable);
    }
    held_ = std::move(iterable);
  }
  /// The next item, or nullptr at the end.
  Ref next() {
    switch (kind_) {
      case Kind::List:
      case Kind::Tuple:
        return i_ < items_->size() ? (*items_)[i_++] : nullptr;
      case Kind::Range: {
        if (static_cast<std::int64_t>(i_) >= n_) return nullptr;
        auto* r = static_cast<RangeObject*>(held_.get());
        return Int(r->start + r->step * static_cast<std::int64_t>(i_++));
      }
      default:
        return tfplay::py::next(held_);
    }
  }

 private:
  enum class Kind { List, Tuple, Range, Iterator };
  Kind kind_;
  Ref held_;  // the sequence, or the iterator
  const std::vector<Ref>* items_ = nullptr;
  std::size_t i_ = 0;
  std::int64_t n_ = 0;
};
}  // namespace

Flow Evaluator::exec_for(const ast::Stmt& s) {
  const ast::Expr& it = *s.iter;
  Ref iterable;
  // `enumerate(seq)` of the builtin, one positional argument: evaluated as eval_call would
  // (the callee, the argument, then the call), the loop over a list or tuple done here.
  if (it.kind == ast::ExprKind::Call && it.left->kind == ast::ExprKind::Name && it.elts.size() == 1 &&
      it.keywords.empty() && it.elts[0]->kind != ast::ExprKind::Starred) {
    if (const Ref* f = bound_fast(*it.left); f && f->get() == iterator_types().enumerate) {
      Ref fn = *f;
      Ref seq = eval_operand(*it.elts[0]);
      if (seq->cls == T().list || seq->cls == T().tuple) return exec_for_enumerate(s, std::move(seq));
      CallArgs args;
      args.args.push_back(std::move(seq));
      at(it);
      iterable = call(fn, args);
    }
  }
  ItemCursor items(iterable ? std::move(iterable) : loop_iterable(it, [this](const ast::Expr& x) { return eval(x); }));
  for (;;) {
    frame_.pos = &s.pos;
    frame_.end = &s.end;
    frame_.expr = nullptr;
    Ref item = items.next();
    if (!item) break;
    if (!store_fast(*s.target, item)) assign(*s.target, item);
    Flow f = exec_block(s.body);
    if (f == Flow::Break) return Flow::Normal;
    if (f == Flow::Return) return f;
  }
  return exec_block(s.orelse);
}

Flow Evaluator::exec_for_enumerate(const ast::Stmt& s, Ref seq) {
  // The list iterator reads the list's length at each step (items appended meanwhile are
  // visited); a tuple cannot change.
  const std::vector<Ref>& items = seq->cls == T().list ? static_cast<ListObject*>(seq.get())->items
                                                       : static_cast<TupleObject*>(seq.get())->items;
  const ast::Expr& target = *s.target;
  // `for i, x in ...`: the pair's items are assigned in order, as unpacking the pair would.
  const bool pair = (target.kind == ast::ExprKind::Tuple || target.kind == ast::ExprKind::List) &&
                    target.elts.size() == 2 && target.elts[0]->kind != ast::ExprKind::Starred &&
                    target.elts[1]->kind != ast::ExprKind::Starred;
  for (std::size_t k = 0;; ++k) {
    frame_.pos = &s.pos;
    frame_.end = &s.end;
    frame_.expr = nullptr;
    if (k >= items.size()) break;
    Ref item = items[k];
    Ref index = Int(static_cast<std::int64_t>(k));
    if (pair) {
      at(target);  // UNPACK_SEQUENCE is located at the target
      const ast::Expr& first = *target.elts[0];
      const ast::Expr& second = *target.elts[1];
      if (first.kind == ast::ExprKind::Name) store(first, std::move(index));
      else assign(first, index);
      if (second.kind == ast::ExprKind::Name) store(second, std::move(item));
      else assign(second, item);
    } else {
      assign(target, Tuple({std::move(index), std::move(item)}));
    }
    Flow f = exec_block(s.body);
    if (f == Flow::Break) return Flow::Normal;
    if (f == Flow::Return) return f;
  }
  return exec_block(s.orelse);
}

Flow Evaluator::exec_try(const ast::Stmt& s) {
  Flow flow = Flow::Normal;
  Ref pending;  // an exception still propagating when `finally` runs
  try {
    try {
      try {
        flow = exec_block(s.body);
      } catch (const std::bad_alloc&) {
        raise(E().MemoryError, "");  // so `except MemoryError` sees a failed allocation
      }
    } catch (PyError& err) {
      Ref exc = err.exc;
      // CPython's traceback has an entry for every frame the exception passed through,
      // including the one that catches it (what a chained traceback shows).
      in_.add_traceback(exc, frame_);
      if (s.star) {
        handle_except_star(s, exc);  // raises what is left
        return s.finalbody.empty() ? flow : [&] {
          Flow f = exec_block(s.finalbody);
          return f != Flow::Normal ? f : flow;
        }();
      }
      const ast::ExceptHandler* match = nullptr;
      for (const auto& h : s.handlers) {
        if (!h.type) {
          match = &h;
          break;
        }
        if (exception_matches(exc, eval(*h.type))) {
          match = &h;
          break;
        }
      }
      if (!match) throw;
      HandlingGuard guard(exc);
      if (!match->name.empty()) store_name(match->name, exc);
      try {
        flow = exec_block(match->body);
      } catch (PyError& inner) {
        // Any exception escaping a handler (not only `raise`) chains to the one handled.
        attach_context(inner.exc);
        throw;
      }
      if (!match->name.empty()) unbind_handler_name(match->name);
      // Handled: the traceback bookkeeping lets go of it, so that nothing keeps it alive past
      // the handler (its __del__ runs there, as CPython's `except ... as e` deletes e).
      if (in_.traceback_last_exc_ == exc) {
        in_.traceback_last_exc_ = nullptr;
        in_.traceback_last_frame_ = nullptr;
      }
      return s.finalbody.empty() ? flow : [&] {
        Flow f = exec_block(s.finalbody);
        return f != Flow::Normal ? f : flow;
      }();
    }
    if (flow == Flow::Normal) flow = exec_block(s.orelse);
  } catch (PyError& err) {
    if (s.finalbody.empty()) throw;
    pending = err.exc;
  }
  if (!s.finalbody.empty()) {
    Flow f;
    if (pending) {
      HandlingGuard guard(pending);
      try {
        f = exec_block(s.finalbody);
      } catch (PyError& inner) {
        attach_context(inner.exc);
        throw;
      }
    } else {
      f = exec_block(s.finalbody);
    }
    if (f != Flow::Normal) return f;  // return/break in finally discards the exception
    if (pending) throw PyError{pending};
  }
  return flow;
}

/// The except* clauses of a try statement, run on the exception its body raised (CPython
/// 3.12's compiler_try_star_except): each clause handles the part of the group its types
/// match, the rest goes on to the next clause; what the clauses raised and what no clause
/// handled are raised again together (prep_reraise_star), or nothing when all was handled.
void Evaluator::handle_except_star(const ast::Stmt& s, const Ref& orig) {
  Ref rest = orig;
  std::vector<Ref> excs;
  for (const auto& h : s.handlers) {
    // CHECK_EG_MATCH evaluates and checks every clause's types, even once nothing is left.
    Ref match;
    {
      HandlingGuard guard(orig);
      try {
        Ref type = eval(*h.type);
        check_except_star_type(type);
        if (rest) {
          auto parts = exception_group_match(rest, type);
          match = parts.first;
          rest = parts.second;
        }
      } catch (PyError& inner) {
        attach_context(inner.exc);
        throw;
      }
    }
    if (!match) continue;
    HandlingGuard guard(match);
    if (!h.name.empty()) store_name(h.name, match);
    try {
      exec_block(h.body);  // break, continue and return are SyntaxErrors here
    } catch (PyError& inner) {
      attach_context(inner.exc);
      // A bare `raise` re-raises the handled part as it is (RERAISE adds no entry).
      if (inner.exc != match) in_.add_traceback(inner.exc, frame_);
      excs.push_back(inner.exc);
    }
    if (!h.name.empty()) unbind_handler_name(h.name);
  }
  if (rest) excs.push_back(rest);
  if (Ref result = prep_reraise_star(orig, excs)) {
    in_.traceback_recorded(result, frame_);
    throw PyError{result};
  }
}

Flow Evaluator::exec_with(const ast::Stmt& s, std::size_t index) {
  if (index == s.items.size()) return exec_block(s.body);
  const ast::WithItem& item = s.items[index];
  Ref exit;
  Ref value = enter_context(eval(*item.context_expr), exit);
  if (item.optional_vars) assign(*item.optional_vars, value);
  Flow flow;
  // __exit__ is called from the with statement itself (a traceback through it names that line).
  auto at_statement = [&] {
    frame_.pos = &s.pos;
    frame_.end = &s.end;
    frame_.expr = nullptr;
  };
  try {
    flow = exec_with(s, index + 1);
  } catch (PyError& err) {
    Ref suppress;
    // As in CPython, the exception __exit__ receives already has this frame's entry (the
    // line in the block that raised it), as an exception an `except` clause catches does.
    in_.add_traceback(err.exc, frame_);
    // The exception goes on from where it was raised once __exit__ lets it through.
    const ast::Pos* raised_at[] = {frame_.pos, frame_.end};
    const ast::Expr* raised_expr = frame_.expr;
    {
      HandlingGuard guard(err.exc);
      at_statement();
      suppress = call(exit, exit_arguments(err.exc));
    }
    if (truthy(suppress)) return Flow::Normal;
    frame_.pos = raised_at[0];
    frame_.end = raised_at[1];
    frame_.expr = raised_expr;
    in_.traceback_recorded(err.exc, frame_);  // leaving the frame adds no second entry
    throw;
  }
  at_statement();
  call(exit, std::vector<Ref>{None(), None(), None()});
  return flow;
}

void Evaluator::exec_raise(const ast::Stmt& s) {
  if (!s.exc) {
    Ref active = current_handled();
    if (!active) raise(E().RuntimeError, "No active exception to reraise");
    throw PyError{active};
  }
  Ref value = eval(*s.exc);
  auto instantiate = [](const Ref& v) -> Ref {
    if ((v->cls == T().type || v->cls->is_subtype_of(T().type)) &&
        static_cast<TypeObject*>(v.get())->is_subtype_of(E().BaseException)) {
      Ref made = call(v, std::vector<Ref>{});
      // _PyErr_CreateException's check: a __new__ may return anything (issue #11627).
      if (made->cls->layout != Layout::Exception)
        raise_type_error("calling " + repr(v) + " should have returned an instance of BaseException, not " +
                         repr(made->cls->self()));
      return made;
    }
    if (v->cls->layout == Layout::Exception) return v;
    raise_type_error("exceptions must derive from BaseException");
  };
  Ref exc = instantiate(value);
  if (s.cause) {
    Ref cause = eval(*s.cause);
    auto* e = static_cast<ExceptionObject*>(exc.get());
    if (is_none(cause.get())) {
      e->cause = nullptr;
    } else {
      if (!(cause->cls->layout == Layout::Exception ||
            ((cause->cls == T().type) && static_cast<TypeObject*>(cause.get())->is_subtype_of(E().BaseException))))
        raise_type_error("exception causes must derive from BaseException");
      e->cause = instantiate(cause);
    }
    e->suppress_context = true;
  }
  frame_.pos = &s.pos;
  frame_.end = &s.end;
  frame_.expr = nullptr;
  chain_raised(exc);
  throw PyError{exc};
}

/// compiler_set_qualname: a def or class named in a `global` statement of the block defining
/// it has its bare name as __qualname__ (no "outer.<locals>." before it).
std::string Evaluator::qualified_name(const std::string& name) const {
  if (!qualprefix_.empty() && scope_->code && scope_->code->globals.count(name)) return name;
  return qualprefix_ + name;
}

Ref Evaluator::make_function(const ast::Arguments& args, const std::string& name,
                             const ast::StmtList* body, const ast::Expr* lambda_body,
                             const ast::Stmt* def, int line, const std::shared_ptr<CodeInfo>& code) {
  auto fn = make_object<FunctionObject>(T().function);
  fn->name = name;
  fn->qualname = qualified_name(name);
  fn->locals_prefix = fn->qualname + ".<locals>.";
  // A PEP 695 annotation scope (parser_generics.cpp) adds nothing to the qualnames of the def
  // or class it holds, as in CPython.
  if (name.rfind("<generic parameters of ", 0) == 0) fn->locals_prefix = qualprefix_;
  fn->body = body;
  fn->lambda_body = lambda_body;
  fn->def = def;
  fn->line = line;
  fn->is_generator = def && def->is_generator;
  fn->globals = globals_;
  // Functions close over function scopes, never over a class body or the module scope.
  Scope* s = scope_.get();
  std::shared_ptr<Scope> closure = scope_;
  while (closure && closure->is_class) closure = closure->parent;
  if (closure == globals_) closure = nullptr;
  fn->closure = closure;
  // Its __class__ cell: the class whose body defines it, once made; a function nested in a
  // method shares the method's (the compiler passes the cell down as a free variable).
  if (s->is_class) {
    for (auto it = g_class_body_functions.rbegin(); it != g_class_body_functions.rend(); ++it)
      if (it->body == s) {
        it->functions.push_back(fn);
        break;
      }
  } else if (frame_.function) {
    fn->owner_class = frame_.function->owner_class;
  }
  // The scope analysis ran when the module was loaded; code built elsewhere is analyzed now.
  // A library def whose body is still unparsed gets its code on first use (lazy_body.h); no
  // function encloses such a def, so it has no free variables to capture now.
  if (code) fn->code = code;
  else if (!(def && def->lazy)) fn->code = analyze_function(args, body, lambda_body);
  // The cells of its free variables, from the defining scope (CPython's LOAD_CLOSURE).
  if (fn->code) {
    fn->cells.reserve(fn->code->freevars.size());
    for (const std::string& name : fn->code->freevars) fn->cells.push_back(find_cell(s, name));
  }
  // Defaults are evaluated once, now, in the defining scope.
  std::size_t npos = args.posonlyargs.size() + args.args.size();
  fn->params.reserve(npos + args.kwonlyargs.size() + (args.vararg ? 1 : 0) + (args.kwarg ? 1 : 0));
  std::size_t first_default = npos - args.defaults.size();
  std::size_t i = 0;
  auto add = [&](const ast::Arg& a, ParamKind kind) {
    Param p{a.name, kind, nullptr};
    if (i >= first_default && i < npos) p.default_value = eval(*args.defaults[i - first_default]);
    fn->params.push_back(std::move(p));
    ++i;
  };
  for (const auto& a : args.posonlyargs) add(a, ParamKind::PositionalOnly);
  for (const auto& a : args.args) add(a, ParamKind::PositionalOrKeyword);
  if (args.vararg) fn->params.push_back({args.vararg->name, ParamKind::VarPositional, nullptr});
  for (std::size_t k = 0; k < args.kwonlyargs.size(); ++k) {
    Param p{args.kwonlyargs[k].name, ParamKind::KeywordOnly, nullptr};
    if (k < args.kw_defaults.size() && args.kw_defaults[k]) p.default_value = eval(*args.kw_defaults[k]);
    fn->params.push_back(std::move(p));
  }
  if (args.kwarg) fn->params.push_back({args.kwarg->name, ParamKind::VarKeyword, nullptr});
  // Annotations are evaluated at the def too, after the defaults, into __annotations__ in the
  // compiler's order (args before posonlyargs, then *args, keyword-only, **kwargs, return).
  if (def) {
    std::shared_ptr<DictObject> annotations;
    auto note = [&](const std::string& arg, const ast::ExprPtr& annotation) {
      if (!annotation) return;
      if (!annotations) annotations = Dict();
      annotations->set(Str(arg), eval(*annotation));
    };
    for (const auto& a : args.args) note(a.name, a.annotation);
    for (const auto& a : args.posonlyargs) note(a.name, a.annotation);
    if (args.vararg) note(args.vararg->name, args.vararg->annotation);
    for (const auto& a : args.kwonlyargs) note(a.name, a.annotation);
    if (args.kwarg) note(args.kwarg->name, args.kwarg->annotation);
    note("return", def->returns);
    fn->annotations = std::move(annotations);
  }
  auto positional = [](const Param& p) {
    return p.kind == ParamKind::PositionalOnly || p.kind == ParamKind::PositionalOrKeyword;
  };
  fn->positional_only_call = std::all_of(fn->params.begin(), fn->params.end(), positional);
  fn->varargs_call = !fn->params.empty() && fn->params.back().kind == ParamKind::VarPositional &&
                     std::all_of(fn->params.begin(), fn->params.end() - 1, positional);
  return fn;
}

void Evaluator::exec_function_def(const ast::Stmt& s) {
  std::vector<Ref> decorators;
  for (const auto& d : s.decorator_list) decorators.push_back(eval(*d));
  // A mangled def (`def __f` in a class body) binds _C__f but is named __f (mangle.h).
  Ref fn = make_function(*s.args, s.module.empty() ? s.name : s.module, &s.body, nullptr, &s, s.pos.line, s.code);
  for (auto it = decorators.rbegin(); it != decorators.rend(); ++it) {
    frame_.pos = &s.decorator_list[static_cast<std::size_t>(decorators.rend() - it - 1)]->pos;
    frame_.end = &s.decorator_list[static_cast<std::size_t>(decorators.rend() - it - 1)]->end;
    fn = call(*it, std::vector<Ref>{fn});
  }
  store_name(s.name, fn);
}

void Evaluator::exec_class_def(const ast::Stmt& s) {
  // A mangled class (`class __C` in a class body) binds _Outer__C but is named __C (mangle.h).
  const std::string& written = s.module.empty() ? s.name : s.module;
  std::vector<Ref> decorators;
  for (const auto& d : s.decorator_list) decorators.push_back(eval(*d));
  std::vector<TypeRef> bases;
  Ref orig_bases = class_bases(s, bases);
  ClassKwargs class_kwargs;
  TypeObject* meta = class_metaclass(s, bases, class_kwargs);
  // What __prepare__ and the metaclass get: the bases as resolved, () when there are none.
  Ref bases_tuple = Tuple(std::vector<Ref>(bases.begin(), bases.end()));
  Ref mapping = prepare_class_namespace(written, meta, bases_tuple, class_kwargs);
  if (bases.empty()) bases.push_back(std::static_pointer_cast<TypeObject>(T().object->self()));

  auto body_scope = std::make_shared<Scope>();
  body_scope->parent = scope_ == globals_ ? nullptr : scope_;
  body_scope->is_class = true;
  g_class_body_functions.push_back({body_scope.get(), {}, mapping});
  struct PopClassBody {
    ~PopClassBody() { g_class_body_functions.pop_back(); }
  } pop_class_body;
  std::shared_ptr<CodeInfo> code = s.code ? s.code : analyze_block(s.body);
  body_scope->code = code.get();
  {
    Frame frame{written};
    frame.back = in_.frame_;
    frame.scope = body_scope.get();
    in_.frame_ = &frame;
    struct Restore {
      Interpreter& in;
      Frame* back;
      ~Restore() { in.frame_ = back; }
    } restore{in_, frame.back};
    const std::string qualname = qualified_name(written);
    std::string prefix = qualname + ".";
    Evaluator body(in_, body_scope, globals_, frame, prefix);
    try {
      body.start_class_body(s, qualname);
      body.exec_block(s.body);
    } catch (PyError& err) {
      in_.add_traceback(err.exc, frame);
      throw;
    }
  }
  if (orig_bases) {
    if (mapping) setitem(mapping, Str("__orig_bases__"), orig_bases);
    else body_scope->vars.set("__orig_bases__", orig_bases);
  }
  Ref result = meta->is_builtin ? class_from_namespace(written, meta, bases, *body_scope, class_kwargs)
                                : class_from_metaclass(written, meta, bases_tuple, mapping, *body_scope, class_kwargs);
  for (auto it = decorators.rbegin(); it != decorators.rend(); ++it) result = call(*it, std::vector<Ref>{result});
  store_name(s.name, result);
}

/// The stores a class body starts with, as CPython 3.12 compiles it: `__module__ = __name__`
/// (the module's name, read from the globals as LOAD_NAME would), its __qualname__, an empty
/// __annotations__ when the body annotates names (SETUP_ANNOTATIONS) and its docstring as
/// __doc__ (type.__new__ gives every class its own __doc__, None without one).
[[gnu::noinline]] void Evaluator::start_class_body(const ast::Stmt& s, const std::string& qualname) {
  Ref module_name;
  if (Object* ns = prepared_namespace(scope_.get())) module_name = load_prepared(ns, "__name__");
  if (!module_name) {
    Object* found = globals_->vars.find("__name__");
    if (!found) found = in_.builtins()->vars.find("__name__");
    module_name = found ? found->self() : Str("builtins");
  }
  store_name("__module__", std::move(module_name));
  store_name("__qualname__", Str(qualname));
  if (find_ann(s.body)) {
    Object* ns = prepared_namespace(scope_.get());
    if (!ns) scope_->vars.set("__annotations__", Dict());
    else if (!load_prepared(ns, "__annotations__")) setitem(ns->self(), Str("__annotations__"), Dict());
  }
  if (!s.body.empty()) {
    const ast::Stmt& first = *s.body.front();
    if (first.kind == ast::StmtKind::Expr && first.value->kind == ast::ExprKind::Constant &&
        first.value->constant == ast::ConstantKind::Str)
      store_name("__doc__", Str(first.value->id));
  }
}

/// __build_class__'s namespace (Python/bltinmodule.c): meta.__prepare__(name, bases, **kwds)
/// when the metaclass defines one, else null: the class body then binds names in its own
/// scope (type.__prepare__'s empty dict), which keeps every other class as fast as before.
[[gnu::noinline]] Ref Evaluator::prepare_class_namespace(const std::string& written, TypeObject* meta,
                                                         const Ref& bases, ClassKwargs& class_kwargs) {
  if (meta->is_builtin) return nullptr;
  Object* prepare = meta->lookup("__prepare__");
  if (!prepare || prepare->cls == T().builtin_function) return nullptr;
  CallArgs args{{Str(written), bases}, class_kwargs};
  Ref ns = call(getattr(meta->self(), "__prepare__"), args);
  // PyMapping_Check: the namespace's type has __getitem__ (a list would pass too).
  if (!lookup_special(ns, "__getitem__"_name))
    raise_type_error(meta->name + ".__prepare__() must return a mapping, not " + type_name(ns.get()));
  return ns;
}

/// Evaluates a class statement's bases into `bases`; returns what __orig_bases__ is set to
/// (null when no base stood for others).
[[gnu::noinline]] Ref Evaluator::class_bases(const ast::Stmt& s, std::vector<TypeRef>& bases) {
  std::vector<Ref> given;
  for (const auto& b : s.bases) given.push_back(eval(*b));
  auto is_class = [](const Ref& v) { return v->cls == T().type || v->cls->is_subtype_of(T().type); };
  Ref orig_bases;
  for (const Ref& v : given) {
    std::vector<Ref> entries{v};
    // A base that is not a class may stand for some (PEP 560's __mro_entries__, which
    // typing.NamedTuple uses): the class gets those, and __orig_bases__ keeps what was written.
    if (!is_class(v)) {
      Ref hook = getattr_opt(v, "__mro_entries__");
      if (!hook) raise_type_error("bases must be types");
      Ref got = call(hook, std::vector<Ref>{Tuple(given)});
      if (!is_tuple(got.get())) raise_type_error("__mro_entries__ must return a tuple");
      entries = static_cast<TupleObject*>(got.get())->items;
      orig_bases = Tuple(given);
    }
    for (const Ref& e : entries) {
      if (!is_class(e)) raise_type_error("bases must be types");
      check_base_type(static_cast<TypeObject*>(e.get()));
      bases.push_back(std::static_pointer_cast<TypeObject>(e));
    }
  }
  return orig_bases;
}

/// The metaclass: `metaclass=`, else the most derived of the bases' types
/// (_PyType_CalculateMetaclass). Other keywords go to `class_kwargs`, for __init_subclass__.
[[gnu::noinline]] TypeObject* Evaluator::class_metaclass(const ast::Stmt& s, const std::vector<TypeRef>& bases,
                                                         ClassKwargs& class_kwargs) {
  TypeObject* meta = T().type;
  for (const auto& k : s.keywords) {
    if (k.arg.empty())
      raise(E().NotImplementedError, "class keyword arguments from ** unpacking are not supported by tfplay");
    Ref v = eval(*k.value);
    if (k.arg != "metaclass") {
      class_kwargs.emplace_back(k.arg, v);
      continue;
    }
    if (!(v->cls == T().type || v->cls->is_subtype_of(T().type)) || !static_cast<TypeObject*>(v.get())->is_subtype_of(T().type))
      raise(E().NotImplementedError, "a metaclass that is not a subclass of type is not supported by tfplay");
    meta = static_cast<TypeObject*>(v.get());
  }
  return calculate_metaclass(meta, bases);
}

/// A metaclass the program wrote makes the class: metaclass(name, bases, namespace, **kwargs).
/// The namespace is the one __prepare__ returned, else a dict of the body's bindings.
[[gnu::noinline]] Ref Evaluator::class_from_metaclass(const std::string& written, TypeObject* meta, const Ref& bases,
                                                      const Ref& mapping, const Scope& body_scope,
                                                      ClassKwargs& class_kwargs) {
  Ref ns = mapping;
  if (!ns) {
    auto d = Dict();
    body_scope.vars.for_each([&](const std::string& k, const Ref& v) { d->set(Str(k), v); });
    ns = d;
  }
  CallArgs meta_args{{Str(written), bases, ns}, class_kwargs};
  Ref made = call(meta->self(), meta_args);
  if (made->cls == T().type || made->cls->is_subtype_of(T().type))
    fill_class_cell(body_scope, static_cast<TypeObject*>(made.get()));
  return made;
}

/// type.__new__ and __init__ for a class whose metaclass is native: the class from the body's
/// namespace.
[[gnu::noinline]] Ref Evaluator::class_from_namespace(const std::string& written, TypeObject* meta,
                                                      const std::vector<TypeRef>& bases, Scope& body_scope,
                                                      ClassKwargs& class_kwargs) {
  auto cls = make_object<TypeObject>(meta, written);
  cls->is_builtin = false;
  in_.keep_class(cls);
  cls->bases = bases;
  cls->compute_mro();
  inherit_layout(cls.get());
  // A class that defines __eq__ but not __hash__ is unhashable: __hash__ = None (as CPython's
  // type creation does).
  if (body_scope.vars.contains("__eq__") && !body_scope.vars.contains("__hash__")) body_scope.vars.set("__hash__", None());
  if (!body_scope.vars.contains("__doc__")) body_scope.vars.set("__doc__", None());
  // `__module__ = 'json.decoder'` in the body names the class's module in tracebacks and reprs.
  if (Object* m = body_scope.vars.find("__module__"); m && m->cls == T().str) cls->module = as_str(m);
  // type.__new__ takes __qualname__ out of the namespace into the type (a str, or TypeError).
  if (Object* q = body_scope.vars.find("__qualname__")) {
    if (!isinstance(q, T().str)) raise_type_error("type __qualname__ must be a str, not " + type_name(q));
    if (as_str(q) != written) cls->qualname = as_str(q);
    body_scope.vars.erase("__qualname__");
  }
  body_scope.vars.for_each([&](const std::string& k, const Ref& v) { cls->attrs.set(k, v); });
  fill_class_cell(body_scope, cls.get());
  finish_class(cls.get(), class_kwargs);
  // A native metaclass finishes the class: metaclass.__init__(cls, name, bases, namespace).
  if (meta != T().type)
    if (Object* init = meta->lookup("__init__"_name); init && init->cls == T().builtin_function) {
      auto ns = Dict();
      body_scope.vars.for_each([&](const std::string& k, const Ref& v) { ns->set(Str(k), v); });
      std::vector<Ref> base_refs(bases.begin(), bases.end());
      call(init->self(), std::vector<Ref>{cls, Str(written), Tuple(std::move(base_refs)), ns});
    }
  return cls;
}

void Evaluator::exec_import(const ast::Stmt& s) {
  if (s.kind == ast::StmtKind::Import) {
    for (const auto& a : s.names) {
      Ref m = in_.import_module(a.name);
      std::size_t dot = a.name.find('.');
      if (a.asname.empty()) {
        // `import a.b.c` binds `a`, the package sys.modules holds.
        store_name(a.name.substr(0, dot), dot == std::string::npos ? m : in_.import_module(a.name.substr(0, dot)));
      } else if (dot == std::string::npos) {
        store_name(a.asname, m);
      } else {
        // `import a.b.c as d`: d is a.b.c reached from `a` attribute by attribute, as CPython
        // 3.12 compiles it (IMPORT_NAME then one IMPORT_FROM per component).
        Ref v = in_.import_module(a.name.substr(0, dot));
        for (std::size_t start = dot + 1;;) {
          std::size_t end = a.name.find('.', start);
          v = in_.import_from(v, a.name.substr(start, end - start));
          if (end == std::string::npos) break;
          start = end + 1;
        }
        store_name(a.asname, v);
      }
    }
    return;
  }
  const std::string name = s.level > 0 ? Interpreter::resolve_relative_import(s.module, *globals_, s.level) : s.module;
  Ref m = in_.import_module(name);
  std::vector<std::string> fromlist;
  for (const auto& a : s.names) fromlist.push_back(a.name);
  in_.import_fromlist(m, fromlist);
  for (const auto& a : s.names) {
    if (a.name != "*") {
      store_name(a.asname.empty() ? a.name : a.asname, in_.import_from(m, a.name));
      continue;
    }
    // `from m import *` (ceval.c import_all_from): the names in __all__, else every public one.
    if (Ref all = lookup_attr(m, "__all__")) {  // a module's __getattr__ may answer (PEP 562)
      for (const Ref& k : to_vector(all)) {
        if (!isinstance(k.get(), T().str))
          raise_type_error("Item in " + str(getattr(m, "__name__")) + ".__all__ must be str, not " + type_name(k.get()));
        const std::string& key = as_str(k.get());
        store_name(key, getattr(m, key));
      }
    } else if (m->dict) {
      std::vector<std::pair<std::string, Ref>> names;
      m->dict->for_each([&](const std::string& k, const Ref& v) {
        if (!k.empty() && k[0] != '_') names.emplace_back(k, v);
      });
      for (auto& [k, v] : names) store_name(k, v);
    }
  }
}

// ----- names ---------------------------------------------------------------------------------------

Ref Evaluator::load_name(const ast::Expr& e) {
  // The fast paths: a local's slot or cell (an unbound one takes the search below, which
  // raises) and the cached position of a global or builtin.
  if (const Ref* v = bound_fast(e)) return *v;
  if (e.access == ast::NameAccess::Global) return load_global(e);
  const std::string& id = e.id;
  Scope* s = scope_.get();
  bool global_only = s->code && s->code->globals.count(id);
  // A class body reads a name it binds from its own namespace, then globals and builtins
  // (CPython's LOAD_NAME), never from an enclosing function; names it only reads come from
  // the namespace, then the enclosing function's variables (LOAD_FROM_DICT_OR_DEREF).
  if (s->is_class && !global_only)
    if (Object* ns = prepared_namespace(s))
      if (Ref v = load_prepared(ns, id)) return v;
  if (s->is_class && s->code && s->code->locals.count(id)) {
    if (Object* v = s->vars.find(id)) return v->self();
    global_only = true;
  }
  if (!global_only) {
    for (Scope* cur = s; cur; cur = cur->parent.get()) {
      if (Object* v = cur->vars.find(id)) {
        // A control-flow hook's "undefined" marker (AutoGraph's Undefined): reading it raises.
        if (ControlFlowHooks* hooks = in_.control_flow_hooks; hooks && v->cls == hooks->undefined_type()) {
          at(e);
          hooks->read_undefined(id);
        }
        return v->self();
      }
      if (cur->code && !cur->is_class && cur != globals_.get() && cur->code->locals.count(id)) {
        at(e);
        if (cur == s)
          raise(E().UnboundLocalError,
                "cannot access local variable '" + id + "' where it is not associated with a value");
        raise(E().NameError, "cannot access free variable '" + id +
                                 "' where it is not associated with a value in enclosing scope");
      }
      if (cur->code && cur->code->globals.count(id)) break;
    }
  }
  if (Object* v = globals_->vars.find(id)) return v->self();
  if (Object* v = in_.builtins()->vars.find(id)) return v->self();
  // __class__ in a function of a class body: the class (its __class__ cell).
  if (id == "__class__" && frame_.function && frame_.function->owner_class) return frame_.function->owner_class->self();
  at(e);
  // In a method, `x` for an attribute of self gets "Did you mean: 'self.x'?".
  if (Object* self = scope_->vars.find("self"); self && !scope_->is_class && getattr_opt(self->self(), id))
    name_error(id, {"self." + id});
  name_error(id, visible_names(scope_.get(), globals_.get(), in_.builtins().get(), frame_.function));
}

namespace {
// Fills an Attribute node's inline cache after a load or store of obj.attr found the attribute
// in obj's own dict: loads may read that entry again while the type is unchanged when the
// lookup is the generic one and no data descriptor of the type takes the name; stores may rebind it
// when, moreover, the class is one the program defines with no __setattr__ of its own.
// Whether a cache that missed may be filled now: not while it backs off after a miss on
// another type than the one it held.
bool may_refill(ast::AttrCache& cache) {
  if (cache.backoff) {
    --cache.backoff;
    return false;
  }
  return true;
}

// What a refill keeps of the old cache: the back-off a node seeing several types earns.
std::uint8_t refill_backoff(const ast::AttrCache& cache, const void* type) {
  return cache.type && cache.type != type ? 16 : 0;
}

// Fills the cache of an attribute load that found a property with a Python getter on the
// type of `o` (an instance with a dict, of a class with no __getattribute__ or __getattr__ of
// its own): while the type's version tag is unchanged, the same property answers
// (load_attr calls its getter). `method` holds the property's binding in its class's dict.
void remember_property(const ast::Expr& e, Object* o) {
  TypeObject* c = o->cls;
  const TypeObject::AttributeHooks& hooks = c->attribute_hooks();
  if (hooks.is_metatype || hooks.custom_getattribute || hooks.has_getattr || c == T().module) return;
  const Ref* r = c->lookup_ref(e.id, e.id_hash());
  if (!r || (*r)->cls != T().property) return;
  const Ref& fget = static_cast<PropertyObject*>(r->get())->fget;
  if (!fget || fget->cls != T().function) return;
  e.attr_cache = {c, c->version_tag(), r, 0, false, false, refill_backoff(e.attr_cache, c)};
}

void remember_dict_entry(const ast::Expr& e, Object* o) {
  TypeObject* c = o->cls;
  const TypeObject::AttributeHooks& hooks = c->attribute_hooks();
  if (!o->dict || hooks.is_metatype || hooks.custom_getattribute) return;
  std::ptrdiff_t i = o->dict->index_of(e.id, e.id_hash());
  if (i < 0) return;
  // A module's dict wins over its type's attributes (getattr_opt); an instance's loses to a
  // data descriptor of its class. Modules share one type: the entry's name, checked on every
  // hit (find_at), tells one module's attribute from another's.
  const bool module = c == T().module;
  Object* descr = module ? nullptr : c->lookup(e.id, e.id_hash());
  if (descr && is_data_descriptor(descr)) return;
  bool store = !module && !c->is_builtin && c->layout == Layout::Object && !c->value_base && !hooks.custom_setattr &&
               e.id != "__dict__" && e.id != "__class__";
  e.attr_cache = {c, c->version_tag(), nullptr, static_cast<std::uint32_t>(i), true, store,
                  refill_backoff(e.attr_cache, c)};
}
}  // namespace

Ref Evaluator::load_attr(const ast::Expr& e, const Ref& obj, bool property_site) {
  Object* o = obj.get();
  const ast::AttrCache& cache = e.attr_cache;
  if (o->cls == cache.type && o->cls->version_tag() == cache.tag) {
    if (cache.load) {
      if (o->dict)
        if (Ref* v = o->dict->find_at(cache.index, e.id, e.id_hash()); v && *v) return *v;
    } else if (cache.method && property_site && (*cache.method)->cls == T().property) {
      // A property whose getter is a Python function (remember_property): the getter's call,
      // as getattr would make it (a data descriptor wins over the instance dict).
      Ref fget = static_cast<PropertyObject*>(cache.method->get())->fget;
      if (fget && fget->cls == T().function) return call_with_self(in_, static_cast<FunctionObject*>(fget.get()), obj);
    }
  }
  Ref result = getattr(obj, e.id, e.id_hash());
  if (o->dict && may_refill(e.attr_cache) && !o->cls->attribute_hooks().custom_getattribute) {
    if (const Ref* v = o->dict->find_ref(e.id, e.id_hash()); v && *v == result) remember_dict_entry(e, o);
    else if (property_site) remember_property(e, o);
  }
  return result;
}

void Evaluator::store_attr(const ast::Expr& e, const Ref& obj, Ref value) {
  Object* o = obj.get();
  const ast::AttrCache& cache = e.attr_cache;
  if (o->cls == cache.type && cache.store && o->dict && o->cls->version_tag() == cache.tag) {
    if (!o->dict->mirror())
      if (Ref* v = o->dict->find_at(cache.index, e.id, e.id_hash())) {
        Ref old = std::exchange(*v, std::move(value));
        return;
      }
    // Elsewhere in the dict, or not there yet (`self.x = x` in __init__ of a new instance):
    // the type is unchanged, so setattr would still find no data descriptor and no
    // __setattr__ of the class's own, and bind the name in the instance dict (generic_setattr).
    o->dict->set(e.id, e.id_hash(), std::move(value));
    return;
  }
  setattr(obj, e.id, e.id_hash(), std::move(value));
  if (may_refill(e.attr_cache)) remember_dict_entry(e, o);
}

bool Evaluator::binding_holds(const ast::Expr& name, const Object* value) {
  if (name.access == ast::NameAccess::Fast && scope_->code == name.slot_owner)
    return scope_->vars.slots[name.slot].get() == value;
  if (name.access == ast::NameAccess::Deref && scope_->code == name.slot_owner)
    return static_cast<CellObject*>(scope_->vars.slots[name.slot].get())->value.get() == value;
  if (name.access != ast::NameAccess::Global) return false;
  const AttrMap& globals = globals_->vars.dict;
  const ast::GlobalCache& c = name.global_cache;
  return c.globals == &globals && c.globals_version == globals.version() && !c.builtins_version &&
         globals_->vars.dict.entry(c.index).get() == value;
}

Ref Evaluator::load_global(const ast::Expr& e) {
  AttrMap& globals = globals_->vars.dict;
  AttrMap& builtins = in_.builtins()->vars.dict;
  ast::GlobalCache& c = e.global_cache;
  if (c.globals == &globals && c.globals_version == globals.version()) {
    if (!c.builtins_version) {
      const Ref& v = globals.entry(c.index);
      if (v->cls != undefined_type_) return v;
    } else if (c.builtins_version == builtins.version()) {
      return builtins.entry(c.index);
    }
  }
  if (std::ptrdiff_t i = globals.index_of(e.id, e.id_hash()); i >= 0) {
    c = {&globals, globals.version(), 0, static_cast<std::size_t>(i)};
    const Ref& v = globals.entry(c.index);
    if (v->cls != undefined_type_) return v;
  } else if (std::ptrdiff_t j = builtins.index_of(e.id, e.id_hash()); j >= 0) {
    c = {&globals, globals.version(), builtins.version(), static_cast<std::size_t>(j)};
    return builtins.entry(c.index);
  }
  c.globals = nullptr;
  // Unbound (NameError) or an undefined marker: the search by name says which.
  const std::string& id = e.id;
  if (Object* v = globals_->vars.find(id)) {
    if (undefined_type_ && v->cls == undefined_type_) {
      at(e);
      in_.control_flow_hooks->read_undefined(id);
    }
    return v->self();
  }
  if (id == "__class__" && frame_.function && frame_.function->owner_class) return frame_.function->owner_class->self();
  at(e);
  if (Object* self = scope_->vars.find("self"); self && !scope_->is_class && getattr_opt(self->self(), id))
    name_error(id, {"self." + id});
  name_error(id, visible_names(scope_.get(), globals_.get(), in_.builtins().get(), frame_.function));
}

void Evaluator::store(const ast::Expr& name, Ref value) {
  if (name.access == ast::NameAccess::Fast && scope_->code == name.slot_owner) {
    scope_->vars.slots[name.slot] = std::move(value);
    return;
  }
  if (name.access == ast::NameAccess::Deref && scope_->code == name.slot_owner) {
    static_cast<CellObject*>(scope_->vars.slots[name.slot].get())->value = std::move(value);
    return;
  }
  if (name.access == ast::NameAccess::Global) {
    AttrMap& globals = globals_->vars.dict;
    ast::GlobalCache& c = name.global_cache;
    // The cached slot, unless globals() made a dict that must see the store too.
    if (!globals.mirror()) {
      if (!(c.globals == &globals && c.globals_version == globals.version() && !c.builtins_version))
        if (std::ptrdiff_t i = globals.index_of(name.id, name.id_hash()); i >= 0)
          c = {&globals, globals.version(), 0, static_cast<std::size_t>(i)};
      if (c.globals == &globals && c.globals_version == globals.version() && !c.builtins_version) {
        Ref old = std::exchange(globals.entry(c.index), std::move(value));
        return;
      }
    }
    globals.set(name.id, name.id_hash(), std::move(value));
    return;
  }
  // STORE_NAME on a prepared namespace: an error of its __setitem__ marks the name.
  if (scope_->is_class && prepared_namespace(scope_.get())) at(name);
  store_name(name.id, std::move(value));
}

void Evaluator::store_name(const std::string& id, Ref value, bool skip_comprehension) {
  Scope* s = scope_.get();
  if (skip_comprehension)
    while (s->is_comprehension && s->parent) s = s->parent.get();
  if (s->code && s->code->globals.count(id)) {
    globals_->vars.set(id, std::move(value));
    return;
  }
  if (s->code && s->code->nonlocals.count(id)) {
    for (Scope* cur = s->parent.get(); cur; cur = cur->parent.get()) {
      if (cur->is_class) continue;
      if (cur->vars.contains(id) || (cur->code && cur->code->locals.count(id))) {
        cur->vars.set(id, std::move(value));
        return;
      }
    }
  }
  if (s->is_class)
    if (Object* ns = prepared_namespace(s)) {
      setitem(ns->self(), Str(id), std::move(value));  // STORE_NAME on a prepared namespace
      return;
    }
  s->vars.set(id, std::move(value));
}

/// The end of `except E as name:`: the name is unbound (CPython's `name = None; del name`,
/// which a prepared class namespace sees as both).
void Evaluator::unbind_handler_name(const std::string& id) {
  if (scope_->is_class)
    if (Object* ns = prepared_namespace(scope_.get())) {
      setitem(ns->self(), Str(id), None());
      delitem(ns->self(), Str(id));
      return;
    }
  scope_->vars.erase(id);
}

/// `__annotations__` in a class body, which `name: annotation` adds to (LOAD_NAME; the body
/// made it first, unless it deleted it since).
Ref Evaluator::class_annotations() {
  Object* ns = prepared_namespace(scope_.get());
  Ref found = ns ? load_prepared(ns, "__annotations__") : scope_->vars.get("__annotations__");
  if (found) return found;
  Ref made = Dict();
  store_name("__annotations__", made);
  return made;
}

void Evaluator::delete_name(const ast::Expr& e) {
  Scope* s = scope_.get();
  if (s->code && s->code->globals.count(e.id)) s = globals_.get();
  if (s->is_class)
    if (Object* ns = prepared_namespace(s)) {
      // DELETE_NAME: `del ns[name]`, any error of which is a NameError.
      try {
        delitem(ns->self(), Str(e.id));
      } catch (PyError&) {
        at(e);
        name_error(e.id);
      }
      return;
    }
  if (!s->vars.erase(e.id)) {
    at(e);
    if (s->code && s->code->locals.count(e.id) && s != globals_.get())
      raise(E().UnboundLocalError,
            "cannot access local variable '" + e.id + "' where it is not associated with a value");
    name_error(e.id);
  }
}

void Evaluator::assign(const ast::Expr& target, const Ref& value) {
  switch (target.kind) {
    case ast::ExprKind::Name:
      store(target, value);
      return;
    case ast::ExprKind::Attribute: {
      Ref obj = eval(*target.left);
      at(target);
      store_attr(target, obj, value);
      return;
    }
    case ast::ExprKind::Subscript: {
      Ref obj = eval(*target.left);
      Ref key = eval_slice(*target.right);
      at(target);
      setitem(obj, key, value);
      return;
    }
    case ast::ExprKind::Tuple:
    case ast::ExprKind::List:
      at(target);  // UNPACK_SEQUENCE is located at the target
      unpack(target, value);
      return;
    default:
      raise(E().SyntaxError, "cannot assign to expression");
  }
}

void Evaluator::unpack(const ast::Expr& target, const Ref& value) {
  const auto& elts = target.elts;
  std::size_t star = elts.size();
  for (std::size_t i = 0; i < elts.size(); ++i)
    if (elts[i]->kind == ast::ExprKind::Starred) star = i;
  // A tuple of the right size (`for i, x in enumerate(xs)`, `a, b = b, a`): its items, which
  // nothing can change, are assigned without being copied out first.
  if (value->cls == T().tuple && star == elts.size()) {
    Ref held = value;  // the targets' assignments cannot free it meanwhile
    const std::vector<Ref>& items = static_cast<TupleObject*>(held.get())->items;
    if (items.size() == elts.size()) {
      for (std::size_t i = 0; i < elts.size(); ++i) assign(*elts[i], items[i]);
      return;
    }
  }
  // Whether the value is iterable at all: its type's __iter__ or __getitem__ (looked up, not
  // bound: to_vector's iteration below binds it, once, as GET_ITER does).
  const Object* iter_slot = value->cls->lookup("__iter__"_name);
  if ((!is_list(value.get()) && !is_tuple(value.get()) && !iter_slot && value->cls != T().str && value->cls != T().dict &&
       value->cls != T().range && value->cls != T().set && !is_native_iterator(value.get()) && value->cls != T().bytes &&
       !value->cls->lookup("__getitem__"_name)) ||
      (iter_slot && is_none(iter_slot)))  // `__iter__ = None`: not iterable
    raise_type_error("cannot unpack non-iterable " + tp_name(value->cls) + " object");
  std::vector<Ref> items = to_vector(value);
  if (star == elts.size()) {
    if (items.size() > elts.size())
      raise_value_error("too many values to unpack (expected " + std::to_string(elts.size()) + ")");
    if (items.size() < elts.size())
      raise_value_error("not enough values to unpack (expected " + std::to_string(elts.size()) +
                        ", got " + std::to_string(items.size()) + ")");
    for (std::size_t i = 0; i < elts.size(); ++i) assign(*elts[i], items[i]);
    return;
  }
  std::size_t after = elts.size() - star - 1;
  if (items.size() < elts.size() - 1)
    raise_value_error("not enough values to unpack (expected at least " + std::to_string(elts.size() - 1) +
                      ", got " + std::to_string(items.size()) + ")");
  for (std::size_t i = 0; i < star; ++i) assign(*elts[i], items[i]);
  std::vector<Ref> middle(items.begin() + static_cast<std::ptrdiff_t>(star),
                          items.end() - static_cast<std::ptrdiff_t>(after));
  assign(*elts[star]->left, List(middle));
  for (std::size_t i = 0; i < after; ++i) assign(*elts[star + 1 + i], items[items.size() - after + i]);
}

// ----- expressions ---------------------------------------------------------------------------------

Ref Evaluator::eval_constant(const ast::Expr& e) {
  // Literals are immutable: built once per node, as CPython keeps them in co_consts.
  if (!e.value) e.value = make_constant(e);
  return e.value;
}

Ref Evaluator::make_constant(const ast::Expr& e) {
  switch (e.constant) {
    case ast::ConstantKind::None: return None();
    case ast::ConstantKind::True: return True();
    case ast::ConstantKind::False: return False();
    case ast::ConstantKind::Ellipsis: return Ellipsis();
    case ast::ConstantKind::Str: return Str(e.id);
    case ast::ConstantKind::Bytes: return Bytes(e.id);
    case ast::ConstantKind::Imaginary: {
      std::string text;
      for (char c : e.id)
        if (c != '_' && c != 'j' && c != 'J') text += c;
      return Complex(0.0, std::strtod(text.c_str(), nullptr));
    }
    case ast::ConstantKind::Float: {
      std::string text;
      for (char c : e.id)
        if (c != '_') text += c;
      return Float(std::strtod(text.c_str(), nullptr));
    }
    case ast::ConstantKind::Int: {
      std::string text;
      for (char c : e.id)
        if (c != '_') text += c;
      int base = 10;
      std::size_t start = 0;
      if (text.size() > 1 && text[0] == '0' && std::isalpha(static_cast<unsigned char>(text[1]))) {
        char p = static_cast<char>(std::tolower(static_cast<unsigned char>(text[1])));
        base = p == 'x' ? 16 : p == 'o' ? 8 : 2;
        start = 2;
      }
      std::int64_t v = 0;
      auto r = std::from_chars(text.data() + start, text.data() + text.size(), v, base);
      if (r.ec != std::errc()) return int_from_digits(text.substr(start), base, false);
      return Int(v);
    }
  }
  return None();
}

std::vector<Ref> Evaluator::eval_elements(const ast::ExprList& elts) {
  std::vector<Ref> out;
  out.reserve(elts.size());
  for (const auto& x : elts) {
    if (x->kind == ast::ExprKind::Starred) {
      Ref v = eval(*x->left);
      for (Ref& item : to_vector(v)) out.push_back(std::move(item));
    } else {
      out.push_back(eval_operand(*x));
    }
  }
  return out;
}

Ref Evaluator::eval_slice(const ast::Expr& e) {
  if (e.kind == ast::ExprKind::Slice) {
    return make_object<SliceObject>(T().slice, e.left ? eval(*e.left) : None(),
                                         e.right ? eval(*e.right) : None(), e.third ? eval(*e.third) : None());
  }
  if (e.kind == ast::ExprKind::Tuple) {
    std::vector<Ref> items;
    for (const auto& x : e.elts) items.push_back(eval_slice(*x));
    return Tuple(items);
  }
  return eval(e);
}

namespace {
// The plain function or native method `obj.name` would bind to `obj`, or null when the lookup
// is anything else (an instance attribute, a property, a descriptor, a class or module
// attribute): then `obj.name(...)` can pass `obj` as the first argument without creating the
// bound method (CPython's LOAD_METHOD). Mirrors getattr_opt's order.
const Ref* plain_method(const Ref& obj, const std::string& name, std::size_t hash) {
  TypeObject* c = obj->cls;
  const TypeObject::AttributeHooks& hooks = c->attribute_hooks();
  // A super object's own methods are the hooks of its lookup (getattr_or_null): never plain.
  if (c == T().module || hooks.is_metatype || is_super_object(obj.get())) return nullptr;
  Object* descr = c->lookup(name, hash);
  if (!descr) return nullptr;
  if (!c->is_builtin && c->lookup("__getattribute__"_name)) return nullptr;  // the class's own lookup decides
  bool native = descr->cls == T().builtin_function && static_cast<NativeFunctionObject*>(descr)->is_method;
  if (descr->cls != T().function && !native) return nullptr;
  if (obj->dict && obj->dict->find(name, hash)) return nullptr;
  return c->lookup_ref(name, hash);
}

/// How CPython 3.12 names a callable in argument-unpacking errors (_PyObject_FunctionStr):
/// "module.qualname()" ("__main__.show()"), or "qualname()" for builtins.
std::string function_str(const Ref& callable) {
  // A bound method is named by its function; built-in functions by their name.
  Ref func = callable->cls == T().method ? static_cast<BoundMethodObject*>(callable.get())->function : callable;
  if (func->cls == T().builtin_function) return static_cast<NativeFunctionObject*>(func.get())->name + "()";
  Ref qualname = getattr_opt(func, "__qualname__");
  if (!qualname || !is_str(qualname.get())) return str(func);
  Ref module = getattr_opt(func, "__module__");
  std::string prefix = module && is_str(module.get()) && as_str(module.get()) != "builtins" ? as_str(module.get()) + "." : "";
  return prefix + as_str(qualname.get()) + "()";
}

}  // namespace

Ref Evaluator::super_method(const ast::Expr& super_call, const std::string& name, std::size_t hash, Ref& self,
                            bool attribute) {
  // What builtin_super finds without arguments: the running method's class and first argument.
  Ref super_fn = eval_operand(*super_call.left);
  if (!is_super_type(super_fn.get())) return nullptr;
  Frame* f = in_.frame();
  if (!f || !f->function || !f->function->owner_class || f->function->params.empty() || !f->scope) return nullptr;
  Ref obj = f->scope->vars.get(f->function->params[0].name);
  if (!obj || is_type_object(obj.get())) return nullptr;  // unbound, or a class (classmethods)
  // What the super object's attribute lookup finds: the first class after the method's own in
  // type(self).__mro__ that binds `name`, when it binds a plain function.
  const std::vector<TypeObject*>& mro = obj->cls->mro;
  auto it = std::find(mro.begin(), mro.end(), f->function->owner_class);
  if (it == mro.end()) return nullptr;
  for (++it; it != mro.end(); ++it) {
    if (Object* attr = (*it)->attrs.find(name, hash)) {
      bool getter = attribute && attr->cls == T().property && static_cast<PropertyObject*>(attr)->fget &&
                    static_cast<PropertyObject*>(attr)->fget->cls == T().function;
      if (attr->cls != T().function && !getter) return nullptr;
      self = std::move(obj);
      return attr->self();
    }
    if ((*it)->layout == Layout::Exception && (*it)->is_builtin && name == "__init__") return nullptr;
  }
  return nullptr;
}

bool Evaluator::plan_inline(const FunctionObject* fn, bool has_self, const ast::Expr& e, InlinePlan& plan) {
  if (fn->is_generator) return false;
  // A Call node's `slot` (unused otherwise) remembers where its arguments have a `*`: 1 none,
  // 2 the last one only (`f(x, *args)`), 3 elsewhere or several.
  if (!e.slot) {
    std::uint32_t shape = 1;
    for (std::size_t i = 0; i < e.elts.size(); ++i)
      if (e.elts[i]->kind == ast::ExprKind::Starred) shape = shape == 1 && i + 1 == e.elts.size() ? 2 : 3;
    e.slot = shape;
  }
  const std::size_t nparams = fn->params.size();
  const std::size_t given = (has_self ? 1 : 0) + e.elts.size();
  // Most calls have no keywords: empty() compares two pointers, size() also divides.
  const bool no_keywords = e.keywords.empty();
  plan.given = given;
  if (e.slot != 1) {
    // f(x, *args) of a function with positional parameters only: the items go into slots too
    // when they fit (fill_slots checks).
    plan.mode = InlinePlan::Starred;
    return e.slot == 2 && no_keywords && fn->positional_only_call && given - 1 <= nparams;
  }
  if (fn->varargs_call && no_keywords) {
    // def f(a, *rest) called with positional arguments only: the rest make the tuple.
    plan.mode = InlinePlan::Varargs;
    return (has_self ? 1u : 0u) < nparams;  // `self` binds a positional parameter
  }
  // Keywords (`add(x, b=2)`) take plan_general's way, whose plan the call site remembers: no
  // parameter's name is compared again while the same code is called there.
  if (!fn->positional_only_call || !no_keywords) return plan_general(fn, e, plan);
  plan.mode = InlinePlan::Positional;
  // A parameter left without an argument takes its default: fill_slots finds any missing one
  // and bind_arguments reports it.
  return given <= nparams;
}

bool Evaluator::plan_general(const FunctionObject* fn, const ast::Expr& e, InlinePlan& plan) {
  // As bind_general (the same checks, made before any argument is evaluated): a call that
  // would raise a binding error takes the generic path, which reports it.
  // The Call node's global_cache (unused by calls otherwise) remembers the last plan made
  // for a function of the same code (whose parameters' names and kinds are the def's): the
  // code in `globals`, each keyword's slot in a byte of `globals_version` (0xff: **kwargs),
  // npos and the flags in `builtins_version`. Defaults may change: fill_general checks them.
  ast::GlobalCache& cache = e.global_cache;
  const CodeInfo* code = fn->code.get();
  const bool has_self = plan.given > e.elts.size();
  const std::size_t nkw = e.keywords.size();
  if (code && cache.globals == code && bool(cache.builtins_version >> 10 & 1) == has_self) {
    plan.mode = InlinePlan::General;
    plan.npos = static_cast<std::uint32_t>(cache.builtins_version & 0xff);
    plan.vararg = cache.builtins_version >> 8 & 1;
    plan.varkw = cache.builtins_version >> 9 & 1;
    for (std::size_t j = 0; j < nkw; ++j) {
      std::uint32_t t = static_cast<std::uint32_t>(cache.globals_version >> (8 * j) & 0xff);
      plan.kw_slot[j] = t == 0xff ? kToKwargs : t;
    }
    return true;
  }
  const std::vector<Param>& params = fn->params;
  const std::size_t nparams = params.size();
  if (nparams == 0 || nparams > 64 || nkw > kInlineKeywords) return false;  // f(a=1) of `def f()`: the generic path reports it
  std::size_t npos = 0;
  while (npos < nparams &&
         (params[npos].kind == ParamKind::PositionalOnly || params[npos].kind == ParamKind::PositionalOrKeyword))
    ++npos;
  plan.mode = InlinePlan::General;
  plan.npos = static_cast<std::uint32_t>(npos);
  plan.vararg = npos < nparams && params[npos].kind == ParamKind::VarPositional;
  plan.varkw = params[nparams - 1].kind == ParamKind::VarKeyword;  // nparams > 0: not positional_only_call
  const std::size_t given = plan.given;
  if (given > npos && !plan.vararg) return false;
  if (given > e.elts.size() && npos == 0) return false;  // `self` would go into *args
  const std::size_t bound_pos = given < npos ? given : npos;
  std::uint64_t filled = bound_pos == 64 ? ~0ull : (1ull << bound_pos) - 1;
  if (plan.vararg) filled |= 1ull << npos;
  if (plan.varkw) filled |= 1ull << (nparams - 1);
  for (std::size_t j = 0; j < nkw; ++j) {
    const std::string& name = e.keywords[j].arg;
    if (name.empty()) return false;  // **mapping
    std::uint32_t t = kToKwargs;
    for (std::size_t i = 0; i < nparams; ++i) {
      const Param& p = params[i];
      if (p.kind == ParamKind::VarPositional || p.kind == ParamKind::VarKeyword || p.name != name) continue;
      if (p.kind != ParamKind::PositionalOnly) {
        if (filled >> i & 1) return false;
        filled |= 1ull << i;
        t = static_cast<std::uint32_t>(i);
      }
      break;
    }
    if (t == kToKwargs && !plan.varkw) return false;
    plan.kw_slot[j] = t;
  }
  for (std::size_t i = 0; i < nparams; ++i)
    if (!(filled >> i & 1) && !params[i].default_value) return false;
  if (code) {
    std::uint64_t targets = 0;
    for (std::size_t j = 0; j < nkw; ++j)
      targets |= std::uint64_t(plan.kw_slot[j] == kToKwargs ? 0xff : plan.kw_slot[j]) << (8 * j);
    cache = {code, targets,
             npos | std::uint64_t(plan.vararg) << 8 | std::uint64_t(plan.varkw) << 9 | std::uint64_t(has_self) << 10,
             0};
  }
  return true;
}

bool Evaluator::fill_general(FunctionObject* fn, Ref* slots, const ast::Expr& e, InlinePlan& plan) {
  const std::vector<Param>& params = fn->params;
  const std::size_t nparams = params.size();
  const std::size_t npos = plan.npos;
  std::size_t k = plan.given - e.elts.size();  // 1 after `self`
  for (const auto& x : e.elts) {
    if (k < npos) slots[k++] = eval_operand(*x);
    else plan.extra().push_back(eval_operand(*x));
  }
  plan.filled = k;
  // The **kwargs dict takes its keywords in the order given; it waits in its slot.
  DictObject* extra = nullptr;
  if (plan.varkw) {
    slots[nparams - 1] = Dict();
    extra = static_cast<DictObject*>(slots[nparams - 1].get());
  }
  const std::size_t nkw = e.keywords.size();
  for (std::size_t j = 0; j < nkw; ++j) {
    Ref v = eval_operand(*e.keywords[j].value);
    if (plan.kw_slot[j] != kToKwargs) slots[plan.kw_slot[j]] = std::move(v);
    else extra->set(keyword_name(e, j), std::move(v));
  }
  at(e);
  // A default gone missing while the arguments evaluated: the generic binding reports it.
  for (std::size_t i = k; i < nparams; ++i)
    if (!slots[i] && (i != npos || !plan.vararg) && (i + 1 != nparams || !plan.varkw)) {
      if (!params[i].default_value) return false;
      slots[i] = params[i].default_value;
    }
  if (plan.vararg) slots[npos] = args_tuple(plan.take_extra());
  return true;
}

bool Evaluator::fill_slots(FunctionObject* fn, Ref* slots, const ast::Expr& e, InlinePlan& plan) {
  if (plan.mode == InlinePlan::General) return fill_general(fn, slots, e, plan);
  const std::vector<Param>& params = fn->params;
  const std::size_t nparams = params.size();
  std::size_t k = plan.given - e.elts.size();  // 1 after `self`
  std::size_t end = nparams;                   // the slots positional arguments may fill
  if (plan.mode == InlinePlan::Positional) {
    for (const auto& x : e.elts) slots[k++] = eval_operand(*x);
  } else if (plan.mode == InlinePlan::Varargs) {
    end = nparams - 1;
    for (const auto& x : e.elts) {
      if (k < end) slots[k++] = eval_operand(*x);
      else plan.extra().push_back(eval_operand(*x));
    }
  } else {
    const std::size_t n = e.elts.size() - 1;
    for (std::size_t i = 0; i < n; ++i) slots[k++] = eval_operand(*e.elts[i]);
    Ref v = eval_operand(*e.elts[n]->left);
    const std::vector<Ref>* items = v->cls == T().tuple  ? &static_cast<TupleObject*>(v.get())->items
                                    : v->cls == T().list ? &static_cast<ListObject*>(v.get())->items
                                                         : nullptr;
    if (!items || items->size() > nparams - k) {
      // More items than parameters, or another iterable: the generic binding, with eval_call's
      // expansion (and its TypeError) of the value.
      append_starred(plan.extra(), fn->self(), std::move(v));
      plan.filled = k;
      at(e);
      return false;
    }
    for (const Ref& item : *items) slots[k++] = item;
  }
  plan.filled = k < end ? k : end;
  at(e);
  for (std::size_t i = plan.filled; i < end; ++i)
    if (!slots[i]) {
      if (!params[i].default_value) return false;
      slots[i] = params[i].default_value;
    }
  if (plan.mode == InlinePlan::Varargs) slots[end] = args_tuple(plan.take_extra());
  return true;
}

void Evaluator::append_starred(std::vector<Ref>& out, const Ref& func, Ref v) {
  // f(*args) of a tuple or list (a decorator's wrapper): its items, without the protocol.
  if (v->cls == T().tuple || v->cls == T().list) {
    const std::vector<Ref>& items = v->cls == T().tuple ? static_cast<TupleObject*>(v.get())->items
                                                         : static_cast<ListObject*>(v.get())->items;
    out.insert(out.end(), items.begin(), items.end());
    return;
  }
  if (!lookup_special(v, "__iter__"_name) && !lookup_special(v, "__getitem__"_name)) {
    try {
      (void)iter(v);
    } catch (PyError&) {
      raise_type_error(function_str(func) + " argument after * must be an iterable, not " + type_name(v.get()));
    }
  }
  for (Ref& item : to_vector(v)) out.push_back(std::move(item));
}

Ref Evaluator::construct_inline(TypeObject* cls, const ast::Expr& e) {
  // The Call node's cache remembers the class it constructed and the slot of its __init__,
  // while the class's version tag (its dict and its MRO's) is unchanged.
  ast::AttrCache& cache = e.attr_cache;
  if (cache.type != cls || cache.tag != cls->version_tag()) {
    if (cls == T().type || cls->is_builtin || cls->value_base || !may_refill(cache)) return nullptr;
    // construct_instance's plain case: no __new__ written in Python, no metaclass, no native
    // base that constructs (exceptions) and no property base; __init__ a plain function. A
    // class that is not remembers so (a null method) until it changes.
    const Ref* init = nullptr;
    Object* new_fn = cls->lookup("__new__"_name);
    bool plain = !(new_fn && new_fn->cls == T().function) && !cls->is_subtype_of(T().type);
    for (TypeObject* base : cls->mro)
      if (base == T().property || (base->construct && base->is_builtin && base != T().object)) plain = false;
    static constexpr StaticName kInit = "__init__"_name;
    if (plain) init = cls->lookup_ref(kInit.text, kInit.hash);
    if (init && (*init)->cls != T().function) init = nullptr;
    cache = {cls, cls->version_tag(), init, 0, false, false, refill_backoff(cache, cls)};
  }
  if (!cache.method) return nullptr;
  Ref init = *cache.method;  // held: the call may rebind the class's __init__
  auto* fn = static_cast<FunctionObject*>(init.get());
  InlinePlan plan;
  if (cls->abstract || !plan_inline(fn, true, e, plan) || active_hooks()) return nullptr;
  load_function_body(*fn);
  ScopeLease lease{in_, nullptr};
  std::shared_ptr<Scope> scope = call_scope(fn, lease);
  Ref* slots = scope->vars.slots.data();
  if (!fill_slots(fn, slots, e, plan) || cache.tag != cls->version_tag()) return inline_fallback(fn, slots, cls, e, plan);
  // type.__call__ after its arguments: object.__new__'s instance, then __init__ on it.
  Ref instance = allocate_instance(cls);
  slots[0] = instance;
  if (in_.depth_ + 1 >= in_.options_.recursion_limit) raise(E().RecursionError, "maximum recursion depth exceeded");
  check_stack(in_.depth_ + 1);
  enter_cells(*scope, *fn, lease.scope != nullptr);
  Ref result = run_function(in_, fn, scope);
  if (!is_none(result.get())) raise_type_error("__init__() should return None, not '" + type_name(result.get()) + "'");
  return instance;
}

Ref Evaluator::super_attr(const ast::Expr& e) {
  const ast::Expr& target = *e.left;
  if (!target.elts.empty() || !target.keywords.empty() || target.left->kind != ast::ExprKind::Name ||
      target.left->id != "super" || e.id == "__class__" || active_hooks())
    return nullptr;
  Ref self;
  Ref attr = super_method(target, e.id, e.id_hash(), self, true);
  if (!attr) return nullptr;
  at(e);
  if (attr->cls == T().function) return make_object<BoundMethodObject>(T().method, std::move(self), std::move(attr));
  // A property with a Python getter: property.__get__(self, type), the getter's call.
  Ref fget = static_cast<PropertyObject*>(attr.get())->fget;
  return call_with_self(in_, static_cast<FunctionObject*>(fget.get()), std::move(self));
}

Ref Evaluator::eval_call_inner(const ast::Expr& e) {
  Ref func;
  Ref self;  // the object a method call passes first (obj.m(...), super().m(...)), or null
  const ast::Expr& callee = *e.left;
  if (callee.kind == ast::ExprKind::Attribute && !active_hooks()) {
    // super().m(...) in a method: the function super's lookup would bind to self, called with
    // self in front (CPython 3.12's LOAD_SUPER_ATTR with its method flag); anything else
    // takes the generic path below.
    if (const ast::Expr& target = *callee.left;
        target.kind == ast::ExprKind::Call && target.elts.empty() && target.keywords.empty() &&
        target.left->kind == ast::ExprKind::Name && target.left->id == "super") {
      if (Ref method = super_method(target, callee.id, callee.id_hash(), self)) func = std::move(method);
    }
    if (!func) {
      Ref obj = eval_operand(*callee.left);
      // The method the callee node found on this type before (an instance attribute of the same
      // name would shadow it), else the lookup, remembered for the next call.
      ast::AttrCache& cache = callee.attr_cache;
      const Ref* method = nullptr;
      if (obj->cls == cache.type && obj->cls->version_tag() == cache.tag) {
        if (cache.method && (*cache.method)->cls != T().property &&
            !(obj->dict && obj->dict->find(callee.id, callee.id_hash())))
          method = cache.method;
        else if (cache.load && obj->dict)  // a function in a module or an instance's dict (tf.add, self.layer)
          if (Ref* v = obj->dict->find_at(cache.index, callee.id, callee.id_hash()); v && *v) func = *v;
      }
      if (!func) {
        if (!method && (method = plain_method(obj, callee.id, callee.id_hash())) && may_refill(cache))
          cache = {obj->cls, obj->cls->version_tag(), method, 0, false, false, refill_backoff(cache, obj->cls)};
        if (method) {
          func = *method;
          self = std::move(obj);
        } else {
          at(callee);
          func = load_attr(callee, obj);
        }
      }
    }
  } else {
    func = eval_operand(callee);
  }
  // A Python function called with arguments its parameters plainly take: evaluated straight
  // into the callee's slots.
  if (func->cls == T().function) {
    auto* fn = static_cast<FunctionObject*>(func.get());
    if (leaf_call(fn, (self ? 1 : 0) + e.elts.size(), e) && !active_hooks()) return run_leaf(fn, self, e);
    InlinePlan plan;
    if (plan_inline(static_cast<FunctionObject*>(func.get()), bool(self), e, plan) && !active_hooks())
      return run_inline(static_cast<FunctionObject*>(func.get()), self, e, plan);
  } else if (func->cls == T().type && !self && !static_cast<TypeObject*>(func.get())->is_builtin) {
    if (Ref r = construct_inline(static_cast<TypeObject*>(func.get()), e)) return r;
  } else if (!self && !func->cls->is_builtin && !active_hooks() && !func->cls->is_subtype_of(T().type)) {
    // An instance whose class defines __call__ as a plain function (a Keras layer): its call
    // with the instance in front, as call() makes it (CPython's slot_tp_call), when the
    // arguments go straight into slots; control-flow hooks see the instance's call.
    if (Object* attr = func->cls->lookup("__call__"_name); attr && attr->cls == T().function) {
      Ref function = attr->self();  // held: the call may rebind the class's __call__
      auto* fn = static_cast<FunctionObject*>(function.get());
      InlinePlan plan;
      if (plan_inline(fn, true, e, plan)) {
        Ref instance = func;
        return run_inline<true>(fn, instance, e, plan, func->cls, func->cls->version_tag());
      }
    }
  }
  CallArgs args;
  // The argument vector's storage comes from (and goes back to) the interpreter's pool; taken
  // by a swap, which leaves no moved-from vector to destroy.
  if (std::vector<std::vector<Ref>>& pool = in_.arg_buffers_; !pool.empty()) {
    args.args.swap(pool.back());
    pool.pop_back();
  }
  if (std::size_t n = e.elts.size() + 1; args.args.capacity() < n) args.args.reserve(n < 6 ? 6 : n);
  struct GiveBack {
    Interpreter& in;
    std::vector<Ref>& buffer;
    ~GiveBack() { in.give_arg_buffer(buffer); }
  } give_back{in_, args.args};
  if (self) args.args.push_back(std::move(self));
  for (const auto& x : e.elts) {
    if (x->kind != ast::ExprKind::Starred) {
      args.args.push_back(eval_operand(*x));
      continue;
    }
    append_starred(args.args, func, eval(*x->left));
  }
  bool unpacked = false;
  if (!e.keywords.empty()) args.kwargs.reserve(e.keywords.size());
  auto add_keyword = [&](const std::string& name, Ref value) {
    // Explicit keywords cannot repeat (a SyntaxError), but ** expansions can collide.
    if (unpacked)
      for (const auto& [existing, _] : args.kwargs)
        if (existing == name)
          raise_type_error(function_str(func) + " got multiple values for keyword argument '" + name + "'");
    args.kwargs.emplace_back(name, std::move(value));
  };
  // DICT_MERGE collects every ** mapping first (a repeated key is refused at once, whatever its
  // type); keys that are not strs are refused after, by the call.
  std::vector<Ref> non_str_keys;
  auto add_unpacked = [&](const Ref& key, const Ref& value) {
    if (isinstance(key.get(), T().str)) return add_keyword(as_str(key.get()), value);
    for (const Ref& seen : non_str_keys)
      if (seen == key || eq(seen, key))
        raise_type_error(function_str(func) + " got multiple values for keyword argument '" + str(key) + "'");
    non_str_keys.push_back(key);
  };
  for (const auto& k : e.keywords) {
    if (k.arg.empty()) {
      Ref mapping = eval(*k.value);
      unpacked = true;
      if (!for_each_mapping_item(mapping, add_unpacked))
        raise_type_error(function_str(func) + " argument after ** must be a mapping, not " + type_name(mapping.get()));
    } else {
      add_keyword(k.arg, eval(*k.value));
    }
  }
  if (!non_str_keys.empty()) raise_type_error("keywords must be strings");
  at(e);
  if (ControlFlowHooks* hooks = active_hooks())
    if (Ref r = hooks->call(func, args)) return r;
  if (func->cls == T().builtin_function) return call_native(static_cast<NativeFunctionObject*>(func.get()), args);
  // The argument vector is this call site's: the callee's slots take the arguments over.
  if (func->cls == T().function) return call_python(in_, static_cast<FunctionObject*>(func.get()), args, true);
  return call(func, args);
}

Ref Evaluator::eval_joined_str(const ast::Expr& e) {
  std::string out;
  for (const auto& part : e.elts) {
    if (part->kind == ast::ExprKind::Constant) {
      out += part->id;
      continue;
    }
    Ref v = eval(*part->left);
    // CPython's FORMAT_VALUE converts and formats at the FormattedValue's place (the parser
    // gives it the whole f-string's: spread_position), not at the call the f-string is in.
    at(*part);
    if (part->conversion == 'r') v = Str(repr(v));
    else if (part->conversion == 'a') v = Str(ascii_text(repr(v)));
    else if (part->conversion == 's') v = Str(str(v));
    std::string spec;
    if (part->right) spec = static_cast<StrObject*>(eval_joined_str(*part->right).get())->value;
    out += format_value(v, spec);
  }
  return Str(out);
}

std::shared_ptr<Scope> Evaluator::comprehension_scope(const ast::Expr& e) {
  if (!e.code) e.code = analyze_comprehension(e);  // not seen by the scope analysis
  auto scope = std::make_shared<Scope>();
  scope->parent = scope_;
  scope->is_comprehension = true;
  scope->code = e.code.get();
  scope->vars.use_slots(e.code.get());
  if (!e.code->cell_slots.empty() || !e.code->freevars.empty()) {
    std::vector<Ref> cells;
    for (const std::string& name : e.code->freevars) cells.push_back(find_cell(scope_.get(), name));
    init_cells(scope->vars, *e.code, cells);
  }
  return scope;
}

void Evaluator::run_generators(const ast::Expr& e, std::size_t level, const std::shared_ptr<Scope>& scope,
                               const std::function<void(Evaluator&)>& emit, Evaluator* outer_eval) {
  const ast::Comprehension& g = e.generators[level];
  Evaluator inner(in_, scope, globals_, frame_, qualprefix_);
  // The first iterable is evaluated in the enclosing scope (Python semantics).
  Evaluator& source = level == 0 ? *outer_eval : inner;
  ItemCursor items(loop_iterable(*g.iter, [&source](const ast::Expr& x) { return source.eval(x); }));
  while (Ref item = items.next()) {
    step(in_);
    inner.assign(*g.target, item);
    if (!inner.passes_filters(g)) continue;
    if (level + 1 < e.generators.size()) run_generators(e, level + 1, scope, emit, outer_eval);
    else emit(inner);
  }
}

Ref Evaluator::eval_comprehension(const ast::Expr& e) {
  if (e.kind == ast::ExprKind::GeneratorExp) return make_genexp(e);
  std::shared_ptr<Scope> scope = comprehension_scope(e);
  switch (e.kind) {
    case ast::ExprKind::DictComp: {
      auto d = Dict();
      run_generators(e, 0, scope, [&](Evaluator& ev) {
        Ref k = ev.eval(*e.left);
        d->set(k, ev.eval(*e.right));
      }, this);
      return d;
    }
    case ast::ExprKind::SetComp: {
      auto s = make_object<SetObject>(T().set);
      run_generators(e, 0, scope, [&](Evaluator& ev) { s->table->set(ev.eval(*e.left), None()); }, this);
      return s;
    }
    default: {
      std::vector<Ref> items;
      run_generators(e, 0, scope, [&](Evaluator& ev) { items.push_back(ev.eval_operand(*e.left)); }, this);
      return List(std::move(items));
    }
  }
}

// `a and b and c` from operand `first` on; control-flow hooks may take over the rest when they
// claim an operand (AutoGraph's lazy ag__.and_/or_ on tensors).
Ref Evaluator::eval_bool_op(const ast::Expr& e, std::size_t first) {
  Ref v;
  for (std::size_t i = first; i < e.elts.size(); ++i) {
    v = eval_operand(*e.elts[i]);
    if (i + 1 == e.elts.size()) break;  // the last operand is the result, never tested
    if (ControlFlowHooks* hooks = active_hooks())
      if (Ref r = hooks->bool_op(e.boolop, v, [&e, i, this] { return eval_bool_op(e, i + 1); })) return r;
    bool t = truthy(v);
    if (e.boolop == ast::BoolOpKind::And ? !t : t) return v;
  }
  return v;
}

namespace {

/// `x op y` for an ordering or equality `op` on two numbers (IEEE's answers for doubles: false
/// with a NaN but for !=); nullopt for any other op.
template <typename N> [[gnu::always_inline]] inline std::optional<bool> compare_numbers(ast::CmpOpKind op, N x, N y) {
  using C = ast::CmpOpKind;
  switch (op) {
    case C::Eq: return x == y;
    case C::NotEq: return x != y;
    case C::Lt: return x < y;
    case C::LtE: return x <= y;
    case C::Gt: return x > y;
    case C::GtE: return x >= y;
    default: return std::nullopt;
  }
}

/// `x op y` for two ints within int64 and an ordering or equality `op`; nullopt otherwise.
[[gnu::always_inline]] inline std::optional<bool> compare_small_ints(ast::CmpOpKind op, const IntObject& x, const IntObject& y) {
  if (x.big || y.big) return std::nullopt;
  return compare_numbers(op, x.value, y.value);
}

/// `x op y` for two exact ints within int64, two exact floats, a float and such an int or two
/// exact strs and an ordering or equality `op`, or `x is y` of objects of two types: the
/// comparison, which runs no Python code; nullopt otherwise.
[[gnu::always_inline]] inline std::optional<bool> compare_plain(ast::CmpOpKind op, const Object* a, const Object* b) {
  using C = ast::CmpOpKind;
  const BuiltinTypes& t = T();
  if (a->cls == t.int_ && b->cls == t.int_)  // first: `n < 2` (nullopt for `is`)
    return compare_small_ints(op, *static_cast<const IntObject*>(a), *static_cast<const IntObject*>(b));
  if (op == C::In || op == C::NotIn) return std::nullopt;
  if (op == C::Is || op == C::IsNot) {
    // Objects of different types are never the same object; two of one type may be equal
    // small ints, which compare() answers.
    if (a == b) return op == C::Is;
    if (a->cls != b->cls) return op == C::IsNot;
    return std::nullopt;
  }
  if (a->cls != b->cls) {
    // A float and an int within +-2**53 (exact as a double): float_richcompare's comparison.
    constexpr std::int64_t kExact = std::int64_t(1) << 53;
    const Object* f = a->cls == t.float_ ? a : b->cls == t.float_ ? b : nullptr;
    const Object* i = f == a ? b : a;
    if (!f || i->cls != t.int_) return std::nullopt;
    const auto* n = static_cast<const IntObject*>(i);
    if (n->big || n->value > kExact || n->value < -kExact) return std::nullopt;
    const double x = f == a ? static_cast<const FloatObject*>(a)->value : static_cast<double>(n->value);
    const double y = f == b ? static_cast<const FloatObject*>(b)->value : static_cast<double>(n->value);
    return compare_numbers(op, x, y);
  }
  if (a->cls == t.str) {
    // UTF-8 bytes compared as unsigned (std::string::compare) order as the code points do.
    const std::string& p = static_cast<const StrObject*>(a)->value;
    const std::string& q = static_cast<const StrObject*>(b)->value;
    if (op == C::Eq) return p == q;
    if (op == C::NotEq) return p != q;
    return compare_numbers(op, p.compare(q), 0);
  }
  // IEEE comparisons, as float_richcompare's of two floats.
  if (a->cls == t.float_)
    return compare_numbers(op, static_cast<const FloatObject*>(a)->value, static_cast<const FloatObject*>(b)->value);
  return std::nullopt;
}

}  // namespace

bool Evaluator::eval_test(const ast::Expr& e) {
  // A test like `n < 2` or `"a" <= c <= "z"` (CPython's COMPARE_OP feeding POP_JUMP_IF) on two
  // ints within int64, two floats or two strs compares them directly; `a or b`, `a and b` and
  // `not a` test their operands as CPython's compiler_jump_if does (each operand's truth asked
  // once, no bool made); everything else is compare() and truthy(), in the same order.
  using K = ast::ExprKind;
  if (e.kind != K::Compare) {
    if (e.kind == K::BoolOp && !active_hooks()) {
      const bool is_and = e.boolop == ast::BoolOpKind::And;
      for (const auto& x : e.elts)
        if (eval_test(*x) != is_and) return !is_and;
      return is_and;
    }
    if (e.kind == K::UnaryOp && e.unaryop == ast::UnaryOpKind::Not && !active_hooks()) return !eval_test(*e.left);
    return truthy(eval(e));
  }
  const std::size_t n = e.ops.size();
  // Operands that are leaves (bound locals, cached globals, constants: `n < 2`, `"a" <= c <=
  // "z"`) are compared where they are bound, no reference taken, when every link compares
  // without running code; reading a leaf has no effect, so the general path below may read
  // them again.
  if (const Ref* pa = leaf_value(*e.left))
    if (const Ref* pb = leaf_value(*e.elts[0])) {
      std::optional<bool> r = compare_plain(e.ops[0], pa->get(), pb->get());
      if (r && (!*r || n == 1)) return *r;
      if (r && n == 2)
        if (const Ref* pc = leaf_value(*e.elts[1]))
          if (std::optional<bool> r2 = compare_plain(e.ops[1], pb->get(), pc->get())) return *r2;
    }
  Ref left = eval_operand(*e.left);
  if (n == 1) {  // `i % 3 == 0`, `x in seen`
    Ref right = eval_operand(*e.elts[0]);
    at(e);
    const ast::CmpOpKind op = e.ops[0];
    if (std::optional<bool> r = compare_plain(op, left.get(), right.get())) return *r;
    if (op == ast::CmpOpKind::In || op == ast::CmpOpKind::NotIn) return contains(right, left) == (op == ast::CmpOpKind::In);
    return truthy(compare(op, left, right));
  }
  for (std::size_t i = 0;; ++i) {
    Ref right = eval_operand(*e.elts[i]);
    at(e);
    const ast::CmpOpKind op = e.ops[i];
    bool t;
    if (std::optional<bool> r = compare_plain(op, left.get(), right.get())) t = *r;
    else if (op == ast::CmpOpKind::In || op == ast::CmpOpKind::NotIn) t = contains(right, left) == (op == ast::CmpOpKind::In);
    else t = truthy(compare(op, left, right));
    if (!t) return false;
    if (i + 1 == n) return true;
    left = std::move(right);
  }
}

Ref Evaluator::eval(const ast::Expr& e) {
  using K = ast::ExprKind;
  switch (e.kind) {
    case K::Name:
      if (const Ref* v = bound_fast(e)) return *v;  // inline: most loads are of these
      return load_name(e);
    case K::Constant:
      if (e.value) return e.value;
      return eval_constant(e);
    case K::JoinedStr:
      return eval_joined_str(e);
    case K::BinOp: {
      // Two leaves that are exact ints or floats are operated on where they are bound: int and
      // float arithmetic runs no Python code, so nothing can rebind them meanwhile.
      const Ref* pa = leaf_value(*e.left);
      if (pa) {
        if (const Ref* pb = leaf_value(*e.right); pb && plain_number(pa->get()) && plain_number(pb->get())) {
          at(e);
          if (Ref r = arith_fast(e.binop, pa->get(), pb->get())) return r;
          return binary_op(e.binop, *pa, *pb);
        }
      }
      Ref a = pa ? *pa : eval_operand(*e.left);
      Ref b = eval_operand(*e.right);
      at(e);
      if (arith_into_temporary(e.binop, a, b)) return a;
      if (Ref r = arith_fast(e.binop, a.get(), b.get())) return r;
      return binary_op(e.binop, a, b);
    }
    case K::UnaryOp: {
      Ref a = eval_operand(*e.left);
      at(e);
      if (e.unaryop == ast::UnaryOpKind::Not)
        if (ControlFlowHooks* hooks = active_hooks())
          if (Ref r = hooks->not_op(a)) return r;
      return unary_op(e.unaryop, a);
    }
    case K::BoolOp:
      return eval_bool_op(e, 0);
    case K::Compare: {
      Ref left = eval_operand(*e.left);
      Ref result;
      for (std::size_t i = 0; i < e.ops.size(); ++i) {
        Ref right = eval_operand(*e.elts[i]);
        at(e);
        result = compare(e.ops[i], left, right);
        if (i + 1 < e.ops.size() && !truthy(result)) return result;
        left = right;
      }
      return result;
    }
    case K::Call:
      return eval_call(e);
    case K::Attribute: {
      if (e.left->kind == K::Call) [[unlikely]]
        if (Ref r = super_attr(e)) return r;
      Ref obj = eval_operand(*e.left);
      at(e);
      return load_attr(e, obj, true);
    }
    case K::Subscript: {
      Ref obj = eval_operand(*e.left);
      const ast::Expr& index = *e.right;
      if (index.kind == K::Slice || index.kind == K::Tuple) {
        Ref key = eval_slice(index);
        at(e);
        return getitem(obj, key);
      }
      Ref key = eval_operand(index);
      at(e);
      // An exact list or tuple indexed by an int in range (CPython's BINARY_SUBSCR_LIST_INT and
      // _TUPLE_INT): the item, without the protocol; anything else (negative and out-of-range
      // indices included) through getitem and its errors.
      // An exact str indexed by such an int: the character (shared when Latin-1), its
      // IndexError from str_item.
      const BuiltinTypes& t = T();
      if (key->cls == t.int_ && !static_cast<const IntObject*>(key.get())->big) {
        const std::int64_t k = static_cast<const IntObject*>(key.get())->value;
        if (obj->cls == t.list || obj->cls == t.tuple) {
          const std::vector<Ref>& items = obj->cls == t.list ? static_cast<ListObject*>(obj.get())->items
                                                              : static_cast<TupleObject*>(obj.get())->items;
          if (k >= 0 && static_cast<std::uint64_t>(k) < items.size()) return items[static_cast<std::size_t>(k)];
        } else if (obj->cls == t.str) {
          return str_item(obj, k);
        }
      }
      return getitem(obj, key);
    }
    case K::Slice:
      return eval_slice(e);
    case K::List:
      return List(eval_elements(e.elts));
    case K::Tuple:
      return Tuple(eval_elements(e.elts));
    case K::Set: {
      auto s = make_object<SetObject>(T().set);
      std::vector<Ref> items = eval_elements(e.elts);
      if (e.elts.size() > 2 && constant_set_display(e)) {
        // CPython compiles a display of three or more constants to BUILD_SET 0 and SET_UPDATE
        // of a frozenset constant (compile.c starunpack_helper), which merge_consts_recursive
        // builds again from its own iteration order; the set copies that table.
        set_update(*s->table, constant_frozenset(items));
      } else {
        for (Ref& v : items) s->table->set(v, None());
      }
      return s;
    }
    case K::Dict: {
      auto d = Dict();
      for (std::size_t i = 0; i < e.elts.size(); ++i) {
        if (!e.keys[i]) {
          Ref m = eval(*e.elts[i]);
          // DICT_UPDATE: any object with keys() and __getitem__ (PyDict_Update).
          if (!for_each_mapping_item(m, [&](const Ref& k, const Ref& v) { d->set(k, v); }))
            raise_type_error("'" + type_name(m.get()) + "' object is not a mapping");
          continue;
        }
        Ref k = eval(*e.keys[i]);
        d->set(k, eval(*e.elts[i]));
      }
      return d;
    }
    case K::ListComp:
    case K::SetComp:
    case K::DictComp:
    case K::GeneratorExp:
      return eval_comprehension(e);
    case K::Lambda:
      return make_function(*e.args, "<lambda>", nullptr, e.left.get(), nullptr, e.pos.line, e.code);
    case K::IfExp: {
      if (!active_hooks()) return eval_test(*e.left) ? eval_operand(*e.right) : eval_operand(*e.third);
      Ref test = eval(*e.left);
      if (ControlFlowHooks* hooks = active_hooks())
        if (Ref r = hooks->if_exp(test, [&] { return eval(*e.right); }, [&] { return eval(*e.third); }, e)) return r;
      return truthy(test) ? eval(*e.right) : eval(*e.third);
    }
    case K::Starred:
      raise(E().SyntaxError, "can't use starred expression here");
    case K::NamedExpr: {
      Ref v = eval(*e.right);
      store_name(e.left->id, v, true);
      return v;
    }
    case K::Yield:
    case K::YieldFrom:
      // The generator executor runs yields in statement position; this one is nested deeper.
      raise(E().NotImplementedError,
            "tfplay runs `yield` as a statement, as the value of an assignment (x = yield ...) or as "
            "`yield from`; move this yield into its own statement");
    case K::FormattedValue:
      break;
  }
  raise(E().RuntimeError, "tfplay internal error: unexpected expression node");
}

// ----- generator frames ------------------------------------------------------------------------

/// The frame of a generator function: its own Frame and Evaluator, kept while it is suspended.
class EvaluatorRunner : public FrameRunner {
 public:
  EvaluatorRunner(Interpreter& in, std::shared_ptr<Scope> scope, std::shared_ptr<Scope> globals, std::string name,
                  FunctionObject* fn, std::string prefix)
      : name_(std::move(name)), frame_(std::make_unique<Frame>(Frame{name_})),
        function_(fn ? fn->self() : nullptr), prefix_(std::move(prefix)), globals_(std::move(globals)),
        ev_(in, scope, globals_, *frame_, prefix_) {
    frame_->function = fn;
    frame_->scope = scope.get();
  }
  BlockExit exec(const ast::Stmt& s) override { return to_exit(ev_.exec(s)); }
  Ref eval(const ast::Expr& e) override { return ev_.eval(e); }
  void assign(const ast::Expr& target, const Ref& value) override { ev_.assign(target, value); }
  void bind(const std::string& name, const Ref& value) override {
    if (value) ev_.store_name(name, value);
    else ev_.scope_->vars.erase(name);
  }
  Ref return_value() override { return ev_.return_value ? ev_.return_value : None(); }
  void at(const ast::Stmt& s) override {
    frame_->pos = &s.pos;
    frame_->end = &s.end;
    frame_->expr = nullptr;
  }
  Frame& frame() override { return *frame_; }
  void push_handled(const Ref& exc) override { handled_stack().push_back(exc); }
  void pop_handled() override { handled_stack().pop_back(); }
  void attach_context(const Ref& exc) override { tfplay::py::attach_context(exc); }
  void chain_raised(const Ref& exc) override { tfplay::py::chain_raised(exc); }

 private:
  std::string name_;  // the frame's name (Frame::name views it)
  std::unique_ptr<Frame> frame_;
  Ref function_;  // keeps the function (and so its code) alive while the generator lives
  std::string prefix_;
  std::shared_ptr<Scope> globals_;
  Evaluator ev_;
};

/// A generator expression's code: one iterator per `for` clause, advanced lazily. As in
/// CPython the first iterable is evaluated (and iter() called) when the expression runs; the
/// rest runs in a <genexpr> frame with its own scope.
class GenExpCode : public Resumable {
 public:
  GenExpCode(Interpreter& in, const ast::Expr& e, std::shared_ptr<Scope> scope, std::shared_ptr<Scope> globals,
             std::string prefix, Ref first)
      : e_(e), frame_(std::make_unique<Frame>(Frame{"<genexpr>"})), prefix_(std::move(prefix)),
        globals_(std::move(globals)), ev_(in, scope, globals_, *frame_, prefix_), scope_(std::move(scope)) {
    frame_->scope = scope_.get();
    frame_->pos = &e.pos;
    frame_->end = &e.end;
    // The frame has no function to say its code is a library module's: its scope says it.
    scope_->library = globals_ && globals_->library;
    iterators_.push_back(std::move(first));
  }
  Frame& frame() override { return *frame_; }
  Ref resume(const Ref&, const Ref& thrown, Ref& result) override {
    if (thrown) throw PyError{thrown};
    Interpreter& in = Interpreter::current();
    while (!iterators_.empty()) {
      std::size_t level = iterators_.size() - 1;
      const ast::Comprehension& g = e_.generators[level];
      Ref item = next(iterators_.back());
      if (!item) {
        iterators_.pop_back();
        continue;
      }
      in.step();
      ev_.assign(*g.target, item);
      if (!ev_.passes_filters(g)) continue;
      if (level + 1 < e_.generators.size()) {
        iterators_.push_back(iter(loop_iterable(*e_.generators[level + 1].iter, [this](const ast::Expr& x) { return ev_.eval(x); })));
        continue;
      }
      return ev_.eval(*e_.left);
    }
    result = None();
    return nullptr;
  }

 private:
  const ast::Expr& e_;
  std::unique_ptr<Frame> frame_;
  std::string prefix_;
  std::shared_ptr<Scope> globals_;
  Evaluator ev_;
  std::shared_ptr<Scope> scope_;
  std::vector<Ref> iterators_;
};

Ref Evaluator::make_genexp(const ast::Expr& e) {
  Ref first = iter(loop_iterable(*e.generators[0].iter, [this](const ast::Expr& x) { return eval(x); }));
  std::shared_ptr<Scope> scope = comprehension_scope(e);
  auto code = std::make_unique<GenExpCode>(in_, e, scope, globals_, qualprefix_, std::move(first));
  return make_generator(std::move(code), "<genexpr>", qualprefix_ + "<genexpr>");
}

#ifdef __EMSCRIPTEN__
// In wasm the C++ frames of Python calls live on the engine's (V8's) machine stack, about 1 MB
// in a page or a worker, which a thousand Python frames of deep code (copy.deepcopy, json, a
// call inside a list display) can exhaust before sys.getrecursionlimit(): the run would die
// with a JS RangeError. Deep calls probe for room first and raise RecursionError, as the frame
// limit would, while enough stack remains to unwind and handle it.
extern "C" EMSCRIPTEN_KEEPALIVE int tfplay_stack_probe(int frames) {
  // Recursion through a volatile pointer: a real frame per level, never inlined away.
  static int (*volatile self)(int) = tfplay_stack_probe;
  return frames > 0 ? self(frames - 1) + 1 : 0;
}

// Whether `frames` more levels of a small wasm frame fit on the stack (a RangeError says not).
EM_JS(int, tfplay_stack_has_room, (int frames), {
  try {
    return _tfplay_stack_probe(frames) === frames ? 1 : 0;
  } catch (e) {
    return 0;
  }
});

namespace {
// Probing costs a few microseconds: only calls deeper than 64 frames probe, every 4 frames
// past the depth of the last probe that found room (lowered again as the stack unwinds).
constexpr int kProbeFloor = 64, kProbeStep = 4;
// Room for 1024 probe frames is some 40 KB (measured under Node 20's V8): enough to unwind and
// run a handler, while deep code keeps over 95% of the stack.
constexpr int kProbeFrames = 1024;
thread_local int probe_mark = 0;

void check_stack(int depth) {
  if (depth + 4 * kProbeStep < probe_mark) probe_mark = depth;
  if (depth < kProbeFloor || depth < probe_mark + kProbeStep) return;
  if (!tfplay_stack_has_room(kProbeFrames)) raise(E().RecursionError, "maximum recursion depth exceeded");
  probe_mark = depth;
}
}  // namespace

bool native_stack_has_room() { return tfplay_stack_has_room(kProbeFrames) != 0; }
#else
namespace {
void check_stack(int) {}
}  // namespace
#endif

void Interpreter::enter_frame(Frame& frame) {
  if (depth_ + 1 >= options_.recursion_limit) raise(E().RecursionError, "maximum recursion depth exceeded");
  check_stack(depth_ + 1);
  frame.back = frame_;
  frame_ = &frame;
  ++depth_;
}

void Interpreter::leave_frame(Frame& frame) {
  frame_ = frame.back;
  frame.back = nullptr;
  --depth_;
}

// ----- Interpreter ---------------------------------------------------------------------------------

void Interpreter::set_recursion_limit(int limit) {
  // CPython counts the module's frame too: its depth is one more than the calls running.
  const int depth = depth_ + 1;
  if (depth >= limit)
    raise(E().RecursionError, "cannot set the recursion limit to " + std::to_string(limit) + " at the recursion depth " +
                                  std::to_string(depth) + ": the limit is too low");
  requested_recursion_limit_ = limit;
  options_.recursion_limit = std::min(limit, engine_recursion_limit_);
}

Interpreter::Interpreter(InterpreterOptions options)
    : options_(std::move(options)), previous_(g_current),
      max_steps_(options_.max_steps.value_or(INT64_MAX)) {
  g_current = this;
  if (!previous_) {
    reset_object_ids();  // a new run numbers its objects from the start
    int_max_str_digits() = 4300;  // sys.set_int_max_str_digits lasts one run
  }
  builtins_ = std::make_shared<Scope>();
  modules_ = Dict();
  install_builtins(*this, *builtins_);
}

void clear_frame_locals_dicts();  // builtins.cpp: the dicts locals() returned in functions

Interpreter::~Interpreter() {
  // Library modules' functions and their globals refer to each other: break the cycles.
  for (auto& g : library_globals_) g->vars = AttrMap();
  if (!previous_) clear_frame_locals_dicts();
  modules_->clear();
  g_current = previous_;
}

Interpreter& Interpreter::current() { return *g_current; }

Interpreter* exchange_current_interpreter(Interpreter* interp) { return std::exchange(g_current, interp); }

int Interpreter::current_line() const { return frame_ && frame_->pos ? frame_->pos->line : 0; }
int Interpreter::current_column() const { return frame_ && frame_->pos ? frame_->pos->col + 1 : 0; }

const Frame* Interpreter::program_frame() const {
  const Frame* f = frame_;
  while (f) {
    Scope* globals = frame_globals(const_cast<Frame*>(f));
    if (!(globals && globals->library)) break;
    f = f->back;
  }
  return f;
}

int Interpreter::program_line() const {
  const Frame* f = program_frame();
  return f && f->pos ? f->pos->line : 0;
}

int Interpreter::program_column() const {
  const Frame* f = program_frame();
  return f && f->pos ? f->pos->col + 1 : 0;
}

void Interpreter::set_source(std::string_view source) { lines_ = split_source_lines(source); }

const std::string& Interpreter::raw_source_line(int line) const {
  static const std::string empty;
  if (line < 1 || static_cast<std::size_t>(line) > lines_.size()) return empty;
  return lines_[static_cast<std::size_t>(line - 1)];
}

std::string Interpreter::source_line(int line) const {
  const std::string& l = raw_source_line(line);
  std::size_t a = l.find_first_not_of(" \t\f");
  if (a == std::string::npos) return "";
  std::size_t b = l.find_last_not_of(" \t\f\r\n");
  return l.substr(a, b - a + 1);
}

namespace {

/// Whether library code with these globals is Python code in CPython's world too: a module the
/// embedding gives a source file (Keras's and TensorFlow's: set_library_module_file), which has
/// a __file__, unlike tfplay's Python stand-ins for C modules.
bool is_python_library(const Scope& globals) { return globals.vars.find("__file__") != nullptr; }

}  // namespace

void Interpreter::add_traceback(const Ref& exc, const Frame& frame, bool add_entry) {
  if (exc->cls->layout != Layout::Exception) return;
  // An exception caught (entry added) and re-raised in the same frame keeps a single entry.
  // The last exception is held (not a raw pointer) so a new exception can never reuse its address.
  if (traceback_last_exc_ == exc && traceback_last_frame_ == &frame) return;
  traceback_last_exc_ = exc;
  traceback_last_frame_ = &frame;
  if (!add_entry) return;
  // Tracebacks show the program's frames, not those of tfplay's library modules (Keras, the
  // stdlib), as TF's traceback filtering hides its own. Developers debugging a library module
  // set TFPLAY_DEBUG_LIBRARY_FRAMES (native CLI) to see them, named <module>.
  static const bool show_library = std::getenv("TFPLAY_DEBUG_LIBRARY_FRAMES") != nullptr;
  const bool library = is_library_frame(frame);
  auto& entries = static_cast<ExceptionObject*>(exc.get())->traceback;
  if (library && !show_library) {
    // Keras and TensorFlow are Python code in the real world too: an exception raised there has
    // a traceback in CPython, even when none of its frames is the program's. Their innermost
    // frame is kept, hidden (is_hidden_entry): `__traceback__` is not None and a chained
    // exception prints its "Traceback" header, while nothing of the library is printed. The
    // stdlib modules tfplay writes in Python are often C code in CPython (atexit, itertools),
    // whose exceptions have no frame of their own.
    if (entries.empty() && frame.function && is_python_library(*frame.function->globals)) {
      TracebackEntry hidden;
      hidden.filename.clear();
      hidden.name = std::string(frame.name);
      hidden.col = hidden.end_col = -1;
      entries.push_back(std::move(hidden));
    }
    return;
  }
  TracebackEntry entry;
  entry.filename = options_.filename;
  if (library) {
    entry.filename = frame_filename(frame, *this);
    entry.name = std::string(frame.name);
    entry.line = frame.pos ? frame.pos->line : 0;
    static_cast<ExceptionObject*>(exc.get())->traceback.push_back(entry);
    return;
  }
  entry.name = std::string(frame.name);
  if (frame.pos) {
    const Scope* globals = frame.function ? frame.function->globals.get() : frame.scope;
    ast::Pos start = instruction_start(frame.expr, *frame.pos, globals ? globals->code : nullptr);
    entry.line = start.line;
    entry.col = start.col;
    entry.end_line = frame.end ? frame.end->line : start.line;
    entry.end_col = frame.end && start.col >= 0 ? frame.end->col : -1;
    compute_caret_anchors(frame.expr, raw_source_line(entry.line), entry);
  }
  if (const FunctionObject* fn = frame.function) {
    entry.def_line = fn->def ? fn->def->pos.line : fn->line;
    entry.def_end_line = fn->def ? fn->def->end.line : (fn->lambda_body ? fn->lambda_body->end.line : fn->line);
  }
  static_cast<ExceptionObject*>(exc.get())->traceback.push_back(entry);
}

namespace {

/// CPython 3.12's find_ann (Python/compile.c): whether a module-level block holds an annotated
/// assignment, in its statements or the blocks of its compound statements (not in defs or
/// classes). Such a module gets an empty __annotations__ when it starts (SETUP_ANNOTATIONS).
bool has_annotations(const ast::StmtList& body) {
  using K = ast::StmtKind;
  for (const auto& st : body) {
    switch (st->kind) {
      case K::AnnAssign:
        return true;
      case K::FunctionDef:
      case K::ClassDef:
        break;
      default:
        if (has_annotations(st->body) || has_annotations(st->orelse) || has_annotations(st->finalbody)) return true;
        for (const auto& h : st->handlers)
          if (has_annotations(h.body)) return true;
        for (const auto& c : st->cases)
          if (has_annotations(c.body)) return true;
    }
  }
  return false;
}

}  // namespace

void Interpreter::exec_module(const ast::Module& module, const std::shared_ptr<Scope>& globals) {
  if (!module.code) resolve_module(module);
  if (!globals->vars.find("__annotations__") && has_annotations(module.body)) globals->vars.set("__annotations__", Dict());
  globals->code = module.code.get();
  Frame frame{"<module>"};
  frame.back = frame_;
  frame.scope = globals.get();
  frame_ = &frame;
  struct Restore {
    Interpreter& in;
    Frame* back;
    ~Restore() { in.frame_ = back; }
  } restore{*this, frame.back};
  static const std::string no_prefix;
  Evaluator ev(*this, globals, globals, frame, no_prefix);
  try {
    try {
      ev.exec_block(module.body);
    } catch (const std::bad_alloc&) {
      raise(E().MemoryError, "");
    }
  } catch (PyError& err) {
    add_traceback(err.exc, frame);
    globals->code = nullptr;
    throw;
  }
  globals->code = nullptr;
}

namespace {
// Binds the arguments of a call to a function whose parameters are all positional(-or-
// keyword) straight into its slots: positional arguments, keywords naming a parameter,
// defaults. False (slots partly written) for anything bind_arguments must handle or report.
bool bind_simple(const FunctionObject* fn, CallArgs& args, std::vector<Ref>& slots, bool consume) {
  // Sizes and data pointers are read once: the compiler cannot tell that writing a slot
  // leaves the vectors' own fields unchanged.
  const Param* params = fn->params.data();
  const std::size_t nparams = fn->params.size();
  const std::size_t given = args.args.size();
  if (!fn->positional_only_call || given > nparams) return false;
  Ref* out = slots.data();
  Ref* in = args.args.data();
  if (consume) {
    for (std::size_t i = 0; i < given; ++i) out[i] = std::move(in[i]);
  } else {
    for (std::size_t i = 0; i < given; ++i) out[i] = in[i];
  }
  for (const auto& [name, value] : args.kwargs) {
    std::size_t i = given;
    while (i < nparams && params[i].name != name) ++i;
    if (i == nparams || out[i] || params[i].kind != ParamKind::PositionalOrKeyword) return false;
    out[i] = value;
  }
  for (std::size_t i = given; i < nparams; ++i)
    if (!out[i]) {
      if (!params[i].default_value) return false;
      out[i] = params[i].default_value;
    }
  return true;
}

// The same for `def f(a, b=1, *rest)` called with positional arguments only (a decorator's
// `wrapper(*args)`): the positional parameters, their defaults, then the tuple of the rest.
// False, with nothing written or moved, for anything else.
bool bind_varargs(const FunctionObject* fn, CallArgs& args, std::vector<Ref>& slots, bool consume) {
  const std::vector<Param>& params = fn->params;
  if (!args.kwargs.empty() || params.empty() || params.back().kind != ParamKind::VarPositional) return false;
  std::size_t n = params.size() - 1;
  for (std::size_t i = 0; i < n; ++i) {
    if (params[i].kind != ParamKind::PositionalOrKeyword && params[i].kind != ParamKind::PositionalOnly) return false;
    if (i >= args.args.size() && !params[i].default_value) return false;
  }
  std::size_t given = args.args.size();
  std::vector<Ref> rest;
  if (given > n) rest.reserve(given - n);
  for (std::size_t i = 0; i < given; ++i) {
    Ref& target = i < n ? slots[i] : rest.emplace_back();
    if (consume) target = std::move(args.args[i]);
    else target = args.args[i];
  }
  for (std::size_t i = given; i < n; ++i) slots[i] = params[i].default_value;
  slots[n] = args_tuple(std::move(rest));
  return true;
}

// The same for any other signature (keyword-only parameters, *args beside keywords, **kwargs:
// Keras's `__call__(self, *args, **kwargs)`) when the call binds without an error: positional
// arguments, the tuple of the rest, keywords naming a parameter, the dict of the others in the
// order given, then the defaults. It decides everything before writing, so on false (anything
// bind_arguments_into must report) nothing is written or moved.
bool bind_general(const FunctionObject* fn, CallArgs& args, std::vector<Ref>& slots, bool consume) {
  const Param* params = fn->params.data();
  const std::size_t nparams = fn->params.size();
  const std::size_t nkw = args.kwargs.size();
  constexpr std::size_t kMaxKeywords = 16;
  if (nparams > 64 || nkw > kMaxKeywords) return false;
  // Parameters are ordered: positional ones, *args, keyword-only ones, **kwargs.
  std::size_t npos = 0;
  while (npos < nparams && (params[npos].kind == ParamKind::PositionalOnly ||
                            params[npos].kind == ParamKind::PositionalOrKeyword))
    ++npos;
  const bool has_vararg = npos < nparams && params[npos].kind == ParamKind::VarPositional;
  const bool has_varkw = nparams && params[nparams - 1].kind == ParamKind::VarKeyword;
  const std::size_t given = args.args.size();
  if (given > npos && !has_vararg) return false;
  const std::size_t bound_pos = given < npos ? given : npos;
  std::uint64_t filled = bound_pos == 64 ? ~0ull : (1ull << bound_pos) - 1;
  if (has_vararg) filled |= 1ull << npos;
  if (has_varkw) filled |= 1ull << (nparams - 1);
  // The slot each keyword binds, or -1 for the **kwargs dict.
  int target[kMaxKeywords];
  for (std::size_t j = 0; j < nkw; ++j) {
    const std::string& name = args.kwargs[j].first;
    int t = -1;
    for (std::size_t i = 0; i < nparams; ++i) {
      const Param& p = params[i];
      if (p.kind == ParamKind::VarPositional || p.kind == ParamKind::VarKeyword || p.name != name) continue;
      // A positional-only parameter's name goes to **kwargs, else it is an error.
      if (p.kind != ParamKind::PositionalOnly) {
        if (filled >> i & 1) return false;  // multiple values
        filled |= 1ull << i;
        t = static_cast<int>(i);
      }
      break;
    }
    if (t < 0 && !has_varkw) return false;
    target[j] = t;
  }
  for (std::size_t i = 0; i < nparams; ++i)
    if (!(filled >> i & 1) && !params[i].default_value) return false;  // missing
  // Everything binds: write.
  Ref* out = slots.data();
  Ref* in = args.args.data();
  if (consume) {
    for (std::size_t i = 0; i < bound_pos; ++i) out[i] = std::move(in[i]);
  } else {
    for (std::size_t i = 0; i < bound_pos; ++i) out[i] = in[i];
  }
  if (has_vararg) {
    std::vector<Ref> rest;
    if (given > npos) {
      rest.reserve(given - npos);
      for (std::size_t i = npos; i < given; ++i) rest.push_back(consume ? std::move(in[i]) : in[i]);
    }
    out[npos] = args_tuple(std::move(rest));
  }
  std::shared_ptr<DictObject> extra = has_varkw ? Dict() : nullptr;
  for (std::size_t j = 0; j < nkw; ++j) {
    auto& [name, value] = args.kwargs[j];
    if (target[j] >= 0) out[target[j]] = value;
    else extra->set(Str(name), value);
  }
  for (std::size_t i = 0; i < nparams; ++i)
    if (!out[i] && params[i].kind != ParamKind::VarKeyword) out[i] = params[i].default_value;
  if (has_varkw) out[nparams - 1] = std::move(extra);
  return true;
}
}  // namespace

Ref Interpreter::call_function(FunctionObject* fn, CallArgs& args) { return Evaluator::call_python(*this, fn, args, false); }

std::shared_ptr<Scope> Evaluator::call_scope(FunctionObject* fn, ScopeLease& lease) {
  std::shared_ptr<Scope> scope;
  const CodeInfo* code = fn->code.get();
  if (code->leaf && !fn->is_generator) {
    // The scope of a finished call of the same function, its slots ready, else a new one.
    if (std::vector<std::unique_ptr<Scope>>& pool = code->free_scopes; !pool.empty()) {
      lease.scope = std::move(pool.back());
      pool.pop_back();
    } else {
      lease.scope = std::make_unique<Scope>();
    }
    // The evaluator sees it through a non-owning shared_ptr (no control block, no counting).
    scope = std::shared_ptr<Scope>(std::shared_ptr<Scope>(), lease.scope.get());
  } else {
    scope = std::make_shared<Scope>();
  }
  // A new scope has no parent yet. A pooled (leaf) scope refers to the defining
  // scope without owning it: the running function keeps it, and nothing the call makes can.
  // A pooled scope keeps that pointer between calls (ScopeLease): the last call of the same
  // closure left it set.
  if (lease.scope) {
    if (scope->parent.get() != fn->closure.get())
      scope->parent = std::shared_ptr<Scope>(std::shared_ptr<Scope>(), fn->closure.get());
  } else if (fn->closure) {
    scope->parent = fn->closure;
  }
  // A pooled scope last used by this code has its (unbound) slots already.
  if (scope->code != code || scope->vars.slots.size() != code->slot_names.size()) {
    scope->code = code;
    scope->vars.use_slots(code);
  }
  return scope;
}

Ref Evaluator::call_python(Interpreter& in, FunctionObject* fn, CallArgs& args, bool consume) {
  // The module frame counts toward the limit, as in CPython.
  if (in.depth_ + 1 >= in.options_.recursion_limit) raise(E().RecursionError, "maximum recursion depth exceeded");
  check_stack(in.depth_ + 1);
  ScopeLease lease{in, nullptr};
  load_function_body(*fn);
  std::shared_ptr<Scope> scope = call_scope(fn, lease);
  // The parameters are the first slots. A call passing exactly one positional argument per
  // positional parameter needs none of bind_arguments' checks.
  std::vector<Ref>& slots = scope->vars.slots;
  // bind_simple writes nothing for a function with other parameters, bind_varargs and
  // bind_general nothing when they return false.
  if (!bind_simple(fn, args, slots, consume) && !bind_varargs(fn, args, slots, consume) &&
      (fn->positional_only_call || !bind_general(fn, args, slots, consume))) {
    // bind_arguments_into reports what bind_simple left: it needs the arguments back.
    if (consume)
      for (std::size_t i = 0; i < args.args.size() && i < slots.size(); ++i)
        if (slots[i]) args.args[i] = std::move(slots[i]);
    std::fill(slots.begin(), slots.begin() + static_cast<std::ptrdiff_t>(fn->params.size()), nullptr);
    std::string name = in.control_flow_hooks ? in.control_flow_hooks->binding_name(*fn) : std::string();
    Interpreter::bind_arguments_into(name.empty() ? fn->qualname : name, fn->params, args, slots);
  }
  enter_cells(*scope, *fn, lease.scope != nullptr);
  if (fn->is_generator) {
    // Calling a generator function runs none of its body: it returns the generator.
    auto runner = std::make_unique<EvaluatorRunner>(in, scope, fn->globals, std::string(fn->code_name()), fn,
                                                     fn->locals_prefix);
    return make_function_generator(*fn->body, std::move(runner), fn->name, fn->qualname);
  }
  return run_function(in, fn, scope);
}

Ref Evaluator::run_function(Interpreter& in, FunctionObject* fn, const std::shared_ptr<Scope>& scope) {
  Frame frame{fn->code_name()};
  frame.back = in.frame_;
  frame.function = fn;
  frame.scope = scope.get();
  in.frame_ = &frame;
  ++in.depth_;
  struct Restore {
    Interpreter& in;
    Frame* back;
    ~Restore() {
      in.frame_ = back;
      --in.depth_;
    }
  } restore{in, frame.back};
  ProfiledCall profiled(fn);
  Evaluator ev(in, scope, fn->globals, frame, fn->locals_prefix);
  try {
    if (fn->lambda_body) {
      frame.pos = &fn->lambda_body->pos;
      frame.end = &fn->lambda_body->end;
      return ev.eval(*fn->lambda_body);
    }
    const ast::StmtList& body = *fn->body;
    if (body.size() == 1 && body[0]->kind == ast::StmtKind::Return) {
      // A body that is one `return <expr>` (fib, a getter, a small helper): what exec_block and
      // exec would do for it (the step, the position, the return site), without the two calls.
      // No hook sees a return statement.
      const ast::Stmt& s = *body[0];
      ev.block_ = &body;
      step(in);
      frame.pos = &s.pos;
      frame.end = &s.end;
      // `return a if test else b` (fib, relu): the conditional expression without eval's frame.
      const ast::Expr* v = s.value.get();
      Ref value = !v ? None()
                  : v->kind == ast::ExprKind::IfExp && !ev.active_hooks()
                      ? (ev.eval_test(*v->left) ? ev.eval_operand(*v->right) : ev.eval_operand(*v->third))
                      : ev.eval_operand(*v);
      last_return_site() = s.pos;  // set after the value: a call in it returns first
      return value;
    }
    Flow f = ev.exec_block(body);
    if (f == Flow::Return) return std::move(ev.return_value);
    last_return_site() = {};
    return None();
  } catch (PyError& err) {
    in.add_traceback(err.exc, frame);
    throw;
  } catch (const std::bad_alloc&) {
    // A failed allocation is CPython's MemoryError, raised in the innermost Python frame. Other
    // std exceptions (length_error, out_of_range, ...) are engine bugs: the session reports
    // them as an InternalError rather than as a Python exception.
    PyError err{make_exception(E().MemoryError, "")};
    in.add_traceback(err.exc, frame);
    throw err;
  }
}

Ref Evaluator::call_with_self(Interpreter& in, FunctionObject* fn, Ref self) {
  if (fn->positional_only_call && !fn->is_generator && !fn->params.empty()) {
    const std::vector<Param>& params = fn->params;
    std::size_t i = 1;
    while (i < params.size() && params[i].default_value) ++i;
    if (i == params.size()) {
      load_function_body(*fn);
      ScopeLease lease{in, nullptr};
      std::shared_ptr<Scope> scope = call_scope(fn, lease);
      Ref* slots = scope->vars.slots.data();
      slots[0] = std::move(self);
      for (i = 1; i < params.size(); ++i) slots[i] = params[i].default_value;
      // The module frame counts toward the limit, as in CPython.
      if (in.depth_ + 1 >= in.options_.recursion_limit) raise(E().RecursionError, "maximum recursion depth exceeded");
      check_stack(in.depth_ + 1);
      enter_cells(*scope, *fn, lease.scope != nullptr);
      return run_function(in, fn, scope);
    }
  }
  CallArgs args;
  args.args.push_back(std::move(self));
  return call_python(in, fn, args, true);
}

template <bool kCalled>
Ref Evaluator::run_inline(FunctionObject* fn, Ref& self, const ast::Expr& e, InlinePlan& plan,
                          const TypeObject* called, std::uint64_t tag) {
  const Object* instance = kCalled ? self.get() : nullptr;
  load_function_body(*fn);
  ScopeLease lease{in_, nullptr};
  std::shared_ptr<Scope> scope = call_scope(fn, lease);
  // The scope is this call's alone until the frame starts: nothing else sees these slots.
  Ref* slots = scope->vars.slots.data();
  if (self) slots[0] = std::move(self);
  if (!fill_slots(fn, slots, e, plan) || (kCalled && called->version_tag() != tag))
    return inline_fallback(fn, slots, instance, e, plan);
  // The module frame counts toward the limit, as in CPython.
  if (in_.depth_ + 1 >= in_.options_.recursion_limit) raise(E().RecursionError, "maximum recursion depth exceeded");
  check_stack(in_.depth_ + 1);
  enter_cells(*scope, *fn, lease.scope != nullptr);
  return run_function(in_, fn, scope);
}

Ref Evaluator::run_leaf(FunctionObject* fn, Ref& self, const ast::Expr& e) {
  // call_scope's pooled case.
  const CodeInfo* code = fn->code.get();
  ScopeLease lease{in_, nullptr};
  if (std::vector<std::unique_ptr<Scope>>& pool = code->free_scopes; !pool.empty()) {
    lease.scope = std::move(pool.back());
    pool.pop_back();
  } else {
    lease.scope = std::make_unique<Scope>();
  }
  Scope* scope = lease.scope.get();
  if (scope->parent.get() != fn->closure.get())
    scope->parent = std::shared_ptr<Scope>(std::shared_ptr<Scope>(), fn->closure.get());
  if (scope->code != code || scope->vars.slots.size() != code->slot_names.size()) {
    scope->code = code;
    scope->vars.use_slots(code);
  }
  // fill_slots' Positional case with one argument per parameter.
  Ref* slot = scope->vars.slots.data();
  if (self) *slot++ = std::move(self);
  for (const auto& x : e.elts) *slot++ = eval_operand(*x);
  at(e);
  // The module frame counts toward the limit, as in CPython.
  if (in_.depth_ + 1 >= in_.options_.recursion_limit) raise(E().RecursionError, "maximum recursion depth exceeded");
  check_stack(in_.depth_ + 1);
  enter_cells(*scope, *fn, true);
  return run_function(in_, fn, std::shared_ptr<Scope>(std::shared_ptr<Scope>(), scope));
}

Ref Evaluator::inline_fallback(FunctionObject* fn, Ref* slots, const Object* implicit, const ast::Expr& e,
                               InlinePlan& plan) {
  // A default went missing while the arguments evaluated (`f(g())` where g sets
  // f.__defaults__), the class changed, or f(*args) had more items than parameters: the
  // generic path binds (and reports) the call with the arguments evaluated.
  CallArgs args;
  for (std::size_t m = implicit ? 1 : 0; m < plan.filled; ++m) args.args.push_back(std::move(slots[m]));
  // The positional arguments after the parameters: still in `extra`, or in the *args tuple
  // fill_slots made of them before the class changed.
  const std::size_t tuple_slot = plan.mode == InlinePlan::Varargs                 ? fn->params.size() - 1
                                 : plan.mode == InlinePlan::General && plan.vararg ? plan.npos
                                                                                   : SIZE_MAX;
  if (tuple_slot != SIZE_MAX && slots[tuple_slot] && (!plan.extra_ || plan.extra_->empty()))
    for (const Ref& v : static_cast<TupleObject*>(slots[tuple_slot].get())->items) args.args.push_back(v);
  if (plan.extra_)
    for (Ref& v : *plan.extra_) args.args.push_back(std::move(v));
  if (plan.mode == InlinePlan::General) {
    // The keywords in the order given, from their slots or the **kwargs dict.
    auto* extra = plan.varkw ? static_cast<DictObject*>(slots[fn->params.size() - 1].get()) : nullptr;
    for (std::size_t j = 0; j < e.keywords.size(); ++j)
      args.kwargs.emplace_back(e.keywords[j].arg, plan.kw_slot[j] != kToKwargs
                                                      ? std::move(slots[plan.kw_slot[j]])
                                                      : extra->get(keyword_name(e, j)));
  }
  if (implicit) return call(const_cast<Object*>(implicit)->self(), args);
  return call_python(in_, fn, args, true);
}

std::vector<Ref> Interpreter::bind_arguments(const std::string& fn_name, const std::vector<Param>& params,
                                             CallArgs& args) {
  std::vector<Ref> bound(params.size());
  bind_arguments_into(fn_name, params, args, bound);
  return bound;
}

void Interpreter::bind_arguments_into(const std::string& fn_name, const std::vector<Param>& params, CallArgs& args,
                                      std::vector<Ref>& bound) {
  std::size_t npositional = 0;  // params that accept positional arguments
  int vararg = -1, varkw = -1;
  for (std::size_t i = 0; i < params.size(); ++i) {
    switch (params[i].kind) {
      case ParamKind::PositionalOnly:
      case ParamKind::PositionalOrKeyword:
        ++npositional;
        break;
      case ParamKind::VarPositional:
        vararg = static_cast<int>(i);
        break;
      case ParamKind::VarKeyword:
        varkw = static_cast<int>(i);
        break;
      default:
        break;
    }
  }
  std::size_t given = args.args.size();
  if (given > npositional && vararg < 0) {
    std::size_t required = 0;
    for (std::size_t i = 0; i < npositional; ++i)
      if (!params[i].default_value) ++required;
    std::string takes = required == npositional ? std::to_string(npositional)
                                                : "from " + std::to_string(required) + " to " + std::to_string(npositional);
    std::size_t kwonly_given = 0;
    for (const auto& [k, _] : args.kwargs)
      for (const auto& p : params)
        if (p.name == k && p.kind == ParamKind::KeywordOnly) ++kwonly_given;
    std::string msg = fn_name + "() takes " + takes + " positional argument" + (npositional == 1 && required == npositional ? "" : "s") +
                      " but " + std::to_string(given);
    if (kwonly_given)
      msg += " positional argument" + std::string(given == 1 ? "" : "s") + " (and " + std::to_string(kwonly_given) +
             " keyword-only argument" + (kwonly_given == 1 ? "" : "s") + ") were given";
    else
      msg += given == 1 ? " was given" : " were given";
    raise_type_error(msg);
  }
  for (std::size_t i = 0; i < std::min(given, npositional); ++i) bound[i] = args.args[i];
  if (vararg >= 0) {
    std::vector<Ref> rest;
    for (std::size_t i = npositional; i < given; ++i) rest.push_back(args.args[i]);
    bound[static_cast<std::size_t>(vararg)] = Tuple(rest);
  }
  std::shared_ptr<DictObject> extra = varkw >= 0 ? Dict() : nullptr;
  std::vector<std::string> posonly_as_kw;
  for (const auto& [name, value] : args.kwargs) {
    bool placed = false;
    for (std::size_t i = 0; i < params.size(); ++i) {
      const Param& p = params[i];
      if (p.name != name || p.kind == ParamKind::VarPositional || p.kind == ParamKind::VarKeyword) continue;
      if (p.kind == ParamKind::PositionalOnly) {
        if (!extra) posonly_as_kw.push_back(name);
        break;
      }
      if (bound[i]) raise_type_error(fn_name + "() got multiple values for argument '" + name + "'");
      bound[i] = value;
      placed = true;
      break;
    }
    if (placed) continue;
    if (extra) {
      extra->set(Str(name), value);
    } else if (posonly_as_kw.empty() || posonly_as_kw.back() != name) {
      raise_type_error(fn_name + "() got an unexpected keyword argument '" + name + "'");
    }
  }
  if (!posonly_as_kw.empty()) {
    std::string names;
    // One pair of quotes around the names joined with ", " (positional_only_passed_as_keyword).
    for (std::size_t i = 0; i < posonly_as_kw.size(); ++i) names += (i ? ", " : "") + posonly_as_kw[i];
    names = "'" + names + "'";
    raise_type_error(fn_name + "() got some positional-only arguments passed as keyword arguments: " + names);
  }
  if (extra) bound[static_cast<std::size_t>(varkw)] = extra;
  std::vector<std::string> missing_pos, missing_kw;
  for (std::size_t i = 0; i < params.size(); ++i) {
    if (bound[i]) continue;
    const Param& p = params[i];
    if (p.default_value) {
      bound[i] = p.default_value;
    } else if (p.kind == ParamKind::KeywordOnly) {
      missing_kw.push_back(p.name);
    } else if (p.kind != ParamKind::VarPositional && p.kind != ParamKind::VarKeyword) {
      missing_pos.push_back(p.name);
    }
  }
  auto report = [&](const std::vector<std::string>& names, const char* kind) {
    std::string list;
    for (std::size_t i = 0; i < names.size(); ++i) {
      if (i) list += names.size() == 2 ? " and " : (i + 1 == names.size() ? ", and " : ", ");
      list += "'" + names[i] + "'";
    }
    raise_type_error(fn_name + "() missing " + std::to_string(names.size()) + " required " + kind + " argument" +
                     (names.size() == 1 ? "" : "s") + ": " + list);
  };
  if (!missing_pos.empty()) report(missing_pos, "positional");
  if (!missing_kw.empty()) report(missing_kw, "keyword-only");
}

void Interpreter::run_module_body(const ast::Module& module, const std::shared_ptr<Scope>& globals) {
  globals->code = module.code.get();
  Frame frame{"<module>"};
  frame.scope = globals.get();  // globals() at the module's top level is its own namespace
  enter_frame(frame);
  struct Leave {
    Interpreter& in;
    Frame& frame;
    Scope& globals;
    ~Leave() {
      in.leave_frame(frame);
      globals.code = nullptr;
    }
  } leave{*this, frame, *globals};
  static const std::string no_prefix;
  Evaluator ev(*this, globals, globals, frame, no_prefix);
  ev.exec_block(module.body);
}

}  // namespace tfplay::py
