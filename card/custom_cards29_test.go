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

// Custom cards, set number 29: counters, tokens and copies. Creatures,
// artifacts and planeswalkers of our own that enter with counters
// (fixed, X, or counted as they enter: CR 614.1c, 614.12, 121.6), +1/+1
// and -1/-1 counters annihilating in the same state-based check that
// kills the creature (CR 704.3, 704.5r), counters removed as costs down
// to a creature's death or a planeswalker's (CR 117.3, 704.5f, 704.5i),
// "for each counter" amounts locked in on resolution (CR 608.2g);
// tokens of our own with counters, loyalty and copy abilities, made for
// each opponent, entering together, dying and ceasing to exist
// (CR 110.5, 704.5d); permanents entering as copies of tokens, of
// animated planeswalkers and of creatures with "when this dies"
// abilities, and tokens entering as copies (CR 706.2, 706.5, 616.1c),
// with "nontoken" triggers; several games saved, loaded and cloned in
// the middle of their decisions; definitions Check refuses; and, at the
// end, definitions Check accepts that the engine misplays (skipped, each
// saying what is wrong).

// ---------------------------------------------------------------------
// Helpers

// h509Plus is PutOptions with n +1/+1 counters.
func h509Plus(n int) game.PutOptions {
	var o game.PutOptions
	o.Counters[game.PlusOne] = n
	return o
}

// h509Tok is PutOptions for a token.
func h509Tok() game.PutOptions { return game.PutOptions{Token: true} }

// h509Count is "for each creature you control".
var h509Count = ability.Amount{Kind: ability.CountPermanents, Group: ability.Group{Types: ability.Creature, Side: ability.YourSide}}

// h509With is "enters the battlefield with <amount> <kind> counters on it".
func h509With(kind string, a ability.Amount) *ability.Effect {
	return &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: kind, Amount: a}
}

// h509Chooses makes d "You may have this enter the battlefield as a copy
// of a creature you control" (CR 706.2, 614.1c).
func h509Chooses(d card.Definition) card.Definition {
	d.Spell = ability.Spell{Effects: []ability.Effect{{Op: ability.OpChooseCopy}}}
	d.AsEnters = ability.ChooseCopy
	return d
}

// h509Shifter is a 0/0 blue Shapeshifter creature token, "You may have
// this token enter the battlefield as a copy of a creature you control":
// a token that enters as a copy, as "create a token that's a copy of"
// makes (CR 706.5, 110.5b).
func h509Shifter(t *testing.T) *card.Definition {
	return def(t, h509Chooses(card.Definition{Name: "Shapeshifter", Types: ability.Creature, Subtypes: []string{"Shapeshifter"},
		Colors: mana.SetOf(mana.Blue), Power: C(0), Toughness: C(0)}))
}

// h509Make is the sorcery "<who> creates n <tok> tokens" (CR 110.5).
func h509Make(t *testing.T, name, mc string, who ability.Who, tok *card.Definition, n int) *card.Definition {
	return sorcery(t, name, mc, nil, ability.Effect{Op: ability.OpCreateToken, Who: who, Token: tok, Amount: ability.N(n)})
}

// h509Brood is "Brood Sentinel: {2}{G} 0/tg Insect, enters the
// battlefield with a +1/+1 counter on it for each creature you control".
func h509Brood(t *testing.T, tg int) *card.Definition {
	return def(t, card.Definition{Name: "Brood Sentinel", ManaCost: cost("{2}{G}"), Types: ability.Creature, Subtypes: []string{"Insect"},
		Power: C(0), Toughness: C(tg), EntersWithCounters: h509With("+1/+1", h509Count)})
}

// h509Swarmling is a 0/0 green Insect token "enters the battlefield with
// a +1/+1 counter on it for each creature you control".
func h509Swarmling(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Swarmling", Types: ability.Creature, Subtypes: []string{"Insect"}, Colors: mana.SetOf(mana.Green),
		Power: C(0), Toughness: C(0), EntersWithCounters: h509With("+1/+1", h509Count)})
}

// h509Bear is a vanilla 2/2 green Bear.
func h509Bear(t *testing.T, name string) *card.Definition {
	return creature(t, name, "{1}{G}", 2, 2, 0, "Bear")
}

// h509Vira is "Vira, Storm Caller: {1}{R}{R} planeswalker — Vira, loyalty
// 3. +1: Vira deals 1 damage to target player."
func h509Vira(t *testing.T) *card.Definition {
	return walker(t, "Vira, Storm Caller", "{1}{R}{R}", "Vira", 3,
		loyal(1, []ability.TargetSpec{ability.TargetPlayer},
			ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)}))
}

// h509Wake is "Wake the Spark: {G} instant, Until end of turn, target
// planeswalker becomes a 3/3 Elemental creature in addition to its other
// types."
func h509Wake(t *testing.T) *card.Definition {
	return instant(t, "Wake the Spark", "{G}", []ability.TargetSpec{{Allow: ability.AllowPlaneswalker}},
		ability.Effect{Op: ability.OpBecome, Target: 0, Power: 3, Toughness: 3, AddTypes: ability.Creature, AddSubtype: "Elemental"})
}

// h509ChooseOne is a game of n players under the 2017 uniqueness rule
// (CR 704.5j: each player keeps one of their planeswalkers of a type).
func h509ChooseOne(t *testing.T, n int) *game.Game {
	t.Helper()
	ps := make([]game.PlayerConfig, n)
	for i := range ps {
		ps[i] = game.PlayerConfig{Name: names[i]}
	}
	g, err := game.NewEmpty(game.Config{Seed: 1, Players: ps, Rules: game.Rules{Uniqueness: game.UniquenessChooseOne}})
	require.NoError(t, err)
	return g
}

// h509Tokens lists p's tokens on the battlefield.
func h509Tokens(t *testing.T, g *game.Game, p game.PlayerID) []game.ObjectID {
	var out []game.ObjectID
	for _, id := range g.Zone(p, zone.Battlefield) {
		if info(t, g, id).Token {
			out = append(out, id)
		}
	}
	return out
}

