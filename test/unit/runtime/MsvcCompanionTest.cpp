//===- MsvcCompanionTest.cpp - amp2hip's Windows companion headers --------===//
//
// What translated Visual C++ programs rely on: the CRT's secure functions
// keep MSVC's checks, the <windows.h> subset keeps Windows' widths and
// semantics, and the PPL on oneTBB runs every iteration, rethrows the work's
// exceptions and locks as PPL does; its CPU parallel_for_each coexists with
// C++ AMP's GPU parallel_for_each (host emulation here).
//
//===----------------------------------------------------------------------===//
#include "FakeBackend.h"

#include <amp2hip/amp.h>
#include <amp2hip/msvc/concrt.h>
#include <amp2hip/msvc/concurrent_queue.h>
#include <amp2hip/msvc/concurrent_vector.h>
#include <amp2hip/msvc/conio.h>
#include <amp2hip/msvc/crtdbg.h>
#include <amp2hip/msvc/io.h>
#include <amp2hip/msvc/ppl.h>
#include <amp2hip/msvc/stdext.h>
#include <amp2hip/msvc/tchar.h>
#include <amp2hip/msvc/windows.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <list>
#include <set>
#include <stdexcept>
#include <thread>
#include <type_traits>
#include <vector>

namespace {

TEST(MsvcCrt, SprintfSFitsOrEmptiesTheBuffer) {
  char buf[8];
  EXPECT_EQ(sprintf_s(buf, "%d", 1234), 4);
  EXPECT_STREQ(buf, "1234");
  EXPECT_EQ(sprintf_s(buf, sizeof buf, "%s", "much too long"), -1);
  EXPECT_STREQ(buf, "");
  EXPECT_EQ(sprintf_s(buf, "%s", "1234567"), 7); // exactly fits with NUL
}

TEST(MsvcCrt, StringCopiesCheckTheDestination) {
  char small[4];
  EXPECT_EQ(strcpy_s(small, "abc"), 0);
  EXPECT_STREQ(small, "abc");
  EXPECT_EQ(strcpy_s(small, "abcd"), ERANGE);
  EXPECT_STREQ(small, "");
  char joined[8] = "ab";
  EXPECT_EQ(strcat_s(joined, "cde"), 0);
  EXPECT_STREQ(joined, "abcde");
  EXPECT_EQ(strcat_s(joined, "xyz"), ERANGE);
  EXPECT_STREQ(joined, "");
  char part[8];
  EXPECT_EQ(strncpy_s(part, "abcdef", 3), 0);
  EXPECT_STREQ(part, "abc");
  EXPECT_EQ(strncpy_s(part, "abcdefghij", _TRUNCATE), STRUNCATE);
  EXPECT_STREQ(part, "abcdefg");
  EXPECT_EQ(strncpy_s(part, "abc", _TRUNCATE), 0);
  EXPECT_EQ(strncpy_s(part, "abcdefghij", 9), ERANGE);
}

TEST(MsvcCrt, SnprintfVariantsTruncateAsMsvc) {
  char buf[6];
  EXPECT_EQ(_snprintf_s(buf, sizeof buf, _TRUNCATE, "%s", "abcdefgh"), -1);
  EXPECT_STREQ(buf, "abcde");
  EXPECT_EQ(_snprintf_s(buf, sizeof buf, 3, "%s", "abcdefgh"), -1);
  EXPECT_STREQ(buf, "abc");
  EXPECT_EQ(_snprintf_s(buf, sizeof buf, 5, "%d", 42), 2);
  char raw[4];
  EXPECT_EQ(_snprintf(raw, sizeof raw, "%s", "abcdef"), -1);
  EXPECT_EQ(_snprintf(raw, sizeof raw, "%s", "ab"), 2);
}

TEST(MsvcCrt, CountofTypesAndFiles) {
  int a[7];
  double b[3][5];
  EXPECT_EQ(_countof(a), 7u);
  EXPECT_EQ(_countof(b), 3u);
  EXPECT_EQ(sizeof(__int64), 8u);
  EXPECT_TRUE((std::is_same<unsigned __int64, unsigned long long>::value));
  FILE *f = reinterpret_cast<FILE *>(1);
  EXPECT_NE(fopen_s(&f, "/nonexistent-dir/amp2hip-file", "r"), 0);
  EXPECT_EQ(f, nullptr);
  EXPECT_EQ(_stricmp("MixedCase", "mixedcase"), 0);
}

TEST(MsvcCrt, DebugAssertionsAndDebugHeapFlags) {
  int checked = 0;
  _ASSERT(++checked > 0);  // compiled out: _DEBUG is not defined here
  _ASSERTE(++checked > 0); // likewise
  EXPECT_EQ(checked, 0);
  int old = _CrtSetDbgFlag(_CrtSetDbgFlag(_CRTDBG_REPORT_FLAG) |
                           _CRTDBG_LEAK_CHECK_DF);
  EXPECT_EQ(old & _CRTDBG_LEAK_CHECK_DF, 0);
  EXPECT_NE(_CrtSetDbgFlag(_CRTDBG_REPORT_FLAG) & _CRTDBG_LEAK_CHECK_DF, 0);
  EXPECT_EQ(_CrtDumpMemoryLeaks(), 0);
}

TEST(MsvcCrtDeathTest, DebugAssertionNamesTheExpression) {
  auto fail = [] { ::amp2hip::msvc::assert_failed("x > 0", "f.cpp", 7); };
  EXPECT_DEATH(fail(), "Assertion failed: x > 0, file f.cpp, line 7");
}

TEST(MsvcStd, PiAndTr2FileSystem) {
  EXPECT_DOUBLE_EQ(std::_Pi, 3.14159265358979323846);
  std::tr2::sys::path p = std::tr2::sys::path("data") / "input.txt";
  std::string name = p.filename(); // TR2's filename() was a string
  EXPECT_EQ(name, "input.txt");
  EXPECT_TRUE(std::tr2::sys::is_directory(std::tr2::sys::path(".")));
}

TEST(MsvcIo, AccessAndFindFilesAsWindows) {
  namespace fs = std::filesystem;
  fs::path dir =
      fs::temp_directory_path() / ("amp2hip-io-" + std::to_string(::getpid()));
  fs::create_directories(dir / "Sub");
  std::ofstream(dir / "One.TXT") << "12345";
  std::ofstream(dir / "two.txt") << "1";
  std::ofstream(dir / "three.dat") << "1";
  std::string win = dir.string() + "\\*.txt"; // a Windows pattern
  EXPECT_EQ(_access((dir / "One.TXT").c_str(), 0), 0);
  EXPECT_EQ(_access((dir / "none").c_str(), 0), -1);
  _finddata_t data;
  std::intptr_t h = _findfirst(win.c_str(), &data);
  ASSERT_NE(h, -1);
  std::set<std::string> found{data.name};
  if (std::string(data.name) == "One.TXT")
    EXPECT_EQ(data.size, 5u);
  while (_findnext(h, &data) == 0)
    found.insert(data.name);
  EXPECT_EQ(_findclose(h), 0);
  EXPECT_EQ(found, (std::set<std::string>{"One.TXT", "two.txt"}));
  h = _findfirst((dir.string() + "/S*").c_str(), &data);
  ASSERT_NE(h, -1);
  EXPECT_NE(data.attrib & _A_SUBDIR, 0u);
  _findclose(h);
  EXPECT_EQ(_findfirst((dir.string() + "/*.none").c_str(), &data), -1);
  int fd = _open((dir / "two.txt").c_str(), _O_RDONLY | _O_BINARY);
  ASSERT_GE(fd, 0);
  EXPECT_EQ(_filelength(fd), 1);
  char c = 0;
  EXPECT_EQ(_read(fd, &c, 1), 1);
  EXPECT_EQ(c, '1');
  EXPECT_EQ(_close(fd), 0);
  fs::remove_all(dir);
}

TEST(MsvcConio, KeysFromAPipe) {
  // Off a terminal the keys are the input's bytes: what a test harness or
  // `echo | program` gives a program that waits for a key.
  int fds[2];
  ASSERT_EQ(pipe(fds), 0);
  int saved = dup(STDIN_FILENO);
  dup2(fds[0], STDIN_FILENO);
  EXPECT_EQ(_kbhit(), 0);
  ASSERT_EQ(write(fds[1], "ab", 2), 2);
  EXPECT_EQ(_kbhit(), 1);
  EXPECT_EQ(_getch(), 'a');
  EXPECT_EQ(_getche(), 'b');
  close(fds[1]);
  EXPECT_EQ(_getch(), EOF);
  dup2(saved, STDIN_FILENO);
  close(saved);
  close(fds[0]);
}

TEST(MsvcTchar, NarrowMapping) {
  const _TCHAR *text = _T("narrow");
  EXPECT_EQ(_tcslen(text), 6u);
  EXPECT_TRUE((std::is_same<_TCHAR, char>::value));
}

TEST(MsvcWindows, TypesKeepWindowsWidths) {
  EXPECT_EQ(sizeof(DWORD), 4u);
  EXPECT_EQ(sizeof(LONG), 4u);
  EXPECT_EQ(sizeof(WORD), 2u);
  EXPECT_EQ(sizeof(LONGLONG), 8u);
  LARGE_INTEGER li;
  li.QuadPart = (LONGLONG(3) << 32) | 7;
  EXPECT_EQ(li.LowPart, 7u);
  EXPECT_EQ(li.HighPart, 3);
  EXPECT_EQ(li.u.LowPart, 7u);
}

// A DLL's entry point as Visual Studio's DLL projects write it: it builds,
// and it is an ordinary function that nothing calls on Linux.
BOOL APIENTRY TestDllMain(HMODULE module, DWORD reason, LPVOID reserved) {
  static int attached = 0;
  (void)module;
  (void)reserved;
  switch (reason) {
  case DLL_PROCESS_ATTACH:
    return ++attached == 1 ? TRUE : FALSE;
  case DLL_PROCESS_DETACH:
    return --attached == 0 ? TRUE : FALSE;
  case DLL_THREAD_ATTACH:
  case DLL_THREAD_DETACH:
    break;
  }
  return TRUE;
}

TEST(MsvcWindows, DllMainBuildsWithItsTypes) {
  static_assert(std::is_pointer<HMODULE>::value, "an opaque handle");
  static_assert(std::is_same<HMODULE, HINSTANCE>::value, "as on Windows");
  std::set<int> reasons = {DLL_PROCESS_ATTACH, DLL_PROCESS_DETACH,
                           DLL_THREAD_ATTACH, DLL_THREAD_DETACH};
  EXPECT_EQ(reasons.size(), 4u);
  EXPECT_EQ(TestDllMain(nullptr, DLL_PROCESS_ATTACH, nullptr), TRUE);
  EXPECT_EQ(TestDllMain(nullptr, DLL_THREAD_ATTACH, nullptr), TRUE);
  EXPECT_EQ(TestDllMain(nullptr, DLL_PROCESS_DETACH, nullptr), TRUE);
}

TEST(MsvcWindows, PerformanceCounterIsMonotonicNanoseconds) {
  LARGE_INTEGER f, a, b;
  EXPECT_TRUE(QueryPerformanceFrequency(&f));
  EXPECT_EQ(f.QuadPart, 1000000000LL);
  EXPECT_TRUE(QueryPerformanceCounter(&a));
  EXPECT_TRUE(QueryPerformanceCounter(&b));
  EXPECT_GE(b.QuadPart, a.QuadPart);
  EXPECT_FALSE(QueryPerformanceCounter(nullptr));
  EXPECT_LE(GetTickCount64() / 1000, ULONGLONG(b.QuadPart / 1000000000LL) + 1);
}

TEST(MsvcWindows, CriticalSectionIsRecursiveAndInterlockedIsAtomic) {
  CRITICAL_SECTION cs;
  InitializeCriticalSection(&cs);
  EnterCriticalSection(&cs);
  EXPECT_TRUE(TryEnterCriticalSection(&cs)); // the owner may enter again
  LeaveCriticalSection(&cs);
  LeaveCriticalSection(&cs);
  DeleteCriticalSection(&cs);

  LONG counter = 0;
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&] {
      for (int i = 0; i < 1000; ++i)
        InterlockedIncrement(&counter);
    });
  for (auto &t : threads)
    t.join();
  EXPECT_EQ(counter, 4000);
  EXPECT_EQ(InterlockedCompareExchange(&counter, 5, 4000), 4000);
  EXPECT_EQ(InterlockedCompareExchange(&counter, 9, 4000), 5);
  EXPECT_EQ(InterlockedExchange(&counter, 1), 5);
  EXPECT_EQ(InterlockedDecrement(&counter), 0);
}

