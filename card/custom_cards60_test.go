package card_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, 60-th set: what people see, with cards of one's own.
// Restricted mana of several subtypes in one pool (CR 106.6) as
// Game.RestrictedPools and every player's View show it, spent only on
// spells of its subtype and never on abilities, emptied with the step
// (CR 106.4, 500.4), and a Two-Headed Giant teammate's restricted mana
// that can't be spent (CR 810.5); the prompt, options and log of a
// discard another player chooses (CR 701.8b, 402.3); searches of
// another player's hand and of one's own library that put a card on top
// of a library, revealed or not (CR 701.17a, 701.14a, 701.18a, 401.2);
// a card put third from the top, known to all and followed through a
// draw (CR 400.2, 401.2, 120.1); "each opponent sacrifices" in APNAP
// order (CR 101.4, 701.15a); refusals of answers that name hidden cards,
// which must read as those naming no object and change nothing; and
// descriptions of sacrifices, discards and "unless" choices, and what a
// searcher remembers after putting a found card into another player's
// hand. Faults found are at the end, each fixed (or refused by Check).

// h547Game is a game of n players (Two-Headed Giant when thg) with a
// library of four Plains each.
func h547Game(t *testing.T, n int, thg bool) *game.Game {
	t.Helper()
	cfg := game.Config{Seed: 1}
	if thg {
		cfg.Rules.Variant = game.TwoHeadedGiant
	}
	for i := 0; i < n; i++ {
		cfg.Players = append(cfg.Players, game.PlayerConfig{Name: names[i]})
	}
	g, err := game.NewEmpty(cfg)
	require.NoError(t, err)
	libs(t, g, 4)
	return g
}

// h547Crt is a checked 2/2 creature card of the given cost and subtypes.
func h547Crt(t *testing.T, name, mc string, subs ...string) *card.Definition {
	t.Helper()
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Creature, Subtypes: subs,
		Power: card.Fixed(2), Toughness: card.Fixed(2)})
}

// h547Pool parses a mana pool.
func h547Pool(t *testing.T, s string) mana.Pool {
	t.Helper()
	p, err := mana.ParsePool(s)
	require.NoError(t, err)
	return p
}

