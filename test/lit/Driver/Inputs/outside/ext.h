// C++ AMP code outside the project root.
#pragma once
inline float ext_twice(float x) restrict(cpu, amp) { return 2.0f * x; }
