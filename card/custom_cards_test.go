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

// Cards of the tester's own design, not M15 cards, each written in the
// vocabulary, passing Definition.Check, and played through the game API
// in a position where the rules decide the outcome: Check's promise that
// a definition it passes is played as it says.

// C is a fixed power or toughness.
var C = card.Fixed

// bear returns a vanilla creature card for the positions.
func bear(t *testing.T, name string, colors string, p, tg int, kw ability.Keyword) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost(colors), Types: ability.Creature,
		Subtypes: []string{"Bear"}, Power: C(p), Toughness: C(tg), Keywords: kw})
}

// 1. Ember Volley: {1}{R} sorcery, "Ember Volley deals 2 damage to each
// opponent." Four players: each opponent, not the caster (CR 102.2, 119.3).
func TestEmberVolley(t *testing.T) {
	d := def(t, card.Definition{Name: "Ember Volley", ManaCost: cost("{1}{R}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer,
			Who: ability.WhoEachOpponent, Amount: ability.N(2)}}}})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, []int{20, 18, 18, 18}, []int{g.Life(0), g.Life(1), g.Life(2), g.Life(3)})
}

// 2. Tithe of Ash: {2}{B} sorcery, "Each player loses 2 life. You gain 2
// life for each creature your opponents control." (CR 608.2g: counted on
// resolution; Times doubles the count.)
func TestTitheOfAsh(t *testing.T) {
	d := def(t, card.Definition{Name: "Tithe of Ash", ManaCost: cost("{2}{B}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{
			{Op: ability.OpLoseLife, Who: ability.WhoEachPlayer, Amount: ability.N(2)},
			{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.CountPermanents,
				Group: ability.Group{Side: ability.OpponentSide}, Times: 2}},
		}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	b := bear(t, "Ash Bear", "{1}{G}", 2, 2, 0)
	bf(t, g, 0, b)
	bf(t, g, 1, b)
	bf(t, g, 2, b)
	bf(t, g, 2, b)
	bf(t, g, 1, card.Forest) // a land: not a creature
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	// 20 - 2 + 2*3 (three opposing creatures) = 24
	require.Equal(t, []int{24, 18, 18}, []int{g.Life(0), g.Life(1), g.Life(2)})
}

// 3. Groundquake: {2}{R} sorcery, "Groundquake deals 2 damage to each
// creature without flying and each player." (CR 119.3)
func TestGroundquake(t *testing.T) {
	d := def(t, card.Definition{Name: "Groundquake", ManaCost: cost("{2}{R}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{
			{Op: ability.OpDamage, Subject: ability.SubjectAll, Group: ability.Group{WithoutKeyword: ability.Flying}, Amount: ability.N(2)},
			{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEachPlayer, Amount: ability.N(2)},
		}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	ground := bf(t, g, 1, bear(t, "Ground Bear", "{1}{G}", 2, 2, 0))
	big := bf(t, g, 0, bear(t, "Big Bear", "{3}{G}", 4, 4, 0))
	flier := bf(t, g, 1, bear(t, "Sky Bear", "{1}{W}", 1, 1, ability.Flying))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.True(t, gone(g, ground))
	require.False(t, gone(g, flier))
	require.Equal(t, 2, info(t, g, big).Damage)
	require.Equal(t, 18, g.Life(0))
	require.Equal(t, 18, g.Life(1))
}

// 4. Rally of Reeds: {1}{G} instant, "Creatures you control get +1/+1 until
// end of turn for each Forest you control." (CR 608.2g, 611.2, 514.2)
func TestRallyOfReeds(t *testing.T) {
	d := def(t, card.Definition{Name: "Rally of Reeds", ManaCost: cost("{1}{G}"), Types: ability.Instant,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectAll,
			Group: ability.Group{Side: ability.YourSide}, Power: 1, Toughness: 1,
			Amount: ability.Amount{Kind: ability.CountSubtype, Subtype: "Forest"}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 3)
	lands(t, g, 1, card.Forest, 2)
	mine := bf(t, g, 0, bear(t, "Reed Bear", "{1}{G}", 2, 2, 0))
	theirs := bf(t, g, 1, bear(t, "Other Bear", "{1}{G}", 2, 2, 0))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	o := info(t, g, mine)
	require.Equal(t, [2]int{5, 5}, [2]int{o.Power, o.Toughness}) // three Forests
	o = info(t, g, theirs)
	require.Equal(t, [2]int{2, 2}, [2]int{o.Power, o.Toughness})
}

// 5. Grave Census: {2}{U} sorcery, "Target player draws a card for each
// creature card in all graveyards." (CR 608.2g)
func TestGraveCensus(t *testing.T) {
	d := def(t, card.Definition{Name: "Grave Census", ManaCost: cost("{2}{U}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoTarget, Target: 0,
				Amount: ability.Amount{Kind: ability.CardsInGraveyards, Group: ability.Group{Types: ability.Creature}}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 3)
	b := bear(t, "Dead Bear", "{1}{G}", 2, 2, 0)
	put(t, g, 0, zone.Graveyard, b)
	put(t, g, 1, zone.Graveyard, b)
	put(t, g, 1, zone.Graveyard, card.LightningStrike)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, game.PlayerTarget(1)))
	resolve(t, g, nil)
	require.Equal(t, 2, g.ZoneLen(1, zone.Hand))
}

// 6. Scorching Reprisal: {1}{R} instant, "Deal 2 damage to target creature.
// If you control a Mountain, Scorching Reprisal also deals 2 damage to that
// creature's controller." (CR 608.2c: the condition is checked as the
// effect is reached.)
func TestScorchingReprisal(t *testing.T) {
	mtn := ability.Condition{Kind: ability.YouControl, Group: ability.Group{Types: ability.Land, Subtype: "Mountain"}}
	d := def(t, card.Definition{Name: "Scorching Reprisal", ManaCost: cost("{1}{R}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{
				{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)},
				{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTargetController, Target: 0, Amount: ability.N(2), If: &mtn},
			}}})
	for _, land := range []*card.Definition{card.Mountain, card.Swamp} {
		g := newGame(t, 3)
		libs(t, g, 3)
		lands(t, g, 0, land, 2)
		bf(t, g, 0, card.Mountain, game.PutOptions{Tapped: true}) // red mana source is tapped; used only for the condition
		require.NoError(t, nil)
		x := bf(t, g, 2, bear(t, "Tough Bear", "{1}{G}", 2, 4, 0))
		s := hand(t, g, 0, d)
		_ = s
		_ = x
		break
	}
	// With a Mountain: controller (seat 2) takes 2.
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	x := bf(t, g, 2, bear(t, "Tough Bear", "{1}{G}", 2, 4, 0))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, game.ObjectTarget(x)))
	resolve(t, g, nil)
	require.Equal(t, 2, info(t, g, x).Damage)
	require.Equal(t, []int{20, 20, 18}, []int{g.Life(0), g.Life(1), g.Life(2)})
	// Without a Mountain (red from a Dark Ritual-free source: a custom land).
	redLand := def(t, card.Definition{Name: "Cinder Flat", Types: ability.Land,
		Activated: []ability.Activated{ability.TapForMana(mana.Red)}})
	g = newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, redLand, 2)
	x = bf(t, g, 2, bear(t, "Tough Bear", "{1}{G}", 2, 4, 0))
	s = hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, game.ObjectTarget(x)))
	resolve(t, g, nil)
	require.Equal(t, 2, info(t, g, x).Damage)
	require.Equal(t, []int{20, 20, 20}, []int{g.Life(0), g.Life(1), g.Life(2)})
}

// 7. Toll Scholar: {1}{U} 1/1 creature, "At the beginning of your upkeep,
// you may pay {1}. If you do, draw a card." (CR 603.5, 608.2c, 117.1)
func TestTollScholar(t *testing.T) {
	d := def(t, card.Definition{Name: "Toll Scholar", ManaCost: cost("{1}{U}"), Types: ability.Creature,
		Power: C(1), Toughness: C(1),
		Triggered: []ability.Triggered{{Event: ability.YourUpkeep, Effects: []ability.Effect{
			{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1), Optional: true, PayMana: cost("{1}")}}}}})
	for _, yes := range []bool{true, false} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Island, 1)
		bf(t, g, 0, d)
		require.NoError(t, g.Start(2, 0, game.Upkeep))
		resolveAnswering(t, g, yes)
		if yes {
			require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
		} else {
			require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
		}
	}
	// Without mana to pay, no card may be drawn (CR 117.3: a cost can't be paid without the mana).
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Upkeep))
	resolve(t, g, func(dd game.Decision) game.Action {
		// if asked, yes must not be legal (CR 117.3)
		require.Error(t, g.Apply(choose(dd.Player, 1)))
		return choose(dd.Player, 0)
	})
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
}

// 8. Brood Warden: {2}{W} 2/3, "Whenever another creature you control dies,
// you gain 2 life." (CR 700.4, 603.10a)
func TestBroodWarden(t *testing.T) {
	d := def(t, card.Definition{Name: "Brood Warden", ManaCost: cost("{2}{W}"), Types: ability.Creature,
		Power: C(2), Toughness: C(3),
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{Side: ability.YourSide, Another: true},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(2)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	bf(t, g, 0, d)
	b := bear(t, "Small Bear", "{G}", 1, 1, 0)
	mine := bf(t, g, 0, b)
	theirs := bf(t, g, 1, b)
	pyro := def(t, card.Definition{Name: "Twin Sparks", ManaCost: cost("{R}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature, ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}, {Op: ability.OpDamage, Target: 1, Amount: ability.N(1)}}}})
	s := hand(t, g, 0, pyro)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, game.ObjectTarget(mine), game.ObjectTarget(theirs)))
	resolve(t, g, nil)
	require.True(t, gone(g, mine))
	require.True(t, gone(g, theirs))
	require.Equal(t, 22, g.Life(0))
}

// 9. Gate Sentry: {2}{W} 2/2, "When Gate Sentry enters the battlefield, tap
// target creature an opponent controls. It doesn't untap during its
// controller's next untap step." (CR 502.2)
func TestGateSentry(t *testing.T) {
	d := def(t, card.Definition{Name: "Gate Sentry", ManaCost: cost("{2}{W}"), Types: ability.Creature,
		Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}},
			Effects: []ability.Effect{{Op: ability.OpTap, Target: 0}, {Op: ability.OpSkipUntap, Target: 0}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 3)
	mine := bf(t, g, 0, bear(t, "Own Bear", "{1}{G}", 2, 2, 0))
	theirs := bf(t, g, 1, bear(t, "Foe Bear", "{1}{G}", 2, 2, 0))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, func(dd game.Decision) game.Action {
		require.Equal(t, game.DecideTargets, dd.Kind)
		// own creature is not a legal target
		for _, a := range g.LegalActions(nil) {
			for _, tg := range a.TargetList() {
				require.NotEqual(t, game.ObjectTarget(mine), tg)
			}
		}
		return targets(0, game.ObjectTarget(theirs))
	})
	require.True(t, info(t, g, theirs).Tapped)
	// pass to Bob's turn: it stays tapped through his untap step
	for g.ActivePlayer() == 0 {
		dd := g.Pending()
		switch dd.Kind {
		case game.DecidePriority:
			require.NoError(t, g.Pass(dd.Player))
		case game.DecideAttackers:
			require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0}))
		default:
			t.Fatalf("unexpected %v", dd.Kind)
		}
	}
	require.True(t, info(t, g, theirs).Tapped, "CR 502.2: doesn't untap during its controller's next untap step")
}

// passTo passes priority (declaring no attackers/blockers) until step s of
// player p's turn.
func passTo(t *testing.T, g *game.Game, p game.PlayerID, s game.Step) {
	t.Helper()
	for i := 0; i < 500; i++ {
		if g.ActivePlayer() == p && g.Step() == s && g.Pending().Kind == game.DecidePriority && g.StackLen() == 0 {
			return
		}
		dd := g.Pending()
		idleAnswer(t, g, dd, "passTo")
	}
	t.Fatal("passTo: too long")
}

