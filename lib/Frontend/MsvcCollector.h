//===- MsvcCollector.h - Directives of the MSVC dialect ---------*- C++ -*-===//
//
// Records, while Clang preprocesses, what the MSVC dialect rewrites need
// from directives and macros: includes that reached amp2hip's Windows
// companions, each file's first include, uses of the dialect macros of
// amp2hip/msvc/crt.h (__int64, _countof, SAL ...) and #pragma warning.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FRONTEND_MSVCCOLLECTOR_H
#define AMP2HIP_FRONTEND_MSVCCOLLECTOR_H

#include "Model/MsvcDialect.h"
#include "clang/Lex/PPCallbacks.h"
#include <functional>
#include <memory>

namespace clang {
class DiagnosticsEngine;
class SourceManager;
} // namespace clang

namespace amp2hip {

class PrepassFileSystem;

/// The directory of the companions under amp2hip's include directory.
std::string companionDir(llvm::StringRef AmpIncludeDir);

/// \p FS (may be null) knows the includes that named several files
/// differing only in case (AH1310). \p InProject tells the files the
/// output rewrites (null: all): a Windows-only component's include in any
/// other file cannot be commented out, and stops the unit (AH1306).
std::unique_ptr<clang::PPCallbacks>
makeMsvcCollector(clang::SourceManager &SM, clang::DiagnosticsEngine &Engine,
                  llvm::StringRef AmpIncludeDir, MsvcDirectives &Out,
                  const PrepassFileSystem *FS = nullptr,
                  std::function<bool(clang::FileID)> InProject = nullptr);

} // namespace amp2hip

#endif
