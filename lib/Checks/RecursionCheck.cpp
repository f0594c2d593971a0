//===- RecursionCheck.cpp -------------------------------------------------===//
#include "Checks/RecursionCheck.h"

#include "Checks/GraphNotes.h"
#include "llvm/ADT/DenseMap.h"
#include <set>

using namespace clang;

namespace amp2hip {

namespace {

/// Depth-first search for calls back into a function still on the stack.
class CycleFinder {
public:
  CycleFinder(CallGraph &G) : G(G) {}

  void from(const FunctionDecl *FD, std::vector<const CallSite *> &Back) {
    const FunctionDecl *Key = graphKey(FD);
    State[Key] = OnStack;
    for (const CallSite &S : G.facts(Key).Calls) {
      if (!S.Callee || S.Kind == CallKind::New || S.Kind == CallKind::Delete ||
          isLibraryFunction(S.Callee))
        continue;
      const FunctionDecl *C = graphKey(S.Callee);
      auto It = State.find(C);
      if (It == State.end())
        from(C, Back);
      else if (It->second == OnStack)
        Back.push_back(&S);
    }
    State[Key] = Finished;
  }

private:
  enum Mark { OnStack, Finished };
  CallGraph &G;
  llvm::DenseMap<const FunctionDecl *, Mark> State;
};

} // namespace

void RecursionCheck::run(const AmpModel &Model, CheckContext &CC) {
  ProgramGraph &G = graph(Model, CC);
  std::set<unsigned> Reported;
  for (size_t K = 0; K < G.Kernels.size(); ++K) {
    if (!G.Kernels[K].Entry)
      continue;
    std::vector<const CallSite *> Back;
    CycleFinder(G.Graph).from(G.Kernels[K].Entry, Back);
    for (const CallSite *S : Back) {
      if (!Reported.insert(S->Loc.getRawEncoding()).second)
        continue;
      CC.Diags.report(S->Loc, DiagId::KernelRecursion)
          << functionName(S->Callee) << S->Range;
      auto [RK, I] = firstReacher(G, S->Callee);
      if (RK >= 0)
        noteChain(CC, G, RK, I);
    }
  }
}

} // namespace amp2hip
