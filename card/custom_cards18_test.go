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

// Custom cards, eighteenth set: granted abilities. Auras, Equipment and
// group statics ("creatures you control have ...") grant activated
// abilities with every kind of cost (tap, mana, X, sacrifice of the host
// or of another permanent, discard, life, counters, exile) and targets;
// the host is the ability's source (CR 112.7) and its controller
// activates it (CR 602.2). The granted ability on the stack after the
// grantor or the host left or changed hands (CR 112.7a, 112.8); "loses
// all abilities" against grants and timestamps (CR 613.1f, 613.6,
// 613.6d); copies of hosts and of grantors (CR 706.2); granted triggered
// abilities and who controls them (CR 603.3a); identical grants
// (CR 602.5c); the numbering of activated abilities as grants come and
// go; multiplayer and Two-Headed Giant; saves in the middle of it all.

// h488Aura is a checked "<mc> Aura: Enchant creature. Enchanted creature
// has '<a>'."
func h488Aura(t *testing.T, name, mc string, a ability.Activated) *card.Definition {
	return h476Aura(t, name, mc, []ability.Static{{Affects: ability.AffectsAttached, Grant: &a}})
}

// h488Equip is a checked "{2} Equipment: Equipped creature has '<a>'.
// Equip {1}."
func h488Equip(t *testing.T, name string, a ability.Activated) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{2}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Statics:   []ability.Static{{Affects: ability.AffectsAttached, Grant: &a}},
		Activated: []ability.Activated{equipFor("{1}")}})
}

// h488Lord is a checked "{2}{B} 2/2 creature: Creatures you control have
// '<a>'." (itself included).
func h488Lord(t *testing.T, name string, a ability.Activated) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{2}{B}"), Types: ability.Creature, Subtypes: []string{"Cleric"},
		Power: C(2), Toughness: C(2),
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Creature, Side: ability.YourSide}, Grant: &a}}})
}

// h488TapPing is "{T}: This creature deals 1 damage to any target."
func h488TapPing() ability.Activated {
	tg, es := h478Ping(1)
	return ability.Activated{Cost: ability.Cost{Tap: true}, Targets: tg, Effects: es}
}

// h488TapGain is "{T}: You gain n life."
func h488TapGain(n int) ability.Activated {
	return ability.Activated{Cost: ability.Cost{Tap: true}, Effects: gain(n)}
}

// h488PowerShot is "{T}: This creature deals damage equal to its power to
// target player."
func h488PowerShot() ability.Activated {
	return ability.Activated{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetPlayer},
		Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0,
			Amount: ability.Amount{Kind: ability.SourcePower}}}}
}

// h488Steal is "{1}{U} instant: Gain control of target <allow>" (for
// good).
func h488Steal(t *testing.T, name string, allow ability.Allow) *card.Definition {
	return instant(t, name, "{1}{U}", []ability.TargetSpec{{Allow: allow}},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
}

// h488Bounce is "{U} instant: Return target creature to its owner's
// hand."
func h488Bounce(t *testing.T) *card.Definition {
	return instant(t, "Recall Gust", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBounce, Target: 0})
}

// h488Count is the number of non-mana activated abilities
// ActivatedAbility reports for id (own, then granted).
func h488Count(g *game.Game, id game.ObjectID) int {
	n := 0
	for ; n < 20; n++ {
		if _, ok := g.ActivatedAbility(id, n); !ok {
			return n
		}
	}
	return n
}

// h488Abilities lists the ability numbers LegalActions offers to
// activate for id.
func h488Abilities(g *game.Game, id game.ObjectID) []int {
	seen := map[int]bool{}
	var out []int
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActActivate && a.Object == id && !seen[a.Ability] {
			seen[a.Ability] = true
			out = append(out, a.Ability)
		}
	}
	return out
}

var _ = mana.Red

// ---------------------------------------------------------------------
// Part 1. The costs of granted abilities

// 1. Ember Brand: {R} Aura, "Enchanted creature has '{T}: This creature
// deals 1 damage to any target.'" On Alice's creature that came under
// her control this turn, the {T} ability can't be activated (CR 302.6,
// 107.5): not listed, refused, nothing changes. On her creature with
// haste it can (CR 702.10). On her next turn the first may too.
func TestH488TapGrantOnSummoningSickHost(t *testing.T) {
	brand := h488Aura(t, "Ember Brand", "{R}", h488TapPing())
	g := newGame(t, 2)
	libs(t, g, 5)
	sick := bf(t, g, 0, creature(t, "Green Recruit", "{G}", 1, 1, 0, "Elf"), game.PutOptions{Sick: true})
	fast := bf(t, g, 0, creature(t, "Quick Recruit", "{R}", 1, 1, ability.Haste, "Goblin"), game.PutOptions{Sick: true})
	bf(t, g, 0, brand, game.PutOptions{AttachedTo: sick})
	bf(t, g, 0, brand, game.PutOptions{AttachedTo: fast})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, 1, h488Count(g, sick), "the ability is granted all the same")
	require.False(t, h478Listed(g, sick, 0))
	h478Refused(t, g, h478Act(0, sick, 0, 0, 0, pl(1)), game.ErrNotAllowed, "summoning sick")
	require.True(t, h478Listed(g, fast, 0), "haste")
	require.NoError(t, g.Activate(0, fast, 0, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	passTo(t, g, 0, game.Main1)
	require.True(t, h478Listed(g, sick, 0))
	require.NoError(t, g.Activate(0, sick, 0, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(1))
}

// 2. Goading Spur: {R} Aura, "Enchanted creature has '{1}{R}: This
// creature gets +1/+0 until end of turn.'" Alice's Spur on Bob's creature
// that came under his control this turn: an ability without {T} may be
// activated by a sick creature's controller (CR 302.6), who is Bob, not
// the Aura's controller (CR 602.2): Bob's Mountains pay, Alice's stay
// untapped.
func TestH488ManaGrantPaidByHostController(t *testing.T) {
	spur := h488Aura(t, "Goading Spur", "{R}", ability.Activated{Cost: ability.Cost{Mana: cost("{1}{R}")}, Effects: h478Pump(1, 0)})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 1, creature(t, "Bob's Brawler", "{1}{R}", 2, 2, 0, "Ogre"), game.PutOptions{Sick: true})
	bf(t, g, 0, spur, game.PutOptions{AttachedTo: c})
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 1, card.Mountain, 2)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h478Refused(t, g, h478Act(0, c, 0, 0, 0), game.ErrNotAllowed, "Alice controls the Aura, not the creature")
	require.NoError(t, g.Pass(0))
	require.True(t, h478Listed(g, c, 0))
	require.NoError(t, g.Activate(1, c, 0))
	require.Equal(t, []game.PlayerID{1}, h476Ctl(g))
	require.Len(t, untapped(t, g, 0), 2, "Alice pays nothing")
	require.Empty(t, untapped(t, g, 1), "Bob's two Mountains paid {1}{R}")
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 2}, pt(t, g, c))
}

// 3. Volley Harness: Equipment, "Equipped creature has '{X}: This
// creature deals X damage to target player.'" X is announced as the
// ability is activated (CR 107.3a, 602.2b) and paid: X=3 taps three
// lands and deals 3; X=0 is free and deals none; X=5 with two lands left
// can't be paid (CR 117.3) and changes nothing.
func TestH488XGrantFromEquipment(t *testing.T) {
	harness := h488Equip(t, "Volley Harness", ability.Activated{Cost: ability.Cost{Mana: cost("{X}")},
		Targets: []ability.TargetSpec{ability.TargetPlayer},
		Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0,
			Amount: ability.Amount{Kind: ability.ValueOfX}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 0, creature(t, "Harnessed Ox", "{1}{G}", 2, 2, 0, "Ox"))
	bf(t, g, 0, harness, game.PutOptions{AttachedTo: c})
	lands(t, g, 0, card.Mountain, 5)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(h478Act(0, c, 0, 3, 0, pl(1))))
	require.Equal(t, 3, g.Stack()[0].X)
	require.Len(t, untapped(t, g, 0), 2)
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(1))
	require.NoError(t, g.Apply(h478Act(0, c, 0, 0, 0, pl(1))))
	require.Len(t, untapped(t, g, 0), 2, "X=0 costs nothing")
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(1))
	h478Refused(t, g, h478Act(0, c, 0, 5, 0, pl(1)), game.ErrCantPay, "two lands can't pay X=5")
}

// 4. Martyr's Harness: Equipment, "Equipped creature has 'Sacrifice this
// creature: You gain 3 life.'" Bob's creature carries Alice's Harness
// (she had equipped it before he took it): Bob activates it, sacrificing
// the creature, not the Equipment (CR 701.15a, 112.7); the Equipment
// stays on the battlefield unattached (CR 301.5c) and the ability
// resolves without its source (CR 112.7a): Bob gains 3.
func TestH488SacrificeHostGrant(t *testing.T) {
	harness := h488Equip(t, "Martyr's Harness", ability.Activated{Cost: ability.Cost{SacrificeSelf: true}, Effects: gain(3)})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 0, creature(t, "Loaned Squire", "{W}", 1, 1, 0, "Human"), game.PutOptions{Controller: 1, SetController: true})
	e := bf(t, g, 0, harness, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Activate(1, c, 0))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, c), "the Squire is sacrificed, to Alice's graveyard")
	require.False(t, gone(g, e), "the Equipment stays")
	require.Equal(t, game.ObjectID(0), info(t, g, e).AttachedTo)
	require.Equal(t, []game.PlayerID{1}, h476Ctl(g))
	resolve(t, g, nil)
	require.Equal(t, []int{20, 23}, lifes(g))
}

