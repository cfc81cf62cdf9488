def greet(name, greeting):
    return greeting + ', ' + name

print(greet('Ada', 'Hello'))
count = 3
message = 'count: ' + count
