# A nonlocal declaration after the function bound the name.
def outer():
    n = 0
    def inner():
        n += 1
        nonlocal n
    return inner
