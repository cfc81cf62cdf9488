// Parser tests: ast.dump() equality with CPython for a corpus of statements and expressions,
// CPython's SyntaxError messages and positions, positions of nodes, f-strings, numbers,
// compile-time checks, warnings, and robustness (deep nesting, fuzzer findings).
#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

#include "core/python/ast_dump.h"
#include "core/python/parser.h"

using tfplay::py::CompileWarning;
using tfplay::py::DumpOptions;
using tfplay::py::SyntaxErrorException;
using tfplay::py::dump;
using tfplay::py::parse_module;

namespace {

struct DumpCase {
  const char* src;
  const char* dump;
};

struct ErrorCase {
  const char* src;
  const char* type;
  const char* msg;
  int lineno, offset, end_lineno, end_offset;
};

std::string parse_dump(std::string_view src, bool positions = false) {
  return dump(*parse_module(src), DumpOptions{positions});
}

/// The SyntaxError for `src` as "Type|msg|lineno|offset|end_lineno|end_offset".
std::string parse_error(std::string_view src) {
  try {
    parse_module(src);
  } catch (const SyntaxErrorException& e) {
    return e.type + "|" + e.msg + "|" + std::to_string(e.lineno) + "|" + std::to_string(e.offset) +
           "|" + std::to_string(e.end_lineno) + "|" + std::to_string(e.end_offset);
  }
  return "<no error>";
}

/// Just the expression of a one-line expression statement, dumped.
std::string expr_dump(std::string_view src) {
  auto m = parse_module(src);
  REQUIRE(m->body.size() == 1);
  REQUIRE(m->body[0]->kind == tfplay::py::ast::StmtKind::Expr);
  return dump(*m->body[0]->value);
}

// Generated from snippets checked against CPython: ast.dump(ast.parse(src)) for valid code
// (3.12 field layout), compile(src) for errors. Cases marked [3.12] differ from 3.11 and follow
// CPython 3.12's grammar (f-string tokenizer, invalid_kwarg rules).
const DumpCase kDumpCases[] = {
    {R"PY(x = 1)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1))], type_ignores=[]))D"},
    {R"PY(del (a, b), [c])PY",
     R"D(Module(body=[Delete(targets=[Tuple(elts=[Name(id='a', ctx=Del()), Name(id='b', ctx=Del())], ctx=Del()), List(elts=[Name(id='c', ctx=Del())], ctx=Del())])], type_ignores=[]))D"},
    {R"PY(a.b += 1)PY",
     R"D(Module(body=[AugAssign(target=Attribute(value=Name(id='a', ctx=Load()), attr='b', ctx=Store()), op=Add(), value=Constant(value=1))], type_ignores=[]))D"},
    {R"PY(lambda: (yield))PY",
     R"D(Module(body=[Expr(value=Lambda(args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=Yield()))], type_ignores=[]))D"},
    {R"PY(x = {**a, 'b': 1, **c})PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Dict(keys=[None, Constant(value='b'), None], values=[Name(id='a', ctx=Load()), Constant(value=1), Name(id='c', ctx=Load())]))], type_ignores=[]))D"},
    {R"PY(with open(f) as a, open(g) as b: pass)PY",
     R"D(Module(body=[With(items=[withitem(context_expr=Call(func=Name(id='open', ctx=Load()), args=[Name(id='f', ctx=Load())], keywords=[]), optional_vars=Name(id='a', ctx=Store())), withitem(context_expr=Call(func=Name(id='open', ctx=Load()), args=[Name(id='g', ctx=Load())], keywords=[]), optional_vars=Name(id='b', ctx=Store()))], body=[Pass()])], type_ignores=[]))D"},
    {R"PY(import a.b as c, d)PY",
     R"D(Module(body=[Import(names=[alias(name='a.b', asname='c'), alias(name='d')])], type_ignores=[]))D"},
    {R"PY(from . import x)PY",
     R"D(Module(body=[ImportFrom(names=[alias(name='x')], level=1)], type_ignores=[]))D"},
    {R"PY(from .. a import (b, c,))PY",
     R"D(Module(body=[ImportFrom(module='a', names=[alias(name='b'), alias(name='c')], level=2)], type_ignores=[]))D"},
    {R"PY(from a import *)PY",
     R"D(Module(body=[ImportFrom(module='a', names=[alias(name='*')], level=0)], type_ignores=[]))D"},
    {R"PY(global x, y)PY",
     R"D(Module(body=[Global(names=['x', 'y'])], type_ignores=[]))D"},
    {R"PY(def f(a, /, b, *, c): pass)PY",
     R"D(Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[arg(arg='a')], args=[arg(arg='b')], kwonlyargs=[arg(arg='c')], kw_defaults=[None], defaults=[]), body=[Pass()], decorator_list=[], type_params=[])], type_ignores=[]))D"},
    {R"PY(def f(a, *, b=1, c): pass)PY",
     R"D(Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[arg(arg='a')], kwonlyargs=[arg(arg='b'), arg(arg='c')], kw_defaults=[Constant(value=1), None], defaults=[]), body=[Pass()], decorator_list=[], type_params=[])], type_ignores=[]))D"},
    {R"PY(def f(a, /): pass)PY",
     R"D(Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[arg(arg='a')], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Pass()], decorator_list=[], type_params=[])], type_ignores=[]))D"},
    {R"PY(class A(metaclass=M, *b, **c): pass)PY",
     R"D(Module(body=[ClassDef(name='A', bases=[Starred(value=Name(id='b', ctx=Load()), ctx=Load())], keywords=[keyword(arg='metaclass', value=Name(id='M', ctx=Load())), keyword(value=Name(id='c', ctx=Load()))], body=[Pass()], decorator_list=[], type_params=[])], type_ignores=[]))D"},
    {R"PY(x = 0_0)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=0))], type_ignores=[]))D"},
    {R"PY(x = 00)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=0))], type_ignores=[]))D"},
    {R"PY(x = 0e5)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=0.0))], type_ignores=[]))D"},
    {R"PY(x = 1.e5j)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=100000j))], type_ignores=[]))D"},
    {R"PY(x = 0x_f_f)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=255))], type_ignores=[]))D"},
    {R"PY(x = 1if 1else 2)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=IfExp(test=Constant(value=1), body=Constant(value=1), orelse=Constant(value=2)))], type_ignores=[]))D"},
    {R"PY(x = [1 for x in y if z if w for q in r])PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=ListComp(elt=Constant(value=1), generators=[comprehension(target=Name(id='x', ctx=Store()), iter=Name(id='y', ctx=Load()), ifs=[Name(id='z', ctx=Load()), Name(id='w', ctx=Load())], is_async=0), comprehension(target=Name(id='q', ctx=Store()), iter=Name(id='r', ctx=Load()), ifs=[], is_async=0)]))], type_ignores=[]))D"},
    {R"PY(x = a if b else c if d else e)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=IfExp(test=Name(id='b', ctx=Load()), body=Name(id='a', ctx=Load()), orelse=IfExp(test=Name(id='d', ctx=Load()), body=Name(id='c', ctx=Load()), orelse=Name(id='e', ctx=Load()))))], type_ignores=[]))D"},
    {R"PY(x = not a == b)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=UnaryOp(op=Not(), operand=Compare(left=Name(id='a', ctx=Load()), ops=[Eq()], comparators=[Name(id='b', ctx=Load())])))], type_ignores=[]))D"},
    {R"PY(x = -2 ** -2)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=UnaryOp(op=USub(), operand=BinOp(left=Constant(value=2), op=Pow(), right=UnaryOp(op=USub(), operand=Constant(value=2)))))], type_ignores=[]))D"},
    {R"PY(x = a < b < c)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Compare(left=Name(id='a', ctx=Load()), ops=[Lt(), Lt()], comparators=[Name(id='b', ctx=Load()), Name(id='c', ctx=Load())]))], type_ignores=[]))D"},
    {R"PY(x = a not in b is not c)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Compare(left=Name(id='a', ctx=Load()), ops=[NotIn(), IsNot()], comparators=[Name(id='b', ctx=Load()), Name(id='c', ctx=Load())]))], type_ignores=[]))D"},
    {R"PY(try:
  pass
except (A, B) as e:
  pass
except:
  pass
else:
  pass
finally:
  pass)PY",
     R"D(Module(body=[Try(body=[Pass()], handlers=[ExceptHandler(type=Tuple(elts=[Name(id='A', ctx=Load()), Name(id='B', ctx=Load())], ctx=Load()), name='e', body=[Pass()]), ExceptHandler(body=[Pass()])], orelse=[Pass()], finalbody=[Pass()])], type_ignores=[]))D"},
    {R"PY(with (a as b, c as d,):
  pass)PY",
     R"D(Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load()), optional_vars=Name(id='b', ctx=Store())), withitem(context_expr=Name(id='c', ctx=Load()), optional_vars=Name(id='d', ctx=Store()))], body=[Pass()])], type_ignores=[]))D"},
    {R"PY(with (a, b):
  pass)PY",
     R"D(Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load())), withitem(context_expr=Name(id='b', ctx=Load()))], body=[Pass()])], type_ignores=[]))D"},
    {R"PY(with (a) as b, (c):
  pass)PY",
     R"D(Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load()), optional_vars=Name(id='b', ctx=Store())), withitem(context_expr=Name(id='c', ctx=Load()))], body=[Pass()])], type_ignores=[]))D"},
    {R"PY(raise X from Y)PY",
     R"D(Module(body=[Raise(exc=Name(id='X', ctx=Load()), cause=Name(id='Y', ctx=Load()))], type_ignores=[]))D"},
    {R"PY(assert x, "m")PY",
     R"D(Module(body=[Assert(test=Name(id='x', ctx=Load()), msg=Constant(value='m'))], type_ignores=[]))D"},
    {R"PY(x = a[1:2, ::3, ...])PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=Name(id='a', ctx=Load()), slice=Tuple(elts=[Slice(lower=Constant(value=1), upper=Constant(value=2)), Slice(step=Constant(value=3)), Constant(value=Ellipsis)], ctx=Load()), ctx=Load()))], type_ignores=[]))D"},
    {R"PY(x = a[:])PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=Name(id='a', ctx=Load()), slice=Slice(), ctx=Load()))], type_ignores=[]))D"},
    {R"PY(x = a[1:2:])PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=Name(id='a', ctx=Load()), slice=Slice(lower=Constant(value=1), upper=Constant(value=2)), ctx=Load()))], type_ignores=[]))D"},
    {R"PY(@a.b(c)
@d[0]
def f() -> int: pass)PY",
     R"D(Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Pass()], decorator_list=[Call(func=Attribute(value=Name(id='a', ctx=Load()), attr='b', ctx=Load()), args=[Name(id='c', ctx=Load())], keywords=[]), Subscript(value=Name(id='d', ctx=Load()), slice=Constant(value=0), ctx=Load())], returns=Name(id='int', ctx=Load()), type_params=[])], type_ignores=[]))D"},
    {R"PY(x = (y := 5))PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=NamedExpr(target=Name(id='y', ctx=Store()), value=Constant(value=5)))], type_ignores=[]))D"},
    {R"PY(f(x := 5))PY",
     R"D(Module(body=[Expr(value=Call(func=Name(id='f', ctx=Load()), args=[NamedExpr(target=Name(id='x', ctx=Store()), value=Constant(value=5))], keywords=[]))], type_ignores=[]))D"},
    {R"PY(a[b := 1])PY",
     R"D(Module(body=[Expr(value=Subscript(value=Name(id='a', ctx=Load()), slice=NamedExpr(target=Name(id='b', ctx=Store()), value=Constant(value=1)), ctx=Load()))], type_ignores=[]))D"},
    {R"PY(def f():
  x = 1
  def g():
    nonlocal x
    x = 2)PY",
     R"D(Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1)), FunctionDef(name='g', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Nonlocal(names=['x']), Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=2))], decorator_list=[], type_params=[])], decorator_list=[], type_params=[])], type_ignores=[]))D"},
    {R"PY(x = 1; y = 2;)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1)), Assign(targets=[Name(id='y', ctx=Store())], value=Constant(value=2))], type_ignores=[]))D"},
    {R"PY(if x: pass; pass)PY",
     R"D(Module(body=[If(test=Name(id='x', ctx=Load()), body=[Pass(), Pass()], orelse=[])], type_ignores=[]))D"},
    {R"PY(if x: pass
else: pass)PY",
     R"D(Module(body=[If(test=Name(id='x', ctx=Load()), body=[Pass()], orelse=[Pass()])], type_ignores=[]))D"},
    {R"PY(x = 'a' 'b' f'c{d}e' 'f')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[Constant(value='abc'), FormattedValue(value=Name(id='d', ctx=Load()), conversion=-1), Constant(value='ef')]))], type_ignores=[]))D"},
    {R"PY(x = f"{a!r:>{w}.{p}f} {b=} {c = !s:10} {{}} {d:}")PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Name(id='a', ctx=Load()), conversion=114, format_spec=JoinedStr(values=[Constant(value='>'), FormattedValue(value=Name(id='w', ctx=Load()), conversion=-1), Constant(value='.'), FormattedValue(value=Name(id='p', ctx=Load()), conversion=-1), Constant(value='f')])), Constant(value=' b='), FormattedValue(value=Name(id='b', ctx=Load()), conversion=114), Constant(value=' c = '), FormattedValue(value=Name(id='c', ctx=Load()), conversion=115, format_spec=JoinedStr(values=[Constant(value='10')])), Constant(value=' {} '), FormattedValue(value=Name(id='d', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[]))]))], type_ignores=[]))D"},
    {R"PY(print(f"{'a'}"))PY",
     R"D(Module(body=[Expr(value=Call(func=Name(id='print', ctx=Load()), args=[JoinedStr(values=[FormattedValue(value=Constant(value='a'), conversion=-1)])], keywords=[]))], type_ignores=[]))D"},
    {R"PY(x = 1 + + 2)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=Constant(value=1), op=Add(), right=UnaryOp(op=UAdd(), operand=Constant(value=2))))], type_ignores=[]))D"},
    {R"PY(x = ~-+1)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=UnaryOp(op=Invert(), operand=UnaryOp(op=USub(), operand=UnaryOp(op=UAdd(), operand=Constant(value=1)))))], type_ignores=[]))D"},
    {R"PY(x = a @ b)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=Name(id='a', ctx=Load()), op=MatMult(), right=Name(id='b', ctx=Load())))], type_ignores=[]))D"},
    {R"PY(x @= 1)PY",
     R"D(Module(body=[AugAssign(target=Name(id='x', ctx=Store()), op=MatMult(), value=Constant(value=1))], type_ignores=[]))D"},
    {R"PY(x = b'\u1234')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=b'\\u1234'))], type_ignores=[]))D"},
    {R"PY(a = 1)PY",
     R"D(Module(body=[Assign(targets=[Name(id='a', ctx=Store())], value=Constant(value=1))], type_ignores=[]))D"},
    {R"PY(x = 5
	)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=5))], type_ignores=[]))D"},
    {R"PY(x = '\d')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='\\d'))], type_ignores=[]))D"},
    {R"PY(x = 1if 2 else 3)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=IfExp(test=Constant(value=2), body=Constant(value=1), orelse=Constant(value=3)))], type_ignores=[]))D"},
    {R"PY(x = 'a\
b')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='ab'))], type_ignores=[]))D"},
    {R"PY(x = 'a' \
  'b')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='ab'))], type_ignores=[]))D"},
    {R"PY(f(a for a in b if c))PY",
     R"D(Module(body=[Expr(value=Call(func=Name(id='f', ctx=Load()), args=[GeneratorExp(elt=Name(id='a', ctx=Load()), generators=[comprehension(target=Name(id='a', ctx=Store()), iter=Name(id='b', ctx=Load()), ifs=[Name(id='c', ctx=Load())], is_async=0)])], keywords=[]))], type_ignores=[]))D"},
    {R"PY((x) = 1)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1))], type_ignores=[]))D"},
    {R"PY((a, b) = c)PY",
     R"D(Module(body=[Assign(targets=[Tuple(elts=[Name(id='a', ctx=Store()), Name(id='b', ctx=Store())], ctx=Store())], value=Name(id='c', ctx=Load()))], type_ignores=[]))D"},
    {R"PY(x.y += 1)PY",
     R"D(Module(body=[AugAssign(target=Attribute(value=Name(id='x', ctx=Load()), attr='y', ctx=Store()), op=Add(), value=Constant(value=1))], type_ignores=[]))D"},
    {R"PY(x[0] += 1)PY",
     R"D(Module(body=[AugAssign(target=Subscript(value=Name(id='x', ctx=Load()), slice=Constant(value=0), ctx=Store()), op=Add(), value=Constant(value=1))], type_ignores=[]))D"},
    {R"PY(a.b: int = 1)PY",
     R"D(Module(body=[AnnAssign(target=Attribute(value=Name(id='a', ctx=Load()), attr='b', ctx=Store()), annotation=Name(id='int', ctx=Load()), value=Constant(value=1), simple=0)], type_ignores=[]))D"},
    {R"PY(a[0]: int)PY",
     R"D(Module(body=[AnnAssign(target=Subscript(value=Name(id='a', ctx=Load()), slice=Constant(value=0), ctx=Store()), annotation=Name(id='int', ctx=Load()), simple=0)], type_ignores=[]))D"},
    {R"PY(del x, y[0], z.w)PY",
     R"D(Module(body=[Delete(targets=[Name(id='x', ctx=Del()), Subscript(value=Name(id='y', ctx=Load()), slice=Constant(value=0), ctx=Del()), Attribute(value=Name(id='z', ctx=Load()), attr='w', ctx=Del())])], type_ignores=[]))D"},
    {R"PY(del (x))PY",
     R"D(Module(body=[Delete(targets=[Name(id='x', ctx=Del())])], type_ignores=[]))D"},
    {R"PY(del [x, y])PY",
     R"D(Module(body=[Delete(targets=[List(elts=[Name(id='x', ctx=Del()), Name(id='y', ctx=Del())], ctx=Del())])], type_ignores=[]))D"},
    {R"PY(for x, y in z: pass)PY",
     R"D(Module(body=[For(target=Tuple(elts=[Name(id='x', ctx=Store()), Name(id='y', ctx=Store())], ctx=Store()), iter=Name(id='z', ctx=Load()), body=[Pass()], orelse=[])], type_ignores=[]))D"},
    {R"PY(for (x, y) in z: pass)PY",
     R"D(Module(body=[For(target=Tuple(elts=[Name(id='x', ctx=Store()), Name(id='y', ctx=Store())], ctx=Store()), iter=Name(id='z', ctx=Load()), body=[Pass()], orelse=[])], type_ignores=[]))D"},
    {R"PY(for [x, y] in z: pass)PY",
     R"D(Module(body=[For(target=List(elts=[Name(id='x', ctx=Store()), Name(id='y', ctx=Store())], ctx=Store()), iter=Name(id='z', ctx=Load()), body=[Pass()], orelse=[])], type_ignores=[]))D"},
    {R"PY(for *x, y in z: pass)PY",
     R"D(Module(body=[For(target=Tuple(elts=[Starred(value=Name(id='x', ctx=Store()), ctx=Store()), Name(id='y', ctx=Store())], ctx=Store()), iter=Name(id='z', ctx=Load()), body=[Pass()], orelse=[])], type_ignores=[]))D"},
    {R"PY(for x.y in z: pass)PY",
     R"D(Module(body=[For(target=Attribute(value=Name(id='x', ctx=Load()), attr='y', ctx=Store()), iter=Name(id='z', ctx=Load()), body=[Pass()], orelse=[])], type_ignores=[]))D"},
    {R"PY(for x in 1, 2: pass)PY",
     R"D(Module(body=[For(target=Name(id='x', ctx=Store()), iter=Tuple(elts=[Constant(value=1), Constant(value=2)], ctx=Load()), body=[Pass()], orelse=[])], type_ignores=[]))D"},
    {R"PY(with a as (b, c): pass)PY",
     R"D(Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load()), optional_vars=Tuple(elts=[Name(id='b', ctx=Store()), Name(id='c', ctx=Store())], ctx=Store()))], body=[Pass()])], type_ignores=[]))D"},
    {R"PY(import a.b.c)PY",
     R"D(Module(body=[Import(names=[alias(name='a.b.c')])], type_ignores=[]))D"},
    {R"PY(from a import (b,
c))PY",
     R"D(Module(body=[ImportFrom(module='a', names=[alias(name='b'), alias(name='c')], level=0)], type_ignores=[]))D"},
    {R"PY(from . import (a as b, c))PY",
     R"D(Module(body=[ImportFrom(names=[alias(name='a', asname='b'), alias(name='c')], level=1)], type_ignores=[]))D"},
    {R"PY(from ...a.b import c)PY",
     R"D(Module(body=[ImportFrom(module='a.b', names=[alias(name='c')], level=3)], type_ignores=[]))D"},
    {R"PY(from .... import x)PY",
     R"D(Module(body=[ImportFrom(names=[alias(name='x')], level=4)], type_ignores=[]))D"},
    {R"PY(def f():
    global x
    x = 1)PY",
     R"D(Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Global(names=['x']), Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1))], decorator_list=[], type_params=[])], type_ignores=[]))D"},
    {R"PY(x = 1 if 2 else 3 if 4 else 5)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=IfExp(test=Constant(value=2), body=Constant(value=1), orelse=IfExp(test=Constant(value=4), body=Constant(value=3), orelse=Constant(value=5))))], type_ignores=[]))D"},
    {R"PY(x = lambda: (yield))PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Lambda(args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=Yield()))], type_ignores=[]))D"},
    {R"PY(def f():
    lambda: (yield))PY",
     R"D(Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Expr(value=Lambda(args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=Yield()))], decorator_list=[], type_params=[])], type_ignores=[]))D"},
    {R"PY(def f():
    x = [i for i in (yield)])PY",
     R"D(Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Assign(targets=[Name(id='x', ctx=Store())], value=ListComp(elt=Name(id='i', ctx=Load()), generators=[comprehension(target=Name(id='i', ctx=Store()), iter=Yield(), ifs=[], is_async=0)]))], decorator_list=[], type_params=[])], type_ignores=[]))D"},
    {R"PY(x = *a, b)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Tuple(elts=[Starred(value=Name(id='a', ctx=Load()), ctx=Load()), Name(id='b', ctx=Load())], ctx=Load()))], type_ignores=[]))D"},
    {R"PY(print(*a, *b, **c, **d))PY",
     R"D(Module(body=[Expr(value=Call(func=Name(id='print', ctx=Load()), args=[Starred(value=Name(id='a', ctx=Load()), ctx=Load()), Starred(value=Name(id='b', ctx=Load()), ctx=Load())], keywords=[keyword(value=Name(id='c', ctx=Load())), keyword(value=Name(id='d', ctx=Load()))]))], type_ignores=[]))D"},
    {R"PY(*a, b = c)PY",
     R"D(Module(body=[Assign(targets=[Tuple(elts=[Starred(value=Name(id='a', ctx=Store()), ctx=Store()), Name(id='b', ctx=Store())], ctx=Store())], value=Name(id='c', ctx=Load()))], type_ignores=[]))D"},
    {R"PY(a, *b = c)PY",
     R"D(Module(body=[Assign(targets=[Tuple(elts=[Name(id='a', ctx=Store()), Starred(value=Name(id='b', ctx=Store()), ctx=Store())], ctx=Store())], value=Name(id='c', ctx=Load()))], type_ignores=[]))D"},
    {R"PY([*a, b] = c)PY",
     R"D(Module(body=[Assign(targets=[List(elts=[Starred(value=Name(id='a', ctx=Store()), ctx=Store()), Name(id='b', ctx=Store())], ctx=Store())], value=Name(id='c', ctx=Load()))], type_ignores=[]))D"},
    {R"PY(x = [*a, *b])PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=List(elts=[Starred(value=Name(id='a', ctx=Load()), ctx=Load()), Starred(value=Name(id='b', ctx=Load()), ctx=Load())], ctx=Load()))], type_ignores=[]))D"},
    {R"PY(x = {**a, **b})PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Dict(keys=[None, None], values=[Name(id='a', ctx=Load()), Name(id='b', ctx=Load())]))], type_ignores=[]))D"},
    {R"PY(x = {*a, *b})PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Set(elts=[Starred(value=Name(id='a', ctx=Load()), ctx=Load()), Starred(value=Name(id='b', ctx=Load()), ctx=Load())]))], type_ignores=[]))D"},
    {R"PY(x = a or b and not c)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BoolOp(op=Or(), values=[Name(id='a', ctx=Load()), BoolOp(op=And(), values=[Name(id='b', ctx=Load()), UnaryOp(op=Not(), operand=Name(id='c', ctx=Load()))])]))], type_ignores=[]))D"},
    {R"PY(x = a | b ^ c & d << e + f * g ** h)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=Name(id='a', ctx=Load()), op=BitOr(), right=BinOp(left=Name(id='b', ctx=Load()), op=BitXor(), right=BinOp(left=Name(id='c', ctx=Load()), op=BitAnd(), right=BinOp(left=Name(id='d', ctx=Load()), op=LShift(), right=BinOp(left=Name(id='e', ctx=Load()), op=Add(), right=BinOp(left=Name(id='f', ctx=Load()), op=Mult(), right=BinOp(left=Name(id='g', ctx=Load()), op=Pow(), right=Name(id='h', ctx=Load())))))))))], type_ignores=[]))D"},
    {R"PY(x = -a ** -b)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=UnaryOp(op=USub(), operand=BinOp(left=Name(id='a', ctx=Load()), op=Pow(), right=UnaryOp(op=USub(), operand=Name(id='b', ctx=Load())))))], type_ignores=[]))D"},
    {R"PY(x = not not x)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=UnaryOp(op=Not(), operand=UnaryOp(op=Not(), operand=Name(id='x', ctx=Load()))))], type_ignores=[]))D"},
    {R"PY(x = a @ b @ c)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=Name(id='a', ctx=Load()), op=MatMult(), right=Name(id='b', ctx=Load())), op=MatMult(), right=Name(id='c', ctx=Load())))], type_ignores=[]))D"},
    {R"PY(x = a // b % c)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=Name(id='a', ctx=Load()), op=FloorDiv(), right=Name(id='b', ctx=Load())), op=Mod(), right=Name(id='c', ctx=Load())))], type_ignores=[]))D"},
    {R"PY(x = a is not b not in c)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Compare(left=Name(id='a', ctx=Load()), ops=[IsNot(), NotIn()], comparators=[Name(id='b', ctx=Load()), Name(id='c', ctx=Load())]))], type_ignores=[]))D"},
    {R"PY(assert (x, "msg"))PY",
     R"D(Module(body=[Assert(test=Tuple(elts=[Name(id='x', ctx=Load()), Constant(value='msg')], ctx=Load()))], type_ignores=[]))D"},
    {R"PY(x = a[b][c](d)(e).f.g)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Attribute(value=Attribute(value=Call(func=Call(func=Subscript(value=Subscript(value=Name(id='a', ctx=Load()), slice=Name(id='b', ctx=Load()), ctx=Load()), slice=Name(id='c', ctx=Load()), ctx=Load()), args=[Name(id='d', ctx=Load())], keywords=[]), args=[Name(id='e', ctx=Load())], keywords=[]), attr='f', ctx=Load()), attr='g', ctx=Load()))], type_ignores=[]))D"},
    {R"PY(x = a[1:2, 3:4:5, ..., None])PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=Name(id='a', ctx=Load()), slice=Tuple(elts=[Slice(lower=Constant(value=1), upper=Constant(value=2)), Slice(lower=Constant(value=3), upper=Constant(value=4), step=Constant(value=5)), Constant(value=Ellipsis), Constant(value=None)], ctx=Load()), ctx=Load()))], type_ignores=[]))D"},
    {R"PY(x = a[::])PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=Name(id='a', ctx=Load()), slice=Slice(), ctx=Load()))], type_ignores=[]))D"},
    {R"PY(x = a[:, 1])PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=Name(id='a', ctx=Load()), slice=Tuple(elts=[Slice(), Constant(value=1)], ctx=Load()), ctx=Load()))], type_ignores=[]))D"},
    {R"PY(x = a[b:=1])PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=Name(id='a', ctx=Load()), slice=NamedExpr(target=Name(id='b', ctx=Store()), value=Constant(value=1)), ctx=Load()))], type_ignores=[]))D"},
    {R"PY(x = a[*b])PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=Name(id='a', ctx=Load()), slice=Tuple(elts=[Starred(value=Name(id='b', ctx=Load()), ctx=Load())], ctx=Load()), ctx=Load()))], type_ignores=[]))D"},
    {R"PY(x = a[*b, c])PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=Name(id='a', ctx=Load()), slice=Tuple(elts=[Starred(value=Name(id='b', ctx=Load()), ctx=Load()), Name(id='c', ctx=Load())], ctx=Load()), ctx=Load()))], type_ignores=[]))D"},
    {R"PY(raise)PY",
     R"D(Module(body=[Raise()], type_ignores=[]))D"},
    {R"PY(raise X from None)PY",
     R"D(Module(body=[Raise(exc=Name(id='X', ctx=Load()), cause=Constant(value=None))], type_ignores=[]))D"},
    {R"PY(match = 1)PY",
     R"D(Module(body=[Assign(targets=[Name(id='match', ctx=Store())], value=Constant(value=1))], type_ignores=[]))D"},
    {R"PY(match(x))PY",
     R"D(Module(body=[Expr(value=Call(func=Name(id='match', ctx=Load()), args=[Name(id='x', ctx=Load())], keywords=[]))], type_ignores=[]))D"},
    {R"PY(type = 1)PY",
     R"D(Module(body=[Assign(targets=[Name(id='type', ctx=Store())], value=Constant(value=1))], type_ignores=[]))D"},
    {R"PY(print(match))PY",
     R"D(Module(body=[Expr(value=Call(func=Name(id='print', ctx=Load()), args=[Name(id='match', ctx=Load())], keywords=[]))], type_ignores=[]))D"},
    {R"PY(_ = 1)PY",
     R"D(Module(body=[Assign(targets=[Name(id='_', ctx=Store())], value=Constant(value=1))], type_ignores=[]))D"},
    {R"PY(x = 0xFF + 0o17 + 0b101 + 1_000_000)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=BinOp(left=Constant(value=255), op=Add(), right=Constant(value=15)), op=Add(), right=Constant(value=5)), op=Add(), right=Constant(value=1000000)))], type_ignores=[]))D"},
    {R"PY(x = 1.5e-3 + .5 + 5. + 1e10 + 1E+5)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=BinOp(left=BinOp(left=Constant(value=0.0015), op=Add(), right=Constant(value=0.5)), op=Add(), right=Constant(value=5.0)), op=Add(), right=Constant(value=10000000000.0)), op=Add(), right=Constant(value=100000.0)))], type_ignores=[]))D"},
    {R"PY(x = 3j + 1.5J + 1e3j + 0j + 1e16j + 1e-7j)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=Constant(value=3j), op=Add(), right=Constant(value=1.5j)), op=Add(), right=Constant(value=1000j)), op=Add(), right=Constant(value=0j)), op=Add(), right=Constant(value=1e+16j)), op=Add(), right=Constant(value=1e-07j)))], type_ignores=[]))D"},
    {R"PY(x = 123456789012345678901234567890)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=123456789012345678901234567890))], type_ignores=[]))D"},
    {R"PY(x = 0xDEADBEEFDEADBEEFDEADBEEF)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=68915718021581205938132336367))], type_ignores=[]))D"},
    {R"PY(x = 1e400)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=inf))], type_ignores=[]))D"},
    {R"PY(x = 0.1 + 0.2)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=Constant(value=0.1), op=Add(), right=Constant(value=0.2)))], type_ignores=[]))D"},
    {R"PY(x = 1e16 + 1e15 + 1e-5 + 1e-4 + 123.456 + 5e-324 + 1.7976931348623157e308)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=Constant(value=1e+16), op=Add(), right=Constant(value=1000000000000000.0)), op=Add(), right=Constant(value=1e-05)), op=Add(), right=Constant(value=0.0001)), op=Add(), right=Constant(value=123.456)), op=Add(), right=Constant(value=5e-324)), op=Add(), right=Constant(value=1.7976931348623157e+308)))], type_ignores=[]))D"},
    {R"PY(x = r'\n' + b'\x00\xff' + rb'\d' + Rb'a' + BR'b')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=BinOp(left=BinOp(left=Constant(value='\\n'), op=Add(), right=Constant(value=b'\x00\xff')), op=Add(), right=Constant(value=b'\\d')), op=Add(), right=Constant(value=b'a')), op=Add(), right=Constant(value=b'b')))], type_ignores=[]))D"},
    {R"PY(x = '\t\n\r\\\'\"\a\b\f\v\0\101\x41\u0041\U00000041\u00e9\U0001F600')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='\t\n\r\\\'"\x07\x08\x0c\x0b\x00AAAAé😀'))], type_ignores=[]))D"},
    {R"PY(x = '\N{BULLET} \N{GREEK SMALL LETTER ALPHA}')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='• α'))], type_ignores=[]))D"},
    {R"PY(x = """multi
line""" + '''a''')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=Constant(value='multi\nline'), op=Add(), right=Constant(value='a')))], type_ignores=[]))D"},
    {R"PY(x = 'a' \
    'b')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='ab'))], type_ignores=[]))D"},
    {R"PY(x = ('a'
     'b'))PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='ab'))], type_ignores=[]))D"},
    {R"PY(x = f'{a}' f"{b}" rf'{c}\n' fr"\d{d}" F'{e}')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Name(id='a', ctx=Load()), conversion=-1), FormattedValue(value=Name(id='b', ctx=Load()), conversion=-1), FormattedValue(value=Name(id='c', ctx=Load()), conversion=-1), Constant(value='\\n\\d'), FormattedValue(value=Name(id='d', ctx=Load()), conversion=-1), FormattedValue(value=Name(id='e', ctx=Load()), conversion=-1)]))], type_ignores=[]))D"},
    {R"PY(x = f'{a!r} {b!s} {c!a} {d:>10} {e:{w}.{p}f} {{lit}} {f=} {g = } {h=!s} {i=:>5}')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Name(id='a', ctx=Load()), conversion=114), Constant(value=' '), FormattedValue(value=Name(id='b', ctx=Load()), conversion=115), Constant(value=' '), FormattedValue(value=Name(id='c', ctx=Load()), conversion=97), Constant(value=' '), FormattedValue(value=Name(id='d', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[Constant(value='>10')])), Constant(value=' '), FormattedValue(value=Name(id='e', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[FormattedValue(value=Name(id='w', ctx=Load()), conversion=-1), Constant(value='.'), FormattedValue(value=Name(id='p', ctx=Load()), conversion=-1), Constant(value='f')])), Constant(value=' {lit} f='), FormattedValue(value=Name(id='f', ctx=Load()), conversion=114), Constant(value=' g = '), FormattedValue(value=Name(id='g', ctx=Load()), conversion=114), Constant(value=' h='), FormattedValue(value=Name(id='h', ctx=Load()), conversion=115), Constant(value=' i='), FormattedValue(value=Name(id='i', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[Constant(value='>5')]))]))], type_ignores=[]))D"},
    {R"PY(x = f"{'a' if b else 'c'}")PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=IfExp(test=Name(id='b', ctx=Load()), body=Constant(value='a'), orelse=Constant(value='c')), conversion=-1)]))], type_ignores=[]))D"},
    {R"PY(x = f'{x:%Y-%m-%d}')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[Constant(value='%Y-%m-%d')]))]))], type_ignores=[]))D"},
    {R"PY(x = f'{3.14:.2f}')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Constant(value=3.14), conversion=-1, format_spec=JoinedStr(values=[Constant(value='.2f')]))]))], type_ignores=[]))D"},
    {R"PY(x = f'{x!r:^20}')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=114, format_spec=JoinedStr(values=[Constant(value='^20')]))]))], type_ignores=[]))D"},
    {R"PY(x = f'''{
a
}''')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Name(id='a', ctx=Load()), conversion=-1)]))], type_ignores=[]))D"},
    {R"PY(x = f'{x,y}')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Tuple(elts=[Name(id='x', ctx=Load()), Name(id='y', ctx=Load())], ctx=Load()), conversion=-1)]))], type_ignores=[]))D"},
    {R"PY(x = f'{(lambda: 1)()}')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Call(func=Lambda(args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=Constant(value=1)), args=[], keywords=[]), conversion=-1)]))], type_ignores=[]))D"},
    {R"PY(x = f'\{x}')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[Constant(value='\\'), FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1)]))], type_ignores=[]))D"},
    {R"PY(x = f'{x}\n{y}\t')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1), Constant(value='\n'), FormattedValue(value=Name(id='y', ctx=Load()), conversion=-1), Constant(value='\t')]))], type_ignores=[]))D"},
    {R"PY(x = f'{{{x}}}')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[Constant(value='{'), FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1), Constant(value='}')]))], type_ignores=[]))D"},
    {R"PY(x = f'a' 'b' f'c')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[Constant(value='abc')]))], type_ignores=[]))D"},
    {R"PY(x = f'')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[]))], type_ignores=[]))D"},
    {R"PY(x = f'{x:}')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[]))]))], type_ignores=[]))D"},
    {R"PY(x = f"{x:{'>'}10}")PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[FormattedValue(value=Constant(value='>'), conversion=-1), Constant(value='10')]))]))], type_ignores=[]))D"},
    {R"PY(while x:
    break
else:
    pass)PY",
     R"D(Module(body=[While(test=Name(id='x', ctx=Load()), body=[Break()], orelse=[Pass()])], type_ignores=[]))D"},
    {R"PY(for x in y:
    continue
else:
    pass)PY",
     R"D(Module(body=[For(target=Name(id='x', ctx=Store()), iter=Name(id='y', ctx=Load()), body=[Continue()], orelse=[Pass()])], type_ignores=[]))D"},
    {R"PY(with a, b as c, d: pass)PY",
     R"D(Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load())), withitem(context_expr=Name(id='b', ctx=Load()), optional_vars=Name(id='c', ctx=Store())), withitem(context_expr=Name(id='d', ctx=Load()))], body=[Pass()])], type_ignores=[]))D"},
    {R"PY(with (a as b, c): pass)PY",
     R"D(Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load()), optional_vars=Name(id='b', ctx=Store())), withitem(context_expr=Name(id='c', ctx=Load()))], body=[Pass()])], type_ignores=[]))D"},
    {R"PY(with (a, b) as c: pass)PY",
     R"D(Module(body=[With(items=[withitem(context_expr=Tuple(elts=[Name(id='a', ctx=Load()), Name(id='b', ctx=Load())], ctx=Load()), optional_vars=Name(id='c', ctx=Store()))], body=[Pass()])], type_ignores=[]))D"},
    {R"PY(@a.b.c
@d(e)
@f[0]
@(lambda x: x)
@x := y
class A(B, C, metaclass=M, **kw): pass)PY",
     R"D(Module(body=[ClassDef(name='A', bases=[Name(id='B', ctx=Load()), Name(id='C', ctx=Load())], keywords=[keyword(arg='metaclass', value=Name(id='M', ctx=Load())), keyword(value=Name(id='kw', ctx=Load()))], body=[Pass()], decorator_list=[Attribute(value=Attribute(value=Name(id='a', ctx=Load()), attr='b', ctx=Load()), attr='c', ctx=Load()), Call(func=Name(id='d', ctx=Load()), args=[Name(id='e', ctx=Load())], keywords=[]), Subscript(value=Name(id='f', ctx=Load()), slice=Constant(value=0), ctx=Load()), Lambda(args=arguments(posonlyargs=[], args=[arg(arg='x')], kwonlyargs=[], kw_defaults=[], defaults=[]), body=Name(id='x', ctx=Load())), NamedExpr(target=Name(id='x', ctx=Store()), value=Name(id='y', ctx=Load()))], type_params=[])], type_ignores=[]))D"},
    {R"PY(class A(): pass)PY",
     R"D(Module(body=[ClassDef(name='A', bases=[], keywords=[], body=[Pass()], decorator_list=[], type_params=[])], type_ignores=[]))D"},
    {R"PY(class A: x = 1)PY",
     R"D(Module(body=[ClassDef(name='A', bases=[], keywords=[], body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1))], decorator_list=[], type_params=[])], type_ignores=[]))D"},
    {R"PY(def f(a, b=1, *args, c, d=2, **kwargs) -> int: return a)PY",
     R"D(Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[arg(arg='a'), arg(arg='b')], vararg=arg(arg='args'), kwonlyargs=[arg(arg='c'), arg(arg='d')], kw_defaults=[None, Constant(value=2)], kwarg=arg(arg='kwargs'), defaults=[Constant(value=1)]), body=[Return(value=Name(id='a', ctx=Load()))], decorator_list=[], returns=Name(id='int', ctx=Load()), type_params=[])], type_ignores=[]))D"},
    {R"PY(def f(a: int, b: str = 'x', *args: int, c: float, **kw: dict) -> None: pass)PY",
     R"D(Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[arg(arg='a', annotation=Name(id='int', ctx=Load())), arg(arg='b', annotation=Name(id='str', ctx=Load()))], vararg=arg(arg='args', annotation=Name(id='int', ctx=Load())), kwonlyargs=[arg(arg='c', annotation=Name(id='float', ctx=Load()))], kw_defaults=[None], kwarg=arg(arg='kw', annotation=Name(id='dict', ctx=Load())), defaults=[Constant(value='x')]), body=[Pass()], decorator_list=[], returns=Constant(value=None), type_params=[])], type_ignores=[]))D"},
    {R"PY(def f(a, b, /, c, d, *, e, f): pass)PY",
     R"D(Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[arg(arg='a'), arg(arg='b')], args=[arg(arg='c'), arg(arg='d')], kwonlyargs=[arg(arg='e'), arg(arg='f')], kw_defaults=[None, None], defaults=[]), body=[Pass()], decorator_list=[], type_params=[])], type_ignores=[]))D"},
    {R"PY(def f(a, b=1, /, c=2, *, d, e=3): pass)PY",
     R"D(Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[arg(arg='a'), arg(arg='b')], args=[arg(arg='c')], kwonlyargs=[arg(arg='d'), arg(arg='e')], kw_defaults=[None, Constant(value=3)], defaults=[Constant(value=1), Constant(value=2)]), body=[Pass()], decorator_list=[], type_params=[])], type_ignores=[]))D"},
    {R"PY(lambda x, y=1, *a, z, **k: 0)PY",
     R"D(Module(body=[Expr(value=Lambda(args=arguments(posonlyargs=[], args=[arg(arg='x'), arg(arg='y')], vararg=arg(arg='a'), kwonlyargs=[arg(arg='z')], kw_defaults=[None], kwarg=arg(arg='k'), defaults=[Constant(value=1)]), body=Constant(value=0)))], type_ignores=[]))D"},
    {R"PY(lambda *, x: 0)PY",
     R"D(Module(body=[Expr(value=Lambda(args=arguments(posonlyargs=[], args=[], kwonlyargs=[arg(arg='x')], kw_defaults=[None], defaults=[]), body=Constant(value=0)))], type_ignores=[]))D"},
    {R"PY(lambda x, /, y: 0)PY",
     R"D(Module(body=[Expr(value=Lambda(args=arguments(posonlyargs=[arg(arg='x')], args=[arg(arg='y')], kwonlyargs=[], kw_defaults=[], defaults=[]), body=Constant(value=0)))], type_ignores=[]))D"},
    {R"PY(x = (
    1,
    2,
))PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Tuple(elts=[Constant(value=1), Constant(value=2)], ctx=Load()))], type_ignores=[]))D"},
    {R"PY(def f():
    return *a, b)PY",
     R"D(Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Return(value=Tuple(elts=[Starred(value=Name(id='a', ctx=Load()), ctx=Load()), Name(id='b', ctx=Load())], ctx=Load()))], decorator_list=[], type_params=[])], type_ignores=[]))D"},
    {R"PY(def f():
    yield from g()
    x = yield
    y = yield 1)PY",
     R"D(Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Expr(value=YieldFrom(value=Call(func=Name(id='g', ctx=Load()), args=[], keywords=[]))), Assign(targets=[Name(id='x', ctx=Store())], value=Yield()), Assign(targets=[Name(id='y', ctx=Store())], value=Yield(value=Constant(value=1)))], decorator_list=[], type_params=[])], type_ignores=[]))D"},
    {R"PY(print(*args, sep=', ', **kw))PY",
     R"D(Module(body=[Expr(value=Call(func=Name(id='print', ctx=Load()), args=[Starred(value=Name(id='args', ctx=Load()), ctx=Load())], keywords=[keyword(arg='sep', value=Constant(value=', ')), keyword(value=Name(id='kw', ctx=Load()))]))], type_ignores=[]))D"},
    {R"PY(f((x for x in y), 1))PY",
     R"D(Module(body=[Expr(value=Call(func=Name(id='f', ctx=Load()), args=[GeneratorExp(elt=Name(id='x', ctx=Load()), generators=[comprehension(target=Name(id='x', ctx=Store()), iter=Name(id='y', ctx=Load()), ifs=[], is_async=0)]), Constant(value=1)], keywords=[]))], type_ignores=[]))D"},
    {R"PY(sum(x * x for x in range(10) if x % 2))PY",
     R"D(Module(body=[Expr(value=Call(func=Name(id='sum', ctx=Load()), args=[GeneratorExp(elt=BinOp(left=Name(id='x', ctx=Load()), op=Mult(), right=Name(id='x', ctx=Load())), generators=[comprehension(target=Name(id='x', ctx=Store()), iter=Call(func=Name(id='range', ctx=Load()), args=[Constant(value=10)], keywords=[]), ifs=[BinOp(left=Name(id='x', ctx=Load()), op=Mod(), right=Constant(value=2))], is_async=0)])], keywords=[]))], type_ignores=[]))D"},
    {R"PY([x for x in y for z in w if a if b])PY",
     R"D(Module(body=[Expr(value=ListComp(elt=Name(id='x', ctx=Load()), generators=[comprehension(target=Name(id='x', ctx=Store()), iter=Name(id='y', ctx=Load()), ifs=[], is_async=0), comprehension(target=Name(id='z', ctx=Store()), iter=Name(id='w', ctx=Load()), ifs=[Name(id='a', ctx=Load()), Name(id='b', ctx=Load())], is_async=0)]))], type_ignores=[]))D"},
    {R"PY({k: v for k, v in d.items()})PY",
     R"D(Module(body=[Expr(value=DictComp(key=Name(id='k', ctx=Load()), value=Name(id='v', ctx=Load()), generators=[comprehension(target=Tuple(elts=[Name(id='k', ctx=Store()), Name(id='v', ctx=Store())], ctx=Store()), iter=Call(func=Attribute(value=Name(id='d', ctx=Load()), attr='items', ctx=Load()), args=[], keywords=[]), ifs=[], is_async=0)]))], type_ignores=[]))D"},
    {R"PY(x = a if (b := c) else d)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=IfExp(test=NamedExpr(target=Name(id='b', ctx=Store()), value=Name(id='c', ctx=Load())), body=Name(id='a', ctx=Load()), orelse=Name(id='d', ctx=Load())))], type_ignores=[]))D"},
    {R"PY(while (line := f.readline()):
    pass)PY",
     R"D(Module(body=[While(test=NamedExpr(target=Name(id='line', ctx=Store()), value=Call(func=Attribute(value=Name(id='f', ctx=Load()), attr='readline', ctx=Load()), args=[], keywords=[])), body=[Pass()], orelse=[])], type_ignores=[]))D"},
    {R"PY([y := f(x), y**2])PY",
     R"D(Module(body=[Expr(value=List(elts=[NamedExpr(target=Name(id='y', ctx=Store()), value=Call(func=Name(id='f', ctx=Load()), args=[Name(id='x', ctx=Load())], keywords=[])), BinOp(left=Name(id='y', ctx=Load()), op=Pow(), right=Constant(value=2))], ctx=Load()))], type_ignores=[]))D"},
    {R"PY(x = not a in b)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=UnaryOp(op=Not(), operand=Compare(left=Name(id='a', ctx=Load()), ops=[In()], comparators=[Name(id='b', ctx=Load())])))], type_ignores=[]))D"},
    {R"PY(x = a < b > c <= d >= e != f)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Compare(left=Name(id='a', ctx=Load()), ops=[Lt(), Gt(), LtE(), GtE(), NotEq()], comparators=[Name(id='b', ctx=Load()), Name(id='c', ctx=Load()), Name(id='d', ctx=Load()), Name(id='e', ctx=Load()), Name(id='f', ctx=Load())]))], type_ignores=[]))D"},
    {R"PY(x = (a, b, *c))PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Tuple(elts=[Name(id='a', ctx=Load()), Name(id='b', ctx=Load()), Starred(value=Name(id='c', ctx=Load()), ctx=Load())], ctx=Load()))], type_ignores=[]))D"},
    {R"PY(x = a, b, *c)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Tuple(elts=[Name(id='a', ctx=Load()), Name(id='b', ctx=Load()), Starred(value=Name(id='c', ctx=Load()), ctx=Load())], ctx=Load()))], type_ignores=[]))D"},
    {R"PY(x = 1,)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Tuple(elts=[Constant(value=1)], ctx=Load()))], type_ignores=[]))D"},
    {R"PY(x = {'a': 1, **b, 'c': 2})PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Dict(keys=[Constant(value='a'), None, Constant(value='c')], values=[Constant(value=1), Name(id='b', ctx=Load()), Constant(value=2)]))], type_ignores=[]))D"},
    {R"PY((a, b), c = d)PY",
     R"D(Module(body=[Assign(targets=[Tuple(elts=[Tuple(elts=[Name(id='a', ctx=Store()), Name(id='b', ctx=Store())], ctx=Store()), Name(id='c', ctx=Store())], ctx=Store())], value=Name(id='d', ctx=Load()))], type_ignores=[]))D"},
    {R"PY(x += 1; x -= 1; x *= 1; x /= 1; x //= 1; x %= 1; x **= 1; x <<= 1; x >>= 1; x &= 1; x |= 1; x ^= 1; x @= 1)PY",
     R"D(Module(body=[AugAssign(target=Name(id='x', ctx=Store()), op=Add(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=Sub(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=Mult(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=Div(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=FloorDiv(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=Mod(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=Pow(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=LShift(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=RShift(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=BitAnd(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=BitOr(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=BitXor(), value=Constant(value=1)), AugAssign(target=Name(id='x', ctx=Store()), op=MatMult(), value=Constant(value=1))], type_ignores=[]))D"},
    {R"PY(from .a import *)PY",
     R"D(Module(body=[ImportFrom(module='a', names=[alias(name='*')], level=1)], type_ignores=[]))D"},
    {R"PY(x = a[...])PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=Name(id='a', ctx=Load()), slice=Constant(value=Ellipsis), ctx=Load()))], type_ignores=[]))D"},
    {R"PY(x = --1)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=UnaryOp(op=USub(), operand=UnaryOp(op=USub(), operand=Constant(value=1))))], type_ignores=[]))D"},
    {R"PY(x = (-2) ** 2)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=UnaryOp(op=USub(), operand=Constant(value=2)), op=Pow(), right=Constant(value=2)))], type_ignores=[]))D"},
    {R"PY(if x:
    pass
  # comment at odd indent
y = 1)PY",
     R"D(Module(body=[If(test=Name(id='x', ctx=Load()), body=[Pass()], orelse=[]), Assign(targets=[Name(id='y', ctx=Store())], value=Constant(value=1))], type_ignores=[]))D"},
    {R"PY(if x:

    pass)PY",
     R"D(Module(body=[If(test=Name(id='x', ctx=Load()), body=[Pass()], orelse=[])], type_ignores=[]))D"},
    {R"PY(x = [1,
  2,
      3])PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=List(elts=[Constant(value=1), Constant(value=2), Constant(value=3)], ctx=Load()))], type_ignores=[]))D"},
    {R"PY(def f(
    a,
    b,
):
    pass)PY",
     R"D(Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[arg(arg='a'), arg(arg='b')], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Pass()], decorator_list=[], type_params=[])], type_ignores=[]))D"},
    {R"PY(x = 1 \
  + 2)PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=Constant(value=1), op=Add(), right=Constant(value=2)))], type_ignores=[]))D"},
    {R"PY(if x:
	y = 1)PY",
     R"D(Module(body=[If(test=Name(id='x', ctx=Load()), body=[Assign(targets=[Name(id='y', ctx=Store())], value=Constant(value=1))], orelse=[])], type_ignores=[]))D"},
    {R"PY(def f(x): return x
def g(): pass)PY",
     R"D(Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[], args=[arg(arg='x')], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Return(value=Name(id='x', ctx=Load()))], decorator_list=[], type_params=[]), FunctionDef(name='g', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Pass()], decorator_list=[], type_params=[])], type_ignores=[]))D"},
    {R"PY(x = b'\u1234')PY",
     R"D(Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=b'\\u1234'))], type_ignores=[]))D"},
    {R"PY(f(x=1, *y))PY",
     R"D(Module(body=[Expr(value=Call(func=Name(id='f', ctx=Load()), args=[Starred(value=Name(id='y', ctx=Load()), ctx=Load())], keywords=[keyword(arg='x', value=Constant(value=1))]))], type_ignores=[]))D"},
    {R"PY(f(x=1, **y, z=2))PY",
     R"D(Module(body=[Expr(value=Call(func=Name(id='f', ctx=Load()), args=[], keywords=[keyword(arg='x', value=Constant(value=1)), keyword(value=Name(id='y', ctx=Load())), keyword(arg='z', value=Constant(value=2))]))], type_ignores=[]))D"},
    {R"PY(for x in y:
    try:
        pass
    finally:
        continue
)PY",
     R"D(Module(body=[For(target=Name(id='x', ctx=Store()), iter=Name(id='y', ctx=Load()), body=[Try(body=[Pass()], handlers=[], orelse=[], finalbody=[Continue()])], orelse=[])], type_ignores=[]))D"},
};

const ErrorCase kErrorCases[] = {
    {R"PY(if x
  pass)PY", "SyntaxError", R"M(expected ':')M", 1, 5, 1, 5},
    {R"PY(if x:
pass)PY", "IndentationError", R"M(expected an indented block after 'if' statement on line 1)M", 2, 1, 2, 5},
    {R"PY(if x:)PY", "IndentationError", R"M(expected an indented block after 'if' statement on line 1)M", 1, 6, 1, -1},
    {R"PY(x = 1
    y = 2)PY", "IndentationError", R"M(unexpected indent)M", 2, 4, 2, -1},
    {R"PY(if x:
        a
    b)PY", "IndentationError", R"M(unindent does not match any outer indentation level)M", 3, 6, 3, -1},
    {R"PY(x = (1,)PY", "SyntaxError", R"M('(' was never closed)M", 1, 5, 1, 0},
    {R"PY(x = 1))PY", "SyntaxError", R"M(unmatched ')')M", 1, 6, 1, 6},
    {R"PY(x = (1])PY", "SyntaxError", R"M(closing parenthesis ']' does not match opening parenthesis '(')M", 1, 7, 1, 7},
    {R"PY(x = 'abc)PY", "SyntaxError", R"M(unterminated string literal (detected at line 1))M", 1, 5, 1, 5},
    {R"PY(x = """abc)PY", "SyntaxError", R"M(unterminated triple-quoted string literal (detected at line 1))M", 1, 5, 1, 5},
    {R"PY(print(1 2))PY", "SyntaxError", R"M(invalid syntax. Perhaps you forgot a comma?)M", 1, 7, 1, 10},
    {R"PY([a b c])PY", "SyntaxError", R"M(invalid syntax. Perhaps you forgot a comma?)M", 1, 2, 1, 5},
    {R"PY(f() = 1)PY", "SyntaxError", R"M(cannot assign to function call here. Maybe you meant '==' instead of '='?)M", 1, 1, 1, 4},
    {R"PY(1 = x)PY", "SyntaxError", R"M(cannot assign to literal here. Maybe you meant '==' instead of '='?)M", 1, 1, 1, 2},
    {R"PY(x + 1 = 2)PY", "SyntaxError", R"M(cannot assign to expression here. Maybe you meant '==' instead of '='?)M", 1, 1, 1, 6},
    {R"PY(def f(a=1, b): pass)PY", "SyntaxError", R"M(parameter without a default follows parameter with a default)M", 1, 12, 1, 13},
    {R"PY(return 1)PY", "SyntaxError", R"M('return' outside function)M", 1, 1, 1, 9},
    {R"PY(break)PY", "SyntaxError", R"M('break' outside loop)M", 1, 1, 1, 6},
    {R"PY(continue)PY", "SyntaxError", R"M('continue' not properly in loop)M", 1, 1, 1, 9},
    {R"PY(f(a=1, b))PY", "SyntaxError", R"M(positional argument follows keyword argument)M", 1, 9, 1, 10},
    {R"PY(x = 1 €)PY", "SyntaxError", R"M(invalid character '€' (U+20AC))M", 1, 7, 1, 7},
    {R"PY(try:
  pass
x = 1)PY", "SyntaxError", R"M(expected 'except' or 'finally' block)M", 3, 1, 3, 2},
    {R"PY(try:
  pass)PY", "SyntaxError", R"M(expected 'except' or 'finally' block)M", 2, 7, 2, -1},
    {R"PY(1abc)PY", "SyntaxError", R"M(invalid decimal literal)M", 1, 1, 1, 1},
    {R"PY(0x)PY", "SyntaxError", R"M(invalid hexadecimal literal)M", 1, 2, 1, 2},
    {R"PY(1_)PY", "SyntaxError", R"M(invalid decimal literal)M", 1, 2, 1, 2},
    {R"PY(print "hi")PY", "SyntaxError", R"M(Missing parentheses in call to 'print'. Did you mean print(...)?)M", 1, 1, 1, 11},
    {R"PY(x = = 1)PY", "SyntaxError", R"M(invalid syntax)M", 1, 5, 1, 6},
    {R"PY(def f()
  pass)PY", "SyntaxError", R"M(expected ':')M", 1, 8, 1, 8},
    {R"PY(class A
  pass)PY", "SyntaxError", R"M(expected ':')M", 1, 8, 1, 8},
    {R"PY(for x in y
  pass)PY", "SyntaxError", R"M(expected ':')M", 1, 11, 1, 11},
    {R"PY(while x
  pass)PY", "SyntaxError", R"M(expected ':')M", 1, 8, 1, 8},
    {R"PY(with a as b
  pass)PY", "SyntaxError", R"M(expected ':')M", 1, 12, 1, 12},
    {R"PY(try
  pass)PY", "SyntaxError", R"M(expected ':')M", 1, 4, 1, 4},
    {R"PY(del f())PY", "SyntaxError", R"M(cannot delete function call)M", 1, 5, 1, 8},
    {R"PY(for f() in x: pass)PY", "SyntaxError", R"M(cannot assign to function call)M", 1, 5, 1, 8},
    {R"PY(a, b += 1)PY", "SyntaxError", R"M('tuple' is an illegal expression for augmented assignment)M", 1, 1, 1, 5},
    {R"PY(f() += 1)PY", "SyntaxError", R"M('function call' is an illegal expression for augmented assignment)M", 1, 1, 1, 4},
    {R"PY(True = 1)PY", "SyntaxError", R"M(cannot assign to True)M", 1, 1, 1, 5},
    {R"PY((a, f()) = 1)PY", "SyntaxError", R"M(cannot assign to function call)M", 1, 5, 1, 8},
    {R"PY(x = 1 +)PY", "SyntaxError", R"M(invalid syntax)M", 1, 8, 1, 8},
    {R"PY(foo()PY", "SyntaxError", R"M('(' was never closed)M", 1, 4, 1, 0},
    {R"PY(if x:
    pass
  else:
    pass)PY", "IndentationError", R"M(unindent does not match any outer indentation level)M", 3, 8, 3, -1},
    {R"PY(x = 09)PY", "SyntaxError", R"M(leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers)M", 1, 5, 1, 6},
    {R"PY(x = 1__0)PY", "SyntaxError", R"M(invalid decimal literal)M", 1, 6, 1, 6},
    {R"PY(0b2)PY", "SyntaxError", R"M(invalid digit '2' in binary literal)M", 1, 3, 1, 3},
    {R"PY(0o8)PY", "SyntaxError", R"M(invalid digit '8' in octal literal)M", 1, 3, 1, 3},
    {R"PY(1e)PY", "SyntaxError", R"M(invalid decimal literal)M", 1, 1, 1, 1},
    {R"PY(1.2.3)PY", "SyntaxError", R"M(invalid syntax)M", 1, 4, 1, 6},
    {R"PY(f(x for x in y, 1))PY", "SyntaxError", R"M(Generator expression must be parenthesized)M", 1, 3, 1, 15},
    {R"PY(f(**a, *b))PY", "SyntaxError", R"M(iterable argument unpacking follows keyword argument unpacking)M", 1, 8, 1, 9},
    {R"PY(f(**a, b))PY", "SyntaxError", R"M(positional argument follows keyword argument unpacking)M", 1, 9, 1, 10},
    {R"PY(f(a.b=1))PY", "SyntaxError", R"M(expression cannot contain assignment, perhaps you meant "=="?)M", 1, 3, 1, 7},
    {R"PY(def f(*): pass)PY", "SyntaxError", R"M(named arguments must follow bare *)M", 1, 7, 1, 8},
    {R"PY(lambda x x)PY", "SyntaxError", R"M(invalid syntax)M", 1, 10, 1, 11},
    {R"PY(a = 1 if b)PY", "SyntaxError", R"M(expected 'else' after 'if' expression)M", 1, 5, 1, 11},
    {R"PY(x = (1 + 2
y = 3)PY", "SyntaxError", R"M('(' was never closed)M", 1, 5, 1, 0},
    {R"PY(x = [1, 2
if y:
   pass)PY", "SyntaxError", R"M('[' was never closed)M", 1, 5, 1, 0},
    {R"PY(	if x:
        pass)PY", "IndentationError", R"M(unexpected indent)M", 1, 1, 1, -1},
    {R"PY(if x:
	a
        b)PY", "TabError", R"M(inconsistent use of tabs and spaces in indentation)M", 3, 1, 3, 0},
    {R"PY(nonlocal x)PY", "SyntaxError", R"M(nonlocal declaration not allowed at module level)M", 1, 1, 1, 11},
    {R"PY(def f(a, a): pass)PY", "SyntaxError", R"M(duplicate argument 'a' in function definition)M", 1, 10, 1, 11},
    {R"PY(yield 1
)PY", "SyntaxError", R"M('yield' outside function)M", 1, 1, 1, 8},
    {R"PY(x = 1 \ y)PY", "SyntaxError", R"M(unexpected character after line continuation character)M", 1, 8, 1, 0},
    {R"PY(x = 1 \)PY", "SyntaxError", R"M(unexpected EOF while parsing)M", 1, 8, 1, -1},
    {R"PY(a = $b)PY", "SyntaxError", R"M(invalid syntax)M", 1, 5, 1, 6},
    {R"PY(a ? b)PY", "SyntaxError", R"M(invalid syntax)M", 1, 3, 1, 4},
    {R"PY(x = `a`)PY", "SyntaxError", R"M(invalid syntax)M", 1, 5, 1, 6},
    {R"PY(x = 'abc\
def)PY", "SyntaxError", R"M(unterminated string literal (detected at line 2))M", 1, 5, 1, 5},
    {R"PY(x = """abc)PY", "SyntaxError", R"M(unterminated triple-quoted string literal (detected at line 1))M", 1, 5, 1, 5},
    {R"PY(x = """abc
)PY", "SyntaxError", R"M(unterminated triple-quoted string literal (detected at line 1))M", 1, 5, 1, 5},
    {R"PY(x = (1,
    2,
)PY", "SyntaxError", R"M('(' was never closed)M", 1, 5, 1, 0},
    {R"PY(if x:
    pass
   y)PY", "IndentationError", R"M(unindent does not match any outer indentation level)M", 3, 5, 3, -1},
    {R"PY(def f():
    return
  x)PY", "IndentationError", R"M(unindent does not match any outer indentation level)M", 3, 4, 3, -1},
    {R"PY(x = "abc
y = 1)PY", "SyntaxError", R"M(unterminated string literal (detected at line 1))M", 1, 5, 1, 5},
    {R"PY(f(
  a,
  b)PY", "SyntaxError", R"M('(' was never closed)M", 1, 2, 1, 0},
    {R"PY(x = ])PY", "SyntaxError", R"M(unmatched ']')M", 1, 5, 1, 5},
    {R"PY(x = (1, 2]])PY", "SyntaxError", R"M(closing parenthesis ']' does not match opening parenthesis '(')M", 1, 10, 1, 10},
    {R"PY(x = (1,
  2])PY", "SyntaxError", R"M(closing parenthesis ']' does not match opening parenthesis '(' on line 1)M", 2, 4, 2, 4},
    {R"PY( x = 1)PY", "IndentationError", R"M(unexpected indent)M", 1, 1, 1, -1},
    {R"PY(if x:
  a = 1
 b = 2)PY", "IndentationError", R"M(unindent does not match any outer indentation level)M", 3, 7, 3, -1},
    {R"PY(for x in y:
    pass
else:
    break)PY", "SyntaxError", R"M('break' outside loop)M", 4, 5, 4, 10},
    {R"PY(class A:
    return 1)PY", "SyntaxError", R"M('return' outside function)M", 2, 5, 2, 13},
    {R"PY(def f():
    class A:
        return 1)PY", "SyntaxError", R"M('return' outside function)M", 3, 9, 3, 17},
    {R"PY(while x:
    def g():
        break)PY", "SyntaxError", R"M('break' outside loop)M", 3, 9, 3, 14},
    {R"PY(yield)PY", "SyntaxError", R"M('yield' outside function)M", 1, 1, 1, 6},
    {R"PY(x = [i for i in range(3) yield])PY", "SyntaxError", R"M(invalid syntax)M", 1, 26, 1, 31},
    {R"PY(a, *b, *c = d)PY", "SyntaxError", R"M(multiple starred expressions in assignment)M", 1, 1, 1, 10},
    {R"PY(*a = b)PY", "SyntaxError", R"M(starred assignment target must be in a list or tuple)M", 1, 1, 1, 3},
    {R"PY(del a + 1)PY", "SyntaxError", R"M(cannot delete expression)M", 1, 5, 1, 10},
    {R"PY((a + b) += 1)PY", "SyntaxError", R"M('expression' is an illegal expression for augmented assignment)M", 1, 2, 1, 7},
    {R"PY(x: int = 1 = 2)PY", "SyntaxError", R"M(invalid syntax)M", 1, 12, 1, 13},
    {R"PY(f(x) : int)PY", "SyntaxError", R"M(illegal target for annotation)M", 1, 1, 1, 5},
    {R"PY([a, b]: int)PY", "SyntaxError", R"M(only single target (not list) can be annotated)M", 1, 1, 1, 7},
    {R"PY(x = {1: 2, 3})PY", "SyntaxError", R"M(':' expected after dictionary key)M", 1, 12, 1, 0},
    {R"PY(print(f"{x!z}"))PY", "SyntaxError", R"M(f-string: invalid conversion character 'z': expected 's', 'r', or 'a')M", 1, 12, 1, 13}, // [3.12]
    {R"PY(from a import (*))PY", "SyntaxError", R"M(invalid syntax)M", 1, 16, 1, 17},
    {R"PY(def f(**k, a): pass)PY", "SyntaxError", R"M(arguments cannot follow var-keyword argument)M", 1, 12, 1, 13},
    {R"PY(def f(*a, *b): pass)PY", "SyntaxError", R"M(* argument may appear only once)M", 1, 11, 1, 12},
    {R"PY(def f(/, a): pass)PY", "SyntaxError", R"M(at least one argument must precede /)M", 1, 7, 1, 8},
    {R"PY(def f(*, **k): pass)PY", "SyntaxError", R"M(named arguments must follow bare *)M", 1, 7, 1, 8},
    {R"PY(except)PY", "SyntaxError", R"M(invalid syntax)M", 1, 1, 1, 7},
    {R"PY(else:
  pass)PY", "SyntaxError", R"M(invalid syntax)M", 1, 1, 1, 5},
    {R"PY(if x:
  pass
elif)PY", "SyntaxError", R"M(invalid syntax)M", 3, 5, 3, 5},
    {R"PY(try:
  pass
except A, B:
  pass)PY", "SyntaxError", R"M(multiple exception types must be parenthesized)M", 3, 8, 3, 12},
    {R"PY(x = yield from y)PY", "SyntaxError", R"M('yield' outside function)M", 1, 5, 1, 17},
    {R"PY(def f():
  x = yield
  y = yield 1, 2
  z = yield from w
  await x)PY", "SyntaxError", R"M('await' outside async function)M", 5, 3, 5, 10},
    {R"PY(x := 5)PY", "SyntaxError", R"M(invalid syntax)M", 1, 3, 1, 5},
    {R"PY(nonlocal = 1)PY", "SyntaxError", R"M(invalid syntax)M", 1, 10, 1, 11},
    {R"PY(def f():
  nonlocal x)PY", "SyntaxError", R"M(no binding for nonlocal 'x' found)M", 2, 3, 2, 13},
    {R"PY(x = b'a' 'b')PY", "SyntaxError", R"M(cannot mix bytes and nonbytes literals)M", 1, 13, 1, 13},
    {R"PY(x = a if b)PY", "SyntaxError", R"M(expected 'else' after 'if' expression)M", 1, 5, 1, 11},
    {R"PY(x = ()PY", "SyntaxError", R"M('(' was never closed)M", 1, 5, 1, 0},
    {R"PY(x = ))PY", "SyntaxError", R"M(unmatched ')')M", 1, 5, 1, 5},
    {R"PY(def f(x):
  return x
    y
)PY", "IndentationError", R"M(unexpected indent)M", 3, 4, 3, -1},
    {R"PY(x = '\x1')PY", "SyntaxError", R"M((unicode error) 'unicodeescape' codec can't decode bytes in position 0-2: truncated \xXX escape)M", 1, 10, 1, 10},
    {R"PY(x = '\N{BULLET}\N{FOO}')PY", "SyntaxError", R"M((unicode error) 'unicodeescape' codec can't decode bytes in position 10-16: unknown Unicode character name)M", 1, 24, 1, 24},
    {R"PY(x = '\u12')PY", "SyntaxError", R"M((unicode error) 'unicodeescape' codec can't decode bytes in position 0-3: truncated \uXXXX escape)M", 1, 11, 1, 11},
    {R"PY(x = 1 <> 2)PY", "SyntaxError", R"M(invalid syntax)M", 1, 7, 1, 9},
    {R"PY(try:
  pass

)PY", "SyntaxError", R"M(expected 'except' or 'finally' block)M", 3, 1, 3, -1},
    {R"PY(x = 3 + \)PY", "SyntaxError", R"M(unexpected EOF while parsing)M", 1, 10, 1, -1},
    {R"PY(def f():
    x = 1
        y = 2)PY", "IndentationError", R"M(unexpected indent)M", 3, 8, 3, -1},
    {R"PY(if True:
  x = "abc)PY", "SyntaxError", R"M(unterminated string literal (detected at line 2))M", 2, 7, 2, 7},
    {R"PY(s = f'{x')PY", "SyntaxError", R"M(f-string: expecting '}')M", 1, 9, 1, 9}, // [3.12]
    {R"PY(s = f'{}')PY", "SyntaxError", R"M(f-string: valid expression required before '}')M", 1, 8, 1, 9}, // [3.12]
    {R"PY(s = f'}')PY", "SyntaxError", R"M(f-string: single '}' is not allowed)M", 1, 7, 1, 7}, // [3.12]
    {R"PY(s = f'{x!}')PY", "SyntaxError", R"M(f-string: missing conversion character)M", 1, 10, 1, 11}, // [3.12]
    {R"PY(s = f'{x!r')PY", "SyntaxError", R"M(f-string: expecting '}')M", 1, 10, 1, 10}, // [3.12]
    {R"PY(s = f'{x:{y:{z:{w}}}}'
)PY", "SyntaxError", R"M(f-string: expressions nested too deeply)M", 1, 15, 1, 15}, // [3.12]
    {R"PY(if x = 1:
    pass)PY", "SyntaxError", R"M(invalid syntax. Maybe you meant '==' or ':=' instead of '='?)M", 1, 4, 1, 9},
    {R"PY(while x = 1: pass)PY", "SyntaxError", R"M(invalid syntax. Maybe you meant '==' or ':=' instead of '='?)M", 1, 7, 1, 12},
    {R"PY([x = 1])PY", "SyntaxError", R"M(invalid syntax. Maybe you meant '==' or ':=' instead of '='?)M", 1, 2, 1, 7},
    {R"PY(if f(x) = 1: pass)PY", "SyntaxError", R"M(cannot assign to function call here. Maybe you meant '==' instead of '='?)M", 1, 4, 1, 8},
    {R"PY(x = [1, 2 3])PY", "SyntaxError", R"M(invalid syntax. Perhaps you forgot a comma?)M", 1, 9, 1, 12},
    {R"PY(x = {'a': 1 'b': 2})PY", "SyntaxError", R"M(invalid syntax. Perhaps you forgot a comma?)M", 1, 11, 1, 16},
    {R"PY(foo(a, b c))PY", "SyntaxError", R"M(invalid syntax. Perhaps you forgot a comma?)M", 1, 8, 1, 11},
    {R"PY(print("a" "b" c))PY", "SyntaxError", R"M(invalid syntax. Perhaps you forgot a comma?)M", 1, 7, 1, 16},
    {R"PY(f(x y=1))PY", "SyntaxError", R"M(invalid syntax. Perhaps you forgot a comma?)M", 1, 3, 1, 6},
    {R"PY(x = (1 2))PY", "SyntaxError", R"M(invalid syntax. Perhaps you forgot a comma?)M", 1, 6, 1, 9},
    {R"PY(a[1 2])PY", "SyntaxError", R"M(invalid syntax. Perhaps you forgot a comma?)M", 1, 3, 1, 6},
    {R"PY(def f(x):
return x)PY", "IndentationError", R"M(expected an indented block after function definition on line 1)M", 2, 1, 2, 7},
    {R"PY(for i in range(3):
print(i))PY", "IndentationError", R"M(expected an indented block after 'for' statement on line 1)M", 2, 1, 2, 6},
    {R"PY(class A:
pass)PY", "IndentationError", R"M(expected an indented block after class definition on line 1)M", 2, 1, 2, 5},
    {R"PY(while True:
# comment
x = 1)PY", "IndentationError", R"M(expected an indented block after 'while' statement on line 1)M", 3, 1, 3, 2},
    {R"PY(try:
    x = 1
except:
pass)PY", "IndentationError", R"M(expected an indented block after 'except' statement on line 3)M", 4, 1, 4, 5},
    {R"PY(if x:
    pass
else:
pass)PY", "IndentationError", R"M(expected an indented block after 'else' statement on line 3)M", 4, 1, 4, 5},
    {R"PY(with open(f) as g:
pass)PY", "IndentationError", R"M(expected an indented block after 'with' statement on line 1)M", 2, 1, 2, 5},
    {R"PY(def f():
    if x:
    y = 1)PY", "IndentationError", R"M(expected an indented block after 'if' statement on line 2)M", 3, 5, 3, 6},
    {R"PY(def f():
    try:
        pass
x = 1)PY", "SyntaxError", R"M(expected 'except' or 'finally' block)M", 4, 0, 4, -1},
    {R"PY(x = 1
 y = 2)PY", "IndentationError", R"M(unexpected indent)M", 2, 1, 2, -1},
    {R"PY(def f(a, b=1, c): pass)PY", "SyntaxError", R"M(parameter without a default follows parameter with a default)M", 1, 15, 1, 16},
    {R"PY(def f(a=1, /, b): pass)PY", "SyntaxError", R"M(parameter without a default follows parameter with a default)M", 1, 15, 1, 16},
    {R"PY(lambda a=1, b: 0)PY", "SyntaxError", R"M(parameter without a default follows parameter with a default)M", 1, 13, 1, 14},
    {R"PY(def f(a, *, b, **c, d): pass)PY", "SyntaxError", R"M(arguments cannot follow var-keyword argument)M", 1, 21, 1, 22},
    {R"PY(def f(**c, **d): pass)PY", "SyntaxError", R"M(arguments cannot follow var-keyword argument)M", 1, 12, 1, 14},
    {R"PY(def f(a, /, b, /): pass)PY", "SyntaxError", R"M(/ may appear only once)M", 1, 16, 1, 17},
    {R"PY(def f(*, a, /): pass)PY", "SyntaxError", R"M(/ must be ahead of *)M", 1, 13, 1, 14},
    {R"PY(def f(*a=1): pass)PY", "SyntaxError", R"M(var-positional argument cannot have default value)M", 1, 9, 1, 10},
    {R"PY(def f(**a=1): pass)PY", "SyntaxError", R"M(var-keyword argument cannot have default value)M", 1, 10, 1, 11},
    {R"PY(def f(a=): pass)PY", "SyntaxError", R"M(expected default value expression)M", 1, 8, 1, 9},
    {R"PY(f(**a=1))PY", "SyntaxError", R"M(cannot assign to keyword argument unpacking)M", 1, 3, 1, 8}, // [3.12]
    {R"PY(f(a=))PY", "SyntaxError", R"M(expected argument value expression)M", 1, 3, 1, 5}, // [3.12]
    {R"PY(f(a for a in b, c))PY", "SyntaxError", R"M(Generator expression must be parenthesized)M", 1, 3, 1, 15},
    {R"PY(f(c, a for a in b))PY", "SyntaxError", R"M(Generator expression must be parenthesized)M", 1, 6, 1, 18},
    {R"PY(f(True=1))PY", "SyntaxError", R"M(cannot assign to True)M", 1, 3, 1, 8},
    {R"PY(f(x=1 for x in y))PY", "SyntaxError", R"M(invalid syntax. Maybe you meant '==' or ':=' instead of '='?)M", 1, 3, 1, 5},
    {R"PY(x = yield = 1)PY", "SyntaxError", R"M(assignment to yield expression not possible)M", 1, 5, 1, 10},
    {R"PY(f() = x = 1)PY", "SyntaxError", R"M(cannot assign to function call)M", 1, 1, 1, 4},
    {R"PY(x = f() = 1)PY", "SyntaxError", R"M(cannot assign to function call)M", 1, 5, 1, 8},
    {R"PY([a, f()] = 1)PY", "SyntaxError", R"M(cannot assign to function call)M", 1, 5, 1, 8},
    {R"PY(a, f() = 1)PY", "SyntaxError", R"M(cannot assign to function call here. Maybe you meant '==' instead of '='?)M", 1, 4, 1, 7},
    {R"PY(-x = 1)PY", "SyntaxError", R"M(cannot assign to expression here. Maybe you meant '==' instead of '='?)M", 1, 1, 1, 3},
    {R"PY(not x = 1)PY", "SyntaxError", R"M(cannot assign to expression)M", 1, 1, 1, 6},
    {R"PY(a < b = 1)PY", "SyntaxError", R"M(cannot assign to comparison)M", 1, 1, 1, 6},
    {R"PY(x if y else z = 1)PY", "SyntaxError", R"M(cannot assign to conditional expression)M", 1, 1, 1, 14},
    {R"PY(lambda: 1 = 1)PY", "SyntaxError", R"M(cannot assign to lambda)M", 1, 1, 1, 10},
    {R"PY("abc" = 1)PY", "SyntaxError", R"M(cannot assign to literal here. Maybe you meant '==' instead of '='?)M", 1, 1, 1, 6},
    {R"PY(f"{x}" = 1)PY", "SyntaxError", R"M(cannot assign to f-string expression here. Maybe you meant '==' instead of '='?)M", 1, 1, 1, 7},
    {R"PY(... = 1)PY", "SyntaxError", R"M(cannot assign to ellipsis here. Maybe you meant '==' instead of '='?)M", 1, 1, 1, 4},
    {R"PY(None = 1)PY", "SyntaxError", R"M(cannot assign to None)M", 1, 1, 1, 5},
    {R"PY([x for x in y] = 1)PY", "SyntaxError", R"M(cannot assign to list comprehension here. Maybe you meant '==' instead of '='?)M", 1, 1, 1, 15},
    {R"PY({a: b} = 1)PY", "SyntaxError", R"M(cannot assign to dict literal here. Maybe you meant '==' instead of '='?)M", 1, 1, 1, 7},
    {R"PY({a} = 1)PY", "SyntaxError", R"M(cannot assign to set display here. Maybe you meant '==' instead of '='?)M", 1, 1, 1, 4},
    {R"PY([a] += 1)PY", "SyntaxError", R"M('list' is an illegal expression for augmented assignment)M", 1, 1, 1, 4},
    {R"PY((a, b): int)PY", "SyntaxError", R"M(only single target (not tuple) can be annotated)M", 1, 1, 1, 7},
    {R"PY(a, b: int)PY", "SyntaxError", R"M(only single target (not tuple) can be annotated)M", 1, 1, 1, 2},
    {R"PY(del *x)PY", "SyntaxError", R"M(cannot delete starred)M", 1, 5, 1, 7},
    {R"PY(del f(x))PY", "SyntaxError", R"M(cannot delete function call)M", 1, 5, 1, 9},
    {R"PY(del x + 1)PY", "SyntaxError", R"M(cannot delete expression)M", 1, 5, 1, 10},
    {R"PY(for 1 in z: pass)PY", "SyntaxError", R"M(cannot assign to literal)M", 1, 5, 1, 6},
    {R"PY([x for 1 in y])PY", "SyntaxError", R"M(cannot assign to literal)M", 1, 8, 1, 9},
    {R"PY([x for x in y if z else w])PY", "SyntaxError", R"M(invalid syntax)M", 1, 20, 1, 24},
    {R"PY(with a as 1: pass)PY", "SyntaxError", R"M(cannot assign to literal)M", 1, 11, 1, 12},
    {R"PY(import a as)PY", "SyntaxError", R"M(invalid syntax)M", 1, 12, 1, 12},
    {R"PY(from a import b,)PY", "SyntaxError", R"M(trailing comma not allowed without surrounding parentheses)M", 1, 17, 1, 17},
    {R"PY(import *)PY", "SyntaxError", R"M(invalid syntax)M", 1, 8, 1, 9},
    {R"PY(from a import b as c.d)PY", "SyntaxError", R"M(invalid syntax)M", 1, 21, 1, 22},
    {R"PY(global)PY", "SyntaxError", R"M(invalid syntax)M", 1, 7, 1, 7},
    {R"PY(nonlocal x, y)PY", "SyntaxError", R"M(nonlocal declaration not allowed at module level)M", 1, 1, 1, 14},
    {R"PY(def f(x):
    global x)PY", "SyntaxError", R"M(name 'x' is parameter and global)M", 2, 5, 2, 13},
    {R"PY(class A:
    nonlocal x)PY", "SyntaxError", R"M(no binding for nonlocal 'x' found)M", 2, 5, 2, 15},
    {R"PY(x = [(yield) for i in y])PY", "SyntaxError", R"M('yield' inside list comprehension)M", 1, 7, 1, 12},
    {R"PY(def f():
    x = [(yield) for i in y])PY", "SyntaxError", R"M('yield' inside list comprehension)M", 2, 11, 2, 16},
    {R"PY(def f():
    x = ((yield) for i in y))PY", "SyntaxError", R"M('yield' inside generator expression)M", 2, 11, 2, 16},
    {R"PY(x = *a)PY", "SyntaxError", R"M(can't use starred expression here)M", 1, 5, 1, 7},
    {R"PY(*a)PY", "SyntaxError", R"M(can't use starred expression here)M", 1, 1, 1, 3},
    {R"PY(x = (*a))PY", "SyntaxError", R"M(cannot use starred expression here)M", 1, 6, 1, 8},
    {R"PY(x = (yield))PY", "SyntaxError", R"M('yield' outside function)M", 1, 6, 1, 11},
    {R"PY(if x:
        y = 1
	z = 2)PY", "TabError", R"M(inconsistent use of tabs and spaces in indentation)M", 3, 1, 3, 0},
    {R"PY(x = {1: 2, 3})PY", "SyntaxError", R"M(':' expected after dictionary key)M", 1, 12, 1, 0},
    {R"PY(x = {1: 2, 3: })PY", "SyntaxError", R"M(expression expected after dictionary key and ':')M", 1, 13, 1, 14},
    {R"PY(x = [1, 2, 3
y = 4)PY", "SyntaxError", R"M('[' was never closed)M", 1, 5, 1, 0},
    {R"PY(print('hello')PY", "SyntaxError", R"M('(' was never closed)M", 1, 6, 1, 0},
    {R"PY(print('hello')))PY", "SyntaxError", R"M(unmatched ')')M", 1, 15, 1, 15},
    {R"PY(x = [1, 2))PY", "SyntaxError", R"M(closing parenthesis ')' does not match opening parenthesis '[')M", 1, 10, 1, 10},
    {R"PY(def f(:
    pass)PY", "SyntaxError", R"M(invalid syntax)M", 1, 7, 1, 8},
    {R"PY(class A(object:
    pass)PY", "SyntaxError", R"M(invalid syntax)M", 1, 15, 1, 16},
    {R"PY(if x == 1
    print(x))PY", "SyntaxError", R"M(expected ':')M", 1, 10, 1, 10},
    {R"PY(else:
    pass)PY", "SyntaxError", R"M(invalid syntax)M", 1, 1, 1, 5},
    {R"PY(x = = 2)PY", "SyntaxError", R"M(invalid syntax)M", 1, 5, 1, 6},
    {R"PY(x = 5 +* 3)PY", "SyntaxError", R"M(invalid syntax)M", 1, 8, 1, 9},
    {R"PY(x = 'it's')PY", "SyntaxError", R"M(unterminated string literal (detected at line 1))M", 1, 10, 1, 10},
    {R"PY(print "hello")PY", "SyntaxError", R"M(Missing parentheses in call to 'print'. Did you mean print(...)?)M", 1, 1, 1, 14},
    {R"PY(print x)PY", "SyntaxError", R"M(Missing parentheses in call to 'print'. Did you mean print(...)?)M", 1, 1, 1, 8},
    {R"PY(exec "code")PY", "SyntaxError", R"M(Missing parentheses in call to 'exec'. Did you mean exec(...)?)M", 1, 1, 1, 12},
    {R"PY(x = 10 20)PY", "SyntaxError", R"M(invalid syntax)M", 1, 8, 1, 10},
    {R"PY(for i in range(10) print(i))PY", "SyntaxError", R"M(invalid syntax)M", 1, 20, 1, 25},
    {R"PY(def f() -> : pass)PY", "SyntaxError", R"M(expected ':')M", 1, 9, 1, 11},
    {R"PY(import)PY", "SyntaxError", R"M(invalid syntax)M", 1, 7, 1, 7},
    {R"PY(from x import)PY", "SyntaxError", R"M(invalid syntax)M", 1, 14, 1, 14},
    {R"PY(return)PY", "SyntaxError", R"M('return' outside function)M", 1, 1, 1, 7},
    {R"PY(x = 1 +)PY", "SyntaxError", R"M(invalid syntax)M", 1, 8, 1, 8},
    {R"PY((1 + 2)PY", "SyntaxError", R"M('(' was never closed)M", 1, 1, 1, 0},
    {R"PY({1: 2)PY", "SyntaxError", R"M('{' was never closed)M", 1, 1, 1, 0},
    {R"PY(f(a, b)PY", "SyntaxError", R"M('(' was never closed)M", 1, 2, 1, 0},
    {R"PY(a = [x for x in])PY", "SyntaxError", R"M(invalid syntax)M", 1, 16, 1, 17},
    {R"PY(x.1)PY", "SyntaxError", R"M(invalid syntax)M", 1, 2, 1, 4},
    {R"PY(1 + 1 = 2)PY", "SyntaxError", R"M(cannot assign to expression here. Maybe you meant '==' instead of '='?)M", 1, 1, 1, 6},
    {R"PY(x == 1 = 2)PY", "SyntaxError", R"M(cannot assign to comparison)M", 1, 1, 1, 7},
    {R"PY(def 1f(): pass)PY", "SyntaxError", R"M(invalid decimal literal)M", 1, 5, 1, 5},
    {R"PY(class 1A: pass)PY", "SyntaxError", R"M(invalid decimal literal)M", 1, 7, 1, 7},
    {R"PY(x = 08)PY", "SyntaxError", R"M(leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers)M", 1, 5, 1, 6},
    {R"PY(x = 1e1.5)PY", "SyntaxError", R"M(invalid syntax)M", 1, 8, 1, 10},
    {R"PY(x = 0b)PY", "SyntaxError", R"M(invalid binary literal)M", 1, 6, 1, 6},
    {R"PY(x = 0o)PY", "SyntaxError", R"M(invalid octal literal)M", 1, 6, 1, 6},
    {R"PY(x = 0x1g)PY", "SyntaxError", R"M(invalid hexadecimal literal)M", 1, 7, 1, 7},
    {R"PY(x = 1_000_)PY", "SyntaxError", R"M(invalid decimal literal)M", 1, 10, 1, 10},
    {R"PY(x = 1__000)PY", "SyntaxError", R"M(invalid decimal literal)M", 1, 6, 1, 6},
    {R"PY(x = 5L)PY", "SyntaxError", R"M(invalid decimal literal)M", 1, 5, 1, 5},
    {R"PY(x = 0777)PY", "SyntaxError", R"M(leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers)M", 1, 5, 1, 6},
    {R"PY(x = 1.2.3)PY", "SyntaxError", R"M(invalid syntax)M", 1, 8, 1, 10},
    {R"PY(x = @)PY", "SyntaxError", R"M(invalid syntax)M", 1, 5, 1, 6},
    {R"PY(x = a ! b)PY", "SyntaxError", R"M(invalid syntax)M", 1, 7, 1, 8},
    {R"PY(x = a <> b)PY", "SyntaxError", R"M(invalid syntax)M", 1, 7, 1, 9},
    {R"PY(if True:
    x = 1
   y = 2)PY", "IndentationError", R"M(unindent does not match any outer indentation level)M", 3, 9, 3, -1},
    {R"PY(  x = 1)PY", "IndentationError", R"M(unexpected indent)M", 1, 2, 1, -1},
    {R"PY(def f():
	if x:
        pass)PY", "TabError", R"M(inconsistent use of tabs and spaces in indentation)M", 3, 1, 3, 0},
    {R"PY(x = 'abc)PY", "SyntaxError", R"M(unterminated string literal (detected at line 1))M", 1, 5, 1, 5},
    {R"PY(x = "abc)PY", "SyntaxError", R"M(unterminated string literal (detected at line 1))M", 1, 5, 1, 5},
    {R"PY(x = """abc
def)PY", "SyntaxError", R"M(unterminated triple-quoted string literal (detected at line 2))M", 1, 5, 1, 5},
    {R"PY(x = ''')PY", "SyntaxError", R"M(unterminated triple-quoted string literal (detected at line 1))M", 1, 5, 1, 5},
    {R"PY(x = '\x4')PY", "SyntaxError", R"M((unicode error) 'unicodeescape' codec can't decode bytes in position 0-2: truncated \xXX escape)M", 1, 10, 1, 10},
    {R"PY(x = '\N{NOT A REAL NAME}')PY", "SyntaxError", R"M((unicode error) 'unicodeescape' codec can't decode bytes in position 0-18: unknown Unicode character name)M", 1, 26, 1, 26},
    {R"PY(x = b'é')PY", "SyntaxError", R"M(bytes can only contain ASCII literal characters)M", 1, 5, 1, 9},
    {R"PY(f(**x, *y))PY", "SyntaxError", R"M(iterable argument unpacking follows keyword argument unpacking)M", 1, 8, 1, 9},
    {R"PY(f(**x, y))PY", "SyntaxError", R"M(positional argument follows keyword argument unpacking)M", 1, 9, 1, 10},
    {R"PY(f(x=1, y))PY", "SyntaxError", R"M(positional argument follows keyword argument)M", 1, 9, 1, 10},
    {R"PY(def f(x, x): pass)PY", "SyntaxError", R"M(duplicate argument 'x' in function definition)M", 1, 10, 1, 11},
    {R"PY(lambda x, x: 0)PY", "SyntaxError", R"M(duplicate argument 'x' in function definition)M", 1, 11, 1, 12},
    {R"PY(def f(a, *, a): pass)PY", "SyntaxError", R"M(duplicate argument 'a' in function definition)M", 1, 13, 1, 14},
    {R"PY(x = [*a for a in b])PY", "SyntaxError", R"M(iterable unpacking cannot be used in comprehension)M", 1, 6, 1, 8},
    {R"PY(x = {**a for a in b})PY", "SyntaxError", R"M(dict unpacking cannot be used in dict comprehension)M", 1, 6, 1, 8},
    {R"PY(x = [a, b for a in c])PY", "SyntaxError", R"M(did you forget parentheses around the comprehension target?)M", 1, 6, 1, 10},
    {R"PY(yield x)PY", "SyntaxError", R"M('yield' outside function)M", 1, 1, 1, 8},
    {R"PY(class A:
    yield x)PY", "SyntaxError", R"M('yield' outside function)M", 2, 5, 2, 12},
    {R"PY(def f():
    class A:
        yield 1)PY", "SyntaxError", R"M('yield' outside function)M", 3, 9, 3, 16},
    {R"PY(await x)PY", "SyntaxError", R"M('await' outside function)M", 1, 1, 1, 8},
    {R"PY(def f():
    await x)PY", "SyntaxError", R"M('await' outside async function)M", 2, 5, 2, 12},
    {R"PY(for x in y:
    def f():
        continue)PY", "SyntaxError", R"M('continue' not properly in loop)M", 3, 9, 3, 17},
    {R"PY(while x:
    class A:
        break)PY", "SyntaxError", R"M('break' outside loop)M", 3, 9, 3, 14},
    {R"PY(try:
    pass
except:
    pass
finally:
    continue)PY", "SyntaxError", R"M('continue' not properly in loop)M", 6, 5, 6, 13},
    {R"PY(f(), a = 1)PY", "SyntaxError", R"M(invalid syntax. Maybe you meant '==' or ':=' instead of '='?)M", 1, 6, 1, 11},
    {R"PY(x, f() = 1)PY", "SyntaxError", R"M(cannot assign to function call here. Maybe you meant '==' instead of '='?)M", 1, 4, 1, 7},
    {R"PY(f(), a.b = 1)PY", "SyntaxError", R"M(cannot assign to attribute here. Maybe you meant '==' instead of '='?)M", 1, 6, 1, 9},
    {R"PY(f(), g() = 1)PY", "SyntaxError", R"M(cannot assign to function call here. Maybe you meant '==' instead of '='?)M", 1, 6, 1, 9},
    {R"PY(a, f() = b = 1)PY", "SyntaxError", R"M(cannot assign to function call)M", 1, 4, 1, 7},
    {R"PY((a, f()) = 1)PY", "SyntaxError", R"M(cannot assign to function call)M", 1, 5, 1, 8},
    {R"PY(a, [f()] = 1)PY", "SyntaxError", R"M(cannot assign to function call)M", 1, 5, 1, 8},
    {R"PY(a, *f() = 1)PY", "SyntaxError", R"M(cannot assign to function call)M", 1, 5, 1, 8},
    {R"PY([f(), a] = 1)PY", "SyntaxError", R"M(cannot assign to function call)M", 1, 2, 1, 5},
    {R"PY(f(*a=1))PY", "SyntaxError", R"M(cannot assign to iterable argument unpacking)M", 1, 3, 1, 7}, // [3.12]
    {R"PY(x = {**a for a in b})PY", "SyntaxError", R"M(dict unpacking cannot be used in dict comprehension)M", 1, 6, 1, 8},
    {R"PY(def f() -> : pass)PY", "SyntaxError", R"M(expected ':')M", 1, 9, 1, 11},
    {R"PY(x = {1: 2, 3: })PY", "SyntaxError", R"M(expression expected after dictionary key and ':')M", 1, 13, 1, 14},
    {R"PY(x = {1: 2, 3: , 4: 5})PY", "SyntaxError", R"M(expression expected after dictionary key and ':')M", 1, 13, 1, 14},
    {R"PY(x = {1:})PY", "SyntaxError", R"M(expression expected after dictionary key and ':')M", 1, 7, 1, 8},
};

}  // namespace

