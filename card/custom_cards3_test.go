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

// More cards of custom design: targets and their filters, searches and
// reveals, costs of activated and mana abilities, X, loyalty, and the
// fields Definition.Check refuses or accepts for them.

// 1. Sky Harpoon: {1}{R} instant, "Sky Harpoon deals 4 damage to target
// creature with flying an opponent controls." (CR 114.1, 601.2c: only a
// creature meeting every word of the spec may be chosen)
func TestSkyHarpoon(t *testing.T) {
	d := instant(t, "Sky Harpoon", "{1}{R}", []ability.TargetSpec{{Allow: ability.AllowCreature,
		Filter: ability.Filter{WithKeyword: ability.Flying, Side: ability.OpponentSide}}},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(4)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	myFlier := bf(t, g, 0, creature(t, "Gull", "{1}{U}", 1, 1, ability.Flying, "Bird"))
	theirFlier := bf(t, g, 1, creature(t, "Roc", "{3}{W}", 3, 3, ability.Flying, "Bird"))
	theirGround := bf(t, g, 1, creature(t, "Ox", "{1}{G}", 2, 2, 0, "Ox"))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [][]game.Target{{obj(theirFlier)}}, legalCasts(g, s))
	require.Error(t, g.Cast(0, s, obj(myFlier)))
	require.Error(t, g.Cast(0, s, obj(theirGround)))
	require.Error(t, g.Cast(0, s, pl(1)))
	require.NoError(t, g.Cast(0, s, obj(theirFlier)))
	resolve(t, g, nil)
	require.True(t, gone(g, theirFlier))
}

// 2. Scrap Salvo: {1}{R} sorcery, "Destroy target noncreature artifact."
// (CR 114.1; an artifact creature is not a legal target)
func TestScrapSalvo(t *testing.T) {
	d := sorcery(t, "Scrap Salvo", "{1}{R}", []ability.TargetSpec{{Allow: ability.AllowArtifact,
		Filter: ability.Filter{NotTypes: ability.Creature}}},
		ability.Effect{Op: ability.OpDestroy, Target: 0})
	golem := def(t, card.Definition{Name: "Tin Golem", ManaCost: cost("{3}"), Types: ability.Artifact | ability.Creature,
		Subtypes: []string{"Golem"}, Power: C(2), Toughness: C(2)})
	idol := def(t, card.Definition{Name: "Brass Idol", ManaCost: cost("{2}"), Types: ability.Artifact})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	gid := bf(t, g, 1, golem)
	iid := bf(t, g, 1, idol)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Cast(0, s, obj(gid)))
	require.Equal(t, [][]game.Target{{obj(iid)}}, legalCasts(g, s))
	require.NoError(t, g.Cast(0, s, obj(iid)))
	resolve(t, g, nil)
	require.True(t, gone(g, iid))
	require.False(t, gone(g, gid))
}

// 3. Goblin Cull: {B} instant, "Destroy target Goblin." and Ogre's
// Reprieve: {W} instant, "Exile target non-Goblin creature you don't
// control." (CR 114.1, 205.3: subtypes in targets)
func TestGoblinCullAndReprieve(t *testing.T) {
	cull := instant(t, "Goblin Cull", "{B}", []ability.TargetSpec{{Allow: ability.AllowCreature,
		Filter: ability.Filter{Subtype: "Goblin"}}}, ability.Effect{Op: ability.OpDestroy, Target: 0})
	rep := instant(t, "Ogre's Reprieve", "{W}", []ability.TargetSpec{{Allow: ability.AllowCreature,
		Filter: ability.Filter{NotSubtype: "Goblin", Side: ability.NotYourSide}}}, ability.Effect{Op: ability.OpExile, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 0, card.Plains, 1)
	gob := bf(t, g, 1, creature(t, "Goblin Scrapper", "{R}", 1, 1, 0, "Goblin", "Warrior"))
	ogre := bf(t, g, 1, creature(t, "Ogre Brute", "{2}{R}", 3, 3, 0, "Ogre"))
	mine := bf(t, g, 0, creature(t, "Human Guard", "{W}", 1, 1, 0, "Human"))
	c := hand(t, g, 0, cull)
	r := hand(t, g, 0, rep)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [][]game.Target{{obj(gob)}}, legalCasts(g, c))
	require.Equal(t, [][]game.Target{{obj(ogre)}}, legalCasts(g, r))
	require.Error(t, g.Cast(0, r, obj(mine)))
	require.Error(t, g.Cast(0, r, obj(gob)))
	require.NoError(t, g.Cast(0, c, obj(gob)))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, r, obj(ogre)))
	resolve(t, g, nil)
	require.True(t, gone(g, gob))
	require.Equal(t, zone.Exile, zoneOf(t, g, ogre))
	require.False(t, gone(g, mine))
}

// 4. Topple the Titan: {2}{W} instant, "Exile target creature with power 4
// or greater." The opponent answers with Withering Glare ({B} instant,
// "Target creature gets -2/-0 until end of turn."): on resolution the
// target is illegal, so the spell doesn't resolve and is removed from the
// stack to its owner's graveyard (CR 608.2b).
func TestToppleTheTitanFizzles(t *testing.T) {
	topple := instant(t, "Topple the Titan", "{2}{W}", []ability.TargetSpec{{Allow: ability.AllowCreature,
		Filter: ability.Filter{MinPower: 4}}}, ability.Effect{Op: ability.OpExile, Target: 0})
	glare := instant(t, "Withering Glare", "{B}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: -2})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 3)
	lands(t, g, 1, card.Swamp, 1)
	titan := bf(t, g, 1, creature(t, "Hill Titan", "{4}{R}", 4, 4, 0, "Giant"))
	small := bf(t, g, 1, creature(t, "Hill Imp", "{1}{R}", 3, 5, 0, "Imp"))
	tp := hand(t, g, 0, topple)
	gl := hand(t, g, 1, glare)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Cast(0, tp, obj(small)))
	require.NoError(t, g.Cast(0, tp, obj(titan)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, gl, obj(titan)))
	resolve(t, g, nil)
	require.False(t, gone(g, titan))
	require.Equal(t, 2, info(t, g, titan).Power)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, tp))
}

// 5. Fell the Oak: {1}{G} sorcery, "Destroy target creature with toughness
// 4 or greater." (CR 114.1)
func TestFellTheOak(t *testing.T) {
	d := sorcery(t, "Fell the Oak", "{1}{G}", []ability.TargetSpec{{Allow: ability.AllowCreature,
		Filter: ability.Filter{MinToughness: 4}}}, ability.Effect{Op: ability.OpDestroy, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 2)
	wall := bf(t, g, 1, creature(t, "Oak Wall", "{1}{G}", 0, 4, ability.Defender, "Wall"))
	bf(t, g, 1, creature(t, "Big Hitter", "{3}{R}", 5, 3, 0, "Giant"))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [][]game.Target{{obj(wall)}}, legalCasts(g, s))
	require.NoError(t, g.Cast(0, s, obj(wall)))
	resolve(t, g, nil)
	require.True(t, gone(g, wall))
}

// 6. Ambush Arrow: {W} instant, "Ambush Arrow deals 3 damage to target
// attacking creature." (CR 114.1, 508.1: attacking from declaration)
func TestAmbushArrow(t *testing.T) {
	d := instant(t, "Ambush Arrow", "{W}", []ability.TargetSpec{{Allow: ability.AllowCreature,
		Filter: ability.Filter{Combat: ability.Attacking}}}, ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	atk := bf(t, g, 1, creature(t, "Raider", "{1}{R}", 3, 3, 0, "Human"))
	home := bf(t, g, 1, creature(t, "Homebody", "{1}{R}", 2, 2, 0, "Human"))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0)) // to beginning of combat
	for g.Pending().Kind == game.DecidePriority {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideAttackers, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 1,
		Attackers: []game.Attack{{Attacker: atk, Player: 0}}}))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.Error(t, g.Cast(0, s, obj(home)))
	require.NoError(t, g.Cast(0, s, obj(atk)))
	resolve(t, g, nil)
	require.True(t, gone(g, atk))
}

// 7. Prism Lance: {R} instant, "Prism Lance deals 2 damage to target white
// or blue creature." (CR 105.2, 114.1: colours of the target)
func TestPrismLance(t *testing.T) {
	d := instant(t, "Prism Lance", "{R}", []ability.TargetSpec{{Allow: ability.AllowCreature,
		Filter: ability.Filter{Colors: mana.SetOf(mana.White, mana.Blue)}}}, ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 1)
	w := bf(t, g, 1, creature(t, "White Knight", "{1}{W}", 2, 2, 0, "Knight"))
	u := bf(t, g, 1, creature(t, "Blue Drake", "{1}{U}", 2, 2, 0, "Drake"))
	bf(t, g, 1, creature(t, "Green Ox", "{1}{G}", 2, 2, 0, "Ox"))
	bf(t, g, 1, def(t, card.Definition{Name: "Clay Man", ManaCost: cost("{2}"), Types: ability.Artifact | ability.Creature, Power: C(2), Toughness: C(2)}))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.ElementsMatch(t, [][]game.Target{{obj(w)}, {obj(u)}}, legalCasts(g, s))
	require.NoError(t, g.Cast(0, s, obj(u)))
	resolve(t, g, nil)
	require.True(t, gone(g, u))
}

