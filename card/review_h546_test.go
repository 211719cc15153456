package card_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
)

// Review h546: positions near the changes of the engine on loyalty
// counters and The Chain Veil's extra activation (CR 606.3, 121.6),
// granted triggers' "counters on this" (CR 112.7), a mana ability's mana
// cost (CR 601.2h, 605.3a), damage history (CR 603.2), "each player
// sacrifices" (CR 603.10a), a granted "whenever a creature dies" seeing
// its own creature die, and restricted mana of several subtypes
// (CR 106.6).

// ---------------------------------------------------------------------
// Helpers

// h546Game is a started-later game of n players with libraries.
func h546Game(t *testing.T, n int) *game.Game {
	t.Helper()
	g := newGame(t, n)
	libs(t, g, 8)
	return g
}

// h546Follow is the object id became; it fails if none.
func h546Follow(t *testing.T, g *game.Game, id game.ObjectID) game.ObjectID {
	t.Helper()
	n, ok := g.Follow(id)
	require.True(t, ok)
	return n
}

// h546Tap activates the mana ability ab of id for p choosing colour c.
func h546Tap(g *game.Game, p game.PlayerID, id game.ObjectID, ab int, c mana.Color) error {
	return g.Apply(game.Action{Kind: game.ActActivateMana, Player: p, Object: id, Ability: ab, Color: c})
}

// h546Listed reports whether the legal actions offer p casting id.
func h546Listed(g *game.Game, p game.PlayerID, id game.ObjectID) bool {
	for _, a := range g.LegalActions(nil) {
		if a.Player == p && a.Kind == game.ActCast && a.Object == id {
			return true
		}
	}
	return false
}

// ---------------------------------------------------------------------
// Part 1. Loyalty and The Chain Veil

// 1. The Chain Veil and Kessa (a planeswalker that becomes a creature
// that's still a planeswalker): Kessa's 0 animates her; The Chain Veil's
// extra activation covers her (she is still a planeswalker, CR 606.3),
// and the end step trigger doesn't (a loyalty ability of a planeswalker
// was activated, CR 603.4).
func TestH546VeilCoversAnimatedPlaneswalker(t *testing.T) {
	g := h546Game(t, 2)
	lands(t, g, 0, card.Plains, 4)
	k := bf(t, g, 0, h541Kessa(t))
	v := bf(t, g, 0, card.TheChainVeil)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, k, 1))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, k))
	require.Error(t, g.Activate(0, k, 0), "CR 606.3")
	require.NoError(t, g.Activate(0, v, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Activate(0, k, 0), "still a planeswalker: the Veil covers her")
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
	require.Error(t, g.Activate(0, k, 0), "one extra only")
	nextTurn(t, g)
	require.Equal(t, 21, g.Life(0), "a loyalty ability of a planeswalker was activated")
}

// 2. Two-Headed Giant: Bob, Alice's teammate, activates The Chain Veil.
// "For each planeswalker you control" is Bob's: Alice's planeswalker gets
// no extra activation (CR 810.5: each keeps their own permanents), and
// at the team's end step Bob's Veil makes the team lose 2: Bob activated
// no loyalty ability himself (Alice's activation is hers).
func TestH546VeilTwoHeadedTeammate(t *testing.T) {
	g := newTwoHeaded(t)
	libs(t, g, 5)
	lands(t, g, 1, card.Plains, 4)
	k := bf(t, g, 0, h541Kessa(t))
	v := bf(t, g, 1, card.TheChainVeil)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, k, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Activate(1, v, 0))
	resolve(t, g, nil)
	require.Error(t, g.Activate(0, k, 0), "Bob's Veil covers Bob's planeswalkers only")
	life := g.Life(0)
	nextTurn(t, g)
	require.Equal(t, life-2, g.Life(0), "Bob activated no loyalty ability of a planeswalker")
}

