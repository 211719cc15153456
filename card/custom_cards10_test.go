package card_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, tenth set: the features fixed or added last, together
// and with the rest of the rules, each saved and loaded (and cloned) in
// the middle of its decisions: "each player (opponent) sacrifices" with
// dies triggers, tokens, indestructible, regeneration, Two-Headed Giant
// and a player conceding mid-choice; "counter target spell unless its
// controller pays"; triggers that find the card a creature became in a
// graveyard; "its power" as it last existed and damage from several
// sources at once; and statics of a permanent that lost all its
// abilities.

// h479Copies saves g and loads the save with the default cards and defs,
// and clones g: both copies have g's fingerprint. It returns g and its
// two copies, to be continued with the same actions.
func h479Copies(t *testing.T, g *game.Game, defs ...*card.Definition) []*game.Game {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	seen := map[*card.Definition]bool{}
	all := card.Default().All()
	for _, d := range defs {
		if !seen[d] {
			seen[d] = true
			all = append(all, d)
		}
	}
	cat, err := card.NewCatalog(all...)
	require.NoError(t, err)
	l, err := game.Load(&b, cat)
	require.NoError(t, err, "a save in the middle of the decisions loads")
	require.Equal(t, g.Fingerprint(), l.Fingerprint(), "loaded")
	c := g.Clone()
	require.Equal(t, g.Fingerprint(), c.Fingerprint(), "cloned")
	return []*game.Game{g, l, c}
}

// h479Same requires the games' fingerprints to be equal and their states
// consistent.
func h479Same(t *testing.T, gs []*game.Game) {
	t.Helper()
	for i, x := range gs {
		require.NoError(t, x.CheckInvariants(), "game %d", i)
		require.Equal(t, gs[0].Fingerprint(), x.Fingerprint(), "game %d continued alike", i)
	}
}

// h479Order puts waiting triggers on the stack in the first order.
func h479Order(t *testing.T, g *game.Game) {
	t.Helper()
	for i := 0; i < 20 && g.Pending().Kind == game.DecideTriggerOrder; i++ {
		require.NoError(t, g.Apply(choose(g.Pending().Player, 0)))
	}
}

// h479Edict is "{1}{B} instant: <who> sacrifices a creature."
func h479Edict(t *testing.T, name string, who ability.Who) *card.Definition {
	return instant(t, name, "{1}{B}", nil, ability.Effect{Op: ability.OpSacrifice, Who: who, Group: ability.Group{Types: ability.Creature}})
}

// h479Mercy is "{2}{B} enchantment: Whenever a creature you control dies,
// return it to its owner's hand."
func h479Mercy(t *testing.T) *card.Definition {
	return h476Ench(t, "Gravecaller's Mercy", "{2}{B}", nil, ability.Triggered{Event: ability.CreatureDies,
		Match:   ability.Filter{Types: ability.Creature, Side: ability.YourSide},
		Effects: []ability.Effect{{Op: ability.OpBounce, Subject: ability.SubjectEventObject}}})
}

// h479Homeward is "{1}{W} Aura: Enchant creature. When enchanted creature
// dies, return that card to its owner's hand."
func h479Homeward(t *testing.T) *card.Definition {
	return h476Aura(t, "Homeward Charm", "{1}{W}", nil, ability.Triggered{Event: ability.AttachedDies,
		Effects: []ability.Effect{{Op: ability.OpBounce, Subject: ability.SubjectEventObject}}})
}

// h479Toll is "{1}{U} instant: Counter target spell unless its controller
// pays {n}."
func h479Toll(t *testing.T, n string) *card.Definition {
	return instant(t, "Toll of Thought "+n, "{1}{U}", []ability.TargetSpec{ability.TargetSpell},
		ability.Effect{Op: ability.OpCounterUnlessPays, Target: 0, PayMana: cost(n)})
}

// h479Purge is "{B} instant: Exile target card from a graveyard."
func h479Purge(t *testing.T) *card.Definition {
	return instant(t, "Crypt Purge", "{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard}}, ability.Effect{Op: ability.OpExile, Target: 0})
}

// h479Yes answers p's yes/no with yes (c = 1) or no (c = 0), after
// checking the answer is listed.
func h479YesNo(t *testing.T, g *game.Game, p game.PlayerID, c int) {
	t.Helper()
	d := g.Pending()
	require.Equal(t, game.DecideYesNo, d.Kind, g.Prompt(game.English))
	require.Equal(t, p, d.Player)
	listed := false
	for _, a := range g.LegalActions(nil) {
		listed = listed || a.Kind == game.ActChoose && a.Choice == c
	}
	require.True(t, listed, "answer %d listed", c)
	require.NoError(t, g.Apply(choose(p, c)))
}

// h479YesListed reports whether the pending yes/no lists "yes".
func h479YesListed(g *game.Game) bool {
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActChoose && a.Choice == 1 {
			return true
		}
	}
	return false
}

var _ = mana.Red

// ---------------------------------------------------------------------
// Part 1. Each player or each opponent sacrifices

// 1. Grim Tithe: {1}{B} instant, "Each opponent sacrifices a creature."
// Bob's Carrion Witness ({1}{B} 1/1, "Whenever a creature dies, you gain
// 1 life") is what he chooses; Carol then chooses her Bear, and both are
// sacrificed at once (CR 101.4, 701.15a), so the Witness sees itself and
// the Bear die (CR 603.10a): two triggers, Bob gains 2. Saved, loaded and
// cloned between the two choices, the three games go on alike.
func TestH479GrimTitheWitnessSeesBoth(t *testing.T) {
	edict := h479Edict(t, "Grim Tithe", ability.WhoEachOpponent)
	wit := def(t, card.Definition{Name: "Carrion Witness", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Zombie"},
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{Types: ability.Creature}, Effects: gain(1)}}})
	bear := creature(t, "Carol's Bear", "{1}{G}", 2, 2, 0, "Bear")
	mine := creature(t, "Alice's Hound", "{1}{G}", 2, 2, 0, "Dog")
	keep := creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox")
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	e := hand(t, g, 0, edict)
	a := bf(t, g, 0, mine)
	w := bf(t, g, 1, wit)
	ox := bf(t, g, 1, keep)
	cb := bf(t, g, 2, bear)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, e))
	passStack(t, g)
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	require.ElementsMatch(t, []game.ObjectID{w, ox}, choices(g))
	require.NoError(t, g.Apply(chooseObj(1, w)))
	require.Equal(t, game.PlayerID(2), g.Pending().Player)
	require.False(t, gone(g, w), "chosen, not yet sacrificed")
	gs := h479Copies(t, g, edict, wit, bear, mine, keep)
	for _, x := range gs {
		require.Equal(t, game.DecideSacrifice, x.Pending().Kind)
		require.Equal(t, game.PlayerID(2), x.Pending().Player)
		require.NoError(t, x.Apply(chooseObj(2, cb)))
		require.True(t, gone(x, w))
		require.True(t, gone(x, cb))
		require.False(t, gone(x, ox))
		require.False(t, gone(x, a))
		h479Order(t, x)
		require.Equal(t, 2, x.StackLen(), "the Witness saw itself and the Bear die")
		resolve(t, x, nil)
		require.Equal(t, 22, x.Life(1))
	}
	h479Same(t, gs)
}

