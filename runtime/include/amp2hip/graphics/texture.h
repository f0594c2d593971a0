//===- amp2hip/graphics/texture.h - texture and its views -----------------===//
//
// texture<T, N> keeps its texels packed (amp2hip/graphics/texel.h) in a
// runtime array of bytes whose last dimension is extent[N-1] * texel bytes,
// reached through an array_view of it. Textures therefore share the
// array machinery: the data lives on the accelerator, coherence and copies
// are the array's, and a view copied into a kernel binds to the device as
// a captured array_view does. Reads and writes in amp code decode and
// encode the packed format; sampling filters in software
// (amp2hip/graphics/sampling.h).
//
// A texture is reached from kernels by reference (like an array): the
// translator rewrites `[&tex]` to `[tex = amp2hip::capture(tex)]`, which is
// an amp2hip::texture_ref (a shallow alias, bitwise copyable to the device),
// and a functor member `texture<T, N> &` to amp2hip::array_ref_for<...>.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_GRAPHICS_TEXTURE_H
#define AMP2HIP_GRAPHICS_TEXTURE_H

#include <amp2hip/amp.h>
#include <amp2hip/graphics/sampling.h>
#include <amp2hip/graphics/short_vector.h>
#include <amp2hip/graphics/texel.h>

#include <iterator>
#include <type_traits>
#include <vector>

namespace amp2hip {
template <class T, int N> class texture_ref;
} // namespace amp2hip

