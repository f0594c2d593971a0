//===- ManagedGlobals.cpp -------------------------------------------------===//
#include "Model/ManagedGlobals.h"

#include "Model/AmpCode.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace amp2hip {

bool fitsDeviceVariable(const VarDecl *VD) {
  QualType T = VD->getType();
  if (T->isReferenceType() || T.isConstQualified() ||
      VD->getTLSKind() != VarDecl::TLS_None || T->isDependentType() ||
      T->isIncompleteType())
    return false;
  const Type *Base = T->getBaseElementTypeUnsafe();
  if (Base->isDependentType())
    return false;
  if (const CXXRecordDecl *RD = Base->getAsCXXRecordDecl()) {
    if (!RD->hasDefinition() || !RD->hasTrivialDestructor() ||
        !(RD->hasTrivialDefaultConstructor() || VD->hasInit()))
      return false;
  }
  return !VD->hasInit() || VD->hasConstantInitialization();
}

/// Every declaration of \p VD is written in a project file, outside macros
/// (where the output adds a word to it).
static bool declaredInProject(
    const VarDecl *VD,
    const std::function<bool(SourceLocation)> &InProject) {
  for (const VarDecl *D : VD->redecls()) {
    // The declaration may begin with HCC's attribute, a macro of the parse.
    SourceLocation B = D->getBeginLoc();
    if (B.isInvalid() || D->getLocation().isMacroID() || !InProject(B))
      return false;
  }
  return true;
}

std::vector<const VarDecl *>
findManagedGlobals(const AmpCode &Code,
                   const std::function<bool(SourceLocation)> &InProject) {
  std::vector<const VarDecl *> Out;
  llvm::SmallPtrSet<const VarDecl *, 8> Seen;
  auto Consider = [&](const VarDecl *VD) {
    VD = VD->getCanonicalDecl();
    // nvcc takes no memory space on a data member, static or not.
    if (!VD->hasGlobalStorage() || VD->isStaticLocal() ||
        VD->isStaticDataMember() || !Seen.insert(VD).second)
      return;
    if (VD->getTemplateInstantiationPattern())
      return;
    if (fitsDeviceVariable(VD->getDefinition() ? VD->getDefinition() : VD) &&
        declaredInProject(VD, InProject))
      Out.push_back(VD);
  };
  for (const AmpStmt &S : Code.Stmts)
    if (const auto *DRE = dyn_cast<DeclRefExpr>(S.S))
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        if (DRE->isNonOdrUse() == NOUR_None)
          Consider(VD);
  for (const DeclaratorDecl *D : Code.ProjectDecls)
    if (const auto *VD = dyn_cast<VarDecl>(D))
      if (const auto *A = VD->getAttr<CUDADeviceAttr>())
        if (!A->isImplicit() && !VD->hasLocalStorage())
          Consider(VD);
  return Out;
}

bool namesSymbols(const ASTContext &Ctx) {
  const TranslationUnitDecl *TU = Ctx.getTranslationUnitDecl();
  for (const NamedDecl *NS : TU->lookup(&Ctx.Idents.get("Concurrency"))) {
    const auto *N = dyn_cast<NamespaceDecl>(NS);
    if (!N)
      continue;
    for (const NamedDecl *C : N->lookup(&Ctx.Idents.get("accelerator"))) {
      const auto *RD = dyn_cast<CXXRecordDecl>(C);
      if (!RD || !RD->hasDefinition())
        continue;
      for (const CXXMethodDecl *MD : RD->getDefinition()->methods()) {
        if (!MD->getIdentifier() || !MD->isUsed() || MD->getNumParams() == 0)
          continue;
        llvm::StringRef Name = MD->getName();
        QualType First = MD->getParamDecl(0)->getType();
        bool ByName = First->isPointerType() &&
                      First->getPointeeType()->isCharType();
        if (Name == "get_symbol_address" ||
            (Name == "memcpy_symbol" && ByName))
          return true;
      }
    }
  }
  return false;
}

} // namespace amp2hip
