#pragma once
#include "..\Helpers\MATH.h"
inline int thrice(int x) restrict(cpu, amp) { return twice(x) + x; }
