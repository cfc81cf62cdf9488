# gc for tfplay: the switches and thresholds of CPython 3.12's cyclic garbage collector, so
# that the usual `gc.collect()` after training runs. tfplay frees objects when their last
# reference goes and has no collector generations: collect() finds nothing (0; CPython returns
# how many unreachable objects it found) and get_count() is (0, 0, 0). The functions that list
# tracked objects raise NotImplementedError.

__all__ = ['enable', 'disable', 'isenabled', 'collect', 'get_count', 'get_threshold', 'set_threshold',
           'get_debug', 'set_debug', 'freeze', 'unfreeze', 'get_freeze_count', 'garbage', 'callbacks',
           'DEBUG_STATS', 'DEBUG_COLLECTABLE', 'DEBUG_UNCOLLECTABLE', 'DEBUG_SAVEALL', 'DEBUG_LEAK']

DEBUG_STATS = 1
DEBUG_COLLECTABLE = 2
DEBUG_UNCOLLECTABLE = 4
DEBUG_SAVEALL = 32
DEBUG_LEAK = DEBUG_COLLECTABLE | DEBUG_UNCOLLECTABLE | DEBUG_SAVEALL

garbage = []
callbacks = []

_enabled = True
_threshold = (700, 10, 10)
_debug = 0


def enable():
    global _enabled
    _enabled = True


def disable():
    global _enabled
    _enabled = False


def isenabled():
    return _enabled


def collect(generation=2):
    """Runs a collection of the given generation (0, 1 or 2): the number of unreachable objects
    found, always 0 in tfplay."""
    if not isinstance(generation, int):
        raise TypeError("'" + type(generation).__name__ + "' object cannot be interpreted as an integer")
    if generation < 0 or generation > 2:
        raise ValueError("invalid generation")
    for callback in list(callbacks):
        callback("start", {"generation": generation, "collected": 0, "uncollectable": 0})
    for callback in list(callbacks):
        callback("stop", {"generation": generation, "collected": 0, "uncollectable": 0})
    return 0


def get_count():
    return (0, 0, 0)


def get_threshold():
    return _threshold


def set_threshold(threshold0, threshold1=None, threshold2=None, /):
    global _threshold
    t1 = _threshold[1] if threshold1 is None else threshold1
    t2 = _threshold[2] if threshold2 is None else threshold2
    _threshold = (threshold0, t1, t2)


def get_debug():
    return _debug


def set_debug(flags, /):
    global _debug
    _debug = flags


def freeze():
    pass


def unfreeze():
    pass


def get_freeze_count():
    return 0


def _untracked(name):
    def unavailable(*args, **kwargs):
        raise NotImplementedError("gc." + name + "() is not supported by tfplay: it has no collector that tracks objects")
    unavailable.__name__ = name
    return unavailable


get_objects = _untracked("get_objects")
get_referrers = _untracked("get_referrers")
get_referents = _untracked("get_referents")
get_stats = _untracked("get_stats")
is_tracked = _untracked("is_tracked")
is_finalized = _untracked("is_finalized")
