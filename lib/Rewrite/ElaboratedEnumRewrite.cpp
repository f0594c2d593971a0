//===- ElaboratedEnumRewrite.cpp ------------------------------------------===//
#include "Rewrite/ElaboratedEnumRewrite.h"

#include "Model/AmpModel.h"

using namespace clang;

namespace amp2hip {

void ElaboratedEnumRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  for (SourceLocation Key : Model.ElaboratedEnumKeys) {
    // `class` is 5 characters, `struct` 6: the token itself, and the space
    // that separated it from `enum` goes with it.
    unsigned Length = RC.Out.sourceManager().getCharacterData(Key)[0] == 'c'
                          ? 5
                          : 6;
    CharSourceRange Range =
        CharSourceRange::getCharRange(Key, Key.getLocWithOffset(Length));
    RC.require(RC.Out.removeWithLeadingSpace(Range), Key,
               "enum class as a name");
  }
}

} // namespace amp2hip
