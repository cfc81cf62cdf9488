// AttrMap, TypeObject (MRO), DictObject and the other out-of-line object members.
#include "core/python/object.h"

#include <algorithm>
#include <atomic>

#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::py {

Object* AttrMap::find(const std::string& name) const {
  auto it = index_.find(name);
  return it == index_.end() ? nullptr : entries_[it->second].second.get();
}

std::uint64_t AttrMap::next_version() {
  static std::atomic<std::uint64_t> counter{0};
  return counter.fetch_add(1, std::memory_order_relaxed) + 1;
}

std::ptrdiff_t AttrMap::index_of(const std::string& name) const {
  auto it = index_.find(name);
  return it == index_.end() ? -1 : static_cast<std::ptrdiff_t>(it->second);
}

Ref AttrMap::get(const std::string& name) const {
  auto it = index_.find(name);
  return it == index_.end() ? nullptr : entries_[it->second].second;
}

void AttrMap::set(const std::string& name, Ref value) {
  if (mirror_) mirror_->set_local(Str(name), value);
  set_local(name, std::move(value));
}

bool AttrMap::erase(const std::string& name) {
  if (mirror_) mirror_->erase_local(Str(name));
  return erase_local(name);
}

void AttrMap::clear_local() {
  if (entries_.empty()) return;
  entries_.clear();
  index_.clear();
  version_ = next_version();
}

void AttrMap::set_local(const std::string& name, Ref value) {
  auto it = index_.find(name);
  if (it != index_.end()) {
    entries_[it->second].second = std::move(value);
    return;
  }
  index_.emplace(name, entries_.size());
  entries_.emplace_back(name, std::move(value));
  version_ = next_version();
}

bool AttrMap::erase_local(const std::string& name) {
  auto it = index_.find(name);
  if (it == index_.end()) return false;
  entries_[it->second].second = nullptr;
  index_.erase(it);
  version_ = next_version();
  return true;
}

Ref CallArgs::kwarg(std::string_view name) const {
  for (const auto& [k, v] : kwargs)
    if (k == name) return v;
  return nullptr;
}

Object* TypeObject::lookup(const std::string& attr) const {
  for (const TypeObject* t : mro)
    if (Object* o = t->attrs.find(attr)) return o;
  return nullptr;
}

bool TypeObject::is_subtype_of(const TypeObject* other) const {
  return std::find(mro.begin(), mro.end(), other) != mro.end();
}

TypeObject::~TypeObject() {
  for (const TypeRef& b : bases) std::erase(b->subclasses, this);
}

void TypeObject::compute_mro() {
  // mro_implementation's check_duplicates comes first: "duplicate base class C".
  for (std::size_t i = 0; i < bases.size(); ++i)
    for (std::size_t j = i + 1; j < bases.size(); ++j)
      if (bases[i] == bases[j]) raise_type_error("duplicate base class " + bases[i]->name);
  for (const TypeRef& b : bases)
    if (std::find(b->subclasses.begin(), b->subclasses.end(), this) == b->subclasses.end()) b->subclasses.push_back(this);
  // C3 linearization (Python's MRO algorithm).
  std::vector<std::vector<TypeObject*>> seqs;
  for (const TypeRef& b : bases) seqs.push_back(b->mro);
  std::vector<TypeObject*> direct;
  for (const TypeRef& b : bases) direct.push_back(b.get());
  seqs.push_back(direct);
  std::vector<TypeObject*> result{this};
  for (;;) {
    seqs.erase(std::remove_if(seqs.begin(), seqs.end(), [](auto& s) { return s.empty(); }),
               seqs.end());
    if (seqs.empty()) break;
    TypeObject* candidate = nullptr;
    for (auto& s : seqs) {
      TypeObject* head = s.front();
      bool in_tail = std::any_of(seqs.begin(), seqs.end(), [&](auto& other) {
        return std::find(other.begin() + 1, other.end(), head) != other.end();
      });
      if (!in_tail) {
        candidate = head;
        break;
      }
    }
    if (!candidate) {
      std::string names;
      for (const TypeRef& b : bases) names += (names.empty() ? "" : ", ") + b->name;
      raise_type_error("Cannot create a consistent method resolution order (MRO) for bases " +
                       names);
    }
    result.push_back(candidate);
    for (auto& s : seqs)
      if (s.front() == candidate) s.erase(s.begin());
  }
  mro = std::move(result);
  // mro_hierarchy: a class whose bases changed passes its new MRO on (the subclasses' MROs
  // were consistent with the old one; C3 keeps them consistent with any new one that is).
  for (TypeObject* sub : subclasses) sub->compute_mro();
}