// 2. Iron Census: {1}{B} instant, "Each player sacrifices a creature."
// Alice's only creature is an indestructible Golem: sacrifice is not
// destruction (CR 701.15a, 702.12b), so it goes. Bob's Moss Troll has a
// regeneration shield, which replaces destruction only (CR 701.13a): it
// is sacrificed all the same. Saved between Alice's choice and Bob's.
func TestH479IronCensusIndestructibleAndRegenerated(t *testing.T) {
	edict := h479Edict(t, "Iron Census", ability.WhoEachPlayer)
	golem := creature(t, "Bastion Golem", "{4}", 3, 3, ability.Indestructible, "Golem")
	tr := troll(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 1, card.Forest, 1)
	e := hand(t, g, 0, edict)
	gl := bf(t, g, 0, golem)
	m := bf(t, g, 1, tr)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, e))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, m, 0))
	passStack(t, g) // the shield, then the Census
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.Equal(t, game.PlayerID(0), g.Pending().Player, "the active player first (CR 101.4)")
	require.NoError(t, g.Apply(chooseObj(0, gl)))
	gs := h479Copies(t, g, edict, golem, tr)
	for _, x := range gs {
		require.Equal(t, game.PlayerID(1), x.Pending().Player)
		require.NoError(t, x.Apply(chooseObj(1, m)))
		require.Equal(t, zone.Graveyard, zoneOf(t, x, gl), "indestructible doesn't stop a sacrifice")
		require.Equal(t, zone.Graveyard, zoneOf(t, x, m), "a regeneration shield doesn't stop a sacrifice")
		require.Equal(t, game.DecidePriority, x.Pending().Kind)
	}
	h479Same(t, gs)
}

// 3. Hollow Offering: {1}{B} instant, "Each player sacrifices a creature."
// Alice and Bob each control Gravecaller's Mercy ("Whenever a creature
// you control dies, return it to its owner's hand"). Alice sacrifices a
// Spirit token: it goes to her graveyard, her Mercy triggers, and the
// token ceases to exist before the trigger resolves (CR 110.5f, 704.5d):
// nothing returns. Bob sacrifices his Bear card, which his Mercy finds in
// his graveyard (CR 400.7d) and returns to his hand. Saved between the
// two choices and with both triggers on the stack.
func TestH479HollowOfferingTokenAndCard(t *testing.T) {
	edict := h479Edict(t, "Hollow Offering", ability.WhoEachPlayer)
	mercy := h479Mercy(t)
	spirit := creature(t, "Gravemist Spirit", "", 1, 1, ability.Flying, "Spirit")
	bear := creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	e := hand(t, g, 0, edict)
	bf(t, g, 0, mercy)
	bf(t, g, 1, mercy)
	tok := bf(t, g, 0, spirit, game.PutOptions{Token: true})
	b := bf(t, g, 1, bear)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, e))
	passStack(t, g)
	require.NoError(t, g.Apply(chooseObj(0, tok)))
	gs := h479Copies(t, g, edict, mercy, spirit, bear)
	for i, x := range gs {
		require.NoError(t, x.Apply(chooseObj(1, b)))
		h479Order(t, x)
		require.Equal(t, 2, x.StackLen(), "both Mercies triggered")
		require.Equal(t, 1, x.ZoneLen(0, zone.Graveyard), "the token ceased to exist; only the Offering is there")
		if i == 0 {
			gs2 := h479Copies(t, x, edict, mercy, spirit, bear)
			gs = append(gs, gs2[1:]...)
		}
	}
	for _, x := range gs {
		resolve(t, x, nil)
		require.Equal(t, zone.Hand, zoneOf(t, x, b), "Bob's Bear is back in his hand")
		require.Zero(t, x.ZoneLen(0, zone.Hand))
		require.True(t, left(x, tok) || gone(x, tok))
		require.Equal(t, 0, x.ZoneLen(0, zone.Battlefield)-3, "Alice keeps her Mercy and two Swamps")
	}
	h479Same(t, gs)
}

// 4. Grim Tithe (above) in Two-Headed Giant, cast by Alice on Carol and
// Dave's turn: the opponents are Carol and Dave, the active team, who
// choose one after the other (CR 805.6); Alice's teammate Bob isn't
// asked (CR 102.3 via 810). Bob's Carrion Witness sees both die at once
// (CR 603.10a): two triggers, and the gains go to Alice and Bob's shared
// life total (CR 810.9): 32. Saved between Carol's and Dave's choices.
func TestH479GrimTitheTwoHeaded(t *testing.T) {
	edict := h479Edict(t, "Grim Tithe", ability.WhoEachOpponent)
	wit := def(t, card.Definition{Name: "Carrion Witness", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Zombie"},
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{Types: ability.Creature}, Effects: gain(1)}}})
	cd := creature(t, "Carol's Boar", "{1}{G}", 2, 2, 0, "Boar")
	dd := creature(t, "Dave's Boar", "{1}{G}", 2, 2, 0, "Boar")
	g := newTwoHeaded(t)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	e := hand(t, g, 0, edict)
	w := bf(t, g, 1, wit)
	c := bf(t, g, 2, cd)
	d := bf(t, g, 3, dd)
	require.NoError(t, g.Start(2, 2, game.Main1))
	require.NoError(t, g.Pass(g.Pending().Player))
	for g.Pending().Player != 0 {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.NoError(t, g.Cast(0, e))
	passStack(t, g)
	first := g.Pending().Player
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.Contains(t, []game.PlayerID{2, 3}, first, "the active team chooses first")
	mineOf := map[game.PlayerID]game.ObjectID{2: c, 3: d}
	require.NoError(t, g.Apply(chooseObj(first, mineOf[first])))
	gs := h479Copies(t, g, edict, wit, cd, dd)
	for _, x := range gs {
		second := x.Pending().Player
		require.Equal(t, game.DecideSacrifice, x.Pending().Kind)
		require.Equal(t, 5-first, second, "then the other head of the team")
		require.NoError(t, x.Apply(chooseObj(second, mineOf[second])))
		require.True(t, gone(x, c))
		require.True(t, gone(x, d))
		require.False(t, gone(x, w), "Bob, Alice's teammate, sacrifices nothing")
		resolve(t, x, nil)
		require.Equal(t, 32, x.Life(0))
		require.Equal(t, 32, x.Life(1))
	}
	h479Same(t, gs)
}

// 5. Grim Tithe (above), three players, cast by Alice on Carol's turn
// after Carol stole Bob's Ox with Seize Allegiance. Carol (active)
// chooses the Ox first; while Bob chooses, Carol concedes: the effect
// giving her the Ox ends and the Ox is Bob's again (CR 800.4a), her
// choice is void, and her own Boar leaves the game with her. Bob then
// chooses among his creatures, the Ox included, and sacrifices his Bear;
// the Ox stays. Saved while Bob chooses, before the concession.
func TestH479GrimTitheConcedeAfterStealing(t *testing.T) {
	edict := h479Edict(t, "Grim Tithe", ability.WhoEachOpponent)
	sz := seize(t)
	oxd := creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox")
	bbd := creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear")
	cbd := creature(t, "Carol's Boar", "{1}{G}", 2, 2, 0, "Boar")
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 2, card.Island, 4)
	e := hand(t, g, 0, edict)
	s := hand(t, g, 2, sz)
	ox := bf(t, g, 1, oxd)
	bb := bf(t, g, 1, bbd)
	cb := bf(t, g, 2, cbd)
	require.NoError(t, g.Start(2, 2, game.Main1))
	require.NoError(t, g.Cast(2, s, obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(2), info(t, g, ox).Controller)
	require.NoError(t, g.Pass(2))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.NoError(t, g.Cast(0, e))
	passStack(t, g)
	require.Equal(t, game.PlayerID(2), g.Pending().Player, "Carol, the active player, first (CR 101.4)")
	require.ElementsMatch(t, []game.ObjectID{ox, cb}, choices(g))
	require.NoError(t, g.Apply(chooseObj(2, ox)))
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	require.ElementsMatch(t, []game.ObjectID{bb}, choices(g), "the Ox is Carol's while she is in the game")
	gs := h479Copies(t, g, edict, sz, oxd, bbd, cbd)
	for _, x := range gs {
		concede(t, x, 2)
		require.True(t, left(x, cb), "Carol's Boar left the game with her")
		require.Equal(t, game.PlayerID(1), info(t, x, ox).Controller, "the Ox is Bob's again")
		require.Equal(t, game.DecideSacrifice, x.Pending().Kind)
		require.Equal(t, game.PlayerID(1), x.Pending().Player)
		require.ElementsMatch(t, []game.ObjectID{ox, bb}, choices(x))
		require.NoError(t, x.Apply(chooseObj(1, bb)))
		require.Equal(t, zone.Graveyard, zoneOf(t, x, bb))
		require.False(t, gone(x, ox), "Carol's choice left with her")
	}
	h479Same(t, gs)
}