TEST(Ppl, ParallelForVisitsEachStepOnce) {
  std::vector<std::atomic<int>> hits(100);
  Concurrency::parallel_for(3, 100, 7, [&](int i) { hits[i]++; });
  for (int i = 0; i < 100; ++i)
    EXPECT_EQ(hits[i].load(), (i >= 3 && (i - 3) % 7 == 0) ? 1 : 0) << i;
  std::atomic<int> none{0};
  Concurrency::parallel_for(5, 5, [&](int) { none++; });
  Concurrency::parallel_for(9, 2, [&](int) { none++; });
  EXPECT_EQ(none.load(), 0);
  EXPECT_THROW(Concurrency::parallel_for(0, 10, 0, [](int) {}),
               std::invalid_argument);
}

TEST(Ppl, ParallelForWithEachPartitioner) {
  std::vector<std::atomic<int>> hits(64);
  Concurrency::affinity_partitioner affinity;
  Concurrency::parallel_for(
      0, 64, [&](int i) { hits[i]++; }, Concurrency::static_partitioner());
  Concurrency::parallel_for(
      0, 64, [&](int i) { hits[i]++; }, Concurrency::simple_partitioner(5));
  Concurrency::parallel_for(
      0, 64, 1, [&](int i) { hits[i]++; }, affinity);
  Concurrency::parallel_for(
      0, 64, [&](int i) { hits[i]++; }, Concurrency::auto_partitioner());
  for (auto &h : hits)
    EXPECT_EQ(h.load(), 4);
}

