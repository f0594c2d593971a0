//===- EditOpMaking.h - EditOp values for the translator's unit tests -----===//
#ifndef AMP2HIP_TEST_UNIT_EDITOPMAKING_H
#define AMP2HIP_TEST_UNIT_EDITOPMAKING_H

#include "Rewrite/FileEdits.h"
#include <string>

namespace amp2hip {
namespace test {

inline EditOp replace(unsigned Offset, unsigned Length, std::string Text) {
  EditOp Op;
  Op.Kind = EditOp::Replace;
  Op.Offset = Offset;
  Op.Length = Length;
  Op.Text = std::move(Text);
  return Op;
}

inline EditOp insert(EditOp::OpKind Kind, unsigned Offset, std::string Text,
                     std::string Origin = "") {
  EditOp Op;
  Op.Kind = Kind;
  Op.Offset = Offset;
  Op.Text = std::move(Text);
  Op.Origin = std::move(Origin);
  return Op;
}

} // namespace test
} // namespace amp2hip

#endif
