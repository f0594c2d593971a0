//===- SourceEncoding.h - Sources Visual Studio saved as UTF-16 -*- C++ -*-===//
//
// Visual Studio saves a file that holds text its code page cannot encode as
// UTF-16 with a byte-order mark (FF FE, little-endian; FE FF, big-endian).
// Clang, GCC and nvcc read only UTF-8 (with or without a byte-order mark),
// so the parse reads such a file decoded into UTF-8, and the translation is
// written in UTF-8 (docs/windows-dialect.md, "Source encodings").
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PROJECT_SOURCEENCODING_H
#define AMP2HIP_PROJECT_SOURCEENCODING_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace amp2hip {

enum class SourceEncoding { Utf8, Utf16LE, Utf16BE };

/// The encoding \p Bytes announce with their byte-order mark (UTF-8 when
/// they have no UTF-16 one).
SourceEncoding detectEncoding(llvm::StringRef Bytes);

/// "UTF-16LE", "UTF-16BE" (iconv's names), or "" for UTF-8.
llvm::StringRef encodingName(SourceEncoding E);

/// UTF-8's byte-order mark, which begins every decoded text.
constexpr llvm::StringLiteral Utf8Bom = "\xEF\xBB\xBF";

struct DecodedSource {
  SourceEncoding Encoding = SourceEncoding::Utf8;
  /// The text as UTF-8, beginning with UTF-8's byte-order mark: Clang skips
  /// it, and Visual Studio and Visual C++ then read the file as UTF-8 too
  /// (without one they assume the system's code page). Line endings stay.
  std::string Text;
  /// What is wrong with the input, when something is ("an unpaired
  /// surrogate", "an odd number of bytes"); each bad unit reads as U+FFFD.
  std::string Problem;
  size_t ProblemByte = 0;   ///< Where, in the input's bytes.
  size_t ProblemOffset = 0; ///< Where, in Text.
};

/// \p Bytes decoded from the UTF-16 their byte-order mark announces; for
/// anything else, Encoding is Utf8 and Text is \p Bytes unchanged.
DecodedSource decodeSource(llvm::StringRef Bytes);

} // namespace amp2hip

#endif