// 6. Bone Chain: {1}{B}{B} 3/3 Zombie, "When Bone Chain dies, each
// opponent sacrifices a creature." Alice's Grim Tithe makes Bob and
// Carol sacrifice; Bob gives up the Chain, whose own trigger then makes
// Alice and Carol (Bob's opponents) sacrifice in APNAP order: Alice, the
// active player, then Carol. Saved in the middle of each "each opponent".
func TestH479BoneChainEdictChain(t *testing.T) {
	edict := h479Edict(t, "Grim Tithe", ability.WhoEachOpponent)
	chain := def(t, card.Definition{Name: "Bone Chain", ManaCost: cost("{1}{B}{B}"), Types: ability.Creature, Subtypes: []string{"Zombie"},
		Power: C(3), Toughness: C(3), Triggered: []ability.Triggered{{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpSacrifice,
			Who: ability.WhoEachOpponent, Group: ability.Group{Types: ability.Creature}}}}}})
	ad := creature(t, "Alice's Hound", "{1}{G}", 2, 2, 0, "Dog")
	c1d := creature(t, "Carol's Boar", "{1}{G}", 2, 2, 0, "Boar")
	c2d := creature(t, "Carol's Elk", "{1}{G}", 2, 2, 0, "Elk")
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	e := hand(t, g, 0, edict)
	a := bf(t, g, 0, ad)
	ch := bf(t, g, 1, chain)
	c1 := bf(t, g, 2, c1d)
	c2 := bf(t, g, 2, c2d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, e))
	passStack(t, g)
	require.NoError(t, g.Apply(chooseObj(1, ch)))
	gs := h479Copies(t, g, edict, chain, ad, c1d, c2d)
	var next []*game.Game
	for i, x := range gs {
		require.NoError(t, x.Apply(chooseObj(2, c1)))
		require.True(t, gone(x, ch))
		require.Equal(t, 1, x.StackLen(), "the Chain's trigger")
		passStack(t, x)
		require.Equal(t, game.DecideSacrifice, x.Pending().Kind)
		require.Equal(t, game.PlayerID(0), x.Pending().Player, "Alice first: she is the active player")
		require.NoError(t, x.Apply(chooseObj(0, a)))
		require.False(t, gone(x, a))
		if i == 0 {
			next = h479Copies(t, x, edict, chain, ad, c1d, c2d)[1:]
		}
	}
	gs = append(gs, next...)
	for _, x := range gs {
		require.Equal(t, game.PlayerID(2), x.Pending().Player)
		require.ElementsMatch(t, []game.ObjectID{c2}, choices(x))
		require.NoError(t, x.Apply(chooseObj(2, c2)))
		require.True(t, gone(x, a))
		require.True(t, gone(x, c2))
		require.Zero(t, x.ZoneLen(2, zone.Battlefield))
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Part 2. Counter target spell unless its controller pays

// 7. Toll of Thought {2}: {1}{U} instant, "Counter target spell unless
// its controller pays {2}." Bob casts a Bear with two of his four
// Forests; asked, he taps the other two for mana himself (CR 605.3a),
// then pays from his pool: the Bear resolves. Saved when asked and again
// with one Forest's mana in his pool.
func TestH479TollPaidWithManaAbilities(t *testing.T) {
	toll := h479Toll(t, "{2}")
	bd := creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	var fs []game.ObjectID
	for i := 0; i < 4; i++ {
		fs = append(fs, bf(t, g, 1, card.Forest))
	}
	b := hand(t, g, 1, bd)
	q := hand(t, g, 0, toll)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, b))
	b = top(g)
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, q, obj(b)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideYesNo, g.Pending().Kind)
	require.Equal(t, game.PlayerID(1), g.Pending().Player, "the spell's controller decides (CR 117.12a)")
	var untapped []game.ObjectID
	for _, f := range fs {
		if !info(t, g, f).Tapped {
			untapped = append(untapped, f)
		}
	}
	require.Len(t, untapped, 2)
	gs := h479Copies(t, g, toll, bd)
	var more []*game.Game
	for i, x := range gs {
		require.NoError(t, x.Apply(h478Mana(1, untapped[0], 0)))
		require.Equal(t, game.DecideYesNo, x.Pending().Kind, "still asked after a mana ability")
		if i == 0 {
			more = h479Copies(t, x, toll, bd)[1:]
		}
	}
	gs = append(gs, more...)
	for _, x := range gs {
		require.NoError(t, x.Apply(h478Mana(1, untapped[1], 0)))
		h479YesNo(t, x, 1, 1)
		resolve(t, x, nil)
		require.Equal(t, zone.Battlefield, zoneOf(t, x, b), "paid: it resolves")
		require.Equal(t, zone.Graveyard, zoneOf(t, x, q))
		for _, f := range fs {
			require.True(t, info(t, x, f).Tapped)
		}
	}
	h479Same(t, gs)
}

// 8. Toll of Thought {2} on Bob's Thornweald Colossus ({3}{G}{G} 5/5,
// "Thornweald Colossus can't be countered."), cast with all five of his
// Forests. Bob is asked, "yes" isn't listed (CR 117.3), he answers "no",
// and the Colossus isn't countered (CR 101.2: "can't" wins) and
// resolves. Saved while he is asked.
func TestH479TollVersusCantBeCountered(t *testing.T) {
	toll := h479Toll(t, "{2}")
	col := def(t, card.Definition{Name: "Thornweald Colossus", ManaCost: cost("{3}{G}{G}"), Types: ability.Creature, Subtypes: []string{"Giant"},
		Power: C(5), Toughness: C(5), Restrictions: ability.CantBeCountered})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 1, card.Forest, 5)
	c := hand(t, g, 1, col)
	q := hand(t, g, 0, toll)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, c))
	c = top(g)
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, q, obj(c)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.False(t, h479YesListed(g), "no mana left to pay")
	gs := h479Copies(t, g, toll, col)
	for _, x := range gs {
		h479YesNo(t, x, 1, 0)
		resolve(t, x, nil)
		require.Equal(t, zone.Battlefield, zoneOf(t, x, c), "it can't be countered")
	}
	h479Same(t, gs)
}

