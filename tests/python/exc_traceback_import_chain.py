# A call through a module name the program imports is no method call for CPython 3.12's
# compiler (is_import_originated): it keeps the position of the whole call, which starts on the
# module's line. An attribute load alone moves to the name's line.
import math

print(math
      .floor(2.5))
root = (math
        .sqrt(-1.0))
