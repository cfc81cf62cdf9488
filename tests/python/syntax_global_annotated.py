# An annotated name cannot then be declared global.
class C:
    count: int = 0
    global count
