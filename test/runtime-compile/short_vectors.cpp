// Every constructor and operator of the short vector types (int_N, uint_N,
// float_N, double_N, norm_N, unorm_N, N = 2..4) and norm/unorm clamping,
// checked by one restrict(cpu,amp) function run on the host and in a kernel.
// The checks return the number of the first one that failed (0: all hold).
#include <amp.h>
#include <amp_short_vectors.h>

#include <cstdio>
#include <type_traits>

using namespace concurrency;
using namespace concurrency::graphics;

#define CHECK(c)                                                               \
  do {                                                                         \
    ++id;                                                                      \
    if (!(c))                                                                  \
      return id;                                                               \
  } while (0)

// Constructors, conversions between vector types and the type traits.
int check_construction() restrict(cpu, amp) {
  int id = 0;
  float_2 z2{};
  CHECK(z2.x == 0.0f && z2.y == 0.0f);
  int_4 z4 = int_4();
  CHECK(z4.x == 0 && z4.y == 0 && z4.z == 0 && z4.w == 0);
  float_3 b(1.5f); // broadcast
  CHECK(b.x == 1.5f && b.y == 1.5f && b.z == 1.5f);
  float_3 implicit_scalar = 2.0f; // the scalar constructor is not explicit
  CHECK(implicit_scalar == float_3(2.0f, 2.0f, 2.0f));
  uint_4 u4(1u, 2u, 3u, 4u);
  CHECK(u4.x == 1u && u4.y == 2u && u4.z == 3u && u4.w == 4u);
  double_2 d2(0.25, -0.5);
  CHECK(d2.x == 0.25 && d2.y == -0.5);
  int_3 copy(int_3(7, 8, 9));
  CHECK(copy.x == 7 && copy.y == 8 && copy.z == 9);

  // norm and unorm clamp on construction, from floats and from scalars.
  unorm_2 u(0.5f, 2.0f);
  CHECK(float(u.x) == 0.5f && float(u.y) == 1.0f);
  unorm_3 ub(-3.0f);
  CHECK(float(ub.x) == 0.0f && float(ub.z) == 0.0f);
  norm_4 n(-2.0f, -0.5f, 0.5f, 2.0f);
  CHECK(float(n.x) == -1.0f && float(n.y) == -0.5f && float(n.z) == 0.5f &&
        float(n.w) == 1.0f);
  norm_2 nn(norm(0.25f), norm(-0.75f));
  CHECK(float(nn.x) == 0.25f && float(nn.y) == -0.75f);
  unorm_4 us(unorm(0.75f));
  CHECK(float(us.w) == 0.75f);

  // Explicit conversions between vector types of one length.
  float_3 f(1.75f, -2.5f, 3.0f);
  int_3 fi(f); // truncation, as static_cast<int>
  CHECK(fi == int_3(1, -2, 3));
  uint_3 iu = static_cast<uint_3>(int_3(1, 2, 3));
  CHECK(iu == uint_3(1u, 2u, 3u));
  double_3 fd(f);
  CHECK(fd.x == 1.75 && fd.y == -2.5 && fd.z == 3.0);
  float_3 df(double_3(0.5, 1.5, -4.0));
  CHECK(df == float_3(0.5f, 1.5f, -4.0f));
  unorm_3 fu(f); // clamped per component
  CHECK(float(fu.x) == 1.0f && float(fu.y) == 0.0f && float(fu.z) == 1.0f);
  norm_2 in(int_2(-5, 0));
  CHECK(float(in.x) == -1.0f && float(in.y) == 0.0f);
  norm_2 un(unorm_2(0.5f, 1.0f));
  CHECK(float(un.x) == 0.5f && float(un.y) == 1.0f);
  unorm_2 nu(norm_2(-0.5f, 0.25f));
  CHECK(float(nu.x) == 0.0f && float(nu.y) == 0.25f);
  float_2 uf(unorm_2(0.25f, 0.75f));
  CHECK(uf == float_2(0.25f, 0.75f));
  int_4 ni(norm_4(1.0f, -1.0f, 0.5f, 0.0f));
  CHECK(ni == int_4(1, -1, 0, 0));

  // short_vector<S, N>::type, short_vector_traits, value_type, size and
  // the direct3d names.
  CHECK((std::is_same<short_vector<float, 3>::type, float_3>::value));
  CHECK((std::is_same<short_vector<int, 1>::type, int>::value));
  CHECK((std::is_same<short_vector<unorm, 4>::type, unorm_4>::value));
  CHECK(
      (std::is_same<short_vector_traits<double_2>::value_type, double>::value));
  CHECK(short_vector_traits<uint_3>::size == 3);
  CHECK(short_vector_traits<norm>::size == 1);
  CHECK((std::is_same<float_4::value_type, float>::value));
  CHECK(int_2::size == 2 && norm_3::size == 3 && double_4::size == 4);
  CHECK((std::is_same<graphics::direct3d::float4, float_4>::value));
  CHECK((std::is_same<graphics::direct3d::uint2, uint_2>::value));
  CHECK(sizeof(float_3) == 3 * sizeof(float) &&
        sizeof(norm_4) == 4 * sizeof(float));
  return 0;
}

