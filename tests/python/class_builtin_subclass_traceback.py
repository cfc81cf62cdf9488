# An uncaught TypeError from a float subclass whose __init__ takes more arguments than float.__new__
# accepts (CPython calls float.__new__(cls, 1.0, 'C') first): the traceback points at the call.
class Celsius(float):
    def __init__(self, value, unit):
        self.unit = unit


def make():
    return Celsius(1.0, 'C')


class Stack(list):
    def push(self, x):
        self.append(x)


s = Stack()
s.push(1)
print(s)
make()
