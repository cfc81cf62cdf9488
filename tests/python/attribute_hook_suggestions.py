# An AttributeError raised by a __getattr__ hook gets the name looked up and the object
# (Objects/object.c set_attribute_error_context, called by PyObject_GetAttr) unless it has
# them already, so the traceback suggests a close name, from a PEP 562 module's own __dir__
# (traceback._compute_suggestion_error calls dir(obj)). AttributeError, NameError and
# ImportError take their attributes as keywords (AttributeError_init, NameError_init,
# ImportError_init); other exceptions take no keywords (BaseException_init).
import sys
import types


def module_getattr(name):
    raise AttributeError(f"module 'lazy' has no attribute {name!r}")


lazy = types.ModuleType("lazy")
lazy.__getattr__ = module_getattr
lazy.__dir__ = lambda: ["Dense", "Dropout"]
sys.modules["lazy"] = lazy


class Record:
    colour = "red"

    def __getattr__(self, name):
        raise AttributeError(name)


class Tagged:
    def __getattr__(self, name):
        raise AttributeError("tagged", name="other", obj=None)


class Unnamed:
    def __getattr__(self, name):
        raise AttributeError("unnamed", name=None)


for obj, name in [(lazy, "Dens"), (Record(), "color"), (Record(), "colour_"), (Tagged(), "x"), (Unnamed(), "y")]:
    try:
        getattr(obj, name)
    except AttributeError as e:
        print(repr(e.name), type(e.obj).__name__)
print(hasattr(lazy, "Dense"), getattr(lazy, "Dens", "default"))
try:
    from lazy import Dropot
except ImportError as e:
    print(e, e.name)

for make in [lambda: AttributeError("t", name="n", obj=3), lambda: AttributeError("t"), lambda: NameError("t", name="x"),
             lambda: NameError(), lambda: ImportError("m", name="a", path="/p"), lambda: ModuleNotFoundError("z", name="q")]:
    e = make()
    print(repr(e), e.args, e.name, getattr(e, "obj", "-"), getattr(e, "path", "-"), str(e))
for bad in [lambda: AttributeError("t", foo=1), lambda: NameError(obj=1), lambda: ImportError(foo=2), lambda: KeyError(name=1)]:
    try:
        bad()
    except TypeError as e:
        print(e)


class Coded(Exception):
    def __init__(self, message, code=0):
        super().__init__(message)
        self.code = code


class Named(AttributeError):
    pass


print(Coded("x", code=3).code, Named("q", name="n").name)
lazy.Dens
