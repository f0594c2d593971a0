//===- CallGraph.cpp ------------------------------------------------------===//
#include "Model/CallGraph.h"
#include "Model/AmpSide.h"
#include "Model/HcDecls.h"
#include "Model/LibraryTargets.h"
#include "Model/Uniformity.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Builtins.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseSet.h"
#include <set>

using namespace clang;

namespace amp2hip {

const char *forbiddenInAmpName(CallKind K) {
  switch (K) {
  case CallKind::New:
    return "'new'";
  case CallKind::Delete:
    return "'delete'";
  case CallKind::Virtual:
    return "a virtual call";
  case CallKind::ThroughPointer:
    return "a call through a function pointer";
  case CallKind::Call:
  case CallKind::Implicit:
    break;
  }
  return nullptr;
}

bool isLibraryFunction(const FunctionDecl *FD) {
  if (FD->getBuiltinID() || isInConcurrencyNamespace(FD))
    return true;
  const SourceManager &SM = FD->getASTContext().getSourceManager();
  SourceLocation L = FD->getLocation();
  if (L.isInvalid())
    return true;
  if (SM.isInSystemHeader(SM.getExpansionLoc(L)))
    return true;
  for (const DeclContext *DC = FD->getDeclContext(); DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      if (NS->getName() == "amp2hip" || NS->getName() == "std")
        return true;
  return false;
}

/// Clang's target of \p FD, inferred attributes included.
static Restriction clangTarget(const FunctionDecl *FD) {
  Restriction R;
  R.Amp = FD->hasAttr<CUDADeviceAttr>();
  R.Cpu = FD->hasAttr<CUDAHostAttr>() || !R.Amp;
  return R;
}

Restriction callerRestriction(const FunctionDecl *FD) {
  if (const FunctionDecl *P = FD->getTemplateInstantiationPattern())
    return effectiveRestriction(P);
  return effectiveRestriction(FD);
}

Restriction calleeRestriction(const FunctionDecl *Callee) {
  if (unsigned ID = Callee->getBuiltinID()) {
    // The C heap is the host's: C++ AMP allocates nothing in amp code
    // (Clang takes library builtins as both sides; HIP's device malloc is
    // another heap).
    if (ID == Builtin::BImalloc || ID == Builtin::BIcalloc ||
        ID == Builtin::BIrealloc || ID == Builtin::BIfree)
      return {true, false};
    return {true, true};
  }
  if (const auto *MD = dyn_cast<CXXMethodDecl>(Callee))
    if (MD->isTrivial())
      return {true, true};
  if (Callee->isImplicit() || Callee->isDefaulted())
    return clangTarget(Callee);
  if (isLibraryFunction(Callee))
    return libraryTarget(Callee);
  // A member of a class template instance or a function template instance
  // carries the clause of its pattern.
  if (const FunctionDecl *P = Callee->getTemplateInstantiationPattern())
    return effectiveRestriction(P);
  return effectiveRestriction(Callee);
}

std::string functionName(const FunctionDecl *FD) {
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
    if (MD->getParent()->isLambda())
      return "lambda";
  std::string S;
  llvm::raw_string_ostream OS(S);
  FD->getNameForDiagnostic(OS, FD->getASTContext().getPrintingPolicy(),
                           /*Qualified=*/true);
  return S;
}

namespace {

/// Collects the calls of one function body, implicit ones included, without
/// entering nested lambdas or local classes (they are functions of their
/// own, reached when called).
class FactsBuilder : public RecursiveASTVisitor<FactsBuilder> {
public:
  FactsBuilder(const FunctionDecl *Root, FunctionFacts &Out)
      : Root(Root), Out(Out) {}

  bool shouldVisitTemplateInstantiations() const { return false; }
  bool shouldVisitImplicitCode() const { return true; }

  void build() {
    if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(Root))
      for (const CXXCtorInitializer *I : Ctor->inits())
        if (I->getInit())
          TraverseStmt(I->getInit());
    if (Root->getBody())
      TraverseStmt(Root->getBody());
    if (const auto *Dtor = dyn_cast<CXXDestructorDecl>(Root))
      addSubobjectDestructors(Dtor);
  }

  bool TraverseDecl(Decl *D) {
    if (!D || isa<FunctionDecl>(D) || isa<FunctionTemplateDecl>(D) ||
        isa<CXXRecordDecl>(D) || isa<ClassTemplateDecl>(D))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  bool TraverseLambdaExpr(LambdaExpr *LE) {
    // Only the captures' initialisation runs here.
    for (Expr *Init : LE->capture_inits())
      if (Init)
        TraverseStmt(Init);
    return true;
  }

  bool TraverseCXXDefaultArgExpr(CXXDefaultArgExpr *E) {
    const Expr *Saved = DefaultArg;
    const ParmVarDecl *SavedParam = DefaultParam;
    SourceLocation SavedUse = DefaultUse;
    if (!DefaultArg) {
      DefaultArg = E->getExpr();
      DefaultParam = E->getParam();
      DefaultUse = E->getUsedLocation();
    }
    TraverseStmt(E->getExpr());
    DefaultArg = Saved;
    DefaultParam = SavedParam;
    DefaultUse = SavedUse;
    return true;
  }

  bool TraverseCXXDefaultInitExpr(CXXDefaultInitExpr *E) {
    return TraverseStmt(E->getExpr());
  }

  bool VisitImplicitCastExpr(ImplicitCastExpr *E) {
    if (E->getCastKind() == CK_UserDefinedConversion ||
        E->getCastKind() == CK_ConstructorConversion)
      ImplicitConversions.insert(E->getSubExpr()->IgnoreParens());
    return true;
  }

  bool VisitCallExpr(CallExpr *CE) {
    if (isa<CXXPseudoDestructorExpr>(CE->getCallee()->IgnoreParens()))
      return true;
    const FunctionDecl *FD = CE->getDirectCallee();
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(CE)) {
      const CXXMethodDecl *MD = MC->getMethodDecl();
      if (!MD) {
        add(nullptr, CallKind::ThroughPointer, CE);
        return true;
      }
      const auto *ME = dyn_cast<MemberExpr>(MC->getCallee()->IgnoreParens());
      if (MD->isVirtual() && ME && !ME->hasQualifier() &&
          !MD->hasAttr<FinalAttr>() && !MD->getParent()->hasAttr<FinalAttr>()) {
        add(MD, CallKind::Virtual, CE);
        return true;
      }
      bool Conv = isa<CXXConversionDecl>(MD) && ImplicitConversions.count(CE);
      add(MD, Conv ? CallKind::Implicit : CallKind::Call, CE,
          Conv ? "conversion" : "");
      return true;
    }
    if (!FD) {
      QualType T = CE->getCallee()->getType();
      if (T->isFunctionPointerType() || T->isMemberFunctionPointerType() ||
          T->isFunctionReferenceType() || T->isFunctionType() ||
          T->isBlockPointerType())
        add(nullptr, CallKind::ThroughPointer, CE);
      return true;
    }
    add(FD, CallKind::Call, CE);
    return true;
  }

  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    const CXXConstructorDecl *Ctor = E->getConstructor();
    if (!Ctor || Ctor->isTrivial())
      return true;
    // `T a[N];` builds each element through a constructor nobody wrote a
    // call to (Visual C++'s C3931, like the implicit members).
    if (E->getType()->isArrayType()) {
      add(Ctor, CallKind::Implicit, E, "constructor of an array element");
      return true;
    }
    bool Implicit = Ctor->isImplicit() || Ctor->isDefaulted() ||
                    Ctor->isCopyOrMoveConstructor() ||
                    ImplicitConversions.count(E);
    add(Ctor, Implicit ? CallKind::Implicit : CallKind::Call, E,
        Implicit ? "constructor" : "");
    return true;
  }

  bool VisitCXXBindTemporaryExpr(CXXBindTemporaryExpr *E) {
    if (const CXXDestructorDecl *D = E->getTemporary()->getDestructor())
      if (!D->isTrivial())
        add(D, CallKind::Implicit, E, "destructor of a temporary");
    return true;
  }

  bool VisitVarDecl(VarDecl *VD) {
    for (const auto *A : VD->specific_attrs<AnnotateAttr>())
      if (A->getAnnotation() == "amp2hip.tile_static") {
        Out.TileStatics.push_back(VD);
        return true; // never constructed nor destroyed
      }
    if (!VD->hasLocalStorage() || isa<ParmVarDecl>(VD) ||
        VD->getType()->isReferenceType())
      return true;
    if (const CXXRecordDecl *RD =
            VD->getType()->getBaseElementTypeUnsafe()->getAsCXXRecordDecl())
      if (RD->hasDefinition() && !RD->hasTrivialDestructor())
        if (const CXXDestructorDecl *D = RD->getDestructor())
          addAt(D, CallKind::Implicit, VD->getLocation(), VD->getSourceRange(),
                "destructor");
    return true;
  }

  bool VisitCXXNewExpr(CXXNewExpr *E) {
    add(E->getOperatorNew(), CallKind::New, E);
    return true;
  }

  bool VisitCXXDeleteExpr(CXXDeleteExpr *E) {
    add(E->getOperatorDelete(), CallKind::Delete, E);
    return true;
  }

private:
  void add(const FunctionDecl *Callee, CallKind K, const Expr *E,
           const char *Why = "") {
    SourceLocation Loc = E->getExprLoc();
    if (const auto *CE = dyn_cast<CallExpr>(E))
      if (isa<CXXOperatorCallExpr>(CE) || !Loc.isValid())
        Loc = CE->getBeginLoc();
    if (Loc.isInvalid())
      Loc = E->getBeginLoc();
    addAt(Callee, K, Loc, E->getSourceRange(), Why, E);
  }

  void addAt(const FunctionDecl *Callee, CallKind K, SourceLocation Loc,
             SourceRange Range, const char *Why, const Expr *Call = nullptr) {
    CallSite S;
    S.Call = Call;
    S.Callee = Callee;
    S.Kind = K;
    S.Loc = Loc;
    S.Range = Range;
    S.Why = Why;
    if (DefaultArg) {
      // Made for a default argument: reported at the call that used it.
      S.DefaultArg = DefaultArg;
      S.DefaultParam = DefaultParam;
      S.Loc = DefaultUse;
      S.Range = SourceRange(DefaultUse);
      if (S.Kind == CallKind::Call)
        S.Kind = CallKind::Implicit;
      S.Why = "default argument";
    }
    if (S.Loc.isInvalid())
      S.Loc = Root->getLocation();
    Out.Calls.push_back(S);
  }

  void addSubobjectDestructors(const CXXDestructorDecl *Dtor) {
    const CXXRecordDecl *RD = Dtor->getParent();
    auto Add = [&](QualType T) {
      const CXXRecordDecl *Sub =
          T->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
      if (Sub && Sub->hasDefinition() && !Sub->hasTrivialDestructor())
        if (const CXXDestructorDecl *D = Sub->getDestructor())
          addAt(D, CallKind::Implicit, Dtor->getLocation(), SourceRange(),
                "destructor of a member or base");
    };
    for (const FieldDecl *F : RD->fields())
      Add(F->getType());
    for (const CXXBaseSpecifier &B : RD->bases())
      Add(B.getType());
  }

  const FunctionDecl *Root;
  FunctionFacts &Out;
  const Expr *DefaultArg = nullptr;
  const ParmVarDecl *DefaultParam = nullptr;
  SourceLocation DefaultUse;
  llvm::DenseSet<const Expr *> ImplicitConversions;
};

} // namespace