// 8. Pack Alpha: {2}{G} 2/2, "{T}: Another target creature gets +1/+1 until
// end of turn." "Another" excludes the source itself (CR 114.1).
func TestPackAlphaAnother(t *testing.T) {
	d := def(t, card.Definition{Name: "Pack Alpha", ManaCost: cost("{2}{G}"), Types: ability.Creature, Subtypes: []string{"Wolf"},
		Power: C(2), Toughness: C(2), Activated: []ability.Activated{{Cost: ability.Cost{Tap: true},
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Another: true}}},
			Effects: []ability.Effect{{Op: ability.OpModify, Target: 0, Power: 1, Toughness: 1}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	a := bf(t, g, 0, d)
	b := bf(t, g, 0, creature(t, "Pup", "{G}", 1, 1, 0, "Wolf"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Activate(0, a, 0, obj(a)))
	require.NoError(t, g.Activate(0, a, 0, obj(b)))
	resolve(t, g, nil)
	o := info(t, g, b)
	require.Equal(t, [2]int{2, 2}, [2]int{o.Power, o.Toughness})
}

// 9. Warden's Reckoning: {2}{R} sorcery, "Choose target opponent and up to
// one target creature that player controls. Warden's Reckoning deals 2
// damage to that player and 2 damage to that creature." Three players:
// the creature must be the chosen opponent's (CR 114.1, 601.2c), and
// it may be omitted (up to one, CR 601.2c).
func TestWardensReckoning(t *testing.T) {
	d := sorcery(t, "Warden's Reckoning", "{2}{R}", []ability.TargetSpec{ability.TargetOpponent,
		{Allow: ability.AllowCreature, Filter: ability.Filter{ControlledByTarget0: true}, Optional: true}},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)},
		ability.Effect{Op: ability.OpDamage, Target: 1, Amount: ability.N(2)})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 6)
	bob := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	carol := bf(t, g, 2, creature(t, "Carol's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	mine := bf(t, g, 0, creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	s := hand(t, g, 0, d)
	s2 := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Cast(0, s, pl(1), obj(carol)))
	require.Error(t, g.Cast(0, s, pl(1), obj(mine)))
	require.Error(t, g.Cast(0, s, pl(0), obj(mine)))
	require.ElementsMatch(t, [][]game.Target{{pl(1)}, {pl(1), obj(bob)}, {pl(2)}, {pl(2), obj(carol)}}, legalCasts(g, s))
	require.NoError(t, g.Cast(0, s, pl(2), obj(carol)))
	resolve(t, g, nil)
	require.True(t, gone(g, carol))
	require.NoError(t, g.Cast(0, s2, pl(1)))
	resolve(t, g, nil)
	require.False(t, gone(g, bob))
	require.Equal(t, []int{20, 18, 18}, lifes(g))
}

// 10. Hush the Pyre: {U}{U} instant, "Counter target non-instant red or
// green spell an opponent controls." (CR 114.1, 701.5: a spell target's
// types, colours and controller)
func TestHushThePyre(t *testing.T) {
	hush := instant(t, "Hush the Pyre", "{U}{U}", []ability.TargetSpec{{Allow: ability.AllowSpell,
		Filter: ability.Filter{SpellNotTypes: ability.Instant, Colors: mana.SetOf(mana.Red, mana.Green), Side: ability.OpponentSide}}},
		ability.Effect{Op: ability.OpCounter, Target: 0})
	bolt := instant(t, "Red Bolt", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)})
	ox := creature(t, "Red Ox", "{1}{R}", 2, 2, 0, "Ox")
	blue := creature(t, "Blue Ox", "{1}{U}", 2, 2, 0, "Ox")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	lands(t, g, 1, card.Mountain, 3)
	lands(t, g, 1, card.Island, 2)
	h := hand(t, g, 0, hush)
	h2 := hand(t, g, 0, hush)
	b := hand(t, g, 1, bolt)
	o := hand(t, g, 1, ox)
	bl := hand(t, g, 1, blue)
	require.NoError(t, g.Start(2, 1, game.Main1))
	// A red instant: not a legal target.
	require.NoError(t, g.Cast(1, b, pl(0)))
	require.NoError(t, g.Pass(1))
	require.Error(t, g.Cast(0, h, obj(top(g))))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, 18, g.Life(0))
	// A blue creature spell: not red or green.
	require.NoError(t, g.Cast(1, bl))
	require.NoError(t, g.Pass(1))
	require.Error(t, g.Cast(0, h, obj(top(g))))
	require.NoError(t, g.PassUntilResolved())
	// A red creature spell: countered.
	require.NoError(t, g.Cast(1, o))
	require.NoError(t, g.Pass(1))
	require.Equal(t, [][]game.Target{{obj(top(g))}}, legalCasts(g, h))
	require.NoError(t, g.Cast(0, h, obj(top(g))))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, zone.Graveyard, zoneOf(t, g, o))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	_ = h2
}

// 11. Hush the Pyre can't target its own controller's spell (Side:
// opponent; CR 114.1).
func TestHushThePyreOwnSpell(t *testing.T) {
	hush := instant(t, "Hush the Pyre", "{U}{U}", []ability.TargetSpec{{Allow: ability.AllowSpell,
		Filter: ability.Filter{SpellNotTypes: ability.Instant, Colors: mana.SetOf(mana.Red, mana.Green), Side: ability.OpponentSide}}},
		ability.Effect{Op: ability.OpCounter, Target: 0})
	ox := creature(t, "Red Ox", "{1}{R}", 2, 2, ability.Flash, "Ox")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 0, card.Mountain, 2)
	h := hand(t, g, 0, hush)
	o := hand(t, g, 0, ox)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, o))
	require.Error(t, g.Cast(0, h, obj(top(g))))
	require.Empty(t, legalCasts(g, h))
}

// 12. Grave Poacher: {1}{B}{B} sorcery, "Put target creature card with
// mana value 2 or less from an opponent's graveyard onto the battlefield
// under your control." (CR 114.1, 110.2a; 202.3 mana value)
func TestGravePoacher(t *testing.T) {
	d := sorcery(t, "Grave Poacher", "{1}{B}{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature, MaxManaValue: &ability.Amount{N: 2}, Side: ability.OpponentSide}}},
		ability.Effect{Op: ability.OpPutOntoBattlefield})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	cheap := put(t, g, 1, zone.Graveyard, creature(t, "Cheap Bear", "{1}{G}", 2, 2, 0, "Bear"))
	pricey := put(t, g, 1, zone.Graveyard, creature(t, "Pricey Bear", "{2}{G}", 3, 3, 0, "Bear"))
	spell := put(t, g, 1, zone.Graveyard, instant(t, "Cheap Trick", "{U}", nil, ability.Effect{Op: ability.OpDraw, Amount: ability.N(1)}))
	mine := put(t, g, 0, zone.Graveyard, creature(t, "My Bear", "{1}{G}", 2, 2, 0, "Bear"))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	for _, bad := range []game.ObjectID{pricey, spell, mine} {
		require.Error(t, g.Cast(0, s, obj(bad)))
	}
	require.Equal(t, [][]game.Target{{obj(cheap)}}, legalCasts(g, s))
	require.NoError(t, g.Cast(0, s, obj(cheap)))
	resolve(t, g, nil)
	nid, ok := g.Follow(cheap)
	require.True(t, ok)
	o := info(t, g, nid)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, game.PlayerID(0), o.Controller)
	require.Equal(t, game.PlayerID(1), o.Owner)
}

// 13. Rallying Horn: {1}{W} instant, "Up to two target creatures you
// control each get +2/+0 until end of turn." Zero, one or two targets
// (CR 601.2c: "up to"), never the same creature twice for one word
// "target" (CR 114.3).
func TestRallyingHorn(t *testing.T) {
	spec := ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}, Optional: true}
	d := instant(t, "Rallying Horn", "{1}{W}", []ability.TargetSpec{spec, spec},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 2},
		ability.Effect{Op: ability.OpModify, Target: 1, Power: 2})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 6)
	a := bf(t, g, 0, creature(t, "Squire A", "{W}", 1, 1, 0, "Human"))
	b := bf(t, g, 0, creature(t, "Squire B", "{W}", 1, 1, 0, "Human"))
	x := bf(t, g, 1, creature(t, "Foe", "{W}", 1, 1, 0, "Human"))
	s1 := hand(t, g, 0, d)
	s2 := hand(t, g, 0, d)
	s3 := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Cast(0, s1, obj(a), obj(a)))
	require.Error(t, g.Cast(0, s1, obj(a), obj(x)))
	require.NoError(t, g.Cast(0, s1, obj(a), obj(b)))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, s2, obj(b)))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, s3))
	resolve(t, g, nil)
	require.Equal(t, 3, info(t, g, a).Power)
	require.Equal(t, 5, info(t, g, b).Power)
	require.Equal(t, 1, info(t, g, x).Power)
}

// 14. Scatter Sparks: {X}{R} instant, "Scatter Sparks deals 2 damage to
// each of X target creatures." (CR 601.2b, 601.2c: X announced, then
// exactly X targets; CR 107.3)
func TestScatterSparks(t *testing.T) {
	spec := ability.TargetSpec{Allow: ability.AllowCreature}
	d := def(t, card.Definition{Name: "Scatter Sparks", ManaCost: cost("{X}{R}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{spec, spec, spec}, XTargets: true, Effects: []ability.Effect{
			{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)},
			{Op: ability.OpDamage, Target: 1, Amount: ability.N(2)},
			{Op: ability.OpDamage, Target: 2, Amount: ability.N(2)}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	a := bf(t, g, 1, creature(t, "Elf A", "{G}", 1, 1, 0, "Elf"))
	b := bf(t, g, 1, creature(t, "Elf B", "{G}", 1, 1, 0, "Elf"))
	c := bf(t, g, 1, creature(t, "Elf C", "{G}", 1, 1, 0, "Elf"))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.CastX(0, s, 2, obj(a)))
	require.Error(t, g.CastX(0, s, 1, obj(a), obj(b)))
	require.Error(t, g.CastX(0, s, 2, obj(a), obj(a)))
	require.NoError(t, g.CastX(0, s, 2, obj(a), obj(c)))
	resolve(t, g, nil)
	require.True(t, gone(g, a))
	require.False(t, gone(g, b))
	require.True(t, gone(g, c))
}

// 15. Twin Verdict: {2}{W}{W} instant, "Destroy target artifact and target
// enchantment." The artifact leaves before resolution; the enchantment is
// still destroyed (CR 608.2b: only illegal targets are unaffected).
func TestTwinVerdictPartial(t *testing.T) {
	d := instant(t, "Twin Verdict", "{2}{W}{W}", []ability.TargetSpec{{Allow: ability.AllowArtifact}, {Allow: ability.AllowEnchantment}},
		ability.Effect{Op: ability.OpDestroy, Target: 0}, ability.Effect{Op: ability.OpDestroy, Target: 1})
	altar := def(t, card.Definition{Name: "Self Altar", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{SacrificeSelf: true}, Effects: []ability.Effect{{Op: ability.OpGainLife, Amount: ability.N(1)}}}}})
	aura := def(t, card.Definition{Name: "Plain Charm", ManaCost: cost("{1}{W}"), Types: ability.Enchantment})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	al := bf(t, g, 1, altar)
	en := bf(t, g, 1, aura)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(al), obj(en)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, al, 0))
	resolve(t, g, nil)
	require.True(t, gone(g, en))
	require.Equal(t, 21, g.Life(1))
}

// 16. Mercy Kill: {1}{B} instant, "Destroy target creature. Its controller
// gains 4 life." Four players: the creature's controller, not the caster
// nor the owner (CR 608.2c; control changed by Put).
func TestMercyKillControllerGains(t *testing.T) {
	d := instant(t, "Mercy Kill", "{1}{B}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDestroy, Target: 0},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoTargetController, Target: 0, Amount: ability.N(4)})
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	c := bf(t, g, 3, creature(t, "Stolen Bear", "{1}{G}", 2, 2, 0, "Bear"), game.PutOptions{Controller: 2, SetController: true})
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(c)))
	resolve(t, g, nil)
	require.True(t, gone(g, c))
	require.Equal(t, []int{20, 20, 24, 20}, lifes(g))
}

// pickSearch answers library searches by choosing want (0: none) and
// records what was offered.
func pickSearch(t *testing.T, g *game.Game, want game.ObjectID, offeredOut *[]game.ObjectID) func(d game.Decision) game.Action {
	return func(d game.Decision) game.Action {
		switch d.Kind {
		case game.DecideSearch, game.DecideFind, game.DecideTakeRevealed:
			*offeredOut = choices(g)
			for _, c := range *offeredOut {
				if c == want {
					return chooseObj(d.Player, want)
				}
			}
			return chooseObj(d.Player, 0)
		}
		t.Fatalf("unexpected %v: %s", d.Kind, g.Prompt(game.English))
		return game.Action{}
	}
}

func without0(ids []game.ObjectID) []game.ObjectID {
	var out []game.ObjectID
	for _, id := range ids {
		if id != 0 {
			out = append(out, id)
		}
	}
	return out
}

