# The end of the "Training checkpoints" guide: lists and dicts assigned to a tf.train.Checkpoint
# are wrapped (tensorflow/python/trackable/data_structures.py wrap_or_unwrap: ListWrapper,
# _DictWrapper, whose reprs are "ListWrapper(...)" and "DictWrapper(...)"), are nodes of the
# object graph even when empty, and restore what a pending restore() holds for an element as
# soon as it is added (restore-on-create), as the guide's assertions check.
import tensorflow as tf

save = tf.train.Checkpoint()
save.listed = [tf.Variable(1.)]
save.listed.append(tf.Variable(2.))
save.mapped = {"one": save.listed[0]}
save.mapped["two"] = save.listed[1]
print(save.listed)
print(save.mapped)
print(isinstance(save.listed, list), isinstance(save.mapped, dict), save.listed == save.listed[:])
save_path = save.save("./tf_list_example")
print(sorted(name for name, _ in tf.train.list_variables(save_path)))

restore = tf.train.Checkpoint()
v2 = tf.Variable(0.)
assert 0. == v2.numpy()  # Not restored yet
restore.mapped = {"two": v2}
restore.restore(save_path)
assert 2. == v2.numpy()

restore.listed = []
print(restore.listed)  # ListWrapper([])
v1 = tf.Variable(0.)
restore.listed.append(v1)  # Restores v1, from restore() in the previous cell
assert 1. == v1.numpy()
print(v1.numpy(), v2.numpy())

fresh = tf.train.Checkpoint()
fresh.mapped = {}
fresh.restore(save_path).expect_partial()
one = tf.Variable(0.)
fresh.mapped["one"] = one  # restore-on-create through the DictWrapper
print(one.numpy())
print(tf.train.Checkpoint(items=[]).items)
try:
    hash(restore.mapped)
except TypeError as e:
    print("TypeError:", e)
