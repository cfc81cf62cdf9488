import timeit

calls = []
def work():
    calls.append(1)

t = timeit.timeit(work, number=7)
print(len(calls), isinstance(t, float), t >= 0)
calls.clear()
r = timeit.repeat(work, repeat=3, number=4)
print(len(r), len(calls), all(x >= 0 for x in r))
timer = timeit.Timer(lambda: sum(range(10)))
print(timer.timeit(number=5) >= 0)
start = timeit.default_timer()
print(timeit.default_timer() - start >= 0)
ticks = iter([1.0, 3.5])
print(timeit.timeit(work, number=2, timer=lambda: next(ticks)))
try:
    timeit.timeit(42)
except ValueError as e:
    print("ValueError:", e)
