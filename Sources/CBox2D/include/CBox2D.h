// A C interface to Box2D 2.4 (Debian's libbox2d), for UIKit Dynamics: worlds, bodies with
// polygon, circle and edge fixtures, the joints UIAttachmentBehavior needs, forces and
// impulses, a collision filter by group masks, and the contacts that began or ended.
// Units are Box2D's: metres, kilograms, seconds, radians.
#ifndef CBOX2D_H
#define CBOX2D_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct B2SWorld B2SWorld;
typedef struct B2SBody B2SBody;
typedef struct B2SJoint B2SJoint;

/// How a body moves: not at all, by its velocity only, or under forces.
typedef enum { B2SStatic = 0, B2SKinematic = 1, B2SDynamic = 2 } B2SBodyKind;

/// Where a body is and how it moves.
typedef struct {
  float x, y, angle;
  float vx, vy, angularVelocity;
  float mass, inertia;
  int awake;
} B2SBodyState;

/// A contact that began (`began` 1) or ended between the bodies tagged `tagA` and `tagB`,
/// at (`x`, `y`).
typedef struct {
  uint64_t tagA, tagB;
  float x, y;
  int began;
} B2SContactEvent;

B2SWorld *b2s_world_create(void);
void b2s_world_destroy(B2SWorld *world);
void b2s_world_step(
  B2SWorld *world, float seconds, int velocityIterations, int positionIterations);
/// The contacts that began or ended since the last clear.
int b2s_world_contact_count(const B2SWorld *world);
B2SContactEvent b2s_world_contact(const B2SWorld *world, int index);
void b2s_world_clear_contacts(B2SWorld *world);

B2SBody *b2s_body_create(
  B2SWorld *world, B2SBodyKind kind, float x, float y, float angle, uint64_t tag);
void b2s_body_destroy(B2SWorld *world, B2SBody *body);
/// A convex polygon of up to 8 vertices (x, y pairs, in the body's frame). Box2D rounds it
/// with a skin of two slops (`b2_polygonRadius`); give it inset by 1.5 slops so that resting
/// contacts come to its outline.
void b2s_body_add_polygon(
  B2SBody *body, const float *xy, int count, float density, float friction,
  float restitution);
void b2s_body_add_circle(
  B2SBody *body, float radius, float density, float friction, float restitution);
void b2s_body_add_edge(
  B2SBody *body, float x1, float y1, float x2, float y2, float friction, float restitution);
/// Sets every fixture's material and works the mass out again.
void b2s_body_set_material(B2SBody *body, float density, float friction, float restitution);
/// What the body collides with: items sharing a bit of `itemGroups`, and boundaries whose
/// group is in `boundaryGroups`. A body with a nonzero `ownBoundaryGroup` is a boundary.
void b2s_body_set_filter(
  B2SBody *body, uint64_t itemGroups, uint64_t boundaryGroups, uint64_t ownBoundaryGroup);
void b2s_body_set_kind(B2SBody *body, B2SBodyKind kind);
B2SBodyState b2s_body_state(const B2SBody *body);
void b2s_body_set_transform(B2SBody *body, float x, float y, float angle);
void b2s_body_set_velocity(B2SBody *body, float vx, float vy, float angularVelocity);
void b2s_body_set_damping(B2SBody *body, float linear, float angular);
void b2s_body_set_fixed_rotation(B2SBody *body, int fixed);
void b2s_body_set_awake(B2SBody *body, int awake);
/// A force (N) or impulse (N·s) at the world point (`px`, `py`); `wake` 0 leaves a sleeping
/// body asleep (the force is then ignored).
void b2s_body_apply_force(B2SBody *body, float fx, float fy, float px, float py, int wake);
void b2s_body_apply_impulse(B2SBody *body, float ix, float iy, float px, float py, int wake);
void b2s_body_apply_torque(B2SBody *body, float torque, int wake);
void b2s_body_apply_angular_impulse(B2SBody *body, float impulse, int wake);

/// A distance joint between world points on two bodies: rigid at `length` when `frequency`
/// is 0, a spring otherwise; held between `minLength` and `maxLength`.
B2SJoint *b2s_distance_joint_create(
  B2SWorld *world, B2SBody *a, float ax, float ay, B2SBody *b, float bx, float by,
  float length, float minLength, float maxLength, float frequency, float dampingRatio);
void b2s_distance_joint_set(
  B2SJoint *joint, float length, float minLength, float maxLength, float frequency,
  float dampingRatio);
/// A joint that lets `b` slide along the world axis through the anchor, between `lower` and
/// `upper` when `limited`.
B2SJoint *b2s_prismatic_joint_create(
  B2SWorld *world, B2SBody *a, B2SBody *b, float anchorX, float anchorY, float axisX,
  float axisY, float lower, float upper, int limited);
/// A joint that holds two bodies together at the anchor.
B2SJoint *b2s_weld_joint_create(
  B2SWorld *world, B2SBody *a, B2SBody *b, float anchorX, float anchorY);
/// A pin at the anchor that both bodies turn about, against `frictionTorque`, within
/// (`lower`, `upper`) radians when `limited`.
B2SJoint *b2s_revolute_joint_create(
  B2SWorld *world, B2SBody *a, B2SBody *b, float anchorX, float anchorY,
  float frictionTorque, float lower, float upper, int limited);
void b2s_joint_destroy(B2SWorld *world, B2SJoint *joint);

#ifdef __cplusplus
}
#endif

#endif
