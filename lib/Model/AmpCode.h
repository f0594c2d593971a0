//===- AmpCode.h - Every amp-restricted body, walked once -------*- C++ -*-===//
//
// The rules of C++ AMP section 2.4 apply to the code of every function whose
// restriction includes amp: functions, members, lambdas, members of local
// classes, and each instantiation of a template separately (uninstantiated
// templates are not amp code yet). One traversal records those bodies and
// the statements and declarations inside them, so that each rule reads
// lists instead of walking the AST again.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_AMPCODE_H
#define AMP2HIP_MODEL_AMPCODE_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/DenseSet.h"
#include <functional>
#include <vector>

namespace amp2hip {

/// One amp-restricted function with a body, as compiled (an instantiation,
/// not its pattern).
struct AmpBody {
  const clang::FunctionDecl *FD = nullptr;
  const clang::LambdaExpr *Lambda = nullptr; ///< Set for lambdas.
  bool Cpu = false; ///< Also restricted to cpu (restrict(cpu,amp)).
};

/// A statement or expression inside an amp body (nested lambdas and local
/// classes are bodies of their own).
struct AmpStmt {
  const clang::Stmt *S;
  unsigned Body; ///< Index into AmpCode::Bodies.
};

/// A variable declared in an amp body: locals and the function's parameters.
struct AmpVar {
  const clang::VarDecl *VD;
  unsigned Body;
};

/// A reference to a function that is not the callee of a call (its address
/// or a reference to it is taken), anywhere in the project's code.
struct FunctionRef {
  const clang::DeclRefExpr *Ref;
  int Body; ///< The amp body it is in, or -1.
};

struct AmpCode {
  std::vector<AmpBody> Bodies;
  std::vector<AmpStmt> Stmts;
  std::vector<AmpVar> Vars;
  std::vector<FunctionRef> FunctionRefs;
  /// Class definitions written in the project (patterns, not
  /// instantiations).
  std::vector<const clang::CXXRecordDecl *> Records;
  /// Variables and fields declared anywhere in the project (instantiations
  /// included), for the rules on data shared with kernels.
  std::vector<const clang::DeclaratorDecl *> ProjectDecls;
  /// String literals given to direct3d_printf / direct3d_errorf.
  llvm::DenseSet<const clang::Stmt *> PrintfStrings;
};

/// Walks the translation unit once; \p InProject says which locations belong
/// to the files amp2hip translates.
void collectAmpCode(clang::ASTContext &Ctx,
                    const std::function<bool(clang::SourceLocation)> &InProject,
                    AmpCode &Out);

/// The template instantiation that \p FD is (or is nested in: a lambda or
/// local class inside an instantiated function), or null.
const clang::FunctionDecl *instantiationOf(const clang::FunctionDecl *FD);

} // namespace amp2hip

#endif
