values = [1, 2, 3]
print(sum(values))
print(valeus)
