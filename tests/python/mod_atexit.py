# atexit: callbacks run after the program (here after its uncaught exception's traceback), last
# registered first; one that raises is reported as "Exception ignored in atexit callback" and
# the others still run. The failing callback is an object with its own repr, so that the
# report names no address.
import atexit


def bye(name):
    print("bye", name)


class Boom:
    def __repr__(self):
        return "<Boom callback>"

    def __call__(self):
        raise ValueError("atexit boom")


atexit.register(bye, "first")
atexit.register(Boom())
@atexit.register
def last():
    print("registered last, runs first")
atexit.register(bye, name="kw")
atexit.unregister(last)
atexit.register(last)
try:
    atexit.register(5)
except TypeError as e:
    print("TypeError:", e)
print("main done")
raise KeyError("k")
