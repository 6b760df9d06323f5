// Base64: decoding the text of a Tiled <data encoding="base64"> element, rejecting bad input.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace hp::tiled {

// Checks base64 text and returns the number of bytes it decodes to, or nullopt with error set
// (a character outside the alphabet, misplaced '=' padding, a dangling last character).
// Whitespace (spaces, tabs, newlines) anywhere in the text is skipped; padding is optional.
std::optional<std::size_t> base64_decoded_size(std::string_view text, std::string& error);

// The most bytes text can decode to (3 for every 4 characters, whitespace or not), without
// reading it.
std::size_t base64_decoded_size_bound(std::string_view text);

// Decodes base64 text into out in one pass, as far as out reaches, and returns the size the
// whole text decodes to (bytes past out.size() are counted, not written), or nullopt with error
// set as base64_decoded_size does.
std::optional<std::size_t> decode_base64_up_to(std::string_view text, std::span<std::uint8_t> out,
                                               std::string& error);

// Decodes base64 text into out, which must be exactly base64_decoded_size(text) bytes long.
// Returns false with error set on bad input or a size mismatch.
bool decode_base64_into(std::string_view text, std::span<std::uint8_t> out, std::string& error);

// Decodes base64 text into a new byte vector (replacing out's contents), in one pass.
bool decode_base64(std::string_view text, std::vector<std::uint8_t>& out, std::string& error);

}  // namespace hp::tiled