// 10. Altar of Grudges: {2} artifact, "{1}, Sacrifice a creature: Each
// opponent loses 2 life." (CR 602.2, 701.15a; three players)
func TestAltarOfGrudges(t *testing.T) {
	d := def(t, card.Definition{Name: "Altar of Grudges", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}"), Sacrifice: &ability.Group{Types: ability.Creature}},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(2)}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 1)
	a := bf(t, g, 0, d)
	b := bf(t, g, 0, bear(t, "Fodder Bear", "{1}{G}", 2, 2, 0))
	foe := bf(t, g, 1, bear(t, "Foe Bear", "{1}{G}", 2, 2, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, a, 0))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.Error(t, g.Apply(chooseObj(0, foe)), "can't sacrifice another player's creature (CR 701.15a)")
	require.NoError(t, g.Apply(chooseObj(0, b)))
	resolve(t, g, nil)
	require.True(t, gone(g, b))
	require.Equal(t, []int{20, 18, 18}, []int{g.Life(0), g.Life(1), g.Life(2)})
}

// 11. Restless Archivist: {1}{U} 1/2, "{T}, Discard a card: Draw a card."
// (CR 602.2b, 701.8)
func TestRestlessArchivist(t *testing.T) {
	d := def(t, card.Definition{Name: "Restless Archivist", ManaCost: cost("{1}{U}"), Types: ability.Creature,
		Power: C(1), Toughness: C(2),
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true, Discard: 1},
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	a := bf(t, g, 0, d)
	c := hand(t, g, 0, card.LightningStrike)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: a, Ability: 0, Discard: c}))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, c))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.True(t, info(t, g, a).Tapped)
	// With an empty hand... it has one card now (the Plains); tapped, so can't activate again.
	require.Error(t, g.Activate(0, a, 0))
}

// 12. Bloodprice Brawler: {1}{R} 2/2, "Pay 3 life: Target creature gets
// +2/+2 until end of turn." (CR 118.4, 119.4)
func TestBloodpriceBrawler(t *testing.T) {
	d := def(t, card.Definition{Name: "Bloodprice Brawler", ManaCost: cost("{1}{R}"), Types: ability.Creature,
		Power: C(2), Toughness: C(2),
		Activated: []ability.Activated{{Cost: ability.Cost{Life: 3}, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpModify, Target: 0, Power: 2, Toughness: 2}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	a := bf(t, g, 0, d)
	require.NoError(t, g.SetLife(0, 4))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, a, 0, game.ObjectTarget(a)))
	resolve(t, g, nil)
	require.Equal(t, 1, g.Life(0))
	o := info(t, g, a)
	require.Equal(t, [2]int{4, 4}, [2]int{o.Power, o.Toughness})
	require.Error(t, g.Activate(0, a, 0, game.ObjectTarget(a)), "CR 118.3: can't pay more life than you have")
	passTo(t, g, 1, game.Upkeep)
	o = info(t, g, a)
	require.Equal(t, [2]int{2, 2}, [2]int{o.Power, o.Toughness}, "CR 514.2")
}

// 13. Stormcell Battery: {3} artifact, "Stormcell Battery enters the
// battlefield with three charge counters on it. {T}, Remove X charge
// counters from Stormcell Battery: It deals X damage to any target." (CR
// 107.3a, 121.6)
func TestStormcellBattery(t *testing.T) {
	d := def(t, card.Definition{Name: "Stormcell Battery", ManaCost: cost("{3}"), Types: ability.Artifact,
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "charge", Amount: ability.N(3)},
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true, RemoveCountersX: "charge"},
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.X}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 3)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	ids := g.Zone(0, zone.Battlefield)
	var bat game.ObjectID
	for _, id := range ids {
		if info(t, g, id).Card == d {
			bat = id
		}
	}
	require.Equal(t, 3, info(t, g, bat).Counters[3])
	err := g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: bat, X: 4}.WithTargets(game.PlayerTarget(1)))
	require.Error(t, err, "can't remove 4 of 3 counters")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: bat, X: 2}.WithTargets(game.PlayerTarget(1))))
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(1))
	require.Equal(t, 1, info(t, g, bat).Counters[3])
}

