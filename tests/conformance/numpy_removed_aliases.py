# What `np.<name>` raises for names NumPy 2 no longer has, as old tutorials use them.
# NumPy source: numpy/__init__.py (__getattr__: __former_attrs__ for np.float/np.int/np.complex,
# removed in NumPy 1.24, with their "deprecated alias for the builtin" text; then
# __expired_attributes__ from numpy/_expired_attrs_2_0.py: "`np.float_` was removed in the
# NumPy 2.0 release. Use `np.float64` instead."; else "module 'numpy' has no attribute 'x'").
import numpy as np

for name in ["float", "int", "complex", "float_", "NaN", "Inf", "string_", "round_", "product", "no_such_thing"]:
    try:
        getattr(np, name)
        print(name, "exists")
    except AttributeError as e:
        print("AttributeError:", e)
print(np.float64, np.int_, np.bool, np.nan, np.inf)
print(hasattr(np, "float_"), hasattr(np, "float64"))
