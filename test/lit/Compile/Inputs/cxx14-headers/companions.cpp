// amp2hip's Windows companions (<amp2hip/msvc/...>), which translated
// Visual C++ programs include, compiled as C++14 (runtime-headers-cxx14.test).
#include <amp2hip/msvc/crt.h>
#include <amp2hip/msvc/windows.h>
#include <amp2hip/msvc/SDKDDKVer.h>
#include <amp2hip/msvc/concrt.h>
#include <amp2hip/msvc/concurrent_queue.h>
#include <amp2hip/msvc/concurrent_vector.h>
#include <amp2hip/msvc/conio.h>
#include <amp2hip/msvc/crtdbg.h>
#include <amp2hip/msvc/io.h>
#include <amp2hip/msvc/ppl.h>
#include <amp2hip/msvc/stdext.h>
#include <amp2hip/msvc/targetver.h>
#include <amp2hip/msvc/tchar.h>
#include <amp2hip/msvc/typeinfo.h>
#include <amp2hip/msvc/wide_console.h>
#include <amp2hip/msvc/wmain.h>

int main() {
  concurrency::combinable<int> sum;
  concurrency::parallel_for(0, 8, [&](int i) { sum.local() += i; });
  concurrency::reader_writer_lock lock;
  {
    concurrency::reader_writer_lock::scoped_lock_read read(lock);
  }
  char buf[8];
  sprintf_s(buf, "%d", sum.combine([](int a, int b) { return a + b; }));
  return buf[0] == '2' ? 0 : 1;
}
