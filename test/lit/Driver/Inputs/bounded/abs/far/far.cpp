// Named by an absolute path in App.vcxproj.
float far_value() { return 2; }
