# dir() of instances and classes lists what the class, its bases and object give: object's
# methods and slots (__class__, __eq__, __reduce_ex__, ...) and, for a class statement without
# __slots__, the __dict__ and __weakref__ descriptors. A module's dir() is its namespace.
import json


class Point:
    dims = 2

    def norm(self):
        return 0


class Point3(Point):
    dims = 3


class Slotted:
    __slots__ = ()


p = Point()
p.x = 1
print(dir(p))
print(dir(Point3))
print(dir(Slotted()))
print(dir(object()))
print("__name__" in dir(json))
