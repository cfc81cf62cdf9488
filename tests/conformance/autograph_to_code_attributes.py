# Attribute assignments in converted code. An attribute assigned inside a converted if or loop
# is a composite symbol: it is carried as an output whenever the object it belongs to is live
# into the statement, read by the state getter through ag__.ldu(lambda: self.last,
# 'self.last') and restored by the setter without a nonlocal declaration. Outside control flow
# an attribute target is printed as it is, its object read through ag__.ld, and `self.n += 1`
# keeps its form (variables.py rewrites only plain names). At run time the tensor if assigns
# self.last in both traced branches' state, so it holds the cond's output afterwards.
# TF source: tensorflow/python/autograph/converters/control_flow.py
# (_get_block_composite_vars, _create_state_functions, _create_nonlocal_declarations),
# variables.py (visit_Name, visit_AugAssign), pyct/static_analysis/activity.py (_track_symbol).
import tensorflow as tf


class Tally(tf.Module):
    def __init__(self):
        self.total = tf.Variable(0)
        self.calls = 0
        self.last = tf.constant(-1)

    @tf.function
    def add(self, x):
        self.calls += 1
        if x > 0:
            self.last = x
        for i in tf.range(x):
            self.total.assign_add(i)
        return self.total


t = Tally()
print(t.add(tf.constant(4)).numpy(), t.last, t.calls)
# The class attribute's python_function is the method itself; t.add.python_function would be
# class_method_to_instance_method's bound_method_wrapper, whose own source AutoGraph converts
# (pyct/parser.py parse_entity reads inspect_utils.getimmediatesource, which ignores __wrapped__).
print(tf.autograph.to_code(Tally.add.python_function))
