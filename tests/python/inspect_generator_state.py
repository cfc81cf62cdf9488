# inspect.getgeneratorstate and the GEN_* constants: created, running (asked from inside),
# suspended, closed by exhaustion, close(), an exception or throw(); gi_suspended and gi_running.
import inspect

states = []

def counter(n):
    for i in range(n):
        states.append(inspect.getgeneratorstate(gen))
        yield i

gen = counter(2)
print(inspect.getgeneratorstate(gen), gen.gi_running, gen.gi_suspended)
print(next(gen), inspect.getgeneratorstate(gen), gen.gi_suspended)
print(list(gen), inspect.getgeneratorstate(gen), gen.gi_suspended, states)

g = (x * x for x in range(3))
print(inspect.getgeneratorstate(g)); next(g)
print(inspect.getgeneratorstate(g)); g.close()
print(inspect.getgeneratorstate(g))

def fails():
    yield 1
    raise ValueError('boom')

f = fails(); next(f)
try:
    next(f)
except ValueError:
    pass
print(inspect.getgeneratorstate(f))

t = fails(); next(t)
try:
    t.throw(KeyError('k'))
except KeyError:
    pass
print(inspect.getgeneratorstate(t))
c = fails(); c.close()
print(inspect.getgeneratorstate(c))

print(inspect.GEN_CREATED, inspect.GEN_RUNNING, inspect.GEN_SUSPENDED, inspect.GEN_CLOSED)
print(inspect.GEN_CREATED == 'GEN_CREATED', type(inspect.GEN_CLOSED).__name__)
try:
    inspect.getgeneratorstate([1, 2])
except AttributeError as e:
    print('AttributeError', e)
