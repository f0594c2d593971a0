//===- ProgressTest.cpp - The progress line -------------------------------===//
#include "Driver/Progress.h"

#include "gtest/gtest.h"

using namespace amp2hip;

TEST(Progress, DoneTotalShareTimeLeftAndFile) {
  // 3 of 12 in 30 s: 10 s a file, 9 files left.
  EXPECT_EQ(progressText(3, 12, 30.0, "src/a.cpp", 80),
            "[3/12] 25% ~1:30 left  src/a.cpp");
  // Nothing ended yet: no estimate.
  EXPECT_EQ(progressText(0, 12, 5.0, "src/a.cpp", 80), "[0/12] 0%  src/a.cpp");
  EXPECT_EQ(progressText(12, 12, 120.0, "", 80), "[12/12] 100%");
}

TEST(Progress, LongNamesLoseTheirStart) {
  std::string Line =
      progressText(1, 4, 2.0, "very/long/path/to/the/source.cpp", 30);
  EXPECT_EQ(Line.size(), 30u);
  EXPECT_EQ(Line, "[1/4] 25% ~0:06 left  ...e.cpp");
  EXPECT_LE(progressText(1, 4, 2.0, "x.cpp", 10).size(), 10u);
}

TEST(Progress, DrawsOnlyWhenOnAndForEnoughFiles) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  {
    ProgressLine Few(OS, {"a", "b", "c"}, 1, /*On=*/true);
    Few.draw();
    Few.finished(0);
  }
  {
    ProgressLine Off(OS, {"a", "b", "c", "d"}, 1, /*On=*/false);
    Off.draw();
    Off.finished(0);
  }
  EXPECT_EQ(Out, "");
  {
    ProgressLine On(OS, {"a", "b", "c", "d"}, 2, /*On=*/true);
    On.draw();
    // Two at a time: a ends, b and c are in work; b is the oldest.
    On.finished(0);
  }
  EXPECT_NE(Out.find("\r\x1b[K[0/4] 0%  a"), std::string::npos);
  EXPECT_NE(Out.find("\r\x1b[K[1/4] 25%"), std::string::npos);
  EXPECT_NE(Out.find(" left  b"), std::string::npos);
  // Erased when it goes.
  EXPECT_TRUE(llvm::StringRef(Out).ends_with("\r\x1b[K"));
}