// 5. Grim Patron: {2}{B} 2/2, "Creatures you control have 'Sacrifice
// another creature: This creature gets +2/+2 until end of turn.'" Alice's
// Hound activates its copy of the ability, sacrificing the Patron itself:
// the cost is paid (CR 602.2b, 601.2h) and the ability, on the stack,
// exists apart from the grant (CR 112.7a): the Hound becomes 4/4. With
// the Patron gone, the Hound has no such ability any more (CR 613.1f).
func TestH488SacrificeTheGrantorAsCost(t *testing.T) {
	patron := h488Lord(t, "Grim Patron", ability.Activated{Cost: ability.Cost{Sacrifice: &ability.Group{Types: ability.Creature, Other: true}},
		Effects: h478Pump(2, 2)})
	g := newGame(t, 2)
	libs(t, g, 5)
	hd := bf(t, g, 0, creature(t, "Patron's Hound", "{1}{G}", 2, 2, 0, "Dog"))
	p := bf(t, g, 0, patron)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, hd, 0))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.Equal(t, []game.ObjectID{p}, choices(g), "the Patron is another creature; the Hound is not")
	require.NoError(t, g.Apply(chooseObj(0, p)))
	require.True(t, gone(g, p))
	require.Equal(t, 1, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, hd))
	require.Equal(t, 0, h488Count(g, hd), "the grant ended with the Patron")
	h478Refused(t, g, h478Act(0, hd, 0, 0, 0), nil, "no such ability now")
}

// 6. Gale Harness: Equipment, "Equipped creature has 'Discard a card:
// This creature gains flying until end of turn.'" Alice's Harness on
// Bob's creature: Bob discards from his hand (CR 602.2, 701.8), and his
// creature gains flying; Alice's hand is untouched. With his hand empty
// he can't pay again (CR 117.3).
func TestH488DiscardGrantPaidFromHostControllersHand(t *testing.T) {
	harness := h488Equip(t, "Gale Harness", ability.Activated{Cost: ability.Cost{Discard: 1},
		Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Keywords: ability.Flying}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 0, creature(t, "Gusty Bear", "{1}{G}", 2, 2, 0, "Bear"), game.PutOptions{Controller: 1, SetController: true})
	bf(t, g, 0, harness, game.PutOptions{AttachedTo: c})
	hand(t, g, 0, card.Forest)
	bh := hand(t, g, 1, card.Island)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Activate(1, c, 0))
	if g.Pending().Kind == game.DecideDiscard {
		require.Equal(t, game.PlayerID(1), g.Pending().Player)
		require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 1, Object: bh}))
	}
	require.Equal(t, zone.Graveyard, zoneOf(t, g, bh))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "Alice discards nothing")
	resolve(t, g, nil)
	require.True(t, info(t, g, c).Keywords.Has(ability.Flying))
	h478Refused(t, g, h478Act(1, c, 0, 0, 0), game.ErrCantPay, "Bob's hand is empty")
}

// 7. Blood Pact Brand: {B} Aura, "Enchanted creature has 'Pay 3 life:
// Draw a card.'" Alice's Aura on Bob's creature: Bob pays the life and
// draws (CR 118.4, 602.2). At 2 life he can't pay 3 (CR 118.4, 117.3):
// not listed, refused.
func TestH488LifeGrantPaidByHostController(t *testing.T) {
	brand := h488Aura(t, "Blood Pact Brand", "{B}", ability.Activated{Cost: ability.Cost{Life: 3}, Effects: draw1})
	for _, life := range []int{20, 2} {
		g := newGame(t, 2)
		libs(t, g, 5)
		c := bf(t, g, 1, creature(t, "Bob's Acolyte", "{B}", 1, 1, 0, "Human"))
		bf(t, g, 0, brand, game.PutOptions{AttachedTo: c})
		require.NoError(t, g.SetLife(1, life))
		require.NoError(t, g.Start(2, 1, game.Main1))
		if life == 2 {
			require.False(t, h478Listed(g, c, 0))
			h478Refused(t, g, h478Act(1, c, 0, 0, 0), game.ErrCantPay, "2 life can't pay 3")
			continue
		}
		require.NoError(t, g.Activate(1, c, 0))
		require.Equal(t, []int{20, 17}, lifes(g))
		resolve(t, g, nil)
		require.Equal(t, 1, g.ZoneLen(1, zone.Hand))
		require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
	}
}

// 8. Bloodletter's Brand: {R} Aura, "Enchanted creature has 'Remove X
// +1/+1 counters from this creature: This creature deals X damage to
// target player.'" The counters are removed from the creature, the
// ability's source (CR 112.7, 107.3a, 602.2b), not from the Aura: with
// three on it, X=2 leaves one and deals 2; X=2 again can't be paid
// (CR 117.3).
func TestH488RemoveCountersFromHost(t *testing.T) {
	brand := h488Aura(t, "Bloodletter's Brand", "{R}", ability.Activated{Cost: ability.Cost{RemoveCountersX: "+1/+1"},
		Targets: []ability.TargetSpec{ability.TargetPlayer},
		Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0,
			Amount: ability.Amount{Kind: ability.ValueOfX}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	var o game.PutOptions
	o.Counters[game.PlusOne] = 3
	c := bf(t, g, 0, creature(t, "Swollen Ox", "{1}{G}", 1, 1, 0, "Ox"), o)
	bf(t, g, 0, brand, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(h478Act(0, c, 0, 2, 0, pl(1))))
	require.Equal(t, 1, counter(t, g, c, game.PlusOne))
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(1))
	h478Refused(t, g, h478Act(0, c, 0, 2, 0, pl(1)), game.ErrCantPay, "one counter left")
}

// 9. Withering Brand: {B} Aura, "Enchanted creature has 'Put a -1/-1
// counter on this creature: You gain 2 life.'" The counter goes on the
// creature, the ability's source (CR 112.7, 121.6), not on the Aura: the
// 3/3 becomes 2/2 and Alice gains 2.
func TestH488PutCounterOnHost(t *testing.T) {
	brand := h488Aura(t, "Withering Brand", "{B}", ability.Activated{Cost: ability.Cost{PutCounter: "-1/-1"}, Effects: gain(2)})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 0, creature(t, "Sturdy Ox", "{2}{G}", 3, 3, 0, "Ox"))
	a := bf(t, g, 0, brand, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, c, 0))
	require.Equal(t, 1, counter(t, g, c, game.MinusOne))
	require.Equal(t, 0, counter(t, g, a, game.MinusOne))
	resolve(t, g, nil)
	require.Equal(t, [2]int{2, 2}, pt(t, g, c))
	require.Equal(t, 22, g.Life(0))
}

// 10. Vanishing Brand: {U} Aura, "Enchanted creature has 'Exile this
// creature: Draw a card.'" Exiling the creature pays the cost (CR 112.7,
// 117.1 via 602.2b): the creature is exiled, the Aura then goes to its
// owner's graveyard (CR 704.5n), and Alice draws.
func TestH488ExileHostGrant(t *testing.T) {
	brand := h488Aura(t, "Vanishing Brand", "{U}", ability.Activated{Cost: ability.Cost{ExileSelf: true}, Effects: draw1})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 0, creature(t, "Fading Wisp", "{U}", 1, 1, 0, "Spirit"))
	a := bf(t, g, 0, brand, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, c, 0))
	require.Equal(t, zone.Exile, zoneOf(t, g, c))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, a))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
}

// 11. Marksman's Brand: {W} Aura, "Enchanted creature has '{T}: This
// creature deals damage equal to its power to target player.'" The power
// is the creature's, the ability's source (CR 112.7, 608.2g), not the
// Aura's: Alice's 3/3 deals 3 to Bob.
func TestH488GrantedSourcePowerIsTheHosts(t *testing.T) {
	brand := h488Aura(t, "Marksman's Brand", "{W}", h488PowerShot())
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 0, creature(t, "Hill Archer", "{2}{G}", 3, 3, 0, "Archer"))
	bf(t, g, 0, brand, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, c, 0, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(1))
}

