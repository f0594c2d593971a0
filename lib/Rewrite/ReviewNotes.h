//===- ReviewNotes.h - Comments that ask for a second look ------*- C++ -*-===//
//
// Where amp2hip reports a warning that asks a person to confirm something
// (AMP2HIP_REVIEW in Diagnostics.def), the output carries a one-line
// comment on the line before:
//
//   // amp2hip AH1102: <the warning's message> (see docs/diagnostics/AH1102.md)
//
// indented like that line. A warning spelled in a macro gets its note at the
// macro's use; none goes where the line begins inside a comment or a string
// literal (a raw string), continues the line before (a backslash: a macro
// definition or a directive), or falls inside text the rewrites replaced or
// moved. The notes are kept apart from the translation's edits, so that units
// sharing a header merge as before, and the driver applies them to the files
// it writes unless --no-review-notes.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_REVIEWNOTES_H
#define AMP2HIP_REWRITE_REVIEWNOTES_H

#include "Diagnostics/ReviewWarnings.h"
#include "Rewrite/Edits.h"
#include <map>
#include <string>
#include <vector>

namespace amp2hip {

/// The comment for \p Code and \p Message, without indentation or line end.
std::string reviewNoteText(llvm::StringRef Code, llvm::StringRef Message);

/// Whether a line may be inserted at \p Offset, a line start of \p Text:
/// not inside a comment or a string literal, not after a backslash that
/// continues the line before.
bool canInsertLineAt(llvm::StringRef Text, unsigned Offset,
                     const clang::LangOptions &LO);

/// The notes for \p Warnings, by file, as insertions that fit \p Out's
/// edits (one note per line and number).
std::map<clang::FileID, FileEdits>
reviewNoteEdits(const std::vector<ReviewWarning> &Warnings, Edits &Out);

/// \p Edits with \p Notes added where they do not clash.
FileEdits withReviewNotes(const FileEdits &Edits, const FileEdits &Notes);

} // namespace amp2hip

#endif
