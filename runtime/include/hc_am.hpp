// Entry header for untranslated HCC code: #include <hc_am.hpp>.
#include <amp2hip/hc.h>
