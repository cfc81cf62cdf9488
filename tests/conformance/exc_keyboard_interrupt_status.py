# A KeyboardInterrupt the program raises and does not catch: CPython prints its traceback and
# then, in Py_RunMain's _Py_UnhandledKeyboardInterrupt path, kills itself with SIGINT, which a
# shell reports as status 130 (128 + SIGINT). Caught, it is an ordinary BaseException.
# Expected text: CPython 3.12's traceback format (Lib/traceback.py), Modules/main.c.
try:
    raise KeyboardInterrupt("caught")
except KeyboardInterrupt as e:
    print(type(e).__mro__[1].__name__, e)
print(isinstance(KeyboardInterrupt(), Exception))
raise KeyboardInterrupt
