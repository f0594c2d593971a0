//===- amp2hip/graphics/short_vector.h - C++ AMP's short vector types -----===//
//
// int_2 ... unorm_4 are one class template, short_vector_t<S, N>, over the
// scalar S (int, unsigned int, float, double, norm, unorm) and the length N
// (2, 3, 4). Layout is exactly N scalars (int_3 is 12 bytes), as C++ AMP's
// buffers expect. HCC's hc::short_vector (amp2hip/hc.h) uses the same
// template over its other integer scalars (char ... unsigned long long),
// and with N = 1 for its one-component vectors (C++ AMP's are scalars).
//
// Components are data members: `v.x` ... `v.w` and the aliases `v.r` ...
// `v.a` (each pair shares one anonymous union), plus C++ AMP's accessor
// functions get_x()/set_x()/ref_x() (and r, g, b, a). Swizzles are the
// member functions get_xy(), set_yx(...), get_zyx(), ... (every ordered
// selection of distinct components, also in rgba letters). C++ AMP's
// swizzle properties (`v.xy`, `v.zyx = w`) exist in the translator's parse
// (amp2hip/platform.h), which rewrites each use into the get_/set_ call.
// The single components stay data members: everything the properties allow
// (and `&v.x`, which C++ AMP spells ref_x()) works on them.
//
// The default constructor is trivial for the same reason as norm's (see
// norm.h): `float_4 v;` is uninitialized, `float_4 v{}` and `float_4()` are
// zero.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_GRAPHICS_SHORT_VECTOR_H
#define AMP2HIP_GRAPHICS_SHORT_VECTOR_H

#include <amp2hip/graphics/norm.h>
#include <amp2hip/platform.h>

#include <type_traits>

