# super().__getattr__ looks __getattr__ up past the class (super_getattro): with no class after
# it defining one, the lookup falls back to the super object's own attributes, and super has
# no __getattr__, so AttributeError names '__getattr__' itself; a base's __getattr__ is found
# and bound. (Found through TF's module_test test_get_attr_doesnt_enter_name_scope.)
class A:
    pass


class B(A):
    def __getattr__(self, name):
        return super().__getattr__(name)


try:
    B().missing
except AttributeError as e:
    print(e)

try:
    super(B, B()).__getattr__
except AttributeError as e:
    print(e)


class C:
    def __getattr__(self, name):
        return "C:" + name


class D(C):
    def __getattr__(self, name):
        return super().__getattr__(name)


print(D().anything)
hook = super(D, D()).__getattr__
print(hook("bound"), hook.__func__ is C.__getattr__)


class E(A):
    def __getattr__(self, name):
        method = super().__getattr__
        return method(name)


try:
    E().zz
except AttributeError as e:
    print(e)
print(hasattr(super(B, B()), "__getattr__"))
