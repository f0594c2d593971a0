// Built only in the Debug configuration (ExcludedFromBuild in Release). It
// stops any build that takes it: the tests use it to see that Release
// leaves it out and that Debug reports App as a target that cannot build.
#error "debug_checks.cpp is not part of the Release configuration"
