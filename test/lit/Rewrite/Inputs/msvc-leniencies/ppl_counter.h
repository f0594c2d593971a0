// A header of the project that locks a PPL critical_section: MSVC's <amp.h>
// had declared it, so neither file includes <ppl.h> or <concrt.h>. It also
// names Visual C++'s internal <xutility>, as some projects did.
#pragma once
#include <vector>
#include <xutility>

struct SharedTally {
  critical_section lock;
  std::vector<int> seen;

  void add(int v) {
    critical_section::scoped_lock hold(lock);
    seen.push_back(v);
  }
};
