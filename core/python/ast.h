// The abstract syntax tree of the Python subset tfplay runs.
//
// Node and field names follow CPython's `ast` module (Lib/ast.py, Parser/Python.asdl) so that
// anyone who knows Python's grammar can read the parser and the evaluator. Every node carries
// the 1-based line and 0-based column of its first token (CPython's `lineno`/`col_offset`),
// which the evaluator uses for tracebacks and the page uses for editor markers.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/python/name_hash.h"

namespace tfplay::py {
struct Object;
struct CodeInfo;
}  // namespace tfplay::py

namespace tfplay::py::ast {

/// Source position: 1-based line, 0-based column (CPython's lineno / col_offset).
struct Pos {
  int line = 0;
  int col = 0;
};

// ---------------------------------------------------------------------------------------------
// Expressions
// ---------------------------------------------------------------------------------------------

enum class ExprKind {
  Name,          // id
  Constant,      // int / float / complex-free / str / bytes / True / False / None / Ellipsis
  JoinedStr,     // f-string: values are Constant(str) and FormattedValue parts
  FormattedValue,  // {value!conversion:format_spec} inside an f-string
  BinOp,         // left op right
  UnaryOp,       // op operand
  BoolOp,        // values joined by and/or
  Compare,       // left ops[i] comparators[i] (chained)
  Call,          // func(args, keywords)
  Attribute,     // value.attr
  Subscript,     // value[slice]
  Slice,         // lower:upper:step (only inside Subscript, possibly inside a Tuple)
  List,
  Tuple,
  Dict,          // keys[i] may be null for `**mapping`
  Set,
  ListComp,
  SetComp,
  DictComp,
  GeneratorExp,
  Lambda,
  IfExp,         // body if test else orelse
  Starred,       // *value (in calls, displays and assignment targets)
  NamedExpr,     // target := value
  Yield,
  YieldFrom,
};

/// How the evaluator finds a Name, decided once by the scope analysis (symtable.cpp), as
/// CPython's compiler picks LOAD_FAST / LOAD_GLOBAL / LOAD_NAME / LOAD_DEREF.
enum class NameAccess : unsigned char {
  Dynamic,  // class bodies (and code the analysis did not see): searched by name through the scope chain
  Fast,     // a local of the function, lambda or comprehension being run: its slot `slot`
  Global,   // the module's globals, then the builtins
  Deref,    // a cell variable (a local a nested function uses) or a free variable (one of an
            // enclosing function, nonlocal ones included): slot `slot` holds its CellObject
};

/// What the evaluator remembers of a global or builtin lookup: the map and version it looked
/// in and the entry's position there (valid while the versions are unchanged).
struct GlobalCache {
  const void* globals = nullptr;
  std::uint64_t globals_version = 0;
  std::uint64_t builtins_version = 0;  // 0 when the name was found in the globals
  std::size_t index = 0;
};

/// What the evaluator remembers of an attribute lookup on instances of one type (CPython's
/// LOAD_ATTR / STORE_ATTR / LOAD_METHOD inline caches), valid while the type's version tag is.
struct AttrCache {
  const void* type = nullptr;           // the TypeObject instances had
  std::uint64_t tag = 0;                // its version tag then
  const std::shared_ptr<Object>* method = nullptr;  // a plain method found on the type (calls)
  std::uint32_t index = 0;              // the attribute's entry in the instance dict
  bool load = false;                    // loads may read that entry
  bool store = false;                   // stores may rebind it
  // Misses to let pass before filling the cache again: a node that sees instances of several
  // types (a base class method called on subclasses) stops paying for refills.
  std::uint8_t backoff = 0;
};

enum class ConstantKind { None, True, False, Ellipsis, Int, Float, Imaginary, Str, Bytes };

enum class BinOpKind { Add, Sub, Mult, MatMult, Div, FloorDiv, Mod, Pow, LShift, RShift, BitOr, BitXor, BitAnd };
enum class UnaryOpKind { Invert, Not, UAdd, USub };
enum class BoolOpKind { And, Or };
enum class CmpOpKind { Eq, NotEq, Lt, LtE, Gt, GtE, Is, IsNot, In, NotIn };

/// The target context of a Name/Attribute/Subscript/List/Tuple/Starred (CPython's expr_context).
enum class Ctx { Load, Store, Del };

struct Expr;
struct Stmt;
using ExprPtr = std::unique_ptr<Expr>;
using StmtPtr = std::unique_ptr<Stmt>;
using ExprList = std::vector<ExprPtr>;
using StmtList = std::vector<StmtPtr>;

/// A keyword argument in a call: `arg=value`, or `**value` when arg is empty.
struct Keyword {
  Pos pos;
  std::string arg;  // empty for **value
  ExprPtr value;
};

/// One `for target in iter if cond...` clause of a comprehension.
struct Comprehension {
  ExprPtr target;
  ExprPtr iter;
  ExprList ifs;
};

/// One formal parameter (CPython's ast.arg).
struct Arg {
  Pos pos;
  std::string name;
  ExprPtr annotation;  // may be null; kept, never enforced
};

/// A parameter list (CPython's ast.arguments). defaults align with the *last* positional params
/// (posonlyargs followed by args); kw_defaults align one-to-one with kwonlyargs (null = required).
struct Arguments {
  std::vector<Arg> posonlyargs;
  std::vector<Arg> args;
  std::optional<Arg> vararg;
  std::vector<Arg> kwonlyargs;
  ExprList kw_defaults;
  std::optional<Arg> kwarg;
  ExprList defaults;
};

/// An expression node. Only the fields meaningful for `kind` are set (see ExprKind comments).
struct Expr {
  ExprKind kind;
  Pos pos;
  Pos end;  // position just past the node's last character (CPython's end_lineno/end_col_offset)
  Ctx ctx = Ctx::Load;

