//===- RestrictInference.cpp ----------------------------------------------===//
//
// A fixed point over the project's definitions: every restrict(auto)
// function and every unannotated one starts as suiting amp (and cpu), and
// loses a side when its body holds what that side forbids or calls what
// has lost it. Only unannotated functions that amp code reaches get the
// attribute; the others keep their note for the C3930 that follows.
//
//===----------------------------------------------------------------------===//
#include "Model/RestrictInference.h"

#include "Diagnostics/HeldDiagnostics.h"
#include "Model/AmpModel.h"
#include "Model/CallGraph.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <deque>

using namespace clang;

namespace amp2hip {

const FunctionDecl *inferenceKey(const FunctionDecl *FD) {
  if (const FunctionDecl *P = FD->getTemplateInstantiationPattern())
    FD = P;
  return FD->getCanonicalDecl();
}

namespace {

/// The first construct of a body, outside its calls, that amp code may
/// not hold (C++ AMP 2.4, as HCC's dialect relaxes it).
class AmpForbidden : public RecursiveASTVisitor<AmpForbidden> {
public:
  bool shouldVisitTemplateInstantiations() const { return false; }

  std::string What;
  SourceLocation Loc;

  bool TraverseLambdaExpr(LambdaExpr *) { return true; } // a body of its own
  bool TraverseCXXRecordDecl(CXXRecordDecl *) { return true; }

  bool found(SourceLocation L, const char *W) {
    Loc = L;
    What = W;
    return false; // stop at the first
  }
  bool VisitCXXThrowExpr(CXXThrowExpr *E) {
    return found(E->getBeginLoc(), "'throw'");
  }
  bool VisitCXXTryStmt(CXXTryStmt *S) {
    return found(S->getBeginLoc(), "'try'");
  }
  bool VisitGotoStmt(GotoStmt *S) { return found(S->getBeginLoc(), "'goto'"); }
  bool VisitAsmStmt(AsmStmt *S) { return found(S->getBeginLoc(), "'asm'"); }
  bool VisitCXXDynamicCastExpr(CXXDynamicCastExpr *E) {
    return found(E->getBeginLoc(), "'dynamic_cast'");
  }
  bool VisitCXXTypeidExpr(CXXTypeidExpr *E) {
    return found(E->getBeginLoc(), "'typeid'");
  }
  bool VisitVAArgExpr(VAArgExpr *E) {
    return found(E->getBeginLoc(), "'va_arg'");
  }
  bool VisitVarDecl(VarDecl *VD) {
    if (VD->getTSCSpec() != TSCS_unspecified)
      return found(VD->getLocation(), "a thread_local variable");
    // HCC's dialect takes a static const table with a constant initializer.
    if (VD->isStaticLocal() && !VD->isConstexpr() &&
        !(VD->getType().isConstQualified() && VD->hasConstantInitialization()))
      return found(VD->getLocation(), "a static variable");
    return true;
  }
};

/// Whether an attribute of a declaration comes from restrict(auto) (the
/// parse model's AMP2HIP_RESTRICT_WORD_auto).
bool fromAuto(const Attr *A, const SourceManager &SM, const LangOptions &LO) {
  if (A->isImplicit() || A->isInherited())
    return false;
  SourceLocation L = A->getLocation();
  while (L.isMacroID()) {
    if (SM.isMacroArgExpansion(L)) {
      L = SM.getImmediateSpellingLoc(L);
      continue;
    }
    if (Lexer::getImmediateMacroName(L, SM, LO) == "AMP2HIP_RESTRICT_WORD_auto")
      return true;
    L = SM.getImmediateExpansionRange(L).getBegin();
  }
  return false;
}

bool writtenAnywhere(const FunctionDecl *Key) {
  for (const FunctionDecl *D : Key->redecls())
    if (explicitRestriction(D).any())
      return true;
  return false;
}

bool isAutoFunction(const FunctionDecl *Key, const SourceManager &SM,
                    const LangOptions &LO) {
  for (const FunctionDecl *D : Key->redecls())
    for (const Attr *A : D->attrs())
      if (isa<CUDAHostAttr>(A) && fromAuto(A, SM, LO))
        return true;
  return false;
}

/// Whether a function of \p FD's name in its scope has a written
/// restriction that includes amp: C++ AMP resolves amp code's calls among
/// those, so an unannotated function beside them stays cpu only.
bool hasAmpRival(const FunctionDecl *FD) {
  if (!FD->getDeclName())
    return false;
  const DeclContext *DC = FD->getDeclContext()->getRedeclContext();
  for (const NamedDecl *D : DC->lookup(FD->getDeclName())) {
    const NamedDecl *U = D->getUnderlyingDecl();
    const FunctionDecl *R = dyn_cast<FunctionDecl>(U);
    if (const auto *FT = dyn_cast<FunctionTemplateDecl>(U))
      R = FT->getTemplatedDecl();
    if (R && !R->isImplicit() &&
        R->getCanonicalDecl() != FD->getCanonicalDecl() &&
        explicitRestriction(R).Amp)
      return true;
  }
  return false;
}

/// Lambdas and local classes take the restriction of the code around them:
/// inferred for their bodies, never written on them.
bool inheritsFromOuter(const FunctionDecl *FD) {
  const auto *MD = dyn_cast<CXXMethodDecl>(FD);
  return MD && (MD->getParent()->isLambda() || MD->getParent()->isLocalClass());
}

struct State {
  bool Auto = false;
  bool AmpOk = true;
  bool CpuOk = true;
  InferenceNote AmpWhy, CpuWhy;
  std::vector<const FunctionDecl *> Defs; ///< The definitions (instances).
};

class Inference {
public:
  Inference(ASTContext &Ctx, const AmpModel &Probe)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), G(Ctx, Probe), Probe(Probe) {}

