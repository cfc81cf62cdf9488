"""Compares tfplay's parser with the local CPython: ast.dump for valid code, SyntaxError
(type, msg, lineno, offset, end_lineno, end_offset) for invalid code. Not run by CI.

  python3 tests/tools/python_parser_vs_cpython.py /tmp/parser_dump corpus.txt [-p]
  python3 tests/tools/python_parser_vs_cpython.py /tmp/parser_dump --stdlib [-p]

corpus.txt holds snippets separated by lines "----". -p compares positions too. CPython 3.11's
output is adjusted to 3.12's ast.dump (type_params=[]) and 3.12's renamed messages; f-string
error messages and positions differ between 3.11 and 3.12 and show up as mismatches.
"""
import ast
import glob
import subprocess
import sys
import warnings

RENAMED = {"non-default argument follows default argument":
           "parameter without a default follows parameter with a default"}
UNSUPPORTED = (ast.AsyncFunctionDef, ast.Await, ast.AsyncFor, ast.AsyncWith, ast.Match, ast.TryStar)


def fmt(node, positions):
    """ast.dump with 3.12's fields; with positions, like include_attributes=True."""
    if isinstance(node, ast.AST):
        args = []
        for name in node._fields:
            value = getattr(node, name, None)
            if value is None and getattr(type(node), name, ...) is None:
                continue
            args.append('%s=%s' % (name, fmt(value, positions)))
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            args.append('type_params=[]')
        if positions:
            full = isinstance(node, (ast.expr, ast.stmt))
            for name in ('lineno', 'col_offset', 'end_lineno', 'end_col_offset'):
                if name in node._attributes and (full or name in ('lineno', 'col_offset')):
                    args.append('%s=%r' % (name, getattr(node, name)))
        return '%s(%s)' % (type(node).__name__, ', '.join(args))
    if isinstance(node, list):
        return '[%s]' % ', '.join(fmt(x, positions) for x in node)
    return repr(node)


def expect(src, positions):
    try:
        compile(src, '<s>', 'exec')
    except SyntaxError as e:
        return 'ERR %s|%s|%s|%s|%s|%s' % (type(e).__name__, RENAMED.get(e.msg, e.msg), e.lineno,
                                          e.offset, e.end_lineno, e.end_offset)
    return fmt(ast.parse(src), positions)


def main():
    warnings.simplefilter('ignore')
    driver, what = sys.argv[1], sys.argv[2]
    positions = '-p' in sys.argv
    if what == '--stdlib':
        names, snippets = [], []
        for path in sorted(glob.glob(sys.prefix + '/lib/python3*/**/*.py', recursive=True)):
            try:
                src = open(path, encoding='utf-8').read()
                tree = ast.parse(src)
                compile(src, path, 'exec')
            except Exception:
                continue
            if any(isinstance(n, UNSUPPORTED) or (isinstance(n, ast.Constant) and n.kind == 'u')
                   for n in ast.walk(tree)) or '\x1e' in src or (positions and not src.isascii()):
                continue
            names.append(path)
            snippets.append(src)
    else:
        snippets = open(what).read().split('\n----\n')
        names = [repr(s) for s in snippets]
    want = [expect(s, positions) for s in snippets]
    run = subprocess.run([driver] + (['-p'] if positions else []), input='\n\x1e\n'.join(snippets),
                         capture_output=True, text=True)
    got = run.stdout.split('\n')
    bad = 0
    for name, w, g in zip(names, want, got):
        if w != g:
            bad += 1
            i = next((k for k in range(min(len(w), len(g))) if w[k] != g[k]), 0)
            print('---', name[:300])
            print('  cpython:', w[max(0, i - 200):i + 200])
            print('  tfplay: ', g[max(0, i - 200):i + 200])
    print('%d/%d match' % (len(snippets) - bad, len(snippets)))


if __name__ == '__main__':
    main()
