package game

import (
	"encoding/json"
	"fmt"

	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// The JSON forms of targets and events leave out what does not apply, so
// that no field reads as a real player or zone when it names none.

type viewTargetJSON struct {
	Player *PlayerID `json:"player,omitempty"`
	Object ViewID    `json:"object,omitempty"`
	Name   string    `json:"name,omitempty"`
}

// MarshalJSON writes a player target as {"player": P}, an object target
// as {"object": ID, "name": NAME} (without "object" once the object has
// left), and an "up to" target left unchosen as {}.
func (t ViewTarget) MarshalJSON() ([]byte, error) {
	out := viewTargetJSON{Object: t.Object, Name: t.Name}
	if t.Player != NoPlayer && t.Object == 0 && t.Name == "" {
		p := t.Player
		out.Player = &p
	}
	return json.Marshal(out)
}

// UnmarshalJSON reads what MarshalJSON writes: without "player", the
// target is an object (Player NoPlayer). It reads nothing else: a member
// it doesn't know (a client's "playr") and "player" with "object" or
// "name" are errors, not a target read as unchosen or as the object
// alone, and t is left as it was.
func (t *ViewTarget) UnmarshalJSON(b []byte) error {
	var in viewTargetJSON
	if err := decodeStrict(b, &in, "view target"); err != nil {
		return err
	}
	if in.Player != nil && (in.Object != 0 || in.Name != "") {
		return fmt.Errorf("game: view target %s names both a player and an object", clipJSON(b))
	}
	*t = ViewTarget{Player: NoPlayer, Object: in.Object, Name: in.Name}
	if in.Player != nil {
		t.Player = *in.Player
	}
	return nil
}

type viewEventJSON struct {
	Kind    EventKind    `json:"kind"`
	Player  *PlayerID    `json:"player,omitempty"`
	Object  ViewID       `json:"object,omitempty"`
	Old     ViewID       `json:"old,omitempty"`
	Name    string       `json:"name,omitempty"`
	Source  ViewID       `json:"source,omitempty"`
	SrcName string       `json:"sourceName,omitempty"`
	From    *zone.Kind   `json:"from,omitempty"`
	To      *zone.Kind   `json:"to,omitempty"`
	Step    *Step        `json:"step,omitempty"`
	Amount  int          `json:"amount,omitempty"`
	Total   *int         `json:"total,omitempty"`
	Mana    *mana.Pool   `json:"mana,omitempty"`
	Target  *ViewTarget  `json:"target,omitempty"`
	Targets []ViewTarget `json:"targets,omitempty"`
	Ability bool         `json:"ability,omitempty"`
	Choice  Choice       `json:"choice,omitempty"`
	Counter string       `json:"counter,omitempty"`
	Host    ViewID       `json:"host,omitempty"`
	HstName string       `json:"hostName,omitempty"`
}

// MarshalJSON writes the event with only the fields its kind uses:
// "player" when a player is meant, "from" and "to" for zone changes,
// "step" for steps, "total" for life changes, guesses and counters,
// "counter" for a change of counters, "mana" when
// mana was added, "target" when the event has one, "targets" when it has
// two or more, "ability" for an ability's resolve, counter or fizzle,
// "choice" for a choose event, and "host" and "hostName" for an event
// about a granted triggered ability.
func (e ViewEvent) MarshalJSON() ([]byte, error) {
	out := viewEventJSON{Kind: e.Kind, Object: e.Object, Old: e.Old, Name: e.Name, Source: e.Source, SrcName: e.SourceName, Amount: e.Amount, Ability: e.Ability, Choice: e.Choice,
		Host: e.Host, HstName: e.HostName}
	if e.Player != NoPlayer {
		out.Player = &e.Player
	}
	if e.Kind == EventZoneChange {
		// A zone outside the game (an object that ceased to exist) is
		// left out.
		if e.From.Valid() {
			out.From = &e.From
		}
		if e.To.Valid() {
			out.To = &e.To
		}
	}
	if e.Kind == EventStep {
		out.Step = &e.Step
	}
	if e.Kind == EventLifeChange || e.Choice == ChoiceGuess || e.Kind == EventCounters {
		out.Total = &e.Total
	}
	if e.Kind == EventCounters {
		out.Counter = e.Counter.String()
	}
	if e.Mana != (mana.Pool{}) {
		out.Mana = &e.Mana
	}
	if e.HasTarget {
		out.Target = &e.Target
	}
	if len(e.Targets) > 1 {
		out.Targets = e.Targets // one target is "target" alone
	}
	return json.Marshal(out)
}

// UnmarshalJSON reads what MarshalJSON writes. Card and SourceCard stay
// nil: look the name up in the catalog.
func (e *ViewEvent) UnmarshalJSON(b []byte) error {
	var in viewEventJSON
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	*e = ViewEvent{Kind: in.Kind, Player: NoPlayer, Object: in.Object, Old: in.Old, Name: in.Name, Source: in.Source, SourceName: in.SrcName,
		Amount: in.Amount, Target: ViewTarget{Player: NoPlayer}, Ability: in.Ability, Choice: in.Choice, Host: in.Host, HostName: in.HstName}
	if in.Player != nil {
		e.Player = *in.Player
	}
	if in.Kind == EventZoneChange {
		e.From, e.To = nowhere, nowhere
	}
	if in.From != nil {
		e.From = *in.From
	}
	if in.To != nil {
		e.To = *in.To
	}
	if in.Step != nil {
		e.Step = *in.Step
	}
	if in.Total != nil {
		e.Total = *in.Total
	}
	if in.Counter != "" {
		k, ok := ParseCounterKind(in.Counter)
		if !ok {
			return fmt.Errorf("game: unknown counter %q in event", in.Counter)
		}
		e.Counter = k
	}
	if in.Mana != nil {
		e.Mana = *in.Mana
	}
	if in.Target != nil {
		e.Target, e.HasTarget = *in.Target, true
	}
	if len(in.Targets) > 1 {
		e.Targets = in.Targets
	}
	return nil
}