  void run(InferenceNotes &Out) {
    markKernels();
    collect();
    solve();
    apply(Out);
  }

private:
  /// Kernels without a restriction are amp code (HCC inferred [[hc]]).
  void markKernels() {
    for (const KernelEntry &K : G.Kernels)
      if (K.Entry && !effectiveRestriction(K.Entry).Amp &&
          !writtenAnywhere(inferenceKey(K.Entry))) {
        setRestriction(K.Entry, /*Cpu=*/false);
        if (const FunctionDecl *P = K.Entry->getTemplateInstantiationPattern())
          setRestriction(P, false);
      }
    for (const LambdaExpr *LE : Probe.DependentKernelLambdas)
      if (!effectiveRestriction(LE->getCallOperator()).Amp &&
          !writtenAnywhere(LE->getCallOperator()))
        setRestriction(LE->getCallOperator(), false);
    // HCC built a lambda written in a parallel_for_each for the GPU alone,
    // whatever its clause said ([[cpu, hc]]): its tile_static variables and
    // calls of amp-only functions were accepted. amp2hip writes such a
    // lambda as device code only (RestrictRewrite), so it is checked as
    // that.
    for (const KernelLaunch &L : Probe.Launches)
      if (L.Lambda)
        dropCpuSide(L.Lambda->getCallOperator());
    for (const LambdaExpr *LE : Probe.DependentKernelLambdas)
      dropCpuSide(LE->getCallOperator());
  }

  /// Removes the cpu restriction written on \p Op (and on its pattern) when
  /// it has amp's too.
  void dropCpuSide(const FunctionDecl *Op) {
    if (const FunctionDecl *P = Op->getTemplateInstantiationPattern())
      dropCpuSide(P);
    for (const FunctionDecl *D : Op->redecls()) {
      Restriction R = explicitRestriction(D);
      if (R.Amp && R.Cpu)
        const_cast<FunctionDecl *>(D)->dropAttr<CUDAHostAttr>();
    }
  }

