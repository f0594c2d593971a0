//===- UnitMerge.h - Merging the edits of many translation units -*- C++ -*-===//
//
// Every translation unit edits the project headers it reaches. The driver
// merges those edits into one translation per file. Edits that agree merge;
// where two units need different text at one place of a shared file (a
// header's template instantiated differently, a macro used differently), the
// file keeps the translation of the unit that reached it first and the later
// unit gets warning AH1009 there: a source is never refused because of what
// another source did.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DRIVER_UNITMERGE_H
#define AMP2HIP_DRIVER_UNITMERGE_H

#include "Frontend/TranslateAction.h"
#include "Rewrite/FileEdits.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <string>
#include <vector>

namespace amp2hip {

/// One output file: the merged edits of every translation unit that
/// reached the source file.
struct MergedFile {
  std::string Original;
  std::string Encoding; ///< TouchedFile::Encoding: "" or the UTF-16 read.
  FileEdits Edits;
  /// The units' review notes (Rewrite/ReviewNotes.h), applied when written.
  FileEdits Notes;
  std::string FirstUnit; ///< The input that first reached it.
  std::string Output;    ///< Where it is written; empty: not written.
};

/// A place of a shared file where a unit needs other text than the merged
/// translation has.
struct Divergence {
  std::string Path;
  std::string Original; ///< The file's text, for the caret.
  EditOp Wanted;        ///< What the later unit needs (first difference).
  EditOp Kept;          ///< What the file keeps there (may be empty text).
  std::string KeptUnit; ///< The unit whose translation is kept.
};

/// Adds the edits \p R made to \p Merged. A file whose edits by \p R
/// diverge from those already merged keeps its merged edits (none of
/// \p R's for that file are added) and is listed in the result.
std::vector<Divergence> mergeUnit(llvm::StringRef Input, const FileResult &R,
                                  std::map<std::string, MergedFile> &Merged);

/// Reports each divergence as AH1009 (with a caret in the shared file and
/// a note on the kept text) on \p OS. True when the diagnostic policy made
/// them errors (-Werror=AH1009): then the unit is not translated.
bool reportDivergences(llvm::StringRef Input,
                       const std::vector<Divergence> &Divergences,
                       llvm::raw_ostream &OS);

} // namespace amp2hip

#endif