TEST_CASE("parser: ast.dump matches CPython on the corpus") {
  for (const DumpCase& c : kDumpCases) {
    INFO(c.src);
    CHECK(parse_dump(c.src) == c.dump);
  }
}

TEST_CASE("parser: SyntaxError messages and positions match CPython on the corpus") {
  for (const ErrorCase& c : kErrorCases) {
    INFO(c.src);
    std::string want = std::string(c.type) + "|" + c.msg + "|" + std::to_string(c.lineno) + "|" +
                       std::to_string(c.offset) + "|" + std::to_string(c.end_lineno) + "|" +
                       std::to_string(c.end_offset);
    CHECK(parse_error(c.src) == want);
  }
}

TEST_CASE("parser: operator precedence") {
  CHECK(expr_dump("-2**2") ==
        "UnaryOp(op=USub(), operand=BinOp(left=Constant(value=2), op=Pow(), right=Constant(value=2)))");
  CHECK(expr_dump("2**-1") ==
        "BinOp(left=Constant(value=2), op=Pow(), right=UnaryOp(op=USub(), operand=Constant(value=1)))");
  CHECK(expr_dump("a**b**c") ==
        "BinOp(left=Name(id='a', ctx=Load()), op=Pow(), right=BinOp(left=Name(id='b', ctx=Load()), "
        "op=Pow(), right=Name(id='c', ctx=Load())))");
  CHECK(expr_dump("a - b - c") ==
        "BinOp(left=BinOp(left=Name(id='a', ctx=Load()), op=Sub(), right=Name(id='b', ctx=Load())), "
        "op=Sub(), right=Name(id='c', ctx=Load()))");
  CHECK(expr_dump("a + b * c") ==
        "BinOp(left=Name(id='a', ctx=Load()), op=Add(), right=BinOp(left=Name(id='b', ctx=Load()), "
        "op=Mult(), right=Name(id='c', ctx=Load())))");
  CHECK(expr_dump("a | b ^ c & d") ==
        "BinOp(left=Name(id='a', ctx=Load()), op=BitOr(), right=BinOp(left=Name(id='b', ctx=Load()), "
        "op=BitXor(), right=BinOp(left=Name(id='c', ctx=Load()), op=BitAnd(), right=Name(id='d', "
        "ctx=Load()))))");
  CHECK(expr_dump("a << b + c") ==
        "BinOp(left=Name(id='a', ctx=Load()), op=LShift(), right=BinOp(left=Name(id='b', ctx=Load()), "
        "op=Add(), right=Name(id='c', ctx=Load())))");
  CHECK(expr_dump("not a == b") ==
        "UnaryOp(op=Not(), operand=Compare(left=Name(id='a', ctx=Load()), ops=[Eq()], "
        "comparators=[Name(id='b', ctx=Load())]))");
  CHECK(expr_dump("a or b and c") ==
        "BoolOp(op=Or(), values=[Name(id='a', ctx=Load()), BoolOp(op=And(), values=[Name(id='b', "
        "ctx=Load()), Name(id='c', ctx=Load())])])");
  CHECK(expr_dump("a if b else c if d else e") ==
        "IfExp(test=Name(id='b', ctx=Load()), body=Name(id='a', ctx=Load()), orelse=IfExp(test="
        "Name(id='d', ctx=Load()), body=Name(id='c', ctx=Load()), orelse=Name(id='e', ctx=Load())))");
  CHECK(expr_dump("lambda: a if b else c") ==
        "Lambda(args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), "
        "body=IfExp(test=Name(id='b', ctx=Load()), body=Name(id='a', ctx=Load()), orelse=Name(id='c', "
        "ctx=Load())))");
  CHECK(expr_dump("a < b < c") ==
        "Compare(left=Name(id='a', ctx=Load()), ops=[Lt(), Lt()], comparators=[Name(id='b', "
        "ctx=Load()), Name(id='c', ctx=Load())])");
  CHECK(expr_dump("a not in b is not c") ==
        "Compare(left=Name(id='a', ctx=Load()), ops=[NotIn(), IsNot()], comparators=[Name(id='b', "
        "ctx=Load()), Name(id='c', ctx=Load())])");
  CHECK(expr_dump("~-+x") ==
        "UnaryOp(op=Invert(), operand=UnaryOp(op=USub(), operand=UnaryOp(op=UAdd(), operand=Name("
        "id='x', ctx=Load()))))");
  CHECK(expr_dump("a @ b // c % d") ==
        "BinOp(left=BinOp(left=BinOp(left=Name(id='a', ctx=Load()), op=MatMult(), right=Name(id='b', "
        "ctx=Load())), op=FloorDiv(), right=Name(id='c', ctx=Load())), op=Mod(), right=Name(id='d', "
        "ctx=Load()))");
  CHECK(expr_dump("await_ + x") ==
        "BinOp(left=Name(id='await_', ctx=Load()), op=Add(), right=Name(id='x', ctx=Load()))");
}

