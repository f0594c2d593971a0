//===- RewriteList.cpp - The one list of rewrites -------------------------===//
#include "Rewrite/AcceptedErrorsRewrite.h"
#include "Rewrite/ArrayCaptureRewrite.h"
#include "Rewrite/ArrayRefMemberRewrite.h"
#include "Rewrite/BarrierRewrite.h"
#include "Rewrite/DeclspecRewrite.h"
#include "Rewrite/ElaboratedEnumRewrite.h"
#include "Rewrite/ExtendedLambdaCaptureRewrite.h"
#include "Rewrite/ExtendedLambdaRewrite.h"
#include "Rewrite/FallOffReturnRewrite.h"
#include "Rewrite/ImplicitIncludeRewrite.h"
#include "Rewrite/IncludeRewrite.h"
#include "Rewrite/InstantiationRestrictRewrite.h"
#include "Rewrite/KernelFunctorRewrite.h"
#include "Rewrite/KernelSubscriptCheckRewrite.h"
#include "Rewrite/ManagedGlobalRewrite.h"
#include "Rewrite/MsvcDialectRewrite.h"
#include "Rewrite/OverloadSplitRewrite.h"
#include "Rewrite/OverloadTagRewrite.h"
#include "Rewrite/PropertyRewrite.h"
#include "Rewrite/QualifyIndexRewrite.h"
#include "Rewrite/RestrictNameRewrite.h"
#include "Rewrite/RestrictRewrite.h"
#include "Rewrite/StrayClauseRewrite.h"
#include "Rewrite/TilePackingRewrite.h"
#include "Rewrite/TileStaticCheckRewrite.h"
#include "Rewrite/TileStaticPaddingRewrite.h"
#include "Rewrite/TileStaticRewrite.h"
#include "Rewrite/TwoPhaseLookupRewrite.h"
#include "Rewrite/VisualCppFormatRewrite.h"
#include "Rewrite/WindowsIncludeRewrite.h"

namespace amp2hip {

std::vector<std::unique_ptr<AmpRewrite>> createRewrites() {
  std::vector<std::unique_ptr<AmpRewrite>> L;
  L.push_back(std::make_unique<IncludeRewrite>());
  L.push_back(std::make_unique<RestrictRewrite>());
  L.push_back(std::make_unique<OverloadSplitRewrite>()); // after Restrict
  L.push_back(std::make_unique<InstantiationRestrictRewrite>());
  // After every rewrite of a function's clauses: the ones left over.
  L.push_back(std::make_unique<StrayClauseRewrite>());
  L.push_back(std::make_unique<ManagedGlobalRewrite>()); // HCC's dialect
  L.push_back(std::make_unique<RestrictNameRewrite>());
  L.push_back(std::make_unique<TileStaticRewrite>());
  L.push_back(std::make_unique<TileStaticPaddingRewrite>());
  L.push_back(std::make_unique<TilePackingRewrite>());
  L.push_back(std::make_unique<TileStaticCheckRewrite>()); // --checked only
  L.push_back(std::make_unique<BarrierRewrite>());
  L.push_back(std::make_unique<ArrayCaptureRewrite>());
  L.push_back(std::make_unique<ExtendedLambdaCaptureRewrite>());
  L.push_back(std::make_unique<ArrayRefMemberRewrite>());
  L.push_back(std::make_unique<QualifyIndexRewrite>());
  // Visual C++ programs.
  L.push_back(std::make_unique<WindowsIncludeRewrite>());
  L.push_back(std::make_unique<TwoPhaseLookupRewrite>());
  L.push_back(std::make_unique<MsvcDialectRewrite>());
  L.push_back(std::make_unique<DeclspecRewrite>());
  L.push_back(std::make_unique<FallOffReturnRewrite>());
  L.push_back(std::make_unique<ElaboratedEnumRewrite>());
  L.push_back(std::make_unique<OverloadTagRewrite>());
  L.push_back(std::make_unique<VisualCppFormatRewrite>());
  L.push_back(std::make_unique<AcceptedErrorsRewrite>());
  // Properties (C++ AMP's and the program's) become accessor calls; after
  // the rewrites that edit inside expressions, whose text it may repeat.
  L.push_back(std::make_unique<PropertyRewrite>());
  // --checked only: insertions around kernel subscripts, after the rewrites
  // that may edit inside them.
  L.push_back(std::make_unique<KernelSubscriptCheckRewrite>());
  // These two move text that the others have edited.
  L.push_back(std::make_unique<KernelFunctorRewrite>());
  L.push_back(std::make_unique<ExtendedLambdaRewrite>());
  // Last: its includes go before whatever the others insert at that place.
  L.push_back(std::make_unique<ImplicitIncludeRewrite>());
  return L;
}

} // namespace amp2hip
