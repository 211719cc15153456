package scenario

import (
	"errors"
	"fmt"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
	"slices"
	"strconv"
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
	return ok && namesCard(ref, o.Card)
}

// matchesFollowed is matches for an ID that may be stale: an alias names
// it when both now name the same card (the host of a granted trigger
// that died is named by its alias, as the card that has the trigger is).
func (r *runner) matchesFollowed(ref string, id game.ObjectID) bool {
	if a, ok := r.aliases[ref]; ok {
		return r.g.SameCard(a, id) // a token that ceased to exist too
	}
	return r.matches(ref, id)
}

// namesTrigger reports whether ref names the waiting triggered ability
// t: by its source (an alias follows the card), its card's name (an
// emblem's: its planeswalker's name, with or without "Emblem"), or, for
// a granted ability, the permanent it was granted to.
func (r *runner) namesTrigger(ref string, t game.TriggerInfo) bool {
	if base, about, ok := strings.Cut(ref, " for "); ok {
		// "REF for OBJ": REF's trigger for the event about OBJ (Circle
		// of Flame's for one of two attackers), so that triggers of one
		// ability can be ordered (CR 603.3b).
		return t.Event != 0 && r.namesTrigger(strings.TrimSpace(base), t) && r.matchesFollowed(strings.TrimSpace(about), t.Event)
	}
	if base, n, ok := abilityNumbered(ref); ok {
		// "REF#N": the N-th triggered ability of the source, in printed
		// order (Waste Not's second, CR 603.3b: its controller orders
		// them).
		return t.Ability == n-1 && r.namesTrigger(base, t)
	}
	if n, ok := strings.CutSuffix(t.Card.Name, " Emblem"); ok && sameName(n, ref) {
		return true // an emblem has no name: its planeswalker's names it (CR 113.3)
	}
	if a, ok := r.aliases[ref]; ok && r.emblemOfAlias(a, t.Card.Name) {
		return true // or its alias
	}
	return r.matchesFollowed(ref, t.Source) || sameName(t.Card.Name, ref) ||
		t.Host != 0 && (r.matchesFollowed(ref, t.Host) || sameName(t.HostCard.Name, ref))
}

// abilityNumbered splits "REF#N" (N from 1) into REF and N.
func abilityNumbered(ref string) (string, int, bool) {
	i := strings.LastIndexByte(ref, '#')
	if i <= 0 {
		return "", 0, false
	}
	n, err := strconv.Atoi(ref[i+1:])
	if err != nil || n < 1 {
		return "", 0, false
	}
	return strings.TrimSpace(ref[:i]), n, true
}

// namesWaitingTrigger reports whether ref names a triggered ability
// waiting to go on the stack, any player's.
func (r *runner) namesWaitingTrigger(ref string) bool {
	for p := 0; p < r.g.NumPlayers(); p++ {
		if slices.ContainsFunc(r.g.PendingTriggers(game.PlayerID(p)), func(t game.TriggerInfo) bool { return r.namesTrigger(ref, t) }) {
			return true
		}
	}
	return false
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
		// A spell once: an ability whose source is that spell (Genesis
		// Hydra's cast trigger) names the same object.
		if e.Card != nil && e.Kind == stack.Spell {
			if o, ok := r.g.Object(e.Source); ok && o.Zone == zone.Stack {
				out = append(out, e.Source)
			}
		}
	}
	return out
}

// zoneTier ranks where a named object is looked for: a name means a
// permanent before a spell on the stack, that before a card in a public
// zone, that before a card in a hand, and that before one in a library,
// so that cards of the same name in hidden zones (basic lands in a
// library) don't make a permanent's name ambiguous.
func zoneTier(z zone.Kind) int {
	switch z {
	case zone.Battlefield:
		return 0
	case zone.Stack:
		return 1
	case zone.Graveyard, zone.Exile:
		return 2
	case zone.Hand:
		return 3
	}
	return 4
}

// unique returns the one object ref names, or a failure when none or
// several match, in any zone (an alias always names one): for questions
// any object may answer (its zone, types, colours, abilities).
func (r *runner) unique(at Pos, ref string) (game.ObjectID, error) {
	return r.uniqueIn(at, ref, false)
}

// uniqueByZone is unique for what names a permanent first (tap state,
// damage, counters, attachments, a planeswalker attacked or dealt damage):
// objects are looked for zone tier by tier (zoneTier), and several
// matches in the first tier that has any are ambiguous.
func (r *runner) uniqueByZone(at Pos, ref string) (game.ObjectID, error) {
	return r.uniqueIn(at, ref, true)
}

func (r *runner) uniqueIn(at Pos, ref string, byZone bool) (game.ObjectID, error) {
	if a, ok := r.aliases[ref]; ok {
		cur, ok := r.g.Follow(a)
		if !ok {
			return 0, fail(at, nil, "%s no longer exists", ref)
		}
		return cur, nil
	}
	// Tokens that can't be told apart (two Soldier tokens made together,
	// which no alias can name) count as one: either answers alike. Cards
	// put by the setup stay ambiguous: an alias names them.
	var found []game.ObjectID
	best := 5
	for _, id := range r.allObjects() {
		if !r.matches(ref, id) {
			continue
		}
		t := 0
		if byZone {
			o, _ := r.g.Object(id)
			t = zoneTier(o.Zone)
		}
		switch {
		case t < best:
			found, best = append(found[:0], id), t
		case t == best && !slices.ContainsFunc(found, func(f game.ObjectID) bool { return r.twinTokens(f, id) }):
			found = append(found, id)
		}
	}
	switch len(found) {
	case 0:
		return 0, fail(at, nil, "no object named %q%s", ref, r.nameHint(ref))
	case 1:
		return found[0], nil
	}
	return 0, fail(at, nil, "%q is ambiguous: %d objects match (use an alias)", ref, len(found))
}

