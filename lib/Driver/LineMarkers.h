//===- LineMarkers.h - #line markers of a checked build ---------*- C++ -*-===//
//
// A checked build (docs/checked-build.md) reports bounds violations with
// __builtin_FILE() and __builtin_LINE(), which must name the C++ AMP source,
// not the translated file. withLineMarkers adds `#line` directives to a
// file's edits: one at the top, and one after each place where the edits
// changed the number of lines, so that every original line keeps its number
// and the file its original name.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DRIVER_LINEMARKERS_H
#define AMP2HIP_DRIVER_LINEMARKERS_H

#include "Rewrite/FileEdits.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace amp2hip {

/// \p Edits of \p Original with `#line N "Name"` markers added: at the top
/// of the file, and at the first original line start after each change of
/// the line count where a directive may go (not inside a replaced range, a
/// comment or literal that spans lines, a continued line, parentheses or
/// brackets, nor after inserted text that does not end a line). After a
/// conditional group whose branches changed lines, a marker follows each
/// #elif, #else and #endif too, as a skipped branch's markers do nothing.
FileEdits withLineMarkers(llvm::StringRef Original, const FileEdits &Edits,
                          llvm::StringRef Name);

/// The name a marker gives \p Path: relative to \p Root when it lies under
/// it, else \p Given (the path as the user gave it).
std::string lineMarkerName(llvm::StringRef Path, llvm::StringRef Root,
                           llvm::StringRef Given);

} // namespace amp2hip

#endif
