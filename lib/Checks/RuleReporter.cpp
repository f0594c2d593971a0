//===- RuleReporter.cpp ---------------------------------------------------===//
#include "Checks/RuleReporter.h"

#include "clang/AST/Decl.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace amp2hip {

bool RuleReporter::firstTime(SourceLocation Loc, DiagId Id,
                             llvm::StringRef Key) {
  return Seen.insert({Loc.getRawEncoding(), int(Id), Key.str()}).second;
}

void RuleReporter::noteInstantiation(const FunctionDecl *In) {
  const FunctionDecl *Inst = instantiationOf(In);
  if (!Inst || Inst->getPointOfInstantiation().isInvalid())
    return;
  std::string Name;
  llvm::raw_string_ostream OS(Name);
  Inst->getNameForDiagnostic(OS, CC.Ctx.getPrintingPolicy(),
                             /*Qualified=*/true);
  CC.Diags.report(Inst->getPointOfInstantiation(), DiagId::NoteInInstantiation)
      << OS.str();
}

void RuleReporter::noteDeclared(const NamedDecl *D, DiagId Note) {
  if (!D || D->getLocation().isInvalid())
    return;
  CC.Diags.report(D->getLocation(), Note) << D->getNameAsString();
}

} // namespace amp2hip
