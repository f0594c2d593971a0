//===- io.h - Visual C++'s low-level file functions on Linux ----*- C++ -*-===//
//
// The translator writes `#include <io.h>` of a Visual C++ program as this
// file: _access, the descriptor functions (_open, _read, _write, _close,
// _lseek, _isatty, _unlink) over their POSIX namesakes, and the directory
// search _findfirst/_findnext/_findclose over opendir and fnmatch. A search
// pattern may use `\` or `/`; its wildcards apply to the last component, as
// on Windows, and matching ignores letter case (Windows file names do).
// Host code only.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_IO_H
#define AMP2HIP_MSVC_IO_H

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <ctime>
#include <dirent.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

#define _A_NORMAL 0x00
#define _A_RDONLY 0x01
#define _A_HIDDEN 0x02
#define _A_SYSTEM 0x04
#define _A_SUBDIR 0x10
#define _A_ARCH 0x20
#define _O_RDONLY O_RDONLY
#define _O_WRONLY O_WRONLY
#define _O_RDWR O_RDWR
#define _O_APPEND O_APPEND
#define _O_CREAT O_CREAT
#define _O_TRUNC O_TRUNC
#define _O_EXCL O_EXCL
#define _O_BINARY 0 // no text mode on Linux
#define _O_TEXT 0
#define _S_IREAD S_IRUSR
#define _S_IWRITE S_IWUSR

struct _finddata_t {
  unsigned attrib;
  std::time_t time_create; // not kept by Linux file systems: the change time
  std::time_t time_access;
  std::time_t time_write;
  unsigned long size;
  char name[260];
};

namespace amp2hip {
namespace msvc {

struct find_state {
  DIR *dir = nullptr;
  std::string folder;  // with a trailing '/', or empty
  std::string pattern; // the last component, with its wildcards
};

inline std::string forward_slashes(const char *path) {
  std::string p(path);
  for (char &c : p)
    if (c == '\\')
      c = '/';
  return p;
}

/// The next entry of \p s matching its pattern, into \p out; false at the end.
inline bool find_next(find_state &s, _finddata_t *out) {
  while (dirent *e = readdir(s.dir)) {
    if (fnmatch(s.pattern.c_str(), e->d_name, FNM_CASEFOLD) != 0)
      continue;
    struct stat st;
    if (stat((s.folder + e->d_name).c_str(), &st) != 0)
      continue;
    out->attrib =
        (S_ISDIR(st.st_mode) ? _A_SUBDIR : _A_ARCH) |
        (access((s.folder + e->d_name).c_str(), W_OK) ? _A_RDONLY : 0) |
        (e->d_name[0] == '.' ? _A_HIDDEN : 0);
    out->time_create = st.st_ctime;
    out->time_access = st.st_atime;
    out->time_write = st.st_mtime;
    out->size = static_cast<unsigned long>(st.st_size);
    std::strncpy(out->name, e->d_name, sizeof out->name - 1);
    out->name[sizeof out->name - 1] = '\0';
    return true;
  }
  return false;
}

} // namespace msvc
} // namespace amp2hip

/// 0 when \p path exists with \p mode (0 exists, 2 write, 4 read, 6 both).
inline int _access(const char *path, int mode) {
  int m = F_OK;
  if (mode & 2)
    m |= W_OK;
  if (mode & 4)
    m |= R_OK;
  return access(::amp2hip::msvc::forward_slashes(path).c_str(), m);
}

/// A search handle for the entries matching \p spec (`dir\*.txt`), with the
/// first in \p data; -1 (errno ENOENT) when none matches.
inline std::intptr_t _findfirst(const char *spec, _finddata_t *data) {
  auto *s = new ::amp2hip::msvc::find_state;
  std::string p = ::amp2hip::msvc::forward_slashes(spec);
  std::size_t slash = p.rfind('/');
  s->folder = slash == std::string::npos ? "" : p.substr(0, slash + 1);
  s->pattern = slash == std::string::npos ? p : p.substr(slash + 1);
  if (s->pattern == "*.*")
    s->pattern = "*"; // Windows' "every file", extension or not
  s->dir = opendir(s->folder.empty() ? "." : s->folder.c_str());
  if (!s->dir || !::amp2hip::msvc::find_next(*s, data)) {
    if (s->dir)
      closedir(s->dir);
    delete s;
    errno = ENOENT;
    return -1;
  }
  return reinterpret_cast<std::intptr_t>(s);
}
/// 0 with the next matching entry in \p data; -1 (errno ENOENT) at the end.
inline int _findnext(std::intptr_t handle, _finddata_t *data) {
  if (handle == -1 || !handle)
    return errno = EINVAL, -1;
  auto *s = reinterpret_cast<::amp2hip::msvc::find_state *>(handle);
  return ::amp2hip::msvc::find_next(*s, data) ? 0 : (errno = ENOENT, -1);
}
inline int _findclose(std::intptr_t handle) {
  if (handle == -1 || !handle)
    return errno = EINVAL, -1;
  auto *s = reinterpret_cast<::amp2hip::msvc::find_state *>(handle);
  closedir(s->dir);
  delete s;
  return 0;
}

inline int _open(const char *path, int flags, int mode = 0644) {
  return open(::amp2hip::msvc::forward_slashes(path).c_str(), flags, mode);
}
inline int _close(int fd) { return close(fd); }
inline int _read(int fd, void *buf, unsigned n) {
  return static_cast<int>(read(fd, buf, n));
}
inline int _write(int fd, const void *buf, unsigned n) {
  return static_cast<int>(write(fd, buf, n));
}
inline long _lseek(int fd, long offset, int origin) {
  return static_cast<long>(lseek(fd, offset, origin));
}
inline long _filelength(int fd) {
  struct stat st;
  return fstat(fd, &st) == 0 ? static_cast<long>(st.st_size) : -1L;
}
inline int _isatty(int fd) { return isatty(fd); }
inline int _unlink(const char *path) {
  return unlink(::amp2hip::msvc::forward_slashes(path).c_str());
}

#endif // AMP2HIP_MSVC_IO_H
