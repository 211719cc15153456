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

// Custom cards, 49-th set: spells and abilities of one's own that affect
// many objects at once. "Destroy all creatures" against indestructible,
// regeneration (used, or forbidden) and protection, which stops no
// untargeted effect but damage (CR 701.7, 701.13, 702.12b, 702.16);
// "exile all" and "return all" with stolen creatures, Auras and tokens;
// "-1/-1 to all" as an effect locked in on resolution and as counters
// (CR 611.2c, 704.5f, 704.5r); damage to each creature and each player
// by a lifelink source, one life gain (CR 702.15b, 119.3, 810.9); "each
// player sacrifices a creature" in APNAP order with three and four
// players and in Two-Headed Giant (CR 101.4, 805.6, 701.15a); "tap all
// creatures your opponents control" (CR 102.3); groups with a side when
// control changes in the middle of a resolution (CR 608.2c); dies
// triggers of objects that leave together seeing each other (CR
// 603.10a) and their APNAP order on the stack and in the log (CR
// 603.3b); and tokens that leave the battlefield, which cease to exist
// and, until then, are no cards and can't move again (CR 108.2b, 110.5e,
// 110.5g, 704.5d). The last tests guard the fixes that came with this
// set.

// ---------------------------------------------------------------------
// Helpers

// h532Crt is a checked creature card with the given extra fields.
func h532Crt(t *testing.T, name, mc string, p, tg int, d card.Definition) *card.Definition {
	t.Helper()
	d.Name, d.ManaCost, d.Types = name, cost(mc), ability.Creature
	if d.Subtypes == nil {
		d.Subtypes = []string{"Spirit"}
	}
	d.Power, d.Toughness = C(p), C(tg)
	return def(t, d)
}

// h532Sorc and h532Inst are checked sorceries and instants without
// targets.
func h532Sorc(t *testing.T, name, mc string, es ...ability.Effect) *card.Definition {
	t.Helper()
	return sorcery(t, name, mc, nil, es...)
}

func h532Inst(t *testing.T, name, mc string, es ...ability.Effect) *card.Definition {
	t.Helper()
	return instant(t, name, mc, nil, es...)
}

// h532All is op on every permanent of group gr (creatures by default).
func h532All(op ability.Op, gr ability.Group) ability.Effect {
	return ability.Effect{Op: op, Subject: ability.SubjectAll, Group: gr}
}

// h532Wrath is "Destroy all creatures." ({2}{B}{B}, black).
func h532Wrath(t *testing.T) *card.Definition {
	return h532Sorc(t, "Night Harvest", "{2}{B}{B}", h532All(ability.OpDestroy, ability.Group{}))
}

// h532Collector is a 1/1 "Whenever another creature dies, you gain 1
// life."
func h532Collector(t *testing.T) *card.Definition {
	return h532Crt(t, "Soul Collector", "{1}{B}", 1, 1, card.Definition{Triggered: []ability.Triggered{{
		Event: ability.CreatureDies, Match: ability.Filter{Another: true}, Effects: gain(1)}}})
}

// h532Mourner is a 2/2 "Whenever a creature you control dies, each
// opponent loses 1 life." It sees its own death (CR 603.10a).
func h532Mourner(t *testing.T) *card.Definition {
	return h532Crt(t, "Grave Mourner", "{1}{B}", 2, 2, card.Definition{Triggered: []ability.Triggered{{
		Event: ability.CreatureDies, Match: ability.Filter{Side: ability.YourSide},
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}}}})
}

// h532Golem is an indestructible 2/2; h532Knight a 2/2 with protection
// from black and from red; h532Beast a 3/3 with hexproof.
func h532Golem(t *testing.T) *card.Definition {
	return h532Crt(t, "Bronze Golem", "{4}", 2, 2, card.Definition{Subtypes: []string{"Golem"}, Keywords: ability.Indestructible})
}

func h532Knight(t *testing.T) *card.Definition {
	return h532Crt(t, "Dawn Knight", "{1}{W}{W}", 2, 2, card.Definition{Subtypes: []string{"Knight"},
		Statics: []ability.Static{{Affects: ability.AffectsSelf, Protection: mana.SetOf(mana.Black, mana.Red)}}})
}

func h532Beast(t *testing.T) *card.Definition {
	return h532Crt(t, "Veiled Beast", "{2}{G}", 3, 3, card.Definition{Subtypes: []string{"Beast"}, Keywords: ability.Hexproof})
}

// h532Soldier is a white 1/1 Soldier creature token's definition.
func h532Soldier(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Soldier", Types: ability.Creature, Subtypes: []string{"Soldier"},
		Colors: mana.SetOf(mana.White), Power: C(1), Toughness: C(1)})
}

// h532Token puts a Soldier token onto p's battlefield.
func h532Token(t *testing.T, g *game.Game, p game.PlayerID) game.ObjectID {
	return bf(t, g, p, h532Soldier(t), game.PutOptions{Token: true})
}

// h532Ceased reports that the token id left the battlefield and ceased
// to exist: it is nowhere (CR 704.5d, 110.5f).
func h532Ceased(t *testing.T, g *game.Game, id game.ObjectID) {
	t.Helper()
	_, ok := g.Object(id)
	require.False(t, ok, "the token is gone")
	_, ok = g.Follow(id)
	require.False(t, ok, "the token is in no zone (CR 704.5d)")
}

// h532Lives lists the players' life totals.
func h532Lives(g *game.Game) []int {
	out := make([]int, g.NumPlayers())
	for p := range out {
		out[p] = g.Life(game.PlayerID(p))
	}
	return out
}

// h532Lifes lists the life changes of the events since the last
// ClearEvents, as (player, amount) pairs, in order.
func h532Lifes(g *game.Game) [][2]int {
	var out [][2]int
	for _, e := range g.Events() {
		if e.Kind == game.EventLifeChange {
			out = append(out, [2]int{int(e.Player), e.Amount})
		}
	}
	return out
}

// h532Cast casts id for p and passes until the stack is empty, answering
// with ans.
func h532Cast(t *testing.T, g *game.Game, p game.PlayerID, id game.ObjectID, ans func(d game.Decision) game.Action, ts ...game.Target) {
	t.Helper()
	require.NoError(t, g.Cast(p, id, ts...))
	resolve(t, g, ans)
}

// ---------------------------------------------------------------------
// Part 1. Destroy all