// Arithmetic: vector with vector, and with a scalar on either side.
int check_arithmetic() restrict(cpu, amp) {
  int id = 100;
  float_3 v(1.0f, 2.0f, 4.0f);
  float len = 2.0f, k = 3.0f;
  CHECK(2.0f * v == float_3(2.0f, 4.0f, 8.0f));
  CHECK(v * 2.0f == float_3(2.0f, 4.0f, 8.0f));
  CHECK(v / len == float_3(0.5f, 1.0f, 2.0f));
  CHECK(8.0f / v == float_3(8.0f, 4.0f, 2.0f));
  CHECK(-k * v == float_3(-3.0f, -6.0f, -12.0f));
  CHECK(v + 1.0f == float_3(2.0f, 3.0f, 5.0f));
  CHECK(1.0f - v == float_3(0.0f, -1.0f, -3.0f));
  CHECK(v * 2 == float_3(2.0f, 4.0f, 8.0f)); // int scalar
  CHECK(v + v == float_3(2.0f, 4.0f, 8.0f));
  CHECK(v - float_3(1.0f) == float_3(0.0f, 1.0f, 3.0f));
  CHECK(v * v == float_3(1.0f, 4.0f, 16.0f));
  CHECK(v / float_3(1.0f, 4.0f, 8.0f) == float_3(1.0f, 0.5f, 0.5f));
  CHECK(-v == float_3(-1.0f, -2.0f, -4.0f));

  double_4 d(1.0, 2.0, 3.0, 4.0);
  CHECK(0.5 * d == double_4(0.5, 1.0, 1.5, 2.0));
  CHECK(d - 1.0 == double_4(0.0, 1.0, 2.0, 3.0));
  CHECK(-d == double_4(-1.0, -2.0, -3.0, -4.0));

  int_2 i(7, -9);
  CHECK(i + 1 == int_2(8, -8));
  CHECK(3 * i == int_2(21, -27));
  CHECK(i / 2 == int_2(3, -4)); // C++ truncation
  CHECK(i % 4 == int_2(3, -1));
  CHECK(10 - i == int_2(3, 19));
  CHECK(-i == int_2(-7, 9));

  uint_4 u(1u, 2u, 3u, 12u);
  CHECK(u * 2u == uint_4(2u, 4u, 6u, 24u));
  CHECK(u + 1u == uint_4(2u, 3u, 4u, 13u));
  CHECK(u % 5u == uint_4(1u, 2u, 3u, 2u));
  CHECK(12u / u == uint_4(12u, 6u, 4u, 1u));

  // norm and unorm vectors compute in float and clamp every result.
  unorm_2 ua(0.75f, 0.5f), ub(0.5f, 0.25f);
  unorm_2 usum = ua + ub;
  CHECK(float(usum.x) == 1.0f && float(usum.y) == 0.75f);
  unorm_2 udiff = ub - ua;
  CHECK(float(udiff.x) == 0.0f && float(udiff.y) == 0.0f);
  unorm_2 uprod = ua * ub;
  CHECK(float(uprod.x) == 0.375f && float(uprod.y) == 0.125f);
  unorm_2 uscaled = unorm(0.5f) * ua; // a unorm scalar on the left
  CHECK(float(uscaled.x) == 0.375f && float(uscaled.y) == 0.25f);
  norm_3 na(0.75f, -0.75f, 0.5f);
  norm_3 nsum = na + na;
  CHECK(float(nsum.x) == 1.0f && float(nsum.y) == -1.0f &&
        float(nsum.z) == 1.0f);
  norm_3 nneg = -na;
  CHECK(float(nneg.x) == -0.75f && float(nneg.y) == 0.75f);
  norm_3 nq = na / norm(0.5f);
  CHECK(float(nq.x) == 1.0f && float(nq.y) == -1.0f && float(nq.z) == 1.0f);
  return 0;
}

