# Every alternative of an or-pattern binds the same names.
match (1, 2):
    case (1, x) | 2:
        pass
