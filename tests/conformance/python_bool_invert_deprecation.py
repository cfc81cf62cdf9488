# CPython 3.12's bool_invert (Objects/boolobject.c): ~ on a bool is the int's inversion, with a
# DeprecationWarning that the default filters show for __main__. Numbers' ~ stays silent.
flag = True
print(~flag, ~int(flag), not flag)
off = False
print(~off)
print(~5)
