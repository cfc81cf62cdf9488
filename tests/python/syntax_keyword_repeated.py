# A keyword argument given twice is a compile-time SyntaxError at the second one
# (compile.c validate_keywords), even in a call that never runs.
def never():
    print(1, 2, end="", sep="-", end="\n")
print("unreachable")