  /// Gives \p FD and its redeclarations the attributes of restrict(amp)
  /// (or restrict(cpu,amp)), at their own locations: no clause to rewrite.
  void setRestriction(const FunctionDecl *FD, bool Cpu) {
    for (const FunctionDecl *D : FD->redecls()) {
      auto *M = const_cast<FunctionDecl *>(D);
      SourceRange At(D->getLocation());
      // Clang's implicit attributes (a lambda is __host__ __device__ to it)
      // say nothing of the restriction.
      Restriction R = explicitRestriction(D);
      if (Cpu && !R.Cpu)
        M->addAttr(CUDAHostAttr::Create(Ctx, At));
      if (!R.Amp)
        M->addAttr(CUDADeviceAttr::Create(Ctx, At));
    }
  }

  void collect() {
    for (const FunctionDecl *F : G.Functions) {
      const FunctionDecl *Key = inferenceKey(F);
      bool Auto = isAutoFunction(Key, SM, Ctx.getLangOpts());
      if (!Auto && (writtenAnywhere(Key) || callerRestriction(F).Amp ||
                    isLibraryFunction(F) || hasAmpRival(Key)))
        continue;
      State &S = States[Key];
      S.Auto = Auto;
      S.Defs.push_back(F);
    }
  }

  /// The first reason \p F cannot be amp code, given what is known now.
  bool ampReason(const FunctionDecl *F, InferenceNote &Why) {
    for (const CallSite &C : G.Graph.facts(F).Calls) {
      if (const char *What = forbiddenInAmpName(C.Kind)) {
        Why = {false, C.Loc, What};
        return true;
      }
      if (!C.Callee)
        continue;
      auto It = States.find(inferenceKey(C.Callee));
      bool Ok = It != States.end()
                    ? It->second.AmpOk
                    : calleeRestriction(C.Callee).Amp || hasAmpRival(C.Callee);
      if (!Ok) {
        Why = {false, C.Loc, "a call of '" + functionName(C.Callee) + "'"};
        return true;
      }
    }
    if (F->isVariadic()) {
      Why = {false, F->getLocation(), "a variable argument list"};
      return true;
    }
    AmpForbidden V;
    if (Stmt *Body = F->getBody())
      V.TraverseStmt(Body);
    if (V.What.empty())
      return false;
    Why = {false, V.Loc, V.What};
    return true;
  }

  /// The first reason restrict(auto) function \p F cannot be cpu code.
  bool cpuReason(const FunctionDecl *F, InferenceNote &Why) {
    const FunctionFacts &Facts = G.Graph.facts(F);
    if (!Facts.TileStatics.empty()) {
      const VarDecl *V = Facts.TileStatics.front();
      Why = {true, V->getLocation(),
             "the tile_static variable '" + V->getName().str() + "'"};
      return true;
    }
    if (const HeldDiagnostic *H = heldIn(F)) {
      llvm::StringRef Name = llvm::StringRef(H->Message).split('\'').second;
      Why = {true, H->Loc, "a use of '" + Name.split('\'').first.str() + "'"};
      return true;
    }
    for (const CallSite &C : Facts.Calls) {
      if (!C.Callee)
        continue;
      auto It = States.find(inferenceKey(C.Callee));
      bool Ok = It != States.end() ? It->second.CpuOk
                                   : calleeRestriction(C.Callee).Cpu;
      if (!Ok) {
        Why = {true, C.Loc, "a call of '" + functionName(C.Callee) + "'"};
        return true;
      }
    }
    return false;
  }

