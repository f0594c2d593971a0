//===- DeclspecForms.cpp --------------------------------------------------===//
#include "Model/DeclspecForms.h"

#include "llvm/ADT/STLExtras.h"

namespace amp2hip {

static const DeclspecForm Table[] = {
#define AMP2HIP_DECLSPEC(Name, Portable, Note) {#Name, Portable, Note},
#include "Model/DeclspecForms.def"
};

llvm::ArrayRef<DeclspecForm> declspecForms() { return Table; }

std::optional<std::string> portableDeclspec(llvm::StringRef Name,
                                            llvm::StringRef Arg) {
  auto It = llvm::find_if(
      Table, [&](const DeclspecForm &F) { return F.Name == Name; });
  if (It == std::end(Table))
    return std::nullopt;
  std::string Out;
  llvm::StringRef P = It->Portable;
  for (size_t I = 0; I < P.size(); ++I) {
    if (P[I] == '%' && I + 1 < P.size() &&
        (P[I + 1] == 'a' || P[I + 1] == 'p')) {
      if (P[I + 1] == 'a')
        Out += Arg;
      else if (!Arg.empty())
        Out += "(" + Arg.str() + ")";
      ++I;
      continue;
    }
    Out += P[I];
  }
  return Out;
}

} // namespace amp2hip
