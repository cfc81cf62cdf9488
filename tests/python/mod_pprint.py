import pprint

config = {
    'model': {'layers': [128, 64, 32, 16], 'activation': 'relu', 'dropout': 0.25, 'name': 'mlp-classifier'},
    'optimizer': {'name': 'adam', 'learning_rate': 0.001, 'beta_1': 0.9, 'beta_2': 0.999},
    'epochs': 10,
    'batch_size': 32,
    'callbacks': ['early_stopping', 'tensorboard', 'model_checkpoint', 'reduce_lr_on_plateau'],
}
pprint.pprint(config)
pprint.pprint({'b': 1, 'a': 2})
pprint.pprint({'b': 1, 'a': 2, 'c': list(range(30))}, width=40)
pprint.pp({'zeta': 1, 'alpha': list(range(40))})
print(pprint.pformat(list(range(50)), compact=True))
pprint.pprint([('first', 1), ('second', 2)] * 5)
pprint.pprint({1, 5, 3, 9, 7} | set(range(100, 130)))
pprint.pprint(frozenset(range(40)))
pprint.pprint(("single-element tuple padded to be long enough to wrap around the width" * 2,))
pprint.pprint("a long string " * 12)
pprint.pprint({"text": "words and more words " * 8, "n": 3}, width=60)
pprint.pprint({3: 'x', 'a': 1, None: 2})
pprint.pprint([[1, 2, [3, 4, {'deep': 'value', 'other': [5] * 20}]], 'tail'], indent=4)
print(pprint.pformat({'key': [1, 2, 3]}), pprint.saferepr({'b': [1], 'a': (2,)}))
print(pprint.isreadable([1, 'a']), pprint.isreadable([object]))
pprint.pprint([])
pprint.pprint({})
