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

// Custom cards, set number 30: mana, lands and payment. Lands of one's
// own (a filter land whose mana ability costs mana, "any colour" lands
// with a life gain, painlands with their abilities in either order,
// mana abilities with "activate only if" and "only as a sorcery", land
// creatures and lands animated the turn they were played), mana
// creatures and summoning sickness (haste, a sacrifice without {T}),
// mana pools emptying between steps and phases, mana added by abilities
// that are not mana abilities (an upkeep trigger, a loyalty ability, an
// ability with a target), restricted mana, hybrid and X costs paid with
// several kinds of mana, life payments at the limit (alone and with a
// painland's damage), a triggered mana ability of an Aura paying the
// spell it is tapped for, definitions Check refuses; and, at the end,
// definitions Check accepts that the engine misplays (skipped, each
// saying what is wrong).

// ---------------------------------------------------------------------
// Helpers

// h510Land is a checked land card with the given activated abilities.
func h510Land(t *testing.T, name string, abs ...ability.Activated) *card.Definition {
	return def(t, card.Definition{Name: name, Types: ability.Land, Activated: abs})
}

// h510Any is "add n mana of any one color".
func h510Any(n int) ability.Effect {
	return ability.Effect{Op: ability.OpAddMana, ManaChoice: mana.AllColors, Amount: ability.N(n)}
}

// h510Add is "add" the mana of the string s ("{R}{R}").
func h510Add(s string) ability.Effect {
	var p mana.Pool
	c := cost(s)
	for i := 0; i < c.Len(); i++ {
		sym := c.Symbol(i)
		if sym.Kind == mana.Colored {
			p.Add(sym.Color, 1)
		} else {
			p.Add(mana.Colorless, int(sym.Amount))
		}
	}
	return ability.Effect{Op: ability.OpAddMana, Mana: p}
}

// h510Ouch is "this deals n damage to you" (a painland's side effect).
func h510Ouch(n int) ability.Effect {
	return ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoYou, Amount: ability.N(n)}
}

// h510Trinket is a checked artifact with mana cost mc and no abilities:
// something to pay for.
func h510Trinket(t *testing.T, name, mc string) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Artifact})
}

// h510TapMana has p activate the n-th mana ability of id for colour c.
func h510TapMana(g *game.Game, p game.PlayerID, id game.ObjectID, n int, c mana.Color) error {
	return g.Apply(game.Action{Kind: game.ActActivateMana, Player: p, Object: id, Ability: n, Color: c})
}

// h510Pool is p's (unrestricted) pool as a string, "{R}{R}".
func h510Pool(g *game.Game, p game.PlayerID) string { return g.Pool(p).String() }

// h510ToStep passes idly until step s of the current turn begins.
func h510ToStep(t *testing.T, g *game.Game, s game.Step) {
	t.Helper()
	turn := g.Turn()
	for i := 0; i < 100 && g.Step() != s && !g.Over(); i++ {
		idleAnswer(t, g, g.Pending(), "h510ToStep")
	}
	require.Equal(t, s, g.Step())
	require.Equal(t, turn, g.Turn())
}

// h510NextTurn passes idly until the next turn begins and its first
// main phase is reached.
func h510NextTurn(t *testing.T, g *game.Game) {
	t.Helper()
	turn := g.Turn()
	for i := 0; i < 300 && !(g.Turn() == turn+1 && g.Step() == game.Main1) && !g.Over(); i++ {
		idleAnswer(t, g, g.Pending(), "h510NextTurn")
	}
	require.Equal(t, turn+1, g.Turn())
}

// h510Cites reports whether err cites CR rule r.
func h510Cites(t *testing.T, err error, r string) {
	t.Helper()
	require.Error(t, err)
	require.Contains(t, err.Error(), r)
}

// h510Check returns Check's verdict on d.
func h510Check(d card.Definition) error { return card.Define(d).Check() }

// h510Painland is "{T}: Add {C}. / {T}: Add {B} or {R}. This land deals
// 1 damage to you." in the order M15 prints its painlands.
func h510Painland(t *testing.T) *card.Definition {
	return h510Land(t, "Ashen Marsh",
		ability.TapForMana(mana.Colorless),
		ability.Activated{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{
			{Op: ability.OpAddMana, ManaChoice: mana.SetOf(mana.Black, mana.Red), Amount: ability.N(1)}, h510Ouch(1)}})
}

// ---------------------------------------------------------------------
// Part 1. Lands of one's own

// 1. Cinder Filter: land, "{1}, {T}: Add {R}{R}." Activating a mana
// ability follows the rules of activation (CR 605.3, 602.2b): its {1} is
// paid as it is activated, and mana abilities of other permanents may be
// activated to pay it (CR 601.2g, 605.3a): Alice's Plains is tapped for
// it and her pool ends with {R}{R}, which then casts a {R}{R} creature
// (CR 601.2h). The land's own {T} is part of the cost (CR 602.2b), so
// alone it can't pay its {1}: with no other source the activation is
// refused (CR 117.3) and nothing is tapped.
func TestH510FilterLandPaysItsCostWithAnotherLand(t *testing.T) {
	filter := h510Land(t, "Cinder Filter", ability.Activated{Cost: ability.Cost{Tap: true, Mana: cost("{1}")},
		Effects: []ability.Effect{h510Add("{R}{R}")}})
	brute := creature(t, "Twin-Horn Brute", "{R}{R}", 3, 2, 0, "Beast")
	g := newGame(t, 2)
	libs(t, g, 3)
	f := bf(t, g, 0, filter)
	pln := bf(t, g, 0, card.Plains)
	b := hand(t, g, 0, brute)
	require.NoError(t, g.Start(2, 0, game.Main1))

	require.NoError(t, h510TapMana(g, 0, f, 0, 0))
	require.True(t, info(t, g, f).Tapped)
	require.True(t, info(t, g, pln).Tapped, "the Plains paid the {1}")
	require.Equal(t, 2, g.Pool(0).Amount(mana.Red))
	require.Equal(t, 2, g.Pool(0).Total(), "the {W} went to the {1}")
	require.NoError(t, g.Cast(0, b))
	require.True(t, g.Pool(0).IsEmpty())
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, b))

	// A lone Filter can't pay its own {1}.
	g2 := newGame(t, 2)
	libs(t, g2, 3)
	f2 := bf(t, g2, 0, filter)
	require.NoError(t, g2.Start(2, 0, game.Main1))
	err := h510TapMana(g2, 0, f2, 0, 0)
	require.Error(t, err)
	require.False(t, info(t, g2, f2).Tapped)
	require.True(t, g2.Pool(0).IsEmpty())
}

