// stdafx.h: the headers every program of this corpus includes first, in the
// precompiled-header style of Visual Studio projects.
#pragma once

#include "targetver.h"

#include <stdio.h>
#include <tchar.h>
#include <windows.h>