// h509Named lists p's permanents named name.
func h509Named(t *testing.T, g *game.Game, p game.PlayerID, name string) []game.ObjectID {
	var out []game.ObjectID
	for _, id := range g.Zone(p, zone.Battlefield) {
		if info(t, g, id).Card.Name == name {
			out = append(out, id)
		}
	}
	return out
}

// h509CopyChoice requires p's pending decision to be the choice of what
// a permanent enters as a copy of, offering exactly want besides none,
// and answers it with pick.
func h509CopyChoice(t *testing.T, g *game.Game, p game.PlayerID, want []game.ObjectID, pick game.ObjectID) {
	t.Helper()
	d := g.Pending()
	require.Equal(t, game.DecideChooseCard, d.Kind, g.Prompt(game.English))
	require.Equal(t, p, d.Player)
	require.ElementsMatch(t, append([]game.ObjectID{0}, want...), choices(g), "the creatures offered, and none")
	require.NoError(t, g.Apply(chooseObj(p, pick)))
}

// ---------------------------------------------------------------------
// Part 1. Entering with counters

// 1. Brood Sentinel (0/0, "enters with a +1/+1 counter for each creature
// you control") is cast while Alice controls two Bears. "Enters with" is
// a replacement effect applied to the entering event, before the
// Sentinel is on the battlefield (CR 614.1c, 614.12, 121.6): it counts
// the two Bears, not itself: a 2/2 with two counters.
func TestH509EntersWithCountCountsOthersNotItself(t *testing.T) {
	brood := h509Brood(t, 0)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 3)
	bf(t, g, 0, h509Bear(t, "Alice's Bear"))
	bf(t, g, 0, h509Bear(t, "Alice's Other Bear"))
	bf(t, g, 1, h509Bear(t, "Bob's Bear"))
	b := hand(t, g, 0, brood)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, b))
	resolve(t, g, nil)
	id := find(t, g, 0, brood)
	require.NotZero(t, id)
	require.Equal(t, 2, counter(t, g, id, game.PlusOne), "Alice's two Bears; not Bob's, not itself")
	require.Equal(t, [2]int{2, 2}, pt(t, g, id))
}

// 2. Hatch ({1}{G} sorcery: "Create two Swarmling tokens", each a 0/0
// "enters with a +1/+1 counter for each creature you control"). The two
// tokens enter in one event, so each counts the creatures there before
// it (CR 614.12, 110.5): with one Bear, each is a 1/1. A second Hatch
// then sees three creatures: two 3/3s.
func TestH509TokensEnteringTogetherCountBeforeTheEvent(t *testing.T) {
	sw := h509Swarmling(t)
	hatch := h509Make(t, "Hatch", "{1}{G}", ability.WhoYou, sw, 2)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 4)
	bf(t, g, 0, h509Bear(t, "Alice's Bear"))
	h1 := hand(t, g, 0, hatch)
	h2 := hand(t, g, 0, hatch)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h1))
	resolve(t, g, nil)
	first := h509Tokens(t, g, 0)
	require.Len(t, first, 2)
	for _, id := range first {
		require.Equal(t, [2]int{1, 1}, pt(t, g, id))
	}
	require.NoError(t, g.Cast(0, h2))
	resolve(t, g, nil)
	all := h509Tokens(t, g, 0)
	require.Len(t, all, 4)
	for _, id := range all {
		if id != first[0] && id != first[1] {
			require.Equal(t, 3, counter(t, g, id, game.PlusOne), "the Bear and the first two Swarmlings")
			require.Equal(t, [2]int{3, 3}, pt(t, g, id))
		}
	}
}

// 3. Three players. Alice's Brood Gift: "Each opponent creates a
// Swarmling token." Each token is its creator's (CR 110.5a), so "you"
// of its "enters with" ability is that player: Bob's counts his two
// Bears (a 2/2), not Alice's Bear; Carol's counts nothing, is a 0/0 put
// into her graveyard (CR 704.5f) and ceases to exist (CR 704.5d).
func TestH509EachOpponentTokensCountTheirOwnCreatures(t *testing.T) {
	sw := h509Swarmling(t)
	gift := h509Make(t, "Brood Gift", "{1}{G}", ability.WhoEachOpponent, sw, 1)
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 2)
	bf(t, g, 0, h509Bear(t, "Alice's Bear"))
	bf(t, g, 1, h509Bear(t, "Bob's Bear"))
	bf(t, g, 1, h509Bear(t, "Bob's Other Bear"))
	gi := hand(t, g, 0, gift)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, gi))
	resolve(t, g, nil)
	require.Empty(t, h509Tokens(t, g, 0))
	bt := h509Tokens(t, g, 1)
	require.Len(t, bt, 1)
	require.Equal(t, [2]int{2, 2}, pt(t, g, bt[0]))
	require.Equal(t, game.PlayerID(1), info(t, g, bt[0]).Owner)
	require.Empty(t, h509Tokens(t, g, 2))
	require.Zero(t, g.ZoneLen(2, zone.Graveyard), "Carol's 0/0 died and ceased to exist")
}