// Compound assignment, ++/--, comparison, bitwise operators and shifts.
int check_assignment_and_bits() restrict(cpu, amp) {
  int id = 200;
  float_4 f(1.0f, 2.0f, 3.0f, 4.0f);
  f += 1.0f;
  CHECK(f == float_4(2.0f, 3.0f, 4.0f, 5.0f));
  f -= float_4(1.0f, 1.0f, 1.0f, 1.0f);
  CHECK(f == float_4(1.0f, 2.0f, 3.0f, 4.0f));
  f *= 2.0f;
  CHECK(f == float_4(2.0f, 4.0f, 6.0f, 8.0f));
  f /= float_4(2.0f, 4.0f, 2.0f, 8.0f);
  CHECK(f == float_4(1.0f, 1.0f, 3.0f, 1.0f));
  float_4 pre = ++f;
  CHECK(pre == float_4(2.0f, 2.0f, 4.0f, 2.0f) && f == pre);
  float_4 post = f++;
  CHECK(post == float_4(2.0f, 2.0f, 4.0f, 2.0f) &&
        f == float_4(3.0f, 3.0f, 5.0f, 3.0f));
  float_4 predec = --f;
  CHECK(predec == float_4(2.0f, 2.0f, 4.0f, 2.0f));
  float_4 postdec = f--;
  CHECK(postdec == float_4(2.0f, 2.0f, 4.0f, 2.0f) &&
        f == float_4(1.0f, 1.0f, 3.0f, 1.0f));
  CHECK(f != float_4(1.0f) && !(f != f) && f == f);

  unorm_2 u(0.75f, 0.5f);
  u += unorm_2(0.5f, 0.25f);
  CHECK(float(u.x) == 1.0f && float(u.y) == 0.75f);
  u -= unorm_2(1.0f, 1.0f);
  CHECK(float(u.x) == 0.0f && float(u.y) == 0.0f);
  ++u;
  CHECK(float(u.x) == 1.0f);
  norm_2 n(0.5f, -0.5f);
  n--;
  CHECK(float(n.x) == -0.5f && float(n.y) == -1.0f);
  n *= norm_2(-1.0f, 0.5f);
  CHECK(float(n.x) == 0.5f && float(n.y) == -0.5f);

  int_3 i(12, 10, -8);
  CHECK((i & 6) == int_3(4, 2, 0));
  CHECK((i | 1) == int_3(13, 11, -7));
  CHECK((i ^ int_3(12, 0, -8)) == int_3(0, 10, 0));
  CHECK((i << 1) == int_3(24, 20, -16));
  CHECK((i >> int_3(2, 1, 3)) == int_3(3, 5, -1));
  CHECK(~int_3(0, -1, 5) == int_3(-1, 0, -6));
  CHECK(!int_3(0, 3, -2) == int_3(1, 0, 0));
  CHECK((3 & i) == int_3(0, 2, 0)); // a scalar on the left
  i %= 5;
  CHECK(i == int_3(2, 0, -3));
  i <<= 2;
  CHECK(i == int_3(8, 0, -12));
  i >>= int_3(1, 1, 2);
  CHECK(i == int_3(4, 0, -3));
  i |= 1;
  CHECK(i == int_3(5, 1, -3));
  i &= int_3(4, 3, 2);
  CHECK(i == int_3(4, 1, 0));
  i ^= 5;
  CHECK(i == int_3(1, 4, 5));

  uint_2 w(0xF0u, 0x0Fu);
  CHECK((w >> 4u) == uint_2(0x0Fu, 0x00u));
  CHECK((w << 4u) == uint_2(0xF00u, 0xF0u));
  CHECK((w ^ 0xFFu) == uint_2(0x0Fu, 0xF0u));
  CHECK(~uint_2(0u, 0xFFFFFFFFu) == uint_2(0xFFFFFFFFu, 0u));
  w |= uint_2(1u, 0u);
  w &= 0xF1u;
  CHECK(w == uint_2(0xF1u, 0x01u));
  w %= 0x10u;
  CHECK(w == uint_2(1u, 1u));
  return 0;
}

// Components, accessors and swizzles (the properties are translated to the
// accessor calls).
int check_components() restrict(cpu, amp) {
  int id = 300;
  float_4 v(1.0f, 2.0f, 3.0f, 4.0f);
  CHECK(v.r == 1.0f && v.g == 2.0f && v.b == 3.0f && v.a == 4.0f);
  CHECK(v.get_x() == 1.0f && v.get_w() == 4.0f && v.get_b() == 3.0f);
  v.set_y(5.0f);
  v.ref_z() = 6.0f;
  v.ref_a() += 1.0f;
  CHECK(v == float_4(1.0f, 5.0f, 6.0f, 5.0f));
  CHECK(v.get_zyx() == float_3(6.0f, 5.0f, 1.0f));
  CHECK(v.get_wx() == float_2(5.0f, 1.0f));
  CHECK(v.get_wzyx() == float_4(5.0f, 6.0f, 5.0f, 1.0f));
  v.set_xw(float_2(9.0f, 8.0f));
  CHECK(v.x == 9.0f && v.w == 8.0f);
  CHECK(v.yx == float_2(5.0f, 9.0f));
  v.zy = float_2(1.0f, 2.0f);
  CHECK(v == float_4(9.0f, 2.0f, 1.0f, 8.0f));
  v.rgb += 1.0f;
  CHECK(v == float_4(10.0f, 3.0f, 2.0f, 8.0f));
  int_2 i(3, 4);
  i.yx = i;
  CHECK(i == int_2(4, 3));
  return 0;
}

int check_all() restrict(cpu, amp) {
  int r = check_construction();
  if (r == 0)
    r = check_arithmetic();
  if (r == 0)
    r = check_assignment_and_bits();
  if (r == 0)
    r = check_components();
  return r;
}

int main() {
  int host = check_all();
  int device = -1;
  array_view<int, 1> out(1, &device);
  out.discard_data();
  parallel_for_each(
      out.extent, [=](index<1> idx) restrict(amp) { out[idx] = check_all(); });
  out.synchronize();
  if (host != 0)
    std::printf("host: check %d failed\n", host);
  if (device != 0)
    std::printf("device: check %d failed\n", device);
  bool ok = host == 0 && device == 0;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
