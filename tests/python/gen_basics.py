# Generators are lazy: yield, next, send, return value, StopIteration, yield from.
def count_up(n):
    print('start')
    i = 0
    while i < n:
        print('yielding', i)
        yield i
        i += 1
    print('done')
g = count_up(2)
print(type(g).__name__)
print('created')
print(next(g))
print(next(g))
try:
    next(g)
except StopIteration:
    print('StopIteration')
print(next(g, 'default'))
print(list(count_up(3)))
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
f = fib()
print([next(f) for _ in range(10)])
def with_return():
    yield 1
    return 'result'
g = with_return()
next(g)
try:
    next(g)
except StopIteration as e:
    print('returned', e.value, e.args)
def echo():
    received = None
    while True:
        received = yield received
        if received == 'stop':
            return
        print('got', received)
e = echo()
print(e.send(None))
print(e.send('hello'))
print(e.send('world'))
try:
    e.send('stop')
except StopIteration:
    print('echo finished')
def inner():
    yield 1
    yield 2
    return 'inner-result'
def outer():
    r = yield from inner()
    print('inner returned', r)
    yield from [10, 20]
    yield from range(3)
print(list(outer()))
def gen_for():
    for word in ['a', 'b']:
        for ch in range(2):
            yield word * (ch + 1)
print(list(gen_for()))
def gen_if(items):
    for x in items:
        if x % 2:
            yield x
        else:
            continue
print(list(gen_if(range(7))), sum(gen_if(range(7))))
def gen_try():
    try:
        yield 'in try'
        raise ValueError('inside')
    except ValueError as e:
        yield f'caught {e}'
    finally:
        print('gen finally')
    yield 'after'
print(list(gen_try()))
it = iter(count_up(1))
print(it is iter(it))
g = count_up(1)
for v in g:
    print('loop', v)
print(list(g))
def empty():
    return
    yield
print(list(empty()))
try:
    next(iter([]))
except StopIteration:
    print('empty iterator')
try:
    next([1])
except TypeError as e:
    print('TypeError:', e)
def unpacked():
    x = yield
    y = yield
    yield x + y
u = unpacked()
next(u)
u.send(3)
print(u.send(4))
def gen_with():
    class CM:
        def __enter__(self):
            print('cm enter')
        def __exit__(self, *a):
            print('cm exit')
    with CM():
        yield 1
        yield 2
for v in gen_with():
    print('value', v)