// 4. Hoard Beetle (1/1, "When Hoard Beetle dies, you gain 1 life for each
// +1/+1 counter on it") with one +1/+1 counter gets two -1/-1 counters:
// a 0/0. One state-based check finds both the toughness and the
// counters, and does both at once (CR 704.3, 704.5f, 704.5r): the Beetle
// dies as it last existed, with its +1/+1 counter (CR 603.10a): Bob
// gains 1.
func TestH509DiesInTheCheckThatAnnihilatesCounters(t *testing.T) {
	beetle := def(t, card.Definition{Name: "Hoard Beetle", ManaCost: cost("{2}{G}"), Types: ability.Creature, Subtypes: []string{"Insect"},
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.Dies,
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	curse := sorcery(t, "Withering Curse", "{1}{B}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpPutCounters, Target: 0, Counter: "-1/-1", Amount: ability.N(2)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	b := bf(t, g, 1, beetle, h509Plus(1))
	c := hand(t, g, 0, curse)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, c, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, b))
	require.Equal(t, 21, g.Life(1))
}

// h509Capacitor is "Storm Capacitor: {X}{1} artifact, enters the
// battlefield with X charge counters on it. {1}, Remove X charge
// counters from Storm Capacitor: It deals X damage to target creature or
// player."
func h509Capacitor(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Storm Capacitor", ManaCost: cost("{X}{1}"), Types: ability.Artifact,
		EntersWithCounters: h509With("charge", ability.X),
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}"), RemoveCountersX: "charge"},
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer}, Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.X}}}}})
}

// 5. Storm Capacitor cast with X=3 enters with three charge counters
// (CR 107.3, 121.6, 614.1c). Removing four is refused and changes
// nothing (CR 117.3, 602.2b); removing two deals Bob 2 and leaves one.
// A second Capacitor, put onto the battlefield without being cast, had
// no X chosen for it (CR 107.3f: X is 0): it has no counters.
func TestH509ArtifactEntersWithXChargeCounters(t *testing.T) {
	capd := h509Capacitor(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 6)
	c := hand(t, g, 0, capd)
	idle := bf(t, g, 0, capd)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, 0, counter(t, g, idle, game.Charge), "never cast: X is 0")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: c, X: 3}))
	resolve(t, g, nil)
	id := mustFollow(t, g, c)
	require.Equal(t, 3, counter(t, g, id, game.Charge))
	h478Refused(t, g, h478Act(0, id, 0, 4, 0, pl(1)), game.ErrCantPay, "four charge counters needed, three there")
	require.NoError(t, g.Apply(h478Act(0, id, 0, 2, 0, pl(1))))
	require.Equal(t, 1, counter(t, g, id, game.Charge), "removed as the cost is paid")
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(1))
}

// 6. Sapling Hurler: {2}{G} 0/0 Treefolk, "enters the battlefield with
// three +1/+1 counters on it" and "Remove X +1/+1 counters from Sapling
// Hurler: It deals X damage to target creature or player." Alice removes
// all three: the Hurler is a 0/0 and is put into her graveyard
// (CR 704.5f) before the ability resolves; the ability exists
// independently of its source (CR 112.7a) with X locked in as it was
// activated (CR 107.3a): Bob is dealt 3.
func TestH509RemovingEveryCounterKillsButAbilityResolves(t *testing.T) {
	hurler := def(t, card.Definition{Name: "Sapling Hurler", ManaCost: cost("{2}{G}"), Types: ability.Creature, Subtypes: []string{"Treefolk"},
		Power: C(0), Toughness: C(0), EntersWithCounters: h509With("+1/+1", ability.N(3)),
		Activated: []ability.Activated{{Cost: ability.Cost{RemoveCountersX: "+1/+1"},
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer}, Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.X}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 3)
	h := hand(t, g, 0, hurler)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	resolve(t, g, nil)
	id := mustFollow(t, g, h)
	require.Equal(t, [2]int{3, 3}, pt(t, g, id))
	require.NoError(t, g.Apply(h478Act(0, id, 0, 3, 0, pl(1))))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, id), "0/0 as soon as the cost is paid")
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(1))
}

// 7. Charge Totem: {2} artifact, "{T}: Put a charge counter on Charge
// Totem" and "{2}: Target creature gets +1/+1 until end of turn for each
// charge counter on Charge Totem." With two counters, the pump makes
// Alice's Bear a 4/4. The number is determined once, as the effect is
// applied (CR 608.2g): a third counter later doesn't change it.
func TestH509ForEachCounterLockedOnResolution(t *testing.T) {
	totem := def(t, card.Definition{Name: "Charge Totem", ManaCost: cost("{2}"), Types: ability.Artifact, Activated: []ability.Activated{
		{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "charge", Amount: ability.N(1)}}},
		{Cost: ability.Cost{Mana: cost("{2}")}, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpModify, Target: 0, Power: 1, Toughness: 1,
				Amount: ability.Amount{Kind: ability.CountersOnSelf, Counter: "charge"}}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 2)
	var o game.PutOptions
	o.Counters[game.Charge] = 2
	tot := bf(t, g, 0, totem, o)
	b := bf(t, g, 0, h509Bear(t, "Alice's Bear"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(h478Act(0, tot, 1, 0, 0, obj(b))))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, b))
	require.NoError(t, g.Apply(h478Act(0, tot, 0, 0, 0)))
	resolve(t, g, nil)
	require.Equal(t, 3, counter(t, g, tot, game.Charge))
	require.Equal(t, [2]int{4, 4}, pt(t, g, b), "the bonus was counted once")
}

// 8. Storm Sage: planeswalker, loyalty 3, with the ability "{1}, Remove X
// loyalty counters from Storm Sage: It deals X damage to target creature
// or player": not a loyalty ability (no loyalty symbol in its cost,
// CR 606.3), so Alice activates it in Bob's turn. Removing all three
// leaves it with 0 loyalty: put into her graveyard (CR 704.5i) while
// the ability waits; it still deals Bob 3 (CR 112.7a).
func TestH509LoyaltyRemovedByAnOrdinaryCost(t *testing.T) {
	sage := def(t, card.Definition{Name: "Storm Sage", ManaCost: cost("{2}{R}"), Types: ability.Planeswalker, Subtypes: []string{"Sage"}, Loyalty: 3,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}"), RemoveCountersX: "loyalty"},
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer}, Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.X}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 1)
	s := bf(t, g, 0, sage)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Equal(t, 3, counter(t, g, s, game.Loyalty))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Apply(h478Act(0, s, 0, 3, 0, pl(1))))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, s))
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(1))
}

// ---------------------------------------------------------------------
// Part 2. Tokens of our own

