# Classes: methods calling methods, properties, attribute-heavy `self.x` access, class
# attributes, inheritance with super(), isinstance checks and dunder methods.
class Point:
    count = 0

    def __init__(self, x, y):
        self.x = x
        self.y = y
        Point.count += 1

    @property
    def norm1(self):
        return abs(self.x) + abs(self.y)

    def shifted(self, dx, dy):
        return Point(self.x + dx, self.y + dy)

    def dot(self, other):
        return self.x * other.x + self.y * other.y

    def __add__(self, other):
        return Point(self.x + other.x, self.y + other.y)

    def __eq__(self, other):
        return isinstance(other, Point) and self.x == other.x and self.y == other.y

    __hash__ = None


class Point3(Point):
    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z

    @property
    def norm1(self):
        return super().norm1 + abs(self.z)

    def dot(self, other):
        return super().dot(other) + self.z * getattr(other, "z", 0)


def walk(n):
    p = Point(0, 0)
    q = Point3(1, 2, 3)
    total = 0
    for i in range(n):
        p = p.shifted(1, -1)
        r = p + q
        total += r.norm1 + q.norm1 + p.dot(q) + q.dot(p)
        if isinstance(r, Point3) or not isinstance(q, Point):
            total -= 1
        if r == p:
            total += 1
    return total, Point.count


print(walk(60000))