// 12. Alice's white Ember Ward ({W} Aura granting "{T}: This creature
// deals 1 damage to any target.") on her red Goblin. The ability's source
// is the red Goblin (CR 112.7), so Bob's creature with protection from
// white may be targeted and is dealt the damage, and his creature with
// protection from red may not (CR 702.16b, 702.16e).
func TestH488GrantedAbilityHasTheHostsColour(t *testing.T) {
	ward := h488Aura(t, "Ember Ward", "{W}", h488TapPing())
	proW := def(t, card.Definition{Name: "Dawn Shade", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Shade"},
		Power: C(1), Toughness: C(1), Statics: []ability.Static{{Affects: ability.AffectsSelf, Protection: mana.SetOf(mana.White)}}})
	proR := def(t, card.Definition{Name: "Ash Shade", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Shade"},
		Power: C(1), Toughness: C(1), Statics: []ability.Static{{Affects: ability.AffectsSelf, Protection: mana.SetOf(mana.Red)}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 0, creature(t, "Red Goblin", "{R}", 1, 1, 0, "Goblin"))
	bf(t, g, 0, ward, game.PutOptions{AttachedTo: c})
	w := bf(t, g, 1, proW)
	r := bf(t, g, 1, proR)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h478Refused(t, g, h478Act(0, c, 0, 0, 0, obj(r)), game.ErrBadTarget, "protection from red: the Goblin's ability")
	require.NoError(t, g.Activate(0, c, 0, obj(w)), "protection from white doesn't stop a red source")
	resolve(t, g, nil)
	require.True(t, gone(g, w))
}

// 13. Ember Ward (above) on Alice's Sunlit Cleric with lifelink: the
// damage is dealt by the Cleric, the ability's source (CR 112.7,
// 608.2g), so its lifelink has Alice gain that much (CR 702.15b).
func TestH488GrantedDamageWithHostsLifelink(t *testing.T) {
	ward := h488Aura(t, "Ember Ward", "{W}", h488TapPing())
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 0, creature(t, "Sunlit Cleric", "{1}{W}", 1, 1, ability.Lifelink, "Cleric"))
	bf(t, g, 0, ward, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, c, 0, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, []int{21, 19}, lifes(g))
}

// ---------------------------------------------------------------------
// Part 2. The granted ability on the stack

// 14. Ember Brand (Part 1) on Alice's Goblin: she activates it at Bob;
// in response Bob destroys the Aura. The ability exists apart from the
// grant and from its source (CR 112.7a) and resolves: Bob is dealt 1.
// Saved, loaded and cloned with the Aura gone and the ability waiting.
func TestH488GrantorDestroyedInResponse(t *testing.T) {
	brand := h488Aura(t, "Ember Brand", "{R}", h488TapPing())
	nat := h477Naturalize(t)
	g := newGame(t, 2)
	libs(t, g, 5)
	gob := creature(t, "Goblin Thrower", "{R}", 1, 1, 0, "Goblin")
	c := bf(t, g, 0, gob)
	a := bf(t, g, 0, brand, game.PutOptions{AttachedTo: c})
	lands(t, g, 1, card.Forest, 2)
	n := hand(t, g, 1, nat)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, c, 0, pl(1)))
	require.Equal(t, a, g.Stack()[0].GrantedBy)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, n, obj(a)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	require.True(t, gone(g, a))
	require.Equal(t, 1, g.StackLen())
	gs := h479Copies(t, g, brand, nat, gob)
	for _, x := range gs {
		resolve(t, x, nil)
		require.Equal(t, 19, x.Life(1))
		require.Equal(t, 0, h488Count(x, c))
	}
	h479Same(t, gs)
}

// 15. Marksman's Brand (above) on Alice's 2/2 under her Oath (+1/+1):
// she activates it at Bob; in response Bob returns the creature to her
// hand. The creature's power is read as it last existed on the
// battlefield (CR 608.2g, 112.7a): 3, with the Oath's bonus.
func TestH488HostLeavesPowerAsItLastExisted(t *testing.T) {
	brand := h488Aura(t, "Marksman's Brand", "{W}", h488PowerShot())
	oath := anthem(t, "Oath of the Ranks", 1, 1)
	gust := h488Bounce(t)
	g := newGame(t, 2)
	libs(t, g, 5)
	archer := creature(t, "Hill Archer", "{1}{G}", 2, 2, 0, "Archer")
	c := bf(t, g, 0, archer)
	bf(t, g, 0, brand, game.PutOptions{AttachedTo: c})
	bf(t, g, 0, oath)
	lands(t, g, 1, card.Island, 1)
	u := hand(t, g, 1, gust)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, c, 0, pl(1)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, u, obj(c)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	require.Equal(t, zone.Hand, zoneOf(t, g, c))
	require.Equal(t, 1, g.StackLen())
	gs := h479Copies(t, g, brand, oath, gust, archer)
	for _, x := range gs {
		resolve(t, x, nil)
		require.Equal(t, 17, x.Life(1))
	}
	h479Same(t, gs)
}

// 16. Pact Brand ({B} Aura of Carol's: "Enchanted creature has '{T}: You
// gain 2 life.'") on Alice's creature in a three-player game. Alice
// activates it; in response Bob gains control of the creature. The
// ability's controller is still Alice, who activated it (CR 112.8): she
// gains 2, not Bob, not Carol.
func TestH488HostStolenAfterActivation(t *testing.T) {
	brand := h488Aura(t, "Pact Brand", "{B}", h488TapGain(2))
	steal := h488Steal(t, "Seize the Squire", ability.AllowCreature)
	g := newGame(t, 3)
	libs(t, g, 5)
	c := bf(t, g, 0, creature(t, "Pact Squire", "{W}", 1, 1, 0, "Human"))
	bf(t, g, 2, brand, game.PutOptions{AttachedTo: c})
	lands(t, g, 1, card.Island, 2)
	s := hand(t, g, 1, steal)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, c, 0))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, s, obj(c)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(2))
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.PlayerID(1), info(t, g, c).Controller)
	require.Equal(t, []game.PlayerID{0}, h476Ctl(g))
	resolve(t, g, nil)
	require.Equal(t, []int{22, 20, 20}, lifes(g))
}

// 17. Pact Brand (above), Alice's, on her Squire; Bob gains control of
// the Aura. The granted ability is still the Squire's, and only the
// Squire's controller may activate it (CR 602.2, 112.7): Bob can't, Alice
// can and gains 2.
func TestH488AuraStolenHostControllerStillActivates(t *testing.T) {
	brand := h488Aura(t, "Pact Brand", "{B}", h488TapGain(2))
	steal := h488Steal(t, "Seize the Charm", ability.AllowEnchantment)
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 0, creature(t, "Pact Squire", "{W}", 1, 1, 0, "Human"))
	a := bf(t, g, 0, brand, game.PutOptions{AttachedTo: c})
	lands(t, g, 1, card.Island, 2)
	s := hand(t, g, 1, steal)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, s, obj(a)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), info(t, g, a).Controller)
	require.Equal(t, c, info(t, g, a).AttachedTo)
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.True(t, h478Listed(g, c, 0))
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	h478Refused(t, g, h478Act(1, c, 0, 0, 0), game.ErrNotAllowed, "Bob controls the Aura, not the Squire")
	require.False(t, h478Listed(g, c, 0))
	require.NoError(t, g.Pass(1))
	passTo(t, g, 0, game.Main2)
	require.NoError(t, g.Activate(0, c, 0))
	resolve(t, g, nil)
	require.Equal(t, []int{22, 20}, lifes(g))
}

// h488Rune is "Rune Harness: Equipped creature has '{1}: This creature
// gets +1/+1 until end of turn.' Equip {1}."
func h488Rune(t *testing.T) *card.Definition {
	return h488Equip(t, "Rune Harness", ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Effects: h478Pump(1, 1)})
}

// 18. Rune Harness (above) on Alice's Ox, which has no ability of its
// own; her Wall has "{2}: This creature gets +0/+1 until end of turn."
// The Ox pumps itself once; then Alice equips the Wall. The Ox keeps the
// +1/+1 from the resolved ability (CR 611.2c) but no longer has the
// ability (CR 613.1f, 301.5a); the Wall has its own ability first and
// the granted one after it (ability 1), which pumps the Wall.
func TestH488EquipmentMovedTheGrantFollows(t *testing.T) {
	rune := h488Rune(t)
	wall := h478Crt(t, "Oak Wall", "{1}{G}", 0, 3, 0, "Wall", ability.Activated{Cost: ability.Cost{Mana: cost("{2}")}, Effects: h478Pump(0, 1)})
	g := newGame(t, 2)
	libs(t, g, 5)
	ox := bf(t, g, 0, creature(t, "Plain Ox", "{1}{G}", 2, 2, 0, "Ox"))
	w := bf(t, g, 0, wall)
	e := bf(t, g, 0, rune, game.PutOptions{AttachedTo: ox})
	lands(t, g, 0, card.Forest, 4)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, []int{0}, h488Abilities(g, ox))
	require.Equal(t, []int{0}, h488Abilities(g, w))
	require.NoError(t, g.Activate(0, ox, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Activate(0, e, 0, obj(w)))
	resolve(t, g, nil)
	require.Equal(t, w, info(t, g, e).AttachedTo)
	require.Equal(t, [2]int{3, 3}, pt(t, g, ox), "the resolved pump stays")
	require.Equal(t, 0, h488Count(g, ox))
	require.Empty(t, h488Abilities(g, ox))
	h478Refused(t, g, h478Act(0, ox, 0, 0, 0), nil, "the Ox lost the grant")
	require.Equal(t, 2, h488Count(g, w))
	require.Equal(t, []int{0, 1}, h488Abilities(g, w))
	require.NoError(t, g.Activate(0, w, 1))
	resolve(t, g, nil)
	require.Equal(t, [2]int{1, 4}, pt(t, g, w))
}

