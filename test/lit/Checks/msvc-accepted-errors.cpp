// RUN: %amp2hip --no-output %s -- -Xclang -verify
// Clang errors that Visual C++ did not make are accepted with numbered
// warnings, and the file translates: an override without its base's
// noexcept (AH1309), a scoped enumeration's value as an integer constant
// (AH1311), a dependent base's member named without this-> (AH1312), an
// unordered container's hasher whose operator() is not const (AH1313),
// `template` and `typename` before dependent names (AH1340, AH1341). The
// output is checked, compiled and run in Rewrite/msvc-accepted-errors.cpp.

#include <amp.h>
#include <exception>
#include <ostream>
#include <string>
#include <unordered_map>
using namespace concurrency;

class test_failure : public std::exception {
public:
  explicit test_failure(const std::string &m) : msg(m) {}
  const char *what() const override { return msg.c_str(); } // expected-warning {{AH1309: this override may throw where the function it overrides may not, which Visual C++ accepted; the output declares it noexcept}}
  // expected-note@* {{overridden virtual function is here}}
private:
  std::string msg;
};

enum class flags : int { none = 0, gpu = 2 };
enum class legacy : int {
  none = flags::none, // expected-warning {{AH1311: a value of scoped enumeration type 'flags' used as 'int' without a cast, which Visual C++ accepted; the output casts it}}
  gpu = flags::gpu    // expected-warning {{AH1311}}
};

template <class C> class quiet_stream : public std::basic_ostream<C> {
public:
  std::basic_streambuf<C> *buffer = nullptr;
  quiet_stream() : std::basic_ostream<C>(nullptr) {
    init(buffer); // expected-warning {{AH1312: 'init' is a member of a dependent base class, named without 'this->', which Visual C++ accepted; the output writes 'this->'}}
  }
};
static quiet_stream<char> quiet; // expected-note {{in instantiation of member function 'quiet_stream<char>::quiet_stream' requested here}}
// expected-note@* {{member is declared here}}

template <int N> struct index_hash {
  size_t operator()(index<N> i) { // expected-warning {{AH1313: 'index_hash' is an unordered container's hash or equality function whose operator() is not const, which Visual C++'s library accepted; the output declares it const}}
    size_t h = 0;
    for (int d = 0; d < N; ++d)
      h = h * 31 + i[d];
    return h;
  }
};
static std::unordered_map<index<2>, int, index_hash<2>> seen;
int count_seen() { return int(seen.count(index<2>(1, 2))); }

// Neither `typename` before a dependent type (AH1341) nor `template` before
// a dependent member template given arguments (AH1340), in host and amp code.
template <typename T> struct traits {
  typedef T value_type;
  template <typename U> U as() const restrict(cpu, amp) { return U(); }
};
template <typename T> struct holder {
  typedef traits<T>::value_type value_type; // expected-warning {{AH1341: 'traits<T>::value_type' names a type of a dependent scope without 'typename', which Visual C++ accepted; the output writes 'typename'}}
};
template <typename T> int widened(const traits<T> &t, array_view<int, 1> out) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    out[i] = t.as<int>(); // expected-warning {{AH1340: 'as' is a member template of a dependent type, called without 'template', which Visual C++ accepted; the output writes 'template'}}
  });
  return t.as<int>(); // expected-warning {{AH1340}}
}
template <typename T> int zero_of(const traits<T> &) {
  return int(traits<T>::value_type()); // expected-warning {{AH1341: 'traits<float>::value_type' names a type}}
}
int use_holder(array_view<int, 1> out) {
  holder<float>::value_type v = 1;
  return widened(traits<float>(), out) + int(v) + zero_of(traits<float>()); // expected-note {{in instantiation of function template specialization 'zero_of<float>'}}
}

// Still errors: a scoped enumeration where no constant is needed, and a
// name found in no base at all.
int as_int(flags f) { return f; } // expected-error {{cannot initialize return object of type 'int' with an lvalue of type 'flags'}}
