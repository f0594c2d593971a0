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

} // namespace amp2hip
