# help() of builtin functions and of the builtin types' methods prints pydoc's text as CPython
# 3.12 does when its output is not a terminal (help_builtins.expected: 3.12's output; 3.11's
# docstrings of print, getattr, ... differ).
help(list.append)
help([].append)
help(len)
help(str.split)
help("a b".split)
help(dict.get)
help({}.get)
for f in (getattr, max, print, sorted, isinstance, abs, iter, next, sum, round):
    help(f)
for m in (list.pop, list.sort, str.join, str.replace, str.strip, str.startswith, dict.items, set.add):
    help(m)
