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

// Custom cards, 52-th set: several replacement and prevention effects
// on one event. "Prevent all but 1" (an emblem made by a sorcery of
// one's own) together with "prevent X" statics that reach planeswalkers
// or attacking creatures only, and with lifelink (CR 615, 616.1, 616.1e,
// 702.15b); prevention of combat damage by "nongreen creatures" read as
// the damage would be dealt (CR 611.2c); a player's shield that stops
// damage and not life loss (CR 615.1, 118.3); protection, "prevent X"
// and indestructible on one creature (CR 702.16e, 702.12b); prevented
// damage that leaves no "dealt damage by this creature" (CR 615.6);
// regeneration shields made by a trigger, by a spell that also fogs
// combat, and left unused by an indestructible creature dealt deathtouch
// damage (CR 701.13a, 702.2b, 702.12b); permanents that enter with
// counters and tapped, seen by entering triggers as they enter, dying at
// once with their entering and dying abilities both triggering, counting
// as the replacement applies, before the event (CR 614.1c, 614.12,
// 603.6a, 603.10a); saves, loads and clones in the middle of a
// prevention's colour choice and of a copy choice as a permanent enters;
// and, at the end, two copied counts the engine used to take after the
// event (fixed).

// ---------------------------------------------------------------------
// Helpers

// h536Vow is "{W} sorcery: You get an emblem with 'If a source would
// deal damage to you or a planeswalker you control, prevent all but 1
// of that damage.'" (Ajani Steadfast's emblem, made by a spell).
func h536Vow(t *testing.T) *card.Definition {
	return sorcery(t, "Steadfast Vow", "{W}", nil, ability.Effect{Op: ability.OpEmblem, Who: ability.WhoYou, Token: card.AjaniEmblem})
}

// h536Counted is a {2}{G} p/t Beast that "enters the battlefield with n
// counter counters on it", with the triggered abilities trs.
func h536Counted(t *testing.T, name string, p, tg int, counter string, n int, trs ...ability.Triggered) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{2}{G}"), Types: ability.Creature, Subtypes: []string{"Beast"},
		Power: C(p), Toughness: C(tg), Triggered: trs,
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: counter, Amount: ability.N(n)}})
}

// h536Shifter is a {2}{U} 0/0 Shapeshifter: "You may have Grave Shifter
// enter the battlefield as a copy of a creature you control."
func h536Shifter(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Grave Shifter", ManaCost: cost("{2}{U}"), Types: ability.Creature, Subtypes: []string{"Shapeshifter"},
		Power: C(0), Toughness: C(0), Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpChooseCopy}}}, AsEnters: ability.ChooseCopy})
}

// h536Prism is a {1}{G} 1/1 Beast: "Prism Beast enters the battlefield
// with a +1/+1 counter on it for each color among permanents you
// control."
func h536Prism(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Prism Beast", ManaCost: cost("{1}{G}"), Types: ability.Creature, Subtypes: []string{"Beast"},
		Power: C(1), Toughness: C(1),
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1",
			Amount: ability.Amount{Kind: ability.ColorsAmongPermanents}}})
}

// h536Legion is a {2}{W} 1/1 Soldier: "Legion Captain enters the
// battlefield with a +1/+1 counter on it for each creature you control."
func h536Legion(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Legion Captain", ManaCost: cost("{2}{W}"), Types: ability.Creature, Subtypes: []string{"Soldier"},
		Power: C(1), Toughness: C(1),
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1",
			Amount: ability.Amount{Kind: ability.CountPermanents, Group: ability.Group{Types: ability.Creature, Side: ability.YourSide}}}})
}

// h536GraveTarget is "target creature card from your graveyard".
var h536GraveTarget = ability.TargetSpec{Allow: ability.AllowCardInGraveyard,
	Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}

// h536TwinRite is "{B} sorcery: Return up to two target creature cards
// from your graveyard to the battlefield." (both at once).
func h536TwinRite(t *testing.T) *card.Definition {
	tg := h536GraveTarget
	tg.Optional = true
	return sorcery(t, "Twin Rite", "{B}", []ability.TargetSpec{tg, tg}, ability.Effect{Op: ability.OpPutOntoBattlefield})
}

