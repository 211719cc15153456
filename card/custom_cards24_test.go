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

// Custom cards, twenty-fourth set: cards of one's own about objects
// outside the battlefield and last known information. Abilities that
// work from a graveyard combined with other costs, targets, amounts,
// conditions and "return this card"; triggers of cards leaving the
// battlefield that read the object as it last existed (power, colours,
// controller, counters, attached Auras, types an effect gave it);
// sources that left before their ability resolves (deathtouch,
// lifelink, colour against protection); Auras and Equipment whose
// abilities, or the abilities they grant, resolve after they or their
// creature left; tokens ceasing to exist; spells whose targets changed
// zones and came back; "it" in a later effect of the same ability;
// definitions Check refuses; and, at the end, the definitions Check
// accepts that the engine misplays (skipped, each saying what is wrong).

// h501Crt is a checked creature card with the given abilities.
func h501Crt(t *testing.T, name, mc string, p, tg int, kw ability.Keyword, sub string, d card.Definition) *card.Definition {
	d.Name, d.ManaCost, d.Types, d.Subtypes = name, cost(mc), ability.Creature, []string{sub}
	d.Power, d.Toughness, d.Keywords = C(p), C(tg), kw
	return def(t, d)
}

// h501Pass resolves the stack, answering no other decision.
func h501Pass(t *testing.T, g *game.Game) {
	t.Helper()
	resolve(t, g, nil)
}

// h501Top resolves the top item of the stack only.
func h501Top(t *testing.T, g *game.Game) {
	t.Helper()
	require.Greater(t, g.StackLen(), 0)
	require.NoError(t, g.PassUntilResolved())
}

// h501Count is the number of p's permanents of definition d.
func h501Count(t *testing.T, g *game.Game, p game.PlayerID, d *card.Definition) int {
	n := 0
	for _, id := range g.Zone(p, zone.Battlefield) {
		if info(t, g, id).Card == d {
			n++
		}
	}
	return n
}

// h501In reports whether a card of definition d is in p's zone z.
func h501In(t *testing.T, g *game.Game, p game.PlayerID, z zone.Kind, d *card.Definition) bool {
	for _, id := range g.Zone(p, z) {
		if info(t, g, id).Card == d {
			return true
		}
	}
	return false
}

// h501Bolt is an instant dealing n damage to any target.
func h501Bolt(t *testing.T, name string, n int) *card.Definition {
	return instant(t, name, "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(n)})
}

// h501Steal is a sorcery "Gain control of target creature."
func h501Steal(t *testing.T) *card.Definition {
	return sorcery(t, "Lasting Theft", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
}

// h501Bounce is an instant "Return target creature to its owner's hand."
func h501Bounce(t *testing.T) *card.Definition {
	return instant(t, "Sudden Recall", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBounce, Target: 0})
}

// h501Raise is an instant "Return target creature card from your
// graveyard to your hand."
func h501Raise(t *testing.T) *card.Definition {
	return instant(t, "Grave Call", "{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}},
		ability.Effect{Op: ability.OpReturnToHand, Target: 0})
}

// h501Outlet is an artifact "Discard a card: You gain 1 life."
func h501Outlet(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Dumping Chute", ManaCost: cost("{1}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Discard: 1}, Effects: gain(1)}}})
}

// ---------------------------------------------------------------------
// Part 1. Abilities that work from a graveyard.

// 1. Restless Husk: {1}{B} 2/1 Zombie, "{1}{B}: Return Restless Husk from
// your graveyard to your hand." Activated twice, both on the stack: the
// first to resolve returns the card; the card in the hand is a new
// object (CR 400.7), so the second finds nothing in the graveyard and
// does nothing (CR 608.2g). Only two of Alice's four lands were needed
// each time: all four are tapped.
func TestH501ReturnSelfTwiceOnStack(t *testing.T) {
	husk := h501Crt(t, "Restless Husk", "{1}{B}", 2, 1, 0, "Zombie", card.Definition{
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{1}{B}")},
			Effects: []ability.Effect{{Op: ability.OpReturnToHand, Subject: ability.SubjectSelf}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	h := put(t, g, 0, zone.Graveyard, husk)
	lands(t, g, 0, card.Swamp, 4)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, h, 0))
	require.NoError(t, g.Activate(0, h, 0))
	require.Equal(t, 2, g.StackLen())
	h501Pass(t, g)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 0, g.ZoneLen(0, zone.Graveyard))
	require.Equal(t, zone.Hand, zoneOf(t, g, h))
}

// 2. Restless Husk again: the first activation resolves and returns the
// card; Alice discards it to Dumping Chute ("Discard a card: You gain 1
// life") while the second activation waits. The Husk in the graveyard
// now is a new object, not the one the second activation's source was
// (CR 400.7): the second activation does nothing, and the Husk stays in
// the graveyard.
func TestH501ReturnSelfCameBackIsNewObject(t *testing.T) {
	husk := h501Crt(t, "Restless Husk", "{1}{B}", 2, 1, 0, "Zombie", card.Definition{
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{1}{B}")},
			Effects: []ability.Effect{{Op: ability.OpReturnToHand, Subject: ability.SubjectSelf}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	h := put(t, g, 0, zone.Graveyard, husk)
	chute := bf(t, g, 0, h501Outlet(t))
	lands(t, g, 0, card.Swamp, 4)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, h, 0))
	require.NoError(t, g.Activate(0, h, 0))
	h501Top(t, g)
	require.Equal(t, 1, g.StackLen())
	inHand := g.Zone(0, zone.Hand)
	require.Len(t, inHand, 1)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: chute, Ability: 0, Discard: inHand[0]}))
	h501Top(t, g) // the Chute's ability
	require.Equal(t, 21, g.Life(0))
	require.True(t, h501In(t, g, 0, zone.Graveyard, husk))
	h501Pass(t, g)
	require.True(t, h501In(t, g, 0, zone.Graveyard, husk), "a new object: the old activation can't find it")
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
}

// 3. Dawnwake Revenant: {2}{B} 2/2 Zombie, "When Dawnwake Revenant enters
// the battlefield, you gain 2 life. {2}{B}: Return Dawnwake Revenant from
// your graveyard to the battlefield tapped. Activate only as a sorcery."
// In Bob's turn the ability can't be activated (CR 602.5b, 307.1); in
// Alice's main phase it returns the card tapped, and it enters, so its
// enters trigger gains 2 life (CR 603.6a).
func TestH501ReturnTappedSorcerySpeed(t *testing.T) {
	rev := h501Crt(t, "Dawnwake Revenant", "{2}{B}", 2, 2, 0, "Zombie", card.Definition{
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, Effects: gain(2)}},
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{2}{B}")}, Timing: ability.SorcerySpeed,
			Effects: []ability.Effect{{Op: ability.OpReturnSelfTapped}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	r := put(t, g, 0, zone.Graveyard, rev)
	lands(t, g, 0, card.Swamp, 3)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.Error(t, g.Activate(0, r, 0), "not as a sorcery in Bob's turn")
	g = newGame(t, 2)
	libs(t, g, 5)
	r = put(t, g, 0, zone.Graveyard, rev)
	lands(t, g, 0, card.Swamp, 3)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, r, 0))
	h501Pass(t, g)
	id := find(t, g, 0, rev)
	require.NotZero(t, id)
	require.True(t, info(t, g, id).Tapped)
	require.Equal(t, 22, g.Life(0))
}

// 4. Bonepicker Scavenger: {1}{B} 1/1 Zombie, "{B}, Discard a card:
// Return Bonepicker Scavenger from your graveyard to your hand. If the
// discarded card was a Zombie card, draw a card." The discarded card is
// the one the cost moved, which the effect may find (CR 400.7h,
// 608.2c): discarding a Zombie card Alice returns the Scavenger and
// draws; discarding a Plains, she only returns it.
func TestH501GraveyardDiscardCostReadsDiscarded(t *testing.T) {
	scav := h501Crt(t, "Bonepicker Scavenger", "{1}{B}", 1, 1, 0, "Zombie", card.Definition{
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{B}"), Discard: 1},
			Effects: []ability.Effect{{Op: ability.OpReturnToHand, Subject: ability.SubjectSelf},
				{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1),
					If: &ability.Condition{Kind: ability.EventCardHasSubtype, Subtype: "Zombie"}}}}}})
	zombie := creature(t, "Shambler", "{B}", 1, 1, 0, "Zombie")
	for _, z := range []bool{true, false} {
		g := newGame(t, 2)
		libs(t, g, 5)
		s := put(t, g, 0, zone.Graveyard, scav)
		lands(t, g, 0, card.Swamp, 1)
		var d game.ObjectID
		if z {
			d = hand(t, g, 0, zombie)
		} else {
			d = hand(t, g, 0, card.Plains)
		}
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: s, Ability: 0, Discard: d}))
		require.Equal(t, zone.Graveyard, zoneOf(t, g, d))
		h501Pass(t, g)
		require.True(t, h501In(t, g, 0, zone.Hand, scav))
		if z {
			require.Equal(t, 2, g.ZoneLen(0, zone.Hand), "a Zombie was discarded: draw")
		} else {
			require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
		}
	}
}

// 5. Ashen Martyr: {2}{W} 2/2 Spirit, "Pay 3 life, Exile Ashen Martyr
// from your graveyard: Destroy target artifact." At 2 life Alice can't
// pay 3 life (CR 119.4, 602.2b). At 20 the costs are paid as it is
// activated (the Martyr is exiled, Alice at 17) and the artifact is
// destroyed on resolution.
func TestH501GraveyardLifeAndExileCost(t *testing.T) {
	martyr := h501Crt(t, "Ashen Martyr", "{2}{W}", 2, 2, 0, "Spirit", card.Definition{
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Life: 3, ExileSelf: true},
			Targets: []ability.TargetSpec{ability.TargetArtifact},
			Effects: []ability.Effect{{Op: ability.OpDestroy, Target: 0}}}}})
	idol := def(t, card.Definition{Name: "Brass Idol", ManaCost: cost("{2}"), Types: ability.Artifact})
	for _, life := range []int{2, 20} {
		g := newGame(t, 2)
		libs(t, g, 5)
		m := put(t, g, 0, zone.Graveyard, martyr)
		a := bf(t, g, 1, idol)
		require.NoError(t, g.SetLife(0, life))
		require.NoError(t, g.Start(2, 0, game.Main1))
		if life == 2 {
			require.Error(t, g.Activate(0, m, 0, obj(a)))
			require.Equal(t, zone.Graveyard, zoneOf(t, g, m))
			continue
		}
		require.NoError(t, g.Activate(0, m, 0, obj(a)))
		require.Equal(t, zone.Exile, zoneOf(t, g, m))
		require.Equal(t, 17, g.Life(0))
		h501Pass(t, g)
		require.True(t, gone(g, a))
	}
}