  /// A use of an amp-only function in \p F's body that Clang refused as
  /// cpu code's (held back, Diagnostics/HeldDiagnostics.h): a function Clang
  /// knows the host compiles loses such a call from the AST.
  const HeldDiagnostic *heldIn(const FunctionDecl *F) {
    const Stmt *Body = F->getBody();
    if (!Body)
      return nullptr;
    SourceLocation B = SM.getExpansionLoc(Body->getBeginLoc());
    SourceLocation E = SM.getExpansionLoc(Body->getEndLoc());
    for (const HeldDiagnostic &H : heldDiagnostics(Ctx.getDiagnostics())) {
      SourceLocation L = SM.getExpansionLoc(H.Loc);
      if (SM.getFileID(L) == SM.getFileID(B) &&
          SM.getFileID(L) == SM.getFileID(E) &&
          SM.getFileOffset(L) >= SM.getFileOffset(B) &&
          SM.getFileOffset(L) <= SM.getFileOffset(E))
        return &H;
    }
    return nullptr;
  }

  /// Sides are only ever lost, so the loop ends.
  void solve() {
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (auto &[Key, S] : States)
        for (const FunctionDecl *F : S.Defs) {
          InferenceNote Why;
          if (S.AmpOk && ampReason(F, Why)) {
            S.AmpOk = false;
            S.AmpWhy = Why;
            S.AmpWhy.Auto = S.Auto;
            Changed = true;
          }
          if (S.Auto && S.CpuOk && cpuReason(F, Why)) {
            S.CpuOk = false;
            S.CpuWhy = Why;
            Changed = true;
          }
        }
    }
  }

  void dropAttrs(const State &S, bool Host) {
    llvm::SmallVector<const FunctionDecl *, 4> All(S.Defs.begin(),
                                                   S.Defs.end());
    for (const FunctionDecl *D : inferenceKey(S.Defs.front())->redecls())
      All.push_back(D);
    for (const FunctionDecl *D : All) {
      auto *M = const_cast<FunctionDecl *>(D);
      if (Host)
        M->dropAttr<CUDAHostAttr>();
      else
        M->dropAttr<CUDADeviceAttr>();
    }
  }

  void apply(InferenceNotes &Out) {
    // restrict(auto): the sides its body suits (neither: the amp rules say
    // why, as for restrict(cpu,amp)).
    for (auto &[Key, S] : States) {
      if (!S.Auto || S.AmpOk == S.CpuOk)
        continue;
      dropAttrs(S, /*Host=*/S.AmpOk);
      if (!S.AmpOk)
        Out[Key] = S.AmpWhy;
    }
    // Unannotated functions reached from amp code that suit it.
    std::deque<const FunctionDecl *> Work;
    for (const FunctionDecl *F : G.Functions) {
      auto It = States.find(inferenceKey(F));
      if (It == States.end() ? callerRestriction(F).Amp
                             : It->second.Auto && It->second.AmpOk)
        Work.push_back(F);
    }
    llvm::DenseSet<const FunctionDecl *> Done;
    while (!Work.empty()) {
      const FunctionDecl *F = Work.front();
      Work.pop_front();
      if (!Done.insert(F).second)
        continue;
      for (const CallSite &C : G.Graph.facts(F).Calls) {
        if (!C.Callee)
          continue;
        const FunctionDecl *Key = inferenceKey(C.Callee);
        auto It = States.find(Key);
        if (It == States.end() || It->second.Auto)
          continue;
        State &S = It->second;
        if (!S.AmpOk) {
          Out[Key] = S.AmpWhy;
          continue;
        }
        if (!Marked.insert(Key).second)
          continue;
        if (!inheritsFromOuter(Key)) {
          setRestriction(Key, /*Cpu=*/true);
          for (const FunctionDecl *D : S.Defs)
            setRestriction(D, true);
        }
        for (const FunctionDecl *D : S.Defs)
          Work.push_back(D);
      }
    }
  }

  ASTContext &Ctx;
  const SourceManager &SM;
  ProgramGraph G;
  const AmpModel &Probe;
  std::map<const FunctionDecl *, State> States;
  llvm::DenseSet<const FunctionDecl *> Marked;
};

} // namespace

void inferRestrictions(ASTContext &Ctx, const AmpModel &Probe,
                       InferenceNotes &Out) {
  Inference(Ctx, Probe).run(Out);
}

} // namespace amp2hip
