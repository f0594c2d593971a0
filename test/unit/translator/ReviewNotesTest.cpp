//===- ReviewNotesTest.cpp - Where a review note may go
//---------------------===//
#include "Rewrite/ReviewNotes.h"
#include "clang/Basic/LangOptions.h"

#include "gtest/gtest.h"

using namespace amp2hip;

namespace {

clang::LangOptions cxx17() {
  clang::LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  LO.LineComment = true;
  LO.RawStringLiterals = true;
  return LO;
}

unsigned lineStart(llvm::StringRef Text, llvm::StringRef Line) {
  size_t P = Text.find(Line);
  EXPECT_NE(P, llvm::StringRef::npos) << Line.str();
  return P;
}

} // namespace

TEST(ReviewNotes, TextIsOneLineNamingNumberAndPage) {
  EXPECT_EQ(reviewNoteText("AH1102", "every thread\nraces"),
            "// amp2hip AH1102: every thread races (see "
            "docs/diagnostics/AH1102.md)");
}

TEST(ReviewNotes, PlainLinesTakeANote) {
  llvm::StringRef T = "int a;\n  int b = 1 +\n    2;\n";
  EXPECT_TRUE(canInsertLineAt(T, 0, cxx17()));
  EXPECT_TRUE(canInsertLineAt(T, lineStart(T, "  int b"), cxx17()));
  // Inside an expression spread over lines: a comment line is whitespace.
  EXPECT_TRUE(canInsertLineAt(T, lineStart(T, "    2;"), cxx17()));
  EXPECT_TRUE(canInsertLineAt(T, T.size(), cxx17()));
}

TEST(ReviewNotes, NeverInsideACommentOrString) {
  llvm::StringRef Block = "/* a\n b */ int x;\n";
  EXPECT_FALSE(canInsertLineAt(Block, lineStart(Block, " b */"), cxx17()));
  llvm::StringRef Raw = "auto s = R\"(one\ntwo)\"; int y;\n";
  EXPECT_FALSE(canInsertLineAt(Raw, lineStart(Raw, "two)"), cxx17()));
  // After the raw string, a new line is fine again.
  llvm::StringRef After = "auto s = R\"(a\nb)\";\nint z;\n";
  EXPECT_TRUE(canInsertLineAt(After, lineStart(After, "int z"), cxx17()));
}

TEST(ReviewNotes, NeverInsideAContinuedLine) {
  llvm::StringRef Macro = "#define K(x) \\\n  x + 1\nint k;\n";
  EXPECT_FALSE(canInsertLineAt(Macro, lineStart(Macro, "  x + 1"), cxx17()));
  EXPECT_TRUE(canInsertLineAt(Macro, lineStart(Macro, "int k"), cxx17()));
  llvm::StringRef Crlf = "#if A && \\\r\n  B\r\n#endif\r\n";
  EXPECT_FALSE(canInsertLineAt(Crlf, lineStart(Crlf, "  B"), cxx17()));
}

TEST(ReviewNotes, NotesJoinEditsWithoutClash) {
  FileEdits Edits, Notes;
  EditOp Replace;
  Replace.Offset = 10;
  Replace.Length = 20;
  Replace.Text = "moved";
  Edits.add(Replace);
  EditOp Inside;
  Inside.Kind = EditOp::InsertBefore;
  Inside.Offset = 15; // inside the replaced text: dropped
  Inside.Text = "// note\n";
  EditOp Before = Inside;
  Before.Offset = 10; // at its start: kept, before it
  Notes.add(Inside);
  Notes.add(Before);
  FileEdits All = withReviewNotes(Edits, Notes);
  EXPECT_EQ(All.ops().size(), 2u);
  std::string Original(40, '.');
  EXPECT_EQ(All.apply(Original),
            std::string(10, '.') + "// note\nmoved" + std::string(10, '.'));
}