// 17. Seeker's Path: {1}{G} sorcery, "Search your library for a creature
// card with mana value 2 or less, reveal it, put it into your hand, then
// shuffle." (CR 701.18a, 202.3)
func TestSeekersPath(t *testing.T) {
	d := sorcery(t, "Seeker's Path", "{1}{G}", nil, ability.Effect{Op: ability.OpSearchLibrary, Amount: ability.N(1),
		Filter: ability.Filter{Types: ability.Creature, MaxManaValue: &ability.Amount{N: 2}}, Into: ability.IntoHand, Reveal: true})
	g := newGame(t, 2)
	lands(t, g, 0, card.Forest, 2)
	put(t, g, 0, zone.Library, card.Plains)
	big := put(t, g, 0, zone.Library, creature(t, "Big Bear", "{2}{G}", 3, 3, 0, "Bear"))
	two := put(t, g, 0, zone.Library, creature(t, "Two Bear", "{1}{G}", 2, 2, 0, "Bear"))
	one := put(t, g, 0, zone.Library, creature(t, "One Elf", "{G}", 1, 1, 0, "Elf"))
	put(t, g, 0, zone.Library, instant(t, "Cheap Giant Growth", "{G}", []ability.TargetSpec{ability.TargetCreature}, ability.Effect{Op: ability.OpModify, Target: 0, Power: 3, Toughness: 3}))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	var seen []game.ObjectID
	resolve(t, g, pickSearch(t, g, two, &seen))
	require.ElementsMatch(t, []game.ObjectID{two, one}, without0(seen))
	_ = big
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.Equal(t, zone.Hand, zoneOf(t, g, two))
}

// 18. Summoner's Measure: {X}{G} sorcery, "Search your library for a
// creature card with mana value X, put it onto the battlefield, then
// shuffle." (CR 107.3: X is the value announced)
func TestSummonersMeasure(t *testing.T) {
	d := sorcery(t, "Summoner's Measure", "{X}{G}", nil, ability.Effect{Op: ability.OpSearchLibrary, Amount: ability.N(1),
		Filter: ability.Filter{Types: ability.Creature, ManaValue: &ability.Amount{Kind: ability.ValueOfX}}, Into: ability.IntoBattlefield})
	g := newGame(t, 2)
	lands(t, g, 0, card.Forest, 4)
	three := put(t, g, 0, zone.Library, creature(t, "Three Bear", "{2}{G}", 3, 3, 0, "Bear"))
	put(t, g, 0, zone.Library, creature(t, "Two Bear", "{1}{G}", 2, 2, 0, "Bear"))
	put(t, g, 0, zone.Library, creature(t, "Four Bear", "{3}{G}", 4, 4, 0, "Bear"))
	art := put(t, g, 0, zone.Library, def(t, card.Definition{Name: "Three Rock", ManaCost: cost("{3}"), Types: ability.Artifact}))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.CastX(0, s, 3))
	var seen []game.ObjectID
	resolve(t, g, pickSearch(t, g, three, &seen))
	require.Equal(t, []game.ObjectID{three}, without0(seen))
	_ = art
	require.Equal(t, zone.Battlefield, zoneOf(t, g, three))
}

// 19. Howl of the Pack: {2}{G} sorcery, "Search your library for up to two
// Wolf cards, put them onto the battlefield tapped, then shuffle."
// (CR 701.18a; subtype filter)
func TestHowlOfThePack(t *testing.T) {
	d := sorcery(t, "Howl of the Pack", "{2}{G}", nil, ability.Effect{Op: ability.OpSearchLibrary, Amount: ability.N(2),
		Filter: ability.Filter{Types: ability.Creature, Subtype: "Wolf"}, Into: ability.IntoBattlefield, Tapped: true})
	g := newGame(t, 2)
	lands(t, g, 0, card.Forest, 3)
	w1 := put(t, g, 0, zone.Library, creature(t, "Grey Wolf", "{1}{G}", 2, 2, 0, "Wolf"))
	put(t, g, 0, zone.Library, creature(t, "Brown Bear", "{1}{G}", 2, 2, 0, "Bear"))
	w2 := put(t, g, 0, zone.Library, creature(t, "Dire Wolf", "{2}{G}", 3, 3, 0, "Wolf"))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	var first []game.ObjectID
	n := 0
	resolve(t, g, func(dd game.Decision) game.Action {
		require.Equal(t, game.DecideSearch, dd.Kind)
		n++
		if n == 1 {
			first = without0(choices(g))
			return chooseObj(0, w1)
		}
		return chooseObj(0, w2)
	})
	require.ElementsMatch(t, []game.ObjectID{w1, w2}, first)
	for _, w := range []game.ObjectID{w1, w2} {
		nid, _ := g.Follow(w)
		o := info(t, g, nid)
		require.Equal(t, zone.Battlefield, o.Zone)
		require.True(t, o.Tapped)
	}
}

// 20. Armory Recall: {1}{W} sorcery, "Search your graveyard, hand and
// library for an Equipment card with mana value 2 or less and put it onto
// the battlefield. If you searched your library this way, shuffle."
// (CR 701.17, 202.3)
func TestArmoryRecall(t *testing.T) {
	d := sorcery(t, "Armory Recall", "{1}{W}", nil, ability.Effect{Op: ability.OpSearchZones, Who: ability.WhoYou,
		Zones:  ability.SearchGraveyard | ability.SearchHand | ability.SearchLibrary,
		Filter: ability.Filter{Types: ability.Artifact, Subtype: "Equipment", MaxManaValue: &ability.Amount{N: 2}}, Into: ability.IntoBattlefield})
	eq := func(name, mc string) *card.Definition {
		return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Artifact, Subtypes: []string{"Equipment"}})
	}
	g := newGame(t, 2)
	lands(t, g, 0, card.Plains, 2)
	cheapG := put(t, g, 0, zone.Graveyard, eq("Cheap Blade", "{1}"))
	put(t, g, 0, zone.Graveyard, eq("Heavy Blade", "{3}"))
	put(t, g, 0, zone.Graveyard, def(t, card.Definition{Name: "Trinket", ManaCost: cost("{1}"), Types: ability.Artifact}))
	cheapH := hand(t, g, 0, eq("Hand Axe", "{2}"))
	put(t, g, 0, zone.Library, eq("Great Axe", "{4}"))
	cheapL := put(t, g, 0, zone.Library, eq("Lib Knife", "{1}"))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	var seen []game.ObjectID
	resolve(t, g, pickSearch(t, g, cheapL, &seen))
	require.ElementsMatch(t, []game.ObjectID{cheapG, cheapH, cheapL}, without0(seen))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, cheapL))
}

// 21. Wild Prospect: {2}{G} sorcery, "Reveal cards from the top of your
// library until you reveal a nonbasic land card. Put that card onto the
// battlefield and the rest on the bottom of your library in a random
// order." (CR 701.14, 205.4a)
func TestWildProspect(t *testing.T) {
	d := sorcery(t, "Wild Prospect", "{2}{G}", nil, ability.Effect{Op: ability.OpRevealUntil,
		Filter: ability.Filter{Types: ability.Land, NotSupertypes: ability.Basic}})
	grove := def(t, card.Definition{Name: "Hidden Grove", Types: ability.Land, Activated: []ability.Activated{ability.TapForMana(mana.Green)}})
	g := newGame(t, 2)
	lands(t, g, 0, card.Forest, 3)
	f := put(t, g, 0, zone.Library, card.Forest)
	b := put(t, g, 0, zone.Library, creature(t, "Bear", "{1}{G}", 2, 2, 0, "Bear"))
	gr := put(t, g, 0, zone.Library, grove)
	tail := put(t, g, 0, zone.Library, card.Plains)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, gr))
	require.Equal(t, zone.Library, zoneOf(t, g, f))
	require.Equal(t, zone.Library, zoneOf(t, g, b))
	lib := g.Zone(0, zone.Library)
	require.Len(t, lib, 3)
	require.True(t, g.SameCard(lib[0], tail), "the unrevealed card stays on top")
}

// 22. Sift for Spells: {1}{U} sorcery, "Reveal the top four cards of your
// library. You may put an instant or sorcery card with mana value 2 or
// less from among them into your hand. Put the rest into your graveyard."
// (CR 701.14a)
func TestSiftForSpells(t *testing.T) {
	d := sorcery(t, "Sift for Spells", "{1}{U}", nil, ability.Effect{Op: ability.OpRevealTake, Amount: ability.N(4),
		Filter: ability.Filter{Types: ability.Instant | ability.Sorcery, MaxManaValue: &ability.Amount{N: 2}}})
	g := newGame(t, 2)
	lands(t, g, 0, card.Island, 2)
	cheap := put(t, g, 0, zone.Library, instant(t, "Cheap Shock", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer}, ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)}))
	put(t, g, 0, zone.Library, sorcery(t, "Dear Sorcery", "{3}{R}", nil, ability.Effect{Op: ability.OpDraw, Amount: ability.N(1)}))
	put(t, g, 0, zone.Library, creature(t, "Cheap Elf", "{G}", 1, 1, 0, "Elf"))
	cheapS := put(t, g, 0, zone.Library, sorcery(t, "Cheap Sorcery", "{1}{U}", nil, ability.Effect{Op: ability.OpDraw, Amount: ability.N(1)}))
	put(t, g, 0, zone.Library, instant(t, "Fifth Shock", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer}, ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)}))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	var seen []game.ObjectID
	resolve(t, g, pickSearch(t, g, cheapS, &seen))
	require.ElementsMatch(t, []game.ObjectID{cheap, cheapS}, without0(seen))
	require.Equal(t, zone.Hand, zoneOf(t, g, cheapS))
	require.Equal(t, 1, g.ZoneLen(0, zone.Library))
	require.Equal(t, 4, g.ZoneLen(0, zone.Graveyard)) // three revealed + the sorcery itself
}

// 23. Necrotic Tide: {4}{B}{B} sorcery, "Put all creature cards from your
// opponents' graveyards onto the battlefield under your control." Three
// players: not the caster's own graveyard (CR 110.2a, 102.2).
func TestNecroticTide(t *testing.T) {
	d := sorcery(t, "Necrotic Tide", "{4}{B}{B}", nil, ability.Effect{Op: ability.OpReanimateAll,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.OpponentSide}})
	g := newGame(t, 3)
	libs(t, g, 2)
	lands(t, g, 0, card.Swamp, 6)
	mine := put(t, g, 0, zone.Graveyard, creature(t, "My Dead", "{B}", 1, 1, 0, "Zombie"))
	b := put(t, g, 1, zone.Graveyard, creature(t, "Bob Dead", "{B}", 1, 1, 0, "Zombie"))
	c := put(t, g, 2, zone.Graveyard, creature(t, "Carol Dead", "{B}", 1, 1, 0, "Zombie"))
	cl := put(t, g, 2, zone.Graveyard, card.Forest)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, mine))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, cl))
	for _, x := range []game.ObjectID{b, c} {
		nid, _ := g.Follow(x)
		o := info(t, g, nid)
		require.Equal(t, zone.Battlefield, o.Zone)
		require.Equal(t, game.PlayerID(0), o.Controller)
	}
}

