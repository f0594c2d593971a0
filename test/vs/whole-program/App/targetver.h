#pragma once
// Visual Studio's wizard header: the lowest Windows version the program runs
// on. Nothing here matters off Windows.
#include <SDKDDKVer.h>