  // Name: id. Attribute: attr. Constant: the literal's text for Int/Float/Imaginary (digits as
  // written, underscores removed, prefix kept, e.g. "0x1F", "1e3"), or the decoded value for
  // Str/Bytes (escape sequences already processed; bytes hold raw byte values 0..255).
  std::string id;
  ConstantKind constant = ConstantKind::None;

  BinOpKind binop = BinOpKind::Add;
  UnaryOpKind unaryop = UnaryOpKind::Not;
  BoolOpKind boolop = BoolOpKind::And;
  std::vector<CmpOpKind> ops;  // Compare

  // Generic children, meaning by kind:
  //   BinOp: left, right. UnaryOp: operand=left. Compare: left, comparators=elts.
  //   Call: func=left, args=elts, keywords. Attribute: value=left. Subscript: value=left, slice=right.
  //   Slice: lower=left, upper=right, step=third. List/Tuple/Set: elts. BoolOp: values=elts.
  //   Dict: keys, values=elts. JoinedStr: values=elts.
  //   FormattedValue: value=left, format_spec=right (a JoinedStr or null), conversion.
  //   ListComp/SetComp/GeneratorExp: elt=left, generators. DictComp: key=left, value=right, generators.
  //   Lambda: args, body=left. IfExp: test=left, body=right, orelse=third.
  //   Starred: value=left. NamedExpr: target=left, value=right. Yield: value=left (may be null).
  //   YieldFrom: value=left.
  ExprPtr left;
  ExprPtr right;
  ExprPtr third;
  ExprList elts;
  ExprList keys;
  std::vector<Keyword> keywords;
  std::vector<Comprehension> generators;
  std::shared_ptr<Arguments> args;  // Lambda
  char conversion = 0;              // FormattedValue: 0, 's', 'r' or 'a'
  // f-string `{expr=}` debugging: the parser expands it into Constant("expr=") + FormattedValue
  // with conversion 'r' when no conversion/format spec is given, as CPython does.

