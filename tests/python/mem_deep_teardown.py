# Deep structures still reachable when the run ends are freed by the interpreter's teardown, as
# CPython frees them at exit, without overflowing the native stack (mem_deep_free.py has why).


def nested_lists(n):
    x = []
    for _ in range(n):
        x = [x]
    return x


class Node:
    def __init__(self, next):
        self.next = next


def linked(n):
    head = None
    for _ in range(n):
        head = Node(head)
    return head


def closure_chain(n):
    def link(prev):
        return lambda: prev
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


keep_list = nested_lists(150000)
keep_dict = {"nodes": linked(300000)}
keep_closure = closure_chain(200000)
keep_generator = generator_chain(100000)
keep_tuple = (keep_list, keep_dict)
print("done")
