//===- VisualCppView.cpp --------------------------------------------------===//
#include "Model/VisualCppView.h"

#include "llvm/ADT/STLExtras.h"

namespace amp2hip {

static const VisualCppMacro Table[] = {
#define AMP2HIP_VC_MACRO(Name, Defined, Value) {#Name, Defined, Value},
#include "Model/VisualCppView.def"
};

llvm::ArrayRef<VisualCppMacro> visualCppMacros() { return Table; }

const VisualCppMacro *findVisualCppMacro(llvm::StringRef Name) {
  auto It = llvm::find_if(
      Table, [&](const VisualCppMacro &M) { return M.Name == Name; });
  return It == std::end(Table) ? nullptr : It;
}

static const llvm::StringRef ThirdPartyFolders[] = {
    "third_party", "third-party", "thirdparty", "3rdparty", "3rd_party",
    "3rd-party",   "external",    "externals",  "extern",   "vendor",
    "vendors",     "vendored",    "deps",       "packages"};

llvm::ArrayRef<llvm::StringRef> thirdPartyFolderNames() {
  return ThirdPartyFolders;
}

llvm::StringRef thirdPartyFolder(llvm::StringRef RelativePath) {
  // Folders only: the last component is the file itself.
  llvm::StringRef Rest = RelativePath;
  while (true) {
    auto [Folder, Tail] = Rest.split('/');
    if (Tail.empty())
      return "";
    for (llvm::StringRef Name : ThirdPartyFolders)
      if (Folder.equals_insensitive(Name))
        return Folder;
    Rest = Tail;
  }
}

} // namespace amp2hip
