# Closing a dropped generator (_PyGen_Finalize) reports what the close raises through
# sys.unraisablehook's default (write_unraisable_exc_file): "Exception ignored in: " and the
# generator's repr, the exception's own traceback (not the GeneratorExit it replaced), then
# "Type: value". A generator that yields again gets RuntimeError("generator ignored
# GeneratorExit") with the line of the frame that dropped it (the `del` target, or the call
# whose frame held it); at exit no frame runs, so it has no traceback.
def raising():
    try:
        yield 1
    finally:
        raise ValueError("in finally")


r = raising()
next(r)
del r
print("after raising")


def uses():
    for x in raising():
        return x


print(uses())


def ignoring():
    while True:
        try:
            yield 1
        except GeneratorExit:
            print("ignored")


i = ignoring()
next(i)
del i


def holds():
    j = ignoring()
    next(j)


holds()


class Empty:
    def __del__(self):
        try:
            1 / 0
        except ZeroDivisionError:
            raise ValueError


Empty()


def at_exit():
    try:
        yield 1
    finally:
        raise KeyError("at exit")


k = at_exit()
next(k)
left = ignoring()
next(left)
print("end")
