package card_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Review h505 of the effects that find an object a resolution or its
// cost moved to a public zone (CR 400.7h), of "enchanted creature's
// controller" read as it last existed (CR 608.2g), of a graveyard
// ability reading its card, and of Check's refusals of Auras put onto
// the battlefield unattached (CR 303.4f). Guards first; the positions
// the engine gets wrong are at the end, skipped with "DEFECT".

// h505Banish is "{W} instant: exile target card from a graveyard."
func h505Banish(t *testing.T) *card.Definition {
	return instant(t, "Grave Banish", "{W}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard}},
		ability.Effect{Op: ability.OpExile, Target: 0})
}

// h505Keepsake is an artifact: "{1}, Sacrifice this artifact: Return
// this card from your graveyard to your hand."
func h505Keepsake(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Ashen Keepsake", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}"), SacrificeSelf: true},
			Effects: []ability.Effect{{Op: ability.OpReturnToHand, Subject: ability.SubjectSelf}}}}})
}

// 1. Ashen Keepsake: the cost put the card into the graveyard, and the
// ability's effect finds it there (CR 400.7h, second sentence): it
// returns to Alice's hand.
func TestH505SacrificeSelfReturnsCard(t *testing.T) {
	k := h505Keepsake(t)
	g := newGame(t, 2)
	libs(t, g, 5)
	id := bf(t, g, 0, k)
	lands(t, g, 0, card.Plains, 1)
	require.NoError(t, g.Start(2, 0, game.Main1))
	n := g.ZoneLen(0, zone.Hand)
	require.NoError(t, g.Activate(0, id, 0))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, id))
	h499Pass(t, g)
	require.Equal(t, zone.Hand, zoneOf(t, g, id))
	require.Equal(t, n+1, g.ZoneLen(0, zone.Hand))
}

// 2. The same, but in response Bob exiles the card from Alice's
// graveyard. The card in exile is a new object (CR 400.7) that no cost
// or effect of the ability moved there: the ability returns nothing,
// and the card stays in exile.
func TestH505SacrificeSelfCardExiledInResponse(t *testing.T) {
	k := h505Keepsake(t)
	g := newGame(t, 2)
	libs(t, g, 5)
	id := bf(t, g, 0, k)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Plains, 1)
	b := hand(t, g, 1, h505Banish(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, id, 0))
	gy, ok := g.Follow(id)
	require.True(t, ok)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, b, obj(gy)))
	h499Pass(t, g)
	require.Equal(t, zone.Exile, zoneOf(t, g, id))
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
}

// 3. The same, but in response Alice returns the card from her
// graveyard to the battlefield (Sudden Rise, an instant). The permanent is a
// new object again (CR 400.7): the ability, whose text returns the card
// "from your graveyard", leaves it on the battlefield.
func TestH505SacrificeSelfCardReanimatedInResponse(t *testing.T) {
	k := h505Keepsake(t)
	k2 := def(t, card.Definition{Name: "Ashen Keepsake Beast", ManaCost: cost("{2}"), Types: ability.Artifact | ability.Creature,
		Subtypes: []string{"Golem"}, Power: C(2), Toughness: C(2), Activated: k.Activated})
	g := newGame(t, 2)
	libs(t, g, 5)
	id := bf(t, g, 0, k2)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 0, card.Swamp, 1)
	e := hand(t, g, 0, h502Rise(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, id, 0))
	gy, ok := g.Follow(id)
	require.True(t, ok)
	require.NoError(t, g.Cast(0, e, obj(gy)))
	h499Pass(t, g)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, id))
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
}

// 4. Second Dawn: {3}{B} sorcery, "Return target creature card from
// your graveyard to the battlefield. Put two +1/+1 counters on it." The
// second sentence finds the permanent the first made (CR 400.7h): a 2/2
// card enters as a 4/4.
func TestH505ReanimateThenCounters(t *testing.T) {
	dawn := sorcery(t, "Second Dawn", "{3}{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}},
		ability.Effect{Op: ability.OpPutOntoBattlefield},
		ability.Effect{Op: ability.OpPutCounters, Target: 0, Counter: "+1/+1", Amount: ability.N(2)})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := put(t, g, 0, zone.Graveyard, creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox"))
	lands(t, g, 0, card.Swamp, 4)
	s := hand(t, g, 0, dawn)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(c)))
	h499Pass(t, g)
	nid, ok := g.Follow(c)
	require.True(t, ok)
	o := info(t, g, nid)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, 4, o.Power)
	require.Equal(t, 4, o.Toughness)
}

