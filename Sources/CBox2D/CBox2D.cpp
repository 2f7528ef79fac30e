#include "CBox2D.h"

#include <box2d/box2d.h>

#include <vector>

namespace {

/// What a body is to the filter and the contact events.
struct BodyData {
  uint64_t tag;
  uint64_t itemGroups = 0;
  uint64_t boundaryGroups = 0;
  uint64_t ownBoundaryGroup = 0;
};

BodyData *data(const b2Body *body) {
  return reinterpret_cast<BodyData *>(const_cast<b2Body *>(body)->GetUserData().pointer);
}

/// Items collide when they share a group; an item and a boundary when the item takes the
/// boundary's group; boundaries never.
class GroupFilter : public b2ContactFilter {
 public:
  bool ShouldCollide(b2Fixture *fixtureA, b2Fixture *fixtureB) override {
    const BodyData *a = data(fixtureA->GetBody());
    const BodyData *b = data(fixtureB->GetBody());
    if (a == nullptr || b == nullptr) return false;
    if (a->ownBoundaryGroup != 0 && b->ownBoundaryGroup != 0) return false;
    if (a->ownBoundaryGroup != 0) return (b->boundaryGroups & a->ownBoundaryGroup) != 0;
    if (b->ownBoundaryGroup != 0) return (a->boundaryGroups & b->ownBoundaryGroup) != 0;
    return (a->itemGroups & b->itemGroups) != 0;
  }
};

class ContactLog : public b2ContactListener {
 public:
  std::vector<B2SContactEvent> events;

  void BeginContact(b2Contact *contact) override { record(contact, 1); }
  void EndContact(b2Contact *contact) override { record(contact, 0); }

 private:
  void record(b2Contact *contact, int began) {
    const b2Body *a = contact->GetFixtureA()->GetBody();
    const b2Body *b = contact->GetFixtureB()->GetBody();
    b2WorldManifold manifold;
    contact->GetWorldManifold(&manifold);
    b2Vec2 point = 0.5f * (a->GetPosition() + b->GetPosition());
    int points = contact->GetManifold()->pointCount;
    if (points > 0) {
      point = manifold.points[0];
      if (points > 1) point = 0.5f * (manifold.points[0] + manifold.points[1]);
    }
    events.push_back({data(a)->tag, data(b)->tag, point.x, point.y, began});
  }
};

}  // namespace

// The world last, so that it goes first: nothing it calls back is gone before it.
struct B2SWorld {
  GroupFilter filter;
  ContactLog contacts;
  b2World world{b2Vec2(0, 0)};
};

static b2Body *body(B2SBody *handle) { return reinterpret_cast<b2Body *>(handle); }
static const b2Body *body(const B2SBody *handle) {
  return reinterpret_cast<const b2Body *>(handle);
}
static b2Joint *joint(B2SJoint *handle) { return reinterpret_cast<b2Joint *>(handle); }
static B2SJoint *handle(b2Joint *joint) { return reinterpret_cast<B2SJoint *>(joint); }

static b2BodyType type(B2SBodyKind kind) {
  switch (kind) {
    case B2SStatic: return b2_staticBody;
    case B2SKinematic: return b2_kinematicBody;
    default: return b2_dynamicBody;
  }
}

B2SWorld *b2s_world_create(void) {
  B2SWorld *world = new B2SWorld();
  // Box2D 2.4's time-of-impact pass scans every contact for each impact it resolves: in a
  // pile of a thousand bodies it triples a step's worst time. Without it, an item faster
  // than its own size a step could pass through a thin boundary; the reference bounds are
  // thick walls for that reason.
  world->world.SetContinuousPhysics(false);
  world->world.SetContactFilter(&world->filter);
  world->world.SetContactListener(&world->contacts);
  return world;
}

void b2s_world_destroy(B2SWorld *world) {
  for (b2Body *b = world->world.GetBodyList(); b != nullptr; b = b->GetNext()) delete data(b);
  delete world;
}

void b2s_world_step(
  B2SWorld *world, float seconds, int velocityIterations, int positionIterations) {
  world->world.Step(seconds, velocityIterations, positionIterations);
}

int b2s_world_contact_count(const B2SWorld *world) {
  return static_cast<int>(world->contacts.events.size());
}

B2SContactEvent b2s_world_contact(const B2SWorld *world, int index) {
  if (index < 0 || static_cast<size_t>(index) >= world->contacts.events.size()) return {};
  return world->contacts.events[static_cast<size_t>(index)];
}

void b2s_world_clear_contacts(B2SWorld *world) { world->contacts.events.clear(); }

