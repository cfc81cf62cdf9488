# logging for tfplay: the minimal part learners use, written in Python after CPython 3.12's
# logging/__init__.py: levels, getLogger's dotted hierarchy, basicConfig, StreamHandler,
# Formatter (the '%', '{' and '$' styles, exc_info tracebacks; no times: there is no wall
# clock), and the module-level debug/info/warning/error/critical/exception that configure the
# root logger on first use ("WARNING:root:msg" on stderr).
import sys
import _tfplay_frames

CRITICAL = 50
FATAL = CRITICAL
ERROR = 40
WARNING = 30
WARN = WARNING
INFO = 20
DEBUG = 10
NOTSET = 0

_levelToName = {CRITICAL: 'CRITICAL', ERROR: 'ERROR', WARNING: 'WARNING', INFO: 'INFO', DEBUG: 'DEBUG', NOTSET: 'NOTSET'}
_nameToLevel = {'CRITICAL': CRITICAL, 'FATAL': FATAL, 'ERROR': ERROR, 'WARN': WARNING, 'WARNING': WARNING,
                'INFO': INFO, 'DEBUG': DEBUG, 'NOTSET': NOTSET}

BASIC_FORMAT = "%(levelname)s:%(name)s:%(message)s"


def getLevelName(level):
    result = _levelToName.get(level)
    if result is not None:
        return result
    result = _nameToLevel.get(level)
    if result is not None:
        return result
    return "Level %s" % level


def addLevelName(level, levelName):
    _levelToName[level] = levelName
    _nameToLevel[levelName] = level


def _checkLevel(level):
    if isinstance(level, int):
        return level
    if str(level) == level:
        if level not in _nameToLevel:
            raise ValueError("Unknown level: %r" % level)
        return _nameToLevel[level]
    raise TypeError("Level not an integer or a valid string: %r" % (level,))


class LogRecord:
    def __init__(self, name, level, pathname, lineno, msg, args, exc_info=None, func=None):
        self.name = name
        self.msg = msg
        if args and len(args) == 1 and isinstance(args[0], dict) and args[0]:
            args = args[0]
        self.args = args
        self.levelname = getLevelName(level)
        self.levelno = level
        self.pathname = pathname
        self.filename = pathname
        self.module = pathname[:-3] if pathname.endswith('.py') else pathname
        self.lineno = lineno
        self.funcName = func
        self.exc_info = exc_info
        self.exc_text = None
        self.stack_info = None

    def getMessage(self):
        msg = str(self.msg)
        if self.args:
            msg = msg % self.args
        return msg

    def __repr__(self):
        return '<LogRecord: %s, %s, %s, %s, "%s">' % (self.name, self.levelno, self.pathname, self.lineno, self.msg)


class Formatter:
    _DEFAULT_FORMATS = {'%': "%(message)s", '{': "{message}", '$': "${message}"}

    def __init__(self, fmt=None, datefmt=None, style='%', validate=True, *, defaults=None):
        if style not in self._DEFAULT_FORMATS:
            raise ValueError('Style must be one of: %s' % ','.join(self._DEFAULT_FORMATS.keys()))
        self._style_char = style
        self._fmt = fmt or self._DEFAULT_FORMATS[style]
        self.datefmt = datefmt
        self._defaults = defaults

    def usesTime(self):
        if self._style_char == '{':
            return '{asctime' in self._fmt
        if self._style_char == '$':
            return '$asctime' in self._fmt or '${asctime}' in self._fmt
        return '%(asctime)' in self._fmt

    def formatMessage(self, record):
        values = dict(self._defaults) if self._defaults else {}
        values.update(record.__dict__)
        if self._style_char == '{':
            return self._fmt.format(**values)
        if self._style_char == '$':
            from string import Template
            return Template(self._fmt).substitute(**values)
        return self._fmt % values

    def formatException(self, ei):
        """The traceback text of an exc_info tuple, without its last newline."""
        import io
        import traceback
        sio = io.StringIO()
        traceback.print_exception(ei[0], ei[1], ei[2], None, sio)
        s = sio.getvalue()
        if s[-1:] == "\n":
            s = s[:-1]
        return s

    def format(self, record):
        record.message = record.getMessage()
        if self.usesTime():
            raise NotImplementedError("logging's %(asctime)s is not available in the tfplay playground: there is no wall clock")
        s = self.formatMessage(record)
        if record.exc_info:
            if not record.exc_text:
                record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + record.exc_text
        return s