void CallGraph::setAmpSide(const AmpSideCalls *Calls,
                           llvm::StringMap<const FunctionDecl *> Index) {
  AmpSide = Calls;
  AmpSideIndex = std::move(Index);
}

void CallGraph::annotateAmpSide(const FunctionDecl *Caller, FunctionFacts &F) {
  if (!AmpSide || !callerRestriction(Caller).Amp)
    return;
  const SourceManager &SM = Ctx.getSourceManager();
  std::string Prefix = functionKey(Caller) + '#';
  for (CallSite &S : F.Calls) {
    if (!S.Callee)
      continue;
    auto It = AmpSide->Sites.find(Prefix + siteKey(SM, S));
    if (It != AmpSide->Sites.end()) {
      const AmpSideCall &C = It->second;
      S.AmpSideKnown = true;
      S.AmpCalleeName = C.CalleeName;
      S.AmpCalleeR = C.R;
      S.AmpCalleeLibrary = C.Library;
      if (C.CalleeKey == functionKey(S.Callee))
        S.AmpCallee = S.Callee;
      else
        S.AmpCallee = AmpSideIndex.lookup(C.CalleeKey);
    } else if (AmpSide->NoViable.count(locationKey(SM, S.Loc))) {
      S.AmpSideKnown = true;
      S.AmpNoViable = true;
    }
  }
}

