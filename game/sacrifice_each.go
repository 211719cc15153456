package game

import (
	"fmt"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/zone"
)

// "Each opponent sacrifices a creature": each player the effect names
// chooses a permanent in APNAP order, seeing the choices made before
// theirs, and then all of them are sacrificed at once (CR 101.4, 701.15a).
// The chosen permanents wait in res.cards, one per player who chose, in
// the order they were chosen; they leave in one event and see each other
// leave (CR 603.10a). A player who controls nothing the effect names is
// passed over (CR 609.3: the effect does only what is possible; nothing is asked).

// eachSacrifices reports whether OpSacrifice e is one several players
// answer.
func eachSacrifices(e *ability.Effect) bool {
	return e.Who == ability.WhoEachOpponent || e.Who == ability.WhoEachPlayer
}

// nextSacrificer returns the first player after after in APNAP order
// (NoPlayer: from the start) whom e has sacrifice something, or NoPlayer
// when everyone has chosen.
func (g *Game) nextSacrificer(e *ability.Effect, after PlayerID) PlayerID {
	next := NoPlayer
	g.effectPlayers(e, func(q PlayerID) {
		if next == NoPlayer && (after == NoPlayer || g.apnapSeat(q) > g.apnapSeat(after)) && g.canSacrifice(q, -1, &e.Group) {
			next = q
		}
	})
	return next
}

// apnapSeat is p's place in APNAP order: 0 for the active player, then
// each seat in turn order (CR 101.4), counted whether or not p is still in
// the game.
func (g *Game) apnapSeat(p PlayerID) int {
	n := len(g.players)
	return (int(p) - int(g.active) + n) % n
}

// askSacrifice asks the first player after after to choose for e, or
// sacrifices the chosen permanents when none is left. It reports whether
// a decision is pending.
func (g *Game) askSacrifice(e *ability.Effect, after PlayerID) bool {
	if p := g.nextSacrificer(e, after); p != NoPlayer {
		g.pending = Decision{Kind: DecideSacrifice, Player: p}
		return true
	}
	g.sacrificeChosen()
	return false
}

// sacrificeChosen sacrifices the permanents in res.cards together, each
// by its controller.
func (g *Game) sacrificeChosen() {
	nested := g.beginLeaving()
	g.snapshotLeaving(g.res.cards) // one event: each is seen as before any left (CR 603.10a)
	for _, s := range g.res.cards {
		if o := &g.objects[s]; o.zone == zone.Battlefield {
			g.sacrifice(o.controller, s)
		}
	}
	g.endLeaving(nested)
	g.res.cards = g.res.cards[:0]
}

// dropSacrificeChoice forgets the permanent p chose for the resolving
// "each player sacrifices", p leaving the game: p sacrifices nothing, and
// the permanent, if it stays under its owner's control, isn't theirs to
// sacrifice (CR 800.4a).
func (g *Game) dropSacrificeChoice(p PlayerID) {
	kept := g.res.cards[:0]
	for _, s := range g.res.cards {
		if g.objects[s].controller != p {
			kept = append(kept, s)
		}
	}
	g.res.cards = kept
}

// eachSacrificeEffect returns the resolving "each player sacrifices"
// effect, or nil.
func (g *Game) eachSacrificeEffect() *ability.Effect {
	if e := g.sacrificeEffect(); e != nil && eachSacrifices(e) {
		return e
	}
	return nil
}

// checkEachSacrifice checks a loaded game waiting on p's choice for the
// "each player sacrifices" e: p is one of the players e names and has
// something to sacrifice, and each permanent chosen so far is on the
// battlefield, chosen by a different player before p in APNAP order.
func (g *Game) checkEachSacrifice(p PlayerID, e *ability.Effect) error {
	named := false
	g.effectPlayers(e, func(q PlayerID) { named = named || q == p })
	if !named || !g.canSacrifice(p, -1, &e.Group) {
		return badSave("pending.player", "%s isn't one of the players who sacrifice for this effect, or has nothing to sacrifice", g.playerName(p))
	}
	var chose [MaxPlayers]bool
	for i, s := range g.res.cards {
		o := &g.objects[s]
		if o.zone != zone.Battlefield || g.apnapSeat(o.controller) >= g.apnapSeat(p) || chose[o.controller] {
			return badSave(fmt.Sprintf("resolution.cards[%d]", i), "a permanent chosen to be sacrificed is on the battlefield, one per player who chose before %s", g.playerName(p))
		}
		chose[o.controller] = true
	}
	return nil
}
