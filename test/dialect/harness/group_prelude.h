// group_prelude.h: what scripts/corpus.sh includes, at global scope, before
// the programs of one unity group (each program then sits in a namespace of
// its own, where these headers are already included).
#pragma once

#include "stdafx.h"
#include "stopwatch.h"
#include "gpu_helpers.h"

#include <amp.h>
#include <amp_math.h>
#include <concrt.h>
#include <concurrent_queue.h>
#include <concurrent_vector.h>
#include <ppl.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <functional>
#include <iostream>
#include <map>
#include <mutex>
#include <numeric>
#include <stdexcept>
#include <string>
#include <vector>

#include <stdlib.h>
#include <string.h>
