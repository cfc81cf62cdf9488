"""Console output (keras/src/utils/io_utils.py): Keras writes its progress and messages to
sys.stdout and flushes."""
import sys


def print_msg(message, line_break=True):
    message = str(message)
    sys.stdout.write(message + "\n" if line_break else message)
    sys.stdout.flush()
