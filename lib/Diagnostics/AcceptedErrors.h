//===- AcceptedErrors.h - Clang errors Visual C++ did not make -*- C++ -*-===//
//
// Visual C++ accepted some code that standard C++ refuses: Clang reports
// it, recovers as Visual C++ read it, and the recorder
// (Diagnostics/DiagnosticRecorder.h) shows a numbered warning instead of
// Clang's error; the output writes what standard compilers need
// (Rewrite/AcceptedErrorsRewrite).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DIAGNOSTICS_ACCEPTEDERRORS_H
#define AMP2HIP_DIAGNOSTICS_ACCEPTEDERRORS_H

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"
#include <string>
#include <vector>

namespace amp2hip {

/// A Clang error that Visual C++ did not make, accepted as it did: Clang
/// recovers, the recorder shows a numbered warning instead, and the output
/// is mended (Rewrite/AcceptedErrorsRewrite).
struct AcceptedClangError {
  enum KindT {
    /// `X &X::operator=(const X &);` inside class X (AH1308): Range is the
    /// qualifier, which the output drops.
    ExtraQualification,
    /// An override without the noexcept of the function it overrides
    /// (AH1309): the output declares it noexcept (Model/LaxOverrides.h).
    LaxOverride,
    /// A scoped enumeration's value where a constant of integer type is
    /// needed (`enum class B : int { X = A::X }`, AH1311): Range is the
    /// value, which the output casts to Type.
    ScopedEnumConversion,
    /// A member of a dependent base named without `this->` in a template
    /// (AH1312): Range is where the output inserts Type (`this->`).
    DependentBaseMember,
    /// libstdc++'s refusal of an unordered container's hash or equality
    /// function whose operator() is not const, which Visual C++'s library
    /// accepted: not shown; Model/ConstFunctors reports AH1313 where the
    /// operator is declared and the output makes it const.
    NonConstFunctor,
    /// libstdc++'s refusal of a std::vector whose element type is const or
    /// volatile, which Visual C++'s library accepted: not shown;
    /// Model/ConstElementVectors reports AH1344 where the type is written
    /// and the output drops the qualifier.
    ConstElementVector,
    /// A member template of a dependent type called without `template`
    /// (`view.as<float>()` in a template, AH1340): Range is where the
    /// output inserts Type (`template `).
    MissingTemplateKeyword,
    /// A type of a dependent scope named without `typename`
    /// (`typedef Traits<T>::value_type V;`, AH1341): Range is where the
    /// output inserts Type (`typename `).
    MissingTypename,
    /// `throw(E)`, which C++17 removed and Visual C++ still accepted
    /// (AH1345): Range is the specification as the parse saw it; the output
    /// writes Type (`noexcept(false)`) before it and puts it in a comment.
    DynamicExceptionSpec,
    /// `register`, which C++17 removed and Visual C++ ignored (AH1346):
    /// Range is the word, which the output drops.
    RegisterStorageClass,
    /// A function with a trailing or deduced return type beside other
    /// declarators of one declaration (AH1348): Range is the function's
    /// name; Model/SplitDeclarations finds the commas the output ends the
    /// declaration at.
    SharedTrailingReturn,
  } Kind;
  clang::CharSourceRange Range;
  std::string Type;
};

/// What becomes of a Clang error: kept as Clang's (No), shown as a
/// numbered warning (Shown), or not shown at all, with its notes (Hidden:
/// a check reports it in its own words elsewhere).
struct VisualCppAcceptance {
  enum { No, Shown, Hidden } How = No;
  AcceptedClangError Error;
  std::string Message; ///< For Shown: the warning's text, number first.
};

/// Whether Clang's diagnostic \p Info is an error Visual C++ did not make.
VisualCppAcceptance acceptedAsVisualCpp(const clang::Diagnostic &Info);

/// Keeps \p E for the output of \p SM's unit.
void keepAcceptedError(const clang::SourceManager &SM, AcceptedClangError E);

/// Forgets what was kept for \p SM (a new unit may reuse its address).
void forgetAcceptedErrors(const clang::SourceManager &SM);

/// Forgets what was kept for every unit.
void forgetAllAcceptedErrors();

/// The errors of \p SM's unit accepted so far, in the order Clang gave them
/// (once per error: a template's instantiation may repeat one).
std::vector<AcceptedClangError>
acceptedClangErrors(const clang::SourceManager &SM);

/// How many errors of \p SM's unit were accepted: the engine counted them
/// as errors.
unsigned acceptedClangErrorCount(const clang::SourceManager &SM);

} // namespace amp2hip

#endif
