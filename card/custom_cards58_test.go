package card_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, 58-th set: multiplayer without combat, with cards of
// one's own, in three- and four-player free-for-all games and in
// Two-Headed Giant. "Each opponent", "target opponent" and "each player"
// effects and the order in which the players act and their triggers go
// on the stack (APNAP, CR 101.4, 603.3b, 805.6); a team's shared life
// total, gained, lost, paid and set (CR 810.9, 118.4a, 118.1a), with
// "as long as your life total is less than your starting life total";
// "whenever an opponent ..." triggers with several opponents and with a
// teammate, who is no opponent (CR 102.3); a search of an opponent's
// library that puts the card onto the battlefield, and what happens to
// that card when its owner or its controller leaves the game (CR 800.4a,
// the Bribery example), with "until this leaves" exiles (CR 610.3) and
// control effects that end later (CR 800.4c); "as long as an opponent
// owns a card in exile" with teammates; who gets priority when a player
// leaves (CR 800.4a, 800.4i, 116.4); the end of the game when the last
// opponent leaves (CR 104.2a); definitions Check refuses; and, at the
// end, two positions the engine used to misplay (fixed): life gained by
// a whole team at once, and a fight's two damages.

// ---------------------------------------------------------------------
// Helpers

// h542FFA is a free-for-all game of n players with libraries of lib
// Plains, set up by setup and started at turn 2 in active's first main
// phase.
func h542FFA(t *testing.T, n, lib int, active game.PlayerID, setup func(g *game.Game)) *game.Game {
	t.Helper()
	g := newGame(t, n)
	libs(t, g, lib)
	if setup != nil {
		setup(g)
	}
	require.NoError(t, g.Start(2, active, game.Main1))
	return g
}

// h542THG is a Two-Headed Giant game (Alice and Bob against Carol and
// Dave) with libraries of lib Plains, set up by setup and started at
// turn 2 in the first main phase of active's team.
func h542THG(t *testing.T, lib int, active game.PlayerID, setup func(g *game.Game)) *game.Game {
	t.Helper()
	g := newTwoHeaded(t)
	libs(t, g, lib)
	if setup != nil {
		setup(g)
	}
	require.NoError(t, g.Start(2, active, game.Main1))
	return g
}

// h542Concede has p concede (CR 104.3a).
func h542Concede(t *testing.T, g *game.Game, p game.PlayerID) {
	t.Helper()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: p}))
}

// h542Crt is a checked creature with statics and triggered abilities.
func h542Crt(t *testing.T, name, mc string, p, tg int, ss []ability.Static, ts ...ability.Triggered) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Creature, Subtypes: []string{"Rogue"},
		Power: C(p), Toughness: C(tg), Statics: ss, Triggered: ts})
}

// h542Ench is a checked enchantment with triggered and activated
// abilities.
func h542Ench(t *testing.T, name string, as []ability.Activated, ts ...ability.Triggered) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{2}"), Types: ability.Enchantment,
		Activated: as, Triggered: ts})
}

// h542Bear is a vanilla 2/2.
func h542Bear(t *testing.T, name string) *card.Definition {
	return creature(t, name, "{1}{G}", 2, 2, 0, "Bear")
}

// h542Cast casts id for p with targets and resolves the stack.
func h542Cast(t *testing.T, g *game.Game, p game.PlayerID, id game.ObjectID, ts ...game.Target) {
	t.Helper()
	require.NoError(t, g.Cast(p, id, ts...))
	resolve(t, g, nil)
}

// h542NextTurn passes idly until another player's (team's) turn begins,
// and returns its active player.
func h542NextTurn(t *testing.T, g *game.Game) game.PlayerID {
	t.Helper()
	cur := g.ActivePlayer()
	for i := 0; i < 500 && g.ActivePlayer() == cur && !g.Over(); i++ {
		idleAnswer(t, g, g.Pending(), "h542NextTurn")
	}
	return g.ActivePlayer()
}

// h542Offers reports whether the pending decision lists a choice of
// Choice c (and no object).
func h542Offers(g *game.Game, c int) bool {
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActChoose && a.Object == 0 && a.Choice == c {
			return true
		}
	}
	return false
}

// h542StackControllers lists the controllers of the stack's items, top
// first.
func h542StackControllers(g *game.Game) []game.PlayerID {
	var out []game.PlayerID
	for _, e := range g.Stack() {
		out = append(out, e.Controller)
	}
	return out
}

// h542Pilfer is "Pilfered Pact" {3}{U} sorcery: "Search target
// opponent's library for a creature card and put that card onto the
// battlefield under your control. Then that player shuffles their
// library." (the Bribery of CR 800.4a's example).
func h542Pilfer(t *testing.T) *card.Definition {
	return sorcery(t, "Pilfered Pact", "{3}{U}", []ability.TargetSpec{ability.TargetOpponent},
		ability.Effect{Op: ability.OpSearchZones, Who: ability.WhoTarget, Target: 0, Zones: ability.SearchLibrary,
			Filter: ability.Filter{Types: ability.Creature}, Into: ability.IntoBattlefield})
}

// h542ExileWatcher is a 1/1 with "As long as an opponent owns a card in
// exile, this creature gets +2/+2."
func h542ExileWatcher(t *testing.T) *card.Definition {
	return h542Crt(t, "Exile Watcher", "{1}{U}", 1, 1, []ability.Static{{Affects: ability.AffectsSelf,
		If: ability.If(ability.OpponentOwnsCardInExile), Power: 2, Toughness: 2}})
}

// h542SearchTax is an enchantment: "Whenever an opponent searches their
// library, that player loses 1 life and you gain 1 life."
func h542SearchTax(t *testing.T, name string) *card.Definition {
	return h542Ench(t, name, nil, ability.Triggered{Event: ability.OpponentSearchesLibrary, Effects: []ability.Effect{
		{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(1)},
		{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(1)}}})
}

// ---------------------------------------------------------------------
// Part 1. A search of an opponent's library (CR 800.4a's Bribery
// example).

