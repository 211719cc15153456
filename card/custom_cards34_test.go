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

// Custom cards, set number 34: libraries, hands and graveyards. Draws of
// several cards, one at a time (CR 120.2), from a library that runs out
// (CR 120.4, 704.5b: the loss waits for the next state-based action
// check), "whenever you draw a card" (CR 120.1), draws of each player
// (CR 120.2c) and in Two-Headed Giant (CR 810.8a); discards of the
// player's choice and at random (CR 701.8), "whenever an opponent
// discards"; milling more cards than the library holds (CR 120.5);
// searches that find nothing (CR 701.17b) and what the other players
// learn of a search, a reveal and a look (CR 400.2, 402.3, 701.14,
// 701.17e, 810.5), through the players' views; cards put Nth from the
// top (CR 401.7); counts of cards in graveyards (CR 608.2g, 608.2k);
// returns from a graveyard to the hand or the battlefield whose targets
// leave in response (CR 608.2b, 400.7); in two-, three- and four-player
// games and in Two-Headed Giant.

// ---------------------------------------------------------------------
// Helpers

// h514Game is a game of n players (Two-Headed Giant when thg) with no
// cards anywhere yet.
func h514Game(t *testing.T, n int, thg bool) *game.Game {
	t.Helper()
	cfg := game.Config{Seed: 7}
	if thg {
		cfg.Rules.Variant = game.TwoHeadedGiant
	}
	for i := 0; i < n; i++ {
		cfg.Players = append(cfg.Players, game.PlayerConfig{Name: names[i]})
	}
	g, err := game.NewEmpty(cfg)
	require.NoError(t, err)
	return g
}

// h514Spell is a checked sorcery (instant when fast) with targets and
// effects.
func h514Spell(t *testing.T, name, mc string, fast bool, ts []ability.TargetSpec, es ...ability.Effect) *card.Definition {
	t.Helper()
	ty := ability.Sorcery
	if fast {
		ty = ability.Instant
	}
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ty, Spell: ability.Spell{Targets: ts, Effects: es}})
}

// h514Ench is a checked enchantment with triggered abilities.
func h514Ench(t *testing.T, name string, tr ...ability.Triggered) *card.Definition {
	t.Helper()
	return def(t, card.Definition{Name: name, ManaCost: cost("{2}"), Types: ability.Enchantment, Triggered: tr})
}

// h514Draw is "Who draws n cards".
func h514Draw(who ability.Who, n int) ability.Effect {
	return ability.Effect{Op: ability.OpDraw, Who: who, Amount: ability.N(n)}
}

// h514Lib puts ds into p's library, top first, under what is there.
func h514Lib(t *testing.T, g *game.Game, p game.PlayerID, ds ...*card.Definition) []game.ObjectID {
	t.Helper()
	var out []game.ObjectID
	for _, d := range ds {
		out = append(out, put(t, g, p, zone.Library, d))
	}
	return out
}

// h514N repeats d n times.
func h514N(d *card.Definition, n int) []*card.Definition {
	out := make([]*card.Definition, n)
	for i := range out {
		out[i] = d
	}
	return out
}

// h514Cast casts the card id of p with targets and resolves the stack
// with ans answering other decisions.
func h514Cast(t *testing.T, g *game.Game, p game.PlayerID, id game.ObjectID, ans func(game.Decision) game.Action, ts ...game.Target) {
	t.Helper()
	require.NoError(t, g.Cast(p, id, ts...))
	resolve(t, g, ans)
}

// h514Names lists the names of the view objects vs.
func h514Names(vs []game.ViewObject) []string {
	var out []string
	for _, v := range vs {
		out = append(out, v.Name)
	}
	return out
}