// 2. Sanctum of Plenty: land, "{T}: Add one mana of any color. You gain
// 1 life." The life gain is part of the mana ability and happens at once
// with the mana, without the stack (CR 605.3b): Alice chooses blue, her
// pool holds {U} and she is at 21 with an empty stack. "Any color" is
// one of the five colours (CR 105.1, 106.1a): colourless mana can't be
// chosen.
func TestH510AnyColourLandWithLifeGain(t *testing.T) {
	sanctum := h510Land(t, "Sanctum of Plenty", ability.Activated{Cost: ability.Cost{Tap: true},
		Effects: []ability.Effect{h510Any(1), gain(1)[0]}})
	g := newGame(t, 2)
	libs(t, g, 3)
	s := bf(t, g, 0, sanctum)
	s2 := bf(t, g, 0, sanctum)
	require.NoError(t, g.Start(2, 0, game.Main1))

	require.Error(t, h510TapMana(g, 0, s2, 0, mana.Colorless), "colourless is not a colour")
	require.False(t, info(t, g, s2).Tapped)
	require.NoError(t, h510TapMana(g, 0, s, 0, mana.Blue))
	require.Equal(t, "{U}", h510Pool(g, 0))
	require.Equal(t, 21, g.Life(0))
	require.Equal(t, 0, g.StackLen())
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, game.PlayerID(0), g.Pending().Player, "a mana ability keeps priority with its player")
}

// 3. Ashen Marsh, a painland printed as M15 prints them: "{T}: Add {C}.
// / {T}: Add {B} or {R}. Ashen Marsh deals 1 damage to you." The player
// chooses which mana abilities pay a cost (CR 601.2g-h): a {1} artifact
// is paid with the painless {C} (no damage), a {R} artifact only with
// the painful ability (CR 605.3b: its damage is part of it), 1 damage.
func TestH510PainlandPaysGenericWithoutPain(t *testing.T) {
	marsh := h510Painland(t)
	for _, c := range []struct {
		mc   string
		life int
	}{{"{1}", 20}, {"{R}", 19}, {"{B}", 19}} {
		g := newGame(t, 2)
		libs(t, g, 3)
		bf(t, g, 0, marsh)
		a := hand(t, g, 0, h510Trinket(t, "Ash Trinket", c.mc))
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, a), c.mc)
		require.Equal(t, c.life, g.Life(0), c.mc)
		require.True(t, g.Pool(0).IsEmpty(), c.mc)
	}
}

// 4. Bog Spring: land, "{T}: Add {B}{B}. Activate this ability only if
// you control a Swamp." A restriction on a mana ability is checked as
// it is activated (CR 602.5b; CR 605.1: it is still a mana ability).
// Without a Swamp Alice can't activate it (the refusal cites 602.5b);
// once she controls one she can, and her pool holds {B}{B}.
func TestH510ManaAbilityActivateOnlyIf(t *testing.T) {
	spring := h510Land(t, "Bog Spring", ability.Activated{Cost: ability.Cost{Tap: true},
		Effects: []ability.Effect{h510Add("{B}{B}")},
		OnlyIf:  ability.Condition{Kind: ability.YouControl, Group: ability.Group{Types: ability.Land, Subtype: "Swamp"}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	s := bf(t, g, 0, spring)
	sw := hand(t, g, 0, card.Swamp)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h510Cites(t, h510TapMana(g, 0, s, 0, 0), "602.5b")
	require.False(t, info(t, g, s).Tapped)
	require.NoError(t, g.PlayLand(0, sw))
	require.NoError(t, h510TapMana(g, 0, s, 0, 0))
	require.Equal(t, "{B}{B}", h510Pool(g, 0))
}

// 5. Sunrise Well: land, "{T}: Add {W}{W}. Activate this ability only
// any time you could cast a sorcery." A timing restriction doesn't stop
// an ability being a mana ability (CR 605.1), but it applies (CR 602.5d,
// 307.1): in Alice's first main phase with an empty stack she may
// activate it; in the beginning of combat step she may not, nor in her
// main phase while a spell of hers is on the stack.
func TestH510SorcerySpeedManaAbility(t *testing.T) {
	well := h510Land(t, "Sunrise Well", ability.Activated{Cost: ability.Cost{Tap: true}, Timing: ability.SorcerySpeed,
		Effects: []ability.Effect{h510Add("{W}{W}")}})
	bolt := instant(t, "Cinder Dart", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)})
	g := newGame(t, 2)
	libs(t, g, 3)
	w1 := bf(t, g, 0, well)
	w2 := bf(t, g, 0, well)
	bf(t, g, 0, card.Mountain)
	d := hand(t, g, 0, bolt)
	require.NoError(t, g.Start(2, 0, game.Main1))

	require.NoError(t, g.Cast(0, d, pl(1)))
	h510Cites(t, h510TapMana(g, 0, w1, 0, 0), "602.5d")
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
	require.NoError(t, h510TapMana(g, 0, w1, 0, 0))
	require.Equal(t, "{W}{W}", h510Pool(g, 0))
	h510ToStep(t, g, game.BeginCombat)
	h510Cites(t, h510TapMana(g, 0, w2, 0, 0), "602.5d")
	require.False(t, info(t, g, w2).Tapped)
}

// 6. Grove Sentinel: Land Creature, 1/1, "{T}: Add {G}." Played this
// turn, it has summoning sickness, as any creature that came under its
// controller's control this turn (CR 302.6; being a land doesn't lift
// it): its {T} mana ability can't be activated, and the automatic
// payment of a {G} spell can't use it either. Next turn it taps.
func TestH510LandCreatureSummoningSick(t *testing.T) {
	sentinel := def(t, card.Definition{Name: "Grove Sentinel", Types: ability.Land | ability.Creature, Subtypes: []string{"Treefolk"},
		Power: C(1), Toughness: C(1), Activated: []ability.Activated{ability.TapForMana(mana.Green)}})
	elf := creature(t, "Moss Elf", "{G}", 1, 1, 0, "Elf")
	g := newGame(t, 2)
	libs(t, g, 5)
	s := hand(t, g, 0, sentinel)
	e := hand(t, g, 0, elf)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.PlayLand(0, s))
	s = find(t, g, 0, sentinel)
	require.True(t, info(t, g, s).SummoningSick)
	h510Cites(t, h510TapMana(g, 0, s, 0, 0), "302.6")
	require.Error(t, g.Cast(0, e))
	require.False(t, info(t, g, s).Tapped)
	require.Equal(t, zone.Hand, zoneOf(t, g, e))

	h510NextTurn(t, g) // Bob's
	h510NextTurn(t, g) // Alice's again
	require.NoError(t, g.Cast(0, e))
	require.True(t, info(t, g, s).Tapped)
}

