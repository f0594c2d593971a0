// A project header that formats into a buffer, relying on names its includer
// happened to provide.
#ifndef SCRATCH_H
#define SCRATCH_H
#include <cstddef>

#ifdef _WIN32
#include <malloc.h>
#endif

inline int scratch_format(char *out, size_t size, const char *format, ...) {
  va_list args;
  va_start(args, format);
  int n = vsnprintf(out, size, format, args);
  va_end(args);
  return n;
}

inline bool scratch_equal(const char *a, const char *b) {
  return strcmp(a, b) == 0;
}

#endif
