#pragma once

// Visual Studio's project template: the Windows version the program targets
// comes from SDKDDKVer.h.
#include <SDKDDKVer.h>
