#include "core/tensor/string_hash.h"

#include <cstring>
#include <utility>

namespace tfplay::tensor {

namespace {

// Little-endian loads (TF's hashes read bytes in little-endian order on every platform).
uint64_t load64(const char* p) {
  uint64_t v = 0;
  for (int i = 7; i >= 0; --i) v = (v << 8) | static_cast<unsigned char>(p[i]);
  return v;
}

uint32_t load32(const char* p) {
  uint32_t v = 0;
  for (int i = 3; i >= 0; --i) v = (v << 8) | static_cast<unsigned char>(p[i]);
  return v;
}

uint64_t rotr(uint64_t v, int shift) { return shift == 0 ? v : (v >> shift) | (v << (64 - shift)); }
uint64_t rotl(uint64_t v, int shift) { return (v << shift) | (v >> (64 - shift)); }

// ---- FarmHash (farmhashna) ----
constexpr uint64_t k0 = 0xc3a5c85c97cb3127ULL;
constexpr uint64_t k1 = 0xb492b66fbe98f273ULL;
constexpr uint64_t k2 = 0x9ae16a3b2f90404fULL;

uint64_t shift_mix(uint64_t v) { return v ^ (v >> 47); }

uint64_t hash_len16(uint64_t u, uint64_t v, uint64_t mul) {
  uint64_t a = (u ^ v) * mul;
  a ^= a >> 47;
  uint64_t b = (v ^ a) * mul;
  b ^= b >> 47;
  return b * mul;
}

uint64_t hash_len0to16(const char* s, uint64_t len) {
  if (len >= 8) {
    const uint64_t mul = k2 + len * 2;
    const uint64_t a = load64(s) + k2;
    const uint64_t b = load64(s + len - 8);
    const uint64_t c = rotr(b, 37) * mul + a;
    const uint64_t d = (rotr(a, 25) + b) * mul;
    return hash_len16(c, d, mul);
  }
  if (len >= 4) {
    const uint64_t mul = k2 + len * 2;
    const uint64_t a = load32(s);
    return hash_len16(len + (a << 3), load32(s + len - 4), mul);
  }
  if (len > 0) {
    const uint8_t a = static_cast<uint8_t>(s[0]), b = static_cast<uint8_t>(s[len >> 1]), c = static_cast<uint8_t>(s[len - 1]);
    const uint32_t y = static_cast<uint32_t>(a) + (static_cast<uint32_t>(b) << 8);
    const uint32_t z = static_cast<uint32_t>(len) + (static_cast<uint32_t>(c) << 2);
    return shift_mix(y * k2 ^ z * k0) * k2;
  }
  return k2;
}

uint64_t hash_len17to32(const char* s, uint64_t len) {
  const uint64_t mul = k2 + len * 2;
  const uint64_t a = load64(s) * k1;
  const uint64_t b = load64(s + 8);
  const uint64_t c = load64(s + len - 8) * mul;
  const uint64_t d = load64(s + len - 16) * k2;
  return hash_len16(rotr(a + b, 43) + rotr(c, 30) + d, a + rotr(b + k2, 18) + c, mul);
}

uint64_t hash_len33to64(const char* s, uint64_t len) {
  const uint64_t mul = k2 + len * 2;
  const uint64_t a = load64(s) * k2;
  const uint64_t b = load64(s + 8);
  const uint64_t c = load64(s + len - 8) * mul;
  const uint64_t d = load64(s + len - 16) * k2;
  const uint64_t y = rotr(a + b, 43) + rotr(c, 30) + d;
  const uint64_t z = hash_len16(y, a + rotr(b + k2, 18) + c, mul);
  const uint64_t e = load64(s + 16) * mul;
  const uint64_t f = load64(s + 24);
  const uint64_t g = (y + load64(s + len - 32)) * mul;
  const uint64_t h = (z + load64(s + len - 24)) * mul;
  return hash_len16(rotr(e + f, 43) + rotr(g, 30) + h, e + rotr(f + a, 18) + g, mul);
}

// Two 64-bit halves mixed from the 32 bytes at `s` and two seeds.
std::pair<uint64_t, uint64_t> weak_hash32(const char* s, uint64_t a, uint64_t b) {
  const uint64_t w = load64(s), x = load64(s + 8), y = load64(s + 16), z = load64(s + 24);
  a += w;
  b = rotr(b + a + z, 21);
  const uint64_t c = a;
  a += x;
  a += y;
  b += rotr(a, 44);
  return {a + z, b + c};
}

}  // namespace

uint64_t fingerprint64(std::string_view str) {
  const char* s = str.data();
  const uint64_t len = str.size();
  if (len <= 16) return hash_len0to16(s, len);
  if (len <= 32) return hash_len17to32(s, len);
  if (len <= 64) return hash_len33to64(s, len);
  constexpr uint64_t seed = 81;
  uint64_t x = seed, y = seed * k1 + 113, z = shift_mix(y * k2 + 113) * k2;
  std::pair<uint64_t, uint64_t> v{0, 0}, w{0, 0};
  x = x * k2 + load64(s);
  const char* end = s + ((len - 1) / 64) * 64;
  const char* last64 = end + ((len - 1) & 63) - 63;
  do {
    x = rotr(x + y + v.first + load64(s + 8), 37) * k1;
    y = rotr(y + v.second + load64(s + 48), 42) * k1;
    x ^= w.second;
    y += v.first + load64(s + 40);
    z = rotr(z + w.first, 33) * k1;
    v = weak_hash32(s, v.second * k1, x + w.first);
    w = weak_hash32(s + 32, z + w.second, y + load64(s + 16));
    std::swap(z, x);
    s += 64;
  } while (s != end);
  const uint64_t mul = k1 + ((z & 0xff) << 1);
  s = last64;
  w.first += ((len - 1) & 63);
  v.first += w.first;
  w.first += v.first;
  x = rotr(x + y + v.first + load64(s + 8), 37) * mul;
  y = rotr(y + v.second + load64(s + 48), 42) * mul;
  x ^= w.second * 9;
  y += v.first * 9 + load64(s + 40);
  z = rotr(z + w.first, 33) * mul;
  v = weak_hash32(s, v.second * mul, x + w.first);
  w = weak_hash32(s + 32, z + w.second, y + load64(s + 16));
  std::swap(z, x);
  return hash_len16(hash_len16(v.first, w.first, mul) + shift_mix(y) * k0 + z, hash_len16(v.second, w.second, mul) + x, mul);
}

uint64_t sip_hash(uint64_t key0, uint64_t key1, std::string_view str) {
  uint64_t v0 = 0x736f6d6570736575ULL ^ key0, v1 = 0x646f72616e646f6dULL ^ key1;
  uint64_t v2 = 0x6c7967656e657261ULL ^ key0, v3 = 0x7465646279746573ULL ^ key1;
  auto rounds = [&](int n) {
    for (int i = 0; i < n; ++i) {
      v0 += v1;
      v1 = rotl(v1, 13);
      v1 ^= v0;
      v0 = rotl(v0, 32);
      v2 += v3;
      v3 = rotl(v3, 16);
      v3 ^= v2;
      v0 += v3;
      v3 = rotl(v3, 21);
      v3 ^= v0;
      v2 += v1;
      v1 = rotl(v1, 17);
      v1 ^= v2;
      v2 = rotl(v2, 32);
    }
  };
  auto absorb = [&](uint64_t m) {
    v3 ^= m;
    rounds(2);
    v0 ^= m;
  };
  const std::size_t full = str.size() / 8 * 8;
  for (std::size_t i = 0; i < full; i += 8) absorb(load64(str.data() + i));
  // The last packet: the remaining bytes, zero-padded, with the length's low byte on top.
  uint64_t last = static_cast<uint64_t>(str.size() & 0xff) << 56;
  for (std::size_t i = full; i < str.size(); ++i) last |= static_cast<uint64_t>(static_cast<unsigned char>(str[i])) << (8 * (i - full));
  absorb(last);
  v2 ^= 0xff;
  rounds(4);
  return v0 ^ v1 ^ v2 ^ v3;
}

uint64_t legacy_hash64(std::string_view str) {
  constexpr uint64_t m = 0xc6a4a7935bd1e995ULL;
  constexpr int r = 47;
  const char* data = str.data();
  std::size_t n = str.size();
  uint64_t h = 0xDECAFCAFFEULL ^ (n * m);
  while (n >= 8) {
    uint64_t k = load64(data);
    data += 8;
    n -= 8;
    k *= m;
    k ^= k >> r;
    k *= m;
    h ^= k;
    h *= m;
  }
  if (n > 0) {
    for (std::size_t i = n; i-- > 0;) h ^= static_cast<uint64_t>(static_cast<unsigned char>(data[i])) << (8 * i);
    h *= m;
  }
  h ^= h >> r;
  h *= m;
  h ^= h >> r;
  return h;
}

}  // namespace tfplay::tensor