// 3. Loyalty counters put on a creature by an effect (CR 121.6) stay on
// it when the creature is dealt damage: damage removes loyalty counters
// from planeswalkers only (CR 306.8, 119.3c), and its loyalty ability
// can pay with them, once each turn (CR 606.3).
func TestH546LoyaltyOnCreatureAfterDamage(t *testing.T) {
	rally := h541Put(t, "Rally Oath", ability.AllowPermanent, "loyalty", 3)
	g := h546Game(t, 2)
	lands(t, g, 0, card.Plains, 2)
	knight := bf(t, g, 0, h541Knight(t))
	r := hand(t, g, 0, rally)
	b := hand(t, g, 0, h541Bolt(t, 1))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h541Cast(t, g, 0, r, obj(knight))
	require.Equal(t, 3, counter(t, g, knight, game.Loyalty))
	h541Cast(t, g, 0, b, obj(knight))
	require.Equal(t, 3, counter(t, g, knight, game.Loyalty), "damage removes loyalty from planeswalkers only")
	require.NoError(t, g.Activate(0, knight, 0))
	resolve(t, g, nil)
	require.Equal(t, 2, counter(t, g, knight, game.Loyalty))
	require.Error(t, g.Activate(0, knight, 0), "once each turn (CR 606.3)")
}

// ---------------------------------------------------------------------
// Part 2. "Counters on this" of a granted trigger

// 4. Tally Charm, an Aura: "Enchanted creature has 'Whenever a creature
// attacks, you gain 1 life for each +1/+1 counter on this creature.'"
// The enchanted Ox (three counters) attacks and is destroyed with the
// trigger on the stack; the Aura goes to the graveyard with the Ox gone
// (CR 704.5n). The Ox's counters as it last existed count (CR 112.7,
// 608.2h): Alice gains 3.
func TestH546GrantedTriggerHostLeftAuraGone(t *testing.T) {
	charm := h476Aura(t, "Tally Charm", "{1}{W}", nil, ability.Triggered{Event: ability.CreatureAttacks, OfAttached: true,
		Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: h541Count("+1/+1")}}})
	g := h546Game(t, 2)
	lands(t, g, 1, card.Swamp, 1)
	ox := bf(t, g, 0, creature(t, "Plain Ox", "{1}{G}", 2, 2, 0, "Ox"), h541Counters(3, 0, 0))
	ch := bf(t, g, 0, charm, game.PutOptions{AttachedTo: ox})
	doom := hand(t, g, 1, h540Doom(t))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: ox, Player: 1})
	h479Order(t, g)
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, doom, obj(ox)))
	passStack(t, g)
	require.True(t, gone(g, ox))
	require.True(t, gone(g, ch))
	require.Equal(t, 23, g.Life(0), "the Ox's three counters, as it last existed")
}

// ---------------------------------------------------------------------
// Part 4. Restricted mana of several subtypes (CR 106.6)

// h546Tribe is a 1/1 creature of the subtypes subs costing mc.
func h546Tribe(t *testing.T, name, mc string, subs ...string) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Creature, Subtypes: subs,
		Power: C(1), Toughness: C(1)})
}

// 8. An Elf Sliver spell may spend both the Elf mana and the Sliver mana
// (each restriction allows it): Sliver Hive's {G} for Slivers and Elf
// Grove's {G} for Elves pay Elfin Sliver's {G}{G}; the pools empty.
func TestH546ElfSliverSpendsBothPools(t *testing.T) {
	grove := restrictedGrove(t, "Elf Grove", "Elf")
	es := h546Tribe(t, "Elfin Sliver", "{G}{G}", "Elf", "Sliver")
	g := h546Game(t, 2)
	eg := bf(t, g, 0, grove)
	sh := bf(t, g, 0, card.SliverHive)
	c := hand(t, g, 0, es)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, h546Tap(g, 0, eg, 0, mana.Green))
	require.NoError(t, h546Tap(g, 0, sh, 1, mana.Green))
	require.Len(t, g.RestrictedPools(0), 2)
	require.True(t, h546Listed(g, 0, c))
	require.NoError(t, g.Cast(0, c))
	require.True(t, g.Pool(0).IsEmpty())
	require.Nil(t, g.RestrictedPools(0))
}