// 1. Night Harvest, "Destroy all creatures." (black sorcery). Bob's
// Bronze Golem is indestructible and stays (CR 702.12b). His Moss Troll,
// dealt 1 damage by Alice's Sun Needle, regenerates in response: the
// shield replaces the destruction, the damage is removed and the Troll
// is tapped (CR 701.13a, 701.7c). His Dawn Knight (protection from
// black) and Veiled Beast (hexproof) are destroyed: the spell targets
// nothing and deals no damage, so neither protection nor hexproof
// stops it (CR 702.16b-e, 702.11b). His Soldier token dies and ceases to
// exist (CR 704.5d). Alice's Soul Collector ("whenever another creature
// dies") dies with her Bear and sees the four others die (CR 603.10a):
// 4 life.
func TestH532WrathSparesIndestructibleAndRegenerated(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 4)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Forest, 1)
	col := bf(t, g, 0, h532Collector(t))
	bear := bf(t, g, 0, creature(t, "Grizzly", "{1}{G}", 2, 2, 0, "Bear"))
	golem := bf(t, g, 1, h532Golem(t))
	tr := bf(t, g, 1, troll(t))
	kn := bf(t, g, 1, h532Knight(t))
	bst := bf(t, g, 1, h532Beast(t))
	tok := h532Token(t, g, 1)
	w := hand(t, g, 0, h532Wrath(t))
	nd := hand(t, g, 0, whiteBolt)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h532Cast(t, g, 0, nd, nil, obj(tr))
	require.Equal(t, 1, info(t, g, tr).Damage)
	require.NoError(t, g.Cast(0, w))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, tr, 0))
	resolve(t, g, nil)
	require.False(t, gone(g, golem), "CR 702.12b")
	require.False(t, gone(g, tr), "CR 701.13a: regenerated")
	require.True(t, info(t, g, tr).Tapped, "CR 701.13a: tapped")
	require.Zero(t, info(t, g, tr).Damage, "CR 701.13a: damage removed")
	for _, id := range []game.ObjectID{col, bear, kn, bst} {
		require.Equal(t, zone.Graveyard, zoneOf(t, g, id))
	}
	h532Ceased(t, g, tok)
	require.Equal(t, 24, g.Life(0), "CR 603.10a: the Collector sees four others die")
}

// 2. Final Harvest, "Destroy all creatures. They can't be regenerated."
// Bob's Troll has a shield, which can't replace the destruction
// (CR 701.13c, 701.7c): it dies. The Golem is indestructible: "can't be
// regenerated" doesn't make it destructible (CR 702.12b).
func TestH532WrathNoRegeneration(t *testing.T) {
	e := h532All(ability.OpDestroy, ability.Group{})
	e.NoRegenerate = true
	fw := h532Sorc(t, "Final Harvest", "{3}{B}{B}", e)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 5)
	lands(t, g, 1, card.Forest, 1)
	golem := bf(t, g, 1, h532Golem(t))
	tr := bf(t, g, 1, troll(t))
	w := hand(t, g, 0, fw)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, tr, 0))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, tr), "CR 701.13c")
	require.False(t, gone(g, golem), "CR 702.12b")
}

// 3. Bob casts Sudden Harvest ("Destroy all creatures", an instant)
// after Alice's Moss Troll and Grizzly attack him. Alice regenerates the Troll in response: it survives, and a
// creature regenerated is removed from combat (CR 701.13a, 506.4), so it
// deals no combat damage: Bob stays at 20. The Grizzly is destroyed.
func TestH532InstantWrathRegeneratedAttackerLeavesCombat(t *testing.T) {
	sw := h532Inst(t, "Sudden Harvest", "{2}{B}{B}", h532All(ability.OpDestroy, ability.Group{}))
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 1, card.Swamp, 4)
	tr := bf(t, g, 0, troll(t))
	bear := bf(t, g, 0, creature(t, "Grizzly", "{1}{G}", 2, 2, 0, "Bear"))
	w := hand(t, g, 1, sw)
	require.NoError(t, g.Start(2, 0, game.Main1))
	toAttackers(t, g)
	attack(t, g, 0, game.Attack{Attacker: tr, Player: 1}, game.Attack{Attacker: bear, Player: 1})
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, w))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Activate(0, tr, 0))
	resolve(t, g, nil)
	require.False(t, gone(g, tr))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, bear))
	require.NotContains(t, g.Attackers(), tr, "CR 701.13a: removed from combat")
	combatTo(t, g, game.Main2)
	require.Equal(t, 20, g.Life(1), "CR 506.4: a creature removed from combat deals no combat damage")
}

// 4. Dies triggers of one event in APNAP order (CR 603.3b) and in the
// log. Night Harvest destroys Alice's Soul Collector and Grizzly and
// Bob's Grave Mourner, Bear and Soldier token. The Collector sees four
// others die (CR 603.10a): four triggers, Alice's. The Mourner sees the
// three creatures Bob controlled die, itself included: three triggers,
// Bob's. Alice's go on the stack first, so Bob's resolve first: the log
// shows Alice losing 1 three times, then gaining 1 four times.
func TestH532WrathTriggersAPNAPInLog(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 4)
	bf(t, g, 0, h532Collector(t))
	bf(t, g, 0, creature(t, "Grizzly", "{1}{G}", 2, 2, 0, "Bear"))
	bf(t, g, 1, h532Mourner(t))
	bf(t, g, 1, creature(t, "Brown Bear", "{1}{G}", 2, 2, 0, "Bear"))
	tok := h532Token(t, g, 1)
	w := hand(t, g, 0, h532Wrath(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	g.ClearEvents()
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	// The triggers wait; the token has already ceased to exist (CR
	// 704.5d is checked before they are put on the stack, CR 116.5).
	h532Ceased(t, g, tok)
	resolve(t, g, nil)
	require.Equal(t, [][2]int{{0, -1}, {0, -1}, {0, -1}, {0, 1}, {0, 1}, {0, 1}, {0, 1}}, h532Lifes(g))
	require.Equal(t, []int{21, 20}, h532Lives(g))
	// In the log, every creature leaves before any trigger is put on
	// the stack, and Alice's triggers go first (CR 603.3b).
	var order []string
	for _, e := range g.Events() {
		switch e.Kind {
		case game.EventZoneChange:
			if e.From == zone.Battlefield {
				order = append(order, "leave")
			}
		case game.EventTrigger:
			if e.Player == 0 {
				order = append(order, "A")
			} else {
				order = append(order, "B")
			}
		}
	}
	require.Equal(t, []string{"leave", "leave", "leave", "leave", "leave", "A", "A", "A", "A", "B", "B", "B"}, order)
}

// ---------------------------------------------------------------------
// Part 2. Exile all, return all

// 5. Banishing Dawn, "Exile all creatures." (white sorcery). Bob's
// indestructible Golem and his Dawn Knight go too: exile is not
// destruction and the spell targets nothing (CR 702.12b, 702.16b).
// Nothing dies, so neither Alice's Soul Collector nor Bob's Grave Mourner
// triggers (CR 700.4: "dies" is put into a graveyard from the
// battlefield). Bob's Soldier token is exiled and ceases to exist
// (CR 704.5d): exile holds the four cards only. The Grizzly Alice
// controls but Bob owns is exiled, as every exiled card, in the one
// exile zone (CR 406.1), still Bob's card.
func TestH532ExileAllNoDiesTriggers(t *testing.T) {
	ban := h532Sorc(t, "Banishing Dawn", "{3}{W}{W}", h532All(ability.OpExile, ability.Group{}))
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 5)
	col := bf(t, g, 0, h532Collector(t))
	stolen := bf(t, g, 1, creature(t, "Grizzly", "{1}{G}", 2, 2, 0, "Bear"), game.PutOptions{Controller: 0, SetController: true})
	golem := bf(t, g, 1, h532Golem(t))
	kn := bf(t, g, 1, h532Knight(t))
	mo := bf(t, g, 1, h532Mourner(t))
	tok := h532Token(t, g, 1)
	b := hand(t, g, 0, ban)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h532Cast(t, g, 0, b, nil)
	for _, id := range []game.ObjectID{col, stolen, golem, kn, mo} {
		require.Equal(t, zone.Exile, zoneOf(t, g, id))
	}
	nid, _ := g.Follow(stolen)
	require.Equal(t, game.PlayerID(1), info(t, g, nid).Owner)
	h532Ceased(t, g, tok)
	require.Equal(t, []int{20, 20}, h532Lives(g), "nothing died: no trigger")
	require.Zero(t, g.ZoneLen(0, zone.Graveyard)-1, "only the sorcery is in Alice's graveyard")
}