// 1. Three players. Alice's Pilfered Pact on Bob puts Bob's Gale Seraph
// onto the battlefield under Alice's control: Alice searched Bob's
// library, which is not "an opponent searches their library" (CR
// 701.17), so Carol's Search Tax does not trigger. Then Alice concedes:
// the Seraph, still controlled by her and owned by Bob, is exiled
// (CR 800.4a: "If, instead, Alex leaves the game, Serra Angel is
// exiled"). It is Bob's card in exile: Carol's Exile Watcher, "as long
// as an opponent owns a card in exile", gets +2/+2.
func TestH542PilferedSeraphThiefLeaves(t *testing.T) {
	seraph := creature(t, "Gale Seraph", "{3}{W}{W}", 4, 4, ability.Flying, "Angel")
	var pact, watcher, card0 game.ObjectID
	g := h542FFA(t, 3, 4, 0, func(g *game.Game) {
		pact = hand(t, g, 0, h542Pilfer(t))
		lands(t, g, 0, card.Island, 4)
		card0 = put(t, g, 1, zone.Library, seraph)
		bf(t, g, 2, h542SearchTax(t, "Search Tax"))
		watcher = bf(t, g, 2, h542ExileWatcher(t))
	})
	require.NoError(t, g.Cast(0, pact, pl(1)))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideFind, d.Kind)
		require.Equal(t, game.PlayerID(0), d.Player)
		return chooseObj(0, card0)
	})
	s := find(t, g, 0, seraph)
	require.NotZero(t, s, "the Seraph is on the battlefield under Alice's control")
	require.Equal(t, game.PlayerID(1), info(t, g, s).Owner)
	require.Equal(t, 20, g.Life(1), "Bob didn't search his library: Search Tax didn't trigger")
	require.Equal(t, 20, g.Life(2))
	require.Equal(t, [2]int{1, 1}, pt(t, g, watcher))

	h542Concede(t, g, 0)
	require.False(t, g.Over())
	require.Equal(t, zone.Exile, zoneOf(t, g, s), "CR 800.4a: what the leaver still controls is exiled")
	require.Equal(t, [2]int{3, 3}, pt(t, g, watcher), "Bob, Carol's opponent, owns a card in exile")
}

// 2. The same, but Bob, the Seraph's owner, concedes: the Seraph leaves
// the game with him (CR 800.4a: "If Bianca leaves the game, Serra Angel
// also leaves the game"). It doesn't die: Alice's Carrion Pledge,
// "whenever a creature you control dies, you gain 3 life", doesn't
// trigger (CR 700.4), and nothing is in exile for the Watcher.
func TestH542PilferedSeraphOwnerLeaves(t *testing.T) {
	seraph := creature(t, "Gale Seraph", "{3}{W}{W}", 4, 4, ability.Flying, "Angel")
	pledge := h542Ench(t, "Carrion Pledge", nil, ability.Triggered{Event: ability.CreatureDies,
		Match: ability.Filter{Side: ability.YourSide}, Effects: gain(3)})
	var pact, watcher, card0 game.ObjectID
	g := h542FFA(t, 3, 4, 0, func(g *game.Game) {
		pact = hand(t, g, 0, h542Pilfer(t))
		lands(t, g, 0, card.Island, 4)
		card0 = put(t, g, 1, zone.Library, seraph)
		bf(t, g, 0, pledge)
		watcher = bf(t, g, 2, h542ExileWatcher(t))
	})
	require.NoError(t, g.Cast(0, pact, pl(1)))
	resolve(t, g, func(d game.Decision) game.Action { return chooseObj(0, card0) })
	s := find(t, g, 0, seraph)
	require.NotZero(t, s)
	h542Concede(t, g, 1)
	_, ok := g.Follow(s)
	require.False(t, ok, "the Seraph left the game with its owner")
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, 0, g.StackLen(), "leaving the game is no death: no trigger")
	require.Equal(t, 20, g.Life(0))
	require.Equal(t, [2]int{1, 1}, pt(t, g, watcher))
}

// 3. Four players, Bob's turn. Bob's Wayfinder's Map ("search your
// library for a land card and put it into your hand") makes Search Tax
// trigger for each of Carol, Dave and Alice, who each control one: each
// is "whenever an opponent searches their library, that player loses 1
// life and you gain 1 life" (CR 701.17). They go on the stack in APNAP
// order from Bob: Carol's first, then Dave's, then Alice's on top
// (CR 101.4, 603.3b); Bob loses 3 life.
func TestH542SearchTaxAPNAP(t *testing.T) {
	mapDef := sorcery(t, "Wayfinder's Map", "{G}", nil, ability.Effect{Op: ability.OpSearchLibrary,
		Amount: ability.N(1), Filter: ability.Filter{Types: ability.Land}, Into: ability.IntoHand})
	var m game.ObjectID
	g := h542FFA(t, 4, 4, 1, func(g *game.Game) {
		m = hand(t, g, 1, mapDef)
		lands(t, g, 1, card.Forest, 1)
		for p := game.PlayerID(0); p < 4; p++ {
			if p != 1 {
				bf(t, g, p, h542SearchTax(t, "Search Tax"))
			}
		}
	})
	require.NoError(t, g.Cast(1, m))
	for i := 0; i < 10 && g.StackLen() == 1; i++ {
		d := g.Pending()
		if d.Kind == game.DecideSearch {
			require.NoError(t, g.Apply(g.LegalActions(nil)[0]))
			continue
		}
		require.Equal(t, game.DecidePriority, d.Kind, g.Prompt(game.English))
		require.NoError(t, g.Pass(d.Player))
	}
	require.Equal(t, []game.PlayerID{0, 3, 2}, h542StackControllers(g), "APNAP from Bob: Carol's at the bottom, Alice's on top")
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(1))
	for _, p := range []game.PlayerID{0, 2, 3} {
		require.Equal(t, 21, g.Life(p))
	}
}

// ---------------------------------------------------------------------
// Part 2. Two-Headed Giant: the team's life total.

