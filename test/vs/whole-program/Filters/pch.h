// The precompiled header of Filters.
#pragma once
#include <windows.h>
#include <amp.h>
#include <vector>
#include <algorithm>