_defaultFormatter = Formatter()


class Filterer:
    def __init__(self):
        self.filters = []

    def addFilter(self, filter):
        if filter not in self.filters:
            self.filters.append(filter)

    def removeFilter(self, filter):
        if filter in self.filters:
            self.filters.remove(filter)

    def filter(self, record):
        for f in self.filters:
            result = f.filter(record) if hasattr(f, 'filter') else f(record)
            if not result:
                return False
        return True


class Handler(Filterer):
    def __init__(self, level=NOTSET):
        Filterer.__init__(self)
        self.level = _checkLevel(level)
        self.formatter = None
        self.name = None

    def setLevel(self, level):
        self.level = _checkLevel(level)

    def setFormatter(self, fmt):
        self.formatter = fmt

    def format(self, record):
        return (self.formatter or _defaultFormatter).format(record)

    def handle(self, record):
        if self.filter(record):
            self.emit(record)

    def emit(self, record):
        raise NotImplementedError('emit must be implemented by Handler subclasses')

    def flush(self):
        pass

    def close(self):
        pass


class StreamHandler(Handler):
    terminator = '\n'

    def __init__(self, stream=None):
        Handler.__init__(self)
        self.stream = stream if stream is not None else sys.stderr

    def emit(self, record):
        self.stream.write(self.format(record) + self.terminator)

    def __repr__(self):
        return '<%s %s (%s)>' % (self.__class__.__name__, getattr(self.stream, 'name', ''), getLevelName(self.level))


class NullHandler(Handler):
    def handle(self, record):
        pass

    def emit(self, record):
        pass


def FileHandler(*args, **kwargs):
    raise NotImplementedError("logging.FileHandler() is not available in the tfplay playground: log records go to the program's output only")


class _StderrHandler(StreamHandler):
    def __init__(self, level=NOTSET):
        Handler.__init__(self, level)

    @property
    def stream(self):
        return sys.stderr


lastResort = _StderrHandler(WARNING)
_loggers = {}


