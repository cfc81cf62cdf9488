# global, nonlocal, closures, late binding, UnboundLocalError.
counter = 0
def bump():
    global counter
    counter += 1
bump(); bump()
print(counter)
def make_counter():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    return inc
c1, c2 = make_counter(), make_counter()
print(c1(), c1(), c2())
fns = [lambda: i for i in range(3)]
print([f() for f in fns])
fns = [lambda i=i: i for i in range(3)]
print([f() for f in fns])
x = 'global'
def read_global():
    return x
def shadow():
    x = 'local'
    return x
print(read_global(), shadow(), x)
def broken():
    print(x)
    x = 1
try:
    broken()
except UnboundLocalError as e:
    print('UnboundLocalError:', e)
def outer():
    v = 1
    def middle():
        def inner():
            return v
        return inner()
    return middle()
print(outer())
class K:
    attr = 5
    doubled = attr * 2
    def method(self):
        return self.attr
print(K.doubled, K().method())
def use_undefined():
    return undefined_name
try:
    use_undefined()
except NameError as e:
    print('NameError:', e)
def walrus():
    data = [1, 5, 12, 7]
    if (n := len(data)) > 3:
        print('long list', n)
    print([y for v in data if (y := v * 2) > 10], y)
walrus()
