//===- CheckList.cpp - The one list of checks -----------------------------===//
#include "Checks/CaptureCheck.h"
#include "Checks/ExtendedLambdaCheck.h"
#include "Checks/RestrictClauseCheck.h"
#include "Checks/RestrictMacroCheck.h"
#include "Checks/TileStaticCheck.h"
#include "Checks/WindowsApiCheck.h"

namespace amp2hip {

std::vector<std::unique_ptr<AmpCheck>> createChecks() {
  std::vector<std::unique_ptr<AmpCheck>> L;
  L.push_back(std::make_unique<RestrictClauseCheck>());
  L.push_back(std::make_unique<RestrictMacroCheck>());
  L.push_back(std::make_unique<TileStaticCheck>());
  L.push_back(std::make_unique<CaptureCheck>());
  L.push_back(std::make_unique<ExtendedLambdaCheck>());
  // Visual C++ programs.
  L.push_back(std::make_unique<WindowsApiCheck>());
  return L;
}

} // namespace amp2hip