// 19. Rune Harness (above), Alice's, on her Ox that Bob took for good.
// The Equipment's controller is not the equipped creature's (CR 301.5d):
// Bob activates the granted ability with his mana; Alice can't. On her
// turn Alice equips her own Bear (her Equipment's ability, CR 301.5d):
// now the Bear has the ability and Bob's Ox doesn't.
func TestH488EquipmentOnStolenCreature(t *testing.T) {
	rune := h488Rune(t)
	g := newGame(t, 2)
	libs(t, g, 5)
	ox := bf(t, g, 0, creature(t, "Plain Ox", "{1}{G}", 2, 2, 0, "Ox"), game.PutOptions{Controller: 1, SetController: true})
	br := bf(t, g, 0, creature(t, "Loyal Bear", "{1}{G}", 2, 2, 0, "Bear"))
	e := bf(t, g, 0, rune, game.PutOptions{AttachedTo: ox})
	lands(t, g, 0, card.Forest, 2)
	lands(t, g, 1, card.Forest, 1)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Activate(1, ox, 0))
	require.Empty(t, untapped(t, g, 1))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, ox))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	h478Refused(t, g, h478Act(0, ox, 0, 0, 0), game.ErrNotAllowed, "Alice controls the Equipment, not the Ox")
	passTo(t, g, 0, game.Main1)
	require.NoError(t, g.Activate(0, e, 0, obj(br)))
	resolve(t, g, nil)
	require.Equal(t, br, info(t, g, e).AttachedTo)
	require.Equal(t, 0, h488Count(g, ox))
	require.NoError(t, g.Activate(0, br, 0))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, br))
}

// ---------------------------------------------------------------------
// Part 3. Losing all abilities, and timestamps

// 20. Ember Brand (Part 1) on Alice's Goblin; Bob's Toad Hex ("until end
// of turn, target creature loses all abilities and becomes a blue 1/1
// Frog") removes the ability the older Aura grants (CR 613.1f, 613.6):
// not listed, refused. After the turn ends the Hex is over (CR 514.2)
// and on Alice's next turn the Goblin may ping again.
func TestH488HexedHostLosesTheGrant(t *testing.T) {
	brand := h488Aura(t, "Ember Brand", "{R}", h488TapPing())
	hex := h486Frog(t)
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 0, creature(t, "Goblin Thrower", "{R}", 1, 1, 0, "Goblin"))
	bf(t, g, 0, brand, game.PutOptions{AttachedTo: c})
	lands(t, g, 1, card.Island, 1)
	x := hand(t, g, 1, hex)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, x, obj(c)))
	resolve(t, g, nil)
	require.Equal(t, 0, h488Count(g, c))
	require.Empty(t, h488Abilities(g, c))
	h478Refused(t, g, h478Act(0, c, 0, 0, 0, pl(1)), nil, "the Frog has no abilities")
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	passTo(t, g, 0, game.Main1)
	require.Equal(t, 1, h488Count(g, c))
	require.NoError(t, g.Activate(0, c, 0, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
}

// 21. Bob hexes Alice's Ox (above) in her upkeep; in her main phase she
// equips it with Rune Harness. The Equipment gets a new timestamp as it
// becomes attached (CR 613.6d, 701.3c), later than the Hex's, so the
// Frog has the granted ability (CR 613.6) and pumps itself; the Hex's
// base 1/1 (layer 7b) is raised to 2/2 (layer 7c, CR 613.3).
func TestH488EquipAfterHexGrantsAgain(t *testing.T) {
	rune := h488Rune(t)
	hex := h486Frog(t)
	g := newGame(t, 2)
	libs(t, g, 5)
	ox := bf(t, g, 0, creature(t, "Plain Ox", "{1}{G}", 3, 3, 0, "Ox"))
	e := bf(t, g, 0, rune)
	lands(t, g, 0, card.Forest, 2)
	lands(t, g, 1, card.Island, 1)
	x := hand(t, g, 1, hex)
	require.NoError(t, g.Start(2, 0, game.Upkeep))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, x, obj(ox)))
	resolve(t, g, nil)
	passTo(t, g, 0, game.Main1)
	require.Equal(t, [2]int{1, 1}, pt(t, g, ox))
	require.NoError(t, g.Activate(0, e, 0, obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, 1, h488Count(g, ox), "the newer grant applies after the Hex")
	require.NoError(t, g.Activate(0, ox, 0))
	resolve(t, g, nil)
	require.Equal(t, [2]int{2, 2}, pt(t, g, ox))
}

// 22. Grim Patron's cousin, Spark Patron: {2}{B} 2/2, "Creatures you
// control have '{T}: This creature deals 1 damage to any target.'" Bob
// hexes the Patron: it loses the static, so no creature of Alice's has
// the ability any more (CR 613.1f, 604.2), not only the Patron.
func TestH488HexedGrantorStopsGranting(t *testing.T) {
	patron := h488Lord(t, "Spark Patron", h488TapPing())
	hex := h486Frog(t)
	g := newGame(t, 2)
	libs(t, g, 5)
	p := bf(t, g, 0, patron)
	ox := bf(t, g, 0, creature(t, "Plain Ox", "{1}{G}", 2, 2, 0, "Ox"))
	lands(t, g, 1, card.Island, 1)
	x := hand(t, g, 1, hex)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, 1, h488Count(g, ox))
	require.Equal(t, 1, h488Count(g, p))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, x, obj(p)))
	resolve(t, g, nil)
	require.Equal(t, 0, h488Count(g, p))
	require.Equal(t, 0, h488Count(g, ox))
	h478Refused(t, g, h478Act(0, ox, 0, 0, 0, pl(1)), nil, "the Patron grants nothing now")
}

// 23. Ember Brand (Part 1): Alice activates her Goblin's granted ability
// at Bob; in response Bob hexes the Goblin. The ability on the stack is
// independent of its source (CR 112.7a) and resolves: Bob is dealt 1.
func TestH488HexAfterActivationStillResolves(t *testing.T) {
	brand := h488Aura(t, "Ember Brand", "{R}", h488TapPing())
	hex := h486Frog(t)
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 0, creature(t, "Goblin Thrower", "{R}", 1, 1, 0, "Goblin"))
	bf(t, g, 0, brand, game.PutOptions{AttachedTo: c})
	lands(t, g, 1, card.Island, 1)
	x := hand(t, g, 1, hex)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, c, 0, pl(1)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, x, obj(c)))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
}

// ---------------------------------------------------------------------
// Part 4. Copies

// 24. Mirror Adept enters as a copy of Alice's Goblin, which carries Ember
// Brand. The Aura's grant is not a copiable value (CR 706.2, 613.1f):
// the copy is a Goblin with no activated ability, while the original
// keeps its granted one.
func TestH488CopyOfHostHasNoGrant(t *testing.T) {
	brand := h488Aura(t, "Ember Brand", "{R}", h488TapPing())
	adept := mirrorAdept(t)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 4)
	c := bf(t, g, 0, creature(t, "Goblin Thrower", "{R}", 1, 1, 0, "Goblin"))
	bf(t, g, 0, brand, game.PutOptions{AttachedTo: c})
	m := hand(t, g, 0, adept)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Adept(t, g, m)
	cp := h486Copy(t, g, m, c)
	require.Equal(t, "Goblin Thrower", info(t, g, cp).Card.Name)
	require.Equal(t, 0, h488Count(g, cp))
	require.Equal(t, 1, h488Count(g, c))
}

// h488Vigil is "Vigil Patron: {2}{B} 2/2, Creatures you control have
// '{0}: You gain 1 life. Activate this ability only once each turn.'"
func h488Vigil(t *testing.T) *card.Definition {
	return h488Lord(t, "Vigil Patron", ability.Activated{OncePerTurn: true, Effects: gain(1)})
}

// 25. Mirror Adept copies Alice's Vigil Patron (above): it has the
// Patron's static (CR 706.2), so each of her creatures has the ability
// twice, once from each Patron, each restricted on its own (CR 602.5c):
// her Ox activates both once this turn (Alice gains 2) and neither again.
func TestH488CopiedGrantorGrantsASecondInstance(t *testing.T) {
	vigil := h488Vigil(t)
	adept := mirrorAdept(t)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 4)
	p := bf(t, g, 0, vigil)
	ox := bf(t, g, 0, creature(t, "Plain Ox", "{1}{G}", 2, 2, 0, "Ox"))
	m := hand(t, g, 0, adept)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, 1, h488Count(g, ox))
	h486Adept(t, g, m)
	cp := h486Copy(t, g, m, p)
	require.Equal(t, 2, h488Count(g, ox))
	require.Equal(t, 2, h488Count(g, cp))
	require.Equal(t, []int{0, 1}, h488Abilities(g, ox))
	require.NoError(t, g.Activate(0, ox, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Activate(0, ox, 1))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	h478Refused(t, g, h478Act(0, ox, 0, 0, 0), game.ErrNotAllowed, "once each turn")
	h478Refused(t, g, h478Act(0, ox, 1, 0, 0), game.ErrNotAllowed, "once each turn")
}

// 26. Mirror Adept copies Alice's Spark Patron ("Creatures you control
// have '{T}: This creature deals 1 damage to any target.'"); her Ox
// activates the ability the copy grants it (ability 1). In response Bob
// returns the copy to Alice's hand. The ability exists apart from the
// copy that granted it (CR 112.7a) and resolves with the copy's text
// (CR 706.2): Bob is dealt 1. Saved, loaded and cloned with the copy
// gone and the ability waiting.
func TestH488CopiedGrantorLeavesItsGrantResolves(t *testing.T) {
	patron := h488Lord(t, "Spark Patron", h488TapPing())
	adept := mirrorAdept(t)
	gust := h488Bounce(t)
	oxd := creature(t, "Plain Ox", "{1}{G}", 2, 2, 0, "Ox")
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 4)
	lands(t, g, 1, card.Island, 1)
	p := bf(t, g, 0, patron)
	ox := bf(t, g, 0, oxd)
	m := hand(t, g, 0, adept)
	u := hand(t, g, 1, gust)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Adept(t, g, m)
	cp := h486Copy(t, g, m, p)
	require.NoError(t, g.Activate(0, ox, 1, pl(1)))
	require.Equal(t, cp, g.Stack()[0].GrantedBy)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, u, obj(cp)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	require.Equal(t, zone.Hand, zoneOf(t, g, m))
	require.Equal(t, 1, g.StackLen())
	require.Equal(t, 1, h488Count(g, ox), "one Patron left")
	gs := h479Copies(t, g, patron, adept, gust, oxd)
	for _, x := range gs {
		resolve(t, x, nil)
		require.Equal(t, 19, x.Life(1))
		require.True(t, info(t, x, ox).Tapped)
	}
	h479Same(t, gs)
}