// 6. Carrion Offering: {1}{B} 1/1 Zombie, "{1}, Exile Carrion Offering
// from your graveyard, Sacrifice a creature: You gain life equal to the
// sacrificed creature's power." The graveyard card pays its own part by
// being exiled and the sacrifice is of a permanent; Alice's Ox, pumped
// to 5/3 until end of turn, is read as it last existed on the
// battlefield (CR 608.2g, 112.7a): Alice gains 5.
func TestH501GraveyardSacrificeAnotherPower(t *testing.T) {
	off := h501Crt(t, "Carrion Offering", "{1}{B}", 1, 1, 0, "Zombie", card.Definition{
		Activated: []ability.Activated{{FromGraveyard: true,
			Cost:    ability.Cost{Mana: cost("{1}"), ExileSelf: true, Sacrifice: &ability.Group{Types: ability.Creature, Other: true}},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.SacrificedPower}}}}}})
	pump := instant(t, "Brute Surge", "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 2})
	g := newGame(t, 2)
	libs(t, g, 5)
	o := put(t, g, 0, zone.Graveyard, off)
	ox := bf(t, g, 0, creature(t, "Pack Ox", "{2}{G}", 3, 3, 0, "Ox"))
	lands(t, g, 0, card.Forest, 2)
	p := hand(t, g, 0, pump)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, p, obj(ox)))
	h501Pass(t, g)
	require.NoError(t, g.Activate(0, o, 0))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.NoError(t, g.Apply(chooseObj(0, ox)))
	require.Equal(t, zone.Exile, zoneOf(t, g, o))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, ox))
	h501Pass(t, g)
	require.Equal(t, 25, g.Life(0))
}

// 7. Ossuary Howler: {2}{B} 2/2 Zombie, "{2}, Exile Ossuary Howler from
// your graveyard: Target player loses 1 life for each creature card in
// all graveyards." The count is taken on resolution (CR 608.2g): the
// Howler, exiled as a cost, is no longer counted. Alice's graveyard
// holds the Howler, two creature cards and a land; Bob's one creature
// card: Bob loses 3.
func TestH501GraveyardCountAfterExileCost(t *testing.T) {
	howl := h501Crt(t, "Ossuary Howler", "{2}{B}", 2, 2, 0, "Zombie", card.Definition{
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{2}"), ExileSelf: true},
			Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0,
				Amount: ability.Amount{Kind: ability.CardsInGraveyards, Group: ability.Group{Types: ability.Creature}}}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	h := put(t, g, 0, zone.Graveyard, howl)
	put(t, g, 0, zone.Graveyard, creature(t, "Dead Ox", "{1}{G}", 2, 2, 0, "Ox"))
	put(t, g, 0, zone.Graveyard, creature(t, "Dead Elk", "{1}{G}", 2, 2, 0, "Elk"))
	put(t, g, 0, zone.Graveyard, card.Forest)
	put(t, g, 1, zone.Graveyard, creature(t, "Dead Goat", "{W}", 1, 1, 0, "Goat"))
	lands(t, g, 0, card.Swamp, 2)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, h, 0, pl(1)))
	h501Pass(t, g)
	require.Equal(t, 17, g.Life(1))
}

// 8. Gravetender Wight: {3}{B} 2/3 Zombie, "{4}: Return another target
// creature card from your graveyard to your hand. Activate only while
// Gravetender Wight is in your graveyard." "Another" excludes the
// ability's source, the Wight itself (CR 114.1, 601.2c): it can't
// target itself, and returns the other creature card.
func TestH501GraveyardAnotherTarget(t *testing.T) {
	wight := h501Crt(t, "Gravetender Wight", "{3}{B}", 2, 3, 0, "Zombie", card.Definition{
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{4}")},
			Targets: []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
				Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide, Another: true}}},
			Effects: []ability.Effect{{Op: ability.OpReturnToHand, Target: 0}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	w := put(t, g, 0, zone.Graveyard, wight)
	ox := put(t, g, 0, zone.Graveyard, creature(t, "Dead Ox", "{1}{G}", 2, 2, 0, "Ox"))
	lands(t, g, 0, card.Swamp, 4)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Activate(0, w, 0, obj(w)), "not itself")
	require.NoError(t, g.Activate(0, w, 0, obj(ox)))
	h501Pass(t, g)
	require.Equal(t, zone.Hand, zoneOf(t, g, ox))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, w))
}

// 9. Restless Husk ("{1}{B}: Return Restless Husk from your graveyard to
// your hand", from the graveyard only) can't be activated from the
// hand, nor from the battlefield: the ability works only where it says
// (CR 112.6b, 112.6k, 602.2). Nor may Bob activate it from Alice's
// graveyard (only its owner may: "your graveyard").
func TestH501GraveyardAbilityOnlyThere(t *testing.T) {
	husk := h501Crt(t, "Restless Husk", "{1}{B}", 2, 1, 0, "Zombie", card.Definition{
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{1}{B}")},
			Effects: []ability.Effect{{Op: ability.OpReturnToHand, Subject: ability.SubjectSelf}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	inHand := hand(t, g, 0, husk)
	onBf := bf(t, g, 0, husk)
	inGy := put(t, g, 0, zone.Graveyard, husk)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 1, card.Swamp, 2)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Activate(0, inHand, 0))
	require.Error(t, g.Activate(0, onBf, 0))
	require.NoError(t, g.Pass(0))
	// Bob has priority now and tries Alice's card.
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	require.Error(t, g.Activate(1, inGy, 0))
}

// 10. Cinder Wraith: {1}{R} 2/2 Spirit, "{2}: Cinder Wraith deals damage
// equal to its power to target player. Activate only while Cinder
// Wraith is in your graveyard." In response Alice returns the card to
// her hand with Grave Call. The ability uses the card as it last
// existed in the graveyard, power 2 (CR 112.7a, 608.2g): Bob loses 2.
func TestH501GraveyardSourceLeftForHand(t *testing.T) {
	wraith := h501Crt(t, "Cinder Wraith", "{1}{R}", 2, 2, 0, "Spirit", card.Definition{
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{2}")},
			Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0,
				Amount: ability.Amount{Kind: ability.SourcePower}}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	w := put(t, g, 0, zone.Graveyard, wraith)
	lands(t, g, 0, card.Swamp, 3)
	re := hand(t, g, 0, h501Raise(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, w, 0, pl(1)))
	require.NoError(t, g.Cast(0, re, obj(w)))
	h501Pass(t, g)
	require.True(t, h501In(t, g, 0, zone.Hand, wraith))
	require.Equal(t, 18, g.Life(1))
}

// ---------------------------------------------------------------------
// Part 2. Leaving the battlefield, read as it last existed.

// 11. Pyre Hound: {2}{R} 2/2 Hound, "When Pyre Hound dies, it deals
// damage equal to its power to target creature or player." Enchanted
// with Alice's Might Collar (+2/+0) and carrying a +1/+1 counter, the
// Hound is destroyed; the Collar goes to the graveyard afterwards (CR
// 704.5n). The trigger uses the Hound as it last existed on the
// battlefield (CR 603.10a, 608.2g, 112.7a): power 5, so Bob loses 5.
func TestH501DiesPowerWithAuraAndCounter(t *testing.T) {
	hound := h501Crt(t, "Pyre Hound", "{2}{R}", 2, 2, 0, "Hound", card.Definition{
		Triggered: []ability.Triggered{{Event: ability.Dies, Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.Amount{Kind: ability.SourcePower}}}}}})
	collar := def(t, card.Definition{Name: "Might Collar", ManaCost: cost("{R}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 2}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	var cs [game.NumCounterKinds]int
	cs[game.PlusOne] = 1
	h := bf(t, g, 0, hound, game.PutOptions{Counters: cs})
	a := bf(t, g, 0, collar, game.PutOptions{AttachedTo: h})
	require.Equal(t, [2]int{5, 3}, pt(t, g, h))
	lands(t, g, 1, card.Swamp, 1)
	k := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, k, obj(h)))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideTargets, d.Kind)
		require.Equal(t, game.PlayerID(0), d.Player)
		return targets(0, pl(1))
	})
	require.True(t, gone(g, a))
	require.Equal(t, 15, g.Life(1))
}

// 12. Pyre Hound, Bob's, stolen by Alice (Lasting Theft) and then
// destroyed. A leaves-the-battlefield ability is controlled by the
// player who controlled its source as it last existed (CR 603.3a,
// 603.10a): Alice puts it on the stack and chooses its target.
func TestH501DiesTriggerControllerAsLastExisted(t *testing.T) {
	hound := h501Crt(t, "Pyre Hound", "{2}{R}", 2, 2, 0, "Hound", card.Definition{
		Triggered: []ability.Triggered{{Event: ability.Dies, Targets: []ability.TargetSpec{ability.TargetOpponent},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0,
				Amount: ability.Amount{Kind: ability.SourcePower}}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	h := bf(t, g, 1, hound)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 0, card.Swamp, 1)
	st := hand(t, g, 0, h501Steal(t))
	k := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, st, obj(h)))
	h501Pass(t, g)
	require.Equal(t, game.PlayerID(0), info(t, g, h).Controller)
	require.NoError(t, g.Cast(0, k, obj(h)))
	asked := false
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideTargets, d.Kind)
		require.Equal(t, game.PlayerID(0), d.Player, "Alice controls the trigger")
		asked = true
		return targets(0, pl(1))
	})
	if !asked {
		require.Equal(t, 18, g.Life(1), "the only opponent of Alice is Bob")
	}
	require.Equal(t, 18, g.Life(1))
	require.Equal(t, 20, g.Life(0))
	require.True(t, h501In(t, g, 1, zone.Graveyard, hound), "to its owner's graveyard (CR 400.3)")
}

