// group_prelude.h: what scripts/corpus.sh includes, at global scope, before
// the programs of one unity group of the second corpus (each program then
// sits in a namespace of its own, where these headers are already included).
#pragma once

#include "amp_verify.h"
#include "shared_kernels.h"

#include <amp.h>
#include <amp_math.h>

#include <cmath>
#include <cstdio>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>