namespace Concurrency {
namespace graphics {

template <class S, int N> class short_vector_t;

namespace detail {

template <class S>
constexpr bool is_integer_scalar =
    std::is_integral<S>::value && !std::is_same<S, bool>::value;
template <class S>
constexpr bool is_signed_scalar =
    (is_integer_scalar<S> && std::is_signed<S>::value) ||
    std::is_same<S, float>::value || std::is_same<S, double>::value ||
    std::is_same<S, norm>::value;
template <class S>
constexpr bool is_norm_scalar =
    std::is_same<S, norm>::value || std::is_same<S, unorm>::value;

/// The components of a short vector, named both xyzw and rgba.
template <class S, int N> struct components;
template <class S> struct components<S, 1> {
  union {
    S x;
    S r;
  };
};
template <class S> struct components<S, 2> {
  union {
    S x;
    S r;
  };
  union {
    S y;
    S g;
  };
};
template <class S> struct components<S, 3> {
  union {
    S x;
    S r;
  };
  union {
    S y;
    S g;
  };
  union {
    S z;
    S b;
  };
};
template <class S> struct components<S, 4> {
  union {
    S x;
    S r;
  };
  union {
    S y;
    S g;
  };
  union {
    S z;
    S b;
  };
  union {
    S w;
    S a;
  };
};

/// One scalar converted to another, as the short vector conversions do
/// (norm and unorm clamp; to an integer through float).
template <class To, class From>
AMP2HIP_HD To convert_scalar(const From &v, std::integral_constant<int, 0>) {
  return v; // the same type
}
template <class To, class From>
AMP2HIP_HD To convert_scalar(const From &v, std::integral_constant<int, 1>) {
  return To(static_cast<float>(v)); // to norm or unorm
}
template <class To, class From>
AMP2HIP_HD To convert_scalar(const From &v, std::integral_constant<int, 2>) {
  return static_cast<To>(static_cast<float>(v)); // from norm or unorm
}
template <class To, class From>
AMP2HIP_HD To convert_scalar(const From &v, std::integral_constant<int, 3>) {
  return static_cast<To>(v);
}
template <class To, class From> AMP2HIP_HD To convert_scalar(const From &v) {
  return convert_scalar<To>(
      v, std::integral_constant<int, std::is_same<To, From>::value ? 0
                                     : is_norm_scalar<To>          ? 1
                                     : is_norm_scalar<From>        ? 2
                                                                   : 3>());
}

} // namespace detail

// Accessor functions of one component: get_x(), set_x(v), ref_x().
#define AMP2HIP_SV_COMPONENT(c)                                                \
  AMP2HIP_HD S get_##c() const { return this->c; }                             \
  AMP2HIP_HD void set_##c(S v) { this->c = v; }                                \
  AMP2HIP_HD S &ref_##c() { return this->c; }

// Swizzle accessors. A setter returns the value it stored, which is the
// value of a prefix ++/-- or of an assignment through the property.
#define AMP2HIP_SV_SWIZZLE2(a, b)                                              \
  AMP2HIP_HD short_vector_t<S, 2> get_##a##b() const {                         \
    return short_vector_t<S, 2>(this->a, this->b);                             \
  }                                                                            \
  AMP2HIP_HD short_vector_t<S, 2>                                              \
  set_##a##b(short_vector_t<S, 2> v) {                                         \
    this->a = v.x;                                                             \
    this->b = v.y;                                                             \
    return v;                                                                  \
  }                                                                            \
  AMP2HIP_PROPERTY_RW(get_##a##b, set_##a##b, a##b, short_vector_t<S, 2>)
#define AMP2HIP_SV_SWIZZLE3(a, b, c)                                           \
  AMP2HIP_HD short_vector_t<S, 3> get_##a##b##c() const {                      \
    return short_vector_t<S, 3>(this->a, this->b, this->c);                    \
  }                                                                            \
  AMP2HIP_HD short_vector_t<S, 3>                                              \
  set_##a##b##c(short_vector_t<S, 3> v) {                                      \
    this->a = v.x;                                                             \
    this->b = v.y;                                                             \
    this->c = v.z;                                                             \
    return v;                                                                  \
  }                                                                            \
  AMP2HIP_PROPERTY_RW(get_##a##b##c, set_##a##b##c, a##b##c,                   \
                      short_vector_t<S, 3>)
#define AMP2HIP_SV_SWIZZLE4(a, b, c, d)                                        \
  AMP2HIP_HD short_vector_t<S, 4> get_##a##b##c##d() const {                   \
    return short_vector_t<S, 4>(this->a, this->b, this->c, this->d);           \
  }                                                                            \
  AMP2HIP_HD short_vector_t<S, 4>                                              \
  set_##a##b##c##d(short_vector_t<S, 4> v) {                                   \
    this->a = v.x;                                                             \
    this->b = v.y;                                                             \
    this->c = v.z;                                                             \
    this->d = v.w;                                                             \
    return v;                                                                  \
  }                                                                            \
  AMP2HIP_PROPERTY_RW(get_##a##b##c##d, set_##a##b##c##d, a##b##c##d,          \
                      short_vector_t<S, 4>)

// All ordered pairs / triples / quadruples of distinct components.
#define AMP2HIP_SV_PAIRS3(F, a, b, c)                                          \
  F(a, b) F(a, c) F(b, a) F(b, c) F(c, a) F(c, b)
#define AMP2HIP_SV_PAIRS4(F, a, b, c, d)                                       \
  AMP2HIP_SV_PAIRS3(F, a, b, c) F(a, d) F(b, d) F(c, d) F(d, a) F(d, b) F(d, c)
#define AMP2HIP_SV_TRIPLES3(F, a, b, c)                                        \
  F(a, b, c) F(a, c, b) F(b, a, c) F(b, c, a) F(c, a, b) F(c, b, a)
