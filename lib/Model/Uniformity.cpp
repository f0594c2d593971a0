//===- Uniformity.cpp -----------------------------------------------------===//
#include "Model/Uniformity.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/DenseSet.h"
#include <map>
#include <set>

using namespace clang;

namespace amp2hip {

bool isBarrierWait(const CallExpr *CE) {
  const auto *MC = dyn_cast<CXXMemberCallExpr>(CE);
  const CXXMethodDecl *MD = MC ? MC->getMethodDecl() : nullptr;
  return MD && MD->getIdentifier() && MD->getName().starts_with("wait") &&
         isConcurrencyClass(MD->getParent(), "tile_barrier");
}

static bool isTileStatic(const VarDecl *VD) {
  for (const auto *A : VD->specific_attrs<AnnotateAttr>())
    if (A->getAnnotation() == "amp2hip.tile_static")
      return true;
  return false;
}

static bool isTiledIndex(QualType T) {
  return isConcurrencyClass(T.getNonReferenceType()->getAsCXXRecordDecl(),
                            "tiled_index");
}

/// The variable an assignment writes: `x`, `x[i]`, `x.m`, `x[i].m[j]`.
static const VarDecl *assignedVar(const Expr *E,
                                  std::vector<const Expr *> &Indices) {
  for (;;) {
    E = E->IgnoreParenImpCasts();
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
      return dyn_cast<VarDecl>(DRE->getDecl());
    if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
      Indices.push_back(AS->getIdx());
      E = AS->getBase();
    } else if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      E = ME->getBase();
    } else if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(E);
               OC && OC->getOperator() == OO_Subscript &&
               OC->getNumArgs() == 2) {
      Indices.push_back(OC->getArg(1));
      E = OC->getArg(0);
    } else {
      return nullptr;
    }
  }
}

namespace {

struct Context {
  bool Div = false;
  Divergence Why;
  Context divergedBy(const Expr *Cond) const {
    if (Div)
      return *this;
    Context C;
    C.Div = true;
    C.Why.Cond = Cond;
    return C;
  }
};

/// Early exits taken on a path that is not uniform.
struct Flow {
  const Stmt *Return = nullptr;
  const Stmt *Break = nullptr;
  void merge(const Flow &O) {
    if (!Return)
      Return = O.Return;
    if (!Break)
      Break = O.Break;
  }
};

class Analysis {
public:
  /// \p LaunchWide: uniform across every tile of the launch, not only
  /// across one tile (what tile packing needs: TilePacking.h).
  Analysis(ProgramGraph &G, UniformityFindings &Out, bool LaunchWide)
      : G(G), Out(Out), LaunchWide(LaunchWide) {}

  void kernel(size_t K) {
    const FunctionDecl *Entry = G.Kernels[K].Entry;
    if (!Entry || !Entry->hasBody())
      return;
    Kernel = K;
    std::vector<bool> Params(Entry->getNumParams(), false);
    function(Entry, Params);
  }

private:
  /// Analyses \p FD with the uniformity of its parameters given, once per
  /// such combination.
  void function(const FunctionDecl *FD, const std::vector<bool> &Params) {
    const FunctionDecl *Def = FD->getDefinition();
    if (!Def || !Def->getBody() || isLibraryFunction(Def))
      return;
    std::string Key = std::to_string(Kernel) + ":" +
                      std::to_string(reinterpret_cast<uintptr_t>(Def));
    for (bool P : Params)
      Key += P ? '1' : '0';
    if (!Done.insert(Key).second || Stack.size() > 32)
      return;
    Frame F{Def, Params, {}};
    Frames.push_back(&F);
    // Grow the set of divergent variables to its fixed point, then report.
    for (unsigned Round = 0; Round < 16; ++Round) {
      size_t Before = F.Divergent.size();
      Reporting = false;
      walk(Def->getBody(), Context());
      if (F.Divergent.size() == Before)
        break;
    }
    Reporting = true;
    walk(Def->getBody(), Context());
    Frames.pop_back();
  }

  struct Frame {
    const FunctionDecl *FD;
    std::vector<bool> Params;
    llvm::DenseSet<const VarDecl *> Divergent;
  };
  Frame &frame() { return *Frames.back(); }

