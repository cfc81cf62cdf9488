# Global and nonlocal declarations that are fine: the names were used or bound only in other
# scopes (the module, nested functions, lambdas, comprehensions, class bodies), or declared
# before any use; except-as and import names count only where they bind.
total = 0
items = [total for total in range(3)]
key = lambda total: total


def bump():
    global total
    total += 1
    return total


def outer():
    count = 0

    def inner():
        nonlocal count
        count += 1
        return count

    class K:
        count = 5
    return inner() + inner() + K.count


def imports():
    global os
    import os
    return os.sep


def handler():
    try:
        raise ValueError
    except ValueError as err:
        pass
    global total
    return total


print(bump(), bump(), outer(), imports(), handler(), items, key(1))
