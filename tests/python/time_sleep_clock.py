# time.sleep moves the program's clocks on by the time slept (tfplay does not block: the
# clocks jump instead), and keeps CPython's argument errors.
import time

t, m, p = time.time(), time.monotonic(), time.perf_counter()
time.sleep(0.25)
print(time.time() - t >= 0.25, time.monotonic() - m >= 0.25, time.perf_counter() - p >= 0.25)
time.sleep(0)
for bad in (-1, float("nan"), 1e20):
    try:
        time.sleep(bad)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)

# Repeating a long str or bytes is one allocation, as in CPython: this loop is quick.
for i in range(200):
    s = "y" * 1_000_000
    b = b"xy" * 500_000
print(len(s), len(b), s[:3], b[-4:], "ab" * 3, b"" * 5, "" * 7, "abc" * 0, "abc" * -2)