// 9. Flame Surge: {X}{R} instant, "Flame Surge deals X damage to any
// target." Bob casts it with X = 3 at Alice, keeping one or two
// Mountains. Alice's Toll of Thought {2}: with one spare Mountain Bob
// can't pay and it's countered; with two he pays and Alice is dealt 3
// (X stays what it was as it was cast, CR 107.3). Saved while he is
// asked: X survives the save.
func TestH479TollOnXSpell(t *testing.T) {
	toll := h479Toll(t, "{2}")
	surge := instant(t, "Flame Surge", "{X}{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.Amount{Kind: ability.ValueOfX}})
	for _, spare := range []int{1, 2} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Island, 2)
		lands(t, g, 1, card.Mountain, 4+spare)
		s := hand(t, g, 1, surge)
		q := hand(t, g, 0, toll)
		require.NoError(t, g.Start(2, 1, game.Main1))
		require.NoError(t, g.CastX(1, s, 3, pl(0)))
		s = top(g)
		require.NoError(t, g.Pass(1))
		require.NoError(t, g.Cast(0, q, obj(s)))
		require.NoError(t, g.Pass(0))
		require.NoError(t, g.Pass(1))
		require.Equal(t, spare == 2, h479YesListed(g))
		gs := h479Copies(t, g, toll, surge)
		for _, x := range gs {
			h479YesNo(t, x, 1, spare-1)
			resolve(t, x, nil)
			if spare == 2 {
				require.Equal(t, 17, x.Life(0), "X = 3")
			} else {
				require.Equal(t, 20, x.Life(0))
				require.Equal(t, zone.Graveyard, zoneOf(t, x, s), "countered")
			}
		}
		h479Same(t, gs)
	}
}

// 10. Four players. Bob casts Ember Lash (1 damage) at Carol on Alice's
// turn; Dave answers with Toll of Thought {1} on it, and Carol with Toll
// of Thought {2} on Dave's Toll. Carol's resolves first: Dave, not Alice
// nor Carol, is asked, and with one Island left can't pay: his Toll is
// countered. Bob's Lash resolves and Carol is dealt 1. Saved while Dave
// is asked.
func TestH479TollOnTollFourPlayers(t *testing.T) {
	t1, t2 := h479Toll(t, "{1}"), h479Toll(t, "{2}")
	lash := h477Bolt(t, 1)
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 1, card.Mountain, 1)
	lands(t, g, 2, card.Island, 2)
	lands(t, g, 3, card.Island, 3)
	l := hand(t, g, 1, lash)
	dq := hand(t, g, 3, t1)
	cq := hand(t, g, 2, t2)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, l, pl(2)))
	l = top(g)
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(2))
	require.NoError(t, g.Cast(3, dq, obj(l)))
	dq = top(g)
	require.NoError(t, g.Pass(3))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(2, cq, obj(dq)))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideYesNo, g.Pending().Kind)
	require.Equal(t, game.PlayerID(3), g.Pending().Player, "the controller of the targeted Toll")
	require.False(t, h479YesListed(g), "one Island can't pay {2}")
	gs := h479Copies(t, g, t1, t2, lash)
	for _, x := range gs {
		h479YesNo(t, x, 3, 0)
		resolve(t, x, nil)
		require.Equal(t, zone.Graveyard, zoneOf(t, x, dq), "Dave's Toll countered")
		require.Equal(t, 19, x.Life(2), "the Lash resolved")
	}
	h479Same(t, gs)
}

// 11. Toll of Thought {3} on Bob's Bear in a game of three. Asked, Bob
// concedes: the Bear, his, leaves the game with him (CR 800.4a) and the
// Toll does nothing more; Alice and Carol play on. Saved while he is
// asked.
func TestH479TollControllerConcedes(t *testing.T) {
	toll := h479Toll(t, "{3}")
	bd := creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 1, card.Forest, 5)
	b := hand(t, g, 1, bd)
	q := hand(t, g, 0, toll)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, b))
	b = top(g)
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(2))
	require.NoError(t, g.Cast(0, q, obj(b)))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	require.True(t, h479YesListed(g))
	gs := h479Copies(t, g, toll, bd)
	for _, x := range gs {
		concede(t, x, 1)
		require.True(t, left(x, b))
		require.False(t, x.Over())
		resolve(t, x, nil)
		require.Zero(t, x.StackLen())
		require.Equal(t, zone.Graveyard, zoneOf(t, x, q))
		require.Equal(t, game.DecidePriority, x.Pending().Kind)
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Part 3. Triggers that find the card in the graveyard

// 12. Gravecaller's Mercy: {2}{B} enchantment, "Whenever a creature you
// control dies, return it to its owner's hand." Alice controls Bob's Ox
// (Seize Allegiance); Bob's Doom Pin destroys it: it goes to Bob's
// graveyard (CR 701.7a, 404.2), Alice's Mercy triggers (she controlled
// it as it last existed, CR 603.10a) and finds the card there
// (CR 400.7d): it returns to Bob's hand, its owner's. Saved with the
// trigger on the stack.
func TestH479MercyStolenOxReturnsToOwner(t *testing.T) {
	mercy := h479Mercy(t)
	sz := seize(t)
	oxd := creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	lands(t, g, 1, card.Swamp, 1)
	bf(t, g, 0, mercy)
	s := hand(t, g, 0, sz)
	ox := bf(t, g, 1, oxd)
	k := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(ox)))
	resolve(t, g, nil)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, k, obj(ox)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	require.Equal(t, 1, g.ZoneLen(1, zone.Graveyard)-1, "the Ox, with the Pin, in Bob's graveyard")
	require.Equal(t, []game.PlayerID{0}, h476Ctl(g), "Alice's Mercy triggered")
	gs := h479Copies(t, g, mercy, sz, oxd, doomDef)
	for _, x := range gs {
		resolve(t, x, nil)
		require.Equal(t, zone.Hand, zoneOf(t, x, ox))
		require.Equal(t, 1, x.ZoneLen(1, zone.Hand), "in Bob's hand")
		require.Zero(t, x.ZoneLen(0, zone.Hand)-0)
	}
	h479Same(t, gs)
}

// 13. Gravecaller's Mercy (above). Alice's Bear dies; with the trigger on
// the stack (saved there), Bob exiles the card from her graveyard with
// Crypt Purge: the trigger finds no card (a new object in exile,
// CR 400.7) and does nothing; left alone, it returns the Bear.
func TestH479MercyCardExiledInResponse(t *testing.T) {
	mercy := h479Mercy(t)
	purge := h479Purge(t)
	bd := creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear")
	for _, purged := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 1, card.Swamp, 2)
		bf(t, g, 0, mercy)
		b := bf(t, g, 0, bd)
		k := hand(t, g, 1, doomDef)
		pg := hand(t, g, 1, purge)
		require.NoError(t, g.Start(2, 1, game.Main1))
		require.NoError(t, g.Cast(1, k, obj(b)))
		require.NoError(t, g.Pass(1))
		require.NoError(t, g.Pass(0))
		require.Equal(t, 1, g.StackLen())
		gs := h479Copies(t, g, mercy, purge, bd, doomDef)
		for _, x := range gs {
			if purged {
				yard, ok := x.Follow(b)
				require.True(t, ok)
				require.NoError(t, x.Cast(1, pg, obj(yard)))
			}
			resolve(t, x, nil)
			if purged {
				require.Equal(t, zone.Exile, zoneOf(t, x, b))
				require.Zero(t, x.ZoneLen(0, zone.Hand))
			} else {
				require.Equal(t, zone.Hand, zoneOf(t, x, b))
			}
		}
		h479Same(t, gs)
	}
}

