counter = 0


def bump():
    global counter
    counter += 1
    return counter


def read_x():
    return x
