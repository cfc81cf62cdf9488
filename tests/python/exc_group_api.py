# BaseExceptionGroup / ExceptionGroup: construction rules, message, exceptions, str/repr,
# split, subgroup and derive (subclasses keep their type only through derive).
eg = ExceptionGroup('top', [ValueError(1), ExceptionGroup('nested', [TypeError(2), ValueError(3)]), KeyError(4)])
print(str(eg), '|', repr(eg))
print(eg.message, eg.exceptions, eg.args[0])
print(type(BaseExceptionGroup('b', [ValueError()])).__name__, type(BaseExceptionGroup('b', [KeyboardInterrupt()])).__name__)
print(str(ExceptionGroup('one', [ValueError()])))

match, rest = eg.split(ValueError)
print('split:', repr(match), '||', repr(rest))
print(eg.split(lambda e: isinstance(e, KeyError)))
print(eg.split((TypeError, KeyError)))
print(eg.split(Exception)[0] is eg, eg.split(OSError))
print('subgroup:', repr(eg.subgroup(TypeError)), eg.subgroup(OSError), eg.subgroup(ExceptionGroup) is eg)

# The parts keep the original's traceback, cause and context (with the context suppressed).
try:
    try:
        raise KeyError('ctx')
    except KeyError:
        raise ExceptionGroup('with ctx', [ValueError(1), TypeError(2)]) from OSError('cause')
except ExceptionGroup as caught:
    m, r = caught.split(ValueError)
    print(repr(m.__cause__), repr(m.__context__), m.__suppress_context__, repr(r.__cause__))


class MyGroup(ExceptionGroup):
    def derive(self, excs):
        return MyGroup(self.message.upper(), excs)


mg = MyGroup('mine', [ValueError(1), TypeError(2)])
print(repr(mg.split(ValueError)), type(mg.subgroup(TypeError)).__name__)


class Plain(ExceptionGroup):
    pass


print(type(Plain('p', [ValueError(), TypeError()]).split(ValueError)[0]).__name__)

for args in [('m',), ('m', []), (1, [ValueError()]), ('m', [1]), ('m', ValueError())]:
    try:
        ExceptionGroup(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ':', e)
try:
    ExceptionGroup('m', [KeyboardInterrupt()])
except TypeError as e:
    print('TypeError:', e)