// 4. Two-Headed Giant. Alice's Desperate Squire is a 1/1 with "as long
// as your life total is less than your starting life total, this
// creature gets +2/+2". Her life total is her team's (CR 810.9a) and her
// starting life total the team's 30 (CR 118.1a). When Bob, her teammate,
// pays 1 life for his Blood Ledger ("Pay 1 life: draw a card"), the
// team's total is 29 and the Squire is 3/3; Carol's Squire stays 1/1.
func TestH542TeamLifeBelowStarting(t *testing.T) {
	squire := h542Crt(t, "Desperate Squire", "{1}{B}", 1, 1, []ability.Static{{Affects: ability.AffectsSelf,
		If: ability.If(ability.LifeBelowStarting), Power: 2, Toughness: 2}})
	ledger := h542Ench(t, "Blood Ledger", []ability.Activated{{Cost: ability.Cost{Life: 1}, Effects: draw1}})
	var mine, hers, led game.ObjectID
	g := h542THG(t, 5, 0, func(g *game.Game) {
		mine = bf(t, g, 0, squire)
		hers = bf(t, g, 2, squire)
		led = bf(t, g, 1, ledger)
	})
	require.Equal(t, [2]int{1, 1}, pt(t, g, mine))
	require.NoError(t, g.Activate(1, led, 0))
	resolve(t, g, nil)
	require.Equal(t, 29, g.Life(0))
	require.Equal(t, 29, g.Life(1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, mine), "CR 810.9a: the team's life total is Alice's")
	require.Equal(t, [2]int{1, 1}, pt(t, g, hers))
}

// 5. Two-Headed Giant, Carol's team's upkeep; their team has 4 life.
// Alice's Toll of Ages: "At the beginning of each player's upkeep, that
// player discards a card at random unless they pay 3 life." It triggers
// for Carol and for Dave (CR 805.4: the team's upkeep is each of its
// players'). The first to resolve lets its player pay 3 life: the
// team's total (CR 118.4a) goes to 1. The other's player may pay life
// only up to the team's total (CR 118.4a, 810.9a): 3 can't be paid, so
// the only answer is to pay nothing, and that player discards.
func TestH542TollOfAgesTeamPays(t *testing.T) {
	toll := h542Ench(t, "Toll of Ages", nil, ability.Triggered{Event: ability.EachPlayersUpkeep, Effects: []ability.Effect{
		{Op: ability.OpUnless, Who: ability.WhoEventPlayer, Unless: ability.UnlessPayLife, Amount: ability.N(3)},
		{Op: ability.OpDiscardRandom, Who: ability.WhoEventPlayer, Amount: ability.N(1), IfDeclined: true}}})
	g := h542THG(t, 5, 0, func(g *game.Game) {
		bf(t, g, 0, toll)
		require.NoError(t, g.SetLife(2, 4))
		hand(t, g, 2, h542Bear(t, "Carol's Bear"))
		hand(t, g, 3, h542Bear(t, "Dave's Bear"))
	})
	// Idle until the Tolls are on the stack in Carol's team's upkeep.
	for i := 0; i < 300 && !(g.ActivePlayer() == 2 && g.StackLen() == 2); i++ {
		idleAnswer(t, g, g.Pending(), "toll")
	}
	require.Equal(t, game.Upkeep, g.Step())
	payer, other := game.NoPlayer, game.NoPlayer
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideUnless, d.Kind)
		if payer == game.NoPlayer {
			payer = d.Player
			require.True(t, h542Offers(g, 1), "the team has 4 life: 3 can be paid")
			return choose(d.Player, 1)
		}
		other = d.Player
		require.Equal(t, 1, g.Life(d.Player))
		require.False(t, h542Offers(g, 1), "CR 118.4a: the team has 1 life; 3 can't be paid")
		require.Error(t, g.Apply(choose(d.Player, 1)))
		return choose(d.Player, 0)
	})
	require.ElementsMatch(t, []game.PlayerID{2, 3}, []game.PlayerID{payer, other})
	require.Equal(t, 1, g.Life(2))
	require.Equal(t, 1, g.Life(3))
	require.Equal(t, 1, g.ZoneLen(payer, zone.Hand), "the payer kept the card")
	require.Equal(t, 0, g.ZoneLen(other, zone.Hand), "the other discarded it")
	require.Equal(t, 1, g.ZoneLen(other, zone.Graveyard))
}

// 6. Two-Headed Giant. Alice's Boon of Plenty ("target player gains 6
// life") on Carol takes Carol's team to 36: Carol's Glutton Sprite
// ("whenever you gain life, put a +1/+1 counter on it") triggers.
// Then Alice's Reset Hex, "target player's life total becomes their
// starting life total", on Dave: Dave's life total is his team's, 36,
// and his starting life total the team's 30 (CR 810.9a, 118.1a), so he
// loses 6 life and the team is back at 30 (CR 810.9c, 118.5). Dave lost
// life; Carol didn't (CR 810.9: life is lost by each player
// individually): in the next turn, Dave's Scarred Witness ("as long as
// you lost life last turn, it gets +1/+1") is 2/2 and Carol's is 1/1;
// Dave's Sprite got no counter.
func TestH542ResetHexTeammateLoses(t *testing.T) {
	boon := instant(t, "Boon of Plenty", "{W}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(6)})
	hex := instant(t, "Reset Hex", "{W}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpSetLifeToStarting, Who: ability.WhoTarget, Target: 0})
	sprite := h542Crt(t, "Glutton Sprite", "{1}{W}", 1, 1, nil, ability.Triggered{Event: ability.YouGainLife,
		Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(1)}}})
	witness := h542Crt(t, "Scarred Witness", "{1}{B}", 1, 1, []ability.Static{{Affects: ability.AffectsSelf,
		If: ability.If(ability.YouLostLifeLastTurn), Power: 1, Toughness: 1}})
	var b, h, cs, ds, cw, dw game.ObjectID
	g := h542THG(t, 6, 0, func(g *game.Game) {
		b = hand(t, g, 0, boon)
		h = hand(t, g, 0, hex)
		lands(t, g, 0, card.Plains, 2)
		cs = bf(t, g, 2, sprite)
		ds = bf(t, g, 3, sprite)
		cw = bf(t, g, 2, witness)
		dw = bf(t, g, 3, witness)
	})
	h542Cast(t, g, 0, b, pl(2))
	require.Equal(t, 36, g.Life(2))
	require.Equal(t, 36, g.Life(3))
	require.Equal(t, 1, counter(t, g, cs, game.PlusOne))
	h542Cast(t, g, 0, h, pl(3))
	require.Equal(t, 30, g.Life(2), "CR 810.9c: the team's total is adjusted by what Dave lost")
	require.Equal(t, 30, g.Life(3))
	require.Equal(t, 0, counter(t, g, ds, game.PlusOne), "Dave lost life; he gained none")
	require.Equal(t, 1, counter(t, g, cs, game.PlusOne))
	require.Equal(t, game.PlayerID(2), h542NextTurn(t, g))
	require.Equal(t, [2]int{2, 2}, pt(t, g, dw), "Dave lost life last turn")
	require.Equal(t, [2]int{1, 1}, pt(t, g, cw), "Carol didn't (CR 810.9)")
}