// 7. Wake the Loam: {G} instant, "Until end of turn, target land becomes
// a 3/3 Elemental creature. It's still a land." Summoning sickness
// doesn't ask whether the permanent was a creature, only whether its
// controller controlled it continuously since their most recent turn
// began (CR 302.6). Alice animates a Forest she played this turn and
// one she has had since before her turn: the new one's {T} mana ability
// can't be activated (nor may automatic payment tap it), the old one's
// can.
func TestH510AnimatedLandPlayedThisTurnCantTap(t *testing.T) {
	wake := instant(t, "Wake the Loam", "{G}", []ability.TargetSpec{{Allow: ability.AllowLand}},
		ability.Effect{Op: ability.OpBecome, Target: 0, Subject: ability.SubjectTarget, Power: 3, Toughness: 3,
			AddTypes: ability.Creature, AddSubtype: "Elemental"})
	elf := creature(t, "Moss Elf", "{G}", 1, 1, 0, "Elf")
	g := newGame(t, 2)
	libs(t, g, 3)
	a := bf(t, g, 0, card.Forest)
	b := bf(t, g, 0, card.Forest)
	old := bf(t, g, 0, card.Forest)
	n := hand(t, g, 0, card.Forest)
	w1 := hand(t, g, 0, wake)
	w2 := hand(t, g, 0, wake)
	e := hand(t, g, 0, elf)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.PlayLand(0, n))
	n = g.Zone(0, zone.Battlefield)[len(g.Zone(0, zone.Battlefield))-1]
	require.Equal(t, card.Forest, info(t, g, n).Card)

	require.NoError(t, h510TapMana(g, 0, a, 0, 0))
	h506Cast(t, g, 0, w1, obj(n))
	require.NoError(t, h510TapMana(g, 0, b, 0, 0))
	h506Cast(t, g, 0, w2, obj(old))
	require.True(t, info(t, g, n).Types&ability.Creature != 0)
	require.True(t, info(t, g, old).Types&ability.Creature != 0)

	h510Cites(t, h510TapMana(g, 0, n, 0, 0), "302.6")
	require.NoError(t, g.Cast(0, e), "the old animated Forest pays")
	require.True(t, info(t, g, old).Tapped)
	require.False(t, info(t, g, n).Tapped)
}

// 8. Quickroot Elf: {G} 1/1 Elf with haste, "{T}: Add {G}." Haste lets
// its {T} ability be activated the turn it comes under Alice's control
// (CR 302.6, 702.10c); the same Elf without haste can't.
func TestH510HasteManaCreatureTapsAtOnce(t *testing.T) {
	mk := func(name string, kw ability.Keyword) *card.Definition {
		return def(t, card.Definition{Name: name, ManaCost: cost("{G}"), Types: ability.Creature, Subtypes: []string{"Elf"},
			Power: C(1), Toughness: C(1), Keywords: kw, Activated: []ability.Activated{ability.TapForMana(mana.Green)}})
	}
	quick := mk("Quickroot Elf", ability.Haste)
	slow := mk("Slowroot Elf", 0)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 2)
	q := hand(t, g, 0, quick)
	s := hand(t, g, 0, slow)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h506Cast(t, g, 0, q)
	h506Cast(t, g, 0, s)
	q, s = find(t, g, 0, quick), find(t, g, 0, slow)
	h510Cites(t, h510TapMana(g, 0, s, 0, 0), "302.6")
	require.NoError(t, h510TapMana(g, 0, q, 0, 0))
	require.Equal(t, "{G}", h510Pool(g, 0))
}

// 9. Ember Imp: {R} 1/1 Imp, "Sacrifice Ember Imp: Add {R}." Summoning
// sickness stops only abilities with {T} or {Q} in their costs (CR
// 302.6): the Imp, cast this turn, can be sacrificed for its mana at
// once (CR 605.3a, 701.15a), and the {R} then casts a red spell.
func TestH510SacrificeManaWithoutTapIgnoresSickness(t *testing.T) {
	imp := def(t, card.Definition{Name: "Ember Imp", ManaCost: cost("{R}"), Types: ability.Creature, Subtypes: []string{"Imp"},
		Power: C(1), Toughness: C(1), Activated: []ability.Activated{{Cost: ability.Cost{SacrificeSelf: true},
			Effects: []ability.Effect{h510Add("{R}")}}}})
	dart := instant(t, "Cinder Dart", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, card.Mountain)
	i := hand(t, g, 0, imp)
	d := hand(t, g, 0, dart)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h506Cast(t, g, 0, i)
	i = find(t, g, 0, imp)
	require.True(t, info(t, g, i).SummoningSick)
	require.NoError(t, h510TapMana(g, 0, i, 0, 0))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, i))
	require.Equal(t, "{R}", h510Pool(g, 0))
	h506Cast(t, g, 0, d, pl(1))
	require.Equal(t, 19, g.Life(1))
}

