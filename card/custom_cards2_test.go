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

// More cards of custom design, written in the vocabulary and played
// through the game API where the rules decide the outcome: triggers and
// their matches, intervening ifs, granted abilities, statics and layers;
// and the fields Definition.Check refuses because the engine would not
// play them as written.

// Pyre Watcher: {2}{B} enchantment, "Whenever a nontoken creature with
// power 4 or greater dies, draw a card." A 1/1 pumped to 5/5 and then
// destroyed triggers it: its power as it last existed (CR 603.10a). A 5/5
// token dying doesn't (NonToken), nor an unpumped 1/1.
func TestPyreWatcher(t *testing.T) {
	d := def(t, card.Definition{Name: "Pyre Watcher", ManaCost: cost("{2}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{NonToken: true, MinPower: 4}, Effects: draw1}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 0, d)
	lands(t, g, 0, card.Forest, 3)
	lands(t, g, 0, card.Swamp, 3)
	small := bf(t, g, 1, bear(t, "Runt", "{G}", 1, 1, 0))
	small2 := bf(t, g, 1, bear(t, "Runt", "{G}", 1, 1, 0))
	tok := bf(t, g, 1, bear(t, "Big Token", "{4}{G}", 5, 5, 0), game.PutOptions{Token: true})
	tg := hand(t, g, 0, card.TitanicGrowth)
	k1, k2, k3 := hand(t, g, 0, doomDef), hand(t, g, 0, doomDef), hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, k1, game.ObjectTarget(tok)))
	resolve(t, g, nil)
	require.Equal(t, 3, g.ZoneLen(0, zone.Hand), "token: no trigger")
	require.NoError(t, g.Cast(0, k2, game.ObjectTarget(small2)))
	resolve(t, g, nil)
	require.Equal(t, 2, g.ZoneLen(0, zone.Hand), "1/1: no trigger")
	require.NoError(t, g.Cast(0, tg, game.ObjectTarget(small)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{5, 5}, pt(t, g, small))
	require.NoError(t, g.Cast(0, k3, game.ObjectTarget(small)))
	resolve(t, g, nil)
	require.True(t, gone(g, small))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "pumped 5/5 died: draw (CR 603.10a)")
}

// Cinder Tally: {1}{R} enchantment, "Whenever a red card is put into an
// opponent's graveyard from anywhere, each opponent loses 1 life." Three
// players: Bob's Lightning Strike goes to his graveyard; Bob and Carol each
// lose 1 (CR 603.2, 608.2k, 102.2). Bob's green bear dying doesn't.
func TestCinderTally(t *testing.T) {
	d := def(t, card.Definition{Name: "Cinder Tally", ManaCost: cost("{1}{R}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CardPutIntoGraveyard, Match: ability.Filter{Side: ability.OpponentSide, Colors: mana.SetOf(mana.Red)},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	bf(t, g, 0, d)
	lands(t, g, 1, card.Mountain, 2)
	lands(t, g, 1, card.Swamp, 1)
	b := bf(t, g, 1, bear(t, "Green Bear", "{1}{G}", 2, 2, 0))
	s := hand(t, g, 1, card.LightningStrike)
	k := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, s, game.PlayerTarget(2)))
	resolve(t, g, nil)
	require.Equal(t, []int{20, 19, 16}, lifes(g))
	require.NoError(t, g.Cast(1, k, game.ObjectTarget(b)))
	resolve(t, g, nil)
	require.True(t, gone(g, b))
	require.Equal(t, []int{20, 19, 16}, lifes(g), "green bear and black Doom Pin: no trigger")
}

// Lingering Grudge: {1}{B} enchantment, "Whenever an opponent discards a
// creature card, that player loses 2 life." Mind Rot makes Bob discard a
// creature card and a land: one trigger, Bob loses 2 (CR 701.8, 603.2).
func TestLingeringGrudge(t *testing.T) {
	d := def(t, card.Definition{Name: "Lingering Grudge", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.PlayerDiscards, Match: ability.Filter{Side: ability.OpponentSide, Types: ability.Creature},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(2)}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	bf(t, g, 0, d)
	lands(t, g, 0, card.Swamp, 3)
	hand(t, g, 1, bear(t, "Hand Bear", "{1}{G}", 2, 2, 0))
	hand(t, g, 1, card.Forest)
	mr := hand(t, g, 0, card.MindRot)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, mr, game.PlayerTarget(1)))
	resolve(t, g, func(dd game.Decision) game.Action {
		require.Equal(t, game.DecideDiscard, dd.Kind)
		return game.Action{Kind: game.ActDiscard, Player: dd.Player, Object: g.Zone(dd.Player, zone.Hand)[0]}
	})
	require.Equal(t, 0, g.ZoneLen(1, zone.Hand))
	require.Equal(t, []int{20, 18, 20}, lifes(g))
}

// Flamecaller Adept: {1}{R} 1/2, "Whenever you cast a red spell,
// Flamecaller Adept deals 1 damage to each opponent." Four players: a red
// spell triggers it (three opponents take 1), a green creature spell
// doesn't (CR 601.2i, 603.2).
func TestFlamecallerAdept(t *testing.T) {
	d := def(t, card.Definition{Name: "Flamecaller Adept", ManaCost: cost("{1}{R}"), Types: ability.Creature, Power: C(1), Toughness: C(2),
		Triggered: []ability.Triggered{{Event: ability.YouCastSpell, Match: ability.Filter{Colors: mana.SetOf(mana.Red)},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}}}})
	g := newGame(t, 4)
	libs(t, g, 3)
	bf(t, g, 0, d)
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 0, card.Forest, 2)
	s := hand(t, g, 0, card.LightningStrike)
	b := hand(t, g, 0, bear(t, "Green Bear", "{1}{G}", 2, 2, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, game.PlayerTarget(3)))
	resolve(t, g, nil)
	require.Equal(t, []int{20, 19, 19, 16}, lifes(g))
	require.NoError(t, g.Cast(0, b))
	resolve(t, g, nil)
	require.Equal(t, []int{20, 19, 19, 16}, lifes(g))
}