const FunctionFacts &CallGraph::facts(const FunctionDecl *FD) {
  const FunctionDecl *Def = FD->getDefinition();
  const FunctionDecl *Key = Def ? Def : FD->getCanonicalDecl();
  auto &Slot = Cache[Key];
  if (!Slot) {
    Slot = std::make_unique<FunctionFacts>();
    if (Def && !Def->isDependentContext()) {
      FactsBuilder(Def, *Slot).build();
      annotateAmpSide(Def, *Slot);
    }
  }
  return *Slot;
}

std::vector<CallGraph::Reached> CallGraph::reach(const FunctionDecl *Root) {
  std::vector<Reached> R;
  llvm::DenseMap<const FunctionDecl *, int> Index;
  auto Key = [](const FunctionDecl *F) {
    const FunctionDecl *D = F->getDefinition();
    return D ? D : F->getCanonicalDecl();
  };
  R.push_back({Key(Root), -1, nullptr});
  Index[Key(Root)] = 0;
  for (size_t I = 0; I < R.size(); ++I) {
    const FunctionDecl *F = R[I].FD;
    if (I > 0 && isLibraryFunction(F))
      continue; // the library's insides are not the user's call graph
    for (const CallSite &S : facts(F).Calls) {
      // Kernels reach what the amp side of each call resolves to.
      if (!S.ampCallee() || S.Kind == CallKind::New ||
          S.Kind == CallKind::Delete)
        continue;
      const FunctionDecl *C = Key(S.ampCallee());
      if (Index.count(C))
        continue;
      Index[C] = R.size();
      R.push_back({C, int(I), &S});
    }
  }
  return R;
}

