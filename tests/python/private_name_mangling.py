# Private name mangling: inside a class, `__name` means `_Class__name` (attributes, methods,
# class variables, locals, parameters, nested classes, except/match captures); outside the
# class the written name is a different attribute. Keyword argument names are not mangled.
import inspect


def kwargs(**kw):
    return kw


class Account:
    __count = 0

    def __init__(self, owner, __opening=0):
        self.owner = owner
        self.__balance = __opening
        Account.__count += 1

    def deposit(self, amount):
        self.__check(amount)
        self.__balance += amount
        return self.__balance

    def __check(self, amount):
        __limit = 1000
        if amount > __limit:
            raise ValueError(f'{amount} is over the limit')
        return sorted(locals())

    def summary(self):
        return kwargs(__balance=self.__balance), self.__missing_on_purpose if False else None

    class __Ledger:
        def __init__(self):
            self.__lines = []

        def add(self, line):
            self.__lines.append(line)
            return self.__dict__

    def ledger(self):
        return self.__Ledger()

    @staticmethod
    def count():
        return Account.__count


acct = Account('ada', 10)
print(acct.deposit(5), acct.__dict__, Account.count(), acct.summary())
print(sorted(k for k in vars(Account) if 'Account' in k or k.startswith('_Account')))
print(acct._Account__balance, acct._Account__check(1))
print(Account._Account__check.__name__, Account._Account__check.__qualname__)
print(Account._Account__Ledger.__name__, Account._Account__Ledger.__qualname__, acct.ledger().add('x'))
print(inspect.signature(Account.__init__))
try:
    acct.deposit(5000)
except ValueError as e:
    print(e)
try:
    print(acct.__balance)
except AttributeError as e:
    print(e)


class _:
    __kept = 1  # a class name of underscores only: no mangling


class __Hidden:
    __x = 2


print('__kept' in vars(_), '_Hidden__x' in vars(__Hidden), __Hidden.__name__)


class Probe:
    def run(self):
        try:
            raise KeyError('k')
        except KeyError as __err:
            caught = sorted(locals())
        match {'key': 3}:
            case {'key': __value}:
                pass
        return caught, sorted(locals())

    def missing(self):
        return self.__nothing


print(Probe().run())
Probe().missing()
