package card_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Review h502 of "enchanted creature's controller" (WhoEnchantedController)
// on triggers, of an ability activated from a graveyard reading its card,
// and of "if you've cast another spell this turn" during a spell's
// resolution. Guards first; the positions the engine gets wrong are at
// the end, skipped with "DEFECT".

// h502ToMain1 plays idle until player p's first main phase, with the
// stack empty.
func h502ToMain1(t *testing.T, g *game.Game, p game.PlayerID) {
	t.Helper()
	for i := 0; i < 500; i++ {
		d := g.Pending()
		if g.Over() || g.ActivePlayer() == p && g.Step() == game.Main1 && d.Kind == game.DecidePriority && g.StackLen() == 0 {
			return
		}
		idleAnswer(t, g, d, "h502ToMain1")
	}
	t.Fatal("h502ToMain1: too many steps")
}

// h502Aura is a checked "Enchant creature" Aura with one triggered ability.
func h502Aura(t *testing.T, name string, tr ability.Triggered) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{1}{B}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Triggered: []ability.Triggered{tr}})
}

// h502Sweep is "{W} instant: destroy all creatures" (no target, so the
// creatures are no target of the resolving spell).
func h502Sweep(t *testing.T) *card.Definition {
	return instant(t, "Sudden Sweep", "{W}", nil, ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Creature}})
}

// h502Rise is "{B} instant: return target creature card from your
// graveyard to the battlefield."
func h502Rise(t *testing.T) *card.Definition {
	return instant(t, "Sudden Rise", "{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}},
		ability.Effect{Op: ability.OpPutOntoBattlefield})
}

func h502Mourning(t *testing.T) *card.Definition {
	return h502Aura(t, "Mourning Curse", ability.Triggered{Event: ability.AttachedDies,
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEnchantedController, Amount: ability.N(2)}}})
}

// 1. Stab Wound (M15): Alice's Stab Wound on Bob's 4/4. At the beginning
// of Bob's upkeep, "that player" (Bob) loses 2 life (CR 603.2, 608.2c).
// Alice, whose upkeep comes next, loses nothing.
func TestH502StabWoundUpkeepOfEnchantedController(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 1, creature(t, "Big Ox", "{3}{G}", 4, 4, 0, "Ox"))
	bf(t, g, 0, card.StabWound, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 0, game.Main1))
	h502ToMain1(t, g, 1)
	require.Equal(t, []int{20, 18}, []int{g.Life(0), g.Life(1)})
	h502ToMain1(t, g, 0)
	require.Equal(t, []int{20, 18}, []int{g.Life(0), g.Life(1)})
}

// 2. Mourning Curse ("When enchanted creature dies, its controller loses
// 2 life"), Alice's, on Bob's 2/2; Alice's instant destroys all creatures
// and all enchantments at once (one event), so the Curse
// leaves together with the creature. The ability looks back in time
// (CR 603.10a) and triggers; "its controller" is the creature as it
// last existed, Bob's (CR 608.2g): Bob loses 2.
func TestH502MourningCurseLeavesTogether(t *testing.T) {
	curse := h502Mourning(t)
	purge := instant(t, "Purge", "{W}", nil, ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Creature | ability.Enchantment}})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 1, creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox"))
	a := bf(t, g, 0, curse, game.PutOptions{AttachedTo: c})
	lands(t, g, 0, card.Plains, 1)
	s := hand(t, g, 0, purge)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	h499Pass(t, g)
	require.True(t, gone(g, c))
	require.True(t, gone(g, a))
	require.Equal(t, []int{20, 18}, []int{g.Life(0), g.Life(1)})
}

// 3. An Equipment of Alice's, "Whenever equipped creature dies, its
// controller draws a card", on a creature Alice owns and Bob controls
// (CR 301.5d: the Equipment's controller and the creature's need not be
// the same). Alice destroys all creatures (no target): the creature's
// controller as it last existed, Bob, draws (CR 603.10a, 608.2g).
func TestH502EquipmentDiesControllerDraws(t *testing.T) {
	eq := def(t, card.Definition{Name: "Mourner's Torc", ManaCost: cost("{2}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Triggered: []ability.Triggered{{Event: ability.AttachedDies,
			Effects: []ability.Effect{{Op: ability.OpDraw, Who: ability.WhoEnchantedController, Amount: ability.N(1)}}}},
		Activated: []ability.Activated{equipFor("{2}")}})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 0, creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox"), game.PutOptions{SetController: true, Controller: 1})
	bf(t, g, 0, eq, game.PutOptions{AttachedTo: c})
	lands(t, g, 0, card.Plains, 1)
	s := hand(t, g, 0, h502Sweep(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	h499Pass(t, g)
	require.True(t, gone(g, c))
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand), "Alice's hand")
	require.Equal(t, 1, g.ZoneLen(1, zone.Hand), "Bob draws")
}