TEST(Ppl, CpuAndGpuParallelForEachCoexist) {
  std::list<int> items = {1, 2, 3, 4};
  std::atomic<int> sum{0};
  Concurrency::parallel_for_each(items.begin(), items.end(),
                                 [&](int x) { sum += x; });
  EXPECT_EQ(sum.load(), 10);

  std::vector<int> data(16, 1);
  Concurrency::array_view<int, 1> av(16, data);
  Concurrency::parallel_for_each(
      av.extent, [=](Concurrency::index<1> i) { av[i] = i[0] * 2; });
  av.synchronize();
  EXPECT_EQ(data[15], 30);
}

TEST(Ppl, InvokeReduceTransformSort) {
  int a = 0, b = 0, c = 0;
  Concurrency::parallel_invoke([&] { a = 1; }, [&] { b = 2; }, [&] { c = 3; });
  EXPECT_EQ(a + b + c, 6);

  std::vector<int> v(1000);
  for (int i = 0; i < 1000; ++i)
    v[i] = (i * 37) % 1000;
  EXPECT_EQ(Concurrency::parallel_reduce(v.begin(), v.end(), 0), 499500);
  EXPECT_EQ(
      Concurrency::parallel_reduce(v.begin(), v.end(), 0,
                                   [](int x, int y) { return std::max(x, y); }),
      999);
  auto count_even = [](std::vector<int>::iterator f,
                       std::vector<int>::iterator l, int init) {
    return init + int(std::count_if(f, l, [](int x) { return x % 2 == 0; }));
  };
  EXPECT_EQ(Concurrency::parallel_reduce(v.begin(), v.end(), 0, count_even,
                                         std::plus<int>()),
            500);
  std::vector<int> doubled(v.size());
  Concurrency::parallel_transform(v.begin(), v.end(), doubled.begin(),
                                  [](int x) { return 2 * x; });
  EXPECT_EQ(doubled[1], 74);
  Concurrency::parallel_sort(v.begin(), v.end());
  EXPECT_TRUE(std::is_sorted(v.begin(), v.end()));
  Concurrency::parallel_buffered_sort(v.begin(), v.end(), std::greater<int>());
  EXPECT_EQ(v.front(), 999);
}

