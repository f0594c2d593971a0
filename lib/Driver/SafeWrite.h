//===- SafeWrite.h - Files written whole or not at all ----------*- C++ -*-===//
//
// Every file amp2hip writes goes through a temporary beside it and a rename;
// the temporary is removed if the run is interrupted (SIGINT, SIGTERM) or
// fails, so no reader ever sees half a file and no temporary is left behind.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DRIVER_SAFEWRITE_H
#define AMP2HIP_DRIVER_SAFEWRITE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace amp2hip {

/// Writes \p Text to \p Path atomically, creating its directory. With
/// \p ModeOf set, the new file gets that file's permissions.
llvm::Error writeAtomically(llvm::StringRef Path, llvm::StringRef Text,
                            llvm::StringRef ModeOf = "");

/// The check before writing \p Path into the tree \p Root (--out-root):
/// \p Path lies under \p Root, and what already exists of its folders
/// resolves inside \p Root's real path (a link left in the output tree
/// never leads a write out of it).
llvm::Error checkWithin(llvm::StringRef Root, llvm::StringRef Path);

/// writeAtomically, after checkWithin(\p Root, \p Path).
llvm::Error writeWithin(llvm::StringRef Root, llvm::StringRef Path,
                        llvm::StringRef Text, llvm::StringRef ModeOf = "");

/// Makes \p Path a symbolic link holding \p Text (atomically, replacing
/// a file or link there), after checkWithin(\p Root, \p Path).
llvm::Error writeLinkWithin(llvm::StringRef Root, llvm::StringRef Path,
                            llvm::StringRef Text);

/// Where --inplace keeps the original of \p Path.
std::string backupPath(llvm::StringRef Path);

/// Replaces \p Path's contents with \p Text in place. With \p Backup, first
/// writes \p Original to backupPath(Path) (atomically); the original is
/// replaced only once its backup exists. Refuses when a backup is already
/// there: it holds an earlier original that must not be lost.
llvm::Error replaceInPlace(llvm::StringRef Path, llvm::StringRef Original,
                           llvm::StringRef Text, bool Backup);

} // namespace amp2hip

#endif
