package scenario

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spellstack/spellstack/game"
)

// Names the parser checks against the engine, so that every unknown rule,
// counter kind and decision of a file is reported with the other
// malformed lines at once, rather than one per run as the run reaches it.

// ruleProblem says what is wrong with "rule name=value", or "".
func ruleProblem(name, value string) string {
	known := append([]string{"auto-pass"}, game.RuleNames()...)
	if !slices.Contains(known, name) {
		hint := ""
		for _, k := range known {
			if strings.ReplaceAll(k, "-", "") == strings.ReplaceAll(strings.ToLower(name), "-", "") {
				hint = fmt.Sprintf("; did you mean %s?", k)
			}
		}
		return fmt.Sprintf("unknown rule %q (known: %s)%s", name, strings.Join(known, ", "), hint)
	}
	if name == "auto-pass" { // a Config option, not a rule
		if value != "on" && value != "off" {
			return fmt.Sprintf("rule auto-pass=%q: want on or off", value)
		}
		return ""
	}
	var r game.Rules
	if err := r.Set(name, value); err != nil {
		return err.Error()
	}
	return ""
}

// counterKindProblem says what is wrong with a counter kind, or "".
func counterKindProblem(kind string) string {
	if _, ok := game.ParseCounterKind(kind); ok {
		return ""
	}
	var known []string
	for k := game.CounterKind(0); k.String() != "counter?"; k++ {
		known = append(known, k.String())
	}
	return fmt.Sprintf("unknown counter kind %q (known: %s)", kind, strings.Join(known, ", "))
}

// decisionProblem says what is wrong with a decision's name in "expect
// decision", or "".
func decisionProblem(name string) string {
	if _, ok := decisionKind(name); ok {
		return ""
	}
	var known []string
	for k := game.DecideNone; k.String() != "decision?"; k++ {
		known = append(known, decisionName(k))
	}
	return fmt.Sprintf("unknown decision %q (known: %s)", name, strings.Join(known, ", "))
}
