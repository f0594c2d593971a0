//===- TwoPhaseLookup.cpp -------------------------------------------------===//
#include "Model/TwoPhaseLookup.h"

#include "Model/AmpModel.h"
#include "Model/ForwardDeclarations.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include <functional>
#include <map>
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

/// Where a template's names are looked up, and its outermost declaration.
struct DefinitionSite {
  SourceLocation Point;
  const Decl *Outer = nullptr;
  const FunctionDecl *Template = nullptr; ///< The templated function.
};

/// `A::B::` for namespace A::B (inline namespaces left out).
std::string qualifierOf(const NamespaceDecl *NS) {
  std::string Q;
  for (const DeclContext *C = NS; C && !C->isTranslationUnit();
       C = C->getParent())
    if (const auto *N = dyn_cast<NamespaceDecl>(C))
      if (!N->isInline())
        Q = N->getName().str() + "::" + Q;
  return Q;
}

void associatedNamespaces(QualType T, std::set<const DeclContext *> &Out,
                          unsigned Depth = 0);
const DeclContext *lookupRoot(const DeclContext *DC);

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

  /// A call with an argument of a dependent type (`to_json(j, value)`):
  /// standard compilers look the name up where the template is written
  /// and, at each instantiation, by argument-dependent lookup. Which
  /// function it calls is known only in the instantiations (below).
  bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *E) {
    if (!Current || E->getQualifier() ||
        !inProject(SM.getSpellingLoc(E->getNameLoc())))
      return true;
    // Declared before the template, in one namespace that only a later
    // using directive opens (`make<T, N>(view)`, the view's class in
    // another namespace): qualified like any other name, since
    // argument-dependent lookup need not search that namespace.
    if (const NamedDecl *D = earlierSoleNamespaceDecl(E)) {
      use(D, E->getNameLoc());
      return true;
    }
    if (E->requiresADL())
      DependentCalls.try_emplace(E->getNameLoc().getRawEncoding(), site());
    return true;
  }
  /// An operator the template's non-dependent expression found in a
  /// namespace only a later using directive opens (`log << path` with
  /// Concurrency::Test's `operator<<` for std::wstring): no qualifier can be
  /// written on an operator, so a using declaration for it goes before the
  /// template, unless argument-dependent lookup searches that namespace.
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) {
    if (!Current || !inProject(SM.getSpellingLoc(E->getOperatorLoc())))
      return true;
    // An operand of a dependent type: the operator is chosen in each
    // instance (InstantiatedCalls hands it back to usingForOperator).
    if (E->isTypeDependent() &&
        !isa_and_nonnull<FunctionDecl>(E->getCalleeDecl())) {
      DependentOperators.try_emplace(E->getOperatorLoc().getRawEncoding(),
                                     site());
      return true;
    }
    usingForOperator(E);
    return true;
  }

  bool VisitBinaryOperator(BinaryOperator *E) {
    // No candidate where the template is written: Clang keeps a plain
    // dependent operator, resolved in the instances.
    if (Current && E->isTypeDependent() &&
        inProject(SM.getSpellingLoc(E->getOperatorLoc())))
      DependentOperators.try_emplace(E->getOperatorLoc().getRawEncoding(),
                                     site());
    return true;
  }

  /// An instance's choice for a dependent operator of \p Site's template.
  void operatorInInstance(const CXXOperatorCallExpr *E,
                          const DefinitionSite &Site) {
    const FunctionDecl *Saved = Current;
    Current = Site.Template;
    usingForOperator(E);
    Current = Saved;
  }

  DefinitionSite site() const {
    return DefinitionSite{definitionPoint(), outer(), Current};
  }

  /// The dependent operators of project templates, by the operator's
  /// location.
  std::map<SourceLocation::UIntTy, DefinitionSite> DependentOperators;