// 6. Ebb Tide, "Return all creatures to their owners' hands." The
// Grizzly Alice controls goes to its owner Bob's hand (CR 400.3). Alice's
// Aura on her Bear has nothing to enchant and goes to her graveyard as a
// state-based action (CR 704.5n). Bob's Soldier token goes to his hand
// and ceases to exist there (CR 704.5d): his hand holds the Grizzly only.
func TestH532BounceAllToOwners(t *testing.T) {
	ebb := h532Sorc(t, "Ebb Tide", "{3}{U}{U}", h532All(ability.OpBounce, ability.Group{}))
	aura := def(t, card.Definition{Name: "Bear Hide", ManaCost: cost("{G}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 1, Toughness: 1}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 5)
	bear := bf(t, g, 0, creature(t, "Brown Bear", "{1}{G}", 2, 2, 0, "Bear"))
	hide := bf(t, g, 0, aura, game.PutOptions{AttachedTo: bear})
	stolen := bf(t, g, 1, creature(t, "Grizzly", "{1}{G}", 2, 2, 0, "Bear"), game.PutOptions{Controller: 0, SetController: true})
	tok := h532Token(t, g, 1)
	e := hand(t, g, 0, ebb)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h532Cast(t, g, 0, e, nil)
	require.Equal(t, zone.Hand, zoneOf(t, g, bear))
	nid, _ := g.Follow(stolen)
	require.Equal(t, zone.Hand, info(t, g, nid).Zone)
	require.Equal(t, game.PlayerID(1), info(t, g, nid).Owner, "CR 400.3: its owner's hand")
	require.Equal(t, []game.ObjectID{nid}, g.Zone(1, zone.Hand))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, hide), "CR 704.5n")
	h532Ceased(t, g, tok)
}

// ---------------------------------------------------------------------
// Part 3. -1/-1 to all

// h532Sprite is a 1/1 "{G}: Regenerate this creature."
func h532Sprite(t *testing.T) *card.Definition {
	return h532Crt(t, "Moss Sprite", "{G}", 1, 1, card.Definition{Subtypes: []string{"Faerie"}, Activated: []ability.Activated{{
		Cost: ability.Cost{Mana: cost("{G}")}, Effects: []ability.Effect{{Op: ability.OpRegenerate, Subject: ability.SubjectSelf}}}}})
}

// 7. Withering Breath, "All creatures get -1/-1 until end of turn. You
// gain 1 life for each creature on the battlefield." The count is taken
// as the second sentence is carried out, before any state-based action
// (CR 608.2g, 704.3): four creatures, 4 life, though three of them —
// Alice's Soul Collector, Bob's Iron Wisp and Moss Sprite — have
// toughness 0 by then. Then they go to their owners' graveyards
// (CR 704.5f): an indestructible 1/1 (Iron Wisp) too, which isn't
// destroyed (CR 702.12b), and Bob's Moss Sprite, regenerated in
// response: regeneration replaces destruction only (CR 704.5f, 701.13a).
// The Collector sees the two others die: 2 more life (CR 603.10a). The
// Golem survives as a 1/1. A Sudden Bear (flash) Bob casts afterwards is a
// 2/2: the set of creatures the effect affects was locked in as it began
// (CR 611.2c).
func TestH532MinusOneAllCountsBeforeSBA(t *testing.T) {
	wb := h532Sorc(t, "Withering Breath", "{2}{B}",
		ability.Effect{Op: ability.OpModify, Subject: ability.SubjectAll, Power: -1, Toughness: -1},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.CountPermanents}})
	wisp := h532Crt(t, "Iron Wisp", "{1}", 1, 1, card.Definition{Keywords: ability.Indestructible})
	flashBear := h532Crt(t, "Sudden Bear", "{1}{G}", 2, 2, card.Definition{Subtypes: []string{"Bear"}, Keywords: ability.Flash})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 3)
	lands(t, g, 1, card.Forest, 3)
	col := bf(t, g, 0, h532Collector(t))
	golem := bf(t, g, 1, h532Golem(t))
	wi := bf(t, g, 1, wisp)
	sp := bf(t, g, 1, h532Sprite(t))
	w := hand(t, g, 0, wb)
	fb := hand(t, g, 1, flashBear)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, sp, 0))
	resolve(t, g, nil)
	require.Equal(t, 26, g.Life(0), "4 creatures counted before state-based actions, then 2 Collector triggers")
	for _, id := range []game.ObjectID{col, wi, sp} {
		require.Equal(t, zone.Graveyard, zoneOf(t, g, id), "CR 704.5f")
	}
	require.Equal(t, [2]int{1, 1}, pt(t, g, golem))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, fb))
	resolve(t, g, nil)
	require.Equal(t, [2]int{2, 2}, pt(t, g, find(t, g, 1, flashBear)), "CR 611.2c")
}

// 8. Blight Mist, "Put a -1/-1 counter on each creature." Bob's 2/2
// with a +1/+1 counter (a 3/3) gets one: the two counters are removed as
// a state-based action (CR 704.5r), and it is a 2/2 without counters.
// His 1/1 Iron Wisp, indestructible, has toughness 0 and goes to the
// graveyard (CR 704.5f). Alice's Golem is a 1/1 with a -1/-1 counter.
func TestH532MinusCountersAll(t *testing.T) {
	bm := h532Sorc(t, "Blight Mist", "{2}{B}",
		ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectAll, Counter: "-1/-1", Amount: ability.N(1)})
	wisp := h532Crt(t, "Iron Wisp", "{1}", 1, 1, card.Definition{Keywords: ability.Indestructible})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 3)
	golem := bf(t, g, 0, h532Golem(t))
	var opts game.PutOptions
	opts.Counters[game.PlusOne] = 1
	bb := bf(t, g, 1, creature(t, "Brown Bear", "{1}{G}", 2, 2, 0, "Bear"), opts)
	wi := bf(t, g, 1, wisp)
	m := hand(t, g, 0, bm)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, bb))
	h532Cast(t, g, 0, m, nil)
	require.Equal(t, [2]int{2, 2}, pt(t, g, bb))
	require.Zero(t, counter(t, g, bb, game.PlusOne), "CR 704.5r")
	require.Zero(t, counter(t, g, bb, game.MinusOne), "CR 704.5r")
	require.Equal(t, zone.Graveyard, zoneOf(t, g, wi), "CR 704.5f")
	require.Equal(t, [2]int{1, 1}, pt(t, g, golem))
	require.Equal(t, 1, counter(t, g, golem, game.MinusOne))
}