// h514Cards are plain cards to fill libraries, hands and graveyards.
var (
	h514Bear  = card.Define(card.Definition{Name: "Moss Bear", ManaCost: cost("{1}{G}"), Types: ability.Creature, Subtypes: []string{"Bear"}, Power: C(2), Toughness: C(2)})
	h514Ox    = card.Define(card.Definition{Name: "Quarry Ox", ManaCost: cost("{3}{W}"), Types: ability.Creature, Subtypes: []string{"Ox"}, Power: C(2), Toughness: C(4)})
	h514Idol  = card.Define(card.Definition{Name: "Clay Idol", ManaCost: cost("{3}"), Types: ability.Artifact | ability.Creature, Subtypes: []string{"Golem"}, Power: C(3), Toughness: C(3)})
	h514Charm = card.Define(card.Definition{Name: "Tin Charm", ManaCost: cost("{1}"), Types: ability.Artifact})
	h514Wisp  = card.Define(card.Definition{Name: "Spirit Wisp", Types: ability.Creature, Subtypes: []string{"Spirit"}, Colors: mana.SetOf(mana.White), Power: C(1), Toughness: C(1)})
	h514Shock = card.Define(card.Definition{Name: "Spark Jab", ManaCost: cost("{R}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer}, Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}})
)

// ---------------------------------------------------------------------
// Part 1. Draws

// 1. Triple Study: {2}{U} sorcery, "Draw three cards." Alice's library
// holds two cards. The cards are drawn one at a time (CR 120.2); the
// third draw finds the library empty, and she loses the game only when
// state-based actions are next checked (CR 120.4, 704.5b), so her
// Scholar's Lamp ("Whenever you draw a card, you gain 1 life") has
// triggered for the two cards she did draw, and not for the draw that
// found nothing (CR 120.1: no card was drawn). In a three-player game
// she leaves and Bob and Carol play on (CR 800.4a, 104.2a).
func TestH514DrawThreeFromTwo(t *testing.T) {
	study := h514Spell(t, "Triple Study", "{2}{U}", false, nil, h514Draw(ability.WhoYou, 3))
	lamp := h514Ench(t, "Scholar's Lamp", ability.Triggered{Event: ability.YouDraw,
		Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(1)}}})
	g := h514Game(t, 3, false)
	h514Lib(t, g, 0, h514Bear, h514Ox)
	h514Lib(t, g, 1, h514N(card.Plains, 5)...)
	h514Lib(t, g, 2, h514N(card.Plains, 5)...)
	lands(t, g, 0, card.Island, 3)
	bf(t, g, 0, lamp)
	s := hand(t, g, 0, study)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	// Everyone passes: the spell resolves.
	for g.StackLen() > 0 && !g.Lost(0) {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.True(t, g.Lost(0), "CR 704.5b: Alice tried to draw from an empty library")
	require.False(t, g.Over(), "CR 800.4a: Bob and Carol play on")
	require.False(t, g.Lost(1))
	require.False(t, g.Lost(2))
	// The draws happened: two draw events for Alice.
	draws := 0
	for _, e := range g.Events() {
		if e.Kind == game.EventDraw && e.Player == 0 {
			draws++
		}
	}
	require.Equal(t, 2, draws, "CR 120.2: two cards drawn, the third draw found none")
}

// h514Count counts the events of kind k of player p.
func h514Count(g *game.Game, k game.EventKind, p game.PlayerID) int {
	n := 0
	for _, e := range g.Events() {
		if e.Kind == k && e.Player == p {
			n++
		}
	}
	return n
}

// h514Discard is p discarding the card id.
func h514Discard(p game.PlayerID, id game.ObjectID) game.Action {
	return game.Action{Kind: game.ActDiscard, Player: p, Object: id}
}

// h514PassAll passes priority until the stack is empty or the game ends,
// answering nothing else.
func h514PassAll(t *testing.T, g *game.Game) {
	t.Helper()
	resolve(t, g, nil)
}

// 2. Second Thoughts: {1}{U} sorcery, "Draw a card, then shuffle your
// hand and your graveyard into your library." Alice's library is empty:
// the draw finds nothing (CR 120.4), then the shuffle fills her library
// again. She loses all the same: CR 704.5b asks whether she attempted to
// draw from an empty library since state-based actions were last
// checked, not whether her library is empty now.
func TestH514EmptyDrawThenRefill(t *testing.T) {
	second := h514Spell(t, "Second Thoughts", "{1}{U}", false, nil, h514Draw(ability.WhoYou, 1),
		ability.Effect{Op: ability.OpShuffleHandAndGraveyard, Who: ability.WhoYou})
	g := h514Game(t, 2, false)
	h514Lib(t, g, 1, h514N(card.Plains, 5)...)
	lands(t, g, 0, card.Island, 2)
	hand(t, g, 0, h514Bear)
	put(t, g, 0, zone.Graveyard, h514Ox)
	s := hand(t, g, 0, second)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	h514PassAll(t, g)
	require.True(t, g.Over())
	require.True(t, g.Lost(0), "CR 704.5b: the attempt counts, though the library holds cards again")
	require.Equal(t, game.PlayerID(1), g.Winner())
}

// 3. Common Insight: {1}{U} sorcery, "Each player draws a card." In a
// two-player game both libraries are empty: both players attempted to
// draw from an empty library, both lose at the same check, and the game
// is a draw (CR 120.2c, 704.5b, 104.4a). In a three-player game where
// only Carol has cards left, Alice and Bob lose together and Carol wins
// (CR 104.2a).
func TestH514EachPlayerDrawsEmpty(t *testing.T) {
	insight := h514Spell(t, "Common Insight", "{1}{U}", false, nil, h514Draw(ability.WhoEachPlayer, 1))
	g := h514Game(t, 2, false)
	lands(t, g, 0, card.Island, 2)
	s := hand(t, g, 0, insight)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	h514PassAll(t, g)
	require.True(t, g.Over())
	require.True(t, g.Lost(0))
	require.True(t, g.Lost(1))
	require.Equal(t, game.NoPlayer, g.Winner(), "CR 104.4a: the game is a draw")

	g = h514Game(t, 3, false)
	h514Lib(t, g, 2, card.Plains, card.Plains)
	lands(t, g, 0, card.Island, 2)
	s = hand(t, g, 0, insight)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	h514PassAll(t, g)
	require.True(t, g.Over())
	require.Equal(t, game.PlayerID(2), g.Winner())
	require.Equal(t, 1, g.ZoneLen(2, zone.Hand))
}

// 4. Draw nothing: {X}{U} sorcery, "Draw X cards." Cast for X = 0 with
// an empty library, Alice attempts no draw at all (CR 107.3a, 120.2: zero
// individual draws) and does not lose (CR 704.5b).
func TestH514DrawZeroFromEmpty(t *testing.T) {
	nothing := h514Spell(t, "Draw Nothing", "{X}{U}", false, nil,
		ability.Effect{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.X})
	g := h514Game(t, 2, false)
	h514Lib(t, g, 1, h514N(card.Plains, 3)...)
	lands(t, g, 0, card.Island, 1)
	s := hand(t, g, 0, nothing)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.CastX(0, s, 0))
	h514PassAll(t, g)
	require.False(t, g.Over())
	require.False(t, g.Lost(0), "CR 704.5b: no draw was attempted")
}

// 5. Scholar's Tithe: enchantment, "Whenever you draw a card, each
// opponent loses 1 life." Triple Study ("Draw three cards") makes three
// individual draws (CR 120.2), so the ability triggers three times
// (CR 603.2, 120.1): Bob loses 3.
func TestH514DrawTriggerPerCard(t *testing.T) {
	study := h514Spell(t, "Triple Study", "{2}{U}", false, nil, h514Draw(ability.WhoYou, 3))
	tithe := h514Ench(t, "Scholar's Tithe", ability.Triggered{Event: ability.YouDraw,
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}})
	g := h514Game(t, 2, false)
	libs(t, g, 6)
	lands(t, g, 0, card.Island, 3)
	bf(t, g, 0, tithe)
	s := hand(t, g, 0, study)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	h514PassAll(t, g)
	require.Equal(t, 17, g.Life(1))
	require.Equal(t, 20, g.Life(0))
	require.Equal(t, 3, g.ZoneLen(0, zone.Hand))
}

// 6. Scholar's Tithe in Two-Headed Giant. Alice and Bob's team draws in
// its draw step: each of them draws a card (CR 504.1, 805.4). "Whenever
// you draw a card" of Alice's Tithe triggers for Alice's draw only: her
// teammate's draw is not hers (CR 810.5: each player keeps their own
// resources). Each opponent (Carol and Dave) loses 1 life, which the
// other team's one life total counts twice (CR 810.9): 30 - 2 = 28.
func TestH514DrawTriggerTwoHeaded(t *testing.T) {
	tithe := h514Ench(t, "Scholar's Tithe", ability.Triggered{Event: ability.YouDraw,
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}})
	g := h514Game(t, 4, true)
	libs(t, g, 6)
	bf(t, g, 0, tithe)
	require.NoError(t, g.Start(2, 0, game.Upkeep))
	for i := 0; i < 40 && g.Step() != game.Main1; i++ {
		idleAnswer(t, g, g.Pending(), "draw step")
	}
	require.Equal(t, game.Main1, g.Step())
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 1, g.ZoneLen(1, zone.Hand))
	require.Equal(t, 28, g.Life(2), "the Tithe triggered once, for Alice's draw")
	require.Equal(t, 30, g.Life(0))
}

// 7. Two-Headed Giant: Bob's library is empty as his team's draw step
// begins. Bob attempts to draw from an empty library and loses the game
// at the next check (CR 704.5b), and with him his team: Alice loses too
// (CR 810.8a, whose example is this one), and Carol and Dave's team wins.
func TestH514TwoHeadedEmptyDrawLosesTeam(t *testing.T) {
	g := h514Game(t, 4, true)
	h514Lib(t, g, 0, h514N(card.Plains, 3)...)
	h514Lib(t, g, 2, h514N(card.Plains, 3)...)
	h514Lib(t, g, 3, h514N(card.Plains, 3)...)
	require.NoError(t, g.Start(2, 0, game.Upkeep))
	for i := 0; i < 40 && !g.Over(); i++ {
		idleAnswer(t, g, g.Pending(), "draw step")
	}
	require.True(t, g.Over())
	require.True(t, g.Lost(0), "CR 810.8a: the team loses together")
	require.True(t, g.Lost(1))
	require.Equal(t, game.PlayerID(2), g.Team(g.Winner()))
}

// ---------------------------------------------------------------------
// Part 2. Discards

