# collections.abc: the abstract base classes of containers, defined in _collections_abc (as in
# CPython, where collections imports that module and this one re-exports it).
from _collections_abc import *
from _collections_abc import __all__
