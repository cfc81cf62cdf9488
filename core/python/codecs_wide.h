// The UTF-16 and UTF-32 codecs of str.encode / bytes.decode (CPython 3.12's
// Objects/unicodeobject.c _PyUnicode_EncodeUTF16/32 and PyUnicode_DecodeUTF16/32Stateful),
// used by codecs.cpp.
#pragma once

#include <cstdint>
#include <string>

namespace tfplay::py {

/// A UTF-16 or UTF-32 codec: `unit` 2 or 4 bytes; `byte_order` -1 little-endian, 1 big-endian,
/// 0 the plain "utf-16"/"utf-32" codec (a BOM, then little-endian, when encoding; the BOM read
/// and stripped when decoding).
struct WideCodec {
  int unit;
  int byte_order;
};

/// `text` (UTF-8 without surrogates, as str holds it) encoded; never fails.
std::string encode_wide(const std::string& text, WideCodec codec);

/// One decoding problem: the byte range [start, end) and CPython's reason ("truncated data",
/// "illegal encoding", "illegal UTF-16 surrogate", "unexpected end of data",
/// "code point not in range(0x110000)", "code point in surrogate code point range(0xd800, 0xe000)").
struct WideDecodeError {
  std::size_t start, end;
  const char* reason;
  const char* encoding;  // as CPython names it in the exception ("utf-16-le", "utf-32-be", ...)
};

/// `data` decoded to UTF-8. At each problem `on_error` gets it and returns the text to put in
/// its place (or raises); decoding resumes at its end.
template <typename OnError> std::string decode_wide(const std::string& data, WideCodec codec, OnError on_error);

/// The non-template core of decode_wide: calls `on_error(err, out)` to append a replacement.
std::string decode_wide_impl(const std::string& data, WideCodec codec,
                             std::string (*on_error)(const WideDecodeError&, void*), void* ctx);

template <typename OnError> std::string decode_wide(const std::string& data, WideCodec codec, OnError on_error) {
  return decode_wide_impl(data, codec, [](const WideDecodeError& e, void* c) { return (*static_cast<OnError*>(c))(e); },
                          &on_error);
}

}  // namespace tfplay::py