// Herald of Ruin: {2}{B} 2/2, "When you cast this spell, each opponent
// loses 1 life." Bob counters the spell in response to the trigger; the
// trigger still resolves: it is independent of its source (CR 603.2,
// 112.7a). Three players.
func TestHeraldOfRuin(t *testing.T) {
	d := def(t, card.Definition{Name: "Herald of Ruin", ManaCost: cost("{2}{B}"), Types: ability.Creature, Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{{Event: ability.CastThis, Match: ability.Filter{Colors: mana.SetOf(mana.Black)},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	lands(t, g, 1, card.Island, 3)
	h := hand(t, g, 0, d)
	cn := hand(t, g, 1, card.Cancel)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	require.Equal(t, 2, g.StackLen(), "spell and its cast trigger")
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.PlayerID(1), g.PriorityPlayer())
	spell := g.Stack()[1].Source
	require.NoError(t, g.Cast(1, cn, game.ObjectTarget(spell)))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Graveyard))
	require.Equal(t, []int{20, 19, 19}, lifes(g))
}

// Skyward Banner: {2}{W} enchantment, "Whenever a creature you control
// with flying attacks, it gets +1/+0 until end of turn." (CR 508.1, 603.2)
func TestSkywardBanner(t *testing.T) {
	d := def(t, card.Definition{Name: "Skyward Banner", ManaCost: cost("{2}{W}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureAttacks, Match: ability.Filter{Side: ability.YourSide, WithKeyword: ability.Flying},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectEventObject, Power: 1}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	fl := bf(t, g, 0, bear(t, "Sky Bear", "{1}{W}", 1, 1, ability.Flying))
	gr := bf(t, g, 0, bear(t, "Ground Bear", "{1}{G}", 2, 2, 0))
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: fl, Player: 1}, game.Attack{Attacker: gr, Player: 1})
	resolve(t, g, nil)
	require.Equal(t, [2]int{2, 1}, pt(t, g, fl))
	require.Equal(t, [2]int{2, 2}, pt(t, g, gr))
}

// Bulwark Sentry: {1}{W} 1/4, "Whenever a creature with power 3 or
// greater attacks you or a planeswalker you control, Bulwark Sentry deals 1
// damage to it." Three players: Bob attacks Alice with a 3/3 and a 2/2 and
// Carol with a 4/4: only the 3/3 is dealt damage (CR 506.2, 603.2).
func TestBulwarkSentry(t *testing.T) {
	d := def(t, card.Definition{Name: "Bulwark Sentry", ManaCost: cost("{1}{W}"), Types: ability.Creature, Power: C(1), Toughness: C(4),
		Triggered: []ability.Triggered{{Event: ability.CreatureAttacksYouOrYourPlaneswalker, Match: ability.Filter{MinPower: 3},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectEventObject, Amount: ability.N(1)}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	bf(t, g, 0, d)
	a3 := bf(t, g, 1, bear(t, "Three", "{2}{G}", 3, 3, 0))
	a2 := bf(t, g, 1, bear(t, "Two", "{1}{G}", 2, 2, 0))
	a4 := bf(t, g, 1, bear(t, "Four", "{3}{G}", 4, 4, 0))
	require.NoError(t, g.Start(3, 1, game.DeclareAttackers))
	attack(t, g, 1, game.Attack{Attacker: a3, Player: 0}, game.Attack{Attacker: a2, Player: 0}, game.Attack{Attacker: a4, Player: 2})
	resolve(t, g, nil)
	require.Equal(t, []int{1, 0, 0}, []int{info(t, g, a3).Damage, info(t, g, a2).Damage, info(t, g, a4).Damage})
}

// Skyhook Archer: {1}{G} 1/3 reach, "Whenever Skyhook Archer blocks a
// creature with flying, it deals 2 damage to that creature." (CR 509.1,
// 603.2) The flier dies before combat damage; the ground attacker blocked
// by the other Archer is not dealt 2.
func TestSkyhookArcher(t *testing.T) {
	d := def(t, card.Definition{Name: "Skyhook Archer", ManaCost: cost("{1}{G}"), Types: ability.Creature, Power: C(1), Toughness: C(3),
		Keywords: ability.Reach,
		Triggered: []ability.Triggered{{Event: ability.Blocks, Match: ability.Filter{WithKeyword: ability.Flying},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectEventObject, Amount: ability.N(2)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	s1, s2 := bf(t, g, 0, d), bf(t, g, 0, d)
	fl := bf(t, g, 1, bear(t, "Sky Bear", "{1}{W}", 2, 2, ability.Flying))
	gr := bf(t, g, 1, bear(t, "Ground Bear", "{1}{G}", 2, 4, 0))
	require.NoError(t, g.Start(3, 1, game.DeclareAttackers))
	attack(t, g, 1, game.Attack{Attacker: fl, Player: 0}, game.Attack{Attacker: gr, Player: 0})
	toBlockers(t, g)
	block(t, g, 0, game.Block{Blocker: s1, Attacker: fl}, game.Block{Blocker: s2, Attacker: gr})
	require.Equal(t, 1, g.StackLen(), "one trigger: only the flier's blocker")
	passStack(t, g)
	require.True(t, gone(g, fl))
	require.Equal(t, 0, info(t, g, gr).Damage)
	passTo(t, g, 1, game.Main2)
	require.Equal(t, 0, info(t, g, s1).Damage, "the flier died before dealing combat damage")
	require.Equal(t, 2, info(t, g, s2).Damage)
	require.Equal(t, 1, info(t, g, gr).Damage)
}

// Crimson Ward: {2}{R} 1/4, "Whenever Crimson Ward is dealt damage by a
// red source, put a +1/+1 counter on it." Lightning Strike (red) does;
// Sun Needle (white) doesn't (CR 119, 603.2).
func TestCrimsonWard(t *testing.T) {
	d := def(t, card.Definition{Name: "Crimson Ward", ManaCost: cost("{2}{R}"), Types: ability.Creature, Power: C(1), Toughness: C(5),
		Triggered: []ability.Triggered{{Event: ability.DealtDamage, Match: ability.Filter{Colors: mana.SetOf(mana.Red)},
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	w := bf(t, g, 0, d)
	lands(t, g, 1, card.Mountain, 2)
	lands(t, g, 1, card.Plains, 1)
	s := hand(t, g, 1, card.LightningStrike)
	n := hand(t, g, 1, whiteBolt)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, n, game.ObjectTarget(w)))
	resolve(t, g, nil)
	require.Equal(t, 0, counter(t, g, w, game.PlusOne))
	require.NoError(t, g.Cast(1, s, game.ObjectTarget(w)))
	resolve(t, g, nil)
	require.Equal(t, 1, counter(t, g, w, game.PlusOne))
	require.Equal(t, [2]int{2, 6}, pt(t, g, w))
}

// Thornhide Brute: {3}{G} 2/6, "Whenever Thornhide Brute is dealt combat
// damage by a creature with power 3 or greater, you gain 3 life." Blocked by
// a 3/3 and a 2/2 (two sources): one trigger (CR 510.2, 603.2).
func TestThornhideBrute(t *testing.T) {
	d := def(t, card.Definition{Name: "Thornhide Brute", ManaCost: cost("{3}{G}"), Types: ability.Creature, Power: C(2), Toughness: C(6),
		Triggered: []ability.Triggered{{Event: ability.DealtCombatDamage, Match: ability.Filter{MinPower: 3}, Effects: gain(3)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	br := bf(t, g, 0, d)
	b3 := bf(t, g, 1, bear(t, "Three", "{2}{G}", 3, 3, 0))
	b2 := bf(t, g, 1, bear(t, "Two", "{1}{G}", 2, 2, 0))
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: br, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: b3, Attacker: br}, game.Block{Blocker: b2, Attacker: br})
	for g.Pending().Kind != game.DecideDamageOrder {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.NoError(t, g.Apply(g.LegalActions(nil)[0]))
	passTo(t, g, 0, game.Main2)
	require.Equal(t, 5, info(t, g, br).Damage)
	require.Equal(t, 23, g.Life(0))
}

// Martyr's Tithe: {1}{W} Aura, "Enchant creature. Whenever enchanted
// creature is dealt damage, if an opponent controls it, you gain that much
// life" (Match on the enchanted creature: Side opponent). On Bob's creature
// Lightning Strike gives Alice 3; on Alice's own creature nothing.
func TestMartyrsTithe(t *testing.T) {
	d := def(t, card.Definition{Name: "Martyr's Tithe", ManaCost: cost("{1}{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Triggered: []ability.Triggered{{Event: ability.AttachedIsDealtDamage, Match: ability.Filter{Side: ability.OpponentSide},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	theirs := bf(t, g, 1, bear(t, "Big Bear", "{3}{G}", 4, 4, 0))
	mine := bf(t, g, 0, bear(t, "My Bear", "{3}{G}", 4, 4, 0))
	bf(t, g, 0, d, game.PutOptions{AttachedTo: theirs})
	bf(t, g, 0, d, game.PutOptions{AttachedTo: mine})
	lands(t, g, 1, card.Mountain, 4)
	s1, s2 := hand(t, g, 1, card.LightningStrike), hand(t, g, 1, card.LightningStrike)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, s1, game.ObjectTarget(theirs)))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
	require.NoError(t, g.Cast(1, s2, game.ObjectTarget(mine)))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
}

// Aura Magnet: {1}{U} 1/3, "Whenever an Aura you control becomes
// attached to Aura Magnet, draw a card." Bob's Aura on it: nothing; Alice's:
// draw (CR 303.4f, 603.2).
func TestAuraMagnet(t *testing.T) {
	d := def(t, card.Definition{Name: "Aura Magnet", ManaCost: cost("{1}{U}"), Types: ability.Creature, Power: C(1), Toughness: C(3),
		Triggered: []ability.Triggered{{Event: ability.AuraBecomesAttached, Match: ability.Filter{Side: ability.YourSide}, Effects: draw1}}})
	aura := def(t, card.Definition{Name: "Minor Blessing", ManaCost: cost("{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 1, Toughness: 1}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	m := bf(t, g, 0, d)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Plains, 1)
	a0, a1 := hand(t, g, 0, aura), hand(t, g, 1, aura)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, a1, game.ObjectTarget(m)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{2, 4}, pt(t, g, m))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	passTo(t, g, 0, game.Main1)
	require.Equal(t, 2, g.ZoneLen(0, zone.Hand)) // drew for turn
	require.NoError(t, g.Cast(0, a0, game.ObjectTarget(m)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 5}, pt(t, g, m))
	require.Equal(t, 2, g.ZoneLen(0, zone.Hand), "cast the aura (-1), drew (+1)")
}

// Relic Warden: {2}{W} enchantment, "Whenever an artifact you control
// becomes the target of a spell or ability an opponent controls, you gain 2
// life." (CR 114, 603.2) Naturalize on the artifact: +2; Lightning Strike on
// a creature: nothing.
func TestRelicWarden(t *testing.T) {
	d := def(t, card.Definition{Name: "Relic Warden", ManaCost: cost("{2}{W}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.BecomesTargetOfOpponent, Match: ability.Filter{Side: ability.YourSide, Types: ability.Artifact}, Effects: gain(2)}}})
	idol := def(t, card.Definition{Name: "Brass Idol", ManaCost: cost("{2}"), Types: ability.Artifact})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	a := bf(t, g, 0, idol)
	b := bf(t, g, 0, bear(t, "My Bear", "{1}{G}", 2, 2, 0))
	lands(t, g, 1, card.Mountain, 2)
	lands(t, g, 1, card.Forest, 2)
	s := hand(t, g, 1, card.LightningStrike)
	n := hand(t, g, 1, card.Naturalize)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, s, game.ObjectTarget(b)))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0))
	require.NoError(t, g.Cast(1, n, game.ObjectTarget(a)))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	require.True(t, gone(g, a))
}

// Tinker's Echo: {3} artifact, "{2}: You gain 1 life. Whenever you
// activate an ability of another artifact, draw a card." Its own ability
// doesn't trigger it; Clockwork Trinket's does (CR 602.2, 603.2).
func TestTinkersEcho(t *testing.T) {
	d := def(t, card.Definition{Name: "Tinker's Echo", ManaCost: cost("{3}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{2}")}, Effects: gain(1)}},
		Triggered: []ability.Triggered{{Event: ability.YouActivateArtifactAbility, Match: ability.Filter{Another: true}, Effects: draw1}}})
	tr := def(t, card.Definition{Name: "Clockwork Trinket", ManaCost: cost("{1}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")}, Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "charge", Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	e := bf(t, g, 0, d)
	k := bf(t, g, 0, tr)
	lands(t, g, 0, card.Plains, 3)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, e, 0))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
	require.NoError(t, g.Activate(0, k, 0))
	resolve(t, g, nil)
	require.Equal(t, 1, counter(t, g, k, game.Charge))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
}

// Verdant Herald: {1}{G} 1/1, "Whenever another green creature enters
// the battlefield under your control, you gain 2 life." (CR 603.6a) A green
// bear: +2; a white bear: nothing; Bob's green bear: nothing.
func TestVerdantHerald(t *testing.T) {
	d := def(t, card.Definition{Name: "Verdant Herald", ManaCost: cost("{1}{G}"), Types: ability.Creature, Power: C(1), Toughness: C(1),
		Triggered: []ability.Triggered{{Event: ability.AnotherCreatureEnters, Match: ability.Filter{Colors: mana.SetOf(mana.Green), Side: ability.YourSide}, Effects: gain(2)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 6)
	lands(t, g, 1, card.Forest, 2)
	h := hand(t, g, 0, d)
	gb := hand(t, g, 0, bear(t, "Green Bear", "{1}{G}", 2, 2, 0))
	wb := hand(t, g, 0, bear(t, "White Bear", "{1}", 2, 2, 0))
	ob := hand(t, g, 1, def(t, card.Definition{Name: "Flash Bear", ManaCost: cost("{1}{G}"), Types: ability.Creature, Power: C(2), Toughness: C(2), Keywords: ability.Flash}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0), "not itself (another)")
	require.NoError(t, g.Cast(0, gb))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	require.NoError(t, g.Cast(0, wb))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, ob))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// Rimefrost Frontier: {1}{U} enchantment, "Whenever a land enters the
// battlefield under an opponent's control, tap it." (CR 603.2, 305.1)
func TestRimefrostFrontier(t *testing.T) {
	d := def(t, card.Definition{Name: "Rimefrost Frontier", ManaCost: cost("{1}{U}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.PermanentEnters, Match: ability.Filter{Types: ability.Land, Side: ability.OpponentSide},
			Effects: []ability.Effect{{Op: ability.OpTap, Subject: ability.SubjectEventObject}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	f := hand(t, g, 1, card.Forest)
	f0 := hand(t, g, 0, card.Forest)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.PlayLand(1, f))
	resolve(t, g, nil)
	l := g.Zone(1, zone.Battlefield)[0]
	require.True(t, info(t, g, l).Tapped)
	passTo(t, g, 0, game.Main1)
	require.NoError(t, g.PlayLand(0, f0))
	require.Equal(t, 0, g.StackLen())
}

// Elvish Muster: {2}{G} enchantment, "Whenever a nontoken Elf enters the
// battlefield under your control, create a 1/1 green Elf Warrior creature
// token." The token, an Elf, doesn't trigger it (NonToken).
func TestElvishMuster(t *testing.T) {
	tok := def(t, card.Definition{Name: "Elf Warrior", Types: ability.Creature, Subtypes: []string{"Elf", "Warrior"}, Colors: mana.SetOf(mana.Green), Power: C(1), Toughness: C(1)})
	d := def(t, card.Definition{Name: "Elvish Muster", ManaCost: cost("{2}{G}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.PermanentEnters, Match: ability.Filter{NonToken: true, Subtype: "Elf", Side: ability.YourSide},
			Effects: []ability.Effect{{Op: ability.OpCreateToken, Who: ability.WhoYou, Token: tok, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	lands(t, g, 0, card.Forest, 4)
	e := hand(t, g, 0, bearOf(t, "Elf Scout", "{G}", 1, 1, 0, "Elf", "Scout"))
	b := hand(t, g, 0, bear(t, "Bear Cub", "{G}", 1, 1, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, e))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, b))
	resolve(t, g, nil)
	require.Equal(t, 4+1+2+1, g.ZoneLen(0, zone.Battlefield)) // lands, muster, elf+bear, one token
}

// Bloodbane Duelist: {1}{B} 1/1, "{T}: Bloodbane Duelist deals 1 damage to
// target creature. Whenever a creature dealt damage by Bloodbane Duelist this
// turn dies, put a +1/+1 counter on Bloodbane Duelist." (CR 603.10a) A 1/1
// it pinged dies: counter. A creature Doom Pin destroys: nothing.
func TestBloodbaneDuelist(t *testing.T) {
	d := def(t, card.Definition{Name: "Bloodbane Duelist", ManaCost: cost("{1}{B}"), Types: ability.Creature, Power: C(1), Toughness: C(1),
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}},
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{DamagedBySourceThisTurn: true},
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bd := bf(t, g, 0, d)
	lands(t, g, 0, card.Swamp, 1)
	v1 := bf(t, g, 1, bear(t, "Runt", "{G}", 1, 1, 0))
	v2 := bf(t, g, 1, bear(t, "Runt", "{G}", 1, 1, 0))
	k := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, k, game.ObjectTarget(v2)))
	resolve(t, g, nil)
	require.True(t, gone(g, v2))
	require.Equal(t, 0, counter(t, g, bd, game.PlusOne))
	require.NoError(t, g.Activate(0, bd, 0, game.ObjectTarget(v1)))
	resolve(t, g, nil)
	require.True(t, gone(g, v1))
	require.Equal(t, 1, counter(t, g, bd, game.PlusOne))
}

// Marsh Vigil: {1}{B} enchantment, "Whenever a creature dies, if you
// control a Swamp, you gain 2 life." Intervening "if" (CR 603.4): with the
// trigger on the stack Alice sacrifices her only Swamp to Quarry Altar
// ("Sacrifice a land: You gain 1 life"), so it does nothing on resolution.
func TestMarshVigil(t *testing.T) {
	d := def(t, card.Definition{Name: "Marsh Vigil", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, IfControlSubtype: "Swamp", Effects: gain(2)}}})
	alt := def(t, card.Definition{Name: "Quarry Altar", ManaCost: cost("{1}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Sacrifice: &ability.Group{Types: ability.Land}}, Effects: gain(1)}}})
	for _, sac := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 3)
		bf(t, g, 0, d)
		al := bf(t, g, 0, alt)
		sw := bf(t, g, 0, card.Swamp)
		v := bf(t, g, 1, bear(t, "Runt", "{G}", 1, 1, 0))
		lands(t, g, 1, card.Plains, 1)
		n := hand(t, g, 1, whiteBolt)
		require.NoError(t, g.Start(2, 1, game.Main1))
		require.NoError(t, g.Cast(1, n, game.ObjectTarget(v)))
		require.NoError(t, g.PassUntilResolved())
		require.Equal(t, 1, g.StackLen(), "the trigger")
		if sac {
			require.NoError(t, g.Pass(1))
			require.NoError(t, g.Activate(0, al, 0))
			require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
			require.NoError(t, g.Apply(chooseObj(0, sw)))
			resolve(t, g, nil)
			require.Equal(t, 21, g.Life(0), "the if fails on resolution: only the Altar's 1")
		} else {
			resolve(t, g, nil)
			require.Equal(t, 22, g.Life(0))
		}
	}
}

// Artificer's Insight: {1}{U} enchantment, "Whenever you cast an instant
// spell, if you control an artifact, draw a card." The artifact is
// sacrificed in response: no card (CR 603.4). Without the response: a card.
func TestArtificersInsight(t *testing.T) {
	d := def(t, card.Definition{Name: "Artificer's Insight", ManaCost: cost("{1}{U}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.YouCastSpell, Match: ability.Filter{Types: ability.Instant},
			If: ability.IfYouControl(ability.Artifact), Effects: draw1}}})
	bomb := def(t, card.Definition{Name: "Rattle Bomb", ManaCost: cost("{1}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{SacrificeSelf: true}, Effects: gain(1)}}})
	for _, sac := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 3)
		bf(t, g, 0, d)
		bb := bf(t, g, 0, bomb)
		lands(t, g, 0, card.Plains, 1)
		n := hand(t, g, 0, whiteBolt)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, n, game.PlayerTarget(1)))
		require.Equal(t, 2, g.StackLen())
		if sac {
			require.NoError(t, g.Activate(0, bb, 0))
			resolve(t, g, nil)
			require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
		} else {
			resolve(t, g, nil)
			require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
		}
		require.Equal(t, 19, g.Life(1))
	}
}

// Curse of Mourning: {1}{B} Aura, "Enchant creature. Enchanted creature
// has 'Whenever a creature dies, you lose 1 life.'" On Bob's creature: the
// ability is the creature's, controlled by Bob, and "you" is Bob
// (CR 112.10, 603.3a). Three players.
func TestCurseOfMourning(t *testing.T) {
	d := def(t, card.Definition{Name: "Curse of Mourning", ManaCost: cost("{1}{B}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, OfAttached: true,
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(1)}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	host := bf(t, g, 1, bear(t, "Cursed Bear", "{1}{G}", 2, 2, 0))
	bf(t, g, 0, d, game.PutOptions{AttachedTo: host})
	v := bf(t, g, 2, bear(t, "Runt", "{G}", 1, 1, 0))
	lands(t, g, 0, card.Swamp, 1)
	k := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, k, game.ObjectTarget(v)))
	require.NoError(t, g.PassUntilResolved())
	for g.Pending().Kind == game.DecidePriority && g.StackLen() == 0 {
		break
	}
	require.Equal(t, 1, g.StackLen())
	require.Equal(t, game.PlayerID(1), g.Stack()[0].Controller)
	resolve(t, g, nil)
	require.Equal(t, []int{20, 19, 20}, lifes(g))
}

// Animating Brand: {2}{U} Aura, "Enchant artifact. Enchanted artifact is
// a creature with base power and toughness 3/3 in addition to its other
// types, gets +1/+1 and has flying." With a +1/+1 counter: 5/5 (CR 613.1d,
// 613.3b, 613.3c, 613.3d).
func TestAnimatingBrand(t *testing.T) {
	d := def(t, card.Definition{Name: "Animating Brand", ManaCost: cost("{2}{U}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetArtifact,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, AddTypes: ability.Creature, SetBasePT: true, BasePower: 3, BaseToughness: 3,
			Power: 1, Toughness: 1, Keywords: ability.Flying}}})
	idol := def(t, card.Definition{Name: "Brass Idol", ManaCost: cost("{2}"), Types: ability.Artifact})
	g := newGame(t, 2)
	libs(t, g, 3)
	a := bf(t, g, 0, idol, game.PutOptions{Counters: [game.NumCounterKinds]int{game.PlusOne: 1}})
	lands(t, g, 0, card.Island, 3)
	au := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, au, game.ObjectTarget(a)))
	resolve(t, g, nil)
	o := info(t, g, a)
	require.True(t, o.Types.Has(ability.Creature|ability.Artifact))
	require.True(t, o.Keywords.Has(ability.Flying))
	require.Equal(t, [2]int{5, 5}, [2]int{o.Power, o.Toughness})
}

// Shrinking Hex: {2}{U} enchantment, "Creatures your opponents control
// have base power and toughness 1/1." Bob's 4/4 with a +1/+1 counter is 2/2;
// Titanic Growth makes it 6/6 (CR 613.3b, c, d; 613.6 order irrelevant
// across sublayers). Alice's creature is unchanged.
func TestShrinkingHex(t *testing.T) {
	d := def(t, card.Definition{Name: "Shrinking Hex", ManaCost: cost("{2}{U}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.OpponentSide}, SetBasePT: true, BasePower: 1, BaseToughness: 1}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	mine := bf(t, g, 0, bear(t, "Mine", "{3}{G}", 4, 4, 0))
	theirs := bf(t, g, 1, bear(t, "Theirs", "{3}{G}", 4, 4, 0), game.PutOptions{Counters: [game.NumCounterKinds]int{game.PlusOne: 1}})
	lands(t, g, 1, card.Forest, 3)
	tg := hand(t, g, 1, card.TitanicGrowth)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Equal(t, [2]int{4, 4}, pt(t, g, mine))
	require.Equal(t, [2]int{2, 2}, pt(t, g, theirs))
	require.NoError(t, g.Cast(1, tg, game.ObjectTarget(theirs)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{6, 6}, pt(t, g, theirs))
}

// Night Covenant: {1}{B} enchantment, "Other black creatures have
// deathtouch." Any controller's; not the Covenant-controller's green bear
// (CR 613.1f).
func TestNightCovenant(t *testing.T) {
	d := def(t, card.Definition{Name: "Night Covenant", ManaCost: cost("{1}{B}"), Types: ability.Creature, Power: C(1), Toughness: C(1),
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Colors: mana.SetOf(mana.Black), Other: true}, Keywords: ability.Deathtouch}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	self := bf(t, g, 0, d)
	ob := bf(t, g, 1, bearOf(t, "Black Rat", "{1}{B}", 1, 1, 0, "Rat"))
	gb := bf(t, g, 0, bear(t, "Green Bear", "{1}{G}", 2, 2, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.False(t, info(t, g, self).Keywords.Has(ability.Deathtouch))
	require.True(t, info(t, g, ob).Keywords.Has(ability.Deathtouch))
	require.False(t, info(t, g, gb).Keywords.Has(ability.Deathtouch))
}

// Desperate Brawler: {2}{R} 2/2, "As long as your life total is less
// than your starting life total, Desperate Brawler gets +2/+2 and has
// lifelink." (CR 103.3, 604.2)
func TestDesperateBrawler(t *testing.T) {
	d := def(t, card.Definition{Name: "Desperate Brawler", ManaCost: cost("{2}{R}"), Types: ability.Creature, Power: C(2), Toughness: C(2),
		Statics: []ability.Static{{Affects: ability.AffectsSelf, If: ability.If(ability.LifeBelowStarting), Power: 2, Toughness: 2, Keywords: ability.Lifelink}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	b := bf(t, g, 0, d)
	lands(t, g, 1, card.Mountain, 2)
	s := hand(t, g, 1, card.LightningStrike)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
	require.NoError(t, g.Cast(1, s, game.PlayerTarget(0)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, b))
	require.True(t, info(t, g, b).Keywords.Has(ability.Lifelink))
}

// Selfwarding Ward: {W} Aura, "Enchant creature. Enchanted creature has
// protection from white." The white Aura is then attached illegally and is
// put into its owner's graveyard (CR 702.16c, 704.5n). A variant with
// "This effect doesn't remove Auras" (ProtectionKeepsAuras) stays.
func TestSelfwardingWard(t *testing.T) {
	for _, keep := range []bool{false, true} {
		d := def(t, card.Definition{Name: "Selfwarding Ward", ManaCost: cost("{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
			Enchant: ability.TargetCreature,
			Statics: []ability.Static{{Affects: ability.AffectsAttached, Protection: mana.SetOf(mana.White), ProtectionKeepsAuras: keep}}})
		g := newGame(t, 2)
		libs(t, g, 3)
		b := bf(t, g, 0, bear(t, "Green Bear", "{1}{G}", 2, 2, 0))
		lands(t, g, 0, card.Plains, 1)
		au := hand(t, g, 0, d)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, au, game.ObjectTarget(b)))
		resolve(t, g, nil)
		if keep {
			require.Equal(t, 0, g.ZoneLen(0, zone.Graveyard))
			require.True(t, info(t, g, b).Protection.Has(mana.White))
		} else {
			require.Equal(t, 1, g.ZoneLen(0, zone.Graveyard), "CR 704.5n")
			require.False(t, info(t, g, b).Protection.Has(mana.White))
		}
	}
}

// Rust Tariff: {1}{W} enchantment, "Activated abilities of artifacts
// your opponents control cost {2} more to activate." Bob's "{1}: gain 1"
// artifact needs three mana; Alice's copy doesn't (CR 601.2f via 602.2b).
func TestRustTariff(t *testing.T) {
	d := def(t, card.Definition{Name: "Rust Tariff", ManaCost: cost("{1}{W}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Artifact, Side: ability.OpponentSide}, ActivationTax: 2}}})
	art := def(t, card.Definition{Name: "Life Bauble", ManaCost: cost("{1}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")}, Effects: gain(1)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	mine := bf(t, g, 0, art)
	theirs := bf(t, g, 1, art)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Plains, 2)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Error(t, g.Activate(1, theirs, 0), "needs {3}")
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Activate(0, mine, 0))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
}

// Moat of Thorns: {2}{W} enchantment, "As long as you control an
// artifact, creatures your opponents control can't attack or block unless
// their controller pays {1} for each of them." (CR 508.1d, 604.2) Bob with
// no untapped land can't attack while Alice has an artifact; can after it
// leaves (here: a position without it).
func TestMoatOfThorns(t *testing.T) {
	d := def(t, card.Definition{Name: "Moat of Thorns", ManaCost: cost("{2}{W}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.OpponentSide}, If: ability.IfYouControl(ability.Artifact), AttackBlockTax: 1}}})
	idol := def(t, card.Definition{Name: "Brass Idol", ManaCost: cost("{2}"), Types: ability.Artifact})
	for _, withArt := range []bool{true, false} {
		g := newGame(t, 2)
		libs(t, g, 3)
		bf(t, g, 0, d)
		if withArt {
			bf(t, g, 0, idol)
		}
		a := bf(t, g, 1, bear(t, "Raid Bear", "{1}{G}", 2, 2, 0))
		require.NoError(t, g.Start(3, 1, game.DeclareAttackers))
		require.Equal(t, !withArt, g.CanAttack(a))
		if !withArt {
			attack(t, g, 1, game.Attack{Attacker: a, Player: 0})
		}
	}
}

// Stonebound Oath: {1}{G} 3/3, "You can't play lands." Alice can't;
// Bob can (CR 305.1, 101.2).
func TestStoneboundOath(t *testing.T) {
	d := def(t, card.Definition{Name: "Stonebound Oath", ManaCost: cost("{1}{G}"), Types: ability.Creature, Power: C(3), Toughness: C(3),
		Statics: []ability.Static{{ControllerCantPlayLands: true}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	f0 := hand(t, g, 0, card.Forest)
	f1 := hand(t, g, 1, card.Forest)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.PlayLand(0, f0))
	passTo(t, g, 1, game.Main1)
	require.NoError(t, g.PlayLand(1, f1))
}

// Beastcall Circle: {1}{G} enchantment, "Creature spells you cast have
// convoke." A {3}{G} creature cast with two lands and two creatures tapped
// (CR 702.50a); a sorcery can't be convoked.
func TestBeastcallCircle(t *testing.T) {
	d := def(t, card.Definition{Name: "Beastcall Circle", ManaCost: cost("{1}{G}"), Types: ability.Enchantment,
		Statics: []ability.Static{{SpellsHaveConvoke: ability.Creature}}})
	big := bearOf(t, "Big Beast", "{3}{G}", 4, 4, 0, "Beast")
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	lands(t, g, 0, card.Forest, 2)
	c1 := bf(t, g, 0, bear(t, "Green Bear", "{1}{G}", 2, 2, 0))
	c2 := bf(t, g, 0, bear(t, "White Bear", "{1}{W}", 2, 2, 0))
	h := hand(t, g, 0, big)
	require.NoError(t, g.Start(2, 0, game.Main1))
	a := game.Action{Kind: game.ActCast, Player: 0, Object: h, Convoke: []game.ObjectID{c1, c2}}
	require.NoError(t, g.Apply(a))
	resolve(t, g, nil)
	require.NotZero(t, find(t, g, 0, big))
	require.True(t, info(t, g, c1).Tapped)
	require.True(t, info(t, g, c2).Tapped)
}

// Grove Avatar: {3}{G} */*, "Grove Avatar's power and toughness are
// each equal to the number of Forests you control." With a lord giving +1/+1:
// 3 Forests -> 4/4 (CR 604.3, 613.3a, c).
func TestGroveAvatar(t *testing.T) {
	d := def(t, card.Definition{Name: "Grove Avatar", ManaCost: cost("{3}{G}"), Types: ability.Creature, Subtypes: []string{"Avatar"},
		Power: card.Star, Toughness: card.Star,
		Statics: []ability.Static{{Affects: ability.AffectsSelf, SetPTFromCount: "Forest"}}})
	lord := def(t, card.Definition{Name: "Grove Lord", ManaCost: cost("{1}{G}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide, Subtype: "Avatar"}, Power: 1, Toughness: 1}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	a := bf(t, g, 0, d)
	bf(t, g, 0, lord)
	lands(t, g, 0, card.Forest, 3)
	lands(t, g, 1, card.Forest, 2)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{4, 4}, pt(t, g, a))
}

// Elvish Warcaller: {2}{G} enchantment, "Elves you control have '{T}:
// This creature deals 1 damage to target player.'" The granted ability
// is each Elf's; a summoning-sick Elf can't use it (CR 302.6, 613.1f).
func TestElvishWarcaller(t *testing.T) {
	gr := ability.Activated{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetPlayer},
		Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)}}}
	d := def(t, card.Definition{Name: "Elvish Warcaller", ManaCost: cost("{2}{G}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide, Subtype: "Elf"}, Grant: &gr}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	e := bf(t, g, 0, bearOf(t, "Elf Scout", "{G}", 1, 1, 0, "Elf"))
	sick := bf(t, g, 0, bearOf(t, "Elf Kid", "{G}", 1, 1, 0, "Elf"), game.PutOptions{Sick: true})
	nb := bf(t, g, 0, bear(t, "Bear Cub", "{G}", 1, 1, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Empty(t, g.OptionsFor(0, sick))
	require.Empty(t, g.OptionsFor(0, nb))
	opts := g.OptionsFor(0, e)
	require.NotEmpty(t, opts)
	a := opts[0]
	a = a.WithTargets(game.PlayerTarget(1))
	require.NoError(t, g.Apply(a))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
}

// Four players, APNAP (CR 101.4, 603.3b): each controls Mourning Bell,
// "Whenever a creature dies, you gain 1 life." On Carol's turn a creature
// dies: Carol's trigger goes on the stack first, then Dave's, Alice's and
// Bob's: Bob's is on top.
func TestMourningBellAPNAP(t *testing.T) {
	d := def(t, card.Definition{Name: "Mourning Bell", ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Effects: gain(1)}}})
	g := newGame(t, 4)
	libs(t, g, 3)
	for p := 0; p < 4; p++ {
		bf(t, g, game.PlayerID(p), d)
	}
	v := bf(t, g, 0, bear(t, "Runt", "{G}", 1, 1, 0))
	lands(t, g, 2, card.Swamp, 1)
	k := hand(t, g, 2, doomDef)
	require.NoError(t, g.Start(2, 2, game.Main1))
	require.NoError(t, g.Cast(2, k, game.ObjectTarget(v)))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, 4, g.StackLen())
	st := g.Stack()
	require.Equal(t, []game.PlayerID{1, 0, 3, 2}, []game.PlayerID{st[0].Controller, st[1].Controller, st[2].Controller, st[3].Controller})
	require.Equal(t, game.PlayerID(2), g.PriorityPlayer())
	resolve(t, g, nil)
	require.Equal(t, []int{21, 21, 21, 21}, lifes(g))
}

// Withering Pact: {1}{B} 3/3, "Put a -1/-1 counter on Withering Pact:
// Draw a card." Activated three times it is 0/0 and dies (CR 117.1,
// 704.5f); its third ability still resolves (CR 112.7a).
func TestWitheringPact(t *testing.T) {
	d := def(t, card.Definition{Name: "Withering Pact", ManaCost: cost("{1}{B}"), Types: ability.Creature, Power: C(3), Toughness: C(3),
		Activated: []ability.Activated{{Cost: ability.Cost{PutCounter: "-1/-1"}, Effects: draw1}}})
	g := newGame(t, 2)
	libs(t, g, 4)
	w := bf(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	for i := 0; i < 2; i++ {
		require.NoError(t, g.Activate(0, w, 0))
		resolve(t, g, nil)
	}
	require.Equal(t, [2]int{1, 1}, pt(t, g, w))
	require.NoError(t, g.Activate(0, w, 0))
	resolve(t, g, nil)
	require.True(t, gone(g, w))
	require.Equal(t, 3, g.ZoneLen(0, zone.Hand))
}

// Skybreeder's Joy: {1}{W} enchantment, "Whenever you cast a creature
// spell with flying, you gain 2 life." (Match on a spell: keywords, CR 601.2i)
func TestSkybreedersJoy(t *testing.T) {
	d := def(t, card.Definition{Name: "Skybreeder's Joy", ManaCost: cost("{1}{W}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.YouCastSpell, Match: ability.Filter{Types: ability.Creature, WithKeyword: ability.Flying}, Effects: gain(2)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	lands(t, g, 0, card.Plains, 4)
	f := hand(t, g, 0, bear(t, "Sky Bear", "{1}{W}", 1, 1, ability.Flying))
	n := hand(t, g, 0, bear(t, "Ground Bear", "{1}{W}", 2, 2, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, n))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0))
	require.NoError(t, g.Cast(0, f))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// Titan's Herald: {2}{G} enchantment, "Whenever you cast a Giant spell
// with power 4 or greater, draw a card." A 4/4 Giant: draw; a 2/2 Giant and
// a 5/5 Beast: no (Match Subtype and MinPower on a spell).
func TestTitansHerald(t *testing.T) {
	d := def(t, card.Definition{Name: "Titan's Herald", ManaCost: cost("{2}{G}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.YouCastSpell, Match: ability.Filter{Subtype: "Giant", MinPower: 4}, Effects: draw1}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	lands(t, g, 0, card.Forest, 3)
	big := hand(t, g, 0, bearOf(t, "Hill Giant", "{1}", 4, 4, 0, "Giant"))
	small := hand(t, g, 0, bearOf(t, "Small Giant", "{1}", 2, 2, 0, "Giant"))
	beast := hand(t, g, 0, bearOf(t, "Big Beast", "{1}", 5, 5, 0, "Beast"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, small))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, beast))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.NoError(t, g.Cast(0, big))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "cast one, drew one")
	require.Equal(t, 2, g.ZoneLen(0, zone.Library))
}

// Gravecaller's Chant: {1}{B} enchantment, "Whenever a Zombie card is
// put into your graveyard from anywhere, each opponent loses 1 life." A
// Zombie discarded to Mind Rot (Bob casts it at Alice) triggers; the land
// doesn't. Three players.
func TestGravecallersChant(t *testing.T) {
	d := def(t, card.Definition{Name: "Gravecaller's Chant", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CardPutIntoGraveyard, Match: ability.Filter{Side: ability.YourSide, Subtype: "Zombie"},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	bf(t, g, 0, d)
	hand(t, g, 0, bearOf(t, "Shambler", "{1}{B}", 2, 2, 0, "Zombie"))
	hand(t, g, 0, card.Swamp)
	lands(t, g, 1, card.Swamp, 3)
	mr := hand(t, g, 1, card.MindRot)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, mr, game.PlayerTarget(0)))
	resolve(t, g, func(dd game.Decision) game.Action {
		return game.Action{Kind: game.ActDiscard, Player: dd.Player, Object: g.Zone(dd.Player, zone.Hand)[0]}
	})
	require.Equal(t, []int{20, 19, 19}, lifes(g))
}

// Pyromancer's Debt: {B}{R} enchantment, "Whenever an opponent discards
// a red card, Pyromancer's Debt deals 2 damage to that player." (Match
// colours on a discarded card.)
func TestPyromancersDebt(t *testing.T) {
	d := def(t, card.Definition{Name: "Pyromancer's Debt", ManaCost: cost("{B}{R}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.PlayerDiscards, Match: ability.Filter{Side: ability.OpponentSide, Colors: mana.SetOf(mana.Red)},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEventPlayer, Amount: ability.N(2)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	lands(t, g, 0, card.Swamp, 3)
	hand(t, g, 1, card.LightningStrike)
	hand(t, g, 1, card.Cancel)
	mr := hand(t, g, 0, card.MindRot)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, mr, game.PlayerTarget(1)))
	resolve(t, g, func(dd game.Decision) game.Action {
		return game.Action{Kind: game.ActDiscard, Player: dd.Player, Object: g.Zone(dd.Player, zone.Hand)[0]}
	})
	require.Equal(t, 18, g.Life(1))
}

// Sworn Pikeman: {2}{W} 2/4, "Whenever Sworn Pikeman blocks a creature
// with power 3 or greater, Sworn Pikeman gets +2/+0 until end of turn."
func TestSwornPikeman(t *testing.T) {
	d := def(t, card.Definition{Name: "Sworn Pikeman", ManaCost: cost("{2}{W}"), Types: ability.Creature, Power: C(2), Toughness: C(4),
		Triggered: []ability.Triggered{{Event: ability.Blocks, Match: ability.Filter{MinPower: 3},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Power: 2}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	p1, p2 := bf(t, g, 0, d), bf(t, g, 0, d)
	a3 := bf(t, g, 1, bear(t, "Three", "{2}{G}", 3, 3, 0))
	a2 := bf(t, g, 1, bear(t, "Two", "{1}{G}", 2, 5, 0))
	require.NoError(t, g.Start(3, 1, game.DeclareAttackers))
	attack(t, g, 1, game.Attack{Attacker: a3, Player: 0}, game.Attack{Attacker: a2, Player: 0})
	toBlockers(t, g)
	block(t, g, 0, game.Block{Blocker: p1, Attacker: a3}, game.Block{Blocker: p2, Attacker: a2})
	passStack(t, g)
	require.Equal(t, [2]int{4, 4}, pt(t, g, p1))
	require.Equal(t, [2]int{2, 4}, pt(t, g, p2))
	passTo(t, g, 1, game.Main2)
	require.True(t, gone(g, a3))
	require.Equal(t, 2, info(t, g, a2).Damage)
}

// Windward Guardian: {1}{U} enchantment, "Whenever a creature with flying
// you control becomes the target of a spell or ability an opponent controls,
// draw a card."
func TestWindwardGuardian(t *testing.T) {
	d := def(t, card.Definition{Name: "Windward Guardian", ManaCost: cost("{1}{U}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.BecomesTargetOfOpponent, Match: ability.Filter{Side: ability.YourSide, WithKeyword: ability.Flying}, Effects: draw1}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	fl := bf(t, g, 0, bear(t, "Sky Bear", "{1}{W}", 1, 5, ability.Flying))
	gr := bf(t, g, 0, bear(t, "Ground Bear", "{1}{W}", 1, 5, 0))
	lands(t, g, 1, card.Mountain, 4)
	s1, s2 := hand(t, g, 1, card.LightningStrike), hand(t, g, 1, card.LightningStrike)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, s1, game.ObjectTarget(gr)))
	resolve(t, g, nil)
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
	require.NoError(t, g.Cast(1, s2, game.ObjectTarget(fl)))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
}

// Ghoulish Host: {2}{B} 2/3, "Whenever a black Aura becomes attached to
// Ghoulish Host, put a +1/+1 counter on it." (Match colours on the Aura.)
func TestGhoulishHost(t *testing.T) {
	d := def(t, card.Definition{Name: "Ghoulish Host", ManaCost: cost("{2}{B}"), Types: ability.Creature, Power: C(2), Toughness: C(3),
		Triggered: []ability.Triggered{{Event: ability.AuraBecomesAttached, Match: ability.Filter{Colors: mana.SetOf(mana.Black)},
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(1)}}}}})
	wa := def(t, card.Definition{Name: "Minor Blessing", ManaCost: cost("{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 1, Toughness: 1}}})
	ba := def(t, card.Definition{Name: "Minor Hex", ManaCost: cost("{B}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 1}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	h := bf(t, g, 0, d)
	bf(t, g, 0, card.Plains)
	bf(t, g, 0, card.Swamp)
	w, b := hand(t, g, 0, wa), hand(t, g, 0, ba)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w, game.ObjectTarget(h)))
	resolve(t, g, nil)
	require.Equal(t, 0, counter(t, g, h, game.PlusOne))
	require.NoError(t, g.Cast(0, b, game.ObjectTarget(h)))
	resolve(t, g, nil)
	require.Equal(t, 1, counter(t, g, h, game.PlusOne))
	require.Equal(t, [2]int{5, 5}, pt(t, g, h))
}

// Beastward Hide: {1}{G} 1/4, "Whenever Beastward Hide is dealt damage by
// a creature, it gets +2/+0 until end of turn." Lightning Strike isn't a
// creature; a fight-like block is (Match Types on the damage source).
func TestBeastwardHide(t *testing.T) {
	d := def(t, card.Definition{Name: "Beastward Hide", ManaCost: cost("{1}{G}"), Types: ability.Creature, Power: C(1), Toughness: C(6),
		Triggered: []ability.Triggered{{Event: ability.DealtDamage, Match: ability.Filter{Types: ability.Creature},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Power: 2}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	h := bf(t, g, 0, d)
	a := bf(t, g, 1, bear(t, "Two", "{1}{G}", 2, 2, 0))
	lands(t, g, 1, card.Mountain, 2)
	s := hand(t, g, 1, card.LightningStrike)
	require.NoError(t, g.Start(3, 1, game.Main1))
	require.NoError(t, g.Cast(1, s, game.ObjectTarget(h)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{1, 6}, pt(t, g, h))
	passTo(t, g, 1, game.BeginCombat)
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	attack(t, g, 1, game.Attack{Attacker: a, Player: 0})
	toBlockers(t, g)
	block(t, g, 0, game.Block{Blocker: h, Attacker: a})
	passTo(t, g, 1, game.Main2)
	require.Equal(t, [2]int{3, 6}, pt(t, g, h))
	require.Equal(t, 5, info(t, g, h).Damage)
}

// Carrion Heir: {1}{B} enchantment, "Whenever a creature an opponent
// controls dies, you gain 1 life. Whenever a card is put into an opponent's
// graveyard from anywhere, you lose 1 life." Bob controls Alice's bear
// (stolen): it dies; it was Bob's creature (CR 603.10a: controller as it
// last existed) but goes to Alice's graveyard (CR 404.2): +1, no -1.
func TestCarrionHeir(t *testing.T) {
	d := def(t, card.Definition{Name: "Carrion Heir", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{
			{Event: ability.CreatureDies, Match: ability.Filter{Side: ability.OpponentSide}, Effects: gain(1)},
			{Event: ability.CardPutIntoGraveyard, Match: ability.Filter{Side: ability.OpponentSide},
				Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	v := bf(t, g, 0, bear(t, "Stolen Bear", "{1}{G}", 2, 2, 0), game.PutOptions{Controller: 1, SetController: true})
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 0, card.Swamp, 1)
	k := hand(t, g, 0, def(t, card.Definition{Name: "White Doom", ManaCost: cost("{W}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature}, Effects: []ability.Effect{{Op: ability.OpDestroy, Target: 0}}}}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, k, game.ObjectTarget(v)))
	resolve(t, g, nil)
	require.Equal(t, 2, g.ZoneLen(0, zone.Graveyard), "White Doom and the bear, in its owner's graveyard")
	require.Equal(t, 21, g.Life(0))
}

// Gearwright's Echo: {2} artifact, "Whenever you activate an ability of
// an artifact creature, you gain 2 life." A plain artifact's ability doesn't
// trigger it.
func TestGearwrightsEcho(t *testing.T) {
	d := def(t, card.Definition{Name: "Gearwright's Echo", ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.YouActivateArtifactAbility, Match: ability.Filter{Types: ability.Creature}, Effects: gain(2)}}})
	ping := []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")}, Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}}}
	golem := def(t, card.Definition{Name: "Gear Golem", ManaCost: cost("{2}"), Types: ability.Artifact | ability.Creature, Subtypes: []string{"Golem"},
		Power: C(1), Toughness: C(1), Activated: ping})
	rod := def(t, card.Definition{Name: "Spite Rod", ManaCost: cost("{2}"), Types: ability.Artifact, Activated: ping})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	gg := bf(t, g, 0, golem)
	r := bf(t, g, 0, rod)
	lands(t, g, 0, card.Plains, 2)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, r, 0))
	resolve(t, g, nil)
	require.Equal(t, []int{20, 19}, lifes(g))
	require.NoError(t, g.Activate(0, gg, 0))
	resolve(t, g, nil)
	require.Equal(t, []int{22, 18}, lifes(g))
}

// Vault Sentinel: {1}{W} enchantment, "Whenever a noncreature artifact
// enters the battlefield under your control, you gain 2 life."
func TestVaultSentinel(t *testing.T) {
	d := def(t, card.Definition{Name: "Vault Sentinel", ManaCost: cost("{1}{W}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.PermanentEnters, Match: ability.Filter{Side: ability.YourSide, Types: ability.Artifact, NotTypes: ability.Creature}, Effects: gain(2)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	lands(t, g, 0, card.Plains, 4)
	a := hand(t, g, 0, def(t, card.Definition{Name: "Brass Idol", ManaCost: cost("{2}"), Types: ability.Artifact}))
	c := hand(t, g, 0, def(t, card.Definition{Name: "Gear Golem", ManaCost: cost("{2}"), Types: ability.Artifact | ability.Creature, Power: C(1), Toughness: C(1)}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, c))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0))
	require.NoError(t, g.Cast(0, a))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// Warchief's Gaze: {2}{R} enchantment, "Other creatures you control get
// +1/+0. Whenever another creature with power 3 or greater enters the
// battlefield under your control, it gains haste until end of turn." A 2/2
// enters as a 3/2: the static applies as it enters, and the event is
// checked against the permanent on the battlefield (CR 613, 603.6d).
func TestWarchiefsGaze(t *testing.T) {
	d := def(t, card.Definition{Name: "Warchief's Gaze", ManaCost: cost("{2}{R}"), Types: ability.Creature, Power: C(1), Toughness: C(1),
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide, Other: true}, Power: 1}},
		Triggered: []ability.Triggered{{Event: ability.AnotherCreatureEnters, Match: ability.Filter{Side: ability.YourSide, MinPower: 3},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectEventObject, Keywords: ability.Haste}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	lands(t, g, 0, card.Forest, 2)
	b := hand(t, g, 0, bear(t, "Green Bear", "{1}{G}", 2, 2, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, b))
	resolve(t, g, nil)
	_ = b
	nb := g.Zone(0, zone.Battlefield)[len(g.Zone(0, zone.Battlefield))-1]
	require.Equal(t, [2]int{3, 2}, pt(t, g, nb))
	require.True(t, info(t, g, nb).Keywords.Has(ability.Haste))
}

// Crown of Fealty: {1}{W} Aura, "Enchant creature. Enchanted creature
// has 'Whenever a creature you control attacks, you gain 1 life.'" Alice
// puts it on Bob's creature; Bob attacks Carol with two creatures: Bob
// gains 2 (the ability is Bob's creature's, "you" is Bob: CR 112.10).
func TestCrownOfFealty(t *testing.T) {
	d := def(t, card.Definition{Name: "Crown of Fealty", ManaCost: cost("{1}{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant:   ability.TargetCreature,
		Triggered: []ability.Triggered{{Event: ability.CreatureAttacks, OfAttached: true, Match: ability.Filter{Side: ability.YourSide}, Effects: gain(1)}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	host := bf(t, g, 1, bear(t, "Crowned Bear", "{1}{G}", 2, 2, 0))
	bf(t, g, 0, d, game.PutOptions{AttachedTo: host})
	other := bf(t, g, 1, bear(t, "Other Bear", "{1}{G}", 2, 2, 0))
	require.NoError(t, g.Start(3, 1, game.DeclareAttackers))
	attack(t, g, 1, game.Attack{Attacker: host, Player: 2}, game.Attack{Attacker: other, Player: 2})
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	resolve(t, g, nil)
	require.Equal(t, []int{20, 22, 20}, lifes(g))
}

// Stoneheart Oath: {2}{W} enchantment, "Whenever a non-Human creature
// attacks you or a planeswalker you control, you gain 1 life."
func TestStoneheartOath(t *testing.T) {
	d := def(t, card.Definition{Name: "Stoneheart Oath", ManaCost: cost("{2}{W}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureAttacksYouOrYourPlaneswalker, Match: ability.Filter{NotSubtype: "Human"}, Effects: gain(1)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	h := bf(t, g, 1, bearOf(t, "Human Raider", "{1}{R}", 2, 2, 0, "Human", "Warrior"))
	o := bf(t, g, 1, bearOf(t, "Orc Raider", "{1}{R}", 2, 2, 0, "Orc"))
	require.NoError(t, g.Start(3, 1, game.DeclareAttackers))
	attack(t, g, 1, game.Attack{Attacker: h, Player: 0}, game.Attack{Attacker: o, Player: 0})
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
}

// Desperate Vigil: {1}{B} enchantment, "Whenever a creature dies, if your
// life total is less than your starting life total, you gain 2 life." Alice
// at 20 casts Bitter Culling ("Destroy target creature. You lose 2 life."):
// when the creature dies she is at 20, so the ability doesn't trigger, though
// the condition holds when triggers are next put on the stack (CR 603.4).
// Cast at 18, it triggers and resolves: 18 - 2 + 2.
func TestDesperateVigil(t *testing.T) {
	d := def(t, card.Definition{Name: "Desperate Vigil", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, If: ability.If(ability.LifeBelowStarting), Effects: gain(2)}}})
	cull := def(t, card.Definition{Name: "Bitter Culling", ManaCost: cost("{B}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature}, Effects: []ability.Effect{
			{Op: ability.OpDestroy, Target: 0},
			{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(2)}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	v1 := bf(t, g, 1, bear(t, "Runt", "{G}", 1, 1, 0))
	v2 := bf(t, g, 1, bear(t, "Runt", "{G}", 1, 1, 0))
	lands(t, g, 0, card.Swamp, 2)
	c1, c2 := hand(t, g, 0, cull), hand(t, g, 0, cull)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, c1, game.ObjectTarget(v1)))
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(0), "no trigger: at 20 when it died")
	require.NoError(t, g.Cast(0, c2, game.ObjectTarget(v2)))
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(0), "18 - 2 + 2")
}

// Vanguard Hex: {1}{B} enchantment, "Attacking creatures your opponents
// control get -1/-0." (Static group: Attacking, Side.)
func TestVanguardHex(t *testing.T) {
	d := def(t, card.Definition{Name: "Vanguard Hex", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.OpponentSide, Attacking: true}, Power: -1}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	bf(t, g, 0, d)
	a := bf(t, g, 1, bear(t, "Raider", "{1}{G}", 3, 3, 0))
	h := bf(t, g, 1, bear(t, "Homebody", "{1}{G}", 3, 3, 0))
	require.NoError(t, g.Start(3, 1, game.DeclareAttackers))
	attack(t, g, 1, game.Attack{Attacker: a, Player: 2})
	require.Equal(t, [2]int{2, 3}, pt(t, g, a))
	require.Equal(t, [2]int{3, 3}, pt(t, g, h))
	passTo(t, g, 1, game.Main2)
	require.Equal(t, 18, g.Life(2))
	require.Equal(t, [2]int{3, 3}, pt(t, g, a))
}

// Moor Fog: {2}{U} enchantment, "As long as you control an Island,
// creatures your opponents control can't block." (Static Restrictions with
// IfControlSubtype, CR 604.2.)
func TestMoorFog(t *testing.T) {
	d := def(t, card.Definition{Name: "Moor Fog", ManaCost: cost("{2}{U}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.OpponentSide}, IfControlSubtype: "Island", Restrictions: ability.CantBlock}}})
	for _, isl := range []bool{true, false} {
		g := newGame(t, 2)
		libs(t, g, 3)
		bf(t, g, 0, d)
		if isl {
			bf(t, g, 0, card.Island)
		}
		a := bf(t, g, 0, bear(t, "Raider", "{1}{G}", 2, 2, 0))
		bl := bf(t, g, 1, bear(t, "Guard", "{1}{G}", 2, 2, 0))
		require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
		attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
		require.Equal(t, !isl, g.CanBlock(bl, a))
	}
}

// Knightly Aegis: {2}{W} enchantment, "Knights you control have
// protection from black and from red." A red creature can't block a Knight
// (CR 702.16e); a red spell can't target it (702.16b).
func TestKnightlyAegis(t *testing.T) {
	d := def(t, card.Definition{Name: "Knightly Aegis", ManaCost: cost("{2}{W}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide, Subtype: "Knight"}, Protection: mana.SetOf(mana.Black, mana.Red)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	k := bf(t, g, 0, bearOf(t, "Squire", "{1}{W}", 2, 2, 0, "Human", "Knight"))
	rb := bf(t, g, 1, bearOf(t, "Red Guard", "{1}{R}", 2, 2, 0, "Goblin"))
	gb := bf(t, g, 1, bear(t, "Green Guard", "{1}{G}", 2, 2, 0))
	lands(t, g, 1, card.Mountain, 2)
	s := hand(t, g, 1, card.LightningStrike)
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: k, Player: 1})
	require.False(t, g.CanBlock(rb, k))
	require.True(t, g.CanBlock(gb, k))
	toBlockers(t, g)
	_ = s
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1}))
	require.Error(t, g.Cast(1, s, game.ObjectTarget(k)))
}

// Hush of the Grove: {2}{G} enchantment, "Creatures entering the
// battlefield don't cause abilities to trigger." Verdant-style enter
// triggers and "when this enters" don't trigger; a land entering still does
// (CR 603.2 changed by an effect).
func TestHushOfTheGrove(t *testing.T) {
	d := def(t, card.Definition{Name: "Hush of the Grove", ManaCost: cost("{2}{G}"), Types: ability.Enchantment,
		Statics: []ability.Static{{StopsCreatureEnterTriggers: true}}})
	w := def(t, card.Definition{Name: "Arrival Watch", ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.PermanentEnters, Match: ability.Filter{Side: ability.YourSide}, Effects: gain(1)}}})
	etb := def(t, card.Definition{Name: "Greeter", ManaCost: cost("{G}"), Types: ability.Creature, Power: C(1), Toughness: C(1),
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, Effects: gain(3)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	bf(t, g, 0, w)
	lands(t, g, 0, card.Forest, 1)
	c := hand(t, g, 0, etb)
	f := hand(t, g, 0, card.Forest)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, c))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0))
	require.NoError(t, g.PlayLand(0, f))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
}

// Gale Wardens: {3}{W} enchantment, "Creatures without flying or reach
// can't attack." (CR 508.1c) — AttackNeedsKeyword for either keyword.
func TestGaleWardens(t *testing.T) {
	d := def(t, card.Definition{Name: "Gale Wardens", ManaCost: cost("{3}{W}"), Types: ability.Enchantment,
		Statics: []ability.Static{{AttackNeedsKeyword: ability.Flying | ability.Reach}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 1, d)
	f := bf(t, g, 0, bear(t, "Sky", "{1}{W}", 1, 1, ability.Flying))
	r := bf(t, g, 0, bear(t, "Archer", "{1}{G}", 1, 1, ability.Reach))
	n := bf(t, g, 0, bear(t, "Plain", "{1}{G}", 1, 1, 0))
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.True(t, g.CanAttack(f))
	require.True(t, g.CanAttack(r))
	require.False(t, g.CanAttack(n))
}

// Tidal Annexation: {2}{U} enchantment, "Each land is an Island in
// addition to its other land types." A Mountain taps for {U} (CR 305.7,
// 305.6): Alice casts a {U}{U} instant with two Mountains.
func TestTidalAnnexation(t *testing.T) {
	d := def(t, card.Definition{Name: "Tidal Annexation", ManaCost: cost("{2}{U}"), Types: ability.Enchantment,
		Statics: []ability.Static{{LandsAre: "Island"}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 1, d)
	m := bf(t, g, 0, card.Mountain)
	bf(t, g, 0, card.Mountain)
	sp := hand(t, g, 0, def(t, card.Definition{Name: "Deep Insight", ManaCost: cost("{U}{U}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: draw1}}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Contains(t, info(t, g, m).Subtypes, "Island")
	require.NoError(t, g.Cast(0, sp))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
}

// Three players, different abilities on one event, APNAP (CR 603.3b):
// Bob (active) casts Mind Rot at Carol, who discards two cards. Alice has
// Gloating Ledger ("Whenever an opponent discards a card, you gain 1 life"),
// Carol has Grim Ledger ("Whenever you discard a card, each opponent loses
// 1 life"). Bob's none; Carol's two go on the stack first, Alice's two on
// top (Alice is after Carol in turn order from Bob: Bob, Carol, Alice).
func TestLedgersAPNAP(t *testing.T) {
	al := def(t, card.Definition{Name: "Gloating Ledger", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.PlayerDiscards, Match: ability.Filter{Side: ability.OpponentSide}, Effects: gain(1)}}})
	cl := def(t, card.Definition{Name: "Grim Ledger", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.PlayerDiscards, Match: ability.Filter{Side: ability.YourSide},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	bf(t, g, 0, al)
	bf(t, g, 2, cl)
	hand(t, g, 2, card.Forest)
	hand(t, g, 2, card.Plains)
	lands(t, g, 1, card.Swamp, 3)
	mr := hand(t, g, 1, card.MindRot)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, mr, game.PlayerTarget(2)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(2))
	require.NoError(t, g.Pass(0))
	for g.Pending().Kind == game.DecideDiscard {
		dd := g.Pending()
		require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: dd.Player, Object: g.Zone(dd.Player, zone.Hand)[0]}))
	}
	for g.Pending().Kind == game.DecideTriggerOrder {
		require.NoError(t, g.Apply(choose(g.Pending().Player, 0)))
	}
	require.Equal(t, 4, g.StackLen())
	st := g.Stack()
	require.Equal(t, []game.PlayerID{0, 0, 2, 2}, []game.PlayerID{st[0].Controller, st[1].Controller, st[2].Controller, st[3].Controller})
	resolve(t, g, nil)
	require.Equal(t, []int{20, 18, 20}, lifes(g), "Alice 20 -2 +2, Bob -2")
}

// Bloodthirst Duelist: {1}{B} 2/2, "Whenever a creature dealt damage by
// Bloodthirst Duelist this turn dies, you gain 2 life." It blocks a 2/2 and
// both die at once: the ability looks back in time and triggers
// (CR 603.10a) although its source has left.
func TestBloodthirstDuelist(t *testing.T) {
	d := def(t, card.Definition{Name: "Bloodthirst Duelist", ManaCost: cost("{1}{B}"), Types: ability.Creature, Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{DamagedBySourceThisTurn: true}, Effects: gain(2)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bd := bf(t, g, 0, d)
	a := bf(t, g, 1, bear(t, "Two", "{1}{G}", 2, 2, 0))
	require.NoError(t, g.Start(3, 1, game.DeclareAttackers))
	attack(t, g, 1, game.Attack{Attacker: a, Player: 0})
	toBlockers(t, g)
	block(t, g, 0, game.Block{Blocker: bd, Attacker: a})
	passTo(t, g, 1, game.Main2)
	require.True(t, gone(g, bd))
	require.True(t, gone(g, a))
	require.Equal(t, 22, g.Life(0))
}

// Hive Sentinel: {1}{W} 1/1, "Whenever another creature enters the
// battlefield under your control, you gain 1 life." Three tokens created at
// once: three triggers (CR 603.2c).
func TestHiveSentinel(t *testing.T) {
	d := def(t, card.Definition{Name: "Hive Sentinel", ManaCost: cost("{1}{W}"), Types: ability.Creature, Power: C(1), Toughness: C(1),
		Triggered: []ability.Triggered{{Event: ability.AnotherCreatureEnters, Match: ability.Filter{Side: ability.YourSide}, Effects: gain(1)}}})
	tok := def(t, card.Definition{Name: "Insect", Types: ability.Creature, Subtypes: []string{"Insect"}, Colors: mana.SetOf(mana.Green), Power: C(1), Toughness: C(1)})
	sw := def(t, card.Definition{Name: "Swarm Call", ManaCost: cost("{1}{G}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpCreateToken, Who: ability.WhoYou, Token: tok, Amount: ability.N(3)}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	lands(t, g, 0, card.Forest, 2)
	s := hand(t, g, 0, sw)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
}

// Proud Arrival: {2}{W} 2/2, "Whenever a creature enters the battlefield
// under your control, you gain 1 life." It sees itself enter (CR 603.6a).
func TestProudArrival(t *testing.T) {
	d := def(t, card.Definition{Name: "Proud Arrival", ManaCost: cost("{2}{W}"), Types: ability.Creature, Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{{Event: ability.PermanentEnters, Match: ability.Filter{Side: ability.YourSide, Types: ability.Creature}, Effects: gain(1)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 3)
	h := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
}

// Tidefear Raiders: {1}{R} enchantment, "Whenever a creature you control
// attacks, if defending player controls no Island, that creature gets +1/+0
// until end of turn." Three players: the attacker at Bob (who has an Island)
// doesn't get it; the one at Carol does (CR 506.2, 603.4).
func TestTidefearRaiders(t *testing.T) {
	d := def(t, card.Definition{Name: "Tidefear Raiders", ManaCost: cost("{1}{R}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureAttacks, Match: ability.Filter{Side: ability.YourSide},
			If: ability.If(ability.DefendingPlayerControlsNoSubtype), IfControlSubtype: "Island",
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectEventObject, Power: 1}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	bf(t, g, 0, d)
	bf(t, g, 1, card.Island)
	a1 := bf(t, g, 0, bear(t, "Raider", "{1}{R}", 2, 2, 0))
	a2 := bf(t, g, 0, bear(t, "Raider", "{1}{R}", 2, 2, 0))
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a1, Player: 1}, game.Attack{Attacker: a2, Player: 2})
	resolve(t, g, nil)
	require.Equal(t, [2]int{2, 2}, pt(t, g, a1))
	require.Equal(t, [2]int{3, 2}, pt(t, g, a2))
}

// Ambush Horn: {2}{G} enchantment, "Whenever a creature you control
// attacks, tap all creatures defending player controls." Four players: Alice
// attacks Dave only: Dave's creatures are tapped, Bob's and Carol's aren't
// (Group.EventPlayers, CR 506.2).
func TestAmbushHorn(t *testing.T) {
	d := def(t, card.Definition{Name: "Ambush Horn", ManaCost: cost("{2}{G}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureAttacks, Match: ability.Filter{Side: ability.YourSide},
			Effects: []ability.Effect{{Op: ability.OpTap, Subject: ability.SubjectAll, Group: ability.Group{EventPlayers: true}}}}}})
	g := newGame(t, 4)
	libs(t, g, 3)
	bf(t, g, 0, d)
	a := bf(t, g, 0, bear(t, "Raider", "{1}{R}", 2, 2, 0))
	var others [4]game.ObjectID
	for p := 1; p < 4; p++ {
		others[p] = bf(t, g, game.PlayerID(p), bear(t, "Guard", "{1}{G}", 2, 2, 0))
	}
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 3})
	resolve(t, g, nil)
	require.False(t, info(t, g, others[1]).Tapped)
	require.False(t, info(t, g, others[2]).Tapped)
	require.True(t, info(t, g, others[3]).Tapped)
}

// Lone Stalker: {2}{G} 2/2, "As long as you control no other creatures,
// Lone Stalker gets +2/+2 and has hexproof." (Condition YouControlNone with
// Other, CR 604.2)
func TestLoneStalker(t *testing.T) {
	d := def(t, card.Definition{Name: "Lone Stalker", ManaCost: cost("{2}{G}"), Types: ability.Creature, Power: C(2), Toughness: C(2),
		Statics: []ability.Static{{Affects: ability.AffectsSelf, If: ability.Condition{Kind: ability.YouControlNone, Group: ability.Group{Other: true}},
			Power: 2, Toughness: 2, Keywords: ability.Hexproof}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	s := bf(t, g, 0, d)
	bf(t, g, 1, bear(t, "Theirs", "{1}{G}", 2, 2, 0))
	lands(t, g, 0, card.Forest, 2)
	b := hand(t, g, 0, bear(t, "Friend", "{1}{G}", 2, 2, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{4, 4}, pt(t, g, s))
	require.True(t, info(t, g, s).Keywords.Has(ability.Hexproof))
	require.NoError(t, g.Cast(0, b))
	resolve(t, g, nil)
	require.Equal(t, [2]int{2, 2}, pt(t, g, s))
	require.False(t, info(t, g, s).Keywords.Has(ability.Hexproof))
}

// Tideless Stalker: {1}{U} 2/1, "Tideless Stalker can't be blocked as
// long as no opponent controls an Island." Three players: Alice attacks
// Carol (no Island); Bob has an Island, so it can be blocked by Carol's
// creature: "no opponent" is every opponent (CR 102.2, 604.2).
func TestTidelessStalker(t *testing.T) {
	d := def(t, card.Definition{Name: "Tideless Stalker", ManaCost: cost("{1}{U}"), Types: ability.Creature, Power: C(2), Toughness: C(1),
		Statics: []ability.Static{{Affects: ability.AffectsSelf, If: ability.Condition{Kind: ability.NoneOnBattlefield, Group: ability.Group{Types: ability.Land, Subtype: "Island", Side: ability.OpponentSide}},
			Restrictions: ability.CantBeBlocked}}})
	for _, bobIsland := range []bool{true, false} {
		g := newGame(t, 3)
		libs(t, g, 3)
		s := bf(t, g, 0, d)
		bf(t, g, 0, card.Island)
		if bobIsland {
			bf(t, g, 1, card.Island)
		}
		bl := bf(t, g, 2, bear(t, "Guard", "{1}{G}", 2, 2, 0))
		require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
		attack(t, g, 0, game.Attack{Attacker: s, Player: 2})
		require.Equal(t, bobIsland, g.CanBlock(bl, s))
	}
}

// Host of Many: {3}{W} */*, "Host of Many's power and toughness are each
// equal to the number of creatures you control." (CR 604.3) Then a creature
// of Alice's dies: it shrinks.
func TestHostOfMany(t *testing.T) {
	d := def(t, card.Definition{Name: "Host of Many", ManaCost: cost("{3}{W}"), Types: ability.Creature, Power: card.Star, Toughness: card.Star,
		Statics: []ability.Static{{Affects: ability.AffectsSelf, SetPTFromCreatures: true}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	h := bf(t, g, 0, d)
	b := bf(t, g, 0, bear(t, "Friend", "{1}{G}", 2, 2, 0))
	bf(t, g, 0, bear(t, "Friend", "{1}{G}", 2, 2, 0))
	bf(t, g, 1, bear(t, "Theirs", "{1}{G}", 2, 2, 0))
	lands(t, g, 1, card.Swamp, 1)
	k := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, h))
	require.NoError(t, g.Cast(1, k, game.ObjectTarget(b)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{2, 2}, pt(t, g, h))
}

// Paranoid Sentry: {1}{U} enchantment, "Whenever a creature becomes the
// target of a spell or ability an opponent controls, you gain 1 life."
// Three players: Bob targets Carol's creature (Bob is Alice's opponent):
// +1; Alice targets Carol's creature: nothing (CR 102.2, 603.2).
func TestParanoidSentry(t *testing.T) {
	d := def(t, card.Definition{Name: "Paranoid Sentry", ManaCost: cost("{1}{U}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.BecomesTargetOfOpponent, Match: ability.Filter{Types: ability.Creature}, Effects: gain(1)}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	bf(t, g, 0, d)
	v := bf(t, g, 2, bear(t, "Tough", "{1}{G}", 1, 9, 0))
	lands(t, g, 1, card.Plains, 1)
	lands(t, g, 0, card.Plains, 1)
	n1 := hand(t, g, 1, whiteBolt)
	n0 := hand(t, g, 0, whiteBolt)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, n1, game.ObjectTarget(v)))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
	passTo(t, g, 0, game.Main1)
	require.NoError(t, g.Cast(0, n0, game.ObjectTarget(v)))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
}

// Pyre of Heroes: {2}{B} enchantment, "Whenever a creature with power 4
// or greater dies, you gain 2 life." Bob's Warlord ("Other creatures you
// control get +1/+0") and his 3/3 are destroyed at once by Black Tide
// ("Destroy all creatures"): the 3/3 was 4/3 as it last existed, the
// Warlord 2/2: one trigger (CR 603.10a).
func TestPyreOfHeroes(t *testing.T) {
	d := def(t, card.Definition{Name: "Pyre of Heroes", ManaCost: cost("{2}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{MinPower: 4}, Effects: gain(2)}}})
	lord := def(t, card.Definition{Name: "Warlord", ManaCost: cost("{1}{R}"), Types: ability.Creature, Power: C(2), Toughness: C(2),
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide, Other: true}, Power: 1}}})
	tide := def(t, card.Definition{Name: "Black Tide", ManaCost: cost("{B}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpDestroy, Subject: ability.SubjectAll}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	bf(t, g, 1, lord)
	b := bf(t, g, 1, bear(t, "Three", "{2}{G}", 3, 3, 0))
	lands(t, g, 0, card.Swamp, 1)
	s := hand(t, g, 0, tide)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{4, 3}, pt(t, g, b))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, 2, g.ZoneLen(1, zone.Graveyard))
	require.Equal(t, 22, g.Life(0))
}

// Rusted Shackles: {1}{U} Aura, "Enchant creature. Enchanted creature
// doesn't untap during its controller's untap step, and its activated
// abilities cost {2} more to activate." (CR 502.2, 602.2b)
func TestRustedShackles(t *testing.T) {
	d := def(t, card.Definition{Name: "Rusted Shackles", ManaCost: cost("{1}{U}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Restrictions: ability.DoesntUntap, ActivationTax: 2}}})
	pinger := def(t, card.Definition{Name: "Spark Mage", ManaCost: cost("{R}"), Types: ability.Creature, Power: C(1), Toughness: C(1),
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{R}")}, Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	m := bf(t, g, 1, pinger, game.PutOptions{Tapped: true})
	bf(t, g, 0, d, game.PutOptions{AttachedTo: m})
	lands(t, g, 1, card.Mountain, 2)
	require.NoError(t, g.Start(2, 1, game.Untap))
	passTo(t, g, 1, game.Main1)
	require.True(t, info(t, g, m).Tapped, "doesn't untap")
	require.Error(t, g.Activate(1, m, 0), "{R}+{2} with two lands")
}

// Siege Toll: {2}{W} Aura, "Enchant creature. Enchanted creature can't
// attack or block unless its controller pays {2}." (CR 508.1d, 508.1h)
// Bob with one land can't attack with it; with two he may, paying.
func TestSiegeToll(t *testing.T) {
	d := def(t, card.Definition{Name: "Siege Toll", ManaCost: cost("{2}{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, AttackBlockTax: 2}}})
	for _, n := range []int{1, 2} {
		g := newGame(t, 2)
		libs(t, g, 3)
		a := bf(t, g, 1, bear(t, "Raider", "{1}{G}", 2, 2, 0))
		free := bf(t, g, 1, bear(t, "Free", "{1}{G}", 2, 2, 0))
		bf(t, g, 0, d, game.PutOptions{AttachedTo: a})
		lands(t, g, 1, card.Forest, n)
		require.NoError(t, g.Start(3, 1, game.DeclareAttackers))
		require.True(t, g.CanAttack(free))
		if n == 1 {
			require.Error(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 1, Attackers: []game.Attack{{Attacker: a, Player: 0}}}))
		} else {
			attack(t, g, 1, game.Attack{Attacker: a, Player: 0})
			passTo(t, g, 1, game.Main2)
			require.Equal(t, 18, g.Life(0))
		}
	}
}

// Forgemaster's Sigil: {1}{R} 2/2, "As long as you control an artifact,
// Forgemaster's Sigil has '{T}: It deals 1 damage to each opponent.'"
// (Grant on itself under a condition, CR 604.2, 613.1f) Three players.
func TestForgemastersSigil(t *testing.T) {
	gr := ability.Activated{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}}
	d := def(t, card.Definition{Name: "Forgemaster's Sigil", ManaCost: cost("{1}{R}"), Types: ability.Creature, Power: C(2), Toughness: C(2),
		Statics: []ability.Static{{Affects: ability.AffectsSelf, If: ability.IfYouControl(ability.Artifact), Grant: &gr}}})
	for _, art := range []bool{false, true} {
		g := newGame(t, 3)
		libs(t, g, 3)
		s := bf(t, g, 0, d)
		if art {
			bf(t, g, 0, def(t, card.Definition{Name: "Brass Idol", ManaCost: cost("{2}"), Types: ability.Artifact}))
		}
		require.NoError(t, g.Start(2, 0, game.Main1))
		opts := g.OptionsFor(0, s)
		if !art {
			require.Empty(t, opts)
			continue
		}
		require.NotEmpty(t, opts)
		require.NoError(t, g.Apply(opts[0]))
		resolve(t, g, nil)
		require.Equal(t, []int{20, 19, 19}, lifes(g))
	}
}

// Marsh Guardian: {1}{B} 2/2, "As long as you control a Swamp, Marsh
// Guardian has protection from white." (IfControlSubtype on AffectsSelf
// Protection, CR 702.16b)
func TestMarshGuardian(t *testing.T) {
	d := def(t, card.Definition{Name: "Marsh Guardian", ManaCost: cost("{1}{B}"), Types: ability.Creature, Power: C(2), Toughness: C(2),
		Statics: []ability.Static{{Affects: ability.AffectsSelf, IfControlSubtype: "Swamp", Protection: mana.SetOf(mana.White)}}})
	for _, sw := range []bool{true, false} {
		g := newGame(t, 2)
		libs(t, g, 3)
		m := bf(t, g, 0, d)
		if sw {
			bf(t, g, 0, card.Swamp)
		}
		lands(t, g, 1, card.Plains, 1)
		n := hand(t, g, 1, whiteBolt)
		require.NoError(t, g.Start(2, 1, game.Main1))
		err := g.Cast(1, n, game.ObjectTarget(m))
		if sw {
			require.Error(t, err)
		} else {
			require.NoError(t, err)
		}
	}
}

// Harrowing Mark: {1}{B} Aura, "Enchant creature. Enchanted creature has
// 'Whenever a card is put into your graveyard from anywhere, you lose 1
// life.'" Alice puts it on Bob's creature: Bob's Lightning Strike going to
// his graveyard costs him 1; Alice's Sun Needle going to hers costs nothing
// ("you" is the host's controller, CR 112.10).
func TestHarrowingMark(t *testing.T) {
	d := def(t, card.Definition{Name: "Harrowing Mark", ManaCost: cost("{1}{B}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Triggered: []ability.Triggered{{Event: ability.CardPutIntoGraveyard, OfAttached: true, Match: ability.Filter{Side: ability.YourSide},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	host := bf(t, g, 1, bear(t, "Marked Bear", "{1}{G}", 2, 2, 0))
	bf(t, g, 0, d, game.PutOptions{AttachedTo: host})
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Mountain, 2)
	n := hand(t, g, 0, whiteBolt)
	s := hand(t, g, 1, card.LightningStrike)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, n, game.PlayerTarget(1)))
	resolve(t, g, nil)
	require.Equal(t, []int{20, 19}, lifes(g))
	passTo(t, g, 1, game.Main1)
	require.NoError(t, g.Cast(1, s, game.PlayerTarget(0)))
	resolve(t, g, nil)
	require.Equal(t, []int{17, 18}, lifes(g))
}

// Shepherd's Call: {1}{W} 1/1, "Whenever another creature you control
// attacks, you gain 1 life." Attacking alone: nothing; with a bear: 1
// (Match Another on CreatureAttacks).
func TestShepherdsCall(t *testing.T) {
	d := def(t, card.Definition{Name: "Shepherd's Call", ManaCost: cost("{1}{W}"), Types: ability.Creature, Power: C(1), Toughness: C(1),
		Triggered: []ability.Triggered{{Event: ability.CreatureAttacks, Match: ability.Filter{Side: ability.YourSide, Another: true}, Effects: gain(1)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	s := bf(t, g, 0, d)
	b := bf(t, g, 0, bear(t, "Bear", "{1}{G}", 2, 2, 0))
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: s, Player: 1}, game.Attack{Attacker: b, Player: 1})
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
}

// Iron Decree: {2}{B} enchantment, "Nonartifact creatures get -1/-1."
// An artifact creature is unaffected; a 1/1 dies (CR 704.5f).
func TestIronDecree(t *testing.T) {
	d := def(t, card.Definition{Name: "Iron Decree", ManaCost: cost("{2}{B}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{NotTypes: ability.Artifact}, Power: -1, Toughness: -1}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	golem := bf(t, g, 1, def(t, card.Definition{Name: "Gear Golem", ManaCost: cost("{2}"), Types: ability.Artifact | ability.Creature, Power: C(1), Toughness: C(1)}))
	runt := bf(t, g, 1, bear(t, "Runt", "{G}", 1, 1, 0))
	big := bf(t, g, 0, bear(t, "Big", "{2}{G}", 3, 3, 0))
	lands(t, g, 0, card.Swamp, 3)
	h := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	resolve(t, g, nil)
	require.Equal(t, [2]int{1, 1}, pt(t, g, golem))
	require.True(t, gone(g, runt))
	require.Equal(t, [2]int{2, 2}, pt(t, g, big))
}

// Fen Warden: {1}{B} enchantment, "Whenever a creature dies, if you
// control a Swamp, you gain 2 life." Alice has no Swamp and casts Bog Rite
// ("Destroy target creature. Search your library for a Swamp card and put it
// onto the battlefield."): when the creature died she controlled no Swamp,
// so it never triggers (CR 603.4) though she has one when triggers are put
// on the stack.
func TestFenWarden(t *testing.T) {
	d := def(t, card.Definition{Name: "Fen Warden", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, IfControlSubtype: "Swamp", Effects: gain(2)}}})
	rite := def(t, card.Definition{Name: "Bog Rite", ManaCost: cost("{B}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature}, Effects: []ability.Effect{
			{Op: ability.OpDestroy, Target: 0},
			{Op: ability.OpSearchLibrary, Amount: ability.N(1), Filter: ability.Filter{Types: ability.Land, Subtype: "Swamp"}, Into: ability.IntoBattlefield}}}})
	g := newGame(t, 2)
	put(t, g, 0, zone.Library, card.Swamp)
	libs(t, g, 2)
	bf(t, g, 0, d)
	blk := def(t, card.Definition{Name: "Onyx Flat", Types: ability.Land, Activated: []ability.Activated{ability.TapForMana(mana.Black)}})
	bf(t, g, 0, blk)
	v := bf(t, g, 1, bear(t, "Runt", "{G}", 1, 1, 0))
	r := hand(t, g, 0, rite)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r, game.ObjectTarget(v)))
	resolve(t, g, func(dd game.Decision) game.Action {
		las := g.LegalActions(nil)
		for _, a := range las {
			if a.Object != 0 {
				return a
			}
		}
		return las[0]
	})
	require.True(t, gone(g, v))
	require.Equal(t, 3, g.ZoneLen(0, zone.Battlefield), "Warden, Onyx Flat, the Swamp found")
	require.Equal(t, 20, g.Life(0))
}

// Carrion Choir: {2}{B} 2/2, "Whenever another creature dies, you gain 1
// life." Black Tide destroys it and two other creatures at once: it sees
// both die (leaves-the-battlefield abilities look back, CR 603.10a).
func TestCarrionChoir(t *testing.T) {
	d := def(t, card.Definition{Name: "Carrion Choir", ManaCost: cost("{2}{B}"), Types: ability.Creature, Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{Another: true}, Effects: gain(1)}}})
	tide := def(t, card.Definition{Name: "Black Tide", ManaCost: cost("{B}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpDestroy, Subject: ability.SubjectAll}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	bf(t, g, 1, bear(t, "A", "{1}{G}", 2, 2, 0))
	bf(t, g, 1, bear(t, "B", "{1}{G}", 2, 2, 0))
	lands(t, g, 0, card.Swamp, 1)
	s := hand(t, g, 0, tide)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// Lingering Grudge again, in the cleanup step: Bob ends his turn with
// nine cards and discards two to hand size (CR 514.1); the triggers make
// players receive priority in the cleanup step and a new cleanup step
// follows (CR 514.3a). Alice: "Whenever an opponent discards a card, that
// player loses 1 life."
func TestGrudgeAtCleanup(t *testing.T) {
	d := def(t, card.Definition{Name: "Petty Grudge", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.PlayerDiscards, Match: ability.Filter{Side: ability.OpponentSide},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	for i := 0; i < 9; i++ {
		hand(t, g, 1, card.Forest)
	}
	require.NoError(t, g.Start(2, 1, game.End))
	for i := 0; i < 50 && g.ActivePlayer() == 1; i++ {
		dd := g.Pending()
		switch dd.Kind {
		case game.DecideDiscard:
			require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: dd.Player, Object: g.Zone(dd.Player, zone.Hand)[0]}))
		case game.DecideTriggerOrder:
			require.NoError(t, g.Apply(choose(dd.Player, 0)))
		default:
			require.Equal(t, game.DecidePriority, dd.Kind)
			require.NoError(t, g.Pass(dd.Player))
		}
	}
	require.Equal(t, 7, g.ZoneLen(1, zone.Hand))
	require.Equal(t, 18, g.Life(1))
}

// Turncoat's Lament: {1}{B} enchantment, "Whenever a creature you control
// dies, you gain 2 life. Whenever a creature an opponent controls dies, you
// lose 1 life." Alice takes Bob's bear with Borrowed Allegiance ("Gain
// control of target creature until end of turn") and destroys it: it was
// hers when it died (CR 603.10a): +2 only.
func TestTurncoatsLament(t *testing.T) {
	d := def(t, card.Definition{Name: "Turncoat's Lament", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{
			{Event: ability.CreatureDies, Match: ability.Filter{Side: ability.YourSide}, Effects: gain(2)},
			{Event: ability.CreatureDies, Match: ability.Filter{Side: ability.OpponentSide}, Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoYou, Amount: ability.N(1)}}}}})
	steal := def(t, card.Definition{Name: "Borrowed Allegiance", ManaCost: cost("{R}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature}, Effects: []ability.Effect{{Op: ability.OpGainControl, Target: 0}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	v := bf(t, g, 1, bear(t, "Bear", "{1}{G}", 2, 2, 0))
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 0, card.Swamp, 1)
	s := hand(t, g, 0, steal)
	k := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, game.ObjectTarget(v)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(0), info(t, g, v).Controller)
	require.NoError(t, g.Cast(0, k, game.ObjectTarget(v)))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(1, zone.Graveyard))
	require.Equal(t, 22, g.Life(0))
}

// Dark Banner: {B} enchantment, "Black creatures get +1/+1. Zombies have
// menace." Zombify ("Target creature becomes a 2/2 black Zombie in addition
// to its other types") on Bob's 4/4 green Bear: 3/3 with menace (layers
// 4, 5, 6, 7b, 7c: CR 613.1d, 613.1e, 613.1f, 613.3b, 613.3c).
func TestDarkBanner(t *testing.T) {
	lord := def(t, card.Definition{Name: "Dark Banner", ManaCost: cost("{B}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Colors: mana.SetOf(mana.Black)}, Power: 1, Toughness: 1},
			{Affects: ability.AffectsGroup, Group: ability.Group{Subtype: "Zombie"}, Keywords: ability.Menace}}})
	become := def(t, card.Definition{Name: "Zombify", ManaCost: cost("{U}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature}, Effects: []ability.Effect{{Op: ability.OpBecome, Target: 0,
			Power: 2, Toughness: 2, AddTypes: ability.Creature, AddSubtype: "Zombie", SetColors: mana.SetOf(mana.Black)}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, lord)
	v := bf(t, g, 1, bear(t, "Bear", "{1}{G}", 4, 4, 0))
	lands(t, g, 0, card.Island, 1)
	w := hand(t, g, 0, become)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.Equal(t, [2]int{4, 4}, pt(t, g, v))
	require.NoError(t, g.Cast(0, w, game.ObjectTarget(v)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, v))
	require.True(t, info(t, g, v).Keywords.Has(ability.Menace))
}

// Relic Warden's creature twin, Watchful Herd: {1}{W} enchantment,
// "Whenever a creature you control becomes the target of a spell or ability
// an opponent controls, you gain 1 life." Twin Needles targets two of them:
// two triggers (CR 603.2c).
func TestWatchfulHerd(t *testing.T) {
	warden := def(t, card.Definition{Name: "Watchful Herd", ManaCost: cost("{1}{W}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.BecomesTargetOfOpponent, Match: ability.Filter{Side: ability.YourSide, Types: ability.Creature}, Effects: gain(1)}}})
	twin := def(t, card.Definition{Name: "Twin Needles", ManaCost: cost("{W}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature, ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}, {Op: ability.OpDamage, Target: 1, Amount: ability.N(1)}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, warden)
	a := bf(t, g, 0, bear(t, "A", "{1}{G}", 2, 3, 0))
	b := bf(t, g, 0, bear(t, "B", "{1}{G}", 2, 3, 0))
	lands(t, g, 1, card.Plains, 1)
	s := hand(t, g, 1, twin)
	require.NoError(t, g.Start(3, 1, game.Main1))
	require.NoError(t, g.Cast(1, s, game.ObjectTarget(a), game.ObjectTarget(b)))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// Swamp Curse: {1}{B} Aura, "Enchant creature. Enchanted creature has
// 'Whenever a creature dies, if you control a Swamp, you gain 1 life.'"
// "You" is the enchanted creature's controller, for the "if" too
// (CR 603.4, 112.10): on Bob's creature, Alice's Swamp doesn't count; Bob's
// does.
func TestSwampCurse(t *testing.T) {
	d := def(t, card.Definition{Name: "Swamp Curse", ManaCost: cost("{1}{B}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant:   ability.TargetCreature,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, OfAttached: true, IfControlSubtype: "Swamp", Effects: gain(1)}}})
	for _, bobSwamp := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 3)
		host := bf(t, g, 1, bear(t, "Host", "{1}{G}", 2, 2, 0))
		bf(t, g, 0, d, game.PutOptions{AttachedTo: host})
		v := bf(t, g, 1, bear(t, "Runt", "{G}", 1, 1, 0))
		lands(t, g, 0, card.Swamp, 1)
		if bobSwamp {
			bf(t, g, 1, card.Swamp, game.PutOptions{Tapped: true})
		}
		k := hand(t, g, 0, doomDef)
		require.NoError(t, g.Start(3, 0, game.Main1))
		require.NoError(t, g.Cast(0, k, game.ObjectTarget(v)))
		resolve(t, g, nil)
		if bobSwamp {
			require.Equal(t, []int{20, 21}, lifes(g))
		} else {
			require.Equal(t, []int{20, 20}, lifes(g))
		}
	}
}

// Oathsworn Lookout: {1}{W} 1/3, "Whenever a creature attacks you or a
// planeswalker you control, you gain 1 life." Three players: Bob attacks
// Alice's planeswalker and Carol: one trigger (CR 506.2, 508.1b).
func TestOathswornLookout(t *testing.T) {
	d := def(t, card.Definition{Name: "Oathsworn Lookout", ManaCost: cost("{1}{W}"), Types: ability.Creature, Power: C(1), Toughness: C(3),
		Triggered: []ability.Triggered{{Event: ability.CreatureAttacksYouOrYourPlaneswalker, Effects: gain(1)}}})
	pw := def(t, card.Definition{Name: "Ilse, Dawn Warden", ManaCost: cost("{2}{W}{W}"), Types: ability.Planeswalker, Subtypes: []string{"Ilse"}, Loyalty: 4,
		Activated: []ability.Activated{{Loyalty: true, Cost: ability.Cost{Loyalty: 1}, Effects: gain(1)}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	bf(t, g, 0, d)
	p := bf(t, g, 0, pw)
	a1 := bf(t, g, 1, bear(t, "Raider", "{1}{R}", 2, 2, 0))
	a2 := bf(t, g, 1, bear(t, "Raider", "{1}{R}", 2, 2, 0))
	require.NoError(t, g.Start(3, 1, game.DeclareAttackers))
	attack(t, g, 1, game.Attack{Attacker: a1, Player: game.NoPlayer, Planeswalker: p}, game.Attack{Attacker: a2, Player: 2})
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
}

// Grave Scribe: {1}{B} enchantment, "Whenever a creature an opponent
// controls dies, you may pay {1}. If you do, draw a card." Paid: a card;
// declined: none, mana unspent (CR 603.5, 117.1, 608.2c).
func TestGraveScribe(t *testing.T) {
	d := def(t, card.Definition{Name: "Grave Scribe", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{Side: ability.OpponentSide},
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1), Optional: true, PayMana: cost("{1}")}}}}})
	for _, yes := range []bool{true, false} {
		g := newGame(t, 2)
		libs(t, g, 3)
		bf(t, g, 0, d)
		v := bf(t, g, 1, bear(t, "Bear", "{1}{G}", 2, 2, 0))
		lands(t, g, 0, card.Swamp, 2)
		k := hand(t, g, 0, doomDef)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, k, game.ObjectTarget(v)))
		resolveAnswering(t, g, yes)
		untapped := 0
		for _, id := range g.Zone(0, zone.Battlefield) {
			if o := info(t, g, id); o.Types.Has(ability.Land) && !o.Tapped {
				untapped++
			}
		}
		if yes {
			require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
			require.Equal(t, 0, untapped)
		} else {
			require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
			require.Equal(t, 1, untapped)
		}
	}
}

// Oath Banner: {2}{W} artifact, "Whenever a creature enters the
// battlefield under your control, it gets +1/+1 for as long as you control
// Oath Banner." When the Banner is sacrificed ("Sacrifice Oath Banner: You
// gain 1 life") the bonus ends and doesn't return (CR 611.2b).
func TestOathBanner(t *testing.T) {
	d := def(t, card.Definition{Name: "Oath Banner", ManaCost: cost("{2}{W}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{SacrificeSelf: true}, Effects: gain(1)}},
		Triggered: []ability.Triggered{{Event: ability.AnotherCreatureEnters, Match: ability.Filter{Side: ability.YourSide},
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectEventObject, Power: 1, Toughness: 1, Duration: ability.WhileYouControlSource}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	ban := bf(t, g, 0, d)
	lands(t, g, 0, card.Forest, 2)
	b := hand(t, g, 0, bear(t, "Bear", "{1}{G}", 2, 2, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, b))
	resolve(t, g, nil)
	nb := g.Zone(0, zone.Battlefield)[len(g.Zone(0, zone.Battlefield))-1]
	require.Equal(t, [2]int{3, 3}, pt(t, g, nb))
	passTo(t, g, 1, game.Main1)
	require.Equal(t, [2]int{3, 3}, pt(t, g, nb), "lasts past end of turn")
	passTo(t, g, 0, game.Main1)
	require.NoError(t, g.Activate(0, ban, 0))
	resolve(t, g, nil)
	require.Equal(t, [2]int{2, 2}, pt(t, g, nb))
}

// Trophy Hunter: {2}{G} 2/2, "Whenever Trophy Hunter deals combat damage
// to a player, it gets +1/+1" (for as long as it's on the battlefield:
// Duration Permanently). It keeps the bonus in later turns.
func TestTrophyHunter(t *testing.T) {
	d := def(t, card.Definition{Name: "Trophy Hunter", ManaCost: cost("{2}{G}"), Types: ability.Creature, Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{{Event: ability.DealsCombatDamageToPlayer,
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Power: 1, Toughness: 1, Duration: ability.Permanently}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	h := bf(t, g, 0, d)
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: h, Player: 1})
	passTo(t, g, 1, game.Main1)
	require.Equal(t, 18, g.Life(1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, h))
}

// Fen Shackle: {1}{B} Aura, "Enchant creature. As long as you control a
// Swamp, enchanted creature gets -2/-0." "You" is the Aura's controller
// (CR 109.5, 604.2): Alice's Aura on Bob's creature counts Alice's Swamps
// only.
func TestFenShackle(t *testing.T) {
	d := def(t, card.Definition{Name: "Fen Shackle", ManaCost: cost("{1}{B}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, IfControlSubtype: "Swamp", Power: -2}}})
	for _, aliceSwamp := range []bool{true, false} {
		g := newGame(t, 2)
		libs(t, g, 3)
		v := bf(t, g, 1, bear(t, "Bear", "{2}{G}", 3, 3, 0))
		bf(t, g, 0, d, game.PutOptions{AttachedTo: v})
		bf(t, g, 1, card.Swamp)
		if aliceSwamp {
			bf(t, g, 0, card.Swamp)
		}
		require.NoError(t, g.Start(2, 0, game.Main1))
		if aliceSwamp {
			require.Equal(t, [2]int{1, 3}, pt(t, g, v))
		} else {
			require.Equal(t, [2]int{3, 3}, pt(t, g, v))
		}
	}
}

// Arcane Tutelage: {1}{U} enchantment, "Whenever you cast a noncreature
// spell, put a +1/+1 counter on a creature you control" (chosen on
// resolution, not targeted: SubjectChosen, CR 608.2c). Bob's creature can't
// be chosen.
func TestArcaneTutelage(t *testing.T) {
	d := def(t, card.Definition{Name: "Arcane Tutelage", ManaCost: cost("{1}{U}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.YouCastSpell, Match: ability.Filter{NotTypes: ability.Creature},
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectChosen, Group: ability.Group{Types: ability.Creature}, Counter: "+1/+1", Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	a := bf(t, g, 0, bear(t, "A", "{1}{G}", 2, 2, 0))
	b := bf(t, g, 0, bear(t, "B", "{1}{G}", 2, 2, 0))
	theirs := bf(t, g, 1, bear(t, "Theirs", "{1}{G}", 2, 2, 0))
	lands(t, g, 0, card.Plains, 1)
	n := hand(t, g, 0, whiteBolt)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, n, game.PlayerTarget(1)))
	resolve(t, g, func(dd game.Decision) game.Action {
		require.Equal(t, game.DecideChoosePermanent, dd.Kind)
		for _, la := range g.LegalActions(nil) {
			require.NotEqual(t, theirs, la.Object)
		}
		return chooseObj(0, b)
	})
	require.Equal(t, 0, counter(t, g, a, game.PlusOne))
	require.Equal(t, 1, counter(t, g, b, game.PlusOne))
}

// Wingbound Grief: {2}{B} enchantment, "Whenever a creature with flying
// dies, each opponent loses 1 life." A bear with flying from an Aura dies
// (the Aura goes too): it had flying as it last existed (CR 603.10a), and
// the engine triggers. Three players.
func TestWingboundGrief(t *testing.T) {
	d := def(t, card.Definition{Name: "Wingbound Grief", ManaCost: cost("{2}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{WithKeyword: ability.Flying},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}}}})
	wings := def(t, card.Definition{Name: "Borrowed Wings", ManaCost: cost("{U}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, Keywords: ability.Flying}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	bf(t, g, 0, d)
	v := bf(t, g, 1, bear(t, "Winged Bear", "{1}{G}", 2, 2, 0))
	bf(t, g, 1, wings, game.PutOptions{AttachedTo: v})
	lands(t, g, 0, card.Swamp, 1)
	k := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, info(t, g, v).Keywords.Has(ability.Flying), "flying from the Aura")
	require.NoError(t, g.Cast(0, k, game.ObjectTarget(v)))
	resolve(t, g, nil)
	require.Equal(t, 2, g.ZoneLen(1, zone.Graveyard))
	require.Equal(t, []int{20, 19, 19}, lifes(g))
}

// Grave of the Changed: {1}{B} enchantment, "Whenever a black Zombie
// creature dies, you gain 1 life" (Match Colors + Subtype). Bob's green Bear
// became a black Zombie (Zombify: OpBecome with AddSubtype and SetColors)
// and is destroyed: as it last existed it was a black Zombie (CR 603.10a,
// 613.1d, 613.1e), so the ability triggers, not on its printed colour and
// subtypes.
func TestGraveOfTheChanged(t *testing.T) {
	d := def(t, card.Definition{Name: "Grave of the Changed", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{Subtype: "Zombie", Colors: mana.SetOf(mana.Black)}, Effects: gain(1)}}})
	become := def(t, card.Definition{Name: "Zombify", ManaCost: cost("{U}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature}, Effects: []ability.Effect{{Op: ability.OpBecome, Target: 0,
			Power: 2, Toughness: 2, AddTypes: ability.Creature, AddSubtype: "Zombie", SetColors: mana.SetOf(mana.Black)}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	v := bf(t, g, 1, bear(t, "Bear", "{1}{G}", 2, 2, 0))
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 0, card.Island, 1)
	w := hand(t, g, 0, become)
	k := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, w, game.ObjectTarget(v)))
	resolve(t, g, nil)
	o := info(t, g, v)
	require.True(t, o.Colors.Has(mana.Black))
	require.Contains(t, o.Subtypes, "Zombie")
	require.NoError(t, g.Cast(0, k, game.ObjectTarget(v)))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(1, zone.Graveyard))
	require.Equal(t, 21, g.Life(0))
}

// Blood Brand: {1}{B} Aura, "Enchant creature. Enchanted creature has
// 'Whenever a creature dealt damage by this creature this turn dies, you
// gain 2 life.'" The enchanted 3/3 blocks and kills a 2/2: the granted
// ability's source is the enchanted creature (CR 112.7, 112.10), so "dealt
// damage by this creature" is measured against it, not the Aura, and the
// ability triggers.
func TestBloodBrand(t *testing.T) {
	d := def(t, card.Definition{Name: "Blood Brand", ManaCost: cost("{1}{B}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant:   ability.TargetCreature,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, OfAttached: true, Match: ability.Filter{DamagedBySourceThisTurn: true}, Effects: gain(2)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	host := bf(t, g, 0, bear(t, "Host", "{1}{G}", 3, 3, 0))
	bf(t, g, 0, d, game.PutOptions{AttachedTo: host})
	a := bf(t, g, 1, bear(t, "Two", "{1}{G}", 2, 2, 0))
	require.NoError(t, g.Start(3, 1, game.DeclareAttackers))
	attack(t, g, 1, game.Attack{Attacker: a, Player: 0})
	toBlockers(t, g)
	block(t, g, 0, game.Block{Blocker: host, Attacker: a})
	passTo(t, g, 1, game.Main2)
	require.True(t, gone(g, a))
	require.Equal(t, 22, g.Life(0))
}

// Second Wind Sage: {1}{U} 1/3, "Whenever you cast a spell, if you've
// cast another spell this turn, draw a card." The first spell of the turn
// doesn't trigger it, the second does (CR 603.4): the spell that triggers
// it is not "another".
func TestSecondWindSage(t *testing.T) {
	d := def(t, card.Definition{Name: "Second Wind Sage", ManaCost: cost("{1}{U}"), Types: ability.Creature, Power: C(1), Toughness: C(3),
		Triggered: []ability.Triggered{{Event: ability.YouCastSpell, If: ability.If(ability.YouCastAnotherSpellThisTurn), Effects: draw1}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	lands(t, g, 0, card.Plains, 2)
	n1, n2 := hand(t, g, 0, whiteBolt), hand(t, g, 0, whiteBolt)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, n1, game.PlayerTarget(1)))
	require.Equal(t, 1, g.StackLen())
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, n2, game.PlayerTarget(1)))
	require.Equal(t, 2, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 18, g.Life(1))
}

// Herd Crown: {1}{W} Aura, "Enchant creature. Enchanted creature has
// 'Whenever another creature you control attacks, you gain 1 life.'" The
// enchanted creature attacks alone: it isn't "another" creature than the
// ability's source (CR 112.7), so nothing triggers.
func TestHerdCrown(t *testing.T) {
	d := def(t, card.Definition{Name: "Herd Crown", ManaCost: cost("{1}{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant:   ability.TargetCreature,
		Triggered: []ability.Triggered{{Event: ability.CreatureAttacks, OfAttached: true, Match: ability.Filter{Side: ability.YourSide, Another: true}, Effects: gain(1)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	host := bf(t, g, 0, bear(t, "Host", "{1}{G}", 2, 2, 0))
	bf(t, g, 0, d, game.PutOptions{AttachedTo: host})
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: host, Player: 1})
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0))
}

// Twin Heralds: a 1/1 token "Whenever another creature enters the
// battlefield under your control, you gain 1 life." Two are created at
// once by one effect: each sees the other enter (CR 603.6a, 603.2): 2 life.
func TestTwinHeralds(t *testing.T) {
	tok := def(t, card.Definition{Name: "Herald Spirit", Types: ability.Creature, Subtypes: []string{"Spirit"}, Colors: mana.SetOf(mana.White), Power: C(1), Toughness: C(1),
		Triggered: []ability.Triggered{{Event: ability.AnotherCreatureEnters, Match: ability.Filter{Side: ability.YourSide}, Effects: gain(1)}}})
	sp := def(t, card.Definition{Name: "Call the Heralds", ManaCost: cost("{1}{W}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpCreateToken, Who: ability.WhoYou, Token: tok, Amount: ability.N(2)}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 2)
	s := hand(t, g, 0, sp)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// Echo Caller: {W} 1/1, "When you cast this spell, if you've cast
// another spell this turn, you gain 3 life." Cast as the first spell of the
// turn it doesn't trigger (CR 603.4): no life gained.
func TestEchoCaller(t *testing.T) {
	d := def(t, card.Definition{Name: "Echo Caller", ManaCost: cost("{W}"), Types: ability.Creature, Power: C(1), Toughness: C(1),
		Triggered: []ability.Triggered{{Event: ability.CastThis, If: ability.If(ability.YouCastAnotherSpellThisTurn), Effects: gain(3)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	h := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0))
}

// Wingbound Grief with the flying from a static that stays: Sky Lord
// ("Bears have flying") remains on the battlefield; Bob's Bear (flying from
// it) is destroyed: it had flying as it last existed (CR 603.10a), and the
// ability triggers.
func TestWingboundGriefLord(t *testing.T) {
	d := def(t, card.Definition{Name: "Wingbound Grief", ManaCost: cost("{2}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{WithKeyword: ability.Flying},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}}}})
	lord := def(t, card.Definition{Name: "Sky Lord", ManaCost: cost("{U}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Subtype: "Bear"}, Keywords: ability.Flying}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	bf(t, g, 1, lord)
	v := bf(t, g, 1, bear(t, "Bear", "{1}{G}", 2, 2, 0))
	lands(t, g, 0, card.Swamp, 1)
	k := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, info(t, g, v).Keywords.Has(ability.Flying))
	require.NoError(t, g.Cast(0, k, game.ObjectTarget(v)))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
}

// Spite Brand: {1}{B} Aura, "Enchant creature. Enchanted creature has
// 'Whenever a creature dies, this creature deals 1 damage to target
// creature.'" On a green creature, the ability's source is that green
// creature (CR 112.7), so a creature with protection from green can't be
// targeted (CR 702.16b): the engine doesn't offer it.
func TestSpiteBrand(t *testing.T) {
	d := def(t, card.Definition{Name: "Spite Brand", ManaCost: cost("{1}{B}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, OfAttached: true, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	proG := def(t, card.Definition{Name: "Greenward Knight", ManaCost: cost("{1}{W}"), Types: ability.Creature, Power: C(2), Toughness: C(2),
		Statics: []ability.Static{{Affects: ability.AffectsSelf, Protection: mana.SetOf(mana.Green)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	host := bf(t, g, 0, bear(t, "Green Host", "{1}{G}", 2, 2, 0))
	bf(t, g, 0, d, game.PutOptions{AttachedTo: host})
	pk := bf(t, g, 1, proG)
	v := bf(t, g, 1, bear(t, "Runt", "{G}", 1, 1, 0))
	lands(t, g, 0, card.Swamp, 1)
	k := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, k, game.ObjectTarget(v)))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	hostOffered := false
	for _, la := range g.LegalActions(nil) {
		for _, tg := range la.TargetList() {
			require.NotEqual(t, game.ObjectTarget(pk), tg, "protection from green (CR 702.16b)")
			hostOffered = hostOffered || tg == game.ObjectTarget(host)
		}
	}
	require.True(t, hostOffered, "the host itself may be targeted")
	require.NoError(t, g.Apply(targets(0, game.ObjectTarget(host))))
	resolve(t, g, nil)
	require.Equal(t, 1, info(t, g, host).Damage)
	require.Equal(t, 0, info(t, g, pk).Damage)
}

// requireRefusedAt checks that Check refuses d as an invalid definition
// and names field.
func requireRefusedAt(t *testing.T, d card.Definition, field, name string) {
	t.Helper()
	err := card.Define(d).Check()
	require.ErrorIs(t, err, card.ErrInvalidDefinition, name)
	require.Contains(t, err.Error(), field, name)
}

// "That player", "that much" and "that creature" of an event that gives
// none: "Whenever a creature dies, that player loses 1 life" (WhoEventPlayer
// on CreatureDies), "Whenever a permanent enters, you gain life equal to
// that much" (EventAmount on PermanentEnters), "At the beginning of your
// upkeep, deal 1 damage to that creature" (SubjectEventObject on
// YourUpkeep). A triggered ability's words refer to what its trigger event
// gives (CR 603.2); the engine would play these as nothing, so Check
// refuses each at the effect.
func TestCheckRefusesMissingEventReferences(t *testing.T) {
	for _, c := range []struct {
		field string
		tr    ability.Triggered
	}{
		{"Triggered[0].Effects[0]", ability.Triggered{Event: ability.CreatureDies,
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(1)}}}},
		{"Triggered[0].Effects[0].Amount.Kind", ability.Triggered{Event: ability.PermanentEnters,
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.EventAmount}}}}},
		{"Triggered[0].Effects[0].Subject", ability.Triggered{Event: ability.YourUpkeep,
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectEventObject, Amount: ability.N(1)}}}},
	} {
		d := card.Definition{Name: "Probe", ManaCost: cost("{1}"), Types: ability.Enchantment, Triggered: []ability.Triggered{c.tr}}
		requireRefusedAt(t, d, c.field, c.field)
	}
}

// Elfsong Matron: {2}{G} 2/2 Elf, "Other Elf creatures you control have
// 'When this creature enters the battlefield, put a +1/+1 counter on it.'"
// The granted ability is the entering Elf's (CR 112.7, 613.1f), so "it" is
// that Elf, never the Matron; written with SubjectSelf (the Matron) in an
// OfEventObject ability, Check refuses it at the subject.
func TestElfsongMatronSelfRefused(t *testing.T) {
	requireRefusedAt(t, card.Definition{Name: "Elfsong Matron", ManaCost: cost("{2}{G}"), Types: ability.Creature, Subtypes: []string{"Elf"}, Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{{Event: ability.PermanentEnters, OfEventObject: true, Match: ability.Filter{Types: ability.Creature, Subtype: "Elf", Side: ability.YourSide, Another: true},
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(1)}}}}},
		"Triggered[0].Effects[0].Subject", "Elfsong Matron")
}

// "Whenever a card is put into a graveyard, destroy it" asks of a card in
// a graveyard what only a permanent can undergo (CR 400.7d lets the
// ability find the card, not destroy it); Check refuses it at the subject.
func TestCheckRefusesEventObjectThatLeft(t *testing.T) {
	yard := card.Definition{Name: "Ashen Custodian", ManaCost: cost("{2}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CardPutIntoGraveyard, Effects: []ability.Effect{{Op: ability.OpDestroy, Subject: ability.SubjectEventObject}}}}}
	requireRefusedAt(t, yard, "Triggered[0].Effects[0].Subject", "CardPutIntoGraveyard")
}

// Trigger and static fields the engine doesn't play where they are set:
// Check refuses each at the field (docs/design.md, "Definitions are checked
// once").
func TestCheckRefusesUnplayedTriggerFields(t *testing.T) {
	ench := func(tr ability.Triggered) card.Definition {
		return card.Definition{Name: "Probe", ManaCost: cost("{1}"), Types: ability.Enchantment, Triggered: []ability.Triggered{tr}}
	}
	aura := func(tr ability.Triggered) card.Definition {
		return card.Definition{Name: "Probe Aura", ManaCost: cost("{1}"), Types: ability.Enchantment, Subtypes: []string{"Aura"}, Enchant: ability.TargetCreature, Triggered: []ability.Triggered{tr}}
	}
	st := func(s ability.Static) card.Definition {
		return card.Definition{Name: "Probe", ManaCost: cost("{1}"), Types: ability.Creature, Power: C(1), Toughness: C(1), Statics: []ability.Static{s}}
	}
	for _, c := range []struct {
		name, field string
		d           card.Definition
	}{
		// "You can't play lands as long as you control a Swamp": the ban
		// would apply without its condition.
		{"cant play lands + if", "Statics[0].ControllerCantPlayLands", st(ability.Static{ControllerCantPlayLands: true, IfControlSubtype: "Swamp"})},
		// "Whenever enchanted creature is dealt damage" is AttachedIsDealtDamage.
		{"OfAttached DealtDamage", "Triggered[0].OfAttached", aura(ability.Triggered{Event: ability.DealtDamage, OfAttached: true, Effects: gain(1)})},
		// "Whenever a creature with toughness 4 or greater dies" and
		// "whenever an attacking creature dies": a death's Match doesn't
		// read toughness or combat.
		{"dies MinToughness", "Triggered[0].Match.MinToughness", ench(ability.Triggered{Event: ability.CreatureDies, Match: ability.Filter{MinToughness: 4}, Effects: gain(1)})},
		{"dies attacking", "Triggered[0].Match.Combat", ench(ability.Triggered{Event: ability.CreatureDies, Match: ability.Filter{Combat: ability.Attacking}, Effects: gain(1)})},
		// "If you control a permanent" says whose itself: a side is not read.
		{"if YouControl Side", "Triggered[0].If.Group.Side", ench(ability.Triggered{Event: ability.CreatureDies, If: ability.Condition{Kind: ability.YouControl, Group: ability.Group{Side: ability.OpponentSide}}, Effects: gain(1)})},
		// "Enchanted creature has 'Whenever you cast a spell ...'": a granted
		// trigger works for its Match's events and the upkeep only.
		{"OfAttached YouCastSpell", "Triggered[0].OfAttached", aura(ability.Triggered{Event: ability.YouCastSpell, OfAttached: true, Effects: gain(1)})},
		// A conditional base power and toughness of the source itself.
		{"self SetBasePT with If", "Statics[0].SetBasePT", st(ability.Static{Affects: ability.AffectsSelf, IfControlSubtype: "Island", SetBasePT: true, BasePower: 4, BaseToughness: 4})},
		// A spell's Match says "noncreature" with NotTypes.
		{"YouCastSpell SpellNotTypes", "Triggered[0].Match.SpellNotTypes", ench(ability.Triggered{Event: ability.YouCastSpell, Match: ability.Filter{SpellNotTypes: ability.Creature}, Effects: gain(1)})},
		// "Whenever you attack with two or more creatures": a count of
		// attackers has no object to match.
		{"attack with N Match", "Triggered[0].Match", ench(ability.Triggered{Event: ability.YouAttackWithCreatures, MinCount: 2, Match: ability.Filter{Subtype: "Goblin"}, Effects: gain(1)})},
	} {
		requireRefusedAt(t, c.d, c.field, c.name)
	}
}

// Elfsong Matron as the vocabulary says it: the granted ability's "it" is
// SubjectEventObject, the entering Elf (CR 112.7, 613.1f). A nontoken Elf
// cast under Alice's control enters as a 2/2 from a 1/1; the Matron is
// unchanged.
func TestElfsongMatron(t *testing.T) {
	d := def(t, card.Definition{Name: "Elfsong Matron", ManaCost: cost("{2}{G}"), Types: ability.Creature, Subtypes: []string{"Elf"}, Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{{Event: ability.PermanentEnters, OfEventObject: true, Match: ability.Filter{Types: ability.Creature, Subtype: "Elf", Side: ability.YourSide, Another: true},
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectEventObject, Counter: "+1/+1", Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	m := bf(t, g, 0, d)
	lands(t, g, 0, card.Forest, 1)
	e := hand(t, g, 0, bearOf(t, "Elf Scout", "{G}", 1, 1, 0, "Elf"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, e))
	resolve(t, g, nil)
	ne, ok := g.Follow(e)
	require.True(t, ok)
	require.Equal(t, [2]int{2, 2}, pt(t, g, m))
	require.Equal(t, [2]int{2, 2}, pt(t, g, ne))
	require.Equal(t, 1, counter(t, g, ne, game.PlusOne))
}
