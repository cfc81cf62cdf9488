# f-strings are not literals a pattern can match.
match 'x':
    case f'x':
        pass
