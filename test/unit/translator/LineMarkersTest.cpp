//===- LineMarkersTest.cpp - #line markers of a checked build -------------===//
#include "Driver/LineMarkers.h"
#include "EditOpMaking.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "gtest/gtest.h"

#include <map>
#include <string>
#include <vector>

using namespace amp2hip;
using amp2hip::test::insert;
using amp2hip::test::replace;

namespace {

/// A line the preprocessor keeps, with the line and file it reports for it.
struct SeenLine {
  unsigned Line;
  std::string File;
  std::string Text;
};

/// What a preprocessor makes of \p Out's lines: #line directives in active
/// code set the next line's number and file; `#if 0` and `#if 1` groups
/// (with #else) are skipped or kept; block comments and continued lines
/// are followed. Only what the tests need.
std::vector<SeenLine> preprocess(llvm::StringRef Out) {
  llvm::SmallVector<llvm::StringRef, 32> Lines;
  Out.split(Lines, '\n');
  if (!Lines.empty() && Lines.back().empty())
    Lines.pop_back();
  std::vector<SeenLine> Seen;
  std::vector<bool> Active; // one per open group
  unsigned Next = 1;
  std::string File = "<output>";
  bool InComment = false, Continued = false;
  auto active = [&] {
    for (bool A : Active)
      if (!A)
        return false;
    return true;
  };
  for (llvm::StringRef Raw : Lines) {
    llvm::StringRef L = Raw.rtrim('\r');
    L.consume_front("\xEF\xBB\xBF");
    bool WasContinued = Continued;
    Continued = L.ends_with("\\");
    llvm::StringRef T = L.ltrim();
    if (!InComment && !WasContinued && T.starts_with("#")) {
      llvm::StringRef D = T.drop_front().ltrim();
      if (D.starts_with("line ") && active()) {
        llvm::StringRef Rest = D.drop_front(5).ltrim();
        auto [Num, Name] = Rest.split(' ');
        Num.getAsInteger(10, Next);
        File = Name.trim().drop_front().drop_back().str();
        continue;
      }
      if (D.starts_with("if "))
        Active.push_back(D.drop_front(3).trim() != "0");
      else if (D.starts_with("else") && !Active.empty())
        Active.back() = !Active.back();
      else if (D.starts_with("endif") && !Active.empty())
        Active.pop_back();
      ++Next;
      continue;
    }
    for (size_t I = 0; I + 1 < L.size(); ++I) {
      if (!InComment && L.substr(I, 2) == "//")
        break;
      if (L.substr(I, 2) == (InComment ? "*/" : "/*")) {
        InComment = !InComment;
        ++I;
      }
    }
    if (active())
      Seen.push_back({Next, File, L.str()});
    ++Next;
  }
  return Seen;
}

/// Applies \p Edits with markers to \p Original and checks that every line
/// of \p Original holding `@` (and left alone by the edits) is reported
/// with its own number and the file's name, wherever it is kept.
std::string expectLinesKept(llvm::StringRef Original, const FileEdits &Edits,
                            llvm::StringRef Name = "src/a.cpp") {
  std::string Out = withLineMarkers(Original, Edits, Name).apply(Original);
  std::map<std::string, std::vector<const SeenLine *>> ByText;
  std::vector<SeenLine> Seen = preprocess(Out);
  for (const SeenLine &S : Seen)
    ByText[S.Text].push_back(&S);
  llvm::SmallVector<llvm::StringRef, 32> Lines;
  Original.split(Lines, '\n');
  unsigned Checked = 0;
  for (size_t I = 0; I < Lines.size(); ++I) {
    std::string Text = Lines[I].rtrim('\r').str();
    if (Text.find('@') == std::string::npos)
      continue;
    auto It = ByText.find(Text);
    if (It == ByText.end())
      continue; // in a skipped group
    EXPECT_EQ(It->second.size(), 1u) << Text;
    EXPECT_EQ(It->second.front()->Line, I + 1) << Text << "\n" << Out;
    EXPECT_EQ(It->second.front()->File, Name.str()) << Text;
    ++Checked;
  }
  EXPECT_GT(Checked, 0u);
  return Out;
}

TEST(LineMarkers, OnlyTheTopWhenNoLineMoves) {
  std::string Original = "int a; @\nint b; @\n";
  FileEdits E;
  E.add(replace(0, 3, "long"));
  EXPECT_EQ(expectLinesKept(Original, E),
            "#line 1 \"src/a.cpp\"\nlong a; @\nint b; @\n");
}

TEST(LineMarkers, LinesInsertedAtTheTop) {
  std::string Original = "int a; @\nint b; @\nint c; @\n";
  FileEdits E;
  E.add(insert(EditOp::InsertBefore, 0, "#include <x>\n#include <y>\n"));
  EXPECT_EQ(expectLinesKept(Original, E),
            "#line 1 \"src/a.cpp\"\n#include <x>\n#include <y>\n"
            "#line 1 \"src/a.cpp\"\nint a; @\nint b; @\nint c; @\n");
}

TEST(LineMarkers, ReplacementThatAddsLines) {
  // `#include <amp.h>` becomes three lines.
  std::string Original = "int a; @\n#include <amp.h>\nint b; @\nint c; @\n";
  FileEdits E;
  E.add(replace(9, 16, "#include <h.h>\n#include <amp2hip/amp.h>"));
  std::string Out = expectLinesKept(Original, E);
  EXPECT_NE(Out.find("<amp2hip/amp.h>\n#line 3 \"src/a.cpp\"\nint b; @\n"),
            std::string::npos)
      << Out;
}

TEST(LineMarkers, ReplacementThatRemovesLines) {
  std::string Original = "int a; @\nint b;\nint c;\nint d;\nint e; @\n";
  FileEdits E;
  // "int b;\nint c;\nint d;" becomes one line.
  E.add(replace(9, 20, "int bcd;"));
  std::string Out = expectLinesKept(Original, E);
  EXPECT_NE(Out.find("int bcd;\n#line 5 \"src/a.cpp\"\nint e; @\n"),
            std::string::npos)
      << Out;
}

TEST(LineMarkers, NotInsideABlockCommentOrARawString) {
  std::string Original = "int a; @\n"
                         "int b; /* a comment\n"
                         "over lines */ int c;\n"
                         "const char *s = R\"(one\n"
                         "two)\";\n"
                         "int d; @\n";
  FileEdits E;
  E.add(replace(Original.find("int b;"), 6, "int\nb;"));
  E.add(replace(Original.find("one"), 3, "one\nmore"));
  std::string Out = expectLinesKept(Original, E);
  EXPECT_NE(Out.find("int c;\n#line 4 \"src/a.cpp\"\nconst"), std::string::npos)
      << Out;
  EXPECT_NE(Out.find("two)\";\n#line 6 \"src/a.cpp\"\nint d; @\n"),
            std::string::npos)
      << Out;
}

TEST(LineMarkers, NotInsideAContinuedDefine) {
  std::string Original = "int a; @\n"
                         "#define M(a) \\\n"
                         "  tile_static a \\\n"
                         "  + 1\n"
                         "int b; @\n";
  FileEdits E;
  // A line added inside the definition.
  E.add(replace(26, 11, "__shared__ \\\n "));
  std::string Out = expectLinesKept(Original, E);
  EXPECT_NE(Out.find("  + 1\n#line 5 \"src/a.cpp\"\nint b; @\n"),
            std::string::npos)
      << Out;
}

TEST(LineMarkers, NotAfterInsertedTextThatLeavesALineOpen) {
  // The line after an added one starts with inserted text: the marker
  // waits for the next line (`int b;` is reported one line late).
  std::string Original = "int a;\nint b;\nint c; @\n";
  FileEdits E;
  E.add(replace(0, 6, "int\na;"));
  E.add(insert(EditOp::InsertBefore, 7, "static "));
  std::string Out = expectLinesKept(Original, E);
  EXPECT_EQ(Out, "#line 1 \"src/a.cpp\"\nint\na;\nstatic int b;\n"
                 "#line 3 \"src/a.cpp\"\nint c; @\n");
}

TEST(LineMarkers, NotInsideParentheses) {
  // A directive in a macro's arguments is undefined behaviour.
  std::string Original = "int a; @\n"
                         "f(a,\n"
                         "  b);\n"
                         "int c; @\n";
  FileEdits E;
  E.add(insert(EditOp::InsertAfter, Original.find("a,"), "\n"));
  std::string Out = expectLinesKept(Original, E);
  EXPECT_NE(Out.find("  b);\n#line 4 \"src/a.cpp\"\nint c; @\n"),
            std::string::npos)
      << Out;
}

TEST(LineMarkers, InsideBracesInsideParentheses) {
  // A kernel lambda's body: inside the parallel_for_each call.
  std::string Original = "pfe(d, [=](int i) {\n"
                         "  tile_static int s[4];\n"
                         "  s[i] = 1; @\n"
                         "});\n";
  FileEdits E;
  E.add(replace(22, 11, "__shared__\n"));
  std::string Out = expectLinesKept(Original, E);
  EXPECT_NE(Out.find("#line 3 \"src/a.cpp\"\n  s[i]"), std::string::npos)
      << Out;
}

TEST(LineMarkers, AfterConditionalGroups) {
  // The markers of a skipped branch do nothing: the branch after it, or
  // the lines after the group, need their own. Checked with either branch
  // taken.
  for (const char *Cond : {"0", "1"}) {
    std::string Original = std::string("int a; @\n#if ") + Cond +
                           "\nint b;\nint c; @\n#else\nint d; @\n#endif\n"
                           "int e; @\n";
    FileEdits E;
    E.add(replace(Original.find("int b;"), 6, "int\nb;"));
    std::string Out = expectLinesKept(Original, E);
    EXPECT_NE(Out.find("#else\n#line 6"), std::string::npos) << Out;
    // A skipped marker is still a line.
    EXPECT_NE(Out.find("#endif\n#line 8"), std::string::npos) << Out;

    Original = std::string("int a; @\n#if ") + Cond +
               "\nint b; @\n#else\nint c;\n#endif\nint e; @\n";
    E = FileEdits();
    E.add(replace(Original.find("int c;"), 6, "int\nc;"));
    Out = expectLinesKept(Original, E);
    EXPECT_NE(Out.find("#endif\n#line 7"), std::string::npos) << Out;
  }
}

TEST(LineMarkers, CrlfLinesAndByteOrderMark) {
  std::string Original = "\xEF\xBB\xBFint a; @\r\nint b; @\r\n";
  FileEdits E;
  E.add(insert(EditOp::InsertBefore, 3, "#include <x>\r\n"));
  std::string Out = expectLinesKept(Original, E);
  EXPECT_EQ(Out, "\xEF\xBB\xBF#line 1 \"src/a.cpp\"\r\n#include <x>\r\n"
                 "#line 1 \"src/a.cpp\"\r\nint a; @\r\nint b; @\r\n");
}

TEST(LineMarkers, NameIsEscaped) {
  FileEdits E;
  std::string Out =
      withLineMarkers("int a;\n", E, "dir\\a\"b.cpp").apply("int a;\n");
  EXPECT_EQ(Out, "#line 1 \"dir\\\\a\\\"b.cpp\"\nint a;\n");
}

TEST(LineMarkers, NameRelativeToTheRoot) {
  EXPECT_EQ(lineMarkerName("/p/src/a.cpp", "/p", "../p/src/a.cpp"),
            "src/a.cpp");
  EXPECT_EQ(lineMarkerName("/p/src/a.cpp", "/p/", "x"), "src/a.cpp");
  EXPECT_EQ(lineMarkerName("/q/a.cpp", "/p", "../q/a.cpp"), "../q/a.cpp");
  EXPECT_EQ(lineMarkerName("/p2/a.cpp", "/p", "/p2/a.cpp"), "/p2/a.cpp");
  EXPECT_EQ(lineMarkerName("/p/a.cpp", "", "a.cpp"), "a.cpp");
}

} // namespace
