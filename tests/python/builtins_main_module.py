"""The module docstring."""
# __main__'s globals as CPython runs a script: __builtins__ is the builtins module (the same
# object `import builtins` gives), __doc__ the module docstring, __spec__ and __package__
# None; names added to builtins become visible everywhere.
import builtins

print(__builtins__, __builtins__ is builtins, __doc__, __spec__, __package__, __name__)
print(__builtins__.len([1, 2]), builtins.print is print, builtins.__name__, 'len' in dir(builtins))
builtins.shared_setting = 'on'


def read_it():
    return shared_setting


print(read_it(), hasattr(builtins, 'shared_setting'), getattr(builtins, 'nope', 'missing'))
print(sorted(k for k in globals() if k in ('__builtins__', '__doc__', '__name__', '__file__', '__spec__', '__package__')))
