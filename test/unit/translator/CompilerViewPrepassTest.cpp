//===- CompilerViewPrepassTest.cpp - Visual C++ view of project files -----===//
#include "Frontend/DialectPrepass.h"
#include "Model/DeclspecForms.h"
#include "Model/VisualCppView.h"

#include "gtest/gtest.h"

using namespace amp2hip;

namespace {

/// The parse's text and the output's text of a project file.
struct Views {
  std::string Parse, Output;
};

Views run(llvm::StringRef S,
         CompilerViewKind View = CompilerViewKind::VisualCpp) {
  DialectPrepassResult R = runDialectPrepass("p.h", S, true, View);
  Views V{R.Changed ? R.Text : S.str(), S.str()};
  EXPECT_EQ(V.Parse.size(), S.size()) << "the parse must keep the length";
  EXPECT_EQ(std::count(V.Parse.begin(), V.Parse.end(), '\n'),
            std::count(S.begin(), S.end(), '\n'));
  // Applied back to front, so earlier offsets stay true.
  std::vector<DialectEdit> Edits = R.Edits;
  std::sort(Edits.begin(), Edits.end(),
            [](const DialectEdit &A, const DialectEdit &B) {
              return A.Offset > B.Offset;
            });
  for (const DialectEdit &E : Edits)
    V.Output.replace(E.Offset, E.Length, E.Output);
  return V;
}

TEST(CompilerViewPrepass, IfdefReadsVisualCppsDefinitions) {
  Views V = run("#ifdef _MSC_VER\nA\n#endif\n#ifndef __GNUC__\nB\n#endif\n");
  EXPECT_EQ(V.Parse,
            "#if 1          \nA\n#endif\n#if 1           \nB\n#endif\n");
  EXPECT_EQ(V.Output, "#if 1 /* amp2hip, Visual C++: ifdef _MSC_VER */\nA\n"
                      "#endif\n#if 1 /* amp2hip, Visual C++: ifndef __GNUC__ "
                      "*/\nB\n#endif\n");
}

TEST(CompilerViewPrepass, ValuesAndDefinedInExpressions) {
  Views V = run("#  if defined (__clang__) || _MSC_VER >= 1800\n#elif "
                "defined __GNUC__\n#endif\n");
  EXPECT_EQ(V.Parse, "#  if 0                   || 1929     >= 1800\n#elif "
                     "0               \n#endif\n");
  EXPECT_EQ(V.Output,
            "#  if 0 /* amp2hip, Visual C++: defined(__clang__) */ || 1929 "
            "/* amp2hip, Visual C++: _MSC_VER */ >= 1800\n#elif 0 /* amp2hip, "
            "Visual C++: defined(__GNUC__) */\n#endif\n");
}

TEST(CompilerViewPrepass, CodeGetsOnlyWhatVisualCppDefines) {
  Views V = run("#define V _MSC_FULL_VER\nint g = __GNUC__ + _M_X64;\n");
  EXPECT_EQ(V.Parse, "#define V 192930133    \nint g = __GNUC__ + 100   ;\n");
}

TEST(CompilerViewPrepass, LeavesDeclaredNamesCommentsStringsAndIncludes) {
  const char *S = "#define _MSC_VER 1600\n#undef __clang__\n"
                  "// #ifdef _MSC_VER\nconst char *s = \"_MSC_VER\";\n"
                  "#pragma message(\"_MSC_VER\")\n#error _MSC_VER\n";
  Views V = run(S);
  EXPECT_EQ(V.Parse, S);
  EXPECT_EQ(V.Output, S);
}

TEST(CompilerViewPrepass, TheGnuViewLeavesEverything) {
  const char *S = "#ifdef _MSC_VER\nint v = _MSC_VER;\n#endif\n";
  Views V = run(S, CompilerViewKind::Gnu);
  EXPECT_EQ(V.Parse, S);
  EXPECT_EQ(V.Output, S);
}

TEST(CompilerViewPrepass, OnlyProjectFiles) {
  DialectPrepassResult R =
      runDialectPrepass("/usr/include/x.h", "#ifdef _MSC_VER\n#endif\n", false);
  EXPECT_FALSE(R.Changed);
}

TEST(CompilerViewPrepass, EveryValueFitsItsName) {
  for (CompilerViewKind View :
       {CompilerViewKind::VisualCpp, CompilerViewKind::Hcc})
    for (const ViewMacro &M : viewMacros(View)) {
      EXPECT_LE(M.Value.size(), M.Name.size()) << M.Name.str();
      EXPECT_EQ(findViewMacro(View, M.Name), &M);
    }
  EXPECT_EQ(findViewMacro(CompilerViewKind::VisualCpp, "_WIN32"), nullptr)
      << "the operating system stays Linux's";
  EXPECT_TRUE(viewMacros(CompilerViewKind::Gnu).empty());
}

// HCC's copy of the conformance suite accepts only Clang; nvcc's host
// compiler is GCC. The HCC view fixes the Clang branch for both.
TEST(CompilerViewPrepass, TheHccViewTakesTheClangBranch) {
  const char *S = "#if __clang__\n#define API\n#elif defined(_MSC_VER)\n"
                  "#define API __cdecl\n#else\n#error no\n#endif\n"
                  "#ifdef __HCC__\nint hcc = 1;\n#endif\n";
  Views V = run(S, CompilerViewKind::Hcc);
  EXPECT_NE(V.Parse.find("#if 1"), std::string::npos) << V.Parse;
  EXPECT_NE(V.Output.find("#if 1 /* amp2hip, HCC: __clang__ */"),
            std::string::npos)
      << V.Output;
  EXPECT_NE(V.Output.find("#elif 0 /* amp2hip, HCC: defined(_MSC_VER) */"),
            std::string::npos)
      << V.Output;
  EXPECT_NE(V.Output.find("#if 1 /* amp2hip, HCC: ifdef __HCC__ */"),
            std::string::npos)
      << V.Output;
  // The Visual C++ view reads the same file the other way.
  Views W = run(S);
  EXPECT_NE(W.Output.find("#if 0 /* amp2hip, Visual C++: __clang__ */"),
            std::string::npos)
      << W.Output;
}

TEST(DeclspecForms, PortableText) {
  EXPECT_EQ(portableDeclspec("align", "16"), "__attribute__((aligned(16)))");
  EXPECT_EQ(portableDeclspec("deprecated", ""), "__attribute__((deprecated))");
  EXPECT_EQ(portableDeclspec("deprecated", "\"old\""),
            "__attribute__((deprecated(\"old\")))");
  EXPECT_EQ(portableDeclspec("novtable", ""), "");
  EXPECT_EQ(portableDeclspec("uuid", "\"x\""), std::nullopt);
  EXPECT_EQ(portableDeclspec("property", "get=f"), std::nullopt);
}

TEST(DeclspecForms, ThreadIsThreadLocalAlreadyInTheParse) {
  Views V = run("__declspec( thread ) int n;\n");
  EXPECT_EQ(V.Parse, "thread_local         int n;\n");
  EXPECT_EQ(V.Output, "thread_local int n;\n");
}

} // namespace
