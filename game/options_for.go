package game

// OptionsFor returns the options of the pending decision that object id
// takes part in as player p's actor, so a client can work by clicking
// cards: casting or playing it, activating its abilities (mana abilities
// too, from OtherActions), discarding it, choosing it or choosing it as a
// trigger's target (ActChooseTargets), and the listed
// attack and block declarations it attacks or blocks in. Options are in
// the order LegalActions and then OtherActions list them. A card the
// listing leaves out for an identical one (the second of two Lightning
// Strikes in a hand, see Canonical) gets that card's options, naming id.
// It returns nil when p does not decide now or id names no object.
func (g *Game) OptionsFor(p PlayerID, id ObjectID) []Action {
	if id == 0 || !g.validPlayer(p) {
		return nil
	}
	if _, ok := g.lookup(id); !ok {
		return nil
	}
	var out []Action
	// ActionsOf: in Two-Headed Giant a teammate answers the team's
	// declarations and orderings, listed under the other player.
	for _, a := range g.OtherActions(g.ActionsOf(p, nil)) {
		if a.Player != p {
			continue
		}
		if actsWith(&a, id) {
			out = append(out, a)
		} else if b, ok := g.twinOption(a, id); ok {
			out = append(out, b)
		}
	}
	return out
}

// twinOption returns the listed option a with id in place of the card it
// names, when that is the same action in canonical form (id is a card
// identical to a's, which the listing leaves out).
func (g *Game) twinOption(a Action, id ObjectID) (Action, bool) {
	for _, field := range [...]*ObjectID{&a.Object, &a.Discard} {
		if *field == 0 || *field == id {
			continue
		}
		b := a
		if field == &a.Object {
			b.Object = id
		} else {
			b.Discard = id
		}
		if g.Canonical(b).Equal(a) {
			return b, true
		}
	}
	return a, false
}

// actsWith reports whether a acts with object id.
func actsWith(a *Action, id ObjectID) bool {
	if a.Object == id || a.Discard == id {
		return true
	}
	for _, at := range a.Attackers {
		if at.Attacker == id {
			return true
		}
	}
	for _, b := range a.Blockers {
		if b.Blocker == id {
			return true
		}
	}
	if a.Kind == ActChooseTargets {
		// A trigger's targets (or a copy's new ones) are what the
		// option chooses: clicking a target offers it.
		for _, t := range a.TargetList() {
			if !t.IsPlayer() && ObjectID(t.Object) == id {
				return true
			}
		}
	}
	return false
}

// byObject records in m that option i acts with the objects va names.
func byObject(m map[ViewID][]int, va *ViewAction, i int) map[ViewID][]int {
	add := func(id ViewID) {
		if id == 0 {
			return
		}
		if m == nil {
			m = map[ViewID][]int{}
		}
		if l := m[id]; len(l) == 0 || l[len(l)-1] != i {
			m[id] = append(l, i)
		}
	}
	add(va.Object)
	add(va.Discard)
	for _, at := range va.Attackers {
		add(at.Attacker)
	}
	for _, b := range va.Blockers {
		add(b.Blocker)
	}
	if va.Kind == ActChooseTargets {
		for _, t := range va.Targets {
			add(t.Object)
		}
	}
	return m
}

// ActionsOf appends to buf the legal actions player p may take now, and
// returns it: nothing unless p decides the pending decision. In
// Two-Headed Giant a teammate answers for the team (CR 805.5a, 805.5b):
// the team's passes, attack and block declarations and orderings are
// listed as p's, the other player's own plays are not. A client showing
// p's options lists these.
func (g *Game) ActionsOf(p PlayerID, buf []Action) []Action {
	if g.pending.Kind == DecideNone || !g.validPlayer(p) || !g.mayAnswer(p, g.pending) {
		return buf
	}
	start := len(buf)
	buf = g.LegalActions(buf)
	out := buf[:start]
	for _, a := range buf[start:] {
		if a.Player != p {
			switch a.Kind {
			case ActPass, ActDeclareAttackers, ActDeclareBlockers, ActChoose:
				a.Player = p
			default:
				continue
			}
		}
		out = append(out, a)
	}
	return out
}