// 14. Homeward Charm: {1}{W} Aura, "Enchant creature. When enchanted
// creature dies, return that card to its owner's hand." Alice's Charm
// on Bob's Bear: Alice's Doom Pin kills it, the Charm goes to Alice's
// graveyard, its trigger (Alice's) finds the Bear card in Bob's
// graveyard (CR 400.7d) and returns it to Bob's hand. On a Spirit token
// instead, the token ceases to exist (CR 704.5d) and nothing returns.
// Saved with the trigger on the stack.
func TestH479HomewardCharmCardAndToken(t *testing.T) {
	charm := h479Homeward(t)
	bd := creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear")
	spirit := creature(t, "Gravemist Spirit", "", 1, 1, ability.Flying, "Spirit")
	for _, token := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Swamp, 1)
		var b game.ObjectID
		if token {
			b = bf(t, g, 1, spirit, game.PutOptions{Token: true})
		} else {
			b = bf(t, g, 1, bd)
		}
		ch := bf(t, g, 0, charm, game.PutOptions{AttachedTo: b})
		k := hand(t, g, 0, doomDef)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, k, obj(b)))
		require.NoError(t, g.Pass(0))
		require.NoError(t, g.Pass(1))
		require.True(t, gone(g, ch))
		require.Equal(t, []game.PlayerID{0}, h476Ctl(g))
		gs := h479Copies(t, g, charm, bd, spirit, doomDef)
		for _, x := range gs {
			resolve(t, x, nil)
			if token {
				require.Zero(t, x.ZoneLen(1, zone.Hand))
				require.Zero(t, x.ZoneLen(1, zone.Graveyard))
			} else {
				require.Equal(t, zone.Hand, zoneOf(t, x, b), "back in Bob's hand")
				require.Equal(t, 1, x.ZoneLen(1, zone.Hand))
			}
			require.Equal(t, 2, x.ZoneLen(0, zone.Graveyard), "the Charm and the Pin")
		}
		h479Same(t, gs)
	}
}

// 15. Homeward Charm (above) and Ashen Shroud ({B} Aura, "Enchant
// creature. When enchanted creature dies, exile that card."), both
// Alice's, on her Bear. Both trigger on its death; whichever resolves
// first moves the card, and the other finds no card in the graveyard
// (it is a new object, CR 400.7, 400.7d) and does nothing. Saved with
// both triggers on the stack.
func TestH479TwoAurasOneCard(t *testing.T) {
	charm := h479Homeward(t)
	shroud := h476Aura(t, "Ashen Shroud", "{B}", nil, ability.Triggered{Event: ability.AttachedDies,
		Effects: []ability.Effect{{Op: ability.OpExile, Subject: ability.SubjectEventObject}}})
	bd := creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear")
	tops := map[string]bool{}
	for _, order := range []int{0, 1} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 1, card.Swamp, 1)
		b := bf(t, g, 0, bd)
		bf(t, g, 0, charm, game.PutOptions{AttachedTo: b})
		bf(t, g, 0, shroud, game.PutOptions{AttachedTo: b})
		k := hand(t, g, 1, doomDef)
		require.NoError(t, g.Start(2, 1, game.Main1))
		require.NoError(t, g.Cast(1, k, obj(b)))
		require.NoError(t, g.Pass(1))
		require.NoError(t, g.Pass(0))
		require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
		require.NoError(t, g.Apply(choose(0, order)))
		h479Order(t, g)
		require.Equal(t, 2, g.StackLen())
		topName := g.Stack()[0].Card.Name
		tops[topName] = true
		gs := h479Copies(t, g, charm, shroud, bd, doomDef)
		for _, x := range gs {
			resolve(t, x, nil)
			if topName == "Homeward Charm" {
				require.Equal(t, zone.Hand, zoneOf(t, x, b))
			} else {
				require.Equal(t, "Ashen Shroud", topName)
				require.Equal(t, zone.Exile, zoneOf(t, x, b))
			}
			require.Equal(t, 1, x.ZoneLen(0, zone.Hand)+x.ZoneLen(0, zone.Exile))
		}
		h479Same(t, gs)
	}
	require.Len(t, tops, 2, "each order was played")
}

// 16. Hungry Void: {1}{B} enchantment, "Whenever an opponent discards a
// card, exile it." Alice's Mind Rot makes Bob discard two cards: two
// triggers, each for its own card (CR 603.2c). In response Bob's Grave
// Recall returns one of them, a creature card, to his hand: that
// trigger finds nothing (CR 400.7) and the card stays in his hand; the
// other card is exiled. Saved with both triggers on the stack.
func TestH479HungryVoidTwoDiscards(t *testing.T) {
	void := h476Ench(t, "Hungry Void", "{1}{B}", nil, ability.Triggered{Event: ability.PlayerDiscards,
		Match:   ability.Filter{Side: ability.OpponentSide},
		Effects: []ability.Effect{{Op: ability.OpExile, Subject: ability.SubjectEventObject}}})
	recall := instant(t, "Grave Recall", "{G}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}},
		ability.Effect{Op: ability.OpBounce, Target: 0})
	bd := creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	lands(t, g, 1, card.Forest, 1)
	bf(t, g, 0, void)
	mr := hand(t, g, 0, card.MindRot)
	b := hand(t, g, 1, bd)
	m := hand(t, g, 1, card.Mountain)
	rc := hand(t, g, 1, recall)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, mr, pl(1)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	for g.Pending().Kind == game.DecideDiscard {
		id := b
		if g.ZoneLen(1, zone.Hand) == 2 {
			id = m
		}
		require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 1, Object: id}))
		if zoneOf(t, g, b) == zone.Graveyard && zoneOf(t, g, m) == zone.Graveyard {
			break
		}
	}
	h479Order(t, g)
	require.Equal(t, 2, g.StackLen(), "one trigger for each card")
	require.Equal(t, zone.Hand, zoneOf(t, g, rc))
	gs := h479Copies(t, g, void, recall, bd)
	for _, x := range gs {
		require.NoError(t, x.Pass(0))
		yard, ok := x.Follow(b)
		require.True(t, ok)
		require.NoError(t, x.Cast(1, rc, obj(yard)))
		resolve(t, x, nil)
		require.Equal(t, zone.Hand, zoneOf(t, x, b), "returned in response: not exiled")
		require.Equal(t, zone.Exile, zoneOf(t, x, m))
		require.Equal(t, 1, x.ZoneLen(1, zone.Graveyard), "the Recall")
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Part 4. "Its power" as it last existed; damage dealt at once

// h479Brute is "Vengeful Brute, {3}{R} 4/4 Giant: When Vengeful Brute
// dies, it deals damage equal to its power to each opponent."
func h479Brute(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Vengeful Brute", ManaCost: cost("{3}{R}"), Types: ability.Creature, Subtypes: []string{"Giant"},
		Power: C(4), Toughness: C(4), Triggered: []ability.Triggered{{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpDamage,
			Subject: ability.SubjectPlayer, Who: ability.WhoEachOpponent, Amount: ability.Amount{Kind: ability.SourcePower}}}}}})
}

// h479Lord is "Banner Captain, {1}{W} 1/1: Other creatures you control
// get +1/+1."
func h479Lord(t *testing.T) *card.Definition {
	return h477Body(t, "Banner Captain", "{1}{W}", 1, 1, 0, "Soldier", ability.Static{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature, Side: ability.YourSide, Other: true}, Power: 1, Toughness: 1})
}

