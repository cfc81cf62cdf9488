#include "core/python/fs/memory_fs.h"

#include <algorithm>
#include <chrono>
#include <utility>

namespace tfplay::py::fs {

namespace {
// Linux's errno values (CPython on Linux reports these).
constexpr int kENOENT = 2, kEBADF = 9, kEBUSY = 16, kEEXIST = 17, kENOTDIR = 20, kEISDIR = 21, kEINVAL = 22,
              kENOSPC = 28, kENOTEMPTY = 39;
}  // namespace

const char* strerror_text(int err) {
  switch (err) {
    case kENOENT: return "No such file or directory";
    case kEBADF: return "Bad file descriptor";
    case kEBUSY: return "Device or resource busy";
    case kEEXIST: return "File exists";
    case kENOTDIR: return "Not a directory";
    case kEISDIR: return "Is a directory";
    case kEINVAL: return "Invalid argument";
    case kENOSPC: return "No space left on device";
    case kENOTEMPTY: return "Directory not empty";
    default: return "Unknown error";
  }
}

namespace {
std::int64_t now_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}
}  // namespace

MemoryFs::Node::Node(bool d, std::size_t* bytes, std::size_t* count) : dir(d), used_bytes(bytes), nodes(count) {
  ++*nodes;
  mtime_ns = ctime_ns = atime_ns = now_ns();
}

void MemoryFs::Node::modified() { mtime_ns = ctime_ns = now_ns(); }

void MemoryFs::Node::accessed() const {
  if (atime_ns <= mtime_ns) atime_ns = now_ns();
}

MemoryFs::MemoryFs() : root_(std::make_shared<Node>(true, &used_bytes_, &nodes_)), cwd_(kHome) {
  auto home = std::make_shared<Node>(true, &used_bytes_, &nodes_);
  home->children["user"] = std::make_shared<Node>(true, &used_bytes_, &nodes_);
  root_->children["home"] = home;
  root_->children["tmp"] = std::make_shared<Node>(true, &used_bytes_, &nodes_);
}

MemoryFs::~MemoryFs() {
  handles_.clear();  // the nodes update the counters as they go: free them while those live
  root_.reset();
}

std::string MemoryFs::absolute(const std::string& path) const {
  std::string full = !path.empty() && path[0] == '/' ? path : cwd_ + "/" + path;
  std::vector<std::string> parts;
  std::size_t i = 0;
  while (i <= full.size()) {
    std::size_t j = full.find('/', i);
    if (j == std::string::npos) j = full.size();
    std::string part = full.substr(i, j - i);
    if (part == "..") {
      if (!parts.empty()) parts.pop_back();
    } else if (!part.empty() && part != ".") {
      parts.push_back(std::move(part));
    }
    i = j + 1;
  }
  std::string out;
  for (const std::string& p : parts) out += "/" + p;
  return out.empty() ? "/" : out;
}

MemoryFs::NodeRef MemoryFs::lookup(const std::string& path) const {
  if (path.empty()) return nullptr;  // "" names nothing (ENOENT), not the working directory
  std::string abs = absolute(path);
  NodeRef node = root_;
  std::size_t i = 1;
  while (i < abs.size()) {
    std::size_t j = abs.find('/', i);
    if (j == std::string::npos) j = abs.size();
    if (!node->dir) throw FsError{kENOTDIR, path, {}};
    auto it = node->children.find(abs.substr(i, j - i));
    if (it == node->children.end()) return nullptr;
    node = it->second;
    i = j + 1;
  }
  // "file.txt/" names a directory: a file there is ENOTDIR.
  if (!node->dir && !path.empty() && path.back() == '/') throw FsError{kENOTDIR, path, {}};
  return node;
}

std::pair<MemoryFs::NodeRef, std::string> MemoryFs::parent_of(const std::string& path) const {
  if (path.empty()) throw FsError{kENOENT, path, {}};
  std::string abs = absolute(path);
  std::size_t slash = abs.rfind('/');
  std::string dir = slash == 0 ? "/" : abs.substr(0, slash);
  NodeRef parent = lookup(dir);
  if (!parent) throw FsError{kENOENT, path, {}};
  if (!parent->dir) throw FsError{kENOTDIR, path, {}};
  return {parent, abs.substr(slash + 1)};
}

