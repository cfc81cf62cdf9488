# The repr of a built-in type's method read from the type: a method descriptor's
# "<method 'append' of 'list' objects>" (Objects/descrobject.c method_repr); Doc/howto/
# descriptor.rst's validator example prints one in its error message.

print(repr(str.isupper))
print(repr(list.append), repr(dict.get), repr(bytes.hex), repr(int.bit_length))
print(str(set.add), f'{tuple.count!r}')


class Validator:
    def __init__(self, *predicates):
        self.predicates = predicates

    def check(self, value):
        for predicate in self.predicates:
            if not predicate(value):
                raise ValueError(f'Expected {predicate!r} to be true for {value!r}')


try:
    Validator(str.isalpha, str.isupper).check('Widget')
except ValueError as exc:
    print(exc)
