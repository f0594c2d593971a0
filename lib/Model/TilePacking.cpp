//===- TilePacking.cpp ----------------------------------------------------===//
#include "Model/TilePacking.h"

#include "Model/HcDecls.h"
#include "Model/Uniformity.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <optional>

using namespace clang;

namespace amp2hip {

namespace {

/// The tile extents of a Concurrency::tiled_index<D0, D1, D2> (not hc's).
std::optional<llvm::SmallVector<int64_t, 3>> tileDims(QualType IndexType) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      IndexType.isNull()
          ? nullptr
          : IndexType.getNonReferenceType()->getAsCXXRecordDecl());
  if (!Spec || !isConcurrencyClass(Spec, "tiled_index") || isHcClass(Spec))
    return std::nullopt;
  llvm::SmallVector<int64_t, 3> Dims;
  for (const TemplateArgument &A : Spec->getTemplateArgs().asArray()) {
    if (A.getKind() != TemplateArgument::Integral)
      return std::nullopt;
    if (int64_t D = A.getAsIntegral().getSExtValue())
      Dims.push_back(D);
  }
  if (Dims.empty() || llvm::any_of(Dims, [](int64_t D) { return D <= 0; }))
    return std::nullopt;
  return Dims;
}

bool inHcNamespace(const Decl *D) {
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      if (NS->getName() == "hc")
        return true;
  return false;
}

/// Functions that read the hardware's thread layout (HCC's cross-lane
/// operations and work-item queries): in a packed block they would see
/// the block, not the tile.
bool readsThreadLayout(const FunctionDecl *FD) {
  if (inHcNamespace(FD))
    return true;
  if (!FD->getIdentifier())
    return false;
  llvm::StringRef N = FD->getName();
  return N.starts_with("__") || N.starts_with("amp_get_") ||
         N.starts_with("hc_get_");
}

class Planner {
public:
  Planner(ProgramGraph &G, AmpModel &Model)
      : G(G), Model(Model), Ctx(G.Graph.context()), SM(Ctx.getSourceManager()) {
  }

  void run() {
    for (const KernelLaunch &L : Model.Launches)
      if (L.Lambda)
        LambdaAt[L.Call->getBeginLoc().getRawEncoding()] = L.Lambda;
    for (const TileStaticVar &V : Model.TileStatics)
      TileStaticAt[V.VD->getLocation().getRawEncoding()] = V.VD;
    const auto &Divergent = launchUniformity(G).Barriers;
    for (const DivergentBarrier &B : Divergent)
      Unsafe.insert(B.Kernel);

    // Every instance of a launch must be safe; one small tile makes it pay.
    llvm::DenseMap<unsigned, bool> Safe, Pays;
    llvm::DenseMap<unsigned, size_t> First;
    std::vector<unsigned> Order;
    for (size_t K = 0; K < G.Kernels.size(); ++K) {
      const KernelEntry &E = G.Kernels[K];
      if (!E.Domain.Tiled)
        continue;
      unsigned Key = E.Launch->getBeginLoc().getRawEncoding();
      if (First.try_emplace(Key, K).second) {
        Order.push_back(Key);
        Safe[Key] = true;
        Pays[Key] = false;
      }
      unsigned Threads = 0;
      Safe[Key] = Safe[Key] && safe(K, Threads);
      Pays[Key] = Pays[Key] || (Threads && Threads < MaxPackedBlockThreads);
    }
    for (unsigned Key : Order)
      if (Safe[Key] && Pays[Key])
        add(First[Key], Key);
  }

private:
  /// Whether instance \p K may be packed; \p Threads gets its tile's size.
  bool safe(size_t K, unsigned &Threads) {
    const KernelEntry &E = G.Kernels[K];
    std::optional<llvm::SmallVector<int64_t, 3>> Dims = tileDims(E.IndexType);
    if (!Dims || !E.IsLambda || !E.Entry || Unsafe.count(K) ||
        !LambdaAt.count(E.Launch->getBeginLoc().getRawEncoding()))
      return false;
    int64_t T = 1;
    for (int64_t D : *Dims)
      T *= D;
    if (T > INT32_MAX)
      return false;
    Threads = unsigned(T);
    if (E.Entry->getNumParams() != 1 ||
        E.Entry->getParamDecl(0)->getName().empty())
      return false;
    // tile_static only in the lambda's own body; nothing that reads the
    // thread layout anywhere it reaches.
    if (K >= G.Reach.size())
      return false;
    for (const CallGraph::Reached &R : G.Reach[K]) {
      if (isLibraryFunction(R.FD)) // the runtime's, and the barrier's own
        continue;
      const FunctionFacts &F = G.Graph.facts(R.FD);
      if (R.FD != E.Entry && !F.TileStatics.empty())
        return false;
      for (const CallSite &S : F.Calls)
        if (S.Callee && readsThreadLayout(S.Callee))
          return false;
    }
    uint64_t Bytes = 0;
    llvm::DenseSet<unsigned> Starts;
    for (const VarDecl *VD : G.Graph.facts(E.Entry).TileStatics) {
      if (!sliceable(*VD) || !Starts.insert(VD->getBeginLoc().getRawEncoding())
                                  .second) // `tile_static float a[4], b[4];`
        return false;
      Bytes += Ctx.getTypeSizeInChars(VD->getType()).getQuantity();
    }
    uint64_t Tiles = T < MaxPackedBlockThreads ? MaxPackedBlockThreads / T : 1;
    return Bytes * Tiles <= MaxPackedTileStaticBytes;
  }

  /// A tile_static variable the rewrite can give a slice per tile: written
  /// in the file (not a macro), alone in its declaration, of a trivial type.
  bool sliceable(const VarDecl &VD) {
    QualType T = VD.getType();
    if (T->isDependentType() || T->isIncompleteType() ||
        !T.isTrivialType(Ctx) || T->isReferenceType())
      return false;
    if (!VD.getLocation().isFileID() || !VD.getEndLoc().isFileID() ||
        !TileStaticAt.count(VD.getLocation().getRawEncoding()))
      return false;
    std::optional<Token> Next =
        Lexer::findNextToken(VD.getEndLoc(), SM, Ctx.getLangOpts());
    return Next && Next->is(tok::semi);
  }

  void add(size_t K, unsigned Key) {
    const KernelEntry &E = G.Kernels[K];
    TilePack P;
    P.Launch = E.Launch;
    P.Domain = E.Launch->getArg(E.Launch->getNumArgs() - 2);
    P.Kernel = LambdaAt[Key];
    P.IndexName = E.Entry->getParamDecl(0)->getName().str();
    for (const VarDecl *VD : G.Graph.facts(E.Entry).TileStatics)
      P.TileStatics.push_back(TileStaticAt[VD->getLocation().getRawEncoding()]);
    Model.TilePacks.push_back(std::move(P));
  }

  ProgramGraph &G;
  AmpModel &Model;
  ASTContext &Ctx;
  SourceManager &SM;
  llvm::DenseMap<unsigned, const LambdaExpr *> LambdaAt;
  llvm::DenseMap<unsigned, const VarDecl *> TileStaticAt;
  llvm::DenseSet<size_t> Unsafe;
};

} // namespace

void planTilePacking(ProgramGraph &G, AmpModel &Model) {
  Planner(G, Model).run();
}

} // namespace amp2hip
