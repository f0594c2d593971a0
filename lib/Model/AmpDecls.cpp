//===- AmpDecls.cpp -------------------------------------------------------===//
#include "Model/AmpDecls.h"
#include "Model/HcDecls.h"

#include "clang/AST/DeclTemplate.h"

using namespace clang;

namespace amp2hip {

bool isInConcurrencyNamespace(const Decl *D) {
  const DeclContext *DC = D->getDeclContext();
  const NamespaceDecl *Outermost = nullptr;
  for (; DC && !DC->isTranslationUnit(); DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      Outermost = NS;
    else if (!isa<LinkageSpecDecl>(DC) && !isa<CXXRecordDecl>(DC))
      return false;
  return Outermost && Outermost->getName() == "Concurrency";
}

bool isConcurrencyClass(const CXXRecordDecl *RD, llvm::StringRef Name) {
  if (!RD)
    return false;
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD))
    RD = Spec->getSpecializedTemplate()->getTemplatedDecl();
  return RD->getIdentifier() && RD->getName() == Name &&
         isInConcurrencyNamespace(RD);
}

/// True when \p T is the class template Concurrency[::...]::Name, also
/// when dependent.
static bool isConcurrencyTemplateType(QualType T, llvm::StringRef Name) {
  T = T.getNonReferenceType();
  if (const auto *RD = T->getAsCXXRecordDecl())
    return isConcurrencyClass(RD, Name);
  if (const auto *TST = T->getAs<TemplateSpecializationType>())
    if (const TemplateDecl *TD = TST->getTemplateName().getAsTemplateDecl())
      return TD->getName() == Name && isInConcurrencyNamespace(TD);
  return false;
}

bool isConcurrencyArrayType(QualType T) {
  return isConcurrencyTemplateType(T, "array");
}

bool isConcurrencyTextureType(QualType T) {
  return isConcurrencyTemplateType(T, "texture");
}

bool isCapturedByReferenceType(QualType T) {
  return isConcurrencyArrayType(T) || isConcurrencyTextureType(T);
}

bool isHcClass(const CXXRecordDecl *RD) {
  if (!RD)
    return false;
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(RD))
    RD = Spec->getSpecializedTemplate()->getTemplatedDecl();
  const auto *NS = dyn_cast<NamespaceDecl>(RD->getDeclContext());
  return NS && NS->getIdentifier() && NS->getName() == "hc" &&
         isInConcurrencyNamespace(RD);
}

bool isConcurrencyFunction(const FunctionDecl *FD, llvm::StringRef Name) {
  return FD && !isa<CXXMethodDecl>(FD) && FD->getIdentifier() &&
         FD->getName() == Name && isInConcurrencyNamespace(FD);
}

ComputeDomain computeDomainOf(QualType ExtentType) {
  ComputeDomain D;
  const auto *RD = ExtentType.getNonReferenceType()->getAsCXXRecordDecl();
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(RD);
  if (!Spec)
    return D;
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  if (isConcurrencyClass(RD, "extent") && Args.size() >= 1 &&
      Args[0].getKind() == TemplateArgument::Integral) {
    D.Rank = Args[0].getAsIntegral().getZExtValue();
  } else if (isConcurrencyClass(RD, "tiled_extent") && isHcClass(RD)) {
    // hc::tiled_extent<N>: the rank; the tile sizes come at run time.
    D.Tiled = true;
    if (Args.size() == 1 && Args[0].getKind() == TemplateArgument::Integral)
      D.Rank = Args[0].getAsIntegral().getZExtValue();
  } else if (isConcurrencyClass(RD, "tiled_extent")) {
    D.Tiled = true;
    // tiled_extent<D0, D1 = 0, D2 = 0>: the rank counts the non-zero sizes.
    auto Count = [&D](const TemplateArgument &A) {
      if (A.getKind() == TemplateArgument::Integral &&
          A.getAsIntegral().getSExtValue() > 0)
        ++D.Rank;
    };
    for (const TemplateArgument &A : Args.asArray()) {
      if (A.getKind() == TemplateArgument::Pack)
        for (const TemplateArgument &P : A.pack_elements())
          Count(P);
      else
        Count(A);
    }
  }
  return D;
}

} // namespace amp2hip