// 9a. Slowroot Elf ({G} 1/1, "{T}: Add {G}"), cast this turn, wears
// Quickening Band, an Aura with "Enchanted creature has haste." Haste
// from any source lets its {T} ability be activated (CR 302.6, 702.10c):
// Alice taps it for {G}, and automatic payment may tap it too.
func TestH510HasteFromAuraLetsManaCreatureTap(t *testing.T) {
	slow := def(t, card.Definition{Name: "Slowroot Elf", ManaCost: cost("{G}"), Types: ability.Creature, Subtypes: []string{"Elf"},
		Power: C(1), Toughness: C(1), Activated: []ability.Activated{ability.TapForMana(mana.Green)}})
	band := h506Aura(t, "Quickening Band", "{R}", 0, ability.Static{Affects: ability.AffectsAttached, Keywords: ability.Haste})
	g := newGame(t, 2)
	libs(t, g, 3)
	e1 := bf(t, g, 0, slow, game.PutOptions{Sick: true})
	bf(t, g, 0, band, game.PutOptions{AttachedTo: e1})
	e2 := bf(t, g, 0, slow, game.PutOptions{Sick: true})
	bf(t, g, 0, band, game.PutOptions{AttachedTo: e2})
	trinket := h510Trinket(t, "Moss Trinket", "{G}")
	c1 := hand(t, g, 0, trinket)
	c2 := hand(t, g, 0, trinket)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, info(t, g, e1).SummoningSick)
	require.NoError(t, h510TapMana(g, 0, e1, 0, 0))
	require.Equal(t, "{G}", h510Pool(g, 0))
	require.NoError(t, g.Cast(0, c1), "the pool's {G} pays")
	require.False(t, info(t, g, e2).Tapped)
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, c2), "automatic payment taps the hasty Elf")
	require.True(t, info(t, g, e2).Tapped)
}

// 9b. Quarry Tower: land, "{T}: Add {C}." and "{2}, {T}: Draw a card."
// The draw's {T} is part of its cost (CR 602.2b), so the Tower can't
// also be tapped for mana to pay its {2} (CR 601.2g-h: it would have to
// be untapped twice). With two Mountains beside it the ability is
// activated, the Mountains paying; with one, it can't be, and nothing
// is tapped.
func TestH510LandCantPayItsOwnTapAbility(t *testing.T) {
	tower := h510Land(t, "Quarry Tower", ability.TapForMana(mana.Colorless),
		ability.Activated{Cost: ability.Cost{Tap: true, Mana: cost("{2}")}, Effects: draw1})
	for _, mountains := range []int{1, 2} {
		g := newGame(t, 2)
		libs(t, g, 3)
		tw := bf(t, g, 0, tower)
		lands(t, g, 0, card.Mountain, mountains)
		require.NoError(t, g.Start(2, 0, game.Main1))
		err := g.Activate(0, tw, 0)
		if mountains == 1 {
			require.Error(t, err)
			require.False(t, info(t, g, tw).Tapped)
			continue
		}
		require.NoError(t, err)
		require.True(t, info(t, g, tw).Tapped)
		resolve(t, g, nil)
		require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	}
}

// ---------------------------------------------------------------------
// Part 2. Mana pools and mana from abilities that aren't mana abilities

// 10. Mana empties from each player's pool at the end of each step and
// phase (CR 500.4, 106.4). Alice taps a Forest in her upkeep: the {G}
// is gone in her draw step. She taps another in her first main phase
// and casts a {R} instant with her Mountain: the {G} stays through the
// resolution, and is gone in the beginning of combat step.
func TestH510PoolEmptiesBetweenStepsAndPhases(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	f1 := bf(t, g, 0, card.Forest)
	f2 := bf(t, g, 0, card.Forest)
	m := bf(t, g, 0, card.Mountain)
	d := hand(t, g, 0, instant(t, "Cinder Dart", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}))
	require.NoError(t, g.Start(2, 0, game.Upkeep))
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.NoError(t, h510TapMana(g, 0, f1, 0, 0))
	require.Equal(t, "{G}", h510Pool(g, 0))
	h510ToStep(t, g, game.Draw)
	require.True(t, g.Pool(0).IsEmpty(), "upkeep mana gone in the draw step")
	h510ToStep(t, g, game.Main1)
	require.NoError(t, h510TapMana(g, 0, f2, 0, 0))
	require.Equal(t, "{G}", h510Pool(g, 0))
	// A spell paid by another land resolves; the step goes on, so the
	// {G} stays (CR 500.4 empties pools only as a step or phase ends).
	h506Cast(t, g, 0, d, pl(1))
	require.Equal(t, 19, g.Life(1))
	require.True(t, info(t, g, m).Tapped)
	require.Equal(t, "{G}", h510Pool(g, 0))
	h510ToStep(t, g, game.BeginCombat)
	require.True(t, g.Pool(0).IsEmpty(), "main-phase mana gone in combat")
}

// 11. Dawn Censer: {2} artifact, "At the beginning of your upkeep, add
// {R}{R}." It triggers on an event other than a mana ability, so it is
// not a mana ability (CR 605.5a): it goes on the stack, Bob may answer
// it, and the {R}{R} is added only as it resolves (CR 608.2). Alice
// spends it in her upkeep on a {R}{R} instant; had she not, it would be
// gone in her draw step (CR 500.4).
func TestH510UpkeepTriggerManaUsesStack(t *testing.T) {
	censer := def(t, card.Definition{Name: "Dawn Censer", ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.YourUpkeep, Effects: []ability.Effect{h510Add("{R}{R}")}}}})
	blast := instant(t, "Twin Blast", "{R}{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)})
	for _, spend := range []bool{true, false} {
		g := newGame(t, 2)
		libs(t, g, 3)
		bf(t, g, 0, censer)
		b := hand(t, g, 0, blast)
		require.NoError(t, g.Start(2, 0, game.Untap))
		for i := 0; i < 10 && g.StackLen() == 0; i++ {
			idleAnswer(t, g, g.Pending(), "upkeep")
		}
		require.Equal(t, game.Upkeep, g.Step())
		require.Equal(t, 1, g.StackLen(), "the trigger is on the stack")
		require.True(t, g.Pool(0).IsEmpty(), "no mana before it resolves")
		require.NoError(t, g.Pass(0))
		require.Equal(t, game.PlayerID(1), g.Pending().Player, "Bob may respond")
		require.NoError(t, g.Pass(1))
		require.Equal(t, 0, g.StackLen())
		require.Equal(t, "{R}{R}", h510Pool(g, 0))
		if spend {
			h506Cast(t, g, 0, b, pl(1))
			require.Equal(t, 17, g.Life(1))
			require.True(t, g.Pool(0).IsEmpty())
		} else {
			h510ToStep(t, g, game.Draw)
			require.True(t, g.Pool(0).IsEmpty())
		}
	}
}

