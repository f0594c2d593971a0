// INSIDE_LOCAL: the file `linked\..\local.cpp` names, as Windows resolves it.
float local_value() { return 1; }
