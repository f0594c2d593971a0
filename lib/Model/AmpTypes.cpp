//===- AmpTypes.cpp -------------------------------------------------------===//
#include "Model/AmpTypes.h"

#include "Model/AmpDecls.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecordLayout.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <algorithm>
#include <string>

using namespace clang;

namespace amp2hip {

static QualType elementOf(const CXXRecordDecl *RD) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(RD);
  if (!Spec || !(isConcurrencyClass(Spec, "array") ||
                 isConcurrencyClass(Spec, "array_view")))
    return {};
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  if (Args.size() == 0 || Args[0].getKind() != TemplateArgument::Type)
    return {};
  return Args[0].getAsType();
}

QualType containerElementType(QualType T) {
  return elementOf(T.getNonReferenceType()->getAsCXXRecordDecl());
}

bool isPlatformLong(QualType T) {
  const auto *BT = T.getCanonicalType()->getAs<BuiltinType>();
  return BT && (BT->getKind() == BuiltinType::Long ||
                BT->getKind() == BuiltinType::ULong);
}

namespace {

/// The concurrency classes that are plain values (no data behind them), which
/// containers may hold: index, extent, and the short vectors and norms of
/// concurrency::graphics.
static bool isValueClass(const CXXRecordDecl *RD) {
  if (!RD->getIdentifier())
    return false;
  llvm::StringRef N = RD->getName();
  if (isConcurrencyClass(RD, "index") || isConcurrencyClass(RD, "extent") ||
      N == "norm" || N == "unorm")
    return true;
  // graphics::int_2 ... unorm_4 (amp2hip's runtime: one template).
  return N == "short_vector_t";
}

class TypeJudge {
public:
  TypeJudge(const ASTContext &Ctx, bool Hcc) : Ctx(Ctx), Hcc(Hcc) {}

  TypeProblem check(QualType T, TypeUse Use) {
    if (T.isNull() || T->isDependentType())
      return {};
    // HCC compiled volatile data in kernels (its tests read tile_static
    // memory through volatile to keep it); HIP does too.
    if (T.isVolatileQualified() && !Hcc)
      return {"volatile types are not supported"};
    if (const auto *RT = T->getAs<ReferenceType>()) {
      QualType To = RT->getPointeeType();
      if (To->isFunctionType())
        return Hcc ? TypeProblem{}
                   : TypeProblem{"references to functions are not supported"};
      if (Use == TypeUse::Capture && To->isPointerType() && !Hcc)
        return {"a pointer cannot be captured"};
      if (Use == TypeUse::Element)
        return {"references cannot be elements"};
      return check(To,
                   Use == TypeUse::Capture ? TypeUse::Capture : TypeUse::Value);
    }
    if (const auto *PT = T->getAs<PointerType>()) {
      QualType To = PT->getPointeeType();
      // HCC's dialect has HIP's rules: device code may point to device
      // functions and to pointers.
      if (To->isFunctionType())
        return Hcc ? TypeProblem{}
                   : TypeProblem{"pointers to functions are not supported"};
      if (Use == TypeUse::Capture && !Hcc)
        return {"a pointer cannot be captured"};
      if (Use == TypeUse::Element)
        return {"pointers cannot be elements"};
      if (To.isVolatileQualified() && !Hcc)
        return {"volatile types are not supported"};
      if ((To->isPointerType() || To->isReferenceType()) && !Hcc)
        return {"pointers to pointers are not supported"};
      return check(To, TypeUse::Value);
    }
    if (const auto *AT = Ctx.getAsArrayType(T)) {
      QualType E = AT->getElementType();
      if (E->isPointerType() && Hcc)
        return check(E, TypeUse::Value);
      if (E->isPointerType() || E->isReferenceType())
        return {"arrays of pointers are not supported"};
      if (TypeProblem P = check(E, TypeUse::Element))
        return P;
      TypeProblem P = elementSize(E);
      if (P)
        P.Reason = "array " + P.Reason;
      return P;
    }
    if (const auto *MPT = T->getAs<MemberPointerType>())
      if (MPT->isMemberFunctionPointer())
        return {"pointers to member functions are not supported"};
    if (const auto *BT = T->getAs<BuiltinType>())
      return builtin(BT);
    if (const auto *ET = T->getAs<EnumType>())
      return enumeration(ET->getDecl());
    if (const CXXRecordDecl *RD = T->getAsCXXRecordDecl())
      return record(RD, Use);
    return {};
  }

private:
  TypeProblem builtin(const BuiltinType *BT) {
    switch (BT->getKind()) {
    case BuiltinType::Void:
    case BuiltinType::Bool:
    case BuiltinType::Int:
    case BuiltinType::UInt:
    case BuiltinType::Long:
    case BuiltinType::ULong:
    case BuiltinType::Float:
    case BuiltinType::Double:
    case BuiltinType::NullPtr:
      return {};
    default:
      if (BT->isDependentType() || BT->isPlaceholderType())
        return {};
      if (Hcc && BT->isArithmeticType() &&
          BT->getKind() != BuiltinType::LongDouble)
        return {};
      return {"amp code has only bool, int, unsigned int, long, unsigned "
              "long, float and double"};
    }
  }