// 9. Spark Echo is a planeswalker token (Echo, loyalty 2, "−1: You gain 1
// life"). Made by Echo Call, it enters with two loyalty counters
// (CR 306.5b, 110.5b) and its −1 works once a turn (CR 606.3). Echo
// Chorus then makes two more: three Echoes share a planeswalker type, and
// under the engine's default uniqueness rule all are put into the
// graveyard (docs/rules.md; CR 704.5j keeps one), where the tokens cease
// to exist (CR 704.5d): the graveyard holds only the two sorceries.
func TestH509PlaneswalkerTokens(t *testing.T) {
	echo := def(t, card.Definition{Name: "Spark Echo", Types: ability.Planeswalker, Subtypes: []string{"Echo"}, Colors: mana.SetOf(mana.Red), Loyalty: 2,
		Activated: []ability.Activated{loyal(-1, nil, gain(1)...)}})
	one := h509Make(t, "Echo Call", "{1}{R}", ability.WhoYou, echo, 1)
	two := h509Make(t, "Echo Chorus", "{2}{R}", ability.WhoYou, echo, 2)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 5)
	o1 := hand(t, g, 0, one)
	o2 := hand(t, g, 0, two)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, o1))
	resolve(t, g, nil)
	e := find(t, g, 0, echo)
	require.True(t, info(t, g, e).Token)
	require.Equal(t, 2, counter(t, g, e, game.Loyalty))
	require.NoError(t, g.Activate(0, e, 0))
	require.Error(t, g.Activate(0, e, 0), "one loyalty ability a turn")
	resolve(t, g, nil)
	require.Equal(t, 1, counter(t, g, e, game.Loyalty))
	require.Equal(t, 21, g.Life(0))
	require.NoError(t, g.Cast(0, o2))
	resolve(t, g, nil)
	require.Empty(t, h509Tokens(t, g, 0))
	require.Equal(t, 2, g.ZoneLen(0, zone.Graveyard))
}

// 10. Alice's Vira is a 3/3 creature until end of turn (Wake the Spark)
// and still a planeswalker. Bob's Jolt deals it 2 damage: both results
// of damage happen (CR 119.3c, 119.3e, 306.8): two loyalty counters are
// removed (1 left) and 2 damage is marked; it survives both checks
// (CR 704.5g, 704.5i). Another 1 damage leaves it with no loyalty and
// lethal damage: it goes to the graveyard.
func TestH509DamageToAnAnimatedPlaneswalker(t *testing.T) {
	jolt := func(n int) *card.Definition {
		return instant(t, "Jolt", "{R}", []ability.TargetSpec{ability.TargetCreature}, ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(n)})
	}
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 1, card.Mountain, 2)
	v := bf(t, g, 0, h509Vira(t))
	w := hand(t, g, 0, h509Wake(t))
	j2 := hand(t, g, 1, jolt(2))
	j1 := hand(t, g, 1, jolt(1))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w, obj(v)))
	resolve(t, g, nil)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, j2, obj(v)))
	resolve(t, g, nil)
	o := info(t, g, v)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, 1, o.Counter(game.Loyalty))
	require.Equal(t, 2, o.Damage)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, j1, obj(v)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, v))
}

// h509Herald is "Gate Herald: {1}{W} enchantment, Whenever a nontoken
// creature enters the battlefield under your control, you gain 1 life."
func h509Herald(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Gate Herald", ManaCost: cost("{1}{W}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.PermanentEnters,
			Match: ability.Filter{Types: ability.Creature, Side: ability.YourSide, NonToken: true}, Effects: gain(1)}}})
}

// 11. Tokens and copies against "nontoken". Alice's Shapeshifter token
// enters as a copy of her Bear: it is a Bear, but still a token (being a
// token is not a copiable value, CR 706.2, 110.5e), so her Gate Herald
// doesn't trigger. Her Mirror Adept then enters as a copy of her black
// 3/3 deathtouch Beast token: it has the token's copiable values — its
// name, colour, types, ability, and no mana cost (CR 706.2, 110.5b,
// 202.3a: mana value 0) — but it is a card, not a token: the Herald
// triggers.
func TestH509NontokenTriggerAndCopiesOfTokens(t *testing.T) {
	sh := h509Shifter(t)
	mimic := h509Make(t, "Call the Mimic", "{1}{U}", ability.WhoYou, sh, 1)
	beast := def(t, card.Definition{Name: "Beast", Types: ability.Creature, Subtypes: []string{"Beast"}, Colors: mana.SetOf(mana.Black),
		Power: C(3), Toughness: C(3), Keywords: ability.Deathtouch})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 6)
	bf(t, g, 0, h509Herald(t))
	bt := bf(t, g, 0, beast, h509Tok())
	bear := bf(t, g, 0, h509Bear(t, "Alice's Bear"))
	m := hand(t, g, 0, mimic)
	ad := hand(t, g, 0, mirrorAdept(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	h509CopyChoice(t, g, 0, []game.ObjectID{bt, bear}, bear)
	resolve(t, g, nil)
	bears := h509Named(t, g, 0, "Alice's Bear")
	require.Len(t, bears, 2)
	require.Equal(t, 20, g.Life(0), "a token entered: no trigger")
	require.NoError(t, g.Cast(0, ad))
	passStack(t, g)
	require.Equal(t, game.DecideChooseCard, g.Pending().Kind)
	require.NoError(t, g.Apply(chooseObj(0, bt)))
	resolve(t, g, nil)
	cp := mustFollow(t, g, ad)
	o := info(t, g, cp)
	require.Equal(t, "Beast", o.Card.Name)
	require.False(t, o.Token)
	require.Equal(t, mana.SetOf(mana.Black), o.Colors)
	require.Zero(t, o.Card.ManaValue())
	require.NotZero(t, o.Keywords&ability.Deathtouch)
	require.Equal(t, [2]int{3, 3}, pt(t, g, cp))
	require.Equal(t, 21, g.Life(0), "a nontoken creature entered")
}

// h509Chick is "Ember Chick: {1}{R} 2/1 Phoenix, When Ember Chick dies,
// return it to its owner's hand."
func h509Chick(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Ember Chick", ManaCost: cost("{1}{R}"), Types: ability.Creature, Subtypes: []string{"Phoenix"},
		Power: C(2), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.Dies,
			Effects: []ability.Effect{{Op: ability.OpReturnToHand, Subject: ability.SubjectSelf}}}}})
}

