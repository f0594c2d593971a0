//===- ComponentUses.cpp --------------------------------------------------===//
#include "Frontend/ComponentUses.h"

#include "Diagnostics/AmpDiagnostics.h"
#include "Frontend/WindowsComponents.h"
#include "clang/AST/NestedNameSpecifier.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Sema/ExternalSemaSource.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/TypoCorrection.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace amp2hip {

namespace {

class ComponentUseSource : public ExternalSemaSource {
public:
  ComponentUseSource(Sema &S, MsvcDirectives &D) : S(S), D(D) {}

  TypoCorrection CorrectTypo(const DeclarationNameInfo &Typo, int, Scope *,
                             CXXScopeSpec *SS, CorrectionCandidateCallback &,
                             DeclContext *MemberContext, bool,
                             const ObjCObjectPointerType *) override {
    report(Typo, SS, MemberContext);
    return TypoCorrection(); // Clang goes on; its error is not shown
  }

private:
  void report(const DeclarationNameInfo &Typo, CXXScopeSpec *SS,
              DeclContext *MemberContext) {
    DiagnosticsEngine &Engine = S.getDiagnostics();
    // A lookup that may fail (template argument deduction), a member name,
    // or a parse that already stopped.
    if (D.Components.empty() || Engine.hasFatalErrorOccurred() ||
        S.isSFINAEContext() || MemberContext)
      return;
    const IdentifierInfo *II = Typo.getName().getAsIdentifierInfo();
    SourceLocation Loc = Typo.getLoc();
    if (!II || Loc.isInvalid())
      return;
    SourceManager &SM = S.getSourceManager();
    SourceLocation Use = SM.getExpansionLoc(Loc);
    std::vector<const ComponentInclude *> Before;
    for (const ComponentInclude &C : D.Components)
      if (SM.isBeforeInTranslationUnit(C.Hash, Use))
        Before.push_back(&C);
    if (Before.empty())
      return;
    // The table's components among those included, if it knows the name.
    std::vector<llvm::StringRef> Owners =
        windowsComponentsOfName(II->getName());
    std::vector<const ComponentInclude *> Known;
    for (const ComponentInclude *C : Before)
      if (llvm::is_contained(Owners, C->Component))
        Known.push_back(C);
    bool Qualified =
        SS && SS->isSet() && SS->getScopeRep() &&
        SS->getScopeRep()->getKind() != NestedNameSpecifier::Global;
    if (Qualified && Known.empty())
      return;
    const std::vector<const ComponentInclude *> &Shown =
        Known.empty() ? Before : Known;
    std::vector<std::string> Names;
    for (const ComponentInclude *C : Shown)
      if (!llvm::is_contained(Names, C->Component))
        Names.push_back(C->Component);
    std::string Which;
    for (size_t I = 0; I < Names.size(); ++I)
      Which += (I == 0 ? "" : I + 1 == Names.size() ? " or " : ", ") + Names[I];
    AmpDiagnostics Diags(Engine);
    Diags.report(Loc, Known.empty() ? DiagId::WindowsComponentMaybeUse
                                    : DiagId::WindowsComponentUse)
        << II->getName() << Which;
    for (const ComponentInclude *C : Shown) {
      if (C->Provided.empty())
        Diags.report(C->Hash, DiagId::NoteComponentLeftOut)
            << C->Spelled << C->Component;
      else
        Diags.report(C->Hash, DiagId::NoteComponentPartial)
            << C->Spelled << C->Provided;
    }
    ++D.ComponentUses;
  }

  Sema &S;
  MsvcDirectives &D;
};

} // namespace

void reportComponentUses(Sema &S, MsvcDirectives &Directives) {
  // Sema keeps a counted reference and frees the source with itself.
  S.addExternalSource(new ComponentUseSource(S, Directives));
}

} // namespace amp2hip
