// pch.h: the precompiled header of AmpMath.
#ifndef PCH_H
#define PCH_H
#include "framework.h"
#include <amp.h>
#include <amp_short_vectors.h>
#endif
