# List, dict and set comprehensions and a generator expression.
total = 0
for k in range(60):
    squares = [x * x for x in range(5000) if x % 2]
    index = {x: x % 7 for x in range(2000)}
    seen = {x % 100 for x in range(2000)}
    total += sum(x for x in squares if x % 3 == 0) + len(index) + len(seen)
print(total)
