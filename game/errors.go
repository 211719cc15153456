package game

import (
	"errors"
	"fmt"
	"strings"
)

// Sentinel errors. Every refusal of an action wraps ErrIllegal and one
// more specific sentinel, inside a *RuleError that cites the rule.
var (
	// ErrBadConfig: a Config or setup call is invalid.
	ErrBadConfig = errors.New("invalid game configuration")
	// ErrIllegal: the action is not legal now; the game is unchanged.
	ErrIllegal = errors.New("illegal action")
	// ErrGameOver: the game has ended.
	ErrGameOver = errors.New("game is over")
	// ErrNotYourDecision: another player must decide, or another kind of
	// decision is pending.
	ErrNotYourDecision = errors.New("not this player's decision")
	// ErrTiming: the action is not allowed at this time (sorcery speed,
	// land timing).
	ErrTiming = errors.New("wrong timing")
	// ErrLandLimit: the player has no land play left this turn.
	ErrLandLimit = errors.New("no land play left")
	// ErrCantPay: the cost can't be paid.
	ErrCantPay = errors.New("cost can't be paid")
	// ErrBadTarget: a target is missing, extra or illegal.
	ErrBadTarget = errors.New("illegal target")
	// ErrNoObject: an ID names no object in the expected zone.
	ErrNoObject = errors.New("no such object")
	// ErrNotAllowed: the object can't do that (not a land, summoning
	// sick, tapped, no such ability).
	ErrNotAllowed = errors.New("not allowed")
	// ErrMalformed: the action is malformed whatever the state: a field
	// out of its range (an undefined colour, a player index that names no
	// player, a target naming both a player and an object), or set on an
	// action that does not use it. RuleError.Field names the field.
	ErrMalformed = errors.New("malformed action")
)

// RuleError is an action's refusal: which rule forbids it and why. It
// wraps ErrIllegal and a specific sentinel (errors.Is works for both).
// A refused setup call on a game (Put, SetLife, Start, ...) is a
// RuleError of Kind ErrBadConfig, which wraps that sentinel only; an
// invalid Config (New, NewEmpty, NewInto, Replay) is a plain error that
// wraps ErrBadConfig and says which player or field is wrong.
type RuleError struct {
	// Rule is the Comprehensive Rules number, e.g. "305.2".
	Rule string
	// Also is a more specific rule the action breaks too, or "": a
	// target that is illegal (114.1) because it has hexproof (702.11b).
	// Several are separated by ", ": a target chosen as a spell is cast
	// also breaks the step of casting that chooses it (601.2c).
	Also string
	// Msg says what was wrong, in words.
	Msg string
	// Kind is the specific sentinel (ErrTiming, ErrCantPay, ...).
	Kind error
	// Field names the Action field at fault, as Go spells it ("Color",
	// "Targets[1].Player", "Attackers[0].Planeswalker"), when one field
	// is; always set for ErrMalformed.
	Field string
}

// Error returns "illegal action: [FIELD: ]MSG[ (CR RULE[, ALSO])]", or
// "invalid game configuration: MSG[ (CR RULE)]" for a refused setup.
func (e *RuleError) Error() string {
	s := "illegal action: "
	if e.Kind == ErrBadConfig {
		s = "invalid game configuration: "
	}
	if e.Field != "" {
		s += e.Field + ": "
	}
	s += e.Msg
	switch {
	case e.Rule != "" && e.Also != "":
		s += " (CR " + e.Rule + ", " + e.Also + ")"
	case e.Rule != "":
		s += " (CR " + e.Rule + ")"
	}
	return s
}

// Unwrap returns ErrIllegal and the specific sentinel; ErrBadConfig
// alone for a refused setup, which is no action.
func (e *RuleError) Unwrap() []error {
	if e.Kind == ErrBadConfig {
		return []error{ErrBadConfig}
	}
	return []error{ErrIllegal, e.Kind}
}

func refuse(kind error, rule, format string, args ...any) error {
	return &RuleError{Rule: rule, Msg: fmt.Sprintf(format, args...), Kind: kind}
}

// Cites reports whether the error cites a rule that starts with prefix:
// Rule or one of Also's. "601.2" matches "601.2c" and "601.2", "704."
// and "70" match "704.5g"; but a prefix that names a rule within its
// section ends at a boundary of rule numbers: "702.1" doesn't match
// "702.11b", another rule (subrules are lettered, CR 100.x).
func (e *RuleError) Cites(prefix string) bool {
	return prefix != "" && e.citesAny(func(rule string) bool { return citesAt(rule, prefix) })
}

// CitesPrefix reports whether the error cites a rule whose number, as
// written, starts with prefix: unlike Cites, "702.1" matches "702.11b".
// It is how a scenario's `!RULE` line reads its rule.
func (e *RuleError) CitesPrefix(prefix string) bool {
	return prefix != "" && e.citesAny(func(rule string) bool { return strings.HasPrefix(rule, prefix) })
}

// citesAny reports whether match holds for Rule or one of Also's rules.
func (e *RuleError) citesAny(match func(rule string) bool) bool {
	if match(e.Rule) {
		return true
	}
	for rest := e.Also; rest != ""; {
		r, more, _ := strings.Cut(rest, ", ")
		if match(r) {
			return true
		}
		rest = more
	}
	return false
}

// citesAt reports whether rule starts with prefix, and, for a prefix
// with a rule number after the section's dot, doesn't go on with another
// digit ("702.1" is not "702.11").
func citesAt(rule, prefix string) bool {
	if !strings.HasPrefix(rule, prefix) {
		return false
	}
	isDigit := func(c byte) bool { return '0' <= c && c <= '9' }
	if len(rule) == len(prefix) || !strings.Contains(prefix, ".") || !isDigit(prefix[len(prefix)-1]) {
		return true
	}
	return !isDigit(rule[len(prefix)])
}

// alsoCite adds rules to the rules a refusal cites (RuleError.Also),
// each unless it cites it already: the step of casting or activating that
// chose a refused target (601.2c, 602.2b) beside the rule of targets
// (114.1), or 116.1 beside the reason an unasked declaration would be
// refused.
func alsoCite(err error, rules ...string) error {
	if re, ok := err.(*RuleError); ok && re.Rule != "" {
		for _, r := range rules {
			re.CiteToo(r)
		}
	}
	return err
}

// CiteToo adds rule to the further rules the error cites (Also), unless
// it cites it already: for a caller that knows more of why an action was
// refused than the engine could (a scenario runner reading a file's
// words).
func (e *RuleError) CiteToo(rule string) {
	if rule == "" || e.Cites(rule) {
		return
	}
	if e.Also == "" {
		e.Also = rule
	} else {
		e.Also += ", " + rule
	}
}

// refuseAlso is refuse citing a second rule the refusal rests on too
// (RuleError.Also).
func refuseAlso(kind error, rule, also, format string, args ...any) error {
	return &RuleError{Rule: rule, Also: also, Msg: fmt.Sprintf(format, args...), Kind: kind}
}

// refuseField is refuse for a problem with one field of the action.
func refuseField(kind error, field, rule, format string, args ...any) error {
	return &RuleError{Rule: rule, Msg: fmt.Sprintf(format, args...), Kind: kind, Field: field}
}

// malformed refuses an action whose field is malformed (ErrMalformed).
func malformed(field, format string, args ...any) error {
	return refuseField(ErrMalformed, field, "", format, args...)
}

// article returns the English indefinite article for word: "an" before
// a vowel sound ("an attackers decision"), else "a".
func article(word string) string {
	if word != "" && strings.ContainsRune("aeiouAEIOU", rune(word[0])) {
		return "an"
	}
	return "a"
}