#define AMP2HIP_SV_TRIPLES4(F, a, b, c, d)                                     \
  AMP2HIP_SV_TRIPLES3(F, a, b, c)                                              \
  AMP2HIP_SV_TRIPLES3(F, a, b, d)                                              \
  AMP2HIP_SV_TRIPLES3(F, a, c, d) AMP2HIP_SV_TRIPLES3(F, b, c, d)
#define AMP2HIP_SV_QUADS_FIRST(F, a, b, c, d)                                  \
  F(a, b, c, d)                                                                \
  F(a, b, d, c) F(a, c, b, d) F(a, c, d, b) F(a, d, b, c) F(a, d, c, b)
#define AMP2HIP_SV_QUADS4(F, a, b, c, d)                                       \
  AMP2HIP_SV_QUADS_FIRST(F, a, b, c, d)                                        \
  AMP2HIP_SV_QUADS_FIRST(F, b, a, c, d)                                        \
  AMP2HIP_SV_QUADS_FIRST(F, c, a, b, d) AMP2HIP_SV_QUADS_FIRST(F, d, a, b, c)

namespace detail {

/// The accessor functions of a vector of length N (a CRTP-free mixin: the
/// members reach the components of the derived object through `this`,
/// which is the components base).
template <class S, int N> struct accessors;

template <class S> struct accessors<S, 1> : components<S, 1> {
  AMP2HIP_SV_COMPONENT(x)
  AMP2HIP_SV_COMPONENT(r)
};
template <class S> struct accessors<S, 2> : components<S, 2> {
  AMP2HIP_SV_COMPONENT(x)
  AMP2HIP_SV_COMPONENT(y)
  AMP2HIP_SV_COMPONENT(r)
  AMP2HIP_SV_COMPONENT(g)
  AMP2HIP_SV_SWIZZLE2(x, y)
  AMP2HIP_SV_SWIZZLE2(y, x)
  AMP2HIP_SV_SWIZZLE2(r, g)
  AMP2HIP_SV_SWIZZLE2(g, r)
};
template <class S> struct accessors<S, 3> : components<S, 3> {
  AMP2HIP_SV_COMPONENT(x)
  AMP2HIP_SV_COMPONENT(y)
  AMP2HIP_SV_COMPONENT(z)
  AMP2HIP_SV_COMPONENT(r)
  AMP2HIP_SV_COMPONENT(g)
  AMP2HIP_SV_COMPONENT(b)
  AMP2HIP_SV_PAIRS3(AMP2HIP_SV_SWIZZLE2, x, y, z)
  AMP2HIP_SV_PAIRS3(AMP2HIP_SV_SWIZZLE2, r, g, b)
  AMP2HIP_SV_TRIPLES3(AMP2HIP_SV_SWIZZLE3, x, y, z)
  AMP2HIP_SV_TRIPLES3(AMP2HIP_SV_SWIZZLE3, r, g, b)
};
template <class S> struct accessors<S, 4> : components<S, 4> {
  AMP2HIP_SV_COMPONENT(x)
  AMP2HIP_SV_COMPONENT(y)
  AMP2HIP_SV_COMPONENT(z)
  AMP2HIP_SV_COMPONENT(w)
  AMP2HIP_SV_COMPONENT(r)
  AMP2HIP_SV_COMPONENT(g)
  AMP2HIP_SV_COMPONENT(b)
  AMP2HIP_SV_COMPONENT(a)
  AMP2HIP_SV_PAIRS4(AMP2HIP_SV_SWIZZLE2, x, y, z, w)
  AMP2HIP_SV_PAIRS4(AMP2HIP_SV_SWIZZLE2, r, g, b, a)
  AMP2HIP_SV_TRIPLES4(AMP2HIP_SV_SWIZZLE3, x, y, z, w)
  AMP2HIP_SV_TRIPLES4(AMP2HIP_SV_SWIZZLE3, r, g, b, a)
  AMP2HIP_SV_QUADS4(AMP2HIP_SV_SWIZZLE4, x, y, z, w)
  AMP2HIP_SV_QUADS4(AMP2HIP_SV_SWIZZLE4, r, g, b, a)
};

} // namespace detail

