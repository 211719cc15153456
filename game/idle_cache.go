package game

import (
	"fmt"
	"sync"
)

// The idle cache remembers, per player, that the player had nothing to
// do but pass at instant speed, so that the next priority of that player
// in an unchanged game lists the pass alone without looking at hand,
// mana and battlefield again. In random self-play about four decisions
// in five are such priorities.
//
// Validity rests on gen, the game's change generation. Every applied
// action other than a pass bumps it before it changes anything, and so
// does everything a pass can set off that may change what a player can
// do: a resolution, triggers going on the stack, state-based actions
// that did something, the turn-based actions of the untap, combat damage
// and cleanup steps, creatures leaving combat, emptying mana pools and a
// new turn (see the calls of changed). The draw step forgets only the
// drawing players (forgetIdle): no option depends on another player's
// hand. What a pass alone changes (who has priority, and the step) only
// matters through sorcery timing (CR 307.1), which the cache never
// covers: it answers only for players without sorcery timing, where land
// plays are not allowed either (CR 305.1). No activated ability or cast
// restriction of the engine depends on the step otherwise.
//
// The cache is plain state, copied with the game: a copy of an unchanged
// game has the same options. It is not saved (a loaded game starts
// empty) nor fingerprinted, and VerifyCaches checks it against a full
// listing.

// changed starts a new change generation: cached answers about what
// players can do are no longer trusted.
func (g *Game) changed() {
	g.gen++
}

// knownIdle reports whether p, with priority and without sorcery
// timing, is known to have nothing but pass in this generation.
func (g *Game) knownIdle(p PlayerID) bool {
	return g.idle[p] == g.gen+1 && !g.sorceryTiming(p)
}

// forgetIdle drops what the idle cache knows of p.
// Its kept options go with it (kept_listing.go).
func (g *Game) forgetIdle(p PlayerID) {
	g.idle[p] = 0
	g.forgetKept(p)
}

// noteIdle records that p, with priority, has nothing but pass.
func (g *Game) noteIdle(p PlayerID) {
	if !g.sorceryTiming(p) {
		g.idle[p] = g.gen + 1
	}
}

// verifyCopies are games whose storage verifySBAClean reuses; nothing of
// them reaches a result.
var verifyCopies sync.Pool

// verifySBAClean checks that, at a priority where no change since the
// last check of state-based actions was flagged (sbaDirty), a check on a
// copy finds nothing to do.
func (g *Game) verifySBAClean() error {
	if g.sbaDirty || g.pending.Kind != DecidePriority {
		return nil
	}
	// A copy without the action log and events, which the check doesn't
	// need and which grow with the game.
	log, events := g.actionLog, g.events
	g.actionLog, g.events = nil, nil
	scratch, _ := verifyCopies.Get().(*Game)
	c := g.CloneInto(scratch)
	defer verifyCopies.Put(c)
	g.actionLog, g.events = log, events
	c.noEvents, c.sbaDirty = true, true
	if c.sbaOnce() || c.pending.Kind != DecidePriority {
		return fmt.Errorf("game: state-based actions are due (CR 704.3) but no change flagged them")
	}
	return nil
}

// verifyBounds checks that the mana bound that spares p's listing a
// payment plan (mayAffordACast), the plain-source shortcut of
// collectUnits and the battlefield lists (battlefield_lists.go) change
// no option.
func (g *Game) verifyBounds(p PlayerID) error {
	list := func() []Action {
		switch g.pending.Kind {
		case DecideAttackers:
			return g.legalAttacks(nil, p)
		case DecideBlockers:
			return g.legalBlocks(nil, p)
		}
		return g.priorityOptions(nil, p)
	}
	bounded := list()
	g.noBounds = true
	full := list()
	g.noBounds = false
	if len(bounded) != len(full) {
		return fmt.Errorf("game: mana bounds and battlefield lists: %s has %d options, %d without them", g.playerName(p), len(bounded), len(full))
	}
	for i := range full {
		if !full[i].Equal(bounded[i]) {
			return fmt.Errorf("game: mana bounds and battlefield lists: %s option %d is %v, without them %v", g.playerName(p), i, bounded[i], full[i])
		}
	}
	return nil
}

// VerifyCaches checks what the game remembers to save work against a
// computation from scratch, and returns an error naming the first
// difference: every valid entry of the characteristics cache must equal
// the characteristics computed again; at a priority
// with no change flagged for state-based actions, a check must find none
// to perform (CR 704.3); every player's kept mana units
// that still apply must be those collected again, and so must every kept
// count of the mana their untapped sources make (sourceBound) and each
// player's battlefield lists; every player's kept
// options that are still valid must be those listed
// again; the mana bound that spares listings a payment plan must leave
// out no option; and every player the idle cache says has nothing but
// pass must have no land play, spell or ability listed. Self-play with
// -check calls it at every decision. It changes nothing.
func (g *Game) VerifyCaches() error {
	if err := g.verifyChars(); err != nil {
		return err
	}
	if !g.started || g.over {
		return nil
	}
	if err := g.verifySBAClean(); err != nil {
		return err
	}
	if err := g.verifyKeptUnits(); err != nil {
		return err
	}
	if err := g.verifySourceBounds(); err != nil {
		return err
	}
	if err := g.verifyAbilityBounds(); err != nil {
		return err
	}
	if err := g.verifyLists(); err != nil {
		return err
	}
	if err := g.verifyLandTypes(); err != nil {
		return err
	}
	if err := g.verifyWeightyMana(); err != nil {
		return err
	}
	if !g.manaAdded && g.anyMana() {
		return fmt.Errorf("game: a mana pool holds mana, but no mana was added since the pools emptied (CR 500.4)")
	}
	var tmp [4]Action
	if k := g.pending.Kind; k == DecideAttackers || k == DecideBlockers {
		if err := g.verifyBounds(g.pending.Player); err != nil {
			return err
		}
	}
	for p := range g.players {
		if err := g.verifyKept(PlayerID(p)); err != nil {
			return err
		}
		if g.pending.Kind == DecidePriority {
			if err := g.verifyBounds(PlayerID(p)); err != nil {
				return err
			}
		}
		if !g.knownIdle(PlayerID(p)) {
			continue
		}
		if opts := g.priorityOptions(tmp[:0], PlayerID(p)); len(opts) > 0 {
			return fmt.Errorf("game: idle cache: %s is remembered with nothing but pass, but may %v (generation %d)",
				g.playerName(PlayerID(p)), opts[0], g.gen)
		}
	}
	return nil
}
