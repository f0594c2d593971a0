//===- MigrationReportTest.cpp - The report of a run ----------------------===//
#include "Driver/MigrationReport.h"

#include "gtest/gtest.h"

using namespace amp2hip;

namespace {

RecordedDiagnostic diag(const char *Level, const char *Code,
                        const std::string &Message, const char *File,
                        unsigned Line) {
  RecordedDiagnostic D;
  D.Level = Level;
  D.Code = Code;
  D.Message = (Code[0] ? std::string(Code) + ": " : std::string()) + Message;
  D.Loc = {File, Line, 3};
  return D;
}

struct Fixture {
  RunReport Run;
  std::vector<RecordedDiagnostic> Ds;
  ReportContext C;
  Fixture() {
    FileReport A;
    A.Path = "app/a.cpp";
    A.Source = "/p/app/a.cpp";
    A.Status = FileReport::Translated;
    A.LinesChanged = 7;
    A.Diagnostics = {{"AH1102", 1}};
    FileReport B;
    B.Path = "lib/b.cpp";
    B.Source = "/p/lib/b.cpp";
    B.Status = FileReport::Failed;
    B.FirstError = "b.cpp:4:1: error: C3581: unsupported type";
    B.Diagnostics = {{"C3581", 2}};
    Run.Files = {A, B};
    Ds = {diag("warning", "AH1102", "every thread updates 'n' <here>",
               "/p/app/a.cpp", 12),
          diag("error", "C3581", "'T' is unsupported", "/p/lib/b.cpp", 4),
          diag("error", "C3581", "'T' is unsupported", "/p/lib/b.cpp", 9),
          // The same place again, from another unit that includes it.
          diag("error", "C3581", "'T' is unsupported", "/p/lib/b.cpp", 9),
          diag("error", "", "unknown type name 'X'", "/p/lib/b.cpp", 2)};
    Ds[1].Notes.push_back(diag("note", "", "declared here", "/p/lib/b.h", 1));
    C.Inputs = {"Demo.sln"};
    C.Root = "/p";
    C.Output = "written under out";
    C.OutRoot = "out";
    C.Solution = true;
    C.NotesInOutput = true;
    C.DocsDir = "/opt/my docs/diagnostics";
    C.Projects = {{"App", "/p/app/App.vcxproj", {"/p/app/a.cpp"}},
                  {"Lib", "/p/lib/Lib.vcxproj", {"/p/lib/b.cpp"}}};
  }
};

bool has(const std::string &S, const std::string &Part) {
  return S.find(Part) != std::string::npos;
}

} // namespace

TEST(MigrationReport, FormatFromTheFileName) {
  EXPECT_EQ(*reportFormatOf("r.html"), ReportFormat::Html);
  EXPECT_EQ(*reportFormatOf("R.HTM"), ReportFormat::Html);
  EXPECT_EQ(*reportFormatOf("out/r.md"), ReportFormat::Markdown);
  auto Bad = reportFormatOf("r.txt");
  ASSERT_FALSE(Bad);
  EXPECT_TRUE(has(llvm::toString(Bad.takeError()), ".html or .md"));
}

TEST(MigrationReport, GroupsEachPlaceOnceErrorsFirst) {
  Fixture F;
  std::vector<DiagnosticGroup> G = groupDiagnostics(F.Ds);
  ASSERT_EQ(G.size(), 3u);
  EXPECT_EQ(G[0].Code, "C3581");
  EXPECT_EQ(G[0].Count, 2u); // line 9 twice counts once
  EXPECT_EQ(G[0].Places[0].Notes.size(), 1u);
  EXPECT_EQ(G[0].Check, nullptr);
  EXPECT_EQ(G[1].Code, ""); // Clang's own error, without a number
  EXPECT_EQ(G[2].Code, "AH1102");
  EXPECT_NE(G[2].Check, nullptr);
  EXPECT_FALSE(G[2].Help.empty());
}

TEST(MigrationReport, MarkdownTellsProjectsFilesNumbersAndNextSteps) {
  Fixture F;
  std::string M = migrationReport(ReportFormat::Markdown, F.Run, F.Ds, F.C);
  EXPECT_TRUE(has(M, "# amp2hip migration report\n"));
  EXPECT_TRUE(has(M, "### Project App\n"));
  EXPECT_TRUE(has(M, "### Project Lib\n"));
  EXPECT_TRUE(has(
      M, "| [`app/a.cpp`](file:///p/app/a.cpp) | translated | 7 | 0 | 1 |  |"));
  EXPECT_TRUE(has(M,
                  "| [`lib/b.cpp`](file:///p/lib/b.cpp) | failed | 0 | 2 | 0 | "
                  "b.cpp:4:1: error: "
                  "C3581: unsupported type |"));
  EXPECT_TRUE(has(M, "| [C3581](file:///opt/my%20docs/diagnostics/C3581.md) "
                     "| error | 2 |"));
  EXPECT_TRUE(has(M, "### AH1102 (warning, 1)"));
  EXPECT_TRUE(has(M, "- [`lib/b.cpp:9:3`](file:///p/lib/b.cpp): 'T' is "
                     "unsupported\n"));
  // To review: the place, the page, the message and what to check.
  EXPECT_TRUE(has(M, "| [`app/a.cpp:12:3`](file:///p/app/a.cpp) | "
                     "[AH1102](file:///opt/my%20docs/diagnostics/AH1102.md) "
                     "| every thread updates 'n' <here> | "));
  EXPECT_TRUE(has(M, "1 file(s) were refused"));
  EXPECT_TRUE(has(M, "cmake -S out -B build"));
  EXPECT_TRUE(has(M, "| warnings to review | 1 |"));
}

TEST(MigrationReport, HtmlIsSelfContainedAndEscaped) {
  Fixture F;
  std::string H = migrationReport(ReportFormat::Html, F.Run, F.Ds, F.C);
  EXPECT_TRUE(llvm::StringRef(H).starts_with("<!DOCTYPE html>"));
  EXPECT_TRUE(has(H, "every thread updates 'n' &lt;here&gt;"));
  EXPECT_FALSE(has(H, "<here>"));
  EXPECT_FALSE(has(H, "<script"));
  EXPECT_FALSE(has(H, "http:"));
  EXPECT_FALSE(has(H, "https:"));
  EXPECT_TRUE(has(H, "<h2 id=\"review\">To review</h2>"));
  EXPECT_TRUE(has(H, "<a href=\"file:///opt/my%20docs/diagnostics/C3581.md\">"
                     "C3581</a>"));
  EXPECT_TRUE(llvm::StringRef(H).ends_with("</html>\n"));
}

TEST(MigrationReport, WithoutDocsThePageIsNamed) {
  Fixture F;
  F.C.DocsDir.clear();
  F.C.Projects.clear();
  std::string M = migrationReport(ReportFormat::Markdown, F.Run, F.Ds, F.C);
  EXPECT_TRUE(has(M, "`docs/diagnostics/C3581.md`"));
  EXPECT_FALSE(has(M, "### Project"));
  EXPECT_TRUE(has(M, "| [`lib/b.cpp`](file:///p/lib/b.cpp) | failed |"));
}
