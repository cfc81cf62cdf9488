# An uncaught error deep in calls prints CPython's traceback with carets.
def divide(a, b):
    return a / b

def average(values):
    total = sum(values)
    return divide(total, len(values))

print(average([1, 2, 3]))
print(average([]))
