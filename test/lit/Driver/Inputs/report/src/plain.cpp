// No C++ AMP here: unchanged.
int twice(int x) { return 2 * x; }
