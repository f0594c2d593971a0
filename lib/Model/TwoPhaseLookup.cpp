//===- TwoPhaseLookup.cpp -------------------------------------------------===//
#include "Model/TwoPhaseLookup.h"

#include "Model/AmpModel.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include <set>

using namespace clang;

namespace amp2hip {

namespace {

/// The using directives of the translation unit, with where they stand.
class DirectiveCollector : public RecursiveASTVisitor<DirectiveCollector> {
public:
  bool VisitUsingDirectiveDecl(UsingDirectiveDecl *D) {
    All.push_back(D);
    return true;
  }
  std::vector<const UsingDirectiveDecl *> All;
};

class Finder : public RecursiveASTVisitor<Finder> {
public:
  Finder(ASTContext &Ctx, AmpModel &Model,
         const std::vector<const UsingDirectiveDecl *> &Directives)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Model(Model),
        Directives(Directives) {}

  bool shouldVisitTemplateInstantiations() const { return false; }

  /// The body of a template: its names are what standard compilers look up
  /// where the template is written.
  bool TraverseDecl(Decl *D) {
    auto *FD = dyn_cast_or_null<FunctionDecl>(D);
    bool Templated = FD && !Current && FD->isTemplated() &&
                     FD->doesThisDeclarationHaveABody() &&
                     inProject(FD->getLocation());
    if (Templated)
      Current = FD;
    bool R = RecursiveASTVisitor::TraverseDecl(D);
    if (Templated)
      Current = nullptr;
    return R;
  }

  /// In N::T::x only the first name is looked up unqualified.
  bool TraverseNestedNameSpecifierLoc(NestedNameSpecifierLoc NNS) {
    if (NNS && NNS.getPrefix() && NNS.getTypeLoc())
      Qualified.insert(NNS.getTypeLoc().getBeginLoc());
    return RecursiveASTVisitor::TraverseNestedNameSpecifierLoc(NNS);
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (Current && !E->hasQualifier())
      use(E->getFoundDecl(), E->getLocation());
    return true;
  }
  bool VisitTypeLoc(TypeLoc TL) {
    if (!Current)
      return true;
    // A name written with a qualifier (N::T) is an ElaboratedTypeLoc with
    // one; the inner type's name is then already qualified.
    if (auto E = TL.getAs<ElaboratedTypeLoc>()) {
      if (E.getQualifierLoc())
        Qualified.insert(E.getNamedTypeLoc().getBeginLoc());
      return true;
    }
    if (Qualified.count(TL.getBeginLoc()))
      return true;
    if (auto T = TL.getAs<TypedefTypeLoc>())
      use(T.getTypedefNameDecl(), T.getNameLoc());
    else if (auto T = TL.getAs<UsingTypeLoc>())
      use(T.getTypePtr()->getFoundDecl(), T.getNameLoc());
    else if (auto T = TL.getAs<TagTypeLoc>())
      use(T.getDecl(), T.getNameLoc());
    else if (auto T = TL.getAs<TemplateSpecializationTypeLoc>()) {
      TemplateName N = T.getTypePtr()->getTemplateName();
      if (N.getKind() == TemplateName::QualifiedTemplate)
        return true;
      if (UsingShadowDecl *S = N.getAsUsingShadowDecl())
        use(S, T.getTemplateNameLoc());
      else if (TemplateDecl *D = N.getAsTemplateDecl())
        use(D, T.getTemplateNameLoc());
    }
    return true;
  }

private:
  bool inProject(SourceLocation Loc) const {
    return Loc.isValid() &&
           Model.InProject(SM.getFileID(SM.getExpansionLoc(Loc)));
  }

  /// Where standard compilers look the template's names up: where its
  /// outermost template is written.
  SourceLocation definitionPoint() const {
    const Decl *D = Current;
    for (const DeclContext *DC = Current->getDeclContext(); DC;
         DC = DC->getParent())
      if (const auto *RD = dyn_cast<CXXRecordDecl>(DC))
        D = RD;
    return SM.getExpansionLoc(D->getBeginLoc());
  }

  bool before(SourceLocation A, SourceLocation B) const {
    return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A), B);
  }

  /// The earliest declaration of \p D.
  SourceLocation firstDeclared(const Decl *D) const {
    SourceLocation First = D->getLocation();
    for (const Decl *R : D->redecls())
      if (R->getLocation().isValid() && before(R->getLocation(), First))
        First = SM.getExpansionLoc(R->getLocation());
    return SM.getExpansionLoc(First);
  }

  /// Whether a using directive for \p NS (or a namespace enclosing it), in
  /// a scope around the template, stands before \p At.
  bool directiveBefore(const DeclContext *NS, SourceLocation At) const {
    for (const UsingDirectiveDecl *U : Directives) {
      const NamespaceDecl *N = U->getNominatedNamespace();
      if (!N || !before(U->getLocation(), At))
        continue;
      const DeclContext *Target = NS;
      while (Target->isInlineNamespace())
        Target = Target->getParent();
      if (N->getPrimaryContext() != Target->getPrimaryContext())
        continue;
      if (U->getDeclContext()->getRedeclContext()->Encloses(
              Current->getDeclContext()))
        return true;
    }
    return false;
  }

  void use(const NamedDecl *Found, SourceLocation Loc) {
    if (!Found || Loc.isInvalid() || !Found->getIdentifier())
      return;
    SourceLocation Spelled = SM.getSpellingLoc(Loc);
    if (!inProject(Spelled) || !Seen.insert(Spelled).second)
      return;
    const NamedDecl *D = Found;
    const DeclContext *DC = D->getDeclContext()->getRedeclContext();
    if (!DC->isFileContext())
      return; // members, locals, template parameters
    // The name as seen from the template: a declaration, or what a
    // using declaration brought in.
    SourceLocation Point = definitionPoint();
    if (before(firstDeclared(D), Point) || D->getLocation().isInvalid()) {
      if (DC->Encloses(Current->getDeclContext()) ||
          directiveBefore(DC, Point))
        return;
      // Visible only through a later using directive: qualify it.
      const auto *NS = dyn_cast<NamespaceDecl>(DC);
      if (!NS || NS->isAnonymousNamespace())
        return;
      std::string Q;
      for (const DeclContext *C = NS; C && !C->isTranslationUnit();
           C = C->getParent())
        if (const auto *N = dyn_cast<NamespaceDecl>(C))
          if (!N->isInline())
            Q = N->getName().str() + "::" + Q;
      Model.TwoPhase.Qualifications.push_back({Spelled, Q});
      return;
    }
    Model.TwoPhase.LateDeclared.push_back({Spelled, D->getName().str(), D});
  }

  ASTContext &Ctx;
  SourceManager &SM;
  AmpModel &Model;
  const std::vector<const UsingDirectiveDecl *> &Directives;
  const FunctionDecl *Current = nullptr;
  std::set<SourceLocation> Seen, Qualified;
};

} // namespace

void buildTwoPhaseLookup(ASTContext &Ctx, AmpModel &Model) {
  if (!Ctx.getLangOpts().DelayedTemplateParsing)
    return;
  DirectiveCollector C;
  C.TraverseDecl(Ctx.getTranslationUnitDecl());
  Finder F(Ctx, Model, C.All);
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
}

} // namespace amp2hip