// ---------------------------------------------------------------------
// Part 5. Granted triggered abilities

// h488Tithe is "Tithe Harness: {2} Equipment, Equipped creature has 'At
// the beginning of your upkeep, you gain 1 life.' Equip {1}."
func h488Tithe(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Tithe Harness", ManaCost: cost("{2}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Triggered: []ability.Triggered{{Event: ability.UpkeepOfAttachedController, OfAttached: true, Effects: gain(1)}},
		Activated: []ability.Activated{equipFor("{1}")}})
}

// 27. Alice's Tithe Harness (above) on her Ox, which Carol took for good
// in a three-player game. The ability is the Ox's (CR 112.7): it
// triggers at the beginning of Carol's upkeep, not Alice's or Bob's, is
// controlled by Carol (CR 603.3a) and "you" is Carol (CR 109.5).
func TestH488GrantedUpkeepFollowsTheStolenHost(t *testing.T) {
	tithe := h488Tithe(t)
	g := newGame(t, 3)
	libs(t, g, 6)
	ox := bf(t, g, 0, creature(t, "Plain Ox", "{1}{G}", 2, 2, 0, "Ox"), game.PutOptions{Controller: 2, SetController: true})
	bf(t, g, 0, tithe, game.PutOptions{AttachedTo: ox})
	require.NoError(t, g.Start(2, 0, game.Upkeep))
	require.Equal(t, 0, g.StackLen(), "not at Alice's upkeep")
	h476To(t, g, 1, game.Upkeep)
	require.Equal(t, 0, g.StackLen(), "not at Bob's")
	h476To(t, g, 2, game.Upkeep)
	require.Equal(t, []game.PlayerID{2}, h476Ctl(g))
	require.Equal(t, ox, g.Stack()[0].Host)
	passStack(t, g)
	require.Equal(t, []int{20, 20, 21}, lifes(g))
}

// 28. Two Tithe Harnesses on Bob's Ox: two abilities, one from each
// (CR 112.10), trigger at his upkeep; he orders them (CR 603.3b). Saved,
// loaded and cloned while he orders them; each copy resolves both: Bob
// gains 2.
func TestH488TwoGrantedUpkeepTriggersSavedAtTheirOrder(t *testing.T) {
	tithe := h488Tithe(t)
	oxd := creature(t, "Plain Ox", "{1}{G}", 2, 2, 0, "Ox")
	g := newGame(t, 2)
	libs(t, g, 6)
	ox := bf(t, g, 1, oxd)
	bf(t, g, 1, tithe, game.PutOptions{AttachedTo: ox})
	bf(t, g, 1, tithe, game.PutOptions{AttachedTo: ox})
	require.NoError(t, g.Start(2, 0, game.Main1))
	for i := 0; i < 200 && !(g.ActivePlayer() == 1 && (g.Pending().Kind == game.DecideTriggerOrder || g.StackLen() > 0)); i++ {
		idleAnswer(t, g, g.Pending(), "to Bob's upkeep")
	}
	require.Equal(t, game.Upkeep, g.Step())
	if g.Pending().Kind == game.DecideTriggerOrder {
		require.Equal(t, game.PlayerID(1), g.Pending().Player)
	}
	gs := h479Copies(t, g, tithe, oxd)
	for _, x := range gs {
		h479Order(t, x)
		require.Equal(t, []game.PlayerID{1, 1}, h476Ctl(x))
		passStack(t, x)
		require.Equal(t, 22, x.Life(1))
	}
	h479Same(t, gs)
}

// 29. Carol's Rally Crown ({1}{W} Aura, "Enchanted creature has 'Whenever
// a creature you control attacks, you gain 1 life.'") on Alice's Bear in
// Two-Headed Giant (Alice and Bob against Carol and Dave). Alice attacks
// with her Bear and Bob's Wolf (a team's creatures attack together,
// CR 805.1, 810.7): the ability is the Bear's and "you" is Alice
// (CR 112.10, 109.5): it triggers for the Bear only, once, as Bob's Wolf
// isn't Alice's. The team's life goes to 31 (CR 810.9).
func TestH488GrantedAttackTriggerTwoHeaded(t *testing.T) {
	crown := h476Aura(t, "Rally Crown", "{1}{W}", nil, ability.Triggered{Event: ability.CreatureAttacks, OfAttached: true,
		Match: ability.Filter{Side: ability.YourSide}, Effects: gain(1)})
	g := newTwoHeaded(t)
	libs(t, g, 5)
	b := bf(t, g, 0, creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	w := bf(t, g, 1, creature(t, "Bob's Wolf", "{1}{G}", 2, 2, 0, "Wolf"))
	bf(t, g, 2, crown, game.PutOptions{AttachedTo: b})
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	require.Equal(t, game.DecideAttackers, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: g.Pending().Player,
		Attackers: []game.Attack{{Attacker: b, Player: 2}, {Attacker: w, Player: 2}}}))
	h479Order(t, g)
	require.Equal(t, []game.PlayerID{0}, h476Ctl(g))
	passStack(t, g)
	require.Equal(t, 31, g.Life(0))
	require.Equal(t, 30, g.Life(2))
}

// h488Hive is "Hive Herald: {3}{G} 2/2 Sliver, All Sliver creatures have
// 'When this creature enters the battlefield, you gain 2 life.'"
func h488Hive(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Hive Herald", ManaCost: cost("{3}{G}"), Types: ability.Creature, Subtypes: []string{"Sliver"},
		Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{{Event: ability.PermanentEnters, OfEventObject: true,
			Match: ability.Filter{Types: ability.Creature, Subtype: "Sliver"}, Effects: gain(2)}}})
}

// 30. Alice's Hive Herald (above). Her own Sliver entering has the
// ability and triggers for her (CR 603.6a, 603.3a): she gains 2. A
// non-Sliver entering has no such ability.
func TestH488GrantedEntersTriggerOwnSliver(t *testing.T) {
	hive := h488Hive(t)
	sl := creature(t, "Needle Sliver", "{G}", 1, 1, 0, "Sliver")
	el := creature(t, "Pale Elf", "{G}", 1, 1, 0, "Elf")
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 0, hive)
	lands(t, g, 0, card.Forest, 2)
	s := hand(t, g, 0, sl)
	e := hand(t, g, 0, el)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, e))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0))
	require.NoError(t, g.Cast(0, s))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	h479Order(t, g)
	require.Equal(t, []game.PlayerID{0}, h476Ctl(g))
	sb, _ := g.Follow(s)
	require.Equal(t, sb, g.Stack()[0].Host)
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 6. Restrictions, targets and "you" of a granted ability

// 32. Grove Brand: {G} Aura, "Enchanted creature has '{0}: You gain 1
// life. Activate this ability only if you control a Forest.'" Alice's
// Aura on Bob's creature: "you" is the player activating, the creature's
// controller (CR 109.5, 602.5b): Alice's Forest doesn't count. Without a
// Forest Bob can't activate it; after he plays one he can.
func TestH488GrantedOnlyIfReadsTheHostController(t *testing.T) {
	brand := h488Aura(t, "Grove Brand", "{G}", ability.Activated{Effects: gain(1),
		OnlyIf: ability.Condition{Kind: ability.YouControl, Group: ability.Group{Types: ability.Land, Subtype: "Forest"}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 1, creature(t, "Bob's Acolyte", "{B}", 1, 1, 0, "Human"))
	bf(t, g, 0, brand, game.PutOptions{AttachedTo: c})
	lands(t, g, 0, card.Forest, 1)
	f := hand(t, g, 1, card.Forest)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.False(t, h478Listed(g, c, 0))
	h478Refused(t, g, h478Act(1, c, 0, 0, 0), game.ErrNotAllowed, "Bob controls no Forest")
	require.NoError(t, g.PlayLand(1, f))
	require.True(t, h478Listed(g, c, 0))
	require.NoError(t, g.Activate(1, c, 0))
	resolve(t, g, nil)
	require.Equal(t, []int{20, 21}, lifes(g))
}

// 33. Drill Brand: {W} Aura, "Enchanted creature has '{1}: This creature
// gets +1/+1 until end of turn. Activate this ability only as a
// sorcery.'" Alice's Aura on Bob's creature: the timing is that of its
// controller, Bob (CR 602.5d, 307.1): not in Alice's turn, nor in his
// own with something on the stack; in his main phase with an empty stack
// it may.
func TestH488GrantedSorcerySpeedIsTheHostControllers(t *testing.T) {
	brand := h488Aura(t, "Drill Brand", "{W}", ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Effects: h478Pump(1, 1),
		Timing: ability.SorcerySpeed})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 1, creature(t, "Bob's Recruit", "{W}", 1, 1, 0, "Human"))
	bf(t, g, 0, brand, game.PutOptions{AttachedTo: c})
	lands(t, g, 1, card.Plains, 2)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	h478Refused(t, g, h478Act(1, c, 0, 0, 0), game.ErrTiming, "Alice's turn")
	passTo(t, g, 1, game.Main1)
	require.True(t, h478Listed(g, c, 0))
	require.NoError(t, g.Activate(1, c, 0))
	h478Refused(t, g, h478Act(1, c, 0, 0, 0), game.ErrTiming, "the stack is not empty")
	resolve(t, g, nil)
	require.Equal(t, [2]int{2, 2}, pt(t, g, c))
}

