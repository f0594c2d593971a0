// Restriction macros, defined in a header the pre-pass has not read yet
// when it reads the source that uses them.
#pragma once
#include <amp.h>
#define ON_GPU restrict(amp)
#define ON_BOTH restrict(cpu, amp)
