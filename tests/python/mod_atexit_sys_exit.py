# atexit callbacks also run after sys.exit(), and a SystemExit raised in one is reported and
# ignored: the status stays the program's.
import atexit
import sys
atexit.register(print, "cleanup", 1)
atexit.register(sys.exit, 9)
sys.exit(4)