// h547Rite is a {0} sorcery: "Add m. Spend this mana only to cast a sub
// spell."
func h547Rite(t *testing.T, name, sub, m string) *card.Definition {
	t.Helper()
	return def(t, card.Definition{Name: name, ManaCost: cost("{0}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: h547Pool(t, m), SpendOnlySubtype: sub}}}})
}

// h547Grove is a land: "{T}: Add one mana of any color. Spend this mana
// only to cast a sub spell."
func h547Grove(t *testing.T, name, sub string) *card.Definition {
	t.Helper()
	return def(t, card.Definition{Name: name, Types: ability.Land, Activated: []ability.Activated{{Cost: ability.Cost{Tap: true},
		Effects: []ability.Effect{{Op: ability.OpAddMana, ManaChoice: mana.AllColors, Amount: ability.N(1), SpendOnlySubtype: sub}}}}})
}

// h547Names lists the names of view objects, in order.
func h547Names(os []game.ViewObject) []string {
	out := []string{}
	for _, o := range os {
		out = append(out, o.Name)
	}
	return out
}

// h547Placed lists "name@position" for view objects.
func h547Placed(os []game.ViewObject) []string {
	out := []string{}
	for _, o := range os {
		out = append(out, fmt.Sprintf("%s@%d", o.Name, o.Position))
	}
	return out
}

// h547Refused requires err to be a refusal and g's fingerprint to be fp:
// a refused action changes nothing.
func h547Refused(t *testing.T, g *game.Game, err error, fp uint64) {
	t.Helper()
	require.Error(t, err)
	require.Contains(t, err.Error(), "(CR ", "a refusal cites its rule: %v", err)
	require.Equal(t, fp, g.Fingerprint(), "a refused action changes nothing")
}

// h547HiddenLikeNothing applies a (which names hidden, a card its player
// can't see) and the same action naming an ID of no object: both are
// refused with the same text but for the number, and change nothing.
func h547HiddenLikeNothing(t *testing.T, g *game.Game, a game.Action, hidden game.ObjectID, set func(*game.Action, game.ObjectID)) {
	t.Helper()
	fp := g.Fingerprint()
	ah, an := a, a
	set(&ah, hidden)
	const nowhere = game.ObjectID(987654)
	set(&an, nowhere)
	e1, e2 := g.Apply(ah), g.Apply(an)
	h547Refused(t, g, e1, fp)
	h547Refused(t, g, e2, fp)
	require.Equal(t, strings.ReplaceAll(e2.Error(), fmt.Sprint(nowhere), "N"), strings.ReplaceAll(e1.Error(), fmt.Sprint(hidden), "N"),
		"a hidden card is refused as no object at all")
}

// h547Events lists the English log lines player p may read.
func h547Events(g *game.Game, p game.PlayerID) []string {
	var out []string
	for _, e := range g.EventsFor(p) {
		out = append(out, g.ViewEventLine(e, game.English))
	}
	return out
}

// ---------------------------------------------------------------------
// Restricted mana

// 1. Three restrictions in one pool (CR 106.6). Goblin Rite ("Add {R}{R}.
// Spend this mana only to cast Goblin spells"), Elf Grove (any colour,
// Elf spells only) and Sliver Rite ({W}, Sliver spells only) fill Alice's
// pool in a three-player game. The pool is public (CR 106.4): every
// viewer, a spectator too, sees the same three restricted parts in the
// order their mana was first added, and Pool counts them all; the other
// players have none. A Bear spell can't be paid with it, nor the {R}
// ability of a Goblin on the battlefield ("to cast a Goblin spell": an
// activation is no cast, CR 106.6, 602.2b); both refusals cite CR 106.6
// and change nothing (CR 117.3, 601.2h), and LegalActions offers neither.
// A Goblin Elf spell ({1}{R}{G}) spends the Goblin and Elf mana and
// leaves the Sliver's {W}; the pool empties as the step ends (CR 500.4).
func TestH547RestrictedPoolsOfThreeSubtypes(t *testing.T) {
	gobRite := h547Rite(t, "Goblin Rite", "Goblin", "{R}{R}")
	slvRite := h547Rite(t, "Sliver Rite", "Sliver", "{W}")
	grove := h547Grove(t, "Elf Grove", "Elf")
	goblinElf := h547Crt(t, "Goblin Elf Scout", "{1}{R}{G}", "Goblin", "Elf")
	bear := h547Crt(t, "Plain Bear", "{R}", "Bear")
	pumper := def(t, card.Definition{Name: "Board Goblin", ManaCost: cost("{R}"), Types: ability.Creature, Subtypes: []string{"Goblin"},
		Power: card.Fixed(1), Toughness: card.Fixed(1), Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{R}")},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Power: 1}}}}})
	g := h547Game(t, 3, false)
	r1 := hand(t, g, 0, gobRite)
	r2 := hand(t, g, 0, slvRite)
	gv := bf(t, g, 0, grove)
	ge := hand(t, g, 0, goblinElf)
	b := hand(t, g, 0, bear)
	pu := bf(t, g, 0, pumper)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r1))
	resolve(t, g, nil)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivateMana, Player: 0, Object: gv, Color: mana.Green}))
	require.NoError(t, g.Cast(0, r2))
	resolve(t, g, nil)

	want := []game.RestrictedMana{
		{Mana: h547Pool(t, "{R}{R}"), For: "Goblin"},
		{Mana: h547Pool(t, "{G}"), For: "Elf"},
		{Mana: h547Pool(t, "{W}"), For: "Sliver"},
	}
	require.Equal(t, want, g.RestrictedPools(0))
	require.Equal(t, h547Pool(t, "{W}{R}{R}{G}"), g.Pool(0), "restricted mana is in the pool (CR 106.6)")
	for _, viewer := range []game.PlayerID{0, 1, 2, game.NoPlayer} {
		v := g.View(viewer)
		require.Equal(t, want, v.Players[0].Restricted, "viewer %d", viewer)
		require.Equal(t, g.Pool(0), v.Players[0].Pool)
		require.Nil(t, v.Players[1].Restricted)
		require.Nil(t, v.Players[2].Restricted)
	}

	fp := g.Fingerprint()
	err := g.Cast(0, b)
	h547Refused(t, g, err, fp)
	require.ErrorIs(t, err, game.ErrCantPay)
	require.Contains(t, err.Error(), "106.6")
	require.Contains(t, err.Error(), "Goblin spells")
	err = g.Activate(0, pu, 0)
	h547Refused(t, g, err, fp)
	require.ErrorIs(t, err, game.ErrCantPay)
	require.Contains(t, err.Error(), "106.6")
	for _, a := range g.LegalActions(nil) {
		require.NotEqual(t, b, a.Object, "the Bear can't be paid for: %s", g.Describe(a, game.English))
		require.False(t, a.Kind == game.ActActivate && a.Object == pu, "no activation: %s", g.Describe(a, game.English))
	}

	require.NoError(t, g.Cast(0, ge))
	require.Equal(t, []game.RestrictedMana{{Mana: h547Pool(t, "{W}"), For: "Sliver"}}, g.RestrictedPools(0))
	require.Equal(t, g.RestrictedPools(0), g.View(2).Players[0].Restricted)
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, ge))
	// All pass with the stack empty: the main phase ends, and the pool
	// with it (CR 500.4, 106.4).
	for g.Step() == game.Main1 {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Nil(t, g.RestrictedPools(0))
	require.Nil(t, g.View(1).Players[0].Restricted)
	require.True(t, g.View(1).Players[0].Pool.IsEmpty())
}