// 4. Mourning Curse's trigger waits on the stack (Bob's 2/2 destroyed by
// Alice's sweep, the Curse put into the graveyard by CR 704.5m) while the
// game is saved and loaded and cloned; each copy resolves it alike, the
// creature read as it last existed (CR 603.10a, 608.2g): Bob loses 2.
func TestH502MourningCurseSavedMidTrigger(t *testing.T) {
	curse := h502Mourning(t)
	sweep := h502Sweep(t)
	ox := creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox")
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 1, ox)
	bf(t, g, 0, curse, game.PutOptions{AttachedTo: c})
	lands(t, g, 0, card.Plains, 1)
	s := hand(t, g, 0, sweep)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	h479Order(t, g)
	require.Equal(t, 1, g.StackLen(), "the Curse's trigger")
	gs := h479Copies(t, g, curse, sweep, ox)
	for i, x := range gs {
		h499Pass(t, x)
		require.Equal(t, []int{20, 18}, []int{x.Life(0), x.Life(1)}, "game %d", i)
	}
	h479Same(t, gs)
}

// 5. Venom Wraith's ability ("{2}: Venom Wraith deals 1 damage to target
// creature", only while in the graveyard; the card has deathtouch and
// lifelink) resolves after Bob exiled the card from the graveyard. The
// source isn't in the zone expected, so its last known information from
// the graveyard is used (CR 112.7a, 608.2g): deathtouch and lifelink
// still apply (CR 702.2d, 702.15d; 702.2b, 704.5h; 702.15b).
func TestH502VenomWraithExiledInResponse(t *testing.T) {
	wraith := h499Crt(t, "Venom Wraith", "{1}{B}", 1, 1, ability.Deathtouch|ability.Lifelink, "Wraith", card.Definition{
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{2}")},
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	banish := instant(t, "Grave Banish", "{W}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard}},
		ability.Effect{Op: ability.OpExile, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 5)
	w := put(t, g, 0, zone.Graveyard, wraith)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 1, card.Plains, 1)
	b := hand(t, g, 1, banish)
	v := bf(t, g, 1, creature(t, "Big Ox", "{4}{G}", 5, 5, 0, "Ox"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, w, 0, obj(v)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, b, obj(w)))
	h499Pass(t, g)
	require.Equal(t, zone.Exile, zoneOf(t, g, w))
	require.True(t, gone(g, v), "deathtouch as the card last existed")
	require.Equal(t, 21, g.Life(0), "lifelink as the card last existed")
}

// 6b. Bone Tithe ("You gain life equal to the toughness of target
// creature card in a graveyard. Exile that card.") on a Kalonian
// Twingrove in Bob's graveyard. Its "power and toughness are each equal
// to the number of Forests you control" is a characteristic-defining
// ability that works in every zone (CR 604.3, 208.2a); "you" for a
// card in a graveyard is its owner (CR 108.4a), Bob, who controls three
// Forests; Alice controls none. The card is still where the effect
// expects it, so its toughness there, 3, is used (CR 608.2g): Alice
// gains 3.
func TestH502BoneTitheTwingroveInGraveyard(t *testing.T) {
	gy := ability.TargetSpec{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Types: ability.Creature}}
	tithe := instant(t, "Bone Tithe", "{B}", []ability.TargetSpec{gy},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Target: 0, Amount: ability.Amount{Kind: ability.TargetToughness}},
		ability.Effect{Op: ability.OpExile, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 1, card.Forest, 3)
	c := put(t, g, 1, zone.Graveyard, card.KalonianTwingrove)
	s := hand(t, g, 0, tithe)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(c)))
	h499Pass(t, g)
	require.Equal(t, zone.Exile, zoneOf(t, g, c))
	require.Equal(t, 23, g.Life(0))
}

