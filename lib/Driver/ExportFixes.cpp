//===- ExportFixes.cpp ----------------------------------------------------===//
#include "Driver/ExportFixes.h"

#include "clang/Tooling/ReplacementsYaml.h"

namespace amp2hip {

std::string
exportFixesYaml(llvm::StringRef MainSourceFile,
                const std::map<std::string, std::vector<TextChange>> &Changes) {
  clang::tooling::TranslationUnitReplacements TU;
  TU.MainSourceFile = MainSourceFile.str();
  for (const auto &[Path, List] : Changes)
    for (const TextChange &C : List)
      TU.Replacements.emplace_back(Path, C.Offset, C.Length, C.Text);
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  llvm::yaml::Output Y(OS);
  Y << TU;
  OS.flush();
  return Out;
}

} // namespace amp2hip