// 5. Cinder Offering: a 2/2, "{1}, Sacrifice this creature: Put a
// +1/+1 counter on this creature and untap it." The card in the
// graveyard is found by the effect (CR 400.7h) but counters and untapping
// are for permanents (CR 121.1, 701.19): nothing happens to it, and the
// card keeps no counter when it comes back.
func TestH505SacrificeSelfCountersOnCard(t *testing.T) {
	d := h499Crt(t, "Cinder Offering", "{1}{R}", 2, 2, 0, "Spirit", card.Definition{
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}"), SacrificeSelf: true},
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(1)},
				{Op: ability.OpUntap, Subject: ability.SubjectSelf}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	id := bf(t, g, 0, d)
	lands(t, g, 0, card.Swamp, 2)
	e := hand(t, g, 0, h502Rise(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, id, 0))
	h499Pass(t, g)
	gy, ok := g.Follow(id)
	require.True(t, ok)
	require.Equal(t, zone.Graveyard, info(t, g, gy).Zone)
	require.NoError(t, g.Cast(0, e, obj(gy)))
	h499Pass(t, g)
	nid, ok := g.Follow(id)
	require.True(t, ok)
	require.Equal(t, 2, info(t, g, nid).Power)
}

// 6. Doom and Dust: a sorcery "Destroy target creature. Exile it."
// (the text "it" finds the card the first sentence put into the
// graveyard, CR 400.7h). Alice's spell on Bob's 2/2: it ends in exile.
func TestH505DestroyThenExileIt(t *testing.T) {
	d := sorcery(t, "Doom and Dust", "{2}{B}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDestroy, Target: 0}, ability.Effect{Op: ability.OpExile, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 1, creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox"))
	lands(t, g, 0, card.Swamp, 3)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(c)))
	h499Pass(t, g)
	require.Equal(t, zone.Exile, zoneOf(t, g, c))
}

// 7. The same spell on a creature that regenerates (a regeneration
// shield from Necrobite): destruction is replaced (CR 701.13a), the
// creature never leaves, and "exile it" exiles the permanent.
func TestH505DestroyRegeneratedThenExile(t *testing.T) {
	d := sorcery(t, "Doom and Dust", "{2}{B}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDestroy, Target: 0}, ability.Effect{Op: ability.OpExile, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 1, creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox"))
	lands(t, g, 0, card.Swamp, 3)
	lands(t, g, 1, card.Swamp, 3)
	nb := hand(t, g, 1, card.Necrobite)
	s := hand(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(c)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, nb, obj(c)))
	h499Pass(t, g)
	require.Equal(t, zone.Exile, zoneOf(t, g, c))
	require.Equal(t, 0, g.ZoneLen(1, zone.Graveyard)-1, "only Necrobite in Bob's graveyard")
}

// 11b. Guard: the same without the sweep: Bob gains 3.
func TestH505SacrificedAuraGain(t *testing.T) {
	gift := def(t, card.Definition{Name: "Parting Gift", ManaCost: cost("{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Activated: []ability.Activated{{Cost: ability.Cost{SacrificeSelf: true},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoEnchantedController, Amount: ability.N(3)}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 1, creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox"))
	a := bf(t, g, 0, gift, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, a, 0))
	h499Pass(t, g)
	require.False(t, gone(g, c))
	require.Equal(t, []int{20, 23}, []int{g.Life(0), g.Life(1)})
}

// 12. Grim Return: {2}{B} sorcery, "Return target creature card from
// your graveyard to the battlefield. Tap it. It gains haste until end
// of turn." Each later sentence finds the permanent the first made
// (CR 400.7h): it is tapped and has haste.
func TestH505ReanimateThenTapAndHaste(t *testing.T) {
	ret := sorcery(t, "Grim Return", "{2}{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}},
		ability.Effect{Op: ability.OpPutOntoBattlefield},
		ability.Effect{Op: ability.OpTap, Target: 0},
		ability.Effect{Op: ability.OpModify, Target: 0, Keywords: ability.Haste, Duration: ability.UntilEndOfTurn})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := put(t, g, 0, zone.Graveyard, creature(t, "Big Ox", "{3}{G}", 4, 4, 0, "Ox"))
	lands(t, g, 0, card.Swamp, 3)
	s := hand(t, g, 0, ret)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(c)))
	h499Pass(t, g)
	nid, ok := g.Follow(c)
	require.True(t, ok)
	o := info(t, g, nid)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.True(t, o.Tapped)
	require.NotZero(t, o.Keywords&ability.Haste)
}

