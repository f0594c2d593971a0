#pragma once
// A project header using MSVC's CRT names without an include of its own.
#include <cstdio>

inline int format_count(char (&buf)[32], unsigned __int64 n) {
  return sprintf_s(buf, "%llu", n);
}
