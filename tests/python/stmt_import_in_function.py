# Imports inside functions bind locals: plain, dotted, aliased and from-imports, in functions,
# nested functions and methods, and the UnboundLocalError of a use before the import.
def plain():
    import math
    return math.floor(2.5)


def dotted():
    import os.path
    return os.path.join("a", "b")


def aliased():
    import json as j
    from math import pi as PI, e
    return j.dumps([round(PI, 2), round(e, 2)])


def nested():
    import copy

    def inner():
        return copy.copy([1, 2])

    return inner()


class Loader:
    def load(self):
        import json
        return json.loads("[1, 2, 3]")


def too_early():
    x = math.sqrt(4)
    import math
    return x


print(plain(), dotted(), aliased(), nested(), Loader().load())
try:
    too_early()
except UnboundLocalError as err:
    print("UnboundLocalError:", err)