  // Filled by the scope analysis and the evaluator, never by the parser (CPython keeps the
  // same facts in the code object and its inline caches):
  //   Name: access, slot (Fast, Deref) and the code block whose frame holds the slot; global_cache.
  //   Lambda, comprehensions: code, the names their own scope binds.
  //   Constant: value, the object built from the literal on first evaluation.
  mutable NameAccess access = NameAccess::Dynamic;
  mutable std::uint32_t slot = 0;
  mutable const CodeInfo* slot_owner = nullptr;
  mutable GlobalCache global_cache;
  mutable AttrCache attr_cache;  // Attribute
  mutable std::shared_ptr<CodeInfo> code;
  mutable std::shared_ptr<Object> value;
  mutable std::size_t id_hash_ = 0;  // name_hash(id), once asked for

  Expr(ExprKind k, Pos p) : kind(k), pos(p) {}

  /// name_hash(id) (Name, Attribute), computed on first use.
  std::size_t id_hash() const {
    if (!id_hash_) id_hash_ = name_hash(id);
    return id_hash_;
  }
};

// ---------------------------------------------------------------------------------------------
// Statements
// ---------------------------------------------------------------------------------------------

enum class StmtKind {
  Expr,         // value
  Assign,       // targets = value (several targets for a = b = value)
  AugAssign,    // target op= value
  AnnAssign,    // target: annotation [= value]
  Delete,       // del targets
  Pass,
  Break,
  Continue,
  Return,       // return [value]
  If,           // if test: body else: orelse (elif is a nested If in orelse)
  While,        // while test: body else: orelse
  For,          // for target in iter: body else: orelse
  FunctionDef,  // decorator_list, name, args, body, returns
  ClassDef,     // decorator_list, name, bases, keywords, body
  Try,          // body, handlers, orelse, finalbody
  Raise,        // raise [exc [from cause]]
  Assert,       // assert test [, msg]
  With,         // with items: body
  Import,       // import a.b as c, ...
  ImportFrom,   // from module import names
  Global,       // names
  Nonlocal,     // names
  Match,        // match value: cases (PEP 634)
};

/// The kinds of PEP 634 patterns (CPython's ast.pattern subclasses).
enum class PatternKind {
  MatchValue,      // value: a literal, a signed number, a complex literal or a dotted name; compared with ==
  MatchSingleton,  // None / True / False: compared with `is` (singleton)
  MatchSequence,   // [p, ...] or (p, ...): patterns, at most one MatchStar
  MatchMapping,    // {key: p, ..., **rest}: keys, patterns, name (rest; empty when absent)
  MatchClass,      // cls(p, ..., attr=p, ...): value=cls, patterns, kwd_attrs, kwd_patterns
  MatchStar,       // *name inside a sequence pattern; name empty for *_
  MatchAs,         // pattern as name; a bare capture has no pattern; `_` has neither
  MatchOr,         // p | p | ...: patterns
};

struct Pattern;
using PatternPtr = std::unique_ptr<Pattern>;

/// A pattern of a match statement's case (CPython's ast.pattern).
struct Pattern {
  PatternKind kind;
  Pos pos;
  Pos end;
  ExprPtr value;                      // MatchValue: the value; MatchClass: the class expression
  ConstantKind singleton = ConstantKind::None;  // MatchSingleton
  std::vector<PatternPtr> patterns;   // Sequence, Or, Mapping values, Class positionals
  ExprList keys;                      // MatchMapping
  std::vector<std::string> kwd_attrs;      // MatchClass keyword names
  std::vector<Pos> kwd_pos;                // their positions (for "attribute name repeated")
  std::vector<PatternPtr> kwd_patterns;    // MatchClass keyword patterns
  PatternPtr pattern;                 // MatchAs: the subpattern (null for a capture or `_`)
  std::string name;                   // MatchAs / MatchStar capture, MatchMapping **rest

