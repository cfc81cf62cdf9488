// The string hashes of core/tensor/string_hash.cpp against published test vectors: TF's
// string_to_hash_bucket_op_test.py (Fingerprint64, StrongKeyedHash with key [98765, 132],
// Hash64 of "a".."c") and FarmHash's own farmhashna::Hash64 vectors for every length branch
// (0-16, 17-32, 33-64 and the 64-byte loop).
#include <doctest/doctest.h>

#include "core/tensor/string_hash.h"

using namespace tfplay::tensor;

TEST_CASE("Fingerprint64 matches TF's and FarmHash's test vectors") {
  CHECK(fingerprint64("") == 0x9ae16a3b2f90404fULL);
  CHECK(fingerprint64("a") == 12917804110809363939ULL);
  CHECK(fingerprint64("b") == 11795596070477164822ULL);
  CHECK(fingerprint64("c") == 11430444447143000872ULL);
  CHECK(fingerprint64("d") == 4470636696479570465ULL);
  CHECK(fingerprint64("0123456789=012345") == 0x46a7416ed4861e3bULL);
  CHECK(fingerprint64("Discard medicine more than two years old.") == 0xe8f89ab6df9bdd25ULL);
  CHECK(fingerprint64("For every action there is an equal and opposite government program.") == 0x55182f8859eca4ceULL);
  CHECK(fingerprint64("There is no reason for any individual to have a computer in their home. -Ken Olsen, 1977") ==
        0x7e85d7b050ed2967ULL);
}

TEST_CASE("SipHash and the legacy Hash64 match TF's StringToHashBucket tests") {
  CHECK(sip_hash(98765, 132, "a") == 7157389809176466784ULL);
  CHECK(sip_hash(98765, 132, "b") == 15805638358933211562ULL);
  CHECK(sip_hash(98765, 132, "c") == 18100027895074076528ULL);
  CHECK(legacy_hash64("a") == 2996632905371535868ULL);
  CHECK(legacy_hash64("b") == 5795986006276551370ULL);
  CHECK(legacy_hash64("c") == 14899841994519054197ULL);
}
