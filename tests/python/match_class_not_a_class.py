# A class pattern whose name is not a class raises TypeError when the case is tried, with the
# traceback pointing at the pattern. CPython 3.11 says "must be a type"; 3.12's match_class
# (Python/ceval.c) says "must be a class", hence the .expected file.
class Box:
    pass


def check(value, kind):
    match value:
        case Box():
            return 'box'
        case kind():
            return 'kind'


print(check(Box(), len))
print(check(1, len))
