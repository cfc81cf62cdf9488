// Exports for npm run bench and the memory tests, next to the session bindings:
//
//   engine.benchOp(op, size, iters, repeats)  // seconds per eager run (bench/tensor_bench_ops.h)
//   engine.tensorMemoryStats()                // {liveBuffers, liveBytes}: tensors alive now
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include "bench/tensor_bench_ops.h"
#include "core/tensor/tensor.h"

namespace {

emscripten::val tensor_memory_stats() {
  const tfplay::tensor::TensorMemoryStats stats = tfplay::tensor::tensor_memory_stats();
  emscripten::val out = emscripten::val::object();
  out.set("liveBuffers", static_cast<double>(stats.live_buffers));
  out.set("liveBytes", static_cast<double>(stats.live_bytes));
  return out;
}

double bench_op(const std::string& op, double size, int iters, int repeats) {
  return tfplay::bench::time_op(op, static_cast<int64_t>(size), iters, repeats);
}

}  // namespace

EMSCRIPTEN_BINDINGS(tfplay_bench) {
  emscripten::function("benchOp", &bench_op);
  emscripten::function("tensorMemoryStats", &tensor_memory_stats);
}