// h536Paint is "{U} instant: Target creature becomes the colour c until
// end of turn."
func h536Paint(t *testing.T, name string, c mana.Color) *card.Definition {
	return instant(t, name, "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBecome, Target: 0, SetColors: mana.SetOf(c)})
}

// h536Walker is a {2}{W}{W} planeswalker, loyalty 5, "+1: You gain 1
// life."
func h536Walker(t *testing.T) *card.Definition {
	return walker(t, "Tavi, Hearth Warden", "{2}{W}{W}", "Tavi", 5, loyal(1, nil, gain(1)...))
}

// h536ToAttack passes from the active player's main phase to their
// declaration of attackers.
func h536ToAttack(t *testing.T, g *game.Game) {
	t.Helper()
	for i := 0; i < 20 && g.Pending().Kind != game.DecideAttackers; i++ {
		d := g.Pending()
		require.Equal(t, game.DecidePriority, d.Kind, g.Prompt(game.English))
		require.NoError(t, g.Pass(d.Player))
	}
	require.Equal(t, game.DecideAttackers, g.Pending().Kind, g.Prompt(game.English))
}

// ---------------------------------------------------------------------
// Part 1. Several prevention effects on one damage event

// 1. Two prevention effects on the damage to one planeswalker. Bob
// controls Walker Warden ("If a source would deal damage to a
// planeswalker you control, prevent X of that damage, where X is the
// number of creatures you control"), a Bear (X = 2), a planeswalker with
// 5 loyalty, and the emblem of his Steadfast Vow ("prevent all but 1").
// Alice's 6/6 Ogre attacks the planeswalker. Bob, the affected object's
// controller, orders the two effects (CR 616.1): "all but 1" first
// leaves 1, then X = 2 prevents it (CR 616.1e: the other is applied to
// the modified event). No loyalty is lost (CR 306.8); the other order
// would have lost 1.
func TestH536WalkerAllButOneThenPreventX(t *testing.T) {
	warden := def(t, card.Definition{Name: "Walker Warden", ManaCost: cost("{1}{W}"), Types: ability.Creature, Subtypes: []string{"Cleric"},
		Power: C(1), Toughness: C(1),
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Planeswalker, Side: ability.YourSide},
			PreventPerCreature: true}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Plains, 1)
	bf(t, g, 1, warden)
	bf(t, g, 1, creature(t, "Bear", "{1}{G}", 2, 2, 0, "Bear"))
	p := bf(t, g, 1, h536Walker(t), withLoyalty(5))
	a := bf(t, g, 0, creature(t, "Ogre", "{4}{R}", 6, 6, 0, "Ogre"))
	v := hand(t, g, 1, h536Vow(t))
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, v))
	resolve(t, g, nil)
	passTo(t, g, 0, game.Main1)
	h536ToAttack(t, g)
	attack(t, g, 0, game.Attack{Attacker: a, Player: game.NoPlayer, Planeswalker: p})
	passTo(t, g, 0, game.Main2)
	require.Equal(t, 5, counter(t, g, p, game.Loyalty))
	require.Equal(t, 20, g.Life(1))
}

// 2. "Prevent all but 1" and lifelink: prevented damage is never dealt
// (CR 615.6), and lifelink gains life equal to the damage dealt
// (CR 702.15b). Bob has the Vow's emblem; Alice's 5/5 lifelink Angel
// attacks him: he is dealt 1, she gains 1. Her Javelin (3 damage) at
// Bob is also cut to 1.
func TestH536AllButOneAndLifelink(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Plains, 1)
	lands(t, g, 0, card.Mountain, 2)
	a := bf(t, g, 0, creature(t, "Dawn Angel", "{3}{W}{W}", 5, 5, ability.Lifelink, "Angel"))
	v := hand(t, g, 1, h536Vow(t))
	j := hand(t, g, 0, h482Bolt(t, "Javelin", "{1}{R}", 3))
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, v))
	resolve(t, g, nil)
	passTo(t, g, 0, game.Main1)
	h536ToAttack(t, g)
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	passTo(t, g, 0, game.Main2)
	require.Equal(t, []int{21, 19}, lifes(g))
	require.NoError(t, g.Cast(0, j, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, []int{21, 18}, lifes(g))
}

