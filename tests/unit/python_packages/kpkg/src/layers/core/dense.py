class Dense:
    def __init__(self, units):
        self.units = units

    def call(self, x):
        return x
