# One pattern binds a name at most once.
match [1, 2]:
    case [a, {'k': a}]:
        pass