namespace Concurrency {
namespace graphics {

template <class T, int N> class texture;
template <class T, int N> class texture_view;
template <class T, int N> class writeonly_texture_view;

namespace detail {

struct texture_alias_tag {};

[[noreturn]] inline void texture_error(const char *message) {
  Concurrency::detail::throw_invalid(message);
}

/// The packed storage of a texture or a view of one: the byte view, the
/// texel extent and the format. Device-copyable.
template <class B, int N> struct texel_store {
  AMP2HIP_HD texel_store(const Concurrency::array_view<B, N> &bytes,
                         const Concurrency::extent<N> &ext, unsigned bits,
                         unsigned texel_bytes)
      : bytes(bytes), ext(ext), bits(bits), texel_bytes(texel_bytes) {}
  /// A read-only store of a writable one.
  template <class U,
            std::enable_if_t<
                std::is_same<const U, B>::value && !std::is_same<U, B>::value, int> = 0>
  AMP2HIP_HD texel_store(const texel_store<U, N> &o)
      : bytes(o.bytes), ext(o.ext), bits(o.bits), texel_bytes(o.texel_bytes) {}

  Concurrency::array_view<B, N> bytes;
  Concurrency::extent<N> ext;
  unsigned bits;
  unsigned texel_bytes;

  /// The byte address of texel idx.
  AMP2HIP_HD B *at(const Concurrency::index<N> &idx) const {
    Concurrency::index<N> b = idx;
    b[N - 1] *= static_cast<int>(texel_bytes);
    return &bytes[b];
  }
#ifdef AMP2HIP_CHECKED
  /// The checked build: idx checked against the texture's extent first.
  AMP2HIP_HD B *at(const Concurrency::index<N> &idx,
                   const amp2hip::detail::site &where) const {
    if (!amp2hip::detail::check_in_extent<N>(
            amp2hip::detail::to_dims<N>(idx),
            amp2hip::detail::to_dims<N>(ext), where, "texture")) {
#if AMP2HIP_DEVICE_PASS
      return reinterpret_cast<B *>(
          &amp2hip::detail::robust_sink<amp2hip::detail::texel_sink>());
#endif
    }
    return at(idx);
  }
#endif
};

template <int N>
Concurrency::extent<N> byte_extent(const Concurrency::extent<N> &e,
                                   unsigned texel_bytes) {
  Concurrency::extent<N> b = e;
  b[N - 1] *= static_cast<int>(texel_bytes);
  return b;
}

/// Reading texels: get, [], () and, for value types that can be filtered,
/// sample and gather.
template <class T, int N, class Derived> class texel_reader {
public:
  using value_type = T;
  using coordinates_type = typename short_vector<float, N>::type;
  using gather_return_type =
      typename short_vector<typename short_vector_traits<T>::value_type,
                            4>::type;

#ifndef AMP2HIP_CHECKED
  AMP2HIP_HD T get(const Concurrency::index<N> &idx) const {
    const auto &s = self().store_;
    return texel_codec<T>::load(s.at(idx), s.bits);
  }
  AMP2HIP_HD T operator[](const Concurrency::index<N> &idx) const {
    return get(idx);
  }
  template <int M = N, std::enable_if_t<M == 1, int> = 0>
  AMP2HIP_HD T operator[](int i0) const {
    return get(Concurrency::index<1>(i0));
  }
  AMP2HIP_HD T operator()(const Concurrency::index<N> &idx) const {
    return get(idx);
  }
  template <int M = N, std::enable_if_t<M == 1, int> = 0>
  AMP2HIP_HD T operator()(int i0) const {
    return get(Concurrency::index<1>(i0));
  }
  template <int M = N, std::enable_if_t<M == 2, int> = 0>
  AMP2HIP_HD T operator()(int i0, int i1) const {
    return get(Concurrency::index<2>(i0, i1));
  }
  template <int M = N, std::enable_if_t<M == 3, int> = 0>
  AMP2HIP_HD T operator()(int i0, int i1, int i2) const {
    return get(Concurrency::index<3>(i0, i1, i2));
  }
#else
  // The checked build (amp2hip/detail/checked.h).
  AMP2HIP_HD T get(const Concurrency::index<N> &idx AMP2HIP_SITE_PARAMS) const {
    return get_at(idx AMP2HIP_SITE_VALUE);
  }
  AMP2HIP_HD T
  operator[](amp2hip::detail::index_at<Concurrency::index<N>> i) const {
    return get_at(i.value, i.where);
  }
  template <int M = N, std::enable_if_t<M == 1, int> = 0>
  AMP2HIP_HD T operator[](amp2hip::detail::int_at i0) const {
    return get_at(Concurrency::index<1>(i0.value), i0.where);
  }
  AMP2HIP_HD T
  operator()(amp2hip::detail::index_at<Concurrency::index<N>> i) const {
    return get_at(i.value, i.where);
  }
  template <int M = N, std::enable_if_t<M == 1, int> = 0>
  AMP2HIP_HD T operator()(amp2hip::detail::int_at i0) const {
    return get_at(Concurrency::index<1>(i0.value), i0.where);
  }
  template <int M = N, std::enable_if_t<M == 2, int> = 0>
  AMP2HIP_HD T operator()(amp2hip::detail::int_at i0, int i1) const {
    return get_at(Concurrency::index<2>(i0.value, i1), i0.where);
  }
  template <int M = N, std::enable_if_t<M == 3, int> = 0>
  AMP2HIP_HD T operator()(amp2hip::detail::int_at i0, int i1, int i2) const {
    return get_at(Concurrency::index<3>(i0.value, i1, i2), i0.where);
  }
  AMP2HIP_HD T get_at(const Concurrency::index<N> &idx,
                      const amp2hip::detail::site &where) const {
    const auto &s = self().store_;
    return texel_codec<T>::load(s.at(idx, where), s.bits);
  }
#endif

protected:
  AMP2HIP_HD const Derived &self() const {
    return static_cast<const Derived &>(*this);
  }

  /// The filtered value at normalized coordinate `coord` (level of detail
  /// 0: a texture has one mipmap level here).
  AMP2HIP_HD T sample_at(filter_mode filter, address_mode address,
                         const float_4 &border,
                         const coordinates_type &coord) const {
    using traits = texel_traits<T>;
    static_assert(traits::can_sample, "only textures of float, norm and "
                                      "unorm values (and vectors of them) "
                                      "can be sampled");
    const auto &s = self().store_;
    const bool linear = filter == filter_linear;
    footprint fp[N];
    for (int d = 0; d < N; ++d)
      fp[d] = footprint_of(coord_of<N>(coord, d), s.ext[d], linear);
    typename traits::float_type sum{};
    // Each corner of the footprint: bit d of `corner` picks i0 or i0 + 1.
    const int corners = linear ? (1 << N) : 1;
    for (int corner = 0; corner < corners; ++corner) {
      float weight = 1.0f;
      bool outside = false;
      Concurrency::index<N> idx;
      for (int d = 0; d < N; ++d) {
        const int high = (corner >> d) & 1;
        weight *= high ? fp[d].w1 : 1.0f - fp[d].w1;
        const int i = address_index(fp[d].i0 + high, s.ext[d], address);
        outside = outside || i < 0;
        idx[d] = i;
      }
      if (weight == 0.0f)
        continue;
      typename traits::float_type texel;
      if (outside) {
        for (int c = 0; c < traits::components; ++c)
          component(texel, c) = border[c];
      } else {
        texel = texel_codec<T>::load_float(s.at(idx), s.bits);
      }
      for (int c = 0; c < traits::components; ++c)
        component(sum, c) += weight * component(texel, c);
    }
    return texel_codec<T>::from_float(sum);
  }

  /// Component `c` of the four texels a bilinear sample at `coord` reads,
  /// in Direct3D's order: (u0, v1), (u1, v1), (u1, v0), (u0, v0).
  AMP2HIP_HD gather_return_type gather_at(address_mode address,
                                          const float_4 &border,
                                          const coordinates_type &coord,
                                          int c) const {
    static_assert(N == 2, "gather is for textures of rank 2");
    using scalar = typename short_vector_traits<T>::value_type;
    const auto &s = self().store_;
    const footprint fu = footprint_of(coord_of<N>(coord, 1), s.ext[1], true);
    const footprint fv = footprint_of(coord_of<N>(coord, 0), s.ext[0], true);
    const int us[4] = {fu.i0, fu.i0 + 1, fu.i0 + 1, fu.i0};
    const int vs[4] = {fv.i0 + 1, fv.i0 + 1, fv.i0, fv.i0};
    gather_return_type r;
    for (int k = 0; k < 4; ++k) {
      const int u = address_index(us[k], s.ext[1], address);
      const int v = address_index(vs[k], s.ext[0], address);
      if (u < 0 || v < 0) {
        r[k] = scalar_codec<scalar>::from_float(border[c]);
      } else {
        T t = texel_codec<T>::load(s.at(Concurrency::index<2>(v, u)), s.bits);
        r[k] = component(t, c);
      }
    }
    return r;
  }
};

} // namespace detail

/// An N-dimensional texture of T (a scalar or short vector of int, uint,
/// float, norm or unorm) on an accelerator.
template <class T, int N>
class texture : public detail::texel_reader<T, N, texture<T, N>> {
  static_assert(N >= 1 && N <= 3, "textures have rank 1, 2 or 3");
  using traits = detail::texel_traits<T>;
  using codec = detail::texel_codec<T>;

public:
  using value_type = T;
  static const int rank = N;

