//===- ClangDiagRemap.cpp -------------------------------------------------===//
#include "Diagnostics/ClangDiagRemap.h"

#include "Diagnostics/AmpDiagnostics.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclarationName.h"
#include "clang/Basic/DiagnosticSema.h"

using namespace clang;

namespace amp2hip {

namespace {

/// Argument \p I of \p Info as text (the kinds the remapped errors use).
std::string argText(const Diagnostic &Info, unsigned I) {
  if (I >= Info.getNumArgs())
    return "";
  switch (Info.getArgKind(I)) {
  case DiagnosticsEngine::ak_c_string:
    return Info.getArgCStr(I);
  case DiagnosticsEngine::ak_std_string:
    return Info.getArgStdStr(I);
  case DiagnosticsEngine::ak_declarationname:
    return DeclarationName::getFromOpaqueInteger(Info.getRawArg(I))
        .getAsString();
  case DiagnosticsEngine::ak_nameddecl:
    return reinterpret_cast<const NamedDecl *>(Info.getRawArg(I))
        ->getNameAsString();
  default:
    return "";
  }
}

/// The row \p Id of the table, with %0 replaced by \p Arg.
std::string rowText(DiagId Id, llvm::StringRef Arg) {
  const DiagInfo &D = diagInfo(Id);
  std::string Msg = std::string(D.Code) + ": " + D.Message;
  for (size_t P; (P = Msg.find("%0")) != std::string::npos;)
    Msg.replace(P, 2, Arg.str());
  return Msg;
}

class RemapConsumer : public DiagnosticConsumer {
public:
  RemapConsumer(DiagnosticConsumer *Inner,
                std::unique_ptr<DiagnosticConsumer> Owned)
      : Inner(Inner), Owned(std::move(Owned)) {}

  void BeginSourceFile(const LangOptions &LO, const Preprocessor *PP) override {
    Inner->BeginSourceFile(LO, PP);
  }
  void EndSourceFile() override {
    Inner->EndSourceFile();
    mirror();
  }
  void finish() override {
    Inner->finish();
    mirror();
  }
  bool IncludeInDiagnosticCounts() const override {
    return Inner->IncludeInDiagnosticCounts();
  }

  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    std::string Text;
    switch (Info.getID()) {
    case diag::err_cuda_device_exceptions:
      Text = rowText(DiagId::ExceptionInAmp, argText(Info, 0));
      break;
    case diag::err_cuda_ovl_target:
      Text = rowText(DiagId::RestrictionOverlap, argText(Info, 1));
      break;
    default:
      break;
    }
    if (Text.empty())
      Inner->HandleDiagnostic(Level, Info);
    else
      Inner->HandleDiagnostic(Level, Diagnostic(Info.getDiags(), Text));
    mirror();
  }

private:
  /// The counts are the inner client's (under -verify it decides them).
  void mirror() {
    NumErrors = Inner->getNumErrors();
    NumWarnings = Inner->getNumWarnings();
  }

  DiagnosticConsumer *Inner;
  std::unique_ptr<DiagnosticConsumer> Owned;
};

} // namespace

void installClangDiagRemap(DiagnosticsEngine &Engine) {
  DiagnosticConsumer *Inner = Engine.getClient();
  if (!Inner)
    return;
  std::unique_ptr<DiagnosticConsumer> Owned = Engine.takeClient();
  Engine.setClient(new RemapConsumer(Inner, std::move(Owned)),
                   /*ShouldOwnClient=*/true);
}

} // namespace amp2hip