  Pattern(PatternKind k, Pos p) : kind(k), pos(p) {}
};

/// One `case pattern [if guard]:` block of a match statement.
struct MatchCase {
  PatternPtr pattern;
  ExprPtr guard;  // may be null
  StmtList body;
};

/// An `except [type [as name]]:` clause.
struct ExceptHandler {
  Pos pos;
  ExprPtr type;      // may be null (bare except)
  std::string name;  // empty when there is no `as`
  StmtList body;
};

/// One `context_expr [as optional_vars]` item of a `with` statement.
struct WithItem {
  ExprPtr context_expr;
  ExprPtr optional_vars;  // may be null
};

/// One `name [as asname]` of an import statement; name may be dotted ("a.b").
struct Alias {
  Pos pos;
  std::string name;
  std::string asname;  // empty when there is no `as`
};

/// The part of a library def's body the parser left unparsed (parse_library_module): whole
/// source lines, parsed, checked and resolved on first use (load_function_body, parser.h).
struct LazyBody {
  std::shared_ptr<const std::string> source;  // the module's source, as tokenized
  std::size_t begin = 0;  // byte offsets in *source: from the start of the body's first line
  std::size_t end = 0;    // to the start of the line after it
  int line = 0;           // the 1-based line number of `begin`
};

struct Stmt {
  StmtKind kind;
  Pos pos;
  Pos end;  // position just past the statement's last character (end_lineno/end_col_offset)

  // Meaning by kind:
  //   Expr: value. Assign: targets, value. AugAssign: target, binop, value.
  //   AnnAssign: target, annotation, value (may be null). Delete: targets. Return: value (may be null).
  //   If/While: test, body, orelse. For: target, iter, body, orelse.
  //   FunctionDef: name, args, body, decorator_list, returns (annotation; may be null).
  //   ClassDef: name, bases, keywords, body, decorator_list.
  //   Try: body, handlers, orelse, finalbody. Raise: exc (may be null), cause (may be null).
  //   Assert: test, msg (may be null). With: items, body.
  //   Import: names. ImportFrom: module (dotted name), names (name "*" for star), level (leading dots).
  //   Global/Nonlocal: identifiers.
  //   Match: value (the subject), cases. Try with star: CPython's TryStar (`except*` handlers).
  ExprPtr value;
  ExprPtr target;
  ExprPtr test;
  ExprPtr iter;
  ExprPtr annotation;
  ExprPtr returns;
  ExprPtr exc;
  ExprPtr cause;
  ExprPtr msg;
  ExprList targets;
  ExprList bases;
  std::vector<Keyword> keywords;
  ExprList decorator_list;
  BinOpKind binop = BinOpKind::Add;
  StmtList body;
  StmtList orelse;
  StmtList finalbody;
  std::vector<ExceptHandler> handlers;
  std::vector<WithItem> items;
  std::vector<Alias> names;
  std::vector<std::string> identifiers;
  std::string name;
  std::string module;
  int level = 0;
  std::shared_ptr<Arguments> args;
  bool is_generator = false;  // FunctionDef: its body (not nested defs) contains yield
  bool star = false;          // Try: its handlers are `except*` ones (CPython's TryStar)
  bool simple = false;        // AnnAssign: the target is a bare name, not parenthesized (CPython's `simple`)
  std::vector<MatchCase> cases;  // Match
  // FunctionDef and ClassDef: the names the body's scope binds (set by the scope analysis).
  // A FunctionDef with `lazy` has no code yet.
  mutable std::shared_ptr<CodeInfo> code;
  // FunctionDef: the rest of the body, after a docstring that `body` holds, still unparsed;
  // null once parsed (and for every def of the program itself).
  mutable std::shared_ptr<const LazyBody> lazy;

  Stmt(StmtKind k, Pos p) : kind(k), pos(p) {}
};

/// A parsed module: its statements and the source lines, kept for tracebacks.
struct Module {
  StmtList body;
  mutable std::shared_ptr<CodeInfo> code;  // set by the scope analysis (symtable.h)
};

}  // namespace tfplay::py::ast