// 13. Homing Spirit: {1}{U} 1/1 Spirit, "When Homing Spirit dies, return
// it to its owner's hand." Bob's Spirit, controlled by Alice, dies: the
// card goes to Bob's graveyard (CR 400.3) and the trigger (Alice's, CR
// 603.3a) finds it there (CR 400.7d) and returns it to Bob's hand.
func TestH501DiesReturnToOwnersHandStolen(t *testing.T) {
	spirit := h501Crt(t, "Homing Spirit", "{1}{U}", 1, 1, 0, "Spirit", card.Definition{
		Triggered: []ability.Triggered{{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpReturnToHand, Subject: ability.SubjectSelf}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	s := bf(t, g, 1, spirit, game.PutOptions{Controller: 0, SetController: true})
	lands(t, g, 0, card.Mountain, 1)
	z := hand(t, g, 0, h501Bolt(t, "Zap", 1))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, z, obj(s)))
	h501Pass(t, g)
	require.True(t, h501In(t, g, 1, zone.Hand, spirit))
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
}

// 14. Homing Spirit again: in response to its dies trigger, Bob exiles
// the card from the graveyard (Grave Sweep: "Exile target card from a
// graveyard"). The trigger looks for the card only in the zone it went
// to (CR 603.6c, 400.7): it doesn't come back from exile.
func TestH501DiesReturnCardLeftGraveyard(t *testing.T) {
	spirit := h501Crt(t, "Homing Spirit", "{1}{U}", 1, 1, 0, "Spirit", card.Definition{
		Triggered: []ability.Triggered{{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpReturnToHand, Subject: ability.SubjectSelf}}}}})
	sweep := instant(t, "Grave Sweep", "{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard}},
		ability.Effect{Op: ability.OpExile, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 5)
	s := bf(t, g, 0, spirit)
	lands(t, g, 1, card.Mountain, 1)
	lands(t, g, 1, card.Swamp, 1)
	z := hand(t, g, 1, h501Bolt(t, "Zap", 1))
	sw := hand(t, g, 1, sweep)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, z, obj(s)))
	h501Top(t, g)
	require.Equal(t, 1, g.StackLen(), "the dies trigger")
	gy := g.Zone(0, zone.Graveyard)
	require.Len(t, gy, 1)
	require.NoError(t, g.Cast(1, sw, obj(gy[0])))
	h501Pass(t, g)
	require.True(t, h501In(t, g, 0, zone.Exile, spirit))
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
}

// 15. Homing Spirit as a token (a Spirit token with the same ability,
// made by a spell): it dies, its ability triggers (CR 603.10a, 110.5f:
// abilities trigger before the token ceases to exist), but the token has
// ceased to exist in the graveyard (CR 704.5d) and can't come back to a
// hand (CR 110.5g): nothing is in Alice's hand. A token's own "when this
// dies, you gain 2 life" does work.
func TestH501TokenDiesCantReturn(t *testing.T) {
	tok := def(t, card.Definition{Name: "Homing Wisp", Types: ability.Creature, Subtypes: []string{"Spirit"},
		Colors: mana.SetOf(mana.Blue), Power: C(1), Toughness: C(1),
		Triggered: []ability.Triggered{{Event: ability.Dies, Effects: []ability.Effect{
			{Op: ability.OpReturnToHand, Subject: ability.SubjectSelf},
			{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(2)}}}}})
	maker := sorcery(t, "Call the Wisps", "{1}{U}", nil,
		ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoYou, Token: tok, Amount: ability.N(1)})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 0, card.Mountain, 1)
	m := hand(t, g, 0, maker)
	z := hand(t, g, 0, h501Bolt(t, "Zap", 1))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, m))
	h501Pass(t, g)
	w := find(t, g, 0, tok)
	require.NotZero(t, w)
	require.NoError(t, g.Cast(0, z, obj(w)))
	h501Pass(t, g)
	require.Equal(t, 0, h501Count(t, g, 0, tok))
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 2, g.ZoneLen(0, zone.Graveyard), "Call the Wisps and Zap: the token is no card")
	require.Equal(t, 22, g.Life(0))
}

// 16. Grim Harvest Shrine: {2}{B} enchantment, "Whenever a creature you
// control dies, you gain 1 life." Bob's Ox, under Alice's control, dies:
// "you control" is read as the creature last existed (CR 603.10a,
// 603.3a): Alice's Shrine triggers, Bob's doesn't.
func TestH501CreatureYouControlDiesStolen(t *testing.T) {
	shrine := def(t, card.Definition{Name: "Grim Harvest Shrine", ManaCost: cost("{2}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{Side: ability.YourSide}, Effects: gain(1)}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 0, shrine)
	bf(t, g, 1, shrine)
	ox := bf(t, g, 1, creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox"), game.PutOptions{Controller: 0, SetController: true})
	lands(t, g, 0, card.Swamp, 1)
	k := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, k, obj(ox)))
	h501Pass(t, g)
	require.Equal(t, 21, g.Life(0))
	require.Equal(t, 20, g.Life(1))
}

// 17. Corpse Tallier: {1}{B} enchantment, "Whenever a creature card is
// put into an opponent's graveyard from anywhere, you gain 2 life."
// Such an ability never looks back (CR 603.6c, 603.10a): it sees the
// card in the graveyard. Bob's Brass Idol, an artifact made a 3/3
// artifact creature until end of turn, is destroyed: in the graveyard it
// is an artifact card, not a creature card, so no life. Bob's creature
// token that dies is no card (CR 110.5e): no life. Bob's creature card
// discarded: 2 life. Alice's own "whenever a creature dies" Shrine
// does see the Idol die as a creature (CR 603.10a, 700.4).
func TestH501FromAnywhereDoesntLookBack(t *testing.T) {
	tallier := def(t, card.Definition{Name: "Corpse Tallier", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CardPutIntoGraveyard,
			Match: ability.Filter{Types: ability.Creature, Side: ability.OpponentSide}, Effects: gain(2)}}})
	shrine := def(t, card.Definition{Name: "Wake Bell", ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Effects: draw1}}})
	idol := def(t, card.Definition{Name: "Brass Idol", ManaCost: cost("{2}"), Types: ability.Artifact})
	animate := instant(t, "Quicken Metal", "{U}", []ability.TargetSpec{ability.TargetArtifact},
		ability.Effect{Op: ability.OpBecome, Target: 0, Power: 3, Toughness: 3, AddTypes: ability.Creature})
	tok := def(t, card.Definition{Name: "Soldier", Types: ability.Creature, Subtypes: []string{"Soldier"},
		Colors: mana.SetOf(mana.White), Power: C(1), Toughness: C(1)})
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 0, tallier)
	bf(t, g, 0, shrine)
	i := bf(t, g, 1, idol)
	tk := bf(t, g, 1, tok, game.PutOptions{Token: true})
	hand(t, g, 1, creature(t, "Hand Ox", "{1}{G}", 2, 2, 0, "Ox"))
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 0, card.Mountain, 1)
	an := hand(t, g, 0, animate)
	k := hand(t, g, 0, doomDef)
	z := hand(t, g, 0, h501Bolt(t, "Zap", 1))
	rot := hand(t, g, 0, sorcery(t, "Small Rot", "{B}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpDiscard, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, an, obj(i)))
	h501Pass(t, g)
	require.True(t, info(t, g, i).Types&ability.Creature != 0)
	require.NoError(t, g.Cast(0, k, obj(i)))
	h501Pass(t, g)
	require.True(t, h501In(t, g, 1, zone.Graveyard, idol))
	require.Equal(t, 20, g.Life(0), "an artifact card in the graveyard")
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand)-2, "the Bell saw a creature die") // Zap and Small Rot still in hand
	require.NoError(t, g.Cast(0, z, obj(tk)))
	h501Pass(t, g)
	require.Equal(t, 20, g.Life(0), "a token is no card")
	require.Equal(t, 2, g.ZoneLen(0, zone.Hand)-1, "the Bell saw the token die") // Small Rot in hand
	require.NoError(t, g.Cast(0, rot, pl(1)))
	h501Pass(t, g)
	require.Equal(t, 0, g.ZoneLen(1, zone.Hand))
	require.Equal(t, 22, g.Life(0), "a creature card discarded into Bob's graveyard")
}

