// Entry header for untranslated HCC code: #include <hc.hpp>.
#include <amp2hip/hc.h>
