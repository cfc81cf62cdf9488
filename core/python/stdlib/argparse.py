# argparse for tfplay: the command-line parsing training scripts start with, after CPython
# 3.12's Lib/argparse.py behaviour (results, help and usage layout, error messages). A tfplay
# program has no command line (sys.argv is [program name]), so parse_args() gives the
# defaults; parse_args([...]) parses the list given. Help is laid out for an 80-column
# terminal, as CPython does when the output is not a terminal.
#
# Not provided: subcommands (add_subparsers), fromfile_prefix_chars, FileType, parents,
# conflict_handler='resolve', and the interleaving rule by which CPython matches a positional
# before later optionals are read (here all positional strings are matched together, which
# gives the same result unless a '*' or '?' positional comes before an optional).
import os as _os
import re as _re
import sys as _sys
import textwrap as _textwrap

__all__ = ['ArgumentParser', 'ArgumentError', 'ArgumentTypeError', 'BooleanOptionalAction', 'FileType',
           'HelpFormatter', 'ArgumentDefaultsHelpFormatter', 'RawDescriptionHelpFormatter',
           'RawTextHelpFormatter', 'MetavarTypeHelpFormatter', 'Namespace', 'Action', 'ONE_OR_MORE',
           'OPTIONAL', 'PARSER', 'REMAINDER', 'SUPPRESS', 'ZERO_OR_MORE']

SUPPRESS = '==SUPPRESS=='
OPTIONAL = '?'
ZERO_OR_MORE = '*'
ONE_OR_MORE = '+'
PARSER = 'A...'
REMAINDER = '...'


class _AttributeHolder(object):
    """repr as Name(positional..., name=value, ...)."""

    def __repr__(self):
        type_name = type(self).__name__
        arg_strings = [repr(arg) for arg in self._get_args()]
        star_args = {}
        for name, value in self._get_kwargs():
            if name.isidentifier():
                arg_strings.append('%s=%r' % (name, value))
            else:
                star_args[name] = value
        if star_args:
            arg_strings.append('**%s' % repr(star_args))
        return '%s(%s)' % (type_name, ', '.join(arg_strings))

    def _get_kwargs(self):
        return list(self.__dict__.items())

    def _get_args(self):
        return []


class Namespace(_AttributeHolder):
    """The parsed arguments: one attribute per destination."""

    def __init__(self, **kwargs):
        for name in kwargs:
            setattr(self, name, kwargs[name])

    def __eq__(self, other):
        if not isinstance(other, Namespace):
            return NotImplemented
        return vars(self) == vars(other)

    def __contains__(self, key):
        return key in self.__dict__


def _get_action_name(argument):
    if argument is None:
        return None
    if argument.option_strings:
        return '/'.join(argument.option_strings)
    if argument.metavar not in (None, SUPPRESS):
        return argument.metavar
    if argument.dest not in (None, SUPPRESS):
        return argument.dest
    if argument.choices:
        return '{' + ','.join(argument.choices) + '}'
    return None


class ArgumentError(Exception):
    """An error about one argument: 'argument --name: message'."""

    def __init__(self, argument, message):
        self.argument_name = _get_action_name(argument)
        self.message = message

    def __str__(self):
        if self.argument_name is None:
            return self.message
        return 'argument %s: %s' % (self.argument_name, self.message)


class ArgumentTypeError(Exception):
    """Raised by a type= function to report its own message."""


ArgumentError.__module__ = 'argparse'
ArgumentTypeError.__module__ = 'argparse'


# ---------------------------------------------------------------------------------------------
# Actions


class Action(_AttributeHolder):
    """What an argument does with its values: store them (the default), a constant, a count..."""

    def __init__(self, option_strings, dest, nargs=None, const=None, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None):
        self.option_strings = option_strings
        self.dest = dest
        self.nargs = nargs
        self.const = const
        self.default = default
        self.type = type
        self.choices = choices
        self.required = required
        self.help = help
        self.metavar = metavar

    def _get_kwargs(self):
        names = ['option_strings', 'dest', 'nargs', 'const', 'default', 'type', 'choices', 'required',
                 'help', 'metavar']
        return [(name, getattr(self, name)) for name in names]

    def format_usage(self):
        return self.option_strings[0]

    def __call__(self, parser, namespace, values, option_string=None):
        raise NotImplementedError('.__call__() not defined')


class _StoreAction(Action):
    def __init__(self, option_strings, dest, nargs=None, const=None, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None):
        if nargs == 0:
            raise ValueError('nargs for store actions must be != 0; if you have nothing to store, '
                             'actions such as store true or store const may be more appropriate')
        if const is not None and nargs != OPTIONAL:
            raise ValueError('nargs must be %r to supply const' % OPTIONAL)
        super().__init__(option_strings, dest, nargs, const, default, type, choices, required, help, metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values)


