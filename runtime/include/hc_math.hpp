// Entry header for untranslated HCC code: #include <hc_math.hpp>.
#include <amp2hip/hc.h>
