# An uncaught exception's __notes__ print after its message, each on its own line(s), in a
# chain and inside exception groups too (Python/pythonrun.c print_exception_notes); the
# traceback module formats them alike.
import traceback


class ShapeError(ValueError):
    def __init__(self, expected, got):
        super().__init__(f'expected {expected}, got {got}')


def build():
    try:
        raise ShapeError((2,), (3,))
    except ValueError as e:
        e.add_note('while building layer dense')
        e.add_note('check input_shape\nor the previous layer')
        raise RuntimeError('build failed') from e


try:
    build()
except RuntimeError as e:
    print(''.join(traceback.format_exception_only(type(e.__cause__), e.__cause__)), end='')
    e.add_note('note on the outer one')
    print(e.__notes__)
group = ExceptionGroup('several', [ValueError('a'), TypeError('b')])
group.exceptions[0].add_note('first inner note')
group.add_note('group note')
try:
    raise group
except ExceptionGroup as g:
    print(type(g).__name__, g.__notes__)
    traceback.print_exception(g)
build()
