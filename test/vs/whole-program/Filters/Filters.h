// Filters: a static library built as C++14 (its project names no standard,
// so Visual Studio 2019 compiles it as C++14).
#pragma once
#include <windows.h>
#include <vector>

// Pixels at or above level become 255, the others 0 (on the accelerator).
std::vector<byte> threshold(const std::vector<byte> &pixels, byte level);

// How many pixels of each of the SIZE_WIDTH-wide bands of intensity.
std::vector<unsigned> bandCounts(const std::vector<byte> &pixels);

unsigned bandWidth();