// 7. Three players, Bob's turn. Alice and Carol each control a Warding
// Sphinx: "Whenever a permanent you control becomes the target of a
// spell or ability an opponent controls, counter that spell or ability
// unless its controller pays {2}." Bob casts Twin Jolt ("1 damage to target
// creature and 1 damage to another target creature") at both Sphinxes,
// with two Mountains left untapped: both trigger (CR 603.2), Carol's
// first and Alice's on top (APNAP from Bob, CR 101.4, 603.3b). Alice's
// resolves first: Bob pays {2}. Carol's then finds him without mana:
// "no" is his only answer (CR 117.3), and the Jolt is countered.
func TestH542TwoSphinxesOneSpell(t *testing.T) {
	sphinx := def(t, card.Definition{Name: "Warding Sphinx", ManaCost: cost("{2}{U}"), Types: ability.Creature, Subtypes: []string{"Sphinx"},
		Power: C(2), Toughness: C(3), Triggered: []ability.Triggered{{Event: ability.BecomesTargetOfOpponent,
			Match:   ability.Filter{Side: ability.YourSide},
			Effects: []ability.Effect{{Op: ability.OpCounterUnlessPays, PayMana: cost("{2}")}}}}})
	jolt := instant(t, "Twin Jolt", "{R}", []ability.TargetSpec{ability.TargetCreature, ability.TargetCreature},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)},
		ability.Effect{Op: ability.OpDamage, Target: 1, Amount: ability.N(1)})
	var j, as, cs game.ObjectID
	g := h542FFA(t, 3, 4, 1, func(g *game.Game) {
		j = hand(t, g, 1, jolt)
		lands(t, g, 1, card.Mountain, 3)
		as = bf(t, g, 0, sphinx)
		cs = bf(t, g, 2, sphinx)
	})
	require.NoError(t, g.Cast(1, j, obj(as), obj(cs)))
	require.Equal(t, 3, g.StackLen(), "%v %s", g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, []game.PlayerID{0, 2, 1}, h542StackControllers(g), "Alice's trigger on top, then Carol's, then the Jolt")
	asked := 0
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideYesNo, d.Kind)
		require.Equal(t, game.PlayerID(1), d.Player)
		asked++
		if asked == 1 {
			require.True(t, h542Offers(g, 1))
			return choose(1, 1)
		}
		require.False(t, h542Offers(g, 1), "Bob has no mana left: he can't pay")
		return choose(1, 0)
	})
	require.Equal(t, 2, asked)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, j), "countered by Carol's Sphinx")
	require.Equal(t, 0, info(t, g, as).Damage)
	require.Equal(t, 0, info(t, g, cs).Damage)
}

// 8. Three players. Alice's Pilfered Pact puts Bob's Gale Seraph onto the
// battlefield under her control; Carol's Brief Seizure, "gain control of
// target creature until end of turn", takes it. Alice concedes: the
// Seizure still gives it to Carol, who is in the game, so it stays with
// her (CR 800.4a ends only the effects giving Alice control). When the
// Seizure ends in the cleanup step, no effect gives it to a player in
// the game and it entered the battlefield under the control of Alice,
// who left: it is exiled (CR 800.4c), not returned to Bob, its owner.
func TestH542SeizedSeraphExiledAtCleanup(t *testing.T) {
	seraph := creature(t, "Gale Seraph", "{3}{W}{W}", 4, 4, ability.Flying, "Angel")
	seize := instant(t, "Brief Seizure", "{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Subject: ability.SubjectTarget, Target: 0, Duration: ability.UntilEndOfTurn})
	var pact, card0, sz game.ObjectID
	g := h542FFA(t, 3, 4, 0, func(g *game.Game) {
		pact = hand(t, g, 0, h542Pilfer(t))
		lands(t, g, 0, card.Island, 4)
		card0 = put(t, g, 1, zone.Library, seraph)
		sz = hand(t, g, 2, seize)
		lands(t, g, 2, card.Mountain, 1)
	})
	require.NoError(t, g.Cast(0, pact, pl(1)))
	resolve(t, g, func(d game.Decision) game.Action { return chooseObj(0, card0) })
	s := find(t, g, 0, seraph)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(2), g.PriorityPlayer())
	h542Cast(t, g, 2, sz, obj(s))
	require.Equal(t, game.PlayerID(2), info(t, g, s).Controller)
	h542Concede(t, g, 0)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, s))
	require.Equal(t, game.PlayerID(2), info(t, g, s).Controller, "the Seizure still gives it to Carol")
	require.Equal(t, game.PlayerID(1), h542NextTurn(t, g))
	require.Equal(t, zone.Exile, zoneOf(t, g, s), "CR 800.4c: it entered under Alice's control, and she has left")
}

// 9. Four players, Alice's turn. Carol casts Deep Riddle, "each player
// mills two cards". Bob's Grave Tally: "Whenever a creature card is put
// into an opponent's graveyard from anywhere, you gain 1 life." Each
// library has two Bears on top. The Tally triggers for the Bears of
// Alice, Carol and Dave, Bob's opponents, and not for Bob's own (the
// side of a card in a graveyard is its owner's): six times.
func TestH542GraveTallyEachPlayerMills(t *testing.T) {
	riddle := instant(t, "Deep Riddle", "{U}", nil, ability.Effect{Op: ability.OpMill, Who: ability.WhoEachPlayer, Amount: ability.N(2)})
	tally := h542Ench(t, "Grave Tally", nil, ability.Triggered{Event: ability.CardPutIntoGraveyard,
		Match: ability.Filter{Types: ability.Creature, Side: ability.OpponentSide}, Effects: gain(1)})
	var r game.ObjectID
	g := newGame(t, 4)
	for p := game.PlayerID(0); p < 4; p++ {
		put(t, g, p, zone.Library, h542Bear(t, "Bear"))
		put(t, g, p, zone.Library, h542Bear(t, "Bear"))
	}
	libs(t, g, 3)
	r = hand(t, g, 2, riddle)
	lands(t, g, 2, card.Island, 1)
	bf(t, g, 1, tally)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(2, r))
	resolve(t, g, nil)
	for p := game.PlayerID(0); p < 4; p++ {
		n := 2
		if p == 2 {
			n++ // the Riddle
		}
		require.Equal(t, n, g.ZoneLen(p, zone.Graveyard))
	}
	require.Equal(t, 26, g.Life(1), "six opponents' creature cards")
}