// ---------------------------------------------------------------------
// DEFECTS

// 8. Hasty Recall: {U} sorcery, "You may pay {1}. If you do, return
// target creature to its owner's hand." Alice targets her own Generator
// Servant and, with no other mana left, pays the {1} with the Servant's
// own mana ability ("{T}, Sacrifice Generator Servant: Add {C}{C}",
// CR 608.2f allows it; the automatic payment uses it). The Servant left
// the battlefield by the mana ability's cost, not by Hasty Recall's
// effect: the card in the graveyard is a new object (CR 400.7) that the
// spell can't find (CR 400.7h speaks only of what the effect or the
// spell's own cost moved), so nothing returns to Alice's hand.
func TestH505PaidWithTargetNoFollow(t *testing.T) {
	recall := sorcery(t, "Hasty Recall", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBounce, Target: 0, Optional: true, PayMana: cost("{1}")})
	g := newGame(t, 2)
	libs(t, g, 5)
	sv := bf(t, g, 0, card.GeneratorServant)
	lands(t, g, 0, card.Island, 1)
	s := hand(t, g, 0, recall)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(sv)))
	asked := false
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideYesNo, d.Kind, g.Prompt(game.English))
		asked = true
		return choose(0, 1)
	})
	require.True(t, asked)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, sv), "the Servant paid the cost and stays in the graveyard")
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
}

// 9. Tithe Snare: {1}{U} instant, "Counter target spell unless its
// controller pays {1}. Return target creature to its owner's hand."
// Alice casts it on Bob's Grey Ox spell and on Bob's Generator Servant.
// Bob, whose lands are tapped, pays the {1} with the Servant's mana
// ability, sacrificing it (CR 608.2f). The Servant card in Bob's
// graveyard is a new object (CR 400.7) that neither Tithe Snare's
// effect nor its cost moved (CR 400.7h): "return target creature"
// doesn't reach it, and it stays in the graveyard.
func TestH505OpponentPaysWithTargetNoFollow(t *testing.T) {
	snare := instant(t, "Tithe Snare", "{1}{U}", []ability.TargetSpec{ability.TargetSpell, ability.TargetCreature},
		ability.Effect{Op: ability.OpCounterUnlessPays, Target: 0, PayMana: cost("{1}")},
		ability.Effect{Op: ability.OpBounce, Target: 1})
	ox := creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox")
	g := newGame(t, 2)
	libs(t, g, 5)
	sv := bf(t, g, 1, card.GeneratorServant)
	lands(t, g, 1, card.Forest, 2)
	lands(t, g, 0, card.Island, 2)
	o := hand(t, g, 1, ox)
	s := hand(t, g, 0, snare)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, o))
	require.NoError(t, g.Pass(1))
	spell, ok := g.Follow(o)
	require.True(t, ok)
	require.NoError(t, g.Cast(0, s, obj(spell), obj(sv)))
	asked := false
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideYesNo, d.Kind, g.Prompt(game.English))
		require.Equal(t, game.PlayerID(1), d.Player)
		asked = true
		return choose(1, 1)
	})
	require.True(t, asked)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, sv), "the Servant paid and stays in the graveyard")
	require.Equal(t, 0, g.ZoneLen(1, zone.Hand))
}

// 10. Gift Charm: {1}{U} Aura, "Enchant creature. {1}: Enchanted
// creature's controller draws a card." Alice's Charm on Bob's Ox; Alice
// activates it, then, holding priority, casts Sudden Sweep (destroy all
// creatures) and then Naturalize on the Charm. Naturalize resolves
// first: the Charm leaves while the Ox is still there; then the Ox dies.
// The ability exists independently of its source (CR 112.7a); the Charm
// as it last existed enchanted the Ox, and the Ox as it last existed was
// Bob's (CR 608.2g): Bob draws.
func TestH505GiftCharmAuraLeavesFirst(t *testing.T) {
	charm := def(t, card.Definition{Name: "Gift Charm", ManaCost: cost("{1}{U}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")},
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoEnchantedController, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 1, creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox"))
	a := bf(t, g, 0, charm, game.PutOptions{AttachedTo: c})
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 0, card.Forest, 2)
	sw := hand(t, g, 0, h502Sweep(t))
	nat := hand(t, g, 0, card.Naturalize)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, a, 0))
	require.NoError(t, g.Cast(0, sw))
	require.NoError(t, g.Cast(0, nat, obj(a)))
	h499Pass(t, g)
	require.True(t, gone(g, c))
	require.True(t, gone(g, a))
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand), "Alice draws nothing")
	require.Equal(t, 1, g.ZoneLen(1, zone.Hand), "Bob draws")
}