class _StoreConstAction(Action):
    def __init__(self, option_strings, dest, const=None, default=None, required=False, help=None,
                 metavar=None):
        super().__init__(option_strings, dest, nargs=0, const=const, default=default, required=required,
                         help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, self.const)


class _StoreTrueAction(_StoreConstAction):
    def __init__(self, option_strings, dest, default=False, required=False, help=None):
        super().__init__(option_strings, dest, True, default, required, help)


class _StoreFalseAction(_StoreConstAction):
    def __init__(self, option_strings, dest, default=True, required=False, help=None):
        super().__init__(option_strings, dest, False, default, required, help)


def _copy_items(items):
    if items is None:
        return []
    return list(items) if type(items) is list else __import__('copy').copy(items)


class _AppendAction(Action):
    def __init__(self, option_strings, dest, nargs=None, const=None, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None):
        if nargs == 0:
            raise ValueError('nargs for append actions must be != 0; if arg strings are not supplying '
                             'the value to append, the append const action may be more appropriate')
        if const is not None and nargs != OPTIONAL:
            raise ValueError('nargs must be %r to supply const' % OPTIONAL)
        super().__init__(option_strings, dest, nargs, const, default, type, choices, required, help, metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        items = _copy_items(getattr(namespace, self.dest, None))
        items.append(values)
        setattr(namespace, self.dest, items)


class _AppendConstAction(Action):
    def __init__(self, option_strings, dest, const=None, default=None, required=False, help=None,
                 metavar=None):
        super().__init__(option_strings, dest, nargs=0, const=const, default=default, required=required,
                         help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        items = _copy_items(getattr(namespace, self.dest, None))
        items.append(self.const)
        setattr(namespace, self.dest, items)


class _CountAction(Action):
    def __init__(self, option_strings, dest, default=None, required=False, help=None):
        super().__init__(option_strings, dest, nargs=0, default=default, required=required, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        count = getattr(namespace, self.dest, None)
        if count is None:
            count = 0
        setattr(namespace, self.dest, count + 1)


class _HelpAction(Action):
    def __init__(self, option_strings, dest=SUPPRESS, default=SUPPRESS, help=None):
        super().__init__(option_strings, dest, default=default, nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        parser.print_help()
        parser.exit()


class _VersionAction(Action):
    def __init__(self, option_strings, version=None, dest=SUPPRESS, default=SUPPRESS,
                 help="show program's version number and exit"):
        super().__init__(option_strings, dest, default=default, nargs=0, help=help)
        self.version = version

    def __call__(self, parser, namespace, values, option_string=None):
        version = self.version
        if version is None:
            version = parser.version
        formatter = parser._get_formatter()
        formatter.add_text(version)
        parser._print_message(formatter.format_help(), _sys.stdout)
        parser.exit()


class _ExtendAction(_AppendAction):
    def __call__(self, parser, namespace, values, option_string=None):
        items = _copy_items(getattr(namespace, self.dest, None))
        items.extend(values)
        setattr(namespace, self.dest, items)


class BooleanOptionalAction(Action):
    """--flag / --no-flag: True or False."""

    def __init__(self, option_strings, dest, default=None, type=None, choices=None, required=False,
                 help=None, metavar=None):
        _option_strings = []
        for option_string in option_strings:
            _option_strings.append(option_string)
            if option_string.startswith('--'):
                _option_strings.append('--no-' + option_string[2:])
        if help is not None and default is not None and default is not SUPPRESS:
            help += ' (default: %(default)s)'
        super().__init__(_option_strings, dest, nargs=0, default=default, type=type, choices=choices,
                         required=required, help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        if option_string in self.option_strings:
            setattr(namespace, self.dest, not option_string.startswith('--no-'))

    def format_usage(self):
        return ' | '.join(self.option_strings)


class FileType(object):
    def __init__(self, mode='r', bufsize=-1, encoding=None, errors=None):
        raise NotImplementedError('argparse.FileType is not supported by tfplay: open the file yourself')


_ACTIONS = {None: _StoreAction, 'store': _StoreAction, 'store_const': _StoreConstAction,
            'store_true': _StoreTrueAction, 'store_false': _StoreFalseAction, 'append': _AppendAction,
            'append_const': _AppendConstAction, 'count': _CountAction, 'help': _HelpAction,
            'version': _VersionAction, 'extend': _ExtendAction}


# ---------------------------------------------------------------------------------------------
# Help formatting


class HelpFormatter(object):
    """Lays out usage and help: 'usage: ...', the description, then each group's arguments with
    their help from column 24 at most, wrapped to the width (80 columns less 2)."""

    def __init__(self, prog, indent_increment=2, max_help_position=24, width=None):
        if width is None:
            width = 80 - 2
        self._prog = prog
        self._indent_increment = indent_increment
        self._max_help_position = min(max_help_position, max(width - 20, indent_increment * 2))
        self._width = width

    # What subclasses change.
    def _fill_text(self, text, width, indent):
        text = _re.sub(r'\s+', ' ', text).strip()
        return _textwrap.fill(text, width, initial_indent=indent, subsequent_indent=indent)

    def _split_lines(self, text, width):
        text = _re.sub(r'\s+', ' ', text).strip()
        return _textwrap.wrap(text, width)

    def _get_help_string(self, action):
        return action.help

    def _get_default_metavar_for_optional(self, action):
        return action.dest.upper()

    def _get_default_metavar_for_positional(self, action):
        return action.dest

    # The pieces.
    def _metavar_formatter(self, action, default_metavar):
        if action.metavar is not None:
            result = action.metavar
        elif action.choices is not None:
            result = '{%s}' % ','.join(map(str, action.choices))
        else:
            result = default_metavar

        def format(tuple_size):
            if isinstance(result, tuple):
                return result
            return (result,) * tuple_size
        return format

    def _format_args(self, action, default_metavar):
        get_metavar = self._metavar_formatter(action, default_metavar)
        if action.nargs is None:
            return '%s' % get_metavar(1)
        if action.nargs == OPTIONAL:
            return '[%s]' % get_metavar(1)
        if action.nargs == ZERO_OR_MORE:
            metavar = get_metavar(1)
            if len(metavar) == 2:
                return '[%s [%s ...]]' % metavar
            return '[%s ...]' % metavar
        if action.nargs == ONE_OR_MORE:
            return '%s [%s ...]' % get_metavar(2)
        if action.nargs == REMAINDER:
            return '...'
        if action.nargs == PARSER:
            return '%s ...' % get_metavar(1)
        if action.nargs == SUPPRESS:
            return ''
        try:
            formats = ['%s' for _ in range(action.nargs)]
        except TypeError:
            raise ValueError('invalid nargs value') from None
        return ' '.join(formats) % get_metavar(action.nargs)

    def _format_action_invocation(self, action):
        if not action.option_strings:
            default = self._get_default_metavar_for_positional(action)
            metavar, = self._metavar_formatter(action, default)(1)
            return metavar
        if action.nargs == 0:
            return ', '.join(action.option_strings)
        default = self._get_default_metavar_for_optional(action)
        args_string = self._format_args(action, default)
        return ', '.join('%s %s' % (option_string, args_string) for option_string in action.option_strings)

    def _expand_help(self, action):
        params = dict(vars(action), prog=self._prog)
        for name in list(params):
            if params[name] is SUPPRESS:
                del params[name]
        for name in list(params):
            if hasattr(params[name], '__name__'):
                params[name] = params[name].__name__
        if params.get('choices') is not None:
            params['choices'] = ', '.join([str(c) for c in params['choices']])
        return self._get_help_string(action) % params

    def _action_usage(self, action):
        """The part of the usage line one action makes, brackets included."""
        if not action.option_strings:
            return self._format_args(action, self._get_default_metavar_for_positional(action))
        if action.nargs == 0:
            part = action.format_usage()
        else:
            default = self._get_default_metavar_for_optional(action)
            part = '%s %s' % (action.option_strings[0], self._format_args(action, default))
        return part

    def _format_actions_usage(self, actions, groups):
        """The usage text of the actions; a mutually exclusive group as [-a | -b] or (-a | -b)."""
        parts = []
        done = set()
        for action in actions:
            if id(action) in done or action.help is SUPPRESS:
                continue
            group = None
            for g in groups:
                if action in g._group_actions:
                    group = g
                    break
            if group is not None and len(group._group_actions) > 1 and all(a in actions for a in group._group_actions):
                inner = []
                for a in group._group_actions:
                    done.add(id(a))
                    if a.help is SUPPRESS:
                        continue
                    inner.append(self._action_usage(a))
                if not inner:
                    continue
                text = ' | '.join(inner)
                parts.append(('(%s)' if group.required else '[%s]') % text if len(inner) > 1 or not group.required
                             else text)
                continue
            done.add(id(action))
            part = self._action_usage(action)
            if action.option_strings and not action.required:
                part = '[%s]' % part
            if part:
                parts.append(part)
        return ' '.join(parts)

    def _format_usage(self, usage, actions, groups, prefix):
        if prefix is None:
            prefix = 'usage: '
        if usage is not None:
            usage = usage % dict(prog=self._prog)
        elif not actions:
            usage = '%(prog)s' % dict(prog=self._prog)
        else:
            prog = '%(prog)s' % dict(prog=self._prog)
            optionals = [a for a in actions if a.option_strings]
            positionals = [a for a in actions if not a.option_strings]
            action_usage = self._format_actions_usage(optionals + positionals, groups)
            usage = ' '.join([s for s in [prog, action_usage] if s])
            text_width = self._width
            if len(prefix) + len(usage) > text_width:
                part_regexp = r'\(.*?\)+(?=\s|$)|\[.*?\]+(?=\s|$)|\S+'
                opt_usage = self._format_actions_usage(optionals, groups)
                pos_usage = self._format_actions_usage(positionals, groups)
                opt_parts = _re.findall(part_regexp, opt_usage)
                pos_parts = _re.findall(part_regexp, pos_usage)

                def get_lines(parts, indent, prefix=None):
                    lines = []
                    line = []
                    indent_length = len(indent)
                    line_len = len(prefix) - 1 if prefix is not None else indent_length - 1
                    for part in parts:
                        if line_len + 1 + len(part) > text_width and line:
                            lines.append(indent + ' '.join(line))
                            line = []
                            line_len = indent_length - 1
                        line.append(part)
                        line_len += len(part) + 1
                    if line:
                        lines.append(indent + ' '.join(line))
                    if prefix is not None:
                        lines[0] = lines[0][len(indent):]
                    return lines

                if len(prefix) + len(prog) <= 0.75 * text_width:
                    indent = ' ' * (len(prefix) + len(prog) + 1)
                    if opt_parts:
                        lines = get_lines([prog] + opt_parts, indent, prefix)
                        lines.extend(get_lines(pos_parts, indent))
                    elif pos_parts:
                        lines = get_lines([prog] + pos_parts, indent, prefix)
                    else:
                        lines = [prog]
                else:
                    indent = ' ' * len(prefix)
                    parts = opt_parts + pos_parts
                    lines = get_lines(parts, indent)
                    if len(lines) > 1:
                        lines = []
                        lines.extend(get_lines(opt_parts, indent))
                        lines.extend(get_lines(pos_parts, indent))
                    lines = [prog] + lines
                usage = '\n'.join(lines)
        return '%s%s\n\n' % (prefix, usage)

    def _format_action(self, action, max_length):
        help_position = min(max_length + 2, self._max_help_position)
        help_width = max(self._width - help_position, 11)
        indent = self._indent_increment
        action_width = help_position - indent - 2
        header = self._format_action_invocation(action)
        if not action.help:
            parts = ['%*s%s\n' % (indent, '', header)]
        elif len(header) <= action_width:
            parts = ['%*s%-*s  ' % (indent, '', action_width, header)]
            indent_first = 0
        else:
            parts = ['%*s%s\n' % (indent, '', header)]
            indent_first = help_position
        if action.help and action.help.strip():
            help_text = self._expand_help(action)
            if help_text:
                help_lines = self._split_lines(help_text, help_width)
                parts.append('%*s%s\n' % (indent_first, '', help_lines[0]))
                for line in help_lines[1:]:
                    parts.append('%*s%s\n' % (help_position, '', line))
        elif not parts[0].endswith('\n'):
            parts.append('\n')
        return ''.join(parts)

    # Used by ArgumentParser.format_help and the version action.
    def add_text(self, text):
        self._texts = getattr(self, '_texts', [])
        self._texts.append(text)

    def format_help(self):
        texts = [t % dict(prog=self._prog) if '%(prog)' in t else t for t in getattr(self, '_texts', [])
                 if t is not SUPPRESS and t]
        text = ''.join(self._fill_text(t, self._width, '') + '\n\n' for t in texts)
        text = _re.sub(r'\n\n\n+', '\n\n', text).strip('\n')
        return text + '\n' if text else ''


class RawDescriptionHelpFormatter(HelpFormatter):
    """Keeps the description and epilog as written."""

    def _fill_text(self, text, width, indent):
        return ''.join(indent + line for line in text.splitlines(keepends=True))


class RawTextHelpFormatter(RawDescriptionHelpFormatter):
    """Keeps all help text as written."""

    def _split_lines(self, text, width):
        return text.splitlines()


class ArgumentDefaultsHelpFormatter(HelpFormatter):
    """Adds ' (default: ...)' to each argument's help."""

    def _get_help_string(self, action):
        help = action.help
        if help is None:
            help = ''
        if '%(default)' not in help:
            if action.default is not SUPPRESS:
                defaulting_nargs = [OPTIONAL, ZERO_OR_MORE]
                if action.option_strings or action.nargs in defaulting_nargs:
                    help += ' (default: %(default)s)'
        return help


class MetavarTypeHelpFormatter(HelpFormatter):
    """Names each argument's value after its type."""

    def _get_default_metavar_for_optional(self, action):
        return action.type.__name__

    def _get_default_metavar_for_positional(self, action):
        return action.type.__name__


# ---------------------------------------------------------------------------------------------
# Groups and the parser


class _ArgumentGroup(object):
    def __init__(self, container, title=None, description=None, **kwargs):
        self._container = container
        self.title = title
        self.description = description
        self._group_actions = []

    def add_argument(self, *args, **kwargs):
        action = self._container.add_argument(*args, **kwargs)
        self._container._move_to_group(action, self)
        return action

    def add_argument_group(self, *args, **kwargs):
        return self._container.add_argument_group(*args, **kwargs)

    def add_mutually_exclusive_group(self, **kwargs):
        return self._container.add_mutually_exclusive_group(**kwargs)

    def set_defaults(self, **kwargs):
        self._container.set_defaults(**kwargs)

    def get_default(self, dest):
        return self._container.get_default(dest)


class _MutuallyExclusiveGroup(object):
    def __init__(self, container, required=False):
        self._container = container
        self.required = required
        self._group_actions = []

    def add_argument(self, *args, **kwargs):
        action = self._container.add_argument(*args, **kwargs)
        if action.required:
            raise ValueError('mutually exclusive arguments must be optional')
        self._group_actions.append(action)
        return action


class ArgumentParser(_AttributeHolder):
    """Parses a list of argument strings (sys.argv[1:] by default) into a Namespace."""

    def __init__(self, prog=None, usage=None, description=None, epilog=None, parents=[],
                 formatter_class=HelpFormatter, prefix_chars='-', fromfile_prefix_chars=None,
                 argument_default=None, conflict_handler='error', add_help=True, allow_abbrev=True,
                 exit_on_error=True):
        if parents:
            raise NotImplementedError('argparse parents= is not supported by tfplay')
        if fromfile_prefix_chars is not None:
            raise NotImplementedError('argparse fromfile_prefix_chars= is not supported by tfplay')
        if prog is None:
            prog = _os.path.basename(_sys.argv[0]) if _sys.argv else 'python'
        self.prog = prog
        self.usage = usage
        self.description = description
        self.epilog = epilog
        self.formatter_class = formatter_class
        self.prefix_chars = prefix_chars
        self.fromfile_prefix_chars = fromfile_prefix_chars
        self.argument_default = argument_default
        self.conflict_handler = conflict_handler
        self.add_help = add_help
        self.allow_abbrev = allow_abbrev
        self.exit_on_error = exit_on_error
        self._actions = []
        self._option_string_actions = {}
        self._defaults = {}
        self._positionals = _ArgumentGroup(self, 'positional arguments')
        self._optionals = _ArgumentGroup(self, 'options')
        self._action_groups = [self._positionals, self._optionals]
        self._mutually_exclusive_groups = []
        self._has_negative_number_optionals = []
        if add_help:
            default_prefix = '-' if '-' in prefix_chars else prefix_chars[0]
            self.add_argument(default_prefix + 'h', default_prefix * 2 + 'help', action='help',
                              default=SUPPRESS, help='show this help message and exit')

    def _get_kwargs(self):
        names = ['prog', 'usage', 'description', 'formatter_class', 'conflict_handler', 'add_help']
        return [(name, getattr(self, name)) for name in names]

    # -- adding arguments
    def add_argument(self, *args, **kwargs):
        chars = self.prefix_chars
        if not args or len(args) == 1 and args[0][:1] not in chars:
            if args and 'dest' in kwargs:
                raise ValueError('dest supplied twice for positional argument')
            kwargs = self._get_positional_kwargs(*args, **kwargs)
        else:
            kwargs = self._get_optional_kwargs(*args, **kwargs)
        if 'default' not in kwargs:
            dest = kwargs['dest']
            if dest in self._defaults:
                kwargs['default'] = self._defaults[dest]
            elif self.argument_default is not None:
                kwargs['default'] = self.argument_default
        action_name = kwargs.pop('action', None)
        if action_name == 'parsers':
            raise NotImplementedError('argparse subcommands are not supported by tfplay')
        if action_name is None or isinstance(action_name, str):
            action_class = _ACTIONS.get(action_name, action_name)
        else:
            action_class = action_name
        if not callable(action_class):
            raise ValueError('unknown action "%s"' % (action_class,))
        action = action_class(**kwargs)
        type_func = action.type
        if type_func is not None and not callable(type_func):
            raise ValueError('%r is not callable' % (type_func,))
        return self._add_action(action)

    def _get_positional_kwargs(self, dest, **kwargs):
        if 'required' in kwargs:
            raise TypeError("'required' is an invalid argument for positionals")
        if kwargs.get('nargs') not in [OPTIONAL, ZERO_OR_MORE, REMAINDER, SUPPRESS, 0]:
            kwargs['required'] = True
        if kwargs.get('nargs') == ZERO_OR_MORE and 'default' not in kwargs:
            kwargs['required'] = True
        return dict(kwargs, dest=dest, option_strings=[])

    def _get_optional_kwargs(self, *args, **kwargs):
        option_strings = []
        long_option_strings = []
        for option_string in args:
            if not option_string or option_string[0] not in self.prefix_chars:
                raise ValueError('invalid option string %r: must start with a character %r'
                                 % (option_string, self.prefix_chars))
            option_strings.append(option_string)
            if len(option_string) > 1 and option_string[1] in self.prefix_chars:
                long_option_strings.append(option_string)
        dest = kwargs.pop('dest', None)
        if dest is None:
            dest_option_string = long_option_strings[0] if long_option_strings else option_strings[0]
            dest = dest_option_string.lstrip(self.prefix_chars)
            if not dest:
                raise ValueError('dest= is required for options like %r' % option_string)
            dest = dest.replace('-', '_')
        return dict(kwargs, dest=dest, option_strings=option_strings)

    def _add_action(self, action):
        for option_string in action.option_strings:
            if option_string in self._option_string_actions:
                raise ArgumentError(action, 'conflicting option string: %s' % option_string)
        self._actions.append(action)
        for option_string in action.option_strings:
            self._option_string_actions[option_string] = action
            if _re.match(r'^-\d+$|^-\d*\.\d+$', option_string):
                self._has_negative_number_optionals.append(True)
        (self._optionals if action.option_strings else self._positionals)._group_actions.append(action)
        return action

    def _move_to_group(self, action, group):
        for g in (self._optionals, self._positionals):
            if action in g._group_actions:
                g._group_actions.remove(action)
        group._group_actions.append(action)

    def add_argument_group(self, title=None, description=None, **kwargs):
        group = _ArgumentGroup(self, title, description, **kwargs)
        self._action_groups.append(group)
        return group

    def add_mutually_exclusive_group(self, required=False):
        group = _MutuallyExclusiveGroup(self, required)
        self._mutually_exclusive_groups.append(group)
        return group

    def add_subparsers(self, **kwargs):
        raise NotImplementedError('argparse subcommands (add_subparsers) are not supported by tfplay')

    def set_defaults(self, **kwargs):
        self._defaults.update(kwargs)
        for action in self._actions:
            if action.dest in kwargs:
                action.default = kwargs[action.dest]

    def get_default(self, dest):
        for action in self._actions:
            if action.dest == dest and action.default is not None:
                return action.default
        return self._defaults.get(dest, None)

    # -- parsing
    def parse_args(self, args=None, namespace=None):
        args, argv = self.parse_known_args(args, namespace)
        if argv:
            self.error('unrecognized arguments: %s' % ' '.join(argv))
        return args

    def parse_intermixed_args(self, args=None, namespace=None):
        return self.parse_args(args, namespace)

    def parse_known_intermixed_args(self, args=None, namespace=None):
        return self.parse_known_args(args, namespace)

    def parse_known_args(self, args=None, namespace=None):
        if args is None:
            args = _sys.argv[1:]
        else:
            args = list(args)
        if namespace is None:
            namespace = Namespace()
        for action in self._actions:
            if action.dest is not SUPPRESS and not hasattr(namespace, action.dest) and action.default is not SUPPRESS:
                setattr(namespace, action.dest, action.default)
        for dest in self._defaults:
            if not hasattr(namespace, dest):
                setattr(namespace, dest, self._defaults[dest])
        if self.exit_on_error:
            try:
                namespace, args = self._parse_known_args(args, namespace)
            except ArgumentError as err:
                self.error(str(err))
        else:
            namespace, args = self._parse_known_args(args, namespace)
        return namespace, args

    def _match_option(self, arg_string):
        """(action, option_string, explicit_arg) for an argument string that names an option,
        None when it is a positional value; (None, arg_string, None) for an unknown option."""
        if not arg_string or arg_string[0] not in self.prefix_chars:
            return None
        if arg_string in self._option_string_actions:
            return self._option_string_actions[arg_string], arg_string, None
        if len(arg_string) == 1:
            return None
        if '=' in arg_string:
            option_string, explicit_arg = arg_string.split('=', 1)
            if option_string in self._option_string_actions:
                return self._option_string_actions[option_string], option_string, explicit_arg
        matches = self._prefix_matches(arg_string)
        if len(matches) > 1:
            options = ', '.join([option_string for action, option_string, explicit_arg in matches])
            self.error('ambiguous option: %s could match %s' % (arg_string, options))
        if len(matches) == 1:
            return matches[0]
        if _re.match(r'^-\d+$|^-\d*\.\d+$', arg_string) and not self._has_negative_number_optionals:
            return None
        if ' ' in arg_string:
            return None
        return None, arg_string, None

    def _prefix_matches(self, arg_string):
        chars = self.prefix_chars
        result = []
        if arg_string[0] in chars and len(arg_string) > 1 and arg_string[1] in chars:
            if not self.allow_abbrev:
                return result
            if '=' in arg_string:
                prefix, explicit_arg = arg_string.split('=', 1)
            else:
                prefix, explicit_arg = arg_string, None
            for option_string in self._option_string_actions:
                if option_string.startswith(prefix):
                    result.append((self._option_string_actions[option_string], option_string, explicit_arg))
        else:
            # A short option with its value or more short flags attached: -e5, -vq.
            option_string = arg_string[:2]
            if option_string in self._option_string_actions:
                result.append((self._option_string_actions[option_string], option_string, arg_string[2:]))
            elif self.allow_abbrev:
                for option_string in self._option_string_actions:
                    if len(arg_string) > 2 and option_string.startswith(arg_string):
                        result.append((self._option_string_actions[option_string], option_string, None))
        return result

    def _parse_known_args(self, arg_strings, namespace):
        seen_actions = set()
        seen_non_default_actions = set()
        extras = []
        positional_strings = []

        def take_action(action, argument_strings, option_string=None):
            seen_actions.add(id(action))
            argument_values = self._get_values(action, argument_strings)
            if argument_values is not action.default:
                seen_non_default_actions.add(id(action))
                for group in self._mutually_exclusive_groups:
                    if action in group._group_actions:
                        for other in group._group_actions:
                            if other is not action and id(other) in seen_non_default_actions:
                                raise ArgumentError(action, 'not allowed with argument %s' % _get_action_name(other))
            if argument_values is not SUPPRESS:
                action(self, namespace, argument_values, option_string)

        i = 0
        n = len(arg_strings)
        only_positionals = False
        while i < n:
            arg = arg_strings[i]
            if only_positionals:
                positional_strings.append(arg)
                i += 1
                continue
            if arg == '--':
                only_positionals = True
                i += 1
                continue
            match = self._match_option(arg)
            if match is None:
                positional_strings.append(arg)
                i += 1
                continue
            action, option_string, explicit_arg = match
            i += 1
            if action is None:
                extras.append(arg)
                continue
            while True:
                if explicit_arg is not None:
                    if action.nargs == 0 and option_string[1] not in self.prefix_chars and explicit_arg != '':
                        # -vq: -v takes nothing; q is the next short flag.
                        take_action(action, [], option_string)
                        option_string = self.prefix_chars[0] + explicit_arg[0]
                        rest = explicit_arg[1:] or None
                        if option_string in self._option_string_actions:
                            action = self._option_string_actions[option_string]
                            explicit_arg = rest
                            continue
                        raise ArgumentError(action, 'ignored explicit argument %r' % (explicit_arg,))
                    if action.nargs == 0:
                        raise ArgumentError(action, 'ignored explicit argument %r' % (explicit_arg,))
                    if action.nargs in (None, OPTIONAL, ZERO_OR_MORE, ONE_OR_MORE) or action.nargs == 1:
                        take_action(action, [explicit_arg], option_string)
                        break
                    raise ArgumentError(action, self._nargs_error(action))
                # The values following the option: the strings up to the next option.
                following = []
                j = i
                while j < n and arg_strings[j] != '--' and self._match_option(arg_strings[j]) is None:
                    following.append(arg_strings[j])
                    j += 1
                nargs = action.nargs
                if nargs is None:
                    count = 1
                elif nargs == OPTIONAL:
                    count = min(1, len(following))
                elif nargs in (ZERO_OR_MORE, REMAINDER):
                    count = len(following) if nargs == ZERO_OR_MORE else n - i
                elif nargs == ONE_OR_MORE:
                    count = len(following)
                    if count < 1:
                        raise ArgumentError(action, self._nargs_error(action))
                elif nargs == SUPPRESS:
                    count = 0
                else:
                    count = nargs
                if nargs not in (REMAINDER,) and count > len(following):
                    raise ArgumentError(action, self._nargs_error(action))
                take_action(action, arg_strings[i:i + count], option_string)
                i += count
                break

        # The positionals, matched in order against all positional strings.
        positionals = [a for a in self._actions if not a.option_strings]
        k = 0
        remaining = len(positional_strings)
        minimums = [self._min_count(a) for a in positionals]
        for index, action in enumerate(positionals):
            need_after = sum(minimums[index + 1:])
            available = remaining - need_after
            nargs = action.nargs
            if nargs is None:
                count = 1 if available >= 1 else None
            elif nargs == OPTIONAL:
                count = 1 if available >= 1 else 0
            elif nargs == ZERO_OR_MORE:
                count = max(available, 0)
            elif nargs == ONE_OR_MORE:
                count = available if available >= 1 else None
            elif nargs in (REMAINDER, PARSER):
                count = max(available, 0)
            elif nargs == SUPPRESS:
                count = 0
            else:
                count = nargs if available >= nargs else None
            if count is None:
                break
            take_action(action, positional_strings[k:k + count])
            k += count
            remaining -= count
        extras.extend(positional_strings[k:])

        required_actions = []
        for action in self._actions:
            if id(action) not in seen_actions:
                if action.required:
                    required_actions.append(_get_action_name(action))
                elif (action.default is not None and isinstance(action.default, str)
                      and hasattr(namespace, action.dest) and action.default is getattr(namespace, action.dest)):
                    setattr(namespace, action.dest, self._get_value(action, action.default))
        if required_actions:
            raise ArgumentError(None, 'the following arguments are required: %s' % ', '.join(required_actions))
        for group in self._mutually_exclusive_groups:
            if group.required:
                for action in group._group_actions:
                    if id(action) in seen_non_default_actions:
                        break
                else:
                    names = [_get_action_name(action) for action in group._group_actions if action.help is not SUPPRESS]
                    raise ArgumentError(None, 'one of the arguments %s is required' % ' '.join(names))
        return namespace, extras

    def _min_count(self, action):
        nargs = action.nargs
        if nargs is None or nargs == ONE_OR_MORE or nargs == PARSER:
            return 1
        if isinstance(nargs, int):
            return nargs
        return 0

    def _nargs_error(self, action):
        nargs = action.nargs
        if nargs is None:
            return 'expected one argument'
        if nargs == OPTIONAL:
            return 'expected at most one argument'
        if nargs == ONE_OR_MORE:
            return 'expected at least one argument'
        return ('expected %s argument' if nargs == 1 else 'expected %s arguments') % nargs

    def _get_values(self, action, arg_strings):
        if action.nargs not in (PARSER, REMAINDER):
            try:
                arg_strings.remove('--')
            except ValueError:
                pass
        if not arg_strings and action.nargs == OPTIONAL:
            value = action.const if action.option_strings else action.default
            if isinstance(value, str):
                value = self._get_value(action, value)
                self._check_value(action, value)
        elif not arg_strings and action.nargs == ZERO_OR_MORE and not action.option_strings:
            if action.default is not None:
                value = action.default
                self._check_value(action, value)
            else:
                value = []
        elif len(arg_strings) == 1 and action.nargs in (None, OPTIONAL):
            value = self._get_value(action, arg_strings[0])
            self._check_value(action, value)
        elif action.nargs == REMAINDER:
            value = [self._get_value(action, v) for v in arg_strings]
        elif action.nargs == PARSER:
            value = [self._get_value(action, v) for v in arg_strings]
            self._check_value(action, value[0])
        elif action.nargs == SUPPRESS:
            value = SUPPRESS
        else:
            value = [self._get_value(action, v) for v in arg_strings]
            for v in value:
                self._check_value(action, v)
        return value

    def _get_value(self, action, arg_string):
        type_func = action.type if action.type is not None else (lambda x: x)
        try:
            return type_func(arg_string)
        except ArgumentTypeError as err:
            raise ArgumentError(action, str(err))
        except (TypeError, ValueError):
            name = getattr(action.type, '__name__', repr(action.type))
            raise ArgumentError(action, 'invalid %s value: %r' % (name, arg_string))

    def _check_value(self, action, value):
        if action.choices is not None and value not in action.choices:
            choices = ', '.join(map(repr, action.choices))
            raise ArgumentError(action, 'invalid choice: %r (choose from %s)' % (value, choices))

    # -- help and errors
    def _get_formatter(self):
        return self.formatter_class(prog=self.prog)

    def format_usage(self):
        formatter = self._get_formatter()
        return formatter._format_usage(self.usage, self._actions, self._mutually_exclusive_groups, None).rstrip('\n') + '\n'

    def format_help(self):
        formatter = self._get_formatter()
        visible = [a for a in self._actions if a.help is not SUPPRESS]
        max_length = 0
        for action in visible:
            max_length = max(max_length, len(formatter._format_action_invocation(action)) + formatter._indent_increment)
        parts = [formatter._format_usage(self.usage, self._actions, self._mutually_exclusive_groups, None)]
        if self.description:
            parts.append(formatter._fill_text(self.description, formatter._width, '') + '\n\n')
        for group in self._action_groups:
            actions = [a for a in group._group_actions if a.help is not SUPPRESS]
            if not actions and not group.description:
                continue
            section = [group.title + ':\n'] if group.title else []
            if group.description:
                indent = ' ' * formatter._indent_increment
                width = max(formatter._width - formatter._indent_increment, 11)
                section.append(formatter._fill_text(group.description, width, indent) + '\n\n')
            for action in actions:
                section.append(formatter._format_action(action, max_length))
            parts.append(''.join(section) + '\n')
        if self.epilog:
            parts.append(formatter._fill_text(self.epilog, formatter._width, '') + '\n\n')
        text = ''.join(parts)
        text = _re.sub(r'\n\n\n+', '\n\n', text).strip('\n')
        return text + '\n'

    def print_usage(self, file=None):
        if file is None:
            file = _sys.stdout
        self._print_message(self.format_usage(), file)

    def print_help(self, file=None):
        if file is None:
            file = _sys.stdout
        self._print_message(self.format_help(), file)

    def _print_message(self, message, file=None):
        if message:
            file = file or _sys.stderr
            file.write(message)

    def exit(self, status=0, message=None):
        if message:
            self._print_message(message, _sys.stderr)
        _sys.exit(status)

    def error(self, message):
        """Prints the usage and 'prog: error: message' to stderr and exits with status 2."""
        self.print_usage(_sys.stderr)
        self.exit(2, '%(prog)s: error: %(message)s\n' % {'prog': self.prog, 'message': message})
