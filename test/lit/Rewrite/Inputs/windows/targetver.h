#pragma once
// The project's own targetver.h, as Visual Studio writes it.
#include <SDKDDKVer.h>
