// The precompiled header of Kernels (Use/Create): an ordinary header here.
#pragma once
#include <amp.h>
#include <vector>
