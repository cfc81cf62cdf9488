"""Console output (keras/src/utils/io_utils.py): Keras writes its progress and messages to
sys.stdout and flushes, unless interactive logging is disabled; then they go to absl's
`logging.info` (the "absl" logger of Python's logging), which shows nothing at absl's default
verbosity."""
import sys

from absl import logging

from keras.src.backend.common import global_state


def enable_interactive_logging():
    """Messages (progress bars, `summary()`) go to stdout (the default)."""
    global_state.set_global_attribute("interactive_logging", True)


def disable_interactive_logging():
    """Messages go to absl logging at INFO level (not shown by default)."""
    global_state.set_global_attribute("interactive_logging", False)


def is_interactive_logging_enabled():
    return global_state.get_global_attribute("interactive_logging", True)


def set_logging_verbosity(level):
    """Sets absl logging's verbosity by name ("FATAL", "ERROR", "WARNING", "INFO", "DEBUG");
    ValueError for another."""
    valid_levels = {
        "FATAL": logging.FATAL,
        "ERROR": logging.ERROR,
        "WARNING": logging.WARNING,
        "INFO": logging.INFO,
        "DEBUG": logging.DEBUG,
    }
    verbosity = valid_levels.get(level)
    if verbosity is None:
        raise ValueError(
            "Please pass a valid level for logging verbosity. "
            f"Expected one of: {set(valid_levels.keys())}. "
            f"Received: {level}"
        )
    logging.set_verbosity(verbosity)


def print_msg(message, line_break=True):
    """Print the message to absl logging or stdout."""
    message = str(message)
    if is_interactive_logging_enabled():
        sys.stdout.write(message + "\n" if line_break else message)
        sys.stdout.flush()
    else:
        logging.info(message)


def absl_warning(message):
    """absl.logging.warning (what Keras's saving code logs): outside absl.app, python logging's
    "WARNING:absl:<message>" line on stderr unless the program configured logging."""
    logging.warning(message)


def ask_to_proceed_with_overwrite(filepath):
    """Keras asks on the terminal whether to overwrite `filepath` (input()); a tfplay program
    has no terminal to read: NotImplementedError."""
    raise NotImplementedError("overwrite=False asks on the terminal whether to overwrite; tfplay cannot read input")
