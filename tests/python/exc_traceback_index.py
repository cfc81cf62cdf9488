data = {'a': [1, 2, 3]}
print(data['a'][1])
print(data['a'][10])
