"""keras.utils.Config (keras/src/utils/config.py): a dict whose keys also read and write as
attributes, which `freeze()` makes read-only."""
import copy
import json


class Config:
    """`Config(**kwargs)`: `config.key`, `config["key"]`, `as_dict()`, `to_json()`. Raises
    ValueError for a change while frozen and AttributeError "Unknown attribute: 'x'." (with
    "Did you mean ...?" for a close key) for a missing attribute."""

    __attrs__ = None

    def __init__(self, **kwargs):
        self._config = kwargs
        self._frozen = False
        self.__attrs__ = set(dir(self))

    @property
    def frozen(self):
        return self._frozen

    def freeze(self):
        self._frozen = True

    def unfreeze(self):
        self._frozen = False

    def _raise_if_frozen(self):
        if self._frozen:
            raise ValueError("Cannot mutate attribute(s) because the config is frozen.")

    def as_dict(self):
        return copy.copy(self._config)

    def to_json(self):
        return json.dumps(self._config)

    def keys(self):
        return self._config.keys()

    def values(self):
        return self._config.values()

    def items(self):
        return self._config.items()

    def pop(self, *args):
        self._raise_if_frozen()
        return self._config.pop(*args)

    def update(self, *args, **kwargs):
        self._raise_if_frozen()
        return self._config.update(*args, **kwargs)

    def get(self, keyname, value=None):
        return self._config.get(keyname, value)

    def __setattr__(self, name, value):
        attrs = object.__getattribute__(self, "__attrs__")
        if attrs is None or name in attrs:
            return object.__setattr__(self, name, value)
        self._raise_if_frozen()
        self._config[name] = value

    def __getattr__(self, name):
        attrs = object.__getattribute__(self, "__attrs__")
        if attrs is None or name in attrs:
            return object.__getattribute__(self, name)
        if name in self._config:
            return self._config[name]
        msg = f"Unknown attribute: '{name}'."
        closest_matches = _get_close_matches(name, self._config.keys(), n=1, cutoff=0.7)
        if closest_matches:
            msg += f" Did you mean '{closest_matches[0]}'?"
        raise AttributeError(msg)

    def __setitem__(self, key, item):
        self._raise_if_frozen()
        self._config[key] = item

    def __getitem__(self, key):
        return self._config[key]

    def __repr__(self):
        return f"<Config {self._config}>"

    def __iter__(self):
        for k in sorted(self._config.keys()):
            yield k

    def __len__(self):
        return len(self._config)

    def __delitem__(self, key):
        self._raise_if_frozen()
        del self._config[key]

    def __contains__(self, item):
        return item in self._config


def _matching_characters(a, b):
    """The number of characters in difflib.SequenceMatcher(None, a, b)'s matching blocks: the
    longest common block (earliest in a, then in b), recursively on each side of it. Keys are
    short, so difflib's junk heuristic (for 200+ characters) never applies."""
    if not a or not b:
        return 0
    best_i, best_j, best_k = 0, 0, 0
    for i in range(len(a)):
        for j in range(len(b)):
            k = 0
            while i + k < len(a) and j + k < len(b) and a[i + k] == b[j + k]:
                k += 1
            if k > best_k:
                best_i, best_j, best_k = i, j, k
    if best_k == 0:
        return 0
    return (best_k + _matching_characters(a[:best_i], b[:best_j])
            + _matching_characters(a[best_i + best_k:], b[best_j + best_k:]))


def _get_close_matches(word, possibilities, n=3, cutoff=0.6):
    """difflib.get_close_matches: the `n` possibilities most like `word` (ratio 2*M/T at least
    `cutoff`), best first, ties by the larger string."""
    result = []
    for x in possibilities:
        total = len(x) + len(word)
        score = 2.0 * _matching_characters(x, word) / total if total else 1.0
        if score >= cutoff:
            result.append((score, x))
    result.sort(reverse=True)
    return [x for score, x in result[:n]]
