# return inside except* reports at a constant value (compiler_return).
def f():
    try:
        pass
    except* KeyError:
        return None