// 2. Two-Headed Giant: a team's resources other than life are not
// common to the team (CR 810.5). Alice adds Goblin-only {R}{R} in her team's main
// phase; her teammate Bob, who may cast spells while his team has
// priority (CR 805.5a), can't cast his {1}{R} Goblin with it: the cast is refused,
// changes nothing, and Bob's options don't offer it. Every player of
// both teams sees Alice's restricted pool and none for Bob.
func TestH547RestrictedManaNotForTeammate(t *testing.T) {
	g := h547Game(t, 4, true)
	r := hand(t, g, 0, h547Rite(t, "Goblin Rite", "Goblin", "{R}{R}"))
	gob := hand(t, g, 1, h547Crt(t, "Raid Goblin", "{1}{R}", "Goblin"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r))
	resolve(t, g, nil)
	// Alice holds priority; her teammate may act in it (CR 805.5, 810.2).
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	fp := g.Fingerprint()
	err := g.Cast(1, gob)
	h547Refused(t, g, err, fp)
	require.ErrorIs(t, err, game.ErrCantPay)
	for _, o := range g.View(1).Pending.Options {
		require.False(t, o.Kind == game.ActCast && o.Name == "Raid Goblin", "Bob can't spend Alice's mana: %s", o.Text)
	}
	want := []game.RestrictedMana{{Mana: h547Pool(t, "{R}{R}"), For: "Goblin"}}
	for p := game.PlayerID(0); p < 4; p++ {
		v := g.View(p)
		require.Equal(t, want, v.Players[0].Restricted, "viewer %d", p)
		require.Nil(t, v.Players[1].Restricted, "viewer %d", p)
	}
}

// ---------------------------------------------------------------------
// Discards, searches and libraries

// 3. Brain Squeeze: {0} sorcery, "Target player discards two cards." In
// a three-player game Alice targets Bob, who chooses (CR 701.8b). The
// prompt is the same for everyone and names Bob, the spell and the count;
// only Bob's view lists options, each a card of his hand; Alice and Carol
// see no card of it (CR 402.3). Bob naming a card of Alice's hand is
// refused exactly as an ID of no object, and changes nothing. The
// discarded cards go to a public zone (CR 400.2): Carol's log names
// them, and her view of Bob's hand stays a count.
func TestH547DiscardChosenByItsPlayerOnly(t *testing.T) {
	squeeze := def(t, card.Definition{Name: "Brain Squeeze", ManaCost: cost("{0}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDiscard, Who: ability.WhoTarget, Amount: ability.N(2)}}}})
	g := h547Game(t, 3, false)
	s := hand(t, g, 0, squeeze)
	secret := hand(t, g, 0, h547Crt(t, "Alice Secret", "{G}"))
	wolf := hand(t, g, 1, h547Crt(t, "Hidden Wolf", "{G}", "Wolf"))
	hand(t, g, 1, h547Crt(t, "Hidden Elk", "{G}", "Elk"))
	hand(t, g, 1, h547Crt(t, "Hidden Bat", "{B}", "Bat"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, pl(1)))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideDiscard, g.Pending().Kind)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	prompt := g.Prompt(game.English)
	require.Contains(t, prompt, "Bob")
	require.Contains(t, prompt, "Brain Squeeze")
	require.Contains(t, prompt, "2 to go")
	for p := game.PlayerID(0); p < 3; p++ {
		v := g.View(p)
		require.Equal(t, prompt, v.Pending.Prompt)
		if p != 1 {
			require.Empty(t, v.Pending.Options, "viewer %d", p)
			require.Empty(t, v.Players[1].Hand)
			require.Empty(t, v.Players[1].KnownHand)
			require.Equal(t, 3, v.Players[1].HandSize)
		}
	}
	var texts []string
	for _, o := range g.View(1).Pending.Options {
		texts = append(texts, o.Text)
	}
	require.ElementsMatch(t, []string{"Discard Hidden Wolf", "Discard Hidden Elk", "Discard Hidden Bat"}, texts)

	h547HiddenLikeNothing(t, g, game.Action{Kind: game.ActDiscard, Player: 1}, secret,
		func(a *game.Action, id game.ObjectID) { a.Object = id })

	require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 1, Object: wolf}))
	require.Contains(t, g.Prompt(game.English), "1 to go")
	require.Contains(t, strings.Join(h547Events(g, 2), "\n"), "Hidden Wolf")
	require.NoError(t, g.Apply(g.LegalActions(nil)[0]))
	v := g.View(2)
	require.Len(t, v.Players[1].Graveyard, 2)
	require.Contains(t, h547Names(v.Players[1].Graveyard), "Hidden Wolf")
	require.Equal(t, 1, v.Players[1].HandSize)
	require.Empty(t, v.Players[1].KnownHand)
}

