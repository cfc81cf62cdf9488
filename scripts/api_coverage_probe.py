# Runs inside tfplay (build/native/tfplay run), after the lines scripts/api-coverage.mjs puts
# first: SPEC (what it read from TF's API goldens) and RESOLVE (per golden, a function returning the
# module or class it describes). For each module and class, looks up every
# member the golden lists in tfplay's `tensorflow` module, compares each method's argspec with the
# golden's (argument names, *args, **kwargs, str() of each default, as TF's API compatibility test
# prints them), and calls the members tfplay marks as stubs to check that they raise a
# NotImplementedError naming themselves. Prints one JSON object per golden.
import inspect
import json

import tensorflow as tf

try:
    import _tfplay_api
except ImportError:  # an engine from before the API stubs
    _tfplay_api = None


def is_stub(obj):
    return _tfplay_api is not None and _tfplay_api.is_stub(obj)


def static_member(obj, name):
    """obj's attribute `name` without running descriptors (a class's property, not its value)."""
    if isinstance(obj, type):
        for klass in obj.__mro__:
            if name in klass.__dict__:
                return klass.__dict__[name]
        raise AttributeError(name)
    return getattr(obj, name)


def default_text(value):
    """A default as TF's API goldens print it: str(), an address made '<... instance>'."""
    text = str(value)
    return text.split(' at ')[0] + ' instance>' if ' at 0x' in text else text


def argspec_of(fn, cls_init=None):
    """[args, varargs, varkw, defaults as text] of `fn` as TF's golden writer reads it
    (tf_inspect's getargspec: keyword-only parameters join args, their defaults the
    defaults), or None without a signature."""
    try:
        spec = inspect.getfullargspec(cls_init if cls_init is not None else fn)
    except Exception:
        return None
    defaults = list(spec.defaults or ()) + list((spec.kwonlydefaults or {}).values())
    return [list(spec.args) + list(spec.kwonlyargs), spec.varargs, spec.varkw,
            [default_text(d) for d in defaults] or None]


def raises_naming(call, public):
    """'stub' when call() raises NotImplementedError naming `public` (or, for a member a
    class inherits, the base class's same member), else what happened."""
    try:
        call()
    except NotImplementedError as e:
        named = public in str(e) or str(e).endswith('.' + public.rsplit('.', 1)[-1] + ' yet')
        return 'stub' if named else 'NotImplementedError without the name: ' + str(e)
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)
    return 'returned'


def dummy_call(fn, spec):
    """Calls fn with None for each required positional argument of `spec` (its argspec)."""
    args, _, _, defaults = spec if spec else ([], None, None, None)
    required = len(args) - (len(defaults) if defaults else 0)
    return lambda: fn(*([None] * required))


def stub_module_raises(module, public):
    """raises_naming for a stub module: when tfplay lists the module's members (TF's golden of
    it), those are its stubs and any other name is an AttributeError as in TF, so its first
    member (a function called with None for each required argument, a class instantiated, a
    module probed the same way) must raise naming itself; else any attribute must."""
    import inspect
    members = [n for n in dir(module) if not n.startswith('_')]
    if not members:
        return raises_naming(lambda: getattr(module, 'anything'), public)
    name = members[0]
    member = getattr(module, name)
    if type(member).__name__ == 'module':
        return stub_module_raises(member, public + '.' + name)
    if isinstance(member, type):
        return raises_naming(lambda: member(), public + '.' + name)

    def call():
        # A constant stub raises on any use, inspect.signature's included.
        try:
            params = inspect.signature(member).parameters.values()
        except (TypeError, ValueError):
            params = []
        required = [p for p in params if p.default is p.empty and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        member(*([None] * len(required)))

    return raises_naming(call, public + '.' + name)


def probe_member(owner, entry, public, is_class):
    name = entry['name']
    row = {'name': name}
    try:
        value = static_member(owner, name) if is_class else getattr(owner, name)
    except NotImplementedError as e:
        row['present'] = False
        row['stub'] = public in str(e)
        return row
    except AttributeError:
        row['present'] = False
        row['stub'] = False
        return row
    row['present'] = True
    golden = entry.get('argspec')
    if entry['kind'] == 'method' and golden is not None:
        if name == '__init__' and is_class and not inspect.isfunction(value):
            spec = None
            try:
                sig = inspect.signature(owner)
                spec = argspec_of(None, cls_init=_with_self(sig))
            except Exception:
                pass
        else:
            fn = value.__func__ if isinstance(value, (staticmethod, classmethod)) else value
            spec = argspec_of(fn)
        row['argspec'] = spec
        row['signature'] = spec == golden
    stub = is_stub(value)
    row['stub'] = False
    if stub:
        if isinstance(value, type):
            result = raises_naming(lambda: value(), public)
        elif isinstance(value, property):
            result = raises_naming(lambda: value.fget(None), public)
        elif type(value).__name__ == 'module':
            result = stub_module_raises(value, public)
        else:
            fn = value.__func__ if isinstance(value, (staticmethod, classmethod)) else value
            result = raises_naming(dummy_call(fn, row.get('argspec') or golden), public)
        row['stub'] = result == 'stub'
        if result != 'stub':
            row['stub_error'] = result
    return row


def _with_self(sig):
    """A function whose signature is `sig` with a leading self (a class's __init__)."""
    params = [inspect.Parameter('self', inspect.Parameter.POSITIONAL_OR_KEYWORD)] + list(sig.parameters.values())

    def init(*args, **kwargs):
        pass

    init.__signature__ = sig.replace(parameters=params)
    return init


def main():
    out = []
    for golden, resolve in zip(SPEC, RESOLVE):
        try:
            owner = resolve()
        except Exception as e:
            out.append({'path': golden['path'], 'error': type(e).__name__ + ': ' + str(e), 'members': []})
            continue
        public = golden['public']
        rows = []
        for entry in golden['members']:
            rows.append(probe_member(owner, entry, public + '.' + entry['name'], golden['kind'] == 'class'))
        out.append({'path': golden['path'], 'members': rows})
    print(json.dumps(out))


main()