// 9. Creeping Chill, "Creatures your opponents control get -1/-1 until
// end of turn." Bob's 3/3 Veiled Beast is a 2/2; Alice's Grizzly is
// untouched; Bob's Brown Bear is a 1/1. Alice then takes the Bear with
// Seize the Herd ("gain control of target creature"; the hexproof Beast
// can't be its target, CR 702.11b): the Bear she now controls stays a
// 1/1, since the set of creatures the effect affects was locked in as
// it began and doesn't change with control (CR 611.2c, 613.2).
func TestH532OpponentsMinusLockedThroughControlChange(t *testing.T) {
	chill := h532Sorc(t, "Creeping Chill", "{1}{B}",
		ability.Effect{Op: ability.OpModify, Subject: ability.SubjectAll, Group: ability.Group{Side: ability.OpponentSide}, Power: -1, Toughness: -1})
	seize := sorcery(t, "Seize the Herd", "{1}{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 0, card.Island, 2)
	gr := bf(t, g, 0, creature(t, "Grizzly", "{1}{G}", 2, 2, 0, "Bear"))
	bst := bf(t, g, 1, h532Beast(t))
	bb := bf(t, g, 1, creature(t, "Brown Bear", "{1}{G}", 2, 2, 0, "Bear"))
	c := hand(t, g, 0, chill)
	s := hand(t, g, 0, seize)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h532Cast(t, g, 0, c, nil)
	require.Equal(t, [2]int{2, 2}, pt(t, g, gr))
	require.Equal(t, [2]int{2, 2}, pt(t, g, bst))
	require.Equal(t, [2]int{1, 1}, pt(t, g, bb))
	require.False(t, offered(g, s, obj(bst)), "CR 702.11b")
	h532Cast(t, g, 0, s, nil, obj(bb))
	require.Equal(t, game.PlayerID(0), info(t, g, bb).Controller)
	require.Equal(t, [2]int{1, 1}, pt(t, g, bb), "CR 611.2c")
}

// ---------------------------------------------------------------------
// Part 4. Damage to each creature and each player

// h532Pyre is a white 2/2 lifelink Angel, "{T}: Pyre Angel deals 1
// damage to each creature and each player."
func h532Pyre(t *testing.T) *card.Definition {
	return h532Crt(t, "Pyre Angel", "{2}{W}", 2, 2, card.Definition{Subtypes: []string{"Angel"}, Keywords: ability.Lifelink,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{
			{Op: ability.OpDamage, Subject: ability.SubjectAll, Amount: ability.N(1)},
			{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEachPlayer, Amount: ability.N(1)}}}}})
}

// h532Pridemate is a 2/2 "Whenever you gain life, put a +1/+1 counter on
// this creature."
func h532Pridemate(t *testing.T) *card.Definition {
	return h532Crt(t, "Proud Cat", "{1}{W}", 2, 2, card.Definition{Subtypes: []string{"Cat"}, Triggered: []ability.Triggered{{
		Event: ability.YouGainLife, Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(1)}}}}})
}

// 10. Pyre Angel's ability: 1 damage to each creature (the Angel, Alice's
// Proud Cat, Bob's Brown Bear and his Pale Shade, which has protection
// from white) and to each player, all dealt at once by one source with
// lifelink. The Shade's damage is prevented (CR 702.16e): the Angel
// deals 5 damage, and Alice gains 5 life in one life gain event
// (CR 119.3f, 702.15b): she ends at 20 - 1 + 5 = 24, and the Cat's
// "whenever you gain life" triggers once (CR 118.9): one counter.
func TestH532PyreAngelOneLifelinkGain(t *testing.T) {
	shade := h532Crt(t, "Pale Shade", "{1}{B}", 1, 1, card.Definition{Subtypes: []string{"Shade"},
		Statics: []ability.Static{{Affects: ability.AffectsSelf, Protection: mana.SetOf(mana.White)}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	a := bf(t, g, 0, h532Pyre(t))
	cat := bf(t, g, 0, h532Pridemate(t))
	bb := bf(t, g, 1, creature(t, "Brown Bear", "{1}{G}", 2, 2, 0, "Bear"))
	sh := bf(t, g, 1, shade)
	require.NoError(t, g.Start(2, 0, game.Main1))
	g.ClearEvents()
	require.NoError(t, g.Activate(0, a, 0))
	resolve(t, g, nil)
	require.Equal(t, []int{24, 19}, h532Lives(g))
	require.Equal(t, [][2]int{{0, -1}, {1, -1}, {0, 5}}, h532Lifes(g), "one gain, after the damage (CR 702.15b)")
	require.Equal(t, 1, counter(t, g, cat, game.PlusOne), "CR 118.9: one life gain event")
	require.Equal(t, 1, info(t, g, a).Damage)
	require.Equal(t, 1, info(t, g, cat).Damage)
	require.Equal(t, 1, info(t, g, bb).Damage)
	require.Zero(t, info(t, g, sh).Damage, "CR 702.16e")
}

// 11. In Two-Headed Giant, Pyre Angel (Alice's) deals 1 damage to each of
// the four players and to each creature (the Angel only): 5 damage, 5
// life for Alice. Damage and life gain happen to each player and are
// applied to the team's shared life total (CR 810.9): Alice's team
// loses 2 and gains 5 (30 -> 33), the other team loses 2 (30 -> 28).
func TestH532PyreAngelTwoHeaded(t *testing.T) {
	g := newTwoHeaded(t)
	libs(t, g, 5)
	a := bf(t, g, 0, h532Pyre(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	g.ClearEvents()
	require.NoError(t, g.Activate(0, a, 0))
	resolve(t, g, nil)
	require.Equal(t, []int{33, 33, 28, 28}, h532Lives(g))
	require.Equal(t, [][2]int{{0, -1}, {1, -1}, {2, -1}, {3, -1}, {0, 5}}, h532Lifes(g), "CR 810.9: each player's")
}

// 12. Ember Quake, "Ember Quake deals 3 damage to each creature." (red).
// Bob's indestructible Golem keeps its 3 damage and stays (CR 702.12b,
// 704.5g). His Moss Troll, regenerated in response, is destroyed by the
// state-based action and regenerates: tapped, damage removed
// (CR 701.13a, 704.5g). His Dawn Knight has protection from red: the
// damage is prevented (CR 702.16e). His hexproof Veiled Beast is dealt
// 3 and dies: hexproof stops targets only (CR 702.11b).
func TestH532QuakeIndestructibleRegenerateProtection(t *testing.T) {
	q := h532Sorc(t, "Ember Quake", "{2}{R}", ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectAll, Amount: ability.N(3)})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Mountain, 3)
	lands(t, g, 1, card.Forest, 1)
	golem := bf(t, g, 1, h532Golem(t))
	tr := bf(t, g, 1, troll(t))
	kn := bf(t, g, 1, h532Knight(t))
	bst := bf(t, g, 1, h532Beast(t))
	c := hand(t, g, 0, q)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, c))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, tr, 0))
	resolve(t, g, nil)
	require.False(t, gone(g, golem))
	require.Equal(t, 3, info(t, g, golem).Damage, "CR 702.12b")
	require.False(t, gone(g, tr))
	require.True(t, info(t, g, tr).Tapped)
	require.Zero(t, info(t, g, tr).Damage, "CR 701.13a")
	require.False(t, gone(g, kn))
	require.Zero(t, info(t, g, kn).Damage, "CR 702.16e")
	require.Equal(t, zone.Graveyard, zoneOf(t, g, bst))
}

// 13. Warlord's Banner: "Creatures you control have '{T}: This creature
// deals damage equal to its power to each other creature.'" Alice's
// 3/3 Ogre activates the granted ability: the Ogre is its source
// (CR 112.7, 112.10), so it deals 3 damage — its power
// (CR 608.2g) — to every creature but itself ("other"): Bob's Golem is
// dealt 3 and survives (CR 702.12b), Bob's Brown Bear and Alice's own
// Grizzly die, the Ogre is dealt none.
func TestH532GrantedPowerDamageToEachOther(t *testing.T) {
	banner := def(t, card.Definition{Name: "Warlord's Banner", ManaCost: cost("{3}"), Types: ability.Artifact,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide}, Grant: &ability.Activated{
			Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectAll,
				Group: ability.Group{Other: true}, Amount: ability.Amount{Kind: ability.SourcePower}}}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 0, banner)
	ogre := bf(t, g, 0, creature(t, "Hill Ogre", "{2}{R}", 3, 3, 0, "Ogre"))
	gr := bf(t, g, 0, creature(t, "Grizzly", "{1}{G}", 2, 2, 0, "Bear"))
	golem := bf(t, g, 1, h532Golem(t))
	bb := bf(t, g, 1, creature(t, "Brown Bear", "{1}{G}", 2, 2, 0, "Bear"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, ogre, 0))
	resolve(t, g, nil)
	require.Zero(t, info(t, g, ogre).Damage, "other")
	require.Equal(t, 3, info(t, g, golem).Damage)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, bb))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, gr))
}