// 24. Echo Vault: {3}{U}{R} sorcery, "Exile the top three cards of your
// library. Choose an instant card exiled this way and copy it twice. You
// may cast the copies without paying their mana costs." (CR 706.12, 706.10)
func TestEchoVault(t *testing.T) {
	d := sorcery(t, "Echo Vault", "{3}{U}{R}", nil,
		ability.Effect{Op: ability.OpExileTop, Amount: ability.N(3)},
		ability.Effect{Op: ability.OpCastCopies, Amount: ability.N(2), Filter: ability.Filter{Types: ability.Instant}})
	shock := instant(t, "Vault Shock", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer}, ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)})
	sorc := sorcery(t, "Vault Sorcery", "{R}", []ability.TargetSpec{ability.TargetPlayer}, ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0, Amount: ability.N(5)})
	g := newGame(t, 2)
	lands(t, g, 0, card.Mountain, 4)
	lands(t, g, 0, card.Island, 1)
	put(t, g, 0, zone.Library, sorc)
	sh := put(t, g, 0, zone.Library, shock)
	put(t, g, 0, zone.Library, card.Plains)
	put(t, g, 0, zone.Library, card.Plains)
	put(t, g, 1, zone.Library, card.Plains)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	var chose []game.ObjectID
	resolve(t, g, func(dd game.Decision) game.Action {
		switch dd.Kind {
		case game.DecideChooseCard:
			chose = without0(choices(g))
			return chooseObj(0, chose[0])
		case game.DecideCastCopy, game.DecideCastFree:
			for _, a := range g.LegalActions(nil) {
				if a.Kind == game.ActCast && len(a.TargetList()) == 1 && a.TargetList()[0] == pl(1) {
					return a
				}
			}
		}
		t.Fatalf("unexpected %v: %s", dd.Kind, g.Prompt(game.English))
		return game.Action{}
	})
	require.Len(t, chose, 1)
	require.True(t, g.SameCard(chose[0], sh))
	require.Equal(t, 16, g.Life(1))
	require.Equal(t, zone.Exile, zoneOf(t, g, sh))
}

func activateX(g *game.Game, p game.PlayerID, id game.ObjectID, n, x int, ts ...game.Target) error {
	return g.Apply(game.Action{Kind: game.ActActivate, Player: p, Object: id, Ability: n, X: x}.WithTargets(ts...))
}

// 25. Arc Turret: {2} artifact, "{X}, {T}: Arc Turret deals X damage to
// target creature." (CR 107.3a, 602.2b: X chosen on activation; 107.5)
func TestArcTurret(t *testing.T) {
	d := def(t, card.Definition{Name: "Arc Turret", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{X}"), Tap: true},
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.X}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	tur := bf(t, g, 0, d)
	big := bf(t, g, 1, creature(t, "Tough Ox", "{2}{G}", 3, 3, 0, "Ox"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, activateX(g, 0, tur, 0, 4, obj(big)))
	require.NoError(t, activateX(g, 0, tur, 0, 3, obj(big)))
	resolve(t, g, nil)
	require.True(t, gone(g, big))
	require.True(t, info(t, g, tur).Tapped)
	require.Error(t, activateX(g, 0, tur, 0, 0, obj(big)))
}

// 26. Ghoul Chieftain: {2}{B} 2/2 Zombie, "Sacrifice another Zombie: Ghoul
// Chieftain gets +2/+2 until end of turn." The Chieftain itself, a Zombie,
// can't pay; a non-Zombie can't (CR 602.2, 701.15a).
func TestGhoulChieftain(t *testing.T) {
	d := def(t, card.Definition{Name: "Ghoul Chieftain", ManaCost: cost("{2}{B}"), Types: ability.Creature, Subtypes: []string{"Zombie"},
		Power: C(2), Toughness: C(2), Activated: []ability.Activated{{
			Cost:    ability.Cost{Sacrifice: &ability.Group{Types: ability.Creature, Subtype: "Zombie", Other: true}},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Power: 2, Toughness: 2}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	ch := bf(t, g, 0, d)
	z := bf(t, g, 0, creature(t, "Shambler", "{B}", 1, 1, 0, "Zombie"))
	h := bf(t, g, 0, creature(t, "Villager", "{W}", 1, 1, 0, "Human"))
	theirs := bf(t, g, 1, creature(t, "Their Zombie", "{B}", 1, 1, 0, "Zombie"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, ch, 0))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.ElementsMatch(t, []game.ObjectID{z}, choices(g))
	require.Error(t, g.Apply(chooseObj(0, ch)))
	require.Error(t, g.Apply(chooseObj(0, h)))
	require.Error(t, g.Apply(chooseObj(0, theirs)))
	require.NoError(t, g.Apply(chooseObj(0, z)))
	resolve(t, g, nil)
	require.True(t, gone(g, z))
	require.Equal(t, 4, info(t, g, ch).Power)
	// No other Zombie left: the ability can't be activated (CR 602.2b, 601.2h).
	require.Error(t, g.Activate(0, ch, 0))
}

// 27. Grave Scholar: {1}{U} 1/2, "{1}, Discard a creature card: Draw two
// cards." (CR 602.2b, 701.8)
func TestGraveScholar(t *testing.T) {
	d := def(t, card.Definition{Name: "Grave Scholar", ManaCost: cost("{1}{U}"), Types: ability.Creature, Subtypes: []string{"Human", "Wizard"},
		Power: C(1), Toughness: C(2), Activated: []ability.Activated{{
			Cost:    ability.Cost{Mana: cost("{1}"), Discard: 1, DiscardTypes: ability.Creature},
			Effects: []ability.Effect{{Op: ability.OpDraw, Amount: ability.N(2)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 1)
	sc := bf(t, g, 0, d)
	land := hand(t, g, 0, card.Forest)
	cr := hand(t, g, 0, creature(t, "Spare Bear", "{1}{G}", 2, 2, 0, "Bear"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: sc, Discard: land}))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: sc, Discard: cr}))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, cr))
	require.Equal(t, 3, g.ZoneLen(0, zone.Hand)) // the Forest and two cards
}

// 28. Blood Ledger: {1}{B} artifact, "Pay 3 life: Target opponent loses 2
// life. Activate only as a sorcery." Sorcery timing (CR 602.5d, 307.1) and
// a life payment one can't make at 2 life (CR 118.4: a player can pay life
// only if their life total is at least the payment).
func TestBloodLedger(t *testing.T) {
	d := def(t, card.Definition{Name: "Blood Ledger", ManaCost: cost("{1}{B}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Life: 3}, Timing: ability.SorcerySpeed,
			Targets: []ability.TargetSpec{ability.TargetOpponent},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(2)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	led := bf(t, g, 0, d)
	require.NoError(t, g.SetLife(0, 5))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Activate(0, led, 0, pl(0)))
	require.NoError(t, g.Activate(0, led, 0, pl(1)))
	require.Equal(t, 2, g.Life(0))
	// with the ability on the stack: not sorcery timing
	require.Error(t, g.Activate(0, led, 0, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(1))
	// 2 life: can't pay 3 (CR 119.4)
	require.Error(t, g.Activate(0, led, 0, pl(1)))
	// on the opponent's turn: not as a sorcery
}

// 29. Bloom Cauldron: {2} artifact, "{1}, {T}: Put a charge counter on
// Bloom Cauldron. {T}, Remove X charge counters from Bloom Cauldron: You
// gain X life." X can't exceed the counters there (CR 107.3a, 602.2b, 121).
func TestBloomCauldron(t *testing.T) {
	d := def(t, card.Definition{Name: "Bloom Cauldron", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{
			{Cost: ability.Cost{Mana: cost("{1}"), Tap: true},
				Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "charge", Amount: ability.N(1)}}},
			{Cost: ability.Cost{Tap: true, RemoveCountersX: "charge"},
				Effects: []ability.Effect{{Op: ability.OpGainLife, Amount: ability.X}}},
		}})
	g := newGame(t, 2)
	libs(t, g, 3)
	var cs [game.NumCounterKinds]int
	cs[game.Charge] = 3
	c := bf(t, g, 0, d, game.PutOptions{Counters: cs})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, activateX(g, 0, c, 1, 4))
	require.NoError(t, activateX(g, 0, c, 1, 2))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	require.Equal(t, 1, func() int { o := info(t, g, c); return o.Counter(game.Charge) }())
}

// 30. Tally Stone: {1} artifact, "{T}, Put a charge counter on Tally
// Stone: You gain 1 life for each charge counter on Tally Stone." The
// counter is put as a cost, before the count on resolution (CR 601.2h
// via 602.2b, 608.2g).
func TestTallyStone(t *testing.T) {
	d := def(t, card.Definition{Name: "Tally Stone", ManaCost: cost("{1}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true, PutCounter: "charge"},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Amount: ability.Amount{Kind: ability.CountersOnSelf, Counter: "charge"}}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	var cs [game.NumCounterKinds]int
	cs[game.Charge] = 2
	c := bf(t, g, 0, d, game.PutOptions{Counters: cs})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, c, 0))
	require.Equal(t, 3, func() int { o := info(t, g, c); return o.Counter(game.Charge) }())
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
}

// 31. Vex, Storm Herald: {2}{U}{R} planeswalker, loyalty 3. "+1: Vex deals 1
// damage to each opponent. −2: Vex deals 3 damage to target creature
// without flying." Loyalty costs, once per turn, sorcery speed (CR 606.3,
// 606.4); four players for "each opponent".
func TestVexStormHerald(t *testing.T) {
	d := def(t, card.Definition{Name: "Vex, Storm Herald", ManaCost: cost("{2}{U}{R}"), Types: ability.Planeswalker,
		Subtypes: []string{"Vex"}, Loyalty: 3, Activated: []ability.Activated{
			{Loyalty: true, Cost: ability.Cost{Loyalty: 1}, Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}},
			{Loyalty: true, Cost: ability.Cost{Loyalty: -2}, Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{WithoutKeyword: ability.Flying}}},
				Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)}}},
		}})
	g := newGame(t, 4)
	libs(t, g, 3)
	v := bf(t, g, 0, d)
	fl := bf(t, g, 1, creature(t, "Kite", "{1}{U}", 1, 1, ability.Flying, "Bird"))
	gr := bf(t, g, 2, creature(t, "Mole", "{1}{G}", 2, 2, 0, "Mole"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Activate(0, v, 1, obj(fl)))
	require.NoError(t, g.Activate(0, v, 1, obj(gr)))
	require.Equal(t, 1, func() int { o := info(t, g, v); return o.Loyalty() }())
	resolve(t, g, nil)
	require.True(t, gone(g, gr))
	require.Error(t, g.Activate(0, v, 0)) // one loyalty ability per turn (CR 606.3)
	passTo(t, g, 1, game.Main1)
	passTo(t, g, 2, game.Main1)
	passTo(t, g, 3, game.Main1)
	passTo(t, g, 0, game.Main1)
	require.NoError(t, g.Activate(0, v, 0))
	resolve(t, g, nil)
	require.Equal(t, []int{20, 19, 19, 19}, lifes(g))
	require.Equal(t, 2, func() int { o := info(t, g, v); return o.Loyalty() }())
}

// 32. Twofold Strike: {1}{R}{G} instant, "Put two +1/+1 counters on target
// creature. Then Twofold Strike deals 3 damage to target creature." Two
// instances of the word "target" (the second spec marked OwnWord): the
// same creature may be chosen for both (CR 114.3), which then survives as
// a 4/4 with 3 damage; the engine offers and plays that choice.
func TestTwofoldStrikeSameCreature(t *testing.T) {
	second := ability.TargetCreature
	second.OwnWord = true
	d := instant(t, "Twofold Strike", "{1}{R}{G}", []ability.TargetSpec{ability.TargetCreature, second},
		ability.Effect{Op: ability.OpPutCounters, Target: 0, Counter: "+1/+1", Amount: ability.N(2)},
		ability.Effect{Op: ability.OpDamage, Target: 1, Amount: ability.N(3)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 0, card.Forest, 1)
	b := bf(t, g, 0, creature(t, "Bear", "{1}{G}", 2, 2, 0, "Bear"))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, offered(g, s, obj(b), obj(b)))
	require.NoError(t, g.Cast(0, s, obj(b), obj(b)))
	resolve(t, g, nil)
	require.False(t, gone(g, b))
	o := info(t, g, b)
	require.Equal(t, 3, o.Damage)
	require.Equal(t, 4, o.Toughness)
}

