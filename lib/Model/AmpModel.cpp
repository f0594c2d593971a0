//===- AmpModel.cpp - Builds the AmpModel from the AST --------------------===//
#include "Model/AmpModel.h"
#include "Model/ManagedGlobals.h"

#include "clang/AST/ASTLambda.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/DenseSet.h"
#include <set>

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

bool hasRemovedDestructorOverload(const AmpModel &Model,
                                  const CXXRecordDecl *RD) {
  if (const CXXRecordDecl *P = RD->getTemplateInstantiationPattern())
    RD = P;
  const SourceManager &SM = RD->getASTContext().getSourceManager();
  SourceRange Body = RD->getSourceRange();
  for (const auto &[File, P] : Model.Prepasses)
    for (const PrepassFinding &F : P->Findings) {
      if (F.Id != DiagId::DestructorOverloaded)
        continue;
      SourceLocation L =
          SM.getLocForStartOfFile(File).getLocWithOffset(F.Offset);
      if (!SM.isBeforeInTranslationUnit(L, Body.getBegin()) &&
          !SM.isBeforeInTranslationUnit(Body.getEnd(), L))
        return true;
    }
  return false;
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
        !inProject(FD->getLocation()))
      return true;
    if (!firstTime(FD->getLocation(), SeenDecl))
      return true;
    noteOverloadCandidate(FD);
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
    if (!inProject(LE->getBeginLoc()))
      return true;
    // Captures differ between instantiations of a template (a dependent
    // array is captured only in instances); collect them from every one.
    if (effectiveRestriction(LE->getCallOperator()).Amp)
      for (const LambdaCapture &C : LE->captures()) {
        const VarDecl *VD = nullptr;
        if (C.capturesVariable())
          VD = dyn_cast<VarDecl>(C.getCapturedVar());
        if (!VD && !C.capturesThis())
          continue;
        if (LambdaCaptureSeen
                .insert({C.getLocation().getRawEncoding(),
                         VD ? VD->getName().str() : "this"})
                .second)
          Model.LambdaCaptures.push_back({LE, &C, VD});
        if (VD && isCapturedByReferenceType(VD->getType()) &&
            CaptureSeen
                .insert(
                    {LE->getBeginLoc().getRawEncoding(), VD->getName().str()})
                .second)
          Model.ArrayCaptures.push_back({LE, &C, VD});
      }
    if (!firstTime(LE->getBeginLoc(), SeenLambda))
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
    return true;
  }

  /// tile_static on a function or a member: no variable to place in tile
  /// memory (C3584).
  bool VisitDeclaratorDecl(DeclaratorDecl *D) {
    if (isa<VarDecl>(D))
      return true;
    for (const auto *Ann : D->specific_attrs<AnnotateAttr>())
      if (Ann->getAnnotation() == "amp2hip.tile_static" &&
          inProject(Ann->getLocation()) &&
          firstTime(Ann->getLocation(), SeenVar))
        Model.MisplacedTileStatics.push_back(Ann->getLocation());
    return true;
  }

  bool VisitVarDecl(VarDecl *VD) {
    const AnnotateAttr *A = nullptr;
    for (const auto *Ann : VD->specific_attrs<AnnotateAttr>())
      if (Ann->getAnnotation() == "amp2hip.tile_static")
        A = Ann;
    if (!A || !inProject(A->getLocation()) ||
        !firstTime(A->getLocation(), SeenVar))
      return true;
    CharSourceRange R = written(macroUse(A->getLocation(), {"tile_static"}));
    if (R.isValid())
      Model.TileStatics.push_back({VD, R});
    return true;
  }

  bool VisitCallExpr(CallExpr *CE) {
    if (!inProject(CE->getBeginLoc()))
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
    if (!FD) {
      noteDependentLaunch(CE);
      return true;
    }
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

  // Which functions the project uses, by pattern: a set of overloads that
  // differ in restriction matters only when one of them is called.
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    noteReference(E->getDecl(), E->getLocation());
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    noteReference(E->getMemberDecl(), E->getMemberLoc());
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    noteReference(E->getConstructor(), E->getLocation());
    return true;
  }

  void noteReference(const ValueDecl *D, SourceLocation Loc) {
    const auto *FD = dyn_cast_or_null<FunctionDecl>(D);
    if (!FD || !inProject(Loc))
      return;
    if (const FunctionDecl *P = FD->getTemplateInstantiationPattern())
      FD = P;
    Referenced.insert(FD->getCanonicalDecl());
  }

  /// Concurrency::graphics::texture or norm (names HIP also declares).
  static bool isClashingGraphicsName(const NamedDecl *D) {
    const auto *NS = dyn_cast<NamespaceDecl>(D->getDeclContext());
    return D->getIdentifier() &&
           (D->getName() == "texture" || D->getName() == "norm") && NS &&
           NS->getName() == "graphics" && isInConcurrencyNamespace(D);
  }

  bool VisitRecordTypeLoc(RecordTypeLoc TL) {
    if (isClashingGraphicsName(TL.getDecl()))
      noteUnqualified(TL.getNameLoc(), Model.UnqualifiedGraphics);
    return true;
  }

  /// The same names found through a using-declaration (hc::short_vector's
  /// norm is graphics::norm).
  bool VisitUsingTypeLoc(UsingTypeLoc TL) {
    const CXXRecordDecl *RD =
        TL.getTypePtr()->getUnderlyingType()->getAsCXXRecordDecl();
    if (RD && isClashingGraphicsName(RD))
      noteUnqualified(TL.getNameLoc(), Model.UnqualifiedGraphics);
    return true;
  }

  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    const TemplateDecl *TD =
        TL.getTypePtr()->getTemplateName().getAsTemplateDecl();
    if (TD && isClashingGraphicsName(TD))
      noteUnqualified(TL.getTemplateNameLoc(), Model.UnqualifiedGraphics);
    if (TD && TD->getName() == "index" && isInConcurrencyNamespace(TD))
      noteUnqualified(TL.getTemplateNameLoc(), Model.UnqualifiedIndex);
    return true;
  }

  /// Records the type name at \p Name in \p Out when it is written without
  /// a qualifier.
  void noteUnqualified(SourceLocation Name, std::vector<SourceLocation> &Out) {
    // Spelled in a macro argument: qualify it where the argument is written.
    if (Name.isMacroID() && SM.isMacroArgExpansion(Name))
      Name = SM.getSpellingLoc(Name);
    if (Name.isMacroID() || !inProject(Name) || !firstTime(Name, SeenType))
      return;
    // Qualified spellings (Concurrency::index, ::index) end in "::".
    bool Invalid = false;
    const char *P = SM.getCharacterData(Name, &Invalid);
    unsigned Offset = SM.getFileOffset(Name);
    while (!Invalid && Offset > 0 && (P[-1] == ' ' || P[-1] == '\t')) {
      --P;
      --Offset;
    }
    if (!Invalid && !(Offset >= 2 && P[-1] == ':' && P[-2] == ':'))
      Out.push_back(Name);
  }

  /// Pairs the functions that are overloaded on restriction alone and gives
  /// each its SplitRole (after the traversal).
  void findRestrictionOverloads() {
    for (auto &[Key, Group] : Candidates) {
      for (const Candidate &A : Group) {
        if (!A.R.ampOnly())
          continue;
        for (const Candidate &C : Group)
          if (!C.R.Amp && C.R.Cpu) {
            setRole(A.FD, SplitRole::DeviceSide);
            setRole(C.FD, SplitRole::HostSide);
          }
      }
    }
    // An amp function beside cpu (or cpu,amp) functions of the same name but
    // another signature (or templates): nvcc ranks overloads without looking
    // at __host__/__device__, so in host code it could prefer the amp one. It
    // is left out of nvcc's host pass; likewise the cpu functions are left
    // out of its device pass, where amp code could prefer them.
    for (auto &[Key, Group] : ByName) {
      auto IsCpuOnly = [](const Candidate &C) { return C.R.Cpu && !C.R.Amp; };
      auto IsAmpOnly = [](const Candidate &C) { return C.R.ampOnly(); };
      bool Mixed = llvm::any_of(Group, [&](const Candidate &C) {
        return C.R.Cpu != Group.front().R.Cpu || C.R.Amp != Group.front().R.Amp;
      });
      if (!Mixed)
        continue;
      if (llvm::any_of(Group,
                       [&](const Candidate &C) { return Referenced.count(C.FD); }))
        Model.HasMixedOverloads = true;
      // A virtual function stays in both passes: the class's layout must
      // not depend on the pass.
      auto Virtual = [](const Candidate &C) {
        const auto *MD = dyn_cast<CXXMethodDecl>(C.FD);
        return MD && MD->isVirtual();
      };
      // Each side's exclusive overloads leave the other side's nvcc pass
      // when that side has overloads of its own there.
      bool CpuSide = llvm::any_of(
          Group, [&](const Candidate &C) { return C.R.Cpu; });
      bool AmpSide = llvm::any_of(
          Group, [&](const Candidate &C) { return C.R.Amp; });
      for (const Candidate &A : Group)
        if (IsAmpOnly(A) && CpuSide && !Virtual(A) &&
            !Model.Splits.count(A.FD->getCanonicalDecl()))
          setRole(A.FD, SplitRole::DeviceOnly);
      for (const Candidate &C : Group)
        if (IsCpuOnly(C) && AmpSide && !Virtual(C) &&
            !Model.Splits.count(C.FD->getCanonicalDecl()))
          setRole(C.FD, SplitRole::HostOnly);
    }
    // The cpu sides written without a clause get the attribute too.
    for (const auto &[FD, Role] : Model.Splits) {
      if (Role != SplitRole::HostSide)
        continue;
      for (const FunctionDecl *D : FD->redecls()) {
        if (explicitRestriction(D).any() || !inProject(D->getLocation()))
          continue;
        RestrictedFunction RF;
        RF.FD = D;
        RF.R.Cpu = true;
        Model.Functions.push_back(RF);
      }
    }
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

  struct Candidate {
    const FunctionDecl *FD;
    Restriction R;
    bool IsTemplate;
  };

  /// Records \p FD as a possible member of an overload set on restriction:
  /// same scope, name and parameters (and qualifiers for members).
  void noteOverloadCandidate(const FunctionDecl *FD) {
    if (isa<CXXMethodDecl>(FD) &&
        cast<CXXMethodDecl>(FD)->getParent()->isLambda())
      return;
    if (FD->isFunctionTemplateSpecialization() || FD->getFriendObjectKind())
      return;
    const FunctionDecl *Canon = FD->getCanonicalDecl();
    if (!CandidateSeen.insert(Canon).second)
      return;
    Restriction R = explicitRestriction(Canon);
    if (!R.any())
      R = explicitRestriction(FD);
    if (!R.any())
      R.Cpu = true;
    bool IsTemplate = FD->getDescribedFunctionTemplate() != nullptr;
    std::string Key;
    llvm::raw_string_ostream OS(Key);
    OS << FD->getDeclContext()->getPrimaryContext() << '|'
       << FD->getDeclName().getAsOpaquePtr() << '|';
    std::string NameKey = OS.str();
    OS << (IsTemplate ? "T" : "F");
    if (const auto *FT = FD->getDescribedFunctionTemplate())
      OS << FT->getTemplateParameters()->size();
    for (const ParmVarDecl *P : FD->parameters())
      OS << '|' << P->getType().getCanonicalType().getAsString();
    if (FD->isVariadic())
      OS << "|...";
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
      OS << '|' << MD->isConst() << MD->isVolatile() << MD->isStatic()
         << int(MD->getRefQualifier());
    Candidates[OS.str()].push_back({Canon, R, IsTemplate});
    ByName[NameKey].push_back({Canon, R, IsTemplate});
  }

  void setRole(const FunctionDecl *FD, SplitRole Role) {
    Model.Splits[FD->getCanonicalDecl()] = Role;
  }

  std::map<std::string, std::vector<Candidate>> Candidates, ByName;
  llvm::DenseSet<const FunctionDecl *> CandidateSeen;
  llvm::DenseSet<const FunctionDecl *> Referenced; ///< Canonical patterns.
  std::set<std::pair<unsigned, std::string>> CaptureSeen;
  std::set<std::pair<unsigned, std::string>> LambdaCaptureSeen;

  /// Constructs count where they are used: in the main file or a project
  /// header (wherever the macros they come from are defined).
  bool inProject(SourceLocation Loc) const {
    if (Loc.isInvalid())
      return false;
    FileID F = SM.getFileID(SM.getExpansionLoc(Loc));
    return F.isValid() && Model.InProject && Model.InProject(F);
  }

  /// Template instantiations repeat the pattern's nodes at the same
  /// locations; each construct is recorded once.
  enum SeenKind {
    SeenDecl,
    SeenLambda,
    SeenVar,
    SeenCall,
    SeenType,
    SeenField
  };
  bool firstTime(SourceLocation Loc, SeenKind Kind) {
    return Seen.insert(uint64_t(Loc.getRawEncoding()) << 3 | Kind).second;
  }

  /// parallel_for_each(..., [..](...) restrict(...) {...}) with dependent
  /// arguments, in a template pattern.
  void noteDependentLaunch(CallExpr *CE) {
    const auto *ULE =
        dyn_cast<UnresolvedLookupExpr>(CE->getCallee()->IgnoreImplicit());
    if (!ULE || CE->getNumArgs() < 2)
      return;
    bool Launch = llvm::any_of(ULE->decls(), [](const NamedDecl *D) {
      const FunctionDecl *FD = D->getAsFunction();
      return FD && isConcurrencyFunction(FD, "parallel_for_each");
    });
    const auto *LE = dyn_cast<LambdaExpr>(
        CE->getArg(CE->getNumArgs() - 1)->IgnoreImplicit());
    if (Launch && LE)
      Model.DependentKernelLambdas.push_back(LE);
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
    if (L.Functor && L.Functor->hasDefinition())
      for (const FieldDecl *F : L.Functor->fields())
        if (F->getType()->isReferenceType() &&
            isCapturedByReferenceType(F->getType()) &&
            inProject(F->getLocation()) &&
            firstTime(F->getLocation(), SeenField))
          Model.ArrayRefMembers.push_back({F});
    Model.Launches.push_back(L);
  }

  /// The use of macro \p Names that produced the token at \p Loc: the
  /// `restrict(...)` or `tile_static` as written, possibly inside another
  /// macro's definition or argument. Invalid when none did.
  CharSourceRange macroUse(SourceLocation Loc,
                           std::initializer_list<llvm::StringRef> Names) const {
    while (Loc.isMacroID()) {
      // A token passed as a macro argument: its own history is on the
      // spelling side (the argument may itself have been expanded).
      if (SM.isMacroArgExpansion(Loc)) {
        Loc = SM.getImmediateSpellingLoc(Loc);
        continue;
      }
      if (llvm::is_contained(
              Names, Lexer::getImmediateMacroName(Loc, SM, Ctx.getLangOpts())))
        return SM.getImmediateExpansionRange(Loc);
      Loc = SM.getImmediateExpansionRange(Loc).getBegin();
    }
    return {};
  }

  /// Where the tokens of \p R are physically written (a macro definition, a
  /// macro argument, or the file itself), as a character range of one file.
  CharSourceRange written(CharSourceRange R) const {
    if (R.isInvalid())
      return {};
    SourceLocation B = SM.getSpellingLoc(R.getBegin());
    SourceLocation E = SM.getSpellingLoc(R.getEnd());
    if (R.isTokenRange())
      E = Lexer::getLocForEndOfToken(E, 0, SM, Ctx.getLangOpts());
    if (B.isInvalid() || E.isInvalid() || SM.getFileID(B) != SM.getFileID(E) ||
        SM.getFileOffset(B) > SM.getFileOffset(E) ||
        !SM.getFileEntryRefForID(SM.getFileID(B)))
      return {};
    return CharSourceRange::getCharRange(B, E);
  }

  /// A clause with no place in the text (built by token pasting): reported
  /// as AH1001 under the name of the macro use that produced it.
  void markComplex(SourceLocation AttrLoc, RestrictedFunction &RF) {
    RF.Spelling = ClauseSpelling::Complex;
    RF.MacroName = Lexer::getSourceText(SM.getExpansionRange(AttrLoc), SM,
                                        Ctx.getLangOpts())
                       .str();
    RF.Clauses.push_back(SM.getExpansionRange(AttrLoc));
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
      // HCC's attributes are read through the pre-pass's names __hcA, __hcC
      // and __hcB (Frontend/Prepass.h).
      CharSourceRange Clause = macroUse(
          AttrLoc, {"restrict", "__rstr__", "__hcA", "__hcC", "__hcB",
                    "__HC__", "__CPU__"});
      if (Clause.isInvalid())
        return markComplex(AttrLoc, RF);
      SourceLocation At = Clause.getBegin();
      CharSourceRange Use = written(Clause);
      if (At.isMacroID() && !SM.isMacroArgExpansion(At) &&
          isPureRestrictMacro(At)) {
        // GPU_ONLY: the definition becomes the attribute, the use moves.
        Use = SM.getImmediateExpansionRange(At);
        RF.Spelling = ClauseSpelling::UserMacro;
        RF.MacroName =
            Lexer::getImmediateMacroName(At, SM, Ctx.getLangOpts()).str();
        RF.MacroBodyClause = pureMacroBody(At);
        RF.MacroRestriction = pureMacroRestriction(At);
      } else if (RF.Spelling != ClauseSpelling::UserMacro) {
        RF.Spelling = ClauseSpelling::Direct;
      }
      if (Use.isInvalid())
        return markComplex(AttrLoc, RF);
      if (llvm::any_of(RF.Clauses, [&](const CharSourceRange &C) {
            return C.getBegin() == Use.getBegin();
          }))
        continue;
      RF.Clauses.push_back(widenAttribute(Use));
      if (RF.Spelling == ClauseSpelling::Direct)
        addGroupMates(Use, RF);
    }
  }

  /// An HCC attribute's whole text ([[hc]]), where \p Use is only the
  /// pre-pass's name for it at its start.
  CharSourceRange widenAttribute(CharSourceRange Use) const {
    SourceLocation B = Use.getBegin();
    if (!B.isFileID())
      return Use;
    const PrepassResult *P = Model.prepassFor(SM.getFileID(B));
    if (!P)
      return Use;
    unsigned Offset = SM.getFileOffset(B);
    for (const RestrictClause &X : P->Clauses)
      if (X.Begin == Offset && X.IsAttribute)
        return CharSourceRange::getCharRange(
            B, B.getLocWithOffset(X.End - X.Begin));
    return Use;
  }

  /// The other clauses written beside the clause at \p Use: Clang keeps one
  /// attribute for restrict(amp) restrict(amp), but the output must lose
  /// both clauses.
  void addGroupMates(CharSourceRange Use, RestrictedFunction &RF) {
    SourceLocation B = Use.getBegin();
    if (!B.isFileID())
      return;
    FileID F = SM.getFileID(B);
    const PrepassResult *P = Model.prepassFor(F);
    if (!P)
      return;
    unsigned Offset = SM.getFileOffset(B);
    const RestrictClause *C = nullptr;
    for (const RestrictClause &X : P->Clauses)
      if (X.Begin == Offset)
        C = &X;
    if (!C)
      return;
    SourceLocation Start = SM.getLocForStartOfFile(F);
    for (const RestrictClause &M : P->Clauses) {
      if (M.Group != C->Group || M.Begin == C->Begin || !M.Valid)
        continue;
      CharSourceRange Mate = CharSourceRange::getCharRange(
          Start.getLocWithOffset(M.Begin), Start.getLocWithOffset(M.End));
      if (llvm::none_of(RF.Clauses, [&](const CharSourceRange &R) {
            return R.getBegin() == Mate.getBegin();
          }))
        RF.Clauses.push_back(Mate);
    }
  }

  /// The definition of the macro expanded at \p At.
  const MacroInfo *macroAt(SourceLocation At) const {
    llvm::StringRef Name =
        Lexer::getImmediateMacroName(At, SM, Ctx.getLangOpts());
    const IdentifierInfo *II = PP.getIdentifierInfo(Name);
    return II ? PP.getMacroInfo(II) : nullptr;
  }

  /// The whole definition of the pure restriction macro expanded at \p At
  /// (`restrict(cpu) restrict(amp)` is one attribute in HIP).
  CharSourceRange pureMacroBody(SourceLocation At) const {
    return macroBody(macroAt(At));
  }
  static CharSourceRange macroBody(const MacroInfo *MI) {
    if (!MI || MI->tokens_empty())
      return {};
    return CharSourceRange::getTokenRange(MI->tokens().front().getLocation(),
                                          MI->getDefinitionEndLoc());
  }

  /// The restriction the pure restriction macro expanded at \p At spells.
  Restriction pureMacroRestriction(SourceLocation At) const {
    return macroRestriction(macroAt(At));
  }
  /// Every word of a restriction macro's clauses.
  static Restriction macroRestriction(const MacroInfo *MI) {
    Restriction R;
    if (MI)
      for (const Token &T : MI->tokens())
        if (T.is(tok::identifier)) {
          R.Cpu |= T.getIdentifierInfo()->getName() == "cpu";
          R.Amp |= T.getIdentifierInfo()->getName() == "amp";
        }
    return R;
  }

  /// A user macro whose whole expansion is restrict clauses (GPU_ONLY), so
  /// that it can be defined as the HIP attribute.
  bool isPureRestrictMacro(SourceLocation InExpansion) const {
    return isPureRestrictMacro(macroAt(InExpansion));
  }
  static bool isPureRestrictMacro(const MacroInfo *MI) {
    if (!MI || MI->tokens_empty() || MI->isFunctionLike())
      return false;
    auto Toks = MI->tokens();
    if (!Toks.front().is(tok::identifier) ||
        Toks.front().getIdentifierInfo()->getName() != "restrict" ||
        !Toks.back().is(tok::r_paren))
      return false;
    for (const Token &T : Toks)
      if (T.is(tok::identifier) &&
          !llvm::is_contained({"restrict", "cpu", "amp"},
                              T.getIdentifierInfo()->getName()))
        return false;
    return true;
  }

