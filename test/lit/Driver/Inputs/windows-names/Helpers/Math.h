// Reached as ..\Helpers\Math.h and as ..\Helpers\MATH.h: one file. Its own
// quoted include is looked up beside it, as Windows does, however it was
// reached.
#pragma once
#include "Scale.h"
inline int twice(int x) restrict(cpu, amp) { return scale_of_two() * x; }