private:
  /// Writes the using declaration \p E's operator needs before the
  /// template being walked (Current), if it needs one.
  void usingForOperator(const CXXOperatorCallExpr *E) {
    const auto *FD = dyn_cast_or_null<FunctionDecl>(E->getCalleeDecl());
    if (!FD || isa<CXXMethodDecl>(FD))
      return;
    const DeclContext *DC = FD->getDeclContext()->getRedeclContext();
    const auto *NS = dyn_cast<NamespaceDecl>(DC);
    SourceLocation Point = definitionPoint();
    if (!NS || NS->isAnonymousNamespace() ||
        DC->Encloses(Current->getDeclContext()) || directiveBefore(DC, Point))
      return;
    const Decl *Callee = FD;
    if (const FunctionTemplateDecl *T = FD->getPrimaryTemplate())
      Callee = T;
    SourceLocation First = firstDeclared(Callee);
    if (!(First == Point || before(First, Point)))
      return; // declared later: AH1343/AH1307's
    std::set<const DeclContext *> Roots;
    for (const Expr *A : E->arguments()) {
      std::set<const DeclContext *> Associated;
      associatedNamespaces(A->getType(), Associated);
      for (const DeclContext *N : Associated)
        Roots.insert(lookupRoot(N));
    }
    if (Roots.count(lookupRoot(DC)))
      return;
    const Decl *Outer = outer();
    const DeclContext *Around = Outer->getLexicalDeclContext();
    SourceLocation At = Outer->getBeginLoc();
    if (!Around || !Around->getRedeclContext()->isFileContext() ||
        !At.isFileID() || !inProject(At))
      return;
    std::string Text =
        "using " + qualifierOf(NS) + FD->getNameAsString() + ";\n";
    if (UsingsWritten.insert({At.getRawEncoding(), Text}).second)
      Model.TwoPhase.Forward.push_back({At, Text, {}});
  }

public:
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
      // Clang records a template named in a dependent context as qualified
      // even when nothing qualifies it (`walker<R>` in a template).
      if (QualifiedTemplateName *Q = N.getAsQualifiedTemplateName()) {
        if (Q->getQualifier())
          return true;
        N = Q->getUnderlyingTemplate();
      }
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

  /// Where standard compilers look the template's names up: where the
  /// definition is written, the outermost class around it for a member
  /// defined in its class (not the class of a member defined out of line,
  /// which sees what is declared between the class and the definition).
  /// A function outside a class sees itself (its declarator precedes its
  /// body): a recursive call, as in a variadic template's, is no late find.
  SourceLocation definitionPoint() const {
    const Decl *D = Current;
    for (const DeclContext *DC = Current->getLexicalDeclContext();
         DC && isa<CXXRecordDecl>(DC); DC = cast<Decl>(DC)->getLexicalDeclContext())
      D = cast<CXXRecordDecl>(DC);
    if (D == Current)
      return SM.getExpansionLoc(Current->getLocation());
    return SM.getExpansionLoc(D->getBeginLoc());
  }

  /// Whether \p D is a class (or class template) whose body holds the
  /// template: `walker<R>` in walker's own members.
  bool namesEnclosingClass(const NamedDecl *D) const {
    if (const auto *T = dyn_cast<ClassTemplateDecl>(D))
      D = T->getTemplatedDecl();
    const auto *R = dyn_cast<CXXRecordDecl>(D);
    if (!R)
      return false;
    for (const DeclContext *DC = Current->getDeclContext(); DC;
         DC = DC->getParent())
      if (const auto *C = dyn_cast<CXXRecordDecl>(DC))
        if (C->getCanonicalDecl() == R->getCanonicalDecl())
          return true;
    return false;
  }

  /// The outermost declaration around the template: the class (template)
  /// of a member defined in its class, else the function (template).
  const Decl *outer() const {
    const Decl *D = Current;
    if (const FunctionTemplateDecl *T = Current->getDescribedFunctionTemplate())
      D = T;
    for (const DeclContext *DC = Current->getLexicalDeclContext();
         DC && isa<CXXRecordDecl>(DC);
         DC = cast<Decl>(DC)->getLexicalDeclContext()) {
      D = cast<CXXRecordDecl>(DC);
      if (const ClassTemplateDecl *T =
              cast<CXXRecordDecl>(DC)->getDescribedClassTemplate())
        D = T;
    }
    return D;
  }

  /// The first of \p E's candidates when all of them are declared before
  /// the template in the same namespace; null otherwise.
  const NamedDecl *earlierSoleNamespaceDecl(const UnresolvedLookupExpr *E) {
    const NamedDecl *First = nullptr;
    const DeclContext *NS = nullptr;
    SourceLocation Point = definitionPoint();
    for (const NamedDecl *D : E->decls()) {
      const DeclContext *DC = D->getDeclContext()->getRedeclContext();
      if (!DC->isFileContext() ||
          (NS && DC->getPrimaryContext() != NS->getPrimaryContext()))
        return nullptr;
      SourceLocation At = firstDeclared(D);
      if (!(At == Point || before(At, Point)))
        return nullptr;
      NS = DC;
      if (!First)
        First = D;
    }
    return First;
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
    if (namesEnclosingClass(D))
      return; // a class's members see the class itself
    // The name as seen from the template: a declaration, or what a
    // using declaration brought in.
    SourceLocation Point = definitionPoint();
    SourceLocation First = firstDeclared(D);
    // A using declaration written late (`using std::rand;` of <stdlib.h>)
    // that names what the same scope already declared before the template
    // (glibc's ::rand): the template finds that.
    if (const auto *S = dyn_cast<UsingShadowDecl>(D)) {
      const NamedDecl *T = S->getTargetDecl();
      if (T && T->getDeclContext()->getRedeclContext()->getPrimaryContext() ==
                   DC->getPrimaryContext() &&
          before(firstDeclared(T), Point))
        return;
    }
    if (First == Point || before(First, Point) ||
        D->getLocation().isInvalid()) {
      if (DC->Encloses(Current->getDeclContext()) ||
          directiveBefore(DC, Point))
        return;
      // Visible only through a later using directive: qualify it.
      const auto *NS = dyn_cast<NamespaceDecl>(DC);
      if (!NS || NS->isAnonymousNamespace())
        return;
      Model.TwoPhase.Qualifications.push_back({Spelled, qualifierOf(NS)});
      return;
    }
    Model.TwoPhase.LateDeclared.push_back(
        {Spelled, D->getName().str(), D, outer()});
  }

