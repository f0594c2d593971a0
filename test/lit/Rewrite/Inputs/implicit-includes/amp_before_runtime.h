// Restricted functions with no include: MSVC needs none for restrict(amp);
// the HIP keywords they become come from <hip/hip_runtime.h>.
#pragma once
inline float twice(float x) restrict(cpu, amp) { return 2.0f * x; }
