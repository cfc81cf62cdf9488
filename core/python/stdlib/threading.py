# threading for tfplay: the playground runs one thread, so only what a single-threaded program
# can use honestly is here: local, Lock, RLock, get_ident, current_thread, main_thread,
# active_count. Starting threads (Thread, Timer, ...) raises NotImplementedError.

_MAIN_IDENT = 1


def get_ident():
    """The identifier of the running thread (there is only the main thread)."""
    return _MAIN_IDENT


get_native_id = get_ident


class local:
    """Thread-local data: with one thread, an object that takes attributes."""


class _Thread:
    def __init__(self, name):
        self.name = name
        self.ident = _MAIN_IDENT
        self.native_id = _MAIN_IDENT
        self.daemon = False

    def is_alive(self):
        return True

    def getName(self):
        return self.name

    def __repr__(self):
        return f'<{type(self).__name__}({self.name}, started {self.ident})>'


class _MainThread(_Thread):
    pass


_main = _MainThread('MainThread')


def current_thread():
    """The Thread object of the running thread: the main thread."""
    return _main


def main_thread():
    """The main thread's Thread object."""
    return _main


def active_count():
    """How many threads are alive: one."""
    return 1


def enumerate():
    """The threads alive: the main thread."""
    return [_main]


class _LockBase:
    # A lock no other thread can hold: acquiring one that is held would wait forever.
    def _wait_forever(self):
        raise NotImplementedError(f'acquiring a {self._kind} this thread already holds would wait forever '
                                  '(the tfplay playground runs one thread)')

    def __enter__(self):
        return self.acquire()

    def __exit__(self, *exc_info):
        self.release()


class lock(_LockBase):
    """A primitive lock (threading.Lock())."""
    __module__ = '_thread'
    _kind = 'Lock'

    def __init__(self):
        self._locked = False

    def acquire(self, blocking=True, timeout=-1):
        if not blocking and timeout != -1:
            raise ValueError("can't specify a timeout for a non-blocking call")
        if timeout < 0 and timeout != -1:
            raise ValueError('timeout value must be a non-negative number')
        if self._locked:
            if blocking and timeout == -1:
                self._wait_forever()
            return False
        self._locked = True
        return True

    def release(self):
        if not self._locked:
            raise RuntimeError('release unlocked lock')
        self._locked = False

    def locked(self):
        return self._locked

    def __repr__(self):
        state = 'locked' if self._locked else 'unlocked'
        return f'<{state} _thread.lock object at {hex(id(self))}>'


class RLock(_LockBase):
    """A reentrant lock: the thread holding it may acquire it again."""
    __module__ = '_thread'
    _kind = 'RLock'

    def __init__(self):
        self._count = 0

    def acquire(self, blocking=True, timeout=-1):
        if not blocking and timeout != -1:
            raise ValueError("can't specify a timeout for a non-blocking call")
        self._count += 1
        return True

    def release(self):
        if not self._count:
            raise RuntimeError('cannot release un-acquired lock')
        self._count -= 1

    def __repr__(self):
        state = 'locked' if self._count else 'unlocked'
        owner = _MAIN_IDENT if self._count else 0
        return f'<{state} _thread.RLock object owner={owner} count={self._count} at {hex(id(self))}>'


def Lock():
    """A new primitive lock."""
    return lock()


def __getattr__(name):
    # Threads, conditions, semaphores, events, barriers and timers need a second thread.
    if name in ('Thread', 'Timer', 'Condition', 'Semaphore', 'BoundedSemaphore', 'Event', 'Barrier'):
        raise NotImplementedError(f'threading.{name} is not supported by tfplay (the playground runs one thread)')
    raise AttributeError(f"module 'threading' has no attribute '{name}'")
