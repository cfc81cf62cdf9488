# PEP 562: a module's __getattr__ answers `from m import *`'s read of __all__ (CPython's
# import_all_from looks __all__ up as an attribute), getattr(m, name, default) and hasattr; an
# AttributeError it raises for __all__ means "no __all__": every public name is imported.
import sys
import types

lazy = types.ModuleType("lazy")
lazy.eager = "eager value"
lazy._hidden = "hidden"


def _lazy_getattr(name):
    if name == "__all__":
        return ["eager", "made"]
    if name == "made":
        return "made on first use"
    raise AttributeError(f"module 'lazy' has no attribute {name!r}")


lazy.__getattr__ = _lazy_getattr
sys.modules["lazy"] = lazy

from lazy import *

print(eager, "|", made)
print(getattr(lazy, "made", None), getattr(lazy, "missing", "default"), hasattr(lazy, "missing"))

plain = types.ModuleType("plain")
plain.visible = 1
plain._private = 2
plain.__getattr__ = lambda name: (_ for _ in ()).throw(AttributeError(name))
sys.modules["plain"] = plain
from plain import *

print(visible, "_private" in dir())