// 6c. Ember Herald: {2}{R} 2/2, "When Ember Herald enters the
// battlefield, it deals 1 damage to each of up to three target
// creatures." With 40 creatures on the battlefield the trigger has
// 1 + 40 + 780 + 9,880 sets of targets, past 4,096, so its targets are
// listed by representatives: each creature appears in the listing, and
// "no target" too. A set the listing doesn't hold, the last three
// creatures named in reverse order, is still accepted (CR 603.3d,
// 601.2c, 114.3) and the three are dealt 1 damage each.
func TestH502TriggerTargetsPastTheLimit(t *testing.T) {
	up := ability.TargetSpec{Allow: ability.AllowCreature, Optional: true}
	herald := h499Crt(t, "Ember Herald", "{2}{R}", 2, 2, 0, "Elemental", card.Definition{
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, Targets: []ability.TargetSpec{up, up, up},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)},
				{Op: ability.OpDamage, Target: 1, Amount: ability.N(1)}, {Op: ability.OpDamage, Target: 2, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	var cs []game.ObjectID
	for i := 0; i < 40; i++ {
		cs = append(cs, bf(t, g, game.PlayerID(i%2), creature(t, "Grey Ox", "{1}{G}", 2, 4, 0, "Ox")))
	}
	lands(t, g, 0, card.Mountain, 3)
	h := hand(t, g, 0, herald)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideTargets, g.Pending().Kind, g.Prompt(game.English))
	opts := g.LegalActions(nil)
	require.Less(t, len(opts), 4096, "representative listing")
	for _, c := range append(cs, 0) {
		found := false
		for _, o := range opts {
			for _, tg := range o.TargetList() {
				if tg == obj(c) {
					found = true
				}
			}
		}
		require.True(t, found, "%v offered", c)
	}
	require.NoError(t, g.Apply(targets(0, obj(cs[39]), obj(cs[38]), obj(cs[37]))))
	h499Pass(t, g)
	for _, c := range cs[37:] {
		require.Equal(t, 1, info(t, g, c).Damage)
	}
	require.Equal(t, 0, info(t, g, cs[0]).Damage)
}

// 6d. Ashen Offering, a graveyard ability that costs sacrificing its
// own card (only a permanent is sacrificed, CR 701.15a): Check refuses
// it, and Game.Put's refusal wraps both game.ErrBadConfig and
// card.ErrInvalidDefinition, and names the field.
func TestH502PutRefusalWrapsBoth(t *testing.T) {
	d := card.Define(card.Definition{Name: "Ashen Offering", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Zombie"},
		Power: C(1), Toughness: C(1),
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{1}"), SacrificeSelf: true}, Effects: draw1}}})
	g := newGame(t, 2)
	_, err := g.Put(0, zone.Graveyard, d, game.PutOptions{})
	require.ErrorIs(t, err, game.ErrBadConfig)
	require.ErrorIs(t, err, card.ErrInvalidDefinition)
	var fe *card.FieldError
	require.ErrorAs(t, err, &fe)
	require.Equal(t, "Activated[0].Cost.SacrificeSelf", fe.Field)
	// Exiling the card instead is accepted.
	d2 := card.Define(card.Definition{Name: "Ashen Offering II", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Zombie"},
		Power: C(1), Toughness: C(1),
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{1}"), ExileSelf: true}, Effects: draw1}}})
	require.NoError(t, d2.Check())
}

// 6. Second Wind Insight ("Draw a card. If you've cast another spell this
// turn, draw a card.") and Bob's instant cast this turn: Bob's spell is
// not Alice's (CR 608.2c: "you" is Insight's controller), so Alice draws
// one. Then, on a later turn, Alice casts Insight and, holding priority,
// an instant of her own in response: that instant is another spell she
// cast this turn, and Insight draws two.
func TestH502AnotherSpellWhose(t *testing.T) {
	insight := sorcery(t, "Second Wind Insight", "{1}{U}", nil,
		ability.Effect{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)},
		ability.Effect{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1),
			If: &ability.Condition{Kind: ability.YouCastAnotherSpellThisTurn}})
	gain := instant(t, "Small Mercy", "{W}", nil, ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(1)})
	g := newGame(t, 2)
	libs(t, g, 10)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Plains, 1)
	s := hand(t, g, 0, insight)
	s2 := hand(t, g, 0, insight)
	m2 := hand(t, g, 0, gain)
	bm := hand(t, g, 1, gain)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, bm))
	h499Pass(t, g)
	require.Equal(t, 21, g.Life(1))
	require.Equal(t, 3, g.ZoneLen(0, zone.Hand), "Bob's spell is not Alice's: one card drawn")

	// Second round: Alice's next turn.
	h502ToMain1(t, g, 1)
	h502ToMain1(t, g, 0)
	n := g.ZoneLen(0, zone.Hand)
	require.NoError(t, g.Cast(0, s2))
	require.NoError(t, g.Cast(0, m2))
	h499Pass(t, g)
	require.Equal(t, n-2+2, g.ZoneLen(0, zone.Hand), "the instant counts as another spell")
}

