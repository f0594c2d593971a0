//===- FaultInjectionTest.cpp - Every backend call failing in turn --------===//
//
// Each coherence scenario (gpu/coherence_scenarios.hip.cpp) runs once
// without faults, counting the fallible backend calls it makes (allocations,
// copies, peer access, queue waits, host waits, markers, launches), then
// once per call with that call failing (FakeBackend::fail_call). Each run
// must end in one of two ways:
//   - the exception of the failed call reaches the caller: out_of_memory for
//     an allocation, runtime_exception for the others, with its message;
//   - or nothing reaches the caller, and then the scenario's checks all pass
//     (the runtime recovered: a peer access that failed), unless the failure
//     hit a destructor's write-back, which C++ AMP swallows and amp2hip
//     reports (amp2hip::detail::lost_write_backs()).
// After every run nothing the run allocated is left: device memory, markers,
// host registrations (the fake backend's counts) and host memory (this test
// is built with AddressSanitizer; LeakSanitizer checks at exit).
//
// Both parts run twice: as the runtime runs them by default (their buffers
// are too small to be registered), and with every buffer registered from
// its first transfer (the registration's own calls failing in turn too).
//
// The second part checks the program's host data through faults: a view of
// host memory that a kernel wrote, then an operation that brings data home
// (synchronize, a section, copy, host access, the asynchronous forms) with
// each of its calls failing in turn. Once the fault is gone, the host memory
// must hold exactly the kernel's values: nothing lost, nothing spoilt by a
// copy that the failed wait did not finish (the fake backend spoils those).
//
//===----------------------------------------------------------------------===//
#define AMP2HIP_SCENARIOS_NO_MAIN
#include "gpu/coherence_scenarios.hip.cpp"

#include "RuntimeTestFixture.h"

#include <amp2hip/detail/host_registration.h>

#include <functional>
#include <string>
#include <vector>

