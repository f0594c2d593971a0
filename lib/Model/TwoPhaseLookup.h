//===- TwoPhaseLookup.h - Names a template finds only late ------*- C++ -*-===//
//
// Visual C++ parsed a template's body only when the template was used, so
// a template could name what was declared, or brought in by a using
// directive, after it (`accelerator_view` in a header included before
// `using namespace concurrency;`). The translator parses the same way
// (-fdelayed-template-parsing; bodies no instantiation reached are parsed
// at the end of the translation unit). Standard compilers look such names
// up where the template is written. This finds, in the templates of project
// files, each unqualified name that lookup at that point would not find:
// one found through a using directive written after the template gets its
// namespace written before it; one declared only after the template cannot
// be fixed by a qualifier: a free function is declared before the template
// (AH1343, Model/ForwardDeclarations.h), anything else is reported (AH1307).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_TWOPHASELOOKUP_H
#define AMP2HIP_MODEL_TWOPHASELOOKUP_H

#include "clang/Basic/SourceLocation.h"
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Decl;
class NamedDecl;
} // namespace clang

namespace amp2hip {

struct AmpModel;

/// An unqualified name in a template that needs its namespace written.
struct LateQualification {
  clang::SourceLocation Name; ///< The name's first token.
  std::string Qualifier;      ///< "Concurrency::"
};

/// A name a template uses that is declared only after the template.
struct LateDeclaration {
  clang::SourceLocation Use;
  std::string Name;
  const clang::NamedDecl *Decl = nullptr;
  /// The outermost declaration around the use (the function template, or
  /// the class template whose member it is).
  const clang::Decl *Outer = nullptr;
  /// Whether the output declares Decl before Outer (AH1343).
  bool ForwardDeclared = false;
};

/// A free function declared after a template that uses it, declared again
/// before the template: standard compilers then find it where the template
/// is written.
struct ForwardDeclaration {
  clang::SourceLocation At; ///< Inserted before: the first template's start.
  std::string Text;         ///< The declaration, `;` and line end included.
  /// The definition's default arguments (` = 0`), which move to Text: a
  /// default argument may be given only once.
  std::vector<clang::CharSourceRange> MovedDefaults;
};

struct TwoPhaseLookup {
  std::vector<LateQualification> Qualifications;
  std::vector<LateDeclaration> LateDeclared;
  std::vector<ForwardDeclaration> Forward;
};

/// Fills Model.TwoPhase (Model.InProject set by the caller).
void buildTwoPhaseLookup(clang::ASTContext &Ctx, AmpModel &Model);

} // namespace amp2hip

#endif
