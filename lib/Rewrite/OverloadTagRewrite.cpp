//===- OverloadTagRewrite.cpp ---------------------------------------------===//
#include "Rewrite/OverloadTagRewrite.h"

#include "Model/ExtendedLambdas.h"
#include "clang/AST/ASTLambda.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/TypeLoc.h"
#include "llvm/ADT/DenseSet.h"
#include <algorithm>
#include <string>

using namespace clang;

namespace amp2hip {

/// The function template pattern nvcc's stub names for the extended lambda
/// \p RF: the nearest enclosing function that is not a lambda.
static const FunctionTemplateDecl *
stubNamedTemplate(const RestrictedFunction &RF) {
  const FunctionDecl *F = enclosingFunction(RF.FD);
  while (F && isLambdaCallOperator(F))
    F = enclosingFunction(F);
  if (!F)
    return nullptr;
  if (const FunctionTemplateDecl *T = F->getPrimaryTemplate())
    return T->getCanonicalDecl();
  if (const FunctionTemplateDecl *T = F->getDescribedFunctionTemplate())
    return T->getCanonicalDecl();
  return nullptr;
}

/// The function templates of \p T's name in its scope, in declaration order.
static std::vector<const FunctionTemplateDecl *>
sameNamedTemplates(const FunctionTemplateDecl *T) {
  std::vector<const FunctionTemplateDecl *> Out;
  const DeclContext *DC = T->getDeclContext()->getRedeclContext();
  for (const Decl *D : DC->decls())
    if (const auto *Other = dyn_cast<FunctionTemplateDecl>(D))
      if (Other->getDeclName() == T->getDeclName() && Other->isCanonicalDecl())
        Out.push_back(Other);
  return Out;
}

/// Whether a trailing defaulted parameter can be added to \p T without
/// changing what its calls deduce or which declarations must agree.
static bool canTakeTag(const FunctionTemplateDecl *T) {
  if (T->getMostRecentDecl() != T) // declared more than once
    return false;
  const FunctionDecl *F = T->getTemplatedDecl();
  if (!F->doesThisDeclarationHaveABody() || F->isVariadic() ||
      isa<CXXConstructorDecl>(F) || isa<CXXDestructorDecl>(F) ||
      isa<CXXConversionDecl>(F) || F->isOverloadedOperator())
    return false;
  if (F->getNumParams() > 0 && F->parameters().back()->isParameterPack())
    return false;
  FunctionTypeLoc FTL = F->getFunctionTypeLoc();
  return FTL && FTL.getRParenLoc().isFileID();
}

void OverloadTagRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  llvm::DenseSet<const FunctionTemplateDecl *> Done;
  for (const RestrictedFunction &RF : Model.Functions) {
    if (!isExtendedLambda(RF))
      continue;
    const FunctionTemplateDecl *T = stubNamedTemplate(RF);
    if (!T || !Done.insert(T).second)
      continue;
    std::vector<const FunctionTemplateDecl *> Set = sameNamedTemplates(T);
    if (Set.size() < 2 || !canTakeTag(T))
      continue;
    unsigned K = std::find(Set.begin(), Set.end(), T) - Set.begin() + 1;
    const FunctionDecl *F = T->getTemplatedDecl();
    std::string Tag = "amp2hip::overload_tag<" + std::to_string(K) + "> = {}";
    if (F->getNumParams() > 0)
      Tag = ", " + Tag;
    RC.require(RC.Out.insertBefore(F->getFunctionTypeLoc().getRParenLoc(), Tag),
               F->getLocation(), "overloaded template enclosing a kernel");
  }
}

} // namespace amp2hip