// 8. A definition Check refuses: "Each player discards a card" written
// as OpDiscard with WhoEachPlayer. A discard of the player's choice is
// made by one player at a time in this vocabulary; the refusal names
// the field and the values it takes.
func TestH514EachPlayerDiscardRefused(t *testing.T) {
	d := card.Define(card.Definition{Name: "Tithe of Thought", ManaCost: cost("{1}{B}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpDiscard, Who: ability.WhoEachPlayer, Amount: ability.N(1)}}}})
	err := d.Check()
	require.Error(t, err)
	require.ErrorIs(t, err, card.ErrInvalidDefinition)
	require.Contains(t, err.Error(), "Who")
	require.Contains(t, err.Error(), "WhoEachPlayer")
}

// 9. Scattered Wits: {1}{B} sorcery, "Each opponent discards a card at
// random." Mind Leech: enchantment, "Whenever an opponent discards a
// card, that player loses 2 life." In a four-player free-for-all Bob
// and Dave discard a random card each (CR 701.8b); Carol's hand is
// empty, so she discards nothing and no ability triggers for her
// (CR 603.2: no event). Each discard triggers Mind Leech once, for the
// player who discarded (CR 701.8a); Alice's own discard of Triple Study
// later would not (she is not an opponent).
func TestH514RandomDiscardEachOpponent(t *testing.T) {
	wits := h514Spell(t, "Scattered Wits", "{1}{B}", false, nil,
		ability.Effect{Op: ability.OpDiscardRandom, Who: ability.WhoEachOpponent, Amount: ability.N(1)})
	leech := h514Ench(t, "Mind Leech", ability.Triggered{Event: ability.PlayerDiscards, Match: ability.Filter{Side: ability.OpponentSide},
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(2)}}})
	g := h514Game(t, 4, false)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 2)
	bf(t, g, 0, leech)
	s := hand(t, g, 0, wits)
	hand(t, g, 0, h514Ox)
	hand(t, g, 1, h514Bear)
	hand(t, g, 1, h514Ox)
	hand(t, g, 3, h514Charm)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	h514PassAll(t, g)
	require.Equal(t, 1, g.ZoneLen(1, zone.Hand))
	require.Equal(t, 1, g.ZoneLen(1, zone.Graveyard))
	require.Equal(t, 0, g.ZoneLen(3, zone.Hand))
	require.Equal(t, []int{20, 18, 20, 18}, []int{g.Life(0), g.Life(1), g.Life(2), g.Life(3)})
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "Alice discards nothing")
}

// 10. Mind Spike: {2}{B} sorcery, "Target player discards two cards."
// Two-Headed Giant; Alice targets Carol, who holds three cards. Carol
// chooses (CR 701.8b), one card at a time here. While she chooses,
// Alice's view shows Carol's hand size only, and no option of the
// decision (CR 402.3); Dave, Carol's teammate, may see her hand
// (CR 810.5) but may not answer for her (her discard is hers to make).
// Afterwards the two cards are face up in her graveyard for everyone
// (CR 404.2), and Alice knows nothing of the card left in Carol's hand.
func TestH514ChosenDiscardTwoHeadedViews(t *testing.T) {
	spike := h514Spell(t, "Mind Spike", "{2}{B}", false, []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpDiscard, Who: ability.WhoTarget, Amount: ability.N(2)})
	g := h514Game(t, 4, true)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 3)
	s := hand(t, g, 0, spike)
	bear := hand(t, g, 2, h514Bear)
	ox := hand(t, g, 2, h514Ox)
	charm := hand(t, g, 2, h514Charm)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, pl(2)))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	d := g.Pending()
	require.Equal(t, game.DecideDiscard, d.Kind)
	require.Equal(t, game.PlayerID(2), d.Player)
	require.False(t, g.MayAnswer(3), "CR 810.5: Dave can't discard Carol's cards")
	va := g.View(0)
	require.Empty(t, va.Pending.Options)
	require.Equal(t, 3, va.Players[2].HandSize)
	require.Empty(t, va.Players[2].Hand)
	require.Empty(t, va.Players[2].KnownHand)
	vd := g.View(3)
	require.Empty(t, vd.Pending.Options)
	require.ElementsMatch(t, []string{"Moss Bear", "Quarry Ox", "Tin Charm"}, h514Names(vd.Players[2].Hand), "CR 810.5")
	vc := g.View(2)
	require.Len(t, vc.Pending.Options, 3)
	require.Error(t, g.Apply(h514Discard(3, bear)), "Dave answers for Carol")
	require.NoError(t, g.Apply(h514Discard(2, bear)))
	require.NoError(t, g.Apply(h514Discard(2, charm)))
	h514PassAll(t, g)
	va = g.View(0)
	require.ElementsMatch(t, []string{"Moss Bear", "Tin Charm"}, h514Names(va.Players[2].Graveyard))
	require.Empty(t, va.Players[2].KnownHand, "the Ox stayed hidden")
	require.Equal(t, zone.Hand, zoneOf(t, g, ox))
}

// 11. Mind Leech ("Whenever an opponent discards a card, that player
// loses 2 life") in Two-Headed Giant. Alice casts Mind Fray ("Each
// player discards a card at random"). All four discard (CR 701.8b, in
// APNAP order, CR 101.4); the Leech triggers for Carol and Dave only:
// Bob is Alice's teammate, not her opponent (CR 102.3): the other
// team's life total loses 4, Alice's none.
func TestH514DiscardTriggerTwoHeadedOpponentsOnly(t *testing.T) {
	fray := h514Spell(t, "Mind Fray", "{1}{B}", false, nil,
		ability.Effect{Op: ability.OpDiscardRandom, Who: ability.WhoEachPlayer, Amount: ability.N(1)})
	leech := h514Ench(t, "Mind Leech", ability.Triggered{Event: ability.PlayerDiscards, Match: ability.Filter{Side: ability.OpponentSide},
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(2)}}})
	g := h514Game(t, 4, true)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 2)
	bf(t, g, 0, leech)
	s := hand(t, g, 0, fray)
	for p := game.PlayerID(0); p < 4; p++ {
		hand(t, g, p, h514Bear)
	}
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	h514PassAll(t, g)
	for p := game.PlayerID(0); p < 4; p++ {
		require.Equal(t, 0, g.ZoneLen(p, zone.Hand), "player %d discarded", p)
	}
	require.Equal(t, 30, g.Life(0))
	require.Equal(t, 26, g.Life(2))
}

// ---------------------------------------------------------------------
// Part 3. Searches

// h514Search is "search your library for up to n cards of types ty
// (any card when 0), put them into zone into, then shuffle".
func h514Search(n int, ty ability.Type, into ability.Zone, reveal bool) ability.Effect {
	return ability.Effect{Op: ability.OpSearchLibrary, Amount: ability.N(n), Filter: ability.Filter{Types: ty}, Into: into, Reveal: reveal}
}

// h514Options lists the LegalActions of the pending decision.
func h514Options(g *game.Game) []game.Action { return g.LegalActions(nil) }

// 12. Beast Call: {1}{G} sorcery, "Search your library for a creature
// card, put it into your hand, then shuffle your library." Alice's
// library holds a Moss Bear. A search for a card with a stated quality
// need not find it even if it is there (CR 701.17b): "find nothing" is
// listed and accepted. The library is shuffled all the same, as the
// card says (CR 701.18a).
func TestH514SearchMayFindNothing(t *testing.T) {
	call := h514Spell(t, "Beast Call", "{1}{G}", false, nil, h514Search(1, ability.Creature, ability.IntoHand, false))
	g := h514Game(t, 2, false)
	libs(t, g, 3)
	bear := put(t, g, 0, zone.Library, h514Bear)
	lands(t, g, 0, card.Forest, 2)
	s := hand(t, g, 0, call)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideSearch, g.Pending().Kind)
	opts := h514Options(g)
	require.Contains(t, opts, choose(0, 0), "CR 701.17b: finding nothing is allowed")
	require.Contains(t, opts, chooseObj(0, bear))
	for _, o := range opts {
		require.NotEqual(t, card.Plains, func() *card.Definition {
			if o.Object == 0 {
				return nil
			}
			return info(t, g, o.Object).Card
		}(), "a Plains is no creature card")
	}
	g.ClearEvents()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0}))
	h514PassAll(t, g)
	require.Equal(t, zone.Library, zoneOf(t, g, bear))
	require.Equal(t, 1, h514Count(g, game.EventShuffle, 0), "then shuffle")
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
}

