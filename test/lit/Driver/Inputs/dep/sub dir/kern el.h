#pragma once
#include "../tile.h"
inline float twice(float x) restrict(amp, cpu) { return 2.0f * x; }