// 9. Listing agrees with Apply: with only Goblin mana ({R}{R}, Goblin
// Grove twice) in her pool and no other source, Alice can't cast a {R}
// Elf: it isn't listed, and the cast is refused (CR 106.6, 601.2h); a
// {R} Goblin is listed and cast.
func TestH546ListingAgreesWithRestrictedPools(t *testing.T) {
	gg := restrictedGrove(t, "Goblin Grove", "Goblin")
	g := h546Game(t, 2)
	a := bf(t, g, 0, gg)
	b := bf(t, g, 0, gg)
	elf := hand(t, g, 0, h546Tribe(t, "Ember Elf", "{R}", "Elf"))
	gob := hand(t, g, 0, h546Tribe(t, "Grove Goblin", "{R}", "Goblin"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, h546Tap(g, 0, a, 0, mana.Red))
	require.NoError(t, h546Tap(g, 0, b, 0, mana.Red))
	require.False(t, h546Listed(g, 0, elf))
	require.ErrorIs(t, g.Cast(0, elf), game.ErrCantPay)
	require.True(t, h546Listed(g, 0, gob))
	require.NoError(t, g.Cast(0, gob))
	require.Equal(t, "{R}", g.Pool(0).String())
}

// 10. Restricted mana pays no activated ability (CR 106.6: "only to cast
// a ... spell"): with only Sliver Hive's {G} for Slivers in her pool,
// Alice can't pay the {3} Oppressive Rays adds to her Elvish Mystic's
// mana ability (CR 602.2b, 601.2h); with a Forest and two Plains she can,
// and the Sliver {G} stays.
func TestH546RestrictedManaPaysNoManaAbilityTax(t *testing.T) {
	for _, plains := range []int{0, 3} {
		g := h546Game(t, 2)
		sh := bf(t, g, 0, card.SliverHive)
		em := bf(t, g, 0, card.ElvishMystic)
		bf(t, g, 1, card.OppressiveRays, game.PutOptions{AttachedTo: em})
		lands(t, g, 0, card.Plains, plains)
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, h546Tap(g, 0, sh, 1, mana.Green))
		if plains == 0 {
			err := h546Tap(g, 0, em, 0, 0)
			require.ErrorIs(t, err, game.ErrCantPay)
			continue
		}
		require.NoError(t, h546Tap(g, 0, em, 0, 0))
		require.Equal(t, "{G}{G}", g.Pool(0).String())
		require.Len(t, g.RestrictedPools(0), 1)
		require.Equal(t, "{G}", g.RestrictedPools(0)[0].Mana.String())
	}
}

// 11. Saves: two pools save and load, and a clone and a determinized
// copy for Bob keep them (mana pools are public, CR 106.4);
// each copy then casts alike.
func TestH546RestrictedPoolsCopiesAgree(t *testing.T) {
	eg := restrictedGrove(t, "Elf Grove", "Elf")
	gg := restrictedGrove(t, "Goblin Grove", "Goblin")
	elf := h546Tribe(t, "Ember Elf", "{R}", "Elf")
	g := h546Game(t, 2)
	e := bf(t, g, 0, eg)
	gb := bf(t, g, 0, gg)
	c := hand(t, g, 0, elf)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, h546Tap(g, 0, e, 0, mana.Red))
	require.NoError(t, h546Tap(g, 0, gb, 0, mana.Red))
	gs := h479Copies(t, g, eg, gg, elf)
	d := g.Determinize(1, 7)
	require.Equal(t, g.RestrictedPools(0), d.RestrictedPools(0))
	require.Equal(t, g.View(1).Players[0].Restricted, d.View(1).Players[0].Restricted)
	for _, x := range gs {
		require.Len(t, x.RestrictedPools(0), 2)
		require.NoError(t, x.Cast(0, c))
		require.Equal(t, []game.RestrictedMana{{For: "Goblin", Mana: func() mana.Pool { var p mana.Pool; p.Add(mana.Red, 1); return p }()}}, x.RestrictedPools(0))
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Part 5. A mana ability's mana cost

// 12. Twin Spring, a land: "{T}: Add {R}." and "{1}: Add {G}." With an
// empty pool Alice activates the second: its cost is paid with the
// Spring's own first ability (it doesn't tap the Spring, CR 605.3a,
// 601.2g): {G} in her pool and the Spring tapped. Once more, the
// pool's {G} pays.
func TestH546FilterPaidBySameLand(t *testing.T) {
	spring := def(t, card.Definition{Name: "Twin Spring", Types: ability.Land, Activated: []ability.Activated{
		{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: func() mana.Pool { var p mana.Pool; p.Add(mana.Red, 1); return p }()}}},
		{Cost: ability.Cost{Mana: cost("{1}")}, Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: h541Green()}}}}})
	g := h546Game(t, 2)
	s := bf(t, g, 0, spring)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, h546Tap(g, 0, s, 1, 0))
	require.Equal(t, "{G}", g.Pool(0).String())
	require.True(t, info(t, g, s).Tapped)
	require.NoError(t, h546Tap(g, 0, s, 1, 0), "the {G} in the pool pays")
	require.Equal(t, "{G}", g.Pool(0).String())
}

