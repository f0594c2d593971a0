// Visual C++'s pre-standard hash containers (<hash_set>, <hash_map>, in
// stdext and, deprecated, std) come from amp2hip's companions, not from
// libstdc++'s own <hash_set> (__gnu_cxx::hash_set).
// RUN: %amp2hip %s -o %t.hip.cpp 2>&1 | %FileCheck --allow-empty --check-prefix=LOG %s
// RUN: %FileCheck %s --match-full-lines < %t.hip.cpp
// LOG-NOT: error
// CHECK: #include <amp2hip/msvc/hash_set>
// CHECK-NEXT: #include <amp2hip/msvc/hash_map>

#include <hash_set>
#include <hash_map>
#include <amp.h>
#include <string>
using namespace concurrency;

int count_distinct(const int *keys, int n) {
  std::hash_set<int> seen(keys, keys + n);
  stdext::hash_map<int, std::string> names;
  names[1] = "one";
  array<int, 1> copy(static_cast<int>(seen.size()), seen.begin(), seen.end());
  return static_cast<int>(seen.size() + names.count(1) + copy.extent.size());
}
