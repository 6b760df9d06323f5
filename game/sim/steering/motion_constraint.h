// Motion constraint: a move that stops at the first contact and slides along it, so a disc
// never enters another disc or a wall whatever steering asked for (resolve before moving).
#pragma once

#include "engine/core/vec2.h"
#include "game/sim/steering/contact.h"

namespace hp::sim {

// Moves a disc from `from` by `delta`. first_contact(from, delta) -> Contact must report the
// earliest contact with everything the disc may not enter (see disc_contact and
// StaticCollision::first_contact). At a contact the rest of the move is projected onto the
// contact's tangent and tried again (up to max_slides times), so a walker pressed against a
// wall or an ally glides along it instead of stopping dead; a contact marked `arrival` (the unit
// walked up to) ends the move there. If the start does not overlap, the
// result does not either. Returns the end position; never NaN for finite input.
template <typename FirstContact>
Vec2 slide_move(Vec2 from, Vec2 delta, FirstContact&& first_contact, int max_slides = 2) {
  Vec2 position = from;
  Vec2 rest = delta;
  for (int attempt = 0; attempt <= max_slides; ++attempt) {
    if (rest.length_squared() <= 0.0) break;
    const Contact contact = first_contact(position, rest);
    position += rest * contact.fraction;
    if (!contact.hit() || contact.arrival) break;
    // What is left of the move, minus its part into the contact (which is < 0 on a hit).
    rest = rest * (1.0 - contact.fraction);
    const double into = dot(rest, contact.normal);
    if (into < 0.0) rest -= contact.normal * into;
  }
  return position;
}

}  // namespace hp::sim
