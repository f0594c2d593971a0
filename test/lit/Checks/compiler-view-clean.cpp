// Conditionals on the compiler that every build pass decides as the parse
// does are silent, and the file is translated (the GNU view, which leaves
// them as written).
// RUN: %amp2hip --compiler-view=gnu %s -o %t.cpp 2>&1 | count 0
// RUN: grep -c '#if defined(__clang__) || defined(__GNUC__)' %t.cpp

#include <amp.h>

#if defined(__clang__) || defined(__GNUC__)
#define TEST_INLINE inline
#elif defined(_MSC_VER)
#define TEST_INLINE __forceinline
#else
#error "unknown compiler"
#endif

#ifdef _MSC_VER
#define ALIGN16 __declspec(align(16))
#else
#define ALIGN16 alignas(16)
#endif

TEST_INLINE int zero() restrict(cpu, amp) { return 0; }
struct ALIGN16 Quad {
  float v[4];
};
int main() { return zero(); }