// 3. A shield for sources of one colour and "all but 1" on one damage:
// Bob shielded himself from red (Sunward Shield) and has the emblem. A
// red Javelin's 3 damage is prevented in full whatever the order
// (CR 616.1: Bob applies the shield; "all but 1" then has nothing to
// modify, CR 616.1e), while a white Sun Needle's 1 passes both.
func TestH536ColourShieldAndAllButOne(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Plains, 2)
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 0, card.Plains, 1)
	v := hand(t, g, 1, h536Vow(t))
	s := hand(t, g, 1, sunwardShield(t))
	j := hand(t, g, 0, h482Bolt(t, "Javelin", "{1}{R}", 3))
	n := hand(t, g, 0, whiteBolt)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, v))
	resolve(t, g, nil)
	passTo(t, g, 0, game.Main1)
	require.NoError(t, g.Cast(0, j, pl(1)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, s, pl(1)))
	h482Color(t, g, 1, mana.Red)
	require.Equal(t, 20, g.Life(1))
	require.NoError(t, g.Cast(0, n, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
}

// 4. "Prevent all combat damage that would be dealt this turn by
// nongreen creatures" is a prevention effect, not a change of
// characteristics: it reads each source as the damage would be dealt,
// whatever it was as the spell resolved (CR 611.2c, 615.1). Alice fogs
// in her main phase, then paints her red Ogre green and her green Bear
// blue. Both attack Bob: the Ogre's 3 is dealt, the Bear's 2 is not.
func TestH536NongreenFogReadsColourAsDamageIsDealt(t *testing.T) {
	veil := instant(t, "Verdant Veil", "{G}", nil, ability.Effect{Op: ability.OpPrevent, Subject: ability.SubjectAll,
		Group: ability.Group{NotColors: mana.SetOf(mana.Green)}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 0, card.Island, 2)
	ogre := bf(t, g, 0, creature(t, "Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	bear := bf(t, g, 0, creature(t, "Bear", "{1}{G}", 2, 2, 0, "Bear"))
	f := hand(t, g, 0, veil)
	pg := hand(t, g, 0, h536Paint(t, "Green Wash", mana.Green))
	pb := hand(t, g, 0, h536Paint(t, "Blue Wash", mana.Blue))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, f))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, pg, obj(ogre)))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, pb, obj(bear)))
	resolve(t, g, nil)
	require.Equal(t, mana.SetOf(mana.Green), info(t, g, ogre).Colors)
	h536ToAttack(t, g)
	attack(t, g, 0, game.Attack{Attacker: ogre, Player: 1}, game.Attack{Attacker: bear, Player: 1})
	passTo(t, g, 0, game.Main2)
	require.Equal(t, 17, g.Life(1))
}

// 5. A prevention shield stops damage only (CR 615.1): loss of life is
// no damage (CR 118.3, 119.3). Bob shields himself from red; Alice's red
// Blood Tithe ("Target player loses 3 life") still takes 3, her red
// Javelin none.
func TestH536ShieldDoesNotStopLifeLoss(t *testing.T) {
	tithe := instant(t, "Blood Tithe", "{1}{R}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(3)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Plains, 1)
	lands(t, g, 0, card.Mountain, 4)
	s := hand(t, g, 1, sunwardShield(t))
	b := hand(t, g, 0, tithe)
	j := hand(t, g, 0, h482Bolt(t, "Javelin", "{1}{R}", 3))
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, s, pl(1)))
	h482Color(t, g, 1, mana.Red)
	require.NoError(t, g.Pass(1))
	// Still Bob's turn: Alice answers at instant speed.
	require.NoError(t, g.Cast(0, b, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(1))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, j, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(1))
}

// 6. "If a source would deal damage to an attacking creature you
// control, prevent X of that damage, where X is the number of creatures
// you control": whether the creature is attacking is read as the damage
// would be dealt (CR 615.1, 611.3a). Alice controls Shieldwall Captain
// and a 3/3 Ox (X = 2); the Ox attacks and Bob's 3/3 blocks: the Ox is
// dealt 1. After combat the Ox is no longer attacking (CR 511.3): Bob's
// Javelin (3) in her second main phase is dealt in full, and with the 1
// marked the Ox dies (CR 704.5g).
func TestH536PreventionForAttackersOnly(t *testing.T) {
	captain := def(t, card.Definition{Name: "Shieldwall Captain", ManaCost: cost("{1}{W}"), Types: ability.Creature, Subtypes: []string{"Soldier"},
		Power: C(1), Toughness: C(1),
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Attacking: true, Side: ability.YourSide},
			PreventPerCreature: true}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Mountain, 2)
	bf(t, g, 0, captain)
	ox := bf(t, g, 0, creature(t, "Hill Ox", "{2}{G}", 3, 3, 0, "Ox"))
	bl := bf(t, g, 1, creature(t, "Stone Ox", "{2}{G}", 3, 3, 0, "Ox"))
	j := hand(t, g, 1, h482Bolt(t, "Javelin", "{1}{R}", 3))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: ox, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: bl, Attacker: ox})
	passTo(t, g, 0, game.Main2)
	require.True(t, gone(g, bl))
	require.Equal(t, 1, info(t, g, ox).Damage)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, j, obj(ox)))
	resolve(t, g, nil)
	require.True(t, gone(g, ox), "not attacking: no prevention")
}

