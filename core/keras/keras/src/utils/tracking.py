"""Attribute tracking (keras/src/utils/tracking.py): a Layer files every Variable, Layer,
Metric and SeedGenerator assigned to it, including those inside lists and dicts it holds,
even when they are added to the collection later."""
import functools
import sys

from keras.src.backend.common.global_state import get_global_attribute, set_global_attribute
from keras.src.utils.python_utils import remove_by_id


def restore_deferred(obj):
    """Restores the values a tf.train.Checkpoint.restore() that ran before `obj` had all its
    dependencies (a layer not yet built, an optimizer before its first step) left waiting for
    them, now that `obj` has a new one (TF's Trackable._handle_deferred_dependencies)."""
    checkpoint = sys.modules.get("tensorflow.python.checkpoint.checkpoint")
    if checkpoint is not None and checkpoint._PENDING:
        checkpoint._on_new_dependency(obj)


def no_automatic_dependency_tracking(fn):
    """`fn` run inside DotNotTrackScope. The wrapper's own signature is (*args, **kwargs), which
    is what inspect.getfullargspec reports for a method so decorated (Functional.__init__), as in
    Keras."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        with DotNotTrackScope():
            return fn(*args, **kwargs)

    return wrapper


class DotNotTrackScope:
    def __enter__(self):
        self.original_value = is_tracking_enabled()
        set_global_attribute("tracking_on", False)

    def __exit__(self, *args):
        set_global_attribute("tracking_on", self.original_value)


def is_tracking_enabled():
    return get_global_attribute("tracking_on", True)


_PLAIN_TYPES = frozenset((type(None), bool, int, float, str))


class Tracker:
    """`config`: store name -> (predicate, list). A tracked value goes to the first store
    whose predicate accepts it (not to a store its `exclusions` already hold it in).
    Once locked, adding raises ValueError with the lock message."""

    def __init__(self, config, exclusions=None):
        self.config = config
        self.stored_ids = {name: set() for name in self.config.keys()}
        self.locked = False
        self._lock_violation_msg = None
        self.exclusions = exclusions or {}

    def track(self, attr):
        # Most attributes a layer sets are flags, names and sizes: no store's predicate (each an
        # isinstance check of a Keras class) takes them and no container wraps them, so Keras's
        # loop below would return them as they are. Exact types: a subclass may be anything.
        if type(attr) in _PLAIN_TYPES:
            return attr
        if not is_tracking_enabled():
            return attr
        for store_name, (is_attr_type, _) in self.config.items():
            if is_attr_type(attr):
                for excl in self.exclusions.get(store_name, ()):
                    if self.is_in_store(excl, attr):
                        return attr
                if not self.is_in_store(store_name, attr):
                    self.add_to_store(store_name, attr)
                return attr
        if isinstance(attr, tuple) and hasattr(attr, "_fields"):
            return attr.__class__(**{name: self.track(e) for name, e in attr._asdict().items()})
        if isinstance(attr, tuple):
            return attr.__class__([self.track(e) for e in attr])
        # A list, dict or set is wrapped anew even when it is already tracked, as in Keras 3.11:
        # `self.b = self.a` gives `b` its own copy of `a`.
        if isinstance(attr, list):
            return TrackedList(attr, self)
        if isinstance(attr, dict):
            return TrackedDict(attr, self)
        if isinstance(attr, set):
            return TrackedSet(attr, self)
        return attr

    def untrack(self, value):
        for store_name in self.stored_ids.keys():
            if id(value) in self.stored_ids[store_name]:
                self.stored_ids[store_name].remove(id(value))
                remove_by_id(self.config[store_name][1], value)

    def lock(self, msg=None):
        self.locked = True
        if msg is not None:
            self._lock_violation_msg = msg

    def unlock(self):
        self.locked = False

    def add_to_store(self, store_name, value):
        if self.locked:
            raise ValueError(self._lock_violation_msg)
        self.config[store_name][1].append(value)
        self.stored_ids[store_name].add(id(value))

    def is_in_store(self, store_name, value):
        return id(value) in self.stored_ids[store_name]


class TrackedList(list):
    def __init__(self, values=None, tracker=None):
        self.tracker = tracker
        if tracker and values:
            values = [tracker.track(v) for v in values]
        super().__init__(values or [])

    def append(self, value):
        if self.tracker:
            self.tracker.track(value)
        super().append(value)

    def insert(self, index, value):
        if self.tracker:
            self.tracker.track(value)
        super().insert(index, value)

    def extend(self, values):
        if self.tracker:
            values = [self.tracker.track(v) for v in values]
        super().extend(values)

    def remove(self, value):
        if self.tracker:
            self.tracker.untrack(value)
        try:
            super().remove(value)
        except ValueError:
            # A value whose == is elementwise (a Variable): removed by identity.
            remove_by_id(self, value)

    def pop(self, index=-1):
        value = super().pop(index)
        if self.tracker:
            self.tracker.untrack(value)
        return value

    def clear(self):
        if self.tracker:
            for value in self:
                self.tracker.untrack(value)
        super().clear()

    def __delitem__(self, index):
        value = self[index]
        super().__delitem__(index)
        if self.tracker:
            self.tracker.untrack(value)


class TrackedDict(dict):
    def __init__(self, values=None, tracker=None):
        self.tracker = tracker
        values = dict(values or {})
        if tracker:
            values = {k: tracker.track(v) for k, v in values.items()}
        super().__init__(values)

    def __setitem__(self, key, value):
        if self.tracker:
            self.tracker.track(value)
        super().__setitem__(key, value)

    def update(self, mapping=None, **kwargs):
        mapping = dict(mapping or {}, **kwargs)
        if self.tracker:
            mapping = {k: self.tracker.track(v) for k, v in mapping.items()}
        super().update(mapping)

    def pop(self, key, default=None):
        value = super().pop(key, default)
        if self.tracker:
            self.tracker.untrack(value)
        return value

    def popitem(self):
        key, value = super().popitem()
        if self.tracker:
            self.tracker.untrack(value)
        return key, value

    def clear(self):
        if self.tracker:
            for value in self.values():
                self.tracker.untrack(value)
        super().clear()


class TrackedSet(set):
    """A set attribute of a layer (or optimizer, metric): its elements are tracked as a list's
    are, so a layer kept in a set is a sublayer with its weights (keras/src/utils/tracking.py)."""

    def __init__(self, values=None, tracker=None):
        self.tracker = tracker
        if tracker and values:
            values = {tracker.track(v) for v in values}
        super().__init__(values or [])

    def add(self, value):
        if self.tracker:
            self.tracker.track(value)
        super().add(value)

    def update(self, values):
        if self.tracker:
            values = [self.tracker.track(v) for v in values]
        super().update(values)

    def remove(self, value):
        if self.tracker:
            self.tracker.untrack(value)
        super().remove(value)

    def pop(self):
        value = super().pop()
        if self.tracker:
            self.tracker.untrack(value)
        return value

    def clear(self):
        if self.tracker:
            for value in self:
                self.tracker.untrack(value)
        super().clear()
