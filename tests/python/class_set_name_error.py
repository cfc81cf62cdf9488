# 3.12 expected output (class_set_name_error.expected): since 3.12 an error raised by
# __set_name__ during class creation propagates with a note naming the attribute and the class
# (3.11 wrapped it in a RuntimeError).
import functools


class Strict:
    def __set_name__(self, owner, name):
        if name.startswith("_"):
            raise ValueError("no private names: " + name)


try:
    class Twice:
        a = b = functools.cached_property(lambda self: 1)
except TypeError as err:
    print(type(err).__name__, err)
    print(err.__notes__)

try:
    class Private:
        ok = Strict()
        _hidden = Strict()
except ValueError as err:
    print(type(err).__name__, err, err.__notes__)

try:
    Made = type("Made", (), {"_x": Strict()})
except ValueError as err:
    print(type(err).__name__, err, err.__notes__)