B2SBody *b2s_body_create(
  B2SWorld *world, B2SBodyKind kind, float x, float y, float angle, uint64_t tag) {
  b2BodyDef definition;
  definition.type = type(kind);
  definition.position.Set(x, y);
  definition.angle = angle;
  BodyData *bodyData = new BodyData();
  bodyData->tag = tag;
  definition.userData.pointer = reinterpret_cast<uintptr_t>(bodyData);
  return reinterpret_cast<B2SBody *>(world->world.CreateBody(&definition));
}

void b2s_body_destroy(B2SWorld *world, B2SBody *handle) {
  BodyData *bodyData = data(body(handle));
  world->world.DestroyBody(body(handle));
  delete bodyData;
}

static void addFixture(
  B2SBody *handle, const b2Shape *shape, float density, float friction, float restitution) {
  b2FixtureDef definition;
  definition.shape = shape;
  definition.density = density;
  definition.friction = friction;
  definition.restitution = restitution;
  // Bounces down to 5 points a second (Box2D's default is a metre, 100 points, a second).
  definition.restitutionThreshold = 0.05f;
  body(handle)->CreateFixture(&definition);
}

void b2s_body_add_polygon(
  B2SBody *handle, const float *xy, int count, float density, float friction,
  float restitution) {
  b2Vec2 points[b2_maxPolygonVertices];
  int n = count < b2_maxPolygonVertices ? count : b2_maxPolygonVertices;
  float area = 0;
  for (int i = 0; i < n; i++) points[i].Set(xy[2 * i], xy[2 * i + 1]);
  for (int i = 0; i < n; i++) area += b2Cross(points[i], points[(i + 1) % n]);
  b2PolygonShape shape;
  // Box2D asserts on a polygon with no area: a tiny box stands in for it.
  if (n >= 3 && area > 4 * b2_linearSlop * b2_linearSlop) {
    shape.Set(points, n);
  } else {
    shape.SetAsBox(b2_linearSlop, b2_linearSlop);
  }
  addFixture(handle, &shape, density, friction, restitution);
}

void b2s_body_add_circle(
  B2SBody *handle, float radius, float density, float friction, float restitution) {
  b2CircleShape shape;
  // With an edge's skin, less the slop resting contacts sink by: at the radius itself.
  shape.m_radius = radius + 0.5f * b2_linearSlop;
  addFixture(handle, &shape, density, friction, restitution);
}

void b2s_body_add_edge(
  B2SBody *handle, float x1, float y1, float x2, float y2, float friction, float restitution) {
  b2EdgeShape shape;
  shape.SetTwoSided(b2Vec2(x1, y1), b2Vec2(x2, y2));
  // A thin skin: a polygon's (2 slops), inset by 1.5 slops, and this one (half a slop),
  // less the slop a resting contact sinks by, put resting items at their outlines.
  shape.m_radius = 0.5f * b2_linearSlop;
  addFixture(handle, &shape, 0, friction, restitution);
}

void b2s_body_set_material(B2SBody *handle, float density, float friction, float restitution) {
  for (b2Fixture *f = body(handle)->GetFixtureList(); f != nullptr; f = f->GetNext()) {
    f->SetDensity(density);
    f->SetFriction(friction);
    f->SetRestitution(restitution);
  }
  body(handle)->ResetMassData();
  // Contacts under way keep the friction and restitution they started with.
  for (b2ContactEdge *e = body(handle)->GetContactList(); e != nullptr; e = e->next) {
    e->contact->ResetFriction();
    e->contact->ResetRestitution();
  }
}

void b2s_body_set_filter(
  B2SBody *handle, uint64_t itemGroups, uint64_t boundaryGroups, uint64_t ownBoundaryGroup) {
  BodyData *bodyData = data(body(handle));
  if (bodyData->itemGroups == itemGroups && bodyData->boundaryGroups == boundaryGroups
      && bodyData->ownBoundaryGroup == ownBoundaryGroup) {
    return;
  }
  bodyData->itemGroups = itemGroups;
  bodyData->boundaryGroups = boundaryGroups;
  bodyData->ownBoundaryGroup = ownBoundaryGroup;
  // Contacts are filtered again at the next step.
  for (b2Fixture *f = body(handle)->GetFixtureList(); f != nullptr; f = f->GetNext()) {
    f->Refilter();
  }
}

void b2s_body_set_kind(B2SBody *handle, B2SBodyKind kind) { body(handle)->SetType(type(kind)); }

B2SBodyState b2s_body_state(const B2SBody *handle) {
  const b2Body *b = body(handle);
  b2Vec2 position = b->GetPosition();
  b2Vec2 velocity = b->GetLinearVelocity();
  return {position.x,   position.y,    b->GetAngle(),   velocity.x,
          velocity.y,   b->GetAngularVelocity(),         b->GetMass(),
          b->GetInertia(), b->IsAwake() ? 1 : 0};
}

void b2s_body_set_transform(B2SBody *handle, float x, float y, float angle) {
  body(handle)->SetTransform(b2Vec2(x, y), angle);
}