// 12. Alice's Shapeshifter token and her Mirror Adept both enter as
// copies of her Ember Chick. Bob destroys the token: it dies as a Chick,
// so its ability triggers (CR 603.10a), but the token has ceased to
// exist by then (CR 704.5d) and can't move again (CR 110.5g): nothing
// returns. He destroys the Adept: it triggers too and returns — as the
// card Mirror Adept, a new object (CR 400.7). Saved, loaded and cloned
// while the token's trigger waits.
func TestH509DiesTriggerOfTokenCopyAndCardCopy(t *testing.T) {
	chick := h509Chick(t)
	sh := h509Shifter(t)
	mimic := h509Make(t, "Call the Mimic", "{1}{U}", ability.WhoYou, sh, 1)
	adept := mirrorAdept(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 6)
	lands(t, g, 1, card.Swamp, 2)
	c := bf(t, g, 0, chick)
	m := hand(t, g, 0, mimic)
	ad := hand(t, g, 0, adept)
	k1 := hand(t, g, 1, doomDef)
	k2 := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	h509CopyChoice(t, g, 0, []game.ObjectID{c}, c)
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, ad))
	passStack(t, g)
	require.NoError(t, g.Apply(chooseObj(0, c)))
	resolve(t, g, nil)
	tok := h509Tokens(t, g, 0)
	require.Len(t, tok, 1)
	cp := mustFollow(t, g, ad)
	require.Equal(t, "Ember Chick", info(t, g, tok[0]).Card.Name)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, k1, obj(tok[0])))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	require.Equal(t, 1, g.StackLen(), "the copy's dies trigger")
	require.Empty(t, h509Tokens(t, g, 0))
	gs := h479Copies(t, g, chick, sh, mimic, adept, doomDef)
	for _, x := range gs {
		resolve(t, x, nil)
		require.Zero(t, x.ZoneLen(0, zone.Hand), "nothing returned")
		require.NoError(t, x.Pass(0))
		require.NoError(t, x.Cast(1, k2, obj(cp)))
		resolve(t, x, nil)
		h := x.Zone(0, zone.Hand)
		require.Len(t, h, 1)
		require.Equal(t, "Mirror Adept", info(t, x, h[0]).Card.Name)
	}
	h479Same(t, gs)
}

// 13. Alice's Shapeshifter token enters as a copy of her Cinder Imp
// ("Sacrifice this: it deals 2 damage to target creature or player";
// "When this dies, you gain 3 life"). She sacrifices the token: it dies
// as an Imp (CR 603.10a) and ceases to exist (CR 704.5d); its ability
// and its trigger resolve from the stack as the copy it was (CR 112.7a,
// 706.2). Saved, loaded and cloned with both waiting and the token
// gone.
func TestH509TokenCopySacrificedAbilitiesResolve(t *testing.T) {
	imp := def(t, card.Definition{Name: "Cinder Imp", ManaCost: cost("{1}{R}"), Types: ability.Creature, Subtypes: []string{"Imp"},
		Power: C(1), Toughness: C(1), Activated: []ability.Activated{{Cost: ability.Cost{SacrificeSelf: true},
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer}, Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)}}}},
		Triggered: []ability.Triggered{{Event: ability.Dies, Effects: gain(3)}}})
	sh := h509Shifter(t)
	mimic := h509Make(t, "Call the Mimic", "{1}{U}", ability.WhoYou, sh, 1)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	i := bf(t, g, 0, imp)
	m := hand(t, g, 0, mimic)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	h509CopyChoice(t, g, 0, []game.ObjectID{i}, i)
	resolve(t, g, nil)
	tok := h509Tokens(t, g, 0)
	require.Len(t, tok, 1)
	require.NoError(t, g.Activate(0, tok[0], 0, pl(1)))
	for k := 0; k < 5 && g.Pending().Kind == game.DecideTriggerOrder; k++ {
		require.NoError(t, g.Apply(choose(0, 0)))
	}
	require.Equal(t, 2, g.StackLen())
	require.Empty(t, h509Tokens(t, g, 0))
	gs := h479Copies(t, g, imp, sh, mimic)
	for _, x := range gs {
		resolve(t, x, nil)
		require.Equal(t, 18, x.Life(1))
		require.Equal(t, 23, x.Life(0))
		require.Equal(t, 1, x.ZoneLen(0, zone.Graveyard), "Call the Mimic only")
	}
	h479Same(t, gs)
}

// 14. Four players. Alice's Mimic Gift: "Each opponent creates a
// Shapeshifter token." Each token is its creator's (CR 110.5a), and that
// player chooses what it copies among the creatures they control, in
// turn order (CR 101.4, 706.5, 614.12): Bob his Bear, Dave his Wolf;
// Carol controls no creature, so she isn't asked and her 0/0 token dies
// (CR 704.5f) and ceases to exist (CR 704.5d). Saved, loaded and cloned
// at Bob's choice.
func TestH509EachOpponentShapeshifters(t *testing.T) {
	sh := h509Shifter(t)
	gift := h509Make(t, "Mimic Gift", "{1}{U}", ability.WhoEachOpponent, sh, 1)
	bear := h509Bear(t, "Bob's Bear")
	wolf := creature(t, "Dave's Wolf", "{1}{G}", 3, 1, 0, "Wolf")
	abear := h509Bear(t, "Alice's Bear")
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	bf(t, g, 0, abear)
	b := bf(t, g, 1, bear)
	w := bf(t, g, 3, wolf)
	m := hand(t, g, 0, gift)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	gs := h479Copies(t, g, sh, gift, bear, wolf, abear)
	for _, x := range gs {
		h509CopyChoice(t, x, 1, []game.ObjectID{b}, b)
		h509CopyChoice(t, x, 3, []game.ObjectID{w}, w)
		resolve(t, x, nil)
		require.Len(t, h509Named(t, x, 1, "Bob's Bear"), 2)
		require.Len(t, h509Named(t, x, 3, "Dave's Wolf"), 2)
		require.Empty(t, h509Tokens(t, x, 2))
		require.Empty(t, h509Tokens(t, x, 0))
		for _, p := range []game.PlayerID{1, 3} {
			tk := h509Tokens(t, x, p)
			require.Len(t, tk, 1)
			require.Equal(t, p, info(t, x, tk[0]).Owner)
		}
	}
	h479Same(t, gs)
}

