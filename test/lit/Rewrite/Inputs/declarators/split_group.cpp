// A declaration whose declarators come from -D definitions, as a build of
// several configurations writes it (declaration-group-split.test).
DECL_SPECIFIERS auto LEADING_DECLARATION scaled(int v) -> int TRAILING_DECLARATION;

auto scaled(int v) -> int { return 3 * v; }

int main() { return scaled(2) + before + after == 6 + 3 + 4 ? 0 : 1; }
