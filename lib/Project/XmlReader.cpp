//===- XmlReader.cpp ------------------------------------------------------===//
#include "Project/XmlReader.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ConvertUTF.h"

namespace amp2hip {

llvm::StringRef XmlElement::attribute(llvm::StringRef Key) const {
  for (const auto &[K, V] : Attributes)
    if (K == Key)
      return V;
  return "";
}

bool XmlElement::hasAttribute(llvm::StringRef Key) const {
  for (const auto &[K, V] : Attributes)
    if (K == Key)
      return true;
  return false;
}

const XmlElement *XmlElement::child(llvm::StringRef Name) const {
  for (const auto &C : Children)
    if (C->Name == Name)
      return C.get();
  return nullptr;
}

namespace {

class Parser {
public:
  Parser(llvm::StringRef Text, llvm::StringRef Path) : S(Text), Path(Path) {}

  llvm::Expected<std::unique_ptr<XmlElement>> document() {
    if (S.starts_with("\xEF\xBB\xBF"))
      Pos = 3;
    skipMisc();
    if (!at('<'))
      return error("expected the root element");
    auto Root = element();
    if (!Root)
      return Root.takeError();
    skipMisc();
    if (Pos < S.size())
      return error("text after the root element");
    return Root;
  }

private:
  llvm::StringRef S;
  llvm::StringRef Path;
  size_t Pos = 0;
  unsigned Line = 1;

  bool at(char C) const { return Pos < S.size() && S[Pos] == C; }
  bool at(llvm::StringRef P) const { return S.substr(Pos).starts_with(P); }
  void advance(size_t N = 1) {
    for (size_t I = 0; I < N && Pos < S.size(); ++I)
      if (S[Pos++] == '\n')
        ++Line;
  }
  void skipSpace() {
    while (Pos < S.size() && llvm::isSpace(S[Pos]))
      advance();
  }
  llvm::Error error(const llvm::Twine &Message) const {
    return llvm::createStringError(
        std::errc::invalid_argument, "%s:%u: malformed XML: %s",
        Path.str().c_str(), Line, Message.str().c_str());
  }
  /// Skips up to and past \p End; false at the end of the text.
  bool skipPast(llvm::StringRef End) {
    size_t At = S.find(End, Pos);
    if (At == llvm::StringRef::npos)
      return false;
    advance(At + End.size() - Pos);
    return true;
  }
  /// Whitespace, comments, processing instructions and the doctype.
  void skipMisc() {
    for (;;) {
      skipSpace();
      if (at("<!--")) {
        if (!skipPast("-->"))
          Pos = S.size();
      } else if (at("<?") || at("<!DOCTYPE")) {
        if (!skipPast(">"))
          Pos = S.size();
      } else {
        return;
      }
    }
  }
  std::string name() {
    size_t Start = Pos;
    while (Pos < S.size() && !llvm::isSpace(S[Pos]) &&
           !llvm::is_contained(llvm::StringRef("/>=<\"'"), S[Pos]))
      advance();
    return S.slice(Start, Pos).str();
  }
  /// Decodes the five named entities and character references.
  llvm::Expected<std::string> decode(llvm::StringRef Raw) {
    std::string Out;
    for (size_t I = 0; I < Raw.size();) {
      if (Raw[I] != '&') {
        Out += Raw[I++];
        continue;
      }
      size_t Semi = Raw.find(';', I);
      if (Semi == llvm::StringRef::npos)
        return error("'&' without ';'");
      llvm::StringRef E = Raw.slice(I + 1, Semi);
      I = Semi + 1;
      if (E == "lt")
        Out += '<';
      else if (E == "gt")
        Out += '>';
      else if (E == "amp")
        Out += '&';
      else if (E == "quot")
        Out += '"';
      else if (E == "apos")
        Out += '\'';
      else if (E.consume_front("#")) {
        unsigned Code = 0;
        bool Bad = E.consume_front("x") ? E.getAsInteger(16, Code)
                                        : E.getAsInteger(10, Code);
        char Buf[UNI_MAX_UTF8_BYTES_PER_CODE_POINT];
        char *P = Buf;
        if (Bad || !llvm::ConvertCodePointToUTF8(Code, P))
          return error("bad character reference");
        Out.append(Buf, P);
      } else {
        return error("unknown entity '&" + E + ";'");
      }
    }
    return Out;
  }

  llvm::Expected<std::unique_ptr<XmlElement>> element() {
    auto E = std::make_unique<XmlElement>();
    E->Line = Line;
    advance(); // '<'
    E->Name = name();
    if (E->Name.empty())
      return error("expected an element name");
    for (;;) {
      skipSpace();
      if (at("/>")) {
        advance(2);
        return std::move(E);
      }
      if (at('>')) {
        advance();
        break;
      }
      std::string Key = name();
      skipSpace();
      if (Key.empty() || !at('='))
        return error("expected an attribute in <" + E->Name + ">");
      advance();
      skipSpace();
      if (!at('"') && !at('\''))
        return error("expected a quoted value for '" + Key + "'");
      char Quote = S[Pos];
      advance();
      size_t End = S.find(Quote, Pos);
      if (End == llvm::StringRef::npos)
        return error("unterminated value of '" + Key + "'");
      auto Value = decode(S.slice(Pos, End));
      if (!Value)
        return Value.takeError();
      advance(End + 1 - Pos);
      E->Attributes.emplace_back(std::move(Key), std::move(*Value));
    }
    // Content: text, children, comments, CDATA, up to the end tag.
    for (;;) {
      if (Pos >= S.size())
        return error("<" + E->Name + "> is not closed");
      if (at("</")) {
        advance(2);
        std::string End = name();
        skipSpace();
        if (End != E->Name || !at('>'))
          return error("</" + End + "> closes <" + E->Name + ">");
        advance();
        return std::move(E);
      }
      if (at("<!--")) {
        if (!skipPast("-->"))
          return error("unterminated comment");
      } else if (at("<![CDATA[")) {
        advance(9);
        size_t End = S.find("]]>", Pos);
        if (End == llvm::StringRef::npos)
          return error("unterminated CDATA");
        E->Text += S.slice(Pos, End).str();
        advance(End + 3 - Pos);
      } else if (at("<?")) {
        if (!skipPast("?>"))
          return error("unterminated processing instruction");
      } else if (at('<')) {
        auto Child = element();
        if (!Child)
          return Child.takeError();
        E->Children.push_back(std::move(*Child));
      } else {
        size_t End = S.find('<', Pos);
        if (End == llvm::StringRef::npos)
          End = S.size();
        auto Text = decode(S.slice(Pos, End));
        if (!Text)
          return Text.takeError();
        E->Text += *Text;
        advance(End - Pos);
      }
    }
  }
};

} // namespace

llvm::Expected<std::unique_ptr<XmlElement>> parseXml(llvm::StringRef Text,
                                                     llvm::StringRef Path) {
  return Parser(Text, Path).document();
}

} // namespace amp2hip
