// CompactFunction (core/support/compact_function.h): std::function's behaviour, with small
// trivially copyable targets stored inline and larger or non-trivial ones on the heap.
#include <doctest/doctest.h>

#include <functional>
#include <memory>
#include <string>

#include "core/support/compact_function.h"

using tfplay::CompactFunction;

TEST_CASE("CompactFunction: empty, captureless, capturing and heap targets") {
  CompactFunction<int(int)> empty;
  CHECK_FALSE(empty);
  CHECK(empty == nullptr);
  CHECK_THROWS_AS(empty(1), std::bad_function_call);

  CompactFunction<int(int)> twice = [](int x) { return 2 * x; };
  CHECK(twice != nullptr);
  CHECK(twice(21) == 42);

  int offset = 5;
  CompactFunction<int(int)> add = [offset](int x) { return x + offset; };  // inline: one int
  CHECK(add(1) == 6);

  // A capture that is not trivially copyable lives on the heap; copies are independent.
  auto text = std::make_shared<std::string>("ab");
  CompactFunction<std::string(const std::string&)> append = [text](const std::string& s) { return *text + s; };
  CHECK(append("c") == "abc");
  CHECK(text.use_count() == 2);
  {
    CompactFunction<std::string(const std::string&)> copy = append;
    CHECK(text.use_count() == 3);
    CHECK(copy("d") == "abd");
  }
  CHECK(text.use_count() == 2);
  CompactFunction<std::string(const std::string&)> moved = std::move(append);
  CHECK_FALSE(append);  // NOLINT: a moved-from one is empty
  CHECK(text.use_count() == 2);
  CHECK(moved("e") == "abe");
  moved = nullptr;
  CHECK(text.use_count() == 1);
}

TEST_CASE("CompactFunction: a large trivially copyable target, mutable lambdas, void results, assignment") {
  struct Big {
    long long a, b, c, d;
    long long operator()() const { return a + b + c + d; }
  };
  CompactFunction<long long()> big = Big{1, 2, 3, 4};  // larger than the inline storage
  CompactFunction<long long()> big_copy = big;
  CHECK(big() == 10);
  CHECK(big_copy() == 10);

  int calls = 0;
  CompactFunction<void()> count = [&calls] { ++calls; };
  count();
  count();
  CHECK(calls == 2);

  CompactFunction<int()> counter = [n = 0]() mutable { return ++n; };
  CHECK(counter() == 1);
  CompactFunction<int()> counter_copy = counter;  // the copy starts from the state at the copy
  CHECK(counter() == 2);
  CHECK(counter_copy() == 2);

  CompactFunction<int(int)> f = [](int x) { return x; };
  f = [](int x) { return -x; };
  CHECK(f(3) == -3);
  CompactFunction<int(int)> g = std::function<int(int)>([](int x) { return x * x; });
  f = g;
  CHECK(f(4) == 16);
  f.swap(g);
  CHECK(f(5) == 25);
}
