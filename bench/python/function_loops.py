# The loops of loops.py inside a function: locals, not module globals, as learners' helpers use.
def work(n):
    total = 0
    i = 0
    while i < n:
        if i % 3 == 0:
            total += i
        i += 1
    for j in range(n):
        total -= j & 7
    return total
print(work(1000000))
