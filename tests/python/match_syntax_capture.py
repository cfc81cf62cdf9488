# An irrefutable case that is not last is a compile-time SyntaxError (compiler_pattern_as).
print('never printed')


def classify(x):
    match x:
        case [a, b]:
            return a + b
        case other:
            return other
        case 3:
            return 3