// 4. Mind Dredge: {0} sorcery, "Search target player's hand for a
// creature card and put it on top of that player's library." Alice
// targets Bob in a three-player game. While she searches, she sees
// Bob's hand (CR 701.17a) and Carol doesn't (CR 402.3); the prompt names
// no card. Afterwards Alice and Bob know the card on top of Bob's
// library, Carol doesn't (the hand and the library are hidden, CR 401.2,
// 402.3), and her log never names it; Alice still knows the card she
// left in Bob's hand, having looked at it.
func TestH547SearchHandPutOnTopThreePlayers(t *testing.T) {
	dredge := def(t, card.Definition{Name: "Mind Dredge", ManaCost: cost("{0}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetPlayer}, Effects: []ability.Effect{{Op: ability.OpSearchZones,
			Who: ability.WhoTarget, Zones: ability.SearchHand, Into: ability.IntoLibraryTop, Filter: ability.Filter{Types: ability.Creature}}}}})
	g := h547Game(t, 3, false)
	s := hand(t, g, 0, dredge)
	wolf := hand(t, g, 1, h547Crt(t, "Hidden Wolf", "{G}", "Wolf"))
	hand(t, g, 1, h547Crt(t, "Hidden Elk", "{G}", "Elk"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	g.ClearEvents()
	require.NoError(t, g.Cast(0, s, pl(1)))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideFind, g.Pending().Kind)
	prompt := g.Prompt(game.English)
	require.NotContains(t, prompt, "Wolf")
	require.NotContains(t, prompt, "Elk")
	require.ElementsMatch(t, []string{"Hidden Wolf", "Hidden Elk"}, h547Names(g.View(0).Players[1].Hand))
	require.Empty(t, g.View(2).Players[1].Hand)
	require.Empty(t, g.View(2).Pending.Options)
	found := false
	for _, o := range g.View(0).Pending.Options {
		if o.Text == "Find Hidden Wolf in Bob's hand" {
			found = true
			a, err := g.ActionFromView(0, o)
			require.NoError(t, err)
			require.NoError(t, g.Apply(a))
			break
		}
	}
	require.True(t, found)
	resolve(t, g, nil)
	nid, ok := g.Follow(wolf)
	require.True(t, ok)
	require.Equal(t, nid, g.Zone(1, zone.Library)[0], "on top")
	require.Equal(t, []string{"Hidden Wolf@1"}, h547Placed(g.View(0).Players[1].KnownLibrary))
	require.Equal(t, []string{"Hidden Wolf@1"}, h547Placed(g.View(1).Players[1].KnownLibrary))
	require.Empty(t, g.View(2).Players[1].KnownLibrary)
	require.Empty(t, g.View(game.NoPlayer).Players[1].KnownLibrary)
	require.Equal(t, []string{"Hidden Elk"}, h547Names(g.View(0).Players[1].KnownHand))
	require.Empty(t, g.View(2).Players[1].KnownHand)
	for _, line := range h547Events(g, 2) {
		require.NotContains(t, line, "Wolf")
		require.NotContains(t, line, "Elk")
	}
}

// 5. Top Tutor: {0} sorcery, "Search your library for a creature card,
// shuffle your library, then put that card on top of it" — and a version
// that reveals the card. The search shows Alice her whole library and
// Bob none of it (CR 701.17a, 401.2); the card ends on top after the
// shuffle (CR 701.18a). Unrevealed, only Alice knows it is there;
// revealed (CR 701.14a), Bob knows it too, with its place, and his log
// names it.
func TestH547TutorToTopRevealedOrNot(t *testing.T) {
	for _, reveal := range []bool{false, true} {
		tutor := def(t, card.Definition{Name: "Top Tutor", ManaCost: cost("{0}"), Types: ability.Sorcery,
			Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpSearchLibrary, Amount: ability.N(1), Reveal: reveal,
				Into: ability.IntoLibraryTop, Filter: ability.Filter{Types: ability.Creature}}}}})
		g := h547Game(t, 2, false)
		wolf := put(t, g, 0, zone.Library, h547Crt(t, "Deep Wolf", "{G}", "Wolf"))
		libs(t, g, 2)
		s := hand(t, g, 0, tutor)
		require.NoError(t, g.Start(2, 0, game.Main1))
		g.ClearEvents()
		require.NoError(t, g.Cast(0, s))
		for g.Pending().Kind == game.DecidePriority {
			require.NoError(t, g.Pass(g.Pending().Player))
		}
		require.Equal(t, game.DecideSearch, g.Pending().Kind)
		require.Len(t, g.View(0).LibraryTop, 7, "the searcher sees her whole library")
		require.Empty(t, g.View(1).LibraryTop)
		require.Empty(t, g.View(1).Pending.Options)
		require.NoError(t, g.Apply(chooseObj(0, wolf)))
		resolve(t, g, nil)
		nid, ok := g.Follow(wolf)
		require.True(t, ok)
		require.Equal(t, nid, g.Zone(0, zone.Library)[0], "reveal=%v: on top after the shuffle", reveal)
		require.Equal(t, []string{"Deep Wolf@1"}, h547Placed(g.View(0).Players[0].KnownLibrary))
		log := strings.Join(h547Events(g, 1), "\n")
		if reveal {
			require.Equal(t, []string{"Deep Wolf@1"}, h547Placed(g.View(1).Players[0].KnownLibrary))
			require.Contains(t, log, "reveals Deep Wolf")
		} else {
			require.Empty(t, g.View(1).Players[0].KnownLibrary)
			require.NotContains(t, log, "Deep Wolf")
		}
	}
}

