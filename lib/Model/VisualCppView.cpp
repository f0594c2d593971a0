//===- VisualCppView.cpp --------------------------------------------------===//
#include "Model/VisualCppView.h"

#include "llvm/ADT/STLExtras.h"

namespace amp2hip {

static const ViewMacro VisualCppTable[] = {
#define AMP2HIP_VC_MACRO(Name, Defined, Value) {#Name, Defined, Value},
#include "Model/VisualCppView.def"
};

static const ViewMacro HccAmpTable[] = {
#define AMP2HIP_HCC_MACRO(Name, InAmp, InHc, Value) {#Name, InAmp, Value},
#include "Model/HccView.def"
};

static const ViewMacro HccHcTable[] = {
#define AMP2HIP_HCC_MACRO(Name, InAmp, InHc, Value) {#Name, InHc, Value},
#include "Model/HccView.def"
};

llvm::ArrayRef<ViewMacro> visualCppMacros() { return VisualCppTable; }

llvm::ArrayRef<ViewMacro> viewMacros(CompilerViewKind View) {
  switch (View) {
  case CompilerViewKind::VisualCpp:
    return VisualCppTable;
  case CompilerViewKind::Hcc:
    return HccAmpTable;
  case CompilerViewKind::HccHc:
    return HccHcTable;
  case CompilerViewKind::Gnu:
    break;
  }
  return {};
}

const ViewMacro *findViewMacro(CompilerViewKind View, llvm::StringRef Name) {
  llvm::ArrayRef<ViewMacro> Table = viewMacros(View);
  auto It =
      llvm::find_if(Table, [&](const ViewMacro &M) { return M.Name == Name; });
  return It == Table.end() ? nullptr : It;
}

llvm::StringRef viewCompilerName(CompilerViewKind View) {
  return isHccView(View) ? "HCC" : "Visual C++";
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
