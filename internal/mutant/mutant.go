package mutant

import (
	"bytes"
	"fmt"
	"math"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Fields is the number of fields Mutate can change.
const Fields = 20

// Mutate returns a with one field changed: field (taken modulo Fields)
// picks which, and pick(n) (a number in 0..n-1) the new value, drawn from
// edge values (0, -1, the top of the field's range, colours 6, 7 and 200,
// player indices -1 and 2) and from the IDs of the game's objects, stale
// ones included, so that some mutants are legal actions of another shape.
func Mutate(g *game.Game, a game.Action, field int, pick func(n int) int) game.Action {
	a.Attackers = append([]game.Attack(nil), a.Attackers...)
	a.Blockers = append([]game.Block(nil), a.Blockers...)
	a.Convoke = append([]game.ObjectID(nil), a.Convoke...)
	ti := pick(len(a.Targets))
	switch field % Fields {
	case 0:
		a.Kind = game.ActionKind(pick(14))
	case 1:
		a.Player = game.PlayerID(intValue(pick, -1, 2))
	case 2:
		a.Object = objectValue(g, pick)
	case 3:
		a.Ability = intValue(pick, -1, 1, 2, 3)
	case 4:
		a.X = intValue(pick, -1, 1, 2, 5, 64, 1001)
	case 5:
		a.Color = mana.Color(intValue(pick, 1, 2, 3, 4, 5, 6, 7, 200, 255))
	case 6:
		a.NumTargets = intValue(pick, -1, 1, 2, 3, 4, 5)
	case 7:
		a.Targets[ti].Player = int8(intValue(pick, -1, -2, 0, 1, 2, 127, -128))
	case 8:
		a.Targets[ti].Object = uint32(objectValue(g, pick))
	case 9:
		a.Targets[ti] = game.ObjectTarget(objectValue(g, pick))
		if a.NumTargets <= ti {
			a.NumTargets = ti + 1
		}
	case 10:
		a.Targets[ti] = game.PlayerTarget(game.PlayerID(pick(2)))
		if a.NumTargets <= ti {
			a.NumTargets = ti + 1
		}
	case 11:
		a.Choice = intValue(pick, -1, 1, 2, 3, 100)
	case 12:
		a.Discard = objectValue(g, pick)
	case 13:
		a.Attackers = append(a.Attackers, game.Attack{Attacker: objectValue(g, pick), Player: game.PlayerID(pick(2))})
	case 14:
		if len(a.Attackers) == 0 {
			a.Attackers = append(a.Attackers, game.Attack{Player: 1})
		}
		at := &a.Attackers[pick(len(a.Attackers))]
		switch pick(4) {
		case 0:
			at.Attacker = objectValue(g, pick)
		case 1:
			at.Player = game.PlayerID(intValue(pick, -1, 0, 1, 2))
		case 2:
			at.Planeswalker, at.Player = objectValue(g, pick), game.NoPlayer
		default:
			at.Planeswalker = objectValue(g, pick)
		}
	case 15:
		a.Blockers = append(a.Blockers, game.Block{Blocker: objectValue(g, pick), Attacker: objectValue(g, pick)})
	case 16:
		if len(a.Blockers) == 0 {
			a.Blockers = append(a.Blockers, game.Block{})
		}
		b := &a.Blockers[pick(len(a.Blockers))]
		if pick(2) == 0 {
			b.Blocker = objectValue(g, pick)
		} else {
			b.Attacker = objectValue(g, pick)
		}
	case 17:
		switch {
		case len(a.Attackers) > 0:
			i := pick(len(a.Attackers))
			a.Attackers = append(a.Attackers[:i], a.Attackers[i+1:]...)
		case len(a.Blockers) > 0:
			i := pick(len(a.Blockers))
			a.Blockers = append(a.Blockers[:i], a.Blockers[i+1:]...)
		default:
			a.Kind = game.ActionKind(pick(14))
		}
	case 18:
		// One more creature tapped for convoke (CR 702.50a), or another
		// object, or a stale or absent one.
		a.Convoke = append(a.Convoke, objectValue(g, pick))
	case 19:
		if len(a.Convoke) > 0 {
			i := pick(len(a.Convoke))
			a.Convoke = append(a.Convoke[:i], a.Convoke[i+1:]...)
		} else {
			a.Convoke = []game.ObjectID{objectValue(g, pick), objectValue(g, pick)}
		}
	}
	return a
}

// intValue picks 0, one of the given values, the top or bottom of int,
// or a small number.
func intValue(pick func(int) int, values ...int) int {
	i := pick(len(values) + 4)
	switch {
	case i < len(values):
		return values[i]
	case i == len(values):
		return 0
	case i == len(values)+1:
		return math.MaxInt
	case i == len(values)+2:
		return math.MinInt
	}
	return pick(10)
}

// objectValue picks 0, an object of the game (in any zone, or on the
// stack), a stale ID of one, or an ID that never existed.
func objectValue(g *game.Game, pick func(int) int) game.ObjectID {
	var ids []game.ObjectID
	for p := 0; p < g.NumPlayers(); p++ {
		for _, z := range []zone.Kind{zone.Hand, zone.Battlefield, zone.Graveyard, zone.Library, zone.Exile} {
			if z == zone.Battlefield || z == zone.Exile {
				if p > 0 {
					continue // shared zones: once
				}
			}
			ids = append(ids, g.Zone(game.PlayerID(p), z)...)
		}
	}
	for _, e := range g.Stack() {
		ids = append(ids, e.Source)
	}
	switch i := pick(8); {
	case i == 0 || len(ids) == 0:
		return 0
	case i == 1:
		return ids[pick(len(ids))] + 1<<16 // a later zone-change count: never existed yet
	case i == 2:
		return ids[pick(len(ids))] - 1<<16 // stale, or no such slot
	case i == 3:
		return game.ObjectID(math.MaxUint32)
	default:
		return ids[pick(len(ids))]
	}
}

// CheckAccepted checks an action that Apply accepted in the state before
// (a clone of the game taken before applying it): in canonical form it
// must be one of the actions LegalActions or OtherActions list there, or,
// for an attack or block declaration (listed by representatives only),
// pass the independent checks of declarationProblem. It returns what is
// wrong, or "".
func CheckAccepted(before *game.Game, a game.Action) string {
	c := before.Canonical(a)
	listed := before.OtherActions(before.LegalActions(nil))
	if c.Kind == game.ActDeclareAttackers || c.Kind == game.ActDeclareBlockers {
		if msg := declarationProblem(before, c, listed); msg != "" {
			return fmt.Sprintf("accepted declaration %+v: %s", a, msg)
		}
		return ""
	}
	if c.Kind == game.ActCast && len(c.Convoke) > 0 {
		if msg := convokeProblem(before, c, listed); msg != "" {
			return fmt.Sprintf("accepted convoke cast %+v: %s", a, msg)
		}
		return ""
	}
	for _, l := range listed {
		if l.Equal(c) {
			return ""
		}
	}
	return fmt.Sprintf("accepted %+v (canonical %+v) is not a listed action", a, c)
}

// declarationProblem checks a declaration independently of the rules
// code that accepted it: no creature declared twice; for attacks, every
// creature that must attack is declared (the first listed option is the
// required attackers, CR 508.1d) and each attack alone, with the required
// ones, is a listed option; for blocks, each block alone is a listed
// option, except blocks of a creature with menace, which need a creature
// that can block it and at least two blockers (CR 702.110b).
func declarationProblem(g *game.Game, c game.Action, listed []game.Action) string {
	isListed := func(x game.Action) bool {
		x = g.Canonical(x)
		for _, l := range listed {
			if l.Equal(x) {
				return true
			}
		}
		return false
	}
	if c.Kind == game.ActDeclareAttackers {
		if len(listed) == 0 || listed[0].Kind != game.ActDeclareAttackers {
			return "no attack declaration is listed"
		}
		must := listed[0].Attackers
		for i, at := range c.Attackers {
			for _, prev := range c.Attackers[:i] {
				if prev.Attacker == at.Attacker {
					return fmt.Sprintf("attacker %d declared twice", at.Attacker)
				}
			}
		}
		for _, m := range must {
			found := false
			for _, at := range c.Attackers {
				found = found || at.Attacker == m.Attacker
			}
			if !found {
				return fmt.Sprintf("required attacker %d missing", m.Attacker)
			}
		}
		for _, at := range c.Attackers {
			single := game.Action{Kind: game.ActDeclareAttackers, Player: c.Player, Attackers: []game.Attack{at}}
			for _, m := range must {
				if m.Attacker != at.Attacker {
					single.Attackers = append(single.Attackers, m)
				}
			}
			if !isListed(single) {
				return fmt.Sprintf("attack %+v alone is not a listed option", at)
			}
		}
		return ""
	}
	count := map[game.ObjectID]int{}
	for i, b := range c.Blockers {
		for _, prev := range c.Blockers[:i] {
			if prev.Blocker == b.Blocker {
				return fmt.Sprintf("blocker %d declared twice", b.Blocker)
			}
		}
		count[b.Attacker]++
	}
	for _, b := range c.Blockers {
		o, ok := g.Object(b.Attacker)
		if ok && o.Keywords.Has(ability.Menace) {
			if !g.CanBlock(b.Blocker, b.Attacker) || count[b.Attacker] < 2 {
				return fmt.Sprintf("block %+v of a creature with menace", b)
			}
			continue
		}
		if ok && o.Restrictions&ability.CantBeBlockedByMoreThanOne != 0 && count[b.Attacker] > 1 {
			return fmt.Sprintf("attacker %d can't be blocked by more than one creature", b.Attacker)
		}
		if !isListed(game.Action{Kind: game.ActDeclareBlockers, Player: c.Player, Blockers: []game.Block{b}}) {
			return fmt.Sprintf("block %+v alone is not a listed option", b)
		}
	}
	return ""
}

// RoundTrip checks that g saves and loads back to the same fingerprint,
// and, when cfg is not nil and g records its actions, that replaying its
// action log from cfg does too. It returns what failed, or "".
func RoundTrip(g *game.Game, cfg *game.Config) string {
	fp := g.Fingerprint()
	var b bytes.Buffer
	if err := g.Save(&b); err != nil {
		return "save: " + err.Error()
	}
	loaded, err := game.Load(&b, card.Default())
	if err != nil {
		return "load of its own save: " + err.Error()
	}
	if loaded.Fingerprint() != fp {
		return "save/load changed the fingerprint"
	}
	if cfg == nil {
		return ""
	}
	replayed, err := game.Replay(*cfg, g.ActionLog())
	if err != nil {
		return "replay: " + err.Error()
	}
	if replayed.Fingerprint() != fp {
		return "replay changed the fingerprint"
	}
	return ""
}

// convokeProblem checks a cast that taps creatures for convoke (listed by
// representatives only) independently of the rules code that accepted
// it: the same cast is listed with some payment (a mana creature tapped
// for convoke is listed by its mana), and each creature is
// an untapped creature of the caster, named once, no more of them than
// the spell's mana value with X (each pays for one mana, CR 702.50a).
func convokeProblem(g *game.Game, c game.Action, listed []game.Action) string {
	seen := map[game.ObjectID]bool{}
	for _, id := range c.Convoke {
		o, ok := g.Object(id)
		switch {
		case !ok || o.Zone != zone.Battlefield:
			return fmt.Sprintf("convoke creature %d is not on the battlefield", id)
		case o.Controller != c.Player || o.Types&ability.Creature == 0 || o.Tapped:
			return fmt.Sprintf("convoke creature %d is not an untapped creature of the caster", id)
		case seen[id]:
			return fmt.Sprintf("convoke creature %d named twice", id)
		}
		seen[id] = true
	}
	if o, ok := g.Object(c.Object); ok && len(c.Convoke) > o.Card.ManaCost.ManaValueWithX(c.X) {
		return "more creatures than the mana they could pay for"
	}
	for _, l := range listed {
		if l.Kind == game.ActCast && l.Object == c.Object && l.X == c.X &&
			l.NumTargets == c.NumTargets && l.Targets == c.Targets {
			return ""
		}
	}
	return "no cast of the same card, X and targets is listed"
}
