// Valid C++ AMP next to look-alikes: none of the amp code rules may fire.
// RUN: %amp2hip --no-output %s -- -Xclang -verify
// expected-no-diagnostics

#include <amp.h>
#include <array>
#include <string>
#include <vector>
using namespace concurrency;

namespace user {
// A user class called array, with pointer members: host code only.
template <typename T, int N> struct array { T *data; char tag[N]; };
}

static const int kWidth = 4;
constexpr double kHalf = 0.5;
enum Mode { Add, Sub };
int restrict = 3; // restrict as an ordinary identifier

struct Vec3 { float x, y, z; };
struct Flags { int bits; bool on; };

inline float dot(const Vec3 &a, const Vec3 &b) restrict(cpu, amp) {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}

template <typename T> T scale(T x, int k) restrict(amp) { return x * T(k); }

struct Kernel {
  array_view<float, 1> out;
  Vec3 v;
  void operator()(index<1> i) const restrict(amp) {
    out[i] = dot(v, v) * float(kHalf) + float(kWidth);
  }
};

void host_and_kernels(std::vector<float> &data, std::vector<int> &ints) {
  // Host code uses whatever it likes.
  char name[8] = "kernel";
  long long total = 5000000000LL;
  std::array<short, 4> shorts{};
  user::array<char, 2> mine{nullptr, {'a', 'b'}};
  std::string label = "host";
  short *sp = shorts.data();
  (void)name; (void)total; (void)mine; (void)label; (void)sp; (void)restrict;

  array_view<float, 1> av(4, data);
  array_view<int, 1> iv(4, ints);
  array<float, 1> arr(4);
  Vec3 v{1, 2, 3};
  Flags f{1, true};
  Mode m = Add;
  int n = 2;
  parallel_for_each(av.extent, [=, &arr](index<1> i) restrict(amp) {
    int local[kWidth] = {};
    local[i[0] % kWidth] = n;
    float s = scale(av[i], local[0]) + dot(v, v) + 1;
    if (f.on && m == Add)
      s += float(f.bits);
    switch (i[0]) {
    case 0:
      s += 1.0f;
      break;
    default:
      break;
    }
    arr[i] = s;
    av[i] = s + float(0xFFFFFFFFu & 1u);
  });
  parallel_for_each(iv.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static int cache[4];
    cache[t.local[0]] = iv[t.global];
    t.barrier.wait();
    iv[t.global] = cache[3 - t.local[0]] + scale(1, 2);
  });
  parallel_for_each(av.extent, Kernel{av, v});
  auto helper = [=](int x) restrict(amp) -> int { return x + n; };
  parallel_for_each(iv.extent, [=](index<1> i) mutable restrict(amp) {
    iv[i] = helper(i[0]);
  });
}
