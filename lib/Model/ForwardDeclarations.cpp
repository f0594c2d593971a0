//===- ForwardDeclarations.cpp --------------------------------------------===//
#include "Model/ForwardDeclarations.h"

#include "Model/TwoPhaseLookup.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include <map>

using namespace clang;

namespace amp2hip {

namespace {

/// The declarations the types of a function's signature name.
class SignatureNames : public RecursiveASTVisitor<SignatureNames> {
public:
  bool VisitTypeLoc(TypeLoc TL) {
    if (auto T = TL.getAs<TypedefTypeLoc>())
      Named.push_back(T.getTypedefNameDecl());
    else if (auto T = TL.getAs<TagTypeLoc>())
      Named.push_back(T.getDecl());
    else if (auto T = TL.getAs<TemplateSpecializationTypeLoc>())
      if (TemplateDecl *D =
              T.getTypePtr()->getTemplateName().getAsTemplateDecl())
        Named.push_back(D);
    return true;
  }
  std::vector<const NamedDecl *> Named;
};

/// The function whose text is copied: the pattern of an instantiation.
const FunctionDecl *patternOf(const NamedDecl *D) {
  const auto *FD = dyn_cast_or_null<FunctionDecl>(D);
  if (!FD)
    return nullptr;
  if (const FunctionTemplateDecl *T = FD->getPrimaryTemplate())
    FD = T->getTemplatedDecl();
  if (const FunctionDecl *P = FD->getTemplateInstantiationPattern())
    FD = P;
  return FD;
}

class Planner {
public:
  Planner(ASTContext &Ctx) : Ctx(Ctx), SM(Ctx.getSourceManager()) {}

  /// The text that declares \p FD before \p At, and the default arguments
  /// it takes from the definition; false where it cannot stand there.
  bool declarationBefore(const FunctionDecl *FD, SourceLocation At,
                         ForwardDeclaration &Out) {
    if (isa<CXXMethodDecl>(FD) || !FD->getDeclContext()->isFileContext() ||
        !FD->doesThisDeclarationHaveABody() ||
        !isa_and_nonnull<CompoundStmt>(FD->getBody()) ||
        FD->getPreviousDecl())
      return false;
    const Decl *Whole = FD;
    if (const FunctionTemplateDecl *T = FD->getDescribedFunctionTemplate())
      Whole = T;
    SourceLocation Begin = Whole->getBeginLoc();
    SourceLocation BodyBegin = FD->getBody()->getBeginLoc();
    if (!Begin.isFileID() || !BodyBegin.isFileID() || !At.isFileID() ||
        !SM.isBeforeInTranslationUnit(At, Begin))
      return false;
    // In another file (a header the template's file precedes), only a
    // declaration with nothing to move: a unit that includes that file
    // without the definition's gets a declaration it does not use.
    bool SameFile = SM.getFileID(Begin) == SM.getFileID(At);
    // Every type the signature names must be declared before At.
    SignatureNames Names;
    if (const auto *T = dyn_cast<FunctionTemplateDecl>(Whole))
      for (const NamedDecl *P : *T->getTemplateParameters()) {
        // A default template argument, like a default argument, is given
        // once; unlike those, it is not moved.
        if (const auto *TP = dyn_cast<TemplateTypeParmDecl>(P);
            TP && TP->hasDefaultArgument())
          return false;
        if (const auto *NP = dyn_cast<NonTypeTemplateParmDecl>(P);
            NP && NP->hasDefaultArgument())
          return false;
        if (const auto *XP = dyn_cast<TemplateTemplateParmDecl>(P);
            XP && XP->hasDefaultArgument())
          return false;
        Names.TraverseDecl(const_cast<NamedDecl *>(P));
      }
    if (TypeSourceInfo *TSI = FD->getTypeSourceInfo())
      Names.TraverseTypeLoc(TSI->getTypeLoc());
    for (const NamedDecl *N : Names.Named)
      if (!declaredBefore(N, At))
        return false;
    bool Invalid = false;
    llvm::StringRef Text = Lexer::getSourceText(
        CharSourceRange::getCharRange(Begin, BodyBegin), SM,
        Ctx.getLangOpts(), &Invalid);
    // A C++ AMP restriction is translated where it is written, not in a
    // copy.
    if (Invalid || Text.contains("restrict") || Text.contains("__declspec"))
      return false;
    Out.Text = Text.rtrim().str() + ";\n" + indentationOf(At);
    for (const ParmVarDecl *P : FD->parameters()) {
      if (!P->hasDefaultArg() || P->hasInheritedDefaultArg())
        continue;
      SourceRange Default = P->getDefaultArgRange();
      if (!P->getIdentifier() || !P->getLocation().isFileID() ||
          Default.isInvalid() || !Default.getEnd().isFileID())
        return false;
      SourceLocation From = Lexer::getLocForEndOfToken(
          P->getLocation(), 0, SM, Ctx.getLangOpts());
      SourceLocation To = Lexer::getLocForEndOfToken(Default.getEnd(), 0, SM,
                                                     Ctx.getLangOpts());
      Out.MovedDefaults.push_back(CharSourceRange::getCharRange(From, To));
    }
    if (!SameFile && !Out.MovedDefaults.empty())
      return false;
    Out.At = At;
    return true;
  }

private:
  bool declaredBefore(const NamedDecl *D, SourceLocation At) const {
    for (const Decl *R : D->redecls()) {
      SourceLocation L = SM.getExpansionLoc(R->getLocation());
      if (L.isValid() && SM.isBeforeInTranslationUnit(L, At))
        return true;
    }
    // Template parameters are declared with the copy.
    return isa<TemplateTypeParmDecl, NonTypeTemplateParmDecl,
               TemplateTemplateParmDecl>(D);
  }

