#!/usr/bin/python3
"""A real AT-SPI2 client (libatspi through PyGObject, as Orca and pyatspi use it) for the
end-to-end accessibility tests. It finds the application named "Transitions" on the
accessibility bus and prints what it is asked for as JSON:

  tree                   the application's tree: role, name, description, states, actions,
                         value and text of every node
  act NAME [ACTION]      runs ACTION ("click" unless given) of the first node named NAME
  value NAME [NEW]       reads (and sets) the value of the first node named NAME
  events SECONDS STEP... listens for focus, children, window and announcement events while
                         it runs STEPs a second apart ("focus:NAME", "act:NAME"), for
                         SECONDS in all
"""
import json
import sys
import warnings

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

# libatspi calls its interface getters deprecated in favour of the same calls on the node.
warnings.filterwarnings("ignore", category=DeprecationWarning)


def application():
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        child = desktop.get_child_at_index(index)
        if child is not None and child.get_name() == "Transitions":
            return child
    sys.exit("no application named Transitions on the accessibility bus")


def describe(node):
    states = sorted(state.value_nick for state in node.get_state_set().get_states())
    result = {
        "role": node.get_role_name(),
        "name": node.get_name(),
        "description": node.get_description(),
        "states": states,
    }
    action = node.get_action_iface()
    if action is not None:
        result["actions"] = [action.get_action_name(i) for i in range(action.get_n_actions())]
    value = node.get_value_iface()
    if value is not None:
        result["value"] = [value.get_minimum_value(), value.get_current_value(),
                           value.get_maximum_value()]
    text = node.get_text_iface()
    if text is not None:
        result["text"] = text.get_text(0, -1)
    return result


def tree(node):
    result = describe(node)
    result["children"] = [tree(node.get_child_at_index(i)) for i in range(node.get_child_count())]
    return result


def find(node, name, fits=lambda node: True):
    """The first node named `name` (depth first) that `fits`."""
    if node.get_name() == name and fits(node):
        return node
    for index in range(node.get_child_count()):
        found = find(node.get_child_at_index(index), name, fits)
        if found is not None:
            return found
    return None


def found(name, fits=lambda node: True):
    node = find(application(), name, fits)
    if node is None:
        sys.exit(f"no node named {name!r}")
    return node


def act(name, action_name="click"):
    node = found(name, lambda node: node.get_action_iface() is not None)
    action = node.get_action_iface()
    names = [action.get_action_name(i) for i in range(action.get_n_actions())]
    return {"done": action.do_action(names.index(action_name)), "actions": names}


def value(name, new=None):
    node = found(name, lambda node: node.get_value_iface() is not None)
    value = node.get_value_iface()
    if new is not None:
        value.set_current_value(float(new))
    return {"value": value.get_current_value(), "minimum": value.get_minimum_value(),
            "maximum": value.get_maximum_value(), "text": Atspi.Value.get_text(value)}


def events(seconds, steps):
    heard = []

    def hear(event):
        source = event.source
        heard.append({"type": event.type, "detail1": event.detail1,
                      "source": source.get_name() if source else None,
                      "role": source.get_role_name() if source else None})

    listener = Atspi.EventListener.new(hear)
    for kind in ["object:state-changed:focused", "object:children-changed",
                 "window:activate", "object:announcement"]:
        listener.register(kind)
    loop = GLib.MainLoop()

    def run(step):
        kind, _, name = step.partition(":")
        node = find(application(), name)
        if node is None:
            heard.append({"type": "missing", "source": name})
        elif kind == "focus":
            node.get_component_iface().grab_focus()
        else:
            node.get_action_iface().do_action(0)
        return False

    for index, step in enumerate(steps):
        GLib.timeout_add(1000 * (index + 1), run, step)
    GLib.timeout_add(int(seconds * 1000), loop.quit)
    loop.run()
    return heard


def main(arguments):
    command = arguments[0]
    if command == "tree":
        result = tree(application())
    elif command == "act":
        result = act(*arguments[1:])
    elif command == "value":
        result = value(*arguments[1:])
    elif command == "events":
        result = events(float(arguments[1]), arguments[2:])
    else:
        sys.exit(f"unknown command {command!r}")
    print(json.dumps(result))


main(sys.argv[1:])
