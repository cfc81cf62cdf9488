# A private attribute read in a class method (`self.__k`) is refused by AutoGraph as at module
# level: unsupported_features_checker.visit_Attribute tests the name as the source spells it
# (AutoGraph parses the source with ast.parse, which does not mangle), so the method falls back
# unconverted with _fall_back_unconverted's warning (no bug-report line for an
# UnsupportedLanguageElementError). For `instance.method` the function converted_call receives
# is class_method_to_instance_method's bound_method, a MethodType bound to a TfMethodTarget,
# which the warning prints. The unconverted tensor `if` then raises
# OperatorNotAllowedInGraphError; to_code raises the UnsupportedLanguageElementError itself.
# An attribute spelled `_A__k` in the source is no mangled name and converts.
# TF source: tensorflow/python/autograph/core/unsupported_features_checker.py (visit_Attribute),
# tensorflow/python/autograph/impl/api.py (converted_call, _fall_back_unconverted),
# tensorflow/python/eager/polymorphic_function/polymorphic_function.py
# (class_method_to_instance_method), .../polymorphic_function/tf_method_target.py (TfMethodTarget).
import tensorflow as tf


class A:
    def __init__(self):
        self.__k = 2

    @tf.function
    def m(self, x):
        if x > 0:
            x = x * self.__k
        return x

    @tf.function
    def spelled_out(self, x):
        if x > 0:
            x = x * self._A__k
        return x


a = A()
try:
    a.m(tf.constant(3))
except tf.errors.OperatorNotAllowedInGraphError as e:
    print(type(e).__name__)

try:
    tf.autograph.to_code(A.m.python_function)
except Exception as e:
    print(f"{type(e).__name__}: {e}")

print(a.spelled_out(tf.constant(3)))


class B:
    pass


b = B()
b.__k = 5


@tf.function
def module_level(x):
    if x > 0:
        x = x * b.__k
    return x


try:
    module_level(tf.constant(3))
except tf.errors.OperatorNotAllowedInGraphError as e:
    print(type(e).__name__)
