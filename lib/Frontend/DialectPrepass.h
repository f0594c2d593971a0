//===- DialectPrepass.h - MSVC dialect for the parse ------------*- C++ -*-===//
//
// Two constructs of Visual C++ programs that stock Clang refuses before any
// AST exists, read here as MSVC reads them:
//
// - `void main()` (and `void _tmain()`): the function is renamed, keeping
//   the text's length (`main` -> `__am`), so it parses as an ordinary void
//   function, `return;` included. The MSVC dialect rewrite writes it back as
//   `int main` (returns get a value) and restores every renamed spelling.
// - `std::exception("message")`: MSVC's std::exception has a constructor
//   taking a message. libstdc++'s <bits/exception.h> gets that constructor
//   in the parse only; the rewrite turns each use into std::runtime_error.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FRONTEND_DIALECTPREPASS_H
#define AMP2HIP_FRONTEND_DIALECTPREPASS_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace amp2hip {

/// A name the pre-pass replaced by another of the same length.
struct DialectRename {
  unsigned Offset;
  std::string Original; ///< `main` or `_tmain`.
};

struct DialectPrepassResult {
  std::string Text; ///< Same length and lines as the input.
  std::vector<DialectRename> Renames;
  bool Changed = false;
};

/// The parse-time names of a renamed `void main` and `void _tmain`.
llvm::StringRef renamedMain();
llvm::StringRef renamedTMain();

/// Runs the dialect pre-pass over the file \p Path with text \p Source.
DialectPrepassResult runDialectPrepass(llvm::StringRef Path,
                                       llvm::StringRef Source);

} // namespace amp2hip

#endif