void MemoryFs::count_node(const std::string& path) {
  if (nodes_ >= kMaxNodes) throw FsError{kENOSPC, path, {}};
}

void MemoryFs::resize(Node& file, std::size_t size, const std::string& path) {
  if (size > file.data.size() && used_bytes_ + (size - file.data.size()) > kMaxBytes) throw FsError{kENOSPC, path, {}};
  used_bytes_ = used_bytes_ - file.data.size() + size;
  file.data.resize(size);
}

void MemoryFs::chdir(const std::string& path) {
  NodeRef node = lookup(path);
  if (!node) throw FsError{kENOENT, path, {}};
  if (!node->dir) throw FsError{kENOTDIR, path, {}};
  cwd_ = absolute(path);
}

std::string MemoryFs::read_file(const std::string& path) const {
  NodeRef node = lookup(path);
  if (!node) throw FsError{kENOENT, path, {}};
  if (node->dir) throw FsError{kEISDIR, path, {}};
  node->accessed();
  return node->data;
}

void MemoryFs::write_file(const std::string& path, const std::string& data) {
  OpenFlags flags;
  flags.write = flags.create = flags.truncate = true;
  int fd = open(path, flags);
  try {
    pwrite(fd, 0, data);
  } catch (...) {
    close(fd);
    throw;
  }
  close(fd);
}

MemoryFs::Kind MemoryFs::kind(const std::string& path) const {
  try {
    NodeRef node = lookup(path);
    return !node ? Kind::Missing : node->dir ? Kind::Dir : Kind::File;
  } catch (const FsError&) {
    return Kind::Missing;
  }
}

std::int64_t MemoryFs::size(const std::string& path) const {
  NodeRef node = lookup(path);
  if (!node) throw FsError{kENOENT, path, {}};
  return node->dir ? 4096 : static_cast<std::int64_t>(node->data.size());
}

MemoryFs::Times MemoryFs::times(const std::string& path) const {
  NodeRef node = lookup(path);
  if (!node) throw FsError{kENOENT, path, {}};
  return Times{node->atime_ns, node->mtime_ns, node->ctime_ns};
}

std::vector<std::string> MemoryFs::listdir(const std::string& path) const {
  NodeRef node = lookup(path);
  if (!node) throw FsError{kENOENT, path, {}};
  if (!node->dir) throw FsError{kENOTDIR, path, {}};
  std::vector<std::string> names;
  for (const auto& entry : node->children) names.push_back(entry.first);
  return names;
}

void MemoryFs::mkdir(const std::string& path) {
  auto [parent, name] = parent_of(path);
  if (name.empty() || parent->children.count(name)) throw FsError{kEEXIST, path, {}};
  count_node(path);
  parent->children[name] = std::make_shared<Node>(true, &used_bytes_, &nodes_);
  parent->modified();
}

void MemoryFs::rmdir(const std::string& path) {
  NodeRef node = lookup(path);
  if (!node) throw FsError{kENOENT, path, {}};
  if (!node->dir) throw FsError{kENOTDIR, path, {}};
  if (absolute(path) == "/") throw FsError{kEBUSY, path, {}};
  if (!node->children.empty()) throw FsError{kENOTEMPTY, path, {}};
  auto [parent, name] = parent_of(path);
  parent->children.erase(name);
  parent->modified();
}

void MemoryFs::unlink(const std::string& path) {
  NodeRef node = lookup(path);
  if (!node) throw FsError{kENOENT, path, {}};
  if (node->dir) throw FsError{kEISDIR, path, {}};
  auto [parent, name] = parent_of(path);
  parent->children.erase(name);
  parent->modified();
}

