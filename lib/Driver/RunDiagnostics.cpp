//===- RunDiagnostics.cpp -------------------------------------------------===//
#include "Driver/RunDiagnostics.h"
#include "Diagnostics/DiagnosticRecorder.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include <set>

namespace amp2hip {
namespace {

/// Prints through Clang's text printer and keeps each diagnostic for
/// --export-diagnostics, with the file it is about.
class Keeper : public clang::DiagnosticConsumer {
public:
  explicit Keeper(clang::DiagnosticConsumer &Printer) : Printer(Printer) {}
  std::string File, Code;

  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    Printer.HandleDiagnostic(Level, Info);
    llvm::SmallString<256> Message;
    Info.FormatDiagnostic(Message);
    RecordedDiagnostic D;
    D.Level = Level >= clang::DiagnosticsEngine::Error ? "error" : "warning";
    D.Code = Code;
    // The number leads the engine's text; the record carries it apart.
    llvm::StringRef Text(Message);
    Text.consume_front(Code + ": ");
    D.Message = Text.str();
    D.Loc.File = File;
    appendRecordedDiagnostics({D});
  }

private:
  clang::DiagnosticConsumer &Printer;
};

} // namespace

bool reportBoundaryFindings(const std::vector<BoundaryFinding> &Findings,
                            std::map<std::string, unsigned> &Counts,
                            llvm::raw_ostream &Log) {
  if (Findings.empty())
    return false;
  auto Opts = llvm::makeIntrusiveRefCnt<clang::DiagnosticOptions>();
  clang::TextDiagnosticPrinter Printer(Log, Opts.get());
  Printer.setPrefix("amp2hip");
  Keeper Keep(Printer);
  clang::DiagnosticsEngine Engine(
      llvm::makeIntrusiveRefCnt<clang::DiagnosticIDs>(), Opts, &Keep,
      /*ShouldOwnClient=*/false);
  AmpDiagnostics Diags(Engine);
  std::set<std::pair<DiagId, std::string>> Seen;
  for (const BoundaryFinding &F : Findings) {
    if (!Seen.insert({F.Id, F.Path}).second)
      continue;
    Keep.File = F.Path;
    Keep.Code = diagInfo(F.Id).Code;
    clang::DiagnosticBuilder B = Diags.report(clang::SourceLocation(), F.Id);
    B << F.Path;
    for (const std::string &A : F.Args)
      B << A;
  }
  for (const auto &[Code, N] : Diags.countsByCode())
    Counts[Code] += N;
  return Engine.hasErrorOccurred();
}

} // namespace amp2hip
