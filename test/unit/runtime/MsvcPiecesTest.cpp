//===- MsvcPiecesTest.cpp - Small Windows and CRT pieces of console code --===//
//
// What console programs take from winmm (timeGetTime), ATL (its string
// conversions), the CRT (the _s printf and scanf families, <crtdefs.h>),
// <intrin.h> and the PPL's hash containers, as amp2hip's companions provide
// them: each against what Visual C++ gives.
//
//===----------------------------------------------------------------------===//
#include <amp2hip/msvc/atlbase.h>
#include <amp2hip/msvc/concurrent_unordered_map.h>
#include <amp2hip/msvc/concurrent_unordered_set.h>
#include <amp2hip/msvc/crtdefs.h>
#include <amp2hip/msvc/hash_map>
#include <amp2hip/msvc/hash_set>
#include <amp2hip/msvc/intrin.h>
#include <amp2hip/msvc/mmsystem.h>
#include <amp2hip/msvc/timeapi.h>
#include <amp2hip/msvc/windows.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <cwchar>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

namespace {

// ---- winmm ------------------------------------------------------------

TEST(MsvcWinmm, TimeGetTimeIsSteadyMillisecondsModulo2To32) {
  static_assert(std::is_same<decltype(timeGetTime()), DWORD>::value,
                "timeGetTime returns a DWORD");
  auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                std::chrono::steady_clock::now().time_since_epoch())
                .count();
  DWORD t = timeGetTime();
  // The low 32 bits of the steady clock's milliseconds, as Windows wraps.
  EXPECT_LE(static_cast<DWORD>(t - static_cast<DWORD>(ms)), 5u);
  Sleep(30);
  DWORD later = timeGetTime();
  EXPECT_GE(static_cast<DWORD>(later - t), 25u);
  EXPECT_LE(static_cast<DWORD>(later - GetTickCount()), 5u);
}

TEST(MsvcWinmm, PeriodsAndCapabilities) {
  EXPECT_EQ(timeBeginPeriod(1), static_cast<MMRESULT>(TIMERR_NOERROR));
  EXPECT_EQ(timeEndPeriod(1), static_cast<MMRESULT>(TIMERR_NOERROR));
  EXPECT_EQ(timeBeginPeriod(0), static_cast<MMRESULT>(TIMERR_NOCANDO));
  TIMECAPS caps;
  ASSERT_EQ(timeGetDevCaps(&caps, sizeof caps),
            static_cast<MMRESULT>(TIMERR_NOERROR));
  EXPECT_EQ(caps.wPeriodMin, 1u);
  EXPECT_GE(caps.wPeriodMax, caps.wPeriodMin);
  EXPECT_EQ(timeGetDevCaps(&caps, 1), static_cast<MMRESULT>(TIMERR_STRUCT));
}

// ---- ATL's string conversions -----------------------------------------

std::wstring wide(const wchar_t *w) { return w ? w : L"(null)"; }
std::string narrow(const char *s) { return s ? s : "(null)"; }

TEST(MsvcAtlConversions, ClassesConvertUtf8AndUtf32) {
  // A temporary's text lives to the end of the full expression.
  EXPECT_EQ(wide(CA2W("caf\xC3\xA9 \xE6\x97\xA5 \xF0\x9F\x98\x80")),
            L"caf\u00E9 \u65E5 \U0001F600");
  EXPECT_EQ(narrow(CW2A(L"na\u00EFve \u65E5")), "na\xC3\xAFve \xE6\x97\xA5");
  // A byte that is not UTF-8 stands for the character of its value.
  EXPECT_EQ(wide(CA2W("a\xFF"
                      "b")),
            L"a\u00FFb");
  // The code page argument is accepted; the text is UTF-8 all the same.
  EXPECT_EQ(wide(CA2W("x\xC3\xA9", CP_UTF8)), L"x\u00E9");
  EXPECT_EQ(wide(CA2W("x\xC3\xA9", CP_ACP)), L"x\u00E9");
  // A variable's text lives as long as the variable.
  CW2A kept(L"kept");
  const char *p = kept;
  std::string other = narrow(CW2A(L"other"));
  EXPECT_STREQ(p, "kept");
  EXPECT_EQ(kept.m_psz, p);
  EXPECT_EQ(other, "other");
  // Null stays null.
  EXPECT_EQ(static_cast<wchar_t *>(CA2W(nullptr)), nullptr);
  EXPECT_EQ(static_cast<char *>(CW2A(nullptr)), nullptr);
  // Copies and views of the same width.
  char source[] = "same";
  CA2A copy(source);
  source[0] = 'l';
  EXPECT_STREQ(copy, "same");
  CA2CA view(source);
  EXPECT_EQ(static_cast<const char *>(view), source);
}

