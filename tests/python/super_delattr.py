# super().__delattr__(name) reaches the next class's __delattr__ (object's generic deletion at
# the end), as super().__setattr__ does; del/assignment on super() itself stays an error.
class A:
    def __init__(self): self.a = 1; self.b = 2
    def __delattr__(self, n):
        print('del', n)
        super().__delattr__(n)
x = A()
del x.a
print(vars(x))
try:
    del x.zz
except AttributeError as e:
    print('AttributeError', e)
class Base:
    def __delattr__(self, n):
        print('Base del', n)
        object.__delattr__(self, n)
class Child(Base):
    def __delattr__(self, n):
        print('Child del', n)
        super().__delattr__(n)
    def bad(self):
        try:
            del super().b
        except AttributeError as e:
            print('AttributeError', e)
        try:
            super().b = 1
        except AttributeError as e:
            print('AttributeError', e)
c = Child(); c.b = 3
del c.b
print(vars(c))
c.b = 4
c.bad()
print(vars(c))
