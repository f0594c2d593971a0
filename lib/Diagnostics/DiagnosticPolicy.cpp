//===- DiagnosticPolicy.cpp -----------------------------------------------===//
#include "Diagnostics/DiagnosticPolicy.h"

#include "llvm/ADT/StringExtras.h"

namespace amp2hip {

static DiagnosticPolicy &policy() {
  static DiagnosticPolicy P;
  return P;
}

void setDiagnosticPolicy(DiagnosticPolicy P) { policy() = std::move(P); }

const DiagnosticPolicy &diagnosticPolicy() { return policy(); }

llvm::Expected<std::set<std::string>>
parseDiagnosticCodes(llvm::StringRef List) {
  std::set<std::string> Codes;
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  List.split(Parts, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef P : Parts) {
    std::string Code = P.trim().upper();
    if (llvm::none_of(allDiagnostics(),
                      [&](const DiagInfo &D) { return Code == D.Code; }))
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "unknown diagnostic number '%s' (amp2hip --list-diagnostics lists "
          "them)",
          P.trim().str().c_str());
    Codes.insert(Code);
  }
  return Codes;
}

clang::DiagnosticIDs::Level policyLevel(const DiagInfo &D,
                                        const DiagnosticPolicy &P) {
  switch (D.Severity) {
  case DiagSeverity::Note:
    return clang::DiagnosticIDs::Note;
  case DiagSeverity::Error:
    // Suppressing an error is the user's call (the output may then not
    // build); its notes go with it.
    return P.Suppressed.count(D.Code) ? clang::DiagnosticIDs::Ignored
                                      : clang::DiagnosticIDs::Error;
  case DiagSeverity::Fatal:
    return P.Suppressed.count(D.Code) ? clang::DiagnosticIDs::Ignored
                                      : clang::DiagnosticIDs::Fatal;
  case DiagSeverity::Warning:
    if (P.Suppressed.count(D.Code))
      return clang::DiagnosticIDs::Ignored;
    if (P.AllWarningsAsErrors || P.WarningsAsErrors.count(D.Code))
      return clang::DiagnosticIDs::Error;
    return clang::DiagnosticIDs::Warning;
  }
  return clang::DiagnosticIDs::Error;
}

} // namespace amp2hip