// 13. Tutor's Bargain: {1}{B} sorcery, "Search your library for a card,
// put it into your hand, then shuffle your library." A search for a
// number of cards with no stated quality must find that many if it can
// (CR 701.17d): "find nothing" is neither listed nor accepted while the
// library holds a card. With an empty library the search finds nothing,
// and Alice does not lose: searching is not drawing (CR 120.5, 704.5b).
func TestH514SearchForACardMustFind(t *testing.T) {
	bargain := h514Spell(t, "Tutor's Bargain", "{1}{B}", false, nil, h514Search(1, 0, ability.IntoHand, false))
	g := h514Game(t, 2, false)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	s := hand(t, g, 0, bargain)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideSearch, g.Pending().Kind)
	require.NotContains(t, h514Options(g), choose(0, 0))
	require.Error(t, g.Apply(choose(0, 0)), "CR 701.17d")
	require.NoError(t, g.Apply(h514Options(g)[0]))
	h514PassAll(t, g)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 2, g.ZoneLen(0, zone.Library))

	g = h514Game(t, 2, false)
	h514Lib(t, g, 1, h514N(card.Plains, 3)...)
	lands(t, g, 0, card.Swamp, 2)
	s = hand(t, g, 0, bargain)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideSearch, d.Kind)
		return choose(0, 0)
	})
	require.False(t, g.Lost(0), "CR 120.5: a search is not a draw")
	require.False(t, g.Over())
}

// 14. Quiet Tutor ("Search your library for a creature card, put it
// into your hand, then shuffle") and Loud Tutor (the same, "reveal
// it"). Two-Headed Giant. The found card is not revealed by Quiet Tutor
// (CR 701.17e): Carol and Dave learn nothing of it (CR 402.3); Bob, her
// teammate, sees her hand (CR 810.5). While Alice searches, only she
// sees her library: not Bob (CR 401.2; 810.5 shares hands, not
// libraries), who may not answer the search either. Loud Tutor reveals
// the card (CR 701.14a): Carol and Dave then know it is in Alice's hand.
func TestH514SearchKnowledgeTwoHeaded(t *testing.T) {
	quiet := h514Spell(t, "Quiet Tutor", "{1}{B}", false, nil, h514Search(1, ability.Creature, ability.IntoHand, false))
	loud := h514Spell(t, "Loud Tutor", "{1}{G}", false, nil, h514Search(1, ability.Creature, ability.IntoHand, true))
	for _, reveal := range []bool{false, true} {
		g := h514Game(t, 4, true)
		libs(t, g, 3)
		bear := put(t, g, 0, zone.Library, h514Bear)
		lands(t, g, 0, card.Swamp, 2)
		lands(t, g, 0, card.Forest, 2)
		sp := quiet
		if reveal {
			sp = loud
		}
		s := hand(t, g, 0, sp)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, s))
		for g.Pending().Kind == game.DecidePriority {
			require.NoError(t, g.Pass(g.Pending().Player))
		}
		require.Equal(t, game.DecideSearch, g.Pending().Kind)
		require.NotEmpty(t, g.View(0).LibraryTop, "Alice looks through her library")
		require.Empty(t, g.View(1).LibraryTop, "CR 401.2: not Bob")
		require.Empty(t, g.View(1).Players[0].KnownLibrary)
		require.Empty(t, g.View(1).Pending.Options)
		require.False(t, g.MayAnswer(1))
		require.Empty(t, g.View(2).LibraryTop)
		require.NoError(t, g.Apply(chooseObj(0, bear)))
		h514PassAll(t, g)
		nb := g.Zone(0, zone.Hand)
		require.Len(t, nb, 1)
		require.Equal(t, []string{"Moss Bear"}, h514Names(g.View(1).Players[0].Hand), "CR 810.5")
		for _, q := range []game.PlayerID{2, 3} {
			v := g.View(q)
			require.Empty(t, v.Players[0].Hand)
			if reveal {
				require.Equal(t, []string{"Moss Bear"}, h514Names(v.Players[0].KnownHand), "CR 701.14a: revealed to %d", q)
			} else {
				require.Empty(t, v.Players[0].KnownHand, "CR 701.17e: not revealed to %d", q)
			}
		}
	}
}

// ---------------------------------------------------------------------
// Part 4. Reveals, looks and places in a library

// 15. Harvest Reveal: {1}{G} sorcery, "Reveal the top three cards of
// your library. You may put a creature card from among them into your
// hand. Put the rest into your graveyard." Three players. The three
// cards are shown to every player (CR 701.14a): the Moss Bear Alice
// takes is known to Bob and Carol in her hand (CR 400.2 lets them see
// it go there), the others are in her graveyard. Until she takes one,
// only Alice is offered the choice.
func TestH514RevealTakeKnownToAll(t *testing.T) {
	harvest := h514Spell(t, "Harvest Reveal", "{1}{G}", false, nil, ability.Effect{Op: ability.OpRevealTake, Amount: ability.N(3),
		Filter: ability.Filter{Types: ability.Creature}})
	g := h514Game(t, 3, false)
	bear := put(t, g, 0, zone.Library, h514Bear)
	put(t, g, 0, zone.Library, h514Charm)
	put(t, g, 0, zone.Library, h514Ox)
	h514Lib(t, g, 0, h514N(card.Plains, 3)...)
	h514Lib(t, g, 1, h514N(card.Plains, 3)...)
	h514Lib(t, g, 2, h514N(card.Plains, 3)...)
	lands(t, g, 0, card.Forest, 2)
	s := hand(t, g, 0, harvest)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideTakeRevealed, g.Pending().Kind)
	require.Len(t, g.View(0).Pending.Options, 3, "the Bear, the Ox, or none")
	require.Empty(t, g.View(1).Pending.Options)
	for _, q := range []game.PlayerID{1, 2} {
		kl := g.View(q).Players[0].KnownLibrary
		require.Equal(t, []string{"Moss Bear", "Tin Charm", "Quarry Ox"}, h514Names(kl), "CR 701.14a: revealed to %d", q)
	}
	require.NoError(t, g.Apply(chooseObj(0, bear)))
	h514PassAll(t, g)
	for _, q := range []game.PlayerID{1, 2} {
		v := g.View(q)
		require.Equal(t, []string{"Moss Bear"}, h514Names(v.Players[0].KnownHand))
		require.ElementsMatch(t, []string{"Tin Charm", "Quarry Ox", "Harvest Reveal"}, h514Names(v.Players[0].Graveyard))
		require.Empty(t, v.Players[0].KnownLibrary, "the revealed cards left the library")
	}
}

// 16. Seer's Sieve: artifact, "{T}: Look at the top three cards of your
// library. Put one of them into your graveyard." (the rest stay on top
// in their order). Only Alice looks (CR 701.14d): afterwards she knows
// the two cards left on top and where they are; Bob knows nothing of
// her library (CR 401.2), only the card now in her graveyard (CR
// 404.2).
func TestH514LookMillKnowledge(t *testing.T) {
	sieve := def(t, card.Definition{Name: "Seer's Sieve", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{{Op: ability.OpLookMill, Amount: ability.N(3)}}}}})
	g := h514Game(t, 2, false)
	put(t, g, 0, zone.Library, h514Bear)
	ox := put(t, g, 0, zone.Library, h514Ox)
	put(t, g, 0, zone.Library, h514Charm)
	h514Lib(t, g, 0, h514N(card.Plains, 3)...)
	libs(t, g, 0)
	h514Lib(t, g, 1, h514N(card.Plains, 3)...)
	sv := bf(t, g, 0, sieve)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, sv, 0))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecidePick, g.Pending().Kind)
	require.Equal(t, []string{"Moss Bear", "Quarry Ox", "Tin Charm"}, h514Names(g.View(0).LibraryTop))
	require.Empty(t, g.View(1).LibraryTop)
	require.Empty(t, g.View(1).Players[0].KnownLibrary, "CR 701.14d: only Alice looks")
	require.NoError(t, g.Apply(chooseObj(0, ox)))
	h514PassAll(t, g)
	kl := g.View(0).Players[0].KnownLibrary
	require.Equal(t, []string{"Moss Bear", "Tin Charm"}, h514Names(kl))
	require.Equal(t, []int{1, 2}, []int{kl[0].Position, kl[1].Position})
	require.Empty(t, g.View(1).Players[0].KnownLibrary)
	require.Equal(t, []string{"Quarry Ox"}, h514Names(g.View(1).Players[0].Graveyard))
}