// 10. Four players; Alice, the active player, concedes in her first main
// phase while Bob's Mind Spike ("target player loses 2 life") is on the
// stack and Carol has priority. Her turn goes on without an active
// player (CR 800.4i). Carol and Dave pass; Bob had passed since the
// Spike was cast, and Alice's pass no longer counts: the players still
// in the game have all passed in succession, and the Spike resolves
// (CR 116.4). Then the active player would receive priority: instead
// the next player in turn order, Bob, does (CR 800.4i). The turn ends
// and the next one is Bob's.
func TestH542ActiveLeavesPriorityGoesOn(t *testing.T) {
	spike := instant(t, "Mind Spike", "{B}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(2)})
	var sp game.ObjectID
	g := h542FFA(t, 4, 4, 0, func(g *game.Game) {
		sp = hand(t, g, 1, spike)
		lands(t, g, 1, card.Swamp, 1)
	})
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, sp, pl(3)))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(2), g.PriorityPlayer())
	h542Concede(t, g, 0)
	require.Equal(t, game.PlayerID(2), g.PriorityPlayer(), "Carol had priority and keeps it")
	require.NoError(t, g.Pass(2))
	require.Equal(t, game.PlayerID(3), g.PriorityPlayer())
	require.NoError(t, g.Pass(3))
	require.Equal(t, 0, g.StackLen(), "Bob, Carol and Dave passed in succession")
	require.Equal(t, 18, g.Life(3))
	require.Equal(t, game.PlayerID(1), g.PriorityPlayer(), "CR 800.4i: the next player after Alice")
	require.Equal(t, game.Main1, g.Step())
	require.Equal(t, game.PlayerID(1), h542NextTurn(t, g))
}

// h542Warden is Banishing Warden, a {1}{W} 2/2: "When this enters the
// battlefield, exile target creature an opponent controls until this
// leaves the battlefield."
func h542Warden(t *testing.T) *card.Definition {
	return h542Crt(t, "Banishing Warden", "{1}{W}", 2, 2, nil, ability.Triggered{Event: ability.EntersBattlefield,
		Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}},
		Effects: []ability.Effect{{Op: ability.OpExileUntilLeaves, Target: 0}}})
}

// h542PilferWarden sets up three players: Alice's Pilfered Pact finds
// Carol's Banishing Warden, which enters under Alice's control and
// exiles Bob's Bear. It returns the Warden's and the Bear's IDs.
func h542PilferWarden(t *testing.T) (g *game.Game, warden, bear game.ObjectID) {
	var pact, card0 game.ObjectID
	wd := h542Warden(t)
	g = h542FFA(t, 3, 4, 0, func(g *game.Game) {
		pact = hand(t, g, 0, h542Pilfer(t))
		lands(t, g, 0, card.Island, 4)
		card0 = put(t, g, 2, zone.Library, wd)
		bear = bf(t, g, 1, h542Bear(t, "Bob's Bear"))
	})
	require.NoError(t, g.Cast(0, pact, pl(2)))
	resolve(t, g, func(d game.Decision) game.Action {
		switch d.Kind {
		case game.DecideFind:
			return chooseObj(0, card0)
		case game.DecideTargets:
			return targets(0, obj(bear))
		}
		t.Fatalf("unexpected %v", d.Kind)
		return game.Action{}
	})
	warden = find(t, g, 0, wd)
	require.NotZero(t, warden)
	require.Equal(t, zone.Exile, zoneOf(t, g, bear))
	return g, warden, bear
}

// 11. Three players. Alice's Pilfered Pact puts Carol's Banishing Warden
// onto the battlefield under Alice's control, and it exiles Bob's Bear.
// Alice concedes: the Warden, still hers to control, is exiled
// (CR 800.4a), so it leaves the battlefield, and the Bear returns to the
// battlefield under its owner's control (CR 610.3, 610.3b).
func TestH542PilferedWardenThiefLeaves(t *testing.T) {
	g, warden, bear := h542PilferWarden(t)
	h542Concede(t, g, 0)
	require.Equal(t, zone.Exile, zoneOf(t, g, warden))
	nb, ok := g.Follow(bear)
	require.True(t, ok)
	o := info(t, g, nb)
	require.Equal(t, zone.Battlefield, o.Zone, "the Warden left the battlefield: the Bear comes back")
	require.Equal(t, game.PlayerID(1), o.Controller)
}

// 12. The same, but Carol, the Warden's owner, concedes: the Warden
// leaves the game with her (CR 800.4a), which is leaving the
// battlefield, and the Bear returns under Bob's control (CR 610.3,
// 610.3b). Alice, the active player, has priority.
func TestH542PilferedWardenOwnerLeaves(t *testing.T) {
	g, warden, bear := h542PilferWarden(t)
	h542Concede(t, g, 2)
	_, ok := g.Follow(warden)
	require.False(t, ok)
	nb, ok := g.Follow(bear)
	require.True(t, ok)
	require.Equal(t, zone.Battlefield, info(t, g, nb).Zone)
	require.Equal(t, game.PlayerID(1), info(t, g, nb).Controller)
	require.Equal(t, game.PlayerID(0), g.PriorityPlayer())
}