/// int_2 ... unorm_4.
template <class S, int N>
class short_vector_t : public detail::accessors<S, N> {
  // One component: hc's vectors only (C++ AMP's short_vector<S, 1> is S).
  static_assert(N >= 1 && N <= 4, "short vectors have 1 to 4 components");

public:
  typedef S value_type;
  static const int size = N;

  short_vector_t() = default;
  /// Every component set to v. Implicit, as in C++ AMP: `v * 2.0f` and a
  /// property's `v.xy++` (get_xy() + 1) convert the scalar.
  AMP2HIP_HD short_vector_t(S v) {
    for (int i = 0; i < N; ++i)
      (*this)[i] = v;
  }
  /// norm and unorm vectors also take floats (clamped).
  template <class U = S, std::enable_if_t<detail::is_norm_scalar<U>, int> = 0>
  AMP2HIP_HD explicit short_vector_t(float v) : short_vector_t(S(v)) {}

  template <int M = N, std::enable_if_t<M == 2, int> = 0>
  AMP2HIP_HD short_vector_t(S v0, S v1) {
    this->x = v0;
    this->y = v1;
  }
  template <int M = N, std::enable_if_t<M == 3, int> = 0>
  AMP2HIP_HD short_vector_t(S v0, S v1, S v2) {
    this->x = v0;
    this->y = v1;
    this->z = v2;
  }
  template <int M = N, std::enable_if_t<M == 4, int> = 0>
  AMP2HIP_HD short_vector_t(S v0, S v1, S v2, S v3) {
    this->x = v0;
    this->y = v1;
    this->z = v2;
    this->w = v3;
  }
  template <class U = S, int M = N,
            std::enable_if_t<detail::is_norm_scalar<U> && M == 2, int> = 0>
  AMP2HIP_HD short_vector_t(float v0, float v1)
      : short_vector_t(S(v0), S(v1)) {}
  template <class U = S, int M = N,
            std::enable_if_t<detail::is_norm_scalar<U> && M == 3, int> = 0>
  AMP2HIP_HD short_vector_t(float v0, float v1, float v2)
      : short_vector_t(S(v0), S(v1), S(v2)) {}
  template <class U = S, int M = N,
            std::enable_if_t<detail::is_norm_scalar<U> && M == 4, int> = 0>
  AMP2HIP_HD short_vector_t(float v0, float v1, float v2, float v3)
      : short_vector_t(S(v0), S(v1), S(v2), S(v3)) {}

  /// Conversions between vectors of one length are explicit, per component.
  template <class U, std::enable_if_t<!std::is_same<U, S>::value, int> = 0>
  AMP2HIP_HD explicit short_vector_t(const short_vector_t<U, N> &o) {
    for (int i = 0; i < N; ++i)
      (*this)[i] = detail::convert_scalar<S>(o[i]);
  }

  /// Component i (0 = x). An amp2hip extension used by the runtime.
  AMP2HIP_HD S &operator[](int i) { return (&this->x)[i]; }
  AMP2HIP_HD const S &operator[](int i) const { return (&this->x)[i]; }

