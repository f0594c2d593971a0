#pragma once
#include <string>
#include <vector>

// Report.cpp is saved as UTF-16 (Visual Studio does so for files with
// non-ASCII text): its titles are wide strings.
const wchar_t *reportTitle();
const wchar_t *unitName();

// Each value rounded to the nearest multiple of step, on the accelerator.
std::vector<float> roundTo(const std::vector<float> &values, float step);
