//===- ExportFixes.h - Translations as clang-apply-replacements YAML -*- C++
//-*-//
#ifndef AMP2HIP_DRIVER_EXPORTFIXES_H
#define AMP2HIP_DRIVER_EXPORTFIXES_H

#include "Driver/FileChanges.h"
#include <map>
#include <string>

namespace amp2hip {

/// One YAML document (clang::tooling::TranslationUnitReplacements, the form
/// clang-tidy --export-fixes writes and clang-apply-replacements reads)
/// holding the changes to every file, by path. \p MainSourceFile names the
/// run's first input.
std::string
exportFixesYaml(llvm::StringRef MainSourceFile,
                const std::map<std::string, std::vector<TextChange>> &Changes);

} // namespace amp2hip

#endif