// 17. Burying Tide: {2}{U} instant, "Put target creature into its
// owner's library third from the top." Bob's library holds one card:
// with fewer than three cards, the creature goes to the bottom
// (CR 401.7), here second from the top. It came from the battlefield in
// view of all, so both players know it and where it is (CR 400.2); with
// a library of five it is third from the top.
func TestH514ThirdFromTopShortLibrary(t *testing.T) {
	tide := h514Spell(t, "Burying Tide", "{2}{U}", true, []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpPutIntoLibrary, Target: 0, Amount: ability.N(3)})
	for _, n := range []int{1, 5} {
		g := h514Game(t, 2, false)
		h514Lib(t, g, 0, h514N(card.Plains, 3)...)
		h514Lib(t, g, 1, h514N(card.Plains, n)...)
		lands(t, g, 0, card.Island, 3)
		b := bf(t, g, 1, h514Bear)
		s := hand(t, g, 0, tide)
		require.NoError(t, g.Start(2, 0, game.Main1))
		h514Cast(t, g, 0, s, nil, obj(b))
		lib := g.Zone(1, zone.Library)
		require.Len(t, lib, n+1)
		want := min(3, n+1)
		require.Equal(t, h514Bear, info(t, g, lib[want-1]).Card, "CR 401.7 with %d cards", n)
		for q := game.PlayerID(0); q < 2; q++ {
			kl := g.View(q).Players[1].KnownLibrary
			require.Len(t, kl, 1)
			require.Equal(t, "Moss Bear", kl[0].Name)
			require.Equal(t, want, kl[0].Position, "viewer %d", q)
		}
	}
}

// ---------------------------------------------------------------------
// Part 5. Graveyards: counts and returns

// h514CreatureCardYours is "target creature card from your graveyard".
var h514CreatureCardYours = ability.TargetSpec{Allow: ability.AllowCardInGraveyard,
	Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}

// h514Snatch is Grave Snatch: {B} instant, "Exile target card from a
// graveyard."
var h514Snatch = card.Define(card.Definition{Name: "Grave Snatch", ManaCost: cost("{B}"), Types: ability.Instant,
	Spell: ability.Spell{Targets: []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard}},
		Effects: []ability.Effect{{Op: ability.OpExile, Target: 0}}}})

// 18. Bone Tally: {2}{B} sorcery, "You gain 1 life for each creature
// card in all graveyards." Four players. The graveyards hold a Moss
// Bear (Alice), a Clay Idol, an artifact creature card, and a Tin Charm
// (Bob), a Quarry Ox (Carol). A creature token that died is no card
// and no longer anywhere (CR 110.5e, 110.5f, 704.5d). The count is
// taken as the spell resolves (CR 608.2g), while Bone Tally itself is still on the
// stack (CR 608.2k), and Dave, who has left the game, took his
// graveyard with him (CR 800.4a): his Moss Bear counts no more. Alice
// gains 3.
func TestH514CountCreatureCardsAllGraveyards(t *testing.T) {
	tally := h514Spell(t, "Bone Tally", "{2}{B}", false, nil, ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou,
		Amount: ability.Amount{Kind: ability.CardsInGraveyards, Group: ability.Group{Types: ability.Creature}}})
	g := h514Game(t, 4, false)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 4)
	put(t, g, 0, zone.Graveyard, h514Bear)
	put(t, g, 1, zone.Graveyard, h514Idol)
	put(t, g, 1, zone.Graveyard, h514Charm)
	put(t, g, 2, zone.Graveyard, h514Ox)
	put(t, g, 3, zone.Graveyard, h514Bear)
	lands(t, g, 0, card.Mountain, 1)
	tok := bf(t, g, 1, h514Wisp, game.PutOptions{Token: true})
	s := hand(t, g, 0, tally)
	sh := hand(t, g, 0, h514Shock)
	require.NoError(t, g.Start(2, 0, game.Main1))
	// Dave concedes; Bob's Spirit token dies.
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 3}))
	require.True(t, g.Lost(3))
	h514Cast(t, g, 0, sh, nil, obj(tok))
	require.True(t, gone(g, tok))
	require.NoError(t, g.Cast(0, s))
	h514PassAll(t, g)
	require.Equal(t, 23, g.Life(0))
}

// h514Recall is Recall the Fallen: {1}{B} instant, "Return target
// creature card from your graveyard to your hand. Draw a card."
func h514Recall(t *testing.T) *card.Definition {
	return h514Spell(t, "Recall the Fallen", "{1}{B}", true, []ability.TargetSpec{h514CreatureCardYours},
		ability.Effect{Op: ability.OpReturnToHand, Target: 0}, h514Draw(ability.WhoYou, 1))
}

// 19. Recall the Fallen targets the Moss Bear in Alice's graveyard; Bob
// exiles the Bear with Grave Snatch in response. As Recall resolves its
// only target is illegal (it is in no graveyard now, CR 400.7), so the
// spell doesn't resolve (CR 608.2b): none of its effects happen, the
// draw included, and it goes to the graveyard.
func TestH514RecallTargetExiledNoDraw(t *testing.T) {
	recall := h514Recall(t)
	g := h514Game(t, 2, false)
	libs(t, g, 4)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 1, card.Swamp, 1)
	bear := put(t, g, 0, zone.Graveyard, h514Bear)
	r := hand(t, g, 0, recall)
	sn := hand(t, g, 1, h514Snatch)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r, obj(bear)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, sn, obj(bear)))
	h514PassAll(t, g)
	require.Equal(t, zone.Exile, zoneOf(t, g, bear))
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand), "CR 608.2b: no card drawn")
	require.Equal(t, 4, g.ZoneLen(0, zone.Library))
	require.Equal(t, []string{"Recall the Fallen"}, h514Names(g.View(0).Players[0].Graveyard))
}

// 20. Twin Recall: {2}{B} sorcery, "Return up to two target creature
// cards from your graveyard to your hand." Bob exiles one of the two
// targets in response; the other is still a legal target and returns
// (CR 608.2b: the spell does what it can to its legal targets).
func TestH514TwinRecallOneLeft(t *testing.T) {
	twin := h514Spell(t, "Twin Recall", "{2}{B}", false,
		[]ability.TargetSpec{{Allow: ability.AllowCardInGraveyard, Filter: h514CreatureCardYours.Filter, Optional: true, Set: true},
			{Allow: ability.AllowCardInGraveyard, Filter: h514CreatureCardYours.Filter, Optional: true, Set: true}},
		ability.Effect{Op: ability.OpReturnToHand, Target: 0}, ability.Effect{Op: ability.OpReturnToHand, Target: 1})
	g := h514Game(t, 2, false)
	libs(t, g, 4)
	lands(t, g, 0, card.Swamp, 3)
	lands(t, g, 1, card.Swamp, 1)
	bear := put(t, g, 0, zone.Graveyard, h514Bear)
	ox := put(t, g, 0, zone.Graveyard, h514Ox)
	r := hand(t, g, 0, twin)
	sn := hand(t, g, 1, h514Snatch)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r, obj(bear), obj(ox)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, sn, obj(ox)))
	h514PassAll(t, g)
	require.Equal(t, zone.Exile, zoneOf(t, g, ox))
	require.Equal(t, zone.Hand, zoneOf(t, g, bear))
}

