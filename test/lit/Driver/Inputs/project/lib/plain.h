// No C++ AMP code of its own, but it includes a header that has some.
#pragma once
#include "detail/helpers.h"

inline int plain_limit() { return 1000; }
