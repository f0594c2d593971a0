// Windows' byte beside `using namespace std;`, as a C++14 program of Visual
// Studio 2015-2019 writes it, with the companions of the small Windows and
// CRT pieces. Returns non-zero on a wrong result.
#include <amp2hip/msvc/atlbase.h>
#include <amp2hip/msvc/concurrent_unordered_map.h>
#include <amp2hip/msvc/crtdefs.h>
#include <amp2hip/msvc/intrin.h>
#include <amp2hip/msvc/timeapi.h>
#include <amp2hip/msvc/windows.h>
#include <cstddef>
#include <string>
#include <vector>

using namespace std;

static byte checksum(const vector<byte> &v) {
  byte sum = 0;
  for (byte b : v)
    sum = static_cast<byte>(sum + b);
  return sum;
}

int main() {
  vector<byte> v(300, 1);
  concurrency::concurrent_unordered_map<int, byte> m;
  m[1] = checksum(v); // 300 wraps to 44
  unsigned long index = 0;
  char word[8];
  bool ok = m[1] == 44 && _BitScanForward(&index, 8u) && index == 3 &&
            sscanf_s("abc", "%s", word, 8u) == 1 && string(word) == "abc" &&
            string(CW2A(L"w")) == "w" && timeBeginPeriod(1) == TIMERR_NOERROR;
  return ok ? 0 : 1;
}