TEST(MsvcAtlConversions, GenericTextIsNarrowWithoutUnicode) {
  // This test is built without _UNICODE: T is char.
  static_assert(std::is_same<CT2A, CA2A>::value, "CT2A copies narrow text");
  static_assert(std::is_same<CA2T, CA2A>::value, "CA2T copies narrow text");
  static_assert(std::is_same<CW2T, CW2A>::value, "CW2T narrows");
  static_assert(std::is_same<CT2W, CA2W>::value, "CT2W widens");
  static_assert(std::is_same<CT2CA, CA2CA>::value, "CT2CA is a view");
  EXPECT_EQ(narrow(CW2T(L"\u00E9")), "\xC3\xA9");
  EXPECT_EQ(wide(CT2W("\xC3\xA9")), L"\u00E9");
}

TEST(MsvcAtlConversions, MacrosKeepTheirTextUntilTheBlockEnds) {
  USES_CONVERSION;
  const wchar_t *w = A2W("first \xC3\xA9");
  const char *n = W2A(L"second \u00E9");
  std::vector<const wchar_t *> many;
  for (int i = 0; i < 100; ++i)
    many.push_back(A2CW(std::to_string(i).c_str()));
  // Every text made in the block is still there.
  EXPECT_EQ(wide(w), L"first \u00E9");
  EXPECT_EQ(narrow(n), "second \xC3\xA9");
  for (int i = 0; i < 100; ++i)
    EXPECT_EQ(wide(many[i]), std::to_wstring(i));
  EXPECT_EQ(narrow(T2A(const_cast<char *>("tee"))), "tee");
  EXPECT_EQ(wide(T2W(const_cast<char *>("tee"))), L"tee");
  EXPECT_EQ(narrow(W2T(const_cast<wchar_t *>(L"w2t"))), "w2t");
  EXPECT_EQ(narrow(OLE2A(const_cast<wchar_t *>(L"ole"))), "ole");
  EXPECT_EQ(A2W(static_cast<const char *>(nullptr)), nullptr);
}

// ---- the _s printf family ----------------------------------------------

std::string fileText(std::FILE *f) {
  std::fflush(f);
  std::rewind(f);
  std::string text;
  for (int c; (c = std::fgetc(f)) != EOF;)
    text += static_cast<char>(c);
  return text;
}

TEST(MsvcPrintfS, ReadsVisualCppSizePrefixes) {
  std::FILE *f = std::tmpfile();
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(fprintf_s(f, "%I64d|%I64u|%I32d|%Iu|%Id|%5.1f", -5000000000LL,
                      18000000000000000000ULL, -7, static_cast<size_t>(42),
                      static_cast<std::ptrdiff_t>(-3), 2.5),
            47);
  EXPECT_EQ(fileText(f), "-5000000000|18000000000000000000|-7|42|-3|  2.5");
  std::fclose(f);
  char buf[32];
  EXPECT_EQ(sprintf_s(buf, "%I64x %S %hs", 255LL, L"wide", "narrow"), 14);
  EXPECT_STREQ(buf, "ff wide narrow");
  EXPECT_EQ(_scprintf("%d-%s", 42, "xy"), 5);
}