// 7. Festering Mark: {1}{B} Aura, "Enchant creature. At the beginning of
// your upkeep, enchanted creature's controller loses 1 life." Alice's
// Mark is on Bob's creature. At the beginning of Alice's upkeep the
// ability triggers (its controller is Alice, CR 603.3a) and on
// resolution "enchanted creature's controller" is Bob, determined as
// the effect is applied (CR 608.2g): Bob loses 1, Alice nothing.
func TestH502YourUpkeepEnchantedController(t *testing.T) {
	mark := h502Aura(t, "Festering Mark", ability.Triggered{Event: ability.YourUpkeep,
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEnchantedController, Amount: ability.N(1)}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 1, creature(t, "Big Ox", "{3}{G}", 4, 4, 0, "Ox"))
	bf(t, g, 0, mark, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 1, game.Main1))
	h502ToMain1(t, g, 0)
	require.Equal(t, []int{20, 19}, []int{g.Life(0), g.Life(1)})
}

// 7b. Avarice Amulet (M15), Alice's, on a creature Bob controls
// (CR 301.5d). The equipped creature has "At the beginning of your
// upkeep, draw a card": it triggers at Bob's upkeep, for Bob, who draws
// (the ability is the creature's, CR 112.10, 603.3a). Alice, at
// her own upkeep, draws only her draw-step card.
func TestH502AvariceAmuletOnOpponentsCreature(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 0, creature(t, "Grey Ox", "{1}{G}", 2, 2, 0, "Ox"), game.PutOptions{SetController: true, Controller: 1})
	bf(t, g, 0, card.AvariceAmulet, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 0, game.Main1))
	h502ToMain1(t, g, 1)
	require.Equal(t, 2, g.ZoneLen(1, zone.Hand), "Bob: the Amulet's card and his draw")
	h502ToMain1(t, g, 0)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "Alice: her draw only")
}

// ---------------------------------------------------------------------
// DEFECTS

// 8. Creeping Mark: the same with "At the beginning of each upkeep".
// Alice's Mark on Bob's creature; at Alice's upkeep enchanted
// creature's controller, Bob, loses 1 (CR 608.2g), not Alice,
// the active player; at Bob's upkeep Bob loses 1 again. The engine
// reads WhoEnchantedController of an EachUpkeep trigger as the player
// whose upkeep it is (game/effects.go upkeepTrigger lists EachUpkeep;
// game/turn.go sets the event player for EachUpkeep triggers), so
// Alice loses 1 at her own upkeep.
func TestH502EachUpkeepEnchantedController(t *testing.T) {
	mark := h502Aura(t, "Creeping Mark", ability.Triggered{Event: ability.EachUpkeep,
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEnchantedController, Amount: ability.N(1)}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 1, creature(t, "Big Ox", "{3}{G}", 4, 4, 0, "Ox"))
	bf(t, g, 0, mark, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 1, game.Main1))
	h502ToMain1(t, g, 0)
	require.Equal(t, []int{20, 19}, []int{g.Life(0), g.Life(1)})
	h502ToMain1(t, g, 1)
	require.Equal(t, []int{20, 18}, []int{g.Life(0), g.Life(1)})
}

// 9. Tether Curse: Aura, "Whenever enchanted creature is dealt damage,
// its controller loses 2 life." Alice's Curse on Bob's 2/4 Ox; Alice's
// Zap deals 1 damage to it and the ability triggers. In response Alice
// casts Sudden Sweep (destroy all creatures) and then Naturalize on the
// Curse: the Curse leaves first, then the Ox. The ability exists
// independently of its source (CR 112.7a) and the Ox is gone, so "its
// controller" is the Ox's controller as it last existed, Bob
// (CR 608.2g): Bob loses 2. The engine keeps the Ox's last known
// information only while an attached permanent listens
// (game/last_known.go attachedListens): the Curse had already left, so
// enchantedController finds nothing and nobody loses life.
func TestH502TetherCurseAuraLeftFirst(t *testing.T) {
	curse := h502Aura(t, "Tether Curse", ability.Triggered{Event: ability.AttachedIsDealtDamage,
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEnchantedController, Amount: ability.N(2)}}})
	zap := instant(t, "Zap", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 1, creature(t, "Grey Ox", "{1}{G}", 2, 4, 0, "Ox"))
	a := bf(t, g, 0, curse, game.PutOptions{AttachedTo: c})
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 0, card.Forest, 2)
	z := hand(t, g, 0, zap)
	sw := hand(t, g, 0, h502Sweep(t))
	nat := hand(t, g, 0, card.Naturalize)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, z, obj(c)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, 1, g.StackLen(), "the Curse's trigger")
	require.NoError(t, g.Cast(0, sw))
	require.NoError(t, g.Cast(0, nat, obj(a)))
	h499Pass(t, g)
	require.True(t, gone(g, c))
	require.True(t, gone(g, a))
	require.Equal(t, []int{20, 18}, []int{g.Life(0), g.Life(1)})
}