// 7. Protection, "prevent X" and indestructible on one creature. Bob's
// Bastion Golem has protection from red, "If a source would deal damage
// to this creature, prevent X of that damage, where X is the number of
// creatures you control" and indestructible. Red damage is prevented by
// protection (CR 702.16e); 5 damage from a white source is cut by
// X = 1 to 4, lethal to a 2/2, which indestructible keeps on the
// battlefield (CR 702.12b, 704.5g).
func TestH536ProtectionPreventionIndestructible(t *testing.T) {
	golem := def(t, card.Definition{Name: "Bastion Golem", ManaCost: cost("{3}"), Types: ability.Artifact | ability.Creature,
		Subtypes: []string{"Golem"}, Power: C(2), Toughness: C(2), Keywords: ability.Indestructible,
		Statics: []ability.Static{{Affects: ability.AffectsSelf, Protection: mana.SetOf(mana.Red), PreventPerCreature: true}}})
	smite := instant(t, "Radiant Smite", "{W}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(5)})
	sweep := sorcery(t, "Cinder Tide", "{R}", nil, ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Creature}, Amount: ability.N(3)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 0, card.Plains, 1)
	gl := bf(t, g, 1, golem)
	sw := hand(t, g, 0, sweep)
	sm := hand(t, g, 0, smite)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, sw))
	resolve(t, g, nil)
	require.Zero(t, info(t, g, gl).Damage)
	require.NoError(t, g.Cast(0, sm, obj(gl)))
	resolve(t, g, nil)
	require.False(t, gone(g, gl))
	require.Equal(t, 4, info(t, g, gl).Damage)
}

// 8. Prevented damage is never dealt (CR 615.6), so the creature it
// would have been dealt to is not "a creature dealt damage by this
// creature this turn". Bob's Bear is shielded from green; Alice's green
// Grudge Hunter (2/4, "Whenever a creature dealt damage by Grudge Hunter
// this turn dies, put a +1/+1 counter on Grudge Hunter") fights it: the
// Bear takes nothing, the Hunter takes 2. Alice's Doom Pin then destroys
// the Bear: no counter (CR 603.10a looks back at a creature never dealt
// damage by the Hunter). The Hunter then fights Bob's 1/1 Wolf, which
// dies of the 2 it is dealt: one counter.
func TestH536PreventedDamageLeavesNoGrudge(t *testing.T) {
	hunter := def(t, card.Definition{Name: "Grudge Hunter", ManaCost: cost("{2}{G}"), Types: ability.Creature, Subtypes: []string{"Elf"},
		Power: C(2), Toughness: C(4),
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{DamagedBySourceThisTurn: true},
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(1)}}}}})
	fight := sorcery(t, "Test of Might", "{G}", []ability.TargetSpec{
		{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}},
		{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.NotYourSide}}},
		ability.Effect{Op: ability.OpFight, Target: 0, Other: 1})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Plains, 1)
	lands(t, g, 0, card.Forest, 2)
	lands(t, g, 0, card.Swamp, 1)
	h := bf(t, g, 0, hunter)
	bear := bf(t, g, 1, creature(t, "Bear", "{1}{G}", 2, 2, 0, "Bear"))
	wolf := bf(t, g, 1, creature(t, "Wolf", "{1}{G}", 1, 1, 0, "Wolf"))
	s := hand(t, g, 1, sunwardShield(t))
	f1 := hand(t, g, 0, fight)
	f2 := hand(t, g, 0, fight)
	d := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, s, obj(bear)))
	h482Color(t, g, 1, mana.Green)
	require.NoError(t, g.Cast(0, f1, obj(h), obj(bear)))
	resolve(t, g, nil)
	require.Zero(t, info(t, g, bear).Damage)
	require.Equal(t, 2, info(t, g, h).Damage)
	require.NoError(t, g.Cast(0, d, obj(bear)))
	resolve(t, g, nil)
	require.True(t, gone(g, bear))
	require.Zero(t, counter(t, g, h, game.PlusOne), "the Bear was never dealt damage by the Hunter")
	require.NoError(t, g.Cast(0, f2, obj(h), obj(wolf)))
	resolve(t, g, nil)
	require.True(t, gone(g, wolf))
	require.Equal(t, 1, counter(t, g, h, game.PlusOne))
}

// ---------------------------------------------------------------------
// Part 2. Regeneration shields

// 9. A regeneration shield made by a trigger. Bob's Guardian Vigil:
// "Whenever a creature you control becomes the target of a spell or
// ability an opponent controls, regenerate that creature." Alice's Doom
// Pin targets his Bear: the trigger goes on the stack above the spell
// and resolves first (CR 603.3, 405.5); the destruction is then replaced
// (CR 701.13a, 614.8): the Bear stays, tapped. The shield is used up,
// but a second Doom Pin triggers the Vigil again and meets a new shield.
// Alice's Final Rest ("Destroy target creature. It can't be
// regenerated.") kills it despite its shield (CR 701.13c).
func TestH536TriggeredRegenerationShield(t *testing.T) {
	vigil := h476Ench(t, "Guardian Vigil", "{1}{G}", nil, ability.Triggered{Event: ability.BecomesTargetOfOpponent,
		Match:   ability.Filter{Types: ability.Creature, Side: ability.YourSide},
		Effects: []ability.Effect{{Op: ability.OpRegenerate, Subject: ability.SubjectEventObject}}})
	final := instant(t, "Final Rest", "{1}{B}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDestroy, Target: 0, NoRegenerate: true})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 4)
	bf(t, g, 1, vigil)
	bear := bf(t, g, 1, creature(t, "Bear", "{1}{G}", 2, 2, 0, "Bear"))
	d1 := hand(t, g, 0, doomDef)
	d2 := hand(t, g, 0, doomDef)
	fr := hand(t, g, 0, final)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, d1, obj(bear)))
	require.Equal(t, 2, g.StackLen(), "the Vigil's trigger above the Doom Pin")
	resolve(t, g, nil)
	require.False(t, gone(g, bear))
	require.True(t, info(t, g, bear).Tapped)
	require.NoError(t, g.Cast(0, d2, obj(bear)))
	resolve(t, g, nil)
	require.False(t, gone(g, bear))
	require.NoError(t, g.Cast(0, fr, obj(bear)))
	resolve(t, g, nil)
	require.True(t, gone(g, bear))
}

