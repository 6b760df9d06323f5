// The palette seen through the three kinds of colour blindness: every pair of colours that
// means something different stays apart (CIE76 distance in Lab) for protanopes, deuteranopes
// and tritanopes, as well as for everyone else. Shapes carry the same meanings (palette.h);
// this keeps the colours from contradicting them.
#include "game/view/canvas/palette.h"

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <string>

namespace hp::view {
namespace {

using Matrix = std::array<std::array<double, 3>, 3>;

// Machado, Oliveira and Fernandes (2009), full severity, on linear RGB.
constexpr Matrix kProtan{{{0.152286, 1.052583, -0.204868},
                          {0.114503, 0.786281, 0.099216},
                          {-0.003882, -0.048116, 1.051998}}};
constexpr Matrix kDeutan{{{0.367322, 0.860646, -0.227968},
                          {0.280085, 0.672501, 0.047413},
                          {-0.011820, 0.042940, 0.968881}}};
constexpr Matrix kTritan{{{1.255528, -0.076749, -0.178779},
                          {-0.078411, 0.930809, 0.147602},
                          {0.004733, 0.691367, 0.303900}}};
constexpr Matrix kNormal{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};

double to_linear(std::uint8_t channel) {
  const double c = channel / 255.0;
  return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

std::array<double, 3> lab_as_seen(Rgba colour, const Matrix& vision) {
  const std::array<double, 3> in{to_linear(colour.r), to_linear(colour.g), to_linear(colour.b)};
  std::array<double, 3> rgb{};
  for (int i = 0; i < 3; ++i) {
    rgb[i] =
        std::clamp(vision[i][0] * in[0] + vision[i][1] * in[1] + vision[i][2] * in[2], 0.0, 1.0);
  }
  const double x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047;
  const double y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
  const double z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883;
  auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0; };
  return {116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z))};
}

double distance_as_seen(Rgba a, Rgba b, const Matrix& vision) {
  const auto la = lab_as_seen(a, vision), lb = lab_as_seen(b, vision);
  return std::hypot(la[0] - lb[0], la[1] - lb[1], la[2] - lb[2]);
}

// Colours this far apart in Lab read as clearly different at a glance.
constexpr double kMinDistance = 20.0;

struct Pair {
  std::string what;
  Rgba a, b;
};

TEST(Palette, meaningful_pairs_stay_apart_in_every_kind_of_colour_vision) {
  const Pair pairs[] = {
      {"hero ring / enemy ring", palette::kHeroRing, palette::kEnemyRing},
      {"hero ring / selection", palette::kHeroRing, palette::kSelectRing},
      {"HP healthy / wounded", palette::kHpHealthy, palette::kHpWounded},
      {"HP wounded / critical", palette::kHpWounded, palette::kHpCritical},
      {"HP healthy / critical", palette::kHpHealthy, palette::kHpCritical},
      {"news / refusal", palette::kNews, palette::kRefusal},
      {"preview route / no route", palette::kPreviewRoute, palette::kPreviewNoRoute},
      {"move checking / takeable", palette::kPreviewChecking, palette::kSelectRing},
      {"move checking / refused", palette::kPreviewChecking, palette::kPreviewNoRoute},
      {"tooltip hero / enemy", palette::kHeroEdge, palette::kEnemyEdge},
      {"enemy attacks / walks", palette::kIntentAttack, palette::kIntentAdvance},
      {"aggro range / enemy walks", palette::kAggroRange, palette::kIntentAdvance},
      {"aggro range / goal area", palette::kAggroRange, palette::kGoalEdge},
  };
  const std::pair<const char*, const Matrix*> visions[] = {
      {"normal", &kNormal}, {"protan", &kProtan}, {"deutan", &kDeutan}, {"tritan", &kTritan}};
  for (const Pair& pair : pairs) {
    for (const auto& [name, vision] : visions) {
      EXPECT_GE(distance_as_seen(pair.a, pair.b, *vision), kMinDistance)
          << pair.what << " for " << name << " vision";
    }
  }
}

TEST(Palette, the_check_itself_catches_the_classic_red_green_pair) {
  // Guards the simulation: pure-ish red and green that everyone else tells apart merge for
  // deuteranopes.
  const Rgba red{200, 90, 60, 255}, green{110, 140, 40, 255};
  EXPECT_GT(distance_as_seen(red, green, kNormal), 40.0);
  EXPECT_LT(distance_as_seen(red, green, kDeutan), kMinDistance);
}

}  // namespace
}  // namespace hp::view
