//===- DiagnosticsTableTest.cpp - The diagnostics and mapping tables
//-------===//
#include "Diagnostics/AmpDiagnostics.h"
#include "Rewrite/ApiMap.h"

#include "gtest/gtest.h"
#include <set>

using namespace amp2hip;

TEST(DiagnosticsTable, EveryRowHasCodeMessageAndHelp) {
  std::set<std::string> Names;
  for (const DiagInfo &D : allDiagnostics()) {
    llvm::StringRef Code = D.Code;
    // Notes carry no number (the error they follow does); the rest do.
    if (D.Severity == DiagSeverity::Note)
      EXPECT_TRUE(Code.empty()) << D.Name;
    else
      EXPECT_TRUE(Code.starts_with("C") || Code.starts_with("AH")) << D.Name;
    EXPECT_GT(llvm::StringRef(D.Message).size(), 10u) << D.Name;
    EXPECT_GT(llvm::StringRef(D.Help).size(), 10u) << D.Name;
    EXPECT_TRUE(Names.insert(D.Name).second) << "duplicate " << D.Name;
  }
}

TEST(DiagnosticsTable, MarkdownListsEveryCode) {
  std::string Doc = diagnosticsMarkdown();
  for (const DiagInfo &D : allDiagnostics())
    if (D.Code[0])
      EXPECT_NE(Doc.find(std::string("| [") + D.Code + "](diagnostics/" +
                         D.Code + ".md) |"),
                std::string::npos)
          << D.Code;
}

TEST(ApiMap, BarrierAndStorageMappings) {
  EXPECT_EQ(hipText(ApiMapId::TileStatic), "__shared__");
  EXPECT_EQ(hipText(ApiMapId::Wait), "__syncthreads()");
  EXPECT_EQ(hipText(ApiMapId::RestrictCpuAmp), "__host__ __device__");
  EXPECT_EQ(hipText(ApiMapId::RestrictCpu), "");
  EXPECT_NE(mappingsMarkdown().find("`tile_static`"), std::string::npos);
}

// Review notes go only on warnings that carry a number; the list in the
// documentation is generated from the same rows.
TEST(DiagnosticsTable, ReviewRowsAreNumberedWarnings) {
  unsigned Reviewed = 0;
  std::string Doc = diagnosticsMarkdown();
  for (size_t I = 0; I < allDiagnostics().size(); ++I) {
    const char *Check = reviewCheck(static_cast<DiagId>(I));
    if (!Check)
      continue;
    ++Reviewed;
    const DiagInfo &D = allDiagnostics()[I];
    EXPECT_EQ(D.Severity, DiagSeverity::Warning) << D.Name;
    EXPECT_TRUE(llvm::StringRef(D.Code).starts_with("AH")) << D.Name;
    EXPECT_EQ(reviewCheck(D.Code), Check) << D.Name;
    EXPECT_NE(Doc.find(std::string("| [") + D.Code + "](diagnostics/" + D.Code +
                       ".md) | " + Check + " |"),
              std::string::npos)
        << D.Code;
  }
  EXPECT_GE(Reviewed, 5u);
  EXPECT_EQ(reviewCheck("AH1308"), nullptr); // a fix that needs no look
  EXPECT_EQ(reviewCheck("C3581"), nullptr);  // an error
  EXPECT_NE(reviewCheck("AH1102"), nullptr);
}
