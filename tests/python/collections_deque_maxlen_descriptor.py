# deque.maxlen is a read-only getset descriptor of the C type: read on the class it is the
# descriptor itself, on an instance the limit (None without one); it cannot be assigned.
import collections

print(collections.deque.maxlen)
print(collections.deque([1, 2], 3).maxlen, collections.deque().maxlen, collections.deque(maxlen=0).maxlen)
d = collections.deque(range(5), maxlen=3)
print(d, d.maxlen)
try:
    d.maxlen = 4
except AttributeError as e:
    print(e)


class Window(collections.deque):
    pass


print(Window.maxlen, Window([1], 2).maxlen, Window([1], 2))
