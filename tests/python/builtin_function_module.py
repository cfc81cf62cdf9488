# A builtin function's __module__ is 'builtins' (meth_get__module__), which pickle uses to
# write it by reference.
import pickle

print(len.__module__, print.__module__, max.__module__, sorted.__module__, hasattr(len, "__module__"))
print(pickle.dumps(len), pickle.dumps([abs, abs]), pickle.loads(pickle.dumps(sorted)) is sorted)
