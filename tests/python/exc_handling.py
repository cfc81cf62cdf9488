# try/except/else/finally, several handlers, tuples of types, as, raise, re-raise, assert.
def risky(kind):
    if kind == 'key':
        return {}['missing']
    if kind == 'index':
        return [][0]
    if kind == 'zero':
        return 1 / 0
    if kind == 'type':
        return 1 + 'a'
    if kind == 'value':
        return int('x')
    if kind == 'attr':
        return None.foo
    return 'fine'
for kind in ['key', 'index', 'zero', 'type', 'value', 'attr', 'ok']:
    try:
        result = risky(kind)
    except (KeyError, IndexError) as e:
        print('lookup:', type(e).__name__, e, repr(e), e.args)
    except ZeroDivisionError as e:
        print('zero:', e)
    except TypeError:
        print('type error')
    except Exception as e:
        print('other:', type(e).__name__, e)
    else:
        print('no error:', result)
    finally:
        print('finally', kind)
def f():
    try:
        return 'try'
    finally:
        print('finally runs before return')
print(f())
def g():
    try:
        raise ValueError('x')
    finally:
        return 'finally wins'
print(g())
def h():
    for i in range(3):
        try:
            if i == 1:
                continue
            if i == 2:
                break
        finally:
            print('cleanup', i)
h()
try:
    try:
        raise KeyError('inner')
    except KeyError:
        print('handling, then re-raise')
        raise
except KeyError as e:
    print('outer caught', repr(e))
try:
    raise ValueError
except ValueError as e:
    print('class raised:', repr(e), e.args)
class AppError(Exception):
    pass
class DetailedError(AppError):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code
try:
    raise DetailedError(404, 'not found')
except AppError as e:
    print(type(e).__name__, e.code, e, e.args, isinstance(e, Exception))
try:
    assert 1 + 1 == 3, 'math is broken'
except AssertionError as e:
    print('AssertionError:', e)
try:
    assert False
except AssertionError as e:
    print('AssertionError:', repr(e))
e = None
try:
    raise RuntimeError('scoped')
except RuntimeError as e:
    pass
try:
    print(e)
except NameError as err:
    print('NameError:', err)
try:
    raise 5
except TypeError as err:
    print('TypeError:', err)
try:
    try:
        pass
    except 5:
        pass
    raise ValueError('v')
except TypeError as err:
    print('TypeError:', err)
except ValueError as err:
    print('ValueError:', err)
try:
    raise
except RuntimeError as err:
    print('RuntimeError:', err)
print(issubclass(KeyError, LookupError), issubclass(ZeroDivisionError, ArithmeticError),
      issubclass(RecursionError, RuntimeError), issubclass(UnboundLocalError, NameError),
      issubclass(NotImplementedError, RuntimeError), issubclass(StopIteration, Exception),
      issubclass(KeyboardInterrupt, Exception), issubclass(SystemExit, BaseException),
      issubclass(ModuleNotFoundError, ImportError), issubclass(IndentationError, SyntaxError))
print(str(KeyError('k')), str(KeyError('a', 'b')), str(ValueError()), repr(ValueError('a', 1)))
print(Exception('x') .args, BaseException().args)