  // Unary operators.
  template <class U = S, std::enable_if_t<detail::is_signed_scalar<U>, int> = 0>
  AMP2HIP_HD short_vector_t operator-() const {
    short_vector_t r;
    for (int i = 0; i < N; ++i)
      r[i] = -(*this)[i];
    return r;
  }
  template <class U = S,
            std::enable_if_t<detail::is_integer_scalar<U>, int> = 0>
  AMP2HIP_HD short_vector_t operator~() const {
    short_vector_t r;
    for (int i = 0; i < N; ++i)
      r[i] = ~(*this)[i];
    return r;
  }
  template <class U = S,
            std::enable_if_t<detail::is_integer_scalar<U>, int> = 0>
  AMP2HIP_HD short_vector_t operator!() const {
    short_vector_t r;
    for (int i = 0; i < N; ++i)
      r[i] = !(*this)[i];
    return r;
  }
  AMP2HIP_HD short_vector_t &operator++() {
    for (int i = 0; i < N; ++i)
      ++(*this)[i];
    return *this;
  }
  AMP2HIP_HD short_vector_t operator++(int) {
    short_vector_t old = *this;
    ++*this;
    return old;
  }
  AMP2HIP_HD short_vector_t &operator--() {
    for (int i = 0; i < N; ++i)
      --(*this)[i];
    return *this;
  }
  AMP2HIP_HD short_vector_t operator--(int) {
    short_vector_t old = *this;
    --*this;
    return old;
  }

  // Compound assignment, per component.
#define AMP2HIP_SV_COMPOUND(op, cond)                                          \
  template <class U = S, std::enable_if_t<cond, int> = 0>                      \
  AMP2HIP_HD short_vector_t &operator op##=(const short_vector_t &o) {         \
    for (int i = 0; i < N; ++i)                                                \
      (*this)[i] op## = o[i];                                                  \
    return *this;                                                              \
  }
  AMP2HIP_SV_COMPOUND(+, true)
  AMP2HIP_SV_COMPOUND(-, true)
  AMP2HIP_SV_COMPOUND(*, true)
  AMP2HIP_SV_COMPOUND(/, true)
  AMP2HIP_SV_COMPOUND(%, detail::is_integer_scalar<U>)
  AMP2HIP_SV_COMPOUND(^, detail::is_integer_scalar<U>)
  AMP2HIP_SV_COMPOUND(|, detail::is_integer_scalar<U>)
  AMP2HIP_SV_COMPOUND(&, detail::is_integer_scalar<U>)
  AMP2HIP_SV_COMPOUND(<<, detail::is_integer_scalar<U>)
  AMP2HIP_SV_COMPOUND(>>, detail::is_integer_scalar<U>)
#undef AMP2HIP_SV_COMPOUND

  // Binary operators (hidden friends: found for the vector types only).
#define AMP2HIP_SV_BINARY(op, cond)                                            \
  template <class U = S, std::enable_if_t<cond, int> = 0>                      \
  AMP2HIP_HD friend short_vector_t operator op(const short_vector_t &a,        \
                                               const short_vector_t &b) {      \
    short_vector_t r = a;                                                      \
    r op## = b;                                                                \
    return r;                                                                  \
  }
  AMP2HIP_SV_BINARY(+, true)
  AMP2HIP_SV_BINARY(-, true)
  AMP2HIP_SV_BINARY(*, true)
  AMP2HIP_SV_BINARY(/, true)
  AMP2HIP_SV_BINARY(%, detail::is_integer_scalar<U>)
  AMP2HIP_SV_BINARY(^, detail::is_integer_scalar<U>)
  AMP2HIP_SV_BINARY(|, detail::is_integer_scalar<U>)
  AMP2HIP_SV_BINARY(&, detail::is_integer_scalar<U>)
  AMP2HIP_SV_BINARY(<<, detail::is_integer_scalar<U>)
  AMP2HIP_SV_BINARY(>>, detail::is_integer_scalar<U>)
#undef AMP2HIP_SV_BINARY

  AMP2HIP_HD friend bool operator==(const short_vector_t &a,
                                    const short_vector_t &b) {
    for (int i = 0; i < N; ++i)
      if (!(a[i] == b[i]))
        return false;
    return true;
  }
  AMP2HIP_HD friend bool operator!=(const short_vector_t &a,
                                    const short_vector_t &b) {
    return !(a == b);
  }
};

template <class S, int N> const int short_vector_t<S, N>::size;

