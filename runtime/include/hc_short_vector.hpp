// Entry header for untranslated HCC code: #include <hc_short_vector.hpp>.
#include <amp2hip/hc.h>
