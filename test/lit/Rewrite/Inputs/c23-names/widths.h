#pragma once
// The program's own width, which glibc's <stdint.h> takes as a C23 macro.
const unsigned SIZE_WIDTH = 10;