class Logger(Filterer):
    def __init__(self, name, level=NOTSET):
        Filterer.__init__(self)
        self.name = name
        self.level = _checkLevel(level)
        self.handlers = []
        self.propagate = True
        self.disabled = False

    @property
    def parent(self):
        if self.name == 'root':
            return None
        name = self.name
        while '.' in name:
            name = name.rpartition('.')[0]
            if name in _loggers:
                return _loggers[name]
        return root

    def setLevel(self, level):
        self.level = _checkLevel(level)

    def getEffectiveLevel(self):
        logger = self
        while logger:
            if logger.level:
                return logger.level
            logger = logger.parent
        return NOTSET

    def isEnabledFor(self, level):
        if _disable_level >= level:
            return False
        return level >= self.getEffectiveLevel()

    def addHandler(self, hdlr):
        if hdlr not in self.handlers:
            self.handlers.append(hdlr)

    def removeHandler(self, hdlr):
        if hdlr in self.handlers:
            self.handlers.remove(hdlr)

    def hasHandlers(self):
        c = self
        while c:
            if c.handlers:
                return True
            if not c.propagate:
                break
            c = c.parent
        return False

    def getChild(self, suffix):
        return getLogger(suffix if self is root else self.name + '.' + suffix)

    def _log(self, level, msg, args, exc_info=None, extra=None, stack_info=False, stacklevel=1):
        if exc_info:
            if isinstance(exc_info, BaseException):
                exc_info = (type(exc_info), exc_info, exc_info.__traceback__)
            elif not isinstance(exc_info, tuple):
                exc_info = sys.exc_info()
        where = _tfplay_frames.caller(stacklevel)
        fn, lno = (where[0], where[1]) if where else ("(unknown file)", 0)
        record = LogRecord(self.name, level, fn, lno, msg, args, exc_info)
        if extra:
            for key in extra:
                record.__dict__[key] = extra[key]
        self.handle(record)

    def handle(self, record):
        if self.disabled or not self.filter(record):
            return
        found = 0
        c = self
        while c:
            for hdlr in c.handlers:
                found += 1
                if record.levelno >= hdlr.level:
                    hdlr.handle(record)
            if not c.propagate:
                break
            c = c.parent
        if found == 0 and lastResort and record.levelno >= lastResort.level:
            lastResort.handle(record)

    def debug(self, msg, *args, **kwargs):
        if self.isEnabledFor(DEBUG):
            self._log(DEBUG, msg, args, **kwargs)

    def info(self, msg, *args, **kwargs):
        if self.isEnabledFor(INFO):
            self._log(INFO, msg, args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        if self.isEnabledFor(WARNING):
            self._log(WARNING, msg, args, **kwargs)

    def warn(self, msg, *args, **kwargs):
        self.warning(msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        if self.isEnabledFor(ERROR):
            self._log(ERROR, msg, args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.error(msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        if self.isEnabledFor(CRITICAL):
            self._log(CRITICAL, msg, args, **kwargs)

    fatal = critical

    def log(self, level, msg, *args, **kwargs):
        if not isinstance(level, int):
            raise TypeError("level must be an integer")
        if self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)

    def __repr__(self):
        return '<%s %s (%s)>' % (self.__class__.__name__, self.name, getLevelName(self.getEffectiveLevel()))


class RootLogger(Logger):
    def __init__(self, level):
        Logger.__init__(self, "root", level)


root = RootLogger(WARNING)
_disable_level = 0


def getLogger(name=None):
    if not name or isinstance(name, str) and name == root.name:
        return root
    if not isinstance(name, str):
        raise TypeError('A logger name must be a string')
    logger = _loggers.get(name)
    if logger is None:
        logger = Logger(name)
        _loggers[name] = logger
    return logger


def disable(level=CRITICAL):
    global _disable_level
    _disable_level = level


def basicConfig(**kwargs):
    force = kwargs.pop('force', False)
    if force:
        for h in root.handlers[:]:
            root.removeHandler(h)
    if len(root.handlers) == 0:
        handlers = kwargs.pop("handlers", None)
        if 'filename' in kwargs:
            raise NotImplementedError("logging.basicConfig(filename=...) is not available in the tfplay playground: log records go to the program's output only")
        stream = kwargs.pop("stream", None)
        if handlers is None:
            handlers = [StreamHandler(stream)]
        style = kwargs.pop("style", '%')
        basic_formats = {'%': BASIC_FORMAT, '{': '{levelname}:{name}:{message}', '$': '${levelname}:${name}:${message}'}
        if style not in basic_formats:
            raise ValueError('Style must be one of: %s' % ','.join(basic_formats.keys()))
        fmt = Formatter(kwargs.pop("format", basic_formats[style]), kwargs.pop("datefmt", None), style)
        for h in handlers:
            if h.formatter is None:
                h.setFormatter(fmt)
            root.addHandler(h)
        level = kwargs.pop("level", None)
        if level is not None:
            root.setLevel(level)
        kwargs.pop('filemode', None)
        kwargs.pop('encoding', None)
        kwargs.pop('errors', None)
        if kwargs:
            keys = ', '.join(kwargs.keys())
            raise ValueError('Unrecognised argument(s): %s' % keys)


def _module_level(level):
    def log_at(msg, *args, **kwargs):
        if len(root.handlers) == 0:
            basicConfig()
        if root.isEnabledFor(level):
            kwargs.setdefault('stacklevel', 1)
            root._log(level, msg, args, **kwargs)
    return log_at


critical = _module_level(CRITICAL)
fatal = critical
error = _module_level(ERROR)
warning = _module_level(WARNING)
warn = warning
info = _module_level(INFO)
debug = _module_level(DEBUG)


def exception(msg, *args, exc_info=True, **kwargs):
    error(msg, *args, exc_info=exc_info, **kwargs)


def log(level, msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.log(level, msg, *args, **kwargs)


def shutdown():
    pass
