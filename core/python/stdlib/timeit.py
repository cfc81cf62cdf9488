# timeit for tfplay, after CPython 3.12's timeit.py, for callables only: the playground runs
# no code from strings, so a string statement raises NotImplementedError.
import time

default_timer = time.perf_counter
default_number = 1000000
default_repeat = 5


def _as_callable(stmt, what):
    if callable(stmt):
        return stmt
    if isinstance(stmt, str):
        if what == 'setup' and stmt == 'pass':
            return None
        raise NotImplementedError(
            f"timeit with a string {what} is not supported in the tfplay playground "
            "(dynamic code execution); pass a callable instead")
    raise ValueError(f"{what} is neither a string nor callable")


class Timer:
    def __init__(self, stmt="pass", setup="pass", timer=default_timer, globals=None):
        self.timer = timer
        self._stmt = _as_callable(stmt, 'stmt')
        self._setup = _as_callable(setup, 'setup')

    def timeit(self, number=default_number):
        if self._setup is not None:
            self._setup()
        stmt = self._stmt
        timer = self.timer
        t0 = timer()
        for _ in range(number):
            stmt()
        return timer() - t0

    def repeat(self, repeat=default_repeat, number=default_number):
        return [self.timeit(number) for _ in range(repeat)]

    def autorange(self, callback=None):
        i = 1
        while True:
            for j in 1, 2, 5:
                number = i * j
                time_taken = self.timeit(number)
                if callback:
                    callback(number, time_taken)
                if time_taken >= 0.2:
                    return (number, time_taken)
            i *= 10


def timeit(stmt="pass", setup="pass", timer=default_timer, number=default_number, globals=None):
    return Timer(stmt, setup, timer, globals).timeit(number)


def repeat(stmt="pass", setup="pass", timer=default_timer, repeat=default_repeat, number=default_number, globals=None):
    return Timer(stmt, setup, timer, globals).repeat(repeat, number)