  TypeProblem enumeration(const EnumDecl *ED) {
    QualType U = ED->getIntegerType();
    if (U.isNull())
      return {};
    const auto *BT = U.getCanonicalType()->getAs<BuiltinType>();
    if (BT && (BT->getKind() == BuiltinType::Int ||
               BT->getKind() == BuiltinType::UInt ||
               BT->getKind() == BuiltinType::Long ||
               BT->getKind() == BuiltinType::ULong))
      return {};
    TypeProblem P{"enum '" + ED->getNameAsString() + "' has underlying type '" +
                  U.getAsString(Ctx.getPrintingPolicy()) + "'"};
    P.Culprit = ED;
    return P;
  }

  TypeProblem record(const CXXRecordDecl *RD, TypeUse Use) {
    if (!RD->hasDefinition() || RD->isDependentType())
      return {};
    RD = RD->getDefinition();
    if (isInConcurrencyNamespace(RD)) {
      if (InContainer && !isValueClass(RD))
        return {"containers cannot hold concurrency::" +
                RD->getNameAsString() + " objects"};
      if (!isConcurrencyClass(RD, "array") &&
          !isConcurrencyClass(RD, "array_view"))
        return {};
      QualType E = elementOf(RD);
      bool Saved = InContainer;
      InContainer = true;
      TypeProblem P = check(E, TypeUse::Element);
      if (!P && !E.isNull() && !E->isDependentType())
        P = elementSize(E);
      InContainer = Saved;
      if (P) {
        P.Reason = "its element type '" +
                   E.getAsString(Ctx.getPrintingPolicy()) +
                   "' is not supported (" + P.Reason + ")";
        P.ContainerElement = true;
      }
      return P;
    }
    if (!Visiting.insert(RD).second)
      return {};
    TypeProblem P = recordBody(RD);
    Visiting.erase(RD);
    (void)Use;
    return P;
  }