// 15. Alice's Twin Mimics makes two Shapeshifter tokens at once, with
// one Bear on her battlefield. The copy effect applies as each enters
// (CR 706.5, 614.12), when the other token isn't on the battlefield
// yet: each is offered the Bear only. The first copies the Bear; the
// second copies nothing and, a 0/0, dies (CR 704.5f).
func TestH509TokensEnteringTogetherCantCopyEachOther(t *testing.T) {
	sh := h509Shifter(t)
	twin := h509Make(t, "Twin Mimics", "{2}{U}", ability.WhoYou, sh, 2)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 3)
	bear := bf(t, g, 0, h509Bear(t, "Alice's Bear"))
	m := hand(t, g, 0, twin)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	h509CopyChoice(t, g, 0, []game.ObjectID{bear}, bear)
	h509CopyChoice(t, g, 0, []game.ObjectID{bear}, 0)
	resolve(t, g, nil)
	tk := h509Tokens(t, g, 0)
	require.Len(t, tk, 1)
	require.Equal(t, "Alice's Bear", info(t, g, tk[0]).Card.Name)
}

// 16. Alice's Shapeshifter token enters as a copy of her Scholar Owl
// ("When Scholar Owl enters the battlefield, draw a card"): it has the
// Owl's entering ability as it enters, so the ability triggers (CR 706.5
// and its Wall of Omens example, 603.6a): Alice draws a card. The copy
// flies, a 1/1 blue Bird.
func TestH509TokenCopyEnteringTriggerFires(t *testing.T) {
	owl := scholarOwl(t)
	sh := h509Shifter(t)
	mimic := h509Make(t, "Call the Mimic", "{1}{U}", ability.WhoYou, sh, 1)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	o := bf(t, g, 0, owl)
	m := hand(t, g, 0, mimic)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	h509CopyChoice(t, g, 0, []game.ObjectID{o}, o)
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	tk := h509Tokens(t, g, 0)
	require.Len(t, tk, 1)
	ti := info(t, g, tk[0])
	require.Equal(t, "Scholar Owl", ti.Card.Name)
	require.NotZero(t, ti.Keywords&ability.Flying)
	require.Equal(t, [2]int{1, 1}, pt(t, g, tk[0]))
}

// 17. Mirror Adept enters as a copy of Alice's Vira, which Wake the
// Spark made a 3/3 creature this turn. Like Clone copying an animated
// Chimeric Staff (CR 706.2 and its example), the Adept copies only
// Vira's printed values: it is a planeswalker, not a creature, and
// enters with three loyalty counters (CR 306.5b, 706.5). Under the 2017
// uniqueness rule Alice keeps one of her two Viras (CR 704.5j): she
// keeps the copy; the original goes to her graveyard.
func TestH509CopyOfAnimatedPlaneswalkerIsAPlaneswalker(t *testing.T) {
	g := h509ChooseOne(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	lands(t, g, 0, card.Forest, 1)
	v := bf(t, g, 0, h509Vira(t))
	w := hand(t, g, 0, h509Wake(t))
	ad := hand(t, g, 0, mirrorAdept(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w, obj(v)))
	resolve(t, g, nil)
	require.NotZero(t, info(t, g, v).Types&ability.Creature)
	require.NoError(t, g.Cast(0, ad))
	passStack(t, g)
	require.Equal(t, game.DecideChooseCard, g.Pending().Kind)
	require.NoError(t, g.Apply(chooseObj(0, v)))
	require.Equal(t, game.DecideKeep, g.Pending().Kind, g.Prompt(game.English))
	cp, ok := g.Follow(ad)
	require.True(t, ok)
	require.NoError(t, g.Apply(chooseObj(0, cp)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, v))
	o := info(t, g, cp)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, "Vira, Storm Caller", o.Card.Name)
	require.Zero(t, o.Types&ability.Creature, "the animation is not copied")
	require.NotZero(t, o.Types&ability.Planeswalker)
	require.Equal(t, 3, o.Counter(game.Loyalty))
}

// 18. Mimic Ooze (0/0, "enters the battlefield with two +1/+1 counters"
// and "you may have it enter as a copy of a creature you control"),
// cast, enters as a copy of Alice's Bear. The copy effect is applied
// first (CR 616.1c); the Ooze's own "enters with" ability is then no
// longer part of what enters (CR 614.12, 706.2): a 2/2 Bear with no
// counters.
func TestH509CastCopyLosesOwnEntersWithCounters(t *testing.T) {
	ooze := def(t, h509Chooses(card.Definition{Name: "Mimic Ooze", ManaCost: cost("{2}{U}"), Types: ability.Creature, Subtypes: []string{"Ooze"},
		Power: C(0), Toughness: C(0), EntersWithCounters: h509With("+1/+1", ability.N(2))}))
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 3)
	bear := bf(t, g, 0, h509Bear(t, "Alice's Bear"))
	m := hand(t, g, 0, ooze)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	require.NoError(t, g.Apply(chooseObj(0, bear)))
	resolve(t, g, nil)
	cp := mustFollow(t, g, m)
	require.Equal(t, "Alice's Bear", info(t, g, cp).Card.Name)
	require.Zero(t, counter(t, g, cp, game.PlusOne))
	require.Equal(t, [2]int{2, 2}, pt(t, g, cp))
}

