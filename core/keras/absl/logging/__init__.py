"""absl.logging (absl-py's absl/logging/__init__.py and converter.py) over Python's `logging`.

Records go to the standard "absl" logger, as in absl-py outside absl.app.run (no ABSLHandler
installed): `log` first calls logging.basicConfig() when the root logger has no handler, so a
warning shows as "WARNING:absl:<message>" on stderr, and INFO and DEBUG records are dropped
until set_verbosity lowers the "absl" logger's level (or the program configures logging).
The verbosity flags, log files and absl's own handlers and formatter are not emulated: using
them raises NotImplementedError naming them.
"""
import logging
import warnings

# absl's levels (converter.ABSL_*) and the standard levels they stand for.
FATAL = -3
ERROR = -2
WARNING = -1
WARN = -1
INFO = 0
DEBUG = 1

_ABSL_NAMES = {'FATAL': FATAL, 'ERROR': ERROR, 'WARNING': WARNING, 'WARN': WARNING, 'INFO': INFO, 'DEBUG': DEBUG}
_ABSL_TO_STANDARD = {FATAL: logging.CRITICAL, ERROR: logging.ERROR, WARNING: logging.WARNING,
                     INFO: logging.INFO, DEBUG: logging.DEBUG}

# absl.logging's --verbosity flag: -1 (WARNING) until set_verbosity; its default does not touch
# the "absl" logger's level (absl defines the flag before it creates the logger).
_verbosity = WARNING
_absl_logger = logging.getLogger('absl')


def _absl_to_standard(level):
    """converter.absl_to_standard: absl level -> standard level (vlog levels below DEBUG)."""
    if not isinstance(level, int):
        raise TypeError(f'Expect an int level, found {type(level)}')
    if level < FATAL:
        level = FATAL
    if level <= DEBUG:
        return _ABSL_TO_STANDARD[level]
    return logging.DEBUG - level + 1


def get_verbosity():
    """Returns the logging verbosity (absl's level, -1 by default)."""
    return _verbosity


def set_verbosity(v):
    """Sets the logging verbosity: an int absl level or its name ('debug', 'info', ...); the
    "absl" logger's level follows it (_VerbosityFlag._update_logging_levels)."""
    global _verbosity
    try:
        new_level = int(v)
    except ValueError:
        new_level = _ABSL_NAMES[v.upper()]
    _verbosity = new_level
    if new_level <= DEBUG:
        standard = _absl_to_standard(new_level)
    else:
        standard = logging.DEBUG - (new_level - 1)
    _absl_logger.setLevel(standard)


def fatal(msg, *args, **kwargs):
    """Logs a fatal message (with Python's handlers it is a CRITICAL record; only absl's own
    handler, which absl.app installs, aborts the process)."""
    log(FATAL, msg, *args, **kwargs)


def error(msg, *args, **kwargs):
    """Logs an error message."""
    log(ERROR, msg, *args, **kwargs)


def warning(msg, *args, **kwargs):
    """Logs a warning message."""
    log(WARNING, msg, *args, **kwargs)


def warn(msg, *args, **kwargs):
    """Deprecated, use 'warning' instead."""
    warnings.warn("The 'warn' function is deprecated, use 'warning' instead", DeprecationWarning, 2)
    log(WARNING, msg, *args, **kwargs)


def info(msg, *args, **kwargs):
    """Logs an info message."""
    log(INFO, msg, *args, **kwargs)


def debug(msg, *args, **kwargs):
    """Logs a debug message."""
    log(DEBUG, msg, *args, **kwargs)


def exception(msg, *args, exc_info=True, **kwargs):
    """Logs an exception, with traceback and message."""
    error(msg, *args, exc_info=exc_info, **kwargs)


def log_if(level, msg, condition, *args, **kwargs):
    """Logs ``msg % args`` at absl level ``level`` only if condition is fulfilled."""
    if condition:
        log(level, msg, *args, **kwargs)


def log(level, msg, *args, **kwargs):
    """Logs ``msg % args`` at absl logging level ``level`` to the "absl" logger, configuring
    the root logger first (logging.basicConfig()) when it has no handler, as absl does."""
    if level > DEBUG:
        standard_level = logging.DEBUG - (level - 1)
    else:
        standard_level = _absl_to_standard(max(level, FATAL))
    if not logging.root.handlers:
        logging.basicConfig()
    _absl_logger.log(standard_level, msg, *args, **kwargs)


def vlog(level, msg, *args, **kwargs):
    """Logs ``msg % args`` at C++ vlog level ``level``."""
    log(level, msg, *args, **kwargs)


def vlog_is_on(level):
    """Whether the "absl" logger lets records of vlog level ``level`` through."""
    if level > DEBUG:
        standard_level = logging.DEBUG - (level - 1)
    else:
        standard_level = _absl_to_standard(max(level, FATAL))
    return _absl_logger.isEnabledFor(standard_level)


def level_debug():
    """Returns True if debug logging is turned on."""
    return get_verbosity() >= DEBUG


def level_info():
    """Returns True if info logging is turned on."""
    return get_verbosity() >= INFO


def level_warning():
    """Returns True if warning logging is turned on."""
    return get_verbosity() >= WARNING


level_warn = level_warning


def level_error():
    """Returns True if error logging is turned on."""
    return get_verbosity() >= ERROR


def get_absl_logger():
    """Returns the absl logger instance (the standard "absl" logger)."""
    return _absl_logger


# absl.logging's members that need its flags, handlers, formatter or log files.
_NOT_EMULATED = frozenset([
    'ABSLHandler', 'ABSLLogger', 'PythonFormatter', 'PythonHandler', 'find_log_dir', 'find_log_dir_and_names',
    'flush', 'get_absl_handler', 'get_absl_log_prefix', 'get_log_file_name', 'log_every_n', 'log_every_n_seconds',
    'log_first_n', 'set_stderrthreshold', 'skip_log_prefix', 'use_absl_handler', 'use_python_logging', 'FLAGS',
    'LOGTOSTDERR', 'ALSOLOGTOSTDERR', 'LOG_DIR', 'VERBOSITY', 'LOGGER_LEVELS', 'STDERRTHRESHOLD', 'SHOWPREFIXFORINFO',
])


def __getattr__(name):
    if name in _NOT_EMULATED:
        raise NotImplementedError(f"tfplay does not implement absl.logging.{name} (absl's flags, handlers and log files)")
    raise AttributeError(f"module 'absl.logging' has no attribute '{name}'")