TEST_CASE("parser: numbers") {
  CHECK(expr_dump("0xFF") == "Constant(value=255)");
  CHECK(expr_dump("0o17") == "Constant(value=15)");
  CHECK(expr_dump("0b1010") == "Constant(value=10)");
  CHECK(expr_dump("1_000_000") == "Constant(value=1000000)");
  CHECK(expr_dump("0x_dead_BEEF") == "Constant(value=3735928559)");
  CHECK(expr_dump("123456789012345678901234567890") == "Constant(value=123456789012345678901234567890)");
  CHECK(expr_dump("0xFFFFFFFFFFFFFFFFFFFF") == "Constant(value=1208925819614629174706175)");
  CHECK(expr_dump("1.5") == "Constant(value=1.5)");
  CHECK(expr_dump("1e3") == "Constant(value=1000.0)");
  CHECK(expr_dump("1e16") == "Constant(value=1e+16)");
  CHECK(expr_dump("1.5e-5") == "Constant(value=1.5e-05)");
  CHECK(expr_dump(".5") == "Constant(value=0.5)");
  CHECK(expr_dump("5.") == "Constant(value=5.0)");
  CHECK(expr_dump("0.1") == "Constant(value=0.1)");
  CHECK(expr_dump("1e400") == "Constant(value=inf)");
  // The shortest digits that read back exactly, not the correctly rounded 16 (...062).
  CHECK(expr_dump("5.9604644775390625e-08") == "Constant(value=5.960464477539063e-08)");
  CHECK(expr_dump("5.9604644775390625e-08j") == "Constant(value=5.960464477539063e-08j)");
  CHECK(expr_dump("3j") == "Constant(value=3j)");
  CHECK(expr_dump("1.5J") == "Constant(value=1.5j)");
  CHECK(expr_dump("1e3j") == "Constant(value=1000j)");
  CHECK(expr_dump("00") == "Constant(value=0)");
  // The AST keeps the literal's text (underscores dropped) for the evaluator.
  auto m = parse_module("x = 0x1_F\ny = 1_0.5e1_0");
  CHECK(m->body[0]->value->id == "0x1F");
  CHECK(m->body[0]->value->constant == tfplay::py::ast::ConstantKind::Int);
  CHECK(m->body[1]->value->id == "10.5e10");
  CHECK(m->body[1]->value->constant == tfplay::py::ast::ConstantKind::Float);
}