// 13. Generator Servant's {C}{C} (haste for a creature spell) and a
// Plains pay the {3} Oppressive Rays adds to Alice's Elvish Mystic's
// ability: none of the haste mana is left, so the Runeclaw Bear cast with
// the Mystic's {G} and a Forest's doesn't gain haste (CR 106.6).
func TestH546HasteManaSpentOnManaAbilityTax(t *testing.T) {
	g := h546Game(t, 2)
	gs := bf(t, g, 0, card.GeneratorServant)
	em := bf(t, g, 0, card.ElvishMystic)
	bf(t, g, 1, card.OppressiveRays, game.PutOptions{AttachedTo: em})
	lands(t, g, 0, card.Plains, 1)
	f := bf(t, g, 0, card.Forest)
	bear := hand(t, g, 0, card.RuneclawBear)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, h546Tap(g, 0, gs, 0, 0))
	require.Equal(t, "{C}{C}", g.Pool(0).String())
	require.NoError(t, h546Tap(g, 0, em, 0, 0))
	require.Equal(t, "{G}", g.Pool(0).String())
	require.NoError(t, h546Tap(g, 0, f, 0, 0))
	require.NoError(t, g.Cast(0, bear))
	resolve(t, g, nil)
	require.False(t, info(t, g, h546Follow(t, g, bear)).Keywords.Has(ability.Haste))
}

// ---------------------------------------------------------------------
// Part 6. Damage history and granted "whenever a creature dies"

// 14. Pin Hound pings Bob's Ox; a save, a load and a clone are made; in
// each, Alice equips Grudge Collar ("equipped creature has 'Whenever a
// creature dealt damage by this creature this turn dies, you gain 2
// life'") to the Hound and destroys the Ox: each gains 2 (CR 603.2; the
// history is part of the game).
func TestH546DamageHistorySurvivesSave(t *testing.T) {
	hound := h540Crt(t, "Pin Hound", 1, 1, card.Definition{Activated: []ability.Activated{h540Pinger}})
	collar := h540GrudgeCollar(t)
	ox := h540Vanilla(t, "Stubborn Ox", 3, 3)
	doomD := h540Doom(t)
	g := h540Game(t, 2)
	lands(t, g, 0, card.Swamp, 2)
	h := bf(t, g, 0, hound)
	c := bf(t, g, 0, collar)
	x := bf(t, g, 1, ox)
	doom := hand(t, g, 0, doomD)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, h, 0, obj(x)))
	resolve(t, g, nil)
	gs := h479Copies(t, g, hound, collar, ox, doomD)
	for _, y := range gs {
		require.NoError(t, y.Activate(0, c, 0, obj(h)))
		resolve(t, y, nil)
		h540Cast(t, y, 0, doom, obj(x))
		require.Equal(t, 22, y.Life(0))
	}
	h479Same(t, gs)
}

