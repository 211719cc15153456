package scenario

import (
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
	"strings"
)

// matches reports whether object id is what ref names: the object its
// alias follows, or an object whose card has that exact name.
func (r *runner) matches(ref string, id game.ObjectID) bool {
	if a, ok := r.aliases[ref]; ok {
		cur, ok := r.g.Follow(a)
		return ok && cur == id
	}
	o, ok := r.g.Object(id)
	return ok && sameName(o.Card.Name, ref)
}

// matchesFollowed is matches for an ID that may be stale: an alias names
// it when both now name the same card (the host of a granted trigger
// that died is named by its alias, as the card that has the trigger is).
func (r *runner) matchesFollowed(ref string, id game.ObjectID) bool {
	if a, ok := r.aliases[ref]; ok {
		cur, ok := r.g.Follow(a)
		now, ok2 := r.g.Follow(id)
		return ok && ok2 && cur == now
	}
	return r.matches(ref, id)
}

// namesTrigger reports whether ref names the waiting triggered ability
// t: by its source (an alias follows the card), its card's name, or, for
// a granted ability, the permanent it was granted to.
func (r *runner) namesTrigger(ref string, t game.TriggerInfo) bool {
	return r.matchesFollowed(ref, t.Source) || t.Card.Name == ref ||
		t.Host != 0 && (r.matchesFollowed(ref, t.Host) || t.HostCard.Name == ref)
}

// sameName reports whether a reference names a card: as printed, or
// with other letter case or a typographic apostrophe, as setup lines
// accept them (the catalog's lookup does).
func sameName(name, ref string) bool {
	return name == ref || strings.EqualFold(name, strings.ReplaceAll(ref, "’", "'"))
}

// candidates lists the objects in p's zone z that ref names, in the
// zone's natural order.
func (r *runner) candidates(ref string, p game.PlayerID, z zone.Kind) []game.ObjectID {
	var out []game.ObjectID
	for _, id := range r.g.Zone(p, z) {
		if r.matches(ref, id) {
			out = append(out, id)
		}
	}
	return out
}

// allObjects lists every object of the game: each player's zones, then
// the stack top first.
func (r *runner) allObjects() []game.ObjectID {
	var out []game.ObjectID
	for p := range r.players {
		for _, z := range [...]zone.Kind{zone.Battlefield, zone.Hand, zone.Graveyard, zone.Library, zone.Exile} {
			out = append(out, r.g.Zone(game.PlayerID(p), z)...)
		}
	}
	for _, e := range r.g.Stack() {
		if e.Card != nil {
			if o, ok := r.g.Object(e.Source); ok && o.Zone == zone.Stack {
				out = append(out, e.Source)
			}
		}
	}
	return out
}

// unique returns the one object ref names, or a failure when none or
// several match (an alias always names one).
func (r *runner) unique(at Pos, ref string) (game.ObjectID, error) {
	if a, ok := r.aliases[ref]; ok {
		cur, ok := r.g.Follow(a)
		if !ok {
			return 0, fail(at, nil, "%s no longer exists", ref)
		}
		return cur, nil
	}
	var found []game.ObjectID
	for _, id := range r.allObjects() {
		if r.matches(ref, id) {
			found = append(found, id)
		}
	}
	switch len(found) {
	case 0:
		return 0, fail(at, nil, "no object named %q", ref)
	case 1:
		return found[0], nil
	}
	return 0, fail(at, nil, "%q is ambiguous: %d objects match (use an alias)", ref, len(found))
}

// target resolves a target: a player name, or a unique object on the
// battlefield, on the stack or in a graveyard.
func (r *runner) target(at Pos, ref string) (game.Target, error) {
	if ref == "none" {
		// Extension: an "up to" target left unchosen.
		return game.ObjectTarget(0), nil
	}
	for i, n := range r.players {
		if n == ref {
			return game.PlayerTarget(game.PlayerID(i)), nil
		}
	}
	if _, alias := r.aliases[ref]; !alias {
		// A name is unique among what can be targeted: a card of the
		// same name in a hand or library doesn't make it ambiguous.
		var found []game.ObjectID
		for _, id := range r.allObjects() {
			if o, ok := r.g.Object(id); ok && (o.Zone == zone.Battlefield || o.Zone == zone.Stack || o.Zone == zone.Graveyard) && r.matches(ref, id) {
				found = append(found, id)
			}
		}
		if len(found) == 1 {
			return game.ObjectTarget(found[0]), nil
		}
	}
	id, err := r.unique(at, ref)
	if err != nil {
		return game.Target{}, err
	}
	return game.ObjectTarget(id), nil
}

func (r *runner) targets(at Pos, refs []string) ([]game.Target, error) {
	var out []game.Target
	for _, ref := range refs {
		t, err := r.target(at, ref)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	if len(out) > len(game.Action{}.Targets) {
		return nil, fail(at, nil, "too many targets (%d)", len(out))
	}
	return out, nil
}
