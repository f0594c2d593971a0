// Forced on every source of Kernels (ForcedIncludeFiles): nothing includes
// it, so a build that drops the forced include fails on DEMO_OFFSET.
#pragma once
#define DEMO_OFFSET 7
