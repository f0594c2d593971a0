//===- AmpModel.cpp - Builds the AmpModel from the AST --------------------===//
#include "Model/AmpModel.h"

#include "clang/AST/ASTLambda.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace amp2hip {

/// Restriction words recorded by the pre-pass's __rstr__ spelling.
static const AnnotateTypeAttr *trailingRestriction(const FunctionDecl *FD) {
  const TypeSourceInfo *TSI = FD->getTypeSourceInfo();
  if (!TSI)
    return nullptr;
  for (TypeLoc TL = TSI->getTypeLoc(); !TL.isNull(); TL = TL.getNextTypeLoc()) {
    if (auto ATL = TL.getAs<AttributedTypeLoc>())
      if (const auto *A = dyn_cast_or_null<AnnotateTypeAttr>(ATL.getAttr()))
        if (A->getAnnotation() == "amp2hip.restrict")
          return A;
    if (TL.getAs<FunctionTypeLoc>())
      break; // the return type's attributes are not the function's
  }
  return nullptr;
}

/// Whether \p A was written on \p FD itself: not added by Clang, and not
/// inherited (an explicit specialization inherits its template's target
/// attributes, at the template's location).
static bool isWrittenHere(const Attr *A) {
  return !A->isImplicit() && !A->isInherited();
}

Restriction explicitRestriction(const FunctionDecl *FD) {
  Restriction R;
  for (const auto *A : FD->specific_attrs<CUDADeviceAttr>())
    R.Amp |= isWrittenHere(A);
  for (const auto *A : FD->specific_attrs<CUDAHostAttr>())
    R.Cpu |= isWrittenHere(A);
  if (const AnnotateTypeAttr *A = trailingRestriction(FD)) {
    for (const Expr *Arg : A->args())
      if (const auto *S = dyn_cast<StringLiteral>(Arg->IgnoreParenImpCasts())) {
        R.Cpu |= S->getString().contains("cpu");
        R.Amp |= S->getString().contains("amp");
      }
  }
  return R;
}

const FunctionDecl *enclosingFunction(const Decl *D) {
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent()) {
    if (const auto *FD = dyn_cast<FunctionDecl>(DC))
      return FD;
    if (!isa<CXXRecordDecl>(DC))
      return nullptr;
  }
  return nullptr;
}

/// Lambdas and local classes take the restriction of the amp code around
/// them (C++ AMP 2.2.1).
static bool inheritsRestriction(const FunctionDecl *FD) {
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
    return MD->getParent()->isLambda() || MD->getParent()->isLocalClass();
  return false;
}

Restriction effectiveRestriction(const FunctionDecl *FD) {
  Restriction R = explicitRestriction(FD);
  if (R.any())
    return R;
  if (inheritsRestriction(FD))
    if (const FunctionDecl *Outer = enclosingFunction(FD)) {
      Restriction O = effectiveRestriction(Outer);
      if (O.Amp)
        return O;
    }
  R.Cpu = true;
  return R;
}

