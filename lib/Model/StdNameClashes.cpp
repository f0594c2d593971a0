//===- StdNameClashes.cpp -------------------------------------------------===//
#include "Model/StdNameClashes.h"

#include "Model/AmpModel.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringMap.h"
#include <set>

using namespace clang;

namespace amp2hip {

unsigned laterStdNameYear(llvm::StringRef Name) {
  static const llvm::StringMap<unsigned> Years = {
#define AMP2HIP_LATER_STD_NAME(N, Year) {#N, Year},
#include "Model/LaterStdNames.def"
  };
  auto It = Years.find(Name);
  return It == Years.end() ? 0 : It->second;
}

namespace {

/// The standard the parse reads (14 for C++14 ...).
unsigned parseYear(const LangOptions &LO) {
  return LO.CPlusPlus23 ? 23 : LO.CPlusPlus20 ? 20 : LO.CPlusPlus17 ? 17
                           : LO.CPlusPlus14   ? 14
                                              : 11;
}

bool inStd(const Decl *D) {
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
    if (DC->isStdNamespace())
      return true;
  return false;
}

bool inUnnamedNamespace(const Decl *D) {
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      if (NS->isAnonymousNamespace())
        return true;
  return false;
}

/// Whether argument-dependent lookup for an argument of type \p T searches
/// namespace std: a class or enumeration of std (not of std::chrono ...),
/// through references, pointers and arrays, template arguments and bases.
bool stdAssociated(QualType T, unsigned Depth = 0) {
  if (T.isNull() || Depth > 4)
    return false;
  T = T.getNonReferenceType().getCanonicalType();
  while (true) {
    if (const auto *P = T->getAs<PointerType>())
      T = P->getPointeeType().getCanonicalType();
    else if (const auto *A = dyn_cast<ArrayType>(T.getTypePtr()))
      T = A->getElementType().getCanonicalType();
    else
      break;
  }
  const TagDecl *TD = T->getAsTagDecl();
  if (!TD)
    return false;
  if (TD->isInStdNamespace())
    return true;
  if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(TD))
    for (const TemplateArgument &A : S->getTemplateArgs().asArray())
      if (A.getKind() == TemplateArgument::Type &&
          stdAssociated(A.getAsType(), Depth + 1))
        return true;
  if (const auto *RD = dyn_cast<CXXRecordDecl>(TD))
    if (RD->hasDefinition())
      for (const CXXBaseSpecifier &B : RD->bases())
        if (stdAssociated(B.getType(), Depth + 1))
          return true;
  return false;
}

class Finder : public RecursiveASTVisitor<Finder> {
  using Base = RecursiveASTVisitor<Finder>;

public:
  Finder(ASTContext &Ctx, AmpModel &Model,
         std::vector<const UsingDirectiveDecl *> Directives)
      : SM(Ctx.getSourceManager()), Model(Model),
        Year(parseYear(Ctx.getLangOpts())),
        Directives(std::move(Directives)) {}

  bool shouldVisitTemplateInstantiations() const { return false; }

  /// Only what project files declare is looked at.
  bool TraverseDecl(Decl *D) {
    if (D && !isa<TranslationUnitDecl>(D)) {
      SourceLocation L = D->getLocation();
      if (L.isInvalid() ||
          !Model.InProject(SM.getFileID(SM.getExpansionLoc(L))))
        return true;
    }
    const DeclContext *Saved = Current;
    if (auto *DC = dyn_cast_or_null<DeclContext>(D))
      Current = DC;
    bool R = Base::TraverseDecl(D);
    Current = Saved;
    return R;
  }

  bool TraverseCallExpr(CallExpr *E) {
    if (auto *DRE = dyn_cast<DeclRefExpr>(E->getCallee()->IgnoreParenImpCasts()))
      if (llvm::any_of(E->arguments(),
                       [](const Expr *A) { return stdAssociated(A->getType()); }))
        ThroughAdl.insert(DRE);
    return Base::TraverseCallExpr(E);
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (!E->hasQualifier())
      use(E->getFoundDecl(), E->getLocation(), ThroughAdl.count(E) != 0);
    return true;
  }

  bool TraverseNestedNameSpecifierLoc(NestedNameSpecifierLoc NNS) {
    // In N::T::x only N is looked up unqualified.
    if (NNS && NNS.getPrefix() && NNS.getTypeLoc())
      Qualified.insert(NNS.getTypeLoc().getBeginLoc());
    return Base::TraverseNestedNameSpecifierLoc(NNS);
  }