// 13. Two-Headed Giant. Alice's and Carol's Exile Watchers: "as long as
// an opponent owns a card in exile, this gets +2/+2". Bob's Banishing
// Warden (with flash) exiles Carol's Bear: Carol is Alice's opponent, so
// Alice's Watcher is 3/3; Carol's own card is no opponent's, and her
// Watcher stays 1/1. Then Dave's Warden exiles Alice's Bear: Carol's
// Watcher is 3/3 too. Only the other team's cards count: a teammate is
// no opponent (CR 102.3, 810.2).
func TestH542ExileWatcherTeams(t *testing.T) {
	flash := func(name string) *card.Definition {
		return def(t, card.Definition{Name: name, ManaCost: cost("{1}{W}"), Types: ability.Creature, Subtypes: []string{"Rogue"},
			Power: C(2), Toughness: C(2), Keywords: ability.Flash, Triggered: h542Warden(t).Triggered})
	}
	var aw, cw, bw, dw, ab, cb game.ObjectID
	g := h542THG(t, 5, 0, func(g *game.Game) {
		aw = bf(t, g, 0, h542ExileWatcher(t))
		cw = bf(t, g, 2, h542ExileWatcher(t))
		ab = bf(t, g, 0, h542Bear(t, "Alice's Bear"))
		cb = bf(t, g, 2, h542Bear(t, "Carol's Bear"))
		bw = hand(t, g, 1, flash("Bob's Warden"))
		lands(t, g, 1, card.Plains, 2)
		dw = hand(t, g, 3, flash("Dave's Warden"))
		lands(t, g, 3, card.Plains, 2)
	})
	answer := func(p game.PlayerID, x game.ObjectID) func(d game.Decision) game.Action {
		return func(d game.Decision) game.Action {
			require.Equal(t, game.DecideTargets, d.Kind)
			return targets(p, obj(x))
		}
	}
	require.NoError(t, g.Cast(1, bw))
	resolve(t, g, answer(1, cb))
	require.Equal(t, zone.Exile, zoneOf(t, g, cb))
	require.Equal(t, [2]int{3, 3}, pt(t, g, aw), "Carol, Alice's opponent, owns a card in exile")
	require.Equal(t, [2]int{1, 1}, pt(t, g, cw), "her own card: no opponent's")
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.PlayerID(2), g.PriorityPlayer())
	require.NoError(t, g.Cast(3, dw))
	resolve(t, g, answer(3, ab))
	require.Equal(t, zone.Exile, zoneOf(t, g, ab))
	require.Equal(t, [2]int{3, 3}, pt(t, g, cw))
	require.Equal(t, [2]int{3, 3}, pt(t, g, aw))
}

// 14. Three players. Alice's Pilfered Pact puts Carol's Banishing Warden
// onto the battlefield under Alice's control; its trigger, Alice's,
// targets Bob's Bear. Carol concedes before it resolves: the Warden
// leaves the game with her (CR 800.4a), but the trigger is Alice's and
// stays on the stack (CR 112.7a). As it resolves, the Warden has
// already left the battlefield: the Bear is not exiled at all (CR
// 610.3a).
func TestH542WardenLeavesBeforeItsTrigger(t *testing.T) {
	var pact, card0, bear game.ObjectID
	wd := h542Warden(t)
	g := h542FFA(t, 3, 4, 0, func(g *game.Game) {
		pact = hand(t, g, 0, h542Pilfer(t))
		lands(t, g, 0, card.Island, 4)
		card0 = put(t, g, 2, zone.Library, wd)
		bear = bf(t, g, 1, h542Bear(t, "Bob's Bear"))
	})
	require.NoError(t, g.Cast(0, pact, pl(2)))
	for i := 0; i < 20 && g.Pending().Kind != game.DecideTargets; i++ {
		d := g.Pending()
		if d.Kind == game.DecideFind {
			require.NoError(t, g.Apply(chooseObj(0, card0)))
			continue
		}
		require.NoError(t, g.Pass(d.Player))
	}
	require.NoError(t, g.Apply(targets(0, obj(bear))))
	require.Equal(t, 1, g.StackLen())
	h542Concede(t, g, 2)
	require.Equal(t, 1, g.StackLen(), "Alice's trigger stays")
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, bear))
	require.Equal(t, game.PlayerID(1), info(t, g, bear).Controller)
}

// 15. Three players. Alice's Pilfered Pact targets Bob; as it resolves
// and Alice searches Bob's library, Bob concedes: his library leaves the
// game with him (CR 800.4a). The search goes on with nothing in it to
// find: "find nothing" is the only answer, no card enters, and the game
// goes on between Alice and Carol, Alice the active player with priority.
func TestH542SearchedPlayerConcedes(t *testing.T) {
	var pact, card0 game.ObjectID
	seraph := creature(t, "Gale Seraph", "{3}{W}{W}", 4, 4, ability.Flying, "Angel")
	g := h542FFA(t, 3, 4, 0, func(g *game.Game) {
		pact = hand(t, g, 0, h542Pilfer(t))
		lands(t, g, 0, card.Island, 4)
		card0 = put(t, g, 1, zone.Library, seraph)
	})
	require.NoError(t, g.Cast(0, pact, pl(1)))
	for i := 0; i < 20 && g.Pending().Kind != game.DecideFind; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	h542Concede(t, g, 1)
	require.False(t, g.Over())
	require.Equal(t, game.DecideFind, g.Pending().Kind)
	require.Error(t, g.Apply(chooseObj(0, card0)), "the Seraph left the game")
	for _, a := range g.LegalActions(nil) {
		require.Zero(t, a.Object, "nothing left to find")
	}
	require.NoError(t, g.Apply(chooseObj(0, 0)))
	require.Equal(t, 0, g.StackLen())
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, game.PlayerID(0), g.PriorityPlayer())
	require.Empty(t, g.Zone(0, zone.Battlefield)[4:], "only Alice's four Islands")
}