std::vector<Hop> CallGraph::pathTo(const std::vector<Reached> &R, int I) {
  std::vector<Hop> Path;
  for (; I > 0; I = R[I].Parent)
    Path.push_back({R[R[I].Parent].FD, R[I].Via});
  std::reverse(Path.begin(), Path.end());
  return Path;
}

QualType launchIndexType(ASTContext &Ctx, QualType ExtentType) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      ExtentType.getNonReferenceType()->getAsCXXRecordDecl());
  if (!Spec)
    return {};
  const char *Want = isConcurrencyClass(Spec, "tiled_extent") ? "tiled_index"
                     : isConcurrencyClass(Spec, "extent")     ? "index"
                                                              : nullptr;
  if (!Want)
    return {};
  // The index class template lives beside the extent template; hc::extent's
  // index is C++ AMP's, one namespace out.
  const DeclContext *NS = Spec->getSpecializedTemplate()->getDeclContext();
  if (isHcClass(Spec) && Want == llvm::StringRef("index"))
    NS = NS->getParent();
  for (const Decl *D : NS->decls()) {
    const auto *CT = dyn_cast<ClassTemplateDecl>(D);
    if (!CT || CT->getName() != Want)
      continue;
    for (const ClassTemplateSpecializationDecl *S : CT->specializations())
      if (S->getTemplateArgs().size() == Spec->getTemplateArgs().size()) {
        bool Same = true;
        for (unsigned I = 0; I < S->getTemplateArgs().size(); ++I)
          Same &= S->getTemplateArgs()[I].structurallyEquals(
              Spec->getTemplateArgs()[I]);
        if (Same)
          return Ctx.getRecordType(S);
      }
  }
  return {};
}