TEST(MsvcPrintfS, CountedVariantsTruncateAsAsked) {
  char buf[6];
  EXPECT_EQ(_snprintf_s(buf, _TRUNCATE, "%s", "abcdefgh"), -1);
  EXPECT_STREQ(buf, "abcde");
  EXPECT_EQ(_snprintf_s(buf, 3, "%d", 123456), -1);
  EXPECT_STREQ(buf, "123");
  EXPECT_EQ(_snprintf_s(buf, 5, "%d", 42), 2);
  auto vs = [](char *b, size_t size, size_t count, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf_s(b, size, count, fmt, ap);
    va_end(ap);
    return n;
  };
  EXPECT_EQ(vs(buf, sizeof buf, 10, "%s", "toolong"), -1);
  EXPECT_STREQ(buf, ""); // does not fit, and no truncation asked for
  EXPECT_EQ(errno, ERANGE);
  EXPECT_EQ(vs(buf, sizeof buf, _TRUNCATE, "%I64d", 1234567LL), -1);
  EXPECT_STREQ(buf, "12345");
  wchar_t w[6];
  EXPECT_EQ(_snwprintf_s(w, _TRUNCATE, L"%s", L"abcdefgh"), -1);
  EXPECT_STREQ(w, L"abcde");
  EXPECT_EQ(_snwprintf_s(w, 6, 2, L"%d", 7), 1);
  EXPECT_STREQ(w, L"7");
}

TEST(MsvcPrintfS, WideFormatsReadPercentSAsWide) {
  wchar_t w[32];
  EXPECT_EQ(swprintf_s(w, L"%s=%d %hs %c", L"key", 4, "n", L'c'), 9);
  EXPECT_STREQ(w, L"key=4 n c");
  EXPECT_EQ(_scwprintf(L"%s", L"abc"), 3);
  std::FILE *f = std::tmpfile();
  ASSERT_NE(f, nullptr);
  // Wide output is written as UTF-8 bytes.
  EXPECT_EQ(fwprintf_s(f, L"%s \u00E9 %I64d", L"\u65E5", 5LL), 5);
  EXPECT_EQ(fileText(f), "\xE6\x97\xA5 \xC3\xA9 5");
  std::fclose(f);
}

// ---- the _s scanf family -----------------------------------------------

TEST(MsvcScanfS, StringFieldsTakeTheirBufferSize) {
  char word[4];
  int a = 0, b = 0;
  EXPECT_EQ(sscanf_s("12 abc 34", "%d %s %d", &a, word, 4u, &b), 3);
  EXPECT_EQ(a, 12);
  EXPECT_STREQ(word, "abc");
  EXPECT_EQ(b, 34);
  // Too long for the buffer: emptied, ENOMEM, the fields before it count.
  errno = 0;
  b = -1;
  EXPECT_EQ(sscanf_s("12 abcd 34", "%d %s %d", &a, word, 4u, &b), 1);
  EXPECT_STREQ(word, "");
  EXPECT_EQ(errno, ENOMEM);
  EXPECT_EQ(b, -1);
  // A width that fits reads that much, as plain scanf.
  EXPECT_EQ(sscanf_s("abcdef", "%2s%s", word, 4u, word + 3, 1u), 1);
  EXPECT_STREQ(word, "ab");
  char set[8];
  EXPECT_EQ(sscanf_s("key=[hello] 7", "key=[%[^]]] %d", set,
                     static_cast<unsigned>(sizeof set), &a),
            2);
  EXPECT_STREQ(set, "hello");
  EXPECT_EQ(a, 7);
  EXPECT_EQ(sscanf_s("[toolongvalue]", "[%[a-z]]", set, 8u), 0);
  EXPECT_STREQ(set, "");
  char pair[2];
  EXPECT_EQ(sscanf_s("xy", "%2c", pair, 2u), 1);
  EXPECT_EQ(pair[0], 'x');
  EXPECT_EQ(pair[1], 'y');
  EXPECT_EQ(sscanf_s("xyz", "%3c", pair, 2u), 0);
}

