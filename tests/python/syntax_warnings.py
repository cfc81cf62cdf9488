# 3.12 expected output (syntax_warnings.expected): CPython 3.12 names the literal's type in
# '"is" with ... literal' and makes '\d' a SyntaxWarning (3.11: a hidden DeprecationWarning).
# The SyntaxWarnings CPython 3.12 prints while compiling (Python/compile.c check_compare,
# check_caller, check_index, compiler_assert; Parser/string_parser.c for escapes): all of them
# before the program runs, the parser's before the compiler's, a finally body's twice.
count = 5
if count is 5:
    print('five')
if count is not -1:
    print('not minus one')
name = 'abc'
checks = [name is 'abc', count is (1, 2), 0.5 is not count]
points = [(1, 2) (3, 4)] if False else []
grid = [[1, 2] [0, 1]] if False else []
assert(count > 0, 'count must be positive')
try:
    pass
finally:
    done = count is 7
pattern = '\d+'
print(pattern, len(pattern), points, grid, done, len(checks))
