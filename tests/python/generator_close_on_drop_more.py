# Generators closed when a loop over them ends by an exception or return, inside another
# generator, in a generator expression, zip, islice, and when a global is rebound.
def gen(tag):
    try:
        yield 1
        yield 2
    finally:
        print('finally', tag)

def loop_raises():
    for x in gen('raise'):
        raise KeyError(x)
try:
    loop_raises()
except KeyError as e:
    print('caught', e)

def nested():
    for x in gen('inner-of-gen'):
        yield x * 10
        break
    yield 'after'
n = nested()
print(next(n))
print(next(n))
del n

print(sum(x for x in gen('genexp')))
print(list(zip(gen('zip1'), [1])))
it = iter(gen('iter'))
print(next(it))
it = None

import itertools
print(list(itertools.islice(gen('islice'), 1)))

def g2():
    try:
        yield 1
    finally:
        print('g2 finally sees', __name__)
x = g2(); next(x)
def f():
    global x
    x = 5
f()
print('end')
