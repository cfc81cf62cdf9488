// Text encodings for str.encode and bytes.decode: UTF-8, UTF-16, UTF-32, ASCII and Latin-1 with CPython 3.12's
// error handlers and exceptions (Objects/unicodeobject.c, Python/codecs.c).
#pragma once

#include <string>
#include <string_view>

namespace tfplay::py {

/// `text` (UTF-8, as str holds it) encoded with `encoding` ("utf-8", "utf-16", "utf-16-le",
/// "utf-16-be", "utf-32", "utf-32-le", "utf-32-be", "ascii", "latin-1" and
/// their aliases, matched as CPython normalises names). `errors` is one of "strict", "ignore",
/// "replace", "backslashreplace", "xmlcharrefreplace". Raises UnicodeEncodeError (a run of
/// unencodable characters, as CPython reports it), LookupError for an unknown encoding or, when
/// an error happens, an unknown handler, and NotImplementedError for a real codec tfplay lacks.
std::string encode_text(const std::string& text, std::string_view encoding, std::string_view errors);

/// `data` decoded with `encoding` into UTF-8. `errors`: "strict", "ignore", "replace" (one
/// U+FFFD per maximal invalid subpart, as CPython), "backslashreplace". Raises
/// UnicodeDecodeError with CPython's reasons ("invalid start byte", "invalid continuation
/// byte", "unexpected end of data", "ordinal not in range(128)"), LookupError, or
/// NotImplementedError as encode_text does.
std::string decode_bytes(const std::string& data, std::string_view encoding, std::string_view errors);

}  // namespace tfplay::py