// 10. One instant, two shields: "Prevent all combat damage that would
// be dealt this turn. Regenerate each creature you control." Alice's
// 4/4 attacks; Bob, who controls a 2/2 Bear, casts it in the declare
// blockers step after blocking: no combat damage is dealt (CR 615), so
// the regeneration shield is still there after combat (CR 701.13a: it
// waits for a destruction) and Alice's Doom Pin in her second main phase
// is replaced by it.
func TestH536FogAndRegenerateInOneSpell(t *testing.T) {
	haven := instant(t, "Thicket Haven", "{1}{G}", nil,
		ability.Effect{Op: ability.OpPrevent, Subject: ability.SubjectAll},
		ability.Effect{Op: ability.OpRegenerate, Subject: ability.SubjectAll, Group: ability.Group{Side: ability.YourSide}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Forest, 2)
	lands(t, g, 0, card.Swamp, 1)
	ox := bf(t, g, 0, creature(t, "Great Ox", "{3}{G}", 4, 4, 0, "Ox"))
	bear := bf(t, g, 1, creature(t, "Bear", "{1}{G}", 2, 2, 0, "Bear"))
	h := hand(t, g, 1, haven)
	d := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: ox, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: bear, Attacker: ox})
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, h))
	resolve(t, g, nil)
	passTo(t, g, 0, game.Main2)
	require.Zero(t, info(t, g, bear).Damage)
	require.Zero(t, info(t, g, ox).Damage)
	require.False(t, info(t, g, bear).Tapped)
	require.NoError(t, g.Cast(0, d, obj(bear)))
	resolve(t, g, nil)
	require.False(t, gone(g, bear))
	require.True(t, info(t, g, bear).Tapped, "regenerated")
}

