//===- OutputPathTest.cpp - Output naming ---------------------------------===//
#include "Driver/Translator.h"

#include "gtest/gtest.h"

using namespace amp2hip;

TEST(OutputPath, InsertsHipBeforeTheExtension) {
  EXPECT_EQ(defaultOutputPath("foo.cpp"), "foo.hip.cpp");
  EXPECT_EQ(defaultOutputPath("dir/bar.cc"), "dir/bar.hip.cc");
  EXPECT_EQ(defaultOutputPath("dir.v2/baz"), "dir.v2/baz.hip.cpp");
}

TEST(ParseArgs, ParseInHipHostModeAgainstTheHeaders) {
  std::vector<std::string> A = parseModelArgs("/opt/amp2hip/include");
  auto Has = [&](llvm::StringRef S) {
    return std::find(A.begin(), A.end(), S) != A.end();
  };
  EXPECT_TRUE(Has("--cuda-host-only"));
  EXPECT_TRUE(Has("-nogpuinc"));
  EXPECT_TRUE(Has("-DAMP2HIP_PARSE_MODEL"));
  EXPECT_TRUE(Has("/opt/amp2hip/include"));
  EXPECT_TRUE(Has("amp2hip/parse_model.h"));
}
