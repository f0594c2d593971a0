//===- RuleReporter.h - Reporting C++ AMP rules once per place --*- C++ -*-===//
//
// Template code is checked per instantiation, so the same violation (same
// place, number and text) can be found several times; it is reported once,
// with a note naming the instantiation that broke the rule.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_CHECKS_RULEREPORTER_H
#define AMP2HIP_CHECKS_RULEREPORTER_H

#include "Checks/AmpCheck.h"
#include <set>
#include <string>
#include <tuple>

namespace amp2hip {

class RuleReporter {
public:
  explicit RuleReporter(CheckContext &CC) : CC(CC) {}

  /// True the first time (location, number, key) is seen: report then.
  bool firstTime(clang::SourceLocation Loc, DiagId Id, llvm::StringRef Key);

  clang::DiagnosticBuilder report(clang::SourceLocation Loc, DiagId Id) {
    return CC.Diags.report(Loc, Id);
  }

  /// Reports \p Id at \p Loc (with \p Arg as %0 when given) the first
  /// time, with the instantiation note for code of \p In.
  void reportOnce(clang::SourceLocation Loc, DiagId Id,
                  const clang::FunctionDecl *In, llvm::StringRef Arg = "") {
    if (!firstTime(Loc, Id, Arg))
      return;
    {
      auto D = report(Loc, Id);
      if (!Arg.empty())
        D << Arg;
    }
    noteInstantiation(In);
  }

  /// After a report about code of \p In: the instantiation it belongs to.
  void noteInstantiation(const clang::FunctionDecl *In);

  /// After a report: where \p D (a member, base, variable) is declared.
  void noteDeclared(const clang::NamedDecl *D, DiagId Note);

  CheckContext &context() { return CC; }

private:
  CheckContext &CC;
  std::set<std::tuple<unsigned, int, std::string>> Seen;
};

} // namespace amp2hip

#endif