/// The call operator of \p RD that a launch passing \p Index would run.
/// The rank of a specialization of C++ AMP's index<N>, hc's tiled_index<N>
/// (with \p HcTiled), or 0.
static int rankOf(QualType T, bool HcTiled) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T->getAsCXXRecordDecl());
  if (!Spec || Spec->getTemplateArgs().size() != 1 ||
      Spec->getTemplateArgs()[0].getKind() != TemplateArgument::Integral)
    return 0;
  bool Wanted = HcTiled
                    ? isConcurrencyClass(Spec, "tiled_index") && isHcClass(Spec)
                    : isConcurrencyClass(Spec, "index");
  return Wanted ? int(Spec->getTemplateArgs()[0].getAsIntegral().getSExtValue())
                : 0;
}

/// Whether a kernel taking \p Param runs for a launch of \p Index: the
/// same type, or (as HCC allowed) index<N> for hc's tiled_index<N>, which
/// converts to it.
static bool kernelTakes(QualType Param, QualType Index) {
  if (Param->getCanonicalTypeUnqualified() ==
      Index->getCanonicalTypeUnqualified())
    return true;
  int Tiled = rankOf(Index, /*HcTiled=*/true);
  return Tiled && rankOf(Param, /*HcTiled=*/false) == Tiled;
}

static const FunctionDecl *kernelEntry(const CXXRecordDecl *RD,
                                       QualType Index) {
  if (!RD || !RD->hasDefinition())
    return nullptr;
  std::vector<const FunctionDecl *> Ops;
  for (const Decl *D : RD->decls()) {
    if (const auto *MD = dyn_cast<CXXMethodDecl>(D)) {
      if (MD->getOverloadedOperator() == OO_Call)
        Ops.push_back(MD);
    } else if (const auto *FT = dyn_cast<FunctionTemplateDecl>(D)) {
      if (FT->getTemplatedDecl()->getOverloadedOperator() == OO_Call)
        for (const FunctionDecl *S : FT->specializations())
          Ops.push_back(S);
    }
  }
  if (Index.isNull())
    return Ops.size() == 1 ? Ops.front() : nullptr;
  const FunctionDecl *Any = nullptr;
  for (const FunctionDecl *Op : Ops) {
    if (Op->getNumParams() != 1)
      continue;
    QualType P = Op->getParamDecl(0)->getType().getNonReferenceType();
    if (!P.getUnqualifiedType()->getCanonicalTypeUnqualified().getTypePtr() ||
        !kernelTakes(P, Index))
      continue;
    if (effectiveRestriction(Op).Amp)
      return Op;
    Any = Op;
  }
  return Any;
}

namespace {

/// One pass over the project's declarations, template instances included.
class ProjectScan : public RecursiveASTVisitor<ProjectScan> {
public:
  ProjectScan(ASTContext &Ctx, const AmpModel &Model)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Model(Model) {}

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool TraverseDecl(Decl *D) {
    if (D && !isa<TranslationUnitDecl>(D) && D->getDeclContext() &&
        D->getDeclContext()->isTranslationUnit() && !inProject(D))
      return true; // library and system declarations
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->doesThisDeclarationHaveABody() && !FD->isDependentContext() &&
        !FD->isImplicit() && inProject(FD) && Seen.insert(FD).second)
      Functions->push_back(FD);
    return true;
  }

  bool VisitLambdaExpr(LambdaExpr *LE) {
    // A lambda's operator() is not reached by TraverseDecl of its class.
    for (FunctionDecl *Op :
         {static_cast<FunctionDecl *>(LE->getCallOperator())})
      VisitFunctionDecl(Op);
    if (const FunctionTemplateDecl *FT = LE->getDependentCallOperator())
      for (FunctionDecl *S : FT->specializations())
        VisitFunctionDecl(S);
    return true;
  }

