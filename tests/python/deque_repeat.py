# collections.deque repetition and concatenation (CPython's Modules/_collectionsmodule.c
# deque_repeat / deque_inplace_repeat / deque_concat): `*` keeps the maxlen, so only the last
# maxlen items stay, as extend() would leave them (Doc/library/itertools.rst's convolve recipe
# builds its window as deque([0], maxlen=n) * n).
from collections import deque

print(deque([0], maxlen=3) * 3)
print(deque([1, 2]) * 2, 2 * deque([1, 2]), deque([1, 2]) * 0, deque([1, 2]) * -1)
d = deque([1, 2, 3], maxlen=4)
d *= 3
print(d)
d = deque([1, 2], maxlen=3)
e = d
d *= 2
print(d, e is d)
print(deque([1, 2], maxlen=5) * 10)
print(deque([], maxlen=2) * 5, deque([7], maxlen=0) * 5)
print(deque([1]) + deque([2], maxlen=1), deque([1], maxlen=2) + deque([2, 3, 4]))
d = deque([1])
d += [2, 3]
print(d)
for bad in (lambda: deque([1]) * 1.5, lambda: deque([1]) + [2], lambda: 'x' * deque(), lambda: 1.5 * deque()):
    try:
        bad()
    except TypeError as exc:
        print("TypeError:", exc)


class I:
    def __index__(self):
        return 2


print(deque('ab') * I())


def convolve(signal, kernel):
    # itertools.rst's recipe (3.12)
    from itertools import chain, islice
    kernel = tuple(kernel)[::-1]
    n = len(kernel)
    padded_signal = chain(signal, [0] * (n - 1))
    windowed_signal = (deque([0], maxlen=n) * n,)
    window = windowed_signal[0]
    for x in padded_signal:
        window.append(x)
        yield sum(map(lambda a, b: a * b, kernel, window))


print(list(convolve([1, 2, 3], [1, 1])))

# A maxlen the repetition stays within keeps every item (deque_inplace_repeat trims only when
# n * size > maxlen).
d = deque([1, 2], maxlen=5)
print(d * 2, 2 * d)
d *= 2
print(d)
e = deque([1, 2, 3], maxlen=10)
e *= 3
print(e)