  // Shape only.
  explicit texture(const Concurrency::extent<N> &e)
      : texture(e, traits::default_bits, default_view()) {}
  explicit texture(int e0) : texture(Concurrency::extent<N>(e0)) {}
  texture(int e0, int e1) : texture(Concurrency::extent<N>(e0, e1)) {}
  texture(int e0, int e1, int e2)
      : texture(Concurrency::extent<N>(e0, e1, e2)) {}
  texture(const Concurrency::extent<N> &e, const accelerator_view &av)
      : texture(e, traits::default_bits, av) {}
  texture(int e0, const accelerator_view &av)
      : texture(Concurrency::extent<N>(e0), av) {}
  texture(int e0, int e1, const accelerator_view &av)
      : texture(Concurrency::extent<N>(e0, e1), av) {}
  texture(int e0, int e1, int e2, const accelerator_view &av)
      : texture(Concurrency::extent<N>(e0, e1, e2), av) {}

  // Shape and bits per scalar element.
  texture(const Concurrency::extent<N> &e, unsigned int bits)
      : texture(e, bits, default_view()) {}
  texture(int e0, unsigned int bits)
      : texture(Concurrency::extent<N>(e0), bits) {}
  texture(int e0, int e1, unsigned int bits)
      : texture(Concurrency::extent<N>(e0, e1), bits) {}
  texture(int e0, int e1, int e2, unsigned int bits)
      : texture(Concurrency::extent<N>(e0, e1, e2), bits) {}
  texture(const Concurrency::extent<N> &e, unsigned int bits,
          const accelerator_view &av)
      : extent(e), store_(make_store(e, bits, av)), av_(av) {}
  texture(int e0, unsigned int bits, const accelerator_view &av)
      : texture(Concurrency::extent<N>(e0), bits, av) {}
  texture(int e0, int e1, unsigned int bits, const accelerator_view &av)
      : texture(Concurrency::extent<N>(e0, e1), bits, av) {}
  texture(int e0, int e1, int e2, unsigned int bits, const accelerator_view &av)
      : texture(Concurrency::extent<N>(e0, e1, e2), bits, av) {}
  /// Mipmapped textures: only one level is supported.
  texture(const Concurrency::extent<N> &e, unsigned int bits,
          unsigned int mipmap_levels, const accelerator_view &av)
      : texture(e, bits, av) {
    if (mipmap_levels != 1)
      detail::texture_error("amp2hip: textures have one mipmap level");
  }