// 18. Skyfall Omen: {1}{U} enchantment, "Whenever a creature with flying
// dies, you draw a card." Alice's Bear wears Gull Wings ("Enchanted
// creature has flying"); destroyed, the Bear dies with flying, and the
// Wings only go to the graveyard after (CR 704.5n): the creature as it
// last existed on the battlefield had flying (CR 603.10a).
func TestH501DiesWithFlyingFromAura(t *testing.T) {
	omen := def(t, card.Definition{Name: "Skyfall Omen", ManaCost: cost("{1}{U}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{WithKeyword: ability.Flying}, Effects: draw1}}})
	wings := def(t, card.Definition{Name: "Gull Wings", ManaCost: cost("{U}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, Keywords: ability.Flying}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 0, omen)
	b := bf(t, g, 0, creature(t, "Grounded Bear", "{1}{G}", 2, 2, 0, "Bear"))
	bf(t, g, 0, wings, game.PutOptions{AttachedTo: b})
	lands(t, g, 1, card.Swamp, 1)
	k := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, k, obj(b)))
	h501Pass(t, g)
	require.Equal(t, 2, g.ZoneLen(0, zone.Graveyard))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
}

// 19. Iron Requiem: {2} artifact, "Whenever an artifact creature dies,
// you gain 2 life." Alice's Bear wears Tin Skin ("Enchanted creature is
// an artifact in addition to its other types", layer 4, CR 613.1d); it
// dies an artifact creature as it last existed (CR 603.10a): 2 life.
func TestH501DiesAsArtifactFromAura(t *testing.T) {
	req := def(t, card.Definition{Name: "Iron Requiem", ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{Types: ability.Artifact}, Effects: gain(2)}}})
	skin := def(t, card.Definition{Name: "Tin Skin", ManaCost: cost("{1}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, AddTypes: ability.Artifact}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 0, req)
	b := bf(t, g, 0, creature(t, "Flesh Bear", "{1}{G}", 2, 2, 0, "Bear"))
	other := bf(t, g, 0, creature(t, "Plain Bear", "{1}{G}", 2, 2, 0, "Bear"))
	bf(t, g, 0, skin, game.PutOptions{AttachedTo: b})
	lands(t, g, 1, card.Swamp, 2)
	k := hand(t, g, 1, doomDef)
	k2 := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, k, obj(other)))
	h501Pass(t, g)
	require.Equal(t, 20, g.Life(0), "not an artifact")
	require.NoError(t, g.Cast(1, k2, obj(b)))
	h501Pass(t, g)
	require.Equal(t, 22, g.Life(0))
}

// 20. Crowd Colossus: {4}{G} creature, "Crowd Colossus's power and
// toughness are each equal to the number of creatures you control. When
// Crowd Colossus dies, it deals damage equal to its power to target
// player." With two other creatures it is 3/3; Purge ("Destroy all
// creatures") destroys all three at once. Its power as it last existed
// is read immediately before the event (CR 603.10a, 608.2g): 3, though
// afterwards Alice controls none.
func TestH501DiesPowerCountedBeforeWipe(t *testing.T) {
	col := def(t, card.Definition{Name: "Crowd Colossus", ManaCost: cost("{4}{G}"), Types: ability.Creature, Subtypes: []string{"Giant"},
		Power: C(0), Toughness: C(0), Statics: []ability.Static{{SetPTFromCreatures: true}},
		Triggered: []ability.Triggered{{Event: ability.Dies, Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0,
				Amount: ability.Amount{Kind: ability.SourcePower}}}}}})
	purge := sorcery(t, "Purge", "{2}{B}{B}", nil, ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Creature}})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 0, col)
	bf(t, g, 0, creature(t, "Bear A", "{1}{G}", 2, 2, 0, "Bear"))
	bf(t, g, 0, creature(t, "Bear B", "{1}{G}", 2, 2, 0, "Bear"))
	require.Equal(t, [2]int{3, 3}, pt(t, g, c))
	lands(t, g, 1, card.Swamp, 4)
	p := hand(t, g, 1, purge)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, p))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideTargets, d.Kind)
		return targets(0, pl(1))
	})
	require.Equal(t, 17, g.Life(1))
}

// ---------------------------------------------------------------------
// Part 3. Sources that left before their ability resolves.

// 21. Venomfang Adder: {1}{B} 1/1 Snake with deathtouch, "{T}: Venomfang
// Adder deals 1 damage to target creature." Activated at Bob's 5/5; in
// response Bob kills the Adder. The ability still resolves (CR 112.7a),
// and the damage is dealt by the Adder as it last existed, with
// deathtouch (CR 608.2g, 702.2b): the 5/5 is destroyed (CR 704.5h).
func TestH501PingerDiesDeathtouchStill(t *testing.T) {
	adder := h501Crt(t, "Venomfang Adder", "{1}{B}", 1, 1, ability.Deathtouch, "Snake", card.Definition{
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	a := bf(t, g, 0, adder)
	v := bf(t, g, 1, creature(t, "Big Ox", "{4}{G}", 5, 5, 0, "Ox"))
	lands(t, g, 1, card.Mountain, 1)
	z := hand(t, g, 1, h501Bolt(t, "Zap", 1))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, a, 0, obj(v)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, z, obj(a)))
	h501Pass(t, g)
	require.True(t, gone(g, a))
	require.True(t, gone(g, v))
}

// 22. Leechmaw Bat: Bob's {1}{B} 1/1 Bat with lifelink, "{T}: Leechmaw
// Bat deals 1 damage to target player." Alice controls it (Lasting
// Theft) and activates it at Bob; in response Bob kills it. The damage
// is dealt by the Bat as it last existed, lifelink and controller
// included: Alice, its controller then, gains 1 (CR 702.15b, 112.7a,
// 608.2g).
func TestH501PingerDiesLifelinkControllerAsLastExisted(t *testing.T) {
	bat := h501Crt(t, "Leechmaw Bat", "{1}{B}", 1, 1, ability.Lifelink, "Bat", card.Definition{
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	b := bf(t, g, 1, bat, game.PutOptions{Controller: 0, SetController: true})
	lands(t, g, 1, card.Mountain, 1)
	z := hand(t, g, 1, h501Bolt(t, "Zap", 1))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, b, 0, pl(1)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, z, obj(b)))
	h501Pass(t, g)
	require.True(t, gone(g, b))
	require.Equal(t, 19, g.Life(1))
	require.Equal(t, 21, g.Life(0))
}

// 23. Ember Sprite: {R} 1/1 Elemental, "{T}: Ember Sprite deals 1 damage
// to target creature." Alice's Bleach Ray made it white ("Target
// creature becomes white until end of turn"); it targets Bob's Red Ward
// Knight (protection from red), which a white source may. In response
// Bob kills the Sprite. As the ability resolves, the Sprite's last known
// information is used to check the target (CR 608.2b, 112.7a): the
// source is white, the target is legal, and the damage, from a white
// source, isn't prevented (CR 702.16e): the 2/1 Knight takes 1 and dies.
func TestH501PingerDiesColourAsLastExisted(t *testing.T) {
	sprite := h501Crt(t, "Ember Sprite", "{R}", 1, 1, 0, "Elemental", card.Definition{
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	ray := instant(t, "Bleach Ray", "{W}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBecome, Target: 0, Power: 1, Toughness: 1, SetColors: mana.SetOf(mana.White)})
	knight := h501Crt(t, "Red Ward Knight", "{1}{W}", 2, 1, 0, "Knight", card.Definition{
		Statics: []ability.Static{{Protection: mana.SetOf(mana.Red)}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	s := bf(t, g, 0, sprite)
	lands(t, g, 0, card.Plains, 1)
	r := hand(t, g, 0, ray)
	k := bf(t, g, 1, knight)
	lands(t, g, 1, card.Swamp, 1)
	kill := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Activate(0, s, 0, obj(k)), "a red source can't target it (CR 702.16b)")
	require.NoError(t, g.Cast(0, r, obj(s)))
	h501Pass(t, g)
	require.Equal(t, mana.SetOf(mana.White), info(t, g, s).Colors)
	require.NoError(t, g.Activate(0, s, 0, obj(k)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, kill, obj(s)))
	h501Pass(t, g)
	require.True(t, gone(g, s))
	require.True(t, gone(g, k), "a white source as it last existed")
}

// ---------------------------------------------------------------------
// Part 4. Auras and Equipment that leave, and what they granted.

// 24. Flint Gauntlet: {2} Equipment, "Equipped creature has '{T}: This
// creature deals 1 damage to target creature or player.' Equip {1}."
// Alice's lifelink Cleric activates the granted ability at Bob; in
// response Bob destroys the Gauntlet. The ability exists on the stack
// independently of what granted it (CR 112.7a, 613.1f):
// the Cleric deals the damage, with its own lifelink (CR 702.15b).
func TestH501GrantedAbilityEquipmentLeft(t *testing.T) {
	gaunt := def(t, card.Definition{Name: "Flint Gauntlet", ManaCost: cost("{2}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Activated: []ability.Activated{equipFor("{1}")},
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Grant: &ability.Activated{Cost: ability.Cost{Tap: true},
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}}})
	shatter := instant(t, "Shatter Pulse", "{R}", []ability.TargetSpec{ability.TargetArtifact},
		ability.Effect{Op: ability.OpDestroy, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 0, creature(t, "Mender Cleric", "{1}{W}", 1, 1, ability.Lifelink, "Cleric"))
	eq := bf(t, g, 0, gaunt, game.PutOptions{AttachedTo: c})
	lands(t, g, 1, card.Mountain, 1)
	sh := hand(t, g, 1, shatter)
	require.NoError(t, g.Start(2, 0, game.Main1))
	// The equip ability is the Gauntlet's; the granted one is the
	// Cleric's first non-mana ability.
	require.NoError(t, g.Activate(0, c, 0, pl(1)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, sh, obj(eq)))
	h501Pass(t, g)
	require.True(t, gone(g, eq))
	require.Equal(t, 19, g.Life(1))
	require.Equal(t, 21, g.Life(0))
}

// 25. Brawler's Knuckles: {2} Equipment, "Equipped creature gets +2/+0
// and has '{T}: This creature deals damage equal to its power to target
// player.' Equip {1}." Alice's 1/3 Ox, 3/3 equipped, activates it; in
// response Bob destroys the Knuckles. "Its power" is the Ox's, the
// ability's source, which is still on the battlefield: its current
// power, 1 (CR 608.2g, 112.7a): Bob loses 1.
func TestH501GrantedPowerAfterEquipmentLeft(t *testing.T) {
	kn := def(t, card.Definition{Name: "Brawler's Knuckles", ManaCost: cost("{2}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Activated: []ability.Activated{equipFor("{1}")},
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 2},
			{Affects: ability.AffectsAttached, Grant: &ability.Activated{Cost: ability.Cost{Tap: true},
				Targets: []ability.TargetSpec{ability.TargetPlayer},
				Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0,
					Amount: ability.Amount{Kind: ability.SourcePower}}}}}}})
	shatter := instant(t, "Shatter Pulse", "{R}", []ability.TargetSpec{ability.TargetArtifact},
		ability.Effect{Op: ability.OpDestroy, Target: 0})
	for _, destroy := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 5)
		c := bf(t, g, 0, creature(t, "Calm Ox", "{1}{G}", 1, 3, 0, "Ox"))
		eq := bf(t, g, 0, kn, game.PutOptions{AttachedTo: c})
		lands(t, g, 1, card.Mountain, 1)
		sh := hand(t, g, 1, shatter)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.Equal(t, [2]int{3, 3}, pt(t, g, c))
		require.NoError(t, g.Activate(0, c, 0, pl(1)))
		if destroy {
			require.NoError(t, g.Pass(0))
			require.NoError(t, g.Cast(1, sh, obj(eq)))
		}
		h501Pass(t, g)
		if destroy {
			require.Equal(t, 19, g.Life(1))
		} else {
			require.Equal(t, 17, g.Life(1))
		}
	}
}

// 26. Carrion Sigil: {1}{B} Aura, "Enchanted creature has 'Whenever
// another creature dies, put a +1/+1 counter on this creature.'" Bob's
// Ox dies; the ability the Sigil granted to Alice's Bear triggers; in
// response Bob destroys the Sigil. The triggered ability is the Bear's
// and exists independently of the Sigil (CR 112.7a): the Bear gets its
// counter.
func TestH501GrantedTriggerAuraLeft(t *testing.T) {
	sigil := def(t, card.Definition{Name: "Carrion Sigil", ManaCost: cost("{1}{B}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, OfAttached: true, Match: ability.Filter{Another: true},
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectAttached, Counter: "+1/+1", Amount: ability.N(1)}}}}})
	unmake := instant(t, "Unmake Charm", "{W}", []ability.TargetSpec{{Allow: ability.AllowEnchantment}},
		ability.Effect{Op: ability.OpDestroy, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 5)
	b := bf(t, g, 0, creature(t, "Host Bear", "{1}{G}", 2, 2, 0, "Bear"))
	s := bf(t, g, 0, sigil, game.PutOptions{AttachedTo: b})
	ox := bf(t, g, 1, creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox"))
	lands(t, g, 1, card.Swamp, 1)
	lands(t, g, 1, card.Plains, 1)
	k := hand(t, g, 1, doomDef)
	u := hand(t, g, 1, unmake)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, k, obj(ox)))
	h501Top(t, g)
	require.Equal(t, 1, g.StackLen(), "the Bear's granted trigger")
	require.NoError(t, g.Cast(1, u, obj(s)))
	h501Pass(t, g)
	require.True(t, gone(g, s))
	require.Equal(t, 1, counter(t, g, b, game.PlusOne))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
}

