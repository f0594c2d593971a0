// The documented members of the C++ AMP host classes (extent, index,
// tiled_extent, accelerator, accelerator_view, completion_future, array,
// array_view, texture, texture_view, writeonly_texture_view, sampler, the
// exception classes), each used once so that a missing
// member fails to compile; results that can be observed are checked.
// Prints PASS or FAIL and exits non-zero on a mismatch.
#include <amp.h>
#include <amp_graphics.h>

#include <cstdio>
#include <string>
#include <vector>

using namespace concurrency;

static int failures = 0;
#define EXPECT(c)                                                              \
  do {                                                                         \
    if (!(c)) {                                                                \
      std::printf("FAIL line %d: %s\n", __LINE__, #c);                        \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

static void check_extent_index() {
  extent<2> e(4, 6);
  EXPECT(e.size() == 24u);
  EXPECT(e[0] == 4 && e[1] == 6);
  EXPECT(extent<2>::rank == 2);
  int dims[2] = {2, 3};
  extent<2> from_array(dims);
  EXPECT(from_array[1] == 3);
  extent<2> sum = e + index<2>(1, 1);
  EXPECT(sum == extent<2>(5, 7));
  extent<2> diff = e - index<2>(1, 1);
  EXPECT(diff != e);
  extent<2> scaled = e * 2;
  EXPECT(scaled[1] == 12);
  scaled /= 2;
  scaled %= 5;
  EXPECT(scaled[0] == 4 && scaled[1] == 1);
  ++scaled;
  scaled--;
  EXPECT(e.contains(index<2>(3, 5)) && !e.contains(index<2>(4, 0)));
  tiled_extent<2, 2> t = e.tile<2, 2>();
  EXPECT(t.tile_dim0 == 2 && t.tile_dim1 == 2);
  EXPECT(t.get_tile_extent() == extent<2>(2, 2));
  tiled_extent<4> padded = extent<1>(6).tile<4>().pad();
  EXPECT(padded[0] == 8);
  tiled_extent<4> truncated = extent<1>(6).tile<4>().truncate();
  EXPECT(truncated[0] == 4);

  index<3> i(1, 2, 3);
  EXPECT(i[2] == 3 && index<3>::rank == 3);
  index<3> j = i + 1;
  j -= index<3>(1, 1, 1);
  EXPECT(j == i);
  j *= 2;
  j = j / 2;
  EXPECT(j == i);
  index<1> k(5);
  EXPECT((k++)[0] == 5 && (++k)[0] == 7 && (k--)[0] == 7 && (--k)[0] == 5);
}

static void check_accelerators() {
  accelerator def;
  EXPECT(def == accelerator(accelerator::default_accelerator));
  std::vector<accelerator> all = accelerator::get_all();
  EXPECT(!all.empty());
  std::wstring path = def.get_device_path();
  EXPECT(path == def.device_path);
  EXPECT(def.get_description() == def.description);
  EXPECT(def.get_version() == def.version);
  EXPECT(def.get_dedicated_memory() == def.dedicated_memory);
  EXPECT(def.get_is_emulated() == def.is_emulated);
  EXPECT(def.get_has_display() == def.has_display);
  EXPECT(def.get_supports_double_precision() == def.supports_double_precision);
  EXPECT(def.get_supports_limited_double_precision() ==
         def.supports_limited_double_precision);
  EXPECT(def.get_is_debug() == def.is_debug);
  EXPECT(def.get_supports_cpu_shared_memory() ==
         def.supports_cpu_shared_memory);
  access_type a = def.get_default_cpu_access_type();
  EXPECT(a == def.default_cpu_access_type);
  accelerator_view dv = def.get_default_view();
  EXPECT(dv == def.default_view);
  accelerator_view made = def.create_view(queuing_mode_automatic);
  EXPECT(made.get_queuing_mode() == queuing_mode_automatic);
  EXPECT(made.queuing_mode == queuing_mode_automatic);
  EXPECT(made.get_accelerator() == def && made.accelerator == def);
  EXPECT(made.get_version() == made.version);
  EXPECT(made.get_is_debug() == made.is_debug);
  EXPECT(made.get_is_auto_selection() == made.is_auto_selection);
  made.flush();
  made.wait();
  completion_future marker = made.create_marker();
  marker.get();
  EXPECT(marker.valid() || !marker.valid());
  accelerator copy(def);
  copy = def;
  EXPECT(!(copy != def));
  accelerator::set_default(def.get_device_path());
  accelerator_view auto_view = accelerator::get_auto_selection_view();
  (void)auto_view;
  EXPECT(std::wstring(accelerator::cpu_accelerator).size() > 0);
  EXPECT(std::wstring(accelerator::direct3d_warp).size() > 0);
  EXPECT(std::wstring(accelerator::direct3d_ref).size() > 0);
}

static void check_containers() {
  std::vector<int> host(12);
  for (int n = 0; n < 12; ++n)
    host[n] = n;
  array<int, 2> a(3, 4, host.begin(), host.end());
  EXPECT(a.get_extent() == extent<2>(3, 4) && a.extent == extent<2>(3, 4));
  EXPECT(a.get_accelerator_view() == a.accelerator_view);
  EXPECT(a.get_associated_accelerator_view() ==
         a.associated_accelerator_view);
  EXPECT(a.get_cpu_access_type() == a.cpu_access_type);
  array_view<int, 2> v = a.view_as(extent<2>(4, 3));
  EXPECT(v.get_extent()[0] == 4);
  array_view<int, 1> flat = a.reinterpret_as<int>();
  EXPECT(flat.get_extent()[0] == 12);
  array_view<int, 2> sec = a.section(index<2>(1, 1), extent<2>(2, 2));
  array_view<int, 1> row = a[1];
  std::vector<int> back = a;
  EXPECT(back[5] == 5);
  int *data = a.data();
  (void)data;

  array_view<int, 2> w(3, 4, host);
  EXPECT(w(1, 2) == 6 && w[index<2>(2, 3)] == 11 && w[1][2] == 6);
  EXPECT(w.get_ref(index<2>(0, 1)) == 1);
  array_view<const int, 2> cw = w;
  EXPECT(cw.get_source_accelerator_view() == w.get_source_accelerator_view());
  array_view<int, 2> sub = w.section(extent<2>(2, 2));
  array_view<int, 2> sub2 = w.section(1, 1, 2, 2);
  EXPECT(sub2(0, 0) == 5 && sub(1, 1) == 5);
  array_view<int, 1> lin = flat.section(2, 3);
  array_view<int, 2> grid = flat.view_as(extent<2>(2, 6));
  EXPECT(grid(1, 0) == 6 && flat.data() != nullptr);
  EXPECT(lin[0] == 2);
  w.synchronize();
  w.synchronize(access_type_read);
  w.synchronize_async().get();
  w.synchronize_to(a.get_accelerator_view());
  w.refresh();
  w.discard_data();
  (void)sec;
  (void)row;

  array<int, 2> dst(3, 4);
  copy(a, dst);
  copy_async(dst, host.begin()).get();
  EXPECT(host[7] == 7);
  completion_future f = copy_async(host.begin(), host.end(), dst);
  f.wait();
  EXPECT(f.valid() || !f.valid());
  completion_future g = std::move(f);
  g.then([] {});
  std::shared_future<void> sf = g;
  (void)sf;
}

static void check_textures() {
  using namespace concurrency::graphics;
  std::vector<int> host(16);
  for (int n = 0; n < 16; ++n)
    host[n] = n;
  texture<int, 2> t(4, 4, host.begin(), host.end());
  texture<int, 2> t2(extent<2>(4, 4), 32u);
  EXPECT(t.get_bits_per_scalar_element() == t.bits_per_scalar_element);
  EXPECT(t.get_mipmap_levels() == 1u && t.mipmap_levels == 1u);
  EXPECT(t.get_data_length() == t.data_length && t.data_length == 64u);
  (void)t.get_row_pitch();
  (void)t.get_depth_pitch();
  EXPECT(t.get_extent() == extent<2>(4, 4));
  EXPECT(t.get_mipmap_extent(0) == extent<2>(4, 4));
  EXPECT(t.get_accelerator_view() == t.get_associated_accelerator_view());
  copy(t, t2);
  std::vector<int> back(16, -1);
  copy(t2, back.data(), 64u);
  EXPECT(back[9] == 9);
  copy(host.begin(), host.end(), t2);
  copy_async(t, t2).get();
  t.copy_to(t2);
  texture_view<int, 2> tv(t2);
  texture_view<const int, 2> cv(t);
  EXPECT(tv.get_extent() == extent<2>(4, 4) && cv.get_mipmap_levels() == 1u);
  writeonly_texture_view<int, 2> wv(t2);
  EXPECT(wv.get_extent() == extent<2>(4, 4));
  sampler s(filter_linear, address_clamp);
  EXPECT(s.get_filter_mode() == filter_linear);
  EXPECT(s.get_address_mode() == address_clamp);
  (void)s.get_border_color();
}

static void check_exceptions() {
  runtime_exception re("message", 5);
  EXPECT(re.get_error_code() == 5);
  EXPECT(std::string(re.what()) == "message");
  out_of_memory oom("oom");
  invalid_compute_domain icd("domain");
  unsupported_feature uf("feature");
  accelerator_view_removed avr("removed", 7);
  EXPECT(avr.get_view_removed_reason() == 7);
  runtime_exception &base = icd;
  (void)base;
  (void)oom;
  (void)uf;
}

int main() {
  check_extent_index();
  check_accelerators();
  check_containers();
  check_textures();
  check_exceptions();
  std::printf(failures ? "FAIL\n" : "PASS\n");
  return failures ? 1 : 0;
}
