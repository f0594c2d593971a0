//===- DiagnosticRecorder.h - Every diagnostic, kept for export -*- C++ -*-===//
//
// A DiagnosticConsumer placed in front of the one Clang set up (the text
// printer, or -verify's checker): it keeps each diagnostic of the run, for
// --export-diagnostics (SARIF 2.1.0 or JSON), and gives Clang's own errors
// for C++ AMP rules the rule's number: "__device__ function from __host__
// function" is C3930 (C3939 for a reference that is not called), since
// restrict(amp) is __device__ in the parse; the others are listed at
// remapped() in the .cpp.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DIAGNOSTICS_DIAGNOSTICRECORDER_H
#define AMP2HIP_DIAGNOSTICS_DIAGNOSTICRECORDER_H

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Error.h"
#include <functional>
#include <string>
#include <vector>

namespace amp2hip {

struct RecordedLocation {
  std::string File;
  unsigned Line = 0, Column = 0;
};

struct RecordedDiagnostic {
  std::string Level; ///< error, warning, note, remark.
  std::string Code;  ///< C3930, AH1102; empty for Clang's own.
  std::string Message;
  RecordedLocation Loc;
  std::vector<RecordedDiagnostic> Notes;
};

/// Diagnostics of this process, in order.
std::vector<RecordedDiagnostic> recordedDiagnostics();

/// Adds diagnostics recorded elsewhere (a worker process) to this process's.
void appendRecordedDiagnostics(std::vector<RecordedDiagnostic> Ds);

/// Reads diagnosticsJson's output back; false when \p Text is not that.
bool parseDiagnosticsJson(llvm::StringRef Text,
                          std::vector<RecordedDiagnostic> &Ds);

/// Whether Clang's own error at \p Loc was relabelled with a C++ AMP number
/// (a check that would say the same there stays silent).
bool clangReported(const clang::SourceManager &SM, clang::SourceLocation Loc);

/// Whether Clang found that the function or lambda whose body ends at
/// \p RBrace can reach that end without returning a value (-Wreturn-type).
/// Clang's warning itself is not shown: amp2hip's AH1402 names the function
/// (Model/FallOffs.h).
bool fallsOffAt(const clang::SourceManager &SM, clang::SourceLocation RBrace);

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
  } Kind;
  clang::CharSourceRange Range;
  std::string Type;
};

/// The errors of \p SM's unit accepted so far, in the order Clang gave them
/// (once per error: a template's instantiation may repeat one).
std::vector<AcceptedClangError>
acceptedClangErrors(const clang::SourceManager &SM);

/// How many errors of \p SM's unit were accepted: the engine counted them
/// as errors.
unsigned acceptedClangErrorCount(const clang::SourceManager &SM);

/// Clang's errors that --suppress dropped after relabelling: the engine
/// counted them, the file is translated all the same.
unsigned suppressedClangErrors();

/// A warning of \p SM's unit that asks for a review (a row with
/// AMP2HIP_REVIEW in Diagnostics.def), in the order reported.
struct ReviewWarning {
  clang::SourceLocation Loc;
  std::string Code;    ///< AH1102
  std::string Message; ///< As shown, without the number.
};
std::vector<ReviewWarning> reviewWarnings(const clang::SourceManager &SM);

/// Puts the recorder in front of \p Engine's consumer.
void installDiagnosticRecorder(clang::DiagnosticsEngine &Engine);

/// Tells the recorder in front of \p Engine how to ask whether the parse is
/// inside amp code (null: never), for Clang's errors that are a C++ AMP rule
/// there: a pointer cast to int (C3588), a string literal cast to int
/// (C3589).
void setAmpCodeProbe(clang::DiagnosticsEngine &Engine,
                     std::function<bool()> InAmpCode);

/// The recorded diagnostics as SARIF 2.1.0 or as a JSON array.
std::string diagnosticsSarif(const std::vector<RecordedDiagnostic> &D);
std::string diagnosticsJson(const std::vector<RecordedDiagnostic> &D);

/// Writes the recorded diagnostics to \p Path in \p Format (sarif, json).
llvm::Error exportDiagnostics(llvm::StringRef Path, llvm::StringRef Format);

} // namespace amp2hip

#endif
