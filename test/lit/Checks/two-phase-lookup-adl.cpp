// Customization points found by argument-dependent lookup when a template
// is instantiated are standard C++, which every compiler accepts: a
// document library's templates call `to_value(v, x)`, and the program's own
// `to_value` for its own type, declared after the library, is found beside
// that type. No diagnostic for those. What g++ refuses is still reported:
// a non-dependent call of a function declared after the template, and a
// dependent call that only ordinary lookup at the end of the file finds
// (its arguments' namespaces do not hold it); both functions are declared
// before the template in the output (AH1343).
// RUN: %amp2hip --no-output %s -- -Xclang -verify
// RUN: %amp2hip --no-output %s -- -std=c++14 -Xclang -verify

#include <amp.h>
#include <string>
#include <utility>

namespace doc {
class value;

namespace detail {
void to_value(value &v, int i);

// A function object whose call finds the conversions by argument-dependent
// lookup, in the trailing return type and in the body.
struct to_value_fn {
  template <typename V, typename T>
  auto operator()(V &v, T &&t) const
      -> decltype(to_value(v, std::forward<T>(t)), void()) {
    return to_value(v, std::forward<T>(t));
  }
};
template <typename T> struct static_const { static constexpr T object{}; };
template <typename T> constexpr T static_const<T>::object;
} // namespace detail

namespace {
constexpr const auto &to_value =
    detail::static_const<detail::to_value_fn>::object;
}

template <typename T, typename = void> struct serializer {
  template <typename V, typename U> static void put(V &v, U &&u) {
    ::doc::to_value(v, std::forward<U>(u));
  }
};

class value {
public:
  std::string text;
  value() = default;
  template <typename T> value(T &&t) {
    serializer<typename std::decay<T>::type>::put(*this, std::forward<T>(t));
  }
  template <typename T> void assign(const T &t);
  template <typename T> void note(const T &t);
};

void describe(const value &v);

// Defined out of class: it sees what is declared between the class and
// here (describe), as standard compilers look names up at this point.
template <typename T> void value::assign(const T &t) {
  *this = value(t);
  describe(*this);
}

// A non-dependent call of what is declared only after this: g++ refuses,
// the output declares it before.
template <typename T> void value::note(const T &) {
  remember(*this); // expected-warning {{AH1343: 'remember' is declared after this template}}
}

void describe(const value &) {}
void remember(const value &) {} // expected-note {{'remember' is declared here}}

namespace detail {
inline void to_value(value &v, int i) { v.text = std::to_string(i); }
} // namespace detail
} // namespace doc

namespace app {
struct point {
  int x, y;
};

// The program's conversion, found beside its type.
void to_value(doc::value &v, const point &p) {
  v.text = std::to_string(p.x) + "," + std::to_string(p.y);
}

// A dependent call resolved by argument-dependent lookup at instantiation.
template <typename T> int weight(const T &t) { return measure(t); }
int measure(const point &p) { return p.x + p.y; }

// A dependent call that only the end-of-file lookup finds: an int has no
// associated namespace.
template <typename T> int doubled(T n) {
  return twice_of(n); // expected-warning {{AH1343: 'twice_of' is declared after this template}}
}
int twice_of(int n) { return 2 * n; } // expected-note {{'twice_of' is declared here}}
} // namespace app

// A writer whose overloads for built-in types come after the template that
// calls them: argument-dependent lookup finds them through the writer.
namespace out {
class text_writer {
public:
  std::string text;
};
template <typename T> void emit(text_writer &w, const T &v) { put(w, v); }
inline void put(text_writer &w, int v) { w.text += std::to_string(v); }
} // namespace out

// A template sees itself: the recursion of a variadic template through its
// pack (arguments of fundamental types, so no argument-dependent lookup) is
// found where the template is written.
template <class T> T total(T x) restrict(cpu, amp) { return x; }
template <class T, class... Rest>
T total(T x, Rest... rest) restrict(cpu, amp) {
  return x + total(rest...);
}
template <class T> T countdown(T n) { return n <= 0 ? n : countdown(n - 1); }

// A member operator declared after the member that uses it: class member
// lookup sees the whole class.
template <int N> struct cursor {
  bool operator!=(const cursor &o) const { return !(*this == o); }
  bool operator==(const cursor &o) const { return p == o.p; }
  int p = N;
};

int main() {
  cursor<1> c1, c2;
  int t = total(1, 2, 3) + countdown(3) + (c1 != c2 ? 100 : 0);
  doc::value a = app::point{1, 2};
  doc::value b = 7;
  b.assign(app::point{3, 4});
  b.note(1);
  int w = app::weight(app::point{5, 6}) + app::doubled(3);
  out::text_writer tw;
  out::emit(tw, 5);
  return a.text == "1,2" && b.text == "3,4" && w == 17 && tw.text == "5" &&
                 t == 6
             ? 0
             : 1;
}