// 10. Cinder Husk: {2}{R} 3/3, "{2}: Cinder Husk deals damage equal to
// its power to target creature. Activate only while Cinder Husk is in
// your graveyard." Alice activates it at Bob's 3/3 and, holding
// priority, returns the card to the battlefield with Sudden Rise. The
// ability's source is no longer in the zone it was expected in, so its
// last known information from the graveyard is used (CR 112.7a,
// 608.2g): power 3, and Bob's 3/3 is destroyed. The engine reads
// neither the graveyard card (game/graveyard_source.go cardSource
// refuses a card now on the battlefield) nor a last known state
// (lastKnownSource refuses an activated ability's own source) and falls
// back to the item's EventAmount, 0: no damage.
func TestH502GraveyardPowerSourceReturned(t *testing.T) {
	husk := h499Crt(t, "Cinder Husk", "{2}{R}", 3, 3, 0, "Spirit", card.Definition{
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{2}")},
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.Amount{Kind: ability.SourcePower}}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	h := put(t, g, 0, zone.Graveyard, husk)
	lands(t, g, 0, card.Mountain, 2)
	lands(t, g, 0, card.Swamp, 1)
	r := hand(t, g, 0, h502Rise(t))
	v := bf(t, g, 1, creature(t, "Stout Ox", "{2}{G}", 3, 3, 0, "Ox"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, h, 0, obj(v)))
	require.NoError(t, g.Cast(0, r, obj(h)))
	h499Pass(t, g)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, h))
	require.True(t, gone(g, v), "3 damage to a 3/3")
}

// 11. Venom Wraith (test 5) returned to the battlefield by Alice's
// Sudden Rise before its graveyard ability resolves: the damage is dealt
// by the card as it last existed in the graveyard, with deathtouch and
// lifelink (CR 112.7a, 702.2d, 702.15d): Bob's 5/5 is destroyed and
// Alice gains 1. The engine finds neither the card (cardSource refuses
// it on the battlefield) nor a last known state, so the damage has
// neither.
func TestH502VenomWraithReturnedInResponse(t *testing.T) {
	wraith := h499Crt(t, "Venom Wraith", "{1}{B}", 1, 1, ability.Deathtouch|ability.Lifelink, "Wraith", card.Definition{
		Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{2}")},
			Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	w := put(t, g, 0, zone.Graveyard, wraith)
	lands(t, g, 0, card.Swamp, 3)
	r := hand(t, g, 0, h502Rise(t))
	v := bf(t, g, 1, creature(t, "Big Ox", "{4}{G}", 5, 5, 0, "Ox"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, w, 0, obj(v)))
	require.NoError(t, g.Cast(0, r, obj(w)))
	h499Pass(t, g)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, w))
	require.True(t, gone(g, v), "deathtouch as the card last existed")
	require.Equal(t, 21, g.Life(0), "lifelink as the card last existed")
}

// 12. Gift Charm: {1}{U} Aura, "Enchant creature. {1}: Enchanted
// creature's controller draws a card." Alice's Charm on Bob's Ox; Alice
// activates it and, holding priority, casts Sudden Sweep (destroy all
// creatures, no target). The Ox dies, the Charm goes to the graveyard
// (CR 704.5m), and the ability resolves on its own (CR 112.7a): the
// Charm as it last existed enchanted the Ox, and the Ox as it last
// existed was Bob's (CR 608.2g): Bob draws. The engine keeps the Ox's
// last known information only when a permanent attached to it has
// triggered abilities (game/last_known.go attachedListens, which also
// needs an Attached* trigger listening); the Charm has an activated one,
// so enchantedController (game/effects.go) finds no controller and
// nobody draws.
func TestH502GiftCharmCreatureSweptInResponse(t *testing.T) {
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
	sw := hand(t, g, 0, h502Sweep(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, a, 0))
	require.NoError(t, g.Cast(0, sw))
	h499Pass(t, g)
	require.True(t, gone(g, c))
	require.True(t, gone(g, a))
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand), "Alice draws nothing")
	require.Equal(t, 1, g.ZoneLen(1, zone.Hand), "Bob draws")
}
