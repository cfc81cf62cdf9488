# dir() without an argument: the sorted names of the current local scope (builtin_dir_impl
# over locals()), in a function, a nested function with a free variable and a class body.
def outer():
    z = 0
    y = 1

    def inner(b, a=2):
        c = y
        return dir()

    return dir(), inner(1)


print(outer())


class Body:
    second = 2
    first = 1
    print(dir())
