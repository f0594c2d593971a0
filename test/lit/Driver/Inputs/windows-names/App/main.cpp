// Include names as a Visual C++ project writes them: backslashes, and
// letter case other than the file's on disk.
#include <amp.h>
#include "..\Helpers\Math.h"
#include "..\COMMON\UTIL.H"
#include "Local.H"

int main() {
  concurrency::array_view<int, 1> v(4);
  concurrency::parallel_for_each(v.extent, [=](concurrency::index<1> i)
                                               restrict(amp) {
    v[i] = thrice(i[0]) + local_bias();
  });
  return v[3] == 9 + local_bias() ? 0 : 1;
}