// 14. Thornwood Banner: {1}{G} enchantment, "As long as you control a
// Forest, Elf creatures you control get +1/+1 and have reach." (CR 604.2,
// 613.1f, 613.3c)
func TestThornwoodBanner(t *testing.T) {
	d := def(t, card.Definition{Name: "Thornwood Banner", ManaCost: cost("{1}{G}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide, Subtype: "Elf"},
			If:    ability.Condition{Kind: ability.YouControl, Group: ability.Group{Types: ability.Land, Subtype: "Forest"}},
			Power: 1, Toughness: 1, Keywords: ability.Reach}}})
	elf := def(t, card.Definition{Name: "Grove Elf", ManaCost: cost("{G}"), Types: ability.Creature, Subtypes: []string{"Elf"}, Power: C(1), Toughness: C(1)})
	g := newGame(t, 2)
	libs(t, g, 3)
	forest := bf(t, g, 0, card.Forest)
	bf(t, g, 0, card.Mountain)
	bf(t, g, 0, d)
	e := bf(t, g, 0, elf)
	foeElf := bf(t, g, 1, elf)
	b := bf(t, g, 0, bear(t, "Not Elf", "{1}{G}", 2, 2, 0))
	wipe := def(t, card.Definition{Name: "Raze Forest", ManaCost: cost("{R}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{{Allow: ability.AllowLand}}, Effects: []ability.Effect{{Op: ability.OpDestroy, Target: 0}}}})
	s := hand(t, g, 0, wipe)
	require.NoError(t, g.Start(2, 0, game.Main1))
	o := info(t, g, e)
	require.Equal(t, [2]int{2, 2}, [2]int{o.Power, o.Toughness})
	require.True(t, o.Keywords.Has(ability.Reach))
	require.Equal(t, 1, info(t, g, foeElf).Power)
	require.Equal(t, 2, info(t, g, b).Power)
	require.NoError(t, g.Cast(0, s, game.ObjectTarget(forest)))
	resolve(t, g, nil)
	o = info(t, g, e)
	require.Equal(t, [2]int{1, 1}, [2]int{o.Power, o.Toughness})
	require.False(t, o.Keywords.Has(ability.Reach))
}

// 15. Pall of Dusk: {2}{B} enchantment, "Creatures your opponents control
// get -1/-0." Four players: every other player's creatures (CR 102.2).
func TestPallOfDusk(t *testing.T) {
	d := def(t, card.Definition{Name: "Pall of Dusk", ManaCost: cost("{2}{B}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.OpponentSide}, Power: -1}}})
	g := newGame(t, 4)
	libs(t, g, 3)
	b := bear(t, "Dusk Bear", "{1}{G}", 2, 2, 0)
	ids := []game.ObjectID{bf(t, g, 0, b), bf(t, g, 1, b), bf(t, g, 2, b), bf(t, g, 3, b)}
	bf(t, g, 2, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	got := []int{}
	for _, id := range ids {
		got = append(got, info(t, g, id).Power)
	}
	require.Equal(t, []int{1, 1, 2, 1}, got)
}

// 16. Sentinel Owl: {1}{W} 1/1 flier, "Whenever a creature an opponent
// controls attacks, you gain 1 life." Three players: Bob attacks Carol
// with two creatures; Alice (an opponent of Bob) gains 2 (CR 508.1, 603.2).
func TestSentinelOwl(t *testing.T) {
	d := def(t, card.Definition{Name: "Sentinel Owl", ManaCost: cost("{1}{W}"), Types: ability.Creature,
		Power: C(1), Toughness: C(1), Keywords: ability.Flying,
		Triggered: []ability.Triggered{{Event: ability.CreatureAttacks, Match: ability.Filter{Side: ability.OpponentSide},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(1)}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	bf(t, g, 0, d)
	b := bear(t, "Raid Bear", "{1}{G}", 2, 2, 0)
	a1, a2 := bf(t, g, 1, b), bf(t, g, 1, b)
	require.NoError(t, g.Start(3, 1, game.DeclareAttackers))
	require.Equal(t, game.DecideAttackers, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 1,
		Attackers: []game.Attack{{Attacker: a1, Player: 2}, {Attacker: a2, Player: 2}}}))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// 17. Vengeful Bramble: {2}{R} 1/5, "Whenever Vengeful Bramble is dealt
// damage, it deals that much damage to each opponent." (CR 603.2, 119)
func TestVengefulBramble(t *testing.T) {
	d := def(t, card.Definition{Name: "Vengeful Bramble", ManaCost: cost("{2}{R}"), Types: ability.Creature,
		Power: C(1), Toughness: C(5),
		Triggered: []ability.Triggered{{Event: ability.DealtDamage,
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEachOpponent,
				Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	br := bf(t, g, 0, d)
	lands(t, g, 1, card.Mountain, 2)
	s := hand(t, g, 1, card.LightningStrike)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, s, game.ObjectTarget(br)))
	resolve(t, g, nil)
	require.Equal(t, 3, info(t, g, br).Damage)
	require.Equal(t, []int{20, 17, 17}, []int{g.Life(0), g.Life(1), g.Life(2)})
}

// 18. Spellfed Hatchling: {1}{U} 1/1, "Whenever you cast a noncreature
// spell, put a +1/+1 counter on Spellfed Hatchling." (CR 601.2i, 603.2)
func TestSpellfedHatchling(t *testing.T) {
	d := def(t, card.Definition{Name: "Spellfed Hatchling", ManaCost: cost("{1}{U}"), Types: ability.Creature,
		Power: C(1), Toughness: C(1),
		Triggered: []ability.Triggered{{Event: ability.YouCastSpell, Match: ability.Filter{NotTypes: ability.Creature},
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 4)
	h := bf(t, g, 0, d)
	s := hand(t, g, 0, card.LightningStrike)
	c := hand(t, g, 0, bear(t, "Cast Bear", "{2}", 2, 2, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, game.PlayerTarget(1)))
	resolve(t, g, nil)
	o := info(t, g, h)
	require.Equal(t, 1, o.Counter(game.PlusOne))
	require.Equal(t, 2, o.Power)
	require.Equal(t, 17, g.Life(1))
	// A creature spell doesn't trigger it.
	require.NoError(t, g.Cast(0, c))
	resolve(t, g, nil)
	o = info(t, g, h)
	require.Equal(t, 1, o.Counter(game.PlusOne))
}

func lifes(g *game.Game) []int {
	out := []int{}
	for p := 0; p < g.NumPlayers(); p++ {
		out = append(out, g.Life(game.PlayerID(p)))
	}
	return out
}

// 19. Reckless Sapper: {1}{R} 2/1, "Whenever Reckless Sapper attacks,
// defending player loses 1 life." Three players: the player it attacks
// (CR 506.2, 802.2a).
func TestRecklessSapper(t *testing.T) {
	d := def(t, card.Definition{Name: "Reckless Sapper", ManaCost: cost("{1}{R}"), Types: ability.Creature,
		Power: C(2), Toughness: C(1),
		Triggered: []ability.Triggered{{Event: ability.Attacks,
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(1)}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	a := bf(t, g, 0, d)
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: a, Player: 2}}}))
	resolve(t, g, nil)
	require.Equal(t, []int{20, 20, 19}, lifes(g))
}

// 20. Tidal Dismissal: {3}{U}{U} sorcery, "Return each nonblue creature
// your opponents control to its owner's hand." Four players.
func TestTidalDismissal(t *testing.T) {
	d := def(t, card.Definition{Name: "Tidal Dismissal", ManaCost: cost("{3}{U}{U}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpBounce, Subject: ability.SubjectAll,
			Group: ability.Group{Side: ability.OpponentSide, NotColors: mana.SetOf(mana.Blue)}}}}})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 5)
	green := bear(t, "Green Bear", "{1}{G}", 2, 2, 0)
	blue := bear(t, "Blue Bear", "{1}{U}", 2, 2, 0)
	mine := bf(t, g, 0, green)
	g1, b2, g3 := bf(t, g, 1, green), bf(t, g, 2, blue), bf(t, g, 3, green)
	art := bf(t, g, 3, def(t, card.Definition{Name: "Plain Rock", ManaCost: cost("{1}"), Types: ability.Artifact}))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.False(t, gone(g, mine))
	require.True(t, gone(g, g1))
	require.False(t, gone(g, b2))
	require.True(t, gone(g, g3))
	require.False(t, gone(g, art))
	require.Equal(t, 1, g.ZoneLen(1, zone.Hand))
	require.Equal(t, 1, g.ZoneLen(3, zone.Hand))
}

// 21. Winter's Grasp: {2}{U} instant, "Tap all creatures target player
// controls."
func TestWintersGrasp(t *testing.T) {
	d := def(t, card.Definition{Name: "Winter's Grasp", ManaCost: cost("{2}{U}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpTap, Subject: ability.SubjectAll, Target: 0, Group: ability.Group{TargetPlayers: true}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 3)
	b := bear(t, "Grasp Bear", "{1}{G}", 2, 2, 0)
	x1, x2, y := bf(t, g, 1, b), bf(t, g, 1, b), bf(t, g, 2, b)
	l := bf(t, g, 1, card.Forest)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, game.PlayerTarget(1)))
	resolve(t, g, nil)
	require.True(t, info(t, g, x1).Tapped)
	require.True(t, info(t, g, x2).Tapped)
	require.False(t, info(t, g, y).Tapped)
	require.False(t, info(t, g, l).Tapped)
}

// 22. Grim Decree: {1}{B} instant, "Target opponent sacrifices a creature."
// (CR 701.15a: the player chooses; three players)
func TestGrimDecree(t *testing.T) {
	d := def(t, card.Definition{Name: "Grim Decree", ManaCost: cost("{1}{B}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetOpponent},
			Effects: []ability.Effect{{Op: ability.OpSacrifice, Who: ability.WhoTarget, Target: 0, Group: ability.Group{Types: ability.Creature}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	b := bear(t, "Decree Bear", "{1}{G}", 2, 2, 0)
	mine := bf(t, g, 0, b)
	c1, c2 := bf(t, g, 2, b), bf(t, g, 2, b)
	other := bf(t, g, 1, b)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Cast(0, s, game.PlayerTarget(0)), "target opponent")
	require.NoError(t, g.Cast(0, s, game.PlayerTarget(2)))
	resolve(t, g, func(dd game.Decision) game.Action {
		require.Equal(t, game.PlayerID(2), dd.Player)
		require.Error(t, g.Apply(chooseObj(2, mine)))
		return chooseObj(2, c2)
	})
	require.False(t, gone(g, mine))
	require.False(t, gone(g, other))
	require.False(t, gone(g, c1))
	require.True(t, gone(g, c2))
}

// 23. Pillage Rite: {2}{R} sorcery, "Destroy target artifact. Its
// controller loses 2 life." The artifact has left when the second
// instruction is carried out: its last known controller loses the life
// (CR 608.2g).
func TestPillageRite(t *testing.T) {
	d := def(t, card.Definition{Name: "Pillage Rite", ManaCost: cost("{2}{R}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetArtifact},
			Effects: []ability.Effect{{Op: ability.OpDestroy, Target: 0},
				{Op: ability.OpLoseLife, Who: ability.WhoTargetController, Target: 0, Amount: ability.N(2)}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	// owned by Carol, controlled by Bob
	art := bf(t, g, 2, def(t, card.Definition{Name: "Loaned Idol", ManaCost: cost("{1}"), Types: ability.Artifact}),
		game.PutOptions{Controller: 1, SetController: true})
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, game.ObjectTarget(art)))
	resolve(t, g, nil)
	require.True(t, gone(g, art))
	require.Equal(t, []int{20, 18, 20}, lifes(g))
}

// 23b. Pillage Rite on an artifact its owner controls.
func TestPillageRiteOwner(t *testing.T) {
	d := def(t, card.Definition{Name: "Pillage Rite", ManaCost: cost("{2}{R}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetArtifact},
			Effects: []ability.Effect{{Op: ability.OpDestroy, Target: 0},
				{Op: ability.OpLoseLife, Who: ability.WhoTargetController, Target: 0, Amount: ability.N(2)}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	art := bf(t, g, 1, def(t, card.Definition{Name: "Loaned Idol", ManaCost: cost("{1}"), Types: ability.Artifact}))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, game.ObjectTarget(art)))
	resolve(t, g, nil)
	require.True(t, gone(g, art))
	require.Equal(t, []int{20, 18}, lifes(g))
}

// 23c. Reversed order: "Target artifact's controller loses 2 life. Destroy
// that artifact." works while the artifact is still there.
func TestPillageRiteReversed(t *testing.T) {
	d := def(t, card.Definition{Name: "Pillage Rite B", ManaCost: cost("{2}{R}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetArtifact},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoTargetController, Target: 0, Amount: ability.N(2)},
				{Op: ability.OpDestroy, Target: 0}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	art := bf(t, g, 1, def(t, card.Definition{Name: "Loaned Idol", ManaCost: cost("{1}"), Types: ability.Artifact}))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, game.ObjectTarget(art)))
	resolve(t, g, nil)
	require.True(t, gone(g, art))
	require.Equal(t, []int{20, 18}, lifes(g))
}

// 24. Sporecall: {2}{G} sorcery, "Create a 1/1 green Fungus creature token
// for each Forest you control." (CR 110.5, 608.2g; a custom token)
func TestSporecall(t *testing.T) {
	tok := card.Define(card.Definition{Name: "Fungus Spore", Types: ability.Creature, Subtypes: []string{"Fungus"},
		Colors: mana.SetOf(mana.Green), Power: C(1), Toughness: C(1)})
	d := def(t, card.Definition{Name: "Sporecall", ManaCost: cost("{2}{G}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpCreateToken, Who: ability.WhoYou, Token: tok,
			Amount: ability.Amount{Kind: ability.CountSubtype, Subtype: "Forest"}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 4)
	lands(t, g, 1, card.Forest, 2)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	n := 0
	for _, id := range g.Zone(0, zone.Battlefield) {
		o := info(t, g, id)
		if o.Card.Name == "Fungus Spore" {
			n++
			require.True(t, o.Token)
			require.Equal(t, 1, o.Power)
		}
	}
	require.Equal(t, 4, n)
}

// 25. Quench the Flame: {U} instant, "Counter target red spell." (CR 701.5,
// 114.1: a blue spell is not a legal target)
func TestQuenchTheFlame(t *testing.T) {
	d := def(t, card.Definition{Name: "Quench the Flame", ManaCost: cost("{U}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{{Allow: ability.AllowSpell, Filter: ability.Filter{Colors: mana.SetOf(mana.Red)}}},
			Effects: []ability.Effect{{Op: ability.OpCounter, Target: 0}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 0, card.Island, 3)
	lands(t, g, 1, card.Island, 2)
	strike := hand(t, g, 0, card.LightningStrike)
	q := hand(t, g, 1, d)
	q2 := hand(t, g, 1, d)
	blueSpell := hand(t, g, 0, card.Divination)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, strike, game.PlayerTarget(1)))
	require.NoError(t, g.Pass(0))
	sp := g.Stack()[0].Source
	require.NoError(t, g.Cast(1, q, game.ObjectTarget(sp)))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(1))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, strike))
	require.NoError(t, g.Cast(0, blueSpell))
	require.NoError(t, g.Pass(0))
	sp = g.Stack()[0].Source
	require.Error(t, g.Cast(1, q2, game.ObjectTarget(sp)), "a blue spell is not red")
}

// 25b. What the engine does with Quench the Flame on a blue spell.
func TestQuenchTheFlameBlue(t *testing.T) {
	d := def(t, card.Definition{Name: "Quench the Flame", ManaCost: cost("{U}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{{Allow: ability.AllowSpell, Filter: ability.Filter{Colors: mana.SetOf(mana.Red)}}},
			Effects: []ability.Effect{{Op: ability.OpCounter, Target: 0}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 3)
	lands(t, g, 1, card.Island, 1)
	q := hand(t, g, 1, d)
	blueSpell := hand(t, g, 0, card.Divination)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, blueSpell))
	require.NoError(t, g.Pass(0))
	sp := g.Stack()[0].Source
	legal := false
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActCast && a.Object == q {
			legal = true
		}
	}
	require.False(t, legal, "LegalActions lists Quench the Flame targeting a blue spell")
	require.Error(t, g.Cast(1, q, game.ObjectTarget(sp)), "a blue spell is not red")
	resolve(t, g, nil)
	require.Equal(t, 2, g.ZoneLen(0, zone.Hand), "Divination resolves")
}

// 26. Dusk Shepherd: {2}{W} 2/2, "Other creatures you control have
// lifelink." (CR 702.15b, 613.1f)
func TestDuskShepherd(t *testing.T) {
	d := def(t, card.Definition{Name: "Dusk Shepherd", ManaCost: cost("{2}{W}"), Types: ability.Creature,
		Power: C(2), Toughness: C(2),
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide, Other: true}, Keywords: ability.Lifelink}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	sh := bf(t, g, 0, d)
	b := bf(t, g, 0, bear(t, "Link Bear", "{1}{G}", 3, 3, 0))
	foe := bf(t, g, 1, bear(t, "Foe Bear", "{1}{G}", 2, 2, 0))
	require.False(t, info(t, g, sh).Keywords.Has(ability.Lifelink))
	require.True(t, info(t, g, b).Keywords.Has(ability.Lifelink))
	require.False(t, info(t, g, foe).Keywords.Has(ability.Lifelink))
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: b, Player: 1}, {Attacker: sh, Player: 1}}}))
	passTo(t, g, 0, game.Main2)
	require.Equal(t, 23, g.Life(0))
	require.Equal(t, 15, g.Life(1))
}

// 28. Hexweave Mantle: {1}{U} Aura, "Enchant creature. Enchanted creature
// gets +1/+0 and has hexproof. {1}: Enchanted creature gets +0/+2 until end
// of turn. When enchanted creature dies, draw a card." (CR 303.4, 603.10a)
func TestHexweaveMantle(t *testing.T) {
	d := def(t, card.Definition{Name: "Hexweave Mantle", ManaCost: cost("{1}{U}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 1, Keywords: ability.Hexproof}},
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectAttached, Toughness: 2}}}},
		Triggered: []ability.Triggered{{Event: ability.AttachedDies,
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	b := bf(t, g, 0, bear(t, "Mantle Bear", "{1}{G}", 2, 2, 0))
	m := hand(t, g, 0, d)
	lands(t, g, 1, card.Mountain, 2)
	strike := hand(t, g, 1, card.LightningStrike)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m, game.ObjectTarget(b)))
	resolve(t, g, nil)
	o := info(t, g, b)
	require.Equal(t, [2]int{3, 2}, [2]int{o.Power, o.Toughness})
	require.True(t, o.Keywords.Has(ability.Hexproof))
	var aura game.ObjectID
	for _, id := range g.Zone(0, zone.Battlefield) {
		if info(t, g, id).Card == d {
			aura = id
		}
	}
	require.NoError(t, g.Activate(0, aura, 0))
	resolve(t, g, nil)
	o = info(t, g, b)
	require.Equal(t, [2]int{3, 4}, [2]int{o.Power, o.Toughness})
	passTo(t, g, 1, game.Main1)
	require.Error(t, g.Cast(1, strike, game.ObjectTarget(b)), "CR 702.11b hexproof")
	// Alice now has 1 card in hand (draw). Kill the bear with a -X effect: use combat? use own spell.
	handBefore := g.ZoneLen(0, zone.Hand)
	_ = handBefore
}

// 29. Barbed Palisade: {2}{G} 0/4 Wall with defender, "Whenever Barbed
// Palisade blocks, it deals 2 damage to the creature it blocks." (CR 509.1,
// 603.2)
func TestBarbedPalisade(t *testing.T) {
	d := def(t, card.Definition{Name: "Barbed Palisade", ManaCost: cost("{2}{G}"), Types: ability.Creature, Subtypes: []string{"Wall"},
		Power: C(0), Toughness: C(4), Keywords: ability.Defender,
		Triggered: []ability.Triggered{{Event: ability.Blocks,
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectEventObject, Amount: ability.N(2)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	w := bf(t, g, 1, d)
	a := bf(t, g, 0, bear(t, "Charging Bear", "{1}{G}", 2, 2, 0))
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: a, Player: 1}}}))
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideBlockers, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1, Blockers: []game.Block{{Blocker: w, Attacker: a}}}))
	resolve(t, g, nil)
	require.True(t, gone(g, a), "2 damage to a 2/2 (CR 704.5g)")
	require.Equal(t, 0, info(t, g, w).Damage)
}

// 30. Tutor's Gift: {1}{G} sorcery, "Put two +1/+1 counters on a creature
// you control." (not targeted: chosen on resolution, CR 608.2c)
func TestTutorsGift(t *testing.T) {
	d := def(t, card.Definition{Name: "Tutor's Gift", ManaCost: cost("{1}{G}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectChosen,
			Group: ability.Group{Types: ability.Creature, Side: ability.YourSide}, Counter: "+1/+1", Amount: ability.N(2)}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 2)
	b1 := bf(t, g, 0, bear(t, "Gift Bear", "{1}{G}", 2, 2, 0))
	b2 := bf(t, g, 0, bear(t, "Gift Bear 2", "{1}{G}", 2, 2, 0))
	foe := bf(t, g, 1, bear(t, "Foe Bear", "{1}{G}", 2, 2, 0))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, func(dd game.Decision) game.Action {
		require.Equal(t, game.DecideChoosePermanent, dd.Kind)
		require.Error(t, g.Apply(chooseObj(0, foe)))
		return chooseObj(0, b2)
	})
	require.Equal(t, 0, info(t, g, b1).Counters[game.PlusOne])
	require.Equal(t, 2, info(t, g, b2).Counters[game.PlusOne])
	require.Equal(t, 4, info(t, g, b2).Power)
}

// 31. Prism Chorus: {3}{W} sorcery, "You gain 3 life for each color among
// permanents you control." (CR 105.2, 608.2g)
func TestPrismChorus(t *testing.T) {
	d := def(t, card.Definition{Name: "Prism Chorus", ManaCost: cost("{3}{W}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou,
			Amount: ability.Amount{Kind: ability.ColorsAmongPermanents, Times: 3}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	bf(t, g, 0, bear(t, "G Bear", "{1}{G}", 2, 2, 0))
	bf(t, g, 0, bear(t, "G Bear 2", "{1}{G}", 2, 2, 0))
	bf(t, g, 0, bear(t, "R Bear", "{1}{R}", 2, 2, 0))
	bf(t, g, 0, bear(t, "UB Bear", "{U}{B}", 2, 2, 0))
	bf(t, g, 1, bear(t, "W Bear", "{1}{W}", 2, 2, 0))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, 20+3*4, g.Life(0)) // green, red, blue, black
}

// 32. Hoarding Idol: {2} artifact, "At the beginning of your upkeep, put a
// charge counter on Hoarding Idol. {T}, Sacrifice Hoarding Idol: You gain 2
// life for each charge counter on it." (CR 608.2g, 112.7a: counted as it
// last existed)
func TestHoardingIdol(t *testing.T) {
	d := def(t, card.Definition{Name: "Hoarding Idol", ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.YourUpkeep, Effects: []ability.Effect{
			{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "charge", Amount: ability.N(1)}}}},
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true, SacrificeSelf: true}, Effects: []ability.Effect{
			{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.CountersOnSelf, Counter: "charge", Times: 2}}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	var cs [game.NumCounterKinds]int
	cs[3] = 2
	idol := bf(t, g, 0, d, game.PutOptions{Counters: cs})
	require.NoError(t, g.Start(2, 0, game.Upkeep))
	resolve(t, g, nil)
	require.Equal(t, 3, info(t, g, idol).Counters[3])
	passTo(t, g, 0, game.Main1)
	require.NoError(t, g.Activate(0, idol, 0))
	resolve(t, g, nil)
	require.True(t, gone(g, idol))
	require.Equal(t, 26, g.Life(0))
}

// 34. Memory Sluice: {U} sorcery, "Target player mills three cards."
func TestMemorySluice(t *testing.T) {
	d := def(t, card.Definition{Name: "Memory Sluice", ManaCost: cost("{U}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpMill, Who: ability.WhoTarget, Target: 0, Amount: ability.N(3)}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 1)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, game.PlayerTarget(1)))
	resolve(t, g, nil)
	require.Equal(t, 2, g.ZoneLen(1, zone.Library))
	require.Equal(t, 3, g.ZoneLen(1, zone.Graveyard))
	require.Equal(t, 5, g.ZoneLen(0, zone.Library))
}

// 35. Ambush Collapse: {2}{W} instant, "Destroy all attacking creatures."
func TestAmbushCollapse(t *testing.T) {
	d := def(t, card.Definition{Name: "Ambush Collapse", ManaCost: cost("{2}{W}"), Types: ability.Instant,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpDestroy, Subject: ability.SubjectAll, Group: ability.Group{Attacking: true}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Plains, 3)
	b := bear(t, "Amb Bear", "{1}{G}", 2, 2, 0)
	a1, a2, home := bf(t, g, 0, b), bf(t, g, 0, b), bf(t, g, 0, b)
	def1 := bf(t, g, 1, b)
	s := hand(t, g, 1, d)
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: a1, Player: 1}, {Attacker: a2, Player: 1}}}))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, s))
	resolve(t, g, nil)
	require.True(t, gone(g, a1))
	require.True(t, gone(g, a2))
	require.False(t, gone(g, home))
	require.False(t, gone(g, def1))
}

// 36. Creeping Blight: {3}{B} sorcery, "Put a -1/-1 counter on each
// creature your opponents control." (CR 121, 704.5f)
func TestCreepingBlight(t *testing.T) {
	d := def(t, card.Definition{Name: "Creeping Blight", ManaCost: cost("{3}{B}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectAll,
			Group: ability.Group{Side: ability.OpponentSide}, Counter: "-1/-1", Amount: ability.N(1)}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 4)
	mine := bf(t, g, 0, bear(t, "My Bear", "{1}{G}", 2, 2, 0))
	x := bf(t, g, 1, bear(t, "Tiny", "{G}", 1, 1, 0))
	y := bf(t, g, 2, bear(t, "Mid", "{1}{G}", 2, 2, 0))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, 0, info(t, g, mine).Counters[game.MinusOne])
	require.True(t, gone(g, x))
	require.Equal(t, 1, info(t, g, y).Power)
}

// 39. Extortion Writ: {2}{B} sorcery, "Target opponent loses 4 life unless
// they sacrifice a creature." (CR 608.2c)
func TestExtortionWrit(t *testing.T) {
	d := def(t, card.Definition{Name: "Extortion Writ", ManaCost: cost("{2}{B}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetOpponent}, Effects: []ability.Effect{
			{Op: ability.OpUnless, Who: ability.WhoTarget, Target: 0, Unless: ability.UnlessSacrifice, Group: ability.Group{Types: ability.Creature}},
			{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(4), IfDeclined: true}}}})
	for _, sac := range []bool{true, false} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Swamp, 3)
		b := bf(t, g, 1, bear(t, "Writ Bear", "{1}{G}", 2, 2, 0))
		s := hand(t, g, 0, d)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, s, game.PlayerTarget(1)))
		resolve(t, g, func(dd game.Decision) game.Action {
			require.Equal(t, game.DecideUnless, dd.Kind)
			require.Equal(t, game.PlayerID(1), dd.Player)
			if sac {
				return chooseObj(1, b)
			}
			return game.Action{Kind: game.ActChoose, Player: 1}
		})
		if sac {
			require.True(t, gone(g, b))
			require.Equal(t, 20, g.Life(1))
		} else {
			require.False(t, gone(g, b))
			require.Equal(t, 16, g.Life(1))
		}
	}
}

// 40. Lonely Sage: {2}{U} 1/3, "At the beginning of your upkeep, if you
// control no other creatures, draw a card." (intervening if, CR 603.4)
func TestLonelySage(t *testing.T) {
	d := def(t, card.Definition{Name: "Lonely Sage", ManaCost: cost("{2}{U}"), Types: ability.Creature, Power: C(1), Toughness: C(3),
		Triggered: []ability.Triggered{{Event: ability.YourUpkeep,
			If:      ability.Condition{Kind: ability.YouControlNone, Group: ability.Group{Types: ability.Creature, Other: true}},
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)}}}}})
	for _, other := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 3)
		bf(t, g, 0, d)
		if other {
			bf(t, g, 0, bear(t, "Company Bear", "{1}{G}", 2, 2, 0))
		}
		bf(t, g, 1, bear(t, "Foe Bear", "{1}{G}", 2, 2, 0))
		require.NoError(t, g.Start(2, 0, game.Upkeep))
		resolve(t, g, nil)
		if other {
			require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
			require.Equal(t, 0, g.StackLen())
		} else {
			require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
		}
	}
}

