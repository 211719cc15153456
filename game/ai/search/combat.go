package search

import (
	"github.com/spellstack/spellstack/game"
)

// The listing offers one declaration per creature added to those that
// must attack (or per single block), so a search over the listed options
// alone could only follow the heuristic's declaration or attack (block)
// with one creature. combatCandidates adds the declarations next to the
// heuristic's: with one creature more or one fewer, everything at once,
// and nothing. Combat is where most games are won, and the best
// declaration is most often a small change to a reasonable one.

// combatCandidates appends to buf, after h (the heuristic's declaration,
// buf[0]), the declarations of g's pending combat decision next to h, in
// this order until there are maxOptions: no attack (block), h without
// each of its attackers (blocks), h with each listed attacker (block)
// more, every attacker at the defender h attacks first (for each
// attacker, h with every free blocker on it), and the listed ones; only
// those g accepts and not already in buf. (On a big board the options
// with one more fill the budget before the whole attack and the gang
// blocks are reached.)
func (p *Player) combatCandidates(g *game.Game, legal, buf []game.Action) []game.Action {
	buf[0] = g.Canonical(buf[0])
	h := buf[0]
	try := func(a game.Action) {
		if len(buf) < maxOptions {
			buf = p.addAccepted(g, a, buf)
		}
	}
	switch g.Pending().Kind {
	case game.DecideAttackers:
		must := legal[0].Attackers
		try(legal[0]) // no attack but the required ones
		for i := range h.Attackers {
			if !hasAttacker(must, h.Attackers[i].Attacker) {
				try(withoutAttack(h, i))
			}
		}
		all := h
		all.Attackers = append([]game.Attack(nil), h.Attackers...)
		for i := 1; i < len(legal); i++ {
			at, ok := newAttackOf(legal[i].Attackers, h.Attackers)
			if !ok {
				continue
			}
			plus := h
			plus.Attackers = append(append([]game.Attack(nil), h.Attackers...), at)
			try(plus)
			if !hasAttacker(all.Attackers, at.Attacker) && sameDefender(at, all.Attackers) {
				all.Attackers = append(all.Attackers, at)
			}
		}
		try(all)
	case game.DecideBlockers:
		try(legal[0]) // no blocks
		for i := range h.Blockers {
			minus := h
			minus.Blockers = append(append([]game.Block(nil), h.Blockers[:i]...), h.Blockers[i+1:]...)
			try(minus)
		}
		for i := 1; i < len(legal); i++ {
			if blocksWith(h.Blockers, legal[i].Blockers) {
				continue
			}
			plus := h
			plus.Blockers = append(append([]game.Block(nil), h.Blockers...), legal[i].Blockers...)
			try(plus)
		}
		for _, at := range g.Attackers() {
			// Every blocker h leaves free on this attacker: a gang block.
			gang := h
			gang.Blockers = append([]game.Block(nil), h.Blockers...)
			for i := 1; i < len(legal); i++ {
				if b := legal[i].Blockers; len(b) == 1 && b[0].Attacker == at && !blocksWith(gang.Blockers, b) {
					gang.Blockers = append(gang.Blockers, b[0])
				}
			}
			if len(gang.Blockers) > len(h.Blockers)+1 {
				try(gang)
			}
		}
	}
	for _, a := range legal {
		try(a)
	}
	return buf
}

// addAccepted appends a to buf, in canonical form, unless an option
// already there is the same or the game refuses it. It is tried on a
// determinized copy, as the search sees the game: whether a declaration
// is legal depends on public facts only.
func (p *Player) addAccepted(g *game.Game, a game.Action, buf []game.Action) []game.Action {
	a = g.Canonical(a)
	for i := range buf {
		if buf[i].Equal(a) {
			return buf
		}
	}
	p.det = p.deal(g, a.Player, p.opts.Seed)
	if p.det.Apply(a) != nil {
		return buf
	}
	return append(buf, a)
}

// newAttackOf returns the attack of decl whose creature is not among
// have, if there is one.
func newAttackOf(decl, have []game.Attack) (game.Attack, bool) {
	for _, at := range decl {
		if !hasAttacker(have, at.Attacker) {
			return at, true
		}
	}
	return game.Attack{}, false
}

// hasAttacker reports whether id attacks in decl.
func hasAttacker(decl []game.Attack, id game.ObjectID) bool {
	for _, at := range decl {
		if at.Attacker == id {
			return true
		}
	}
	return false
}

// sameDefender reports whether at attacks what the first of decl does
// (true when decl is empty and at attacks a player).
func sameDefender(at game.Attack, decl []game.Attack) bool {
	if len(decl) == 0 {
		return at.Planeswalker == 0
	}
	return at.Player == decl[0].Player && at.Planeswalker == decl[0].Planeswalker
}

// withoutAttack returns a without its i-th attack.
func withoutAttack(a game.Action, i int) game.Action {
	a.Attackers = append(append([]game.Attack(nil), a.Attackers[:i]...), a.Attackers[i+1:]...)
	return a
}

// blocksWith reports whether a blocker of add already blocks in decl.
func blocksWith(decl, add []game.Block) bool {
	for _, b := range add {
		for _, d := range decl {
			if d.Blocker == b.Blocker {
				return true
			}
		}
	}
	return false
}
