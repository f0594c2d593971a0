// Helpers a kernel reaches across a header, with a restriction macro.
#pragma once
#include <amp.h>

#define GPU restrict(amp)
#define BOTH restrict(cpu, amp)

inline float header_scale(float x) { return x * 2.0f; } // expected-note {{'header_scale' declared here}}

inline float header_amp(float x) GPU { return x + 1.0f; }

inline float header_calls_cpu(float x) GPU {
  return header_scale(x); // expected-error {{C3930: 'header_scale' is restricted to cpu and cannot be called from amp code}}
}
