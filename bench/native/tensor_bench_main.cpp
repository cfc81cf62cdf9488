// tfplay_tensor_bench: the native half of npm run bench's kernel table (bench/tensor_bench.mjs).
//
//   tfplay_tensor_bench OP SIZE ITERS REPEATS   ->  prints the seconds per run
// OP is add, mul, sum, matmul, softmax, conv2d or conv2d_1ch (bench/tensor_bench_ops.h). Not part of the tfplay CLI.
#include <cstdio>
#include <exception>
#include <string>

#include "bench/tensor_bench_ops.h"

int main(int argc, char** argv) {
  if (argc != 5) {
    std::fprintf(stderr, "usage: tfplay_tensor_bench add|mul|sum|matmul|softmax|conv2d|conv2d_1ch SIZE ITERS REPEATS\n");
    return 2;
  }
  try {
    const double seconds = tfplay::bench::time_op(argv[1], std::stoll(argv[2]), std::stoi(argv[3]),
                                                  std::stoi(argv[4]));
    std::printf("%.9g\n", seconds);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "tfplay_tensor_bench: %s\n", e.what());
    return 1;
  }
  return 0;
}
