# validate_keywords also checks a class statement's keywords.
class A(object, metaclass=type, flag=1, metaclass=type):
    pass
