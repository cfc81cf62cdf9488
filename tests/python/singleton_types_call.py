# NoneType(), EllipsisType() and NotImplementedType() return their singleton (none_new and
# friends) and take no arguments.
print(type(None)() is None)
print(type(...)() is ..., type(NotImplemented)() is NotImplemented)
for t in (type(None), type(...), type(NotImplemented)):
    try:
        t(1)
    except TypeError as e:
        print(e)
    try:
        t(a=1)
    except TypeError as e:
        print(e)
