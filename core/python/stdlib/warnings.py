# warnings for tfplay, written in Python after CPython 3.12's warnings.py: warn() with the
# filters list, the once-per-location registry of the "default" action, filterwarnings,
# simplefilter, resetwarnings and catch_warnings. Warnings print to sys.stderr as
# "{file}:{line}: {Category}: {message}\n  {source line}\n".
import sys
import _tfplay_frames

_ACTIONS = ("error", "ignore", "always", "default", "module", "once")

# CPython's default filters (release build): DeprecationWarning shows only when triggered
# by __main__. (PendingDeprecationWarning, ImportWarning and ResourceWarning do not exist in
# the playground.)
defaultaction = "default"
onceregistry = {}
_registries = {}
_filters_version = [1]


def _filters_mutated():
    _filters_version[0] += 1


class _Pattern:
    """The subset of re.compile(pattern, re.I).match that filters need: literal characters,
    '.', '.*' and backslash escapes."""
    def __init__(self, pattern, what):
        for c in '[]()|+?^${}':
            if c in pattern:
                raise NotImplementedError(
                    f"warnings filter {what} regular expression {pattern!r} is not supported in the "
                    "tfplay playground (only literal text, '.' and '.*')")
        self.pattern = pattern.lower()

    def match(self, text):
        return self._match(0, text.lower(), 0)

    def _match(self, i, text, j):
        p = self.pattern
        while i < len(p):
            c = p[i]
            if c == '\\' and i + 1 < len(p):
                if j >= len(text) or text[j] != p[i + 1]:
                    return False
                i += 2
                j += 1
                continue
            if c == '.' and i + 1 < len(p) and p[i + 1] == '*':
                for k in range(len(text), j - 1, -1):
                    if self._match(i + 2, text, k):
                        return True
                return False
            if j >= len(text) or (c != '.' and text[j] != c):
                return False
            i += 1
            j += 1
        return True


filters = [
    ('default', None, DeprecationWarning, _Pattern('__main__', 'module'), 0),
    ('ignore', None, DeprecationWarning, None, 0),
    ('ignore', None, PendingDeprecationWarning, None, 0),
    ('ignore', None, ImportWarning, None, 0),
    ('ignore', None, ResourceWarning, None, 0),
]


def _check_action(action):
    if action not in _ACTIONS:
        raise AssertionError("invalid action: %r" % (action,))


def _add_filter(*item, append):
    if not append:
        try:
            filters.remove(item)
        except ValueError:
            pass
        filters.insert(0, item)
    elif item not in filters:
        filters.append(item)
    _filters_mutated()


def filterwarnings(action, message="", category=Warning, module="", lineno=0, append=False):
    _check_action(action)
    if not isinstance(message, str):
        raise AssertionError("message must be a string")
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise AssertionError("category must be a Warning subclass")
    if not isinstance(module, str):
        raise AssertionError("module must be a string")
    if not (isinstance(lineno, int) and lineno >= 0):
        raise AssertionError("lineno must be an int >= 0")
    msg = _Pattern(message, 'message') if message else None
    mod = _Pattern(module, 'module') if module else None
    _add_filter(action, msg, category, mod, lineno, append=append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    _check_action(action)
    if not (isinstance(lineno, int) and lineno >= 0):
        raise AssertionError("lineno must be an int >= 0")
    _add_filter(action, None, category, None, lineno, append=append)


def resetwarnings():
    filters[:] = []
    _filters_mutated()


def formatwarning(message, category, filename, lineno, line=None):
    s = f"{filename}:{lineno}: {category.__name__}: {message}\n"
    if line:
        s += "  %s\n" % line.strip()
    return s


def _showwarning_orig(message, category, filename, lineno, file=None, line=None):
    if file is None:
        file = sys.stderr
    file.write(formatwarning(message, category, filename, lineno, line))


showwarning = _showwarning_orig


class WarningMessage:
    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file", "line", "source")

    def __init__(self, message, category, filename, lineno, file=None, line=None, source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ("{message : %r, category : %r, filename : %r, lineno : %s, line : %r}" %
                (self.message, self._category_name, self.filename, self.lineno, self.line))


def warn(message, category=None, stacklevel=1, source=None, *, skip_file_prefixes=()):
    if isinstance(message, Warning):
        category = message.__class__
    if category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass, not '{:s}'".format(type(category).__name__))
    where = _tfplay_frames.caller(stacklevel)
    if where is None:
        filename, lineno, line, module = 'sys', 1, None, 'sys'
    else:
        filename, lineno, line = where
        module = '__main__'
    warn_explicit(message, category, filename, lineno, module, None, None, source, _line=line)


def warn_explicit(message, category, filename, lineno, module=None, registry=None,
                  module_globals=None, source=None, _line=None):
    lineno = int(lineno)
    if module is None:
        module = filename or "<unknown>"
        if module[-3:].lower() == ".py":
            module = module[:-3]
    if registry is None:
        registry = _registries.setdefault(module, {})
    if registry.get('version', 0) != _filters_version[0]:
        registry.clear()
        registry['version'] = _filters_version[0]
    if isinstance(message, Warning):
        text = str(message)
        category = message.__class__
    else:
        text = message
        message = category(message)
    key = (text, category, lineno)
    if registry.get(key):
        return
    for item in filters:
        action, msg, cat, mod, ln = item
        if ((msg is None or msg.match(text)) and issubclass(category, cat) and
                (mod is None or mod.match(module)) and (ln == 0 or lineno == ln)):
            break
    else:
        action = defaultaction
    if action == "ignore":
        return
    if action == "error":
        raise message
    if action == "once":
        registry[key] = 1
        oncekey = (text, category)
        if onceregistry.get(oncekey):
            return
        onceregistry[oncekey] = 1
    elif action == "always":
        pass
    elif action == "module":
        registry[key] = 1
        altkey = (text, category, 0)
        if registry.get(altkey):
            return
        registry[altkey] = 1
    elif action == "default":
        registry[key] = 1
    else:
        raise RuntimeError("Unrecognized action (%r) in warnings.filters:\n %s" % (action, item))
    showwarning(message, category, filename, lineno, None, _line)


class catch_warnings:
    """Saves and restores filters and showwarning; record=True collects WarningMessage objects."""

    def __init__(self, *, record=False, module=None, action=None, category=Warning, lineno=0, append=False):
        self._record = record
        self._entered = False
        if action is None:
            self._filter = None
        else:
            self._filter = (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append("record=True")
        return "%s(%s)" % (type(self).__name__, ", ".join(args))

    def __enter__(self):
        global showwarning
        if self._entered:
            raise RuntimeError("Cannot enter %r twice" % self)
        self._entered = True
        self._filters = filters[:]
        _filters_mutated()
        self._showwarning = showwarning
        if self._filter is not None:
            simplefilter(*self._filter)
        if self._record:
            log = []

            def record(message, category, filename, lineno, file=None, line=None):
                log.append(WarningMessage(message, category, filename, lineno, file, line))
            showwarning = record
            return log
        return None

    def __exit__(self, *exc_info):
        global showwarning
        if not self._entered:
            raise RuntimeError("Cannot exit %r without entering first" % self)
        filters[:] = self._filters
        _filters_mutated()
        showwarning = self._showwarning