TEST(Ppl, TaskGroupsWaitAndRethrow) {
  std::atomic<int> ran{0};
  Concurrency::task_group tg;
  for (int i = 0; i < 8; ++i)
    tg.run([&] { ran++; });
  EXPECT_EQ(tg.wait(), Concurrency::completed);
  EXPECT_EQ(ran.load(), 8);

  Concurrency::task_group failing;
  failing.run([] { throw std::runtime_error("from a task"); });
  EXPECT_THROW(failing.wait(), std::runtime_error);

  int left = 0, right = 0;
  auto l = Concurrency::make_task([&] { left = 1; });
  auto r = Concurrency::make_task([&] { right = 2; });
  Concurrency::structured_task_group stg;
  stg.run(l);
  EXPECT_EQ(stg.run_and_wait(r), Concurrency::completed);
  EXPECT_EQ(left + right, 3);
}

TEST(Ppl, CombinableCombinesEveryThreadsValue) {
  Concurrency::combinable<long> sums;
  Concurrency::parallel_for(1, 1001, [&](int i) { sums.local() += i; });
  EXPECT_EQ(sums.combine(std::plus<long>()), 500500);
  long each = 0;
  sums.combine_each([&](long x) { each += x; });
  EXPECT_EQ(each, 500500);
}

TEST(Ppl, LocksExcludeAsPpl) {
  Concurrency::critical_section cs;
  {
    Concurrency::critical_section::scoped_lock hold(cs);
    bool other = true;
    std::thread([&] { other = cs.try_lock(); }).join();
    EXPECT_FALSE(other);
  }
  EXPECT_TRUE(cs.try_lock());
  cs.unlock();

  Concurrency::reader_writer_lock rw;
  rw.lock_read();
  EXPECT_TRUE(rw.try_lock_read()); // readers share
  EXPECT_FALSE(rw.try_lock());     // a writer waits
  rw.unlock();
  rw.unlock();
  {
    Concurrency::reader_writer_lock::scoped_lock w(rw);
    bool reader = true;
    std::thread([&] {
      reader = rw.try_lock_read();
      if (reader)
        rw.unlock();
    }).join();
    EXPECT_FALSE(reader);
  }
  EXPECT_TRUE(rw.try_lock());
  rw.unlock();

  Concurrency::event e;
  EXPECT_EQ(e.wait(1), Concurrency::COOPERATIVE_WAIT_TIMEOUT);
  std::thread setter([&] { e.set(); });
  EXPECT_EQ(e.wait(), 0u);
  setter.join();
  e.reset();
  EXPECT_EQ(e.wait(0), Concurrency::COOPERATIVE_WAIT_TIMEOUT);
}

