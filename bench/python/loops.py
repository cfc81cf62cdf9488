# Tight loops over ints: while, for over range, augmented assignment, comparisons.
total = 0
i = 0
while i < 1000000:
    if i % 3 == 0:
        total += i
    i += 1
for j in range(1000000):
    total -= j & 7
print(total)