// 34. Herald's Brand: {W} Aura, "Enchanted creature has '{T}: Target
// creature you control gets +1/+1 until end of turn.'" Alice's Aura on
// Bob's creature: "you" is Bob, who activates it (CR 109.5, 602.2): his
// other creature is a legal target, Alice's is not (CR 114.1, 601.2c via
// 602.2b).
func TestH488GrantedTargetYouControlIsTheHostControllers(t *testing.T) {
	brand := h488Aura(t, "Herald's Brand", "{W}", ability.Activated{Cost: ability.Cost{Tap: true},
		Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}},
		Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectTarget, Target: 0, Power: 1, Toughness: 1}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 1, creature(t, "Bob's Herald", "{W}", 1, 1, 0, "Human"))
	bw := bf(t, g, 1, creature(t, "Bob's Wolf", "{1}{G}", 2, 2, 0, "Wolf"))
	aw := bf(t, g, 0, creature(t, "Alice's Wolf", "{1}{G}", 2, 2, 0, "Wolf"))
	bf(t, g, 0, brand, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 1, game.Main1))
	h478Refused(t, g, h478Act(1, c, 0, 0, 0, obj(aw)), game.ErrBadTarget, "Alice's Wolf isn't Bob's")
	require.NoError(t, g.Activate(1, c, 0, obj(bw)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, bw))
}

// 35. Mentor Patron: {2}{B} 2/2, "Creatures you control have '{T}:
// Another target creature gets +1/+1 until end of turn.'" "Another" is
// relative to the ability's source, the creature that has it (CR 112.7,
// 114.1, 601.2c): Alice's Ox can't target itself but can target the
// Patron, which grants the ability.
func TestH488GrantedAnotherTargetIsRelativeToTheHost(t *testing.T) {
	patron := h488Lord(t, "Mentor Patron", ability.Activated{Cost: ability.Cost{Tap: true},
		Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Another: true}}},
		Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectTarget, Target: 0, Power: 1, Toughness: 1}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	p := bf(t, g, 0, patron)
	ox := bf(t, g, 0, creature(t, "Plain Ox", "{1}{G}", 2, 2, 0, "Ox"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h478Refused(t, g, h478Act(0, ox, 0, 0, 0, obj(ox)), game.ErrBadTarget, "not itself")
	require.NoError(t, g.Activate(0, ox, 0, obj(p)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, p))
	require.NoError(t, g.Activate(0, p, 0, obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, ox))
}

// 36. Leaden Brand: {B} Aura, "Enchanted creature's activated abilities
// cost {2} more to activate." with Ember Brand's "{1}: ..." variant on
// the same creature: the tax applies to every activated ability of the
// creature, the granted one included (CR 601.2f via 602.2b): with two
// lands Alice can't pay {1}+{2}; with three she can.
func TestH488TaxAppliesToGrantedAbility(t *testing.T) {
	lead := h476Aura(t, "Leaden Brand", "{B}", []ability.Static{{Affects: ability.AffectsAttached, ActivationTax: 2}})
	brand := h488Aura(t, "Kindling Brand", "{R}", ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Effects: h478Pump(1, 0)})
	for _, n := range []int{2, 3} {
		g := newGame(t, 2)
		libs(t, g, 5)
		c := bf(t, g, 0, creature(t, "Goblin Thrower", "{R}", 1, 1, 0, "Goblin"))
		bf(t, g, 0, brand, game.PutOptions{AttachedTo: c})
		bf(t, g, 1, lead, game.PutOptions{AttachedTo: c})
		lands(t, g, 0, card.Mountain, n)
		require.NoError(t, g.Start(2, 0, game.Main1))
		if n == 2 {
			require.False(t, h478Listed(g, c, 0))
			h478Refused(t, g, h478Act(0, c, 0, 0, 0), game.ErrCantPay, "{3} with two lands")
			continue
		}
		require.NoError(t, g.Activate(0, c, 0))
		require.Empty(t, untapped(t, g, 0))
		resolve(t, g, nil)
		require.Equal(t, [2]int{2, 1}, pt(t, g, c))
	}
}

// ---------------------------------------------------------------------
// Part 7. Numbering, multiplayer and leaving the game

// 37. Alice's Druid has "{T}: Add {G}." (a mana ability, not numbered by
// ActActivate) and "{2}: This creature gets +1/+1 until end of turn.";
// her Aura of Ease grants "{0}: You gain 1 life." and, attached later,
// her Aura of Plenty "{0}: You gain 2 life." The Druid's abilities are
// its own first, then the granted ones in the Auras' order (CR 112.10,
// 613.1f). Alice activates ability 2 (Plenty's); in response Bob
// destroys the Aura of Ease. The ability on the stack is Plenty's still
// (CR 112.7a): Alice gains 2. Now ability 1 is Plenty's, and ability 2
// is no more.
func TestH488NumberingShiftsWhenAGrantLeaves(t *testing.T) {
	ease := h488Aura(t, "Aura of Ease", "{W}", ability.Activated{Effects: gain(1)})
	plenty := h488Aura(t, "Aura of Plenty", "{W}", ability.Activated{Effects: gain(2)})
	druid := h478Crt(t, "Grove Druid", "{G}", 1, 1, 0, "Druid", ability.TapForMana(mana.Green),
		ability.Activated{Cost: ability.Cost{Mana: cost("{2}")}, Effects: h478Pump(1, 1)})
	nat := h477Naturalize(t)
	g := newGame(t, 2)
	libs(t, g, 5)
	d := bf(t, g, 0, druid)
	e := bf(t, g, 0, ease, game.PutOptions{AttachedTo: d})
	bf(t, g, 0, plenty, game.PutOptions{AttachedTo: d})
	lands(t, g, 1, card.Forest, 2)
	n := hand(t, g, 1, nat)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, 3, h488Count(g, d))
	a2, _ := g.ActivatedAbility(d, 2)
	require.Equal(t, 2, a2.Effects[0].Amount.N)
	require.NoError(t, g.Activate(0, d, 2))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, n, obj(e)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	require.True(t, gone(g, e))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	require.Equal(t, 2, h488Count(g, d))
	a1, _ := g.ActivatedAbility(d, 1)
	require.Equal(t, 2, a1.Effects[0].Amount.N)
	require.Equal(t, []int{1}, h488Abilities(g, d), "no mana for ability 0; ability 1 free")
	h478Refused(t, g, h478Act(0, d, 2, 0, 0), nil, "no ability 2 now")
	require.NoError(t, g.Activate(0, d, 1))
	resolve(t, g, nil)
	require.Equal(t, 24, g.Life(0))
}

// 38. Four players: Alice's Ember Brand on Bob's Goblin. Bob activates
// the granted ability at Carol, then concedes. His Goblin leaves the
// game, and the ability he controls on the stack ceases to exist
// (CR 800.4a): Carol is dealt nothing.
func TestH488HostControllerConcedesAbilityGone(t *testing.T) {
	brand := h488Aura(t, "Ember Brand", "{R}", h488TapPing())
	g := newGame(t, 4)
	libs(t, g, 5)
	c := bf(t, g, 1, creature(t, "Goblin Thrower", "{R}", 1, 1, 0, "Goblin"))
	bf(t, g, 0, brand, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Activate(1, c, 0, pl(2)))
	concede(t, g, 1)
	require.Equal(t, 0, g.StackLen())
	require.True(t, left(g, c))
	for i := 0; i < 10 && g.Pending().Kind == game.DecidePriority && g.StackLen() == 0 && g.ActivePlayer() == 1; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, []int{20, 20, 20, 20}, lifes(g)[:4])
}

// 39. Three players: Alice's Ember Brand on Bob's Goblin. Bob activates
// the granted ability at Carol; in response Alice concedes, and her Aura
// leaves the game with her (CR 800.4a). The ability is Bob's and exists
// apart from the Aura and the Goblin (CR 112.7a): Carol is dealt 1.
// Saved, loaded and cloned with the grantor gone from the game.
func TestH488GrantorsOwnerConcedesAbilityResolves(t *testing.T) {
	brand := h488Aura(t, "Ember Brand", "{R}", h488TapPing())
	gob := creature(t, "Goblin Thrower", "{R}", 1, 1, 0, "Goblin")
	g := newGame(t, 3)
	libs(t, g, 5)
	c := bf(t, g, 1, gob)
	a := bf(t, g, 0, brand, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Activate(1, c, 0, pl(2)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(2))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	concede(t, g, 0)
	require.True(t, left(g, a))
	require.Equal(t, 1, g.StackLen())
	gs := h479Copies(t, g, brand, gob)
	for _, x := range gs {
		resolve(t, x, nil)
		require.Equal(t, 19, x.Life(2))
		require.Equal(t, 0, h488Count(x, c))
	}
	h479Same(t, gs)
}

// 40. Two-Headed Giant: Alice's Pact Brand ("{T}: You gain 2 life.") on
// her teammate Bob's Squire. Only the Squire's controller may activate
// its abilities (CR 602.2), not his teammate (CR 810.2, 805.1): Alice's
// activation is refused. Bob's resolves and the team's life total goes
// to 32 (CR 810.4, 810.9).
func TestH488TwoHeadedTeammateCantActivateGrant(t *testing.T) {
	brand := h488Aura(t, "Pact Brand", "{B}", h488TapGain(2))
	g := newTwoHeaded(t)
	libs(t, g, 5)
	c := bf(t, g, 1, creature(t, "Bob's Squire", "{W}", 1, 1, 0, "Human"))
	bf(t, g, 0, brand, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 0, game.Main1))
	h478Refused(t, g, h478Act(0, c, 0, 0, 0), nil, "Bob's Squire, Alice's Aura")
	require.NoError(t, g.Activate(1, c, 0))
	require.Equal(t, []game.PlayerID{1}, h476Ctl(g))
	resolve(t, g, nil)
	require.Equal(t, 32, g.Life(0))
	require.Equal(t, 32, g.Life(1))
}

