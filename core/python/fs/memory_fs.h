// The run's file system: an in-memory POSIX-like tree of directories and files that starts
// empty for every run and lives only as long as it. Python's open() and os functions, NumPy's
// save/load, tf.io and Keras's saving all read and write it through this one class, so path
// resolution, errno choices and the size cap live here only.
//
// The tree holds `/`, `/tmp` and the working directory `/home/user` (empty), as a fresh Linux
// account's home would be. Contents are capped at kMaxBytes bytes in at most kMaxNodes entries:
// past either, a write fails with ENOSPC ("No space left on device"), as a full disk does, so a
// program cannot exhaust the page's memory through files.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace tfplay::py::fs {

/// A failed file-system call: the Linux errno and the path(s) as the caller gave them.
struct FsError {
  int err;
  std::string path;
  std::string path2;  // rename's destination; empty otherwise
};

/// Linux's strerror text for the errno values the file system uses ("No such file or directory").
const char* strerror_text(int err);

/// What open() asks for: how the file is found or made, and what the handle may do.
struct OpenFlags {
  bool read = false;
  bool write = false;
  bool append = false;    // every write goes to the end
  bool create = false;    // make the file when missing
  bool exclusive = false; // fail with EEXIST when it exists
  bool truncate = false;  // empty it
};

class MemoryFs {
 public:
  static constexpr std::size_t kMaxBytes = 64u << 20;  // file contents, all files together
  static constexpr std::size_t kMaxNodes = 10000;      // files and directories
  static constexpr const char* kHome = "/home/user";

  MemoryFs();
  ~MemoryFs();
  MemoryFs(const MemoryFs&) = delete;
  MemoryFs& operator=(const MemoryFs&) = delete;

  /// The absolute, normalized form of `path` (relative ones start at the working directory).
  std::string absolute(const std::string& path) const;
  const std::string& cwd() const { return cwd_; }
  /// os.chdir: ENOENT, ENOTDIR.
  void chdir(const std::string& path);

  // ----- whole files (NumPy, tf.io, Keras) ---------------------------------------------------
  /// The file's bytes. ENOENT, EISDIR, ENOTDIR.
  std::string read_file(const std::string& path) const;
  /// Creates or replaces the file with `data`. ENOENT (missing folder), EISDIR, ENOTDIR, ENOSPC.
  void write_file(const std::string& path, const std::string& data);

  // ----- the tree ------------------------------------------------------------------------------
  enum class Kind { Missing, File, Dir };
  /// What is at `path`; never throws.
  Kind kind(const std::string& path) const;
  /// The size of the file at `path` (a directory: 4096, as ext4 shows). ENOENT, ENOTDIR.
  std::int64_t size(const std::string& path) const;
  /// os.stat's times in nanoseconds since the epoch (the system clock): `mtime` when the
  /// contents last changed (a directory's: its entries), `ctime` also when it was renamed,
  /// `atime` when first read after a change (Linux's relatime). ENOENT, ENOTDIR.
  struct Times {
    std::int64_t atime_ns, mtime_ns, ctime_ns;
  };
  Times times(const std::string& path) const;
  /// The directory's entries, sorted. ENOENT, ENOTDIR.
  std::vector<std::string> listdir(const std::string& path) const;
  /// os.mkdir: EEXIST, ENOENT (missing parent), ENOTDIR, ENOSPC.
  void mkdir(const std::string& path);
  /// os.rmdir: ENOENT, ENOTDIR, ENOTEMPTY, EBUSY (the root).
  void rmdir(const std::string& path);
  /// os.remove / os.unlink: ENOENT, EISDIR, ENOTDIR. Open handles keep the contents.
  void unlink(const std::string& path);
  /// os.rename / os.replace: moves a file or directory, replacing a file (or an empty
  /// directory when moving one). ENOENT, EISDIR, ENOTDIR, ENOTEMPTY, EINVAL (into itself).
  void rename(const std::string& from, const std::string& to);

  // ----- handles (Python's file objects) -------------------------------------------------------
  /// Opens `path` and returns a descriptor (3 and up). ENOENT, EEXIST, EISDIR, ENOTDIR, ENOSPC.
  int open(const std::string& path, const OpenFlags& flags);
  /// Up to `n` bytes from `pos` (n < 0: to the end). EBADF.
  std::string pread(int fd, std::int64_t pos, std::int64_t n) const;
  /// Writes `data` at `pos` (at the end for an append handle), zero-filling a gap; returns the
  /// position after it. EBADF, ENOSPC.
  std::int64_t pwrite(int fd, std::int64_t pos, const std::string& data);
  /// The open file's size. EBADF.
  std::int64_t fsize(int fd) const;
  /// Cuts or zero-extends the open file to `size` bytes. EBADF, ENOSPC.
  void ftruncate(int fd, std::int64_t size);
  void close(int fd);

  /// Bytes in files now (for tests and the cap).
  std::size_t used_bytes() const { return used_bytes_; }

 private:
  struct Node;
  using NodeRef = std::shared_ptr<Node>;
  /// A file or directory. Its bytes and its own entry count against the cap until it is
  /// destroyed (an unlinked file still open keeps counting, as on a real disk).
  struct Node {
    bool dir;
    std::string data;
    std::map<std::string, NodeRef> children;
    std::size_t* used_bytes;
    std::size_t* nodes;
    std::int64_t mtime_ns, ctime_ns;
    mutable std::int64_t atime_ns;  // reads (const) update it
    Node(bool d, std::size_t* bytes, std::size_t* count);
    /// The contents (or entries) changed now.
    void modified();
    /// Read now: relatime moves atime only when it is not later than mtime.
    void accessed() const;
    ~Node() {
      *used_bytes -= data.size();
      --*nodes;
    }
  };
  struct Handle {
    NodeRef node;
    OpenFlags flags;
  };
  /// The node at `path`, or null when missing; throws ENOTDIR when a parent is a file.
  NodeRef lookup(const std::string& path) const;
  /// The directory that holds `path`'s last component and that component's name. ENOENT, ENOTDIR.
  std::pair<NodeRef, std::string> parent_of(const std::string& path) const;
  void resize(Node& file, std::size_t size, const std::string& path);
  const Handle& handle(int fd) const;
  void count_node(const std::string& path);

  NodeRef root_;
  std::string cwd_;
  std::map<int, Handle> handles_;
  int next_fd_ = 3;
  std::size_t used_bytes_ = 0;
  std::size_t nodes_ = 0;
};

/// The file system of the run on this thread (a fresh one when no run installed one).
MemoryFs& current();

/// Makes `fs` the file system current() returns (nullptr: none) and returns the one that was.
MemoryFs* exchange_installed(MemoryFs* fs);

/// Installs a fresh, empty file system as current() for its lifetime (a run), and restores the
/// previous one after.
class RunFileSystem {
 public:
  RunFileSystem();
  ~RunFileSystem();
  RunFileSystem(const RunFileSystem&) = delete;
  RunFileSystem& operator=(const RunFileSystem&) = delete;

  /// This run's file system, to install again (exchange_installed) when the run state is kept
  /// between runs (core/session's prepared run state).
  MemoryFs* fs() const { return fs_.get(); }

 private:
  std::unique_ptr<MemoryFs> fs_;
  MemoryFs* previous_;
};

}  // namespace tfplay::py::fs
