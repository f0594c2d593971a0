//===- AmpSide.h - How amp code resolves its calls --------------*- C++ -*-===//
//
// C++ AMP resolves a call in restrict(cpu,amp) code twice, once among the
// cpu candidates and once among the amp ones (a cpu template beside amp
// non-templates of the same name is the common idiom). The translator's
// parse is Clang's HIP host side, so its AST holds the cpu side of such
// calls. When a translation unit has overloads that differ in restriction,
// the same text is parsed a second time as HIP device code, where Clang
// resolves every call among the amp candidates; this file names the calls
// and functions of both parses alike, and records what the amp side called.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_AMPSIDE_H
#define AMP2HIP_MODEL_AMPSIDE_H

#include "Model/AmpModel.h"
#include "clang/Basic/Diagnostic.h"
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace amp2hip {

struct CallSite;

/// The amp side's resolution of one call.
struct AmpSideCall {
  std::string CalleeKey;  ///< functionKey() of the callee.
  std::string CalleeName; ///< functionName() of the callee.
  Restriction R;          ///< calleeRestriction() of the callee.
  bool Library = false;   ///< isLibraryFunction() of the callee.
};

/// What the device-side parse of one translation unit resolved.
struct AmpSideCalls {
  /// callerKey + '#' + siteKey -> the amp side's callee.
  std::map<std::string, AmpSideCall> Sites;
  /// Site keys seen twice in one caller: not used.
  std::set<std::string> Ambiguous;
  /// locationKey()s of the calls for which the amp side found no viable
  /// candidate (Clang's overload errors in the device parse).
  std::set<std::string> NoViable;
  /// functionKey()s of cpu-only functions that a compiler ranking overloads
  /// without regard to __host__/__device__ (nvcc) could choose, at some call
  /// in amp code, over the amp side's callee: its device pass must not see
  /// them.
  std::set<std::string> CpuRivals;
};

/// A name for \p Loc that is the same in both parses of the same text: the
/// file and offset of its expansion, and, inside a macro, of its spelling.
std::string locationKey(const clang::SourceManager &SM,
                        clang::SourceLocation Loc);

/// A name for \p FD that is the same in both parses: where it is declared,
/// its qualified name with template arguments and its type; a lambda's or
/// local class's member is named inside the function that holds it (each
/// instance of a template has its own).
std::string functionKey(const clang::FunctionDecl *FD);

/// A name for call \p S within its caller, the same in both parses.
std::string siteKey(const clang::SourceManager &SM, const CallSite &S);

/// One of Clang's overload failures in the device-side parse, as reported.
struct OverloadFailure {
  clang::SourceLocation Loc;
  /// The function a wrong-side reference named, if any.
  const clang::NamedDecl *Referenced = nullptr;
  /// Candidates Clang refused for their side alone (its notes).
  std::vector<clang::SourceLocation> WrongSideCandidates;
};

/// Records, for every amp-capable function defined in the project files of
/// \p Ctx (a device-side parse), how each of its calls resolved, and which
/// of \p Failures are the amp side's own.
void collectAmpSideCalls(clang::ASTContext &Ctx,
                         std::function<bool(clang::FileID)> InProject,
                         const std::vector<OverloadFailure> &Failures,
                         AmpSideCalls &Out);

/// Keeps the HostOnly role (out of nvcc's device pass) only for the cpu
/// functions that some call in amp code could otherwise pick: host code that
/// nvcc's device pass also parses must still see the others.
void hideOnlyCpuRivals(const AmpSideCalls &Calls, AmpModel &Model);

/// Whether \p Info is Clang's report that a call found no viable or no
/// unambiguous candidate, or named a function of the wrong side.
bool isOverloadFailure(const clang::Diagnostic &Info);

/// Whether \p Info is the note of a candidate refused for its side alone.
bool isWrongSideCandidate(const clang::Diagnostic &Info);

} // namespace amp2hip

#endif
