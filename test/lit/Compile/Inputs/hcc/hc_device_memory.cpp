// hc's memory by address, written as hc programs used it: an array's
// accelerator_pointer() used by kernels and by other arrays made over it,
// arrays over am_alloc's memory, HCC's memory tracker, and host memory
// locked for the accelerator. Translated by amp2hip, built with hipcc and
// nvcc, run on the GPU. Prints PASS and exits 0, or says what failed and
// exits 1.
#include <hc.hpp>
#include <hc_am.hpp>

#include <cstdio>
#include <vector>

static int failures = 0;

static void expect(bool ok, const char *what) {
  if (!ok) {
    std::printf("FAIL: %s\n", what);
    ++failures;
  }
}

// Two arrays over the address of a third: the three are one set of data.
static void arrays_over_an_address() {
  const int rows = 64, cols = 48;
  hc::array<float, 2> grid(rows, cols);
  void *address = grid.accelerator_pointer();
  hc::array<float, 2> writer(rows, cols, address);
  hc::parallel_for_each(hc::extent<2>(rows, cols), [&](hc::index<2> i) [[hc]] {
    writer[i] = 0.5f * (i[0] * cols + i[1]);
  }).wait();
  hc::array<float, 2> doubler(grid.get_extent(), address);
  hc::parallel_for_each(doubler.get_extent(), [&](hc::index<2> i) [[hc]] {
    doubler[i] *= 2.0f;
  });
  std::vector<float> seen = grid;
  bool ok = seen.size() == static_cast<size_t>(rows * cols);
  for (int k = 0; ok && k < rows * cols; ++k)
    ok = seen[k] == static_cast<float>(k);
  expect(ok, "arrays over another array's accelerator_pointer share its data");
}

// Kernels that write through the raw address; the host sees their writes,
// and they see the host's.
static void kernels_through_the_address() {
  const int n = 4096;
  std::vector<int> start(n, 1);
  hc::array<int, 1> counts(n, start.begin(), start.end());
  // The array has no CPU access (a discrete GPU's default): the host reaches
  // its elements through a view, as with HCC.
  hc::array_view<int, 1> host(counts);
  bool ok = host[7] == 1; // the host holds a copy now
  int *raw = counts.accelerator_pointer();
  hc::parallel_for_each(hc::extent<1>(n), [=](hc::index<1> i) [[hc]] {
    raw[i[0]] += i[0];
  }).wait();
  ok &= host[7] == 8;
  host[9] = 1000; // the next kernel must read this
  hc::parallel_for_each(hc::extent<1>(n), [=](hc::index<1> i) [[hc]] {
    raw[i[0]] *= 2;
  }).wait();
  std::vector<int> back = counts;
  ok &= back[9] == 2000 && back[100] == 2 * 101 && back[n - 1] == 2 * n;
  expect(ok, "kernel writes through accelerator_pointer() reach the host");
}

// am_alloc's memory under an array; the memory stays the program's.
static void array_over_am_alloc() {
  hc::accelerator acc;
  const int n = 1024;
  double *memory = hc::am_alloc(n * sizeof(double), acc, 0);
  {
    hc::array<double, 1> values(hc::extent<1>(n), static_cast<void *>(memory));
    hc::parallel_for_each(values.get_extent(), [&](hc::index<1> i) [[hc]] {
      values[i] = 0.25 * i[0];
    }).wait();
  }
  std::vector<double> host(n);
  expect(hc::am_copy(host.data(), memory, n * sizeof(double)) == AM_SUCCESS &&
             host[n - 1] == 0.25 * (n - 1),
         "an array over am_alloc's memory writes it");
  expect(hc::am_free(memory) == AM_SUCCESS,
         "the memory under an array is still the program's to free");
}

// What HCC's tracker says of a block, by an address inside it.
static void memory_tracker() {
  hc::accelerator acc;
  char *device = hc::am_aligned_alloc(5000, acc, 0, 1 << 16);
  char *pinned = hc::am_alloc(700, acc, amHostPinned);
  hc::AmPointerInfo info(NULL, NULL, NULL, 0, acc, 0, 0);
  bool ok = hc::am_memtracker_getinfo(&info, device + 4999) == AM_SUCCESS &&
            info._hostPointer == NULL && info._devicePointer == device &&
            info._sizeBytes == 5000 && info._isInDeviceMem;
  ok &= reinterpret_cast<unsigned long long>(device) % (1 << 16) == 0;
  ok &= hc::am_memtracker_getinfo(&info, pinned) == AM_SUCCESS &&
        info._hostPointer == pinned && !info._isInDeviceMem;
  ok &= hc::am_memtracker_getinfo(&info, device + 5000) != AM_SUCCESS;
  expect(ok, "am_memtracker_getinfo describes am_alloc's blocks");
  expect(hc::am_free(device) == AM_SUCCESS && hc::am_free(pinned) == AM_SUCCESS,
         "am_free of tracked blocks");
}

// Host memory locked for the accelerator: copies go straight from it.
static void locked_host_memory() {
  hc::accelerator acc;
  hc::accelerator_view av = acc.get_default_view();
  const int n = 2048;
  std::vector<int> host(n);
  for (int k = 0; k < n; ++k)
    host[k] = k;
  bool ok = hc::am_memory_host_lock(acc, host.data(), n * sizeof(int), &acc,
                                    1) == AM_SUCCESS;
  int *device = hc::am_alloc(n * sizeof(int), acc, 0);
  av.copy(host.data(), device, n * sizeof(int));
  hc::parallel_for_each(hc::extent<1>(n), [=](hc::index<1> i) [[hc]] {
    device[i[0]] = -device[i[0]];
  }).wait();
  av.copy(device, host.data(), n * sizeof(int));
  ok &= host[5] == -5 && host[n - 1] == -(n - 1);
  ok &= hc::am_memory_host_unlock(acc, host.data()) == AM_SUCCESS;
  ok &= hc::am_memory_host_unlock(acc, host.data()) != AM_SUCCESS;
  expect(ok, "host memory locked with am_memory_host_lock");
  hc::am_free(device);
}

int main() {
  arrays_over_an_address();
  kernels_through_the_address();
  array_over_am_alloc();
  memory_tracker();
  locked_host_memory();
  if (failures)
    return 1;
  std::printf("PASS\n");
  return 0;
}
