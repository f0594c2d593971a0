// Reached as ..\Helpers\Math.h and as ..\Helpers\MATH.h: one file.
#pragma once
inline int twice(int x) restrict(cpu, amp) { return 2 * x; }
