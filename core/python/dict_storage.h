// The storage rules DictObject's users share: when erased entries are dropped, and who may
// keep an entry position across a change.
//
// A dict drops its erased entries when its index grows (as dictobject.c's insertion_resize
// drops dummies: the rebuilt table holds the live entries only), so churn does not grow it.
// An iterator walks entry positions, so while one is alive over a dict the positions stay as
// they are (it then sees exactly what it would have seen without the drop). A set's table
// keeps its erased entries for set_order.cpp, which replaces its history by a snapshot.
#pragma once

#include "core/python/object.h"

namespace tfplay::py {

/// Keeps the entry positions of a dict while it (or a copy of it) lives: a dict iterator's.
class PositionHold {
 public:
  explicit PositionHold(const DictObject& d) : dict_(&d) { hold(); }
  PositionHold(const PositionHold& other) : dict_(other.dict_) { hold(); }
  PositionHold(PositionHold&& other) noexcept : dict_(other.dict_) { other.dict_ = nullptr; }
  PositionHold& operator=(const PositionHold&) = delete;
  ~PositionHold() {
    if (dict_) release();
  }

 private:
  void hold();
  void release();
  const DictObject* dict_;
};
/// Whether a PositionHold of `d` is alive.
bool positions_held(const DictObject& d);
/// Rebuilds `d.index` for `d.entries` (after its entries were rewritten), from the stored hashes.
void reindex(DictObject& d);

}  // namespace tfplay::py
