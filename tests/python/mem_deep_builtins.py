# Deeply nested values through the standard library and the builtins end in RecursionError
# with CPython's messages, never a crash (natively and in the page's wasm engine: see
# tests/wasm-recursion.test.mjs). 3.12 expected output (mem_deep_builtins.expected): copy.py's
# recursion is Python calling Python, which CPython 3.12 counts as Python frames only
# (Python/ceval.c _Py_CheckRecursiveCallPy: no " while calling a Python object" suffix, which
# 3.11 adds); json's C encoder and scanner (Modules/_json.c) name what they were doing.
import copy
import json

nested = []
for _ in range(2000):
    nested = [nested]
mapping = {}
for _ in range(2000):
    mapping = {"k": mapping}


def attempt(label, fn, *args):
    try:
        fn(*args)
        print(label, "ok")
    except RecursionError as e:
        print(label, "RecursionError:", e)


attempt("deepcopy list", copy.deepcopy, nested)
attempt("deepcopy dict", copy.deepcopy, mapping)
attempt("dumps list", json.dumps, nested)
attempt("dumps dict", json.dumps, mapping)
attempt("loads arrays", json.loads, "[" * 100000)
attempt("loads objects", json.loads, '{"a": ' * 100000)
attempt("loads closed", json.loads, "[" * 100000 + "]" * 100000)
shallow = json.loads("[" * 50 + "]" * 50)
print(json.dumps(shallow)[:10], copy.deepcopy([[1, [2]], {"a": (3,)}]))

very = []
for _ in range(20000):
    very = [very]
other = []
for _ in range(20000):
    other = [other]
attempt("repr", repr, very)
attempt("str", str, very)
attempt("eq", lambda: very == other)
attempt("lt", lambda: very < other)
chain = ()
for _ in range(20000):
    chain = (chain,)
attempt("tuple eq", lambda: chain == chain[0])


def nest(n):
    return [nest(n - 1)] if n else []


attempt("recursion in a display", nest, 5000)
print(len(repr(nest(100))))
