# except* across frames: a group's unhandled part keeps its traceback (no duplicate entries),
# nested try/except* statements, and the wrapping of naked exceptions.
def inner():
    raise ExceptionGroup('g', [ValueError(1), TypeError(2)])

def middle():
    try:
        inner()
    except* ValueError:
        print('handled value')

def outer():
    middle()

try:
    outer()
except* TypeError as e:
    print('outer caught', repr(e))

def naked():
    try:
        raise KeyError('k')
    except* ValueError:
        pass

def wrap():
    try:
        raise ValueError('v')
    except* ValueError:
        raise

for fn in (naked, wrap):
    try:
        fn()
    except BaseException as e:
        print(type(e).__name__)

def nested_star():
    try:
        try:
            raise ExceptionGroup('a', [ValueError(1), TypeError(2), OSError(3)])
        except* ValueError:
            raise KeyError('new')
    except* KeyError as k:
        print('inner new', repr(k))
    except* TypeError as t:
        print('type', repr(t))

try:
    nested_star()
except* OSError as o:
    print('os', repr(o))
outer()
