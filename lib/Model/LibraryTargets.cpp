//===- LibraryTargets.cpp -------------------------------------------------===//
#include "Model/LibraryTargets.h"

#include "clang/AST/Attr.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace amp2hip {

static bool inRuntimeNamespace(const FunctionDecl *FD) {
  if (isInConcurrencyNamespace(FD))
    return true;
  for (const DeclContext *DC = FD->getDeclContext(); DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      if (NS->getName() == "amp2hip")
        return true;
  return false;
}

/// Standard functions that hipcc and nvcc both compile for the device
/// although the host library declares them only constexpr.
static bool deviceCompilersProvide(const FunctionDecl *FD) {
  if (FD->getIdentifier() && FD->isInStdNamespace() &&
      (FD->getName() == "move" || FD->getName() == "forward" ||
       FD->getName() == "declval"))
    return true;
  // <cmath>'s float and long double overloads, std::abs of <cstdlib>.
  const SourceManager &SM = FD->getASTContext().getSourceManager();
  SourceLocation L = SM.getExpansionLoc(FD->getLocation());
  if (L.isInvalid())
    return false;
  llvm::StringRef File = llvm::sys::path::filename(SM.getFilename(L));
  return File == "cmath" || File == "math.h" || File == "std_abs.h";
}

Restriction libraryTarget(const FunctionDecl *FD) {
  Restriction R;
  const auto *Device = FD->getAttr<CUDADeviceAttr>();
  R.Amp = Device != nullptr;
  R.Cpu = FD->hasAttr<CUDAHostAttr>() || !R.Amp;
  if (!Device || !Device->isImplicit() || FD->getBuiltinID() ||
      inRuntimeNamespace(FD) || deviceCompilersProvide(FD))
    return R;
  // The device side comes only from Clang's constexpr inference.
  return Restriction{/*Cpu=*/true, /*Amp=*/false};
}

} // namespace amp2hip
