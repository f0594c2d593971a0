//===- MsvcKeywordsTest.cpp - Visual C++-only forms, portably -------------===//
//
// What libraries' `#ifdef _MSC_VER` branches use beside their GNU branches
// (docs/windows-dialect.md, "Libraries' Visual C++ branches"), as
// <amp2hip/msvc/crt.h> and <amp2hip/msvc/sal.h> write it: each form means
// here what it meant to Visual C++.
//
//===----------------------------------------------------------------------===//
#include <amp2hip/msvc/crt.h>
#include <amp2hip/msvc/sal.h>

#include <gtest/gtest.h>

#include <csignal>
#include <cstring>
#include <string>

// A library's macros, as its Visual C++ branch writes them.
#define LIB_PUSH __pragma(warning(push)) __pragma(warning(disable : 4996))
#define LIB_POP __pragma(warning(pop))
#define LIB_PACKED_BEGIN __pragma(pack(push, 1))
#define LIB_PACKED_END __pragma(pack(pop))
#define LIB_NO_OPT __pragma(optimize("", off))
#define LIB_TRACE __noop

namespace {

LIB_PUSH
LIB_PACKED_BEGIN
struct Packed {
  char tag;
  int value;
};
LIB_PACKED_END
struct Padded {
  char tag;
  int value;
};
LIB_NO_OPT
LIB_POP

int Evaluations = 0;
[[maybe_unused]] int counted() { return ++Evaluations; }

int pick(int v) {
  switch (v) {
  case 0:
    return 10;
  case 1:
    return 20;
  default:
    __assume(0);
  }
  return -1;
}

int first(_In_reads_(n) const int *__unaligned p, _In_ int n) {
  __assume(n > 0);
  return p[0];
}

_Success_(return != 0) _Check_return_
    int fill(_Out_writes_bytes_(n) char *out, size_t n) {
  return std::snprintf(out, n, "ok") > 0;
}

const char *signature() { return __FUNCSIG__; }

} // namespace

TEST(MsvcKeywords, PragmaPacksWhereTheMacroIsUsed) {
  EXPECT_EQ(sizeof(Packed), 1 + sizeof(int));
  EXPECT_EQ(sizeof(Padded), 2 * sizeof(int));
}

TEST(MsvcKeywords, AssumeAndNoop) {
  EXPECT_EQ(pick(0), 10);
  EXPECT_EQ(pick(1), 20);
  int values[2] = {7, 8};
  EXPECT_EQ(first(values, 2), 7);
  __noop(counted(), counted());
  LIB_TRACE("%d", counted());
  EXPECT_EQ(Evaluations, 0) << "__noop evaluates nothing";
}

TEST(MsvcKeywords, SignatureAndPointerQualifiers) {
  EXPECT_NE(std::string(signature()).find("signature"), std::string::npos);
  typedef __w64 int WordInt;
  int *__ptr64 p = nullptr;
  EXPECT_EQ(sizeof(WordInt), sizeof(int));
  EXPECT_EQ(p, nullptr);
  char buf[8];
  EXPECT_TRUE(fill(buf, sizeof buf));
  EXPECT_STREQ(buf, "ok");
}

TEST(MsvcKeywordsDeathTest, DebugbreakIsABreakpoint) {
  EXPECT_EXIT(__debugbreak(), ::testing::KilledBySignal(SIGTRAP), "");
}
