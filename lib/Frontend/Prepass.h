//===- Prepass.h - Token pre-pass that makes C++ AMP parseable --*- C++ -*-===//
//
// Stock Clang accepts restrict(...) (a macro expanding to GNU attributes, see
// runtime/include/amp2hip/parse_model.h) after a function's parameters and
// qualifiers, but not in three places the C++ AMP grammar allows:
//
//   [=](int i) mutable restrict(amp) {...}    lambda: after `mutable`
//   int f() restrict(amp) noexcept;          function: before an exception spec
//   auto f() restrict(amp) -> int;           function: before a trailing return
//
// and in an explicit instantiation (`template int g<int>(int) restrict(amp);`)
// Clang compares only the decl-specifiers' attributes with the template's.
// The pre-pass finds every restrict clause with Clang's raw lexer and
// rearranges tokens inside these spans into forms Clang accepts: after
// `mutable` -> before it; before noexcept -> after it; before `->` -> before
// the declarator-id (`auto restrict(amp) f() -> int`); in an explicit
// instantiation -> right after `template`. Repeated words are blanked. Every
// edit keeps the text's length and only permutes tokens within one span, so
// each byte outside the spans keeps its offset and diagnostics still point at
// the user's text.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FRONTEND_PREPASS_H
#define AMP2HIP_FRONTEND_PREPASS_H

#include "Model/PrepassResult.h"
#include "Model/SourceDialect.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <map>
#include <string>
#include <vector>

namespace amp2hip {

/// Object-like macros whose whole body is restrict clauses
/// (`#define GPU restrict(amp)`), by name: a use of one is treated like the
/// clause it stands for, so that it may be moved where a clause would be.
/// With Words, the body is the words inside a clause instead
/// (`#define AMP_RESTRICTION cpu, amp`, or `-DAMP_RESTRICTION=amp` on the
/// command line), used as `restrict(AMP_RESTRICTION)`.
///
/// The table also holds macros of a declarator's other parts around a
/// clause (Part): the pre-pass must see through them to find the clause's
/// neighbours, as in `f(PARAMETERS) CV_QUALIFIER restrict(cpu) EXCEPTION_SPEC
/// -> int`, where the definitions come from the command line.
struct RestrictMacro {
  /// What a macro that is not a restriction stands for in a declarator.
  enum class DeclaratorPart {
    None,             ///< a restriction (a clause, or Words)
    Nothing,          ///< an empty body (`-DCV_QUALIFIER=`)
    Qualifiers,       ///< cv- and ref-qualifiers (`const volatile`, `&&`)
    Mutable,          ///< `mutable`
    ExceptionSpec,    ///< `throw(...)`, `noexcept`, `noexcept(...)`
    LambdaIntroducer, ///< `[...]`: what follows is a lambda's declarator
  };
  bool HasCpu = false;
  bool HasAmp = false;
  bool Words = false;
  DeclaratorPart Part = DeclaratorPart::None;

  /// A macro that stands for a whole clause.
  bool isClause() const { return !Words && Part == DeclaratorPart::None; }
  bool isRestriction() const { return Part == DeclaratorPart::None; }
};
using RestrictMacroTable = std::map<std::string, RestrictMacro>;

/// Runs the pre-pass over one file's text. In HCC's dialect it also takes
/// restrict(auto) and HCC's restriction attributes ([[hc]], [[cpu]],
/// [[hc, cpu]], __attribute__((hc)) ...): each attribute's text becomes, at
/// the same length, one of the names of hccAttributeNames() (padded with
/// spaces), which amp2hip/parse_model.h defines as the attributes of
/// restrict(amp), restrict(cpu) and restrict(cpu,amp).
PrepassResult runPrepass(llvm::StringRef Source,
                         const RestrictMacroTable &Macros = {},
                         SourceDialect Dialect = SourceDialect::VisualCpp);

/// The parse's names of HCC's attributes: amp, cpu, and both.
llvm::ArrayRef<llvm::StringRef> hccAttributeNames();

/// Cheap test used to skip files the pre-pass would leave as they are: no
/// restrict clause and no use of a known restriction macro.
bool mayNeedPrepass(llvm::StringRef Source, const RestrictMacroTable &Macros,
                    SourceDialect Dialect = SourceDialect::VisualCpp);

/// Whether \p Source shows HCC's dialect: it includes one of HCC's headers
/// (<hc.hpp>, <hc_math.hpp> ...), or writes restrict(auto) or an [[hc]]
/// attribute.
bool showsHccDialect(llvm::StringRef Source);

/// The restriction macros defined in \p Source, and those of the other
/// parts of a declarator but an empty one (every include guard is one).
void collectRestrictMacros(llvm::StringRef Source, RestrictMacroTable &Out);

/// The restriction-word macros a compile command defines (`-DNAME=cpu,amp`,
/// `-D NAME=amp`, `/DNAME=amp`), and its macros of a declarator's other
/// parts (`-DEXCEPTION_SPEC=throw(int)`, `-DCV_QUALIFIER=`).
void collectCommandLineRestrictWords(llvm::ArrayRef<std::string> Args,
                                     RestrictMacroTable &Out);

/// Cheap test used to skip files that cannot contain a clause.
bool mayContainRestrict(llvm::StringRef Source);

} // namespace amp2hip

#endif
