//===- AmpCheck.h - Interface of one C++ AMP rule check ---------*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_AMPCHECK_H
#define AMP2HIP_CHECKS_AMPCHECK_H

#include "Diagnostics/AmpDiagnostics.h"
#include "Model/AmpModel.h"
#include "clang/Basic/SourceManager.h"
#include <memory>
#include <string>
#include <vector>

namespace amp2hip {

struct ProgramGraph;

/// A capture a check refused (C3590, C3596): its lambda's closure type
/// cannot reach the GPU either (ClosureTypeCheck).
struct RefusedCapture {
  const clang::LambdaExpr *Lambda;
  clang::SourceLocation Loc;
  std::string What; ///< "'p' by reference", "'p' of type 'int *'" ...
};

struct CheckContext {
  clang::ASTContext &Ctx;
  AmpDiagnostics &Diags;
  /// Kernels' call graphs, built by the first check that asks (graph()).
  std::shared_ptr<ProgramGraph> Graph = nullptr;
  std::vector<RefusedCapture> RefusedCaptures;
};

/// The call graphs of \p Model's kernels, built once per translation unit.
ProgramGraph &graph(const AmpModel &Model, CheckContext &CC);

/// One rule family: reads the model, reports through the engine.
class AmpCheck {
public:
  virtual ~AmpCheck() = default;
  virtual llvm::StringRef name() const = 0;
  virtual void run(const AmpModel &Model, CheckContext &CC) = 0;
};

/// Every check (CheckList.cpp).
std::vector<std::unique_ptr<AmpCheck>> createChecks();

} // namespace amp2hip

#endif
