# contextlib: contextmanager (entry, exit, exceptions thrown in at the yield, use as a
# decorator, misbehaving generators), nullcontext, suppress, closing, ExitStack.
import contextlib
from contextlib import contextmanager


@contextmanager
def tag(name):
    """Prints around its block."""
    print('<' + name + '>')
    try:
        yield name.upper()
    finally:
        print('</' + name + '>')


with tag('a') as value:
    print('body', value)
try:
    with tag('b'):
        raise KeyError('k')
except KeyError as exc:
    print('caught', repr(exc))
print(tag.__name__, tag.__doc__, type(tag('x')).__name__)


@contextmanager
def swallow(kind):
    try:
        yield
    except kind as exc:
        print('swallowed', repr(exc))


with swallow(ValueError):
    raise ValueError('bad')
try:
    with swallow(ValueError):
        raise TypeError('other')
except TypeError as exc:
    print('passed through', exc)


@contextmanager
def no_yield():
    if False:
        yield


@contextmanager
def two_yields():
    yield 1
    yield 2


@contextmanager
def yields_after_error():
    try:
        yield
    except ZeroDivisionError:
        yield


for cm, body_raises in ((no_yield, False), (two_yields, False), (yields_after_error, True)):
    try:
        with cm():
            if body_raises:
                1 / 0
    except RuntimeError as exc:
        print('RuntimeError', exc)


@tag('deco')
def decorated(x):
    print('inside', x)
    return x * 2


print(decorated(1), decorated(2))

with contextlib.nullcontext() as nothing, contextlib.nullcontext(5) as five:
    print(nothing, five)
with contextlib.suppress(KeyError, IndexError):
    [][1]
print('after suppress')
try:
    with contextlib.suppress(KeyError):
        raise ValueError('not suppressed')
except ValueError as exc:
    print(exc)


class Resource:
    def __init__(self, name):
        self.name = name

    def close(self):
        print('closing', self.name)


with contextlib.closing(Resource('r1')) as r:
    print('using', r.name)

with contextlib.ExitStack() as stack:
    for i in range(3):
        stack.callback(print, 'callback', i)
    stack.enter_context(tag('stacked'))
    res = stack.enter_context(contextlib.closing(Resource('r2')))
    print('in stack with', res.name)


def swallow_all(*exc_info):
    print('exit callback saw', exc_info[0].__name__)
    return True


with contextlib.ExitStack() as stack:
    stack.push(swallow_all)
    raise RuntimeError('swallowed by the stack')
print('stack suppressed it')

with contextlib.ExitStack() as outer:
    outer.callback(print, 'moved callback')
    kept = outer.pop_all()
print('outer closed')
kept.close()
try:
    with contextlib.ExitStack() as stack:
        stack.enter_context(object())
except TypeError as exc:
    print(exc)
print(issubclass(contextlib.nullcontext, contextlib.AbstractContextManager))


@contextmanager
def failing_cleanup():
    yield
    raise OSError('cleanup failed')


try:
    with failing_cleanup():
        pass
except OSError as exc:
    print('OSError', exc)


# An exception from the block shows the block's frames only, not the generator's.
@contextmanager
def reraise():
    try:
        yield
    finally:
        print('cleanup ran')


def work():
    with reraise():
        return {}['missing']


work()
