#pragma once
// Leave the rarely used parts of the Windows headers out.
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
