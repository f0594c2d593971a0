// AH1501: a kernel that captures a pointer to host memory. Device pointers
// (am_alloc's) and pointers of unknown origin are captured as they are in
// HCC's dialect; Visual C++'s has no [[hc]] (C3577: the kernel is not amp).
// RUN: %amp2hip --no-output %s -- -Xclang -verify
// RUN: not %amp2hip --dialect=msvc --no-output %s 2>&1 | %FileCheck %s --check-prefix=MSVC
// MSVC: error: C3577: the kernel's operator() is not restrict(amp)

#include <hc.hpp>
#include <cstdlib>
#include <vector>

float global_data[16];

void kernels(int n, float *given) {
  float *dev = static_cast<float *>(
      hc::am_alloc(n * sizeof(float), hc::accelerator(), 0));
  float *fresh = new float[n]; // expected-note {{'fresh' declared here}}
  float *raw = static_cast<float *>(std::malloc(n * sizeof(float))); // expected-note {{'raw' declared here}}
  std::vector<float> host(n);
  float *inside = host.data(); // expected-note {{'inside' declared here}}
  float local = 1.0f;
  float *here = &local; // expected-note {{'here' declared here}}
  float *table = global_data; // expected-note {{'table' declared here}}
  float *later = new float[n];
  later = dev;
  hc::parallel_for_each(hc::extent<1>(n), [=](hc::index<1> i) [[hc]] {
    dev[i[0]] = given[i[0]] + later[i[0]];
    fresh[i[0]] = 0; // expected-error {{AH1501: the kernel captures 'fresh', which points to host memory (it is set from new)}}
    raw[i[0]] = 0; // expected-error {{AH1501: the kernel captures 'raw', which points to host memory (it is set from malloc)}}
    inside[i[0]] = 0; // expected-error {{AH1501: the kernel captures 'inside', which points to host memory (it is the data() of a standard container)}}
    here[0] = 0; // expected-error {{AH1501: the kernel captures 'here', which points to host memory (it is the address of 'local')}}
    table[0] = 0; // expected-error {{AH1501: the kernel captures 'table', which points to host memory (it is the host array 'global_data')}}
  });
  hc::am_free(dev);
  delete[] fresh;
  std::free(raw);
}
