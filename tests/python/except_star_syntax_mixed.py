# except and except* cannot share a try statement.
try:
    pass
except* ValueError:
    pass
except TypeError:
    pass