void MemoryFs::rename(const std::string& from, const std::string& to) {
  NodeRef node;
  try {
    node = lookup(from);
  } catch (FsError& e) {
    throw FsError{e.err, from, to};
  }
  if (!node) throw FsError{kENOENT, from, to};
  std::string abs_from = absolute(from), abs_to = absolute(to);
  if (node->dir && (abs_to + "/").compare(0, abs_from.size() + 1, abs_from + "/") == 0 && abs_to != abs_from)
    throw FsError{kEINVAL, from, to};
  std::pair<NodeRef, std::string> target;
  try {
    target = parent_of(to);
  } catch (FsError& e) {
    throw FsError{e.err, from, to};
  }
  auto& [parent, name] = target;
  if (auto it = parent->children.find(name); it != parent->children.end()) {
    if (it->second == node) return;
    if (it->second->dir && !node->dir) throw FsError{kEISDIR, from, to};
    if (!it->second->dir && node->dir) throw FsError{kENOTDIR, from, to};
    if (it->second->dir && !it->second->children.empty()) throw FsError{kENOTEMPTY, from, to};
  }
  auto [old_parent, old_name] = parent_of(from);
  parent->children[name] = node;
  old_parent->children.erase(old_name);
  parent->modified();
  old_parent->modified();
  node->ctime_ns = parent->mtime_ns;  // a rename changes the inode's ctime
}

int MemoryFs::open(const std::string& path, const OpenFlags& flags) {
  NodeRef node = lookup(path);
  if (node && flags.create && flags.exclusive) throw FsError{kEEXIST, path, {}};
  if (node && node->dir) throw FsError{kEISDIR, path, {}};  // Python's FileIO refuses to open one for reading too
  if (!node) {
    if (!flags.create) throw FsError{kENOENT, path, {}};
    auto [parent, name] = parent_of(path);
    if (name.empty()) throw FsError{kEISDIR, path, {}};
    count_node(path);
    node = std::make_shared<Node>(false, &used_bytes_, &nodes_);
    parent->children[name] = node;
    parent->modified();
  }
  if (flags.truncate) {
    resize(*node, 0, path);
    node->modified();
  }
  int fd = next_fd_++;
  handles_[fd] = Handle{node, flags};
  return fd;
}

const MemoryFs::Handle& MemoryFs::handle(int fd) const {
  auto it = handles_.find(fd);
  if (it == handles_.end()) throw FsError{kEBADF, {}, {}};
  return it->second;
}

std::string MemoryFs::pread(int fd, std::int64_t pos, std::int64_t n) const {
  const Node& file = *handle(fd).node;
  file.accessed();
  const std::string& data = file.data;
  if (pos < 0 || static_cast<std::size_t>(pos) >= data.size()) return {};
  std::size_t count = n < 0 ? std::string::npos : static_cast<std::size_t>(n);
  return data.substr(static_cast<std::size_t>(pos), count);
}

std::int64_t MemoryFs::pwrite(int fd, std::int64_t pos, const std::string& data) {
  const Handle& h = handle(fd);
  Node& file = *h.node;
  std::size_t at = h.flags.append ? file.data.size() : static_cast<std::size_t>(std::max<std::int64_t>(pos, 0));
  if (at + data.size() > file.data.size()) resize(file, at + data.size(), {});
  std::copy(data.begin(), data.end(), file.data.begin() + static_cast<std::ptrdiff_t>(at));
  file.modified();
  return static_cast<std::int64_t>(at + data.size());
}

std::int64_t MemoryFs::fsize(int fd) const { return static_cast<std::int64_t>(handle(fd).node->data.size()); }

void MemoryFs::ftruncate(int fd, std::int64_t size) {
  if (size < 0) throw FsError{kEINVAL, {}, {}};
  resize(*handle(fd).node, static_cast<std::size_t>(size), {});
  handle(fd).node->modified();
}

void MemoryFs::close(int fd) { handles_.erase(fd); }

namespace {
thread_local MemoryFs* installed = nullptr;
}  // namespace

MemoryFs& current() {
  if (installed) return *installed;
  thread_local MemoryFs fallback;  // an interpreter made without a session (unit tests)
  return fallback;
}

RunFileSystem::RunFileSystem() : fs_(std::make_unique<MemoryFs>()), previous_(installed) { installed = fs_.get(); }

RunFileSystem::~RunFileSystem() { installed = previous_; }

MemoryFs* exchange_installed(MemoryFs* fs) { return std::exchange(installed, fs); }

}  // namespace tfplay::py::fs
