// The viewer: it uses ATL's smart pointer and Direct2D, which do not exist
// on Linux, so this unit alone is not translated.
#include "stdafx.h"

static CComPtr<ID2D1Factory> factory;

void draw() {}