TEST(MsvcScanfS, OtherFieldsAsScanf) {
  int a = -1, n = -1;
  EXPECT_EQ(sscanf_s("", "%d", &a), EOF);
  EXPECT_EQ(sscanf_s("abc", "%d", &a), 0);
  EXPECT_EQ(sscanf_s("5 6", "%*d %d", &a), 1);
  EXPECT_EQ(a, 6);
  // Suppressed strings take no size.
  EXPECT_EQ(sscanf_s("skip 9", "%*s %d", &a), 1);
  EXPECT_EQ(a, 9);
  EXPECT_EQ(sscanf_s("  42rest", "%d%n", &a, &n), 1);
  EXPECT_EQ(n, 4);
  long long big = 0;
  unsigned long long ubig = 0;
  EXPECT_EQ(sscanf_s("123456789012 ff", "%I64d %I64x", &big, &ubig), 2);
  EXPECT_EQ(big, 123456789012LL);
  EXPECT_EQ(ubig, 0xffu);
  double d = 0;
  char unit[3];
  EXPECT_EQ(sscanf_s("2.5ms", "%lf%s", &d, unit, 3u), 2);
  EXPECT_DOUBLE_EQ(d, 2.5);
  EXPECT_STREQ(unit, "ms");
  EXPECT_EQ(_snscanf_s("1234", 2, "%d", &a), 1);
  EXPECT_EQ(a, 12);
}

TEST(MsvcScanfS, StreamsKeepTheirPosition) {
  std::FILE *f = std::tmpfile();
  ASSERT_NE(f, nullptr);
  std::fputs("alpha 1\nbeta 2\ntoolongword 3\n", f);
  std::rewind(f);
  char name[6];
  int v = 0;
  EXPECT_EQ(fscanf_s(f, "%s %d", name, 6u, &v), 2);
  EXPECT_STREQ(name, "alpha");
  EXPECT_EQ(v, 1);
  EXPECT_EQ(fscanf_s(f, "%s %d", name, 6u, &v), 2);
  EXPECT_STREQ(name, "beta");
  EXPECT_EQ(v, 2);
  EXPECT_EQ(fscanf_s(f, "%s %d", name, 6u, &v), 0);
  EXPECT_STREQ(name, "");
  std::fclose(f);
}

TEST(MsvcScanfS, WideFunctionsReadPercentSAsWide) {
  wchar_t w[8];
  char n[8];
  int a = 0;
  EXPECT_EQ(swscanf_s(L"hi there 3", L"%s %hs %d", w, 8u, n, 8u, &a), 3);
  EXPECT_STREQ(w, L"hi");
  EXPECT_STREQ(n, "there");
  EXPECT_EQ(a, 3);
  EXPECT_EQ(swscanf_s(L"abcdefghij", L"%s", w, 8u), 0);
  EXPECT_STREQ(w, L"");
  // In a narrow format, %S and %ls are wide.
  EXPECT_EQ(sscanf_s("wide", "%S", w, 8u), 1);
  EXPECT_STREQ(w, L"wide");
}

// ---- <crtdefs.h> and <intrin.h> ----------------------------------------

// SAL annotations are documentation only.
int annotated(_In_ int x, _Outptr_ int **out, _In_reads_bytes_(n) const void *,
              size_t n) {
  static int kept;
  kept = x + static_cast<int>(n);
  *out = &kept;
  return kept;
}

TEST(MsvcCrtdefs, TypesAndAnnotations) {
  static_assert(std::is_same<rsize_t, size_t>::value, "rsize_t is size_t");
  static_assert(std::is_same<errno_t, int>::value, "errno_t is int");
  int *p = nullptr;
  EXPECT_EQ(annotated(2, &p, "", 3), 5);
  EXPECT_EQ(*p, 5);
}

