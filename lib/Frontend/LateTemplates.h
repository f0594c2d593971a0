//===- LateTemplates.h - Parse every delayed template body ------*- C++ -*-===//
//
// The translator parses as Visual C++ did, with no two-phase lookup
// (-fdelayed-template-parsing): a template's body is parsed when an
// instantiation needs it. Bodies no instantiation reached are parsed by
// this at the end of the translation unit, where MSVC's lookup would find
// what the file declares, so that every template is seen (and translated)
// whether it is used or not. Call from ASTConsumer::HandleTranslationUnit.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FRONTEND_LATETEMPLATES_H
#define AMP2HIP_FRONTEND_LATETEMPLATES_H

namespace clang {
class Sema;
}

namespace amp2hip {

void parseLateTemplates(clang::Sema &S);

} // namespace amp2hip

#endif
