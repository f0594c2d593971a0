//===- VisualCppFormats.h - printf formats read as Visual C++ did -*- C++ -*-=//
//
// Visual C++'s printf family reads some conversions its own way:
//  - the length modifiers `w` (`%ws`, `%wc`: a wide string or character),
//    `I64` (`%I64d`: 64 bits), `I32` and `I` (`%Iu`: pointer-sized), which
//    glibc does not know;
//  - in the wide functions (wprintf, swprintf ...), `%s` and `%c` take wide
//    arguments and `%S`, `%C` narrow ones, the reverse of ISO C, which
//    glibc follows (`%ls` is a wide string there).
// These are such conversions in the project's string literals: AH1342 is
// reported at each, and the output writes ISO C's spelling, which reads the
// same arguments on Linux.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_VISUALCPPFORMATS_H
#define AMP2HIP_MODEL_VISUALCPPFORMATS_H

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace clang {
class ASTContext;
}

namespace amp2hip {

struct AmpModel;

struct FormatFix {
  /// The conversion's length modifier and letter, as written (`ws`, `I64d`,
  /// or `s` in a wide function's format).
  clang::CharSourceRange Range;
  std::string Written; ///< `%ws`, for the message.
  std::string Iso;     ///< What the output writes for Range (`ls`).
};

/// The edits of one format string's spelled text \p Text (a literal's
/// token, prefix and quotes included): offsets in Text, length, written
/// conversion and replacement. \p WideFunction: the literal is the format
/// of a wide printf function.
struct FormatTextFix {
  unsigned Offset, Length;
  std::string Written, Iso;
};
std::vector<FormatTextFix> visualCppConversions(llvm::StringRef Text,
                                                bool WideFunction);

/// Fills Model.Msvc.FormatFixes (Model.InProject set by the caller).
void buildVisualCppFormats(clang::ASTContext &Ctx, AmpModel &Model);

} // namespace amp2hip

#endif