// 27. Scarred Mantle: {1}{R} Aura, "Whenever enchanted creature is dealt
// damage, put a +1/+1 counter on it." Alice's 2/4 Ox is dealt 1 damage;
// in response to the trigger Bob destroys the Mantle. The ability uses
// the Mantle as it last existed, attached to the Ox (CR 112.7a,
// 608.2g): the Ox gets the counter.
func TestH501AuraTriggerAuraLeftAttachedAsLastExisted(t *testing.T) {
	mantle := def(t, card.Definition{Name: "Scarred Mantle", ManaCost: cost("{1}{R}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Triggered: []ability.Triggered{{Event: ability.AttachedIsDealtDamage,
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectAttached, Counter: "+1/+1", Amount: ability.N(1)}}}}})
	unmake := instant(t, "Unmake Charm", "{W}", []ability.TargetSpec{{Allow: ability.AllowEnchantment}},
		ability.Effect{Op: ability.OpDestroy, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 5)
	ox := bf(t, g, 0, creature(t, "Tough Ox", "{2}{G}", 2, 4, 0, "Ox"))
	m := bf(t, g, 0, mantle, game.PutOptions{AttachedTo: ox})
	lands(t, g, 1, card.Mountain, 1)
	lands(t, g, 1, card.Plains, 1)
	z := hand(t, g, 1, h501Bolt(t, "Zap", 1))
	u := hand(t, g, 1, unmake)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, z, obj(ox)))
	h501Top(t, g)
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.Cast(1, u, obj(m)))
	h501Pass(t, g)
	require.True(t, gone(g, m))
	require.Equal(t, 1, counter(t, g, ox, game.PlusOne))
}

// 28. Last Rites Charm: {1}{W} Aura, "When enchanted creature dies,
// return that card to its owner's hand." On Bob's creature token, which
// dies: the token ceases to exist (CR 704.5d, 110.5g), nothing returns.
// On Bob's Ox: the Ox card goes back to Bob's hand (CR 400.7d, 603.6e).
func TestH501AuraDiesReturnTokenVsCard(t *testing.T) {
	charm := def(t, card.Definition{Name: "Last Rites Charm", ManaCost: cost("{1}{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature,
		Triggered: []ability.Triggered{{Event: ability.AttachedDies,
			Effects: []ability.Effect{{Op: ability.OpBounce, Subject: ability.SubjectEventObject}}}}})
	tok := def(t, card.Definition{Name: "Soldier", Types: ability.Creature, Subtypes: []string{"Soldier"},
		Colors: mana.SetOf(mana.White), Power: C(1), Toughness: C(1)})
	oxD := creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox")
	for _, token := range []bool{true, false} {
		g := newGame(t, 2)
		libs(t, g, 5)
		var c game.ObjectID
		if token {
			c = bf(t, g, 1, tok, game.PutOptions{Token: true})
		} else {
			c = bf(t, g, 1, oxD)
		}
		bf(t, g, 0, charm, game.PutOptions{AttachedTo: c})
		lands(t, g, 0, card.Swamp, 1)
		k := hand(t, g, 0, doomDef)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, k, obj(c)))
		h501Pass(t, g)
		require.Equal(t, 0, g.ZoneLen(1, zone.Battlefield))
		if token {
			require.Equal(t, 0, g.ZoneLen(1, zone.Hand))
			require.Equal(t, 0, g.ZoneLen(1, zone.Graveyard))
		} else {
			require.True(t, h501In(t, g, 1, zone.Hand, oxD))
		}
		require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
	}
}

// ---------------------------------------------------------------------
// Part 5. Targets that changed zones and came back.

// 29. Bob's Quickstep Fox ({1}{W} 2/2 Fox with flash) is the target of
// Alice's Doom Pin. In response Bob returns it to his hand and casts it
// again. The Fox on the battlefield is a new object (CR 400.7), not the
// one targeted: the target is illegal (CR 608.2b), Doom Pin is countered
// on resolution, and the Fox survives.
func TestH501TargetLeftAndCameBack(t *testing.T) {
	fox := creature(t, "Quickstep Fox", "{1}{W}", 2, 2, ability.Flash, "Fox")
	g := newGame(t, 2)
	libs(t, g, 5)
	f := bf(t, g, 1, fox)
	lands(t, g, 0, card.Swamp, 1)
	k := hand(t, g, 0, doomDef)
	lands(t, g, 1, card.Island, 1)
	lands(t, g, 1, card.Plains, 2)
	bo := hand(t, g, 1, h501Bounce(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, k, obj(f)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, bo, obj(f)))
	h501Top(t, g)
	var inHand game.ObjectID
	for _, id := range g.Zone(1, zone.Hand) {
		if info(t, g, id).Card == fox {
			inHand = id
		}
	}
	require.NotZero(t, inHand)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, inHand))
	h501Top(t, g)
	nf := find(t, g, 1, fox)
	require.NotZero(t, nf)
	require.Equal(t, 1, g.StackLen())
	h501Pass(t, g)
	require.False(t, gone(g, nf))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, k))
}

// 30. Quickstep Fox with "{1}: Put a +1/+1 counter on Quickstep Fox."
// Bob activates it, and in response returns the Fox to his hand and
// casts it again. The ability's source left the battlefield; the Fox now
// there is a new object (CR 400.7): it gets no counter.
func TestH501SelfCounterSourceCameBack(t *testing.T) {
	fox := h501Crt(t, "Quickstep Fox", "{1}{W}", 2, 2, ability.Flash, "Fox", card.Definition{
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")},
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	f := bf(t, g, 1, fox)
	lands(t, g, 1, card.Island, 1)
	lands(t, g, 1, card.Plains, 3)
	bo := hand(t, g, 1, h501Bounce(t))
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Activate(1, f, 0))
	require.NoError(t, g.Cast(1, bo, obj(f)))
	h501Top(t, g)
	var inHand game.ObjectID
	for _, id := range g.Zone(1, zone.Hand) {
		if info(t, g, id).Card == fox {
			inHand = id
		}
	}
	require.NoError(t, g.Cast(1, inHand))
	h501Top(t, g)
	h501Pass(t, g)
	nf := find(t, g, 1, fox)
	require.NotZero(t, nf)
	require.Equal(t, 0, counter(t, g, nf, game.PlusOne))
}

// 31. Grave Call ("Return target creature card from your graveyard to
// your hand") targets Alice's Ox card; in response she returns it with
// another Grave Call and discards it to Dumping Chute. The Ox in the
// graveyard is a new object (CR 400.7): the first Grave Call's target is
// illegal and it is countered on resolution (CR 608.2b): the Ox stays in
// the graveyard.
func TestH501GraveyardTargetLeftAndCameBack(t *testing.T) {
	oxD := creature(t, "Dead Ox", "{1}{G}", 2, 2, 0, "Ox")
	g := newGame(t, 2)
	libs(t, g, 5)
	ox := put(t, g, 0, zone.Graveyard, oxD)
	chute := bf(t, g, 0, h501Outlet(t))
	lands(t, g, 0, card.Swamp, 2)
	c1 := hand(t, g, 0, h501Raise(t))
	c2 := hand(t, g, 0, h501Raise(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, c1, obj(ox)))
	require.NoError(t, g.Cast(0, c2, obj(ox)))
	h501Top(t, g)
	var inHand game.ObjectID
	for _, id := range g.Zone(0, zone.Hand) {
		if info(t, g, id).Card == oxD {
			inHand = id
		}
	}
	require.NotZero(t, inHand)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: chute, Ability: 0, Discard: inHand}))
	h501Top(t, g)
	require.True(t, h501In(t, g, 0, zone.Graveyard, oxD))
	h501Pass(t, g)
	require.True(t, h501In(t, g, 0, zone.Graveyard, oxD), "a new object: the old target is gone")
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
}