// The C++ AMP names.
typedef unsigned int uint;
typedef short_vector_t<unsigned int, 2> uint_2;
typedef short_vector_t<unsigned int, 3> uint_3;
typedef short_vector_t<unsigned int, 4> uint_4;
typedef short_vector_t<int, 2> int_2;
typedef short_vector_t<int, 3> int_3;
typedef short_vector_t<int, 4> int_4;
typedef short_vector_t<float, 2> float_2;
typedef short_vector_t<float, 3> float_3;
typedef short_vector_t<float, 4> float_4;
typedef short_vector_t<unorm, 2> unorm_2;
typedef short_vector_t<unorm, 3> unorm_3;
typedef short_vector_t<unorm, 4> unorm_4;
typedef short_vector_t<norm, 2> norm_2;
typedef short_vector_t<norm, 3> norm_3;
typedef short_vector_t<norm, 4> norm_4;
typedef short_vector_t<double, 2> double_2;
typedef short_vector_t<double, 3> double_3;
typedef short_vector_t<double, 4> double_4;

/// short_vector<S, N>::type: S itself for N = 1, else the vector type.
template <class S, int N> struct short_vector {
  static_assert(N >= 1 && N <= 4, "short vectors have 1 to 4 components");
  typedef short_vector_t<S, N> type;
};
template <class S> struct short_vector<S, 1> { typedef S type; };

/// The scalar type and length of a scalar or short vector type.
template <class T> struct short_vector_traits {
  static_assert(sizeof(T) == 0, "short_vector_traits needs a scalar of C++ "
                                "AMP (int, unsigned int, float, double, "
                                "norm, unorm) or a short vector type");
};
#define AMP2HIP_SV_SCALAR_TRAITS(S)                                            \
  template <> struct short_vector_traits<S> {                                  \
    typedef S value_type;                                                      \
    static int const size = 1;                                                 \
  };
AMP2HIP_SV_SCALAR_TRAITS(unsigned int)
AMP2HIP_SV_SCALAR_TRAITS(int)
AMP2HIP_SV_SCALAR_TRAITS(float)
AMP2HIP_SV_SCALAR_TRAITS(double)
AMP2HIP_SV_SCALAR_TRAITS(norm)
AMP2HIP_SV_SCALAR_TRAITS(unorm)
#undef AMP2HIP_SV_SCALAR_TRAITS
template <class S, int N> struct short_vector_traits<short_vector_t<S, N>> {
  typedef S value_type;
  static int const size = N;
};

namespace direct3d {
// The HLSL-style names, without the underscore.
typedef graphics::uint_2 uint2;
typedef graphics::uint_3 uint3;
typedef graphics::uint_4 uint4;
typedef graphics::int_2 int2;
typedef graphics::int_3 int3;
typedef graphics::int_4 int4;
typedef graphics::float_2 float2;
typedef graphics::float_3 float3;
typedef graphics::float_4 float4;
typedef graphics::unorm_2 unorm2;
typedef graphics::unorm_3 unorm3;
typedef graphics::unorm_4 unorm4;
typedef graphics::norm_2 norm2;
typedef graphics::norm_3 norm3;
typedef graphics::norm_4 norm4;
typedef graphics::double_2 double2;
typedef graphics::double_3 double3;
typedef graphics::double_4 double4;
} // namespace direct3d

} // namespace graphics
} // namespace Concurrency

#undef AMP2HIP_SV_COMPONENT
#undef AMP2HIP_SV_SWIZZLE2
#undef AMP2HIP_SV_SWIZZLE3
#undef AMP2HIP_SV_SWIZZLE4
#undef AMP2HIP_SV_PAIRS3
#undef AMP2HIP_SV_PAIRS4
#undef AMP2HIP_SV_TRIPLES3
#undef AMP2HIP_SV_TRIPLES4
#undef AMP2HIP_SV_QUADS_FIRST
#undef AMP2HIP_SV_QUADS4

#endif // AMP2HIP_GRAPHICS_SHORT_VECTOR_H
