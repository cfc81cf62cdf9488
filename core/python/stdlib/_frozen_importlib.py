"""The module specs of imported modules (CPython 3.12's importlib._bootstrap, frozen as
_frozen_importlib): a module that the import system found in a file has
`__spec__ = ModuleSpec(name, loader, origin=path)`, whose `submodule_search_locations` is the
package's `__path__` (the same list object).

Only what tfplay gives as CPython does is here: ModuleSpec's attributes, its repr, equality and
the `cached`, `parent` and `has_location` properties. tfplay's import system does not run
through specs: creating a module from one (module_from_spec, a loader's exec_module) is not
available."""


class ModuleSpec:
    """What the import system knew of a module when it imported it: its name, the loader and the
    file it came from (origin), and for a package where its submodules are looked for."""

    def __init__(self, name, loader, *, origin=None, loader_state=None, is_package=None):
        self.name = name
        self.loader = loader
        self.origin = origin
        self.loader_state = loader_state
        self.submodule_search_locations = [] if is_package else None
        self._uninitialized_submodules = []
        self._set_fileattr = False
        self._cached = None

    def __repr__(self):
        args = [f"name={self.name!r}", f"loader={self.loader!r}"]
        if self.origin is not None:
            args.append(f"origin={self.origin!r}")
        if self.submodule_search_locations is not None:
            args.append(f"submodule_search_locations={self.submodule_search_locations}")
        return f"{self.__class__.__name__}({', '.join(args)})"

    def __eq__(self, other):
        smsl = self.submodule_search_locations
        try:
            return (self.name == other.name and self.loader == other.loader and self.origin == other.origin
                    and smsl == other.submodule_search_locations and self.cached == other.cached
                    and self.has_location == other.has_location)
        except AttributeError:
            return NotImplemented

    @property
    def cached(self):
        return self._cached

    @cached.setter
    def cached(self, cached):
        self._cached = cached

    @property
    def parent(self):
        """The name of the module's parent."""
        if self.submodule_search_locations is None:
            return self.name.rpartition(".")[0]
        else:
            return self.name

    @property
    def has_location(self):
        return self._set_fileattr

    @has_location.setter
    def has_location(self, value):
        self._set_fileattr = bool(value)