// ---------------------------------------------------------------------
// Part 5. Each player sacrifices

// h532Tithe is "Each player sacrifices a creature." ({1}{B}{B}).
func h532Tithe(t *testing.T) *card.Definition {
	return h532Sorc(t, "Dread Tithe", "{1}{B}{B}", ability.Effect{Op: ability.OpSacrifice, Who: ability.WhoEachPlayer,
		Group: ability.Group{Types: ability.Creature}})
}

// h532Sacrificing answers every sacrifice decision with the permanent
// pick gives the player, and records the players asked in order and,
// for each, whether the permanents chosen before were still on the
// battlefield.
type h532Sacrificing struct {
	asked  []game.PlayerID
	picked []game.ObjectID
	still  []bool
}

func (s *h532Sacrificing) answer(t *testing.T, g *game.Game, pick map[game.PlayerID]game.ObjectID) func(d game.Decision) game.Action {
	return func(d game.Decision) game.Action {
		require.Equal(t, game.DecideSacrifice, d.Kind, g.Prompt(game.English))
		on := true
		for _, id := range s.picked {
			on = on && !gone(g, id)
		}
		s.asked = append(s.asked, d.Player)
		s.still = append(s.still, on)
		s.picked = append(s.picked, pick[d.Player])
		return chooseObj(d.Player, pick[d.Player])
	}
}

// 14. Four players, Bob's turn: Bob casts Dread Tithe. The players choose
// in APNAP order — Bob, Carol, Dave, Alice — each knowing the choices
// before, and then all the chosen creatures are sacrificed at once
// (CR 101.4, 101.4b, 701.15a): each is still on the battlefield while
// the next player chooses. Dave's one creature is an indestructible
// Golem: sacrificing isn't destroying (CR 701.15a). Alice sacrifices her
// Soul Collector and keeps her Soldier token; the Collector sees the
// three others die with it (CR 603.10a): 3 life. Carol sacrifices her
// Grave Mourner, which sees its own death: each of her opponents loses
// 1. Bob sacrifices his Brown Bear.
func TestH532TitheFourPlayersAPNAP(t *testing.T) {
	g := newGame(t, 4)
	libs(t, g, 5)
	lands(t, g, 1, card.Swamp, 3)
	col := bf(t, g, 0, h532Collector(t))
	tok := h532Token(t, g, 0)
	bb := bf(t, g, 1, creature(t, "Brown Bear", "{1}{G}", 2, 2, 0, "Bear"))
	mo := bf(t, g, 2, h532Mourner(t))
	golem := bf(t, g, 3, h532Golem(t))
	tt := hand(t, g, 1, h532Tithe(t))
	require.NoError(t, g.Start(2, 1, game.Main1))
	var s h532Sacrificing
	g.ClearEvents()
	h532Cast(t, g, 1, tt, s.answer(t, g, map[game.PlayerID]game.ObjectID{0: col, 1: bb, 2: mo, 3: golem}))
	require.Equal(t, []game.PlayerID{1, 2, 3, 0}, s.asked, "CR 101.4: APNAP order")
	require.Equal(t, []bool{true, true, true, true}, s.still, "CR 101.4: the actions happen once all have chosen")
	for _, id := range []game.ObjectID{col, bb, mo, golem} {
		require.Equal(t, zone.Graveyard, zoneOf(t, g, id))
	}
	require.False(t, gone(g, tok))
	require.Equal(t, []int{20 + 3 - 1, 19, 20, 19}, h532Lives(g))
	// Carol's trigger goes on the stack before Alice's, in APNAP order
	// from Bob (CR 603.3b): Alice's three resolve first. Carol's "each
	// opponent" loses life in APNAP order too: Bob, Dave, Alice.
	require.Equal(t, [][2]int{{0, 1}, {0, 1}, {0, 1}, {1, -1}, {3, -1}, {0, -1}}, h532Lifes(g))
}

// 15. Two-Headed Giant, Alice's team's turn: Alice's Grim Levy, "Each
// opponent sacrifices a creature." Her teammate Bob is no opponent
// (CR 102.3) and keeps his Bear; Carol and Dave choose, in turn order
// after the active team (CR 805.6), Carol's creature still on the
// battlefield as Dave chooses; both creatures die at once, and Dave's
// Collector sees Carol's Bear die (CR 603.10a): Dave's team gains 1.
func TestH532LevyTwoHeaded(t *testing.T) {
	levy := h532Sorc(t, "Grim Levy", "{1}{B}", ability.Effect{Op: ability.OpSacrifice, Who: ability.WhoEachOpponent,
		Group: ability.Group{Types: ability.Creature}})
	g := newTwoHeaded(t)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 2)
	bb := bf(t, g, 1, creature(t, "Brown Bear", "{1}{G}", 2, 2, 0, "Bear"))
	cb := bf(t, g, 2, creature(t, "Grizzly", "{1}{G}", 2, 2, 0, "Bear"))
	col := bf(t, g, 3, h532Collector(t))
	l := hand(t, g, 0, levy)
	require.NoError(t, g.Start(2, 0, game.Main1))
	var s h532Sacrificing
	h532Cast(t, g, 0, l, s.answer(t, g, map[game.PlayerID]game.ObjectID{2: cb, 3: col}))
	require.Equal(t, []game.PlayerID{2, 3}, s.asked, "CR 805.6, 102.3")
	require.Equal(t, []bool{true, true}, s.still)
	require.False(t, gone(g, bb))
	require.True(t, gone(g, cb))
	require.True(t, gone(g, col))
	require.Equal(t, []int{30, 30, 31, 31}, h532Lives(g), "CR 603.10a, 810.9")
}

// 16. Alice controls Bob's Grizzly and her own Bear; Bob controls his
// Grave Mourner and a Brown Bear. Dread Tithe: Alice may sacrifice
// either of the creatures she controls, the Grizzly included; Bob only
// his own, not the Grizzly he owns (CR 701.15a: one sacrifices only what
// one controls). Alice sacrifices the Grizzly: it goes to its owner
// Bob's graveyard (CR 701.15a, 400.3). Bob sacrifices his Bear: his
// Mourner ("a creature you control") sees the Bear die, not the Grizzly,
// which Alice controlled as it last existed (CR 603.10a): Alice loses 1.
func TestH532TitheStolenCreature(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 3)
	ab := bf(t, g, 0, creature(t, "Cave Bear", "{1}{G}", 2, 2, 0, "Bear"))
	gr := bf(t, g, 1, creature(t, "Grizzly", "{1}{G}", 2, 2, 0, "Bear"), game.PutOptions{Controller: 0, SetController: true})
	mo := bf(t, g, 1, h532Mourner(t))
	bb := bf(t, g, 1, creature(t, "Brown Bear", "{1}{G}", 2, 2, 0, "Bear"))
	tt := hand(t, g, 0, h532Tithe(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, tt))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideSacrifice, g.Pending().Kind)
	require.ElementsMatch(t, []game.ObjectID{ab, gr}, choices(g))
	require.NoError(t, g.Apply(chooseObj(0, gr)))
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	require.ElementsMatch(t, []game.ObjectID{mo, bb}, choices(g))
	require.Error(t, g.Apply(chooseObj(1, gr)), "CR 701.15a")
	require.NoError(t, g.Apply(chooseObj(1, bb)))
	resolve(t, g, nil)
	nid, ok := g.Follow(gr)
	require.True(t, ok)
	require.Equal(t, zone.Graveyard, info(t, g, nid).Zone)
	require.Contains(t, g.Zone(1, zone.Graveyard), nid, "CR 400.3: its owner's graveyard")
	require.False(t, gone(g, ab))
	require.Equal(t, 19, g.Life(0), "one trigger: the Bear, not the Grizzly")
}

