# Function and method calls with positional and keyword arguments.
def add(a, b=1):
    return a + b

class Counter:
    def __init__(self):
        self.n = 0
    def bump(self, k):
        self.n += k
        return self.n

c = Counter()
x = 0
for i in range(300000):
    x = add(x, b=2)
    c.bump(1)
print(x, c.n)
