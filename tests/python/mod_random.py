# 3.12 expected output (mod_random.expected): 3.12 words the empty-randrange ValueError differently.
import random
random.seed(42)
print(random.random(), random.random())
print(random.randint(1, 10), random.randint(1, 100), random.randint(-5, 5))
print(random.choice(['a', 'b', 'c', 'd']), random.choice(range(100)))
items = list(range(10))
random.shuffle(items)
print(items)
print(random.randrange(10), random.randrange(0, 100, 5), random.uniform(1, 2))
print(random.sample(range(100), 5), random.sample(['x', 'y', 'z'], 2))
random.seed(0)
print([random.randint(0, 9) for _ in range(10)])
random.seed(12345)
print(random.random(), random.choices([1, 2, 3], k=4))
r = random.Random(7)
print(r.random(), r.randint(1, 6))
random.seed(2 ** 40 + 5)
print(random.random())
random.seed(3.25)
print(random.random())
try:
    random.choice([])
except IndexError as e:
    print('IndexError:', e)
try:
    random.randint(5, 1)
except ValueError as e:
    print('ValueError:', e)
