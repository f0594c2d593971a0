// What Visual C++ accepted and Clang refuses, written so that g++ (nvcc's
// host compiler), hipcc and nvcc accept it: noexcept on an override that
// lacked its base's (every declaration of it), a cast of a scoped
// enumeration's value used as an integer constant, this-> before a
// dependent base's member, const on an unordered container's hash and
// equality functions, `template` and `typename` before dependent names. The
// host build checks the meaning.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %strip %s > %t/accepted.cpp
// RUN: %amp2hip %t/accepted.cpp -o %t/accepted.hip.cpp 2>&1 | %FileCheck --check-prefix=LOG %s
// RUN: %FileCheck %s --match-full-lines < %t/accepted.hip.cpp
// RUN: g++ -std=c++17 -Wall -Werror -I %srcroot/runtime/include -x c++ %t/accepted.hip.cpp -o %t/accepted
// RUN: %t/accepted
// LOG-COUNT-1: warning: AH1309:
// LOG-COUNT-2: warning: AH1311:
// LOG-COUNT-1: warning: AH1341:
// LOG-COUNT-2: warning: AH1340:
// LOG-COUNT-1: warning: AH1341: 'L::value_type'
// LOG-COUNT-1: warning: AH1312:
// LOG-COUNT-2: warning: AH1313:
// LOG-NOT: error:

#include <exception>
#include <ostream>
#include <sstream>
#include <string>
#include <unordered_set>

class check_failed : public std::exception {
public:
  explicit check_failed(const std::string &m) : msg(m) {}
  virtual const char *what() const override;
private:
  std::string msg;
};
// CHECK: virtual const char *what() const noexcept override;
const char *check_failed::what() const { return msg.c_str(); }
// CHECK: const char *check_failed::what() const noexcept { return msg.c_str(); }

enum class device_kind : int { cpu = 1, gpu = 2 };
enum class Device : int {
  CPU = device_kind::cpu,
  GPU = device_kind::gpu
};
// CHECK: CPU = static_cast<int>(device_kind::cpu),
// CHECK-NEXT: GPU = static_cast<int>(device_kind::gpu)

template <class C> class prefixed_stream : public std::basic_ostream<C> {
public:
  explicit prefixed_stream(std::basic_streambuf<C> *b)
      : std::basic_ostream<C>(b), target(b) {
    init(target);
  }
  std::basic_streambuf<C> *target;
};
// CHECK: this->init(target);

struct point {
  int x, y;
};
struct point_hash {
  std::size_t operator()(const point &p) { return p.x * 131 + p.y; }
};
// CHECK: std::size_t operator()(const point &p) const { return p.x * 131 + p.y; }
template <class T> struct same_point {
  bool operator()(const T &a, const T &b) { return a.x == b.x && a.y == b.y; }
};
// CHECK: bool operator()(const T &a, const T &b) const { return a.x == b.x && a.y == b.y; }

template <typename T> struct limits_of {
  typedef T value_type;
  template <typename U> static U widen(value_type v) { return U(v); }
  template <typename U> U cast(value_type v) const { return U(v); }
};
template <typename T> struct wider {
  typedef limits_of<T>::value_type narrow_type;
  typedef limits_of<narrow_type> L;
  double twice(narrow_type v) const {
    L l;
    return L::widen<double>(v) + l.cast<double>(v);
  }
  // A dependent type in an expression: Clang knows it is one only at an
  // instantiation, and gives no fix-it there.
  narrow_type zero() const { return L::value_type() + narrow_type(); }
};
// CHECK: typedef typename limits_of<T>::value_type narrow_type;
// CHECK: return L::template widen<double>(v) + l.template cast<double>(v);
// CHECK: narrow_type zero() const { return typename L::value_type() + narrow_type(); }

int main() {
  int failures = 0;
  if (wider<int>().twice(3) != 6.0 || wider<int>().zero() != 0)
    ++failures;
  try {
    throw check_failed("kept");
  } catch (const std::exception &e) {
    if (std::string(e.what()) != "kept")
      ++failures;
  }
  if (static_cast<int>(Device::GPU) != 2 || static_cast<int>(Device::CPU) != 1)
    ++failures;
  std::stringbuf sink;
  prefixed_stream<char> out(&sink);
  out << "x=" << 4;
  if (sink.str() != "x=4")
    ++failures;
  std::unordered_set<point, point_hash, same_point<point>> points;
  points.insert({1, 2});
  points.insert({1, 2});
  points.insert({2, 1});
  if (points.size() != 2 || points.find({2, 1}) == points.end() ||
      points.count({3, 3}) != 0)
    ++failures;
  return failures;
}
