def lookup(d, k):
    return d[k]

config = {'host': 'localhost'}
print(lookup(config, 'host'))
lookup(config, 'port')