// 11. Parting Gift: {W} Aura, "Enchant creature. Sacrifice Parting
// Gift: Enchanted creature's controller gains 3 life." Alice's Gift on
// Bob's Ox; Alice sacrifices it (the cost: the Aura leaves first) and,
// holding priority, casts Sudden Sweep, which kills the Ox. The Gift as
// it last existed enchanted the Ox (CR 112.7a, 608.2g), whose
// controller as it last existed is Bob: Bob gains 3 life.
func TestH505SacrificedAuraCreatureDiesInResponse(t *testing.T) {
	gift := def(t, card.Definition{Name: "Parting Gift", ManaCost: cost("{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Activated: []ability.Activated{{Cost: ability.Cost{SacrificeSelf: true},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoEnchantedController, Amount: ability.N(3)}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 1, creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox"))
	a := bf(t, g, 0, gift, game.PutOptions{AttachedTo: c})
	lands(t, g, 0, card.Plains, 1)
	sw := hand(t, g, 0, h502Sweep(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, a, 0))
	require.NoError(t, g.Cast(0, sw))
	h499Pass(t, g)
	require.True(t, gone(g, c))
	require.Equal(t, []int{20, 23}, []int{g.Life(0), g.Life(1)})
}

// 14. Check and an Aura returning from "exile until": Warden of Vines,
// {2}{W} 2/2, "When Warden of Vines enters the battlefield, exile target
// enchantment an opponent controls until Warden of Vines leaves the
// battlefield." Bob's Battle Mastery enchants Bob's Ox; Alice's Warden
// exiles it; Alice then destroys her own Warden. The Aura returns to the
// battlefield under Bob's control (CR 610.3b), by no Aura spell's
// resolution and with no object named for it: Bob chooses what it
// enchants as it enters (CR 303.4f), and it enters attached to the Ox
// (the only creature it can enchant). The engine doesn't ask that
// question here, so Check refuses the Warden.
func TestH505ExileUntilLeavesAuraReturns(t *testing.T) {
	// The engine doesn't ask what a returning Aura enchants: Check
	// refuses an enchantment target, at the effect.
	warden := card.Define(card.Definition{Name: "Warden of Vines", ManaCost: cost("{2}{W}"), Types: ability.Creature,
		Subtypes: []string{"Cleric"}, Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Targets: []ability.TargetSpec{{Allow: ability.AllowEnchantment, Filter: ability.Filter{Side: ability.OpponentSide}}},
			Effects: []ability.Effect{{Op: ability.OpExileUntilLeaves, Target: 0}}}}})
	err := warden.Check()
	require.ErrorIs(t, err, card.ErrInvalidDefinition)
	var fe *card.FieldError
	require.ErrorAs(t, err, &fe)
	require.Equal(t, "Triggered[0].Effects[0].Op", fe.Field)
}

// 15. Check and an Aura token: Hexing Word, {1}{B} sorcery, "Create a
// Withering Hex token: an Aura enchantment with 'Enchant creature /
// Enchanted creature gets -1/-1.'" The token is an Aura entering the
// battlefield other than by resolving as an Aura spell, with nothing
// named for it to enchant: Alice chooses what it enchants as it enters
// (CR 303.4f, 110.5); with Bob's Ox the only creature, it enchants the
// Ox, a 1/1 afterwards. The engine doesn't ask that question here, so
// Check refuses the card.
func TestH505AuraToken(t *testing.T) {
	// The engine doesn't ask what an Aura token enchants: Check refuses
	// the effect that makes one.
	hex := card.Define(card.Definition{Name: "Withering Hex", Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: -1, Toughness: -1}}})
	word := card.Define(card.Definition{Name: "Hexing Word", ManaCost: cost("{1}{B}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpCreateToken, Who: ability.WhoYou, Amount: ability.N(1), Token: hex}}}})
	err := word.Check()
	require.ErrorIs(t, err, card.ErrInvalidDefinition)
	var fe *card.FieldError
	require.ErrorAs(t, err, &fe)
	require.Equal(t, "Spell.Effects[0].Token", fe.Field)
}
