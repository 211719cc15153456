package search

import (
	"slices"

	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/game/ai"
)

// maxOptions bounds the options a searched decision looks at, and
// perFamily those of one family (one card or ability with one first
// target, one declared creature, ...): a spell with three targets or an
// {X} can have hundreds of options, more than a budget can try.
const (
	maxOptions = 16
	perFamily  = 3
)

// rated is an option with the heuristic's rating, for sorting.
type rated struct {
	rating, index int
}

// candidates appends to buf the options of g's pending decision, whose
// legal options are legal, that the search looks at: the heuristic
// player's choice first (for attacks and blocks it may not be among those
// listed), then the others; at the start of the game, the heuristic's
// choice alone. When there are more than maxOptions, it keeps
// passing and, by the heuristic's rating (the first listed among equals),
// at most perFamily options of each family, maxOptions in all.
func (p *Player) candidates(g *game.Game, legal, buf []game.Action) []game.Action {
	if len(legal) <= 1 {
		return append(buf, legal...)
	}
	h := p.heuristic.Choose(g)
	buf = append(buf, h)
	switch g.Pending().Kind {
	case game.DecideStartingPlayer, game.DecideMulligan, game.DecideBottom:
		// What a hand is worth shows over a game, not over the few turns
		// of a rollout, whose evaluation counts a card in hand the same
		// whether its player can cast it or not: searched, a hand with no
		// land was kept. The heuristic's rules for the start of the game
		// (CR 103) decide.
		return buf
	case game.DecideAttackers, game.DecideBlockers:
		return p.combatCandidates(g, legal, buf)
	}
	if len(legal) < maxOptions {
		for _, a := range legal {
			if !a.Equal(h) {
				buf = append(buf, a)
			}
		}
		return buf
	}
	p.rated = p.rated[:0]
	for i := range legal {
		p.rated = append(p.rated, rated{ai.Rate(g, legal[i]), i})
	}
	slices.SortStableFunc(p.rated, func(x, y rated) int { return y.rating - x.rating })
	if legal[0].Kind == game.ActPass && !legal[0].Equal(h) {
		buf = append(buf, legal[0])
	}
	start := len(buf)
	for _, r := range p.rated {
		if len(buf) >= maxOptions {
			break
		}
		a := legal[r.index]
		if a.Equal(h) || a.Kind == game.ActPass {
			continue
		}
		same := 0
		for _, b := range buf[start:] {
			if family(a) == family(b) {
				same++
			}
		}
		if same < perFamily && family(a) != family(h) || same < perFamily-1 {
			buf = append(buf, a)
		}
	}
	return buf
}

// familyKey tells options apart by what they act with and on first.
type familyKey struct {
	kind    game.ActionKind
	player  game.PlayerID
	object  game.ObjectID
	ability int
	target  game.Target
	choice  int
	first   game.ObjectID
}

// family returns the family of option a: its kind, player, object and
// ability, its first target, its choice, and the last creature a
// declaration names (the one a listed declaration adds to those that
// must attack).
func family(a game.Action) familyKey {
	k := familyKey{kind: a.Kind, player: a.Player, object: a.Object, ability: a.Ability, choice: a.Choice}
	if a.NumTargets > 0 {
		k.target = a.Targets[0]
	}
	if n := len(a.Attackers); n > 0 {
		k.first = a.Attackers[n-1].Attacker
	}
	if n := len(a.Blockers); n > 0 {
		k.first = a.Blockers[n-1].Blocker
	}
	return k
}
