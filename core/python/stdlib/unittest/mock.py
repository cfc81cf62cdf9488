# unittest.mock is not part of tfplay's unittest: the module imports, and each of its names
# (Mock, MagicMock, patch, ...) raises NotImplementedError naming it.


def __getattr__(name):
    if name.startswith('__') and name.endswith('__'):
        raise AttributeError(f"module 'unittest.mock' has no attribute {name!r}")
    raise NotImplementedError(f"unittest.mock.{name} is not available in tfplay (unittest.mock is not included)")
