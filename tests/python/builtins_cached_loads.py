# Builtins read through a Name's cached entry (len, abs in a function): a global shadowing one,
# its deletion, and builtins rebound or deleted in the builtins module are all seen at once.
import builtins
def f(x):
    return abs(x), len([x])
print(f(-2))
abs = lambda v: "global"
print(f(-2))
del abs
print(f(-2))
orig = builtins.len
builtins.len = lambda v: "patched"
print(f(-2))
builtins.len = orig
del builtins.abs
try:
    f(-2)
except NameError as e:
    print(e)