TEST(MsvcIntrin, BitOperations) {
  unsigned long index = 99; // 64 bits on Linux, 32 on Windows
  DWORD dword = 99;
  EXPECT_EQ(_BitScanForward(&index, 0x50u), 1);
  EXPECT_EQ(index, 4u);
  EXPECT_EQ(_BitScanReverse(&dword, 0x80000001u), 1);
  EXPECT_EQ(dword, 31u);
  EXPECT_EQ(_BitScanForward(&index, 0u), 0);
  EXPECT_EQ(_BitScanForward64(&dword, 1ull << 40), 1);
  EXPECT_EQ(dword, 40u);
  EXPECT_EQ(_BitScanReverse64(&index, ~0ull), 1);
  EXPECT_EQ(index, 63u);
  EXPECT_EQ(__popcnt(0xF0F0u), 8u);
  EXPECT_EQ(__popcnt16(0x0101), 2);
  EXPECT_EQ(__popcnt64(~0ull), 64u);
  EXPECT_EQ(_byteswap_ushort(0x1122), 0x2211);
  EXPECT_EQ(_byteswap_ulong(0x11223344u), 0x44332211u);
  EXPECT_EQ(_byteswap_uint64(0x1122334455667788ull), 0x8877665544332211ull);
  EXPECT_EQ(_rotl(0x80000001u, 1), 3u);
  EXPECT_EQ(_rotr(3u, 1), 0x80000001u);
  unsigned long long high = 0;
  EXPECT_EQ(_umul128(1ull << 63, 6, &high), 0u);
  EXPECT_EQ(high, 3u);
  EXPECT_EQ(__umulh(~0ull, ~0ull), ~0ull - 1);
  long long shigh = 0;
  EXPECT_EQ(_mul128(-2, 3, &shigh), -6);
  EXPECT_EQ(shigh, -1);
  EXPECT_EQ(__mulh(-(1LL << 62), 8), -2);
}

#if defined(__x86_64__) || defined(__i386__)
TEST(MsvcIntrin, ProcessorIntrinsics) {
  int info[4] = {0, 0, 0, 0};
  __cpuid(info, 0);
  EXPECT_GE(info[0], 1); // the highest leaf
  char vendor[13];
  std::memcpy(vendor, &info[1], 4);
  std::memcpy(vendor + 4, &info[3], 4);
  std::memcpy(vendor + 8, &info[2], 4);
  vendor[12] = '\0';
  EXPECT_EQ(std::strlen(vendor), 12u); // GenuineIntel, AuthenticAMD ...
  int features[4];
  __cpuidex(features, 1, 0);
  EXPECT_NE(features[3] & (1 << 25), 0); // SSE, on every x86-64
  unsigned long long t0 = __rdtsc();
  _ReadWriteBarrier();
  _mm_pause();
  EXPECT_GE(__rdtsc(), t0);
  __m128 x = _mm_set_ps(4.0f, 3.0f, 2.0f, 1.0f);
  float out[4];
  _mm_storeu_ps(out, _mm_mul_ps(x, x));
  EXPECT_EQ(out[0], 1.0f);
  EXPECT_EQ(out[3], 16.0f);
}

TEST(MsvcIntrinDeathTest, DebugBreakRaisesSigtrap) {
  EXPECT_EXIT(__debugbreak(), ::testing::KilledBySignal(SIGTRAP), "");
}
#endif

// ---- <windows.h>'s byte ------------------------------------------------

TEST(MsvcWindows, ByteIsUnsignedChar) {
  static_assert(std::is_same<byte, unsigned char>::value, "rpcndr.h's byte");
  byte b = 0xFF;
  ++b;
  EXPECT_EQ(b, 0);
}

// ---- the PPL's hash containers on oneTBB --------------------------------

struct ModHash {
  size_t operator()(int k) const { return static_cast<size_t>(k % 7); }
};