void b2s_body_set_velocity(B2SBody *handle, float vx, float vy, float angularVelocity) {
  body(handle)->SetLinearVelocity(b2Vec2(vx, vy));
  body(handle)->SetAngularVelocity(angularVelocity);
}

void b2s_body_set_damping(B2SBody *handle, float linear, float angular) {
  body(handle)->SetLinearDamping(linear);
  body(handle)->SetAngularDamping(angular);
}

void b2s_body_set_fixed_rotation(B2SBody *handle, int fixed) {
  body(handle)->SetFixedRotation(fixed != 0);
}

void b2s_body_set_awake(B2SBody *handle, int awake) { body(handle)->SetAwake(awake != 0); }

void b2s_body_apply_force(B2SBody *handle, float fx, float fy, float px, float py, int wake) {
  body(handle)->ApplyForce(b2Vec2(fx, fy), b2Vec2(px, py), wake != 0);
}

void b2s_body_apply_impulse(B2SBody *handle, float ix, float iy, float px, float py, int wake) {
  body(handle)->ApplyLinearImpulse(b2Vec2(ix, iy), b2Vec2(px, py), wake != 0);
}

void b2s_body_apply_torque(B2SBody *handle, float torque, int wake) {
  body(handle)->ApplyTorque(torque, wake != 0);
}

void b2s_body_apply_angular_impulse(B2SBody *handle, float impulse, int wake) {
  body(handle)->ApplyAngularImpulse(impulse, wake != 0);
}

B2SJoint *b2s_distance_joint_create(
  B2SWorld *world, B2SBody *a, float ax, float ay, B2SBody *b, float bx, float by,
  float length, float minLength, float maxLength, float frequency, float dampingRatio) {
  b2DistanceJointDef definition;
  definition.Initialize(body(a), body(b), b2Vec2(ax, ay), b2Vec2(bx, by));
  definition.collideConnected = true;
  definition.length = length;
  definition.minLength = minLength;
  definition.maxLength = maxLength;
  if (frequency > 0) {
    b2LinearStiffness(
      definition.stiffness, definition.damping, frequency, dampingRatio, body(a), body(b));
  }
  return handle(world->world.CreateJoint(&definition));
}

void b2s_distance_joint_set(
  B2SJoint *handle, float length, float minLength, float maxLength, float frequency,
  float dampingRatio) {
  b2DistanceJoint *distance = static_cast<b2DistanceJoint *>(joint(handle));
  distance->SetLength(length);
  // The minimum is held within the maximum as it is set: open the maximum first.
  distance->SetMaxLength(b2_maxFloat);
  distance->SetMinLength(minLength);
  distance->SetMaxLength(maxLength);
  float stiffness = 0, damping = 0;
  if (frequency > 0) {
    b2LinearStiffness(
      stiffness, damping, frequency, dampingRatio, distance->GetBodyA(), distance->GetBodyB());
  }
  distance->SetStiffness(stiffness);
  distance->SetDamping(damping);
  distance->GetBodyA()->SetAwake(true);
  distance->GetBodyB()->SetAwake(true);
}

B2SJoint *b2s_prismatic_joint_create(
  B2SWorld *world, B2SBody *a, B2SBody *b, float anchorX, float anchorY, float axisX,
  float axisY, float lower, float upper, int limited) {
  b2PrismaticJointDef definition;
  b2Vec2 axis(axisX, axisY);
  axis.Normalize();
  definition.Initialize(body(a), body(b), b2Vec2(anchorX, anchorY), axis);
  definition.enableLimit = limited != 0;
  definition.lowerTranslation = lower;
  definition.upperTranslation = upper;
  return handle(world->world.CreateJoint(&definition));
}

B2SJoint *b2s_weld_joint_create(
  B2SWorld *world, B2SBody *a, B2SBody *b, float anchorX, float anchorY) {
  b2WeldJointDef definition;
  definition.Initialize(body(a), body(b), b2Vec2(anchorX, anchorY));
  return handle(world->world.CreateJoint(&definition));
}

B2SJoint *b2s_revolute_joint_create(
  B2SWorld *world, B2SBody *a, B2SBody *b, float anchorX, float anchorY,
  float frictionTorque, float lower, float upper, int limited) {
  b2RevoluteJointDef definition;
  definition.Initialize(body(a), body(b), b2Vec2(anchorX, anchorY));
  definition.enableMotor = frictionTorque > 0;
  definition.motorSpeed = 0;
  definition.maxMotorTorque = frictionTorque;
  definition.enableLimit = limited != 0;
  definition.lowerAngle = lower;
  definition.upperAngle = upper;
  return handle(world->world.CreateJoint(&definition));
}

void b2s_joint_destroy(B2SWorld *world, B2SJoint *handle) {
  world->world.DestroyJoint(joint(handle));
}
