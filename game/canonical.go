package game

import (
	"slices"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/stack"
	"github.com/spellstack/spellstack/zone"
)

// Canonical returns the canonical form of a, the form in which
// LegalActions and OtherActions list actions, so that an action Apply
// accepts can be compared with the listed ones:
//
//   - a card named in a player's hand (to play, cast, discard, or discard
//     for a cost) becomes the first card of that hand with the same
//     definition, and a card named in a library search the topmost card
//     of that library with the same definition: identical cards lead to
//     the same game, and the listing offers one of them;
//   - targets of an "up to N" spell or ability are listed with one slot
//     per target spec: unchosen trailing slots become "no target"
//     (ObjectTarget(0)), and the targets of one "up to N" group are in
//     candidate order (players, then permanents in battlefield order,
//     then cards in graveyards, then spells), unchosen ones last; so are
//     the targets of a set ("X target creature cards", TargetSpec.Set);
//   - a Two-Headed Giant teammate's pass, declaration or ordering is the
//     team's, listed under the player the decision names;
//   - the creatures a cast taps for convoke are listed in battlefield
//     order (nil for none);
//   - an attack declaration lists its attackers in battlefield order, a
//     block declaration its blockers in battlefield order (each blocker's
//     entries in the order of the attackers in combat), and an empty
//     declaration is nil.
//
// Nothing else changes: Canonical never repairs a malformed field (Apply
// refuses those), and a names objects as they are now. The declarations'
// slices are copied.
func (g *Game) Canonical(a Action) Action {
	a.Attackers = canonicalSlice(a.Attackers)
	a.Blockers = canonicalSlice(a.Blockers)
	a.Convoke = canonicalSlice(a.Convoke)
	if !g.validPlayer(a.Player) {
		return a
	}
	if d := g.pending; a.Player != d.Player && teamAnswer(a.Kind) && g.mayAnswer(a.Player, d) {
		// In Two-Headed Giant either teammate passes, declares and orders
		// for the team (CR 805.5, 805.10, 805.7): the answer is the team's,
		// listed under the deciding player.
		a.Player = d.Player
	}
	if specs := g.targetSpecsOf(&a); specs != nil {
		g.canonicalTargets(&a, specs)
	}
	switch a.Kind {
	case ActPlayLand, ActCast, ActDiscard:
		a.Object = g.firstTwinInHand(a.Player, a.Object)
		slices.SortStableFunc(a.Convoke, func(x, y ObjectID) int {
			return g.battlefieldIndex(x) - g.battlefieldIndex(y)
		})
	case ActActivate:
		a.Discard = g.firstTwinInHand(a.Player, a.Discard)
	case ActChoose:
		switch g.pending.Kind {
		case DecideSearch:
			a.Object = g.topTwinInLibrary(a.Player, a.Object)
		case DecideHiddenCard:
			a.Object = g.firstTwinInHand(a.Player, a.Object)
		case DecideFind:
			if s, ok := g.lookup(a.Object); ok {
				o := &g.objects[s]
				a.Object = g.lowestTwinInLibrary(o.owner, g.firstTwinInHand(o.owner, a.Object))
			}
		}
		if g.pending.Kind == DecideTriggerOrder && a.Choice >= 0 && a.Choice < g.pending.Count {
			a.Choice = g.firstTwinTrigger(a.Player, a.Choice)
		}
	case ActDeclareAttackers:
		slices.SortStableFunc(a.Attackers, func(x, y Attack) int {
			return g.battlefieldIndex(x.Attacker) - g.battlefieldIndex(y.Attacker)
		})
	case ActDeclareBlockers:
		slices.SortStableFunc(a.Blockers, func(x, y Block) int {
			if d := g.battlefieldIndex(x.Blocker) - g.battlefieldIndex(y.Blocker); d != 0 {
				return d
			}
			return g.attackerIndex(x.Attacker) - g.attackerIndex(y.Attacker)
		})
	}
	return a
}

// canonicalSlice copies s, with nil for empty.
func canonicalSlice[T any](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	return slices.Clone(s)
}

// firstTwinInHand returns the first card in p's hand with the same
// definition as id, or id when id is not a card in p's hand.
func (g *Game) firstTwinInHand(p PlayerID, id ObjectID) ObjectID {
	s, ok := g.lookup(id)
	if !ok || g.objects[s].zone != zone.Hand || g.objects[s].owner != p {
		return id
	}
	for _, h := range g.players[p].hand {
		if g.objects[h].def == g.objects[s].def {
			return g.idOf(h)
		}
	}
	return id
}