// 32. Tomb Toll: {1}{B} instant, "Exile target card from a graveyard.
// Target player draws a card." The card leaves the graveyard in response
// (Grave Call returns it): that target is illegal, but the player is
// still a legal target, so the spell resolves and does what it can
// (CR 608.2b): Alice draws; the card stays in Alice's hand.
func TestH501OneOfTwoTargetsGone(t *testing.T) {
	toll := instant(t, "Tomb Toll", "{1}{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard}, ability.TargetPlayer},
		ability.Effect{Op: ability.OpExile, Target: 0},
		ability.Effect{Op: ability.OpDraw, Who: ability.WhoTarget, Target: 1, Amount: ability.N(1)})
	oxD := creature(t, "Dead Ox", "{1}{G}", 2, 2, 0, "Ox")
	g := newGame(t, 2)
	libs(t, g, 5)
	ox := put(t, g, 0, zone.Graveyard, oxD)
	lands(t, g, 0, card.Swamp, 3)
	tt := hand(t, g, 0, toll)
	rc := hand(t, g, 0, h501Raise(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, tt, obj(ox), pl(0)))
	require.NoError(t, g.Cast(0, rc, obj(ox)))
	h501Pass(t, g)
	require.True(t, h501In(t, g, 0, zone.Hand, oxD))
	require.Equal(t, 2, g.ZoneLen(0, zone.Hand), "the Ox and the card drawn")
	require.Equal(t, 0, g.ZoneLen(0, zone.Exile))
}

// 33. Sapping Grip: {B} instant, "Target creature gets -2/-2 until end
// of turn. You gain 2 life." Its one target is bounced in response: all
// its targets are illegal, so the whole spell is countered on
// resolution (CR 608.2b) and Alice gains no life.
func TestH501OnlyTargetGoneNoLife(t *testing.T) {
	grip := instant(t, "Sapping Grip", "{B}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: -2, Toughness: -2},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(2)})
	g := newGame(t, 2)
	libs(t, g, 5)
	ox := bf(t, g, 1, creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox"))
	lands(t, g, 0, card.Swamp, 1)
	gr := hand(t, g, 0, grip)
	lands(t, g, 1, card.Island, 1)
	bo := hand(t, g, 1, h501Bounce(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, gr, obj(ox)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, bo, obj(ox)))
	h501Pass(t, g)
	require.Equal(t, 20, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 6. "Its controller" later in the same ability; more graveyard
// abilities, tokens that leave, and refusals.

// 34. Merciful End: {1}{W} instant, "Destroy target creature. Its
// controller gains life equal to its toughness." Bob's 3/4 Ox is under
// Alice's control: the creature, destroyed by the first sentence, is
// read as it last existed (CR 608.2g): its controller then, Alice,
// gains 4 (its toughness then).
func TestH501DestroyThenItsControllerGains(t *testing.T) {
	end := instant(t, "Merciful End", "{1}{W}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDestroy, Target: 0},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoTargetController, Target: 0, Amount: ability.Amount{Kind: ability.TargetToughness}})
	g := newGame(t, 2)
	libs(t, g, 5)
	oldOx := creature(t, "Old Ox", "{2}{G}", 3, 4, 0, "Ox")
	ox := bf(t, g, 1, oldOx, game.PutOptions{Controller: 0, SetController: true})
	lands(t, g, 1, card.Plains, 2)
	e := hand(t, g, 1, end)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, e, obj(ox)))
	h501Pass(t, g)
	require.True(t, h501In(t, g, 1, zone.Graveyard, oldOx))
	require.Equal(t, 24, g.Life(0))
	require.Equal(t, 20, g.Life(1))
}

// 35. Whispering Shade: {1}{B} 1/1 Shade, "{1}: You gain 1 life.
// Activate only once each turn and only while Whispering Shade is in
// your graveyard." A second activation in the same turn is refused (CR
// 602.5b). Returned to Alice's hand (Grave Call) and discarded again
// (Dumping Chute), the Shade in the graveyard is a new object (CR
// 400.7) whose ability hasn't been activated this turn: it may be
// activated again.
func TestH501GraveyardOncePerTurnNewObject(t *testing.T) {
	shade := h501Crt(t, "Whispering Shade", "{1}{B}", 1, 1, 0, "Shade", card.Definition{
		Activated: []ability.Activated{{FromGraveyard: true, OncePerTurn: true, Cost: ability.Cost{Mana: cost("{1}")}, Effects: gain(1)}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	s := put(t, g, 0, zone.Graveyard, shade)
	chute := bf(t, g, 0, h501Outlet(t))
	lands(t, g, 0, card.Swamp, 4)
	rc := hand(t, g, 0, h501Raise(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, s, 0))
	h501Pass(t, g)
	require.Equal(t, 21, g.Life(0))
	require.Error(t, g.Activate(0, s, 0), "once each turn (CR 602.5b)")
	require.NoError(t, g.Cast(0, rc, obj(s)))
	h501Pass(t, g)
	var inHand game.ObjectID
	for _, id := range g.Zone(0, zone.Hand) {
		if info(t, g, id).Card == shade {
			inHand = id
		}
	}
	require.NotZero(t, inHand)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: 0, Object: chute, Ability: 0, Discard: inHand}))
	h501Pass(t, g)
	require.Equal(t, 22, g.Life(0))
	ns := g.Zone(0, zone.Graveyard)
	var nid game.ObjectID
	for _, id := range ns {
		if info(t, g, id).Card == shade {
			nid = id
		}
	}
	require.NotZero(t, nid)
	require.NoError(t, g.Activate(0, nid, 0), "a new object (CR 400.7)")
	h501Pass(t, g)
	require.Equal(t, 23, g.Life(0))
}

// 36. Lonely Revenant: {2}{B} 2/2 Zombie, "{2}{B}: Return Lonely
// Revenant from your graveyard to your hand. Activate only if you
// control no creatures and only while it is in your graveyard." With a
// Bear Alice can't activate it (CR 602.5b); once the Bear is gone, she
// can, and the "only if" is not checked again on resolution (it is a
// restriction on activating, CR 602.5b, 602.2).
func TestH501GraveyardOnlyIfNoCreatures(t *testing.T) {
	rev := h501Crt(t, "Lonely Revenant", "{2}{B}", 2, 2, 0, "Zombie", card.Definition{
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{2}{B}")},
			OnlyIf:  ability.Condition{Kind: ability.YouControlNone, Group: ability.Group{Types: ability.Creature}},
			Effects: []ability.Effect{{Op: ability.OpReturnToHand, Subject: ability.SubjectSelf}}}}})
	fox := creature(t, "Quickstep Fox", "{1}{W}", 2, 2, ability.Flash, "Fox")
	g := newGame(t, 2)
	libs(t, g, 5)
	r := put(t, g, 0, zone.Graveyard, rev)
	b := bf(t, g, 0, creature(t, "Lone Bear", "{1}{G}", 2, 2, 0, "Bear"))
	lands(t, g, 0, card.Swamp, 4)
	lands(t, g, 0, card.Plains, 2)
	k := hand(t, g, 0, doomDef)
	f := hand(t, g, 0, fox)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Activate(0, r, 0), "Alice controls a creature")
	require.NoError(t, g.Cast(0, k, obj(b)))
	h501Pass(t, g)
	require.NoError(t, g.Activate(0, r, 0))
	require.NoError(t, g.Cast(0, f)) // a creature arrives before it resolves
	h501Pass(t, g)
	require.True(t, h501In(t, g, 0, zone.Hand, rev))
}

// 37. Brass Relic Husk: {3} artifact, "{2}: You gain 2 life. Activate
// only while Brass Relic Husk is in your graveyard." Alice also has a
// Tinkerer's Echo ("Whenever you activate an ability of an artifact
// that isn't a mana ability, you gain 1 life"). "An artifact" without
// the word "card" is an artifact permanent (CR 109.2): the Husk in the
// graveyard is not one, and the Echo doesn't trigger.
func TestH501GraveyardArtifactNotAnArtifact(t *testing.T) {
	relic := def(t, card.Definition{Name: "Brass Relic Husk", ManaCost: cost("{3}"), Types: ability.Artifact,
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{2}")}, Effects: gain(2)}}})
	echo := def(t, card.Definition{Name: "Tinkerer's Echo", ManaCost: cost("{1}{R}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.YouActivateArtifactAbility, Effects: gain(1)}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	r := put(t, g, 0, zone.Graveyard, relic)
	bf(t, g, 0, echo)
	lands(t, g, 0, card.Plains, 2)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, r, 0))
	require.Equal(t, 1, g.StackLen(), "no trigger")
	h501Pass(t, g)
	require.Equal(t, 22, g.Life(0))
}

// 38. Definitions Check refuses, each with the rule that makes it
// unplayable as written: a graveyard ability that taps its card or
// removes counters from it (a card in a graveyard is neither tapped nor
// has counters: only permanents are tapped, CR 110.5, 701.20a); one that exiles its card
// and sacrifices "a creature" without saying "another" (the card pays
// its own part, the sacrifice is of another permanent); "the sacrificed
// creature's power" with nothing sacrificed (CR 608.2g reads nothing);
// "that much" in an activated ability (no event, CR 603.2); a dies
// trigger acting on "that creature" (its event has no object other than
// its source) and "whenever a creature dies, destroy it" (the card is in
// a graveyard; only a move acts on it there, CR 400.7d).
func TestH501CheckRefusesGraveyardAndLeaving(t *testing.T) {
	base := func(d card.Definition) card.Definition {
		d.Name, d.ManaCost, d.Types, d.Subtypes = "Test Husk", cost("{1}{B}"), ability.Creature, []string{"Zombie"}
		d.Power, d.Toughness = C(1), C(1)
		return d
	}
	cases := []struct {
		name  string
		d     card.Definition
		field string
	}{
		{"tap from graveyard", base(card.Definition{Activated: []ability.Activated{{FromGraveyard: true,
			Cost: ability.Cost{Tap: true}, Effects: draw1}}}), "Activated[0].Cost"},
		{"remove counters from graveyard", base(card.Definition{Activated: []ability.Activated{{FromGraveyard: true,
			Cost: ability.Cost{RemoveCountersX: "+1/+1"}, Effects: draw1}}}), "Activated[0].Cost"},
		{"exile self and sacrifice a creature", base(card.Definition{Activated: []ability.Activated{{FromGraveyard: true,
			Cost: ability.Cost{ExileSelf: true, Sacrifice: &ability.Group{Types: ability.Creature}}, Effects: draw1}}}), "Activated[0].Cost.Sacrifice"},
		{"sacrificed power without a sacrifice", base(card.Definition{Activated: []ability.Activated{{FromGraveyard: true,
			Cost:    ability.Cost{ExileSelf: true},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.SacrificedPower}}}}}}),
			"Activated[0].Effects[0].Amount.Kind"},
		{"that much in an activated ability", base(card.Definition{Activated: []ability.Activated{{FromGraveyard: true,
			Cost:    ability.Cost{Mana: cost("{1}")},
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.EventAmount}}}}}}),
			"Activated[0].Effects[0].Amount.Kind"},
		{"dies trigger on that creature", base(card.Definition{Triggered: []ability.Triggered{{Event: ability.Dies,
			Effects: []ability.Effect{{Op: ability.OpBounce, Subject: ability.SubjectEventObject}}}}}), "Triggered[0].Effects[0].Subject"},
		{"destroy a creature that died", base(card.Definition{Triggered: []ability.Triggered{{Event: ability.CreatureDies,
			Effects: []ability.Effect{{Op: ability.OpDestroy, Subject: ability.SubjectEventObject}}}}}), "Triggered[0].Effects[0].Subject"},
		{"counters on a card put into a graveyard", base(card.Definition{Triggered: []ability.Triggered{{Event: ability.CardPutIntoGraveyard,
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectEventObject, Counter: "+1/+1", Amount: ability.N(1)}}}}}),
			"Triggered[0].Effects[0].Subject"},
	}
	for _, c := range cases {
		err := card.Define(c.d).Check()
		require.ErrorIs(t, err, card.ErrInvalidDefinition, c.name)
		var fe *card.FieldError
		require.ErrorAs(t, err, &fe, c.name)
		require.Equal(t, c.field, fe.Field, c.name)
	}
}