TEST_CASE("parser: strings and f-strings") {
  CHECK(expr_dump(R"('a' "b" '''c''' """d""")") == "Constant(value='abcd')");
  CHECK(expr_dump(R"(r'\n\d' + b'\x00\xff')") ==
        R"(BinOp(left=Constant(value='\\n\\d'), op=Add(), right=Constant(value=b'\x00\xff')))");
  CHECK(expr_dump(R"('\t\x41\101\u00e9\N{BULLET}\q')") == R"(Constant(value='\tAAé•\\q'))");
  CHECK(expr_dump(R"("it's")") == R"(Constant(value="it's"))");
  CHECK(expr_dump(R"(f"{x!r:>{w}} {{}} {y=}")") ==
        "JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=114, "
        "format_spec=JoinedStr(values=[Constant(value='>'), FormattedValue(value=Name(id='w', "
        "ctx=Load()), conversion=-1)])), Constant(value=' {} y='), FormattedValue(value=Name(id='y', "
        "ctx=Load()), conversion=114)])");
  // PEP 701 (3.12): the same quotes nest, and fields may span lines.
  CHECK(expr_dump(R"(f"{d["k"]}")") ==
        "JoinedStr(values=[FormattedValue(value=Subscript(value=Name(id='d', ctx=Load()), "
        "slice=Constant(value='k'), ctx=Load()), conversion=-1)])");
  CHECK(expr_dump("f\"{f\"{1}\"}\"") ==
        "JoinedStr(values=[FormattedValue(value=JoinedStr(values=[FormattedValue(value=Constant("
        "value=1), conversion=-1)]), conversion=-1)])");
  CHECK(expr_dump("f\"{1 +\n 2}\"") ==
        "JoinedStr(values=[FormattedValue(value=BinOp(left=Constant(value=1), op=Add(), "
        "right=Constant(value=2)), conversion=-1)])");
  CHECK(expr_dump("f'{x = !s:5}'") ==
        "JoinedStr(values=[Constant(value='x = '), FormattedValue(value=Name(id='x', ctx=Load()), "
        "conversion=115, format_spec=JoinedStr(values=[Constant(value='5')]))])");
  CHECK(expr_dump("f'{a!=b}'") ==
        "JoinedStr(values=[FormattedValue(value=Compare(left=Name(id='a', ctx=Load()), "
        "ops=[NotEq()], comparators=[Name(id='b', ctx=Load())]), conversion=-1)])");
  CHECK(expr_dump("f'{x:=5}'") ==  // ':' at field level starts the spec, as in CPython
        "JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1, "
        "format_spec=JoinedStr(values=[Constant(value='=5')]))])");
  CHECK(expr_dump(R"(f'\N{BULLET} {x}')") ==
        "JoinedStr(values=[Constant(value='• '), FormattedValue(value=Name(id='x', ctx=Load()), "
        "conversion=-1)])");
  // 3.12 f-string errors (the tokenizer's, and the parser's invalid_replacement_field).
  CHECK(parse_error("f'{x'") == "SyntaxError|f-string: expecting '}'|1|5|1|5");
  CHECK(parse_error("f'{}'") == "SyntaxError|f-string: valid expression required before '}'|1|4|1|5");
  CHECK(parse_error("f'}'") == "SyntaxError|f-string: single '}' is not allowed|1|3|1|3");
  CHECK(parse_error("f'{x!z}'") ==
        "SyntaxError|f-string: invalid conversion character 'z': expected 's', 'r', or 'a'|1|6|1|7");
  CHECK(parse_error("f'{x!}'") == "SyntaxError|f-string: missing conversion character|1|6|1|7");
  CHECK(parse_error("f'{x y}'") ==
        "SyntaxError|f-string: expecting '=', or '!', or ':', or '}'|1|6|1|7");
  CHECK(parse_error("f'{x:{y:{z:{w}}}}'") ==
        "SyntaxError|f-string: expressions nested too deeply|1|11|1|11");
  CHECK(parse_error("f'abc") == "SyntaxError|unterminated f-string literal (detected at line 1)|1|1|1|1");
  CHECK(parse_error("x = f'''abc\n") ==
        "SyntaxError|unterminated triple-quoted f-string literal (detected at line 1)|1|5|1|5");
  CHECK(parse_error("f'{x)}'") == "SyntaxError|f-string: unmatched ')'|1|5|1|5");
  CHECK(parse_error("f'{x'\n") == "SyntaxError|f-string: expecting '}'|1|5|1|5");
}

TEST_CASE("parser: node positions (CPython's lineno/col_offset/end_*)") {
  CHECK(parse_dump("x = (a + b) * c", true) ==
        "Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, "
        "end_lineno=1, end_col_offset=1)], value=BinOp(left=BinOp(left=Name(id='a', ctx=Load(), "
        "lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), op=Add(), right=Name(id='b', "
        "ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=10), lineno=1, "
        "col_offset=5, end_lineno=1, end_col_offset=10), op=Mult(), right=Name(id='c', ctx=Load(), "
        "lineno=1, col_offset=14, end_lineno=1, end_col_offset=15), lineno=1, col_offset=4, "
        "end_lineno=1, end_col_offset=15), lineno=1, col_offset=0, end_lineno=1, "
        "end_col_offset=15)], type_ignores=[])");
  auto m = parse_module("@dec\ndef f(a,\n      b=1):\n    return a\n\nif x:\n    pass\nelse:\n    y = [\n  1]\n");
  const auto& f = *m->body[0];
  CHECK(f.pos.line == 2);  // decorated def: the line of `def`
  CHECK(f.pos.col == 0);
  CHECK(f.end.line == 4);
  CHECK(f.end.col == 12);
  CHECK(f.args->args[1].pos.line == 3);
  CHECK(f.args->args[1].pos.col == 6);
  CHECK(f.decorator_list[0]->pos.col == 1);
  const auto& i = *m->body[1];
  CHECK(i.pos.line == 6);
  CHECK(i.end.line == 10);
  CHECK(i.end.col == 4);
  CHECK(i.orelse[0]->value->pos.line == 9);
  CHECK(i.orelse[0]->value->pos.col == 8);
  // Columns count characters, not UTF-8 bytes.
  auto u = parse_module("s = 'héllo' + x");
  CHECK(u->body[0]->value->right->pos.col == 14);
  // Call, attribute and subscript chains span from their first token.
  auto c = parse_module("obj.method(1)[0]");
  CHECK(c->body[0]->value->pos.col == 0);
  CHECK(c->body[0]->value->end.col == 16);
  CHECK(c->body[0]->value->left->end.col == 13);
}

TEST_CASE("parser: contexts, generators and statement details") {
  auto m = parse_module("a, (b, *c), d[0], e.f = g\ndel x, y[1]\nfor i, j in k: pass\n");
  CHECK(dump(*m->body[0]->targets[0]) ==
        "Tuple(elts=[Name(id='a', ctx=Store()), Tuple(elts=[Name(id='b', ctx=Store()), "
        "Starred(value=Name(id='c', ctx=Store()), ctx=Store())], ctx=Store()), Subscript(value="
        "Name(id='d', ctx=Load()), slice=Constant(value=0), ctx=Store()), Attribute(value=Name("
        "id='e', ctx=Load()), attr='f', ctx=Store())], ctx=Store())");
  CHECK(dump(*m->body[1]) ==
        "Delete(targets=[Name(id='x', ctx=Del()), Subscript(value=Name(id='y', ctx=Load()), "
        "slice=Constant(value=1), ctx=Del())])");
  auto g = parse_module(
      "def gen():\n    def inner():\n        return 1\n    x = yield\n\n"
      "def plain():\n    def inner():\n        yield 1\n    return [(lambda: (yield))]\n\n"
      "def from_():\n    return (yield from x)\n");
  CHECK(g->body[0]->is_generator);
  CHECK_FALSE(g->body[0]->body[0]->is_generator);
  CHECK_FALSE(g->body[1]->is_generator);
  CHECK(g->body[1]->body[0]->is_generator);
  CHECK(g->body[2]->is_generator);
  CHECK(parse_dump("if x: pass; y = 1\n") ==
        "Module(body=[If(test=Name(id='x', ctx=Load()), body=[Pass(), Assign(targets=[Name("
        "id='y', ctx=Store())], value=Constant(value=1))], orelse=[])], type_ignores=[])");
  CHECK(parse_dump("from .. a.b import (c as d, e,)") ==
        "Module(body=[ImportFrom(module='a.b', names=[alias(name='c', asname='d'), "
        "alias(name='e')], level=2)], type_ignores=[])");
  CHECK(parse_dump("with (open(a) as f, open(b) as g,):\n    pass") ==
        "Module(body=[With(items=[withitem(context_expr=Call(func=Name(id='open', ctx=Load()), "
        "args=[Name(id='a', ctx=Load())], keywords=[]), optional_vars=Name(id='f', ctx=Store())), "
        "withitem(context_expr=Call(func=Name(id='open', ctx=Load()), args=[Name(id='b', "
        "ctx=Load())], keywords=[]), optional_vars=Name(id='g', ctx=Store()))], body=[Pass()])], "
        "type_ignores=[])");
  CHECK(parse_dump("\xEF\xBB\xBFx = 1\r\ny = 2\r") ==
        "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1)), "
        "Assign(targets=[Name(id='y', ctx=Store())], value=Constant(value=2))], type_ignores=[])");
  CHECK(parse_dump("") == "Module(body=[], type_ignores=[])");
  CHECK(parse_dump("\n\n# only a comment\n   \n") == "Module(body=[], type_ignores=[])");
  CHECK(parse_dump("héllo = 1") ==
        "Module(body=[Assign(targets=[Name(id='héllo', ctx=Store())], value=Constant(value=1))], "
        "type_ignores=[])");
}

TEST_CASE("parser: errors from the tokenizer, the parser and the compiler") {
  CHECK(parse_error("x = (1,\n    2,\n") == "SyntaxError|'(' was never closed|1|5|1|0");
  CHECK(parse_error("foo(\n  a,\n  b") == "SyntaxError|'(' was never closed|1|4|1|0");
  CHECK(parse_error("x = [1, (2,\n") == "SyntaxError|'(' was never closed|1|9|1|0");
  CHECK(parse_error("x = 1)") == "SyntaxError|unmatched ')'|1|6|1|6");
  CHECK(parse_error("x = (1]") ==
        "SyntaxError|closing parenthesis ']' does not match opening parenthesis '('|1|7|1|7");
  CHECK(parse_error("x = (1,\n  2]") ==
        "SyntaxError|closing parenthesis ']' does not match opening parenthesis '(' on line 1|2|4|2|4");
  CHECK(parse_error("x = 'abc") == "SyntaxError|unterminated string literal (detected at line 1)|1|5|1|5");
  CHECK(parse_error("x = '''abc\n\ny") ==
        "SyntaxError|unterminated triple-quoted string literal (detected at line 3)|1|5|1|5");
  CHECK(parse_error("if x\n  pass") == "SyntaxError|expected ':'|1|5|1|5");
  CHECK(parse_error("if x:\npass") ==
        "IndentationError|expected an indented block after 'if' statement on line 1|2|1|2|5");
  CHECK(parse_error("def f():\n    if x:\ny = 1") ==
        "IndentationError|expected an indented block after 'if' statement on line 2|3|0|3|-1");
  CHECK(parse_error("x = 1\n    y = 2") == "IndentationError|unexpected indent|2|4|2|-1");
  CHECK(parse_error("if x:\n        a\n    b") ==
        "IndentationError|unindent does not match any outer indentation level|3|6|3|-1");
  CHECK(parse_error("if x:\n\ta\n        b") ==
        "TabError|inconsistent use of tabs and spaces in indentation|3|1|3|0");
  CHECK(parse_error("print(1 2)") == "SyntaxError|invalid syntax. Perhaps you forgot a comma?|1|7|1|10");
  CHECK(parse_error("print 'hi'") ==
        "SyntaxError|Missing parentheses in call to 'print'. Did you mean print(...)?|1|1|1|11");
  CHECK(parse_error("1abc") == "SyntaxError|invalid decimal literal|1|1|1|1");
  CHECK(parse_error("x = 1 €") == "SyntaxError|invalid character '€' (U+20AC)|1|7|1|7");
  CHECK(parse_error("x = \xC2\xA0 1") == "SyntaxError|invalid non-printable character U+00A0|1|5|1|5");
  CHECK(parse_error("return 1") == "SyntaxError|'return' outside function|1|1|1|9");
  CHECK(parse_error("break") == "SyntaxError|'break' outside loop|1|1|1|6");
  CHECK(parse_error("continue") == "SyntaxError|'continue' not properly in loop|1|1|1|9");
  CHECK(parse_error("f(a=1, b)") == "SyntaxError|positional argument follows keyword argument|1|9|1|10");
  CHECK(parse_error("try:\n  pass\nx = 1") == "SyntaxError|expected 'except' or 'finally' block|3|1|3|2");
  CHECK(parse_error("f() = 1") ==
        "SyntaxError|cannot assign to function call here. Maybe you meant '==' instead of '='?|1|1|1|4");
  CHECK(parse_error("1 = x") ==
        "SyntaxError|cannot assign to literal here. Maybe you meant '==' instead of '='?|1|1|1|2");
  CHECK(parse_error("if x = 1:\n    pass") ==
        "SyntaxError|invalid syntax. Maybe you meant '==' or ':=' instead of '='?|1|4|1|9");
  CHECK(parse_error("def f(a=1, b): pass") ==
        "SyntaxError|parameter without a default follows parameter with a default|1|12|1|13");
  // The compiler's checks come after a successful parse, symbol-table errors first.
  CHECK(parse_error("return 1\ndef f(a, a): pass") ==
        "SyntaxError|duplicate argument 'a' in function definition|2|10|2|11");
  CHECK(parse_error("return 1\nx = (") == "SyntaxError|'(' was never closed|2|5|2|0");
  CHECK(parse_error("def f():\n    nonlocal q") == "SyntaxError|no binding for nonlocal 'q' found|2|5|2|15");
  CHECK(parse_error("def f():\n    q = 1\n    def g():\n        nonlocal q\n") == "<no error>");
  CHECK(parse_error("x = [(yield) for y in z]") ==
        "SyntaxError|'yield' inside list comprehension|1|7|1|12");
  CHECK(parse_error("*a = b") == "SyntaxError|starred assignment target must be in a list or tuple|1|1|1|3");
  CHECK(parse_error("x = *a") == "SyntaxError|can't use starred expression here|1|5|1|7");
  CHECK(parse_error("x = 'a' \\ y") ==
        "SyntaxError|unexpected character after line continuation character|1|10|1|0");
  CHECK(parse_error("x = 1 +\\") == "SyntaxError|unexpected EOF while parsing|1|9|1|-1");
  CHECK(parse_error("x = '\\x4'") ==
        "SyntaxError|(unicode error) 'unicodeescape' codec can't decode bytes in position 0-2: "
        "truncated \\xXX escape|1|10|1|10");
  CHECK(parse_error(std::string("a\0b", 3)) == "SyntaxError|source code cannot contain null bytes|1|2|1|2");
  // Constructs tfplay does not run are refused up front, with a clear message.
  CHECK(parse_error("async def f(): pass").find("tfplay does not support async") != std::string::npos);
  CHECK(parse_error("match = 1\nmatch(x)\nprint(match)") == "<no error>");
  CHECK(parse_error("def f():\n    await x") == "SyntaxError|'await' outside async function|2|5|2|12");
}

TEST_CASE("parser: the match statement and except* dump as CPython 3.12's ast") {
  CHECK(parse_dump(R"PY(match x:
    case [1, *rest] if rest:
        pass
    case {'k': v, **kw}:
        pass
    case Point(1, y=-2) | None as p:
        pass
    case -1 + 2j | 'a' | a.b.c:
        pass
    case _:
        pass)PY", true) ==
        R"PY(Module(body=[Match(subject=Name(id='x', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), cases=[match_case(pattern=MatchSequence(patterns=[MatchValue(value=Constant(value=1, lineno=2, col_offset=10, end_lineno=2, end_col_offset=11), lineno=2, col_offset=10, end_lineno=2, end_col_offset=11), MatchStar(name='rest', lineno=2, col_offset=13, end_lineno=2, end_col_offset=18)], lineno=2, col_offset=9, end_lineno=2, end_col_offset=19), guard=Name(id='rest', ctx=Load(), lineno=2, col_offset=23, end_lineno=2, end_col_offset=27), body=[Pass(lineno=3, col_offset=8, end_lineno=3, end_col_offset=12)]), match_case(pattern=MatchMapping(keys=[Constant(value='k', lineno=4, col_offset=10, end_lineno=4, end_col_offset=13)], patterns=[MatchAs(name='v', lineno=4, col_offset=15, end_lineno=4, end_col_offset=16)], rest='kw', lineno=4, col_offset=9, end_lineno=4, end_col_offset=23), body=[Pass(lineno=5, col_offset=8, end_lineno=5, end_col_offset=12)]), match_case(pattern=MatchAs(pattern=MatchOr(patterns=[MatchClass(cls=Name(id='Point', ctx=Load(), lineno=6, col_offset=9, end_lineno=6, end_col_offset=14), patterns=[MatchValue(value=Constant(value=1, lineno=6, col_offset=15, end_lineno=6, end_col_offset=16), lineno=6, col_offset=15, end_lineno=6, end_col_offset=16)], kwd_attrs=['y'], kwd_patterns=[MatchValue(value=UnaryOp(op=USub(), operand=Constant(value=2, lineno=6, col_offset=21, end_lineno=6, end_col_offset=22), lineno=6, col_offset=20, end_lineno=6, end_col_offset=22), lineno=6, col_offset=20, end_lineno=6, end_col_offset=22)], lineno=6, col_offset=9, end_lineno=6, end_col_offset=23), MatchSingleton(value=None, lineno=6, col_offset=26, end_lineno=6, end_col_offset=30)], lineno=6, col_offset=9, end_lineno=6, end_col_offset=30), name='p', lineno=6, col_offset=9, end_lineno=6, end_col_offset=35), body=[Pass(lineno=7, col_offset=8, end_lineno=7, end_col_offset=12)]), match_case(pattern=MatchOr(patterns=[MatchValue(value=BinOp(left=UnaryOp(op=USub(), operand=Constant(value=1, lineno=8, col_offset=10, end_lineno=8, end_col_offset=11), lineno=8, col_offset=9, end_lineno=8, end_col_offset=11), op=Add(), right=Constant(value=2j, lineno=8, col_offset=14, end_lineno=8, end_col_offset=16), lineno=8, col_offset=9, end_lineno=8, end_col_offset=16), lineno=8, col_offset=9, end_lineno=8, end_col_offset=16), MatchValue(value=Constant(value='a', lineno=8, col_offset=19, end_lineno=8, end_col_offset=22), lineno=8, col_offset=19, end_lineno=8, end_col_offset=22), MatchValue(value=Attribute(value=Attribute(value=Name(id='a', ctx=Load(), lineno=8, col_offset=25, end_lineno=8, end_col_offset=26), attr='b', ctx=Load(), lineno=8, col_offset=25, end_lineno=8, end_col_offset=28), attr='c', ctx=Load(), lineno=8, col_offset=25, end_lineno=8, end_col_offset=30), lineno=8, col_offset=25, end_lineno=8, end_col_offset=30)], lineno=8, col_offset=9, end_lineno=8, end_col_offset=30), body=[Pass(lineno=9, col_offset=8, end_lineno=9, end_col_offset=12)]), match_case(pattern=MatchAs(lineno=10, col_offset=9, end_lineno=10, end_col_offset=10), body=[Pass(lineno=11, col_offset=8, end_lineno=11, end_col_offset=12)])], lineno=1, col_offset=0, end_lineno=11, end_col_offset=12)], type_ignores=[]))PY");
  CHECK(parse_dump(R"PY(match a, *b:
    case (x, _) | [*_, x]:
        pass)PY", true) ==
        R"PY(Module(body=[Match(subject=Tuple(elts=[Name(id='a', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), Starred(value=Name(id='b', ctx=Load(), lineno=1, col_offset=10, end_lineno=1, end_col_offset=11), ctx=Load(), lineno=1, col_offset=9, end_lineno=1, end_col_offset=11)], ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=11), cases=[match_case(pattern=MatchOr(patterns=[MatchSequence(patterns=[MatchAs(name='x', lineno=2, col_offset=10, end_lineno=2, end_col_offset=11), MatchAs(lineno=2, col_offset=13, end_lineno=2, end_col_offset=14)], lineno=2, col_offset=9, end_lineno=2, end_col_offset=15), MatchSequence(patterns=[MatchStar(lineno=2, col_offset=19, end_lineno=2, end_col_offset=21), MatchAs(name='x', lineno=2, col_offset=23, end_lineno=2, end_col_offset=24)], lineno=2, col_offset=18, end_lineno=2, end_col_offset=25)], lineno=2, col_offset=9, end_lineno=2, end_col_offset=25), body=[Pass(lineno=3, col_offset=8, end_lineno=3, end_col_offset=12)])], lineno=1, col_offset=0, end_lineno=3, end_col_offset=12)], type_ignores=[]))PY");
  CHECK(parse_dump(R"PY(try:
    pass
except* (ValueError, TypeError) as e:
    pass
else:
    pass
finally:
    pass)PY", false) ==
        R"PY(Module(body=[TryStar(body=[Pass()], handlers=[ExceptHandler(type=Tuple(elts=[Name(id='ValueError', ctx=Load()), Name(id='TypeError', ctx=Load())], ctx=Load()), name='e', body=[Pass()])], orelse=[Pass()], finalbody=[Pass()])], type_ignores=[]))PY");
  CHECK(parse_dump(R"PY(match(x)
match = case = 1
match[0])PY", false) ==
        R"PY(Module(body=[Expr(value=Call(func=Name(id='match', ctx=Load()), args=[Name(id='x', ctx=Load())], keywords=[])), Assign(targets=[Name(id='match', ctx=Store()), Name(id='case', ctx=Store())], value=Constant(value=1)), Expr(value=Subscript(value=Name(id='match', ctx=Load()), slice=Constant(value=0), ctx=Load()))], type_ignores=[]))PY");
}

TEST_CASE("parser: match and except* SyntaxErrors match CPython") {
  CHECK(parse_error(R"PY(match x:
    case y:
        pass
    case 1:
        pass)PY") ==
        R"PY(SyntaxError|name capture 'y' makes remaining patterns unreachable|2|10|2|11)PY");
  CHECK(parse_error(R"PY(match x:
    case 1 | _ | 2:
        pass)PY") ==
        R"PY(SyntaxError|wildcard makes remaining patterns unreachable|2|14|2|15)PY");
  CHECK(parse_error(R"PY(match x:
    case [a, a]:
        pass)PY") ==
        R"PY(SyntaxError|multiple assignments to name 'a' in pattern|2|14|2|15)PY");
  CHECK(parse_error(R"PY(match x:
    case 1 | a:
        pass)PY") ==
        R"PY(SyntaxError|alternative patterns bind different names|2|14|2|15)PY");
  CHECK(parse_error(R"PY(match x:
    case {'a': 1, 'a': 2}:
        pass)PY") ==
        R"PY(SyntaxError|mapping pattern checks duplicate key ('a')|2|10|2|26)PY");
  CHECK(parse_error(R"PY(match x:
    case C(a=1, a=2):
        pass)PY") ==
        R"PY(SyntaxError|attribute name repeated in class pattern: a|2|19|2|20)PY");
  CHECK(parse_error(R"PY(match x:
    case [*a, *b]:
        pass)PY") ==
        R"PY(SyntaxError|multiple starred names in sequence pattern|2|10|2|18)PY");
  CHECK(parse_error(R"PY(match x:
    case C(a=1, 2):
        pass)PY") ==
        R"PY(SyntaxError|positional patterns follow keyword patterns|2|17|2|18)PY");
  CHECK(parse_error(R"PY(match x:
    case 1 as _:
        pass)PY") ==
        R"PY(SyntaxError|cannot use '_' as a target|2|15|2|16)PY");
  CHECK(parse_error(R"PY(match x:
    case 1 as 2:
        pass)PY") ==
        R"PY(SyntaxError|invalid pattern target|2|15|2|16)PY");
  CHECK(parse_error(R"PY(match x:
    case 1+1:
        pass)PY") ==
        R"PY(SyntaxError|imaginary number required in complex literal|2|12|2|13)PY");
  CHECK(parse_error(R"PY(match x:
    case 1j+1j:
        pass)PY") ==
        R"PY(SyntaxError|real number required in complex literal|2|10|2|12)PY");
  CHECK(parse_error(R"PY(match x:
    case {x: 1}:
        pass)PY") ==
        R"PY(SyntaxError|invalid syntax|2|12|2|13)PY");
  CHECK(parse_error(R"PY(match x:
    case f'{x}':
        pass)PY") ==
        R"PY(SyntaxError|patterns may only match literals and attribute lookups|2|10|2|16)PY");
  CHECK(parse_error(R"PY(match x
)PY") ==
        R"PY(SyntaxError|expected ':'|1|8|1|8)PY");
  CHECK(parse_error(R"PY(match x:
pass)PY") ==
        R"PY(IndentationError|expected an indented block after 'match' statement on line 1|2|1|2|5)PY");
  CHECK(parse_error(R"PY(match x:
    case 1
)PY") ==
        R"PY(SyntaxError|expected ':'|2|11|2|11)PY");
  CHECK(parse_error(R"PY(match x:
    case 1:
    pass)PY") ==
        R"PY(IndentationError|expected an indented block after 'case' statement on line 2|3|5|3|9)PY");
  CHECK(parse_error(R"PY(try:
    pass
except*:
    pass)PY") ==
        R"PY(SyntaxError|expected one or more exception types|3|8|3|9)PY");
  CHECK(parse_error(R"PY(try:
    pass
except ValueError:
    pass
except* TypeError:
    pass)PY") ==
        R"PY(SyntaxError|cannot have both 'except' and 'except*' on the same 'try'|5|1|5|8)PY");
  CHECK(parse_error(R"PY(try:
    pass
except* ValueError:
    pass
except TypeError:
    pass)PY") ==
        R"PY(SyntaxError|cannot have both 'except' and 'except*' on the same 'try'|5|1|5|7)PY");
  CHECK(parse_error(R"PY(while x:
    try:
        pass
    except* E:
        break)PY") ==
        R"PY(SyntaxError|'break', 'continue' and 'return' cannot appear in an except* block|5|9|5|14)PY");
  CHECK(parse_error(R"PY(def f():
    try:
        pass
    except* E:
        return x)PY") ==
        R"PY(SyntaxError|'break', 'continue' and 'return' cannot appear in an except* block|5|9|5|17)PY");
  CHECK(parse_error(R"PY(try:
    pass
except* E:
    for x in y:
        continue)PY") ==
        R"PY(<no error>)PY");
}

TEST_CASE("parser: patterns span their parentheses, and 3.12 reports pattern errors at the node") {
  CHECK(parse_dump(R"PY(match x:
    case (a as b) as c if c:
        pass
    case (1) | [2] | (3):
        pass
    case (1), 2, (3,):
        pass)PY", true) ==
        R"PY(Module(body=[Match(subject=Name(id='x', ctx=Load(), lineno=1, col_offset=6, end_lineno=1, end_col_offset=7), cases=[match_case(pattern=MatchAs(pattern=MatchAs(pattern=MatchAs(name='a', lineno=2, col_offset=10, end_lineno=2, end_col_offset=11), name='b', lineno=2, col_offset=10, end_lineno=2, end_col_offset=16), name='c', lineno=2, col_offset=9, end_lineno=2, end_col_offset=22), guard=Name(id='c', ctx=Load(), lineno=2, col_offset=26, end_lineno=2, end_col_offset=27), body=[Pass(lineno=3, col_offset=8, end_lineno=3, end_col_offset=12)]), match_case(pattern=MatchOr(patterns=[MatchValue(value=Constant(value=1, lineno=4, col_offset=10, end_lineno=4, end_col_offset=11), lineno=4, col_offset=10, end_lineno=4, end_col_offset=11), MatchSequence(patterns=[MatchValue(value=Constant(value=2, lineno=4, col_offset=16, end_lineno=4, end_col_offset=17), lineno=4, col_offset=16, end_lineno=4, end_col_offset=17)], lineno=4, col_offset=15, end_lineno=4, end_col_offset=18), MatchValue(value=Constant(value=3, lineno=4, col_offset=22, end_lineno=4, end_col_offset=23), lineno=4, col_offset=22, end_lineno=4, end_col_offset=23)], lineno=4, col_offset=9, end_lineno=4, end_col_offset=24), body=[Pass(lineno=5, col_offset=8, end_lineno=5, end_col_offset=12)]), match_case(pattern=MatchSequence(patterns=[MatchValue(value=Constant(value=1, lineno=6, col_offset=10, end_lineno=6, end_col_offset=11), lineno=6, col_offset=10, end_lineno=6, end_col_offset=11), MatchValue(value=Constant(value=2, lineno=6, col_offset=14, end_lineno=6, end_col_offset=15), lineno=6, col_offset=14, end_lineno=6, end_col_offset=15), MatchSequence(patterns=[MatchValue(value=Constant(value=3, lineno=6, col_offset=18, end_lineno=6, end_col_offset=19), lineno=6, col_offset=18, end_lineno=6, end_col_offset=19)], lineno=6, col_offset=17, end_lineno=6, end_col_offset=21)], lineno=6, col_offset=9, end_lineno=6, end_col_offset=21), body=[Pass(lineno=7, col_offset=8, end_lineno=7, end_col_offset=12)])], lineno=1, col_offset=0, end_lineno=7, end_col_offset=12)], type_ignores=[]))PY");
  // CPython 3.12's compiler passes each pattern's own location (3.11 reported wherever it
  // last compiled): the mapping for **rest, the differing alternative, the outer MatchAs.
  CHECK(parse_error(R"PY(match x:
    case {'k': a, **a}:
        pass)PY") == "SyntaxError|multiple assignments to name 'a' in pattern|2|10|2|23");
  CHECK(parse_error(R"PY(match x:
    case [a] | [b]:
        pass)PY") == "SyntaxError|alternative patterns bind different names|2|16|2|19");
  CHECK(parse_error(R"PY(match x:
    case (a as b) as a:
        pass)PY") == "SyntaxError|multiple assignments to name 'a' in pattern|2|10|2|23");
}

TEST_CASE("parser: compile-time warnings") {
  std::vector<CompileWarning> warnings;
  parse_module("x = '\\d+'\ny = 1\nz = b'\\q'", &warnings);
  REQUIRE(warnings.size() == 2);
  CHECK(warnings[0].category == "SyntaxWarning");
  CHECK(warnings[0].message == "invalid escape sequence '\\d'");
  CHECK(warnings[0].lineno == 1);
  CHECK(warnings[1].message == "invalid escape sequence '\\q'");
  CHECK(warnings[1].lineno == 3);
  warnings.clear();
  parse_module("x = r'\\d+'", &warnings);
  CHECK(warnings.empty());
}

TEST_CASE("parser: nesting limits") {
  // 200 nested brackets are fine (CPython's tokenizer limit), 201 are not.
  std::string ok = std::string(200, '(') + "1" + std::string(200, ')');
  CHECK(parse_error(ok) == "<no error>");
  std::string too_many = std::string(201, '(') + "1" + std::string(201, ')');
  CHECK(parse_error(too_many) == "SyntaxError|too many nested parentheses|1|201|1|201");
  CHECK(parse_error(std::string(1000, '[') + std::string(1000, ']')).find("too many nested parentheses") !=
        std::string::npos);
  // Deep non-bracket nesting stops with CPython's RecursionError instead of overflowing.
  CHECK(parse_error(std::string(500, '-') + "1") == "<no error>");
  CHECK(parse_error(std::string(100000, '-') + "1").rfind("RecursionError|", 0) == 0);
  CHECK(parse_error(std::string(100000, '~') + "x").rfind("RecursionError|", 0) == 0);
  std::string not_chain;
  for (int i = 0; i < 50000; ++i) not_chain += "not ";
  CHECK(parse_error(not_chain + "x").rfind("RecursionError|", 0) == 0);
  std::string attrs = "x";
  for (int i = 0; i < 50000; ++i) attrs += ".a";
  CHECK(parse_error(attrs).rfind("RecursionError|", 0) == 0);
  std::string sums = "x";
  for (int i = 0; i < 50000; ++i) sums += "+x";
  CHECK(parse_error(sums).rfind("RecursionError|", 0) == 0);
  std::string pows = "x";
  for (int i = 0; i < 50000; ++i) pows += "**x";
  CHECK(parse_error(pows).rfind("RecursionError|", 0) == 0);
  std::string lambdas;
  for (int i = 0; i < 50000; ++i) lambdas += "lambda:";
  CHECK(parse_error(lambdas + "0").rfind("RecursionError|", 0) == 0);
  std::string calls = "f";
  for (int i = 0; i < 50000; ++i) calls += "()";
  CHECK(parse_error(calls).rfind("RecursionError|", 0) == 0);
  std::string deep_if;
  for (int i = 0; i < 101; ++i) deep_if += std::string(static_cast<size_t>(i), ' ') + "if x:\n";
  deep_if += std::string(101, ' ') + "pass\n";
  CHECK(parse_error(deep_if).rfind("IndentationError|too many levels of indentation|", 0) == 0);
  std::string fstrings;
  for (int i = 0; i < 200; ++i) fstrings += "f'{";
  CHECK(parse_error(fstrings).find("SyntaxError|") == 0);
}

TEST_CASE("parser: fuzzer findings stay fixed") {
  // Annotating an empty tuple read its (missing) first element.
  CHECK(parse_error("(): int") == "SyntaxError|only single target (not tuple) can be annotated|1|1|1|3");
  // A subscript holding an empty tuple, then a missing ']', read the tuple's last element.
  CHECK(parse_error("[a[()A = 8") == "SyntaxError|invalid syntax. Perhaps you forgot a comma?|1|4|1|7");
}
