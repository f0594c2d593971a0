//===- Edits.h - Minimal, conflict-checked edits of project files -*- C++ -*-=//
//
// The edits one translation unit makes. They may touch the main file and any
// project header (the driver says which files are editable); text spelled
// inside a macro definition is edited there, once for all its expansions.
// Every edit is checked not to overlap a different one; an edit that breaks
// the rules is refused rather than applied halfway.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_EDITS_H
#define AMP2HIP_REWRITE_EDITS_H

#include "Rewrite/FileEdits.h"
#include "clang/Basic/SourceManager.h"
#include <functional>
#include <map>
#include <string>

namespace amp2hip {

/// Rewrite statistics: constructs translated, by kind.
using RewriteCounts = std::map<std::string, unsigned>;

class Edits {
public:
  using EditablePredicate = std::function<bool(clang::FileID)>;

  Edits(clang::SourceManager &SM, const clang::LangOptions &LO,
        EditablePredicate Editable)
      : SM(SM), LO(LO), Editable(std::move(Editable)) {}

  bool replace(clang::CharSourceRange Range, llvm::StringRef Text);
  /// Inserts \p Text before the token at \p Loc, before text inserted there
  /// earlier.
  bool insertBefore(clang::SourceLocation Loc, llvm::StringRef Text);
  /// Inserts \p Text right before the token at \p Loc (after text inserted
  /// there earlier): for qualifiers that must touch their name.
  bool insertAdjacent(clang::SourceLocation Loc, llvm::StringRef Text);
  /// Removes \p Range and the spaces before it on the same line.
  bool removeWithLeadingSpace(clang::CharSourceRange Range);

  /// The file text where \p Range is written: the range itself, the macro
  /// use that produced all of it, the macro argument that holds it, or the
  /// part of one macro definition it was expanded from. Invalid when the
  /// range has no single place in the text.
  clang::CharSourceRange fileRange(clang::CharSourceRange Range) const;
  /// The place in the text before which something must be written to come
  /// before the token at \p Loc: before the macro use when the token starts
  /// a macro expansion, else where the token is spelled.
  clang::SourceLocation insertionLoc(clang::SourceLocation Loc) const;

  /// The text of \p Range with the edits made inside it so far.
  std::string rewrittenText(clang::CharSourceRange Range) const;
  /// Replaces \p Range, edits made inside it included, with \p Text: for
  /// moving a range elsewhere. Refused when an edit straddles its ends.
  bool replaceEnclosing(clang::CharSourceRange Range, llvm::StringRef Text);

  /// The start of the line holding the file location \p Loc.
  clang::SourceLocation startOfLine(clang::SourceLocation Loc) const;

  /// The character just before \p Loc in its file (0 at the start).
  char charBefore(clang::SourceLocation Loc) const;
  bool isEditable(clang::SourceLocation FileLoc) const;
  /// Lets edits reach the predefines buffer, where the command line's -D
  /// definitions are spelled: the output redefines the macros edited there
  /// (Rewrite/CommandLineMacros.h).
  void allowCommandLineEdits(clang::FileID Predefines) {
    CommandLine = Predefines;
  }
  clang::FileID commandLineBuffer() const { return CommandLine; }

  clang::SourceManager &sourceManager() { return SM; }
  const clang::SourceManager &sourceManager() const { return SM; }
  const clang::LangOptions &langOpts() const { return LO; }
  /// The edits, by file.
  const std::map<clang::FileID, FileEdits> &files() const { return Files; }
  /// \p File with its edits applied.
  std::string result(clang::FileID File) const;
  RewriteCounts &counts() { return Counts; }

private:
  bool add(clang::SourceLocation Loc, EditOp Op);
  clang::SourceLocation bodySpelling(clang::SourceLocation Loc) const;
  /// Whether every line of \p F ends in CRLF (Visual Studio's files).
  bool endsLinesWithCrlf(clang::FileID F);
  /// \p Text with its line ends made \p F's.
  std::string withLineEndsOf(clang::FileID F, std::string Text);

  clang::SourceManager &SM;
  const clang::LangOptions &LO;
  EditablePredicate Editable;
  clang::FileID CommandLine;
  std::map<clang::FileID, FileEdits> Files;
  std::map<clang::FileID, bool> Crlf;
  RewriteCounts Counts;
};

} // namespace amp2hip

#endif
