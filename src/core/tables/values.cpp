// Grundy values stored compactly (1, 2 or 4 bytes each), and the published
// tables' checksum.
#include <algorithm>
#include <cstring>

#include "sg/table.hpp"
#include "tables/kernels.hpp"

namespace sg {

std::uint32_t value_array::operator[](std::size_t i) const {
    switch (width_) {
        case 1: return bytes_[i];
        case 2: {
            std::uint16_t x;
            std::memcpy(&x, &bytes_[2 * i], 2);
            return x;
        }
        default: {
            std::uint32_t x;
            std::memcpy(&x, &bytes_[4 * i], 4);
            return x;
        }
    }
}

void detail::check_bytes(std::uint64_t n, int width, std::size_t max_bytes) {
    if (n > max_bytes / static_cast<std::uint64_t>(width))
        throw error(
            "table.memory",
            "a table of " + std::to_string(n) + " values at " + std::to_string(width) +
                (width == 1 ? " byte" : " bytes") + " each needs more than the " + std::to_string(max_bytes >> 20) +
                " MiB allowed; ask for fewer values",
            {{"count", std::to_string(n)}, {"width", std::to_string(width)}, {"mib", std::to_string(max_bytes >> 20)}});
}

void value_array::reset(std::size_t n, int width, std::size_t max_bytes) {
    detail::check_bytes(n, width, max_bytes);
    bytes_.assign(n * static_cast<std::size_t>(width), 0);
    bytes_.shrink_to_fit();
    count_ = n;
    width_ = width;
}

void value_array::widen(int width, std::size_t max_bytes) {
    detail::check_bytes(count_, width, max_bytes);
    value_array w;
    w.reset(count_, width, max_bytes);
    for (std::size_t i = 0; i < count_; ++i) {
        std::uint32_t x = (*this)[i];
        std::memcpy(&w.bytes_[i * static_cast<std::size_t>(width)], &x, static_cast<std::size_t>(width));
    }
    *this = std::move(w);
}

void value_array::truncate(std::size_t n) {
    if (n >= count_) return;
    count_ = n;
    bytes_.resize(n * static_cast<std::size_t>(width_));
}

std::vector<std::uint32_t> value_array::to_vector() const {
    std::vector<std::uint32_t> out(count_);
    for (std::size_t i = 0; i < count_; ++i) out[i] = (*this)[i];
    return out;
}

std::uint32_t value_array::max() const {
    auto top = [&](auto* p) {
        std::uint32_t m = 0;
        for (std::size_t i = 0; i < count_; ++i) m = std::max<std::uint32_t>(m, p[i]);
        return m;
    };
    switch (width_) {
        case 1: return top(reinterpret_cast<const std::uint8_t*>(bytes_.data()));
        case 2: return top(reinterpret_cast<const std::uint16_t*>(bytes_.data()));
        default: return top(reinterpret_cast<const std::uint32_t*>(bytes_.data()));
    }
}

std::uint32_t checksum(const value_array& v) {
    std::uint32_t a = 0, b = 0;
    for (std::size_t i = 0; i < v.size(); ++i) {
        a = (a + v[i]) & 0xFFFF;
        b = (b + a) & 0xFFFF;
    }
    return (b << 16) | a;
}

}  // namespace sg
