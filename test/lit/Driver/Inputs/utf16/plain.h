// Grüße: a header with non-ASCII text and no C++ AMP (UTF-16 too).
#pragma once
inline const char *greeting() { return "Grüße"; }
