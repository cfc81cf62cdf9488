# SyntaxError's and ImportError's attributes when the program builds them, their str(), and
# SyntaxError's argument-tuple TypeErrors: CPython 3.12 Lib/test/test_exceptions.py
# testAttributes, SyntaxErrorTests (test_incorrect_constructor), ImportErrorTests
# (Objects/exceptions.c SyntaxError_init, SyntaxError_str, ImportError_init, ImportError_str).
e = SyntaxError('bad bad', ('bad.py', 1, 2, 'abcdefg', 1, 7))
print(e.msg, e.filename, e.lineno, e.offset, e.text, e.end_lineno, e.end_offset, e.print_file_and_line)
print(e.args, str(e), repr(e))
print(SyntaxError('x').lineno, SyntaxError('x').msg, repr(str(SyntaxError())))
print(str(SyntaxError('m', ('/a/b/f.py', 3, 1, 't'))))
print(str(SyntaxError('m', (None, 3, 1, 't'))), '|', str(SyntaxError('m', ('f.py', None, 1, 't'))))
print(SyntaxError('m', ['f', 1, 2, 't']).text, SyntaxError('x', 1, 2).lineno)
print(IndentationError('m', ('f', 4, 2, 't')).lineno, TabError('m', ('f', 5, 2, 't')).lineno)
for args in [('x', ('f', 1, 2)), ('x', ('f', 1, 2, 't', 1, 2, 3)), ('x', ('f', 1, 2, 't', 1)), ('x', 5)]:
    try:
        SyntaxError(*args)
    except TypeError as err:
        print('TypeError:', err)

i = ImportError('a', 'b', name='n')
print(i.msg, str(i), i.name, i.path)
print(ImportError('m').msg, ImportError(5).msg, str(ImportError(5)), ModuleNotFoundError('q').msg)
try:
    import no_such_module_here
except ImportError as err:
    print(type(err).__name__, err.msg, err.name)

# An uncaught SyntaxError with a location prints it as the compiler's own do.
raise SyntaxError('bad bad', ('bad.py', 1, 2, 'abcdefg\n', 1, 5))
