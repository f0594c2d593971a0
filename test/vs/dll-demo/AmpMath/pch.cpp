// pch.cpp: compiles the precompiled header.
#include "pch.h"
