# except* (PEP 654): each clause handles the part of a group its types match, naked
# exceptions are wrapped in an ExceptionGroup, unhandled parts and new errors are raised again.
def run(exc, log):
    try:
        raise exc
    except* ValueError as e:
        log.append(('value', repr(e), type(e).__name__))
    except* (TypeError, KeyError) as e:
        log.append(('type/key', repr(e)))
    else:
        log.append('no exception')
    finally:
        log.append('finally')


for exc in [ValueError('naked'), ExceptionGroup('eg', [ValueError(1), KeyError(2), TypeError(3)]),
            ExceptionGroup('outer', [ExceptionGroup('inner', [ValueError('deep')]), TypeError('t')])]:
    log = []
    run(exc, log)
    print(log)

# No exception: the else clause runs.
log = []
try:
    pass
except* ValueError:
    log.append('not run')
else:
    log.append('else')
print(log)

# An unhandled part propagates as a group derived from the original.
try:
    try:
        raise ExceptionGroup('mixed', [ValueError('v'), OSError('o')])
    except* ValueError:
        print('handled the ValueError part')
except ExceptionGroup as rest:
    print('rest:', repr(rest), rest.exceptions, rest.message)

# An unmatched naked exception propagates unchanged.
try:
    try:
        raise KeyError('k')
    except* ValueError:
        pass
except KeyError as e:
    print('naked rest:', repr(e))

# A bare raise re-raises the matched part; the group shape is kept.
try:
    try:
        raise ExceptionGroup('g', [ValueError(1), ValueError(2), TypeError(3)])
    except* ValueError:
        raise
except ExceptionGroup as eg:
    print('reraised:', repr(eg))

# A naked exception re-raised from except* comes out wrapped.
try:
    try:
        raise ValueError('alone')
    except* ValueError:
        raise
except ExceptionGroup as eg:
    print('wrapped:', repr(eg))

# A new exception raised in a clause joins what was not handled.
try:
    try:
        raise ExceptionGroup('g', [ValueError(1), TypeError(2)])
    except* ValueError as e:
        raise RuntimeError('from handler')
except ExceptionGroup as eg:
    print('combined:', repr(eg))
    first = eg.exceptions[0]
    print('context of the new one:', repr(first.__context__))

# A single new exception from a naked match is raised as it is.
try:
    try:
        raise ValueError('v')
    except* ValueError:
        raise IndexError('replaced')
except IndexError as e:
    print('replaced:', repr(e), repr(e.__context__))

# Errors in the clause types.
for bad in [ExceptionGroup, (ValueError, BaseExceptionGroup), 42]:
    try:
        try:
            raise ValueError(0)
        except* bad:
            pass
    except TypeError as e:
        print('TypeError:', e)

# Every clause's types are evaluated and checked, even after the whole group was handled.
evaluated = []


def types(t):
    evaluated.append(t.__name__)
    return t


try:
    try:
        raise ValueError('all handled by the first clause')
    except* types(ValueError):
        pass
    except* types(TypeError):
        pass
    except* types(ExceptionGroup):
        pass
except TypeError as e:
    print(evaluated, 'TypeError:', e)