std::size_t DictObject::find_index(const Ref& key, std::size_t h) const {
  auto [lo, hi] = index.equal_range(h);
  for (auto it = lo; it != hi; ++it) {
    const Entry& e = entries[it->second];
    if (e.key && (e.key == key || eq(e.key, key))) return it->second;
  }
  return entries.size();
}

Ref DictObject::get(const Ref& key) const {
  std::size_t i = find_index(key, hash(key));
  return i == entries.size() ? nullptr : entries[i].value;
}

namespace {
// The AttrMap a dict mirrors into (an object's __dict__ or a block's namespace), or null.
AttrMap* mirrored_map(const DictObject& d, std::shared_ptr<void>& keep) {
  if (Ref owner = d.attrs_owner.lock(); owner && owner->dict) {
    keep = owner;
    return owner->dict.get();
  }
  if (d.attrs_map && (keep = d.attrs_scope.lock())) return d.attrs_map;
  return nullptr;
}
}  // namespace

void DictObject::set(const Ref& key, Ref value) {
  std::shared_ptr<void> keep;
  if (AttrMap* m = mirrored_map(*this, keep); m && isinstance(key.get(), T().str))
    m->set_local(static_cast<StrObject*>(key.get())->value, value);
  set_local(key, std::move(value));
}

bool DictObject::erase(const Ref& key) {
  std::shared_ptr<void> keep;
  if (AttrMap* m = mirrored_map(*this, keep); m && isinstance(key.get(), T().str))
    m->erase_local(static_cast<StrObject*>(key.get())->value);
  return erase_local(key);
}

void DictObject::clear() {
  std::shared_ptr<void> keep;
  if (AttrMap* m = mirrored_map(*this, keep)) m->clear_local();
  entries.clear();
  index.clear();
  live = 0;
}

void DictObject::set_local(const Ref& key, Ref value) {
  std::size_t h = hash(key);
  std::size_t i = find_index(key, h);
  if (i != entries.size()) {
    entries[i].value = std::move(value);
    return;
  }
  index.emplace(h, entries.size());
  entries.push_back({key, std::move(value), h});
  ++live;
}

bool DictObject::erase_local(const Ref& key) {
  std::size_t h = hash(key);
  std::size_t i = find_index(key, h);
  if (i == entries.size()) return false;
  auto [lo, hi] = index.equal_range(h);
  for (auto it = lo; it != hi; ++it)
    if (it->second == i) {
      index.erase(it);
      break;
    }
  entries[i].key = nullptr;
  entries[i].value = nullptr;
  --live;
  return true;
}

namespace trashcan {

thread_local int depth = 0;

namespace {
// Objects whose destruction was deferred; their use count is 0 but their storage is kept by
// the weak reference enable_shared_from_this holds until the destructor has run.
thread_local std::vector<Object*> pending;
}  // namespace

void destroy(Object* o) noexcept {
  if (depth >= kTrashcanDepth) {
    pending.push_back(o);
    return;
  }
  ++depth;
  o->~Object();  // virtual: destroys the complete object
  --depth;
  if (depth > 0) return;
  // The outermost destruction frees what was deferred, one object at a time (each may defer
  // more, never nesting deeper than kTrashcanDepth).
  while (!pending.empty()) {
    Object* next = pending.back();
    pending.pop_back();
    // Hold the storage until ~Object has returned: without this weak reference, the object's
    // own weak_this would free it while its destructor is still running.
    std::weak_ptr<Object> storage = next->weak_from_this();
    ++depth;
    next->~Object();
    --depth;
  }
}

}  // namespace trashcan

SetObject::SetObject(TypeObject* type) : Object(type), table(Dict()) {}

std::int64_t RangeObject::length() const {
  if (step > 0 && start < stop) return (stop - start - 1) / step + 1;
  if (step < 0 && start > stop) return (start - stop - 1) / (-step) + 1;
  return 0;
}

}  // namespace tfplay::py
