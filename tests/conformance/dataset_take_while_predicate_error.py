# take_while's predicate check (take_while_op.py): "... must return a `tf.bool` scalar tensor
# but its return type is" directly followed by the spec, no comma and no space (filter's own
# check, filter_op.py, has both).
import tensorflow as tf

for make in (lambda d: d.take_while(lambda x: x), lambda d: d.filter(lambda x: x)):
    try:
        make(tf.data.Dataset.range(3))
    except ValueError as e:
        print("ValueError:", e)
