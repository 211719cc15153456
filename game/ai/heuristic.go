package ai

import (
	"slices"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Heuristic is a simple, deterministic player: it plays a land each turn,
// casts the most valuable spells it can afford with sensible targets,
// attacks with creatures that no untapped creature able to block them
// (flying, landwalk and the like considered) can kill, blocks when
// the blocker survives or trades up (and chump-blocks only to survive),
// and discards its least useful cards. At the start of the game it takes
// the first turn and keeps hands with a workable number of lands.
type Heuristic struct {
	buf []game.Action
	// ids, pairs, attackers and used are scratch space reused from
	// decision to decision, so that choosing allocates little: a search
	// plays many games with this player.
	ids       []game.ObjectID
	pairs     []blockPair
	attackers []game.ObjectID
	used      []game.ObjectID
	// scratch is a copy of the game to try a declaration on.
	scratch *game.Game
}

// blockPair is a possible block: blocker b blocking attacker a.
type blockPair struct{ b, a game.ObjectID }

// NewHeuristic returns a heuristic player.
func NewHeuristic() *Heuristic { return &Heuristic{} }

// Choose implements Player.
func (h *Heuristic) Choose(g *game.Game) game.Action {
	d := g.Pending()
	h.buf = g.LegalActions(h.buf[:0])
	if len(h.buf) == 0 {
		return game.Action{Kind: game.ActPass, Player: d.Player}
	}
	switch d.Kind {
	case game.DecideAttackers:
		return h.attack(g, d.Player)
	case game.DecideBlockers:
		return h.block(g, d.Player)
	case game.DecideDiscard:
		return h.discard(g, d.Player)
	case game.DecideStartingPlayer, game.DecideMulligan, game.DecideBottom:
		return h.opening(g, d)
	case game.DecideSacrifice, game.DecideChoosePermanent:
		return h.cheapest(g)
	case game.DecideColor:
		return h.color(g, d.Player)
	case game.DecideTakeRevealed:
		return h.takeRevealed(g) // a card when one may be taken: taking one is never worse
	}
	if a, ok := h.choose(g, d); ok {
		return a
	}
	if d.Kind == game.DecideTargets || d.Kind == game.DecideCopyTargets {
		return h.bestTargets(g)
	}
	// By index and pointer: an option is 160 bytes to copy.
	best, bestScore := 0, 0
	for i := range h.buf {
		if s := score(g, &h.buf[i]); s > bestScore {
			best, bestScore = i, s
		}
	}
	return h.buf[best]
}

// bestTargets answers a choice of targets for a triggered ability or a
// copied one by what its effects would do with each (the ability goes
// on the stack whatever is chosen, so the best of them, even if none is
// good).
func (h *Heuristic) bestTargets(g *game.Game) game.Action {
	effects := g.TargetedEffects()
	best, bestScore := 0, 0
	for i := range h.buf {
		if s := effectsScore(g, &h.buf[i], effects); i == 0 || s > bestScore {
			best, bestScore = i, s
		}
	}
	return h.buf[best]
}

// score rates a priority option; 0 or less means "rather pass".
func score(g *game.Game, a *game.Action) int {
	switch a.Kind {
	case game.ActPlayLand:
		return 1000
	case game.ActCast:
		o, ok := g.Object(a.Object)
		if !ok || o.Card == nil {
			return 0 // not an option of g (Rate takes any action)
		}
		d := o.Card
		s := 10 + 10*d.ManaCost.ManaValue() + convokeBonus(g, a)
		if d.IsCreature() {
			return s + d.Power.Value
		}
		if d.IsAura() && a.NumTargets > 0 {
			return s + auraScore(g, a, d)
		}
		if d.IsPermanent() {
			return s
		}
		es := effectsScore(g, a, d.Spell.Effects)
		if es <= 0 {
			return 0
		}
		return s + es
	case game.ActActivate:
		if ab, ok := g.ActivatedAbility(a.Object, a.Ability); ok {
			return effectsScore(g, a, ab.Effects)
		}
	}
	return 0
}

// effectsScore rates what the effects would do with a's targets. The
// player's team is on its side: in Two-Headed Giant a teammate shares
// the life total (CR 810.9), so harming a teammate or their permanents
// is harming oneself.
func effectsScore(g *game.Game, a *game.Action, effects []ability.Effect) int {
	me := a.Player
	ally := func(p game.PlayerID) bool { return g.Team(p) == g.Team(me) }
	total := 0
	for i := range effects {
		e := &effects[i]
		var t game.Target
		hasT := e.Target < a.NumTargets
		if hasT {
			t = a.Targets[e.Target]
		}
		switch e.Op {
		case ability.OpDamage:
			if !hasT {
				continue
			}
			if t.IsPlayer() {
				if ally(game.PlayerID(t.Player)) {
					return -100
				}
				total += e.Amount.N
				continue
			}
			o, _ := g.Object(game.ObjectID(t.Object))
			if ally(o.Controller) {
				return -100
			}
			if e.Amount.N >= o.Toughness-o.Damage {
				total += 5 + 3*o.Power
			} else {
				return -1
			}
		case ability.OpModify:
			if !hasT {
				continue
			}
			o, _ := g.Object(game.ObjectID(t.Object))
			if e.Power < 0 || e.Toughness < 0 { // a shrink: on an opponent's creature
				if ally(o.Controller) {
					return -100
				}
				total += 5
				continue
			}
			if !ally(o.Controller) || !g.InCombat(o.ID) {
				return -1
			}
			total += e.Power
		case ability.OpCounter:
			if !hasT {
				continue
			}
			o, _ := g.Object(game.ObjectID(t.Object))
			if ally(o.Controller) {
				return -100
			}
			total += 10
		case ability.OpDiscard, ability.OpLoseLife:
			if e.Who == ability.WhoTarget && hasT && t.IsPlayer() && ally(game.PlayerID(t.Player)) {
				if e.Op == ability.OpDiscard || g.Life(me) <= 2*e.Amount.N {
					return -100
				}
				continue
			}
			if e.Who == ability.WhoYou && e.Op == ability.OpLoseLife && g.Life(me) <= 2*e.Amount.N {
				return -100
			}
			total += 3
		case ability.OpDraw:
			if e.Who == ability.WhoTarget && hasT && !ally(game.PlayerID(t.Player)) {
				return -100
			}
			if g.ZoneLen(me, zone.Library) <= e.Amount.N {
				return -100
			}
			total += 4 * e.Amount.N
		case ability.OpDestroy, ability.OpExile, ability.OpBounce, ability.OpReturnToHand, ability.OpTap,
			ability.OpSkipUntap, ability.OpGainControl, ability.OpExileUntilLeaves, ability.OpPutIntoLibrary:
			// Removing, tapping or taking a permanent: an opponent's.
			o, ok := targetPermanent(g, t, hasT)
			if !ok {
				continue
			}
			if ally(o.Controller) {
				return -100
			}
			total += 5 + 3*o.Power + o.Card.ManaCost.ManaValue()
		case ability.OpPutCounters, ability.OpUntap, ability.OpRegenerate:
			// Helping a permanent: the team's own.
			o, ok := targetPermanent(g, t, hasT)
			if !ok {
				continue
			}
			if !ally(o.Controller) {
				return -100
			}
			total += 3 + o.Power
		case ability.OpAddMana:
			return -1 // rituals need a plan this player does not make
		case ability.OpGainLife:
			total += e.Amount.N
		case ability.OpPutOntoBattlefield:
			// Each creature card it brings back is worth about what
			// casting it would be.
			for _, c := range a.TargetList() {
				if o, ok := g.Object(game.ObjectID(c.Object)); ok && !c.IsPlayer() {
					total += 5 + 2*o.Card.ManaCost.ManaValue()
				}
			}
		}
	}
	return total
}

// targetPermanent returns the permanent t targets, when the effect has
// a target and it is a permanent on the battlefield.
func targetPermanent(g *game.Game, t game.Target, hasT bool) (game.ObjectInfo, bool) {
	if !hasT || t.IsPlayer() {
		return game.ObjectInfo{}, false
	}
	o, ok := g.Object(game.ObjectID(t.Object))
	if !ok || o.Zone != zone.Battlefield || o.Card == nil {
		return game.ObjectInfo{}, false
	}
	return o, true
}

// attack attacks the opponent with the lowest life (the first in turn
// order on a tie) with every creature that no untapped creature able to
// block it can block and kill, and with everything when that opponent
// (team) has no untapped creatures.
func (h *Heuristic) attack(g *game.Game, me game.PlayerID) game.Action {
	opp := game.NoPlayer
	for i := 1; i < g.NumPlayers(); i++ {
		q := game.PlayerID((int(me) + i) % g.NumPlayers())
		if g.Opponents(me, q) && !g.Lost(q) && (opp == game.NoPlayer || g.Life(q) < g.Life(opp)) {
			opp = q
		}
	}
	// The untapped creatures of the defending team: the blockers to fear.
	h.ids = h.ids[:0]
	for q := 0; q < g.NumPlayers(); q++ {
		if g.Team(game.PlayerID(q)) != g.Team(opp) {
			continue
		}
		h.ids = g.AppendZone(h.ids, game.PlayerID(q), zone.Battlefield)
	}
	// maxBlockPower is the greatest power among those that could block
	// attacker (a creature that can't block a flyer is no blocker of it),
	// -1 for none.
	maxBlockPower := func(attacker game.ObjectID) int {
		m := -1
		for _, id := range h.ids {
			o, _ := g.Object(id)
			if o.Types&ability.Creature != 0 && !o.Tapped && o.Power > m && g.CouldBlockIfAttacked(id, attacker) {
				m = o.Power
			}
		}
		return m
	}
	// The first option holds the creatures that must attack (CR 508.1d);
	// each option with one more names one optional attacker (this
	// heuristic attacks the player only).
	must := h.buf[0].Attackers
	attacks := append([]game.Attack(nil), must...)
	for i := range attacks {
		attacks[i].Player = opp
	}
	for i := 1; i < len(h.buf); i++ {
		a := &h.buf[i]
		if len(a.Attackers) != len(must)+1 {
			continue
		}
		extra, ok := newAttack(a.Attackers, attacks)
		if !ok || extra.Planeswalker != 0 || extra.Player != opp {
			continue
		}
		o, _ := g.Object(extra.Attacker)
		if o.Power <= 0 {
			continue
		}
		if m := maxBlockPower(extra.Attacker); m < 0 || o.Toughness > m {
			attacks = append(attacks, extra)
		}
	}
	a := game.Action{Kind: game.ActDeclareAttackers, Player: me, Attackers: attacks}
	for len(a.Attackers) > len(must)+1 && !h.accepts(g, a) {
		// Each attack alone is listed, so legal; together their costs
		// may be more than the player can pay (CR 508.1h): drop the last.
		a.Attackers = a.Attackers[:len(a.Attackers)-1]
	}
	return a
}

// accepts reports whether g would accept a, tried on a copy.
func (h *Heuristic) accepts(g *game.Game, a game.Action) bool {
	h.scratch = g.CloneInto(h.scratch)
	return h.scratch.Apply(a) == nil
}

// newAttack returns the attack of decl whose creature is not among
// have, if there is one.
func newAttack(decl, have []game.Attack) (game.Attack, bool) {
	for _, at := range decl {
		found := false
		for _, h := range have {
			found = found || h.Attacker == at.Attacker
		}
		if !found {
			return at, true
		}
	}
	return game.Attack{}, false
}

// block assigns at most one blocker per attacker: one that survives or
// kills a bigger attacker; chump blocks only when the unblocked damage
// would be lethal.
func (h *Heuristic) block(g *game.Game, me game.PlayerID) game.Action {
	h.pairs = h.pairs[:0]
	for i := range h.buf {
		a := &h.buf[i]
		if len(a.Blockers) == 1 {
			h.pairs = append(h.pairs, blockPair{a.Blockers[0].Blocker, a.Blockers[0].Attacker})
		}
	}
	h.attackers = h.attackers[:0]
	for _, at := range g.Attackers() {
		if g.Team(g.DefendingPlayer(at)) == g.Team(me) {
			h.attackers = append(h.attackers, at) // those attacking others are theirs to block
		}
	}
	attackers := h.attackers
	slices.SortStableFunc(attackers, func(x, y game.ObjectID) int {
		ox, _ := g.Object(x)
		oy, _ := g.Object(y)
		return oy.Power - ox.Power // the most powerful first
	})
	h.used = h.used[:0]
	var blocks []game.Block
	incoming := 0
	for _, at := range attackers {
		ao, _ := g.Object(at)
		incoming += ao.Power
	}
	for _, at := range attackers {
		ao, _ := g.Object(at)
		var chump game.ObjectID
		done := false
		for _, p := range h.pairs {
			if p.a != at || slices.Contains(h.used, p.b) {
				continue
			}
			bo, _ := g.Object(p.b)
			survives := bo.Toughness > ao.Power
			trades := bo.Power >= ao.Toughness && bo.Power+bo.Toughness <= ao.Power+ao.Toughness
			if survives || trades {
				blocks = append(blocks, game.Block{Blocker: p.b, Attacker: at})
				h.used = append(h.used, p.b)
				incoming -= ao.Power
				done = true
				break
			}
			if chump == 0 {
				chump = p.b
			}
		}
		if !done && chump != 0 && incoming >= g.Life(me) {
			blocks = append(blocks, game.Block{Blocker: chump, Attacker: at})
			h.used = append(h.used, chump)
			incoming -= ao.Power
		}
	}
	a := game.Action{Kind: game.ActDeclareBlockers, Player: me, Blockers: blocks}
	if len(a.Blockers) < 2 || h.accepts(g, a) {
		return a
	}
	// Together the blocks may cost more than the player can pay (CR
	// 509.1d): drop the last until they can be paid, else block nothing.
	for len(a.Blockers) > 1 {
		if a.Blockers = a.Blockers[:len(a.Blockers)-1]; h.accepts(g, a) {
			return a
		}
	}
	return h.buf[0]
}

// discard drops a land when it has plenty, else its most expensive card.
func (h *Heuristic) discard(g *game.Game, me game.PlayerID) game.Action {
	lands := 0
	h.ids = g.AppendZone(h.ids[:0], me, zone.Battlefield)
	for _, id := range h.ids {
		if o, _ := g.Object(id); o.Types&ability.Land != 0 {
			lands++
		}
	}
	best, bestScore := h.buf[0], -1<<30
	for _, a := range h.buf {
		o, _ := g.Object(a.Object)
		s := o.Card.ManaCost.ManaValue()
		if o.Card.IsLand() {
			s = -1
			if lands >= 6 {
				s = 100
			}
		}
		if s > bestScore {
			best, bestScore = a, s
		}
	}
	return best
}

// auraScore rates where an Aura goes: a harmful one (a P/T loss or a
// restriction for the enchanted creature) on an opponent's creature, a
// helpful one on one of ours.
func auraScore(g *game.Game, a *game.Action, d *card.Definition) int {
	harm := 0
	for _, st := range d.Statics {
		if st.Affects != ability.AffectsAttached {
			continue
		}
		harm -= st.Power + st.Toughness
		if st.Restrictions != 0 {
			harm += 2
		}
	}
	o, ok := g.Object(game.ObjectID(a.Targets[0].Object))
	if !ok {
		return -100
	}
	if (harm > 0) == (o.Controller == a.Player) {
		return -100 // harm to our own creature, or help to theirs
	}
	return 3 + o.Power
}

// cheapest returns the option naming the permanent worth least: a token
// first, then the lowest mana value (the first listed among equals).
func (h *Heuristic) cheapest(g *game.Game) game.Action {
	best, bestWorth := h.buf[0], 1<<30
	for _, a := range h.buf {
		o, ok := g.Object(a.Object)
		if !ok {
			continue
		}
		worth := 1 + o.Card.ManaCost.ManaValue()
		if o.Token {
			worth = 0
		}
		if worth < bestWorth {
			best, bestWorth = a, worth
		}
	}
	return best
}

// convokeBonus prefers, between two payments of the same cast, tapping
// creatures for convoke (CR 702.50a) once they can no longer attack this
// turn (after combat, or on another player's turn), and keeping them
// untapped before combat: the listing offers mana first, then creatures
// first, and the first best score wins.
func convokeBonus(g *game.Game, a *game.Action) int {
	if len(a.Convoke) == 0 {
		return 0
	}
	if g.ActivePlayer() == a.Player && g.Step() < game.EndCombat {
		return 0
	}
	return min(len(a.Convoke), 9) // below the 10 a mana value adds
}

// Rate returns the heuristic player's rating of a priority option of g:
// the higher, the sooner it would take it; 0 or less, it would rather
// pass. Other options rate 0. A search uses it to order the options it
// looks at.
func Rate(g *game.Game, a game.Action) int {
	if g.Pending().Kind != game.DecidePriority {
		return 0
	}
	return score(g, &a)
}

// takeRevealed takes the first card offered, and an Aura put onto the
// battlefield onto the permanent it suits best (auraScore).
func (h *Heuristic) takeRevealed(g *game.Game) game.Action {
	first := h.buf[0]
	if first.NumTargets == 0 {
		return first
	}
	o, _ := g.Object(first.Object)
	best, bestScore := 0, auraScore(g, &h.buf[0], o.Card)
	for i := 1; i < len(h.buf) && h.buf[i].Object == first.Object; i++ {
		if s := auraScore(g, &h.buf[i], o.Card); s > bestScore {
			best, bestScore = i, s
		}
	}
	return h.buf[best]
}
