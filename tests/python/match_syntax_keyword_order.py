# Keyword sub-patterns come after the positional ones.
match 0:
    case int(real=0, 1):
        pass