// topTwinInLibrary returns the topmost card of p's library with the same
// definition as id, or id when id is not a card in p's library.
func (g *Game) topTwinInLibrary(p PlayerID, id ObjectID) ObjectID {
	s, ok := g.lookup(id)
	if !ok || g.objects[s].zone != zone.Library || g.objects[s].owner != p {
		return id
	}
	lib := g.players[p].library
	for i := len(lib) - 1; i >= 0; i-- {
		if g.objects[lib[i]].def == g.objects[s].def {
			return g.idOf(lib[i])
		}
	}
	return id
}

// battlefieldIndex returns the position of id on the battlefield, or the
// battlefield's length when it is not there (such entries sort last).
func (g *Game) battlefieldIndex(id ObjectID) int {
	if s, ok := g.lookup(id); ok {
		for i, x := range g.battlefield {
			if x == s {
				return i
			}
		}
	}
	return len(g.battlefield)
}

// OtherActions appends to buf the legal actions that LegalActions leaves
// out because no player needs them to play on, and returns the extended
// slice: each player's concession once the game has begun and while it is not over (CR 104.3a),
// then, when a player holds priority, their pass for the rest of the step
// (PassRestOfStep: a client's convenience, the same choice as a pass now)
// and each activation of their mana abilities that is legal now, once per
// colour they may choose (CR 605.3a; payment activates mana abilities by
// itself, so listing them with the options would only make floating mana
// an option everywhere). In Two-Headed Giant both players of the team
// holding priority may activate theirs. Mana activations are listed also
// while a player decides whether to pay mana during a resolution
// (CR 608.2f), and while attackers or blockers are declared that cost mana
// to their controller (CR 508.1i, 509.1e).
func (g *Game) OtherActions(buf []Action) []Action {
	if g.over || !g.started {
		return buf // no one concedes a game not begun (Apply refuses it)
	}
	for p := range g.players {
		if !g.players[p].lost {
			buf = append(buf, Action{Kind: ActConcede, Player: PlayerID(p)})
		}
	}
	d := g.pending
	switch {
	case d.Kind == DecidePriority:
		buf = append(buf, Action{Kind: ActPass, Player: d.Player, Choice: PassRestOfStep})
		for p := range g.players {
			if g.mayAnswer(PlayerID(p), d) {
				buf = g.appendManaActivations(buf, PlayerID(p))
			}
		}
	case g.payingMana():
		buf = g.appendManaActivations(buf, d.Player)
	case d.Kind == DecideAttackers || d.Kind == DecideBlockers:
		for p := range g.players {
			if g.mayAnswer(PlayerID(p), d) && g.declarationMayCostMana(PlayerID(p)) {
				buf = g.appendManaActivations(buf, PlayerID(p))
			}
		}
	}
	return buf
}

// appendManaActivations appends each activation of p's mana abilities
// that is legal now, once per colour p may choose.
func (g *Game) appendManaActivations(buf []Action, p PlayerID) []Action {
	for _, s := range g.battlefield {
		o := &g.objects[s]
		if o.controller != p {
			continue
		}
		n := -1
		for i := range o.def.Activated {
			ab := &o.def.Activated[i]
			if !ab.IsManaAbility() {
				continue
			}
			n++
			a := Action{Kind: ActActivateMana, Player: p, Object: g.idOf(s), Ability: n}
			if !g.mayActivateMana(&a, s, ab) {
				continue
			}
			var setsBuf [maxBonusChoices]mana.ColorSet
			bonus := g.manaTriggerChoices(s, &setsBuf)
			if !ab.Cost.Tap {
				bonus = nil
			}
			choice, ok := manaChoice(ab)
			if !ok {
				buf = appendBonusChoices(buf, a, bonus)
				continue
			}
			for _, c := range choice.Colors() {
				a.Color = c
				buf = appendBonusChoices(buf, a, bonus)
			}
		}
		if g.landStatics > 0 {
			buf = g.landTypeManaActions(buf, p, s, n+1)
		}
	}
	return buf
}

// mayActivateMana reports whether a, an activation of ab, the mana
// ability of the permanent in s, may be taken now.
func (g *Game) mayActivateMana(a *Action, s int32, ab *ability.Activated) bool {
	return g.activationProblem(a, s, ab) == noProblem && g.manaAbilityPayable(a.Player, s, ab)
}