  bool VisitCallExpr(CallExpr *CE) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD || CE->getNumArgs() < 2 ||
        !isConcurrencyFunction(FD, "parallel_for_each") ||
        CE->isTypeDependent() || !LaunchSeen.insert(CE).second)
      return true;
    unsigned N = CE->getNumArgs();
    KernelEntry K;
    K.Launch = CE;
    QualType ExtentT = CE->getArg(N - 2)->getType();
    K.Domain = computeDomainOf(ExtentT);
    K.IndexType = launchIndexType(Ctx, ExtentT);
    const Expr *Arg = CE->getArg(N - 1)->IgnoreImplicit();
    if (const auto *C = dyn_cast<CXXConstructExpr>(Arg))
      if (C->getNumArgs() == 1)
        Arg = C->getArg(0)->IgnoreImplicit();
    K.Kernel = Arg->getType()->getAsCXXRecordDecl();
    K.IsLambda = K.Kernel && K.Kernel->isLambda();
    K.Entry = kernelEntry(K.Kernel, K.IndexType);
    Kernels->push_back(K);
    // A tile's limits (C3574) are the launch's, as Visual C++ reported
    // them: any positive size makes a valid tiled_extent or tiled_index
    // (the conformance suite tiles by INT_MAX - 1 and pads).
    if (const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
            ExtentT.getNonReferenceType()->getAsCXXRecordDecl()))
      if (isConcurrencyClass(Spec, "tiled_extent") && !isHcClass(Spec)) {
        llvm::SmallVector<int64_t, 3> Dims;
        for (const TemplateArgument &A : Spec->getTemplateArgs().asArray())
          if (A.getKind() == TemplateArgument::Integral)
            Dims.push_back(A.getAsIntegral().getSExtValue());
        addShape(CE->getExprLoc(), Dims, /*Defaulted=*/true);
      }
    return true;
  }

  std::vector<KernelEntry> *Kernels = nullptr;
  std::vector<const FunctionDecl *> *Functions = nullptr;
  std::vector<ProgramGraph::TileShape> *Shapes = nullptr;

private:
  /// tiled_extent<16, 16> is tiled_extent<16, 16, 0>: trailing zeros are the
  /// defaults, not sizes.
  void addShape(SourceLocation L, llvm::SmallVector<int64_t, 3> Dims,
                bool Defaulted) {
    if (Defaulted)
      while (Dims.size() > 1 && Dims.back() == 0)
        Dims.pop_back();
    SourceLocation E = SM.getExpansionLoc(L);
    FileID F = SM.getFileID(E);
    if (!F.isValid() || !Model.InProject || !Model.InProject(F))
      return;
    std::string Key = std::to_string(E.getRawEncoding());
    for (int64_t D : Dims)
      Key += "," + std::to_string(D);
    if (ShapeSeen.insert(Key).second)
      Shapes->push_back({L, Dims});
  }

  bool inProject(const Decl *D) const {
    SourceLocation L = D->getLocation();
    if (L.isInvalid())
      return false;
    FileID F = SM.getFileID(SM.getExpansionLoc(L));
    return F.isValid() && Model.InProject && Model.InProject(F);
  }

  ASTContext &Ctx;
  SourceManager &SM;
  const AmpModel &Model;
  llvm::DenseSet<const FunctionDecl *> Seen;
  llvm::DenseSet<const CallExpr *> LaunchSeen;
  std::set<std::string> ShapeSeen;
};

} // namespace

ProgramGraph::ProgramGraph(ASTContext &Ctx, const AmpModel &Model)
    : Graph(Ctx) {
  ProjectScan S(Ctx, Model);
  S.Kernels = &Kernels;
  S.Functions = &Functions;
  S.Shapes = &TileShapes;
  S.TraverseDecl(Ctx.getTranslationUnitDecl());
  if (Model.AmpSide) {
    llvm::StringMap<const FunctionDecl *> Index;
    for (const FunctionDecl *F : Functions)
      Index.try_emplace(functionKey(F), F);
    Graph.setAmpSide(Model.AmpSide.get(), std::move(Index));
  }
  for (const KernelEntry &K : Kernels)
    Reach.push_back(K.Entry ? Graph.reach(K.Entry)
                            : std::vector<CallGraph::Reached>());
  for (size_t K = 0; K < Reach.size(); ++K)
    for (size_t I = 0; I < Reach[K].size(); ++I)
      FirstReach.try_emplace(Reach[K][I].FD, int(K), int(I));
}

ProgramGraph::~ProgramGraph() = default;

} // namespace amp2hip