// ---------------------------------------------------------------------
// Part 3. Definitions Check refuses

// 19. What the engine can't play as written is refused at the field,
// with a message that says why: "enters with" counters on a target
// (only the entering permanent gets them, CR 614.1c), an unknown kind of
// counter ("time", the error lists the kinds the engine plays), an
// "enters with" that isn't a put-counters effect, an Aura token (it
// would enter attached to what its controller chooses, CR 303.4f,
// which the engine doesn't ask), and a mana ability whose cost puts a
// counter.
func TestH509CheckRefusesCounterAndTokenMistakes(t *testing.T) {
	aura := card.Define(card.Definition{Name: "Halo", Types: ability.Enchantment, Subtypes: []string{"Aura"}, Colors: mana.SetOf(mana.White),
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 1, Toughness: 1}}})
	for _, c := range []struct {
		name, field, words string
		d                  card.Definition
	}{
		{"on a target", "EntersWithCounters.Subject", "SubjectSelf", card.Definition{Name: "Bad Sprout", ManaCost: cost("{G}"), Types: ability.Creature,
			Power: C(0), Toughness: C(0), EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectTarget, Counter: "+1/+1", Amount: ability.N(1)}}},
		{"time counters", "Activated[0].Effects[0].Counter", "+1/+1", card.Definition{Name: "Hourglass", ManaCost: cost("{2}"), Types: ability.Artifact,
			Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "time", Amount: ability.N(1)}}}}}},
		{"enters with damage", "EntersWithCounters.Op", "OpPutCounters", card.Definition{Name: "Scarred Sprout", ManaCost: cost("{G}"), Types: ability.Creature,
			Power: C(2), Toughness: C(2), EntersWithCounters: &ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectSelf, Amount: ability.N(1)}}},
		{"aura token", "Spell.Effects[0].Token", "303.4f", card.Definition{Name: "Conjure Halo", ManaCost: cost("{W}"), Types: ability.Sorcery,
			Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpCreateToken, Who: ability.WhoYou, Token: aura, Amount: ability.N(1)}}}}},
		{"counter for mana", "Activated[0].Cost", "counters", card.Definition{Name: "Charged Geode", ManaCost: cost("{2}"), Types: ability.Artifact,
			Activated: []ability.Activated{{Cost: ability.Cost{Tap: true, PutCounter: "charge"}, Effects: ability.TapForMana(mana.Red).Effects}}}},
	} {
		err := card.Define(c.d).Check()
		require.ErrorIs(t, err, card.ErrInvalidDefinition, c.name)
		var list card.FieldErrors
		require.ErrorAs(t, err, &list, c.name)
		require.Len(t, list, 1, "%s: %v", c.name, err)
		require.Equal(t, c.field, list[0].Field, c.name)
		require.Contains(t, list[0].Error(), c.words, c.name)
	}
}

// ---------------------------------------------------------------------
// Faults this set found, fixed
//
// The tests below share one path: a permanent that enters as a copy
// other than by resolving as its own spell (a token made by an effect, a
// card put onto the battlefield from a graveyard). By the rules the copy
// effect is applied first (CR 616.1c) and the entering permanent's
// replacement effects are those of what it becomes, applied before it
// is on the battlefield (CR 614.12, 706.5). The engine used to apply its
// own "enters" replacements (counters, "enters tapped", a planeswalker's
// loyalty) before asking what it copies.

// h509MimicOoze is Mimic Ooze (test 18) with "enters tapped" when tapped.
func h509MimicOoze(t *testing.T, name string, tapped bool) *card.Definition {
	d := card.Definition{Name: name, ManaCost: cost("{2}{U}"), Types: ability.Creature, Subtypes: []string{"Ooze"},
		Colors: mana.SetOf(mana.Blue), Power: C(0), Toughness: C(0), EntersWithCounters: h509With("+1/+1", ability.N(2))}
	if tapped {
		d.Restrictions = ability.EntersTapped
	}
	return def(t, h509Chooses(d))
}

// h509Raise is "Raise the Mimic: {B} sorcery, Return target creature card
// from your graveyard to the battlefield."
func h509Raise(t *testing.T) *card.Definition {
	return sorcery(t, "Raise the Mimic", "{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}}, ability.Effect{Op: ability.OpPutOntoBattlefield})
}

// D1. A Mimic Ooze token (0/0, "enters with two +1/+1 counters", "may
// enter as a copy of a creature you control") made by Call the Mimic,
// and a Mimic Ooze card returned from Alice's graveyard by Raise the
// Mimic, each enter as a copy of her 2/2 Bear. As when the Ooze is cast
// (test 18), the copy effect applies first (CR 616.1c) and the Ooze's
// own "enters with" ability is not part of the Bear it enters as
// (CR 614.12, 706.2, 706.5): each is a 2/2 with no counters.
func TestH509CopyEnteringDropsItsOwnCounters(t *testing.T) {
	for _, viaToken := range []bool{true, false} {
		ooze := h509MimicOoze(t, "Mimic Ooze", false)
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Island, 2)
		lands(t, g, 0, card.Swamp, 1)
		bear := bf(t, g, 0, h509Bear(t, "Alice's Bear"))
		if viaToken {
			m := hand(t, g, 0, h509Make(t, "Call the Mimic", "{1}{U}", ability.WhoYou, ooze, 1))
			require.NoError(t, g.Start(2, 0, game.Main1))
			require.NoError(t, g.Cast(0, m))
		} else {
			o := put(t, g, 0, zone.Graveyard, ooze)
			r := hand(t, g, 0, h509Raise(t))
			require.NoError(t, g.Start(2, 0, game.Main1))
			require.NoError(t, g.Cast(0, r, obj(o)))
		}
		passStack(t, g)
		h509CopyChoice(t, g, 0, []game.ObjectID{bear}, bear)
		resolve(t, g, nil)
		cps := h509Named(t, g, 0, "Alice's Bear")
		require.Len(t, cps, 2)
		cp := cps[1]
		require.Zero(t, counter(t, g, cp, game.PlusOne), "token %v: the Bear it copies enters with no counters", viaToken)
		require.Equal(t, [2]int{2, 2}, pt(t, g, cp), "token %v", viaToken)
	}
}