// 16. Three players. Bob controls Kessig Lord, a legendary creature, and
// has a second Kessig Lord in his library. Alice's Pilfered Pact puts
// that one onto the battlefield under her control. The legend rule looks
// at what each player controls (CR 704.5k): Alice and Bob each control
// one Kessig Lord, and both stay.
func TestH542PilferedLegendNoLegendRule(t *testing.T) {
	lord := def(t, card.Definition{Name: "Kessig Lord", ManaCost: cost("{2}{G}"), Types: ability.Creature,
		Supertypes: ability.Legendary, Subtypes: []string{"Human"}, Power: C(3), Toughness: C(3)})
	var pact, card0, bobs game.ObjectID
	g := h542FFA(t, 3, 4, 0, func(g *game.Game) {
		pact = hand(t, g, 0, h542Pilfer(t))
		lands(t, g, 0, card.Island, 4)
		card0 = put(t, g, 1, zone.Library, lord)
		bobs = bf(t, g, 1, lord)
	})
	require.NoError(t, g.Cast(0, pact, pl(1)))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideFind, d.Kind, "no legend rule choice")
		return chooseObj(0, card0)
	})
	require.NotZero(t, find(t, g, 0, lord))
	require.False(t, gone(g, bobs))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
}

// h542Herald is a 1/1 white Herald creature token: "Whenever another
// creature enters the battlefield, you gain 1 life."
func h542Herald(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Herald", Types: ability.Creature, Subtypes: []string{"Herald"}, Colors: mana.SetOf(mana.White),
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.AnotherCreatureEnters, Effects: gain(1)}}})
}

// 17. Four players. Alice's Heralds for All: "Each opponent creates a
// 1/1 Herald token with 'Whenever another creature enters the
// battlefield, you gain 1 life.'" The three tokens are created at once
// (CR 101.4) and each sees the other two enter (CR 603.6a): Bob, Carol
// and Dave each gain 2 life, their triggers in APNAP order (CR 603.3b).
// In Two-Headed Giant, Carol's and Dave's tokens see each other: each
// player gains 1, the team 2 (CR 810.9).
func TestH542HeraldsForEachOpponent(t *testing.T) {
	heralds := sorcery(t, "Heralds for All", "{1}{W}", nil,
		ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoEachOpponent, Token: h542Herald(t), Amount: ability.N(1)})
	var id game.ObjectID
	g := h542FFA(t, 4, 4, 0, func(g *game.Game) {
		id = hand(t, g, 0, heralds)
		lands(t, g, 0, card.Plains, 2)
	})
	require.NoError(t, g.Cast(0, id))
	for i := 0; i < 10 && g.ZoneLen(0, zone.Graveyard) == 0; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	for i := 0; i < 10 && g.Pending().Kind == game.DecideTriggerOrder; i++ {
		require.NoError(t, g.Apply(choose(g.Pending().Player, 0)))
	}
	require.Equal(t, []game.PlayerID{3, 3, 2, 2, 1, 1}, h542StackControllers(g), "Bob's at the bottom, Dave's on top")
	resolve(t, g, nil)
	require.Equal(t, []int{20, 22, 22, 22}, []int{g.Life(0), g.Life(1), g.Life(2), g.Life(3)})

	g = h542THG(t, 4, 0, func(g *game.Game) {
		id = hand(t, g, 0, heralds)
		lands(t, g, 0, card.Plains, 2)
	})
	h542Cast(t, g, 0, id)
	require.Equal(t, 30, g.Life(0))
	require.Equal(t, 32, g.Life(2))
}

// 18. Three players. Carol conceded earlier. Alice's Crushing Toll:
// "Target opponent sacrifices a creature unless they pay 4 life. If
// they don't, you draw two cards." As it resolves Bob, her last
// opponent, is asked, and concedes instead: all of Alice's opponents
// have left, and she wins at once (CR 104.2a, 800.4a); nothing more of
// the spell happens.
func TestH542LastOpponentConcedesMidSpell(t *testing.T) {
	toll := sorcery(t, "Crushing Toll", "{2}{B}", []ability.TargetSpec{ability.TargetOpponent},
		ability.Effect{Op: ability.OpUnless, Who: ability.WhoTarget, Target: 0, Unless: ability.UnlessPayLife, Amount: ability.N(4)},
		ability.Effect{Op: ability.OpSacrifice, Who: ability.WhoTarget, Target: 0, Group: ability.Group{Types: ability.Creature}, IfDeclined: true},
		ability.Effect{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(2), IfDeclined: true})
	var id game.ObjectID
	g := h542FFA(t, 3, 4, 0, func(g *game.Game) {
		id = hand(t, g, 0, toll)
		lands(t, g, 0, card.Swamp, 3)
		bf(t, g, 1, h542Bear(t, "Bob's Bear"))
	})
	h542Concede(t, g, 2)
	require.False(t, g.Over())
	hand0 := g.ZoneLen(0, zone.Hand)
	require.NoError(t, g.Cast(0, id, pl(1)))
	for i := 0; i < 10 && g.Pending().Kind == game.DecidePriority; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideUnless, g.Pending().Kind)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	h542Concede(t, g, 1)
	require.True(t, g.Over())
	require.Equal(t, game.PlayerID(0), g.Winner())
	require.Equal(t, hand0-1, g.ZoneLen(0, zone.Hand), "no cards drawn: the game ended")
}

// 19. Definitions Check refuses: effects that act on one player only
// with "each opponent" or "each player" (a search of several players'
// zones, an "unless" several players would answer, a control change to
// several players). Each refusal names the field.
func TestH542RefusedEachPlayerEffects(t *testing.T) {
	for _, c := range []struct {
		name string
		e    ability.Effect
	}{
		{"search each opponent's library", ability.Effect{Op: ability.OpSearchZones, Who: ability.WhoEachOpponent, Zones: ability.SearchLibrary,
			Filter: ability.Filter{Types: ability.Creature}, Into: ability.IntoBattlefield}},
		{"each player pays life unless", ability.Effect{Op: ability.OpUnless, Who: ability.WhoEachPlayer, Unless: ability.UnlessPayLife, Amount: ability.N(2)}},
		{"each opponent guesses", ability.Effect{Op: ability.OpChooseAndGuess, Who: ability.WhoEachOpponent, Amount: ability.N(2)}},
	} {
		d := card.Define(card.Definition{Name: "Refused " + c.name, ManaCost: cost("{1}"), Types: ability.Sorcery,
			Spell: ability.Spell{Effects: []ability.Effect{c.e}}})
		err := d.Check()
		require.Error(t, err, c.name)
		require.ErrorIs(t, err, card.ErrInvalidDefinition, c.name)
		require.Contains(t, err.Error(), "Spell.Effects[0].Who", c.name)
	}
	give := card.Define(card.Definition{Name: "Refused Gift", ManaCost: cost("{1}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature}, Effects: []ability.Effect{
			{Op: ability.OpGainControl, Who: ability.WhoEachOpponent, Target: 0, Duration: ability.Permanently}}}})
	require.Error(t, give.Check())
	require.Contains(t, give.Check().Error(), "Spell.Effects[0].Who")
}

