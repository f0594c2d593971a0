#pragma once
#include "config.h"
inline float scaled(float x) restrict(cpu, amp) { return SCALE * x; }
void scale_all(float *v, int n);