// 41. Cruel Benediction: {1}{B} enchantment, "Whenever you gain life, each
// opponent loses 1 life." (CR 603.2; three players)
func TestCruelBenediction(t *testing.T) {
	d := def(t, card.Definition{Name: "Cruel Benediction", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.YouGainLife,
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}}}})
	heal := def(t, card.Definition{Name: "Small Mercy", ManaCost: cost("{W}"), Types: ability.Instant,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(3)}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Plains, 1)
	bf(t, g, 0, d)
	s := hand(t, g, 0, heal)
	s2 := hand(t, g, 1, heal)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, []int{23, 19, 19}, lifes(g))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, s2))
	resolve(t, g, nil)
	require.Equal(t, []int{23, 22, 19}, lifes(g), "only when you gain life")
}

// 42. Gloating Imp: {1}{B} 1/1, "Whenever an opponent discards a card,
// Gloating Imp deals 2 damage to that player." (CR 701.8, 603.2)
func TestGloatingImp(t *testing.T) {
	d := def(t, card.Definition{Name: "Gloating Imp", ManaCost: cost("{1}{B}"), Types: ability.Creature, Power: C(1), Toughness: C(1),
		Triggered: []ability.Triggered{{Event: ability.PlayerDiscards, Match: ability.Filter{Side: ability.OpponentSide},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEventPlayer, Amount: ability.N(2)}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	bf(t, g, 0, d)
	hand(t, g, 0, card.Divination)
	hand(t, g, 2, card.Divination)
	s := hand(t, g, 0, card.MindRot)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, game.PlayerTarget(2)))
	resolve(t, g, nil)
	require.Equal(t, []int{20, 20, 18}, lifes(g), "Carol discarded one card (she had one)")
}

// 43. Toll of Seasons: {2}{B} enchantment, "At the beginning of each
// player's upkeep, that player loses 1 life." (CR 503.1)
func TestTollOfSeasons(t *testing.T) {
	d := def(t, card.Definition{Name: "Toll of Seasons", ManaCost: cost("{2}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.EachUpkeep,
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(1)}}}}})
	g := newGame(t, 3)
	libs(t, g, 5)
	bf(t, g, 0, d)
	require.NoError(t, g.Start(1, 0, game.Main1))
	passTo(t, g, 1, game.Main1)
	require.Equal(t, []int{20, 19, 20}, lifes(g))
	passTo(t, g, 2, game.Main1)
	require.Equal(t, []int{20, 19, 19}, lifes(g))
}

