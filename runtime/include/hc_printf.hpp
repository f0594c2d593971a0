// Entry header for untranslated HCC code: #include <hc_printf.hpp>.
#include <amp2hip/hc.h>
