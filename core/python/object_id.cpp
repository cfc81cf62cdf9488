// Deterministic object ids (object_id.h).
#include "core/python/object_id.h"

#include <cstdio>
#include <memory>
#include <unordered_map>

namespace tfplay::py {

namespace {

constexpr std::uint64_t kBase = 0x7f0000000000ULL;
constexpr std::uint64_t kStep = 0x10;

struct Entry {
  std::weak_ptr<const Object> owner;  // tells a live object from a new one at a reused address
  std::uint64_t id;
};

struct IdTable {
  std::unordered_map<const Object*, Entry> ids;
  std::uint64_t next = 1;
};

IdTable& table() {
  thread_local IdTable t;
  return t;
}

bool owned(const std::weak_ptr<const Object>& w) {
  std::weak_ptr<const Object> empty;
  return w.owner_before(empty) || empty.owner_before(w);
}

}  // namespace

std::uint64_t object_id(const Object* o) {
  IdTable& t = table();
  std::weak_ptr<const Object> w = o->weak_from_this();
  auto it = t.ids.find(o);
  if (it != t.ids.end()) {
    // Same address: the same object unless the one numbered there has died.
    bool same = owned(w) ? !it->second.owner.expired() && !w.owner_before(it->second.owner) &&
                               !it->second.owner.owner_before(w)
                         : true;
    if (same) return it->second.id;
  }
  std::uint64_t id = kBase + kStep * t.next++;
  t.ids[o] = Entry{w, id};
  return id;
}

std::string address_text(const Object* o) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(object_id(o)));
  return buf;
}

void reset_object_ids() { table() = IdTable{}; }

}  // namespace tfplay::py
