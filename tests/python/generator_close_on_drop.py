# A generator suspended at a yield is closed when its last reference goes (_PyGen_Finalize):
# GeneratorExit is thrown in, so finally blocks and with exits run -- after a for loop's break or
# return, at del and rebinding, through yield from, and at exit in creation order. What the
# close raises: tests/conformance/python_generator_close_exception_ignored.py.
import contextlib

def gen(tag):
    try:
        yield 1
        yield 2
    finally:
        print('finally', tag)

for x in gen('break'):
    print(x)
    break
print('after break')

g = gen('del'); next(g); del g
print('after del')

g = gen('rebind'); next(g)
g = None
print('after rebind')

g = gen('never started')
del g
print('after unstarted')

def first_line(lines):
    for line in lines:
        return line
print(first_line(gen('return')))

class CM:
    def __enter__(self): print('enter'); return self
    def __exit__(self, *a): print('exit', a[0]); return False

def with_gen():
    with CM():
        yield 'w'
w = with_gen(); print(next(w)); del w
print('after with')

def catches():
    try:
        yield 1
    except GeneratorExit:
        print('caught GeneratorExit')
        raise
c = catches(); next(c); del c

def inner():
    try:
        yield 'i'
    finally:
        print('inner finally')
def outer():
    try:
        yield from inner()
    finally:
        print('outer finally')
o = outer(); next(o); del o
print('after yield from')

def returns_in_finally():
    try:
        yield 1
    finally:
        return 5
rf = returns_in_finally(); next(rf); del rf
print('after return')

@contextlib.contextmanager
def managed():
    print('acquire')
    try:
        yield 'res'
    finally:
        print('release')
cm = managed(); print(cm.__enter__()); del cm
print('after contextmanager')

l = [gen('list1'), gen('list2')]
for q in l: next(q)
del l
print('after list')

def keep():
    try:
        yield 1
    finally:
        global kept
        print('finally sees', kept)
kept = 'global'
k1 = gen('exit1'); next(k1)
k2 = keep(); next(k2)
k3 = gen('exit3'); next(k3)
print('end')