  /// The blanks before \p At on its line, so the template keeps its column.
  std::string indentationOf(SourceLocation At) const {
    auto [File, Offset] = SM.getDecomposedLoc(At);
    llvm::StringRef Buffer = SM.getBufferData(File);
    unsigned Start = Offset;
    while (Start > 0 && (Buffer[Start - 1] == ' ' || Buffer[Start - 1] == '\t'))
      --Start;
    if (Start > 0 && Buffer[Start - 1] != '\n')
      return " ";
    return Buffer.substr(Start, Offset - Start).str();
  }

  ASTContext &Ctx;
  SourceManager &SM;
};

} // namespace

void planForwardDeclarations(ASTContext &Ctx, TwoPhaseLookup &Lookup) {
  SourceManager &SM = Ctx.getSourceManager();
  // Per function, the earliest template that uses it late.
  std::map<const FunctionDecl *, SourceLocation> Earliest;
  std::vector<const FunctionDecl *> Order;
  for (const LateDeclaration &L : Lookup.LateDeclared) {
    const FunctionDecl *FD = patternOf(L.Decl);
    if (!FD || !L.Outer)
      continue;
    const DeclContext *Around = L.Outer->getLexicalDeclContext();
    // The copy is written where the template is: in the function's
    // namespace.
    if (!Around || !Around->getRedeclContext()->isFileContext() ||
        Around->getRedeclContext()->getPrimaryContext() !=
            FD->getDeclContext()->getRedeclContext()->getPrimaryContext())
      continue;
    SourceLocation At = L.Outer->getBeginLoc();
    if (!At.isFileID())
      continue;
    auto [It, New] = Earliest.try_emplace(FD, At);
    if (New)
      Order.push_back(FD);
    else if (SM.isBeforeInTranslationUnit(At, It->second))
      It->second = At;
  }
  Planner P(Ctx);
  std::map<const FunctionDecl *, SourceLocation> Declared;
  for (const FunctionDecl *FD : Order) {
    ForwardDeclaration F;
    if (!P.declarationBefore(FD, Earliest[FD], F))
      continue;
    Declared[FD] = F.At;
    Lookup.Forward.push_back(std::move(F));
  }
  for (LateDeclaration &L : Lookup.LateDeclared) {
    auto It = Declared.find(patternOf(L.Decl));
    if (It != Declared.end() && L.Outer &&
        !SM.isBeforeInTranslationUnit(L.Outer->getBeginLoc(), It->second))
      L.ForwardDeclared = true;
  }
}

} // namespace amp2hip