// D2. A Sleepy Mimic token (0/0 Shapeshifter, "enters the battlefield
// tapped", "may enter as a copy of a creature you control") enters as a
// copy of Alice's Bear. The Bear has no "enters tapped"; once the copy
// effect applies (CR 616.1c), the Mimic's own replacement is no longer
// part of what enters (CR 614.1c, 614.12, 706.5): it should enter
// untapped.
func TestH509CopyEnteringDropsItsOwnEntersTapped(t *testing.T) {
	sleepy := def(t, h509Chooses(card.Definition{Name: "Sleepy Mimic", Types: ability.Creature, Subtypes: []string{"Shapeshifter"},
		Colors: mana.SetOf(mana.Blue), Power: C(0), Toughness: C(0), Restrictions: ability.EntersTapped}))
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	bear := bf(t, g, 0, h509Bear(t, "Alice's Bear"))
	m := hand(t, g, 0, h509Make(t, "Call the Sleepy Mimic", "{1}{U}", ability.WhoYou, sleepy, 1))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	h509CopyChoice(t, g, 0, []game.ObjectID{bear}, bear)
	resolve(t, g, nil)
	tk := h509Tokens(t, g, 0)
	require.Len(t, tk, 1)
	require.Equal(t, "Alice's Bear", info(t, g, tk[0]).Card.Name)
	require.False(t, info(t, g, tk[0]).Tapped, "the Bear enters untapped")
}

// D3. As test 17, but the copy is Alice's Shapeshifter token: it enters
// as a copy of her animated Vira, so it is the planeswalker Vira (not a
// creature, CR 706.2) and enters with three loyalty counters, Vira's
// printed loyalty (CR 306.5b, 706.5). Under the 2017 uniqueness rule she
// keeps the token (CR 704.5j); the original goes.
func TestH509TokenCopyOfPlaneswalkerHasLoyalty(t *testing.T) {
	sh := h509Shifter(t)
	g := h509ChooseOne(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 0, card.Forest, 1)
	v := bf(t, g, 0, h509Vira(t))
	w := hand(t, g, 0, h509Wake(t))
	m := hand(t, g, 0, h509Make(t, "Call the Mimic", "{1}{U}", ability.WhoYou, sh, 1))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w, obj(v)))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	h509CopyChoice(t, g, 0, []game.ObjectID{v}, v)
	require.Equal(t, game.DecideKeep, g.Pending().Kind, g.Prompt(game.English))
	tk := h509Tokens(t, g, 0)
	require.Len(t, tk, 1)
	require.NoError(t, g.Apply(chooseObj(0, tk[0])))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, v))
	tk = h509Tokens(t, g, 0)
	require.Len(t, tk, 1, "the token copy is kept")
	o := info(t, g, tk[0])
	require.Equal(t, "Vira, Storm Caller", o.Card.Name)
	require.Zero(t, o.Types&ability.Creature)
	require.Equal(t, 3, o.Counter(game.Loyalty))
}

// D4. Alice controls a Bear and a Brood Sentinel whose toughness is 1
// here (0/1, "enters with a +1/+1 counter for each creature you
// control"). Her Shapeshifter token enters as a copy of the Sentinel.
// The "enters with" count is taken before the token is on the
// battlefield (CR 614.12, 614.1c, as test 1 shows for the cast card): 2
// creatures, so a 2/3 with two counters, counted in its power and
// toughness.
func TestH509TokenCopyCountsOthersAndItsCounters(t *testing.T) {
	brood := h509Brood(t, 1)
	sh := h509Shifter(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	bear := bf(t, g, 0, h509Bear(t, "Alice's Bear"))
	br := bf(t, g, 0, brood, h509Plus(2))
	m := hand(t, g, 0, h509Make(t, "Call the Mimic", "{1}{U}", ability.WhoYou, sh, 1))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	h509CopyChoice(t, g, 0, []game.ObjectID{bear, br}, br)
	resolve(t, g, nil)
	tk := h509Tokens(t, g, 0)
	require.Len(t, tk, 1)
	n := counter(t, g, tk[0], game.PlusOne)
	require.Equal(t, [2]int{n, 1 + n}, pt(t, g, tk[0]), "power and toughness count the counters it has")
	require.Equal(t, 2, n, "the Bear and the Sentinel; not itself")
}

// D5. The same with the printed 0/0 Brood Sentinel: whatever the count,
// the token enters with +1/+1 counters (CR 614.1c, 121.6) and survives
// the state-based check as a creature with positive toughness
// (CR 704.5f).
func TestH509TokenCopyWithCountersSurvives(t *testing.T) {
	brood := h509Brood(t, 0)
	sh := h509Shifter(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	bf(t, g, 0, h509Bear(t, "Alice's Bear"))
	br := bf(t, g, 0, brood, h509Plus(2))
	m := hand(t, g, 0, h509Make(t, "Call the Mimic", "{1}{U}", ability.WhoYou, sh, 1))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	require.NoError(t, g.Apply(chooseObj(0, br)))
	resolve(t, g, nil)
	tk := h509Tokens(t, g, 0)
	require.Len(t, tk, 1, "the copy survives with its counters")
	require.Equal(t, "Brood Sentinel", info(t, g, tk[0]).Card.Name)
	require.Positive(t, pt(t, g, tk[0])[1])
}
