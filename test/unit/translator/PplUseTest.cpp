//===- PplUseTest.cpp - Which units read the PPL in the parse -------------===//
#include "Frontend/PplUse.h"

#include "llvm/Support/MemoryBuffer.h"
#include "gtest/gtest.h"

using namespace amp2hip;

namespace {

TEST(PplUse, NamesOnlyThePplDeclares) {
  EXPECT_TRUE(textNamesPpl("parallel_for(0, n, [&](int i) { f(i); });"));
  EXPECT_TRUE(textNamesPpl("Concurrency::critical_section cs;"));
  EXPECT_TRUE(textNamesPpl("combinable<int> sums;"));
  EXPECT_FALSE(textNamesPpl("my_parallel_for(0, n); parallel_for_x y;"));
  EXPECT_FALSE(textNamesPpl("int task_groups = 0; // a task groups count"));
  EXPECT_TRUE(textNamesPpl("concurrent_unordered_map<int, int> counts;"));
  EXPECT_TRUE(textNamesPpl("Concurrency::concurrent_unordered_set<int> s;"));
}

TEST(PplUse, CommonNamesOnlyQualified) {
  EXPECT_TRUE(textNamesPpl("concurrency::event done;"));
  EXPECT_TRUE(textNamesPpl("Concurrency :: event done;"));
  EXPECT_TRUE(textNamesPpl("concurrency::wait(10);"));
  EXPECT_FALSE(textNamesPpl("event done; wait(10);"));
  EXPECT_FALSE(textNamesPpl("my::event done; xconcurrency::event e;"));
  EXPECT_FALSE(textNamesPpl("my_concurrent_unordered_map m;"));
}

TEST(PplUse, ParallelForEachOverIteratorsIsTheCpuForm) {
  EXPECT_TRUE(textNamesPpl("parallel_for_each(v.begin(), v.end(), f);"));
  EXPECT_TRUE(textNamesPpl("parallel_for_each (std::begin(a), std::end(a), f);"));
  EXPECT_TRUE(textNamesPpl("parallel_for_each(tasks.cbegin(), tasks.cend(), f);"));
  EXPECT_FALSE(textNamesPpl("parallel_for_each(av.extent, [=](index<1> i) "
                            "restrict(amp) { av[i] = 0; });"));
  EXPECT_FALSE(textNamesPpl("parallel_for_each(view, e.tile<16>(), "
                            "[=](tiled_index<16> t) restrict(amp) {});"));
}

TEST(PplUse, FollowsQuotedIncludesWithEitherSeparator) {
  auto FS = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  FS->addFile("/p/main.cpp", 0,
              llvm::MemoryBuffer::getMemBuffer(
                  "#include <amp.h>\n#include \"sub\\\\helpers.h\"\n"));
  FS->addFile("/p/sub/helpers.h", 0,
              llvm::MemoryBuffer::getMemBuffer("#include \"../lock.h\"\n"));
  FS->addFile("/p/lock.h", 0,
              llvm::MemoryBuffer::getMemBuffer("reader_writer_lock L;\n"));
  FS->addFile("/p/plain.cpp", 0,
              llvm::MemoryBuffer::getMemBuffer(
                  "#include \"plain.cpp\"\n#include \"missing.h\"\nint x;\n"));
  EXPECT_TRUE(unitNamesPpl(*FS, "/p/main.cpp"));
  EXPECT_FALSE(unitNamesPpl(*FS, "/p/plain.cpp"));
}

} // namespace