// 39. Cinder Wraith ("{2}: It deals damage equal to its power to target
// player", from the graveyard) at Bob; in response Bob exiles the card
// from the graveyard (Grave Sweep). Its last known information in the
// graveyard is used (CR 112.7a, 608.2g): Bob loses 2.
func TestH501GraveyardSourceExiledInResponse(t *testing.T) {
	wraith := h501Crt(t, "Cinder Wraith", "{1}{R}", 2, 2, 0, "Spirit", card.Definition{
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{2}")},
			Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0,
				Amount: ability.Amount{Kind: ability.SourcePower}}}}}})
	sweep := instant(t, "Grave Sweep", "{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard}},
		ability.Effect{Op: ability.OpExile, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 5)
	w := put(t, g, 0, zone.Graveyard, wraith)
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 1, card.Swamp, 1)
	sw := hand(t, g, 1, sweep)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, w, 0, pl(1)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, sw, obj(w)))
	h501Pass(t, g)
	require.Equal(t, zone.Exile, zoneOf(t, g, w))
	require.Equal(t, 18, g.Life(1))
}

// 40. Corpse Warden: Alice's {1}{B} enchantment, "Whenever a creature card is put into an opponent's
// graveyard from anywhere, exile it." Bob's Ox dies; in response to the
// trigger Bob returns the card to his hand (Grave Call). The trigger can
// find the card only in the graveyard (CR 400.7d, 400.7): it stays in
// Bob's hand.
func TestH501FromAnywhereExileCardLeft(t *testing.T) {
	warden := def(t, card.Definition{Name: "Corpse Warden", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CardPutIntoGraveyard, Match: ability.Filter{Types: ability.Creature, Side: ability.OpponentSide},
			Effects: []ability.Effect{{Op: ability.OpExile, Subject: ability.SubjectEventObject}}}}})
	oxD := creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox")
	for _, respond := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 5)
		bf(t, g, 0, warden)
		ox := bf(t, g, 1, oxD)
		lands(t, g, 0, card.Swamp, 1)
		k := hand(t, g, 0, doomDef)
		lands(t, g, 1, card.Swamp, 1)
		rc := hand(t, g, 1, h501Raise(t))
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Cast(0, k, obj(ox)))
		h501Top(t, g)
		require.Equal(t, 1, g.StackLen(), "the Warden's trigger")
		if respond {
			require.NoError(t, g.Pass(0))
			gy := g.Zone(1, zone.Graveyard)
			require.Len(t, gy, 1)
			require.NoError(t, g.Cast(1, rc, obj(gy[0])))
		}
		h501Pass(t, g)
		if respond {
			require.True(t, h501In(t, g, 1, zone.Hand, oxD))
			require.Equal(t, 0, g.ZoneLen(1, zone.Exile))
		} else {
			require.True(t, h501In(t, g, 1, zone.Exile, oxD))
		}
	}
}

// 41. Hasty Recall: {1}{U} instant, "Return target creature to its
// owner's hand. Its controller draws a card." Bob's Ox under Alice's
// control goes to Bob's hand (its owner's); "its controller" is read as
// the creature last existed (CR 608.2g): Alice draws.
func TestH501BounceThenItsControllerDraws(t *testing.T) {
	recall := instant(t, "Hasty Recall", "{1}{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBounce, Target: 0},
		ability.Effect{Op: ability.OpDraw, Who: ability.WhoTargetController, Target: 0, Amount: ability.N(1)})
	oxD := creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox")
	g := newGame(t, 2)
	libs(t, g, 5)
	ox := bf(t, g, 1, oxD, game.PutOptions{Controller: 0, SetController: true})
	lands(t, g, 1, card.Island, 2)
	r := hand(t, g, 1, recall)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, r, obj(ox)))
	h501Pass(t, g)
	require.True(t, h501In(t, g, 1, zone.Hand, oxD))
	require.Equal(t, 1, g.ZoneLen(1, zone.Hand))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
}

// 42. Phoenix Thrall: {2}{R} 2/2 Phoenix, "When Phoenix Thrall dies,
// return it to the battlefield tapped under its owner's control." Bob's
// Thrall under Alice's control dies: it returns under Bob's control
// (CR 110.2a... "its owner's control"), tapped, as a new object that
// Alice's old control effect no longer applies to (CR 400.7, 611.2c).
func TestH501DiesReturnsUnderOwner(t *testing.T) {
	thrall := h501Crt(t, "Phoenix Thrall", "{2}{R}", 2, 2, 0, "Phoenix", card.Definition{
		Triggered: []ability.Triggered{{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpReturnSelfTapped}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 0, card.Swamp, 1)
	th := bf(t, g, 1, thrall)
	st := hand(t, g, 0, h501Steal(t))
	k := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, st, obj(th)))
	h501Pass(t, g)
	require.Equal(t, game.PlayerID(0), info(t, g, th).Controller)
	require.NoError(t, g.Cast(0, k, obj(th)))
	h501Pass(t, g)
	require.Zero(t, find(t, g, 0, thrall))
	n := find(t, g, 1, thrall)
	require.NotZero(t, n)
	require.Equal(t, game.PlayerID(1), info(t, g, n).Controller)
	require.True(t, info(t, g, n).Tapped)
}

// 43. Leech Sigil: {W} Aura, "Enchanted creature has lifelink." Alice's
// Sparker ({T}: 1 damage to target player) wears it and activates at
// Bob. (a) In response Bob destroys the Sigil: the Sparker is still on
// the battlefield, so its current characteristics are used (CR
// 608.2g): no lifelink, no life. (b) In response Bob kills the
// Sparker instead (the Sigil follows it, CR 704.5n): the Sparker as it
// last existed had lifelink (CR 112.7a): Alice gains 1.
func TestH501LifelinkFromAuraCurrentVsLastKnown(t *testing.T) {
	sigil := def(t, card.Definition{Name: "Leech Sigil", ManaCost: cost("{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, Keywords: ability.Lifelink}}})
	sparker := h501Crt(t, "Sparker", "{1}{R}", 1, 1, 0, "Human", card.Definition{
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)}}}}})
	unmake := instant(t, "Unmake Charm", "{W}", []ability.TargetSpec{{Allow: ability.AllowEnchantment}},
		ability.Effect{Op: ability.OpDestroy, Target: 0})
	for _, killCreature := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 5)
		s := bf(t, g, 0, sparker)
		a := bf(t, g, 0, sigil, game.PutOptions{AttachedTo: s})
		lands(t, g, 1, card.Swamp, 1)
		lands(t, g, 1, card.Plains, 1)
		k := hand(t, g, 1, doomDef)
		u := hand(t, g, 1, unmake)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Activate(0, s, 0, pl(1)))
		require.NoError(t, g.Pass(0))
		if killCreature {
			require.NoError(t, g.Cast(1, k, obj(s)))
		} else {
			require.NoError(t, g.Cast(1, u, obj(a)))
		}
		h501Pass(t, g)
		require.True(t, gone(g, a))
		require.Equal(t, 19, g.Life(1))
		if killCreature {
			require.Equal(t, 21, g.Life(0), "lifelink as it last existed")
		} else {
			require.Equal(t, 20, g.Life(0), "no lifelink now")
		}
	}
}

// 44. Viper Token: a 1/1 green Snake creature token with deathtouch and
// "{T}: This creature deals 1 damage to target creature." Alice's token
// activates it at Bob's 5/5; in response Bob kills the token, which
// ceases to exist (CR 704.5d). The ability still resolves and the
// damage is dealt by the token as it last existed, with deathtouch (CR
// 112.7a, 608.2g, 702.2b): the 5/5 is destroyed.
func TestH501TokenPingerCeasedDeathtouch(t *testing.T) {
	viper := def(t, card.Definition{Name: "Viper", Types: ability.Creature, Subtypes: []string{"Snake"},
		Colors: mana.SetOf(mana.Green), Power: C(1), Toughness: C(1), Keywords: ability.Deathtouch,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	v := bf(t, g, 0, viper, game.PutOptions{Token: true})
	big := bf(t, g, 1, creature(t, "Big Ox", "{4}{G}", 5, 5, 0, "Ox"))
	lands(t, g, 1, card.Mountain, 1)
	z := hand(t, g, 1, h501Bolt(t, "Zap", 1))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, v, 0, obj(big)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, z, obj(v)))
	h501Pass(t, g)
	require.Zero(t, find(t, g, 0, viper))
	require.True(t, gone(g, big))
}