// 12. Root Speaker: planeswalker with loyalty 3, "+1: Add {G}{G}." A
// loyalty ability is never a mana ability (CR 605.1a, 606): it uses the
// stack, so Bob may respond and the {G}{G} comes only when it resolves;
// it is then in Alice's pool for her main phase.
func TestH510LoyaltyManaUsesStack(t *testing.T) {
	walker := def(t, card.Definition{Name: "Root Speaker", ManaCost: cost("{2}{G}"), Types: ability.Planeswalker,
		Subtypes: []string{"Nissa"}, Loyalty: 3, Activated: []ability.Activated{{Loyalty: true, Cost: ability.Cost{Loyalty: 1},
			Effects: []ability.Effect{h510Add("{G}{G}")}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	w := bf(t, g, 0, walker)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, w, 0))
	require.Equal(t, 1, g.StackLen())
	require.True(t, g.Pool(0).IsEmpty())
	require.Equal(t, 4, counter(t, g, w, game.Loyalty))
	resolve(t, g, nil)
	require.Equal(t, "{G}{G}", h510Pool(g, 0))
}

// 13. Spark Conduit: land, "{T}: Add {R}. Target creature gets +1/+0
// until end of turn." An activated ability with a target is not a mana
// ability even though it adds mana (CR 605.5a): it is activated like
// any other ability, uses the stack, and adds its {R} on resolution.
func TestH510TargetingManaAbilityUsesStack(t *testing.T) {
	conduit := h510Land(t, "Spark Conduit", ability.Activated{Cost: ability.Cost{Tap: true},
		Targets: []ability.TargetSpec{ability.TargetCreature},
		Effects: []ability.Effect{h510Add("{R}"), {Op: ability.OpModify, Target: 0, Power: 1}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	c := bf(t, g, 0, conduit)
	bear := bf(t, g, 0, creature(t, "Ridge Bear", "{1}{R}", 2, 2, 0, "Bear"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, h510TapMana(g, 0, c, 0, mana.Red), "not a mana ability")
	require.NoError(t, g.Activate(0, c, 0, obj(bear)))
	require.Equal(t, 1, g.StackLen())
	require.True(t, g.Pool(0).IsEmpty())
	resolve(t, g, nil)
	require.Equal(t, "{R}", h510Pool(g, 0))
	require.Equal(t, [2]int{3, 2}, pt(t, g, bear))
}

// ---------------------------------------------------------------------
// Part 3. Restricted mana

// 14. Elfhame Grove: land, "{T}: Add one mana of any color. Spend this
// mana only to cast an Elf spell." The restriction follows the mana
// (CR 106.6): with the Grove her only land, Alice can cast a {G} Elf
// but not a {G} Bear; floated by hand, the mana still can't pay the
// Bear, and it pays the Elf.
func TestH510RestrictedLandElfOnly(t *testing.T) {
	grove := h510Land(t, "Elfhame Grove", ability.Activated{Cost: ability.Cost{Tap: true},
		Effects: []ability.Effect{{Op: ability.OpAddMana, ManaChoice: mana.AllColors, Amount: ability.N(1), SpendOnlySubtype: "Elf"}}})
	elf := creature(t, "Moss Elf", "{G}", 1, 1, 0, "Elf")
	bear := creature(t, "Moss Bear", "{G}", 2, 2, 0, "Bear")
	g := newGame(t, 2)
	libs(t, g, 3)
	gr := bf(t, g, 0, grove)
	e := hand(t, g, 0, elf)
	b := hand(t, g, 0, bear)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Cast(0, b))
	require.False(t, info(t, g, gr).Tapped)
	require.NoError(t, h510TapMana(g, 0, gr, 0, mana.Green))
	rp, sub := g.RestrictedPool(0)
	require.Equal(t, 1, rp.Amount(mana.Green))
	require.Equal(t, "Elf", sub)
	require.Equal(t, "{G}", h510Pool(g, 0), "restricted mana is in the pool too (CR 106.6)")
	require.Error(t, g.Cast(0, b))
	require.NoError(t, g.Cast(0, e))
	rp, _ = g.RestrictedPool(0)
	require.True(t, rp.IsEmpty())
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, e))
}

// 14a. The Elf-only mana of Elfhame Grove can't pay the {1} of Cinder
// Filter's mana ability ("{1}, {T}: Add {R}{R}", test 1) nor the {1} of
// a Quarry Tower's draw: neither is casting an Elf spell (CR 106.6).
// With no other mana, both activations are refused and the {G} stays
// in the pool.
func TestH510RestrictedManaPaysNoAbility(t *testing.T) {
	grove := h510Land(t, "Elfhame Grove", ability.Activated{Cost: ability.Cost{Tap: true},
		Effects: []ability.Effect{{Op: ability.OpAddMana, ManaChoice: mana.AllColors, Amount: ability.N(1), SpendOnlySubtype: "Elf"}}})
	filter := h510Land(t, "Cinder Filter", ability.Activated{Cost: ability.Cost{Tap: true, Mana: cost("{1}")},
		Effects: []ability.Effect{h510Add("{R}{R}")}})
	idol := def(t, card.Definition{Name: "Humble Idol", ManaCost: cost("{1}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")}, Effects: draw1}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	gr := bf(t, g, 0, grove)
	f := bf(t, g, 0, filter)
	i := bf(t, g, 0, idol)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, h510TapMana(g, 0, gr, 0, mana.Green))
	require.Error(t, h510TapMana(g, 0, f, 0, 0))
	require.False(t, info(t, g, f).Tapped)
	require.Error(t, g.Activate(0, i, 0))
	require.Equal(t, 0, g.StackLen())
	require.Equal(t, "{G}", h510Pool(g, 0))
}

// ---------------------------------------------------------------------
// Part 4. Hybrid and X costs

// 15. Bramble Herald: {G/W}{G/W} creature. Each hybrid symbol is paid
// with either of its colours (CR 107.4e, 601.2h): a Forest and a Plains
// pay it, so do two Plains; a Forest and a Mountain don't. The Herald is
// green and white whatever paid it (CR 202.2, 105.2).
func TestH510HybridPaidEitherWay(t *testing.T) {
	herald := creature(t, "Bramble Herald", "{G/W}{G/W}", 2, 2, 0, "Dryad")
	for _, c := range []struct {
		lands []*card.Definition
		ok    bool
	}{
		{[]*card.Definition{card.Forest, card.Plains}, true},
		{[]*card.Definition{card.Plains, card.Plains}, true},
		{[]*card.Definition{card.Forest, card.Mountain}, false},
	} {
		g := newGame(t, 2)
		libs(t, g, 3)
		for _, l := range c.lands {
			bf(t, g, 0, l)
		}
		h := hand(t, g, 0, herald)
		require.NoError(t, g.Start(2, 0, game.Main1))
		err := g.Cast(0, h)
		if !c.ok {
			require.Error(t, err)
			continue
		}
		require.NoError(t, err)
		resolve(t, g, nil)
		require.Equal(t, mana.SetOf(mana.Green, mana.White), info(t, g, find(t, g, 0, herald)).Colors)
	}
}

// 16. Prism Bolt: {X}{R} instant, "Prism Bolt deals X damage to target
// creature or player." X is paid with generic mana of any type (CR
// 107.3, 601.2h): a Mountain pays the {R} and a Plains, an Island, a
// Swamp and a Forest pay X = 4, so Bob goes to 16 and all five lands
// are tapped. X = 5 can't be paid and the cast is refused, nothing
// tapped (CR 601.2h, 117.3).
func TestH510XPaidWithSeveralKinds(t *testing.T) {
	bolt := instant(t, "Prism Bolt", "{X}{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.X})
	g := newGame(t, 2)
	libs(t, g, 3)
	var ls []game.ObjectID
	for _, l := range []*card.Definition{card.Mountain, card.Plains, card.Island, card.Swamp, card.Forest} {
		ls = append(ls, bf(t, g, 0, l))
	}
	b := hand(t, g, 0, bolt)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.CastX(0, b, 5, pl(1)))
	for _, l := range ls {
		require.False(t, info(t, g, l).Tapped)
	}
	require.NoError(t, g.CastX(0, b, 4, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 16, g.Life(1))
	for _, l := range ls {
		require.True(t, info(t, g, l).Tapped)
	}
}

// 17. Hybrid and X together: Wildfire Surge, {X}{R/G}{R/G} sorcery,
// "deals X damage to target creature or player". Two Forests pay the
// hybrid symbols and a Swamp and an Island pay X = 2; with a Mountain
// instead of one Forest it is paid too; with only one red or green
// source it isn't, whatever X (CR 107.4e, 107.3, 601.2h).
func TestH510HybridAndX(t *testing.T) {
	surge := sorcery(t, "Wildfire Surge", "{X}{R/G}{R/G}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.X})
	for _, c := range []struct {
		lands []*card.Definition
		ok    bool
	}{
		{[]*card.Definition{card.Forest, card.Forest, card.Swamp, card.Island}, true},
		{[]*card.Definition{card.Forest, card.Mountain, card.Swamp, card.Island}, true},
		{[]*card.Definition{card.Forest, card.Plains, card.Swamp, card.Island}, false},
	} {
		g := newGame(t, 2)
		libs(t, g, 3)
		for _, l := range c.lands {
			bf(t, g, 0, l)
		}
		s := hand(t, g, 0, surge)
		require.NoError(t, g.Start(2, 0, game.Main1))
		err := g.CastX(0, s, 2, pl(1))
		if !c.ok {
			require.Error(t, err)
			require.Error(t, g.CastX(0, s, 0, pl(1)))
			continue
		}
		require.NoError(t, err)
		resolve(t, g, nil)
		require.Equal(t, 18, g.Life(1))
	}
}

// ---------------------------------------------------------------------
// Part 5. Life payments

// 18. Blood Oath Idol: {2} artifact, "{1}, Pay 3 life: Draw a card." A
// player may pay life only if their life total is at least the amount
// (CR 118.4). At 2 life Alice can't activate it (the refusal cites
// 118.4, nothing is tapped); at exactly 3 she can: she pays, goes to 0
// and loses the game when state-based actions are checked (CR 704.5a),
// before the ability resolves.
func TestH510PayLifeExactlyAtTheLimit(t *testing.T) {
	idol := def(t, card.Definition{Name: "Blood Oath Idol", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}"), Life: 3}, Effects: draw1}}})
	for _, life := range []int{2, 3} {
		g := newGame(t, 2)
		libs(t, g, 3)
		i := bf(t, g, 0, idol)
		sw := bf(t, g, 0, card.Swamp)
		require.NoError(t, g.SetLife(0, life))
		require.NoError(t, g.Start(2, 0, game.Main1))
		err := g.Activate(0, i, 0)
		if life == 2 {
			h510Cites(t, err, "118.4")
			require.False(t, info(t, g, sw).Tapped)
			require.Equal(t, 2, g.Life(0))
			continue
		}
		require.NoError(t, err)
		require.Equal(t, 0, g.Life(0))
		require.True(t, g.Over())
		require.True(t, g.Lost(0))
	}
}

// 19. Cruel Lantern: {2} artifact, "{R}, Pay 2 life: Cruel Lantern deals
// 2 damage to target creature or player." Alice's one red source is
// Ashen Marsh (see test 3), whose {R} deals 1 damage to her. Mana
// abilities are activated before costs are paid (CR 601.2g-h, via
// 602.2b), so at 2 life the Marsh's damage leaves her 1, too little to
// pay 2 (CR 118.4): the activation can't be completed and is refused;
// at 3 life it is paid (3 - 1 - 2 = 0) and she loses (CR 704.5a).
func TestH510PainlandDamageBeforeLifeCost(t *testing.T) {
	lantern := def(t, card.Definition{Name: "Cruel Lantern", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{R}"), Life: 2},
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)}}}}})
	marsh := h510Painland(t)
	for _, life := range []int{2, 3} {
		g := newGame(t, 2)
		libs(t, g, 3)
		l := bf(t, g, 0, lantern)
		m := bf(t, g, 0, marsh)
		require.NoError(t, g.SetLife(0, life))
		require.NoError(t, g.Start(2, 0, game.Main1))
		err := g.Activate(0, l, 0, pl(1))
		if life == 2 {
			require.Error(t, err)
			require.False(t, info(t, g, m).Tapped)
			require.Equal(t, 2, g.Life(0))
			continue
		}
		require.NoError(t, err)
		require.True(t, g.Over())
		require.True(t, g.Lost(0))
	}
}