// 44. Steelbark Blessing: {1}{G} instant, "Target creature gets +2/+2
// and gains trample. (permanently)" — Duration Permanently (CR 611.2a: an
// effect from a resolved spell may last indefinitely).
func TestSteelbarkBlessing(t *testing.T) {
	d := def(t, card.Definition{Name: "Steelbark Blessing", ManaCost: cost("{1}{G}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpModify, Target: 0, Power: 2, Toughness: 2, Keywords: ability.Trample, Duration: ability.Permanently}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 2)
	b := bf(t, g, 0, bear(t, "Bark Bear", "{1}{G}", 2, 2, 0))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, game.ObjectTarget(b)))
	resolve(t, g, nil)
	passTo(t, g, 1, game.Main1)
	o := info(t, g, b)
	require.Equal(t, [2]int{4, 4}, [2]int{o.Power, o.Toughness})
	require.True(t, o.Keywords.Has(ability.Trample))
}

// 45. Envious Strike: "Draw a card if an opponent controls a creature",
// written as YouControl with Side OpponentSide: Check refuses it (a
// condition on your permanents doesn't read Side). Right: the engine would
// have read it as "if you control a creature".
func TestEnviousStrikeRefused(t *testing.T) {
	cond := ability.Condition{Kind: ability.YouControl, Group: ability.Group{Types: ability.Creature, Side: ability.OpponentSide}}
	d := card.Define(card.Definition{Name: "Envious Strike", ManaCost: cost("{1}{R}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1), If: &cond}}}})
	require.ErrorIs(t, d.Check(), card.ErrInvalidDefinition)
}

// 46. Wakening Stones: {2}{G} sorcery, "Until end of turn, lands you control
// become 2/2 creatures that are still lands." (OpBecome with Duration
// UntilEndOfTurn, CR 611.2a, 514.2)
func TestWakeningStones(t *testing.T) {
	d := def(t, card.Definition{Name: "Wakening Stones", ManaCost: cost("{2}{G}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpBecome, Subject: ability.SubjectAll,
			Group: ability.Group{Types: ability.Land, Side: ability.YourSide}, Power: 2, Toughness: 2, AddTypes: ability.Creature, Duration: ability.UntilEndOfTurn}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 3)
	l := bf(t, g, 0, card.Forest)
	foe := bf(t, g, 1, card.Forest)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	o := info(t, g, l)
	require.True(t, o.Types.Has(ability.Creature|ability.Land))
	require.Equal(t, 2, o.Power)
	require.False(t, info(t, g, foe).Types.Has(ability.Creature))
	passTo(t, g, 1, game.Main1)
	require.False(t, info(t, g, l).Types.Has(ability.Creature), "CR 514.2: until end of turn")
}

// 47. Conscription Decree: {3}{W} sorcery, "Each opponent creates a 1/1
// white Soldier creature token." (CR 110.5b: under the creating player's
// control; three players)
func TestConscriptionDecree(t *testing.T) {
	tok, ok := card.Token("Soldier")
	require.True(t, ok)
	d := def(t, card.Definition{Name: "Conscription Decree", ManaCost: cost("{3}{W}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpCreateToken, Who: ability.WhoEachOpponent, Token: tok, Amount: ability.N(1)}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	count := func(p game.PlayerID) int {
		n := 0
		for _, id := range g.Zone(p, zone.Battlefield) {
			o := info(t, g, id)
			if o.Token && o.Controller == p {
				n++
			}
		}
		return n
	}
	require.Equal(t, []int{0, 1, 1}, []int{count(0), count(1), count(2)})
}

// 48. Mass Insurrection: {5}{R}{R} sorcery, "Gain control of all creatures
// your opponents control until end of turn. Untap them. They gain haste."
// (CR 613.2, 611.2a)
func TestMassInsurrection(t *testing.T) {
	d := def(t, card.Definition{Name: "Mass Insurrection", ManaCost: cost("{5}{R}{R}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpGainControl, Subject: ability.SubjectAll,
			Group: ability.Group{Side: ability.OpponentSide}, Duration: ability.UntilEndOfTurn, Untap: true, Keywords: ability.Haste}}}})
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 0, card.Mountain, 7)
	x := bf(t, g, 1, bear(t, "Ins Bear", "{1}{G}", 2, 2, 0), game.PutOptions{Tapped: true})
	y := bf(t, g, 2, bear(t, "Ins Bear 2", "{1}{G}", 2, 2, 0))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	ox, oy := info(t, g, x), info(t, g, y)
	require.Equal(t, game.PlayerID(0), ox.Controller)
	require.Equal(t, game.PlayerID(0), oy.Controller)
	require.False(t, ox.Tapped)
	require.True(t, ox.Keywords.Has(ability.Haste))
	passTo(t, g, 1, game.Main1)
	require.Equal(t, game.PlayerID(1), info(t, g, x).Controller)
	require.Equal(t, game.PlayerID(2), info(t, g, y).Controller)
}

// 49. Scatterbrain Hex: {2}{B} sorcery, "Each opponent discards a card at
// random." (CR 701.8; three players)
func TestScatterbrainHex(t *testing.T) {
	d := def(t, card.Definition{Name: "Scatterbrain Hex", ManaCost: cost("{2}{B}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpDiscardRandom, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	for p := 1; p < 3; p++ {
		hand(t, g, game.PlayerID(p), card.LightningStrike)
		hand(t, g, game.PlayerID(p), card.Divination)
	}
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, []int{1, 1}, []int{g.ZoneLen(1, zone.Hand), g.ZoneLen(2, zone.Hand)})
}

// 52. APNAP (CR 101.4, 603.3b): three players each control "At the
// beginning of each upkeep, you gain 1 life" (Dawn Chimes). On Bob's
// upkeep, Bob (active) puts his trigger on the stack first, then Carol,
// then Alice: top of the stack is Alice's.
func TestAPNAPTriggers(t *testing.T) {
	d := def(t, card.Definition{Name: "Dawn Chimes", ManaCost: cost("{1}{W}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.EachUpkeep,
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(1)}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	for p := 0; p < 3; p++ {
		bf(t, g, game.PlayerID(p), d)
	}
	require.NoError(t, g.Start(1, 0, game.Main2))
	for !(g.ActivePlayer() == 1 && g.StackLen() == 3) {
		dd := g.Pending()
		require.Equal(t, game.DecidePriority, dd.Kind, g.Prompt(game.English))
		require.NoError(t, g.Pass(dd.Player))
	}
	st := g.Stack()
	require.Equal(t, []game.PlayerID{0, 2, 1}, []game.PlayerID{st[0].Controller, st[1].Controller, st[2].Controller})
	require.Equal(t, game.PlayerID(1), g.PriorityPlayer(), "active player receives priority (CR 116.3b)")
}

// 53. Ironclad Sentinel: {3}{W} 2/4, "Other Soldier creatures you control
// have protection from red." (CR 702.16)
func TestIroncladSentinel(t *testing.T) {
	d := def(t, card.Definition{Name: "Ironclad Sentinel", ManaCost: cost("{3}{W}"), Types: ability.Creature, Subtypes: []string{"Human", "Soldier"},
		Power: C(2), Toughness: C(4),
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide, Subtype: "Soldier", Other: true},
			Protection: mana.SetOf(mana.Red)}}})
	sol := def(t, card.Definition{Name: "Footman", ManaCost: cost("{W}"), Types: ability.Creature, Subtypes: []string{"Soldier"}, Power: C(1), Toughness: C(1)})
	g := newGame(t, 2)
	libs(t, g, 3)
	sen := bf(t, g, 0, d)
	f := bf(t, g, 0, sol)
	lands(t, g, 1, card.Mountain, 4)
	s1 := hand(t, g, 1, card.LightningStrike)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Error(t, g.Cast(1, s1, game.ObjectTarget(f)), "CR 702.16b")
	require.NoError(t, g.Cast(1, s1, game.ObjectTarget(sen)))
	resolve(t, g, nil)
	require.Equal(t, 3, info(t, g, sen).Damage)
}

// 54. Rune of Sparks: {1}{R} Aura, "Enchanted creature has '{T}: This
// creature deals 1 damage to any target.'" (CR 613.1f; the creature is
// the source; summoning sickness applies, CR 302.6)
func TestRuneOfSparks(t *testing.T) {
	grant := ability.Activated{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}
	d := def(t, card.Definition{Name: "Rune of Sparks", ManaCost: cost("{1}{R}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, Grant: &grant}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	b := bf(t, g, 0, bear(t, "Spark Bear", "{1}{G}", 2, 2, 0))
	sick := bf(t, g, 0, bear(t, "New Bear", "{1}{G}", 2, 2, 0), game.PutOptions{Sick: true})
	bf(t, g, 0, d, game.PutOptions{AttachedTo: b})
	require.NoError(t, g.Start(2, 0, game.Main1))
	acts := g.OptionsFor(0, b)
	require.NotEmpty(t, acts)
	require.NoError(t, g.Apply(acts[0].WithTargets(game.PlayerTarget(1))))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
	require.True(t, info(t, g, b).Tapped)
	require.Empty(t, g.OptionsFor(0, sick))
}

// 55. Focus Shrine: {2} artifact, "{1}, Put a charge counter on Focus
// Shrine: Target creature gets +1/+1 until end of turn. Activate only once
// each turn. Activate only if you control no creatures with power 4 or
// greater" (simplified: only if you control no Dragon). (CR 602.5b)
func TestFocusShrine(t *testing.T) {
	d := def(t, card.Definition{Name: "Focus Shrine", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}"), PutCounter: "charge"}, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects:     []ability.Effect{{Op: ability.OpModify, Target: 0, Power: 1, Toughness: 1}},
			OncePerTurn: true, OnlyIf: ability.Condition{Kind: ability.YouControlNone, Group: ability.Group{Subtype: "Dragon"}}}}})
	drake := def(t, card.Definition{Name: "Whelp", ManaCost: cost("{R}"), Types: ability.Creature, Subtypes: []string{"Dragon"}, Power: C(1), Toughness: C(1)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 3)
	sh := bf(t, g, 0, d)
	b := bf(t, g, 0, bear(t, "Focus Bear", "{1}{G}", 2, 2, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, sh, 0, game.ObjectTarget(b)))
	resolve(t, g, nil)
	require.Equal(t, 1, info(t, g, sh).Counters[3])
	require.Equal(t, 3, info(t, g, b).Power)
	require.Error(t, g.Activate(0, sh, 0, game.ObjectTarget(b)), "once each turn")
	g2 := newGame(t, 2)
	libs(t, g2, 3)
	lands(t, g2, 0, card.Plains, 3)
	sh = bf(t, g2, 0, d)
	b = bf(t, g2, 0, drake)
	require.NoError(t, g2.Start(2, 0, game.Main1))
	require.Error(t, g2.Activate(0, sh, 0, game.ObjectTarget(b)), "you control a Dragon")
}

// 56. Border Watch: {1}{W} 1/3, "Whenever a creature an opponent controls
// enters the battlefield, tap that creature." (CR 603.6a)
func TestBorderWatch(t *testing.T) {
	d := def(t, card.Definition{Name: "Border Watch", ManaCost: cost("{1}{W}"), Types: ability.Creature, Power: C(1), Toughness: C(3),
		Triggered: []ability.Triggered{{Event: ability.PermanentEnters, Match: ability.Filter{Side: ability.OpponentSide, Types: ability.Creature},
			Effects: []ability.Effect{{Op: ability.OpTap, Subject: ability.SubjectEventObject}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	lands(t, g, 1, card.Forest, 4)
	c := hand(t, g, 1, bear(t, "Entering Bear", "{1}{G}", 2, 2, 0))
	mine := hand(t, g, 1, card.Forest)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.PlayLand(1, mine))
	require.Equal(t, 0, g.StackLen(), "a land is not a creature")
	require.NoError(t, g.Cast(1, c))
	resolve(t, g, nil)
	var id game.ObjectID
	for _, x := range g.Zone(1, zone.Battlefield) {
		if info(t, g, x).Card.Name == "Entering Bear" {
			id = x
		}
	}
	require.True(t, info(t, g, id).Tapped)
}

// 57. Duelist's Challenge: {1}{G} sorcery, "Target creature you control
// fights target creature you don't control." (CR 701.11)
func TestDuelistsChallenge(t *testing.T) {
	d := def(t, card.Definition{Name: "Duelist's Challenge", ManaCost: cost("{1}{G}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{
			{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}},
			{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.NotYourSide}}},
			Effects: []ability.Effect{{Op: ability.OpFight, Target: 0, Other: 1}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 2)
	m := bf(t, g, 0, bear(t, "Fighter", "{2}{G}", 3, 3, 0))
	f := bf(t, g, 1, bear(t, "Victim", "{1}{G}", 2, 2, 0))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Cast(0, s, game.ObjectTarget(f), game.ObjectTarget(m)))
	require.NoError(t, g.Cast(0, s, game.ObjectTarget(m), game.ObjectTarget(f)))
	resolve(t, g, nil)
	require.True(t, gone(g, f))
	require.Equal(t, 2, info(t, g, m).Damage)
}

// 58. Grave Recall: {1}{B} sorcery, "Return target creature card from your
// graveyard to your hand. You lose 2 life." (CR 115.x targets in graveyard)
func TestGraveRecall(t *testing.T) {
	d := def(t, card.Definition{Name: "Grave Recall", ManaCost: cost("{1}{B}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}},
			Effects: []ability.Effect{{Op: ability.OpReturnToHand, Target: 0}, {Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(2)}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	mine := put(t, g, 0, zone.Graveyard, bear(t, "Buried Bear", "{1}{G}", 2, 2, 0))
	spell := put(t, g, 0, zone.Graveyard, card.LightningStrike)
	theirs := put(t, g, 1, zone.Graveyard, bear(t, "Their Bear", "{1}{G}", 2, 2, 0))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Cast(0, s, game.ObjectTarget(spell)))
	require.Error(t, g.Cast(0, s, game.ObjectTarget(theirs)))
	require.NoError(t, g.Cast(0, s, game.ObjectTarget(mine)))
	resolve(t, g, nil)
	require.Equal(t, zone.Hand, zoneOf(t, g, mine))
	require.Equal(t, 18, g.Life(0))
}

// 59. Toll Gate: {2}{W} enchantment, "Creatures your opponents control
// can't attack or block unless their controller pays {1} for each."
// (CR 508.1d, 508.1h)
func TestTollGate(t *testing.T) {
	d := def(t, card.Definition{Name: "Toll Gate", ManaCost: cost("{2}{W}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.OpponentSide}, AttackBlockTax: 1}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	a := bf(t, g, 1, bear(t, "Taxed Bear", "{1}{G}", 2, 2, 0))
	require.NoError(t, g.Start(3, 1, game.DeclareAttackers))
	err := g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 1, Attackers: []game.Attack{{Attacker: a, Player: 0}}})
	require.Error(t, err, "no mana to pay the tax")
}

// 60. Pack Runt: {1}{G} 1/1, "Pack Runt gets +2/+2 as long as you control
// another creature." (static condition with Other, CR 604.2)
func TestPackRunt(t *testing.T) {
	d := def(t, card.Definition{Name: "Pack Runt", ManaCost: cost("{1}{G}"), Types: ability.Creature, Power: C(1), Toughness: C(1),
		Statics: []ability.Static{{Affects: ability.AffectsSelf, Power: 2, Toughness: 2,
			If: ability.Condition{Kind: ability.YouControl, Group: ability.Group{Types: ability.Creature, Other: true}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	r := bf(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, 1, info(t, g, r).Power, "alone: no other creature")
	g = newGame(t, 2)
	libs(t, g, 3)
	r = bf(t, g, 0, d)
	bf(t, g, 0, bear(t, "Pack Bear", "{1}{G}", 2, 2, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, 3, info(t, g, r).Power)
}

// 61. Solitary Rite: {2}{W} sorcery (effect If with Other has no source on
// the battlefield; use an activated ability instead): Lone Hermit, {W} 1/1,
// "{T}: Draw a card if you control no other creatures." (CR 608.2c)
func TestLoneHermit(t *testing.T) {
	cond := ability.Condition{Kind: ability.YouControlNone, Group: ability.Group{Types: ability.Creature, Other: true}}
	d := def(t, card.Definition{Name: "Lone Hermit", ManaCost: cost("{W}"), Types: ability.Creature, Power: C(1), Toughness: C(1),
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true},
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1), If: &cond}}}}})
	for _, other := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 3)
		h := bf(t, g, 0, d)
		if other {
			bf(t, g, 0, bear(t, "Company Bear", "{1}{G}", 2, 2, 0))
		}
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Activate(0, h, 0))
		resolve(t, g, nil)
		want := 1
		if other {
			want = 0
		}
		require.Equal(t, want, g.ZoneLen(0, zone.Hand), "other=%v", other)
	}
}

// 62. Hermit's Vow: same condition as an activation restriction: "{T}:
// Draw a card. Activate only if you control no other creatures." (CR
// 602.5b)
func TestHermitsVow(t *testing.T) {
	cond := ability.Condition{Kind: ability.YouControlNone, Group: ability.Group{Types: ability.Creature, Other: true}}
	d := def(t, card.Definition{Name: "Vowed Hermit", ManaCost: cost("{W}"), Types: ability.Creature, Power: C(1), Toughness: C(1),
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, OnlyIf: cond,
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	h := bf(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, h, 0), "no other creature")
	g = newGame(t, 2)
	libs(t, g, 3)
	h = bf(t, g, 0, d)
	bf(t, g, 0, bear(t, "Company Bear", "{1}{G}", 2, 2, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Activate(0, h, 0))
}

// 63. Carrion Tally: {1}{B} enchantment, "Whenever a creature card is put
// into an opponent's graveyard from anywhere, you gain 1 life." (CR 603.2;
// Match.Side is the owner)
func TestCarrionTally(t *testing.T) {
	d := def(t, card.Definition{Name: "Carrion Tally", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CardPutIntoGraveyard, Match: ability.Filter{Side: ability.OpponentSide, Types: ability.Creature},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(1)}}}}})
	mill := def(t, card.Definition{Name: "Memory Sluice", ManaCost: cost("{U}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpMill, Who: ability.WhoTarget, Target: 0, Amount: ability.N(3)}}}})
	g := newGame(t, 2)
	b := bear(t, "Milled Bear", "{1}{G}", 2, 2, 0)
	put(t, g, 1, zone.Library, b)
	put(t, g, 1, zone.Library, card.Plains)
	put(t, g, 1, zone.Library, b)
	put(t, g, 1, zone.Library, card.Plains)
	put(t, g, 0, zone.Library, b)
	put(t, g, 0, zone.Library, b)
	bf(t, g, 0, d)
	lands(t, g, 0, card.Island, 2)
	s := hand(t, g, 0, mill)
	s2 := hand(t, g, 0, mill)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, game.PlayerTarget(1)))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	require.NoError(t, g.Cast(0, s2, game.PlayerTarget(0)))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0), "own graveyard doesn't count")
}

// 64. Warband Chant: {2}{R} enchantment, "Whenever you attack with two or
// more creatures, creatures you control get +1/+0 until end of turn."
// (CR 508.3a)
func TestWarbandChant(t *testing.T) {
	d := def(t, card.Definition{Name: "Warband Chant", ManaCost: cost("{2}{R}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.YouAttackWithCreatures, MinCount: 2,
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectAll, Group: ability.Group{Side: ability.YourSide}, Power: 1}}}}})
	for _, n := range []int{1, 2} {
		g := newGame(t, 2)
		libs(t, g, 3)
		bf(t, g, 0, d)
		b := bear(t, "War Bear", "{1}{G}", 2, 2, 0)
		a1, a2 := bf(t, g, 0, b), bf(t, g, 0, b)
		require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
		atk := []game.Attack{{Attacker: a1, Player: 1}, {Attacker: a2, Player: 1}}[:n]
		require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: atk}))
		resolve(t, g, nil)
		want := 2
		if n == 2 {
			want = 3
		}
		require.Equal(t, want, info(t, g, a1).Power, "n=%d", n)
		require.Equal(t, want, info(t, g, a2).Power, "n=%d", n)
	}
}

