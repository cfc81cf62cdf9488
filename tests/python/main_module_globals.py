# A script's module globals, in CPython 3.12's order: moduleobject.c module_init_dict's
# __name__, __doc__, __package__, __loader__, __spec__; pylifecycle.c add_main_module's
# __annotations__ (always an empty dict for __main__) and __builtins__; pythonrun.c's __file__
# and __cached__. __loader__ is importlib's SourceFileLoader for "__main__"; __spec__ is None.
# A module-level annotation of a name is stored in __annotations__ when it runs; one of an
# attribute is evaluated and not stored.
print(list(globals()))
print(__annotations__, __spec__, __package__, __cached__)
print(type(__loader__).__module__, type(__loader__).__qualname__, __loader__.name)
print(__loader__.is_package("__main__"), __loader__ == __loader__, repr(__loader__).startswith("<_frozen_importlib_external.SourceFileLoader object at 0x"))
x: int = 1
count: "a string annotation"
if False:
    never: str = "never"


class Box:
    pass


Box.size: float = 2.0
for i in range(2):
    last: int = i
print(__annotations__)
print(dir() == sorted(globals()), "__annotations__" in dir())


def inner():
    local: int = 3
    return local


print(inner(), __annotations__ is globals()["__annotations__"])
try:
    missing: undefined_name = 1
except NameError as e:
    print(e, "missing" in globals())