// ---------------------------------------------------------------------
// Faults found with these cards, each fixed; both tests failed before
// the fix.

// 20. Two-Headed Giant. Bob pays 5 life for his Blood Ledger ("Pay 5
// life: draw a card"): the team has 25 life. Alice casts Tide of
// Renewal, "each player gains 3 life". Alice and Bob gain their 3 at the
// same time (CR 101.4: "Then the actions happen simultaneously"; CR
// 805.6 for teams), and the team's total becomes 31 (CR 810.9). Alice's
// Mending Charm, "whenever you gain life, if your life total is less
// than your starting life total, draw a card", checks its condition when
// its event occurs (CR 603.4): Alice's life total is her team's
// (CR 810.9a), 31, not less than the team's starting 30 (CR 118.1a), so
// it doesn't trigger at all. Bob's paying 5 more life afterwards can't
// make Alice draw.
//
// The engine used to gain the life one player at a time (Alice first,
// APNAP): after Alice's 3 the team had 28, the Charm triggered, and with
// Bob's 5 life paid in response Alice drew a card.
func TestH542TideTeamGainsTogether(t *testing.T) {
	tide := sorcery(t, "Tide of Renewal", "{G}", nil, ability.Effect{Op: ability.OpGainLife, Who: ability.WhoEachPlayer, Amount: ability.N(3)})
	charm := h542Ench(t, "Mending Charm", nil, ability.Triggered{Event: ability.YouGainLife,
		If: ability.If(ability.LifeBelowStarting), Effects: draw1})
	ledger := h542Ench(t, "Blood Ledger", []ability.Activated{{Cost: ability.Cost{Life: 5}, Effects: draw1}})
	var td, led game.ObjectID
	g := h542THG(t, 6, 0, func(g *game.Game) {
		td = hand(t, g, 0, tide)
		lands(t, g, 0, card.Forest, 1)
		bf(t, g, 0, charm)
		led = bf(t, g, 1, ledger)
	})
	require.NoError(t, g.Activate(1, led, 0))
	resolve(t, g, nil)
	require.Equal(t, 25, g.Life(0))
	hand0 := g.ZoneLen(0, zone.Hand)
	require.NoError(t, g.Cast(0, td))
	for i := 0; i < 10 && g.ZoneLen(0, zone.Graveyard) == 0; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, 31, g.Life(0))
	require.Equal(t, 36, g.Life(2))
	require.Equal(t, 0, g.StackLen(), "the Charm's condition is false as the team gains its 6 life: no trigger (CR 603.4)")
	// Bob pays 5 more life: nothing of Alice's waits to draw.
	require.NoError(t, g.Activate(1, led, 0))
	resolve(t, g, nil)
	require.Equal(t, 26, g.Life(0))
	require.Equal(t, hand0-1, g.ZoneLen(0, zone.Hand), "Alice drew no card")
}

// 21. Two-Headed Giant. Bob pays 2 life for his Blood Ledger ("Pay 2
// life: draw a card"): the team has 28. Alice's Leech Guard is a 2/3
// with lifelink and "as long as your life total is less than your
// starting life total, damage that would be dealt to this creature is
// reduced by the number of creatures you control"; she controls it and
// two Bears. Her Vampire Duel ("target creature you control fights
// target creature you don't control") has it fight Carol's 3/3 Gorger.
// The two deal their damage at once (CR 701.11a: each deals damage equal
// to its power to the other; the engine's own reading in
// TestH524FightLifelinkBothSides): as the Gorger's 3 damage would be
// dealt the team still has 28 (CR 810.9a), below its starting 30, so it
// is reduced by 3 to 0 (CR 615.1); the Guard's lifelink gain of 2 is a
// result of the same damage event (CR 119.3f, 702.15b) and the team ends
// at 30. The Guard survives undamaged; the Gorger has 2 damage.
//
// The engine used to deal the fight's two damages one after the other:
// the Guard's lifelink took the team to 30 first, and the Gorger's 3,
// not reduced, killed the Guard.
func TestH542FightLifelinkTeamLife(t *testing.T) {
	duel := sorcery(t, "Vampire Duel", "{1}{B}", []ability.TargetSpec{
		{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}},
		{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.NotYourSide}}},
		ability.Effect{Op: ability.OpFight, Target: 0, Other: 1})
	guard := def(t, card.Definition{Name: "Leech Guard", ManaCost: cost("{2}{B}"), Types: ability.Creature, Subtypes: []string{"Vampire"},
		Power: C(2), Toughness: C(3), Keywords: ability.Lifelink, Statics: []ability.Static{{Affects: ability.AffectsSelf,
			If: ability.If(ability.LifeBelowStarting), PreventPerCreature: true}}})
	gorger := creature(t, "Gorger", "{2}{B}", 3, 3, 0, "Horror")
	ledger := h542Ench(t, "Blood Ledger", []ability.Activated{{Cost: ability.Cost{Life: 2}, Effects: draw1}})
	var d, gd, gg, led game.ObjectID
	g := h542THG(t, 6, 0, func(g *game.Game) {
		d = hand(t, g, 0, duel)
		lands(t, g, 0, card.Swamp, 2)
		gd = bf(t, g, 0, guard)
		bf(t, g, 0, h542Bear(t, "Bear"))
		bf(t, g, 0, h542Bear(t, "Bear"))
		gg = bf(t, g, 2, gorger)
		led = bf(t, g, 1, ledger)
	})
	require.NoError(t, g.Activate(1, led, 0))
	resolve(t, g, nil)
	require.Equal(t, 28, g.Life(0))
	h542Cast(t, g, 0, d, obj(gd), obj(gg))
	require.Equal(t, 30, g.Life(0))
	require.Equal(t, 2, info(t, g, gg).Damage)
	require.False(t, gone(g, gd), "the Gorger's damage was reduced to 0 as it was dealt")
	require.Equal(t, 0, info(t, g, gd).Damage)
}
