// Included by the command (-include, /FI).
#define PROBE_FORCED 1