namespace {

class ModelBuilder : public RecursiveASTVisitor<ModelBuilder> {
public:
  ModelBuilder(ASTContext &Ctx, const Preprocessor &PP, AmpModel &Model)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), PP(PP), Model(Model) {}

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return false; }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->isImplicit() || isLambdaCallOperator(FD) ||
        FD->getTemplateInstantiationPattern() || inInstantiatedClass(FD) ||
        !inMainFile(FD->getLocation()))
      return true;
    if (!firstTime(FD->getLocation(), SeenDecl))
      return true;
    RestrictedFunction RF;
    RF.FD = FD;
    RF.R = explicitRestriction(FD);
    if (!RF.R.any()) {
      if (!inheritsRestriction(FD))
        return true;
      Restriction E = effectiveRestriction(FD);
      if (!E.Amp)
        return true;
      RF.R = E;
      RF.Inherited = true;
    } else {
      locateClause(FD, RF);
    }
    Model.Functions.push_back(RF);
    return true;
  }

  bool VisitLambdaExpr(LambdaExpr *LE) {
    if (!inMainFile(LE->getBeginLoc()) ||
        !firstTime(LE->getBeginLoc(), SeenLambda))
      return true;
    CXXMethodDecl *Op = LE->getCallOperator();
    RestrictedFunction RF;
    RF.FD = Op;
    RF.Lambda = LE;
    RF.R = explicitRestriction(Op);
    if (RF.R.any()) {
      locateClause(Op, RF);
    } else {
      Restriction E = effectiveRestriction(Op);
      if (!E.Amp)
        return true;
      RF.R = E;
      RF.Inherited = true;
    }
    Model.Functions.push_back(RF);
    if (RF.R.Amp)
      for (const LambdaCapture &C : LE->captures())
        if (C.capturesVariable())
          if (const auto *VD = dyn_cast<VarDecl>(C.getCapturedVar()))
            if (isConcurrencyArrayType(VD->getType()))
              Model.ArrayCaptures.push_back({LE, &C, VD});
    return true;
  }

  bool VisitVarDecl(VarDecl *VD) {
    const AnnotateAttr *A = nullptr;
    for (const auto *Ann : VD->specific_attrs<AnnotateAttr>())
      if (Ann->getAnnotation() == "amp2hip.tile_static")
        A = Ann;
    if (!A || !inMainFile(A->getLocation()) ||
        !firstTime(A->getLocation(), SeenVar))
      return true;
    CharSourceRange R = SM.getExpansionRange(A->getLocation());
    if (Lexer::getSourceText(R, SM, Ctx.getLangOpts()) == "tile_static")
      Model.TileStatics.push_back({VD, R});
    return true;
  }

  bool VisitCallExpr(CallExpr *CE) {
    if (!inMainFile(CE->getBeginLoc()))
      return true;
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(CE)) {
      const CXXMethodDecl *MD = MC->getMethodDecl();
      if (MD && MD->getIdentifier() &&
          isConcurrencyClass(MD->getParent(), "tile_barrier") &&
          MD->getName().starts_with("wait") &&
          firstTime(CE->getBeginLoc(), SeenCall))
        Model.Barriers.push_back({CE, BarrierKind::Wait, MD->getName().str()});
      return true;
    }
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD)
      return true;
    for (llvm::StringRef Fence : {"all_memory_fence", "global_memory_fence",
                                  "tile_static_memory_fence"})
      if (isConcurrencyFunction(FD, Fence) &&
          firstTime(CE->getBeginLoc(), SeenCall))
        Model.Barriers.push_back({CE, BarrierKind::Fence, Fence.str()});
    if (isConcurrencyFunction(FD, "parallel_for_each") &&
        CE->getNumArgs() >= 2 && firstTime(CE->getBeginLoc(), SeenCall))
      addLaunch(CE);
    return true;
  }

  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    const TemplateDecl *TD =
        TL.getTypePtr()->getTemplateName().getAsTemplateDecl();
    SourceLocation Name = TL.getTemplateNameLoc();
    if (!TD || TD->getName() != "index" || !isInConcurrencyNamespace(TD) ||
        Name.isMacroID() || !inMainFile(Name) || !firstTime(Name, SeenType))
      return true;
    // Qualified spellings (Concurrency::index, ::index) end in "::".
    bool Invalid = false;
    const char *P = SM.getCharacterData(Name, &Invalid);
    unsigned Offset = SM.getFileOffset(Name);
    while (!Invalid && Offset > 0 && (P[-1] == ' ' || P[-1] == '\t')) {
      --P;
      --Offset;
    }
    if (!Invalid && !(Offset >= 2 && P[-1] == ':' && P[-2] == ':'))
      Model.UnqualifiedIndex.push_back(Name);
    return true;
  }