// 11. An indestructible creature dealt deathtouch damage is not
// destroyed (CR 702.12b, 704.5h), so its regeneration shield replaces
// nothing and stays (CR 701.13a: "the next time it would be destroyed").
// Bob's Stone Troll (2/2, indestructible, "{G}: Regenerate Stone Troll")
// regenerates in Alice's turn; her Venom Asp (deathtouch, "{T}: Venom
// Asp deals 1 damage to target creature") pings it: it keeps its damage
// and stays untapped. An "until end of turn" loss of indestructible...
// is not in the vocabulary, so the test then checks that the shield is
// still listed.
func TestH536IndestructibleKeepsShieldAgainstDeathtouch(t *testing.T) {
	troll := def(t, card.Definition{Name: "Stone Troll", ManaCost: cost("{2}{G}"), Types: ability.Creature, Subtypes: []string{"Troll"},
		Power: C(2), Toughness: C(2), Keywords: ability.Indestructible,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{G}")}, Effects: []ability.Effect{{Op: ability.OpRegenerate, Subject: ability.SubjectSelf}}}}})
	asp := def(t, card.Definition{Name: "Venom Asp", ManaCost: cost("{B}"), Types: ability.Creature, Subtypes: []string{"Snake"},
		Power: C(1), Toughness: C(1), Keywords: ability.Deathtouch,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Forest, 1)
	tr := bf(t, g, 1, troll)
	a := bf(t, g, 0, asp)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, tr, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Activate(0, a, 0, obj(tr)))
	resolve(t, g, nil)
	require.False(t, gone(g, tr))
	require.False(t, info(t, g, tr).Tapped, "no regeneration happened")
	require.Equal(t, 1, info(t, g, tr).Damage)
	require.Len(t, g.View(1).Shields, 1, "the shield waits for a destruction")
}

// ---------------------------------------------------------------------
// Part 3. Permanents that enter with counters, tapped, or as copies

// 12. "Enters with counters" modifies the entering event (CR 614.1c):
// entering triggers look at the permanent as it is once on the
// battlefield, counters included (CR 603.6a, 603.6d). Alice's Titan
// Watcher: "Whenever a creature with power 3 or greater enters the
// battlefield under your control, you gain 3 life." A 1/1 that enters
// with two +1/+1 counters is a 3/3 and triggers it; a 4/4 that enters
// with two -1/-1 counters is a 2/2 and doesn't.
func TestH536EnteringCountersSeenByPowerTrigger(t *testing.T) {
	watcher := h476Ench(t, "Titan Watcher", "{1}{G}", nil, ability.Triggered{Event: ability.PermanentEnters,
		Match:   ability.Filter{Types: ability.Creature, Side: ability.YourSide, MinPower: 3},
		Effects: gain(3)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 6)
	bf(t, g, 0, watcher)
	a := hand(t, g, 0, h536Counted(t, "Grower", 1, 1, "+1/+1", 2))
	shrinker := h536Counted(t, "Shrinker", 4, 4, "-1/-1", 2)
	b := hand(t, g, 0, shrinker)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, a))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
	require.NoError(t, g.Cast(0, b))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
	require.Equal(t, [2]int{2, 2}, pt(t, g, find(t, g, 0, shrinker)))
}

// 13. A creature that enters with a -1/-1 counter on a 1/1 enters as a
// 0/0 (CR 614.1c: no counter is "put on" it after it entered) and is put
// into its owner's graveyard at the next check (CR 704.5f). It did enter
// and did die: its "When Brittle Imp enters the battlefield, you gain 2
// life" and "When Brittle Imp dies, draw a card" both trigger
// (CR 603.6a, 603.10a), and both resolve.
func TestH536ZeroToughnessEntryTriggersBoth(t *testing.T) {
	imp := h536Counted(t, "Brittle Imp", 1, 1, "-1/-1", 1,
		ability.Triggered{Event: ability.EntersBattlefield, Effects: gain(2)},
		ability.Triggered{Event: ability.Dies, Effects: draw1})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 3)
	i := hand(t, g, 0, imp)
	require.NoError(t, g.Start(2, 0, game.Main1))
	handBefore := len(g.Zone(0, zone.Hand))
	require.NoError(t, g.Cast(0, i))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, i))
	require.Equal(t, 22, g.Life(0))
	require.Equal(t, handBefore, len(g.Zone(0, zone.Hand)), "the Imp left the hand, the drawn card came in")
}

// 14. Two replacement effects on one entering land (CR 614.1c, 616.1):
// Charged Quarry "enters the battlefield tapped" and "with a charge
// counter on it for each land you control". The count is taken as the
// replacement applies, before the land is on the battlefield
// (CR 614.12): Alice controls three lands, so it enters tapped with
// three counters, not four.
func TestH536LandEntersTappedWithCounters(t *testing.T) {
	quarry := def(t, card.Definition{Name: "Charged Quarry", Types: ability.Land, Restrictions: ability.EntersTapped,
		Activated: []ability.Activated{ability.TapForMana(mana.Colorless)},
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "charge",
			Amount: ability.Amount{Kind: ability.CountPermanents, Group: ability.Group{Types: ability.Land, Side: ability.YourSide}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 3)
	lands(t, g, 1, card.Forest, 2)
	q := hand(t, g, 0, quarry)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.PlayLand(0, q))
	nq, ok := g.Follow(q)
	require.True(t, ok)
	require.True(t, info(t, g, nq).Tapped)
	require.Equal(t, 3, counter(t, g, nq, game.Charge))
}

// 15. Cards that enter together count as the replacement applies, before
// the event: neither sees the other (CR 614.12, 603.6a). Alice's Twin
// Rite returns Prism Beast (green, "enters with a +1/+1 counter for each
// color among permanents you control") and the red Ember Pup at once.
// Before they enter Alice controls a white Soldier and lands: one
// colour, so the Beast gets one counter, not two (the red Pup enters
// with it) nor three (the green Beast itself).
func TestH536ColoursCountedBeforeEnteringTogether(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 1)
	bf(t, g, 0, creature(t, "Soldier", "{W}", 1, 1, 0, "Soldier"))
	pb := put(t, g, 0, zone.Graveyard, h536Prism(t))
	pp := put(t, g, 0, zone.Graveyard, creature(t, "Ember Pup", "{R}", 1, 1, 0, "Hound"))
	r := hand(t, g, 0, h536TwinRite(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r, obj(pb), obj(pp)))
	resolve(t, g, nil)
	nb, ok := g.Follow(pb)
	require.True(t, ok)
	require.Equal(t, 1, counter(t, g, nb, game.PlusOne))
}

