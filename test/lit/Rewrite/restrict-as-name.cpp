// `restrict` is C++ AMP's keyword only where a restriction clause may stand;
// elsewhere it is an ordinary name: a member function declared and called,
// a free function, a variable. Those stay as written; the clauses beside
// them are translated.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %strip %s > %t/names.cpp
// RUN: %amp2hip %t/names.cpp -o %t/names.hip.cpp 2>&1 | %FileCheck --allow-empty --check-prefix=LOG %s
// RUN: %FileCheck %s --match-full-lines < %t/names.hip.cpp
// LOG-NOT: error:
// LOG-NOT: warning:

#include <amp.h>
using namespace concurrency;

class gate {
  int level;
public:
  explicit gate(int l) restrict(cpu, amp) : level(l) {}
  int restrict() const restrict(cpu, amp) { return level; }
  static int restrict(int x) restrict(cpu, amp) { return x + 1; }
};
// CHECK: __host__ __device__ explicit gate(int l) : level(l) {}
// CHECK-NEXT: __host__ __device__ int restrict() const { return level; }
// CHECK-NEXT: __host__ __device__ static int restrict(int x) { return x + 1; }

int twice(gate *g) restrict(cpu, amp) { return g->restrict() + gate::restrict(0) - 1 + g->restrict(); }
// CHECK: __host__ __device__ int twice(gate *g) { return g->restrict() + gate::restrict(0) - 1 + g->restrict(); }

int main() {
  int restrict = 3;
  gate g(restrict);
// CHECK: gate g(restrict);
  return twice(&g) == 6 && g.restrict() == 3 ? 0 : 1;
// CHECK: return twice(&g) == 6 && g.restrict() == 3 ? 0 : 1;
}
