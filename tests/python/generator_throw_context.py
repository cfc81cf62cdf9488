# g.throw(): the thrown exception takes as __context__ the exception the generator itself is
# handling where it is suspended (gen_send_ex2's _PyErr_ChainStackItem), not the caller's; and
# an exception class whose __new__ returns a non-exception makes throw() raise CPython's
# TypeError inside the generator (CPython 3.12 test_generators.GeneratorThrowTest and
# ExceptionTest.test_except_throw_bad_exception).


def in_handler():
    try:
        raise KeyError('a')
    except Exception:
        yield


gen = in_handler()
gen.send(None)
try:
    gen.throw(ValueError)
except ValueError as e:
    print('yield in handler:', repr(e.__context__))

gen = in_handler()
gen.send(None)
try:
    raise IndexError('outer')
except IndexError:
    try:
        gen.throw(ValueError('v'))
    except ValueError as e:
        print('caller handling too:', repr(e.__context__), repr(e.__context__.__context__))


def plain():
    yield


gen = plain()
next(gen)
try:
    raise IndexError('outer')
except IndexError:
    try:
        gen.throw(ValueError('v'))
    except ValueError as e:
        print('generator handling nothing:', repr(e.__context__))


def inside():
    try:
        raise KeyError('a')
    except Exception:
        try:
            yield
        except Exception as exc:
            print('seen inside:', type(exc).__name__, repr(exc.__context__))
            yield 'b'


gen = inside()
gen.send(None)
print('throw returned', gen.throw(ValueError))


def g_from():
    try:
        raise KeyError('a')
    except Exception:
        yield from plain()


gen = g_from()
gen.send(None)
try:
    gen.throw(ValueError)
except ValueError as e:
    print('yield from:', repr(e.__context__))

has_cycle = None


def g_cycle(exc):
    global has_cycle
    try:
        raise exc
    except Exception:
        try:
            yield from plain()
        except Exception as exc:
            has_cycle = exc is exc.__context__
    yield


exc = KeyError('a')
gen = g_cycle(exc)
gen.send(None)
gen.throw(exc)
print('cycle:', has_cycle)


def after_none():
    try:
        raise KeyError
    except KeyError:
        pass
    try:
        yield
    except Exception:
        raise RuntimeError


gen = after_none()
gen.send(None)
try:
    gen.throw(ValueError)
except RuntimeError as e:
    print('after none:', repr(e.__context__))


class BadNew(Exception):
    def __new__(cls, *args, **kwargs):
        return cls


def boring():
    yield


gen = boring()
try:
    gen.throw(BadNew)
except TypeError as e:
    print('TypeError', e)
try:
    next(gen)
except StopIteration:
    print('StopIteration: the TypeError ended the generator')


def catches():
    try:
        yield 1
    except TypeError as e:
        print('inside:', e)
        yield 2


gen = catches()
next(gen)
print(gen.throw(BadNew))

# Closing (or dropping) a generator suspended in an except block frees the handled exception
# and what it holds (test_exceptions.test_generator_close_cleanup_exc_state, issue #12791).
import gc
import weakref


class HoldsObject(Exception):
    def __init__(self, obj):
        self.obj = obj


class Payload:
    pass


def raising_gen(obj):
    try:
        raise HoldsObject(obj)
    except HoldsObject:
        yield


for how in ('close', 'throw', 'next', 'drop'):
    obj = Payload()
    wr = weakref.ref(obj)
    gen = raising_gen(obj)
    next(gen)
    if how == 'close':
        gen.close()
    elif how == 'throw':
        try:
            gen.throw(RuntimeError())
        except RuntimeError:
            pass
    elif how == 'next':
        try:
            next(gen)
        except StopIteration:
            pass
    gen = obj = None
    gc.collect()
    print(how, 'freed:', wr() is None)