// 33. Same as 32 with different specs: "Scorch Pair: deals 3 damage to
// target creature and 1 damage to target creature or player" (CR 114.3).
func TestScorchPairSameCreature(t *testing.T) {
	d := instant(t, "Scorch Pair", "{1}{R}", []ability.TargetSpec{ability.TargetCreature, ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)},
		ability.Effect{Op: ability.OpDamage, Target: 1, Amount: ability.N(1)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 2)
	b := bf(t, g, 1, creature(t, "Big Bear", "{3}{G}", 4, 4, 0, "Bear"))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, offered(g, s, obj(b), obj(b)))
	require.NoError(t, g.Cast(0, s, obj(b), obj(b)))
	resolve(t, g, nil)
	require.True(t, gone(g, b))
}

// 34. Scholar's Exchange: {1}{U} sorcery, "Target player draws two cards,
// then target player discards a card." Two instances of "target player"
// (the second spec marked OwnWord): the caster may choose themselves for
// both (CR 114.3): two cards drawn, one discarded.
func TestScholarsExchangeSamePlayer(t *testing.T) {
	second := ability.TargetPlayer
	second.OwnWord = true
	d := sorcery(t, "Scholar's Exchange", "{1}{U}", []ability.TargetSpec{ability.TargetPlayer, second},
		ability.Effect{Op: ability.OpDraw, Who: ability.WhoTarget, Target: 0, Amount: ability.N(2)},
		ability.Effect{Op: ability.OpDiscard, Who: ability.WhoTarget, Target: 1, Amount: ability.N(1)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, pl(0), pl(0)))
	resolve(t, g, func(dd game.Decision) game.Action { return g.LegalActions(nil)[0] })
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 1, g.ZoneLen(0, zone.Library), "two cards drawn")
	require.Equal(t, 2, g.ZoneLen(0, zone.Graveyard), "the sorcery and the discarded card")
	require.Equal(t, 3, g.ZoneLen(1, zone.Library), "Bob draws nothing")
}

// 35. Cinder Husk: {1}{R} 1/1, "{2}{R}, Exile Cinder Husk from your
// graveyard: Cinder Husk deals 2 damage to target creature. Activate only
// as a sorcery." Works only from the graveyard: an ability whose cost moves
// its object out of a zone functions only there (CR 112.6k, 602.2).
func TestCinderHusk(t *testing.T) {
	d := def(t, card.Definition{Name: "Cinder Husk", ManaCost: cost("{1}{R}"), Types: ability.Creature, Subtypes: []string{"Elemental"},
		Power: C(1), Toughness: C(1), Activated: []ability.Activated{{FromGraveyard: true, Timing: ability.SorcerySpeed,
			Cost:    ability.Cost{Mana: cost("{2}{R}"), ExileSelf: true},
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 6)
	onBF := bf(t, g, 0, d)
	inGY := put(t, g, 0, zone.Graveyard, d)
	x := bf(t, g, 1, creature(t, "Bear", "{1}{G}", 2, 2, 0, "Bear"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Activate(0, onBF, 0, obj(x)))
	require.NoError(t, g.Activate(0, inGY, 0, obj(x)))
	require.Equal(t, zone.Exile, zoneOf(t, g, inGY))
	resolve(t, g, nil)
	require.True(t, gone(g, x))
}

// 36. Rune Forge: {2} artifact, "{1}, {T}: Draw a card. Activate only once
// each turn and only if you control an Island." OnlyIf and OncePerTurn
// (CR 602.5b); an untap doesn't reset "once each turn".
func TestRuneForge(t *testing.T) {
	d := def(t, card.Definition{Name: "Rune Forge", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}"), Tap: true}, OncePerTurn: true,
			OnlyIf:  ability.Condition{Kind: ability.YouControl, Group: ability.Group{Types: ability.Land, Subtype: "Island"}},
			Effects: []ability.Effect{{Op: ability.OpDraw, Amount: ability.N(1)}}}}})
	untap := instant(t, "Unlatch", "{U}", []ability.TargetSpec{{Allow: ability.AllowArtifact}}, ability.Effect{Op: ability.OpUntap, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	f := bf(t, g, 0, d)
	f2 := bf(t, g, 1, d)
	lands(t, g, 1, card.Mountain, 2)
	u := hand(t, g, 0, untap)
	isl := hand(t, g, 0, card.Island)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Activate(0, f, 0)) // no Island
	require.NoError(t, g.PlayLand(0, isl))
	require.NoError(t, g.Activate(0, f, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, u, obj(f)))
	resolve(t, g, nil)
	require.False(t, info(t, g, f).Tapped)
	require.Error(t, g.Activate(0, f, 0)) // once each turn
	_ = f2
}

// 37. Ember Petal: {0} artifact, "Sacrifice Ember Petal: Add {R}{R}."
// A mana ability (CR 605.1a): no stack; the sacrifice is its cost.
func TestEmberPetal(t *testing.T) {
	petal := def(t, card.Definition{Name: "Ember Petal", ManaCost: cost("{0}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{SacrificeSelf: true},
			Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: mana.Pool{mana.Red: 2}}}}}})
	big := sorcery(t, "Twin Burn", "{R}{R}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0, Amount: ability.N(3)})
	g := newGame(t, 2)
	libs(t, g, 3)
	p := bf(t, g, 0, petal)
	s := hand(t, g, 0, big)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivateMana, Player: 0, Object: p}))
	require.True(t, gone(g, p))
	require.Equal(t, 0, g.StackLen())
	require.NoError(t, g.Cast(0, s, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(1))
}

// 37b. A mana ability's costs other than {T}, mana and "sacrifice this":
// "{T}, Discard a card: Add {B}{B}", "{T}, Put a charge counter on this",
// "{T}, Sacrifice a creature", "Exile this". The total cost is paid as the
// ability is activated, before the mana is added (CR 605.3a, 602.2b,
// 601.2h); the engine pays none of these for mana, so Check refuses each at
// the cost.
func TestManaAbilityCostsRefused(t *testing.T) {
	cs := map[string]ability.Cost{
		"discard":  {Tap: true, Discard: 1},
		"counter":  {Tap: true, PutCounter: "charge"},
		"sacother": {Tap: true, Sacrifice: &ability.Group{Types: ability.Creature}},
		"exile":    {ExileSelf: true},
	}
	for name, c := range cs {
		err := card.Define(card.Definition{Name: "Well " + name, ManaCost: cost("{2}"), Types: ability.Artifact,
			Activated: []ability.Activated{{Cost: c, Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: mana.Pool{mana.Black: 2}}}}}}).Check()
		require.ErrorIs(t, err, card.ErrInvalidDefinition, name)
		require.Contains(t, err.Error(), "Activated[0].Cost", name)
	}
}

// 38. Stormcaller Adept: {2}{U} 2/2, "When Stormcaller Adept enters the
// battlefield, you may pay {1}{U}. If you do, tap target creature an
// opponent controls." Paid and declined (CR 608.2c, 117.1).
func TestStormcallerAdeptTapOnly(t *testing.T) {
	d := def(t, card.Definition{Name: "Stormcaller Adept", ManaCost: cost("{2}{U}"), Types: ability.Creature, Subtypes: []string{"Human", "Wizard"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}},
			Effects: []ability.Effect{{Op: ability.OpTap, Target: 0, Optional: true, PayMana: cost("{1}{U}")}}}}})
	for _, pay := range []bool{true, false} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Island, 5)
		x := bf(t, g, 1, creature(t, "Bear", "{1}{G}", 2, 2, 0, "Bear"))
		s := hand(t, g, 0, d)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, s))
		asked := false
		resolve(t, g, func(dd game.Decision) game.Action {
			switch dd.Kind {
			case game.DecideTargets:
				return game.Action{Kind: game.ActChooseTargets, Player: 0}.WithTargets(obj(x))
			case game.DecideYesNo:
				asked = true
				if pay {
					return choose(0, 1)
				}
				return choose(0, 0)
			}
			t.Fatalf("unexpected %v", dd.Kind)
			return game.Action{}
		})
		require.True(t, asked)
		require.Equal(t, pay, info(t, g, x).Tapped)
		untapped := 0
		for _, l := range g.Zone(0, zone.Battlefield) {
			o := info(t, g, l)
			if o.Types.Has(ability.Land) && !o.Tapped {
				untapped++
			}
		}
		if pay {
			require.Equal(t, 0, untapped)
		} else {
			require.Equal(t, 2, untapped)
		}
	}
}

// 39. Vampiric Edict: {1}{B} sorcery, "Destroy target creature. If you
// control a Vampire, you gain 3 life." (CR 608.2c: the "if" is checked as
// that part of the resolution is reached)
func TestVampiricEdict(t *testing.T) {
	d := sorcery(t, "Vampiric Edict", "{1}{B}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDestroy, Target: 0},
		ability.Effect{Op: ability.OpGainLife, Amount: ability.N(3), If: &ability.Condition{Kind: ability.YouControl, Group: ability.Group{Subtype: "Vampire"}}})
	for _, vamp := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Swamp, 2)
		if vamp {
			bf(t, g, 0, creature(t, "Night Vampire", "{1}{B}", 2, 2, 0, "Vampire"))
		}
		bf(t, g, 1, creature(t, "Their Vampire", "{1}{B}", 2, 2, 0, "Vampire"))
		x := bf(t, g, 1, creature(t, "Ox", "{1}{G}", 2, 2, 0, "Ox"))
		s := hand(t, g, 0, d)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, s, obj(x)))
		resolve(t, g, nil)
		require.True(t, gone(g, x))
		want := 20
		if vamp {
			want = 23
		}
		require.Equal(t, want, g.Life(0), "vampire %v", vamp)
	}
}

// 40. Lowland Flood: {1}{U} sorcery, "Draw a card. If no opponent controls
// a Mountain, draw two more cards instead" written as: draw a card; then
// draw two if no opponent controls a Mountain. Own Mountains don't count
// (Side in NoneOnBattlefield).
func TestLowlandFlood(t *testing.T) {
	d := sorcery(t, "Lowland Flood", "{1}{U}", nil,
		ability.Effect{Op: ability.OpDraw, Amount: ability.N(1)},
		ability.Effect{Op: ability.OpDraw, Amount: ability.N(2), If: &ability.Condition{Kind: ability.NoneOnBattlefield,
			Group: ability.Group{Types: ability.Land, Subtype: "Mountain", Side: ability.OpponentSide}}})
	for _, theirs := range []bool{false, true} {
		g := newGame(t, 3)
		libs(t, g, 4)
		lands(t, g, 0, card.Island, 2)
		bf(t, g, 0, card.Mountain)
		if theirs {
			bf(t, g, 2, card.Mountain)
		}
		s := hand(t, g, 0, d)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, s))
		resolve(t, g, nil)
		want := 3
		if theirs {
			want = 1
		}
		require.Equal(t, want, g.ZoneLen(0, zone.Hand), "opponent mountain %v", theirs)
	}
}