// 21. The Moss Bear leaves Alice's graveyard and comes back as a new
// object (CR 400.7) before Recall the Fallen resolves: Alice responds to
// her own Recall with a second one (returning the Bear to her hand),
// then with Empty Mind ({B} instant, "Discard a card"), discarding the
// Bear again. The first Recall's target is gone though a Moss Bear is in
// the graveyard: it doesn't resolve and Alice draws nothing from it
// (CR 608.2b); the second drew one card.
func TestH514RecallTargetReturnsAsNewObject(t *testing.T) {
	recall := h514Recall(t)
	empty := h514Spell(t, "Empty Mind", "{B}", true, nil, ability.Effect{Op: ability.OpDiscard, Who: ability.WhoYou, Amount: ability.N(1)})
	g := h514Game(t, 2, false)
	libs(t, g, 4)
	lands(t, g, 0, card.Swamp, 5)
	bear := put(t, g, 0, zone.Graveyard, h514Bear)
	r1 := hand(t, g, 0, recall)
	r2 := hand(t, g, 0, recall)
	em := hand(t, g, 0, empty)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r1, obj(bear)))
	require.NoError(t, g.Cast(0, r2, obj(bear)))
	// Resolve the second Recall only.
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, 1, g.StackLen())
	nb, ok := g.Follow(bear)
	require.True(t, ok)
	require.Equal(t, zone.Hand, info(t, g, nb).Zone)
	require.Equal(t, 3, g.ZoneLen(0, zone.Hand), "Empty Mind, the Bear and a card drawn")
	require.NoError(t, g.Cast(0, em))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideDiscard, d.Kind)
		return h514Discard(0, nb)
	})
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "only the card the second Recall drew")
	var gb []string
	for _, id := range g.Zone(0, zone.Graveyard) {
		gb = append(gb, info(t, g, id).Card.Name)
	}
	require.Contains(t, gb, "Moss Bear")
	require.Equal(t, 3, g.ZoneLen(0, zone.Library))
}

// 22. Grave Robbery: {3}{B} sorcery, "Put target creature card from a
// graveyard onto the battlefield under your control." Three players;
// Alice takes Carol's Quarry Ox. When Carol leaves the game (she
// concedes), everything she owns leaves with her (CR 800.4a): the Ox
// leaves Alice's battlefield, and Bob and Alice play on.
func TestH514ReanimatedOwnerLeaves(t *testing.T) {
	robbery := h514Spell(t, "Grave Robbery", "{3}{B}", false,
		[]ability.TargetSpec{{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Types: ability.Creature}}},
		ability.Effect{Op: ability.OpPutOntoBattlefield})
	g := h514Game(t, 3, false)
	libs(t, g, 4)
	lands(t, g, 0, card.Swamp, 4)
	ox := put(t, g, 2, zone.Graveyard, h514Ox)
	r := hand(t, g, 0, robbery)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h514Cast(t, g, 0, r, nil, obj(ox))
	nox, ok := g.Follow(ox)
	require.True(t, ok)
	o := info(t, g, nox)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, game.PlayerID(0), o.Controller)
	require.Equal(t, game.PlayerID(2), o.Owner)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	require.True(t, gone(g, nox), "CR 800.4a")
	require.False(t, g.Over())
	require.Equal(t, 4, g.ZoneLen(0, zone.Battlefield))
}

// ---------------------------------------------------------------------
// Part 6. Milling, graveyard abilities, cleanup

// 23. Tidal Erosion: {2}{U} sorcery, "Each player puts the top two
// cards of their library into their graveyard." Carrion Watcher:
// enchantment, "Whenever a creature card is put into an opponent's
// graveyard from anywhere, you gain 1 life." Two-Headed Giant; every
// library's top two cards are a Moss Bear and a Plains. Four creature
// cards go to graveyards: Alice's and Bob's are not an opponent's
// (CR 102.3, teammates), Carol's and Dave's are: two triggers, and the
// team gains 2 (CR 810.9). Carol's Spirit token that Alice kills later
// is no card (CR 110.5e): no trigger. Milling more cards than a library
// holds (Dave's holds one) mills them all and loses nothing: it is no
// draw (CR 120.5, 704.5b).
func TestH514MillTriggersTwoHeaded(t *testing.T) {
	erosion := h514Spell(t, "Tidal Erosion", "{2}{U}", false, nil, ability.Effect{Op: ability.OpMill, Who: ability.WhoEachPlayer, Amount: ability.N(2)})
	watcher := h514Ench(t, "Carrion Watcher", ability.Triggered{Event: ability.CardPutIntoGraveyard,
		Match:   ability.Filter{Types: ability.Creature, Side: ability.OpponentSide},
		Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(1)}}})
	g := h514Game(t, 4, true)
	for p := game.PlayerID(0); p < 3; p++ {
		h514Lib(t, g, p, h514Bear, card.Plains, card.Plains)
	}
	h514Lib(t, g, 3, h514Bear)
	lands(t, g, 0, card.Island, 3)
	lands(t, g, 0, card.Mountain, 1)
	bf(t, g, 0, watcher)
	tok := bf(t, g, 2, h514Wisp, game.PutOptions{Token: true})
	s := hand(t, g, 0, erosion)
	sh := hand(t, g, 0, h514Shock)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	h514PassAll(t, g)
	for p := game.PlayerID(0); p < 3; p++ {
		require.Equal(t, 2, g.ZoneLen(p, zone.Graveyard)-map[bool]int{true: 1, false: 0}[p == 0], "player %d milled two", p)
		require.Equal(t, 1, g.ZoneLen(p, zone.Library))
	}
	require.Equal(t, 1, g.ZoneLen(3, zone.Graveyard))
	require.Equal(t, 0, g.ZoneLen(3, zone.Library))
	require.False(t, g.Over(), "CR 120.5: milling is not drawing")
	require.Equal(t, 32, g.Life(0), "two creature cards went to opponents' graveyards")
	h514Cast(t, g, 0, sh, nil, obj(tok))
	require.True(t, gone(g, tok))
	require.Equal(t, 32, g.Life(0), "CR 110.5e: a token is no card")
}

// 24. Restless Bones: {1}{B} creature card, 2/1, "{2}{B}: Return
// Restless Bones from your graveyard to your hand." (it works only from
// the graveyard). Alice activates it, holds priority and activates it
// again. The second activation resolves first and returns the card to
// her hand, a new object (CR 400.7); the first then finds no Restless
// Bones in the graveyard and does nothing: the card stays in her hand
// and the ability does not follow it: "from your graveyard" names the
// card that was there, and the card in her hand is a new object
// (CR 400.7).
func TestH514GraveyardAbilityTwice(t *testing.T) {
	bones := def(t, card.Definition{Name: "Restless Bones", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Skeleton"},
		Power: C(2), Toughness: C(1), Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{2}{B}")}, FromGraveyard: true,
			Effects: []ability.Effect{{Op: ability.OpReturnToHand, Subject: ability.SubjectSelf}}}}})
	g := h514Game(t, 2, false)
	libs(t, g, 4)
	lands(t, g, 0, card.Swamp, 6)
	b := put(t, g, 0, zone.Graveyard, bones)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, b, 0))
	require.NoError(t, g.Activate(0, b, 0), "CR 602.2: still in the graveyard, it may be activated again")
	require.Equal(t, 2, g.StackLen())
	h514PassAll(t, g)
	nb, ok := g.Follow(b)
	require.True(t, ok)
	require.Equal(t, zone.Hand, info(t, g, nb).Zone)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 0, g.ZoneLen(0, zone.Graveyard))
}