// 16. The same count for a permanent that enters as a copy: the copy
// effect is applied first, then the copied "enters with" (CR 616.1c,
// 614.12, 706.2); the count is still taken before the event. Alice
// controls Legion Captain ("enters the battlefield with a +1/+1 counter
// for each creature you control") and a Bear; Twin Rite returns Grave
// Shifter alone, which copies the Captain: two counters (the Captain and
// the Bear), the Shifter itself not counted. The Captain on the
// battlefield keeps its own (none: it was put there).
func TestH536CopyCountsCreaturesBeforeTheEvent(t *testing.T) {
	legion := h536Legion(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 1)
	lc := bf(t, g, 0, legion)
	bf(t, g, 0, creature(t, "Bear", "{1}{G}", 2, 2, 0, "Bear"))
	m := put(t, g, 0, zone.Graveyard, h536Shifter(t))
	r := hand(t, g, 0, h536TwinRite(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r, obj(m)))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideChooseCard, d.Kind)
		return chooseObj(0, lc)
	})
	nm, ok := g.Follow(m)
	require.True(t, ok)
	require.Equal(t, "Legion Captain", info(t, g, nm).Card.Name)
	require.Equal(t, 2, counter(t, g, nm, game.PlusOne))
	require.Zero(t, counter(t, g, lc, game.PlusOne))
}

// 17. The same count when the copy is cast: Grave Shifter's spell asks
// as it resolves, and the copied "enters with a +1/+1 counter for each
// color among permanents you control" counts before the Shifter is on
// the battlefield (CR 614.12, 706.2). Alice's Prism Beast (green) was
// painted blue; her other permanents are lands: one colour, one counter
// — the copy's own green, not yet on the battlefield, doesn't count.
func TestH536CastCopyCountsColoursBeforeEntering(t *testing.T) {
	prism := h536Prism(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	pb := bf(t, g, 0, prism)
	m := hand(t, g, 0, h536Shifter(t))
	wash := hand(t, g, 0, h536Paint(t, "Blue Wash", mana.Blue))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, wash, obj(pb)))
	resolve(t, g, nil)
	require.Equal(t, mana.SetOf(mana.Blue), info(t, g, pb).Colors)
	require.NoError(t, g.Cast(0, m))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideChooseCard, d.Kind)
		return chooseObj(0, pb)
	})
	nm, ok := g.Follow(m)
	require.True(t, ok)
	require.Equal(t, mana.SetOf(mana.Green), info(t, g, nm).Colors, "copiable values only (CR 706.2)")
	require.Equal(t, 1, counter(t, g, nm, game.PlusOne))
}

// ---------------------------------------------------------------------
// Part 4. Saves, loads and clones in the middle of a replacement's
// choice

// 18. A save, a load and a clone made while Bob chooses the colour of
// his shield (CR 105.4, 615) in Alice's turn, his emblem's "prevent all
// but 1" already in the command zone: each game, answered alike, goes
// on alike. He chooses red; Alice's red Javelin (3) at him is
// prevented in full, her white Sun Needle (1) passes both effects
// (CR 616.1, 616.1e).
func TestH536SaveInColourChoiceWithEmblem(t *testing.T) {
	shield := sunwardShield(t)
	vow := h536Vow(t)
	jav := h482Bolt(t, "Javelin", "{1}{R}", 3)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Plains, 2)
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 0, card.Plains, 1)
	v := hand(t, g, 1, vow)
	s := hand(t, g, 1, shield)
	j := hand(t, g, 0, jav)
	n := hand(t, g, 0, whiteBolt)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, v))
	resolve(t, g, nil)
	passTo(t, g, 0, game.Main1)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, s, pl(1)))
	passStack(t, g)
	require.Equal(t, game.DecideColor, g.Pending().Kind, g.Prompt(game.English))
	gs := h479Copies(t, g, shield, vow, jav, whiteBolt, card.AjaniEmblem)
	for _, x := range gs {
		require.NoError(t, x.Apply(choose(1, int(mana.Red))))
		resolve(t, x, nil)
		require.NoError(t, x.Cast(0, j, pl(1)))
		resolve(t, x, nil)
		require.Equal(t, 20, x.Life(1))
		require.NoError(t, x.Cast(0, n, pl(1)))
		resolve(t, x, nil)
		require.Equal(t, 19, x.Life(1))
	}
	h479Same(t, gs)
}

