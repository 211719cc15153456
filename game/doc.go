// Package game is the rules engine: a game of Magic for two to four
// players under the rules of the M15 era, advanced by the caller one
// decision at a time.
//
// The game is a deterministic state machine (docs/design.md: a state machine). At any
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
// allow them; casts that tap creatures for convoke, listed with at most
// two representative payments, when CR 702.50a allows the creatures; and
// targets of a spell or ability with more than 4,096 sets of them for one
// X and payment, listed by representative sets, when CR 601.2c allows
// them. Numbers are bounded (MaxLife, MaxCount, MaxTurn, MaxStamp) so that
// no arithmetic overflows.
//
//	g, err := game.New(game.Config{Seed: 7, Players: []game.PlayerConfig{
//		{Name: "Alice", Deck: deckA}, {Name: "Bob", Deck: deckB},
//	}})
//	for !g.Over() {
//		opts := g.LegalActions(nil)
//		_ = g.Apply(opts[0])
//	}
//
// A game begins with its start (CR 103): a player the seed picks chooses
// who takes the first turn, each player draws seven cards and declares
// mulligans in turn order, and after the mulligans a player with a
// smaller hand may put the top card of their library on the bottom
// (Rules.Mulligan); each choice is a decision like any other. Config.Start
// set to StartDealt skips those decisions (seven cards each, the first
// player starts), and Config.StartingSeat fixes the starting player.
//
// Positions can be set up directly with NewEmpty, Put and Start (or
// StartOpening, to play the start from set-up libraries), which is what
// the scenario runner does. Clone copies a game for search, and
// CloneInto and NewInto reuse an old game's storage; Fingerprint hashes
// its whole state; CheckInvariants verifies its consistency, and
// VerifyCaches the engine's caches (of options and of characteristics)
// against a computation from scratch. With Config.AutoPass the engine
// passes for a player who can do nothing else; PassStep (an ActPass with
// Choice PassRestOfStep) has it pass for a player for the rest of the
// step. Save and Load write and read a game in progress as
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
//
// Multiplayer (CR 800–810): with three or four players a free-for-all
// (CR 806) in which each attacker attacks any opponent or their
// planeswalker (CR 802) and each defending player blocks for themselves
// in APNAP order; a player who loses leaves the game with everything
// they own while the others play on (CR 800.4). Rules.Variant
// TwoHeadedGiant plays two teams of two with a shared life total and
// shared turns (CR 805, 810): the team has priority and either teammate
// answers its decisions (priority, combined attacks and blocks, trigger
// order); ActivePlayer and Winner name the team's first player, and Team
// says whose team a player is on. Views show a teammate's hand.
package game