// ---------------------------------------------------------------------
// Part 6. Triggered mana abilities

// 20. Ember Roots: {R} Aura, "Enchant land. Whenever enchanted land is
// tapped for mana, its controller adds {R}." It triggers from a mana
// ability and adds mana, so it is a triggered mana ability (CR 605.1b):
// it resolves at once, without the stack (CR 605.4a). Alice's one land,
// an enchanted Forest, pays a {R}{G} spell by itself, and nothing waits
// on the stack but the spell. Tapped by hand, the Forest leaves {G}{R}
// in the pool and the stack empty.
func TestH510TriggeredManaAbilityPaysTheSpell(t *testing.T) {
	roots := def(t, card.Definition{Name: "Ember Roots", ManaCost: cost("{R}"), Types: ability.Enchantment,
		Subtypes: []string{"Aura"}, Enchant: ability.TargetSpec{Allow: ability.AllowLand},
		Triggered: []ability.Triggered{{Event: ability.AttachedTappedForMana, Effects: []ability.Effect{h510Add("{R}")}}}})
	twin := h510Trinket(t, "Ember-Moss Totem", "{R}{G}")
	g := newGame(t, 2)
	libs(t, g, 3)
	f := bf(t, g, 0, card.Forest)
	bf(t, g, 0, roots, game.PutOptions{AttachedTo: f})
	tt := hand(t, g, 0, twin)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, tt))
	require.Equal(t, 1, g.StackLen())
	require.True(t, info(t, g, f).Tapped)
	require.True(t, g.Pool(0).IsEmpty())
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, tt))

	g = newGame(t, 2)
	libs(t, g, 3)
	f = bf(t, g, 0, card.Forest)
	bf(t, g, 0, roots, game.PutOptions{AttachedTo: f})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, h510TapMana(g, 0, f, 0, 0))
	require.Equal(t, 0, g.StackLen())
	require.Equal(t, 1, g.Pool(0).Amount(mana.Green))
	require.Equal(t, 1, g.Pool(0).Amount(mana.Red))
}