// 45. Ember Wisp Token: a 1/1 red Elemental creature token with "When
// this creature dies, it deals damage equal to its power to target
// player." Pumped to 4/1 until end of turn, it dies; the token ceases
// to exist (CR 704.5d) but its ability triggered (CR 603.10a, 110.5f)
// and uses its power as it last existed (CR 608.2g): Bob loses 4.
func TestH501TokenDiesPowerAsLastExisted(t *testing.T) {
	wisp := def(t, card.Definition{Name: "Ember Wisp", Types: ability.Creature, Subtypes: []string{"Elemental"},
		Colors: mana.SetOf(mana.Red), Power: C(1), Toughness: C(1),
		Triggered: []ability.Triggered{{Event: ability.Dies, Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0,
				Amount: ability.Amount{Kind: ability.SourcePower}}}}}})
	pump := instant(t, "Brute Surge", "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 3})
	g := newGame(t, 2)
	libs(t, g, 5)
	w := bf(t, g, 0, wisp, game.PutOptions{Token: true})
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 0, card.Swamp, 1)
	p := hand(t, g, 0, pump)
	k := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, p, obj(w)))
	h501Pass(t, g)
	require.Equal(t, [2]int{4, 1}, pt(t, g, w))
	require.NoError(t, g.Cast(0, k, obj(w)))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideTargets, d.Kind)
		return targets(0, pl(1))
	})
	require.Equal(t, 16, g.Life(1))
}

// ---------------------------------------------------------------------
// Defects: the engine plays these definitions, which Check accepts,
// against the rules. Each test is skipped with what is wrong.

// 46. Cinder Wraith: {1}{R} 2/2 Spirit, "{2}: Cinder Wraith deals damage
// equal to its power to target player. Activate only while Cinder
// Wraith is in your graveyard." In response, Alice returns the Wraith to
// the battlefield (a new object, CR 400.7) where Alice's anthem makes it
// 3/3. The ability's source is the card as it last existed in the
// graveyard, its printed 2 power (CR 112.7a, 608.2g): Bob loses 2, not
// 3.
func TestH501GraveyardSourceLeftForBattlefield(t *testing.T) {
	wraith := h501Crt(t, "Cinder Wraith", "{1}{R}", 2, 2, 0, "Spirit", card.Definition{
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{2}")},
			Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0,
				Amount: ability.Amount{Kind: ability.SourcePower}}}}}})
	anthem := def(t, card.Definition{Name: "Rallying Banner", ManaCost: cost("{2}{W}"), Types: ability.Enchantment,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Creature, Side: ability.YourSide},
			Power: 1, Toughness: 1}}})
	reanimate := instant(t, "Swift Exhumation", "{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}},
		ability.Effect{Op: ability.OpPutOntoBattlefield})
	g := newGame(t, 2)
	libs(t, g, 5)
	w := put(t, g, 0, zone.Graveyard, wraith)
	bf(t, g, 0, anthem)
	lands(t, g, 0, card.Swamp, 3)
	re := hand(t, g, 0, reanimate)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, w, 0, pl(1)))
	require.NoError(t, g.Cast(0, re, obj(w)))
	h501Top(t, g)
	nw := find(t, g, 0, wraith)
	require.NotZero(t, nw)
	require.Equal(t, [2]int{3, 3}, pt(t, g, nw))
	h501Pass(t, g)
	require.Equal(t, 18, g.Life(1), "the card's power in the graveyard")
}

// 47. Venom Wraith variant: {1}{B} 1/1 Wraith with deathtouch and
// lifelink, "{2}: Venom Wraith deals 1 damage to target creature.
// Activate only while Venom Wraith is in your graveyard." In response
// Alice returns the Wraith to the battlefield (a new object, CR 400.7).
// The source of the ability is the card as it last existed in the
// graveyard (CR 112.7a, 608.2g), which had deathtouch and lifelink, and
// those work from any zone (CR 702.2d, 702.15d): Bob's 4/4 is destroyed
// and Alice gains 1.
func TestH501GraveyardSourceLeftKeywords(t *testing.T) {
	wraith := h501Crt(t, "Venom Wraith", "{1}{B}", 1, 1, ability.Deathtouch|ability.Lifelink, "Wraith", card.Definition{
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{2}")},
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	reanimate := instant(t, "Swift Exhumation", "{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}},
		ability.Effect{Op: ability.OpPutOntoBattlefield})
	g := newGame(t, 2)
	libs(t, g, 5)
	w := put(t, g, 0, zone.Graveyard, wraith)
	v := bf(t, g, 1, creature(t, "Big Ox", "{3}{G}", 4, 4, 0, "Ox"))
	lands(t, g, 0, card.Swamp, 3)
	re := hand(t, g, 0, reanimate)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, w, 0, obj(v)))
	require.NoError(t, g.Cast(0, re, obj(w)))
	h501Pass(t, g)
	require.NotZero(t, find(t, g, 0, wraith))
	require.True(t, gone(g, v), "deathtouch of the card as it last existed in the graveyard")
	require.Equal(t, 21, g.Life(0), "lifelink of the card as it last existed in the graveyard")
}

// 48. Emberlash Zealot: {2}{R} 2/2 Human, "{1}, Sacrifice Emberlash
// Zealot: Return Emberlash Zealot from your graveyard to its owner's
// hand." (A card that recycles itself.) The cost moves the Zealot to
// the graveyard, and the effects of an ability can find an object its
// cost moved to a public zone (CR 400.7h): the Zealot comes back to
// Alice's hand.
func TestH501SacrificeSelfThenReturnIt(t *testing.T) {
	z := h501Crt(t, "Emberlash Zealot", "{2}{R}", 2, 2, 0, "Human", card.Definition{
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}"), SacrificeSelf: true},
			Effects: []ability.Effect{{Op: ability.OpReturnToHand, Subject: ability.SubjectSelf}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	id := bf(t, g, 0, z)
	lands(t, g, 0, card.Mountain, 1)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, id, 0))
	require.True(t, h501In(t, g, 0, zone.Graveyard, z))
	h501Pass(t, g)
	require.True(t, h501In(t, g, 0, zone.Hand, z), "CR 400.7h: the effect finds the card its cost moved")
}

// 49. Second Chance Rite: {3}{B} sorcery, "Return target creature card
// from your graveyard to the battlefield. Put two +1/+1 counters on
// it." The card becomes a new object on the battlefield, but other
// parts of the effect that moved it can find it (CR 400.7h): the 2/2
// enters and gets the counters, a 4/4.
func TestH501ReturnThenCountersOnIt(t *testing.T) {
	gy := ability.TargetSpec{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}
	rite := sorcery(t, "Second Chance Rite", "{3}{B}", []ability.TargetSpec{gy},
		ability.Effect{Op: ability.OpPutOntoBattlefield},
		ability.Effect{Op: ability.OpPutCounters, Target: 0, Counter: "+1/+1", Amount: ability.N(2)})
	bearD := creature(t, "Grave Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 2)
	libs(t, g, 5)
	b := put(t, g, 0, zone.Graveyard, bearD)
	lands(t, g, 0, card.Swamp, 4)
	r := hand(t, g, 0, rite)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r, obj(b)))
	h501Pass(t, g)
	id := find(t, g, 0, bearD)
	require.NotZero(t, id)
	require.Equal(t, [2]int{4, 4}, pt(t, g, id), "CR 400.7h: \"it\" finds the returned creature")
}

// 51. Restore Grace: {1}{W} sorcery, "Return target enchantment card from
// your graveyard to the battlefield." An Aura put onto the battlefield
// other than as a resolving Aura spell enters attached to what its
// controller chooses (CR 303.4f). The engine doesn't ask that of an
// effect that puts target cards onto the battlefield, so Check refuses a
// target that may be an enchantment card; a creature card is fine.
func TestH501ReturnAuraCardRefused(t *testing.T) {
	gy := ability.TargetSpec{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Types: ability.Enchantment, Side: ability.YourSide}}
	rite := card.Define(card.Definition{Name: "Restore Grace", ManaCost: cost("{1}{W}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{gy}, Effects: []ability.Effect{{Op: ability.OpPutOntoBattlefield}}}})
	err := rite.Check()
	require.ErrorIs(t, err, card.ErrInvalidDefinition)
	var fe *card.FieldError
	require.ErrorAs(t, err, &fe)
	require.Equal(t, "Spell.Effects[0].Op", fe.Field)
	gy.Filter.Types = ability.Creature
	ok := card.Define(card.Definition{Name: "Restore Life", ManaCost: cost("{1}{W}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{gy}, Effects: []ability.Effect{{Op: ability.OpPutOntoBattlefield}}}})
	require.NoError(t, ok.Check())
}

// 52. Spirit Mantle with "{2}{W}: Return Spirit Mantle from your
// graveyard to the battlefield tapped." The returned Aura would enter
// attached to what Alice chooses (CR 303.4f), which the engine doesn't
// ask of this effect: Check refuses it on an Aura.
func TestH501AuraReturnsItselfRefused(t *testing.T) {
	aura := card.Define(card.Definition{Name: "Spirit Mantle", ManaCost: cost("{1}{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 2, Toughness: 2}},
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{2}{W}")},
			Effects: []ability.Effect{{Op: ability.OpReturnSelfTapped}}}}})
	err := aura.Check()
	require.ErrorIs(t, err, card.ErrInvalidDefinition)
	var fe *card.FieldError
	require.ErrorAs(t, err, &fe)
	require.Equal(t, "Activated[0].Effects[0].Op", fe.Field)
}

// 53. Ember Husk: {1}{B} 1/1 Zombie, "{1}: Add {B}{B}. Activate only
// while Ember Husk is in your graveyard." A mana ability may say where
// it works (CR 112.6b, 605.1a): from Alice's graveyard she may activate
// it, and her pool holds {B}{B} (CR 605.3a). The engine doesn't play
// mana abilities of cards in graveyards, so Check refuses the definition.
func TestH501GraveyardManaAbilityRefused(t *testing.T) {
	var p mana.Pool
	p.Add(mana.Black, 2)
	d := card.Define(card.Definition{Name: "Ember Husk", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Zombie"},
		Power: C(1), Toughness: C(1),
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{1}")},
			Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: p}}}}})
	// The engine makes mana with permanents' abilities only: Check says
	// so, at the field.
	err := d.Check()
	require.ErrorIs(t, err, card.ErrInvalidDefinition)
	var fe *card.FieldError
	require.ErrorAs(t, err, &fe)
	require.Equal(t, "Activated[0].FromGraveyard", fe.Field)
}
