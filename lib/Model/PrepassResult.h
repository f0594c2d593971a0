//===- PrepassResult.h - What the restrict pre-pass found -------*- C++ -*-===//
//
// The pre-pass (Frontend/Prepass.h) runs before the parse; the model and the
// rewrites read what it found through these types, so that they need nothing
// of the front end's.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_PREPASSRESULT_H
#define AMP2HIP_MODEL_PREPASSRESULT_H

#include "Diagnostics/AmpDiagnostics.h"
#include <string>
#include <vector>

namespace amp2hip {

/// One restrict(...) clause, at its offsets in the pre-passed text.
struct RestrictClause {
  unsigned Begin = 0; ///< Offset of `restrict` (or its renamed spelling).
  unsigned End = 0;   ///< Offset just past the closing parenthesis.
  bool HasCpu = false;
  bool HasAmp = false;
  bool Valid = true;        ///< False when C3936/C3937 was found.
  bool InDirective = false; ///< Inside a #define (or other directive).
  bool IsMacro = false;     ///< A restriction macro's name, not restrict().
  /// Adjacent clauses (restrict(cpu) restrict(amp)) share a group number.
  unsigned Group = 0;
  /// In an explicit instantiation, moved right after `template`.
  bool ExplicitInstantiation = false;
  /// HCC's attribute spelling ([[hc]], [[cpu]], __attribute__((hc)) ...),
  /// which the parse reads as one of the names in hccAttributeNames().
  bool IsAttribute = false;
  /// HCC's restrict(auto): the restriction is the body's (read as
  /// cpu,amp).
  bool HasAuto = false;
  /// HCC's attribute, or a macro of one, written before a lambda's
  /// introducer (`__attribute__((amp)) [=](...)`): blanked for the parse,
  /// dropped from the output.
  bool BeforeLambda = false;
};

/// A problem found by the pre-pass, reported once a SourceManager exists.
struct PrepassFinding {
  unsigned Offset;
  DiagId Id;
  std::string Arg;
};

struct PrepassResult {
  std::string Text; ///< Same length as the input.
  std::vector<RestrictClause> Clauses;
  std::vector<PrepassFinding> Findings;
  /// Where `restrict` is a name, not a clause (`f.restrict()`): offsets of
  /// the 8-letter name the parse reads there instead.
  std::vector<unsigned> RestrictNames;
  bool Changed = false;
};

} // namespace amp2hip

#endif