public:
  /// Every restriction macro defined in a project file (each definition of
  /// a name that is redefined).
  void findRestrictionMacros() {
    std::set<unsigned> Done;
    for (const auto &Entry : PP.macros()) {
      for (const MacroDirective *MD =
               PP.getLocalMacroDirectiveHistory(Entry.first);
           MD; MD = MD->getPrevious()) {
        const auto *Def = dyn_cast<DefMacroDirective>(MD);
        const MacroInfo *MI = Def ? Def->getInfo() : nullptr;
        if (!MI || !isPureRestrictMacro(MI) ||
            !inProject(MI->getDefinitionLoc()) ||
            !Done.insert(MI->getDefinitionLoc().getRawEncoding()).second)
          continue;
        Model.RestrictionMacros.push_back({Entry.first->getName().str(),
                                           macroBody(MI),
                                           macroRestriction(MI)});
      }
    }
  }

private:
  ASTContext &Ctx;
  SourceManager &SM;
  const Preprocessor &PP;
  AmpModel &Model;
  llvm::DenseSet<uint64_t> Seen;
};

} // namespace

static void buildFrom(ASTContext &Ctx, const Preprocessor &PP,
                      AmpModel &Model) {
  ModelBuilder Builder(Ctx, PP, Model);
  Builder.TraverseDecl(Ctx.getTranslationUnitDecl());
  Builder.findRestrictionOverloads();
  Builder.findRestrictionMacros();
  SourceManager &SM = Ctx.getSourceManager();
  std::function<bool(SourceLocation)> InProject = [&](SourceLocation Loc) {
    if (Loc.isInvalid())
      return false;
    FileID F = SM.getFileID(SM.getExpansionLoc(Loc));
    return F.isValid() && Model.InProject && Model.InProject(F);
  };
  collectAmpCode(Ctx, InProject, Model.Code);
  collectProperties(Ctx, InProject, Model.Properties);
  if (Model.Dialect == SourceDialect::Hcc)
    Model.ManagedGlobals = findManagedGlobals(Model.Code, InProject);
}