// 41. Tempered Flame: {1}{R} instant, "Tempered Flame deals 2 damage to
// target creature. Then you may pay {2}. If you do, Tempered Flame deals 2
// more damage to that creature." A cost paid on resolution (CR 117.12,
// 608.2c).
func TestTemperedFlame(t *testing.T) {
	d := instant(t, "Tempered Flame", "{1}{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(2), Optional: true, PayMana: cost("{2}")})
	for _, lands4 := range []int{4, 2} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Mountain, lands4)
		x := bf(t, g, 1, creature(t, "Wall", "{3}{W}", 1, 4, 0, "Wall"))
		s := hand(t, g, 0, d)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, s, obj(x)))
		asked := false
		resolve(t, g, func(dd game.Decision) game.Action {
			require.Equal(t, game.DecideYesNo, dd.Kind)
			asked = true
			// with no mana left, "yes" can't be chosen (CR 117.3: no cost
			// can be paid without the resources)
			if lands4 == 2 {
				require.Error(t, g.Apply(choose(0, 1)))
				return choose(0, 0)
			}
			return choose(0, 1)
		})
		if lands4 == 4 {
			require.True(t, asked)
			require.True(t, gone(g, x))
		} else {
			require.False(t, gone(g, x))
			require.Equal(t, 2, info(t, g, x).Damage)
		}
	}
}

// 42. Warden's Reckoning (9) when the targeted opponent leaves the game in
// response: their permanents leave with them (CR 800.4a), the player is
// no longer a legal target, so both targets are illegal and the spell does
// nothing (CR 608.2b). Carol is untouched.
func TestWardensReckoningPlayerLeaves(t *testing.T) {
	d := sorcery(t, "Warden's Reckoning", "{2}{R}", []ability.TargetSpec{ability.TargetOpponent,
		{Allow: ability.AllowCreature, Filter: ability.Filter{ControlledByTarget0: true}, Optional: true}},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)},
		ability.Effect{Op: ability.OpDamage, Target: 1, Amount: ability.N(2)})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	bob := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	carol := bf(t, g, 2, creature(t, "Carol's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, pl(1), obj(bob)))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 1}))
	require.True(t, g.Lost(1))
	resolve(t, g, nil)
	require.False(t, gone(g, carol))
	require.Equal(t, 0, info(t, g, carol).Damage)
	require.Equal(t, []int{20, 20}, []int{g.Life(0), g.Life(2)})
	require.Equal(t, zone.Graveyard, zoneOf(t, g, s))
}

// 43. Archive Thief: {1}{U}{B} sorcery, "Return target instant card from
// your graveyard to your hand. Exile target card from an opponent's
// graveyard." The first target leaves the graveyard in response (an
// opponent's Grave Sweep exiles Alice's graveyard): the second part still
// happens (CR 608.2b).
func TestArchiveThief(t *testing.T) {
	d := sorcery(t, "Archive Thief", "{1}{U}{B}", []ability.TargetSpec{
		{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Types: ability.Instant, Side: ability.YourSide}},
		{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Side: ability.OpponentSide}}},
		ability.Effect{Op: ability.OpReturnToHand, Target: 0},
		ability.Effect{Op: ability.OpExile, Target: 1})
	sweep := instant(t, "Grave Sweep", "{B}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpExileGraveyard, Who: ability.WhoTarget, Target: 0})
	shock := instant(t, "Old Shock", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer}, ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 1, card.Swamp, 1)
	myShock := put(t, g, 0, zone.Graveyard, shock)
	myBear := put(t, g, 0, zone.Graveyard, creature(t, "Old Bear", "{1}{G}", 2, 2, 0, "Bear"))
	theirShock := put(t, g, 1, zone.Graveyard, shock)
	s := hand(t, g, 0, d)
	sw := hand(t, g, 1, sweep)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Cast(0, s, obj(myBear), obj(theirShock)))
	require.Error(t, g.Cast(0, s, obj(theirShock), obj(myShock)))
	require.NoError(t, g.Cast(0, s, obj(myShock), obj(theirShock)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, sw, pl(0)))
	resolve(t, g, nil)
	require.Equal(t, zone.Exile, zoneOf(t, g, myShock))
	require.Equal(t, zone.Exile, zoneOf(t, g, theirShock))
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
}

// 44. Selective Purge: {3}{W}{W} sorcery, "Exile all nonartifact creatures
// target player controls." (Group NotTypes and TargetPlayers; CR 608.2c)
func TestSelectivePurge(t *testing.T) {
	d := sorcery(t, "Selective Purge", "{3}{W}{W}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpExile, Subject: ability.SubjectAll, Group: ability.Group{NotTypes: ability.Artifact, TargetPlayers: true}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 5)
	a := bf(t, g, 1, creature(t, "Bob Bear", "{1}{G}", 2, 2, 0, "Bear"))
	b := bf(t, g, 1, def(t, card.Definition{Name: "Bob Golem", ManaCost: cost("{3}"), Types: ability.Artifact | ability.Creature, Power: C(2), Toughness: C(2)}))
	c := bf(t, g, 2, creature(t, "Carol Bear", "{1}{G}", 2, 2, 0, "Bear"))
	l := bf(t, g, 1, card.Forest)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, pl(1)))
	resolve(t, g, nil)
	require.True(t, gone(g, a))
	require.False(t, gone(g, b))
	require.False(t, gone(g, c))
	require.False(t, gone(g, l))
}

// 45. Doom Collar: {1}{B} Aura, "Enchant creature. Sacrifice Doom Collar:
// Destroy enchanted creature." After the sacrifice (a cost), the ability
// still knows which creature the Aura enchanted, from the Aura's last
// known information (CR 112.7a, 608.2g).
func TestDoomCollar(t *testing.T) {
	d := def(t, card.Definition{Name: "Doom Collar", ManaCost: cost("{1}{B}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Activated: []ability.Activated{{Cost: ability.Cost{SacrificeSelf: true},
			Effects: []ability.Effect{{Op: ability.OpDestroy, Subject: ability.SubjectAttached}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	x := bf(t, g, 1, creature(t, "Ox", "{1}{G}", 2, 2, 0, "Ox"))
	col := bf(t, g, 0, d, game.PutOptions{AttachedTo: x})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, col, 0))
	require.True(t, gone(g, col))
	resolve(t, g, nil)
	require.True(t, gone(g, x))
}

// 46. Giantwatch Tower: {2} artifact, "Whenever a creature with power 4 or
// greater an opponent controls enters the battlefield, tap that creature."
// (CR 603.2, 603.6a; SubjectEventObject)
func TestGiantwatchTower(t *testing.T) {
	d := def(t, card.Definition{Name: "Giantwatch Tower", ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.PermanentEnters,
			Match:   ability.Filter{Types: ability.Creature, MinPower: 4, Side: ability.OpponentSide},
			Effects: []ability.Effect{{Op: ability.OpTap, Subject: ability.SubjectEventObject}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	lands(t, g, 1, card.Forest, 8)
	big := hand(t, g, 1, creature(t, "Big Ox", "{3}{G}", 4, 4, 0, "Ox"))
	small := hand(t, g, 1, creature(t, "Small Ox", "{2}{G}", 3, 5, 0, "Ox"))
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, small))
	resolve(t, g, nil)
	require.Equal(t, 0, g.StackLen())
	require.NoError(t, g.Cast(1, big))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, 1, g.StackLen(), "the trigger")
	resolve(t, g, nil)
	for _, id := range g.Zone(1, zone.Battlefield) {
		o := info(t, g, id)
		if o.Card.Name == "Big Ox" {
			require.True(t, o.Tapped)
		}
		if o.Card.Name == "Small Ox" {
			require.False(t, o.Tapped)
		}
	}
}

// 47. Rust Warden: {1}{W} 2/2, "When Rust Warden enters the battlefield,
// exile up to one target artifact an opponent controls." With no artifact
// to target the ability still goes on the stack with no target ("up to
// one" allows zero: CR 603.3d, 601.2c, 114.5) and nothing happens; choosing
// none when one exists is legal.
func TestRustWarden(t *testing.T) {
	d := def(t, card.Definition{Name: "Rust Warden", ManaCost: cost("{1}{W}"), Types: ability.Creature, Subtypes: []string{"Human"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Targets: []ability.TargetSpec{{Allow: ability.AllowArtifact, Filter: ability.Filter{Side: ability.OpponentSide}, Optional: true}},
			Effects: []ability.Effect{{Op: ability.OpExile, Target: 0}}}}})
	idol := def(t, card.Definition{Name: "Brass Idol", ManaCost: cost("{2}"), Types: ability.Artifact})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	mine := bf(t, g, 0, idol)
	theirs := bf(t, g, 1, idol)
	s1 := hand(t, g, 0, d)
	s2 := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s1))
	resolve(t, g, func(dd game.Decision) game.Action {
		require.Equal(t, game.DecideTargets, dd.Kind)
		require.Error(t, g.Apply(game.Action{Kind: game.ActChooseTargets, Player: 0}.WithTargets(obj(mine))))
		return game.Action{Kind: game.ActChooseTargets, Player: 0}.WithTargets()
	})
	require.False(t, gone(g, theirs))
	require.NoError(t, g.Cast(0, s2))
	resolve(t, g, func(dd game.Decision) game.Action {
		return game.Action{Kind: game.ActChooseTargets, Player: 0}.WithTargets(obj(theirs))
	})
	require.True(t, gone(g, theirs))
	require.False(t, gone(g, mine))
}