  bool uniform(const Expr *E) {
    if (!E)
      return true;
    if (E->isValueDependent() || E->isTypeDependent())
      return true;
    E = E->IgnoreParens();
    if (isa<IntegerLiteral, FloatingLiteral, CXXBoolLiteralExpr,
            CharacterLiteral, StringLiteral, CXXNullPtrLiteralExpr,
            SubstNonTypeTemplateParmExpr, UnaryExprOrTypeTraitExpr, CXXThisExpr,
            SizeOfPackExpr, LambdaExpr>(E))
      return true;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
      return uniformDecl(DRE->getDecl());
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      if (isTiledIndex(ME->getBase()->getType())) {
        llvm::StringRef N = ME->getMemberDecl()->getName();
        if (N == "tile" || N == "tile_origin")
          return !LaunchWide; // the tile's own position
        return N == "tile_extent" || N == "barrier" ||
               N.starts_with("tile_dim");
      }
      return uniform(ME->getBase());
    }
    if (const auto *CE = dyn_cast<CallExpr>(E)) {
      const FunctionDecl *FD = CE->getDirectCallee();
      if (FD && FD->getIdentifier() && FD->getName().starts_with("atomic_") &&
          isInConcurrencyNamespace(FD))
        return false; // each thread gets its own old value
      if (const auto *MC = dyn_cast<CXXMemberCallExpr>(CE))
        if (isTiledIndex(MC->getImplicitObjectArgument()->getType())) {
          // get_tile_extent(): the tile's shape, the same for all of it;
          // operator index<N>() and the rest: the thread's own indices.
          const CXXMethodDecl *M = MC->getMethodDecl();
          return M && !isa<CXXConversionDecl>(M) && M->getIdentifier() &&
                 M->getName() == "get_tile_extent";
        }
    }
    for (const Stmt *Child : E->children())
      if (const auto *CE = dyn_cast_or_null<Expr>(Child))
        if (!uniform(CE))
          return false;
    return true;
  }

  bool uniformDecl(const ValueDecl *D) {
    const auto *VD = dyn_cast<VarDecl>(D);
    if (!VD)
      return true; // enumerators, functions
    if (isTiledIndex(VD->getType()))
      return false; // as a whole it holds the thread's own indices
    if (isTileStatic(VD))
      return !LaunchWide; // shared by the tile (read after the barrier)
    if (frame().Divergent.count(VD))
      return false;
    if (const auto *P = dyn_cast<ParmVarDecl>(VD)) {
      if (P->getDeclContext() != frame().FD)
        return true; // a capture of the kernel's enclosing function
      unsigned I = P->getFunctionScopeIndex();
      return I < frame().Params.size() && frame().Params[I];
    }
    return true; // locals computed uniformly, captures, globals
  }

  void markAssigned(const Expr *LHS, bool ValueUniform, const Context &C,
                    const Expr *Whole, bool Compound) {
    std::vector<const Expr *> Indices;
    const VarDecl *VD = assignedVar(LHS, Indices);
    if (!VD)
      return;
    if (isTileStatic(VD)) {
      // Every thread of the tile performs this read-modify-write.
      const Expr *L = LHS->IgnoreParenImpCasts();
      if (Reporting && !LaunchWide && Compound && !C.Div &&
          isa<DeclRefExpr>(L) && !VD->getType()->isArrayType() &&
          !VD->getType()->isRecordType() &&
          RaceSeen.insert(Whole->getExprLoc().getRawEncoding()).second)
        Out.Races.push_back({Whole, VD, Kernel});
      return;
    }
    if (!VD->hasLocalStorage() || VD->getType()->isReferenceType())
      return;
    bool Div = C.Div || !ValueUniform;
    for (const Expr *I : Indices)
      Div |= !uniform(I);
    if (Div)
      frame().Divergent.insert(VD);
  }