// ---------------------------------------------------------------------
// Part 7. Definitions Check refuses

// 21. Mana abilities Check refuses, each with an error naming the field
// and why: "{T}, Pay 1 life: Add one mana of any color" (the engine pays
// no life for mana), "{X}, {T}: Add X mana of any one color" (a mana
// ability adds a fixed amount), "{T}: Add {G} for each Forest you
// control" (likewise), "At the beginning of your upkeep, add nothing"
// (OpAddMana with no mana), and an "enters tapped" written as a static
// of its own (CR 614.1d: the engine reads it in Restrictions).
func TestH510CheckRefusesUnplayableManaAbilities(t *testing.T) {
	for _, c := range []struct {
		d     card.Definition
		field string
	}{
		{card.Definition{Name: "Bloodwell", Types: ability.Land, Activated: []ability.Activated{{Cost: ability.Cost{Tap: true, Life: 1},
			Effects: []ability.Effect{h510Any(1)}}}}, "Activated[0].Cost"},
		{card.Definition{Name: "Deep Prism", Types: ability.Land, Activated: []ability.Activated{{Cost: ability.Cost{Tap: true, Mana: cost("{X}")},
			Effects: []ability.Effect{{Op: ability.OpAddMana, ManaChoice: mana.AllColors, Amount: ability.X}}}}}, "Amount"},
		{card.Definition{Name: "Forest Chorus", Types: ability.Land, Activated: []ability.Activated{{Cost: ability.Cost{Tap: true},
			Effects: []ability.Effect{{Op: ability.OpAddMana, ManaChoice: mana.SetOf(mana.Green), Amount: ability.Amount{Kind: ability.CountSubtype, Subtype: "Forest"}}}}}}, "Amount"},
		{card.Definition{Name: "Hollow Censer", ManaCost: cost("{2}"), Types: ability.Artifact, Triggered: []ability.Triggered{{Event: ability.YourUpkeep,
			Effects: []ability.Effect{{Op: ability.OpAddMana}}}}}, "Mana"},
		{card.Definition{Name: "Sleepy Vale", Types: ability.Land, Activated: []ability.Activated{ability.TapForMana(mana.Green)},
			Statics: []ability.Static{{Restrictions: ability.EntersTapped}}}, "Restrictions"},
	} {
		err := h510Check(c.d)
		require.Error(t, err, c.d.Name)
		require.Contains(t, err.Error(), c.field, c.d.Name)
	}
}

// 22. Sleepy Vale written the way Check accepts: "Sleepy Vale enters the
// battlefield tapped. {T}: Add {G}." Played, it enters tapped (CR
// 614.1d) and can't pay this turn; it untaps in Alice's next untap step
// (CR 502.2) and pays then.
func TestH510EntersTappedLand(t *testing.T) {
	vale := def(t, card.Definition{Name: "Sleepy Vale", Types: ability.Land, Restrictions: ability.EntersTapped,
		Activated: []ability.Activated{ability.TapForMana(mana.Green)}})
	elf := creature(t, "Moss Elf", "{G}", 1, 1, 0, "Elf")
	g := newGame(t, 2)
	libs(t, g, 5)
	v := hand(t, g, 0, vale)
	e := hand(t, g, 0, elf)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.PlayLand(0, v))
	v = find(t, g, 0, vale)
	require.True(t, info(t, g, v).Tapped)
	require.Error(t, g.Cast(0, e))
	h510NextTurn(t, g)
	h510NextTurn(t, g)
	require.False(t, info(t, g, v).Tapped)
	require.NoError(t, g.Cast(0, e))
}

