// OUTSIDE_SECRET: what `linked/../local.cpp` is on a POSIX file system.
float local_value() { return 99; }