// h546Mourning is Bob's Aura "Enchanted creature has 'Whenever [another]
// creature dies, you gain 1 life.'"
func h546Mourning(t *testing.T, another bool) *card.Definition {
	return h476Aura(t, "Mourning Shroud", "{1}{B}", nil, ability.Triggered{Event: ability.CreatureDies, OfAttached: true,
		Match: ability.Filter{Types: ability.Creature, Another: another}, Effects: gain(1)})
}

// 15. Bob's Mourning Shroud on Alice's Bear; the Bear dies alone. The
// ability is the Bear's, a leaves-the-battlefield ability that looks back
// (CR 603.10a, 603.6c): it sees the Bear die, and Alice, who controlled
// the Bear, controls it (CR 112.10, 603.3a): Alice gains 1, Bob none.
// With "another creature", nothing triggers. Turned into a Frog first
// (Turn to Frog: it loses all abilities, the granted one too, CR 613.1f),
// nothing triggers.
func TestH546GrantedDiesSeesOwnDeath(t *testing.T) {
	for _, c := range []struct {
		another, frog bool
		alice         int
	}{{false, false, 21}, {true, false, 20}, {false, true, 20}} {
		g := h546Game(t, 2)
		lands(t, g, 0, card.Swamp, 1)
		lands(t, g, 0, card.Island, 2)
		b := bf(t, g, 0, creature(t, "Bear", "{1}{G}", 2, 2, 0, "Bear"))
		bf(t, g, 1, h546Mourning(t, c.another), game.PutOptions{AttachedTo: b})
		doom := hand(t, g, 0, h540Doom(t))
		frog := hand(t, g, 0, card.TurnToFrog)
		require.NoError(t, g.Start(2, 0, game.Main1))
		if c.frog {
			h540Cast(t, g, 0, frog, obj(b))
		}
		h540Cast(t, g, 0, doom, obj(b))
		require.Equal(t, c.alice, g.Life(0), "another %v frog %v", c.another, c.frog)
		require.Equal(t, 20, g.Life(1))
	}
}

// 16. Three players. Carol's Mourning Shroud on Alice's Bear, which Bob
// controls (he stole it for good). Bob destroys it alone: the ability's
// controller is the Bear's controller as it last existed, Bob
// (CR 603.3a, 603.10a), not its owner nor the Aura's controller.
func TestH546GrantedDiesStolenHost(t *testing.T) {
	g := h546Game(t, 3)
	lands(t, g, 1, card.Swamp, 1)
	b := bf(t, g, 0, creature(t, "Bear", "{1}{G}", 2, 2, 0, "Bear"), game.PutOptions{Controller: 1, SetController: true})
	bf(t, g, 2, h546Mourning(t, false), game.PutOptions{AttachedTo: b})
	doom := hand(t, g, 1, h540Doom(t))
	require.NoError(t, g.Start(3, 1, game.Main1))
	require.Equal(t, game.PlayerID(1), info(t, g, b).Controller)
	h540Cast(t, g, 1, doom, obj(b))
	require.Equal(t, []int{20, 21, 20}, []int{g.Life(0), g.Life(1), g.Life(2)})
}