  bool VisitTypeLoc(TypeLoc TL) {
    if (auto E = TL.getAs<ElaboratedTypeLoc>()) {
      if (E.getQualifierLoc())
        Qualified.insert(E.getNamedTypeLoc().getBeginLoc());
      return true;
    }
    if (Qualified.count(TL.getBeginLoc()))
      return true;
    if (auto T = TL.getAs<TypedefTypeLoc>())
      use(T.getTypedefNameDecl(), T.getNameLoc(), false);
    else if (auto T = TL.getAs<UsingTypeLoc>())
      use(T.getTypePtr()->getFoundDecl(), T.getNameLoc(), false);
    else if (auto T = TL.getAs<TagTypeLoc>()) {
      if (!T.isDefinition())
        use(T.getDecl(), T.getNameLoc(), false);
    } else if (auto T = TL.getAs<TemplateSpecializationTypeLoc>()) {
      TemplateName N = T.getTypePtr()->getTemplateName();
      // Clang keeps the spelling of a name as a QualifiedTemplateName,
      // whose qualifier is null when none was written.
      if (QualifiedTemplateName *Q = N.getAsQualifiedTemplateName()) {
        if (Q->getQualifier())
          return true;
        N = Q->getUnderlyingTemplate();
      }
      if (UsingShadowDecl *S = N.getAsUsingShadowDecl())
        use(S, T.getTemplateNameLoc(), false);
      else if (TemplateDecl *D = N.getAsTemplateDecl())
        use(D, T.getTemplateNameLoc(), false);
    }
    return true;
  }

private:
  /// Whether a using directive for std, before \p At in a scope around the
  /// use, brings std's names to the global scope there.
  bool stdDirectiveBefore(SourceLocation At) const {
    for (const UsingDirectiveDecl *U : Directives) {
      if (!SM.isBeforeInTranslationUnit(SM.getExpansionLoc(U->getLocation()),
                                        At))
        continue;
      const DeclContext *DC = U->getDeclContext()->getRedeclContext();
      if (!Current || DC->Encloses(Current) || DC == Current)
        return true;
    }
    return false;
  }

  void use(const NamedDecl *Found, SourceLocation Loc, bool Adl) {
    if (!Found || Loc.isInvalid() || !Found->getIdentifier())
      return;
    unsigned Added = laterStdNameYear(Found->getName());
    if (!Added || Added <= Year)
      return;
    // Spelled in a macro argument: qualified where the argument is
    // written; in a macro's own text: left alone.
    if (Loc.isMacroID()) {
      if (!SM.isMacroArgExpansion(Loc))
        return;
      Loc = SM.getSpellingLoc(Loc);
      if (Loc.isMacroID())
        return;
    }
    if (!Model.InProject(SM.getFileID(Loc)) || !Seen.insert(Loc).second)
      return;
    const DeclContext *DC = Found->getDeclContext()->getRedeclContext();
    if (!DC->isFileContext() || inStd(Found) || inUnnamedNamespace(Found))
      return;
    // Through a using directive, std's names join the global scope: the
    // program's name clashes there when it is global too, or is itself
    // found through a directive (its namespace does not enclose the use).
    bool Hidden = !DC->isTranslationUnit() && Current && DC->Encloses(Current);
    if (!Adl && (Hidden || !stdDirectiveBefore(Loc)))
      return;
    std::string Q = "::";
    std::vector<std::string> Path;
    for (const DeclContext *C = DC; C && !C->isTranslationUnit();
         C = C->getParent())
      if (const auto *N = dyn_cast<NamespaceDecl>(C))
        if (!N->isInline())
          Path.push_back(N->getName().str());
    for (auto It = Path.rbegin(); It != Path.rend(); ++It)
      Q += *It + "::";
    Model.StdNameQualifications.push_back({Loc, Q});
  }

  SourceManager &SM;
  AmpModel &Model;
  unsigned Year;
  std::vector<const UsingDirectiveDecl *> Directives;
  const DeclContext *Current = nullptr;
  std::set<const DeclRefExpr *> ThroughAdl;
  std::set<SourceLocation> Seen, Qualified;
};

class DirectiveCollector : public RecursiveASTVisitor<DirectiveCollector> {
public:
  bool VisitUsingDirectiveDecl(UsingDirectiveDecl *D) {
    if (const NamespaceDecl *N = D->getNominatedNamespace())
      if (N->isStdNamespace())
        All.push_back(D);
    return true;
  }
  std::vector<const UsingDirectiveDecl *> All;
};

} // namespace

void buildStdNameClashes(ASTContext &Ctx, AmpModel &Model) {
  if (parseYear(Ctx.getLangOpts()) >= 23)
    return;
  DirectiveCollector C;
  C.TraverseDecl(Ctx.getTranslationUnitDecl());
  Finder F(Ctx, Model, std::move(C.All));
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
}

} // namespace amp2hip
