# super().m(...) in a method calls the next class's function with self in front, without
# making the super object; every other case (classmethods, properties, staticmethods,
# natives, exceptions, a rebound first argument, errors) must behave as in CPython.


class Base:
    def __init__(self, x):
        self.x = x
        self.trail = ["Base"]

    def name(self, suffix=""):
        return "Base" + suffix

    @property
    def kind(self):
        return "base-kind"

    @staticmethod
    def helper(v):
        return v * 10

    @classmethod
    def make(cls, v):
        return cls(v)

    label = "base-label"


class Left(Base):
    def __init__(self, x):
        super().__init__(x)
        self.trail.append("Left")

    def name(self, suffix=""):
        return "Left>" + super().name(suffix)


class Right(Base):
    def __init__(self, x):
        super().__init__(x)
        self.trail.append("Right")

    def name(self, suffix=""):
        return "Right>" + super().name(suffix)


class Both(Left, Right):
    def __init__(self, x):
        super().__init__(x)
        self.trail.append("Both")

    def name(self, suffix=""):
        return "Both>" + super().name(suffix=suffix)

    def others(self):
        return super().kind, super().helper(4), super().label, type(super().make(7)).__name__

    @classmethod
    def make(cls, v):
        obj = super().make(v)
        obj.trail.append("made")
        return obj


for _ in range(2):
    b = Both(1)
    print(b.trail, b.name("!"), b.others(), Both.make(2).trail)


# The first argument rebound: super() binds to its value at the call.
class Rebind(Base):
    def name(self, suffix=""):
        self = Base(5)
        return super().name(suffix)


try:
    print(Rebind(0).name())
except TypeError as e:
    print("TypeError", e)


# A method of the next class replaced after the first calls.
class Child(Base):
    def name(self, suffix=""):
        return "Child>" + super().name(suffix)


c = Child(0)
print(c.name(), c.name())
Base.name = lambda self, suffix="": "patched" + suffix
print(c.name("?"))
del Base.name
try:
    c.name()
except AttributeError as e:
    print("AttributeError", e)


# Natives and exceptions as the next class.
class MyError(ValueError):
    def __init__(self, msg):
        super().__init__("my: " + msg)


class MyList(list):
    def append(self, v):
        super().append(v * 2)

    def __repr__(self):
        return "MyList" + super().__repr__()


e = MyError("boom")
print(e.args, str(e))
ml = MyList()
ml.append(3)
ml.append(4)
print(ml)


class Plain:
    def __init__(self):
        super().__init__()
        self.ok = True


print(Plain().ok)


# super() where there is no class: a nested function, and a function attached later.
class Outer(Base):
    def run(self):
        def inner():
            return super().name()
        try:
            return inner()
        except RuntimeError as e:
            return "RuntimeError " + str(e)


print(Outer(0).run())


def free_method(self):
    return super().name()


Base.free = free_method
try:
    Child(0).free()
except RuntimeError as e:
    print("RuntimeError", e)
