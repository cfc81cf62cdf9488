# 3.12 expected output (exc_assert_uncaught.expected): 3.12 prints no carets under a failing assert.
def check(x):
    assert x > 0, f'x must be positive, got {x}'
    return x

check(1)
check(-2)
