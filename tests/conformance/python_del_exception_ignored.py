# An exception raised in __del__ is written by sys.unraisablehook's default (Python/errors.c
# write_unraisable_exc_file): "Exception ignored in: " and the __del__ function's repr, then the
# traceback, and the program goes on. At exit (Py_FinalizeEx) CPython can no longer read the
# script, so those tracebacks show no source lines.
class Faulty:
    def __init__(self, when):
        self.when = when

    def __del__(self):
        raise ValueError("cleanup failed " + self.when)


f = Faulty("during the run")
del f
print("still running")
left = Faulty("at exit")
print("end")
