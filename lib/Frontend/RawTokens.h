//===- RawTokens.h - The pre-passes' raw lexer ------------------*- C++ -*-===//
//
// The pre-passes (restrict clauses, the Visual C++ dialect, the compiler
// view) read a file's tokens before the parse, with Clang's raw lexer: no
// preprocessing, comments and literals as single tokens. One lexer serves
// them all, so that they agree on what a token is.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FRONTEND_RAWTOKENS_H
#define AMP2HIP_FRONTEND_RAWTOKENS_H

#include "clang/Basic/TokenKinds.h"
#include "llvm/ADT/StringRef.h"
#include <vector>

namespace amp2hip {

struct RawToken {
  clang::tok::TokenKind Kind;
  unsigned Begin, End; ///< Offsets in the lexed text.
  llvm::StringRef Text;
  bool AtLineStart = false;
  bool InDirective = false; ///< On a line that begins with `#`.

  bool is(clang::tok::TokenKind K) const { return Kind == K; }
  /// An identifier or keyword spelled \p W (the raw lexer tells them
  /// apart from nothing).
  bool isWord(llvm::StringRef W) const {
    return Kind == clang::tok::raw_identifier && Text == W;
  }
};

/// Every token of \p Source, as C++20 lexes it; with \p KeepComments, each
/// comment too (tok::comment), for those that must know where comments are.
std::vector<RawToken> lexRawTokens(llvm::StringRef Source,
                                   bool KeepComments = false);

} // namespace amp2hip

#endif
