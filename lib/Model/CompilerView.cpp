//===- CompilerView.cpp ---------------------------------------------------===//
#include "Model/CompilerView.h"

#include "llvm/ADT/SmallVector.h"

namespace amp2hip {

std::string describeBuildViews(unsigned Views) {
  llvm::SmallVector<std::string, 4> Parts;
  bool HipHost = Views & HipccHost, HipDevice = Views & HipccDevice;
  bool NvHost = Views & NvccHost, NvDevice = Views & NvccDevice;
  if (HipHost && HipDevice)
    Parts.push_back("hipcc's host and device passes");
  else if (HipHost)
    Parts.push_back("hipcc's host pass");
  else if (HipDevice)
    Parts.push_back("hipcc's device pass");
  if (NvHost && NvDevice)
    Parts.push_back("nvcc's host pass (GCC) and device pass");
  else if (NvHost)
    Parts.push_back("nvcc's host pass (GCC)");
  else if (NvDevice)
    Parts.push_back("nvcc's device pass");
  std::string S;
  for (size_t I = 0; I < Parts.size(); ++I) {
    if (I)
      S += I + 1 == Parts.size() ? " and " : ", ";
    S += Parts[I];
  }
  return S;
}

} // namespace amp2hip