// 17. Grim Levy when Bob's only creature is a Soldier token: he
// sacrifices it; it dies — Alice's Soul Collector triggers (CR 700.4,
// 603.2) — and then ceases to exist (CR 704.5d, 110.5f).
func TestH532LevyToken(t *testing.T) {
	levy := h532Sorc(t, "Grim Levy", "{1}{B}", ability.Effect{Op: ability.OpSacrifice, Who: ability.WhoEachOpponent,
		Group: ability.Group{Types: ability.Creature}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 2)
	bf(t, g, 0, h532Collector(t))
	tok := h532Token(t, g, 1)
	l := hand(t, g, 0, levy)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h532Cast(t, g, 0, l, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideSacrifice, d.Kind)
		return chooseObj(1, tok)
	})
	h532Ceased(t, g, tok)
	require.Empty(t, g.Zone(1, zone.Graveyard))
	require.Equal(t, 21, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 6. Tap all creatures your opponents control

// h532Stun is "Tap all creatures your opponents control." ({1}{U}).
func h532Stun(t *testing.T) *card.Definition {
	return h532Sorc(t, "Frost Gale", "{1}{U}", h532All(ability.OpTap, ability.Group{Side: ability.OpponentSide}))
}

// h532Taps lists the objects of the EventTap events since the last
// ClearEvents, each with the player the event names.
func h532Taps(g *game.Game) map[game.ObjectID]game.PlayerID {
	out := map[game.ObjectID]game.PlayerID{}
	for _, e := range g.Events() {
		if e.Kind == game.EventTap {
			out[e.Object] = e.Player
		}
	}
	return out
}

// 18. Three players: Alice's Frost Gale taps Bob's and Carol's creatures
// — every other player is her opponent (CR 102.3) — not her own. The log
// says each was tapped by Alice's effect.
func TestH532FrostGaleFreeForAll(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 2)
	ab := bf(t, g, 0, creature(t, "Cave Bear", "{1}{G}", 2, 2, 0, "Bear"))
	bb := bf(t, g, 1, creature(t, "Brown Bear", "{1}{G}", 2, 2, 0, "Bear"))
	cb := bf(t, g, 2, creature(t, "Grizzly", "{1}{G}", 2, 2, 0, "Bear"))
	cg := bf(t, g, 2, h532Golem(t))
	s := hand(t, g, 0, h532Stun(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s))
	g.ClearEvents()
	resolve(t, g, nil)
	require.False(t, info(t, g, ab).Tapped)
	for _, id := range []game.ObjectID{bb, cb, cg} {
		require.True(t, info(t, g, id).Tapped)
	}
	require.Equal(t, map[game.ObjectID]game.PlayerID{bb: 0, cb: 0, cg: 0}, h532Taps(g))
}

// 19. Two-Headed Giant: Alice's Frost Gale taps Carol's and Dave's
// creatures; her teammate Bob's Bear is not an opponent's (CR 102.3)
// and stays untapped.
func TestH532FrostGaleTwoHeaded(t *testing.T) {
	g := newTwoHeaded(t)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 2)
	bb := bf(t, g, 1, creature(t, "Brown Bear", "{1}{G}", 2, 2, 0, "Bear"))
	cb := bf(t, g, 2, creature(t, "Grizzly", "{1}{G}", 2, 2, 0, "Bear"))
	db := bf(t, g, 3, creature(t, "Cave Bear", "{1}{G}", 2, 2, 0, "Bear"))
	s := hand(t, g, 0, h532Stun(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h532Cast(t, g, 0, s, nil)
	require.False(t, info(t, g, bb).Tapped, "a teammate is no opponent")
	require.True(t, info(t, g, cb).Tapped)
	require.True(t, info(t, g, db).Tapped)
}

// ---------------------------------------------------------------------
// Part 7. Groups with a side when control changes during the resolution

// 20. Turncoat's Purge: "Gain control of target creature. Then destroy
// all creatures you don't control." The instructions are followed in
// order (CR 608.2c): when the second one is carried out Alice controls
// Bob's Grizzly, which survives; Bob's Brown Bear dies; Alice's Cave
// Bear survives. Written the other way round ("Destroy all creatures
// you don't control. Then gain control of target creature."), the
// Grizzly is destroyed first and the control change finds nothing to
// act on (CR 609.3): the Grizzly is in Bob's graveyard.
func TestH532StealThenPurge(t *testing.T) {
	steal := ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently}
	purge := h532All(ability.OpDestroy, ability.Group{Side: ability.NotYourSide})
	for _, first := range []bool{true, false} {
		es := []ability.Effect{steal, purge}
		if !first {
			es = []ability.Effect{purge, steal}
		}
		tp := sorcery(t, "Turncoat's Purge", "{3}{U}{B}", []ability.TargetSpec{ability.TargetCreature}, es...)
		g := newGame(t, 2)
		libs(t, g, 5)
		lands(t, g, 0, card.Swamp, 3)
		lands(t, g, 0, card.Island, 2)
		ab := bf(t, g, 0, creature(t, "Cave Bear", "{1}{G}", 2, 2, 0, "Bear"))
		gr := bf(t, g, 1, creature(t, "Grizzly", "{1}{G}", 2, 2, 0, "Bear"))
		bb := bf(t, g, 1, creature(t, "Brown Bear", "{1}{G}", 2, 2, 0, "Bear"))
		c := hand(t, g, 0, tp)
		require.NoError(t, g.Start(2, 0, game.Main1))
		h532Cast(t, g, 0, c, nil, obj(gr))
		require.False(t, gone(g, ab))
		require.Equal(t, zone.Graveyard, zoneOf(t, g, bb))
		if first {
			require.False(t, gone(g, gr), "CR 608.2c")
			require.Equal(t, game.PlayerID(0), info(t, g, gr).Controller)
		} else {
			require.Equal(t, zone.Graveyard, zoneOf(t, g, gr), "CR 608.2c")
		}
	}
}

