// Replays CPython's set_add_entry / set_table_resize to find a set's iteration order.
#include "core/python/set_order.h"

namespace tfplay::py {

namespace {

constexpr std::size_t kMinSize = 8;       // PySet_MINSIZE
constexpr std::size_t kLinearProbes = 9;  // LINEAR_PROBES
constexpr unsigned kPerturbShift = 5;     // PERTURB_SHIFT

struct Table {
  std::vector<int> slots;  // index into the key list, -1 when empty
  std::size_t mask;

  explicit Table(std::size_t size) : slots(size, -1), mask(size - 1) {}

  void insert(int key, std::size_t hash) {
    std::size_t perturb = hash;
    std::size_t i = hash & mask;
    for (;;) {
      std::size_t probes = (i + kLinearProbes <= mask) ? kLinearProbes : 0;
      std::size_t entry = i;
      for (std::size_t k = 0; k <= probes; ++k, ++entry) {
        if (slots[entry] < 0) {
          slots[entry] = key;
          return;
        }
      }
      perturb >>= kPerturbShift;
      i = (i * 5 + 1 + perturb) & mask;
    }
  }
};

}  // namespace

std::vector<Ref> cpython_set_order(const DictObject& d) {
  std::vector<const DictObject::Entry*> keys;
  for (const auto& e : d.entries)
    if (e.key) keys.push_back(&e);
  std::vector<Ref> out;
  if (keys.size() <= 1) {
    for (const auto* e : keys) out.push_back(e->key);
    return out;
  }
  Table table(kMinSize);
  std::size_t used = 0;
  for (std::size_t k = 0; k < keys.size(); ++k) {
    table.insert(static_cast<int>(k), keys[k]->hash);
    ++used;
    if (used * 5 < table.mask * 3) continue;
    // set_table_resize: the smallest power of two above used*4, reinserting in slot order.
    std::size_t minused = used > 50000 ? used * 2 : used * 4;
    std::size_t size = kMinSize;
    while (size <= minused) size <<= 1;
    Table bigger(size);
    for (int slot : table.slots)
      if (slot >= 0) bigger.insert(slot, keys[static_cast<std::size_t>(slot)]->hash);
    table = std::move(bigger);
  }
  for (int slot : table.slots)
    if (slot >= 0) out.push_back(keys[static_cast<std::size_t>(slot)]->key);
  return out;
}

}  // namespace tfplay::py
