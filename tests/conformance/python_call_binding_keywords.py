# Binding of keyword-only parameters, *args beside keywords and **kwargs, as CPython 3.12's
# _PyEval_MakeFrameVector / initialize_locals do: keyword-only defaults, the order of **kwargs
# (the keywords in the order written, ** mappings expanded in place), duplicate keywords
# (TypeError "got multiple values for argument" from binding, "got multiple values for keyword
# argument" from the call site's ** merge, which names the function as _PyObject_FunctionStr
# does), and a positional-only name given as a keyword going into **kwargs. Expected text:
# CPython's Python/ceval.c and Objects/call.c messages (checked against a CPython run).


def layer_call(inputs, *args, training=None, **kwargs):
    return inputs, args, training, kwargs


def kwonly(a, b=2, *, c, d=4):
    return a, b, c, d


def posonly(a, /, b, **kw):
    return a, b, kw


def collect(*args, **kwargs):
    return args, kwargs


print(layer_call(1))
print(layer_call(1, 2, training=False, z=3, a=4))
print(layer_call(1, **{"mask": None}, training=True, **{"b": 0}))
print(kwonly(1, c=3), kwonly(1, d=6, c=7), kwonly(c=1, a=2))
print(posonly(1, 2), posonly(1, b=2, a=3))
print(collect(1, *[2, 3], x=1, **{"y": 2}, z=3))
for thunk in [
    lambda: kwonly(1),
    lambda: kwonly(1, 2, 3, c=1),
    lambda: kwonly(1, a=2, c=3),
    lambda: kwonly(1, c=2, e=3),
    lambda: layer_call(1, inputs=2),
    lambda: posonly(b=1),
    lambda: collect(a=1, **{"a": 2}),
    lambda: collect(**{"a": 1}, **{"a": 2}),
    lambda: kwonly(1, **{"c": 2, "a": 3}),
]:
    try:
        print(thunk())
    except TypeError as e:
        print("TypeError:", e)


class Layer:
    def __init__(self, units, *, name=None, **kwargs):
        self.units, self.name, self.options = units, name, kwargs

    def __call__(self, inputs, *args, training=None, **kwargs):
        return self.name, inputs, args, training, kwargs


layer = Layer(3, name="d", trainable=False, dtype="float32")
print(layer.units, layer.name, layer.options)
print(layer([1], 7, training=True, mask=None))
try:
    layer()
except TypeError as e:
    print("TypeError:", e)
