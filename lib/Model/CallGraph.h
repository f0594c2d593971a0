//===- CallGraph.h - What each kernel reaches, call by call -----*- C++ -*-===//
//
// C++ AMP judges a kernel by everything its parallel_for_each reaches:
// functions, member functions, template instances, functors, constructors,
// destructors, operators and conversions called implicitly, and lambdas
// called from it. The graph is built on demand from the resolved calls of
// each body (Clang resolved every overload for the caller's restriction), so
// a check asks for the calls of one function and walks from a kernel.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_CALLGRAPH_H
#define AMP2HIP_MODEL_CALLGRAPH_H

#include "Model/AmpModel.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include <memory>
#include <vector>

namespace amp2hip {

enum class CallKind {
  Call,          ///< A call, operator or conversion written in the text.
  Implicit,      ///< Made by the compiler: a constructor, destructor,
                 ///< conversion, or a call inside a default argument.
  New,           ///< new-expression (its allocation function).
  Delete,        ///< delete-expression.
  Virtual,       ///< A virtual call.
  ThroughPointer ///< A call through a function (member) pointer.
};

/// How C++ AMP's rules name a call that amp code may not make: "'new'",
/// "'delete'", "a virtual call", "a call through a function pointer";
/// null for ordinary and implicit calls.
const char *forbiddenInAmpName(CallKind K);

/// One call in one function body.
struct CallSite {
  const clang::FunctionDecl *Callee = nullptr; ///< Null: new, pointer call.
  CallKind Kind = CallKind::Call;
  clang::SourceLocation Loc;
  clang::SourceRange Range;
  /// For Implicit: what made it ("default argument", "destructor" ...).
  const char *Why = "";
  /// The default argument's expression, where the call sits inside one.
  const clang::Expr *DefaultArg = nullptr;
  /// The parameter whose default argument that is.
  const clang::ParmVarDecl *DefaultParam = nullptr;
  /// The expression that makes the call; null for the destructors of
  /// variables and subobjects.
  const clang::Expr *Call = nullptr;
  /// In amp code, when the device-side parse ran (Model/AmpSide.h): what
  /// the amp side calls here. Callee is the cpu side's choice in
  /// restrict(cpu,amp) code.
  bool AmpSideKnown = false;
  bool AmpNoViable = false; ///< The amp side has no viable candidate.
  const clang::FunctionDecl *AmpCallee = nullptr; ///< Null: not in this AST.
  std::string AmpCalleeName;
  Restriction AmpCalleeR;
  bool AmpCalleeLibrary = false;

  /// The function the amp side calls (null when only the device-side parse
  /// has it, or for new/delete and pointer calls).
  const clang::FunctionDecl *ampCallee() const {
    return AmpSideKnown ? AmpCallee : Callee;
  }
};

/// What one function body holds that the graph rules need.
struct FunctionFacts {
  std::vector<CallSite> Calls;
  std::vector<const clang::VarDecl *> TileStatics;
};

/// A parallel_for_each call and the operator() it runs, per instantiation of
/// the code around it.
struct KernelEntry {
  const clang::CallExpr *Launch = nullptr;
  ComputeDomain Domain;
  clang::QualType IndexType; ///< index<N> or tiled_index<D0, ...>.
  const clang::CXXRecordDecl *Kernel = nullptr; ///< Lambda or functor class.
  /// The call operator the launch runs; null when none can take IndexType.
  const clang::FunctionDecl *Entry = nullptr;
  bool IsLambda = false;
};

/// A step of a path from a kernel's entry to a function it reaches.
struct Hop {
  const clang::FunctionDecl *Caller;
  const CallSite *Site;
};

class CallGraph {
public:
  explicit CallGraph(clang::ASTContext &Ctx) : Ctx(Ctx) {}

  /// Uses \p Calls (the device-side parse) for the amp side of the calls of
  /// amp code; \p Index finds this AST's functions by functionKey().
  void setAmpSide(const AmpSideCalls *Calls,
                  llvm::StringMap<const clang::FunctionDecl *> Index);

  /// The calls and tile_static variables of \p FD's definition (empty when
  /// it has none).
  const FunctionFacts &facts(const clang::FunctionDecl *FD);

  /// Every function reached from \p Root (itself first), breadth first, each
  /// once, with the hop that first reached it.
  struct Reached {
    const clang::FunctionDecl *FD;
    int Parent; ///< Index into the result; -1 for the root.
    const CallSite *Via;
  };
  std::vector<Reached> reach(const clang::FunctionDecl *Root);

  /// The hops from the root to element \p I of a reach() result.
  static std::vector<Hop> pathTo(const std::vector<Reached> &R, int I);

  clang::ASTContext &context() { return Ctx; }

private:
  void annotateAmpSide(const clang::FunctionDecl *Caller, FunctionFacts &F);

  clang::ASTContext &Ctx;
  llvm::DenseMap<const clang::FunctionDecl *, std::unique_ptr<FunctionFacts>>
      Cache;
  const AmpSideCalls *AmpSide = nullptr;
  llvm::StringMap<const clang::FunctionDecl *> AmpSideIndex;
};

/// Whether a function is declared by amp2hip's runtime or the system (whose
/// device functions stand for C++ AMP's library and intrinsics).
bool isLibraryFunction(const clang::FunctionDecl *FD);

/// The restriction a caller's body is written for (a template instance has
/// its pattern's).
Restriction callerRestriction(const clang::FunctionDecl *FD);

/// The restriction \p Callee offers its callers: the written one for user
/// code (C++ AMP's rules: constexpr is not amp), Clang's inferred target for
/// compiler-generated members and library functions.
Restriction calleeRestriction(const clang::FunctionDecl *Callee);

/// The tiled_index<...> or index<N> type a launch over \p Domain's extent
/// type passes to its kernel; null when unknown.
clang::QualType launchIndexType(clang::ASTContext &Ctx,
                                clang::QualType ExtentType);

/// The kernels of a translation unit and what they reach, built once for
/// all the checks that need them.
struct UniformityFindings;

struct ProgramGraph {
  ProgramGraph(clang::ASTContext &Ctx, const AmpModel &Model);
  ~ProgramGraph();

  CallGraph Graph;
  /// Every parallel_for_each call of the project files, one per instance of
  /// the templates around it, with its kernel's entry resolved.
  std::vector<KernelEntry> Kernels;
  /// Every function definition of the project files that is not a template
  /// pattern (template instances included), in source order.
  std::vector<const clang::FunctionDecl *> Functions;
  /// What each kernel's entry reaches (Kernels[I] -> Reach[I]).
  std::vector<std::vector<CallGraph::Reached>> Reach;
  /// Where each function is first reached: {kernel, index into Reach}.
  llvm::DenseMap<const clang::FunctionDecl *, std::pair<int, int>> FirstReach;
  /// The tile shapes that the project's parallel_for_each calls launch (the
  /// tiled_extent of the compute domain), per instance of the templates
  /// around them.
  struct TileShape {
    clang::SourceLocation Loc;
    llvm::SmallVector<int64_t, 3> Dims;
  };
  std::vector<TileShape> TileShapes;
  /// Computed on first use (Uniformity.h).
  std::unique_ptr<UniformityFindings> Uniformity, LaunchUniformity;
};

/// A readable name: "helper", "Functor::operator()", "lambda".
std::string functionName(const clang::FunctionDecl *FD);

} // namespace amp2hip

#endif
