def countdown(n):
    return countdown(n - 1)

def depth(n):
    if n == 0:
        return 0
    return 1 + depth(n - 1)

print(depth(900))
try:
    countdown(5)
except RecursionError as e:
    print('RecursionError:', e)
countdown(10)
