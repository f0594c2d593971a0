//===- CheckList.cpp - The one list of checks -----------------------------===//
#include "Checks/CaptureCheck.h"
#include "Checks/ExtendedLambdaCheck.h"
#include "Checks/RestrictClauseCheck.h"
#include "Checks/RestrictMacroCheck.h"
#include "Checks/TileStaticCheck.h"
// Rules decided locally in amp code (issue 7).
#include "Checks/AmpTypeCheck.h"
#include "Checks/CaptureTypeCheck.h"
#include "Checks/DestructorRestrictionCheck.h"
#include "Checks/ExpressionCheck.h"
#include "Checks/FunctionAddressCheck.h"
#include "Checks/LongWidthCheck.h"
#include "Checks/RestrictedDeclCheck.h"
#include "Checks/StatementCheck.h"
#include "Checks/StorageCheck.h"

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
  L.push_back(std::make_unique<StorageCheck>());
  L.push_back(std::make_unique<StatementCheck>());
  L.push_back(std::make_unique<ExpressionCheck>());
  L.push_back(std::make_unique<DestructorRestrictionCheck>());
  L.push_back(std::make_unique<RestrictedDeclCheck>());
  L.push_back(std::make_unique<FunctionAddressCheck>());
  L.push_back(std::make_unique<LongWidthCheck>());
  return L;
}

} // namespace amp2hip
