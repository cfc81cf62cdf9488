// The string hashes TF's StringToHashBucket* ops use (tensorflow/core/platform/fingerprint.h,
// strong_hash.h, hash.h), written from the algorithms' published descriptions.
#pragma once

#include <cstdint>
#include <string_view>

namespace tfplay::tensor {

/// FarmHash's Fingerprint64 (farmhashna::Hash64): the hash of StringToHashBucketFast and
/// tf.fingerprint. Fingerprint64("a") == 12917804110809363939.
uint64_t fingerprint64(std::string_view s);

/// SipHash-2-4 keyed by (key0, key1), as highwayhash::SipHash computes it: TF's
/// StrongKeyedHash, the hash of StringToHashBucketStrong.
uint64_t sip_hash(uint64_t key0, uint64_t key1, std::string_view s);

/// TF's legacy Hash64 (core/platform/hash.cc): MurmurHash64A with seed 0xDECAFCAFFE, the hash
/// of StringToHashBucket. Hash64("a") == 2996632905371535868.
uint64_t legacy_hash64(std::string_view s);

}  // namespace tfplay::tensor
