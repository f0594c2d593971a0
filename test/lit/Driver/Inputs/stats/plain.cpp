// No C++ AMP here: translated as it is.
int add(int a, int b) { return a + b; }
