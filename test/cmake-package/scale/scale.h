// The static library: scales a vector on the accelerator.
#pragma once
#include <vector>

void scale_on_gpu(std::vector<float> &values);
