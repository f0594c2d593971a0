//===- CompileCommandTest.cpp - A compile command as the parse takes it --===//
#include "Frontend/CompileCommand.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <algorithm>

using namespace amp2hip;

namespace {

bool has(const std::vector<std::string> &V, llvm::StringRef S) {
  return std::find(V.begin(), V.end(), S.str()) != V.end();
}

TEST(CompileCommandTest, ViewFollowsTheCompiler) {
  using V = std::vector<std::string>;
  for (const char *Msvc : {"cl", "cl.exe", "CL.EXE", "C:\\VS\\bin\\cl.exe",
                           "clang-cl", "/usr/bin/clang-cl-19"})
    EXPECT_EQ(compilerViewOf(V{Msvc, "a.cpp"}), CompilerViewKind::VisualCpp)
        << Msvc;
  for (const char *Gnu :
       {"g++", "/usr/bin/gcc", "c++", "cc", "clang", "clang++-19",
        "x86_64-linux-gnu-g++-12", "/opt/rocm/bin/hipcc", "nvcc",
        "amp2hip-cxx", "icpx"})
    EXPECT_EQ(compilerViewOf(V{Gnu, "a.cpp"}), CompilerViewKind::Gnu) << Gnu;
  // --driver-mode decides; an unknown compiler keeps Visual C++'s.
  EXPECT_EQ(compilerViewOf(V{"clang++", "--driver-mode=cl", "a.cpp"}),
            CompilerViewKind::VisualCpp);
  EXPECT_EQ(compilerViewOf(V{"clang-cl", "--driver-mode=g++", "a.cpp"}),
            CompilerViewKind::Gnu);
  EXPECT_EQ(compilerViewOf(V{"mycompiler", "a.cpp"}),
            CompilerViewKind::VisualCpp);
  // HCC: by its driver's name or folder, or its C++ AMP and hc modes; -hc
  // gives the hc mode's view, anything else its C++ AMP mode's.
  for (V Hcc : {V{"hcc", "a.cpp"}, V{"/opt/rocm/hcc/bin/clang++", "a.cpp"},
                V{"clamp++", "a.cpp"}, V{"clang++", "-std=c++amp", "a.cpp"}})
    EXPECT_EQ(compilerViewOf(Hcc), CompilerViewKind::Hcc) << Hcc.front();
  EXPECT_EQ(compilerViewOf(V{"clang++", "-hc", "a.cpp"}),
            CompilerViewKind::HccHc);
  EXPECT_EQ(compilerViewOf(V{"hcc", "-hc", "a.cpp"}), CompilerViewKind::HccHc);
}

// What would change the parse's language, and HCC's own options, are not
// passed to the parse.
TEST(CompileCommandTest, ForeignModesAreDropped) {
  using V = std::vector<std::string>;
  V Out = parseCommand(V{"hcc", "-x", "c++", "-hc", "-std=c++amp",
                         "-stdlib=libc++", "-Xclang", "-fhsa-ext", "-xc++",
                         "-hc-function-calls", "--amdgpu-target=gfx803",
                         "-DX=1", "-x", "cuda", "a.c"},
                       nullptr, "a.c");
  EXPECT_EQ(Out, (V{"hcc", "-DX=1", "-x", "cuda", "a.c"}));
}

TEST(CompileCommandTest, StandardYears) {
  EXPECT_EQ(standardYear("c++98"), 98u);
  EXPECT_EQ(standardYear("gnu++03"), 98u);
  EXPECT_EQ(standardYear("c++0x"), 11u);
  EXPECT_EQ(standardYear("gnu++11"), 11u);
  EXPECT_EQ(standardYear("c++1y"), 14u);
  EXPECT_EQ(standardYear("c++14"), 14u);
  EXPECT_EQ(standardYear("gnu++1z"), 17u);
  EXPECT_EQ(standardYear("c++2a"), 20u);
  EXPECT_EQ(standardYear("c++latest"), 20u);
  EXPECT_EQ(standardYear("c++2b"), 23u);
  EXPECT_EQ(standardYear("c11"), 0u);
}

TEST(CompileCommandTest, GnuCommandsKeepOrRaiseTheirStandard) {
  CommandReading R;
  std::vector<std::string> Out =
      parseCommand({"g++", "-std=c++17", "-std=gnu++11", "-DX", "a.cpp"}, &R);
  // The last -std= decides; C++11 is raised to C++14 (gnu kept).
  EXPECT_TRUE(R.Raised);
  EXPECT_EQ(R.Asked, "gnu++11");
  EXPECT_EQ(R.Parsed, "gnu++14");
  EXPECT_EQ(Out[2], "-std=gnu++14");
  EXPECT_EQ(Out[1], "-std=c++17");

  Out = parseCommand({"clang++", "-std=c++14", "a.cpp"}, &R);
  EXPECT_FALSE(R.Raised);
  EXPECT_EQ(R.Parsed, "c++14");
  EXPECT_EQ(Out, (std::vector<std::string>{"clang++", "-std=c++14", "a.cpp"}));

  // No standard: the parse's default (C++17), nothing added.
  Out = parseCommand({"g++", "-O2", "a.cpp"}, &R);
  EXPECT_TRUE(R.Parsed.empty());
  EXPECT_FALSE(has(Out, "-std=c++14"));
}

TEST(CompileCommandTest, ClCommandsBecomeGnuOnes) {
  CommandReading R;
  std::vector<std::string> Out = parseCommand(
      {"cl.exe", "/nologo", "/EHsc", "/W4", "/O2", "/MD", "/DNAME=1", "/D",
       "OTHER", "/Iinc", "/I", "more", "-Isame", "/UOLD", "/FIforced.h",
       "/external:Isys", "/openmp", "/Fobuild\\a.obj", "/Yustdafx.h", "/c",
       "a.cpp"},
      &R);
  EXPECT_TRUE(R.VisualCpp);
  EXPECT_EQ(Out.front(), "clang++");
  for (const char *A : {"-DNAME=1", "-DOTHER", "-Iinc", "-Imore", "-Isame",
                        "-UOLD", "-include", "forced.h", "-isystem", "sys",
                        "-fopenmp", "a.cpp"})
    EXPECT_TRUE(has(Out, A)) << A;
  for (const char *A : {"/nologo", "/EHsc", "/W4", "/O2", "/MD", "/c"})
    EXPECT_FALSE(has(Out, A)) << A;
  // Visual C++ without /std: compiles as C++14.
  EXPECT_EQ(R.Parsed, "c++14");
  EXPECT_EQ(Out.back(), "-std=c++14");

  Out = parseCommand({"clang-cl", "/std:c++17", "a.cpp"}, &R);
  EXPECT_EQ(R.Asked, "c++17");
  EXPECT_EQ(R.Parsed, "c++17");
  EXPECT_TRUE(has(Out, "-std=c++17"));
  Out = parseCommand({"cl", "-std:c++latest", "a.cpp"}, &R);
  EXPECT_EQ(R.Parsed, "c++20");
  EXPECT_TRUE(has(Out, "-std=c++20"));
}

TEST(CompileCommandTest, ClReadsAnAbsolutePathThatExistsAsASource) {
  // clang-cl on Linux: a source's absolute path is no cl option.
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("amp2hip-cl", Dir));
  llvm::SmallString<128> Source(Dir);
  llvm::sys::path::append(Source, "b.cpp");
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Source, EC);
    ASSERT_FALSE(EC);
  }
  std::string Path(Source.str());
  std::vector<std::string> Out =
      parseCommand({"clang-cl", "/c", "/DX", Path}, nullptr);
  EXPECT_TRUE(has(Out, Path));
  EXPECT_TRUE(has(Out, "-DX"));
  llvm::sys::fs::remove_directories(Dir);
}

} // namespace