// 48. Watchful Sentry: {1}{W} 1/3, "{T}: Tap target creature." Summoning
// sick: it can't pay {T} the turn it came under its controller's control
// (CR 302.6).
func TestWatchfulSentrySick(t *testing.T) {
	d := def(t, card.Definition{Name: "Watchful Sentry", ManaCost: cost("{1}{W}"), Types: ability.Creature, Subtypes: []string{"Human", "Soldier"},
		Power: C(1), Toughness: C(3), Activated: []ability.Activated{{Cost: ability.Cost{Tap: true},
			Targets: []ability.TargetSpec{ability.TargetCreature}, Effects: []ability.Effect{{Op: ability.OpTap, Target: 0}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	sick := bf(t, g, 0, d, game.PutOptions{Sick: true})
	ready := bf(t, g, 0, d)
	x := bf(t, g, 1, creature(t, "Ox", "{1}{G}", 2, 2, 0, "Ox"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Activate(0, sick, 0, obj(x)))
	require.NoError(t, g.Activate(0, ready, 0, obj(x)))
	resolve(t, g, nil)
	require.True(t, info(t, g, x).Tapped)
}

// 49. Restless Bones: {B} 1/1, "Pay 3 life: Return Restless Bones from
// your graveyard to your hand." Works only from the graveyard (CR 112.6k:
// its effect moves it out of that zone), a life cost (CR 118.4).
func TestRestlessBones(t *testing.T) {
	d := def(t, card.Definition{Name: "Restless Bones", ManaCost: cost("{B}"), Types: ability.Creature, Subtypes: []string{"Skeleton"},
		Power: C(1), Toughness: C(1), Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Life: 3},
			Effects: []ability.Effect{{Op: ability.OpReturnToHand, Subject: ability.SubjectSelf}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	onBF := bf(t, g, 0, d)
	gy := put(t, g, 0, zone.Graveyard, d)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Pass(1))
	require.Error(t, g.Activate(0, onBF, 0))
	require.NoError(t, g.Activate(0, gy, 0)) // instant speed, on Bob's turn
	require.Equal(t, 17, g.Life(0))
	resolve(t, g, nil)
	require.Equal(t, zone.Hand, zoneOf(t, g, gy))
}

// 50. Purge the Young: {2}{B} sorcery, "Search target opponent's
// graveyard, hand and library for all creature cards with mana value 1 or
// less and exile them. That player shuffles." (CR 701.17, 202.3)
func TestPurgeTheYoung(t *testing.T) {
	d := sorcery(t, "Purge the Young", "{2}{B}", []ability.TargetSpec{ability.TargetOpponent},
		ability.Effect{Op: ability.OpSearchZones, Who: ability.WhoTarget, Target: 0, All: true, ShuffleAlways: true,
			Zones:  ability.SearchGraveyard | ability.SearchHand | ability.SearchLibrary,
			Filter: ability.Filter{Types: ability.Creature, MaxManaValue: &ability.Amount{N: 1}}, Into: ability.IntoExile})
	elf := creature(t, "Tiny Elf", "{G}", 1, 1, 0, "Elf")
	bear := creature(t, "Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 2)
	lands(t, g, 0, card.Swamp, 3)
	e1 := put(t, g, 1, zone.Graveyard, elf)
	b1 := put(t, g, 1, zone.Graveyard, bear)
	e2 := hand(t, g, 1, elf)
	e3 := put(t, g, 1, zone.Library, elf)
	b3 := put(t, g, 1, zone.Library, bear)
	put(t, g, 1, zone.Library, card.Forest)
	mine := put(t, g, 0, zone.Graveyard, elf)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, pl(1)))
	resolve(t, g, func(dd game.Decision) game.Action {
		// "all": the engine may ask card by card; take every offered card
		for _, id := range choices(g) {
			if id != 0 {
				return chooseObj(dd.Player, id)
			}
		}
		return chooseObj(dd.Player, 0)
	})
	for _, id := range []game.ObjectID{e1, e2, e3} {
		require.Equal(t, zone.Exile, zoneOf(t, g, id))
	}
	require.Equal(t, zone.Graveyard, zoneOf(t, g, b1))
	require.Equal(t, zone.Library, zoneOf(t, g, b3))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, mine))
}

// 51. Exhume the Few: {X}{B}{B} sorcery, "Return X target creature cards
// from your graveyard to your hand." X=2; one of them is exiled in
// response, the other is still returned (CR 601.2b, 601.2c, 608.2b).
func TestExhumeTheFew(t *testing.T) {
	spec := ability.TargetSpec{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}, Set: true}
	d := def(t, card.Definition{Name: "Exhume the Few", ManaCost: cost("{X}{B}{B}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{spec, spec, spec}, XTargets: true, Effects: []ability.Effect{
			{Op: ability.OpReturnToHand, Target: 0}, {Op: ability.OpReturnToHand, Target: 1}, {Op: ability.OpReturnToHand, Target: 2}}}})
	snipe := instant(t, "Grave Snipe", "{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard}}, ability.Effect{Op: ability.OpExile, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 4)
	lands(t, g, 1, card.Swamp, 1)
	a := put(t, g, 0, zone.Graveyard, creature(t, "Dead A", "{B}", 1, 1, 0, "Zombie"))
	b := put(t, g, 0, zone.Graveyard, creature(t, "Dead B", "{B}", 1, 1, 0, "Zombie"))
	c := put(t, g, 0, zone.Graveyard, creature(t, "Dead C", "{B}", 1, 1, 0, "Zombie"))
	s := hand(t, g, 0, d)
	sn := hand(t, g, 1, snipe)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.CastX(0, s, 2, obj(a), obj(c)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, sn, obj(a)))
	resolve(t, g, nil)
	require.Equal(t, zone.Exile, zoneOf(t, g, a))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, b))
	require.Equal(t, zone.Hand, zoneOf(t, g, c))
}

// 52. Verdant Remembrance: {2}{G} enchantment, "Whenever a nontoken green
// creature you control dies, draw a card." A token or a non-green
// creature doesn't trigger it (CR 603.2, 603.6c, 603.10a).
func TestVerdantRemembrance(t *testing.T) {
	d := def(t, card.Definition{Name: "Verdant Remembrance", ManaCost: cost("{2}{G}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies,
			Match:   ability.Filter{Colors: mana.SetOf(mana.Green), NonToken: true, Side: ability.YourSide},
			Effects: []ability.Effect{{Op: ability.OpDraw, Amount: ability.N(1)}}}}})
	wrath := sorcery(t, "Small Wrath", "{2}{W}", nil, ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAll})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 3)
	bf(t, g, 0, d)
	gb := creature(t, "Green Bear", "{1}{G}", 2, 2, 0, "Bear")
	bf(t, g, 0, gb)
	bf(t, g, 0, gb, game.PutOptions{Token: true})
	bf(t, g, 0, creature(t, "White Bear", "{1}{W}", 2, 2, 0, "Bear"))
	bf(t, g, 1, gb)
	s := hand(t, g, 0, wrath)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 0, g.ZoneLen(1, zone.Hand))
}

// 53. Wallwarden's Chill: {1}{U} enchantment, "As long as you control a
// Wall, blue creatures your opponents control get -2/-0." (CR 604.2,
// 613.3c; statics with a group and a condition)
func TestWallwardensChill(t *testing.T) {
	d := def(t, card.Definition{Name: "Wallwarden's Chill", ManaCost: cost("{1}{U}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.OpponentSide, Colors: mana.SetOf(mana.Blue)},
			If: ability.Condition{Kind: ability.YouControl, Group: ability.Group{Subtype: "Wall"}}, Power: -2}}})
	kill := instant(t, "Wall Breaker", "{R}", []ability.TargetSpec{ability.TargetCreature}, ability.Effect{Op: ability.OpDestroy, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 1)
	bf(t, g, 0, d)
	w := bf(t, g, 0, creature(t, "Ice Wall", "{1}{U}", 0, 4, ability.Defender, "Wall"))
	bu := bf(t, g, 1, creature(t, "Blue Drake", "{2}{U}", 3, 3, 0, "Drake"))
	rd := bf(t, g, 1, creature(t, "Red Drake", "{2}{R}", 3, 3, 0, "Drake"))
	mine := bf(t, g, 0, creature(t, "My Drake", "{2}{U}", 3, 3, 0, "Drake"))
	k := hand(t, g, 0, kill)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, 1, info(t, g, bu).Power)
	require.Equal(t, 3, info(t, g, rd).Power)
	require.Equal(t, 3, info(t, g, mine).Power)
	require.NoError(t, g.Cast(0, k, obj(w)))
	resolve(t, g, nil)
	require.Equal(t, 3, info(t, g, bu).Power)
}

// 54. Grave Poacher (12) on a card with {X} in its mana cost: in a
// graveyard X is 0 (CR 107.3f, 202.3d: the mana value of a card off the stack),
// so a {X}{G}{G} creature card has mana value 2 and is a legal target.
func TestGravePoacherXCard(t *testing.T) {
	d := sorcery(t, "Grave Poacher", "{1}{B}{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature, MaxManaValue: &ability.Amount{N: 2}, Side: ability.OpponentSide}}},
		ability.Effect{Op: ability.OpPutOntoBattlefield})
	hyd := def(t, card.Definition{Name: "Sprout Hydra", ManaCost: cost("{X}{G}{G}"), Types: ability.Creature, Subtypes: []string{"Hydra"},
		Power: C(1), Toughness: C(1)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	h := put(t, g, 1, zone.Graveyard, hyd)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(h)))
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, h))
}

// 55. Warden's Reckoning (9) when the creature changes control in
// response: "target creature that player controls" is checked again on
// resolution (CR 608.2b); the creature is no longer Bob's, so it is
// illegal and not dealt damage, while Bob still is.
func TestWardensReckoningControlChanges(t *testing.T) {
	d := sorcery(t, "Warden's Reckoning", "{2}{R}", []ability.TargetSpec{ability.TargetOpponent,
		{Allow: ability.AllowCreature, Filter: ability.Filter{ControlledByTarget0: true}, Optional: true}},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)},
		ability.Effect{Op: ability.OpDamage, Target: 1, Amount: ability.N(2)})
	steal := instant(t, "Quick Theft", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.UntilEndOfTurn})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 3)
	lands(t, g, 2, card.Island, 1)
	bob := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	s := hand(t, g, 0, d)
	st := hand(t, g, 2, steal)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, pl(1), obj(bob)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(2, st, obj(bob)))
	resolve(t, g, nil)
	o := info(t, g, bob)
	require.Equal(t, game.PlayerID(2), o.Controller)
	require.Equal(t, 0, o.Damage)
	require.Equal(t, 18, g.Life(1))
}

// 56. Scatter Sparks (14) with X = 0: no targets; the spell resolves and
// does nothing: it is untargeted then (CR 601.2c, 114.5), and CR 608.2b
// doesn't apply.
func TestScatterSparksXZero(t *testing.T) {
	spec := ability.TargetSpec{Allow: ability.AllowCreature}
	d := def(t, card.Definition{Name: "Scatter Sparks", ManaCost: cost("{X}{R}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{spec, spec}, XTargets: true, Effects: []ability.Effect{
			{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)},
			{Op: ability.OpDamage, Target: 1, Amount: ability.N(2)}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 1)
	a := bf(t, g, 1, creature(t, "Elf A", "{G}", 1, 1, 0, "Elf"))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.CastX(0, s, 0, obj(a)))
	require.NoError(t, g.CastX(0, s, 0))
	resolve(t, g, nil)
	require.False(t, gone(g, a))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, s))
}

// 57. Loyal Harness: {1}{W} Aura, "Enchant creature you control. Enchanted
// creature gets +2/+2." When an opponent gains control of the creature,
// the Aura is illegally attached and goes to its owner's graveyard as a
// state-based action (CR 303.4d, 704.5m).
func TestLoyalHarness(t *testing.T) {
	d := def(t, card.Definition{Name: "Loyal Harness", ManaCost: cost("{1}{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}},
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 2, Toughness: 2}}})
	steal := instant(t, "Quick Theft", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.UntilEndOfTurn})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 2)
	lands(t, g, 1, card.Island, 1)
	mine := bf(t, g, 0, creature(t, "My Bear", "{1}{G}", 2, 2, 0, "Bear"))
	theirs := bf(t, g, 1, creature(t, "Their Bear", "{1}{G}", 2, 2, 0, "Bear"))
	h := hand(t, g, 0, d)
	st := hand(t, g, 1, steal)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Cast(0, h, obj(theirs)))
	require.NoError(t, g.Cast(0, h, obj(mine)))
	resolve(t, g, nil)
	require.Equal(t, 4, info(t, g, mine).Power)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, st, obj(mine)))
	resolve(t, g, nil)
	o := info(t, g, mine)
	require.Equal(t, game.PlayerID(1), o.Controller)
	require.Equal(t, 2, o.Power)
	require.Equal(t, 1, g.ZoneLen(0, zone.Graveyard)-0) // the Harness (Quick Theft is Bob's)
}