void buildModel(ASTContext &Ctx, const Preprocessor &PP, AmpModel &Model) {
  // HCC's dialect infers restrictions from what a first model finds (the
  // kernels, what they call); the model is then built from the result.
  if (Model.Dialect == SourceDialect::Hcc) {
    AmpModel Probe;
    Probe.Dialect = Model.Dialect;
    Probe.View = Model.View;
    Probe.InProject = Model.InProject;
    Probe.Prepasses = Model.Prepasses;
    buildFrom(Ctx, PP, Probe);
    inferRestrictions(Ctx, Probe, Model.Inferred);
  }
  buildFrom(Ctx, PP, Model);
}

bool isKernelLambda(const AmpModel &Model, const LambdaExpr *LE) {
  // A launch in a template instance records the instance's lambda; the
  // rewrites see the pattern's, which begins at the same place.
  if (!LE)
    return false;
  return llvm::any_of(Model.Launches,
                      [&](const KernelLaunch &L) {
                        return L.Lambda == LE ||
                               (L.Lambda && L.Lambda->getBeginLoc() ==
                                                LE->getBeginLoc());
                      }) ||
         llvm::any_of(Model.DependentKernelLambdas, [&](const LambdaExpr *D) {
           return D == LE || D->getBeginLoc() == LE->getBeginLoc();
         });
}

SplitRole splitRoleOf(const AmpModel &Model, const FunctionDecl *FD) {
  auto It = Model.Splits.find(FD->getCanonicalDecl());
  return It == Model.Splits.end() ? SplitRole::None : It->second;
}

} // namespace amp2hip