namespace {

using amp2hip_test::fake;
using amp2hip_test::FakeCall;

struct Outcome {
  bool threw = false;
  std::string type; ///< the C++ AMP exception class that reached the caller
  std::string what;
  scenarios::report checks;
};

template <class F> Outcome run_catching(F &&f) {
  Outcome o;
  amp2hip::reset_transfer_stats();
  try {
    f(o.checks);
  } catch (const Concurrency::out_of_memory &e) {
    o = {true, "out_of_memory", e.what(), o.checks};
  } catch (const Concurrency::accelerator_view_removed &e) {
    o = {true, "accelerator_view_removed", e.what(), o.checks};
  } catch (const Concurrency::invalid_compute_domain &e) {
    o = {true, "invalid_compute_domain", e.what(), o.checks};
  } catch (const Concurrency::runtime_exception &e) {
    o = {true, "runtime_exception", e.what(), o.checks};
  } catch (const std::exception &e) {
    o = {true, "std::exception", e.what(), o.checks};
  }
  return o;
}

const char *expected_type(FakeCall call) {
  switch (call) {
  case FakeCall::allocate:
    return "out_of_memory";
  case FakeCall::peer_access:
    return ""; // the backend swallows it: nothing reaches the caller
  default:
    return "runtime_exception";
  }
}

struct Leftovers {
  std::size_t allocations;
  int markers;
  std::size_t registrations;
  bool operator==(const Leftovers &o) const {
    return allocations == o.allocations && markers == o.markers &&
           registrations == o.registrations;
  }
};

Leftovers leftovers() {
  return {fake().live.size(), fake().live_markers(), fake().registered.size()};
}

std::string describe(const char *name, long n,
                     const amp2hip_test::FakeBackend::Fault &f) {
  return std::string(name) + ", call " + std::to_string(n) + " (" +
         amp2hip_test::fake_call_name(f.call) + ") failing";
}

// Runs `body` with each of its fallible calls failing in turn and checks
// the outcome of each run as the header says. Returns the number of runs
// in which the fault fired.
// `after` (if any) checks the program's state after each run.
long walk(const char *name,
          const std::function<void(scenarios::report &)> &body,
          const std::function<void(const std::string &)> &after = nullptr) {
  // `after` runs only where no write-back was reported lost.
  fake().fail_call(0);
  fake().clear_records();
  Outcome clean = run_catching(body);
  EXPECT_FALSE(clean.threw) << name << ": " << clean.what;
  for (const std::string &f : clean.checks.failures)
    ADD_FAILURE() << name << " without faults: " << f;
  const long calls = fake().fallible_calls();
  EXPECT_GT(calls, 0) << name;
  const Leftovers before = leftovers();
  long fired = 0;
  for (long n = 1; n <= calls; ++n) {
    fake().clear_records();
    const std::uint64_t lost = amp2hip::detail::lost_write_backs();
    fake().fail_call(n);
    Outcome o = run_catching(body);
    const amp2hip_test::FakeBackend::Fault f = fake().fault();
    fake().fail_call(0);
    if (!f.fired) {
      // Asynchronous paths may make fewer calls on a run: no fault then.
      EXPECT_FALSE(o.threw) << name << ", call " << n << ": " << o.what;
      if (after)
        after(std::string(name) + ", call " + std::to_string(n));
      continue;
    }
    ++fired;
    const std::string where = describe(name, n, f);
    const std::string want = expected_type(f.call);
    if (o.threw) {
      EXPECT_EQ(o.type, want) << where << ": " << o.what;
      EXPECT_EQ(o.what, f.message) << where;
    } else if (amp2hip::detail::lost_write_backs() == lost) {
      // Swallowed (a destructor's wait, a peer access): harmless only.
      for (const std::string &c : o.checks.failures)
        ADD_FAILURE() << where << ", nothing thrown, yet: " << c;
    }
    if (after && amp2hip::detail::lost_write_backs() == lost)
      after(where);
    EXPECT_TRUE(leftovers() == before)
        << where << ": device allocations " << fake().live.size() << " (was "
        << before.allocations << "), markers " << fake().live_markers()
        << " (was " << before.markers << "), registrations "
        << fake().registered.size() << " (was " << before.registrations << ")";
  }
  return fired;
}

// Registers every buffer of 4 KiB or more at its first transfer while the
// test runs.
class RegisterEverything {
protected:
  void start() {
    saved_ = amp2hip::detail::current_registration_settings();
    amp2hip::detail::registration_settings s;
    s.min_bytes = 4096;
    s.after = 0;
    amp2hip::detail::set_registration_settings(s);
    registered_before_ =
        amp2hip::detail::get_registration_stats().registrations;
  }
  std::uint64_t registered_since_start() const {
    return amp2hip::detail::get_registration_stats().registrations -
           registered_before_;
  }
  void stop() {
    amp2hip::detail::set_registration_settings(saved_);
    EXPECT_TRUE(fake().registered.empty());
    EXPECT_EQ(amp2hip::detail::get_registration_stats().tracked_ranges, 0u);
  }

private:
  amp2hip::detail::registration_settings saved_;
  std::uint64_t registered_before_ = 0;
};

class FaultWalk : public amp2hip_test::RuntimeTest,
                  public ::testing::WithParamInterface<scenarios::scenario> {
protected:
  void TearDown() override {
    fake().fail_call(0);
    RuntimeTest::TearDown();
  }
};

void walk_scenario(const scenarios::scenario &s) {
  // Each scenario runs once per call: 64 KiB buffers instead of 4 MiB.
  scenarios::large_count() = 1 << 14;
  const long fired = walk(s.name, [&s](scenarios::report &r) { s.run(r); });
  EXPECT_GT(fired, 0) << s.name;
}

TEST_P(FaultWalk, EveryCallFailingInTurn) { walk_scenario(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    CoherenceScenarios, FaultWalk, ::testing::ValuesIn(scenarios::all()),
    [](const ::testing::TestParamInfo<scenarios::scenario> &info) {
      return std::string(info.param.name);
    });

class RegisteredFaultWalk : public FaultWalk, RegisterEverything {
protected:
  void SetUp() override {
    FaultWalk::SetUp();
    start();
  }
  void TearDown() override {
    stop();
    FaultWalk::TearDown();
  }
};

TEST_P(RegisteredFaultWalk, EveryCallFailingInTurn) {
  walk_scenario(GetParam());
}

INSTANTIATE_TEST_SUITE_P(
    CoherenceScenarios, RegisteredFaultWalk,
    ::testing::ValuesIn(scenarios::all()),
    [](const ::testing::TestParamInfo<scenarios::scenario> &info) {
      return std::string(info.param.name);
    });

// --- The program's host data through faults -------------------------------

using namespace Concurrency;

constexpr int kRows = 48, kCols = 40;

int kernel_value(int i) { return 7 * i + 3; }

/// A host operation on a view of host memory whose newest data is on the
/// device.
using HostOperation = std::function<void(array_view<int, 2> &)>;

struct NamedOperation {
  const char *name;
  HostOperation op;
};

const std::vector<NamedOperation> &operations() {
  static const std::vector<NamedOperation> list = {
      {"synchronize", [](array_view<int, 2> &v) { v.synchronize(); }},
      {"section_synchronize",
       [](array_view<int, 2> &v) {
         v.section(Concurrency::index<2>(5, 3), extent<2>(20, 30))
             .synchronize();
       }},
      {"copy_to_vector",
       [](array_view<int, 2> &v) {
         std::vector<int> out(kRows * kCols);
         copy(v, out.begin());
       }},
      {"copy_section_to_view",
       [](array_view<int, 2> &v) {
         std::vector<int> out(20 * 30);
         array_view<int, 2> o(20, 30, out);
         copy(v.section(Concurrency::index<2>(5, 3), extent<2>(20, 30)), o);
       }},
      {"host_read", [](array_view<int, 2> &v) { (void)v(7, 9); }},
      {"host_write",
       [](array_view<int, 2> &v) { v(7, 9) = kernel_value(7 * kCols + 9); }},
      {"projection_data",
       [](array_view<int, 2> &v) {
         array_view<int, 1> row = v[3];
         (void)row.data();
       }},
      {"synchronize_async",
       [](array_view<int, 2> &v) { v.synchronize_async().get(); }},
      {"copy_async",
       [](array_view<int, 2> &v) {
         std::vector<int> out(kRows * kCols);
         copy_async(v, out.begin()).get();
       }},
      {"read_on_other_device",
       [](array_view<int, 2> &v) {
         std::vector<accelerator> all = accelerator::get_all();
         std::vector<int> out(kRows * kCols);
         array_view<int, 2> o(kRows, kCols, out);
         o.discard_data();
         array_view<const int, 2> in = v;
         parallel_for_each(all[1].get_default_view(), o.extent,
                           [=](Concurrency::index<2> i)
                               __device__ { o[i] = in[i]; });
         o.synchronize();
       }},
  };
  return list;
}

class HostData : public amp2hip_test::RuntimeTest,
                 public ::testing::WithParamInterface<NamedOperation> {
protected:
  void TearDown() override {
    fake().fail_call(0);
    RuntimeTest::TearDown();
  }
};

void walk_host_data(const NamedOperation &named) {
  const HostOperation op = named.op;
  std::vector<int> v(kRows * kCols);
  // The fault hits the operation only: the kernel's write runs without.
  auto body = [&](scenarios::report &r) {
    for (int i = 0; i < kRows * kCols; ++i)
      v[static_cast<std::size_t>(i)] = -1;
    array_view<int, 2> V(kRows, kCols, v);
    parallel_for_each(V.extent, [=](Concurrency::index<2> i) __device__ {
      V[i] = kernel_value(i[0] * kCols + i[1]);
    });
    op(V);
    V.synchronize();
    for (int i = 0; i < kRows * kCols; ++i)
      if (v[static_cast<std::size_t>(i)] != kernel_value(i)) {
        r.eq(v[static_cast<std::size_t>(i)], kernel_value(i), "element");
        break;
      }
  };
  // Once the views are gone, the host memory holds the kernel's values
  // (or, where the fault stopped the kernel, the old ones): all of them.
  auto after = [&](const std::string &where) {
    int kernel = 0, old = 0;
    for (int i = 0; i < kRows * kCols; ++i) {
      kernel += v[static_cast<std::size_t>(i)] == kernel_value(i);
      old += v[static_cast<std::size_t>(i)] == -1;
    }
    EXPECT_TRUE(kernel == kRows * kCols || old == kRows * kCols)
        << where << ": " << kernel << " elements of the kernel, " << old
        << " old ones, " << kRows * kCols - kernel - old << " spoilt";
  };
  walk(named.name, body, after);
}

TEST_P(HostData, SurvivesEveryFault) { walk_host_data(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    Operations, HostData, ::testing::ValuesIn(operations()),
    [](const ::testing::TestParamInfo<NamedOperation> &info) {
      return std::string(info.param.name);
    });

class RegisteredHostData : public HostData, RegisterEverything {
protected:
  void SetUp() override {
    HostData::SetUp();
    start();
  }
  void TearDown() override {
    // Every operation here moves the view's memory both ways.
    EXPECT_GT(registered_since_start(), 0u) << "nothing was registered";
    stop();
    HostData::TearDown();
  }
};

TEST_P(RegisteredHostData, SurvivesEveryFault) { walk_host_data(GetParam()); }

INSTANTIATE_TEST_SUITE_P(
    Operations, RegisteredHostData, ::testing::ValuesIn(operations()),
    [](const ::testing::TestParamInfo<NamedOperation> &info) {
      return std::string(info.param.name);
    });

} // namespace
