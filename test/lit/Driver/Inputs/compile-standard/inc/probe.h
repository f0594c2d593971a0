// Found only through the command's include directory.
#define PROBE_SIZE 4