// 21. Mass Mutiny: "Until end of turn, gain control of all creatures
// your opponents control. Untap them. They gain haste. Then creatures
// you control get +1/+0 until end of turn." The second group is read
// when its instruction is carried out (CR 608.2c): it includes the
// creatures just taken, so Bob's 2/2 Bear is a 3/2 under Alice's
// control, untapped, with haste. At the cleanup step the control change
// ends and the Bear goes back to Bob (CR 514.2, 611.2a).
func TestH532MutinyThenAnthem(t *testing.T) {
	mut := h532Sorc(t, "Mass Mutiny", "{3}{R}{R}",
		ability.Effect{Op: ability.OpGainControl, Subject: ability.SubjectAll, Group: ability.Group{Side: ability.OpponentSide},
			Untap: true, Keywords: ability.Haste, Duration: ability.UntilEndOfTurn},
		ability.Effect{Op: ability.OpModify, Subject: ability.SubjectAll, Group: ability.Group{Side: ability.YourSide}, Power: 1})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Mountain, 5)
	bb := bf(t, g, 1, creature(t, "Brown Bear", "{1}{G}", 2, 2, 0, "Bear"), game.PutOptions{Tapped: true})
	m := hand(t, g, 0, mut)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h532Cast(t, g, 0, m, nil)
	require.Equal(t, game.PlayerID(0), info(t, g, bb).Controller)
	require.False(t, info(t, g, bb).Tapped)
	require.Equal(t, [2]int{3, 2}, pt(t, g, bb), "CR 608.2c: the group is read as the instruction is carried out")
	toAttackers(t, g)
	attack(t, g, 0, game.Attack{Attacker: bb, Player: 1})
	combatTo(t, g, game.Main2)
	require.Equal(t, 17, g.Life(1))
	for g.Turn() == 2 {
		idleAnswer(t, g, g.Pending(), "TestH532MutinyThenAnthem")
	}
	require.Equal(t, game.PlayerID(1), info(t, g, bb).Controller, "CR 514.2")
}

// ---------------------------------------------------------------------
// Part 8. Regeneration for a group, and state-based actions in rounds

// 29. Alice's Circle of Renewal, "Regenerate each creature you control."
// (instant), cast in response to Bob's Night Harvest on his turn: her
// Cave Bear and Grizzly each get a shield and survive, tapped
// (CR 701.13a); Bob's Brown Bear dies. A Sudden Bear Alice flashes in
// after the Circle resolved, with the Harvest still on the stack, had no
// shield — the group was the creatures she controlled as the Circle
// resolved (CR 608.2c, 611.2c) — and is destroyed.
func TestH532RegenerateAllThenWrath(t *testing.T) {
	circle := h532Inst(t, "Circle of Renewal", "{1}{G}", h532All(ability.OpRegenerate, ability.Group{Side: ability.YourSide}))
	flashBear := h532Crt(t, "Sudden Bear", "{1}{G}", 2, 2, card.Definition{Subtypes: []string{"Bear"}, Keywords: ability.Flash})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Forest, 4)
	lands(t, g, 1, card.Swamp, 4)
	ab := bf(t, g, 0, creature(t, "Cave Bear", "{1}{G}", 2, 2, 0, "Bear"))
	gr := bf(t, g, 0, creature(t, "Grizzly", "{1}{G}", 2, 2, 0, "Bear"))
	bb := bf(t, g, 1, creature(t, "Brown Bear", "{1}{G}", 2, 2, 0, "Bear"))
	c := hand(t, g, 0, circle)
	fb := hand(t, g, 0, flashBear)
	w := hand(t, g, 1, h532Wrath(t))
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, w))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, c))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1)) // the Circle resolves; Bob has priority (CR 116.3b)
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, fb))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1)) // the Sudden Bear resolves
	fbID := find(t, g, 0, flashBear)
	require.NotZero(t, fbID)
	resolve(t, g, nil)
	for _, id := range []game.ObjectID{ab, gr} {
		require.False(t, gone(g, id), "CR 701.13a")
		require.True(t, info(t, g, id).Tapped)
	}
	require.Equal(t, zone.Graveyard, zoneOf(t, g, bb))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, fbID), "CR 611.2c: no shield")
}

// 30. Withering Breath ("All creatures get -1/-1 until end of turn. You
// gain 1 life for each creature on the battlefield.") against Bob's Elf
// Warden (1/1, "Other creatures you control get +1/+1") and his Soul
// Collector (1/1, a 2/2 with the Warden). The Warden's toughness is 0:
// it goes to the graveyard; the Collector's is 1 until then. The
// state-based actions are checked again (CR 704.3): without the Warden
// the Collector is a 0/0 and goes too. The Collector saw the Warden die
// (its ability triggered as the Warden left, CR 603.2, 603.10a), so Bob
// gains 1 though the Collector is gone by then (CR 112.7a). Alice gains
// 2 for the two creatures on the battlefield as she counted (CR 608.2g).
func TestH532MinusOneLordCascade(t *testing.T) {
	wb := h532Sorc(t, "Withering Breath", "{2}{B}",
		ability.Effect{Op: ability.OpModify, Subject: ability.SubjectAll, Power: -1, Toughness: -1},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.CountPermanents}})
	warden := h532Crt(t, "Elf Warden", "{1}{G}", 1, 1, card.Definition{Subtypes: []string{"Elf"}, Statics: []ability.Static{{
		Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide, Other: true}, Power: 1, Toughness: 1}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 3)
	wd := bf(t, g, 1, warden)
	col := bf(t, g, 1, h532Collector(t))
	w := hand(t, g, 0, wb)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, col))
	h532Cast(t, g, 0, w, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, wd))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, col), "CR 704.3: a second round")
	require.Equal(t, []int{22, 21}, h532Lives(g))
}

// ---------------------------------------------------------------------
// Positions the engine got wrong before the fixes that came with this
// set; each test now guards the fix.
//
// A token that left the battlefield stays in its new zone until the next
// check of state-based actions (CR 704.5d, 110.5f), which comes only
// once the resolving spell is done (CR 704.3, 116.5). Until then it is
// no card (CR 108.2b, 110.5e) and it can't move to another zone
// (CR 110.5g). A spell of one's own that first moves a group of
// creatures and then acts on cards in graveyards or hands meets it
// there, and must treat it as no card and leave it where it is.

// h532Hoard puts onto Bob's battlefield a Soldier token and a Brown Bear
// card.
func h532Hoard(t *testing.T, g *game.Game) (tok, bear game.ObjectID) {
	return h532Token(t, g, 1), bf(t, g, 1, creature(t, "Brown Bear", "{1}{G}", 2, 2, 0, "Bear"))
}