TEST(MsvcPplContainers, UnorderedMapTakesConcurrentInserts) {
  // PPL's parameter order: key, value, hash, equality.
  concurrency::concurrent_unordered_map<int, int, ModHash> m;
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&m, t] {
      for (int i = 0; i < 1000; ++i)
        m.insert(std::make_pair(t * 1000 + i, i));
    });
  for (std::thread &t : threads)
    t.join();
  EXPECT_EQ(m.size(), 4000u);
  EXPECT_EQ(m.count(2999), 1u);
  EXPECT_EQ(m.find(1005)->second, 5);
  m[7] += 10;
  EXPECT_EQ(m.at(7), 17);
  EXPECT_EQ(m.unsafe_erase(7), 1u);
  EXPECT_EQ(m.count(7), 0u);
  EXPECT_GT(m.unsafe_bucket_count(), 0u);
  concurrency::concurrent_unordered_multimap<int, int> mm;
  mm.insert(std::make_pair(1, 2));
  mm.insert(std::make_pair(1, 3));
  EXPECT_EQ(mm.count(1), 2u);
  auto range = mm.equal_range(1);
  EXPECT_EQ(std::distance(range.first, range.second), 2);
}

TEST(MsvcPplContainers, UnorderedSetTakesConcurrentInserts) {
  concurrency::concurrent_unordered_set<int> s;
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&s] {
      for (int i = 0; i < 500; ++i)
        s.insert(i);
    });
  for (std::thread &t : threads)
    t.join();
  EXPECT_EQ(s.size(), 500u);
  EXPECT_EQ(s.unsafe_erase(3), 1u);
  EXPECT_EQ(s.count(3), 0u);
  concurrency::concurrent_unordered_multiset<int> ms;
  ms.insert(4);
  ms.insert(4);
  EXPECT_EQ(ms.count(4), 2u);
}

} // namespace

// Visual C++'s pre-standard hash containers, in stdext and (deprecated) std.
TEST(MsvcHashContainers, SetsKeepOneOrManyOfAKey) {
  std::hash_set<int> once;
  stdext::hash_multiset<int> many;
  for (int k : {3, 1, 3, 2, 3}) {
    once.insert(k);
    many.insert(k);
  }
  EXPECT_EQ(once.size(), 3u);
  EXPECT_EQ(many.count(3), 3u);
  std::vector<int> seen(once.begin(), once.end());
  std::sort(seen.begin(), seen.end());
  EXPECT_EQ(seen, (std::vector<int>{1, 2, 3}));
  static_assert(std::is_same<stdext::hash_set<int>, std::hash_set<int>>::value,
                "one type under both names");
}

TEST(MsvcHashContainers, MapsFindTheirValues) {
  stdext::hash_map<std::string, int> ages;
  ages["ada"] = 36;
  ages.insert(std::make_pair(std::string("alan"), 41));
  std::hash_multimap<int, char> letters;
  letters.insert({1, 'a'});
  letters.insert({1, 'b'});
  EXPECT_EQ(ages.find("ada")->second, 36);
  EXPECT_EQ(ages.count("grace"), 0u);
  EXPECT_EQ(letters.count(1), 2u);
}


// Visual C++'s hash containers iterated both ways and had the bounds.
TEST(MsvcHashContainers, IterateBothWays) {
  stdext::hash_set<int> keys;
  for (int k : {5, 9, 2})
    keys.insert(k);
  std::vector<int> back(keys.rbegin(), keys.rend());
  EXPECT_EQ(back.size(), 3u);
  EXPECT_EQ(std::vector<int>(back.rbegin(), back.rend()),
            std::vector<int>(keys.begin(), keys.end()));
  EXPECT_EQ(*keys.lower_bound(3), 5);
  stdext::hash_map<int, char> m;
  m[1] = 'x';
  m[4] = 'y';
  EXPECT_EQ((--m.end())->second, 'y');
}

namespace {
/// A traits class of a program's own: keys ordered by their last digit.
struct LastDigit : stdext::hash_compare<int> {
  bool operator()(int A, int B) const { return A % 10 < B % 10; }
  std::size_t operator()(int K) const { return K % 10; }
};
} // namespace

TEST(MsvcHashContainers, TraitsDecideEquivalence) {
  stdext::hash_set<int, LastDigit> keys;
  for (int k : {13, 23, 7})
    keys.insert(k);
  EXPECT_EQ(keys.size(), 2u); // 13 and 23 are one key to these traits
  EXPECT_EQ(keys.count(33), 1u);
}
