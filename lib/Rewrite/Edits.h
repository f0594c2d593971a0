//===- Edits.h - Minimal, conflict-checked edits of the main file -*- C++ -*-=//
#ifndef AMP2HIP_REWRITE_EDITS_H
#define AMP2HIP_REWRITE_EDITS_H

#include "clang/Basic/SourceManager.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include <map>
#include <string>

namespace amp2hip {

/// Rewrite statistics: constructs translated, by kind.
using RewriteCounts = std::map<std::string, unsigned>;

/// Edits of one file. Every edit is checked to lie in the main file, outside
/// macro expansions, and not to overlap an earlier one; an edit that breaks
/// these rules is refused rather than applied halfway.
class Edits {
public:
  Edits(clang::SourceManager &SM, const clang::LangOptions &LO)
      : RW(SM, LO), SM(SM), LO(LO) {}

  bool replace(clang::CharSourceRange Range, llvm::StringRef Text);
  /// Inserts \p Text at \p Loc, before text inserted there earlier.
  bool insertBefore(clang::SourceLocation Loc, llvm::StringRef Text);
  /// Inserts \p Text at \p Loc, right before the original text (after text
  /// inserted there earlier): for qualifiers that must touch their name.
  bool insertAdjacent(clang::SourceLocation Loc, llvm::StringRef Text);
  /// Removes \p Range and the spaces before it on the same line.
  bool removeWithLeadingSpace(clang::CharSourceRange Range);

  /// The text of \p Range with the edits made inside it so far.
  std::string rewrittenText(clang::CharSourceRange Range);
  /// Replaces \p Range, edits made inside it included, with \p Text: for
  /// moving a range elsewhere. Refused when an edit straddles its ends.
  bool replaceEnclosing(clang::CharSourceRange Range, llvm::StringRef Text);

  /// The character just before \p Loc in the file (0 at the start).
  char charBefore(clang::SourceLocation Loc) const;

  clang::SourceManager &sourceManager() { return SM; }
  const clang::LangOptions &langOpts() const { return LO; }
  /// The main file with all edits applied.
  std::string result();
  RewriteCounts &counts() { return Counts; }

private:
  bool claim(unsigned Begin, unsigned End);
  clang::Rewriter RW;
  clang::SourceManager &SM;
  const clang::LangOptions &LO;
  std::map<unsigned, unsigned> Claimed; // begin -> end of replaced ranges
  RewriteCounts Counts;
};

} // namespace amp2hip

#endif
