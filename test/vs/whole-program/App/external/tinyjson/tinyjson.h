// tinyjson: a small header-only JSON writer bundled with the program, in the
// shape of the third-party libraries Visual Studio projects vendor: a
// Visual C++ branch that uses what only Visual C++ has, a portable branch
// for everything else, and user types serialized through a to_json(...)
// customization point that argument-dependent lookup finds when the
// templates below are instantiated.
//
// (Written for amp2hip's tests; it is nobody else's code.)
#pragma once
#ifndef TINYJSON_H
#define TINYJSON_H

#include <cstddef>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#if defined(_MSC_VER)
#define TINYJSON_INLINE __forceinline
#define TINYJSON_NOINLINE __declspec(noinline)
#define TINYJSON_NOVTABLE __declspec(novtable)
#define TINYJSON_ASSUME(cond) __assume(cond)
#define TINYJSON_WARNINGS_PUSH                                                 \
  __pragma(warning(push)) __pragma(warning(disable : 4996 4127))
#define TINYJSON_WARNINGS_POP __pragma(warning(pop))
#define TINYJSON_FUNCTION __FUNCTION__
#else
#define TINYJSON_INLINE inline __attribute__((always_inline))
#define TINYJSON_NOINLINE __attribute__((noinline))
#define TINYJSON_NOVTABLE
#define TINYJSON_ASSUME(cond)                                                  \
  do {                                                                         \
    if (!(cond))                                                               \
      __builtin_unreachable();                                                 \
  } while (0)
#define TINYJSON_WARNINGS_PUSH _Pragma("GCC diagnostic push")
#define TINYJSON_WARNINGS_POP _Pragma("GCC diagnostic pop")
#define TINYJSON_FUNCTION __func__
#endif

TINYJSON_WARNINGS_PUSH

namespace tinyjson {

/// Where the text goes; the writer never owns it.
class TINYJSON_NOVTABLE sink {
public:
  virtual ~sink() {}
  virtual void put(const char *text, std::size_t n) = 0;
};

class string_sink : public sink {
public:
  void put(const char *text, std::size_t n) override { out.append(text, n); }
  std::string out;
};

class writer {
public:
  explicit writer(sink &s) : s_(s), first_(true) {}

  TINYJSON_INLINE void raw(const char *text) { s_.put(text, std::strlen(text)); }

  void separator() {
    if (!first_)
      raw(",");
    first_ = false;
  }
  void begin_object() {
    raw("{");
    first_ = true;
  }
  void end_object() {
    raw("}");
    first_ = false;
  }
  void begin_array() {
    raw("[");
    first_ = true;
  }
  void end_array() {
    raw("]");
    first_ = false;
  }
  /// The value follows; the next key gets its comma.
  void key(const char *name) {
    separator();
    string(name);
    raw(":");
  }
  void string(const char *text) {
    raw("\"");
    for (const char *c = text; *c; ++c) {
      if (*c == '"' || *c == '\\') {
        char escaped[3] = {'\\', *c, 0};
        raw(escaped);
      } else {
        char one[2] = {*c, 0};
        raw(one);
      }
    }
    raw("\"");
  }
  TINYJSON_NOINLINE void number(double value) {
    char text[32];
#if defined(_MSC_VER)
    int n = sprintf_s(text, sizeof text, "%.10g", value);
#else
    int n = std::snprintf(text, sizeof text, "%.10g", value);
#endif
    TINYJSON_ASSUME(n > 0 && n < 32);
    s_.put(text, static_cast<std::size_t>(n));
  }
  void number(unsigned value) { number(static_cast<double>(value)); }
  void number(int value) { number(static_cast<double>(value)); }

private:
  sink &s_;
  bool first_;
};

/// Writes any value: numbers and strings here, the program's own types
/// through the to_json(writer&, const T&) that their namespace declares.
template <typename T> void write(writer &w, const T &value) {
  to_json(w, value);
}
inline void to_json(writer &w, double v) { w.number(v); }
inline void to_json(writer &w, unsigned v) { w.number(v); }
inline void to_json(writer &w, int v) { w.number(v); }
inline void to_json(writer &w, const char *v) { w.string(v); }

template <typename T> void to_json(writer &w, const std::vector<T> &items) {
  w.begin_array();
  for (const T &item : items) {
    w.separator();
    write(w, item);
  }
  w.end_array();
}

template <typename T>
void field(writer &w, const char *name, const T &value) {
  w.key(name);
  write(w, value);
}

template <typename T> std::string dump(const T &value) {
  string_sink s;
  writer w(s);
  write(w, value);
  return s.out;
}

/// Which branch of this header was built (the test checks it).
inline const char *branch() {
#if defined(_MSC_VER)
  return "msvc";
#else
  return "portable";
#endif
}

} // namespace tinyjson

TINYJSON_WARNINGS_POP

#endif