// 65. Homeguard Hound: {1}{W} 2/2, "Whenever a creature attacks you or a
// planeswalker you control, Homeguard Hound gets +0/+2 until end of turn."
// Three players: only attacks on its controller count (CR 506.2).
func TestHomeguardHound(t *testing.T) {
	d := def(t, card.Definition{Name: "Homeguard Hound", ManaCost: cost("{1}{W}"), Types: ability.Creature, Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{{Event: ability.CreatureAttacksYouOrYourPlaneswalker,
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Toughness: 2}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	h := bf(t, g, 0, d)
	b := bear(t, "Raider", "{1}{G}", 2, 2, 0)
	a1, a2 := bf(t, g, 1, b), bf(t, g, 1, b)
	require.NoError(t, g.Start(3, 1, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 1,
		Attackers: []game.Attack{{Attacker: a1, Player: 2}, {Attacker: a2, Player: 0}}}))
	resolve(t, g, nil)
	require.Equal(t, 4, info(t, g, h).Toughness)
}

// 66. Quarry Blast: {3}{R} sorcery, "Quarry Blast deals 2 damage to target
// creature or player for each Mountain you control." (CountSubtype, Times 2)
func TestQuarryBlast(t *testing.T) {
	d := def(t, card.Definition{Name: "Quarry Blast", ManaCost: cost("{3}{R}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.Amount{Kind: ability.CountPermanents,
				Group: ability.Group{Types: ability.Land, Subtype: "Mountain", Side: ability.YourSide}, Times: 2}}}}})
	// CountSubtype with Times is refused (CountSubtype doesn't multiply): right, the engine would ignore it.
	bad := card.Define(card.Definition{Name: "Quarry Blast X", ManaCost: cost("{3}{R}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.Amount{Kind: ability.CountSubtype, Subtype: "Mountain", Times: 2}}}}})
	require.Error(t, bad.Check())
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 4)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 1, card.Mountain, 3)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, game.PlayerTarget(1)))
	resolve(t, g, nil)
	require.Equal(t, 12, g.Life(1))
}

// 67. Shallow Grave Pact: {B} 1/1, "When this creature dies, you may pay
// {2}. If you do, create a 2/2 black Zombie token." (CR 603.10a, 117.1)
func TestGravePact(t *testing.T) {
	tok := card.Define(card.Definition{Name: "Pact Zombie", Types: ability.Creature, Subtypes: []string{"Zombie"}, Colors: mana.SetOf(mana.Black), Power: C(2), Toughness: C(2)})
	d := def(t, card.Definition{Name: "Grave Pactling", ManaCost: cost("{B}"), Types: ability.Creature, Power: C(1), Toughness: C(1),
		Triggered: []ability.Triggered{{Event: ability.Dies, Effects: []ability.Effect{
			{Op: ability.OpCreateToken, Who: ability.WhoYou, Token: tok, Amount: ability.N(1), Optional: true, PayMana: cost("{2}")}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	p := bf(t, g, 0, d)
	lands(t, g, 1, card.Mountain, 2)
	s := hand(t, g, 1, card.LightningStrike)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, s, game.ObjectTarget(p)))
	resolve(t, g, func(dd game.Decision) game.Action {
		require.Equal(t, game.DecideYesNo, dd.Kind)
		require.Equal(t, game.PlayerID(0), dd.Player)
		return choose(0, 1)
	})
	n := 0
	for _, id := range g.Zone(0, zone.Battlefield) {
		if info(t, g, id).Card.Name == "Pact Zombie" {
			n++
		}
	}
	require.Equal(t, 1, n)
	tapped := 0
	for _, id := range g.Zone(0, zone.Battlefield) {
		if info(t, g, id).Tapped {
			tapped++
		}
	}
	require.Equal(t, 2, tapped)
}

// 28b. Hexweave Mantle's "When enchanted creature dies, draw a card"
// (CR 603.10a: looks back; the Aura is put into the graveyard by SBA).
func TestHexweaveMantleDies(t *testing.T) {
	d := def(t, card.Definition{Name: "Hexweave Mantle", ManaCost: cost("{1}{U}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 1, Keywords: ability.Hexproof}},
		Triggered: []ability.Triggered{{Event: ability.AttachedDies,
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)}}}}})
	wrath := def(t, card.Definition{Name: "Crushing Tide", ManaCost: cost("{2}{B}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpDestroy, Subject: ability.SubjectAll}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	b := bf(t, g, 1, bear(t, "Mantle Bear", "{1}{G}", 2, 2, 0))
	aura := bf(t, g, 0, d, game.PutOptions{AttachedTo: b}) // Alice's Aura on Bob's creature
	lands(t, g, 1, card.Swamp, 3)
	s := hand(t, g, 1, wrath)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, s))
	resolve(t, g, nil)
	require.True(t, gone(g, b))
	require.True(t, gone(g, aura))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "the Aura's controller draws")
	require.Equal(t, 0, g.ZoneLen(1, zone.Hand))
}

// 69. Holy Stillness: {1}{W} instant, "Prevent all combat damage that would
// be dealt this turn by nonwhite creatures." (CR 615)
func TestHolyStillness(t *testing.T) {
	d := def(t, card.Definition{Name: "Holy Stillness", ManaCost: cost("{1}{W}"), Types: ability.Instant,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpPrevent, Subject: ability.SubjectAll, Group: ability.Group{NotColors: mana.SetOf(mana.White)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	a1 := bf(t, g, 0, bear(t, "Green Raider", "{1}{G}", 2, 2, 0))
	a2 := bf(t, g, 0, bear(t, "White Raider", "{1}{W}", 3, 3, 0))
	lands(t, g, 1, card.Plains, 2)
	s := hand(t, g, 1, d)
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: a1, Player: 1}, {Attacker: a2, Player: 1}}}))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, s))
	resolve(t, g, nil)
	passTo(t, g, 0, game.Main2)
	require.Equal(t, 17, g.Life(1))
}

// 70. Loamcaller: {2}{G} 2/2, "When Loamcaller enters the battlefield, you
// may search your library for a basic land card, put it onto the
// battlefield tapped, then shuffle." (CR 701.18)
func TestLoamcaller(t *testing.T) {
	d := def(t, card.Definition{Name: "Loamcaller", ManaCost: cost("{2}{G}"), Types: ability.Creature, Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, Effects: []ability.Effect{
			{Op: ability.OpSearchLibrary, Amount: ability.N(1), Filter: ability.Filter{Types: ability.Land}, Into: ability.IntoBattlefield, Tapped: true, Optional: true}}}}})
	g := newGame(t, 2)
	put(t, g, 0, zone.Library, card.LightningStrike)
	put(t, g, 0, zone.Library, card.Forest)
	put(t, g, 1, zone.Library, card.Forest)
	lands(t, g, 0, card.Forest, 3)
	c := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, c))
	resolve(t, g, func(dd game.Decision) game.Action {
		switch dd.Kind {
		case game.DecideYesNo:
			return choose(0, 1)
		case game.DecideSearch:
			for _, a := range g.LegalActions(nil) {
				if a.Object != 0 {
					o := info(t, g, a.Object)
					require.Equal(t, "Forest", o.Card.Name)
					return a
				}
			}
		}
		t.Fatalf("unexpected %v", dd.Kind)
		return game.Action{}
	})
	n := 0
	for _, id := range g.Zone(0, zone.Battlefield) {
		o := info(t, g, id)
		if o.Card == card.Forest && o.Tapped {
			n++
		}
	}
	require.Equal(t, 4, n, "three tapped to cast, one found tapped")
	require.Equal(t, 1, g.ZoneLen(0, zone.Library))
}