  Flow walk(const Stmt *S, const Context &C) {
    Flow F;
    if (!S)
      return F;
    if (const auto *E = dyn_cast<Expr>(S)) {
      expr(E, C);
      return F;
    }
    if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
      Context Cur = C;
      for (const Stmt *Child : CS->body()) {
        Flow CF = walk(Child, Cur);
        F.merge(CF);
        // After an exit some threads took, the rest runs divergently.
        if (const Stmt *X = CF.Return ? CF.Return : CF.Break)
          if (!Cur.Div) {
            Cur.Div = true;
            Cur.Why = Divergence();
            Cur.Why.Exit = X;
          }
      }
      return F;
    }
    if (const auto *IS = dyn_cast<IfStmt>(S)) {
      walk(IS->getInit(), C);
      if (IS->getConditionVariableDeclStmt())
        walk(IS->getConditionVariableDeclStmt(), C);
      const Expr *Cond = IS->getCond();
      expr(Cond, C);
      Context Inner = uniform(Cond) ? C : C.divergedBy(Cond);
      if (IS->isConstexpr())
        Inner = C;
      F.merge(walk(IS->getThen(), Inner));
      F.merge(walk(IS->getElse(), Inner));
      return F;
    }
    if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S)) {
      const Stmt *Init = nullptr, *Body = nullptr, *Inc = nullptr;
      const Expr *Cond = nullptr;
      if (const auto *FS = dyn_cast<ForStmt>(S)) {
        Init = FS->getInit();
        Cond = FS->getCond();
        Inc = FS->getInc();
        Body = FS->getBody();
      } else if (const auto *WS = dyn_cast<WhileStmt>(S)) {
        Cond = WS->getCond();
        Body = WS->getBody();
      } else if (const auto *DS = dyn_cast<DoStmt>(S)) {
        Cond = DS->getCond();
        Body = DS->getBody();
      } else {
        const auto *RS = cast<CXXForRangeStmt>(S);
        Init = RS->getLoopVarStmt();
        Body = RS->getBody();
      }
      walk(Init, C);
      expr(Cond, C);
      Context Inner = uniform(Cond) ? C : C.divergedBy(Cond);
      bool Saved = Reporting;
      Reporting = false;
      Flow BF = walk(Body, Inner);
      walk(Inc, Inner);
      Reporting = Saved;
      if (BF.Break && !Inner.Div) {
        // Some threads leave the loop early: every iteration is divergent.
        Inner.Div = true;
        Inner.Why = Divergence();
        Inner.Why.Exit = BF.Break;
      }
      BF = walk(Body, Inner);
      walk(Inc, Inner);
      expr(Cond, Inner);
      if (BF.Return)
        F.Return = BF.Return;
      return F;
    }
    if (const auto *SS = dyn_cast<SwitchStmt>(S)) {
      walk(SS->getInit(), C);
      expr(SS->getCond(), C);
      Context Inner = uniform(SS->getCond()) ? C : C.divergedBy(SS->getCond());
      Flow BF = walk(SS->getBody(), Inner);
      F.Return = BF.Return;
      return F;
    }
    if (isa<ReturnStmt>(S)) {
      walk(cast<ReturnStmt>(S)->getRetValue(), C);
      if (C.Div)
        F.Return = S;
      return F;
    }
    if (isa<BreakStmt, ContinueStmt>(S)) {
      if (C.Div)
        F.Break = S;
      return F;
    }
    if (const auto *DS = dyn_cast<DeclStmt>(S)) {
      for (const Decl *D : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(D)) {
          const Expr *Init = VD->getInit();
          expr(Init, C);
          if (!isTileStatic(VD) && (C.Div || (Init && !uniform(Init))))
            frame().Divergent.insert(VD);
        }
      return F;
    }
    for (const Stmt *Child : S->children())
      F.merge(walk(Child, C));
    return F;
  }

  void expr(const Expr *E, const Context &C) {
    if (!E)
      return;
    if (isa<LambdaExpr>(E))
      return; // its body runs where it is called
    if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
      if (BO->isLogicalOp()) {
        expr(BO->getLHS(), C);
        const Expr *L = BO->getLHS();
        expr(BO->getRHS(), uniform(L) ? C : C.divergedBy(L));
        return;
      }
      if (BO->isAssignmentOp()) {
        expr(BO->getLHS(), C);
        expr(BO->getRHS(), C);
        markAssigned(BO->getLHS(),
                     uniform(BO->getRHS()) && (!BO->isCompoundAssignmentOp() ||
                                               uniform(BO->getLHS())),
                     C, BO, BO->isCompoundAssignmentOp());
        return;
      }
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(E);
        UO && UO->isIncrementDecrementOp()) {
      expr(UO->getSubExpr(), C);
      markAssigned(UO->getSubExpr(), uniform(UO->getSubExpr()), C, UO, true);
      return;
    }
    if (const auto *CO = dyn_cast<AbstractConditionalOperator>(E)) {
      const Expr *Cond = CO->getCond();
      expr(Cond, C);
      Context Inner = uniform(Cond) ? C : C.divergedBy(Cond);
      expr(CO->getTrueExpr(), Inner);
      expr(CO->getFalseExpr(), Inner);
      return;
    }
    if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(E);
        OC && OC->isAssignmentOp() && OC->getNumArgs() == 2) {
      for (const Expr *A : OC->arguments())
        expr(A, C);
      bool Compound = OC->getOperator() != OO_Equal;
      markAssigned(OC->getArg(0),
                   uniform(OC->getArg(1)) &&
                       (!Compound || uniform(OC->getArg(0))),
                   C, OC, Compound);
      return;
    }
    for (const Stmt *Child : E->children())
      if (const auto *CE = dyn_cast_or_null<Expr>(Child))
        expr(CE, C);
    if (const auto *CE = dyn_cast<CallExpr>(E))
      call(CE, C);
    else if (const auto *Ctor = dyn_cast<CXXConstructExpr>(E))
      if (Ctor->getConstructor() && !Ctor->getConstructor()->isTrivial())
        callee(Ctor, Ctor->getConstructor(),
               llvm::ArrayRef(Ctor->getArgs(), Ctor->getNumArgs()), C);
  }

  void call(const CallExpr *CE, const Context &C) {
    if (isBarrierWait(CE)) {
      if (C.Div && Reporting &&
          Seen.insert(CE->getExprLoc().getRawEncoding()).second)
        Out.Barriers.push_back({CE, nullptr, nullptr, C.Why, Kernel, Chain});
      return;
    }
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD)
      return;
    llvm::ArrayRef<const Expr *> Args(CE->getArgs(), CE->getNumArgs());
    // An operator() or other member called as an operator: the object is
    // the first argument.
    if (const auto *OC = dyn_cast<CXXOperatorCallExpr>(CE))
      if (isa<CXXMethodDecl>(FD) && !Args.empty())
        Args = Args.drop_front();
    callee(CE, FD, Args, C);
  }

  void callee(const Expr *Site, const FunctionDecl *FD,
              llvm::ArrayRef<const Expr *> Args, const Context &C) {
    if (isLibraryFunction(FD) || !Reporting)
      return;
    const Expr *Barrier = waitIn(FD);
    if (!Barrier)
      return;
    if (C.Div) {
      if (Seen.insert(Site->getExprLoc().getRawEncoding()).second)
        Out.Barriers.push_back({Site, FD, Barrier, C.Why, Kernel, Chain});
      return;
    }
    std::vector<bool> Params;
    for (unsigned I = 0; I < FD->getNumParams(); ++I)
      Params.push_back(I < Args.size() && uniform(Args[I]));
    Chain.push_back({Site, FD, frame().FD});
    Stack.push_back(FD);
    function(FD, Params);
    Stack.pop_back();
    Chain.pop_back();
  }

  /// A barrier wait \p FD reaches (through user functions), or null.
  const Expr *waitIn(const FunctionDecl *FD) {
    const FunctionDecl *Def = FD->getDefinition();
    if (!Def)
      return nullptr;
    auto It = Waits.find(Def);
    if (It != Waits.end())
      return It->second;
    Waits[Def] = nullptr; // recursion: no barrier found on this way
    const Expr *Found = nullptr;
    if (!isLibraryFunction(Def) && Def->getBody())
      Found = findWait(Def->getBody());
    if (!Found)
      for (const CallSite &S : G.Graph.facts(Def).Calls)
        if (S.Callee && !isLibraryFunction(S.Callee) &&
            (Found = waitIn(S.Callee)))
          break;
    Waits[Def] = Found;
    return Found;
  }

  static const Expr *findWait(const Stmt *S) {
    if (!S || isa<LambdaExpr>(S))
      return nullptr;
    if (const auto *CE = dyn_cast<CallExpr>(S))
      if (isBarrierWait(CE))
        return CE;
    for (const Stmt *Child : S->children())
      if (const Expr *W = findWait(Child))
        return W;
    return nullptr;
  }

  ProgramGraph &G;
  UniformityFindings &Out;
  const bool LaunchWide;
  size_t Kernel = 0;
  bool Reporting = false;
  std::vector<Frame *> Frames;
  std::vector<const FunctionDecl *> Stack;
  std::vector<ChainHop> Chain;
  std::set<std::string> Done;
  /// Reported places: each once, whichever template instance found it.
  llvm::DenseSet<unsigned> Seen, RaceSeen;
  std::map<const FunctionDecl *, const Expr *> Waits;
};

} // namespace

static const UniformityFindings &
analyse(ProgramGraph &G, std::unique_ptr<UniformityFindings> &Cache,
        bool LaunchWide) {
  if (!Cache) {
    Cache = std::make_unique<UniformityFindings>();
    Analysis A(G, *Cache, LaunchWide);
    for (size_t K = 0; K < G.Kernels.size(); ++K)
      if (G.Kernels[K].Domain.Tiled)
        A.kernel(K);
  }
  return *Cache;
}

const UniformityFindings &uniformity(ProgramGraph &G) {
  return analyse(G, G.Uniformity, /*LaunchWide=*/false);
}

const UniformityFindings &launchUniformity(ProgramGraph &G) {
  return analyse(G, G.LaunchUniformity, /*LaunchWide=*/true);
}

} // namespace amp2hip
