# `del x[i]` fails at the subscript (DELETE_SUBSCR), marked `~^^^` like a subscript load.
queue = [1, 2, 3]
del queue[0]
print(queue)
del queue[5]
