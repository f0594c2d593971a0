//===- SourceEncoding.cpp -------------------------------------------------===//
#include "Project/SourceEncoding.h"

namespace amp2hip {

namespace {

void appendUtf8(uint32_t C, std::string &Out) {
  if (C < 0x80) {
    Out += char(C);
  } else if (C < 0x800) {
    Out += char(0xC0 | (C >> 6));
    Out += char(0x80 | (C & 0x3F));
  } else if (C < 0x10000) {
    Out += char(0xE0 | (C >> 12));
    Out += char(0x80 | ((C >> 6) & 0x3F));
    Out += char(0x80 | (C & 0x3F));
  } else {
    Out += char(0xF0 | (C >> 18));
    Out += char(0x80 | ((C >> 12) & 0x3F));
    Out += char(0x80 | ((C >> 6) & 0x3F));
    Out += char(0x80 | (C & 0x3F));
  }
}

} // namespace

SourceEncoding detectEncoding(llvm::StringRef Bytes) {
  if (Bytes.starts_with("\xFF\xFE"))
    // FF FE 00 00 is UTF-32's little-endian mark, which Clang names itself.
    return Bytes.starts_with(llvm::StringRef("\xFF\xFE\0\0", 4))
               ? SourceEncoding::Utf8
               : SourceEncoding::Utf16LE;
  if (Bytes.starts_with("\xFE\xFF"))
    return SourceEncoding::Utf16BE;
  return SourceEncoding::Utf8;
}

llvm::StringRef encodingName(SourceEncoding E) {
  switch (E) {
  case SourceEncoding::Utf16LE:
    return "UTF-16LE";
  case SourceEncoding::Utf16BE:
    return "UTF-16BE";
  case SourceEncoding::Utf8:
    break;
  }
  return "";
}

DecodedSource decodeSource(llvm::StringRef Bytes) {
  DecodedSource D;
  D.Encoding = detectEncoding(Bytes);
  if (D.Encoding == SourceEncoding::Utf8) {
    D.Text = Bytes.str();
    return D;
  }
  const bool Little = D.Encoding == SourceEncoding::Utf16LE;
  auto Unit = [&](size_t I) -> uint32_t {
    uint8_t A = Bytes[I], B = Bytes[I + 1];
    return Little ? (B << 8 | A) : (A << 8 | B);
  };
  auto Bad = [&](size_t Byte, const char *What) {
    if (D.Problem.empty()) {
      D.Problem = What;
      D.ProblemByte = Byte;
      D.ProblemOffset = D.Text.size();
    }
    appendUtf8(0xFFFD, D.Text);
  };
  D.Text.reserve(Bytes.size() / 2 + 8);
  D.Text += Utf8Bom;
  size_t I = 2; // after the byte-order mark
  for (; I + 1 < Bytes.size(); I += 2) {
    uint32_t U = Unit(I);
    if (U >= 0xD800 && U < 0xDC00) {
      uint32_t Low = I + 3 < Bytes.size() ? Unit(I + 2) : 0;
      if (Low >= 0xDC00 && Low < 0xE000) {
        appendUtf8(0x10000 + ((U - 0xD800) << 10) + (Low - 0xDC00), D.Text);
        I += 2;
      } else {
        Bad(I, "an unpaired high surrogate");
      }
    } else if (U >= 0xDC00 && U < 0xE000) {
      Bad(I, "an unpaired low surrogate");
    } else {
      appendUtf8(U, D.Text);
    }
  }
  if (I < Bytes.size())
    Bad(I, "an odd number of bytes");
  return D;
}

} // namespace amp2hip
