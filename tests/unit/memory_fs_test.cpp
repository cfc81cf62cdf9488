// The run's in-memory file system (core/python/fs/memory_fs.h): paths, the tree, handles, the
// errno of each failure and the size cap.
#include <doctest/doctest.h>

#include <chrono>
#include <functional>
#include <thread>

#include "core/python/fs/memory_fs.h"

using tfplay::py::fs::FsError;
using tfplay::py::fs::MemoryFs;
using tfplay::py::fs::OpenFlags;

namespace {
int error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const FsError& e) {
    return e.err;
  }
  return 0;
}
}  // namespace

TEST_CASE("a fresh file system has an empty home folder as its working directory") {
  MemoryFs fs;
  CHECK(fs.cwd() == "/home/user");
  CHECK(fs.listdir(".").empty());
  CHECK(fs.listdir("/") == std::vector<std::string>{"home", "tmp"});
  CHECK(fs.absolute("a/../b/./c") == "/home/user/b/c");
  CHECK(fs.absolute("/..//x/") == "/x");
  CHECK(fs.kind("") == MemoryFs::Kind::Missing);
}

TEST_CASE("files are written, read, renamed and removed with POSIX errno values") {
  MemoryFs fs;
  fs.write_file("a.txt", "hello");
  CHECK(fs.read_file("/home/user/a.txt") == "hello");
  CHECK(fs.size("a.txt") == 5);
  CHECK(error_of([&] { fs.read_file("b.txt"); }) == 2);
  CHECK(error_of([&] { fs.write_file("no/dir.txt", "x"); }) == 2);
  CHECK(error_of([&] { fs.write_file("a.txt/x", "x"); }) == 20);
  CHECK(error_of([&] { fs.read_file("."); }) == 21);
  fs.mkdir("d");
  CHECK(error_of([&] { fs.mkdir("d"); }) == 17);
  fs.rename("a.txt", "d/b.txt");
  CHECK(fs.listdir("d") == std::vector<std::string>{"b.txt"});
  CHECK(error_of([&] { fs.rmdir("d"); }) == 39);
  CHECK(error_of([&] { fs.unlink("d"); }) == 21);
  fs.unlink("d/b.txt");
  fs.rmdir("d");
  CHECK(fs.kind("d") == MemoryFs::Kind::Missing);
  CHECK(fs.used_bytes() == 0);
}

TEST_CASE("handles read and write at positions; append mode writes at the end") {
  MemoryFs fs;
  OpenFlags w;
  w.write = w.create = w.truncate = true;
  int fd = fs.open("f.bin", w);
  CHECK(fd >= 3);
  CHECK(fs.pwrite(fd, 0, "abc") == 3);
  CHECK(fs.pwrite(fd, 5, "z") == 6);
  CHECK(fs.pread(fd, 0, -1) == std::string("abc\0\0z", 6));
  fs.ftruncate(fd, 2);
  fs.close(fd);
  OpenFlags a;
  a.write = a.create = a.append = true;
  fd = fs.open("f.bin", a);
  fs.pwrite(fd, 0, "!");
  fs.close(fd);
  CHECK(fs.read_file("f.bin") == "ab!");
  OpenFlags x = w;
  x.exclusive = true;
  CHECK(error_of([&] { fs.open("f.bin", x); }) == 17);
  CHECK(error_of([&] { fs.pread(99, 0, 1); }) == 9);
}

TEST_CASE("the size cap stops writes with ENOSPC and frees space as files go") {
  MemoryFs fs;
  std::string mib(1 << 20, 'x');
  for (int i = 0; i < 64; ++i) fs.write_file("f" + std::to_string(i), mib);
  CHECK(error_of([&] { fs.write_file("one-more", "y"); }) == 28);
  fs.unlink("f0");
  fs.write_file("one-more", "y");
  CHECK(fs.used_bytes() == 63u * (1 << 20) + 1);
}

TEST_CASE("files keep modification, change and access times as Linux updates them") {
  MemoryFs fs;
  const std::int64_t folder_before = fs.times(".").mtime_ns;
  std::this_thread::sleep_for(std::chrono::milliseconds(2));
  fs.write_file("a.txt", "x");
  const MemoryFs::Times made = fs.times("a.txt");
  CHECK(made.mtime_ns > 0);
  CHECK(made.ctime_ns == made.mtime_ns);
  CHECK(fs.times(".").mtime_ns > folder_before);  // the folder's entries changed too
  std::this_thread::sleep_for(std::chrono::milliseconds(2));
  fs.write_file("a.txt", "yz");
  const MemoryFs::Times written = fs.times("a.txt");
  CHECK(written.mtime_ns > made.mtime_ns);
  std::this_thread::sleep_for(std::chrono::milliseconds(2));
  CHECK(fs.read_file("a.txt") == "yz");
  CHECK(fs.times("a.txt").atime_ns > written.mtime_ns);  // relatime: first read after a change
  std::this_thread::sleep_for(std::chrono::milliseconds(2));
  fs.rename("a.txt", "b.txt");
  const MemoryFs::Times renamed = fs.times("b.txt");
  CHECK(renamed.mtime_ns == written.mtime_ns);  // contents unchanged
  CHECK(renamed.ctime_ns > written.ctime_ns);
  CHECK(error_of([&] { fs.times("a.txt"); }) == 2);
}
