# Closures through cells (CPython's LOAD_DEREF / STORE_DEREF): a nested function shares the
# variable itself with the function that binds it, not a copy of its value, through any number of
# blocks in between (functions, lambdas, comprehensions, generators, class bodies).


def shared():
    x = 1
    def get():
        return x
    def set(v):
        nonlocal x
        x = v
    before = get()
    set(5)
    x += 1
    return before, get(), x


print(shared())


def three_levels():
    a = "a"
    def middle():
        # `middle` never names `a`; it passes the cell on to `inner`.
        def inner():
            nonlocal a
            a += "!"
            return a
        return inner
    f = middle()
    f()
    return f(), a


print(three_levels())


def parameter_cells(p, *rest, k=3, **kw):
    return lambda: (p, rest, k, kw)


print(parameter_cells(1, 2, k=4, z=5)())


def late_binding():
    fns = []
    for i in range(3):
        fns.append(lambda: i)
    i = 10
    return [f() for f in fns]


print(late_binding())


def comprehension_capture():
    n = 3
    squares = [k * n for k in range(4)]
    adders = [lambda: k + n for k in range(3)]
    gen = (k * n for k in range(3))
    n = 100
    return squares, [f() for f in adders], list(gen)


print(comprehension_capture())


def class_in_function():
    hidden = "enclosing"
    shadowed = "enclosing too"
    class A:
        seen = hidden
        shadowed = "class attribute"
        def method(self):
            # Class attributes are not visible to methods: this is the function's variable.
            return hidden, shadowed
        label = [hidden for _ in range(1)]
    return A.seen, A.shadowed, A().method(), A.label


print(class_in_function())


def generator_cell():
    total = 0
    def gen():
        nonlocal total
        for i in range(4):
            total += i
            yield total
    out = list(gen())
    return out, total


print(generator_cell())


def recursive_local():
    def fact(n):
        return 1 if n <= 1 else n * fact(n - 1)
    return fact(6)


print(recursive_local())


def deleted_cell():
    v = 1
    def read():
        return v
    del v
    try:
        read()
    except NameError as e:
        print(type(e).__name__, e)
    try:
        print(v)
    except UnboundLocalError as e:
        print(type(e).__name__, e)
    v = 2
    return read()


print(deleted_cell())


def unassigned_yet():
    def read():
        return later
    try:
        read()
    except NameError as e:
        print(type(e).__name__, e)
    later = "now"
    return read()


print(unassigned_yet())


def global_in_between():
    global g
    g = "module"
    def inner():
        return g
    return inner()


print(global_in_between(), g)


def counters():
    def make():
        count = 0
        def bump():
            nonlocal count
            count += 1
            return count
        return bump
    a, b = make(), make()
    return a(), a(), b(), a()


print(counters())


def closure_over_except_and_loop_vars():
    out = []
    for name in ["x", "y"]:
        out.append(lambda: name)
    try:
        raise ValueError("boom")
    except ValueError as err:
        saved = err
        msg = (lambda: str(err))()
    return [f() for f in out], msg, type(saved).__name__


print(closure_over_except_and_loop_vars())


def defined_cells():
    def helper():
        return 2
    class K:
        pass
    return (lambda: (helper(), K.__name__))()


print(defined_cells())


def walrus_cell():
    data = [1, 2, 3]
    if (n := len(data)) > 2:
        pass
    return (lambda: n)()


print(walrus_cell())
