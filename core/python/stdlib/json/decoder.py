"""json.decoder: the names of CPython's Lib/json/decoder.py that tfplay's json package defines."""
from json import JSONDecoder, JSONDecodeError

__all__ = ['JSONDecoder', 'JSONDecodeError']