// 25. Two-Headed Giant, cleanup step of Carol and Dave's turn: each of
// them holds nine cards and discards down to seven (CR 514.1, 402.2;
// both are active players, CR 805.4). Alice's Mind Leech ("Whenever an
// opponent discards a card, that player loses 2 life") triggers four
// times; as abilities triggered, players get priority in the cleanup
// step and another cleanup step follows (CR 514.3a). Carol and Dave's
// team loses 8.
func TestH514CleanupDiscardTwoHeaded(t *testing.T) {
	leech := h514Ench(t, "Mind Leech", ability.Triggered{Event: ability.PlayerDiscards, Match: ability.Filter{Side: ability.OpponentSide},
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(2)}}})
	g := h514Game(t, 4, true)
	libs(t, g, 5)
	bf(t, g, 0, leech)
	for p := game.PlayerID(2); p < 4; p++ {
		for i := 0; i < 9; i++ {
			hand(t, g, p, h514Charm)
		}
	}
	require.NoError(t, g.Start(3, 2, game.End))
	discards := 0
	for i := 0; i < 100 && g.Turn() == 3; i++ {
		d := g.Pending()
		if d.Kind == game.DecideDiscard {
			discards++
			require.NoError(t, g.Apply(h514Discard(d.Player, g.Zone(d.Player, zone.Hand)[0])))
			continue
		}
		idleAnswer(t, g, d, "cleanup")
	}
	require.Equal(t, 7, g.ZoneLen(2, zone.Hand))
	require.Equal(t, 7, g.ZoneLen(3, zone.Hand))
	require.Equal(t, 22, g.Life(2), "four triggers of 2")
	require.Equal(t, 30, g.Life(0))
}

// h514Elk is Herald Elk: 2/2, "Whenever another creature enters the
// battlefield, you gain 1 life."
func h514Elk(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Herald Elk", ManaCost: cost("{2}{G}"), Types: ability.Creature, Subtypes: []string{"Elk"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.AnotherCreatureEnters,
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(1)}}}}})
}

// 26. Mass Exhumation: {4}{B}{B} sorcery, "Put all creature cards from
// your opponents' graveyards onto the battlefield under your control."
// Two-Headed Giant: Carol's and Dave's graveyards each hold a Herald
// Elk; Bob's (Alice's teammate, no opponent, CR 102.3) holds a Moss
// Bear that stays. The two Elks enter at the same time, and each sees
// the other enter (CR 603.6a): two triggers, the team gains 2.
func TestH514ReanimateAllOpponentsTogether(t *testing.T) {
	elk := h514Elk(t)
	mass := h514Spell(t, "Mass Exhumation", "{4}{B}{B}", false, nil,
		ability.Effect{Op: ability.OpReanimateAll, Filter: ability.Filter{Types: ability.Creature, Side: ability.OpponentSide}})
	g := h514Game(t, 4, true)
	libs(t, g, 4)
	lands(t, g, 0, card.Swamp, 6)
	bear := put(t, g, 1, zone.Graveyard, h514Bear)
	put(t, g, 2, zone.Graveyard, elk)
	put(t, g, 3, zone.Graveyard, elk)
	s := hand(t, g, 0, mass)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h514Cast(t, g, 0, s, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, bear))
	require.Equal(t, 8, g.ZoneLen(0, zone.Battlefield))
	require.Equal(t, 32, g.Life(0))
}

// 27. Graveyard targets in Two-Headed Giant. "Target creature card from
// your graveyard" can't be a card in Bob's graveyard, though Bob is
// Alice's teammate: it is his graveyard, not hers (CR 404.1, 810.5).
// "Target creature card from an opponent's graveyard" may be Carol's,
// not Bob's (CR 102.3). The listing offers exactly those.
func TestH514GraveyardTargetSidesTwoHeaded(t *testing.T) {
	recall := h514Recall(t)
	theft := h514Spell(t, "Grave Theft", "{2}{B}", true, []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.OpponentSide}}},
		ability.Effect{Op: ability.OpPutOntoBattlefield})
	g := h514Game(t, 4, true)
	libs(t, g, 4)
	lands(t, g, 0, card.Swamp, 3)
	mine := put(t, g, 0, zone.Graveyard, h514Bear)
	bobs := put(t, g, 1, zone.Graveyard, h514Bear)
	carols := put(t, g, 2, zone.Graveyard, h514Ox)
	r := hand(t, g, 0, recall)
	th := hand(t, g, 0, theft)
	require.NoError(t, g.Start(2, 0, game.Main1))
	targetsOf := func(id game.ObjectID) []game.ObjectID {
		var out []game.ObjectID
		for _, a := range g.LegalActions(nil) {
			if a.Kind == game.ActCast && a.Object == id {
				out = append(out, game.ObjectID(a.TargetList()[0].Object))
			}
		}
		return out
	}
	require.Equal(t, []game.ObjectID{mine}, targetsOf(r))
	require.Equal(t, []game.ObjectID{carols}, targetsOf(th))
	require.Error(t, g.Clone().Cast(0, r, obj(bobs)))
	require.Error(t, g.Clone().Cast(0, th, obj(bobs)))
	h514Cast(t, g, 0, th, nil, obj(carols))
	nc, _ := g.Follow(carols)
	require.Equal(t, game.PlayerID(0), info(t, g, nc).Controller)
}

// 28. The first turn. In Two-Headed Giant the starting team skips the
// draw step of its first turn, both its players (CR 103.7b, 810.6); in
// a three-player free-for-all nobody skips it (CR 103.7c).
func TestH514FirstTurnDraw(t *testing.T) {
	g := h514Game(t, 4, true)
	libs(t, g, 4)
	require.NoError(t, g.Start(1, 0, game.Upkeep))
	for i := 0; i < 40 && g.Step() != game.Main1; i++ {
		idleAnswer(t, g, g.Pending(), "first turn")
	}
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 0, g.ZoneLen(1, zone.Hand))

	g = h514Game(t, 3, false)
	libs(t, g, 4)
	require.NoError(t, g.Start(1, 0, game.Upkeep))
	for i := 0; i < 40 && g.Step() != game.Main1; i++ {
		idleAnswer(t, g, g.Pending(), "first turn")
	}
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
}

// 29. Frantic Study: {2}{U} sorcery, "Draw three cards, then discard two
// cards." Alice's library holds one card; her hand holds a Tin Charm.
// She draws one card, and her two other draws find an empty library.
// She loses only the next time a player would receive priority
// (CR 120.4, 704.3): not while she is choosing her discards in the
// middle of the resolution, which goes on to its end (CR 608.2c).
func TestH514EmptyDrawLossWaitsForResolution(t *testing.T) {
	frantic := h514Spell(t, "Frantic Study", "{2}{U}", false, nil, h514Draw(ability.WhoYou, 3),
		ability.Effect{Op: ability.OpDiscard, Who: ability.WhoYou, Amount: ability.N(2)})
	g := h514Game(t, 2, false)
	h514Lib(t, g, 0, h514Bear)
	h514Lib(t, g, 1, h514N(card.Plains, 3)...)
	lands(t, g, 0, card.Island, 3)
	hand(t, g, 0, h514Charm)
	hand(t, g, 0, h514Ox)
	s := hand(t, g, 0, frantic)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideDiscard, g.Pending().Kind)
	require.False(t, g.Over(), "CR 704.3: no state-based action during the resolution")
	require.False(t, g.Lost(0))
	require.Equal(t, 3, g.ZoneLen(0, zone.Hand))
	require.NoError(t, g.Apply(h514Discard(0, g.Zone(0, zone.Hand)[0])))
	require.False(t, g.Over())
	require.Equal(t, game.DecideDiscard, g.Pending().Kind)
	require.NoError(t, g.Apply(h514Discard(0, g.Zone(0, zone.Hand)[0])))
	require.True(t, g.Over())
	require.True(t, g.Lost(0), "CR 704.5b")
	require.Equal(t, 2, g.ZoneLen(0, zone.Graveyard)-1, "both discards were made")
}

