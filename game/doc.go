// Package game is the rules engine: a two-player game of Magic under the
// rules of the M15 era, advanced by the caller one decision at a time.
//
// The game is a deterministic state machine (DESIGN principle 1). At any
// moment exactly one decision is pending — Pending says who must decide
// what — or the game is over. LegalActions lists the legal answers in a
// deterministic order; Apply validates an answer through the one
// legality path and, if legal, performs it and advances the game to its
// next decision. An illegal action returns a *RuleError citing the
// Comprehensive Rules and changes nothing; a malformed one (a field out of
// range, or set where the action does not use it) wraps ErrMalformed and
// names the field. Apply accepts an action exactly when its canonical
// form (Canonical) is listed by LegalActions or OtherActions; attack and
// block declarations, listed by representatives, when CR 508.1 and 509.1
// allow them. Numbers are bounded (MaxLife, MaxCount, MaxTurn, MaxStamp)
// so that no arithmetic overflows.
//
//	g, err := game.New(game.Config{Seed: 7, Players: []game.PlayerConfig{
//		{Name: "Alice", Deck: deckA}, {Name: "Bob", Deck: deckB},
//	}})
//	for !g.Over() {
//		opts := g.LegalActions(nil)
//		_ = g.Apply(opts[0])
//	}
//
// Positions can be set up directly with NewEmpty, Put and Start, which is
// what the scenario runner does. Clone copies a game for search;
// Fingerprint hashes its whole state; CheckInvariants verifies its
// consistency. Save and Load write and read a game in progress as
// versioned JSON; with Config.RecordActions, Replay rebuilds a game from
// its action log. View gives what one player may see, and EventsFor the
// events filtered for them. Everything that happens is recorded as an
// Event; EventLine renders it in English or Simplified Chinese.
//
// What is covered: turn structure (CR 500–514) with mana pools emptying
// between steps, priority and the stack, casting spells with sorcery and
// instant timing, automatic and exact mana payment through mana
// abilities, targets checked on casting and on resolution, land play,
// summoning sickness, combat (attackers, blockers, first and double
// strike, trample, deathtouch, lifelink, evasion), state-based actions
// and game end; activated, triggered (APNAP order, intervening "if") and
// static abilities; continuous effects in layer order; Auras, Equipment,
// planeswalkers with loyalty abilities, damage redirection and the
// uniqueness rules; control change, tokens and emblems.
package game