public:
  /// The dependent calls of project templates, by the name's location, with
  /// their template's definition point.
  std::map<SourceLocation::UIntTy, DefinitionSite> DependentCalls;

private:
  ASTContext &Ctx;
  SourceManager &SM;
  AmpModel &Model;
  const std::vector<const UsingDirectiveDecl *> &Directives;
  const FunctionDecl *Current = nullptr;
  std::set<SourceLocation> Seen, Qualified;
  std::set<std::pair<SourceLocation::UIntTy, std::string>> UsingsWritten;
};

/// Adds the namespaces argument-dependent lookup searches for an argument
/// of type \p T: those of classes (their bases and template arguments too)
/// and enumerations, through pointers, references, arrays and function
/// types.
void associatedNamespaces(QualType T, std::set<const DeclContext *> &Out,
                          unsigned Depth) {
  if (T.isNull() || Depth > 6)
    return;
  T = T.getNonReferenceType().getCanonicalType();
  if (const auto *P = T->getAs<PointerType>())
    return associatedNamespaces(P->getPointeeType(), Out, Depth + 1);
  if (const auto *A = dyn_cast<ArrayType>(T.getTypePtr()))
    return associatedNamespaces(A->getElementType(), Out, Depth + 1);
  if (const auto *F = T->getAs<FunctionProtoType>()) {
    associatedNamespaces(F->getReturnType(), Out, Depth + 1);
    for (QualType P : F->param_types())
      associatedNamespaces(P, Out, Depth + 1);
    return;
  }
  const TagDecl *TD = T->getAsTagDecl();
  if (!TD)
    return;
  const DeclContext *NS = TD->getDeclContext();
  while (NS->isRecord() || NS->isFunctionOrMethod())
    NS = NS->getParent();
  Out.insert(NS->getRedeclContext()->getPrimaryContext());
  if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(TD))
    for (const TemplateArgument &A : S->getTemplateArgs().asArray())
      if (A.getKind() == TemplateArgument::Type)
        associatedNamespaces(A.getAsType(), Out, Depth + 1);
  if (const auto *RD = dyn_cast<CXXRecordDecl>(TD))
    if (RD->hasDefinition())
      for (const CXXBaseSpecifier &B : RD->bases())
        associatedNamespaces(B.getType(), Out, Depth + 1);
}

/// A namespace and the inline namespaces around it, as one.
const DeclContext *lookupRoot(const DeclContext *DC) {
  DC = DC->getRedeclContext();
  while (DC->isInlineNamespace())
    DC = DC->getParent()->getRedeclContext();
  return DC->getPrimaryContext();
}

/// The instantiations of the project's templates: the function each
/// dependent call of the template chose. One declared after the template
/// that argument-dependent lookup cannot find (its namespace is none of the
/// arguments') was found by Visual C++'s late lookup alone: g++, hipcc and
/// nvcc report it (AH1307). A customization point found by
/// argument-dependent lookup at instantiation (`to_json(j, value)` finding
/// the user's `to_json` beside the user's type) is standard C++.
class InstantiatedCalls : public RecursiveASTVisitor<InstantiatedCalls> {
public:
  using OperatorHandler =
      std::function<void(const CXXOperatorCallExpr *, const DefinitionSite &)>;