// h479Might is "Giant's Might, {G} Aura: Enchanted creature gets +2/+2."
func h479Might(t *testing.T) *card.Definition {
	return h476Aura(t, "Giant's Might", "{G}", []ability.Static{{Affects: ability.AffectsAttached, Power: 2, Toughness: 2}})
}

// 17. Vengeful Brute (above) with a -1/-1 counter, Alice's Banner Captain
// and Giant's Might on it: 6/6. Bob's Final Hush ({2}{W}{W} sorcery,
// "Destroy all creatures.") destroys it and the Captain at once: its
// power as it last existed counts the Captain's +1/+1 and the Aura's
// +2/+2, which left with it or after it (CR 603.10a, 608.2g): Bob is
// dealt 6. Saved with the trigger on the stack.
func TestH479BruteLastPowerWithLordAndAura(t *testing.T) {
	brute, lord, might := h479Brute(t), h479Lord(t), h479Might(t)
	hush := sorcery(t, "Final Hush", "{2}{W}{W}", nil, ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAll, Group: ability.Group{Types: ability.Creature}})
	var minus game.PutOptions
	minus.Counters[game.MinusOne] = 1
	g := newGame(t, 2)
	libs(t, g, 3)
	b := bf(t, g, 0, brute, minus)
	bf(t, g, 0, lord)
	bf(t, g, 0, might, game.PutOptions{AttachedTo: b})
	lands(t, g, 1, card.Plains, 4)
	h := hand(t, g, 1, hush)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Equal(t, [2]int{6, 6}, pt(t, g, b))
	require.NoError(t, g.Cast(1, h))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	require.Equal(t, 1, g.StackLen())
	require.Zero(t, g.ZoneLen(0, zone.Battlefield))
	gs := h479Copies(t, g, brute, lord, might, hush)
	for _, x := range gs {
		resolve(t, x, nil)
		require.Equal(t, 14, x.Life(1), "power 4 - 1 + 1 + 2")
		require.Equal(t, 20, x.Life(0))
	}
	h479Same(t, gs)
}

// 18. Vengeful Brute (above) with two -1/-1 counters under Bob's Banner
// Captain: 3/3. Alice's Grim Tithe: Bob sacrifices the Brute, Carol her
// Boar; the Brute deals its last power, 3, to each of Bob's opponents,
// Alice and Carol (CR 603.10a, 608.2g). Saved between the choices.
func TestH479BruteSacrificedToTithe(t *testing.T) {
	edict := h479Edict(t, "Grim Tithe", ability.WhoEachOpponent)
	brute, lord := h479Brute(t), h479Lord(t)
	cbd := creature(t, "Carol's Boar", "{1}{G}", 2, 2, 0, "Boar")
	var minus game.PutOptions
	minus.Counters[game.MinusOne] = 2
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	e := hand(t, g, 0, edict)
	b := bf(t, g, 1, brute, minus)
	bf(t, g, 1, lord)
	cb := bf(t, g, 2, cbd)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	require.NoError(t, g.Cast(0, e))
	passStack(t, g)
	require.NoError(t, g.Apply(chooseObj(1, b)))
	gs := h479Copies(t, g, edict, brute, lord, cbd)
	for _, x := range gs {
		require.NoError(t, x.Apply(chooseObj(2, cb)))
		resolve(t, x, nil)
		require.Equal(t, []int{17, 20, 17}, []int{x.Life(0), x.Life(1), x.Life(2)})
	}
	h479Same(t, gs)
}

// 19. Vengeful Brute (above) dies of four -1/-1 counters put on it by
// Alice's Withering Touch ({2}{B} instant, "Put four -1/-1 counters on
// target creature."): toughness 0 (CR 704.5f). Its power as it last
// existed is 0, so it deals no damage (CR 603.10a).
func TestH479BruteWitheredToZero(t *testing.T) {
	brute := h479Brute(t)
	touch := instant(t, "Withering Touch", "{2}{B}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpPutCounters, Target: 0, Counter: "-1/-1", Amount: ability.N(4)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	b := bf(t, g, 1, brute)
	w := hand(t, g, 0, touch)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w, obj(b)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.True(t, gone(g, b))
	require.Equal(t, 1, g.StackLen(), "it triggered")
	gs := h479Copies(t, g, brute, touch)
	for _, x := range gs {
		resolve(t, x, nil)
		require.Equal(t, 20, x.Life(0), "power 0: no damage")
	}
	h479Same(t, gs)
}

// 20. Thornhide Wurm: {3}{G}{G} 3/6, "Whenever Thornhide Wurm is dealt
// damage, you gain that much life," with Alice's Martyr's Mark on it
// ("Whenever enchanted creature is dealt damage, you gain that much
// life."). Blocked by two of Bob's 2/2s, it is dealt 4 combat damage at
// once: each ability triggers once, for 4 (CR 603.2c, 510.2): Alice
// gains 8. Saved with both triggers on the stack.
func TestH479ThornhideWurmDoubleBlock(t *testing.T) {
	wurm := def(t, card.Definition{Name: "Thornhide Wurm", ManaCost: cost("{3}{G}{G}"), Types: ability.Creature, Subtypes: []string{"Wurm"},
		Power: C(3), Toughness: C(6), Triggered: []ability.Triggered{{Event: ability.DealtDamage,
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	mark := h476Aura(t, "Martyr's Mark", "{W}", nil, ability.Triggered{Event: ability.AttachedIsDealtDamage,
		Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.EventAmount}}}})
	b1d := creature(t, "Bob's Boar", "{1}{G}", 2, 2, 0, "Boar")
	b2d := creature(t, "Bob's Elk", "{1}{G}", 2, 2, 0, "Elk")
	g := newGame(t, 2)
	libs(t, g, 3)
	w := bf(t, g, 0, wurm)
	bf(t, g, 0, mark, game.PutOptions{AttachedTo: w})
	b1 := bf(t, g, 1, b1d)
	b2 := bf(t, g, 1, b2d)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: w, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: b1, Attacker: w}, game.Block{Blocker: b2, Attacker: w})
	for i := 0; i < 50 && g.StackLen() == 0; i++ {
		d := g.Pending()
		if d.Kind == game.DecideDamageOrder {
			require.NoError(t, g.Apply(chooseObj(d.Player, b1)))
			continue
		}
		idleAnswer(t, g, d, "to damage")
	}
	h479Order(t, g)
	require.Equal(t, 2, g.StackLen(), "once each, for the damage of both blockers")
	require.Equal(t, 4, info(t, g, w).Damage)
	gs := h479Copies(t, g, wurm, mark, b1d, b2d)
	for _, x := range gs {
		resolve(t, x, nil)
		require.Equal(t, 28, x.Life(0))
	}
	h479Same(t, gs)
}