// 18. Loads of bad saves of restricted pools are refused: a second pool
// of the same subtype, an empty pool, further pools without a first; the
// good save loads.
func TestH546RestrictedPoolsBadSaves(t *testing.T) {
	eg := restrictedGrove(t, "Elf Grove", "Elf")
	gg := restrictedGrove(t, "Goblin Grove", "Goblin")
	g := h546Game(t, 2)
	e := bf(t, g, 0, eg)
	gb := bf(t, g, 0, gg)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, h546Tap(g, 0, e, 0, mana.Green))
	require.NoError(t, h546Tap(g, 0, gb, 0, mana.Red))
	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	cat, err := card.NewCatalog(append(card.Default().All(), eg, gg)...)
	require.NoError(t, err)
	good := b.String()
	_, err = game.Load(strings.NewReader(good), cat)
	require.NoError(t, err)
	for name, bad := range map[string]string{
		"duplicate": strings.Replace(good, `"subtype":"Goblin"`, `"subtype":"Elf"`, 1),
		"empty":     strings.Replace(good, `"pool":{"R":1}`, `"pool":{}`, 1),
		"no first":  strings.Replace(strings.Replace(good, `"spendOnlyPool":{"G":1},`, ``, 1), `"spendOnlySubtype":"Elf",`, ``, 1),
	} {
		require.NotEqual(t, good, bad, name)
		_, err := game.Load(strings.NewReader(bad), cat)
		require.Error(t, err, name)
	}
}

// ---------------------------------------------------------------------
// Faults found in the review, each fixed; both tests failed before the
// fix.

// 17. Which restricted mana pays is the player's choice (CR 601.2h,
// 106.6). Alice's pool: Elf Grove's {G} (only for Elf spells) then Sliver
// Hive's {G} (only for Sliver spells). She casts Elfin Sliver ({G}, an
// Elf Sliver: either may pay) and then Grove Elf ({G}, an Elf): paying
// the Sliver's {G} with the Sliver mana leaves the Elf mana for the Elf.
// Both can be cast.
func TestH546RestrictedChoiceLeavesElfManaForElf(t *testing.T) {
	grove := restrictedGrove(t, "Elf Grove", "Elf")
	es := h546Tribe(t, "Elfin Sliver", "{G}", "Elf", "Sliver")
	elf := h546Tribe(t, "Grove Elf", "{G}", "Elf")
	g := h546Game(t, 2)
	eg := bf(t, g, 0, grove)
	sh := bf(t, g, 0, card.SliverHive)
	c := hand(t, g, 0, es)
	e := hand(t, g, 0, elf)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, h546Tap(g, 0, eg, 0, mana.Green))
	require.NoError(t, h546Tap(g, 0, sh, 1, mana.Green))
	require.NoError(t, g.Cast(0, c))
	resolve(t, g, nil)
	require.True(t, h546Listed(g, 0, e), "the Elf mana is left for Grove Elf")
	require.NoError(t, g.Cast(0, e))
}

// 19. Sengir Vampire attacks Bob's Kessa (a planeswalker with six
// loyalty counters): 4 damage, 2 loyalty left (CR 119.3c). In the second
// main phase Alice's Stone Wake makes Kessa a 3/3 creature until end of
// turn and Crag Bolt deals 3 damage to her: she dies, a creature that was
// dealt damage by Sengir Vampire this turn (the damage was dealt to
// the same object, CR 603.2, 700.4): the Vampire gets a +1/+1 counter.
func TestH546SengirDamagedPlaneswalkerLaterCreature(t *testing.T) {
	wake := instant(t, "Stone Wake", "{1}", []ability.TargetSpec{{Allow: ability.AllowPlaneswalker}},
		ability.Effect{Op: ability.OpBecome, Target: 0, AddTypes: ability.Creature, Power: 3, Toughness: 3})
	g := h546Game(t, 2)
	lands(t, g, 0, card.Mountain, 2)
	sv := bf(t, g, 0, card.SengirVampire)
	k := bf(t, g, 1, h541Kessa(t), h541Counters(0, 0, 6))
	w := hand(t, g, 0, wake)
	b := hand(t, g, 0, h541Bolt(t, 3))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: sv, Player: game.NoPlayer, Planeswalker: k})
	passTo(t, g, 0, game.Main2)
	require.Equal(t, 2, counter(t, g, k, game.Loyalty))
	h541Cast(t, g, 0, w, obj(k))
	require.Equal(t, [2]int{3, 3}, pt(t, g, k))
	h541Cast(t, g, 0, b, obj(k))
	require.True(t, gone(g, k))
	require.Equal(t, 1, counter(t, g, sv, game.PlusOne), "Kessa was dealt damage by the Vampire this turn")
}