  InstantiatedCalls(
      SourceManager &SM, AmpModel &Model,
      const std::map<SourceLocation::UIntTy, DefinitionSite> &Calls,
      const std::map<SourceLocation::UIntTy, DefinitionSite> &Operators,
      OperatorHandler OnOperator)
      : SM(SM), Model(Model), Calls(Calls), Operators(Operators),
        OnOperator(std::move(OnOperator)) {}

  /// A dependent operator of a template, as an instance resolved it.
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) {
    auto It = Operators.find(E->getOperatorLoc().getRawEncoding());
    if (It != Operators.end() && !E->isTypeDependent())
      OnOperator(E, It->second);
    return true;
  }

  bool shouldVisitTemplateInstantiations() const { return true; }

  /// Only the project's templates (and their instantiations, which are
  /// where the templates are).
  bool TraverseDecl(Decl *D) {
    if (D && !isa<TranslationUnitDecl>(D)) {
      SourceLocation L = D->getLocation();
      if (L.isInvalid() ||
          !Model.InProject(SM.getFileID(SM.getExpansionLoc(L))))
        return true;
    }
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  bool VisitCallExpr(CallExpr *E) {
    auto *DRE = dyn_cast<DeclRefExpr>(E->getCallee()->IgnoreParenImpCasts());
    if (!DRE || DRE->hasQualifier())
      return true;
    auto It = Calls.find(DRE->getLocation().getRawEncoding());
    const auto *FD = dyn_cast<FunctionDecl>(DRE->getDecl());
    if (It == Calls.end() || !FD)
      return true;
    // A member (an operator of the class, `*this == other`) is found by
    // class member lookup, which sees the whole class.
    if (FD->getDeclContext()->isRecord())
      return true;
    const Decl *Callee = FD;
    if (const FunctionTemplateDecl *T = FD->getPrimaryTemplate())
      Callee = T;
    SourceLocation First = firstDeclared(Callee);
    SourceLocation Point = It->second.Point;
    if (First == Point || SM.isBeforeInTranslationUnit(First, Point))
      return true;
    std::set<const DeclContext *> Roots;
    for (const Expr *A : E->arguments()) {
      // A default argument is no argument of the call's lookup.
      if (isa<CXXDefaultArgExpr>(A))
        continue;
      std::set<const DeclContext *> Associated;
      associatedNamespaces(A->getType(), Associated);
      for (const DeclContext *NS : Associated)
        Roots.insert(lookupRoot(NS));
    }
    if (Roots.count(lookupRoot(FD->getDeclContext())))
      return true;
    SourceLocation Spelled = SM.getSpellingLoc(DRE->getLocation());
    if (Reported.insert(Spelled).second)
      Model.TwoPhase.LateDeclared.push_back(
          {Spelled, FD->getNameAsString(), FD, It->second.Outer});
    return true;
  }

private:
  SourceLocation firstDeclared(const Decl *D) const {
    SourceLocation First = SM.getExpansionLoc(D->getLocation());
    for (const Decl *R : D->redecls())
      if (R->getLocation().isValid() &&
          SM.isBeforeInTranslationUnit(SM.getExpansionLoc(R->getLocation()),
                                       First))
        First = SM.getExpansionLoc(R->getLocation());
    return First;
  }

  SourceManager &SM;
  AmpModel &Model;
  const std::map<SourceLocation::UIntTy, DefinitionSite> &Calls;
  const std::map<SourceLocation::UIntTy, DefinitionSite> &Operators;
  OperatorHandler OnOperator;
  std::set<SourceLocation> Reported;
};


} // namespace

void buildTwoPhaseLookup(ASTContext &Ctx, AmpModel &Model) {
  if (!Ctx.getLangOpts().DelayedTemplateParsing)
    return;
  DirectiveCollector C;
  C.TraverseDecl(Ctx.getTranslationUnitDecl());
  Finder F(Ctx, Model, C.All);
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
  if (!F.DependentCalls.empty() || !F.DependentOperators.empty()) {
    InstantiatedCalls I(
        Ctx.getSourceManager(), Model, F.DependentCalls, F.DependentOperators,
        [&F](const CXXOperatorCallExpr *E, const DefinitionSite &Site) {
          F.operatorInInstance(E, Site);
        });
    I.TraverseDecl(Ctx.getTranslationUnitDecl());
  }
  planForwardDeclarations(Ctx, Model.TwoPhase);
}

} // namespace amp2hip
