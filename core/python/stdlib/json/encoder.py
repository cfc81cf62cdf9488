"""json.encoder: the names of CPython's Lib/json/encoder.py that tfplay's json package defines."""
from json import JSONEncoder
from json import _encode_basestring as py_encode_basestring, _encode_basestring_ascii as py_encode_basestring_ascii
from json import _INFINITY as INFINITY

encode_basestring = py_encode_basestring
encode_basestring_ascii = py_encode_basestring_ascii
