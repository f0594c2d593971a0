//===- ScenarioTest.cpp - Issue 14's coherence scenarios on the fake ------===//
//
// The scenarios live in gpu/coherence_scenarios.hip.cpp, which also runs as
// a HIP program on a GPU; here each runs against the fake backend.
//
//===----------------------------------------------------------------------===//
#define AMP2HIP_SCENARIOS_NO_MAIN
#include "gpu/coherence_scenarios.hip.cpp"

#include "RuntimeTestFixture.h"

namespace {

class Scenario : public amp2hip_test::RuntimeTest,
                 public ::testing::WithParamInterface<scenarios::scenario> {};

TEST_P(Scenario, Passes) {
  scenarios::report r = scenarios::run(GetParam());
  for (const std::string &f : r.failures)
    ADD_FAILURE() << f;
}

INSTANTIATE_TEST_SUITE_P(
    Issue14, Scenario, ::testing::ValuesIn(scenarios::all()),
    [](const ::testing::TestParamInfo<scenarios::scenario> &info) {
      return std::string(info.param.name);
    });

} // namespace
