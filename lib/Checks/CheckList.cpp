//===- CheckList.cpp - The one list of checks -----------------------------===//
#include "Checks/AmpTypeCheck.h"
#include "Checks/BarrierUniformityCheck.h"
#include "Checks/CallRestrictionCheck.h"
#include "Checks/CaptureCheck.h"
#include "Checks/CaptureTypeCheck.h"
#include "Checks/ClosureTypeCheck.h"
#include "Checks/CompilerViewCheck.h"
#include "Checks/ConstFunctorCheck.h"
#include "Checks/DeclspecCheck.h"
#include "Checks/DestructorRestrictionCheck.h"
#include "Checks/ExpressionCheck.h"
#include "Checks/ExtendedLambdaCheck.h"
#include "Checks/FallOffCheck.h"
#include "Checks/FunctionAddressCheck.h"
#include "Checks/HostPointerCaptureCheck.h"
#include "Checks/KernelSignatureCheck.h"
#include "Checks/LongWidthCheck.h"
#include "Checks/PropertyCheck.h"
#include "Checks/RecursionCheck.h"
#include "Checks/RestrictClauseCheck.h"
#include "Checks/RestrictMacroCheck.h"
#include "Checks/RestrictedDeclCheck.h"
#include "Checks/StatementCheck.h"
#include "Checks/StorageCheck.h"
#include "Checks/TileExtentCheck.h"
#include "Checks/TileStaticCheck.h"
#include "Checks/TileStaticLifetimeCheck.h"
#include "Checks/TileStaticLimitCheck.h"
#include "Checks/TileStaticRaceCheck.h"
#include "Checks/TileStaticTiledCheck.h"
#include "Checks/TwoPhaseLookupCheck.h"
#include "Checks/VisibleBodyCheck.h"
#include "Checks/VisualCppFormatCheck.h"
#include "Checks/WavefrontWidthCheck.h"
#include "Checks/WindowsApiCheck.h"

namespace amp2hip {

std::vector<std::unique_ptr<AmpCheck>> createChecks() {
  std::vector<std::unique_ptr<AmpCheck>> L;
  L.push_back(std::make_unique<RestrictClauseCheck>());
  L.push_back(std::make_unique<RestrictMacroCheck>());
  L.push_back(std::make_unique<TileStaticCheck>());
  L.push_back(std::make_unique<CaptureCheck>());
  L.push_back(std::make_unique<ExtendedLambdaCheck>());
  // Rules decided locally in amp code (issue 7).
  L.push_back(std::make_unique<AmpTypeCheck>());
  L.push_back(std::make_unique<CaptureTypeCheck>());
  L.push_back(std::make_unique<ClosureTypeCheck>());
  L.push_back(std::make_unique<HostPointerCaptureCheck>());
  L.push_back(std::make_unique<WavefrontWidthCheck>());
  L.push_back(std::make_unique<StorageCheck>());
  L.push_back(std::make_unique<StatementCheck>());
  L.push_back(std::make_unique<ExpressionCheck>());
  L.push_back(std::make_unique<DestructorRestrictionCheck>());
  L.push_back(std::make_unique<RestrictedDeclCheck>());
  L.push_back(std::make_unique<FunctionAddressCheck>());
  L.push_back(std::make_unique<LongWidthCheck>());
  // Rules decided by what the kernels reach (Model/CallGraph.h).
  L.push_back(std::make_unique<TileExtentCheck>());
  L.push_back(std::make_unique<KernelSignatureCheck>());
  L.push_back(std::make_unique<CallRestrictionCheck>());
  L.push_back(std::make_unique<RecursionCheck>());
  L.push_back(std::make_unique<VisibleBodyCheck>());
  L.push_back(std::make_unique<TileStaticTiledCheck>());
  L.push_back(std::make_unique<TileStaticLimitCheck>());
  L.push_back(std::make_unique<BarrierUniformityCheck>());
  L.push_back(std::make_unique<TileStaticLifetimeCheck>());
  L.push_back(std::make_unique<TileStaticRaceCheck>());
  // Visual C++ programs.
  L.push_back(std::make_unique<WindowsApiCheck>());
  L.push_back(std::make_unique<TwoPhaseLookupCheck>());
  L.push_back(std::make_unique<DeclspecCheck>());
  L.push_back(std::make_unique<PropertyCheck>());
  L.push_back(std::make_unique<FallOffCheck>());
  L.push_back(std::make_unique<ConstFunctorCheck>());
  L.push_back(std::make_unique<VisualCppFormatCheck>());
  // What parses must build: the compilers' own views of the code.
  L.push_back(std::make_unique<CompilerViewCheck>());
  return L;
}

} // namespace amp2hip
