#pragma once
inline float twice(float x) restrict(cpu, amp) { return 2.0f * x; }