// targetChoices lists what a target name may mean: a player, an alias's
// object, "none" (an "up to" target left unchosen), or the objects of
// that name that can be targeted at all — permanents, spells, cards in
// graveyards, in that order; cards of the name in hands, libraries or
// exile don't count. With none of those, the one object of the name
// anywhere, for the engine to refuse.
func (r *runner) targetChoices(at Pos, ref string) ([]game.Target, error) {
	// A player's name is the player, even a player named "none".
	for i, n := range r.players {
		if n == ref {
			return []game.Target{game.PlayerTarget(game.PlayerID(i))}, nil
		}
	}
	if ref == "none" {
		return []game.Target{game.ObjectTarget(0)}, nil
	}
	if _, alias := r.aliases[ref]; !alias {
		var byTier [3][]game.Target
		for _, id := range r.allObjects() {
			if o, ok := r.g.Object(id); ok && o.Zone != zone.Exile && r.matches(ref, id) {
				if k := zoneTier(o.Zone); k < len(byTier) {
					byTier[k] = append(byTier[k], game.ObjectTarget(id))
				}
			}
		}
		if out := append(append(byTier[0], byTier[1]...), byTier[2]...); len(out) > 0 {
			return out, nil
		}
	}
	id, err := r.uniqueByZone(at, ref)
	if err != nil {
		return nil, err
	}
	return []game.Target{game.ObjectTarget(id)}, nil
}

// targetSets resolves the target names of a statement to the sets of
// targets they may mean (see targetChoices), at most maxTargetSets.
func (r *runner) targetSets(at Pos, refs []string) ([][]game.Target, error) {
	if n := len(refs); n > len(game.Action{}.Targets) {
		// No action can carry them; no card of the set has more than
		// four targets but Return to the Ranks with X above 4 (a limit
		// of this engine), so a "!" line counts it as refused.
		msg := fmt.Sprintf("too many targets (%d): at most %d", n, len(game.Action{}.Targets))
		return nil, &Failure{Pos: at, Msg: msg, Err: &game.RuleError{Rule: "601.2c", Also: "602.2b, 603.3d", Msg: msg, Kind: game.ErrBadTarget}}
	}
	sets := [][]game.Target{nil}
	for _, ref := range refs {
		choices, err := r.targetChoices(at, ref)
		if err != nil {
			return nil, err
		}
		var next [][]game.Target
		for _, s := range sets {
			for _, c := range choices {
				if len(next) < maxTargetSets {
					next = append(next, append(append([]game.Target(nil), s...), c))
				}
			}
		}
		sets = next
	}
	return sets, nil
}

// maxTargetSets bounds the sets of targets tried for one statement: four
// names of eight objects each (each set is tried on a copy of the game,
// which takes microseconds).
const maxTargetSets = 4096

// pickTargets chooses among the sets of targets a statement's names may
// mean: the one set with which the engine accepts one of the actions
// build makes (tried on copies) — a name means exactly one legal
// candidate; with none accepted, the first set, for the engine to say
// why; with several, the names are ambiguous.
func (r *runner) pickTargets(at Pos, refs []string, sets [][]game.Target, cands []game.ObjectID, build func(game.ObjectID, []game.Target) game.Action) ([]game.Target, error) {
	if len(sets) == 1 {
		return sets[0], nil
	}
	// Sets whose targets can't be told apart one by one (either of two
	// Soldier tokens made together, which no alias can name) count as
	// one, the first.
	var picks [][]game.Target
	for _, ts := range sets {
		if slices.ContainsFunc(picks, func(p []game.Target) bool { return r.interchangeableTargets(p, ts) }) {
			continue
		}
		for _, c := range cands {
			if r.g.Clone().Apply(build(c, ts)) == nil {
				picks = append(picks, ts)
				break
			}
		}
	}
	n := len(picks)
	switch n {
	case 0:
		// No set is accepted: take the first one refused for something
		// other than its targets (a cost that can't be paid, CR 601.2h),
		// so that the engine's refusal names what is wrong; whether an
		// object can be a target doesn't depend on the cost (CR 601.2c).
		for _, ts := range sets {
			for _, c := range cands {
				if err := r.g.Clone().Apply(build(c, ts)); !errors.Is(err, game.ErrBadTarget) {
					return ts, nil
				}
			}
		}
		return sets[0], nil
	case 1:
		return picks[0], nil
	}
	if len(refs) == 1 {
		return nil, fail(at, nil, "%q is ambiguous: %d objects match (use an alias)", refs[0], n)
	}
	return nil, fail(at, nil, "targets %q are ambiguous: %d sets of them are legal (use an alias)", strings.Join(refs, "; "), n)
}

// interchangeableTargets reports whether two sets of targets name the
// same players and, target by target, the same objects or twin tokens.
func (r *runner) interchangeableTargets(a, b []game.Target) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] == b[i] {
			continue
		}
		if a[i].IsPlayer() || b[i].IsPlayer() || a[i].Object == 0 || b[i].Object == 0 ||
			!r.twinTokens(game.ObjectID(a[i].Object), game.ObjectID(b[i].Object)) {
			return false
		}
	}
	return true
}

// twinTokens reports whether a and b are tokens that can't be told apart
// (interchangeable): tokens an effect made, which no alias can name.
func (r *runner) twinTokens(a, b game.ObjectID) bool {
	x, _ := r.g.Object(a)
	return x.Token && r.interchangeable(a, b)
}
