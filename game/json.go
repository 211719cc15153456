package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// JSON names the engine's enumerations as words (issue 19): decision and
// action kinds, event kinds and steps marshal as lower-case words joined
// by hyphens ("declare-blockers"); the Go values stay numbers.

var decisionWords = [...]string{"none", "priority", "discard", "attackers", "blockers", "yes-no",
	"trigger-order", "targets", "search", "keep", "redirect", "damage-order", "pick", "choose-card", "cast-copy",
	"starting-player", "mulligan", "bottom", "sacrifice", "take-revealed", "unless", "name", "creature-type",
	"top-or-bottom", "find", "hidden-card", "guess", "cast-free", "choose-permanent", "color", "copy-targets", "choose-player",
	"defending-player", "combat-damage-player"}

var actionWords = [...]string{"", "pass", "play-land", "cast", "activate", "activate-mana", "discard",
	"declare-attackers", "declare-blockers", "concede", "choose", "choose-targets"}

var stepWords = [numSteps]string{"untap", "upkeep", "draw", "precombat-main", "beginning-of-combat",
	"declare-attackers", "declare-blockers", "first-strike-damage", "combat-damage", "end-of-combat",
	"postcombat-main", "end", "cleanup"}

// eventWord turns an event kind's name into a word: "ZoneChange" →
// "zone-change".
func eventWord(k EventKind) string {
	if int(k) >= len(eventKindNames) || eventKindNames[k] == "" {
		return ""
	}
	var b strings.Builder
	for i, r := range eventKindNames[k] {
		if r >= 'A' && r <= 'Z' {
			if i > 0 {
				b.WriteByte('-')
			}
			r += 'a' - 'A'
		}
		b.WriteRune(r)
	}
	return b.String()
}

func wordOf(words []string, i int, what string) ([]byte, error) {
	if i < 0 || i >= len(words) || words[i] == "" {
		return nil, fmt.Errorf("game: invalid %s %d", what, i)
	}
	return []byte(words[i]), nil
}

func parseWord(words []string, b []byte, what string) (int, error) {
	for i, w := range words {
		if w != "" && w == string(b) {
			return i, nil
		}
	}
	return 0, fmt.Errorf("game: unknown %s %q", what, b)
}

// MarshalText writes the kind as a word ("damage-order").
func (k DecisionKind) MarshalText() ([]byte, error) {
	return wordOf(decisionWords[:], int(k), "decision kind")
}

// UnmarshalText reads what MarshalText writes.
func (k *DecisionKind) UnmarshalText(b []byte) error {
	i, err := parseWord(decisionWords[:], b, "decision kind")
	*k = DecisionKind(i)
	return err
}

// MarshalText writes the kind as a word ("declare-attackers").
func (k ActionKind) MarshalText() ([]byte, error) {
	return wordOf(actionWords[:], int(k), "action kind")
}

// UnmarshalText reads what MarshalText writes.
func (k *ActionKind) UnmarshalText(b []byte) error {
	i, err := parseWord(actionWords[:], b, "action kind")
	*k = ActionKind(i)
	return err
}

// MarshalText writes the step as a word ("declare-blockers").
func (s Step) MarshalText() ([]byte, error) { return wordOf(stepWords[:], int(s), "step") }

// UnmarshalText reads what MarshalText writes.
func (s *Step) UnmarshalText(b []byte) error {
	i, err := parseWord(stepWords[:], b, "step")
	*s = Step(i)
	return err
}

// MarshalText writes the kind as a word ("zone-change").
func (k EventKind) MarshalText() ([]byte, error) {
	if w := eventWord(k); w != "" {
		return []byte(w), nil
	}
	return nil, fmt.Errorf("game: invalid event kind %d", uint8(k))
}

// UnmarshalText reads what MarshalText writes.
func (k *EventKind) UnmarshalText(b []byte) error {
	for i := range eventKindNames {
		if w := eventWord(EventKind(i)); w != "" && w == string(b) {
			*k = EventKind(i)
			return nil
		}
	}
	return fmt.Errorf("game: unknown event kind %q", b)
}

var choiceWords = [...]string{ChoiceNone: "", ChoiceName: "name", ChoiceColor: "color",
	ChoiceCreatureType: "creature-type", ChoiceGuess: "guess", ChoiceDamagePlayer: "damage-player",
	ChoiceDefendingPlayer: "defending-player", ChoiceCopy: "copy"}

// String returns the choice as a word: "name", "color", "creature-type",
// "guess", "damage-player", "defending-player", "copy", or "" for
// ChoiceNone.
func (c Choice) String() string {
	if int(c) < len(choiceWords) {
		return choiceWords[c]
	}
	return fmt.Sprintf("Choice(%d)", uint8(c))
}

// MarshalText writes the choice as its word.
func (c Choice) MarshalText() ([]byte, error) {
	if int(c) >= len(choiceWords) {
		return nil, fmt.Errorf("game: invalid choice %d", uint8(c))
	}
	return []byte(choiceWords[c]), nil
}

// UnmarshalText reads what MarshalText writes.
func (c *Choice) UnmarshalText(b []byte) error {
	for i, w := range choiceWords {
		if w == string(b) {
			*c = Choice(i)
			return nil
		}
	}
	return fmt.Errorf("game: unknown choice %q", b)
}

// ruleErrorJSON is the JSON form of a RuleError.
type ruleErrorJSON struct {
	Kind    string `json:"kind"`
	Rule    string `json:"rule,omitempty"`
	Also    string `json:"also,omitempty"`
	Field   string `json:"field,omitempty"`
	Message string `json:"message"`
}

// errorWords name the sentinels a RuleError wraps.
var errorWords = []struct {
	err  error
	word string
}{
	{ErrMalformed, "malformed"}, {ErrNotYourDecision, "not-your-decision"}, {ErrGameOver, "game-over"},
	{ErrTiming, "timing"}, {ErrCantPay, "cant-pay"}, {ErrBadTarget, "bad-target"}, {ErrNoObject, "no-object"},
	{ErrNotAllowed, "not-allowed"}, {ErrLandLimit, "land-limit"}, {ErrBadConfig, "bad-config"},
}

// MarshalJSON writes the error as {"kind": WORD, "rule": "305.2",
// "also": "702.11b", "field": "Targets[0]", "message": "..."} (also and
// field only when set): kind names the sentinel it
// wraps ("timing", "bad-target", ...; "bad-config" for a refused setup
// call; "illegal" for another).
func (e *RuleError) MarshalJSON() ([]byte, error) {
	out := ruleErrorJSON{Kind: "illegal", Rule: e.Rule, Also: e.Also, Field: e.Field, Message: e.Msg}
	for _, w := range errorWords {
		if e.Kind != nil && errors.Is(e.Kind, w.err) {
			out.Kind = w.word
			break
		}
	}
	return json.Marshal(out)
}

// UnmarshalJSON reads what MarshalJSON writes; an unknown kind reads as
// ErrIllegal.
func (e *RuleError) UnmarshalJSON(b []byte) error {
	var in ruleErrorJSON
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	*e = RuleError{Rule: in.Rule, Also: in.Also, Field: in.Field, Msg: in.Message, Kind: ErrIllegal}
	for _, w := range errorWords {
		if w.word == in.Kind {
			e.Kind = w.err
		}
	}
	return nil
}
