class InsufficientFunds(Exception):
    def __init__(self, needed):
        super().__init__(f'need {needed} more')
        self.needed = needed

class Account:
    def __init__(self, balance):
        self.balance = balance

    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(amount - self.balance)
        self.balance -= amount

acct = Account(10)
acct.withdraw(3)
print(acct.balance)
acct.withdraw(50)