TEST(Ppl, ConcurrentContainers) {
  Concurrency::concurrent_vector<int> v;
  Concurrency::parallel_for(0, 500, [&](int i) { v.push_back(i); });
  std::vector<int> copy(v.begin(), v.end());
  std::sort(copy.begin(), copy.end());
  ASSERT_EQ(copy.size(), 500u);
  EXPECT_EQ(copy[499], 499);

  Concurrency::concurrent_queue<int> q;
  Concurrency::parallel_for(0, 100, [&](int i) { q.push(i); });
  int x, n = 0, sum = 0;
  while (q.try_pop(x)) {
    ++n;
    sum += x;
  }
  EXPECT_EQ(n, 100);
  EXPECT_EQ(sum, 4950);
  EXPECT_TRUE(q.empty());
}

TEST(Stdext, CheckedArrayIteratorIsAPointerWithItsLength) {
  float buf[8] = {};
  std::vector<float> src = {1, 2, 3, 4};
  auto end = std::copy(src.begin(), src.end(),
                       stdext::checked_array_iterator<float *>(buf, 8, 2));
  EXPECT_EQ(end.base(), buf);
  EXPECT_EQ(end - stdext::make_checked_array_iterator(buf, 8), 6);
  EXPECT_EQ(buf[2], 1.0f);
  EXPECT_EQ(buf[5], 4.0f);
  auto it = stdext::make_checked_array_iterator(buf, 8);
  it += 5;
  EXPECT_EQ(*it, 4.0f);
  EXPECT_EQ(it[-1], 3.0f);
  EXPECT_TRUE(it > stdext::make_checked_array_iterator(buf, 8, 4));
  std::reverse(stdext::make_checked_array_iterator(buf, 8, 2),
               stdext::make_checked_array_iterator(buf, 8, 6));
  EXPECT_EQ(buf[2], 4.0f);
  EXPECT_EQ(buf[5], 1.0f);
}

TEST(Stdext, UncheckedArrayIteratorWalksAPointer) {
  int buf[4] = {4, 3, 2, 1};
  auto first = stdext::make_unchecked_array_iterator(buf);
  std::sort(first, first + 4);
  EXPECT_EQ(buf[0], 1);
  EXPECT_EQ(buf[3], 4);
  EXPECT_EQ(std::distance(first, first + 4), 4);
}

#ifndef NDEBUG
TEST(StdextDeathTest, CheckedArrayIteratorStopsOutsideItsArray) {
  float buf[2] = {};
  auto it = stdext::make_checked_array_iterator(buf, 2);
  EXPECT_DEATH(it += 3, "outside its array");
}
#endif

} // namespace