// 21. Thornhide Wurm (above) blocked by Bob's first-striking 2/2 and a
// plain 2/2: the damage is dealt in two combat damage steps, two events
// (CR 510.4): it triggers in each, for 2 each time; Alice gains 4 in
// all. Saved with the first trigger on the stack.
func TestH479ThornhideWurmFirstStrikeTwice(t *testing.T) {
	wurm := def(t, card.Definition{Name: "Thornhide Wurm", ManaCost: cost("{3}{G}{G}"), Types: ability.Creature, Subtypes: []string{"Wurm"},
		Power: C(3), Toughness: C(6), Triggered: []ability.Triggered{{Event: ability.DealtDamage,
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	b1d := creature(t, "Bob's Duelist", "{1}{W}", 2, 2, ability.FirstStrike, "Soldier")
	b2d := creature(t, "Bob's Elk", "{1}{G}", 2, 2, 0, "Elk")
	g := newGame(t, 2)
	libs(t, g, 3)
	w := bf(t, g, 0, wurm)
	b1 := bf(t, g, 1, b1d)
	b2 := bf(t, g, 1, b2d)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: w, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: b1, Attacker: w}, game.Block{Blocker: b2, Attacker: w})
	for i := 0; i < 50 && g.StackLen() == 0; i++ {
		d := g.Pending()
		if d.Kind == game.DecideDamageOrder {
			require.NoError(t, g.Apply(chooseObj(d.Player, b1)))
			continue
		}
		idleAnswer(t, g, d, "to damage")
	}
	require.Equal(t, 1, g.StackLen())
	require.Equal(t, 2, info(t, g, w).Damage, "first strike damage only")
	gs := h479Copies(t, g, wurm, b1d, b2d)
	for _, x := range gs {
		combatTo(t, x, game.Main2, b1)
		require.Equal(t, 24, x.Life(0), "2 and then 2")
		require.Equal(t, 4, info(t, x, w).Damage)
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Part 5. Statics of a permanent that lost all its abilities

// 22. Alice casts Polymorphist's Jest on herself. Her Bog Colossus ("Each
// land is a Swamp in addition to its other land types"), Banner Captain
// (other creatures she controls get +1/+1) and Ashen Hermit ("You can't
// play lands") lose all abilities and become 1/1 Frogs (CR 613.1f,
// 613.3b): the Captain's +1/+1 stops, she may play her Forest (CR 305.2),
// but every land stays a Swamp (layer 4 applies before layer 6, CR 613.1d,
// 613.5): Bob's Marsh Horror, counting his two Forests as Swamps, stays
// 2/2. Saved after the Jest. In the cleanup step the effects end
// (CR 514.2): on Bob's turn the Captain's bonus is back.
func TestH479JestOnHerOwnStatics(t *testing.T) {
	col := def(t, card.Definition{Name: "Bog Colossus", ManaCost: cost("{4}{B}{B}"), Types: ability.Creature, Subtypes: []string{"Giant"},
		Power: C(4), Toughness: C(4), Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Land}, LandsAre: "Swamp"}}})
	lord := h479Lord(t)
	hermit := h477Body(t, "Ashen Hermit", "{1}{R}", 2, 2, 0, "Human", ability.Static{ControllerCantPlayLands: true})
	horror := h477MarshHorror(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	c := bf(t, g, 0, col)
	l := bf(t, g, 0, lord)
	hm := bf(t, g, 0, hermit)
	lands(t, g, 0, card.Island, 3)
	f := hand(t, g, 0, card.Forest)
	j := hand(t, g, 0, card.PolymorphistsJest)
	mh := bf(t, g, 1, horror)
	lands(t, g, 1, card.Forest, 2)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{5, 5}, pt(t, g, c))
	require.Equal(t, [2]int{3, 3}, pt(t, g, hm))
	require.Equal(t, [2]int{2, 2}, pt(t, g, mh))
	require.Error(t, g.PlayLand(0, f), "the Hermit forbids it")
	require.NoError(t, g.Cast(0, j, pl(0)))
	resolve(t, g, nil)
	gs := h479Copies(t, g, col, lord, hermit, horror)
	for _, x := range gs {
		for _, id := range []game.ObjectID{c, l, hm} {
			require.Equal(t, [2]int{1, 1}, pt(t, x, id), "Frogs, and no +1/+1 from the Captain")
		}
		require.Equal(t, [2]int{2, 2}, pt(t, x, mh), "the lands are Swamps still")
		require.NoError(t, x.PlayLand(0, f), "the Hermit forbids nothing now")
		require.Equal(t, 1, nextTurnH479(t, x))
		require.Equal(t, [2]int{5, 5}, pt(t, x, c), "back after the cleanup step")
		require.Equal(t, [2]int{3, 3}, pt(t, x, hm))
		require.Equal(t, [2]int{2, 2}, pt(t, x, mh))
	}
	h479Same(t, gs)
}

// nextTurnH479 is nextTurn as an int, for comparing.
func nextTurnH479(t *testing.T, g *game.Game) int { return int(nextTurn(t, g)) }

// 23. Vengeful Brute (above) turned into a Frog by Bob's Turn to Frog,
// then destroyed by his Doom Pin the same turn: as it last existed it had
// no abilities, so nothing triggers (CR 603.10a, 613.1f). Saved after
// the Frog.
func TestH479FrogBruteDiesSilently(t *testing.T) {
	brute := h479Brute(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	b := bf(t, g, 0, brute)
	lands(t, g, 1, card.Island, 2)
	lands(t, g, 1, card.Swamp, 1)
	fr := hand(t, g, 1, card.TurnToFrog)
	k := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 1, game.Main1))
	h477Frog(t, g, 1, fr, b)
	gs := h479Copies(t, g, brute, doomDef)
	for _, x := range gs {
		require.NoError(t, x.Cast(1, k, obj(b)))
		require.NoError(t, x.Pass(1))
		require.NoError(t, x.Pass(0))
		require.True(t, gone(x, b))
		require.Zero(t, x.StackLen(), "no ability to trigger")
		require.Equal(t, 20, x.Life(1))
	}
	h479Same(t, gs)
}

// 24. Aegis Warden: {2}{W} 2/2, "Other creatures you control have
// protection from red. Activated abilities of artifacts your opponents
// control cost {1} more to activate." Bob's Shock Rod ({1}) can't be
// paid with one Mountain, and his red Ember Lash can't target Alice's Ox.
// After Alice's Turn to Frog on the Warden (CR 613.1f) both work: the
// Rod costs {1} (CR 601.2f via 602.2b) and the Lash kills the Ox
// (CR 702.16b). Saved after the Frog.
func TestH479AegisWardenFrog(t *testing.T) {
	war := def(t, card.Definition{Name: "Aegis Warden", ManaCost: cost("{2}{W}"), Types: ability.Creature, Subtypes: []string{"Human"},
		Power: C(2), Toughness: C(2), Statics: []ability.Static{
			{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Creature, Side: ability.YourSide, Other: true}, Protection: mana.SetOf(mana.Red)},
			{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Artifact, Side: ability.OpponentSide}, ActivationTax: 1}}})
	oxd := creature(t, "Alice's Ox", "{1}{G}", 2, 2, 0, "Ox")
	rod, lash := h476Rod(t), h477Bolt(t, 2)
	g := newGame(t, 2)
	libs(t, g, 3)
	w := bf(t, g, 0, war)
	ox := bf(t, g, 0, oxd)
	lands(t, g, 0, card.Island, 2)
	fr := hand(t, g, 0, card.TurnToFrog)
	r := bf(t, g, 1, rod)
	lands(t, g, 1, card.Mountain, 2)
	b := hand(t, g, 1, lash)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.Error(t, g.Cast(1, b, obj(ox)), "protection from red")
	require.NoError(t, g.Pass(1))
	h477Frog(t, g, 0, fr, w)
	gs := h479Copies(t, g, war, oxd, rod, lash)
	for _, x := range gs {
		require.NoError(t, x.Pass(0))
		require.NoError(t, x.Activate(1, r, 0, pl(0)), "the Frog taxes nothing: {1}")
		require.NoError(t, x.Cast(1, b, obj(ox)), "the Frog grants no protection")
		resolve(t, x, nil)
		require.True(t, gone(x, ox))
		require.Equal(t, 19, x.Life(0))
	}
	h479Same(t, gs)
}

