// CPython 3.12's docstrings of the methods of the builtin types (list.append, str.split,
// dict.get, ...: the __doc__ of their method descriptors, as `python3.12 -c
// "print(list.append.__doc__)"` prints them), keyed by type and method name, for the methods
// tfplay has, with the signature lines help() prints for them; and those help() prints for the
// builtin functions. builtin_docs.cpp answers `__doc__` and help() from these tables.
#include "core/python/method_docs.h"

namespace tfplay::py {

namespace {

const MethodDoc kMethodDocs[] = {
    {"list", "append", R"DOC(Append object to the end of the list.)DOC", "append(self, object, /)", "append(object, /) method of builtins.list instance"},
    {"list", "clear", R"DOC(Remove all items from list.)DOC", "clear(self, /)", "clear() method of builtins.list instance"},
    {"list", "copy", R"DOC(Return a shallow copy of the list.)DOC", "copy(self, /)", "copy() method of builtins.list instance"},
    {"list", "count", R"DOC(Return number of occurrences of value.)DOC", "count(self, value, /)", "count(value, /) method of builtins.list instance"},
    {"list", "extend", R"DOC(Extend list by appending elements from the iterable.)DOC", "extend(self, iterable, /)", "extend(iterable, /) method of builtins.list instance"},
    {"list", "index", R"DOC(Return first index of value.

Raises ValueError if the value is not present.)DOC", "index(self, value, start=0, stop=9223372036854775807, /)", "index(value, start=0, stop=9223372036854775807, /) method of builtins.list instance"},
    {"list", "insert", R"DOC(Insert object before index.)DOC", "insert(self, index, object, /)", "insert(index, object, /) method of builtins.list instance"},
    {"list", "pop", R"DOC(Remove and return item at index (default last).

Raises IndexError if list is empty or index is out of range.)DOC", "pop(self, index=-1, /)", "pop(index=-1, /) method of builtins.list instance"},
    {"list", "remove", R"DOC(Remove first occurrence of value.

Raises ValueError if the value is not present.)DOC", "remove(self, value, /)", "remove(value, /) method of builtins.list instance"},
    {"list", "reverse", R"DOC(Reverse *IN PLACE*.)DOC", "reverse(self, /)", "reverse() method of builtins.list instance"},
    {"list", "sort", R"DOC(Sort the list in ascending order and return None.

The sort is in-place (i.e. the list itself is modified) and stable (i.e. the
order of two equal elements is maintained).

If a key function is given, apply it once to each list item and sort them,
ascending or descending, according to their function values.

The reverse flag can be set to sort in descending order.)DOC", "sort(self, /, *, key=None, reverse=False)", "sort(*, key=None, reverse=False) method of builtins.list instance"},
    {"dict", "clear", R"DOC(D.clear() -> None.  Remove all items from D.)DOC", "clear(...)", "clear(...) method of builtins.dict instance"},
    {"dict", "copy", R"DOC(D.copy() -> a shallow copy of D)DOC", "copy(...)", "copy(...) method of builtins.dict instance"},
    {"dict", "fromkeys", R"DOC(Create a new dictionary with keys from iterable and values set to value.)DOC", "", ""},
    {"dict", "get", R"DOC(Return the value for key if key is in the dictionary, else default.)DOC", "get(self, key, default=None, /)", "get(key, default=None, /) method of builtins.dict instance"},
    {"dict", "items", R"DOC(D.items() -> a set-like object providing a view on D's items)DOC", "items(...)", "items(...) method of builtins.dict instance"},
    {"dict", "keys", R"DOC(D.keys() -> a set-like object providing a view on D's keys)DOC", "keys(...)", "keys(...) method of builtins.dict instance"},
    {"dict", "pop", R"DOC(D.pop(k[,d]) -> v, remove specified key and return the corresponding value.

If the key is not found, return the default if given; otherwise,
raise a KeyError.)DOC", "pop(...)", "pop(...) method of builtins.dict instance"},
    {"dict", "popitem", R"DOC(Remove and return a (key, value) pair as a 2-tuple.

Pairs are returned in LIFO (last-in, first-out) order.
Raises KeyError if the dict is empty.)DOC", "popitem(self, /)", "popitem() method of builtins.dict instance"},
    {"dict", "setdefault", R"DOC(Insert key with a value of default if key is not in the dictionary.

Return the value for key if key is in the dictionary, else default.)DOC", "setdefault(self, key, default=None, /)", "setdefault(key, default=None, /) method of builtins.dict instance"},
    {"dict", "update", R"DOC(D.update([E, ]**F) -> None.  Update D from dict/iterable E and F.
If E is present and has a .keys() method, then does:  for k in E: D[k] = E[k]
If E is present and lacks a .keys() method, then does:  for k, v in E: D[k] = v
In either case, this is followed by: for k in F:  D[k] = F[k])DOC", "update(...)", "update(...) method of builtins.dict instance"},
    {"dict", "values", R"DOC(D.values() -> an object providing a view on D's values)DOC", "values(...)", "values(...) method of builtins.dict instance"},
    {"str", "capitalize", R"DOC(Return a capitalized version of the string.

More specifically, make the first character have upper case and the rest lower
case.)DOC", "capitalize(self, /)", "capitalize() method of builtins.str instance"},
    {"str", "casefold", R"DOC(Return a version of the string suitable for caseless comparisons.)DOC", "casefold(self, /)", "casefold() method of builtins.str instance"},
    {"str", "center", R"DOC(Return a centered string of length width.

Padding is done using the specified fill character (default is a space).)DOC", "center(self, width, fillchar=' ', /)", "center(width, fillchar=' ', /) method of builtins.str instance"},
    {"str", "count", R"DOC(S.count(sub[, start[, end]]) -> int

Return the number of non-overlapping occurrences of substring sub in
string S[start:end].  Optional arguments start and end are
interpreted as in slice notation.)DOC", "count(...)", "count(...) method of builtins.str instance"},
    {"str", "encode", R"DOC(Encode the string using the codec registered for encoding.

  encoding
    The encoding in which to encode the string.
  errors
    The error handling scheme to use for encoding errors.
    The default is 'strict' meaning that encoding errors raise a
    UnicodeEncodeError.  Other possible values are 'ignore', 'replace' and
    'xmlcharrefreplace' as well as any other name registered with
    codecs.register_error that can handle UnicodeEncodeErrors.)DOC", "encode(self, /, encoding='utf-8', errors='strict')", "encode(encoding='utf-8', errors='strict') method of builtins.str instance"},
    {"str", "endswith", R"DOC(S.endswith(suffix[, start[, end]]) -> bool

Return True if S ends with the specified suffix, False otherwise.
With optional start, test S beginning at that position.
With optional end, stop comparing S at that position.
suffix can also be a tuple of strings to try.)DOC", "endswith(...)", "endswith(...) method of builtins.str instance"},
    {"str", "expandtabs", R"DOC(Return a copy where all tab characters are expanded using spaces.

If tabsize is not given, a tab size of 8 characters is assumed.)DOC", "expandtabs(self, /, tabsize=8)", "expandtabs(tabsize=8) method of builtins.str instance"},
    {"str", "find", R"DOC(S.find(sub[, start[, end]]) -> int

Return the lowest index in S where substring sub is found,
such that sub is contained within S[start:end].  Optional
arguments start and end are interpreted as in slice notation.

Return -1 on failure.)DOC", "find(...)", "find(...) method of builtins.str instance"},
    {"str", "format", R"DOC(S.format(*args, **kwargs) -> str

Return a formatted version of S, using substitutions from args and kwargs.
The substitutions are identified by braces ('{' and '}').)DOC", "format(...)", "format(...) method of builtins.str instance"},
    {"str", "format_map", R"DOC(S.format_map(mapping) -> str

Return a formatted version of S, using substitutions from mapping.
The substitutions are identified by braces ('{' and '}').)DOC", "format_map(...)", "format_map(...) method of builtins.str instance"},
    {"str", "index", R"DOC(S.index(sub[, start[, end]]) -> int

Return the lowest index in S where substring sub is found,
such that sub is contained within S[start:end].  Optional
arguments start and end are interpreted as in slice notation.

Raises ValueError when the substring is not found.)DOC", "index(...)", "index(...) method of builtins.str instance"},
    {"str", "isalnum", R"DOC(Return True if the string is an alpha-numeric string, False otherwise.

A string is alpha-numeric if all characters in the string are alpha-numeric and
there is at least one character in the string.)DOC", "isalnum(self, /)", "isalnum() method of builtins.str instance"},
    {"str", "isalpha", R"DOC(Return True if the string is an alphabetic string, False otherwise.

A string is alphabetic if all characters in the string are alphabetic and there
is at least one character in the string.)DOC", "isalpha(self, /)", "isalpha() method of builtins.str instance"},
    {"str", "isascii", R"DOC(Return True if all characters in the string are ASCII, False otherwise.

ASCII characters have code points in the range U+0000-U+007F.
Empty string is ASCII too.)DOC", "isascii(self, /)", "isascii() method of builtins.str instance"},
    {"str", "isdecimal", R"DOC(Return True if the string is a decimal string, False otherwise.

A string is a decimal string if all characters in the string are decimal and
there is at least one character in the string.)DOC", "isdecimal(self, /)", "isdecimal() method of builtins.str instance"},
    {"str", "isdigit", R"DOC(Return True if the string is a digit string, False otherwise.

A string is a digit string if all characters in the string are digits and there
is at least one character in the string.)DOC", "isdigit(self, /)", "isdigit() method of builtins.str instance"},
    {"str", "isidentifier", R"DOC(Return True if the string is a valid Python identifier, False otherwise.

Call keyword.iskeyword(s) to test whether string s is a reserved identifier,
such as "def" or "class".)DOC", "isidentifier(self, /)", "isidentifier() method of builtins.str instance"},
    {"str", "islower", R"DOC(Return True if the string is a lowercase string, False otherwise.

A string is lowercase if all cased characters in the string are lowercase and
there is at least one cased character in the string.)DOC", "islower(self, /)", "islower() method of builtins.str instance"},
    {"str", "isnumeric", R"DOC(Return True if the string is a numeric string, False otherwise.

A string is numeric if all characters in the string are numeric and there is at
least one character in the string.)DOC", "isnumeric(self, /)", "isnumeric() method of builtins.str instance"},
    {"str", "isprintable", R"DOC(Return True if the string is printable, False otherwise.

A string is printable if all of its characters are considered printable in
repr() or if it is empty.)DOC", "isprintable(self, /)", "isprintable() method of builtins.str instance"},
    {"str", "isspace", R"DOC(Return True if the string is a whitespace string, False otherwise.

A string is whitespace if all characters in the string are whitespace and there
is at least one character in the string.)DOC", "isspace(self, /)", "isspace() method of builtins.str instance"},
    {"str", "istitle", R"DOC(Return True if the string is a title-cased string, False otherwise.

In a title-cased string, upper- and title-case characters may only
follow uncased characters and lowercase characters only cased ones.)DOC", "istitle(self, /)", "istitle() method of builtins.str instance"},
    {"str", "isupper", R"DOC(Return True if the string is an uppercase string, False otherwise.

A string is uppercase if all cased characters in the string are uppercase and
there is at least one cased character in the string.)DOC", "isupper(self, /)", "isupper() method of builtins.str instance"},
    {"str", "join", R"DOC(Concatenate any number of strings.

The string whose method is called is inserted in between each given string.
The result is returned as a new string.

Example: '.'.join(['ab', 'pq', 'rs']) -> 'ab.pq.rs')DOC", "join(self, iterable, /)", "join(iterable, /) method of builtins.str instance"},
    {"str", "ljust", R"DOC(Return a left-justified string of length width.

Padding is done using the specified fill character (default is a space).)DOC", "ljust(self, width, fillchar=' ', /)", "ljust(width, fillchar=' ', /) method of builtins.str instance"},
    {"str", "lower", R"DOC(Return a copy of the string converted to lowercase.)DOC", "lower(self, /)", "lower() method of builtins.str instance"},
    {"str", "lstrip", R"DOC(Return a copy of the string with leading whitespace removed.

If chars is given and not None, remove characters in chars instead.)DOC", "lstrip(self, chars=None, /)", "lstrip(chars=None, /) method of builtins.str instance"},
    {"str", "partition", R"DOC(Partition the string into three parts using the given separator.

This will search for the separator in the string.  If the separator is found,
returns a 3-tuple containing the part before the separator, the separator
itself, and the part after it.

If the separator is not found, returns a 3-tuple containing the original string
and two empty strings.)DOC", "partition(self, sep, /)", "partition(sep, /) method of builtins.str instance"},
    {"str", "removeprefix", R"DOC(Return a str with the given prefix string removed if present.

If the string starts with the prefix string, return string[len(prefix):].
Otherwise, return a copy of the original string.)DOC", "removeprefix(self, prefix, /)", "removeprefix(prefix, /) method of builtins.str instance"},
    {"str", "removesuffix", R"DOC(Return a str with the given suffix string removed if present.

If the string ends with the suffix string and that suffix is not empty,
return string[:-len(suffix)]. Otherwise, return a copy of the original
string.)DOC", "removesuffix(self, suffix, /)", "removesuffix(suffix, /) method of builtins.str instance"},
    {"str", "replace", R"DOC(Return a copy with all occurrences of substring old replaced by new.

  count
    Maximum number of occurrences to replace.
    -1 (the default value) means replace all occurrences.

If the optional argument count is given, only the first count occurrences are
replaced.)DOC", "replace(self, old, new, count=-1, /)", "replace(old, new, count=-1, /) method of builtins.str instance"},
    {"str", "rfind", R"DOC(S.rfind(sub[, start[, end]]) -> int

Return the highest index in S where substring sub is found,
such that sub is contained within S[start:end].  Optional
arguments start and end are interpreted as in slice notation.

Return -1 on failure.)DOC", "rfind(...)", "rfind(...) method of builtins.str instance"},
    {"str", "rindex", R"DOC(S.rindex(sub[, start[, end]]) -> int

Return the highest index in S where substring sub is found,
such that sub is contained within S[start:end].  Optional
arguments start and end are interpreted as in slice notation.

Raises ValueError when the substring is not found.)DOC", "rindex(...)", "rindex(...) method of builtins.str instance"},
    {"str", "rjust", R"DOC(Return a right-justified string of length width.

Padding is done using the specified fill character (default is a space).)DOC", "rjust(self, width, fillchar=' ', /)", "rjust(width, fillchar=' ', /) method of builtins.str instance"},
    {"str", "rpartition", R"DOC(Partition the string into three parts using the given separator.

This will search for the separator in the string, starting at the end. If
the separator is found, returns a 3-tuple containing the part before the
separator, the separator itself, and the part after it.

If the separator is not found, returns a 3-tuple containing two empty strings
and the original string.)DOC", "rpartition(self, sep, /)", "rpartition(sep, /) method of builtins.str instance"},
    {"str", "rsplit", R"DOC(Return a list of the substrings in the string, using sep as the separator string.

  sep
    The separator used to split the string.

    When set to None (the default value), will split on any whitespace
    character (including \n \r \t \f and spaces) and will discard
    empty strings from the result.
  maxsplit
    Maximum number of splits (starting from the left).
    -1 (the default value) means no limit.

Splitting starts at the end of the string and works to the front.)DOC", "rsplit(self, /, sep=None, maxsplit=-1)", "rsplit(sep=None, maxsplit=-1) method of builtins.str instance"},
    {"str", "rstrip", R"DOC(Return a copy of the string with trailing whitespace removed.

If chars is given and not None, remove characters in chars instead.)DOC", "rstrip(self, chars=None, /)", "rstrip(chars=None, /) method of builtins.str instance"},
    {"str", "split", R"DOC(Return a list of the substrings in the string, using sep as the separator string.

  sep
    The separator used to split the string.

    When set to None (the default value), will split on any whitespace
    character (including \n \r \t \f and spaces) and will discard
    empty strings from the result.
  maxsplit
    Maximum number of splits (starting from the left).
    -1 (the default value) means no limit.

Note, str.split() is mainly useful for data that has been intentionally
delimited.  With natural text that includes punctuation, consider using
the regular expression module.)DOC", "split(self, /, sep=None, maxsplit=-1)", "split(sep=None, maxsplit=-1) method of builtins.str instance"},
    {"str", "splitlines", R"DOC(Return a list of the lines in the string, breaking at line boundaries.

Line breaks are not included in the resulting list unless keepends is given and
true.)DOC", "splitlines(self, /, keepends=False)", "splitlines(keepends=False) method of builtins.str instance"},
    {"str", "startswith", R"DOC(S.startswith(prefix[, start[, end]]) -> bool

Return True if S starts with the specified prefix, False otherwise.
With optional start, test S beginning at that position.
With optional end, stop comparing S at that position.
prefix can also be a tuple of strings to try.)DOC", "startswith(...)", "startswith(...) method of builtins.str instance"},
    {"str", "strip", R"DOC(Return a copy of the string with leading and trailing whitespace removed.

If chars is given and not None, remove characters in chars instead.)DOC", "strip(self, chars=None, /)", "strip(chars=None, /) method of builtins.str instance"},
    {"str", "swapcase", R"DOC(Convert uppercase characters to lowercase and lowercase characters to uppercase.)DOC", "swapcase(self, /)", "swapcase() method of builtins.str instance"},
    {"str", "title", R"DOC(Return a version of the string where each word is titlecased.

More specifically, words start with uppercased characters and all remaining
cased characters have lower case.)DOC", "title(self, /)", "title() method of builtins.str instance"},
    {"str", "upper", R"DOC(Return a copy of the string converted to uppercase.)DOC", "upper(self, /)", "upper() method of builtins.str instance"},
    {"str", "zfill", R"DOC(Pad a numeric string with zeros on the left, to fill a field of the given width.

The string is never truncated.)DOC", "zfill(self, width, /)", "zfill(width, /) method of builtins.str instance"},
    {"set", "add", R"DOC(Add an element to a set.

This has no effect if the element is already present.)DOC", "add(...)", "add(...) method of builtins.set instance"},
    {"set", "clear", R"DOC(Remove all elements from this set.)DOC", "clear(...)", "clear(...) method of builtins.set instance"},
    {"set", "copy", R"DOC(Return a shallow copy of a set.)DOC", "copy(...)", "copy(...) method of builtins.set instance"},
    {"set", "difference", R"DOC(Return the difference of two or more sets as a new set.

(i.e. all elements that are in this set but not the others.))DOC", "difference(...)", "difference(...) method of builtins.set instance"},
    {"set", "difference_update", R"DOC(Remove all elements of another set from this set.)DOC", "difference_update(...)", "difference_update(...) method of builtins.set instance"},
    {"set", "discard", R"DOC(Remove an element from a set if it is a member.

Unlike set.remove(), the discard() method does not raise
an exception when an element is missing from the set.)DOC", "discard(...)", "discard(...) method of builtins.set instance"},
    {"set", "intersection", R"DOC(Return the intersection of two sets as a new set.

(i.e. all elements that are in both sets.))DOC", "intersection(...)", "intersection(...) method of builtins.set instance"},
    {"set", "intersection_update", R"DOC(Update a set with the intersection of itself and another.)DOC", "intersection_update(...)", "intersection_update(...) method of builtins.set instance"},
    {"set", "isdisjoint", R"DOC(Return True if two sets have a null intersection.)DOC", "isdisjoint(...)", "isdisjoint(...) method of builtins.set instance"},
    {"set", "issubset", R"DOC(Report whether another set contains this set.)DOC", "issubset(...)", "issubset(...) method of builtins.set instance"},
    {"set", "issuperset", R"DOC(Report whether this set contains another set.)DOC", "issuperset(...)", "issuperset(...) method of builtins.set instance"},
    {"set", "pop", R"DOC(Remove and return an arbitrary set element.
Raises KeyError if the set is empty.)DOC", "pop(...)", "pop(...) method of builtins.set instance"},
    {"set", "remove", R"DOC(Remove an element from a set; it must be a member.

If the element is not a member, raise a KeyError.)DOC", "remove(...)", "remove(...) method of builtins.set instance"},
    {"set", "symmetric_difference", R"DOC(Return the symmetric difference of two sets as a new set.

(i.e. all elements that are in exactly one of the sets.))DOC", "symmetric_difference(...)", "symmetric_difference(...) method of builtins.set instance"},
    {"set", "symmetric_difference_update", R"DOC(Update a set with the symmetric difference of itself and another.)DOC", "symmetric_difference_update(...)", "symmetric_difference_update(...) method of builtins.set instance"},
    {"set", "union", R"DOC(Return the union of sets as a new set.

(i.e. all elements that are in either set.))DOC", "union(...)", "union(...) method of builtins.set instance"},
    {"set", "update", R"DOC(Update a set with the union of itself and others.)DOC", "update(...)", "update(...) method of builtins.set instance"},
    {"frozenset", "copy", R"DOC(Return a shallow copy of a set.)DOC", "copy(...)", "copy(...) method of builtins.frozenset instance"},
    {"frozenset", "difference", R"DOC(Return the difference of two or more sets as a new set.

(i.e. all elements that are in this set but not the others.))DOC", "difference(...)", "difference(...) method of builtins.frozenset instance"},
    {"frozenset", "intersection", R"DOC(Return the intersection of two sets as a new set.

(i.e. all elements that are in both sets.))DOC", "intersection(...)", "intersection(...) method of builtins.frozenset instance"},
    {"frozenset", "isdisjoint", R"DOC(Return True if two sets have a null intersection.)DOC", "isdisjoint(...)", "isdisjoint(...) method of builtins.frozenset instance"},
    {"frozenset", "issubset", R"DOC(Report whether another set contains this set.)DOC", "issubset(...)", "issubset(...) method of builtins.frozenset instance"},
    {"frozenset", "issuperset", R"DOC(Report whether this set contains another set.)DOC", "issuperset(...)", "issuperset(...) method of builtins.frozenset instance"},
    {"frozenset", "symmetric_difference", R"DOC(Return the symmetric difference of two sets as a new set.

(i.e. all elements that are in exactly one of the sets.))DOC", "symmetric_difference(...)", "symmetric_difference(...) method of builtins.frozenset instance"},
    {"frozenset", "union", R"DOC(Return the union of sets as a new set.

(i.e. all elements that are in either set.))DOC", "union(...)", "union(...) method of builtins.frozenset instance"},
    {"tuple", "count", R"DOC(Return number of occurrences of value.)DOC", "count(self, value, /)", "count(value, /) method of builtins.tuple instance"},
    {"tuple", "index", R"DOC(Return first index of value.

Raises ValueError if the value is not present.)DOC", "index(self, value, start=0, stop=9223372036854775807, /)", "index(value, start=0, stop=9223372036854775807, /) method of builtins.tuple instance"},
    {"int", "bit_length", R"DOC(Number of bits necessary to represent self in binary.

>>> bin(37)
'0b100101'
>>> (37).bit_length()
6)DOC", "bit_length(self, /)", "bit_length() method of builtins.int instance"},
    {"int", "conjugate", R"DOC(Returns self, the complex conjugate of any int.)DOC", "conjugate(...)", "conjugate(...) method of builtins.int instance"},
    {"float", "conjugate", R"DOC(Return self, the complex conjugate of any float.)DOC", "conjugate(self, /)", "conjugate() method of builtins.float instance"},
    {"float", "is_integer", R"DOC(Return True if the float is an integer.)DOC", "is_integer(self, /)", "is_integer() method of builtins.float instance"},
    {"bytes", "decode", R"DOC(Decode the bytes using the codec registered for encoding.

  encoding
    The encoding with which to decode the bytes.
  errors
    The error handling scheme to use for the handling of decoding errors.
    The default is 'strict' meaning that decoding errors raise a
    UnicodeDecodeError. Other possible values are 'ignore' and 'replace'
    as well as any other name registered with codecs.register_error that
    can handle UnicodeDecodeErrors.)DOC", "decode(self, /, encoding='utf-8', errors='strict')", "decode(encoding='utf-8', errors='strict') method of builtins.bytes instance"},
    {"range", "count", R"DOC(rangeobject.count(value) -> integer -- return number of occurrences of value)DOC", "count(...)", "count(...) method of builtins.range instance"},
    {"range", "index", R"DOC(rangeobject.index(value) -> integer -- return index of value.
Raise ValueError if the value is not present.)DOC", "index(...)", "index(...) method of builtins.range instance"},
};

// The signature line help() prints for each builtin function ("len(obj, /)"; "max(...)" for those
// whose signature inspect cannot give).
const BuiltinSignature kBuiltinSignatures[] = {
    {"__import__", "__import__(name, globals=None, locals=None, fromlist=(), level=0)"},
    {"abs", "abs(x, /)"},
    {"aiter", "aiter(async_iterable, /)"},
    {"all", "all(iterable, /)"},
    {"anext", "anext(...)"},
    {"any", "any(iterable, /)"},
    {"ascii", "ascii(obj, /)"},
    {"bin", "bin(number, /)"},
    {"breakpoint", "breakpoint(...)"},
    {"callable", "callable(obj, /)"},
    {"chr", "chr(i, /)"},
    {"compile", "compile(source, filename, mode, flags=0, dont_inherit=False, optimize=-1, *, _feature_version=-1)"},
    {"delattr", "delattr(obj, name, /)"},
    {"dir", "dir(...)"},
    {"divmod", "divmod(x, y, /)"},
    {"eval", "eval(source, globals=None, locals=None, /)"},
    {"exec", "exec(source, globals=None, locals=None, /, *, closure=None)"},
    {"format", "format(value, format_spec='', /)"},
    {"getattr", "getattr(...)"},
    {"globals", "globals()"},
    {"hasattr", "hasattr(obj, name, /)"},
    {"hash", "hash(obj, /)"},
    {"hex", "hex(number, /)"},
    {"id", "id(obj, /)"},
    {"input", "input(prompt='', /)"},
    {"isinstance", "isinstance(obj, class_or_tuple, /)"},
    {"issubclass", "issubclass(cls, class_or_tuple, /)"},
    {"iter", "iter(...)"},
    {"len", "len(obj, /)"},
    {"locals", "locals()"},
    {"max", "max(...)"},
    {"min", "min(...)"},
    {"next", "next(...)"},
    {"oct", "oct(number, /)"},
    {"ord", "ord(c, /)"},
    {"pow", "pow(base, exp, mod=None)"},
    {"print", "print(*args, sep=' ', end='\\n', file=None, flush=False)"},
    {"repr", "repr(obj, /)"},
    {"round", "round(number, ndigits=None)"},
    {"setattr", "setattr(obj, name, value, /)"},
    {"sorted", "sorted(iterable, /, *, key=None, reverse=False)"},
    {"sum", "sum(iterable, /, start=0)"},
    {"vars", "vars(...)"},
};

}  // namespace

const MethodDoc* find_method_doc(std::string_view type, std::string_view method) {
  for (const MethodDoc& d : kMethodDocs) {
    if (type == d.type && method == d.method) return &d;
  }
  return nullptr;
}

std::span<const MethodDoc> method_docs() { return kMethodDocs; }

const char* builtin_help_signature(std::string_view name) {
  for (const BuiltinSignature& s : kBuiltinSignatures) {
    if (name == s.name) return s.signature;
  }
  return nullptr;
}

}  // namespace tfplay::py