  TypeProblem recordBody(const CXXRecordDecl *RD) {
    if (RD->isInvalidDecl())
      return {};
    for (const CXXMethodDecl *MD : RD->methods())
      if (MD->isVirtual() && !MD->isImplicit()) {
        TypeProblem P{"'" + MD->getNameAsString() + "' is virtual"};
        P.Culprit = MD;
        return P;
      }
    if (RD->isPolymorphic()) {
      // Virtual only through a base (an implicit virtual destructor).
      TypeProblem P{"'" + RD->getNameAsString() + "' has virtual functions"};
      P.Culprit = RD;
      return P;
    }
    for (const CXXBaseSpecifier &B : RD->vbases()) {
      if (Hcc) // HIP's device code lays out virtual bases as the host does.
        break;
      TypeProblem P{"'" + B.getType().getAsString(Ctx.getPrintingPolicy()) +
                    "' is a virtual base"};
      P.Culprit = B.getType()->getAsCXXRecordDecl();
      return P;
    }
    const ASTRecordLayout &L = Ctx.getASTRecordLayout(RD);
    for (const CXXBaseSpecifier &B : RD->bases()) {
      const CXXRecordDecl *BD = B.getType()->getAsCXXRecordDecl();
      if (!BD)
        continue;
      if (L.getBaseClassOffset(BD).getQuantity() % 4 != 0) {
        TypeProblem P{"base '" + BD->getNameAsString() +
                      "' is not at a 4-byte aligned offset"};
        P.Culprit = BD;
        return P;
      }
      if (TypeProblem P = check(B.getType(), TypeUse::Element)) {
        P.Reason = "base '" + BD->getNameAsString() + "': " + P.Reason;
        if (!P.Culprit)
          P.Culprit = BD;
        return P;
      }
    }
    for (const FieldDecl *F : RD->fields()) {
      std::string Name = F->getNameAsString();
      auto Member = [&](std::string Why) {
        TypeProblem P{"member '" + Name + "' " + Why};
        P.Culprit = F;
        return P;
      };
      QualType FT = F->getType();
      // HCC's dialect: HIP's rules, under which pointers, references,
      // bit-fields and any layout are members like others.
      if (!Hcc) {
        if (F->isBitField())
          return Member("is a bit-field");
        if (FT->isReferenceType()) {
          // A kernel functor may hold its arrays (and textures) by
          // reference; a container's elements hold no references at all.
          const CXXRecordDecl *To =
              FT.getNonReferenceType()->getAsCXXRecordDecl();
          if (InContainer || !(isConcurrencyClass(To, "array") ||
                               isConcurrencyClass(To, "texture")))
            return Member("is a reference");
        } else if (FT->isPointerType()) {
          return Member("is a pointer");
        }
        // Every member starts at a multiple of 4 bytes, and of its own
        // type's alignment (a double at 8: `#pragma pack` may break that).
        uint64_t Align = std::max<uint64_t>(
            32, FT->isIncompleteType() ? 32 : Ctx.getTypeAlign(FT));
        if (L.getFieldOffset(F->getFieldIndex()) % Align != 0)
          return Member(Align == 32 ? "is not at a 4-byte aligned offset"
                                    : "is not at a multiple of " +
                                          std::to_string(Align / 8) +
                                          " bytes, its type's alignment");
      }
      if (FT->isReferenceType() || FT->isPointerType())
        continue;
      if (TypeProblem P = check(FT, TypeUse::Element)) {
        P.Reason = "member '" + Name + "': " + P.Reason;
        if (!P.Culprit)
          P.Culprit = F;
        return P;
      }
    }
    return {};
  }

  /// Elements of an array (and a container) follow each other, so each one
  /// starts at a 4-byte aligned offset only when its size is a multiple of
  /// 4: bool arrays and arrays of empty classes are out.
  TypeProblem elementSize(QualType E) {
    if (Hcc || E.isNull() || E->isDependentType() || E->isIncompleteType() ||
        E->isVoidType())
      return {};
    int64_t Size = Ctx.getTypeSizeInChars(E).getQuantity();
    if (Size % 4 == 0)
      return {};
    TypeProblem P{"elements must take a multiple of 4 bytes: '" +
                  E.getAsString(Ctx.getPrintingPolicy()) + "' takes " +
                  std::to_string(Size)};
    if (const CXXRecordDecl *RD = E->getAsCXXRecordDecl())
      P.Culprit = RD;
    return P;
  }

  const ASTContext &Ctx;
  bool Hcc; ///< HCC's dialect: HIP's rules (ampTypeProblem).
  llvm::SmallPtrSet<const CXXRecordDecl *, 8> Visiting;
  /// Judging the element type of a concurrency container.
  bool InContainer = false;
};

} // namespace

TypeProblem ampTypeProblem(QualType T, const ASTContext &Ctx, TypeUse Use,
                           SourceDialect Dialect) {
  return TypeJudge(Ctx, Dialect == SourceDialect::Hcc).check(T, Use);
}

} // namespace amp2hip