// ---------------------------------------------------------------------
// Part 8. Saves in the middle of a granted ability

// 41. Grim Patron (Part 1): a game saved while Alice chooses the creature
// to sacrifice for her Hound's granted ability (CR 601.2h via 602.2b) is
// a legal position, loads and clones with the same fingerprint, and each
// copy goes on alike: the Thrall is sacrificed, the Hound is 4/4.
func TestH488SavedWhileSacrificingForAGrant(t *testing.T) {
	patron := h488Lord(t, "Grim Patron", ability.Activated{Cost: ability.Cost{Sacrifice: &ability.Group{Types: ability.Creature, Other: true}},
		Effects: h478Pump(2, 2)})
	hdd := creature(t, "Patron's Hound", "{1}{G}", 2, 2, 0, "Dog")
	thd := creature(t, "Thrall", "{B}", 1, 1, 0, "Zombie")
	g := newGame(t, 2)
	libs(t, g, 5)
	hd := bf(t, g, 0, hdd)
	th := bf(t, g, 0, thd)
	p := bf(t, g, 0, patron)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, hd, 0))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.ElementsMatch(t, []game.ObjectID{th, p}, choices(g))
	gs := h479Copies(t, g, patron, hdd, thd)
	for _, x := range gs {
		require.NoError(t, x.Apply(chooseObj(0, th)))
		resolve(t, x, nil)
		require.Equal(t, [2]int{4, 4}, pt(t, x, hd))
		require.Equal(t, zone.Graveyard, zoneOf(t, x, th))
	}
	h479Same(t, gs)
}

// h488Sentinel is "Sentinel Crown: {1}{W} Aura, Enchanted creature has
// 'Whenever a creature you control attacks, this creature deals 1 damage
// to target player.'"
func h488Sentinel(t *testing.T) *card.Definition {
	return h476Aura(t, "Sentinel Crown", "{1}{W}", nil, ability.Triggered{Event: ability.CreatureAttacks, OfAttached: true,
		Match: ability.Filter{Side: ability.YourSide}, Targets: []ability.TargetSpec{ability.TargetPlayer},
		Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)}}})
}

// 42. Bob's Sentinel Crown (above) on Alice's Cleric in a three-player
// game. Alice attacks Bob with the Cleric: the ability is the Cleric's
// and Alice's (CR 112.7, 603.3a); she chooses its target as it goes on
// the stack (CR 603.3d): saved, loaded and cloned at that choice, each
// copy targets Carol, who is dealt 1.
func TestH488GrantedAttackTriggerTargetsSaved(t *testing.T) {
	crown := h488Sentinel(t)
	cld := creature(t, "Dusk Cleric", "{1}{W}", 2, 2, 0, "Cleric")
	g := newGame(t, 3)
	libs(t, g, 5)
	c := bf(t, g, 0, cld)
	bf(t, g, 1, crown, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: c, Player: 1})
	require.Equal(t, game.DecideTargets, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	gs := h479Copies(t, g, crown, cld)
	for _, x := range gs {
		require.NoError(t, x.Apply(targets(0, pl(2))))
		require.Equal(t, []game.PlayerID{0}, h476Ctl(x))
		require.Equal(t, c, x.Stack()[0].Host)
		passStack(t, x)
		require.Equal(t, []int{20, 20, 19}, lifes(x))
	}
	h479Same(t, gs)
}

// h488Witness is "Witness Harness: {2} Equipment, Equipped creature has
// 'Whenever another creature dies, you gain 1 life.' Equip {1}."
func h488Witness(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Witness Harness", ManaCost: cost("{2}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, OfAttached: true,
			Match: ability.Filter{Types: ability.Creature, Another: true}, Effects: gain(1)}},
		Activated: []ability.Activated{equipFor("{1}")}})
}

// 43. Witness Harness (above) on Alice's Ox; Bob's Toad Hex makes the Ox
// lose all abilities until end of turn, the granted trigger included
// (CR 613.1f, 613.6): when Bob's Elf dies, nothing triggers. Alice then
// equips the Harness to the Ox again: it is already attached there, so
// the equip does nothing (CR 701.3b) and the Harness keeps its old
// timestamp (CR 613.6d applies to becoming attached): Bob's second Elf
// dying still triggers nothing. Equipped to her Bear instead, the Bear
// has the ability: the third Elf's death gives Alice 1.
func TestH488HexedHostNoGrantedTriggerReequipSameDoesNothing(t *testing.T) {
	harness := h488Witness(t)
	hex := h486Frog(t)
	elf := creature(t, "Pale Elf", "{G}", 1, 1, 0, "Elf")
	ping := h482Bolt(t, "Needle Jab", "{R}", 1)
	g := newGame(t, 2)
	libs(t, g, 5)
	ox := bf(t, g, 0, creature(t, "Plain Ox", "{1}{G}", 2, 2, 0, "Ox"))
	br := bf(t, g, 0, creature(t, "Loyal Bear", "{1}{G}", 2, 2, 0, "Bear"))
	e := bf(t, g, 0, harness, game.PutOptions{AttachedTo: ox})
	lands(t, g, 0, card.Mountain, 5)
	lands(t, g, 1, card.Island, 1)
	x := hand(t, g, 1, hex)
	var elves, jabs []game.ObjectID
	for i := 0; i < 3; i++ {
		elves = append(elves, bf(t, g, 1, elf))
		jabs = append(jabs, hand(t, g, 0, ping))
	}
	require.NoError(t, g.Start(2, 0, game.Upkeep))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, x, obj(ox)))
	resolve(t, g, nil)
	passTo(t, g, 0, game.Main1)
	require.NoError(t, g.Cast(0, jabs[0], obj(elves[0])))
	resolve(t, g, nil)
	require.True(t, gone(g, elves[0]))
	require.Equal(t, 20, g.Life(0), "the hexed Ox has no ability")
	require.NoError(t, g.Activate(0, e, 0, obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, ox, info(t, g, e).AttachedTo)
	require.NoError(t, g.Cast(0, jabs[1], obj(elves[1])))
	resolve(t, g, nil)
	require.True(t, gone(g, elves[1]))
	require.Equal(t, 20, g.Life(0), "equipping where it already was gives no new timestamp")
	require.NoError(t, g.Activate(0, e, 0, obj(br)))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, jabs[2], obj(elves[2])))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 9. Group grants and control

// 46. Alice's Spark Patron ("Creatures you control have '{T}: This
// creature deals 1 damage to any target.'"). "You" of a static is its
// current controller (CR 109.5) and the static applies at each moment to
// what its text says (CR 611.3a). When Bob gains control of Alice's Ox,
// the Ox loses the ability; when he then gains control of the Patron,
// Alice's Bear loses it and Bob's Ox and Patron have it.
func TestH488GroupGrantFollowsControl(t *testing.T) {
	patron := h488Lord(t, "Spark Patron", h488TapPing())
	steal := h488Steal(t, "Seize the Day", ability.AllowCreature)
	g := newGame(t, 2)
	libs(t, g, 5)
	p := bf(t, g, 0, patron)
	ox := bf(t, g, 0, creature(t, "Plain Ox", "{1}{G}", 2, 2, 0, "Ox"))
	br := bf(t, g, 0, creature(t, "Loyal Bear", "{1}{G}", 2, 2, 0, "Bear"))
	lands(t, g, 1, card.Island, 4)
	s1 := hand(t, g, 1, steal)
	s2 := hand(t, g, 1, steal)
	require.NoError(t, g.Start(2, 0, game.Main1))
	for _, id := range []game.ObjectID{p, ox, br} {
		require.Equal(t, 1, h488Count(g, id))
	}
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, s1, obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, 0, h488Count(g, ox), "Bob controls no Patron")
	require.Equal(t, 1, h488Count(g, br))
	require.True(t, h478Listed(g, br, 0))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, s2, obj(p)))
	resolve(t, g, nil)
	require.Equal(t, 0, h488Count(g, br))
	require.Equal(t, 1, h488Count(g, ox))
	require.Equal(t, 1, h488Count(g, p))
	require.False(t, h478Listed(g, br, 0))
	h478Refused(t, g, h478Act(0, br, 0, 0, 0, pl(1)), nil, "the Bear lost the grant")
	passTo(t, g, 1, game.Main1)
	require.NoError(t, g.Activate(1, ox, 0, pl(0)))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(0))
}

