# io for tfplay: open() and the file classes of _io (written over the run's in-memory file
# system), under the names CPython 3.12's Lib/io.py gives them.
from _io import (DEFAULT_BUFFER_SIZE, SEEK_CUR, SEEK_END, SEEK_SET, BufferedRandom, BufferedReader,
                 BufferedWriter, BytesIO, FileIO, StringIO, TextIOWrapper, UnsupportedOperation, open,
                 text_encoding, _IOBase, _RawIOBase, _BufferedIOBase, _TextIOBase)

__all__ = ["BlockingIOError", "open", "open_code", "IOBase", "RawIOBase", "FileIO", "BytesIO", "StringIO",
           "BufferedIOBase", "BufferedReader", "BufferedWriter", "BufferedRWPair", "BufferedRandom",
           "TextIOBase", "TextIOWrapper", "UnsupportedOperation", "SEEK_SET", "SEEK_CUR", "SEEK_END",
           "DEFAULT_BUFFER_SIZE", "text_encoding", "IncrementalNewlineDecoder"]

IOBase = _IOBase
RawIOBase = _RawIOBase
BufferedIOBase = _BufferedIOBase
TextIOBase = _TextIOBase
open_code = open
