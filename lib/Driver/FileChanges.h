//===- FileChanges.h - A file's translation as changes to its text -*- C++ -*-//
//
// The translator edits the text Clang read (the pre-passed text, which may
// permute tokens inside restrict clauses) while the user's file on disk is
// the original. These are the replacements that turn the file on disk into
// the translated file: for --export-fixes and for counting changed lines.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DRIVER_FILECHANGES_H
#define AMP2HIP_DRIVER_FILECHANGES_H

#include "Rewrite/FileEdits.h"
#include <string>
#include <vector>

namespace amp2hip {

struct TextChange {
  unsigned Offset = 0; ///< In the file on disk.
  unsigned Length = 0;
  std::string Text;
};

/// Non-overlapping changes, in order, that turn \p OnDisk into
/// \p Edits.apply(\p Parsed). \p Parsed is the text the edits' offsets refer
/// to (the same length as \p OnDisk when the file did not change).
std::vector<TextChange> changesFrom(llvm::StringRef OnDisk,
                                    llvm::StringRef Parsed,
                                    const FileEdits &Edits);

/// \p Text with \p Changes applied.
std::string applyChanges(llvm::StringRef Text,
                         const std::vector<TextChange> &Changes);

/// How many lines of \p OnDisk the changes touch (an insertion touches the
/// line it is inserted in).
unsigned linesTouched(llvm::StringRef OnDisk,
                      const std::vector<TextChange> &Changes);

} // namespace amp2hip

#endif
