// Creates the precompiled header on Windows; nothing else.
#include "stdafx.h"