// 22. Night's Rebirth: "Destroy all creatures. Then put all creature
// cards from all graveyards onto the battlefield under your control."
// Bob's Soldier token and Brown Bear die. The token, in Bob's graveyard
// until state-based actions, is not a creature card (CR 108.2b) and
// can't come back to the battlefield (CR 110.5g): only the Bear returns,
// under Alice's control.
func TestH532RebirthLeavesDeadToken(t *testing.T) {
	reb := h532Sorc(t, "Night's Rebirth", "{4}{B}{B}", h532All(ability.OpDestroy, ability.Group{}),
		ability.Effect{Op: ability.OpReanimateAll, Filter: ability.Filter{Types: ability.Creature}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 6)
	tok, bear := h532Hoard(t, g)
	r := hand(t, g, 0, reb)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h532Cast(t, g, 0, r, nil)
	nid, ok := g.Follow(bear)
	require.True(t, ok)
	require.Equal(t, zone.Battlefield, info(t, g, nid).Zone)
	require.Equal(t, game.PlayerID(0), info(t, g, nid).Controller)
	h532Ceased(t, g, tok)
	for _, id := range g.Zone(0, zone.Battlefield) {
		require.False(t, info(t, g, id).Token, "CR 108.2b, 110.5g: the dead Soldier token doesn't come back")
	}
}

// 23. Harvest Tally: "Destroy all creatures. You gain 1 life for each
// creature card in all graveyards." Bob's Soldier token and Brown Bear
// die; the count is taken before state-based actions (CR 608.2g) and
// the token, though still in the graveyard, is no card (CR 108.2b,
// 110.5e): Alice gains 1.
func TestH532TallyCountsOnlyCards(t *testing.T) {
	tally := h532Sorc(t, "Harvest Tally", "{3}{B}{B}", h532All(ability.OpDestroy, ability.Group{}),
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou,
			Amount: ability.Amount{Kind: ability.CardsInGraveyards, Group: ability.Group{Types: ability.Creature}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 5)
	h532Hoard(t, g)
	c := hand(t, g, 0, tally)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h532Cast(t, g, 0, c, nil)
	require.Equal(t, 21, g.Life(0), "CR 108.2b: one creature card, the Bear")
}

// 24. Grave Pact Recall: "Destroy all creatures. Then search your
// graveyard for a creature card and put it onto the battlefield."
// Alice's Soldier token dies with her Cave Bear. The search looks for a
// card (CR 701.17a): the token is none (CR 108.2b) and can't move
// (CR 110.5g), so only the Bear may be found.
func TestH532GraveSearchSkipsDeadToken(t *testing.T) {
	rec := h532Sorc(t, "Grave Pact Recall", "{4}{B}{B}", h532All(ability.OpDestroy, ability.Group{}),
		ability.Effect{Op: ability.OpSearchZones, Who: ability.WhoYou, Zones: ability.SearchGraveyard,
			Filter: ability.Filter{Types: ability.Creature}, Into: ability.IntoBattlefield})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 6)
	tok := h532Token(t, g, 0)
	ab := bf(t, g, 0, creature(t, "Cave Bear", "{1}{G}", 2, 2, 0, "Bear"))
	r := hand(t, g, 0, rec)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideFind, g.Pending().Kind, g.Prompt(game.English))
	nid, _ := g.Follow(ab)
	require.Contains(t, choices(g), nid)
	tid, _ := g.Follow(tok)
	require.NotContains(t, choices(g), tid, "CR 108.2b, 701.17a: the token is no card")
	require.Error(t, g.Apply(chooseObj(0, tid)), "CR 110.5g")
}

// 25. Undertow: "Return all creatures to their owners' hands. Target
// player discards a card." Bob's Soldier token goes to his hand, where
// it stays until state-based actions; his hand also holds a Plains. A
// discard moves a card (CR 701.8a): the token is none (CR 108.2b) and
// can't move again (CR 110.5g), so Bob has one card to discard and
// discards the Plains without a choice; the token then ceases to exist
// (CR 704.5d).
func TestH532DiscardPassesBouncedToken(t *testing.T) {
	ut := sorcery(t, "Undertow", "{3}{U}{B}", []ability.TargetSpec{ability.TargetPlayer},
		h532All(ability.OpBounce, ability.Group{}),
		ability.Effect{Op: ability.OpDiscard, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 3)
	lands(t, g, 0, card.Swamp, 2)
	tok := h532Token(t, g, 1)
	pln := hand(t, g, 1, card.Plains)
	u := hand(t, g, 0, ut)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, u, pl(1)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecidePriority, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, pln), "the Plains is the one card")
	require.True(t, gone(g, tok), "the token ceased to exist (CR 704.5d)")
	require.Zero(t, g.ZoneLen(1, zone.Hand))
}

// 26. Undertow Tithe: "Return all creatures to their owners' hands. Each
// opponent discards a card at random." Bob's hand is empty; his Soldier
// token goes there. He has no card to discard (CR 108.2b, 701.8a) and
// the token can't move (CR 110.5g): nothing is discarded, and Alice's
// Hungry Maw ("whenever an opponent discards a card, you gain 2 life")
// doesn't trigger.
func TestH532RandomDiscardSkipsBouncedToken(t *testing.T) {
	ut := h532Sorc(t, "Undertow Tithe", "{3}{U}{B}", h532All(ability.OpBounce, ability.Group{}),
		ability.Effect{Op: ability.OpDiscardRandom, Who: ability.WhoEachOpponent, Amount: ability.N(1)})
	maw := def(t, card.Definition{Name: "Hungry Maw", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.PlayerDiscards, Match: ability.Filter{Side: ability.OpponentSide}, Effects: gain(2)}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 3)
	lands(t, g, 0, card.Swamp, 2)
	bf(t, g, 0, maw)
	h532Token(t, g, 1)
	u := hand(t, g, 0, ut)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, u))
	g.ClearEvents()
	resolve(t, g, nil)
	for _, e := range g.Events() {
		require.NotEqual(t, game.EventDiscard, e.Kind, "CR 108.2b: Bob has no card to discard")
	}
	require.Equal(t, 20, g.Life(0), "nothing was discarded")
}

// 27. Scorch Angel: white 2/2 lifelink, "{T}: Scorch Angel deals 1 damage
// to each creature and each artifact." Bob controls a Brown Bear and an
// Idol, a noncreature artifact. Damage can't be dealt to an object
// that's neither a creature nor a planeswalker (CR 119.1a): the Angel
// deals 1 damage to the Bear and 1 to itself, none to the Idol, and
// Alice gains 2 life (CR 702.15b).
func TestH532NoDamageToNoncreatureArtifact(t *testing.T) {
	angel := h532Crt(t, "Scorch Angel", "{2}{W}", 2, 2, card.Definition{Subtypes: []string{"Angel"}, Keywords: ability.Lifelink,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{{Op: ability.OpDamage,
			Subject: ability.SubjectAll, Group: ability.Group{Types: ability.Creature | ability.Artifact}, Amount: ability.N(1)}}}}})
	idol := def(t, card.Definition{Name: "Idol", ManaCost: cost("{2}"), Types: ability.Artifact})
	g := newGame(t, 2)
	libs(t, g, 5)
	a := bf(t, g, 0, angel)
	bb := bf(t, g, 1, creature(t, "Brown Bear", "{1}{G}", 2, 2, 0, "Bear"))
	id := bf(t, g, 1, idol)
	require.NoError(t, g.Start(2, 0, game.Main1))
	g.ClearEvents()
	require.NoError(t, g.Activate(0, a, 0))
	resolve(t, g, nil)
	require.Equal(t, 1, info(t, g, bb).Damage)
	require.Equal(t, 1, info(t, g, a).Damage, "the Angel is a creature too")
	for _, e := range g.Events() {
		require.False(t, e.Kind == game.EventDamage && e.Object == id, "CR 119.1a: no damage is dealt to the Idol")
	}
	require.Equal(t, 22, g.Life(0), "CR 119.1a, 702.15b: 2 damage dealt, 2 life")
}

// 28. Tidal Burial: "Put all creatures on top of their owners'
// libraries." When an effect puts two or more cards in a specific
// position in a library at the same time, their owner may arrange them
// in any order (CR 401.4), which the engine doesn't ask of this effect:
// Check refuses it and names the field.
func TestH532PutAllOnTopRefused(t *testing.T) {
	e := h532All(ability.OpPutIntoLibrary, ability.Group{})
	e.Amount = ability.N(1)
	burial := card.Define(card.Definition{Name: "Tidal Burial", ManaCost: cost("{3}{U}"), Types: ability.Sorcery,
		Spell: ability.Spell{Effects: []ability.Effect{e}}})
	var fe *card.FieldError
	require.ErrorAs(t, burial.Check(), &fe)
	require.Equal(t, "Spell.Effects[0].Subject", fe.Field)
}
