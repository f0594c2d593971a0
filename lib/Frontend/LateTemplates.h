//===- LateTemplates.h - Parse every delayed template body ------*- C++ -*-===//
//
// The translator parses as Visual C++ did, with no two-phase lookup
// (-fdelayed-template-parsing): a template's body is parsed when an
// instantiation needs it. Bodies no instantiation reached are parsed by
// this at the end of the translation unit, where MSVC's lookup would find
// what the file declares, so that every template is seen (and translated)
// whether it is used or not. Call from ASTConsumer::HandleTranslationUnit.
// The system headers' templates (the standard library's, amp2hip's own) are
// left to their instantiations: nothing is translated or checked there, and
// parsing them all cost the translator more than the rest of the parse.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FRONTEND_LATETEMPLATES_H
#define AMP2HIP_FRONTEND_LATETEMPLATES_H

#include "clang/Basic/SourceLocation.h"
#include <functional>

namespace clang {
class Sema;
}

namespace amp2hip {

/// \p InProject: the project's files, whose templates are parsed also when
/// they are in a system header (a project included through -isystem).
void parseLateTemplates(clang::Sema &S,
                        const std::function<bool(clang::FileID)> &InProject);

} // namespace amp2hip

#endif
