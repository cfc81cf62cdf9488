# if/elif/else, while/else, for/else, break, continue, pass.
def classify(n):
    if n < 0:
        return 'negative'
    elif n == 0:
        return 'zero'
    elif n < 10:
        return 'small'
    else:
        return 'large'
print([classify(n) for n in (-5, 0, 3, 50)])
i = 0
while i < 5:
    i += 1
    if i == 2:
        continue
    if i == 4:
        break
    print('while', i)
else:
    print('not reached')
n = 0
while n < 3:
    n += 1
else:
    print('while-else ran', n)
for x in range(3):
    pass
else:
    print('for-else ran', x)
for x in [1, 2, 3]:
    if x == 2:
        break
else:
    print('not reached')
print('broke at', x)
for i in range(3):
    for j in range(3):
        if j == 1:
            break
        print(i, j)
found = None
for word in ['apple', 'banana', 'cherry']:
    if word.startswith('b'):
        found = word
        break
print(found)
count = 0
while True:
    count += 1
    if count >= 100:
        break
print(count)
if []:
    print('empty list is truthy?')
elif {}:
    pass
else:
    print('empty containers are falsy')
for ch in 'hi':
    print(ch, end=' ')
print()