// 19. A save, a load and a clone made while Grave Shifter, returned by
// Twin Rite, chooses what to copy as it enters (CR 614.12, 706.2): each
// game copies Legion Captain alike and gives the copy the counters of
// the copied "enters with" (two: the Captain and a Bear, counted before
// the event), and it enters untapped (no "enters tapped" of its own
// applies to a copy, CR 616.1c).
func TestH536SaveInCopyChoice(t *testing.T) {
	legion := h536Legion(t)
	shifter := h536Shifter(t)
	rite := h536TwinRite(t)
	bear := creature(t, "Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 1)
	lc := bf(t, g, 0, legion)
	bf(t, g, 0, bear)
	m := put(t, g, 0, zone.Graveyard, shifter)
	r := hand(t, g, 0, rite)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r, obj(m)))
	passStack(t, g)
	require.Equal(t, game.DecideChooseCard, g.Pending().Kind, g.Prompt(game.English))
	gs := h479Copies(t, g, legion, shifter, rite, bear)
	for _, x := range gs {
		require.NoError(t, x.Apply(chooseObj(0, lc)))
		resolve(t, x, nil)
		nm, ok := x.Follow(m)
		require.True(t, ok)
		o, ok := x.Object(nm)
		require.True(t, ok)
		require.Equal(t, "Legion Captain", o.Card.Name)
		require.Equal(t, 2, o.Counter(game.PlusOne))
		require.False(t, o.Tapped)
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Faults found with these cards, each fixed; both tests failed before
// the fix.

// 20. The count of a copied "enters with a counter for each color among
// permanents you control" is taken as the replacement applies, before
// the event (CR 614.1c, 614.12; the copy effect applies first,
// CR 616.1c, 706.2), as when the copy is cast (test 17): the copy's own
// colour, and the colours of what enters with it, don't count. Alice's
// Prism Beast (green) was painted blue by Blue Wash; with only lands
// besides, her permanents have one colour (blue).
//
//	a. Twin Rite returns Grave Shifter alone; it copies the Beast (a
//	   green Prism Beast: the painting is no copiable value, CR 706.2).
//	   It enters with one counter; the engine used to give two,
//	   counting its own green.
//	b. Twin Rite returns the Shifter with the red Ember Pup: one
//	   counter (the engine used to count blue, green and red, three).
func TestH536CopyColoursCountedAfterTheEvent(t *testing.T) {
	for _, withPup := range []bool{false, true} {
		prism := h536Prism(t)
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Swamp, 1)
		lands(t, g, 0, card.Island, 1)
		pb := bf(t, g, 0, prism)
		m := put(t, g, 0, zone.Graveyard, h536Shifter(t))
		pp := put(t, g, 0, zone.Graveyard, creature(t, "Ember Pup", "{R}", 1, 1, 0, "Hound"))
		wash := hand(t, g, 0, h536Paint(t, "Blue Wash", mana.Blue))
		r := hand(t, g, 0, h536TwinRite(t))
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, wash, obj(pb)))
		resolve(t, g, nil)
		ts := []game.Target{obj(m)}
		if withPup {
			ts = append(ts, obj(pp))
		}
		require.NoError(t, g.Cast(0, r, ts...))
		resolve(t, g, func(d game.Decision) game.Action {
			require.Equal(t, game.DecideChooseCard, d.Kind)
			return chooseObj(0, pb)
		})
		nm, ok := g.Follow(m)
		require.True(t, ok)
		require.Equal(t, "Prism Beast", info(t, g, nm).Card.Name)
		require.Equal(t, 1, counter(t, g, nm, game.PlusOne), "with the Pup: %v; one colour (blue) before the event", withPup)
	}
}

// 21. A copied "enters with a +1/+1 counter for each creature you
// control" counts the creatures there before the event (CR 614.1c,
// 614.12), not those a later instruction of the same resolution makes
// (CR 608.2c: the instructions are followed in order; the Shifter has
// entered, with its counters, before the tokens exist). Alice controls
// Legion Captain; her Rally Rite: "Return target creature card from your
// graveyard to the battlefield. Create two 1/1 white Soldier creature
// tokens." returns Grave Shifter, which copies the Captain: one counter
// (the Captain). The engine asks the copy choice once the resolution is
// over (a documented limit: the resolution's later instructions see the
// Shifter as it was before the choice), and used to count the creatures
// as they were then, the two tokens included: three counters.
func TestH536CopyCountsTokensMadeAfterIt(t *testing.T) {
	legion := h536Legion(t)
	soldier := def(t, card.Definition{Name: "Soldier", Types: ability.Creature, Subtypes: []string{"Soldier"},
		Colors: mana.SetOf(mana.White), Power: C(1), Toughness: C(1)})
	rally := sorcery(t, "Rally Rite", "{B}", []ability.TargetSpec{h536GraveTarget}, ability.Effect{Op: ability.OpPutOntoBattlefield},
		ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoYou, Amount: ability.N(2), Token: soldier})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 1)
	lc := bf(t, g, 0, legion)
	m := put(t, g, 0, zone.Graveyard, h536Shifter(t))
	r := hand(t, g, 0, rally)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r, obj(m)))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideChooseCard, d.Kind)
		return chooseObj(0, lc)
	})
	nm, ok := g.Follow(m)
	require.True(t, ok)
	require.Equal(t, "Legion Captain", info(t, g, nm).Card.Name)
	require.Equal(t, 1, counter(t, g, nm, game.PlusOne), "only the Captain was there before it")
}