// 30. Idle Musing: {U} instant, "You may draw a card." Alice's library
// is empty. She may choose to draw (CR 120.3): "yes" is offered, and
// having attempted the draw she loses (CR 704.5b); "no" leaves her in
// the game.
func TestH514MayDrawFromEmpty(t *testing.T) {
	musing := h514Spell(t, "Idle Musing", "{U}", true, nil,
		ability.Effect{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1), Optional: true})
	for _, yes := range []bool{false, true} {
		g := h514Game(t, 2, false)
		h514Lib(t, g, 1, h514N(card.Plains, 3)...)
		lands(t, g, 0, card.Island, 1)
		s := hand(t, g, 0, musing)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, s))
		resolve(t, g, func(d game.Decision) game.Action {
			require.Equal(t, game.DecideYesNo, d.Kind)
			require.Contains(t, g.LegalActions(nil), choose(0, 1), "CR 120.3: the choice to draw can be taken")
			if yes {
				return choose(0, 1)
			}
			return choose(0, 0)
		})
		require.Equal(t, yes, g.Lost(0))
	}
}

// ---------------------------------------------------------------------
// Faults this set found: fixed, or definitions Check now refuses.

// 31. Twin Summons: {3}{G}{G} sorcery, "Search your library for up to
// two creature cards, put them onto the battlefield, then shuffle your
// library." The two cards found are Herald Elks ("Whenever another
// creature enters the battlefield, you gain 1 life"). The search finds
// the cards (CR 701.17a) and one instruction then puts them onto the
// battlefield together: one event, in which every permanent on the
// battlefield, the newcomers included, is checked for enters-the-
// battlefield triggers (CR 603.6a; compare 603.2). Each Elk sees the
// other enter: two triggers, Alice gains 2. (The engine used to put each
// card onto the battlefield as it was found: Alice gained 1.)
func TestH514SearchTwoOntoBattlefieldTogether(t *testing.T) {
	g, e1, e2, _ := h514TwinSummons(t)
	require.Equal(t, game.DecideSearch, g.Pending().Kind)
	require.NoError(t, g.Apply(chooseObj(0, e1)))
	require.Equal(t, game.DecideSearch, g.Pending().Kind)
	require.NoError(t, g.Apply(chooseObj(0, e2)))
	h514PassAll(t, g)
	require.Equal(t, 7, g.ZoneLen(0, zone.Battlefield))
	require.Equal(t, 22, g.Life(0), "CR 603.6a: each Elk saw the other enter")
}

// h514TwinSummons casts Twin Summons ("search your library for up to
// two creature cards, put them onto the battlefield") with two Herald
// Elks in Alice's library, and passes until the search asks. It returns
// the game, the Elks, and the definitions of one's own it used.
func h514TwinSummons(t *testing.T) (*game.Game, game.ObjectID, game.ObjectID, []*card.Definition) {
	t.Helper()
	summons := h514Spell(t, "Twin Summons", "{3}{G}{G}", false, nil, h514Search(2, ability.Creature, ability.IntoBattlefield, false))
	elk := h514Elk(t)
	g := h514Game(t, 2, false)
	libs(t, g, 3)
	e1 := put(t, g, 0, zone.Library, elk)
	e2 := put(t, g, 0, zone.Library, elk)
	lands(t, g, 0, card.Forest, 5)
	s := hand(t, g, 0, summons)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	return g, e1, e2, []*card.Definition{summons, elk}
}

// 31b. Twin Summons again, saved, loaded and cloned after the first Elk
// is found: the picked Elk waits in the library, can't be found again
// (the listing offers the other Elk and "find nothing", not the picked
// one, which is refused), and each copy goes on to the same game, with
// both Elks entering together (CR 603.6a, 701.17a).
func TestH514SearchPickedWaitsThroughSaves(t *testing.T) {
	g, e1, e2, defs := h514TwinSummons(t)
	require.NoError(t, g.Apply(chooseObj(0, e1)))
	require.Equal(t, game.DecideSearch, g.Pending().Kind)
	require.Equal(t, zone.Library, zoneOf(t, g, e1), "found, it waits for the others")
	var listed []game.ObjectID
	for _, a := range g.LegalActions(nil) {
		listed = append(listed, a.Object)
	}
	require.ElementsMatch(t, []game.ObjectID{e2, 0}, listed)
	before := g.Fingerprint()
	require.ErrorIs(t, g.Apply(chooseObj(0, e1)), game.ErrNotAllowed)
	require.Equal(t, before, g.Fingerprint())
	gs := h479Copies(t, g, defs...)
	for _, x := range gs {
		require.NoError(t, x.Apply(chooseObj(0, e2)))
		resolve(t, x, nil)
		require.Equal(t, 22, x.Life(0))
	}
	h479Same(t, gs)
}

// 32. Elk Muster: {1}{B} sorcery, "Search your graveyard and hand for
// any number of creature cards and put them onto the battlefield." The
// cards found would be put onto the battlefield together, each seeing
// the others enter (CR 603.6a); the engine puts a card found in several
// zones onto the battlefield as it is found, so Check refuses "any
// number" of them (All), naming the field.
func TestH514FindAllOntoBattlefieldRefused(t *testing.T) {
	d := card.Define(card.Definition{Name: "Elk Muster", ManaCost: cost("{1}{B}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpSearchZones, Who: ability.WhoYou,
			Zones: ability.SearchGraveyard | ability.SearchHand, All: true, Into: ability.IntoBattlefield, Filter: ability.Filter{Types: ability.Creature}}}}})
	err := d.Check()
	require.ErrorIs(t, err, card.ErrInvalidDefinition)
	var fe *card.FieldError
	require.ErrorAs(t, err, &fe)
	require.Equal(t, "Spell.Effects[0].All", fe.Field)
}

// 33. Exile Hunt: {1}{B} sorcery, "Search your library for a creature
// card, exile it, then shuffle your library." (OpSearchLibrary with
// Into IntoExile, which Check accepts.) Alice finds her Moss Bear: it
// is exiled (CR 701.17a, 406.1). (The engine used to leave it in her
// library.)
func TestH514SearchIntoExile(t *testing.T) {
	hunt := h514Spell(t, "Exile Hunt", "{1}{B}", false, nil, h514Search(1, ability.Creature, ability.IntoExile, false))
	g := h514Game(t, 2, false)
	libs(t, g, 3)
	bear := put(t, g, 0, zone.Library, h514Bear)
	lands(t, g, 0, card.Swamp, 2)
	s := hand(t, g, 0, hunt)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideSearch, d.Kind)
		return chooseObj(0, bear)
	})
	require.Equal(t, zone.Exile, zoneOf(t, g, bear), "CR 701.17a: the card found is exiled")
	require.Equal(t, 3, g.ZoneLen(0, zone.Library))
}

// 34. Twin Omen: {1}{U} sorcery, "Search your library for up to two
// creature cards, then shuffle your library and put those cards on top
// of it in any order." The cards would go on top in the order their
// owner chooses (CR 701.18b, 401.4), which the engine doesn't ask: Check
// refuses a search onto the top of the library for more than one card,
// naming the amount.
func TestH514SearchTwoOntoTopRefused(t *testing.T) {
	d := card.Define(card.Definition{Name: "Twin Omen", ManaCost: cost("{1}{U}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{h514Search(2, ability.Creature, ability.IntoLibraryTop, false)}}})
	err := d.Check()
	require.ErrorIs(t, err, card.ErrInvalidDefinition)
	var fe *card.FieldError
	require.ErrorAs(t, err, &fe)
	require.Equal(t, "Spell.Effects[0].Amount", fe.Field)
}