  // From values [first, last) (extent.size() of them).
  template <class It>
  texture(const Concurrency::extent<N> &e, It first, It last)
      : texture(e, first, last, default_view()) {}
  template <class It>
  texture(int e0, It first, It last)
      : texture(Concurrency::extent<N>(e0), first, last) {}
  template <class It>
  texture(int e0, int e1, It first, It last)
      : texture(Concurrency::extent<N>(e0, e1), first, last) {}
  template <class It>
  texture(int e0, int e1, int e2, It first, It last)
      : texture(Concurrency::extent<N>(e0, e1, e2), first, last) {}
  template <class It>
  texture(const Concurrency::extent<N> &e, It first, It last,
          const accelerator_view &av)
      : texture(e, traits::default_bits, av) {
    copy_from(first, last);
  }
  template <class It>
  texture(int e0, It first, It last, const accelerator_view &av)
      : texture(Concurrency::extent<N>(e0), first, last, av) {}
  template <class It>
  texture(int e0, int e1, It first, It last, const accelerator_view &av)
      : texture(Concurrency::extent<N>(e0, e1), first, last, av) {}
  template <class It>
  texture(int e0, int e1, int e2, It first, It last, const accelerator_view &av)
      : texture(Concurrency::extent<N>(e0, e1, e2), first, last, av) {}

  // From packed bytes in the texture's format.
  texture(const Concurrency::extent<N> &e, const void *source,
          unsigned int source_bytes, unsigned int bits)
      : texture(e, source, source_bytes, bits, default_view()) {}
  texture(int e0, const void *source, unsigned int source_bytes,
          unsigned int bits)
      : texture(Concurrency::extent<N>(e0), source, source_bytes, bits) {}
  texture(int e0, int e1, const void *source, unsigned int source_bytes,
          unsigned int bits)
      : texture(Concurrency::extent<N>(e0, e1), source, source_bytes, bits) {}
  texture(int e0, int e1, int e2, const void *source, unsigned int source_bytes,
          unsigned int bits)
      : texture(Concurrency::extent<N>(e0, e1, e2), source, source_bytes,
                bits) {}
  texture(const Concurrency::extent<N> &e, const void *source,
          unsigned int source_bytes, unsigned int bits,
          const accelerator_view &av)
      : texture(e, bits, av) {
    copy_bytes_from(source, source_bytes);
  }
  texture(int e0, const void *source, unsigned int source_bytes,
          unsigned int bits, const accelerator_view &av)
      : texture(Concurrency::extent<N>(e0), source, source_bytes, bits, av) {}
  texture(int e0, int e1, const void *source, unsigned int source_bytes,
          unsigned int bits, const accelerator_view &av)
      : texture(Concurrency::extent<N>(e0, e1), source, source_bytes, bits,
                av) {}
  texture(int e0, int e1, int e2, const void *source, unsigned int source_bytes,
          unsigned int bits, const accelerator_view &av)
      : texture(Concurrency::extent<N>(e0, e1, e2), source, source_bytes, bits,
                av) {}

  /// Deep copies, as C++ AMP's.
  texture(const texture &src) : texture(src, src.av_) {}
  texture(const texture &src, const accelerator_view &av)
      : texture(src.extent, src.store_.bits, av) {
    Concurrency::copy(src.const_bytes(), store_.bytes);
  }
  texture(const texture_view<const T, N> &src);
  texture(const texture_view<const T, N> &src, const accelerator_view &av);
  texture &operator=(const texture &src) {
    if (this != &src) {
      texture copy(src);
      *this = std::move(copy);
    }
    return *this;
  }
  texture(texture &&) = default;
  texture &operator=(texture &&) = default;

  AMP2HIP_HD Concurrency::extent<N> get_extent() const { return extent; }
  AMP2HIP_HD Concurrency::extent<N> get_mipmap_extent(unsigned int) const {
    return extent;
  }
  AMP2HIP_HD unsigned int get_bits_per_scalar_element() const {
    return store_.bits;
  }
  AMP2HIP_HD unsigned int get_mipmap_levels() const { return 1; }
  /// The size of the texels in bytes.
  AMP2HIP_HD unsigned int get_data_length() const {
    return static_cast<unsigned int>(extent.size()) * store_.texel_bytes;
  }
  /// Bytes between rows (dense: no padding).
  AMP2HIP_HD unsigned int get_row_pitch() const {
    return N == 1 ? 0u : store_.texel_bytes * extent[N - 1];
  }
  AMP2HIP_HD unsigned int get_depth_pitch() const {
    return N < 3 ? 0u : store_.texel_bytes * extent[1] * extent[2];
  }
  accelerator_view get_accelerator_view() const { return av_; }
  accelerator_view get_associated_accelerator_view() const { return av_; }

  /// Writes a texel (amp code).
  AMP2HIP_HD void set(const Concurrency::index<N> &idx,
                      const T &value AMP2HIP_SITE_PARAMS) const {
    codec::store(store_.at(idx AMP2HIP_SITE_VALUE), store_.bits, value);
  }

  void copy_to(texture &dest) const {
    check_same(dest.extent, dest.store_.bits);
    Concurrency::copy(const_bytes(), dest.store_.bytes);
  }
  void copy_to(const writeonly_texture_view<T, N> &dest) const;

