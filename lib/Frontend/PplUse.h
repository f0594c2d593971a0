//===- PplUse.h - Does a unit use the PPL without <ppl.h>? ------*- C++ -*-===//
//
// Visual C++'s <amp.h> reached the Parallel Patterns Library (<amprt.h>
// included <ppltasks.h>, which included <ppl.h>), so programs call
// parallel_for or lock a critical_section after including <amp.h> alone.
// amp2hip's PPL is built on oneTBB, whose headers would add about 0.5 s to
// every parse; the parse reads it through <amp.h> only for units whose text
// names a PPL entity (AMP2HIP_PARSE_PPL), found by this cheap scan of the
// source and of the files it includes with quotes.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FRONTEND_PPLUSE_H
#define AMP2HIP_FRONTEND_PPLUSE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"

namespace amp2hip {

/// Whether \p Source, or a file it includes with quotes (resolved next to
/// the including file, any depth), names a PPL class or algorithm, or calls
/// parallel_for_each with iterators.
bool unitNamesPpl(llvm::vfs::FileSystem &FS, llvm::StringRef Source);

/// Whether the text \p Text itself does (no includes followed).
bool textNamesPpl(llvm::StringRef Text);

} // namespace amp2hip

#endif
