//===- ManagedGlobalRewrite.cpp -------------------------------------------===//
#include "Rewrite/ManagedGlobalRewrite.h"

#include "Model/ManagedGlobals.h"
#include "clang/AST/Attr.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

/// The text of the HCC attribute ([[hc]], __attribute__((hc)) ...) that
/// \p D's amp restriction comes from, or an invalid range.
static CharSourceRange attributeText(const AmpModel &Model, const VarDecl *D,
                                     const SourceManager &SM) {
  const auto *A = D->getAttr<CUDADeviceAttr>();
  if (!A || A->isImplicit() || A->getLocation().isInvalid())
    return {};
  SourceLocation At = SM.getExpansionLoc(A->getLocation());
  const PrepassResult *P = Model.prepassFor(SM.getFileID(At));
  if (!P)
    return {};
  unsigned Offset = SM.getFileOffset(At);
  for (const RestrictClause &C : P->Clauses)
    if (C.IsAttribute && C.Begin == Offset)
      return CharSourceRange::getCharRange(At,
                                           At.getLocWithOffset(C.End - C.Begin));
  return {};
}

/// After \p Def, a registration of the variable under its name, which hc's
/// memcpy_symbol and get_symbol_address look up.
static void registerName(const VarDecl *Def, RewriteContext &RC) {
  const SourceManager &SM = RC.Out.sourceManager();
  SourceLocation End = SM.getExpansionLoc(Def->getEndLoc());
  SourceLocation After = Lexer::findLocationAfterToken(
      End, tok::semi, SM, RC.Out.langOpts(), false);
  if (After.isInvalid())
    return;
  std::string Name = Def->getName().str();
  RC.require(RC.Out.insertBefore(
                 After, "\nstatic const amp2hip::symbol_registration "
                        "amp2hip_symbol_" + Name + "(\"" + Name +
                            "\", [] { return static_cast<void *>(&" + Name +
                            "); }, sizeof(" + Name + "));"),
             After, "a variable shared with kernels");
}

void ManagedGlobalRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  const SourceManager &SM = RC.Out.sourceManager();
  const bool Register =
      !Model.ManagedGlobals.empty() &&
      namesSymbols(Model.ManagedGlobals.front()->getASTContext());
  for (const VarDecl *VD : Model.ManagedGlobals) {
    if (const VarDecl *Def = VD->getDefinition(); Def && Register)
      registerName(Def, RC);
    const VarDecl *Extern = nullptr;
    for (const VarDecl *D : VD->redecls())
      if (D->hasExternalStorage() && !D->isThisDeclarationADefinition())
        Extern = D;
    if (Extern)
      RC.Diags.report(SM.getExpansionLoc(Extern->getLocation()),
                      DiagId::ManagedGlobalDeclaredExtern)
          << VD->getQualifiedNameAsString();
    for (const VarDecl *D : VD->redecls()) {
      CharSourceRange Attr = attributeText(Model, D, SM);
      if (Attr.isValid()) {
        RC.require(RC.Out.replace(Attr, "__managed__"), Attr.getBegin(),
                   "a variable shared with kernels");
        continue;
      }
      SourceLocation Begin = SM.getExpansionLoc(D->getOuterLocStart());
      RC.require(RC.Out.insertBefore(Begin, "__managed__ "), Begin,
                 "a variable shared with kernels");
    }
  }
}

} // namespace amp2hip
