//===- StdNameClashes.h - A program's names that later std takes -*- C++ -*-=//
//
// C++ AMP code was written for C++11/14, where `using namespace std;` left
// names such as `data`, `size`, `clamp`, `sample` and Windows' `byte` to the
// program. C++17 and later declare them in std (std::data, std::byte ...):
// built in a newer standard than the one it was parsed in, a program that
// names its own `data` under `using namespace std;`, or calls its own
// `clamp(s, 0, 9)` with an argument from std (argument-dependent lookup),
// becomes ambiguous or silently names std's entity. This finds, in project
// files parsed in a standard older than the name's, each unqualified use of
// a namespace-scope entity outside std whose name a later standard gives
// std (LaterStdNames.def), where std's would be found: a using directive for
// std stands before it in an enclosing scope, or the call has an argument
// of a std type. The output qualifies it (`::data`, `::app::clamp(...)`),
// which names the same entity in every standard.
//
// Not qualified: uses that stay dependent in a template (their lookup is
// the instantiation's), members of unnamed namespaces (`::name` would find
// std's too), and uses written inside a macro's definition.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_STDNAMECLASHES_H
#define AMP2HIP_MODEL_STDNAMECLASHES_H

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace clang {
class ASTContext;
}

namespace amp2hip {

struct AmpModel;

/// A use of the program's own entity that needs its namespace written.
struct StdNameQualification {
  clang::SourceLocation Name; ///< The name's first token.
  std::string Qualifier;      ///< "::" or "::app::"
};

/// The C++ standard (11, 14, 17, 20, 23 ...) that added \p Name to std
/// among LaterStdNames.def; 0 when it is not listed.
unsigned laterStdNameYear(llvm::StringRef Name);

/// Fills Model.StdNameQualifications (Model.InProject set by the caller).
void buildStdNameClashes(clang::ASTContext &Ctx, AmpModel &Model);

} // namespace amp2hip

#endif
