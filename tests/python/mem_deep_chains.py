# Freeing long chains of objects: instances linked through attributes, closures capturing the
# previous closure, generators holding the previous generator in their frame, bound methods.
# Freeing the head frees every link; CPython does it without deep C recursion (its "trashcan",
# Objects/object.c), and so must the interpreter, whose destructors would otherwise nest once per
# link and overflow the native stack (each size below did).


class Node:
    def __init__(self, value, next):
        self.value = value
        self.next = next


class Bare:
    pass


def linked(n):
    head = None
    for i in range(n):
        head = Node(i, head)
    return head


def attribute_chain(n):
    head = None
    for _ in range(n):
        node = Bare()
        node.next = head
        head = node
    return head


def closure_chain(n):
    def link(prev):
        def get():
            return prev
        return get
    f = None
    for _ in range(n):
        f = link(f)
    return f


def generator_chain(n):
    def gen(prev):
        yield prev
    g = None
    for _ in range(n):
        g = gen(g)
    return g


def bound_method_chain(n):
    class Box:
        def __init__(self, inner):
            self.inner = inner
        def get(self):
            return self.inner
    m = None
    for _ in range(n):
        m = Box(m).get
    return m


head = linked(300000)
print("head:", head.value, head.next.value)
del head
print("freed linked list")

print("attribute chain:", attribute_chain(200000).next is not None)
print("freed attribute chain")

f = closure_chain(200000)
print("closure:", f()() is not None)
del f
print("freed closure chain")

g = generator_chain(100000)
print("generator:", next(next(g)) is not None)
g = None
print("freed generator chain")

m = bound_method_chain(150000)
print("method:", m()() is not None)
del m
print("freed bound method chain")