  /// C++ AMP's `extent` property.
  Concurrency::extent<N> extent;

private:
  template <class, int, class> friend class detail::texel_reader;
  template <class, int> friend class texture_view;
  template <class, int> friend class writeonly_texture_view;
  template <class, int> friend class amp2hip::texture_ref;
  friend struct texture_access;

  /// A shallow alias (amp2hip::texture_ref's): copying the byte view binds
  /// it to the device inside a launch scope.
  texture(const texture &o, detail::texture_alias_tag)
      : extent(o.extent), store_(o.store_), av_(o.av_) {}

  static accelerator_view default_view() {
    return Concurrency::detail::default_accelerator_view();
  }

  /// New packed storage on av. The byte view keeps the storage alive after
  /// the array object is gone (a view holds a reference on its source).
  static detail::texel_store<unsigned char, N>
  make_store(const Concurrency::extent<N> &e, unsigned int bits,
             const accelerator_view &av) {
    Concurrency::detail::check_extent(e);
    if (!traits::valid_bits(bits))
      detail::texture_error("amp2hip: this bits_per_scalar_element is not a "
                            "format of the texture's value type");
    const unsigned texel_bytes = bits / 8 * traits::components;
    Concurrency::array<unsigned char, N> storage(
        detail::byte_extent(e, texel_bytes), av);
    return detail::texel_store<unsigned char, N>(
        Concurrency::array_view<unsigned char, N>(storage), e, bits,
        texel_bytes);
  }

  void check_same(const Concurrency::extent<N> &e, unsigned bits) const {
    if (e != extent || bits != store_.bits)
      detail::texture_error("amp2hip: textures of different extents or "
                            "formats");
  }

  Concurrency::array_view<const unsigned char, N> const_bytes() const {
    return store_.bytes;
  }

  void copy_bytes_from(const void *source, unsigned int source_bytes) {
    if (source_bytes < get_data_length())
      detail::texture_error("amp2hip: the source holds fewer bytes than the "
                            "texture");
    const unsigned char *p = static_cast<const unsigned char *>(source);
    Concurrency::copy(p, p + get_data_length(), store_.bytes);
  }

public:
  /// Packs values [first, last) into the texture (amp2hip helper of copy).
  template <class It> void copy_from(It first, It last) {
    std::vector<unsigned char> packed(get_data_length());
    std::size_t n = 0;
    for (; first != last && n < extent.size(); ++first, ++n)
      codec::store(packed.data() + n * store_.texel_bytes, store_.bits,
                   static_cast<T>(*first));
    if (n != extent.size() || first != last)
      detail::texture_error("amp2hip: the range does not hold as many values "
                            "as the texture has texels");
    Concurrency::copy(packed.begin(), packed.end(), store_.bytes);
  }
  /// Unpacks the texture into values at `out`.
  template <class It> void copy_out(It out) const {
    std::vector<unsigned char> packed(get_data_length());
    Concurrency::copy(const_bytes(), packed.begin());
    for (std::size_t n = 0; n < extent.size(); ++n, ++out)
      *out = codec::load(packed.data() + n * store_.texel_bytes, store_.bits);
  }
  void copy_bytes_to(void *dest, unsigned int dest_bytes) const {
    if (dest_bytes < get_data_length())
      detail::texture_error("amp2hip: the destination holds fewer bytes "
                            "than the texture");
    Concurrency::copy(const_bytes(), static_cast<unsigned char *>(dest));
  }
  void copy_bytes_in(const void *source, unsigned int source_bytes) {
    copy_bytes_from(source, source_bytes);
  }

private:
  detail::texel_store<unsigned char, N> store_;
  accelerator_view av_;

public:
  // The properties (parse only; amp2hip/platform.h). Declared last: inside
  // the class the names stand for them. `extent` is a data member.
  AMP2HIP_PROPERTY(get_bits_per_scalar_element, bits_per_scalar_element,
                   unsigned int)
  AMP2HIP_PROPERTY(get_mipmap_levels, mipmap_levels, unsigned int)
  AMP2HIP_PROPERTY(get_data_length, data_length, unsigned int)
  AMP2HIP_PROPERTY(get_row_pitch, row_pitch, unsigned int)
  AMP2HIP_PROPERTY(get_depth_pitch, depth_pitch, unsigned int)
  AMP2HIP_PROPERTY(get_accelerator_view, accelerator_view,
                   Concurrency::accelerator_view)
  AMP2HIP_PROPERTY(get_associated_accelerator_view,
                   associated_accelerator_view, Concurrency::accelerator_view)
};

template <class T, int N> const int texture<T, N>::rank;

/// A read-write view of a texture (one mipmap level).
template <class T, int N>
class texture_view : public detail::texel_reader<T, N, texture_view<T, N>> {
public:
  using value_type = T;
  static const int rank = N;

