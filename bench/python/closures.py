# Closures: nested functions reading and rebinding (nonlocal) their enclosing function's
# variables, a decorator's wrapper, and small helper functions without closures.
def make_counter():
    count = 0
    def bump(k):
        nonlocal count
        count += k
        return count
    return bump

def make_scaler(factor, offset):
    def scale(x):
        return x * factor + offset
    return scale

def logged(fn):
    def wrapper(*args):
        return fn(*args)
    return wrapper

@logged
def square(x):
    return x * x

def run(n):
    bump = make_counter()
    scale = make_scaler(3, 1)
    total = 0
    for i in range(n):
        total += bump(1) + scale(i) + square(i & 15)
    return total

print(run(200000))