// manaAbilityPayable reports whether p can pay the mana part of the cost
// of ab, a mana ability of the permanent in s (nothing, unless an effect
// such as Oppressive Rays adds to it, CR 601.2f): from the pool, or with
// the mana abilities of p's other permanents (CR 605.3a).
func (g *Game) manaAbilityPayable(p PlayerID, s int32, ab *ability.Activated) bool {
	cost := g.abilityManaCost(s, ab)
	if cost.IsEmpty() || g.players[p].pool.CanPay(cost, 0) {
		return true
	}
	var plan payPlan
	return g.planPayment(p, cost, 0, s, &plan)
}

// targetSpecsOf returns the target specs of the spell or ability a casts,
// activates or puts on the stack, or nil when there are none or a names
// nothing that exists.
func (g *Game) targetSpecsOf(a *Action) []ability.TargetSpec {
	switch a.Kind {
	case ActCast:
		if s, ok := g.lookup(a.Object); ok {
			specs, _ := spellTargetsOrNone(g.objects[s].def, a.X)
			return specs
		}
	case ActActivate:
		if s, ok := g.lookup(a.Object); ok {
			if ab, _, _, ok := g.abilityAt(s, a.Ability); ok {
				return ab.Targets
			}
		}
	case ActChooseTargets:
		if g.pending.Kind == DecideTargets && g.pending.Count >= 0 && g.pending.Count < len(g.triggers) {
			return g.triggerAbility(&g.triggers[g.pending.Count]).Targets
		}
		if g.pending.Kind == DecideCopyTargets {
			specs, _, _ := g.copiedAbility()
			return specs
		}
	}
	return nil
}

// canonicalTargets fills a's unchosen trailing optional targets with "no
// target" and puts the targets of each run of identical optional specs
// (one "up to N") in candidate order, as targetChoices lists them.
func (g *Game) canonicalTargets(a *Action, specs []ability.TargetSpec) {
	if a.NumTargets < 0 || a.NumTargets > len(a.Targets) {
		return // malformed: Apply refuses it
	}
	for _, t := range a.Targets[a.NumTargets:] {
		if t != (Target{}) {
			return // set beyond NumTargets: malformed
		}
	}
	for a.NumTargets < len(specs) && a.NumTargets < len(a.Targets) && specs[a.NumTargets].Optional {
		a.Targets[a.NumTargets] = ObjectTarget(0)
		a.NumTargets++
	}
	n := min(a.NumTargets, len(specs))
	for i := 0; i < n; {
		j := i + 1
		for j < n && specs[j] == specs[i] {
			j++
		}
		if (specs[i].Optional || specs[i].Set) && !specs[i].OwnWord && j-i > 1 {
			slices.SortStableFunc(a.Targets[i:j], func(x, y Target) int { return g.candidateRank(x) - g.candidateRank(y) })
		}
		i = j
	}
}

// candidateRank orders targets as targetChoices offers them: players by
// seat, permanents in battlefield order, cards in graveyards, spells from
// the top of the stack, and "no target" last.
func (g *Game) candidateRank(t Target) int {
	const block = 1 << 20
	if t.IsPlayer() {
		return int(t.Player)
	}
	s, ok := g.lookup(ObjectID(t.Object))
	if t.Object == 0 || !ok {
		return 4 * block
	}
	switch g.objects[s].zone {
	case zone.Battlefield:
		return block + g.battlefieldIndex(ObjectID(t.Object))
	case zone.Graveyard:
		o := &g.objects[s]
		return 2*block + int(o.owner)<<16 + slices.Index(g.players[o.owner].graveyard, s)
	}
	for k := 0; k < g.stack.Len(); k++ {
		if it := g.stack.At(k); it.Kind == stack.Spell && ObjectID(it.Source) == ObjectID(t.Object) {
			return 3*block + k
		}
	}
	return 4*block - 1
}

// teamAnswer reports whether an action of kind k answers for a whole
// Two-Headed Giant team rather than with the acting player's own cards.
func teamAnswer(k ActionKind) bool {
	return k == ActPass || k == ActDeclareAttackers || k == ActDeclareBlockers || k == ActChoose
}

// lowestTwinInLibrary returns the card of p's library with the same
// definition as id that has the lowest ID, or id if it is not in p's
// library: a find that may not search the library names its cards so,
// without telling their order.
func (g *Game) lowestTwinInLibrary(p PlayerID, id ObjectID) ObjectID {
	s, ok := g.lookup(id)
	if !ok || g.objects[s].zone != zone.Library || g.objects[s].owner != p {
		return id
	}
	best := id
	for _, x := range g.players[p].library {
		if g.objects[x].def == g.objects[s].def && g.idOf(x) < best {
			best = g.idOf(x)
		}
	}
	return best
}
