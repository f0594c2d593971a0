// Found beside Math.h, which main.cpp reaches as ..\Helpers\Math.h.
#pragma once
inline int scale_of_two() restrict(cpu, amp) { return 2; }