// ---------------------------------------------------------------------
// Faults this set found, fixed

// 23. Prismatic Ritual: {R} instant, "Add three mana of any one color."
// A spell that adds mana is not a mana ability (CR 605.5b); as it
// resolves, its controller chooses the colour (CR 608.2d: choices an
// effect offers are made as it is applied). Alice, with a {G}{G}{G}
// creature in hand, gets {G}{G}{G}. (The engine used to add the first
// colour, {W}{W}{W}, without asking.)
func TestH510RitualColourChosen(t *testing.T) {
	ritual := instant(t, "Prismatic Ritual", "{R}", nil, h510Any(3))
	wurm := creature(t, "Triple Moss Wurm", "{G}{G}{G}", 5, 5, 0, "Wurm")
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, card.Mountain)
	r := hand(t, g, 0, ritual)
	w := hand(t, g, 0, wurm)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r))
	asked := false
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideColor, d.Kind)
		require.Equal(t, 3, d.Count, "the colour is for three mana")
		asked = true
		return choose(0, int(mana.Green))
	})
	require.True(t, asked, "the colour is chosen as the ritual resolves")
	require.Equal(t, "{G}{G}{G}", h510Pool(g, 0))
	require.NoError(t, g.Cast(0, w))
}

// 24. Scorched Oasis: land, "{T}: Add one mana of any color. Scorched
// Oasis deals 1 damage to you. / {T}: Add {W}." (the painful ability
// printed first). The player chooses which mana ability pays (CR
// 601.2g-h); the engine, choosing for her, uses the painless {W} for a
// {W} or a {1} cost, as it does for a painland printed the other way
// round (test 3). (It used to tap the first ability that makes {W}, the
// painful one.)
func TestH510PainlessAbilityPaysFirst(t *testing.T) {
	oasis := h510Land(t, "Scorched Oasis",
		ability.Activated{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{h510Any(1), h510Ouch(1)}},
		ability.TapForMana(mana.White))
	for _, mc := range []string{"{W}", "{1}"} {
		g := newGame(t, 2)
		libs(t, g, 3)
		bf(t, g, 0, oasis)
		a := hand(t, g, 0, h510Trinket(t, "Sun Trinket", mc))
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, a), mc)
		require.Equal(t, 20, g.Life(0), "%s: the painless {W} pays", mc)
	}
}

// 25. Twin Prism: land, "{T}: Add one mana of any color and one mana of
// any color", and Split Prism, "{T}: Add {R} or {G}, and {W} or {U}".
// Each "one mana of any color" is its own choice (CR 605.3b, 106.1), but
// a mana ability's activation names one colour; Check refuses a second
// choice, naming the effect, rather than play the ability with one
// colour for both (or, for Split Prism, not at all).
func TestH510TwoColourChoicesRefused(t *testing.T) {
	for _, es := range [][]ability.Effect{
		{h510Any(1), h510Any(1)},
		{{Op: ability.OpAddMana, ManaChoice: mana.SetOf(mana.Red, mana.Green), Amount: ability.N(1)},
			{Op: ability.OpAddMana, ManaChoice: mana.SetOf(mana.White, mana.Blue), Amount: ability.N(1)}},
	} {
		d := card.Define(card.Definition{Name: "Twin Prism", Types: ability.Land,
			Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Effects: es}}})
		err := d.Check()
		require.ErrorIs(t, err, card.ErrInvalidDefinition)
		var fe *card.FieldError
		require.ErrorAs(t, err, &fe)
		require.Equal(t, "Activated[0].Effects[1].ManaChoice", fe.Field)
	}
	// One choice beside fixed mana is played: "{T}: Add {C} and one mana
	// of any color."
	def(t, card.Definition{Name: "Half Prism", Types: ability.Land, Activated: []ability.Activated{{Cost: ability.Cost{Tap: true},
		Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: h510Colorless()}, h510Any(1)}}}})
}

// h510Colorless is the pool {C}.
func h510Colorless() mana.Pool {
	var p mana.Pool
	p.Add(mana.Colorless, 1)
	return p
}

// 26. Wild Ritual: {1} sorcery, "Add two mana of any one of red or
// green." The colour is chosen as
// it resolves (CR 608.2d) among those the effect allows (CR 106.1):
// only red and green are listed, white is refused and changes nothing,
// and a save, a load and a clone made while the choice waits go on
// alike.
func TestH510RitualColourAmongAllowed(t *testing.T) {
	ritual := def(t, card.Definition{Name: "Wild Ritual", ManaCost: cost("{1}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpAddMana, ManaChoice: mana.SetOf(mana.Red, mana.Green), Amount: ability.N(2)}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, card.Plains)
	r := hand(t, g, 0, ritual)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	d := g.Pending()
	require.Equal(t, game.DecideColor, d.Kind)
	require.Equal(t, game.PlayerID(0), d.Player)
	require.Equal(t, 2, d.Count)
	require.Equal(t, "Alice: choose the color of the 2 mana Wild Ritual adds.", g.Prompt(game.English))
	var listed []int
	for _, a := range g.LegalActions(nil) {
		listed = append(listed, a.Choice)
	}
	require.Equal(t, []int{int(mana.Red), int(mana.Green)}, listed)
	before := g.Fingerprint()
	require.ErrorIs(t, g.Apply(choose(0, int(mana.White))), game.ErrNotAllowed)
	require.Equal(t, before, g.Fingerprint(), "a refused colour changes nothing")
	gs := h479Copies(t, g, ritual)
	for _, x := range gs {
		require.NoError(t, x.Apply(choose(0, int(mana.Red))))
		require.Equal(t, "{R}{R}", h510Pool(x, 0))
	}
	h479Same(t, gs)
}
