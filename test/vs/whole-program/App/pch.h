// The precompiled header of WholeApp: the wizard's choices plus everything
// any unit of the program (a console run, and a viewer that is not part of
// this configuration) might want. Most units use little of it.
#pragma once

#include "targetver.h"

#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#include <mmsystem.h>      // timeGetTime, for the timings below
#include <atlbase.h>       // CComPtr for the viewer, and the string conversions
#include <atlconv.h>
#include <wrl\client.h>    // Microsoft::WRL::ComPtr, for the viewer
#include <d2d1.h>          // the viewer draws with Direct2D
#include <dwrite.h>
#include <intrin.h>
#include <concurrent_unordered_map.h>
#include <crtdefs.h>

#include <amp.h>
#include <amp_math.h>

#include <cstdio>
#include <string>
#include <vector>

#pragma comment(lib, "winmm.lib")
