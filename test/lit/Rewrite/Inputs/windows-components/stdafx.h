// The precompiled header of a Visual Studio project whose viewer needs
// Direct2D, ATL and the Windows Runtime library: every unit includes it,
// though only the viewer uses them.
#pragma once

#include <stdio.h>
#include <tchar.h>
#include <windows.h>
#include <atlbase.h>
#include <wrl\client.h>
#include <d2d1.h>
#include <D3D11_1.h>
#include <mmsystem.h>
#ifdef _MSC_VER
#include <dwrite.h>
#endif
#ifdef _WIN32
#include <d3d12.h>
#endif
#include <amp.h>

#pragma comment(lib, "winmm.lib")
#pragma comment(lib, "d2d1.lib")