// 6. Deep Tuck: {0} instant, "Put target creature into its owner's
// library third from the top." The creature leaves a public zone, so
// every player knows where it went (CR 400.2, 400.7): third from the top
// of Bob's library, for all three players and a spectator. Bob then
// draws the top card (CR 120.1): nobody but Bob knows that card, but
// everyone still knows the Elk is now second.
func TestH547TuckedThirdFromTopFollowedThroughDraw(t *testing.T) {
	tuck := def(t, card.Definition{Name: "Deep Tuck", ManaCost: cost("{0}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature}, Effects: []ability.Effect{{Op: ability.OpPutIntoLibrary, Amount: ability.N(3)}}}})
	study := def(t, card.Definition{Name: "Quick Study", ManaCost: cost("{0}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetPlayer}, Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoTarget, Amount: ability.N(1)}}}})
	g := h547Game(t, 3, false)
	s1 := hand(t, g, 0, tuck)
	s2 := hand(t, g, 0, study)
	elk := bf(t, g, 1, h547Crt(t, "Tucked Elk", "{G}", "Elk"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s1, obj(elk)))
	resolve(t, g, nil)
	nid, ok := g.Follow(elk)
	require.True(t, ok)
	require.Equal(t, nid, g.Zone(1, zone.Library)[2])
	for _, p := range []game.PlayerID{0, 1, 2, game.NoPlayer} {
		require.Equal(t, []string{"Tucked Elk@3"}, h547Placed(g.View(p).Players[1].KnownLibrary), "viewer %d", p)
	}
	require.NoError(t, g.Cast(0, s2, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 1, g.View(0).Players[1].HandSize)
	for _, p := range []game.PlayerID{0, 1, 2, game.NoPlayer} {
		require.Equal(t, []string{"Tucked Elk@2"}, h547Placed(g.View(p).Players[1].KnownLibrary), "viewer %d", p)
	}
	require.Empty(t, g.View(2).Players[1].KnownHand, "the drawn Plains is hidden")
}

// ---------------------------------------------------------------------
// Sacrifices and costs

// 7. Grim Levy: {0} sorcery, "Each opponent sacrifices a creature." With
// Alice active in a three-player game, Bob chooses first, then Carol
// (APNAP, CR 101.4); each prompt names its player and the spell, each
// player's view lists only their own creatures, the others' none. Bob's
// choice waits on the battlefield while Carol chooses; then both
// creatures are sacrificed together (CR 101.4, 701.15a).
func TestH547EachOpponentSacrificesInTurnOrder(t *testing.T) {
	levy := def(t, card.Definition{Name: "Grim Levy", ManaCost: cost("{0}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpSacrifice, Who: ability.WhoEachOpponent, Group: ability.Group{Types: ability.Creature}}}}})
	g := h547Game(t, 3, false)
	s := hand(t, g, 0, levy)
	b1 := bf(t, g, 1, h547Crt(t, "Bob Elk", "{G}", "Elk"))
	bf(t, g, 1, h547Crt(t, "Bob Wolf", "{G}", "Wolf"))
	c1 := bf(t, g, 2, h547Crt(t, "Carol Bat", "{B}", "Bat"))
	bf(t, g, 0, h547Crt(t, "Alice Bear", "{G}", "Bear"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	require.Equal(t, "Bob: choose a creature to sacrifice (Grim Levy).", g.Prompt(game.English))
	var texts []string
	for _, o := range g.View(1).Pending.Options {
		texts = append(texts, o.Text)
	}
	require.ElementsMatch(t, []string{"Sacrifice Bob Elk", "Sacrifice Bob Wolf"}, texts)
	require.Empty(t, g.View(0).Pending.Options)
	require.Empty(t, g.View(2).Pending.Options)
	require.NoError(t, g.Apply(chooseObj(1, b1)))
	require.Equal(t, game.PlayerID(2), g.Pending().Player)
	require.Equal(t, "Carol: choose a creature to sacrifice (Grim Levy).", g.Prompt(game.English))
	require.Equal(t, zone.Battlefield, info(t, g, b1).Zone, "sacrificed together, after every choice (CR 101.4)")
	require.Len(t, g.View(2).Pending.Options, 1)
	require.Equal(t, "Sacrifice Carol Bat", g.View(2).Pending.Options[0].Text)
	require.NoError(t, g.Apply(chooseObj(2, c1)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, b1))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, c1))
	require.Len(t, g.Zone(0, zone.Battlefield), 1, "Alice sacrifices nothing")
}

// 8. Ash Altar: artifact, "Discard a card: You gain 2 life." Alice
// activates it and chooses the card to discard as she pays (CR 601.2h via
// 602.2b). Bob sees the prompt but no option and no card of Alice's
// hand. Alice naming a card of Bob's hand is refused as an ID of no
// object, changing nothing (CR 402.3); her own card pays, and the
// discard is public (CR 400.2).
func TestH547DiscardCostHidesOtherHands(t *testing.T) {
	altar := def(t, card.Definition{Name: "Ash Altar", ManaCost: cost("{1}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Discard: 1}, Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(2)}}}}})
	g := h547Game(t, 2, false)
	a := bf(t, g, 0, altar)
	mine := hand(t, g, 0, h547Crt(t, "Spare Elk", "{G}", "Elk"))
	hand(t, g, 0, h547Crt(t, "Spare Bat", "{B}", "Bat"))
	his := hand(t, g, 1, h547Crt(t, "Bob Secret", "{G}", "Wolf"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, a, 0))
	require.Equal(t, game.DecideDiscard, g.Pending().Kind)
	prompt := g.Prompt(game.English)
	require.Contains(t, prompt, "Ash Altar")
	require.NotContains(t, prompt, "Spare Elk")
	require.Equal(t, prompt, g.View(1).Pending.Prompt)
	require.Empty(t, g.View(1).Pending.Options)
	require.Empty(t, g.View(1).Players[0].Hand)
	var texts []string
	for _, o := range g.View(0).Pending.Options {
		texts = append(texts, o.Text)
	}
	require.ElementsMatch(t, []string{"Discard Spare Elk", "Discard Spare Bat"}, texts)
	h547HiddenLikeNothing(t, g, game.Action{Kind: game.ActDiscard, Player: 0}, his,
		func(a *game.Action, id game.ObjectID) { a.Object = id })
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 0, Object: mine}))
	require.Contains(t, strings.Join(h547Events(g, 1), "\n"), "Spare Elk")
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// 9. Grave Pact Sigil: {0} sorcery, "Target opponent sacrifices a
// creature or pays 4 life; if they do neither, they lose 2 life", in
// Two-Headed Giant. Life paid is paid from the team's one life total
// (CR 810.9, 118.4): Dave's team at 30 may pay. The prompt names Dave and
// the spell, the same for all four players; the choice is Dave's, the
// player the effect names (CR 608.2d), so only his view lists the three
// answers (the teammate's too would be for team declarations, CR
// 810.7c-d). Paying leaves the creature and costs the team 4 life.
func TestH547UnlessChoiceOfTheNamedPlayer(t *testing.T) {
	sigil := def(t, card.Definition{Name: "Grave Pact Sigil", ManaCost: cost("{0}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetOpponent}, Effects: []ability.Effect{
			{Op: ability.OpUnless, Who: ability.WhoTarget, Unless: ability.UnlessSacrifice | ability.UnlessPayLife, Amount: ability.N(4), Group: ability.Group{Types: ability.Creature}},
			{Op: ability.OpLoseLife, Who: ability.WhoTarget, Amount: ability.N(2), IfDeclined: true}}}})
	g := h547Game(t, 4, true)
	s := hand(t, g, 0, sigil)
	elk := bf(t, g, 3, h547Crt(t, "Dave Elk", "{G}", "Elk"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	life := g.Life(3)
	require.NoError(t, g.Cast(0, s, pl(3)))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideUnless, g.Pending().Kind)
	prompt := g.Prompt(game.English)
	require.Contains(t, prompt, "Dave")
	require.Contains(t, prompt, "Grave Pact Sigil")
	for p := game.PlayerID(0); p < 4; p++ {
		require.Equal(t, prompt, g.View(p).Pending.Prompt, "viewer %d", p)
	}
	require.Empty(t, g.View(0).Pending.Options)
	require.Empty(t, g.View(1).Pending.Options)
	var texts []string
	for _, o := range g.View(3).Pending.Options {
		texts = append(texts, o.Text)
	}
	require.ElementsMatch(t, []string{"Sacrifice Dave Elk", "Pay 4 life", "Do nothing"}, texts)
	require.Empty(t, g.View(2).Pending.Options, "Dave's own choice, not a team declaration")
	require.NoError(t, g.Apply(choose(3, 1)))
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, info(t, g, elk).Zone)
	require.Equal(t, life-4, g.Life(3))
	require.Equal(t, g.Life(3), g.Life(2), "one team life total")
}

// 10. Riddle Box: {0} sorcery, "Choose a card in your hand in secret.
// Target opponent guesses whether its mana value is greater than 2. If
// they guessed wrong, you may cast it without paying its mana cost." In
// a three-player game Alice targets Carol. The secret choice is Alice's
// alone (CR 402.3): the prompts name no card, Bob's and Carol's views
// offer nothing while she picks, and Carol's options are the two guesses.
// Carol guesses wrong; Alice declines to cast the card, and it is never
// revealed: neither Bob's nor Carol's log or view names it.
func TestH547SecretChoiceNeverShown(t *testing.T) {
	box := def(t, card.Definition{Name: "Riddle Box", ManaCost: cost("{0}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetOpponent},
			Effects: []ability.Effect{{Op: ability.OpChooseAndGuess, Who: ability.WhoTarget, Amount: ability.N(2)}}}})
	g := h547Game(t, 3, false)
	s := hand(t, g, 0, box)
	elk := hand(t, g, 0, h547Crt(t, "Cheap Elk", "{G}", "Elk"))
	hand(t, g, 0, h547Crt(t, "Big Wurm", "{4}{G}{G}", "Wurm"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	g.ClearEvents()
	require.NoError(t, g.Cast(0, s, pl(2)))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideHiddenCard, g.Pending().Kind)
	require.Len(t, g.View(0).Pending.Options, 2)
	for _, p := range []game.PlayerID{1, 2} {
		require.Empty(t, g.View(p).Pending.Options)
		require.NotContains(t, g.View(p).Pending.Prompt, "Elk")
	}
	require.NoError(t, g.Apply(chooseObj(0, elk)))
	require.Equal(t, game.DecideGuess, g.Pending().Kind)
	require.Equal(t, game.PlayerID(2), g.Pending().Player)
	require.NotContains(t, g.Prompt(game.English), "Elk")
	require.Len(t, g.View(2).Pending.Options, 2)
	require.Empty(t, g.View(1).Pending.Options)
	require.NoError(t, g.Apply(choose(2, 1))) // "greater than 2": wrong
	require.Equal(t, game.DecideCastFree, g.Pending().Kind)
	require.NotContains(t, g.Prompt(game.English), "Elk")
	require.Empty(t, g.View(2).Pending.Options)
	require.NoError(t, g.Apply(choose(0, 0))) // don't cast it
	resolve(t, g, nil)
	require.Equal(t, zone.Hand, info(t, g, elk).Zone)
	for _, p := range []game.PlayerID{1, 2, game.NoPlayer} {
		for _, line := range h547Events(g, p) {
			require.NotContains(t, line, "Elk", "viewer %d", p)
		}
		require.Empty(t, g.View(p).Players[0].KnownHand, "viewer %d", p)
	}
}

// ---------------------------------------------------------------------
// Faults found with these cards, each fixed (D3: refused by Check); every
// test below failed before its fix.

// D1. Pale Edict: {0} sorcery, "Each opponent sacrifices a nonblack
// creature", and Pale Altar: artifact, "Sacrifice a nonblack creature:
// You gain 2 life." The engine offers only nonblack creatures, and the
// texts say so: the prompt and the activation's option text name a
// "nonblack creature" (they used to drop the word; CR 608.2c, 608.2d:
// the effect says what may be chosen; CR 602.1a: the cost is what the
// text says).
func TestH547SacrificeGroupDescribedWithItsColor(t *testing.T) {
	nonblack := ability.Group{Types: ability.Creature, NotColors: mana.SetOf(mana.Black)}
	edict := def(t, card.Definition{Name: "Pale Edict", ManaCost: cost("{0}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpSacrifice, Who: ability.WhoEachOpponent, Group: nonblack}}}})
	g := h547Game(t, 2, false)
	s := hand(t, g, 0, edict)
	bf(t, g, 1, h547Crt(t, "Green Elk", "{G}", "Elk"))
	bf(t, g, 1, h547Crt(t, "Black Rat", "{B}", "Rat"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Len(t, g.LegalActions(nil), 1, "only the Elk may be sacrificed")
	require.Contains(t, g.Prompt(game.English), "nonblack creature")

	nb := nonblack
	altar := def(t, card.Definition{Name: "Pale Altar", ManaCost: cost("{1}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Sacrifice: &nb}, Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(2)}}}}})
	g = h547Game(t, 2, false)
	a := bf(t, g, 0, altar)
	bf(t, g, 0, h547Crt(t, "Green Elk", "{G}", "Elk"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	text := ""
	for _, x := range g.LegalActions(nil) {
		if x.Kind == game.ActActivate && x.Object == a {
			text = g.Describe(x, game.English)
		}
	}
	require.Contains(t, text, "nonblack creature")
	require.NoError(t, g.Activate(0, a, 0))
	require.Contains(t, g.Prompt(game.English), "nonblack creature")
}

// D2. Picky Altar: artifact, "Discard two creature cards: You gain 2
// life." The option text names "creature cards" (it used to read
// "Discard 2 cards", the type kept for one card only; CR 602.1a, 117.3).
func TestH547DiscardCostTypesDescribed(t *testing.T) {
	altar := def(t, card.Definition{Name: "Picky Altar", ManaCost: cost("{0}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Discard: 2, DiscardTypes: ability.Creature},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(2)}}}}})
	g := h547Game(t, 2, false)
	a := bf(t, g, 0, altar)
	hand(t, g, 0, h547Crt(t, "Elk One", "{G}", "Elk"))
	hand(t, g, 0, h547Crt(t, "Elk Two", "{G}", "Elk"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	text := ""
	for _, x := range g.LegalActions(nil) {
		if x.Kind == game.ActActivate && x.Object == a {
			text = g.Describe(x, game.English)
		}
	}
	require.Contains(t, text, "creature cards")
}

// D3. Toll Keeper: {0} sorcery, "Target opponent loses 5 life unless
// they sacrifice a creature or return a creature they control to its
// owner's hand." The player chooses among the effect's options on
// resolution (CR 608.2c, 608.2d); the engine's answer names only the
// creature, and used to sacrifice it always, so Check now refuses both
// alternatives in one "unless", naming the field.
func TestH547CheckRefusesUnlessSacrificeOrReturn(t *testing.T) {
	keeper := card.Define(card.Definition{Name: "Toll Keeper", ManaCost: cost("{0}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetOpponent}, Effects: []ability.Effect{
			{Op: ability.OpUnless, Who: ability.WhoTarget, Unless: ability.UnlessSacrifice | ability.UnlessReturn, Group: ability.Group{Types: ability.Creature}},
			{Op: ability.OpLoseLife, Who: ability.WhoTarget, Amount: ability.N(5), IfDeclined: true}}}})
	err := keeper.Check()
	require.ErrorIs(t, err, card.ErrInvalidDefinition)
	require.Contains(t, err.Error(), "Spell.Effects[0].Unless")
}

// D4. Toll Golem: artifact creature, "At the beginning of your upkeep,
// sacrifice Toll Golem unless you sacrifice another creature." The Golem
// itself is not "another creature": it isn't offered, and naming it is
// refused (the engine used to offer it; CR 608.2c, 608.2d).
func TestH547UnlessAnotherCreatureLeavesSource(t *testing.T) {
	golem := def(t, card.Definition{Name: "Toll Golem", ManaCost: cost("{3}"), Types: ability.Artifact | ability.Creature,
		Subtypes: []string{"Golem"}, Power: card.Fixed(3), Toughness: card.Fixed(3),
		Triggered: []ability.Triggered{{Event: ability.YourUpkeep, Effects: []ability.Effect{
			{Op: ability.OpUnless, Who: ability.WhoYou, Unless: ability.UnlessSacrifice, Group: ability.Group{Types: ability.Creature, Other: true}},
			{Op: ability.OpSacrifice, Subject: ability.SubjectSelf, IfDeclined: true}}}}})
	g := h547Game(t, 2, false)
	gl := bf(t, g, 0, golem)
	bf(t, g, 0, h547Crt(t, "Green Elk", "{G}", "Elk"))
	require.NoError(t, g.Start(2, 1, game.End))
	for i := 0; i < 30 && g.Pending().Kind != game.DecideUnless; i++ {
		idleAnswer(t, g, g.Pending(), "TestH547UnlessAnotherCreatureLeavesSource")
	}
	require.Equal(t, game.DecideUnless, g.Pending().Kind)
	for _, a := range g.LegalActions(nil) {
		require.NotEqual(t, gl, a.Object, "the Golem is not another creature: %s", g.Describe(a, game.English))
	}
	fp := g.Fingerprint()
	h547Refused(t, g, g.Apply(chooseObj(0, gl)), fp)
}

// D5. Rival Tutor: {0} sorcery, "Search target opponent's library for a
// creature card and put it into that player's hand (CR 400.3: a card
// goes to its owner's hand). Then that player shuffles." Alice looked at
// every card of Bob's library (CR 701.17a) and chose the card. Put into
// exile instead, she keeps knowing the rest of the library, without
// places (the view's documented rule: a shuffle forgets places, not
// cards, CR 701.18a). Put into Bob's hand, the same, and she knows the
// card she put in his hand, which she chose herself (she used to forget
// all of it).
func TestH547SearchIntoOwnersHandKeepsLibrary(t *testing.T) {
	known := func(into ability.Zone) (lib, hnd []string) {
		tutor := def(t, card.Definition{Name: "Rival Tutor", ManaCost: cost("{0}"), Types: ability.Sorcery,
			Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetOpponent}, Effects: []ability.Effect{{Op: ability.OpSearchZones,
				Who: ability.WhoTarget, Zones: ability.SearchLibrary, Into: into, Filter: ability.Filter{Types: ability.Creature}}}}})
		g, err := game.NewEmpty(game.Config{Seed: 1, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}, {Name: "Carol"}}})
		require.NoError(t, err)
		put(t, g, 1, zone.Library, card.Plains)
		put(t, g, 1, zone.Library, card.Plains)
		w := put(t, g, 1, zone.Library, h547Crt(t, "Deep Wolf", "{G}", "Wolf"))
		s := hand(t, g, 0, tutor)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, s, pl(1)))
		for g.Pending().Kind == game.DecidePriority {
			require.NoError(t, g.Pass(g.Pending().Player))
		}
		require.Equal(t, game.DecideFind, g.Pending().Kind)
		require.NoError(t, g.Apply(chooseObj(0, w)))
		resolve(t, g, nil)
		v := g.View(0)
		return h547Names(v.Players[1].KnownLibrary), h547Names(v.Players[1].KnownHand)
	}
	lib, _ := known(ability.IntoExile)
	require.Equal(t, []string{"Plains", "Plains"}, lib, "into exile: the rest stays known")
	lib, hnd := known(ability.IntoHand)
	require.Equal(t, []string{"Plains", "Plains"}, lib, "into Bob's hand: the rest should stay known too")
	require.Equal(t, []string{"Deep Wolf"}, hnd)
}
