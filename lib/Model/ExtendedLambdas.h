//===- ExtendedLambdas.h - nvcc's rules for __device__ lambdas --*- C++ -*-===//
//
// A kernel lambda becomes an nvcc "extended" __device__ lambda, and nvcc
// rejects one
//
//   - whose enclosing function is a private or protected member, or a member
//     of a class that is itself a private or protected nested class;
//   - that captures a variable whose type is local to a function;
//   - whose enclosing function's address cannot be taken (a constructor or
//     destructor).
//
// C++ AMP has neither rule and hipcc neither. This analysis finds both cases
// and what the output needs: the declarations to give public access, and the
// local classes to move to namespace scope (or why one cannot move).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_EXTENDEDLAMBDAS_H
#define AMP2HIP_MODEL_EXTENDEDLAMBDAS_H

#include "Model/AmpModel.h"
#include <string>
#include <vector>

namespace amp2hip {

/// A member declaration (function or nested class) that must be public.
struct PublicAccessFix {
  const clang::Decl *D;          ///< The declaration inside its class.
  clang::AccessSpecifier Access; ///< Its access, restored after it.
  const clang::CXXRecordDecl *Parent;
};

/// A local class captured by a kernel lambda, to move before \p Outer.
struct LocalTypeMove {
  const clang::TagDecl *Type;
  const clang::Decl *Outer; ///< The namespace-scope declaration holding it.
  const clang::FunctionDecl *Function; ///< The function it is local to.
  const clang::VarDecl *Var;           ///< A captured variable of the type.
};

/// A captured variable of local type that cannot be fixed.
struct LocalTypeProblem {
  clang::SourceLocation Loc; ///< The capture, or the first use when implicit.
  const clang::VarDecl *Var;
  std::string TypeName;
  std::string Reason;
};

/// A kernel lambda in a constructor or destructor: nvcc wants the enclosing
/// function's address to be takeable, and amp2hip does not restructure it.
struct UnaddressableParent {
  const clang::LambdaExpr *Lambda;
  const clang::FunctionDecl *Function;
};

struct ExtendedLambdaFixes {
  std::vector<PublicAccessFix> Public;
  std::vector<UnaddressableParent> Unaddressable;
  std::vector<LocalTypeMove> Moves;
  std::vector<LocalTypeProblem> Problems;
};

/// Analyses every amp lambda defined in host or restrict(cpu,amp) code in
/// \p Model (nvcc's extended lambdas).
ExtendedLambdaFixes analyzeExtendedLambdas(const AmpModel &Model);

/// True when the amp lambda \p RF becomes an nvcc extended lambda: it is
/// defined in host or restrict(cpu,amp) code, outside any amp lambda.
bool isExtendedLambda(const RestrictedFunction &RF);

/// How an amp lambda's capture list is written so that nvcc accepts it as
/// an extended lambda, which captures nothing by reference and, when
/// __host__ __device__, has no init-captures. C++ AMP lets an amp lambda
/// capture by reference only arrays and textures.
enum class CapturePlan {
  /// A lambda inside amp code: an ordinary device lambda for both
  /// compilers, which may capture by reference; kept as written.
  InDeviceCode,
  /// As written, but for arrays and textures: init-captures of their device
  /// handles (a kernel lambda is __device__, which nvcc allows them).
  AsWritten,
  /// A default `[&]` through which nothing is captured by reference: `[=]`.
  CopyDefault,
  /// A restrict(cpu,amp) lambda, not a kernel, that captures arrays or
  /// textures by reference: an immediately invoked host lambda takes their
  /// device handles as parameters and returns the lambda, which copies them:
  /// `[&](decltype(amp2hip::capture(a)) a) { return [=] __host__ __device__
  /// (...) {...}; }(amp2hip::capture(a))`.
  Wrapped,
  /// A default `[&]` in a template, using variables of dependent types
  /// (arrays in some instances, perhaps): `[=]`, and those that are or may be
  /// arrays or textures go through amp2hip::capture, which hands over an
  /// array's or texture's device handle and copies anything else; as
  /// init-captures in a __device__ lambda (`[=, a = amp2hip::capture(a)]`),
  /// in the Wrapped form in a __host__ __device__ one. The text depends on
  /// the template alone, so every unit that includes it writes the same.
  CaptureEach,
};

/// The plan for the lambda written at \p RF (any instantiation counts).
CapturePlan capturePlanOf(const AmpModel &Model, const RestrictedFunction &RF);

/// The variables of dependent types a CaptureEach lambda hands over through
/// amp2hip::capture, in order of first use.
std::vector<const clang::VarDecl *>
dependentHandles(const clang::LambdaExpr *LE);

/// The plan for \p LE, a lambda of \p Model or one of its instantiations.
CapturePlan capturePlanOf(const AmpModel &Model, const clang::LambdaExpr *LE);

} // namespace amp2hip

#endif