// 25. Aegis Warden (above) without the Frog: Bob's Rod costs {2} and his
// only Mountain's activation is refused, changing nothing (CR 601.2f via
// 602.2b); after the save the loaded game refuses it alike.
func TestH479AegisWardenTaxesAfterLoad(t *testing.T) {
	war := def(t, card.Definition{Name: "Aegis Warden", ManaCost: cost("{2}{W}"), Types: ability.Creature, Subtypes: []string{"Human"},
		Power: C(2), Toughness: C(2), Statics: []ability.Static{
			{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Creature, Side: ability.YourSide, Other: true}, Protection: mana.SetOf(mana.Red)},
			{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Artifact, Side: ability.OpponentSide}, ActivationTax: 1}}})
	rod := h476Rod(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, war)
	r := bf(t, g, 1, rod)
	lands(t, g, 1, card.Mountain, 1)
	require.NoError(t, g.Start(2, 1, game.Main1))
	gs := h479Copies(t, g, war, rod)
	for _, x := range gs {
		h478Refused(t, x, h478Act(1, r, 0, 0, 0, pl(0)), game.ErrCantPay, "{1} more")
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Part 6. More combinations

// 26. Grim Tithe (above), four players, Alice active: Bob chooses his
// Bear, Carol her Boar; while Dave chooses, Bob concedes (CR 104.3a):
// his choice is void and his Bear leaves the game with him (CR 800.4a);
// Carol's Boar and Dave's Elk are sacrificed together. Saved after the
// concession, Dave still to choose.
func TestH479GrimTitheEarlierChooserConcedes(t *testing.T) {
	edict := h479Edict(t, "Grim Tithe", ability.WhoEachOpponent)
	bbd := creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear")
	cbd := creature(t, "Carol's Boar", "{1}{G}", 2, 2, 0, "Boar")
	ded := creature(t, "Dave's Elk", "{1}{G}", 2, 2, 0, "Elk")
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	e := hand(t, g, 0, edict)
	bb := bf(t, g, 1, bbd)
	cb := bf(t, g, 2, cbd)
	de := bf(t, g, 3, ded)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, e))
	passStack(t, g)
	require.NoError(t, g.Apply(chooseObj(1, bb)))
	require.NoError(t, g.Apply(chooseObj(2, cb)))
	require.Equal(t, game.PlayerID(3), g.Pending().Player)
	concede(t, g, 1)
	require.True(t, left(g, bb))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.Equal(t, game.PlayerID(3), g.Pending().Player)
	require.False(t, gone(g, cb), "chosen, not yet sacrificed")
	gs := h479Copies(t, g, edict, bbd, cbd, ded)
	for _, x := range gs {
		require.NoError(t, x.Apply(chooseObj(3, de)))
		require.Equal(t, zone.Graveyard, zoneOf(t, x, cb))
		require.Equal(t, zone.Graveyard, zoneOf(t, x, de))
		require.Equal(t, game.DecidePriority, x.Pending().Kind)
	}
	h479Same(t, gs)
}

// 27. Toll of Thought {3} on Bob's Bear, and then Alice's Cancel on the
// Bear too (saved with all three on the stack). Cancel resolves first; as the Toll resolves its only target is
// gone: it doesn't resolve (CR 608.2b) and Bob is never asked.
func TestH479TollTargetGone(t *testing.T) {
	toll := h479Toll(t, "{3}")
	bd := creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 5)
	lands(t, g, 1, card.Forest, 5)
	b := hand(t, g, 1, bd)
	q := hand(t, g, 0, toll)
	cn := hand(t, g, 0, card.Cancel)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, b))
	b = top(g)
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, q, obj(b)))
	require.NoError(t, g.Cast(0, cn, obj(b)))
	gs := h479Copies(t, g, toll, bd)
	for _, x := range gs {
		for x.StackLen() > 0 {
			require.Equal(t, game.DecidePriority, x.Pending().Kind, "nobody is asked to pay")
			require.NoError(t, x.Pass(x.Pending().Player))
		}
		require.Equal(t, zone.Graveyard, zoneOf(t, x, b))
		require.Equal(t, zone.Graveyard, zoneOf(t, x, q))
		require.Equal(t, 5, x.ZoneLen(1, zone.Battlefield))
	}
	h479Same(t, gs)
}

// 28. Hungry Void (above, Alice's). Bob ends his turn with eight cards in
// hand and discards one in his cleanup step (CR 514.1): the Void
// triggers, players get priority in that cleanup step (CR 514.3a), and
// the card is exiled. Saved with the trigger on the stack.
func TestH479HungryVoidCleanupDiscard(t *testing.T) {
	void := h476Ench(t, "Hungry Void", "{1}{B}", nil, ability.Triggered{Event: ability.PlayerDiscards,
		Match:   ability.Filter{Side: ability.OpponentSide},
		Effects: []ability.Effect{{Op: ability.OpExile, Subject: ability.SubjectEventObject}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, void)
	for i := 0; i < 8; i++ {
		hand(t, g, 1, card.Mountain)
	}
	require.NoError(t, g.Start(2, 1, game.Main2))
	for i := 0; i < 20 && g.Pending().Kind != game.DecideDiscard; i++ {
		idleAnswer(t, g, g.Pending(), "to cleanup")
	}
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 1, Object: g.Zone(1, zone.Hand)[0]}))
	require.Equal(t, 1, g.StackLen(), "the Void triggered")
	require.Equal(t, game.Cleanup, g.Step())
	gs := h479Copies(t, g, void)
	for _, x := range gs {
		resolve(t, x, nil)
		require.Equal(t, 1, x.ZoneLen(1, zone.Exile))
		require.Zero(t, x.ZoneLen(1, zone.Graveyard))
		require.Equal(t, 7, x.ZoneLen(1, zone.Hand))
	}
	h479Same(t, gs)
}

// 29. Gravecaller Ghoul: {2}{B} 2/2, "Whenever another creature you
// control dies, return it to its owner's hand." Bob's Turn to Frog on
// the Ghoul, then his Doom Pin on Alice's Bear: the Ghoul has no ability
// (CR 613.1f) and the Bear stays in the graveyard. Without the Frog it
// returns. Saved after the Frog.
func TestH479FrogGhoulReturnsNothing(t *testing.T) {
	ghoul := def(t, card.Definition{Name: "Gravecaller Ghoul", ManaCost: cost("{2}{B}"), Types: ability.Creature, Subtypes: []string{"Zombie"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.CreatureDies,
			Match:   ability.Filter{Types: ability.Creature, Side: ability.YourSide, Another: true},
			Effects: []ability.Effect{{Op: ability.OpBounce, Subject: ability.SubjectEventObject}}}}})
	bd := creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear")
	for _, frog := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 3)
		gh := bf(t, g, 0, ghoul)
		b := bf(t, g, 0, bd)
		lands(t, g, 1, card.Island, 2)
		lands(t, g, 1, card.Swamp, 1)
		fr := hand(t, g, 1, card.TurnToFrog)
		k := hand(t, g, 1, doomDef)
		require.NoError(t, g.Start(2, 1, game.Main1))
		if frog {
			h477Frog(t, g, 1, fr, gh)
		}
		gs := h479Copies(t, g, ghoul, bd, doomDef)
		for _, x := range gs {
			require.NoError(t, x.Cast(1, k, obj(b)))
			resolve(t, x, nil)
			if frog {
				require.Equal(t, zone.Graveyard, zoneOf(t, x, b), "the Frog has no ability")
			} else {
				require.Equal(t, zone.Hand, zoneOf(t, x, b))
			}
		}
		h479Same(t, gs)
	}
}