// 47. Two Hive Heralds ("All Sliver creatures have 'When this creature
// enters the battlefield, you gain 2 life.'") on Alice's side: her
// entering Sliver has the ability twice, once from each (CR 112.10), and
// both instances trigger (CR 603.2, 603.6a): she orders them
// (CR 603.3b) and gains 4.
func TestH488TwoIdenticalGrantedEntersTriggers(t *testing.T) {
	hive := h488Hive(t)
	sl := creature(t, "Needle Sliver", "{G}", 1, 1, 0, "Sliver")
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 0, hive)
	bf(t, g, 0, hive)
	lands(t, g, 0, card.Forest, 1)
	s := hand(t, g, 0, sl)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	h479Order(t, g)
	require.Equal(t, []game.PlayerID{0, 0}, h476Ctl(g))
	resolve(t, g, nil)
	require.Equal(t, 24, g.Life(0))
}

// 48. Ember Brand (Part 1) on Alice's Goblin; Bob's Dull Veil ("{U}
// instant: until end of turn, target enchantment loses all abilities")
// makes the Aura lose its static, so the Goblin no longer has the
// ability (CR 613.1f, 604.2): not listed, refused. The Aura stays
// attached: it still is an Aura (CR 303.4).
func TestH488GrantorLosesAllAbilities(t *testing.T) {
	brand := h488Aura(t, "Ember Brand", "{R}", h488TapPing())
	veil := h486Become(t, "Dull Veil", ability.AllowEnchantment, ability.Effect{LoseAllAbilities: true})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 0, creature(t, "Goblin Thrower", "{R}", 1, 1, 0, "Goblin"))
	a := bf(t, g, 0, brand, game.PutOptions{AttachedTo: c})
	lands(t, g, 1, card.Island, 1)
	x := hand(t, g, 1, veil)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, x, obj(a)))
	resolve(t, g, nil)
	require.Equal(t, c, info(t, g, a).AttachedTo)
	require.Equal(t, 0, h488Count(g, c))
	require.False(t, h478Listed(g, c, 0))
	h478Refused(t, g, h478Act(0, c, 0, 0, 0, pl(1)), nil, "the Aura grants nothing now")
}

// 49. Spark Harness: Equipment, "Equipped creature has '{T}: This
// creature deals 1 damage to any target.'" Summoning sickness is about
// the creature's control, not about when it got the ability (CR 302.6):
// Alice's Ox, hers since the turn began, equipped this turn, may ping at
// once; Bob's Bear, which she gains control of and equips, may not,
// though she controls the Equipment since long ago.
func TestH488SicknessIsTheHostsNotTheGrants(t *testing.T) {
	harness := h488Equip(t, "Spark Harness", h488TapPing())
	steal := h488Steal(t, "Seize the Day", ability.AllowCreature)
	g := newGame(t, 2)
	libs(t, g, 5)
	ox := bf(t, g, 0, creature(t, "Plain Ox", "{1}{G}", 2, 2, 0, "Ox"))
	br := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	e := bf(t, g, 0, harness)
	lands(t, g, 0, card.Island, 4)
	s := hand(t, g, 0, steal)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, e, 0, obj(ox)))
	resolve(t, g, nil)
	require.True(t, h478Listed(g, ox, 0))
	require.NoError(t, g.Activate(0, ox, 0, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
	require.NoError(t, g.Cast(0, s, obj(br)))
	resolve(t, g, nil)
	require.NoError(t, g.Activate(0, e, 0, obj(br)))
	resolve(t, g, nil)
	require.Equal(t, br, info(t, g, e).AttachedTo)
	require.False(t, h478Listed(g, br, 0))
	h478Refused(t, g, h478Act(0, br, 0, 0, 0, pl(1)), game.ErrNotAllowed, "the Bear came under Alice's control this turn")
}

// 50. Witness Harness (Part 8) on Alice's Ox; Bob's Dull Veil makes the
// Harness lose all abilities until end of turn (CR 613.1f), so the Ox
// doesn't have the granted trigger: when Bob's Elf dies nothing
// triggers. The Harness stays attached (CR 301.5).
func TestH488GrantorLosesAllAbilitiesNoGrantedTrigger(t *testing.T) {
	harness := h488Witness(t)
	veil := h486Become(t, "Dull Veil", ability.AllowArtifact, ability.Effect{LoseAllAbilities: true})
	jab := h482Bolt(t, "Needle Jab", "{R}", 1)
	g := newGame(t, 2)
	libs(t, g, 5)
	ox := bf(t, g, 0, creature(t, "Plain Ox", "{1}{G}", 2, 2, 0, "Ox"))
	e := bf(t, g, 0, harness, game.PutOptions{AttachedTo: ox})
	el := bf(t, g, 1, creature(t, "Pale Elf", "{G}", 1, 1, 0, "Elf"))
	el2 := bf(t, g, 1, creature(t, "Pale Elf", "{G}", 1, 1, 0, "Elf"))
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 1, card.Island, 1)
	j1 := hand(t, g, 0, jab)
	j2 := hand(t, g, 0, jab)
	x := hand(t, g, 1, veil)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, j1, obj(el)))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0), "with its abilities the Harness grants the trigger")
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, x, obj(e)))
	resolve(t, g, nil)
	require.Equal(t, ox, info(t, g, e).AttachedTo)
	require.NoError(t, g.Cast(0, j2, obj(el2)))
	resolve(t, g, nil)
	require.True(t, gone(g, el2))
	require.Equal(t, 21, g.Life(0), "the Harness grants nothing now")
}

// ---------------------------------------------------------------------
// Found as defects and fixed: a granted enters ability is its object's,
// controlled by that object's controller (game/trigger_events.go); a
// granted triggered ability's damage is dealt by its host (effectSource).

// 31. Alice's Hive Herald says "All Sliver creatures have ...": Bob's
// Sliver has the ability too. When it enters under Bob's control, the
// ability that triggers is the Sliver's (CR 112.7, 603.6a), so it is
// controlled by Bob, who controlled its source when it triggered
// (CR 603.3a, 112.8), and "you" is Bob (CR 109.5): Bob gains 2, Alice
// nothing.
func TestH488GrantedEntersTriggerOpponentsSliver(t *testing.T) {
	hive := h488Hive(t)
	sl := creature(t, "Needle Sliver", "{G}", 1, 1, 0, "Sliver")
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 0, hive)
	lands(t, g, 1, card.Forest, 1)
	s := hand(t, g, 1, sl)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, s))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	h479Order(t, g)
	require.Equal(t, []game.PlayerID{1}, h476Ctl(g), "the Sliver's controller controls its ability")
	resolve(t, g, nil)
	require.Equal(t, []int{20, 22}, lifes(g))
}

// 44. Bob's Sentinel Crown (Part 8) on Alice's lifelinking Cleric in a
// three-player game. Alice attacks Bob with the Cleric; the granted
// ability is the Cleric's (CR 112.7: its source is the object whose
// ability triggered; docs/rules.md: it "resolves as the permanent's"),
// so "this creature deals 1 damage" is damage dealt by the Cleric
// (CR 608.2g: it's the object that does it), whose lifelink has Alice
// gain 1 (CR 702.15b), as for a granted activated ability (test 13).
func TestH488GrantedTriggerDamageDealtByTheHostLifelink(t *testing.T) {
	crown := h488Sentinel(t)
	g := newGame(t, 3)
	libs(t, g, 5)
	c := bf(t, g, 0, creature(t, "Sunlit Cleric", "{1}{W}", 2, 2, ability.Lifelink, "Cleric"))
	bf(t, g, 1, crown, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: c, Player: 1})
	require.NoError(t, g.Apply(targets(0, pl(2))))
	passStack(t, g)
	require.Equal(t, []int{21, 20, 19}, lifes(g), "the Cleric dealt the damage: lifelink")
}

// 45. Bob's white Warden Crown ({W} Aura, "Enchanted creature has
// 'Whenever a creature you control attacks, this creature deals 1 damage
// to target creature.'") on Alice's red Goblin. The ability is the
// Goblin's (CR 112.7): Carol's creature with protection from white may be
// targeted (CR 702.16b; the engine agrees), and the damage, dealt by the
// red Goblin (CR 608.2g), is not prevented by protection from white
// (CR 702.16e): Carol's 1/1 dies.
func TestH488GrantedTriggerDamageHasTheHostsColour(t *testing.T) {
	crown := h476Aura(t, "Warden Crown", "{W}", nil, ability.Triggered{Event: ability.CreatureAttacks, OfAttached: true,
		Match: ability.Filter{Side: ability.YourSide}, Targets: []ability.TargetSpec{ability.TargetCreature},
		Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectTarget, Target: 0, Amount: ability.N(1)}}})
	proW := def(t, card.Definition{Name: "Dawn Shade", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Shade"},
		Power: C(1), Toughness: C(1), Statics: []ability.Static{{Affects: ability.AffectsSelf, Protection: mana.SetOf(mana.White)}}})
	g := newGame(t, 3)
	libs(t, g, 5)
	c := bf(t, g, 0, creature(t, "Red Goblin", "{R}", 1, 1, 0, "Goblin"))
	bf(t, g, 1, crown, game.PutOptions{AttachedTo: c})
	w := bf(t, g, 2, proW)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: c, Player: 1})
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	require.NoError(t, g.Apply(targets(0, obj(w))), "a red source may target it")
	passStack(t, g)
	require.True(t, gone(g, w), "the red Goblin's damage isn't prevented by protection from white")
}
