"""The loader of the program's own file (CPython 3.12's importlib._bootstrap_external, frozen
as _frozen_importlib_external): a script's `__loader__` is SourceFileLoader("__main__", path).

Only what tfplay gives as CPython does is here: the `name` and `path` FileLoader.__init__
records, get_filename, is_package, equality and hashing. Reading, compiling or executing the
file through the loader raises NotImplementedError: tfplay runs the program itself and keeps
no file system behind it."""


def _unavailable(method):
    def unavailable(self, *args, **kwargs):
        raise NotImplementedError(f"SourceFileLoader.{method}() is not available in tfplay: it runs the program "
                                  "without importlib's loaders")

    unavailable.__name__ = unavailable.__qualname__ = method
    return unavailable


class FileLoader:
    """Base file loader class which implements the loader protocol methods that require file
    system usage."""

    def __init__(self, fullname, path):
        self.name = fullname
        self.path = path

    def __eq__(self, other):
        return self.__class__ == other.__class__ and self.__dict__ == other.__dict__

    def __hash__(self):
        return hash(self.name) ^ hash(self.path)

    def get_filename(self, name=None):
        """Return the path to the source file as found by the finder."""
        if name is not None and name != self.name:
            raise ImportError("loader for %s cannot handle %s" % (self.name, name), name=name)
        return self.path

    def is_package(self, fullname):
        filename = self.get_filename(fullname).rpartition("/")[2]
        filename_base = filename.rsplit(".", 1)[0]
        tail_name = fullname.rpartition(".")[2]
        return filename_base == "__init__" and tail_name != "__init__"

    get_data = _unavailable("get_data")
    get_resource_reader = _unavailable("get_resource_reader")
    load_module = _unavailable("load_module")


class SourceFileLoader(FileLoader):
    """Concrete implementation of SourceLoader using the file system."""

    path_stats = _unavailable("path_stats")
    set_data = _unavailable("set_data")
    get_source = _unavailable("get_source")
    get_code = _unavailable("get_code")
    source_to_code = _unavailable("source_to_code")
    create_module = _unavailable("create_module")
    exec_module = _unavailable("exec_module")
    path_mtime = _unavailable("path_mtime")


del _unavailable