// 71. Swamp Lurker: {2}{B} 2/2, "At the beginning of your end step, if you
// control a Swamp, each opponent loses 1 life." (intervening if, CR 603.4)
func TestSwampLurker(t *testing.T) {
	d := def(t, card.Definition{Name: "Swamp Lurker", ManaCost: cost("{2}{B}"), Types: ability.Creature, Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{{Event: ability.YourEndStep, IfControlSubtype: "Swamp",
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}}}})
	for _, sw := range []bool{true, false} {
		g := newGame(t, 4)
		libs(t, g, 3)
		bf(t, g, 0, d)
		if sw {
			bf(t, g, 0, card.Swamp)
		}
		require.NoError(t, g.Start(2, 0, game.Main2))
		passTo(t, g, 1, game.Upkeep)
		if sw {
			require.Equal(t, []int{20, 19, 19, 19}, lifes(g))
		} else {
			require.Equal(t, []int{20, 20, 20, 20}, lifes(g))
		}
	}
}

// 72. Tidebinder's Curse: {1}{U} sorcery, "Put target nonland permanent
// into its owner's library second from the top." (CR 400.3)
func TestTidebindersCurse(t *testing.T) {
	d := def(t, card.Definition{Name: "Tidebinder's Curse", ManaCost: cost("{1}{U}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetNonlandPermanent},
			Effects: []ability.Effect{{Op: ability.OpPutIntoLibrary, Target: 0, Amount: ability.N(2)}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	x := bf(t, g, 1, bear(t, "Tide Bear", "{1}{G}", 2, 2, 0), game.PutOptions{SetController: true, Controller: 0})
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, game.ObjectTarget(x)))
	resolve(t, g, nil)
	lib := g.Zone(1, zone.Library)
	require.Len(t, lib, 4)
	require.Equal(t, "Tide Bear", info(t, g, lib[1]).Card.Name, "owner's library, second from top")
}

// 73. Eclipse of Color: {3}{B}{B} sorcery, "Exile all black and red
// creatures." Four players (CR 105.2: a creature with either colour).
func TestEclipseOfColor(t *testing.T) {
	d := def(t, card.Definition{Name: "Eclipse of Color", ManaCost: cost("{3}{B}{B}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpExile, Subject: ability.SubjectAll,
			Group: ability.Group{Colors: mana.SetOf(mana.Black, mana.Red)}}}}})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 5)
	r := bf(t, g, 1, bear(t, "R", "{1}{R}", 2, 2, 0))
	bb := bf(t, g, 2, bear(t, "B", "{1}{B}", 2, 2, 0))
	gr := bf(t, g, 3, bear(t, "G", "{1}{G}", 2, 2, 0))
	rg := bf(t, g, 0, bear(t, "RG", "{R}{G}", 2, 2, 0))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, zone.Exile, zoneOf(t, g, r))
	require.Equal(t, zone.Exile, zoneOf(t, g, bb))
	require.Equal(t, zone.Exile, zoneOf(t, g, rg))
	require.False(t, gone(g, gr))
}

// 74. Warding Totem: {2} artifact, "{T}: Target creature gets +2/+2 for as
// long as you control Warding Totem." Destroying the Totem ends it
// (CR 611.2b).
func TestWardingTotem(t *testing.T) {
	d := def(t, card.Definition{Name: "Warding Totem", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpModify, Target: 0, Power: 2, Toughness: 2, Duration: ability.WhileYouControlSource}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Mountain, 2)
	tot := bf(t, g, 0, d)
	b := bf(t, g, 0, bear(t, "Warded Bear", "{1}{G}", 2, 2, 0))
	shatter := hand(t, g, 0, def(t, card.Definition{Name: "Snap Rock", ManaCost: cost("{1}{R}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetArtifact}, Effects: []ability.Effect{{Op: ability.OpDestroy, Target: 0}}}}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, tot, 0, game.ObjectTarget(b)))
	resolve(t, g, nil)
	require.Equal(t, 4, info(t, g, b).Power)
	require.NoError(t, g.Cast(0, shatter, game.ObjectTarget(tot)))
	resolve(t, g, nil)
	require.Equal(t, 2, info(t, g, b).Power)
}

// 75. Ember Martyr: {1}{R} 2/1, "Sacrifice Ember Martyr: It deals damage
// equal to its power to any target." Pumped to 4 first: the power as it
// last existed (CR 608.2g, 112.7a).
func TestEmberMartyr(t *testing.T) {
	d := def(t, card.Definition{Name: "Ember Martyr", ManaCost: cost("{1}{R}"), Types: ability.Creature, Power: C(2), Toughness: C(1),
		Activated: []ability.Activated{{Cost: ability.Cost{SacrificeSelf: true}, Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.Amount{Kind: ability.SourcePower}}}}}})
	pump := def(t, card.Definition{Name: "Brute Surge", ManaCost: cost("{R}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature}, Effects: []ability.Effect{{Op: ability.OpModify, Target: 0, Power: 2}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 1)
	m := bf(t, g, 0, d)
	s := hand(t, g, 0, pump)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, game.ObjectTarget(m)))
	resolve(t, g, nil)
	require.NoError(t, g.Activate(0, m, 0, game.PlayerTarget(1)))
	resolve(t, g, nil)
	require.Equal(t, 16, g.Life(1))
}

// 76. Bone Harvest: {2}{B} sorcery, "Destroy target creature. You gain life
// equal to its toughness." (TargetToughness, last known, CR 608.2g)
func TestBoneHarvest(t *testing.T) {
	d := def(t, card.Definition{Name: "Bone Harvest", ManaCost: cost("{2}{B}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature}, Effects: []ability.Effect{
			{Op: ability.OpDestroy, Target: 0},
			{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.TargetToughness}, Target: 0}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	x := bf(t, g, 1, bear(t, "Harvest Bear", "{1}{G}", 2, 5, 0))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, game.ObjectTarget(x)))
	resolve(t, g, nil)
	require.True(t, gone(g, x))
	require.Equal(t, 25, g.Life(0))
}

// 77. Brutal Offering: {1}{R} instant, "As an additional cost to cast this
// spell, sacrifice a creature. Brutal Offering deals damage equal to the
// sacrificed creature's power to each opponent." (CR 601.2h; four players)
func TestBrutalOffering(t *testing.T) {
	d := def(t, card.Definition{Name: "Brutal Offering", ManaCost: cost("{1}{R}"), Types: ability.Instant,
		AdditionalSacrifice: &ability.Group{Types: ability.Creature},
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEachOpponent,
			Amount: ability.Amount{Kind: ability.SacrificedPower}}}}})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	b := bf(t, g, 0, bear(t, "Offered Bear", "{2}{G}", 3, 3, 0))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	if g.Pending().Kind == game.DecideSacrifice {
		require.NoError(t, g.Apply(chooseObj(0, b)))
	}
	resolve(t, g, nil)
	require.True(t, gone(g, b))
	require.Equal(t, []int{20, 17, 17, 17}, lifes(g))
}

// 78. Tidal Reckoning: {3}{U} sorcery, "For each creature, its owner puts
// it on the top or bottom of their library." Owners choose in APNAP order
// (CR 101.4). Three players, Bob active... Alice active: Alice, Bob, Carol.
func TestTidalReckoning(t *testing.T) {
	d := def(t, card.Definition{Name: "Tidal Reckoning", ManaCost: cost("{3}{U}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpTopOrBottom, Group: ability.Group{Types: ability.Creature}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	b := bear(t, "Tide Bear", "{1}{G}", 2, 2, 0)
	bf(t, g, 2, b)
	bf(t, g, 1, b)
	bf(t, g, 0, b)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	asked := []game.PlayerID{}
	resolve(t, g, func(dd game.Decision) game.Action {
		require.Equal(t, game.DecideTopOrBottom, dd.Kind)
		asked = append(asked, dd.Player)
		return g.LegalActions(nil)[0]
	})
	require.Equal(t, []game.PlayerID{0, 1, 2}, asked)
	for p := 0; p < 3; p++ {
		require.Equal(t, 4, g.ZoneLen(game.PlayerID(p), zone.Library))
	}
}

// 79. Riptide Raider: {2}{U} 2/2, "Whenever Riptide Raider deals combat
// damage to a player, that player mills that many cards." (EventAmount,
// WhoEventPlayer; three players)
func TestRiptideRaider(t *testing.T) {
	d := def(t, card.Definition{Name: "Riptide Raider", ManaCost: cost("{2}{U}"), Types: ability.Creature, Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{{Event: ability.DealsCombatDamageToPlayer,
			Effects: []ability.Effect{{Op: ability.OpMill, Who: ability.WhoEventPlayer, Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	g := newGame(t, 3)
	libs(t, g, 4)
	a := bf(t, g, 0, d)
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: a, Player: 2}}}))
	passTo(t, g, 0, game.Main2)
	require.Equal(t, 18, g.Life(2))
	require.Equal(t, []int{4, 4, 2}, []int{g.ZoneLen(0, zone.Library), g.ZoneLen(1, zone.Library), g.ZoneLen(2, zone.Library)})
}

// 81. Hoard Sprite: {X}{G} 1/1, "When you cast this spell, you gain X
// life." (CastThis, EventAmount = X; CR 603.2, 107.3)
func TestHoardSprite(t *testing.T) {
	d := def(t, card.Definition{Name: "Hoard Sprite", ManaCost: cost("{X}{G}"), Types: ability.Creature, Power: C(1), Toughness: C(1),
		Triggered: []ability.Triggered{{Event: ability.CastThis,
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 4)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.CastX(0, s, 3))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
}

// 82. Marsh Wither: {2}{B} instant, "Target creature gets -1/-1 until end of
// turn for each Swamp you control." (OpModify with a computed amount)
func TestMarshWither(t *testing.T) {
	d := def(t, card.Definition{Name: "Marsh Wither", ManaCost: cost("{2}{B}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpModify, Target: 0, Power: -1, Toughness: -1, Amount: ability.Amount{Kind: ability.CountSubtype, Subtype: "Swamp"}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	x := bf(t, g, 1, bear(t, "Marsh Bear", "{2}{G}", 3, 4, 0))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, game.ObjectTarget(x)))
	resolve(t, g, nil)
	o := info(t, g, x)
	require.Equal(t, [2]int{0, 1}, [2]int{o.Power, o.Toughness})
}

// 84. Rising Despair: {B} enchantment, "Creatures you control get +1/+0 as
// long as your life total is less than your starting life total."
func TestRisingDespair(t *testing.T) {
	d := def(t, card.Definition{Name: "Rising Despair", ManaCost: cost("{B}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide}, Power: 1, If: ability.If(ability.LifeBelowStarting)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	b := bf(t, g, 0, bear(t, "Despair Bear", "{1}{G}", 2, 2, 0))
	lands(t, g, 1, card.Mountain, 2)
	s := hand(t, g, 1, card.LightningStrike)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Equal(t, 2, info(t, g, b).Power)
	require.NoError(t, g.Cast(1, s, game.PlayerTarget(0)))
	resolve(t, g, nil)
	require.Equal(t, 3, info(t, g, b).Power)
}

// 85. Prism Insight: {1}{U} instant, "Draw a card. If you control a blue
// nonartifact permanent, draw another card." (effect If with Colors and
// NotTypes, CR 608.2c)
func TestPrismInsight(t *testing.T) {
	cond := ability.Condition{Kind: ability.YouControl, Group: ability.Group{Types: ability.PermanentTypes, Colors: mana.SetOf(mana.Blue), NotTypes: ability.Artifact}}
	d := def(t, card.Definition{Name: "Prism Insight", ManaCost: cost("{1}{U}"), Types: ability.Instant,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)},
			{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1), If: &cond}}}})
	blueArt := def(t, card.Definition{Name: "Blue Trinket", ManaCost: cost("{U}"), Types: ability.Artifact})
	for i, perm := range []*card.Definition{bear(t, "Blue Bear", "{1}{U}", 2, 2, 0), blueArt, bear(t, "Red Bear", "{1}{R}", 2, 2, 0)} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Island, 2)
		bf(t, g, 0, perm)
		s := hand(t, g, 0, d)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, s))
		resolve(t, g, nil)
		want := 1
		if i == 0 {
			want = 2
		}
		require.Equal(t, want, g.ZoneLen(0, zone.Hand), perm.Name)
	}
}

// 86. Same condition as a trigger's intervening if: Azure Vigil, {U}
// enchantment, "At the beginning of your upkeep, if you control a blue
// nonartifact permanent other than Azure Vigil, draw a card." (CR 603.4)
func TestAzureVigil(t *testing.T) {
	cond := ability.Condition{Kind: ability.YouControl, Group: ability.Group{Types: ability.PermanentTypes, Colors: mana.SetOf(mana.Blue), NotTypes: ability.Artifact}}
	d := def(t, card.Definition{Name: "Azure Vigil", ManaCost: cost("{G}"), Types: ability.Enchantment, // green, so it doesn't count itself
		Triggered: []ability.Triggered{{Event: ability.YourUpkeep, If: cond,
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)}}}}})
	blueArt := def(t, card.Definition{Name: "Blue Trinket", ManaCost: cost("{U}"), Types: ability.Artifact})
	for i, perm := range []*card.Definition{bear(t, "Blue Bear", "{1}{U}", 2, 2, 0), blueArt, bear(t, "Red Bear", "{1}{R}", 2, 2, 0)} {
		g := newGame(t, 2)
		libs(t, g, 3)
		bf(t, g, 0, d)
		bf(t, g, 0, perm)
		require.NoError(t, g.Start(2, 0, game.Upkeep))
		resolve(t, g, nil)
		want := 0
		if i == 0 {
			want = 1
		}
		require.Equal(t, want, g.ZoneLen(0, zone.Hand), perm.Name)
	}
}