// 58. Wild Prospect (21) with no nonbasic land in the library: every card
// is revealed and put on the bottom; nothing enters (CR 701.14).
func TestWildProspectNone(t *testing.T) {
	d := sorcery(t, "Wild Prospect", "{2}{G}", nil, ability.Effect{Op: ability.OpRevealUntil,
		Filter: ability.Filter{Types: ability.Land, NotSupertypes: ability.Basic}})
	g := newGame(t, 2)
	lands(t, g, 0, card.Forest, 3)
	put(t, g, 0, zone.Library, card.Forest)
	put(t, g, 0, zone.Library, creature(t, "Bear", "{1}{G}", 2, 2, 0, "Bear"))
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, 2, g.ZoneLen(0, zone.Library))
	require.Equal(t, 3, g.ZoneLen(0, zone.Battlefield))
	require.False(t, g.Lost(0))
}

// 59. Bone Catapult: {2} artifact, "Sacrifice a creature: Bone Catapult
// deals 2 damage to target creature." Targets are chosen before costs are
// paid (CR 601.2c, 601.2h via 602.2b): the creature sacrificed may be the
// target, which is then illegal, and the ability does nothing (608.2b).
func TestBoneCatapult(t *testing.T) {
	d := def(t, card.Definition{Name: "Bone Catapult", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Sacrifice: &ability.Group{Types: ability.Creature}},
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	cat := bf(t, g, 0, d)
	a := bf(t, g, 0, creature(t, "Fodder", "{B}", 1, 1, 0, "Zombie"))
	b := bf(t, g, 0, creature(t, "Fodder Two", "{B}", 1, 1, 0, "Zombie"))
	x := bf(t, g, 1, creature(t, "Ox", "{1}{G}", 2, 2, 0, "Ox"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, cat, 0, obj(x)))
	require.NoError(t, g.Apply(chooseObj(0, a)))
	resolve(t, g, nil)
	require.True(t, gone(g, x))
	require.NoError(t, g.Activate(0, cat, 0, obj(b)))
	require.NoError(t, g.Apply(chooseObj(0, b)))
	resolve(t, g, nil)
	require.True(t, gone(g, b))
	require.Equal(t, 20, g.Life(0))
}

// Fields of targets, searches and reveals that their readers ignore: Check
// refuses each at the field, so no card is played as less than it says
// (docs/design.md, "Definitions are checked once"): "enchant creature with
// flying" (read only as the Aura is cast), "counter target spell with power
// 4 or greater", "search for a nonland card", "reveal the top four cards,
// take an Elf", "return all creature cards with mana value 2 or less",
// "each opponent searches their graveyard", "return target black card /
// Zombie card from your graveyard", "search for a nonbasic land", "reveal
// until a Goblin / a card with mana value 3 or less", "search your hand for
// a green creature", "counter target Goblin spell", "destroy target
// creature permanent" (a permanent target reads no card type), "{X}, {T}:
// add X mana of any one colour" (a mana ability adds a fixed amount).
func TestCheckRefusesUnreadTargetAndSearchFields(t *testing.T) {
	sorc := func(name string, ts []ability.TargetSpec, es ...ability.Effect) card.Definition {
		return card.Definition{Name: name, ManaCost: cost("{1}{B}"), Types: ability.Sorcery, Spell: ability.Spell{Targets: ts, Effects: es}}
	}
	for _, c := range []struct {
		name, field string
		d           card.Definition
	}{
		{"enchant flying", "Enchant.Filter.WithKeyword", card.Definition{Name: "R1", ManaCost: cost("{U}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
			Enchant: ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{WithKeyword: ability.Flying}}}},
		{"spell target MinPower", "Spell.Targets[0].Filter.MinPower",
			sorc("R4", []ability.TargetSpec{{Allow: ability.AllowSpell, Filter: ability.Filter{MinPower: 4}}}, ability.Effect{Op: ability.OpCounter, Target: 0})},
		{"search NotLand", "Spell.Effects[0].Filter.NotLand",
			sorc("R6", nil, ability.Effect{Op: ability.OpSearchLibrary, Amount: ability.N(1), Filter: ability.Filter{NotLand: true}, Into: ability.IntoHand})},
		{"reveal-take Subtype", "Spell.Effects[0].Filter.Subtype",
			sorc("R7", nil, ability.Effect{Op: ability.OpRevealTake, Amount: ability.N(4), Filter: ability.Filter{Types: ability.Creature, Subtype: "Elf"}})},
		{"reanimate-all MaxManaValue", "Spell.Effects[0].Filter.MaxManaValue",
			sorc("R8", nil, ability.Effect{Op: ability.OpReanimateAll, Filter: ability.Filter{Types: ability.Creature, MaxManaValue: &ability.Amount{N: 2}}})},
		{"search zones of each opponent", "Spell.Effects[0].Who",
			sorc("R19", nil, ability.Effect{Op: ability.OpSearchZones, Who: ability.WhoEachOpponent, Zones: ability.SearchGraveyard, All: true, Into: ability.IntoExile, Filter: ability.Filter{Types: ability.Creature}})},
		{"graveyard target Subtype", "Spell.Targets[0].Filter.Subtype",
			sorc("R23", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Types: ability.Creature, Subtype: "Zombie"}}}, ability.Effect{Op: ability.OpReturnToHand, Target: 0})},
		{"graveyard target Colors", "Spell.Targets[0].Filter.Colors",
			sorc("R24", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Colors: mana.SetOf(mana.Black)}}}, ability.Effect{Op: ability.OpReturnToHand, Target: 0})},
		{"search NotSupertypes", "Spell.Effects[0].Filter.NotSupertypes",
			sorc("R26", nil, ability.Effect{Op: ability.OpSearchLibrary, Amount: ability.N(1), Filter: ability.Filter{Types: ability.Land, NotSupertypes: ability.Basic}, Into: ability.IntoHand})},
		{"reveal-until Subtype", "Spell.Effects[0].Filter.Subtype",
			sorc("R27", nil, ability.Effect{Op: ability.OpRevealUntil, Filter: ability.Filter{Types: ability.Creature, Subtype: "Goblin"}})},
		{"reveal-until MaxManaValue", "Spell.Effects[0].Filter.MaxManaValue",
			sorc("R28", nil, ability.Effect{Op: ability.OpRevealUntil, Filter: ability.Filter{Types: ability.Creature, MaxManaValue: &ability.Amount{N: 3}}})},
		{"search zones Colors", "Spell.Effects[0].Filter.Colors",
			sorc("R29", nil, ability.Effect{Op: ability.OpSearchZones, Who: ability.WhoYou, Zones: ability.SearchHand, Into: ability.IntoBattlefield, Filter: ability.Filter{Types: ability.Creature, Colors: mana.SetOf(mana.Green)}})},
		{"spell target Subtype", "Spell.Targets[0].Filter.Subtype",
			sorc("R30", []ability.TargetSpec{{Allow: ability.AllowSpell, Filter: ability.Filter{Subtype: "Goblin"}}}, ability.Effect{Op: ability.OpCounter, Target: 0})},
		{"mana of X", "Activated[0].Effects[0].Amount", card.Definition{Name: "R16c", ManaCost: cost("{2}"), Types: ability.Artifact,
			Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{X}"), Tap: true},
				Effects: []ability.Effect{{Op: ability.OpAddMana, ManaChoice: mana.AllColors, Amount: ability.Amount{Kind: ability.ValueOfX}}}}}}},
		{"permanent target Types", "Spell.Targets[0].Filter.Types",
			sorc("R32", []ability.TargetSpec{{Allow: ability.AllowPermanent, Filter: ability.Filter{Types: ability.Creature}}}, ability.Effect{Op: ability.OpDestroy, Target: 0})},
	} {
		err := card.Define(c.d).Check()
		require.ErrorIs(t, err, card.ErrInvalidDefinition, c.name)
		require.Contains(t, err.Error(), c.field, c.name)
	}
}

// What the engine plays as written passes Check: "draw a card if you
// control a permanent" (YouControl, whose side it says itself), "counter
// another target spell", mana abilities at sorcery speed, only if you
// control a Forest, or once each turn, graveyard abilities that sacrifice
// another creature, discard or pay life, "target player other than you",
// "target creature with flying or player", "up to X target creatures" and
// "return all creature cards from your graveyard".
func TestCheckAcceptsWhatIsPlayedAsWritten(t *testing.T) {
	sorc := func(name string, ts []ability.TargetSpec, es ...ability.Effect) card.Definition {
		return card.Definition{Name: name, ManaCost: cost("{1}{B}"), Types: ability.Sorcery, Spell: ability.Spell{Targets: ts, Effects: es}}
	}
	art := func(name string, a ability.Activated) card.Definition {
		return card.Definition{Name: name, ManaCost: cost("{2}"), Types: ability.Artifact, Activated: []ability.Activated{a}}
	}
	fromGraveyard := func(name string, c ability.Cost) card.Definition {
		return card.Definition{Name: name, ManaCost: cost("{B}"), Types: ability.Creature, Power: C(1), Toughness: C(1), Activated: []ability.Activated{{FromGraveyard: true,
			Cost: c, Effects: []ability.Effect{{Op: ability.OpReturnToHand, Subject: ability.SubjectSelf}}}}}
	}
	green := []ability.Effect{{Op: ability.OpAddMana, Mana: mana.Pool{mana.Green: 1}}}
	cs := map[string]card.Definition{
		"if you control":      sorc("R9", nil, ability.Effect{Op: ability.OpDraw, Amount: ability.N(1), If: &ability.Condition{Kind: ability.YouControl, Group: ability.Group{Side: ability.YourSide}}}),
		"another spell":       sorc("R13", []ability.TargetSpec{{Allow: ability.AllowSpell, Filter: ability.Filter{Another: true}}}, ability.Effect{Op: ability.OpCounter, Target: 0}),
		"mana at sorcery":     art("R15", ability.Activated{Cost: ability.Cost{Tap: true}, Timing: ability.SorcerySpeed, Effects: green}),
		"mana only if":        art("R16", ability.Activated{Cost: ability.Cost{Tap: true}, OnlyIf: ability.Condition{Kind: ability.YouControl, Group: ability.Group{Types: ability.Land, Subtype: "Forest"}}, Effects: green}),
		"mana once a turn":    art("R16b", ability.Activated{Cost: ability.Cost{Tap: true}, OncePerTurn: true, Effects: green}),
		"graveyard sacrifice": fromGraveyard("R17", ability.Cost{Sacrifice: &ability.Group{Types: ability.Creature}}),
		"graveyard discard":   fromGraveyard("R17b", ability.Cost{Discard: 1}),
		"graveyard life":      fromGraveyard("R17c", ability.Cost{Life: 3}),
		"player not you": sorc("R21", []ability.TargetSpec{{Allow: ability.AllowPlayer, Filter: ability.Filter{Side: ability.NotYourSide}}},
			ability.Effect{Op: ability.OpDraw, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)}),
		"flier or player": sorc("R22", []ability.TargetSpec{{Allow: ability.AllowCreature | ability.AllowPlayer, Filter: ability.Filter{WithKeyword: ability.Flying}}},
			ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)}),
		"up to X targets": {Name: "R33", ManaCost: cost("{X}{R}"), Types: ability.Sorcery, Spell: ability.Spell{XTargets: true,
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Optional: true}, {Allow: ability.AllowCreature, Optional: true}},
			Effects: []ability.Effect{{Op: ability.OpDestroy, Target: 0}, {Op: ability.OpDestroy, Target: 1}}}},
		"reanimate yours": sorc("R34", nil, ability.Effect{Op: ability.OpReanimateAll, Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}),
	}
	for n, d := range cs {
		require.NoError(t, card.Define(d).Check(), n)
	}
}