  AMP2HIP_HD texture_view(texture<T, N> &src, unsigned int mipmap_level = 0)
      : store_(src.store_), extent(src.extent) {
    (void)mipmap_level;
  }
  texture_view(const texture_view &) = default;
  texture_view &operator=(const texture_view &) = default;

  AMP2HIP_HD Concurrency::extent<N> get_extent() const { return extent; }
  AMP2HIP_HD unsigned int get_bits_per_scalar_element() const {
    return store_.bits;
  }
  AMP2HIP_HD unsigned int get_mipmap_levels() const { return 1; }
  AMP2HIP_HD void set(const Concurrency::index<N> &idx,
                      const T &value AMP2HIP_SITE_PARAMS) const {
    detail::texel_codec<T>::store(store_.at(idx AMP2HIP_SITE_VALUE),
                                  store_.bits, value);
  }

private:
  template <class, int, class> friend class detail::texel_reader;
  template <class, int> friend class texture_view;
  template <class, int> friend class texture;
  detail::texel_store<unsigned char, N> store_;

public:
  Concurrency::extent<N> extent;
  AMP2HIP_PROPERTY(get_bits_per_scalar_element, bits_per_scalar_element,
                   unsigned int)
  AMP2HIP_PROPERTY(get_mipmap_levels, mipmap_levels, unsigned int)
};

/// A read-only view of a texture: element reads, sample and gather.
template <class T, int N>
class texture_view<const T, N>
    : public detail::texel_reader<T, N, texture_view<const T, N>> {
  using base = detail::texel_reader<T, N, texture_view<const T, N>>;

public:
  using value_type = T;
  using typename base::coordinates_type;
  using typename base::gather_return_type;
  static const int rank = N;

  AMP2HIP_HD texture_view(const texture<T, N> &src)
      : store_(src.store_), extent(src.extent) {}
  AMP2HIP_HD texture_view(const texture<T, N> &src,
                          unsigned int most_detailed_mip,
                          unsigned int mip_levels = 1)
      : texture_view(src) {
    (void)most_detailed_mip;
    (void)mip_levels;
  }
  AMP2HIP_HD texture_view(const texture_view<T, N> &src)
      : store_(src.store_), extent(src.extent) {}
  texture_view(const texture_view &) = default;
  texture_view &operator=(const texture_view &) = default;

  AMP2HIP_HD Concurrency::extent<N> get_extent() const { return extent; }
  AMP2HIP_HD unsigned int get_bits_per_scalar_element() const {
    return store_.bits;
  }
  AMP2HIP_HD unsigned int get_mipmap_levels() const { return 1; }

  AMP2HIP_HD T sample(const sampler &s, const coordinates_type &coord,
                      float level_of_detail = 0.0f) const {
    (void)level_of_detail;
    return this->sample_at(s.filter_mode, s.address_mode, s.border_color,
                           coord);
  }
  template <filter_mode F = filter_linear, address_mode A = address_clamp>
  AMP2HIP_HD T sample(const coordinates_type &coord,
                      float level_of_detail = 0.0f) const {
    static_assert(A != address_border, "predefined samplers have no border");
    (void)level_of_detail;
    return this->sample_at(F, A, float_4(0.0f), coord);
  }

#define AMP2HIP_TEXTURE_GATHER(name, c)                                        \
  AMP2HIP_HD gather_return_type name(const sampler &s,                         \
                                     const coordinates_type &coord) const {    \
    return this->gather_at(s.address_mode, s.border_color, coord, c);          \
  }                                                                            \
  template <address_mode A = address_clamp>                                    \
  AMP2HIP_HD gather_return_type name(const coordinates_type &coord) const {    \
    return this->gather_at(A, float_4(0.0f), coord, c);                        \
  }
  AMP2HIP_TEXTURE_GATHER(gather_red, 0)
  AMP2HIP_TEXTURE_GATHER(gather_green, 1)
  AMP2HIP_TEXTURE_GATHER(gather_blue, 2)
  AMP2HIP_TEXTURE_GATHER(gather_alpha, 3)
#undef AMP2HIP_TEXTURE_GATHER

private:
  template <class, int, class> friend class detail::texel_reader;
  template <class, int> friend class texture;
  detail::texel_store<const unsigned char, N> store_;

public:
  Concurrency::extent<N> extent;
  AMP2HIP_PROPERTY(get_bits_per_scalar_element, bits_per_scalar_element,
                   unsigned int)
  AMP2HIP_PROPERTY(get_mipmap_levels, mipmap_levels, unsigned int)
};

/// C++ AMP 1.0's write-only view (deprecated in 1.2, still used).
template <class T, int N> class writeonly_texture_view {
public:
  using value_type = T;
  static const int rank = N;

  AMP2HIP_HD writeonly_texture_view(texture<T, N> &src)
      : store_(src.store_), extent(src.extent) {}
  writeonly_texture_view(const writeonly_texture_view &) = default;
  writeonly_texture_view &operator=(const writeonly_texture_view &) = default;

  AMP2HIP_HD Concurrency::extent<N> get_extent() const { return extent; }
  AMP2HIP_HD unsigned int get_bits_per_scalar_element() const {
    return store_.bits;
  }
  AMP2HIP_HD void set(const Concurrency::index<N> &idx,
                      const T &value AMP2HIP_SITE_PARAMS) const {
    detail::texel_codec<T>::store(store_.at(idx AMP2HIP_SITE_VALUE),
                                  store_.bits, value);
  }

private:
  template <class, int> friend class texture;
  detail::texel_store<unsigned char, N> store_;

public:
  Concurrency::extent<N> extent;
  AMP2HIP_PROPERTY(get_bits_per_scalar_element, bits_per_scalar_element,
                   unsigned int)
};

template <class T, int N>
texture<T, N>::texture(const texture_view<const T, N> &src)
    : texture(src, default_view()) {}
template <class T, int N>
texture<T, N>::texture(const texture_view<const T, N> &src,
                       const Concurrency::accelerator_view &av)
    : texture(src.extent, src.store_.bits, av) {
  Concurrency::copy(src.store_.bytes, store_.bytes);
}
template <class T, int N>
void texture<T, N>::copy_to(const writeonly_texture_view<T, N> &dest) const {
  check_same(dest.extent, dest.store_.bits);
  Concurrency::copy(const_bytes(), dest.store_.bytes);
}

// copy and copy_async between textures and host memory.

/// Packed bytes (the texture's format) into a texture.
template <class T, int N>
void copy(const void *src, unsigned int src_bytes, texture<T, N> &dst) {
  dst.copy_bytes_in(src, src_bytes);
}
/// A texture's packed bytes into host memory.
template <class T, int N>
void copy(const texture<T, N> &src, void *dst, unsigned int dst_bytes) {
  src.copy_bytes_to(dst, dst_bytes);
}
/// Values into a texture.
template <class It, class T, int N>
void copy(It first, It last, texture<T, N> &dst) {
  dst.copy_from(first, last);
}
/// A texture's values to an output iterator.
template <class T, int N, class It>
void copy(const texture<T, N> &src, It dst) {
  src.copy_out(dst);
}
/// Texture to texture (same extent and format).
template <class T, int N>
void copy(const texture<T, N> &src, texture<T, N> &dst) {
  src.copy_to(dst);
}

// copy_async: as copy, complete on return (as the runtime's other
// copy_async).
template <class T, int N>
Concurrency::completion_future
copy_async(const void *src, unsigned int src_bytes, texture<T, N> &dst) {
  copy(src, src_bytes, dst);
  return Concurrency::detail::make_ready_future();
}
template <class T, int N>
Concurrency::completion_future copy_async(const texture<T, N> &src, void *dst,
                                          unsigned int dst_bytes) {
  copy(src, dst, dst_bytes);
  return Concurrency::detail::make_ready_future();
}
template <class It, class T, int N>
Concurrency::completion_future copy_async(It first, It last,
                                          texture<T, N> &dst) {
  copy(first, last, dst);
  return Concurrency::detail::make_ready_future();
}
template <class T, int N, class It>
Concurrency::completion_future copy_async(const texture<T, N> &src, It dst) {
  copy(src, dst);
  return Concurrency::detail::make_ready_future();
}
template <class T, int N>
Concurrency::completion_future copy_async(const texture<T, N> &src,
                                          texture<T, N> &dst) {
  copy(src, dst);
  return Concurrency::detail::make_ready_future();
}

} // namespace graphics
} // namespace Concurrency