// 87. Dawnfrost: {2}{U} sorcery, "Tap all creatures your opponents control.
// They don't untap during their controllers' next untap steps." Three
// players (CR 502.2).
func TestDawnfrost(t *testing.T) {
	d := def(t, card.Definition{Name: "Dawnfrost", ManaCost: cost("{2}{U}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{
			{Op: ability.OpTap, Subject: ability.SubjectAll, Group: ability.Group{Side: ability.OpponentSide}},
			{Op: ability.OpSkipUntap, Subject: ability.SubjectAll, Group: ability.Group{Side: ability.OpponentSide}}}}})
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 3)
	x := bf(t, g, 1, bear(t, "Frost Bear", "{1}{G}", 2, 2, 0))
	y := bf(t, g, 2, bear(t, "Frost Bear 2", "{1}{G}", 2, 2, 0))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.True(t, info(t, g, x).Tapped)
	passTo(t, g, 1, game.Main1)
	require.True(t, info(t, g, x).Tapped)
	passTo(t, g, 2, game.Main1)
	require.True(t, info(t, g, y).Tapped)
	passTo(t, g, 1, game.Main1)
	require.False(t, info(t, g, x).Tapped, "only the next untap step")
}

// 88. Ashen Purge: {1}{B} sorcery, "Exile each opponent's graveyard." Three
// players.
func TestAshenPurge(t *testing.T) {
	d := def(t, card.Definition{Name: "Ashen Purge", ManaCost: cost("{1}{B}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpExileGraveyard, Who: ability.WhoEachOpponent}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	for p := 0; p < 3; p++ {
		put(t, g, game.PlayerID(p), zone.Graveyard, card.LightningStrike)
	}
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, []int{2, 0, 0}, []int{g.ZoneLen(0, zone.Graveyard), g.ZoneLen(1, zone.Graveyard), g.ZoneLen(2, zone.Graveyard)})
}

// 89. Mossback Ward: {G} instant, "Regenerate each creature you control."
// then a destroy-all (CR 701.13a)
func TestMossbackWard(t *testing.T) {
	d := def(t, card.Definition{Name: "Mossback Ward", ManaCost: cost("{G}"), Types: ability.Instant,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpRegenerate, Subject: ability.SubjectAll, Group: ability.Group{Side: ability.YourSide}}}}})
	wrath := def(t, card.Definition{Name: "Crushing Tide", ManaCost: cost("{2}{B}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpDestroy, Subject: ability.SubjectAll}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 1)
	mine := bf(t, g, 0, bear(t, "Moss Bear", "{1}{G}", 2, 2, 0))
	theirs := bf(t, g, 1, bear(t, "Other Bear", "{1}{G}", 2, 2, 0))
	lands(t, g, 1, card.Swamp, 3)
	w := hand(t, g, 1, wrath)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, w))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.False(t, gone(g, mine))
	require.True(t, info(t, g, mine).Tapped)
	require.True(t, gone(g, theirs))
}

// 90. Ember Volley after Bob has conceded (CR 800.4a: he left the game;
// "each opponent" is only Carol and Dave).
func TestEmberVolleyAfterConcession(t *testing.T) {
	d := def(t, card.Definition{Name: "Ember Volley", ManaCost: cost("{1}{R}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer,
			Who: ability.WhoEachOpponent, Amount: ability.N(2)}}}})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 1}))
	require.True(t, g.Lost(1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(2))
	require.Equal(t, 18, g.Life(3))
	require.Equal(t, 20, g.Life(0))
}

// 91. Spiteful Reflex: {1}{U} 1/3, "Whenever a creature you control becomes
// the target of a spell or ability an opponent controls, counter that spell
// or ability unless its controller pays {2}." (CR 603.2, 701.5)
func TestSpitefulReflex(t *testing.T) {
	d := def(t, card.Definition{Name: "Spiteful Reflex", ManaCost: cost("{1}{U}"), Types: ability.Creature, Power: C(1), Toughness: C(3),
		Triggered: []ability.Triggered{{Event: ability.BecomesTargetOfOpponent, Match: ability.Filter{Side: ability.YourSide},
			Effects: []ability.Effect{{Op: ability.OpCounterUnlessPays, PayMana: cost("{2}")}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	r := bf(t, g, 0, d)
	lands(t, g, 1, card.Mountain, 2)
	s := hand(t, g, 1, card.LightningStrike)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, s, game.ObjectTarget(r)))
	resolve(t, g, func(dd game.Decision) game.Action {
		require.Equal(t, game.PlayerID(1), dd.Player)
		require.Error(t, g.Apply(choose(1, 1)), "Bob has no mana left")
		return choose(1, 0)
	})
	require.Equal(t, 0, info(t, g, r).Damage)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, s))
}

// 92. Elder of the Chosen Kin: {2}{W} 2/2, "As this enters, choose a
// creature type. Other creatures of the chosen type you control get +1/+1."
func TestElderChosenKin(t *testing.T) {
	d := def(t, card.Definition{Name: "Elder of the Chosen Kin", ManaCost: cost("{2}{W}"), Types: ability.Creature, Subtypes: []string{"Elf"},
		Power: C(2), Toughness: C(2), AsEnters: ability.ChooseCreatureType,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide, ChosenSubtype: true, Other: true}, Power: 1, Toughness: 1}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 3)
	b := bf(t, g, 0, bear(t, "Kin Bear", "{1}{G}", 2, 2, 0))
	foe := bf(t, g, 1, bear(t, "Foe Bear", "{1}{G}", 2, 2, 0))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, func(dd game.Decision) game.Action {
		require.Equal(t, game.DecideCreatureType, dd.Kind)
		return choose(0, ability.CreatureTypeIndex("Bear"))
	})
	require.Equal(t, 3, info(t, g, b).Power)
	require.Equal(t, 2, info(t, g, foe).Power)
	for _, id := range g.Zone(0, zone.Battlefield) {
		if o := info(t, g, id); o.Card == d {
			require.Equal(t, 2, o.Power)
		}
	}
}

// 93. Feral Transmutation: {U} instant, "Exile target creature. Its
// controller creates a 2/2 green Beast creature token." (the Pongify
// pattern; last known information, CR 608.2g; three players)
func TestFeralTransmutation(t *testing.T) {
	tok := card.Define(card.Definition{Name: "Transmuted Beast", Types: ability.Creature, Subtypes: []string{"Beast"}, Colors: mana.SetOf(mana.Green), Power: C(2), Toughness: C(2)})
	d := def(t, card.Definition{Name: "Feral Transmutation", ManaCost: cost("{U}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature}, Effects: []ability.Effect{
			{Op: ability.OpExile, Target: 0},
			{Op: ability.OpCreateToken, Who: ability.WhoTargetController, Target: 0, Token: tok, Amount: ability.N(1)}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 1)
	x := bf(t, g, 2, bear(t, "Transmuted", "{3}{G}", 5, 5, 0))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, game.ObjectTarget(x)))
	resolve(t, g, nil)
	require.Equal(t, zone.Exile, zoneOf(t, g, x))
	n := 0
	for _, id := range g.Zone(2, zone.Battlefield) {
		if info(t, g, id).Card.Name == "Transmuted Beast" {
			n++
		}
	}
	require.Equal(t, 1, n, "Carol, the exiled creature's controller, gets the token")
}

// 94. Cinder Wisp: {1}{R} 1/1, "When Cinder Wisp dies, return it to its
// owner's hand." (CR 603.10a, 400.7)
func TestCinderWisp(t *testing.T) {
	d := def(t, card.Definition{Name: "Cinder Wisp", ManaCost: cost("{1}{R}"), Types: ability.Creature, Power: C(1), Toughness: C(1),
		Triggered: []ability.Triggered{{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpReturnToHand, Subject: ability.SubjectSelf}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	w := bf(t, g, 0, d)
	lands(t, g, 1, card.Mountain, 2)
	s := hand(t, g, 1, card.LightningStrike)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, s, game.ObjectTarget(w)))
	resolve(t, g, nil)
	require.Equal(t, zone.Hand, zoneOf(t, g, w))
}

// 95. Gift of Burden: "Target opponent gains control of target creature
// you control." The vocabulary has one Target index per effect, so Who
// WhoTarget with Target 1 names the creature's target as the player. Check
// accepts it and the engine does nothing (control stays with Alice). Check
// should refuse a player reference to a target spec that allows no player
// (as it refuses other references to targets the ability doesn't have).
func TestGiftOfBurdenShouldBeRefused(t *testing.T) {
	d := card.Define(card.Definition{Name: "Gift of Burden", ManaCost: cost("{1}{U}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetOpponent, {Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}},
			Effects: []ability.Effect{{Op: ability.OpGainControl, Who: ability.WhoTarget, Target: 1, Duration: ability.Permanently}}}})
	require.Error(t, d.Check())
	odd := card.Define(card.Definition{Name: "Odd Draw", ManaCost: cost("{U}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)}}}})
	require.Error(t, odd.Check(), "draw for a target that can only be a creature")
}

// 96. Vanguard Banner: {2} artifact, "Attacking creatures you control get
// +1/+0." (static group with Attacking)
func TestVanguardBanner(t *testing.T) {
	d := def(t, card.Definition{Name: "Vanguard Banner", ManaCost: cost("{2}"), Types: ability.Artifact,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide, Attacking: true}, Power: 1}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	a := bf(t, g, 0, bear(t, "Van Bear", "{1}{G}", 2, 2, 0))
	h := bf(t, g, 0, bear(t, "Home Bear", "{1}{G}", 2, 2, 0))
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.Equal(t, 2, info(t, g, a).Power)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: a, Player: 1}}}))
	require.Equal(t, 3, info(t, g, a).Power)
	require.Equal(t, 2, info(t, g, h).Power)
	passTo(t, g, 0, game.Main2)
	require.Equal(t, 17, g.Life(1))
	require.Equal(t, 2, info(t, g, a).Power)
}

// 97. Kasra, Ember Warden: {2}{R}{R} planeswalker, loyalty 3. "+1: Each
// opponent loses 1 life. −3: Destroy target creature." (CR 606.3, 606.4)
func TestKasra(t *testing.T) {
	d := def(t, card.Definition{Name: "Kasra, Ember Warden", ManaCost: cost("{2}{R}{R}"), Types: ability.Planeswalker, Subtypes: []string{"Kasra"},
		Supertypes: ability.Legendary, Loyalty: 3,
		Activated: []ability.Activated{
			{Loyalty: true, Cost: ability.Cost{Loyalty: 1}, Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}},
			{Loyalty: true, Cost: ability.Cost{Loyalty: -3}, Targets: []ability.TargetSpec{ability.TargetCreature}, Effects: []ability.Effect{{Op: ability.OpDestroy, Target: 0}}},
		}})
	g := newGame(t, 3)
	libs(t, g, 3)
	k := bf(t, g, 0, d)
	x := bf(t, g, 1, bear(t, "PW Bear", "{1}{G}", 2, 2, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, k, 0))
	resolve(t, g, nil)
	require.Equal(t, []int{20, 19, 19}, lifes(g))
	require.Equal(t, 4, info(t, g, k).Counters[2])
	require.Error(t, g.Activate(0, k, 1, game.ObjectTarget(x)), "CR 606.3: one loyalty ability per turn")
	passTo(t, g, 1, game.Main1)
	passTo(t, g, 2, game.Main1)
	passTo(t, g, 0, game.Main1)
	require.NoError(t, g.Activate(0, k, 1, game.ObjectTarget(x)))
	resolve(t, g, nil)
	require.True(t, gone(g, x))
	require.Equal(t, 1, info(t, g, k).Counters[2])
}