private:
  /// A member of an implicitly instantiated class. When the member is later
  /// explicitly specialized (`template <> int C<int>::f()`), Clang gives the
  /// instantiated declaration the specialization's location but keeps the
  /// attributes of the class template's declaration.
  static bool inInstantiatedClass(const FunctionDecl *FD) {
    const auto *Spec =
        dyn_cast<ClassTemplateSpecializationDecl>(FD->getLexicalDeclContext());
    return Spec && Spec->getSpecializationKind() != TSK_ExplicitSpecialization;
  }

  bool inMainFile(SourceLocation Loc) const {
    return Loc.isValid() && SM.isWrittenInMainFile(SM.getExpansionLoc(Loc));
  }

  /// Template instantiations repeat the pattern's nodes at the same
  /// locations; each construct is recorded once.
  enum SeenKind { SeenDecl, SeenLambda, SeenVar, SeenCall, SeenType };
  bool firstTime(SourceLocation Loc, SeenKind Kind) {
    return Seen.insert(uint64_t(Loc.getRawEncoding()) << 3 | Kind).second;
  }

  void addLaunch(CallExpr *CE) {
    unsigned N = CE->getNumArgs();
    KernelLaunch L{CE, computeDomainOf(CE->getArg(N - 2)->getType())};
    const Expr *K = CE->getArg(N - 1)->IgnoreImplicit();
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(K))
      if (Construct->getNumArgs() == 1)
        K = Construct->getArg(0)->IgnoreImplicit();
    L.Lambda = dyn_cast<LambdaExpr>(K);
    if (!L.Lambda) {
      const CXXRecordDecl *RD = K->getType()->getAsCXXRecordDecl();
      if (RD && !RD->isLambda())
        L.Functor = RD;
    }
    Model.Launches.push_back(L);
  }

  /// Finds the clause texts of an explicit restriction.
  void locateClause(const FunctionDecl *FD, RestrictedFunction &RF) {
    // Every attribute written here: restrict(amp) restrict(amp) gives two.
    llvm::SmallVector<SourceLocation, 4> AttrLocs;
    for (const auto *A : FD->specific_attrs<CUDADeviceAttr>())
      if (isWrittenHere(A))
        AttrLocs.push_back(A->getLocation());
    for (const auto *H : FD->specific_attrs<CUDAHostAttr>())
      if (isWrittenHere(H))
        AttrLocs.push_back(H->getLocation());
    if (const AnnotateTypeAttr *T = trailingRestriction(FD))
      AttrLocs.push_back(T->getLocation());
    for (SourceLocation AttrLoc : AttrLocs) {
      if (!AttrLoc.isMacroID())
        continue;
      CharSourceRange Use = SM.getExpansionRange(AttrLoc);
      if (llvm::any_of(RF.Clauses, [&](const CharSourceRange &C) {
            return C.getBegin() == Use.getBegin();
          }))
        continue;
      RF.Clauses.push_back(Use);
      if (const RestrictClause *C = prepassClause(Use.getBegin())) {
        RF.Spelling = ClauseSpelling::Direct;
        addGroupMates(*C, RF);
        continue;
      }
      locateUserMacro(Use, RF);
    }
  }

  const RestrictClause *prepassClause(SourceLocation Loc) const {
    if (!SM.isWrittenInMainFile(Loc) || !Model.MainPrepass)
      return nullptr;
    unsigned Offset = SM.getFileOffset(Loc);
    for (const RestrictClause &C : Model.MainPrepass->Clauses)
      if (C.Begin == Offset && !C.InDirective)
        return &C;
    return nullptr;
  }

  /// The other clauses written beside \p C: Clang keeps one attribute for
  /// restrict(amp) restrict(amp), but the output must lose both clauses.
  void addGroupMates(const RestrictClause &C, RestrictedFunction &RF) {
    SourceLocation Start = SM.getLocForStartOfFile(SM.getMainFileID());
    for (const RestrictClause &M : Model.MainPrepass->Clauses) {
      if (M.Group != C.Group || M.Begin == C.Begin || !M.Valid)
        continue;
      CharSourceRange Mate = CharSourceRange::getCharRange(
          Start.getLocWithOffset(M.Begin), Start.getLocWithOffset(M.End));
      if (llvm::none_of(RF.Clauses, [&](const CharSourceRange &R) {
            return R.getBegin() == Mate.getBegin();
          }))
        RF.Clauses.push_back(Mate);
    }
  }

  /// A clause that comes from a user macro such as GPU_ONLY. The macro can be
  /// rewritten only when its whole expansion is restrict clauses.
  void locateUserMacro(CharSourceRange Use, RestrictedFunction &RF) {
    RF.MacroName = Lexer::getSourceText(Use, SM, Ctx.getLangOpts()).str();
    RF.Spelling = ClauseSpelling::Complex;
    const IdentifierInfo *II = PP.getIdentifierInfo(RF.MacroName);
    const MacroInfo *MI = II ? PP.getMacroInfo(II) : nullptr;
    if (!MI || MI->tokens_empty())
      return;
    auto Toks = MI->tokens();
    bool OnlyClauses =
        Toks.front().is(tok::identifier) &&
        Toks.front().getIdentifierInfo()->getName() == "restrict" &&
        Toks.back().is(tok::r_paren);
    for (const Token &T : Toks)
      if (T.is(tok::identifier) &&
          !llvm::is_contained({"restrict", "cpu", "amp"},
                              T.getIdentifierInfo()->getName()))
        OnlyClauses = false;
    if (!OnlyClauses || !SM.isWrittenInMainFile(MI->getDefinitionLoc()))
      return;
    RF.Spelling = ClauseSpelling::UserMacro;
    RF.MacroBodyClause = CharSourceRange::getTokenRange(
        Toks.front().getLocation(), MI->getDefinitionEndLoc());
  }

  ASTContext &Ctx;
  SourceManager &SM;
  const Preprocessor &PP;
  AmpModel &Model;
  llvm::DenseSet<uint64_t> Seen;
};

} // namespace

void buildModel(ASTContext &Ctx, const Preprocessor &PP,
                const PrepassResult *MainPrepass, AmpModel &Model) {
  Model.MainPrepass = MainPrepass;
  ModelBuilder(Ctx, PP, Model).TraverseDecl(Ctx.getTranslationUnitDecl());
}

} // namespace amp2hip
