# What a try/except* raises when a clause raises and a part stays unhandled: a new
# ExceptionGroup('', ...) with no traceback of its own (RERAISE adds none), holding the new
# exception (chained to the part it handled) and the rest of the original group.
def work():
    raise ExceptionGroup('batch', [ValueError(1), TypeError(2), KeyError(3)])


try:
    work()
except* ValueError as e:
    raise RuntimeError(f'cannot handle {e.exceptions}')
except* KeyError:
    print('KeyError part handled')
