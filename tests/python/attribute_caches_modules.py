# Attribute loads and calls through one expression whose object changes: each must see the
# current binding. The evaluator remembers where it found an attribute (a module's function,
# an instance's callable, a method); rebinding, deleting and shadowing must stay invisible.
import math
import types

# One node, several modules: each module's own attribute.
mod_a = types.ModuleType("mod_a")
mod_b = types.ModuleType("mod_b")
mod_a.f = lambda: "a.f"
mod_b.f = lambda: "b.f"
mod_b.g = 2
for m in (mod_a, mod_b, mod_a, mod_b):
    print(m.__name__, m.f())

# A rebound module attribute, a deleted one, and the module's __getattr__ after it.
def show(m):
    try:
        return m.value, m.fn()
    except AttributeError as e:
        return "AttributeError: " + str(e)

mod_a.value = 1
mod_a.fn = lambda: "first"
for step in range(6):
    if step == 2:
        mod_a.value = 10
        mod_a.fn = lambda: "second"
    if step == 3:
        del mod_a.value
    if step == 4:
        mod_a.__getattr__ = lambda name: "from __getattr__ " + name
    if step == 5:
        mod_a.value = 100
    print(step, show(mod_a))

# Names added before the cached one change the module's dict but not the binding.
for i in range(3):
    setattr(mod_b, "extra%d" % i, i)
    print(mod_b.g, mod_b.f())

# Instance attributes that are callables, shadowing and unshadowing a method.
class Layer:
    def call(self):
        return "method"

layer = Layer()
for step in range(5):
    if step == 1:
        layer.call = lambda: "instance attribute"
    if step == 3:
        del layer.call
    if step == 4:
        Layer.call = lambda self: "new method"
    print(step, layer.call())

# A data descriptor added to the class later wins over the instance's dict.
class Point:
    pass

p = Point()
p.x = 1
for step in range(3):
    if step == 1:
        Point.x = property(lambda self: "property")
    print(step, p.x)
print(math.pi == math.pi, math.floor(2.5))

# The program's own module: its globals are the module's attributes.
import __main__
gone = 1
del gone
for i in range(3):
    try:
        print("__main__.gone", __main__.gone)
    except AttributeError as e:
        print("AttributeError:", e)
    if i == 1:
        gone = 5


def make_global():
    global made
    made = 3


print(hasattr(__main__, "made"))
make_global()
print(__main__.made)
