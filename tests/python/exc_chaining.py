# raise ... from ..., __cause__, __context__, and the chained traceback texts.
def parse(text):
    try:
        return int(text)
    except ValueError as e:
        raise TypeError('bad input') from e
try:
    parse('x')
except TypeError as e:
    print(repr(e), repr(e.__cause__), e.__suppress_context__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise KeyError('during handling')
except KeyError as e:
    print(repr(e.__context__), e.__cause__)
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise KeyError('suppressed') from None
except KeyError as e:
    print(e.__suppress_context__, repr(e.__context__))
def level3():
    raise ValueError('deep')
def level2():
    try:
        level3()
    except ValueError as e:
        raise RuntimeError('wrapped') from e
def level1():
    try:
        level2()
    except RuntimeError:
        raise LookupError('outermost')
level1()
