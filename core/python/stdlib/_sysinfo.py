# sys's named-tuple facts about the interpreter (CPython's structseq types: sys.version_info,
# sys.float_info, ...), with CPython 3.12's values on a 64-bit Linux build. The sys module
# (core/python/modules.cpp) takes them from here, so this module imports nothing (types
# imports sys).


def _structseq(qualname, fields, values):
    # A read-only tuple whose items are also attributes, printed as qualname(field=value, ...).
    def __repr__(self):
        return qualname + '(' + ', '.join(f'{f}={v!r}' for f, v in zip(fields, self)) + ')'

    def __setattr__(self, name, value):
        raise AttributeError('readonly attribute')

    namespace = {'__slots__': (), '__repr__': __repr__, '__setattr__': __setattr__, '__module__': 'sys',
                 'n_fields': len(fields), 'n_sequence_fields': len(fields), 'n_unnamed_fields': 0}
    for i, field in enumerate(fields):
        namespace[field] = property(lambda self, i=i: tuple.__getitem__(self, i))
    cls = type(qualname.rsplit('.', 1)[-1], (tuple,), namespace)
    return cls(values)


version_info = _structseq('sys.version_info', ('major', 'minor', 'micro', 'releaselevel', 'serial'),
                          (3, 12, 3, 'final', 0))
hexversion = 0x30C03F0
float_info = _structseq(
    'sys.float_info',
    ('max', 'max_exp', 'max_10_exp', 'min', 'min_exp', 'min_10_exp', 'dig', 'mant_dig', 'epsilon', 'radix',
     'rounds'),
    (1.7976931348623157e+308, 1024, 308, 2.2250738585072014e-308, -1021, -307, 15, 53, 2.220446049250313e-16, 2, 1))
int_info = _structseq('sys.int_info',
                      ('bits_per_digit', 'sizeof_digit', 'default_max_str_digits', 'str_digits_check_threshold'),
                      (30, 4, 4300, 640))
hash_info = _structseq('sys.hash_info',
                       ('width', 'modulus', 'inf', 'nan', 'imag', 'algorithm', 'hash_bits', 'seed_bits', 'cutoff'),
                       (64, 2305843009213693951, 314159, 0, 1000003, 'siphash13', 64, 128, 0))
flags = _structseq(
    'sys.flags',
    ('debug', 'inspect', 'interactive', 'optimize', 'dont_write_bytecode', 'no_user_site', 'no_site',
     'ignore_environment', 'verbose', 'bytes_warning', 'quiet', 'hash_randomization', 'isolated', 'dev_mode',
     'utf8_mode', 'warn_default_encoding', 'safe_path', 'int_max_str_digits'),
    (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, False, 0, 0, False, 4300))


class SimpleNamespace:
    # types.SimpleNamespace's look, for sys.implementation.
    __module__ = 'types'

    def __init__(self, **kwargs):
        self.__dict__.update(kwargs)

    def __repr__(self):
        return 'namespace(' + ', '.join(f'{k}={v!r}' for k, v in self.__dict__.items()) + ')'


implementation = SimpleNamespace(name='cpython', cache_tag='cpython-312', version=version_info,
                                 hexversion=hexversion, _multiarch='x86_64-linux-gnu')
del SimpleNamespace