namespace amp2hip {

/// A texture reached by reference from device code (T const for a const
/// texture): what the translator's `amp2hip::capture(tex)` returns, like
/// array_ref for arrays.
template <class T, int N> class texture_ref {
public:
  using element_type = std::remove_const_t<T>;
  using texture_type = Concurrency::graphics::texture<element_type, N>;
  using referenced_type =
      std::conditional_t<std::is_const<T>::value, const texture_type, texture_type>;

  AMP2HIP_HD texture_ref(referenced_type &t) {
#if AMP2HIP_DEVICE_PASS
    copy_bytes(&t);
#else
    make_alias(t);
#endif
  }
  AMP2HIP_HD texture_ref(const texture_ref &o) {
#if AMP2HIP_DEVICE_PASS
    copy_bytes(&o.holder_.alias);
#else
    make_alias(o.holder_.alias);
#endif
  }
  texture_ref &operator=(const texture_ref &) = delete;
  AMP2HIP_HD ~texture_ref() {
#if !AMP2HIP_DEVICE_PASS
    holder_.alias.~texture_type();
#endif
  }

  AMP2HIP_HD referenced_type &get() const { return holder_.alias; }
  AMP2HIP_HD operator referenced_type &() const { return holder_.alias; }

  // The texture's members, through the alias.
  AMP2HIP_HD Concurrency::extent<N> get_extent() const {
    return get().get_extent();
  }
#ifndef AMP2HIP_CHECKED
  AMP2HIP_HD element_type get(const Concurrency::index<N> &idx) const {
    return get().get(idx);
  }
  AMP2HIP_HD element_type operator[](const Concurrency::index<N> &idx) const {
    return get()[idx];
  }
  template <int M = N, std::enable_if_t<M == 1, int> = 0>
  AMP2HIP_HD element_type operator[](int i0) const {
    return get()[i0];
  }
  AMP2HIP_HD element_type operator()(const Concurrency::index<N> &idx) const {
    return get()(idx);
  }
  template <int M = N, std::enable_if_t<M == 1, int> = 0>
  AMP2HIP_HD element_type operator()(int i0) const {
    return get()(i0);
  }
  template <int M = N, std::enable_if_t<M == 2, int> = 0>
  AMP2HIP_HD element_type operator()(int i0, int i1) const {
    return get()(i0, i1);
  }
  template <int M = N, std::enable_if_t<M == 3, int> = 0>
  AMP2HIP_HD element_type operator()(int i0, int i1, int i2) const {
    return get()(i0, i1, i2);
  }
#else
  // The checked build: the subscript (with its place) goes on as written.
  AMP2HIP_HD element_type get(const Concurrency::index<N> &idx
                                  AMP2HIP_SITE_PARAMS) const {
    return get().get(idx AMP2HIP_SITE_ARGS);
  }
  template <class I> AMP2HIP_HD element_type operator[](I &&i) const {
    return get()[std::forward<I>(i)];
  }
  template <class... I> AMP2HIP_HD element_type operator()(I &&...i) const {
    return get()(std::forward<I>(i)...);
  }
#endif
  template <class U = T, std::enable_if_t<!std::is_const<U>::value, int> = 0>
  AMP2HIP_HD void set(const Concurrency::index<N> &idx,
                      const element_type &v AMP2HIP_SITE_PARAMS) const {
    get().set(idx, v AMP2HIP_SITE_ARGS);
  }
  AMP2HIP_HD unsigned int get_bits_per_scalar_element() const {
    return get().get_bits_per_scalar_element();
  }
  AMP2HIP_HD unsigned int get_data_length() const {
    return get().get_data_length();
  }
  /// C++ AMP's `extent` property of the texture.
  Concurrency::extent<N> extent;

private:
  AMP2HIP_H void make_alias(const texture_type &t) {
    extent = t.extent;
    ::new (static_cast<void *>(&holder_.alias))
        texture_type(t, Concurrency::graphics::detail::texture_alias_tag());
  }
  AMP2HIP_D void copy_bytes(const texture_type *from) {
    extent = from->extent;
    unsigned char *to = reinterpret_cast<unsigned char *>(&holder_.alias);
    const unsigned char *src = reinterpret_cast<const unsigned char *>(from);
    for (unsigned i = 0; i < sizeof(texture_type); ++i)
      to[i] = src[i];
  }
  mutable detail::alias_holder<texture_type> holder_;
};

namespace detail {
template <class T, int N>
struct array_ref_of<Concurrency::graphics::texture<T, N>> {
  using type = texture_ref<T, N>;
};
template <class T, int N>
struct array_ref_of<const Concurrency::graphics::texture<T, N>> {
  using type = texture_ref<const T, N>;
};
} // namespace detail

template <class T, int N>
texture_ref<T, N> capture(Concurrency::graphics::texture<T, N> &t) {
  return texture_ref<T, N>(t);
}
template <class T, int N>
texture_ref<const T, N> capture(const Concurrency::graphics::texture<T, N> &t) {
  return texture_ref<const T, N>(t);
}
template <class T, int N>
texture_ref<T, N> capture(const texture_ref<T, N> &r) {
  return r;
}

} // namespace amp2hip

#endif // AMP2HIP_GRAPHICS_TEXTURE_H
