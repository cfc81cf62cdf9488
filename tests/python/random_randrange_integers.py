# 3.12 expected output (random_randrange_integers.expected): 3.11 still accepts integral floats
# with a DeprecationWarning; 3.12's randrange takes its bounds through operator.index.
import random

random.seed(3)
print(random.randint(0, 10), random.randrange(5), random.randrange(2, 20, 3))
for args in [(0, 10e6), (1.0, 5), (5.0,), (0, 10, 2.0)]:
    try:
        random.randrange(*args)
    except TypeError as e:
        print("TypeError:", e)
try:
    random.randint(0, 10e6)
except TypeError as e:
    print("TypeError:", e)
