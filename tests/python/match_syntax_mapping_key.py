# Literal mapping keys are checked for duplicates at compile time (1 and True are equal).
match {}:
    case {'a': 1, 1: 2, True: 3}:
        pass
