#!/usr/bin/python3
"""Replays Auto Layout systems recorded by transitions-bench on kiwisolver, timing each step.

    kiwi-replay.py SYSTEMS.json

SYSTEMS.json holds workloads, each {name, setup, steps, repeats}: lists of the solver calls
our engine made (LayoutSolverLog.Operation as Swift encodes it). For each repeat the setup is
played untimed, then each step timed alone. Prints JSON: each workload's step times in
milliseconds, the same calls' time on a solver that does nothing (Python's share of kiwi's
time), and the variables' values after its last step (to check both solvers agree).
"""
import json
import sys
import time

import kiwisolver


class NoSolver:
    """kiwisolver.Solver's calls, doing nothing."""

    def addConstraint(self, constraint):
        pass

    removeConstraint = addConstraint

    def addEditVariable(self, variable, strength):
        pass

    def suggestValue(self, variable, value):
        pass

    def removeEditVariable(self, variable):
        pass

    def updateVariables(self):
        pass


def main():
    with open(sys.argv[1]) as file:
        workloads = json.load(file)["workloads"]
    results = {}
    for workload in workloads:
        variables = {}
        constraints = {}

        def variable(number):
            if number not in variables:
                variables[number] = kiwisolver.Variable(f"v{number}")
            return variables[number]

        # Every constraint made before timing, as the Swift replay does.
        for operation in workload["setup"] + [op for step in workload["steps"] for op in step]:
            add = operation.get("add")
            if add is None or add["constraint"] in constraints:
                continue
            expression = kiwisolver.Expression(
                tuple(kiwisolver.Term(variable(t["variable"]), t["coefficient"]) for t in add["terms"]),
                add["constant"])
            constraints[add["constraint"]] = kiwisolver.Constraint(
                expression, add["relation"], add["strength"])

        def compile(operations):
            """(call, arguments) pairs, looked up before the clock starts."""
            compiled = []
            for operation in operations:
                (kind, arguments), = operation.items()
                if kind == "reset":
                    compiled.append(("reset", ()))
                elif kind in ("add", "remove"):
                    # A constraint added before the calls prepared is unknown to this solver.
                    constraint = constraints.get(arguments["constraint"])
                    if constraint is not None:
                        compiled.append((kind == "add" and "addConstraint" or "removeConstraint",
                                         (constraint,)))
                elif kind == "addEditVariable":
                    compiled.append(("addEditVariable",
                                     (variable(arguments["variable"]), arguments["strength"])))
                elif kind == "removeEditVariable":
                    compiled.append(("removeEditVariable", (variable(arguments["variable"]),)))
                elif kind == "suggestValue":
                    compiled.append(("suggestValue",
                                     (variable(arguments["variable"]), arguments["value"])))
                elif kind == "updateVariables":
                    compiled.append(("updateVariables", ()))
            return compiled

        refused = (kiwisolver.DuplicateConstraint, kiwisolver.UnsatisfiableConstraint,
                   kiwisolver.UnknownConstraint, kiwisolver.DuplicateEditVariable,
                   kiwisolver.UnknownEditVariable, kiwisolver.BadRequiredStrength)
        state = {"solver": kiwisolver.Solver()}

        def run(compiled):
            solver = state["solver"]
            for name, arguments in compiled:
                if name == "reset":
                    solver = state["solver"] = kiwisolver.Solver()
                    continue
                try:
                    getattr(solver, name)(*arguments)
                except refused:
                    pass  # The engine goes on without a call the solver refuses.

        setup = compile(workload["setup"])
        steps = [compile(step) for step in workload["steps"]]
        times = []
        for _ in range(workload["repeats"]):
            state["solver"] = kiwisolver.Solver()
            run(setup)
            for step in steps:
                start = time.perf_counter()
                run(step)
                times.append((time.perf_counter() - start) * 1000)
        values = {str(number): v.value() for number, v in variables.items()}
        # The same calls on a solver that does nothing: what Python's side of them costs.
        overhead = []
        for _ in range(workload["repeats"]):
            for step in steps:
                state["solver"] = NoSolver()
                start = time.perf_counter()
                run([call for call in step if call[0] != "reset"])
                overhead.append((time.perf_counter() - start) * 1000)
        results[workload["name"]] = {
            "milliseconds": times, "pythonMilliseconds": overhead, "values": values,
        }
    json.dump(results, sys.stdout)


main()
