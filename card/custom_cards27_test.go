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

// Custom cards, twenty-seventh set: static abilities and the layers of
// continuous effects (CR 604, 611, 613). Anthems and lords with filters
// (other, subtype, colour, side, teammates), animated lands under
// anthems, characteristic-defining power and toughness reading added
// land types, power and toughness in sublayers 7a-7d with statics and
// resolved effects in timestamp order, "loses all abilities" against
// statics, protection and hexproof granted by statics and the targets
// they make illegal on resolution (CR 608.2b), Aura and Equipment
// statics (moving, re-attaching, protection from their own colour),
// "as long as" statics turning off, effects that end in the cleanup
// step while statics go on, control changes under statics, cost
// increases; definitions Check refuses; and, at the end, definitions
// Check accepts that the engine misplays (skipped, each saying what is
// wrong).

// ---------------------------------------------------------------------
// Helpers

// h506Crt is a checked creature card with the given extra fields.
func h506Crt(t *testing.T, name, mc string, p, tg int, sub string, d card.Definition) *card.Definition {
	d.Name, d.ManaCost, d.Types = name, cost(mc), ability.Creature
	if sub != "" {
		d.Subtypes = []string{sub}
	}
	d.Power, d.Toughness = C(p), C(tg)
	return def(t, d)
}

// h506Ench is a checked enchantment with keywords kw (Flash) and statics.
func h506Ench(t *testing.T, name, mc string, kw ability.Keyword, ss ...ability.Static) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Enchantment, Keywords: kw, Statics: ss})
}

// h506Aura is a checked "Enchant creature" Aura with keywords kw and
// statics.
func h506Aura(t *testing.T, name, mc string, kw ability.Keyword, ss ...ability.Static) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Keywords: kw, Statics: ss})
}

// h506Equip is a checked Equipment with "Equip {eq}" and statics.
func h506Equip(t *testing.T, name, mc, eq string, ss ...ability.Static) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Statics: ss, Activated: []ability.Activated{{
			Cost:    ability.Cost{Mana: cost(eq)},
			Timing:  ability.SorcerySpeed,
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}},
			Effects: []ability.Effect{{Op: ability.OpAttach, Target: 0}},
		}}})
}

// h506Group is a static giving group gr +p/+t and keywords kw.
func h506Group(gr ability.Group, p, tg int, kw ability.Keyword) ability.Static {
	return ability.Static{Affects: ability.AffectsGroup, Group: gr, Power: p, Toughness: tg, Keywords: kw}
}

// h506Mine, h506Theirs and h506NotMine are "creatures you control",
// "creatures your opponents control" and "creatures you don't control".
var (
	h506Mine    = ability.Group{Side: ability.YourSide}
	h506Theirs  = ability.Group{Side: ability.OpponentSide}
	h506NotMine = ability.Group{Side: ability.NotYourSide}
)

// h506Spell is a checked instant with one target spec and effects.
func h506Spell(t *testing.T, name, mc string, ts ability.TargetSpec, es ...ability.Effect) *card.Definition {
	return instant(t, name, mc, []ability.TargetSpec{ts}, es...)
}

// h506Destroy is "destroy target <ts>".
func h506Destroy(t *testing.T, name, mc string, ts ability.TargetSpec) *card.Definition {
	return h506Spell(t, name, mc, ts, ability.Effect{Op: ability.OpDestroy, Target: 0})
}

// h506Become is "until end of turn, target <ts> becomes e" (OpBecome).
func h506Become(t *testing.T, name, mc string, ts ability.TargetSpec, e ability.Effect) *card.Definition {
	e.Op, e.Target, e.Subject = ability.OpBecome, 0, ability.SubjectTarget
	return h506Spell(t, name, mc, ts, e)
}

// h506Hex is "{U}: until end of turn, target creature loses all abilities
// and becomes a blue Frog with base power and toughness 1/1".
func h506Hex(t *testing.T) *card.Definition {
	return h506Become(t, "Newt Curse", "{U}", ability.TargetCreature, ability.Effect{Power: 1, Toughness: 1,
		LoseAllAbilities: true, SetColors: mana.SetOf(mana.Blue), AddSubtype: "Frog", ReplaceCreatureTypes: true})
}

// h506Animate is "{G}: until end of turn, target land becomes a 3/3
// Elemental creature with haste. It's still a land."
func h506Animate(t *testing.T) *card.Definition {
	return h506Become(t, "Wake the Loam", "{G}", ability.TargetSpec{Allow: ability.AllowLand}, ability.Effect{Power: 3, Toughness: 3,
		AddTypes: ability.Creature, AddSubtype: "Elemental", Keywords: ability.Haste})
}

// h506Pump is "target creature gets +p/+t (and kw) until end of turn".
func h506Pump(t *testing.T, name, mc string, p, tg int, kw ability.Keyword) *card.Definition {
	return h506Spell(t, name, mc, ability.TargetCreature,
		ability.Effect{Op: ability.OpModify, Target: 0, Power: p, Toughness: tg, Keywords: kw})
}

// h506Shock is "{R}: deal n damage to any target".
func h506Shock(t *testing.T, name string, n int) *card.Definition {
	return h506Spell(t, name, "{R}", ability.TargetCreatureOrPlayer,
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(n)})
}

// h506Cast casts id for p with targets and resolves the stack.
func h506Cast(t *testing.T, g *game.Game, p game.PlayerID, id game.ObjectID, ts ...game.Target) {
	t.Helper()
	require.NoError(t, g.Cast(p, id, ts...))
	resolve(t, g, nil)
}

// h506Respond casts first for p, passes to q, who casts second, and
// resolves the stack.
func h506Respond(t *testing.T, g *game.Game, p game.PlayerID, first game.ObjectID, ft []game.Target, q game.PlayerID, second game.ObjectID, st ...game.Target) {
	t.Helper()
	require.NoError(t, g.Cast(p, first, ft...))
	require.NoError(t, g.Pass(p))
	require.Equal(t, q, g.Pending().Player)
	require.NoError(t, g.Cast(q, second, st...))
	resolve(t, g, nil)
}

// h506NextTurn passes idly until the turn after the current one begins.
func h506NextTurn(t *testing.T, g *game.Game) {
	t.Helper()
	turn := g.Turn()
	for i := 0; i < 300 && g.Turn() == turn && !g.Over(); i++ {
		idleAnswer(t, g, g.Pending(), "h506NextTurn")
	}
	require.Equal(t, turn+1, g.Turn())
}

// h506ToAttack passes priority until attackers are to be declared.
func h506ToAttack(t *testing.T, g *game.Game) {
	t.Helper()
	for i := 0; i < 50 && g.Pending().Kind != game.DecideAttackers; i++ {
		require.Equal(t, game.DecidePriority, g.Pending().Kind, g.Prompt(game.English))
		require.NoError(t, g.Pass(g.Pending().Player))
	}
}

// h506Subtypes reports whether the permanent has subtype st now.
func h506Subtypes(t *testing.T, g *game.Game, id game.ObjectID, st string) bool {
	for _, s := range info(t, g, id).Subtypes {
		if s == st {
			return true
		}
	}
	return false
}

// h506Land is a checked land card with statics.
func h506Land(t *testing.T, name string, ss ...ability.Static) *card.Definition {
	return def(t, card.Definition{Name: name, Types: ability.Land, Statics: ss})
}

var (
	h506Green = mana.SetOf(mana.Green)
	h506Black = mana.SetOf(mana.Black)
	h506Red   = mana.SetOf(mana.Red)
	h506White = mana.SetOf(mana.White)
)

// ---------------------------------------------------------------------
// Part 1. Anthems and lords with filters

// 1. Thicket Marshal: "Other green Elf creatures you control get +1/+1."
// Each condition of the group counts: Alice's green Elf gets it; her red
// Elf, her green Bear, Bob's green Elf and the Marshal itself don't
// (CR 611.3a, 613.3c, 105.2, 205.3m, 109.5).
func TestH506LordFiltersOtherSubtypeColourSide(t *testing.T) {
	marshal := h506Crt(t, "Thicket Marshal", "{1}{G}", 2, 2, "Elf", card.Definition{Statics: []ability.Static{
		h506Group(ability.Group{Subtype: "Elf", Colors: h506Green, Side: ability.YourSide, Other: true}, 1, 1, 0)}})
	g := newGame(t, 2)
	libs(t, g, 3)
	m := bf(t, g, 0, marshal)
	ge := bf(t, g, 0, creature(t, "Moss Elf", "{G}", 1, 1, 0, "Elf"))
	re := bf(t, g, 0, creature(t, "Ember Elf", "{R}", 1, 1, 0, "Elf"))
	gb := bf(t, g, 0, creature(t, "Moss Bear", "{1}{G}", 2, 2, 0, "Bear"))
	be := bf(t, g, 1, creature(t, "Moss Elf", "{G}", 1, 1, 0, "Elf"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, m), "other: not itself")
	require.Equal(t, [2]int{2, 2}, pt(t, g, ge))
	require.Equal(t, [2]int{1, 1}, pt(t, g, re), "red, not green")
	require.Equal(t, [2]int{2, 2}, pt(t, g, gb), "a Bear, not an Elf")
	require.Equal(t, [2]int{1, 1}, pt(t, g, be), "Bob's, not Alice's")
}

// 2. Two Thicket Marshals pump each other ("other"): 3/3 each, and a
// green Elf gets +2/+2. Doom Pin destroys one: the other and the Elf
// lose its bonus at once (CR 611.3a, 611.3b, 613.3c).
func TestH506TwoLordsPumpEachOther(t *testing.T) {
	marshal := h506Crt(t, "Thicket Marshal", "{1}{G}", 2, 2, "Elf", card.Definition{Statics: []ability.Static{
		h506Group(ability.Group{Subtype: "Elf", Colors: h506Green, Side: ability.YourSide, Other: true}, 1, 1, 0)}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 1)
	m1 := bf(t, g, 0, marshal)
	m2 := bf(t, g, 0, marshal)
	e := bf(t, g, 0, creature(t, "Moss Elf", "{G}", 1, 1, 0, "Elf"))
	doom := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, m1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, m2))
	require.Equal(t, [2]int{3, 3}, pt(t, g, e))
	h506Cast(t, g, 0, doom, obj(m1))
	require.True(t, gone(g, m1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, m2))
	require.Equal(t, [2]int{2, 2}, pt(t, g, e))
}

// 3. Bob's Withering Field: "Creatures your opponents control get
// -1/-1." Alice's Frail Sprite (1/1, "When Frail Sprite enters the
// battlefield, you gain 2 life") enters as a 0/0: the static applies as
// it enters (CR 611.3c), it is put into the graveyard as a state-based
// action (CR 704.5f), and its entering trigger still resolves (CR 603.6a,
// 603.10a). Alice's Bear is 1/1; Bob's Bear is 2/2.
func TestH506OpponentsShrinkKillsEntering(t *testing.T) {
	field := h506Ench(t, "Withering Field", "{2}{B}", 0, h506Group(h506Theirs, -1, -1, 0))
	sprite := h506Crt(t, "Frail Sprite", "{W}", 1, 1, "Faerie", card.Definition{Triggered: []ability.Triggered{{
		Event: ability.EntersBattlefield, Effects: gain(2)}}})
	bear := creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	bf(t, g, 1, field)
	ab := bf(t, g, 0, bear)
	bb := bf(t, g, 1, bear)
	s := hand(t, g, 0, sprite)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{1, 1}, pt(t, g, ab))
	require.Equal(t, [2]int{2, 2}, pt(t, g, bb))
	h506Cast(t, g, 0, s)
	require.Equal(t, 1, g.ZoneLen(0, zone.Graveyard))
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 22, g.Life(0), "its entering trigger resolved")
}

// 4. Two-Headed Giant: Alice and Bob are a team. Alice's Foes' Bane
// ("creatures your opponents control get -1/-0") and Sour Ground
// ("creatures you don't control get -0/-1"). Bob's Ox, her teammate's,
// is not an opponent's (CR 102.3, 810.1) and gets only the -0/-1;
// Carol's and Dave's get both; Alice's own get neither (CR 109.5,
// 611.3a).
func TestH506TwoHeadedOpponentsAndOthers(t *testing.T) {
	bane := h506Ench(t, "Foes' Bane", "{1}{B}", 0, h506Group(h506Theirs, -1, 0, 0))
	sour := h506Ench(t, "Sour Ground", "{1}{B}", 0, h506Group(h506NotMine, 0, -1, 0))
	ox := creature(t, "Grizzled Ox", "{2}{G}", 3, 3, 0, "Ox")
	g := newTwoHeaded(t)
	libs(t, g, 3)
	bf(t, g, 0, bane)
	bf(t, g, 0, sour)
	var oxen [4]game.ObjectID
	for p := range oxen {
		oxen[p] = bf(t, g, game.PlayerID(p), ox)
	}
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, oxen[0]))
	require.Equal(t, [2]int{3, 2}, pt(t, g, oxen[1]), "a teammate is not an opponent")
	require.Equal(t, [2]int{2, 2}, pt(t, g, oxen[2]))
	require.Equal(t, [2]int{2, 2}, pt(t, g, oxen[3]))
}

// 5. Wake the Loam makes Alice's Forest a 3/3 Elemental creature with
// haste until end of turn, still a land (layers 4, 6, 7b). Her Loam
// Warden ("Elemental creatures you control get +1/+1") and Rooted Ward
// ("creatures you control get +0/+1") apply to it at once (CR 611.3a,
// 613.1d, 613.3c): 4/5. After the cleanup step (CR 514.2) it is a land
// only, not an Elemental (CR 205.3d), and the statics give it nothing.
func TestH506AnimatedLandAnthemAndLord(t *testing.T) {
	warden := h506Ench(t, "Loam Warden", "{1}{G}", 0, h506Group(ability.Group{Subtype: "Elemental", Side: ability.YourSide}, 1, 1, 0))
	ward := h506Ench(t, "Rooted Ward", "{1}{G}", 0, h506Group(h506Mine, 0, 1, 0))
	g := newGame(t, 2)
	libs(t, g, 3)
	f := bf(t, g, 0, card.Forest)
	lands(t, g, 0, card.Forest, 1)
	bf(t, g, 0, warden)
	bf(t, g, 0, ward)
	a := hand(t, g, 0, h506Animate(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h506Cast(t, g, 0, a, obj(f))
	o := info(t, g, f)
	require.True(t, o.Types.Has(ability.Land) && o.Types.Has(ability.Creature))
	require.True(t, h506Subtypes(t, g, f, "Elemental"))
	require.True(t, h506Subtypes(t, g, f, "Forest"))
	require.Equal(t, [2]int{4, 5}, pt(t, g, f))
	require.True(t, o.Keywords.Has(ability.Haste))
	h506NextTurn(t, g)
	o = info(t, g, f)
	require.False(t, o.Types.Has(ability.Creature))
	require.False(t, h506Subtypes(t, g, f, "Elemental"))
	require.True(t, h506Subtypes(t, g, f, "Forest"))
}

// 6. Alice's Muster Angel: "Muster Angel's power and toughness are each
// equal to the number of creatures you control" (CR 604.3, 613.3a). With
// a Bear, 2/2; Wake the Loam makes a Forest a creature (layer 4, which
// the count reads): 3/3; after the turn, 2/2 again.
func TestH506DefiningPTCountsAnimatedLand(t *testing.T) {
	angel := def(t, card.Definition{Name: "Muster Angel", ManaCost: cost("{3}{W}"), Types: ability.Creature, Subtypes: []string{"Angel"},
		Power: card.Star, Toughness: card.Star, Statics: []ability.Static{{Affects: ability.AffectsSelf, SetPTFromCreatures: true}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	f := bf(t, g, 0, card.Forest)
	lands(t, g, 0, card.Forest, 1)
	an := bf(t, g, 0, angel)
	bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	a := hand(t, g, 0, h506Animate(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, an))
	h506Cast(t, g, 0, a, obj(f))
	require.Equal(t, [2]int{3, 3}, pt(t, g, an))
	h506NextTurn(t, g)
	require.Equal(t, [2]int{2, 2}, pt(t, g, an))
}

// 7. Alice's Night Mare: "Night Mare's power and toughness are each
// equal to the number of Swamps you control" (CR 604.3, 613.3a). She
// controls two Islands, a Swamp and a Mountain: 1/1. Bob's Boggy Tomb
// says "Each land is a Swamp in addition to its other land types"
// (layer 4, CR 305.7, 613.1d): all four of Alice's lands are Swamps and
// the Mare is 4/4 (Bob's lands are not Alice's). The ability defines
// the Mare's power in every zone (CR 604.3, 112.6a): the one in her hand
// is 4/4 too. Alice's Raze destroys the Tomb: 1/1 again.
func TestH506DefiningPTReadsAddedLandType(t *testing.T) {
	mare := def(t, card.Definition{Name: "Night Mare", ManaCost: cost("{4}{B}"), Types: ability.Creature, Subtypes: []string{"Nightmare", "Horse"},
		Power: card.Star, Toughness: card.Star, Statics: []ability.Static{{Affects: ability.AffectsSelf, SetPTFromCount: "Swamp"}}})
	tomb := h506Land(t, "Boggy Tomb", ability.Static{LandsAre: "Swamp"})
	raze := h506Destroy(t, "Raze", "{R}", ability.TargetSpec{Allow: ability.AllowLand})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 1, card.Mountain, 2)
	m := bf(t, g, 0, mare)
	mh := hand(t, g, 0, mare)
	r := hand(t, g, 0, raze)
	tb := hand(t, g, 1, tomb)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Equal(t, [2]int{1, 1}, pt(t, g, m))
	require.NoError(t, g.PlayLand(1, tb))
	tb = find(t, g, 1, tomb)
	require.Equal(t, [2]int{4, 4}, pt(t, g, m))
	require.Equal(t, [2]int{4, 4}, pt(t, g, mh), "a characteristic-defining ability works in the hand")
	require.NoError(t, g.Pass(1))
	h506Cast(t, g, 0, r, obj(tb))
	require.Equal(t, [2]int{1, 1}, pt(t, g, m))
}

// 8. Alice's Bog Lurker: "Bog Lurker gets +2/+2 as long as you control
// a Swamp." She controls only Islands: 2/2. Bob's Boggy Tomb makes every
// land a Swamp (CR 305.7): the condition holds (CR 604.2) and the Lurker
// is 4/4; the Tomb destroyed, 2/2 again.
func TestH506AsLongAsSwampSeesAddedLandType(t *testing.T) {
	lurker := h506Crt(t, "Bog Lurker", "{1}{B}", 2, 2, "Horror", card.Definition{Statics: []ability.Static{
		{Affects: ability.AffectsSelf, IfControlSubtype: "Swamp", Power: 2, Toughness: 2}}})
	tomb := h506Land(t, "Boggy Tomb", ability.Static{LandsAre: "Swamp"})
	raze := h506Destroy(t, "Raze", "{R}", ability.TargetSpec{Allow: ability.AllowLand})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 1, card.Mountain, 1)
	l := bf(t, g, 1, lurker)
	tb := hand(t, g, 0, tomb)
	r := hand(t, g, 1, raze)
	require.NoError(t, g.Start(2, 0, game.Main1))
	// The Lurker is Bob's; the Tomb Alice's.
	require.Equal(t, [2]int{2, 2}, pt(t, g, l))
	require.NoError(t, g.PlayLand(0, tb))
	tb = find(t, g, 0, tomb)
	require.Equal(t, [2]int{4, 4}, pt(t, g, l), "Bob's Mountain is a Swamp")
	require.NoError(t, g.Pass(0))
	h506Cast(t, g, 1, r, obj(tb))
	require.Equal(t, [2]int{2, 2}, pt(t, g, l))
}

// 9. Sublayers 7b, 7c, 7d (CR 613.3, 613.6). Bob's Humbling Field:
// "Creatures your opponents control have base power and toughness 1/1."
// Alice's Grizzled Ox (4/4) with two +1/+1 counters, under her Oath of
// the Ranks (creatures you control get +1/+1): 1/1 base, +1/+1, +2/+2 =
// 4/4. Her Brute Surge (+2/+0 until end of turn): 6/4. Her Titanic Form
// (until end of turn it becomes 5/5), newer than the Field: base 5/5,
// so 10/8. Next turn, the Field's 1/1 base again: 4/4.
func TestH506SublayersWithGroupBase(t *testing.T) {
	field := h506Ench(t, "Humbling Field", "{2}{W}", 0, ability.Static{Affects: ability.AffectsGroup, Group: h506Theirs,
		SetBasePT: true, BasePower: 1, BaseToughness: 1})
	oath := h506Ench(t, "Oath of the Ranks", "{1}{W}", 0, h506Group(h506Mine, 1, 1, 0))
	surge := h506Pump(t, "Brute Surge", "{G}", 2, 0, 0)
	form := h506Become(t, "Titanic Form", "{G}", ability.TargetCreature, ability.Effect{Power: 5, Toughness: 5})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 2)
	bf(t, g, 1, field)
	bf(t, g, 0, oath)
	var cs [game.NumCounterKinds]int
	cs[game.PlusOne] = 2
	ox := bf(t, g, 0, creature(t, "Grizzled Ox", "{2}{G}", 4, 4, 0, "Ox"), game.PutOptions{Counters: cs})
	s := hand(t, g, 0, surge)
	f := hand(t, g, 0, form)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{4, 4}, pt(t, g, ox))
	h506Cast(t, g, 0, s, obj(ox))
	require.Equal(t, [2]int{6, 4}, pt(t, g, ox))
	h506Cast(t, g, 0, f, obj(ox))
	require.Equal(t, [2]int{10, 8}, pt(t, g, ox))
	h506NextTurn(t, g)
	require.Equal(t, [2]int{4, 4}, pt(t, g, ox))
}

// 10. The other order (CR 613.6a, 613.6b). Alice's Titanic Form makes
// her Ox 5/5 until end of turn. Then Bob flashes in his Humbling Field
// (base 1/1 for Alice's creatures): the static is newer than the
// resolved effect and wins in layer 7b: 1/1.
func TestH506NewerStaticBaseBeatsOlderEffect(t *testing.T) {
	field := h506Ench(t, "Humbling Field", "{W}", ability.Flash, ability.Static{Affects: ability.AffectsGroup, Group: h506Theirs,
		SetBasePT: true, BasePower: 1, BaseToughness: 1})
	form := h506Become(t, "Titanic Form", "{G}", ability.TargetCreature, ability.Effect{Power: 5, Toughness: 5})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 1, card.Plains, 1)
	ox := bf(t, g, 0, creature(t, "Grizzled Ox", "{2}{G}", 4, 4, 0, "Ox"))
	f := hand(t, g, 0, form)
	hf := hand(t, g, 1, field)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h506Cast(t, g, 0, f, obj(ox))
	require.Equal(t, [2]int{5, 5}, pt(t, g, ox))
	require.NoError(t, g.Pass(0))
	h506Cast(t, g, 1, hf)
	require.Equal(t, [2]int{1, 1}, pt(t, g, ox))
}

// 11. Bob's Pacifying Shell: "Enchanted creature has base power and
// toughness 0/2." On Alice's Ox (4/4) with a -1/-1 counter: 0/2 base,
// counter -1/-1: power -1 (CR 107.1b: it may be negative), toughness 1.
// Alice's Giant Growth (+3/+3): 2/4 (7c before 7d, CR 613.3).
func TestH506AuraBaseWithCounterNegativePower(t *testing.T) {
	shell := h506Aura(t, "Pacifying Shell", "{1}{U}", 0, ability.Static{Affects: ability.AffectsAttached,
		SetBasePT: true, BasePower: 0, BaseToughness: 2})
	growth := h506Pump(t, "Giant Growth", "{G}", 3, 3, 0)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 1)
	var cs [game.NumCounterKinds]int
	cs[game.MinusOne] = 1
	ox := bf(t, g, 0, creature(t, "Grizzled Ox", "{2}{G}", 4, 4, 0, "Ox"), game.PutOptions{Counters: cs})
	bf(t, g, 1, shell, game.PutOptions{AttachedTo: ox})
	gr := hand(t, g, 0, growth)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{-1, 1}, pt(t, g, ox))
	h506Cast(t, g, 0, gr, obj(ox))
	require.Equal(t, [2]int{2, 4}, pt(t, g, ox))
}

// ---------------------------------------------------------------------
// Part 2. "Loses all abilities" against statics

// 12. Alice's Ward Captain: "Other creatures you control have
// protection from black." Bob's Doom Pin can't target her Bear
// (CR 702.16b). Bob's Newt Curse makes the Captain lose all abilities
// (CR 613.1f): its static no longer exists, the Bear has no protection,
// and Doom Pin destroys it.
func TestH506HexedCaptainStopsGrantingProtection(t *testing.T) {
	captain := h506Crt(t, "Ward Captain", "{1}{W}", 2, 2, "Soldier", card.Definition{Statics: []ability.Static{{
		Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide, Other: true}, Protection: h506Black}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 1)
	lands(t, g, 1, card.Swamp, 1)
	c := bf(t, g, 0, captain)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	hex := hand(t, g, 1, h506Hex(t))
	doom := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Equal(t, h506Black, info(t, g, b).Protection)
	require.Equal(t, mana.ColorSet(0), info(t, g, c).Protection, "other: not itself")
	require.Error(t, g.Cast(1, doom, obj(b)))
	h506Cast(t, g, 1, hex, obj(c))
	require.Equal(t, mana.ColorSet(0), info(t, g, b).Protection)
	h506Cast(t, g, 1, doom, obj(b))
	require.True(t, gone(g, b))
}

// 13. Alice's Sky Banner: "Creatures you control get +1/+1 and have
// flying." Her Bear is 3/3 with flying. Bob's Newt Curse makes it a 1/1
// Frog that lost all abilities: the Banner's +1/+1 is the Banner's
// effect, not an ability of the Bear, and still applies (2/2); its
// flying, granted by an older static, is lost (CR 613.1f, 613.6a). Then
// Alice flashes in Dawn Banner (creatures you control get +0/+1 and
// have vigilance): newer than the loss, it grants vigilance (2/3).
func TestH506HexedBearKeepsBonusLosesOlderGrant(t *testing.T) {
	sky := h506Ench(t, "Sky Banner", "{2}{W}", 0, h506Group(h506Mine, 1, 1, ability.Flying))
	dawn := h506Ench(t, "Dawn Banner", "{W}", ability.Flash, h506Group(h506Mine, 0, 1, ability.Vigilance))
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Island, 1)
	bf(t, g, 0, sky)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	d := hand(t, g, 0, dawn)
	hex := hand(t, g, 1, h506Hex(t))
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	require.True(t, info(t, g, b).Keywords.Has(ability.Flying))
	h506Cast(t, g, 1, hex, obj(b))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
	require.False(t, info(t, g, b).Keywords.Has(ability.Flying))
	require.NoError(t, g.Pass(1))
	h506Cast(t, g, 0, d)
	o := info(t, g, b)
	require.Equal(t, [2]int{2, 3}, [2]int{o.Power, o.Toughness})
	require.True(t, o.Keywords.Has(ability.Vigilance))
	require.False(t, o.Keywords.Has(ability.Flying))
}

// 14. Bob's Tollkeeper: "Activated abilities of creatures your opponents
// control cost {1} more to activate" (CR 601.2f via 602.2b). Alice's
// Spark Adept ("{T}: Spark Adept deals 1 damage to any target") can't
// be activated with no untapped land; Alice's Newt Curse on the
// Tollkeeper removes its static (CR 613.1f), and the Adept's ability,
// free again, is activated with her lands all tapped.
func TestH506TaxGoneWithHexedSource(t *testing.T) {
	toll := h506Crt(t, "Tollkeeper", "{1}{W}", 1, 1, "Human", card.Definition{Statics: []ability.Static{{
		Affects: ability.AffectsGroup, Group: h506Theirs, ActivationTax: 1}}})
	adept := h506Crt(t, "Spark Adept", "{1}{R}", 1, 1, "Human", card.Definition{Activated: []ability.Activated{{
		Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 1)
	tk := bf(t, g, 1, toll)
	ad := bf(t, g, 0, adept)
	hex := hand(t, g, 0, h506Hex(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h506Cast(t, g, 0, hex, obj(tk))
	require.NoError(t, g.Activate(0, ad, 0, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
}

// 15. The same Tollkeeper without the Curse: with her only land tapped
// (it paid for nothing else), Alice can't activate the Adept (CR 601.2f,
// 602.2b); with it untapped, the Adept's ability taps the land too.
func TestH506TaxFromOpponentsStatic(t *testing.T) {
	toll := h506Crt(t, "Tollkeeper", "{1}{W}", 1, 1, "Human", card.Definition{Statics: []ability.Static{{
		Affects: ability.AffectsGroup, Group: h506Theirs, ActivationTax: 1}}})
	adept := h506Crt(t, "Spark Adept", "{1}{R}", 1, 1, "Human", card.Definition{Activated: []ability.Activated{{
		Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	l := bf(t, g, 0, card.Mountain, game.PutOptions{Tapped: true})
	bf(t, g, 1, toll)
	ad := bf(t, g, 0, adept)
	bad := bf(t, g, 1, adept)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.Activate(0, ad, 0, pl(1)))
	h506NextTurn(t, g) // Bob's turn: his own Adept is not taxed
	for g.Pending().Kind != game.DecidePriority || g.Step() != game.Main1 {
		idleAnswer(t, g, g.Pending(), "to Bob's main")
	}
	require.NoError(t, g.Activate(1, bad, 0, pl(0)))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(0))
	h506NextTurn(t, g)
	for g.Pending().Kind != game.DecidePriority || g.Step() != game.Main1 {
		idleAnswer(t, g, g.Pending(), "to Alice's main")
	}
	require.False(t, info(t, g, l).Tapped)
	require.NoError(t, g.Activate(0, ad, 0, pl(1)))
	require.True(t, info(t, g, l).Tapped, "the tax was paid with the Mountain")
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
}

// ---------------------------------------------------------------------
// Part 3. Protection and hexproof from statics; targets made illegal

// 16. Bob's Shock (2 damage) targets Alice's Bear. In response Alice
// flashes Ember Ward onto it ("Enchanted creature has protection from
// red"; the Aura is white). As Shock resolves its only target is
// illegal (CR 702.16b), so it does nothing (CR 608.2b): no damage.
func TestH506FlashWardFizzlesShock(t *testing.T) {
	ward := h506Aura(t, "Ember Ward", "{W}", ability.Flash, ability.Static{Affects: ability.AffectsAttached, Protection: h506Red})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Mountain, 1)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	w := hand(t, g, 0, ward)
	s := hand(t, g, 1, h506Shock(t, "Shock", 2))
	require.NoError(t, g.Start(2, 1, game.Main1))
	h506Respond(t, g, 1, s, []game.Target{obj(b)}, 0, w, obj(b))
	o := info(t, g, b)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, 0, o.Damage)
	require.Equal(t, h506Red, o.Protection)
	require.Equal(t, 1, g.ZoneLen(1, zone.Graveyard), "Shock went to the graveyard")
}

// 17. Bob's Twin Sparks: "Twin Sparks deals 2 damage to target creature
// and 2 damage to another target creature." He targets Alice's Bear and
// his own Ox. Alice flashes in Veil of Thorns ("Creatures you control
// have hexproof", CR 702.11b): the Bear is an illegal target, the Ox
// isn't; the spell resolves and affects the Ox only (CR 608.2b).
func TestH506HexproofVeilOneOfTwoTargets(t *testing.T) {
	veil := h506Ench(t, "Veil of Thorns", "{G}", ability.Flash, h506Group(h506Mine, 0, 0, ability.Hexproof))
	sparks := instant(t, "Twin Sparks", "{1}{R}", []ability.TargetSpec{ability.TargetCreature, {Allow: ability.AllowCreature, Filter: ability.Filter{Another: true}}},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)},
		ability.Effect{Op: ability.OpDamage, Target: 1, Amount: ability.N(2)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 1, card.Mountain, 2)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	ox := bf(t, g, 1, creature(t, "Grizzled Ox", "{2}{G}", 4, 4, 0, "Ox"))
	v := hand(t, g, 0, veil)
	s := hand(t, g, 1, sparks)
	require.NoError(t, g.Start(2, 1, game.Main1))
	h506Respond(t, g, 1, s, []game.Target{obj(b), obj(ox)}, 0, v)
	require.Equal(t, 0, info(t, g, b).Damage)
	require.False(t, gone(g, b))
	require.Equal(t, 2, info(t, g, ox).Damage)
}

// 18. Hexproof stops only opponents (CR 702.11b): under Alice's Veil of
// Thorns her Giant Growth targets her Bear and resolves (5/5); Bob's
// Giant Growth can't target it.
func TestH506HexproofVeilOwnSpellsTarget(t *testing.T) {
	veil := h506Ench(t, "Veil of Thorns", "{G}", 0, h506Group(h506Mine, 0, 0, ability.Hexproof))
	growth := h506Pump(t, "Giant Growth", "{G}", 3, 3, 0)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 1, card.Forest, 1)
	bf(t, g, 0, veil)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	mine := hand(t, g, 0, growth)
	theirs := hand(t, g, 1, growth)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, info(t, g, b).Keywords.Has(ability.Hexproof))
	h506Cast(t, g, 0, mine, obj(b))
	require.Equal(t, [2]int{5, 5}, pt(t, g, b))
	require.NoError(t, g.Pass(0))
	require.Error(t, g.Cast(1, theirs, obj(b)))
	require.False(t, offered(g, theirs, obj(b)))
}

// 19. Layer 2 before layer 6 (CR 613.1b, 613.1f, 109.5). Bob's Veil of
// Thorns gives his creatures hexproof. He steals Alice's Bear until end
// of turn: it is his, so it has hexproof against Alice, and her Doom Pin
// can't target it. Next turn it is hers again, without hexproof.
func TestH506StolenBearHasThiefsHexproof(t *testing.T) {
	veil := h506Ench(t, "Veil of Thorns", "{G}", 0, h506Group(h506Mine, 0, 0, ability.Hexproof))
	steal := h506Spell(t, "Borrowed Will", "{1}{U}", ability.TargetCreature,
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.UntilEndOfTurn})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 1, card.Island, 2)
	bf(t, g, 1, veil)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	d := hand(t, g, 0, doomDef)
	st := hand(t, g, 1, steal)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.False(t, info(t, g, b).Keywords.Has(ability.Hexproof))
	h506Cast(t, g, 1, st, obj(b))
	o := info(t, g, b)
	require.Equal(t, game.PlayerID(1), o.Controller)
	require.True(t, o.Keywords.Has(ability.Hexproof))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.Error(t, g.Cast(0, d, obj(b)))
	h506NextTurn(t, g)
	o = info(t, g, b)
	require.Equal(t, game.PlayerID(0), o.Controller)
	require.False(t, o.Keywords.Has(ability.Hexproof))
}

// 20. A white Aura that gives protection from white: Self-Defeating
// Ward ("Enchanted creature has protection from white") resolves and
// attaches, and its own static makes it illegal (CR 702.16c): it is put
// into the graveyard as a state-based action (CR 704.5n), and the Bear
// has no protection. Devout Ward says the same and "This effect doesn't
// remove Auras" (CR 702.16m): it stays, and the Bear has protection
// from white.
func TestH506WhiteWardProtectionFromWhite(t *testing.T) {
	self := h506Aura(t, "Self-Defeating Ward", "{W}", 0, ability.Static{Affects: ability.AffectsAttached, Protection: h506White})
	devout := h506Aura(t, "Devout Ward", "{W}", 0, ability.Static{Affects: ability.AffectsAttached, Protection: h506White, ProtectionKeepsAuras: true})
	for _, keeps := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 3)
		lands(t, g, 0, card.Plains, 1)
		b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
		var w game.ObjectID
		if keeps {
			w = hand(t, g, 0, devout)
		} else {
			w = hand(t, g, 0, self)
		}
		require.NoError(t, g.Start(2, 0, game.Main1))
		h506Cast(t, g, 0, w, obj(b))
		if keeps {
			require.Equal(t, zone.Battlefield, zoneOf(t, g, w))
			require.Equal(t, h506White, info(t, g, b).Protection)
		} else {
			require.Equal(t, zone.Graveyard, zoneOf(t, g, w))
			require.Equal(t, mana.ColorSet(0), info(t, g, b).Protection)
		}
	}
}

// 21. A white Equipment that gives protection from white: Pale Aegis
// ({W}, "Equipped creature has protection from white", Equip {1}) is
// attached to the Bear and at once becomes unattached as a state-based
// action (CR 702.16d, 704.5p); it stays on the battlefield and the Bear
// has no protection.
func TestH506WhiteEquipmentProtectionFromWhite(t *testing.T) {
	aegis := h506Equip(t, "Pale Aegis", "{W}", "{1}", ability.Static{Affects: ability.AffectsAttached, Protection: h506White})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	a := bf(t, g, 0, aegis)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, info(t, g, a).Colors.Has(mana.White))
	require.NoError(t, g.Activate(0, a, 0, obj(b)))
	resolve(t, g, nil)
	o := info(t, g, a)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, game.ObjectID(0), o.AttachedTo)
	require.Equal(t, mana.ColorSet(0), info(t, g, b).Protection)
}

// 22. Alice's Bear wears Verdant Ward ("Enchanted creature has
// protection from green"). It attacks: Bob's green Ox can't block it
// (CR 702.16f). In Bob's turn, his Green Quake ("deals 1 damage to each
// creature") is prevented for the Bear (CR 702.16e), not for his own
// Ox.
func TestH506ProtectionStopsBlockAndDamage(t *testing.T) {
	ward := h506Aura(t, "Verdant Ward", "{W}", 0, ability.Static{Affects: ability.AffectsAttached, Protection: h506Green})
	quake := instant(t, "Green Quake", "{G}", nil, ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Creature}, Amount: ability.N(1)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Forest, 1)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	bf(t, g, 0, ward, game.PutOptions{AttachedTo: b})
	ox := bf(t, g, 1, creature(t, "Grizzled Ox", "{2}{G}", 4, 4, 0, "Ox"))
	q := hand(t, g, 1, quake)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h506ToAttack(t, g)
	attack(t, g, 0, game.Attack{Attacker: b, Player: 1})
	// Bob has no legal block, so he may not even be asked.
	for g.Turn() == 2 {
		if d := g.Pending(); d.Kind == game.DecideBlockers {
			require.Error(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1, Blockers: []game.Block{{Blocker: ox, Attacker: b}}}))
		}
		idleAnswer(t, g, g.Pending(), "to Bob's turn")
	}
	require.Equal(t, 18, g.Life(1))
	for g.Pending().Kind != game.DecidePriority || g.Step() != game.Main1 {
		idleAnswer(t, g, g.Pending(), "to Bob's main")
	}
	h506Cast(t, g, 1, q)
	require.Equal(t, 0, info(t, g, b).Damage)
	require.Equal(t, 1, info(t, g, ox).Damage)
}

// 23. Bob's Bear wears his Brass Skin ("Enchanted creature is an
// artifact in addition to its other types", layer 4). Alice's Shatter
// targets it as an artifact. Bob responds by destroying his own Aura:
// as Shatter resolves the Bear is no artifact, an illegal target, and
// Shatter does nothing (CR 608.2b, 613.1d).
func TestH506TargetStopsBeingArtifact(t *testing.T) {
	skin := h506Aura(t, "Brass Skin", "{1}{U}", 0, ability.Static{Affects: ability.AffectsAttached, AddTypes: ability.Artifact})
	shatter := h506Destroy(t, "Shatter", "{R}", ability.TargetArtifact)
	unbind := h506Destroy(t, "Unbind", "{W}", ability.TargetSpec{Allow: ability.AllowEnchantment})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 1, card.Plains, 1)
	b := bf(t, g, 1, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	sk := bf(t, g, 1, skin, game.PutOptions{AttachedTo: b})
	sh := hand(t, g, 0, shatter)
	u := hand(t, g, 1, unbind)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, info(t, g, b).Types.Has(ability.Artifact))
	h506Respond(t, g, 0, sh, []game.Target{obj(b)}, 1, u, obj(sk))
	require.True(t, gone(g, sk))
	require.False(t, gone(g, b))
	require.False(t, info(t, g, b).Types.Has(ability.Artifact))
}

// 24. Alice's Smite the Mighty: "Destroy target creature with power 4 or
// greater." Bob's Scrap Brute (2/2, "gets +2/+2 as long as you control
// an artifact") with his Brass Trinket: 4/4, a legal target. Bob
// responds by destroying his Trinket: the condition fails (CR 604.2),
// the Brute is 2/2, an illegal target, and Smite does nothing
// (CR 608.2b).
func TestH506AsLongAsEndsTargetIllegal(t *testing.T) {
	brute := h506Crt(t, "Scrap Brute", "{1}{R}", 2, 2, "Warrior", card.Definition{Statics: []ability.Static{{
		Affects: ability.AffectsSelf, If: ability.IfYouControl(ability.Artifact), Power: 2, Toughness: 2}}})
	trinket := def(t, card.Definition{Name: "Brass Trinket", ManaCost: cost("{1}"), Types: ability.Artifact})
	smite := h506Destroy(t, "Smite the Mighty", "{W}", ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{MinPower: 4}})
	shatter := h506Destroy(t, "Shatter", "{R}", ability.TargetArtifact)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Mountain, 1)
	br := bf(t, g, 1, brute)
	tr := bf(t, g, 1, trinket)
	sm := hand(t, g, 0, smite)
	sh := hand(t, g, 1, shatter)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{4, 4}, pt(t, g, br))
	h506Respond(t, g, 0, sm, []game.Target{obj(br)}, 1, sh, obj(tr))
	require.False(t, gone(g, br))
	require.Equal(t, [2]int{2, 2}, pt(t, g, br))
}

// 25. Alice's Smite the Wicked: "Destroy target black creature." Bob
// responds with Whitewash on his Grave Rat (until end of turn it becomes
// a white 2/2, layer 5): as Smite resolves the Rat is not black, an
// illegal target (CR 608.2b, 613.1e).
func TestH506ColourChangedTargetIllegal(t *testing.T) {
	smite := h506Destroy(t, "Smite the Wicked", "{W}", ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Colors: h506Black}})
	wash := h506Become(t, "Whitewash", "{W}", ability.TargetCreature, ability.Effect{Power: 2, Toughness: 2, SetColors: h506White})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Plains, 1)
	rat := bf(t, g, 1, creature(t, "Grave Rat", "{1}{B}", 2, 2, 0, "Rat"))
	sm := hand(t, g, 0, smite)
	w := hand(t, g, 1, wash)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h506Respond(t, g, 0, sm, []game.Target{obj(rat)}, 1, w, obj(rat))
	require.False(t, gone(g, rat))
	require.Equal(t, h506White, info(t, g, rat).Colors)
}

// ---------------------------------------------------------------------
// Part 4. Effects that end while statics go on

// 26. Alice's Young Wolf (1/1) gets Giant Growth (+3/+3 until end of
// turn): 4/4. Bob flashes in Withering Field (creatures your opponents
// control get -1/-1): 3/3. In the cleanup step the Growth ends
// (CR 514.2) and the Wolf is 0/0: it is put into the graveyard as a
// state-based action checked in that cleanup step (CR 514.3a, 704.5f).
func TestH506PumpEndsStaticKillsInCleanup(t *testing.T) {
	field := h506Ench(t, "Withering Field", "{B}", ability.Flash, h506Group(h506Theirs, -1, -1, 0))
	growth := h506Pump(t, "Giant Growth", "{G}", 3, 3, 0)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 1, card.Swamp, 1)
	w := bf(t, g, 0, creature(t, "Young Wolf", "{G}", 1, 1, 0, "Wolf"))
	gr := hand(t, g, 0, growth)
	f := hand(t, g, 1, field)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h506Cast(t, g, 0, gr, obj(w))
	require.NoError(t, g.Pass(0))
	h506Cast(t, g, 1, f)
	require.Equal(t, [2]int{3, 3}, pt(t, g, w))
	h506NextTurn(t, g)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, w))
}

// 27. Alice's Bear (2/2) gets Stone Skin (+0/+2 until end of turn) and
// Bob's Shock deals 3 to it: 2/4 with 3 damage, alive. In the cleanup
// step the damage is removed and the effect ends at the same time
// (CR 514.2): the Bear survives, 2/2 with no damage.
func TestH506DamageAndPumpEndTogether(t *testing.T) {
	skin := h506Pump(t, "Stone Skin", "{G}", 0, 2, 0)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 1, card.Mountain, 1)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	sk := hand(t, g, 0, skin)
	s := hand(t, g, 1, h506Shock(t, "Searing Bolt", 3))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h506Cast(t, g, 0, sk, obj(b))
	require.NoError(t, g.Pass(0))
	h506Cast(t, g, 1, s, obj(b))
	o := info(t, g, b)
	require.Equal(t, 3, o.Damage)
	require.Equal(t, [2]int{2, 4}, [2]int{o.Power, o.Toughness})
	h506NextTurn(t, g)
	o = info(t, g, b)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, 0, o.Damage)
	require.Equal(t, [2]int{2, 2}, [2]int{o.Power, o.Toughness})
}

// 28. Bob's Newt Curse on Alice's Thicket Marshal (other green Elves you
// control get +1/+1): the Marshal is a blue 1/1 Frog without abilities
// and her Moss Elf is 1/1. When the Curse ends in the cleanup step
// (CR 514.2) the Marshal is a green Elf with its static again, and the
// Elf is 2/2 (CR 613.1d-f, 611.3a).
func TestH506CurseEndsLordReturns(t *testing.T) {
	marshal := h506Crt(t, "Thicket Marshal", "{1}{G}", 2, 2, "Elf", card.Definition{Statics: []ability.Static{
		h506Group(ability.Group{Subtype: "Elf", Colors: h506Green, Side: ability.YourSide, Other: true}, 1, 1, 0)}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 1)
	m := bf(t, g, 0, marshal)
	e := bf(t, g, 0, creature(t, "Moss Elf", "{G}", 1, 1, 0, "Elf"))
	hex := hand(t, g, 1, h506Hex(t))
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, e))
	h506Cast(t, g, 1, hex, obj(m))
	o := info(t, g, m)
	require.Equal(t, [2]int{1, 1}, [2]int{o.Power, o.Toughness})
	require.Equal(t, mana.SetOf(mana.Blue), o.Colors)
	require.False(t, h506Subtypes(t, g, m, "Elf"))
	require.True(t, h506Subtypes(t, g, m, "Frog"))
	require.Equal(t, [2]int{1, 1}, pt(t, g, e))
	h506NextTurn(t, g)
	o = info(t, g, m)
	require.Equal(t, [2]int{2, 2}, [2]int{o.Power, o.Toughness})
	require.Equal(t, h506Green, o.Colors)
	require.True(t, h506Subtypes(t, g, m, "Elf"))
	require.Equal(t, [2]int{2, 2}, pt(t, g, e))
}

// 29. Alice's Bear (2/2) under her Iron Standard ("as long as you
// control an artifact, creatures you control get +1/+1") with her Brass
// Trinket: 3/3. Bob's Shock deals 2: it lives. Bob's Shatter destroys
// the Trinket: the condition fails (CR 604.2), the Bear is 2/2 with 2
// damage and is destroyed (CR 704.5g).
func TestH506ConditionalAnthemEndsBearDies(t *testing.T) {
	standard := h506Ench(t, "Iron Standard", "{1}{W}", 0, ability.Static{Affects: ability.AffectsGroup, Group: h506Mine,
		If: ability.IfYouControl(ability.Artifact), Power: 1, Toughness: 1})
	trinket := def(t, card.Definition{Name: "Brass Trinket", ManaCost: cost("{1}"), Types: ability.Artifact})
	shatter := h506Destroy(t, "Shatter", "{R}", ability.TargetArtifact)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Mountain, 2)
	bf(t, g, 0, standard)
	tr := bf(t, g, 0, trinket)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	s := hand(t, g, 1, h506Shock(t, "Shock", 2))
	sh := hand(t, g, 1, shatter)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	h506Cast(t, g, 1, s, obj(b))
	require.False(t, gone(g, b))
	h506Cast(t, g, 1, sh, obj(tr))
	require.True(t, gone(g, b))
}

// ---------------------------------------------------------------------
// Part 5. Statics of Auras and Equipment

// 30. Duelist's Blade: "Equipped creature gets +2/+2 and has first
// strike. Equip {1}." Equipped to Alice's first Bear: 4/4 first strike.
// Moved to her second Bear, the static stops applying to the first and
// applies to the second (CR 604.4, 702.6a).
func TestH506EquipmentMovesItsStatic(t *testing.T) {
	blade := h506Equip(t, "Duelist's Blade", "{2}", "{1}", ability.Static{Affects: ability.AffectsAttached, Power: 2, Toughness: 2, Keywords: ability.FirstStrike})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 2)
	b1 := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	b2 := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	bl := bf(t, g, 0, blade)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, bl, 0, obj(b1)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, b1))
	require.True(t, info(t, g, b1).Keywords.Has(ability.FirstStrike))
	require.NoError(t, g.Activate(0, bl, 0, obj(b2)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{2, 2}, pt(t, g, b1))
	require.False(t, info(t, g, b1).Keywords.Has(ability.FirstStrike))
	require.Equal(t, [2]int{4, 4}, pt(t, g, b2))
	require.True(t, info(t, g, b2).Keywords.Has(ability.FirstStrike))
}

// 31. Alice's Tidal Shackle on Bob's Ox (3/3): "Enchanted creature gets
// -2/-0 as long as you control an Island." "You" is the Aura's
// controller (CR 109.5): with Alice's Island, 1/3. Bob's Raze destroys
// her only Island: 3/3, though Bob controls Islands (CR 604.2).
func TestH506AuraConditionReadsAurasController(t *testing.T) {
	shackle := h506Aura(t, "Tidal Shackle", "{U}", 0, ability.Static{Affects: ability.AffectsAttached, IfControlSubtype: "Island", Power: -2})
	raze := h506Destroy(t, "Raze", "{R}", ability.TargetSpec{Allow: ability.AllowLand})
	g := newGame(t, 2)
	libs(t, g, 3)
	isl := bf(t, g, 0, card.Island)
	lands(t, g, 1, card.Island, 2)
	lands(t, g, 1, card.Mountain, 1)
	ox := bf(t, g, 1, creature(t, "Grizzled Ox", "{2}{G}", 3, 3, 0, "Ox"))
	sh := hand(t, g, 0, shackle)
	r := hand(t, g, 1, raze)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h506Cast(t, g, 0, sh, obj(ox))
	require.Equal(t, [2]int{1, 3}, pt(t, g, ox))
	require.NoError(t, g.Pass(0))
	h506Cast(t, g, 1, r, obj(isl))
	require.Equal(t, [2]int{3, 3}, pt(t, g, ox))
}

// 32. Giant's Harness: "Equipped creature has base power and toughness
// 5/5. Equip {1}." On Alice's Bear: 5/5. Her Shrink Ray (until end of
// turn, target creature becomes 1/1) is newer: 1/1. Equipping the Bear
// again does nothing (CR 701.3b: already attached, no new timestamp):
// still 1/1. Moved to her Ox, then back to the Bear: attached to a
// different object it gets a new timestamp (CR 701.3c, 613.6d) and wins
// in layer 7b: the Bear is 5/5 again.
func TestH506ReequipSameCreatureNoNewTimestamp(t *testing.T) {
	harness := h506Equip(t, "Giant's Harness", "{2}", "{1}", ability.Static{Affects: ability.AffectsAttached, SetBasePT: true, BasePower: 5, BaseToughness: 5})
	ray := h506Become(t, "Shrink Ray", "{U}", ability.TargetCreature, ability.Effect{Power: 1, Toughness: 1})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	lands(t, g, 0, card.Island, 1)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	ox := bf(t, g, 0, creature(t, "Grizzled Ox", "{2}{G}", 3, 3, 0, "Ox"))
	h := bf(t, g, 0, harness)
	r := hand(t, g, 0, ray)
	require.NoError(t, g.Start(2, 0, game.Main1))
	equip := func(to game.ObjectID) {
		t.Helper()
		require.NoError(t, g.Activate(0, h, 0, obj(to)))
		resolve(t, g, nil)
	}
	equip(b)
	require.Equal(t, [2]int{5, 5}, pt(t, g, b))
	h506Cast(t, g, 0, r, obj(b))
	require.Equal(t, [2]int{1, 1}, pt(t, g, b))
	equip(b)
	require.Equal(t, [2]int{1, 1}, pt(t, g, b), "re-equipping the same creature does nothing")
	equip(ox)
	require.Equal(t, [2]int{5, 5}, pt(t, g, ox))
	require.Equal(t, [2]int{1, 1}, pt(t, g, b))
	equip(b)
	require.Equal(t, [2]int{5, 5}, pt(t, g, b))
	require.Equal(t, [2]int{3, 3}, pt(t, g, ox))
}

// 33. Alice's Bear Chieftain ("Bear creatures you control get +1/+1")
// and Stone Kin ("Elemental creatures you control get +1/+1"). Her
// Stoneform: until end of turn, target creature becomes a 3/3 Elemental
// in addition to its other types (CR 205.1b, 613.1d). The Bear is then
// a Bear Elemental and gets both bonuses: 5/5.
func TestH506AddedCreatureTypeTwoLords(t *testing.T) {
	chief := h506Ench(t, "Bear Chieftain", "{1}{G}", 0, h506Group(ability.Group{Subtype: "Bear", Side: ability.YourSide}, 1, 1, 0))
	kin := h506Ench(t, "Stone Kin", "{1}{G}", 0, h506Group(ability.Group{Subtype: "Elemental", Side: ability.YourSide}, 1, 1, 0))
	stoneform := h506Become(t, "Stoneform", "{G}", ability.TargetCreature, ability.Effect{Power: 3, Toughness: 3, AddSubtype: "Elemental"})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 1)
	bf(t, g, 0, chief)
	bf(t, g, 0, kin)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	s := hand(t, g, 0, stoneform)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	h506Cast(t, g, 0, s, obj(b))
	require.True(t, h506Subtypes(t, g, b, "Bear"))
	require.True(t, h506Subtypes(t, g, b, "Elemental"))
	require.Equal(t, [2]int{5, 5}, pt(t, g, b))
}

// 34. A token enters with the statics already applied (CR 611.3c): Bob's
// Withering Field (-1/-1 to Alice's creatures) and Alice's Oath of the
// Ranks (+1/+1 to hers). Her Call the Pack makes a 1/1 Wolf token: it
// is 1/1 and never a 0/0, so it stays.
func TestH506TokenEntersUnderBothStatics(t *testing.T) {
	field := h506Ench(t, "Withering Field", "{2}{B}", 0, h506Group(h506Theirs, -1, -1, 0))
	oath := h506Ench(t, "Oath of the Ranks", "{1}{W}", 0, h506Group(h506Mine, 1, 1, 0))
	wolf := def(t, card.Definition{Name: "Wolf", Types: ability.Creature, Subtypes: []string{"Wolf"}, Colors: h506Green, Power: C(1), Toughness: C(1)})
	call := sorcery(t, "Call the Pack", "{G}", nil, ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoYou, Amount: ability.N(1), Token: wolf})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 1)
	bf(t, g, 1, field)
	bf(t, g, 0, oath)
	c := hand(t, g, 0, call)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h506Cast(t, g, 0, c)
	w := find(t, g, 0, wolf)
	require.NotZero(t, w)
	require.Equal(t, [2]int{1, 1}, pt(t, g, w))
}

// 35. Bob's Sky Dominion: "Creatures without flying can't attack"
// (CR 508.1c). Alice's two Bears can't attack; her Leap (target creature
// gains flying until end of turn) lets one attack, and not the other.
func TestH506AttackNeedsFlyingGrantedUntilEOT(t *testing.T) {
	dominion := h506Ench(t, "Sky Dominion", "{2}{U}", 0, ability.Static{AttackNeedsKeyword: ability.Flying})
	leap := h506Pump(t, "Leap", "{U}", 0, 0, ability.Flying)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 1)
	bf(t, g, 1, dominion)
	b1 := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	b2 := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	l := hand(t, g, 0, leap)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h506Cast(t, g, 0, l, obj(b1))
	h506ToAttack(t, g)
	require.Error(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: b2, Player: 1}}}))
	attack(t, g, 0, game.Attack{Attacker: b1, Player: 1})
	h506NextTurn(t, g)
	require.Equal(t, 18, g.Life(1))
}

// 36. Layer 2 and "you" (CR 613.1b, 109.5): Bob's Quagmire Idol says
// "You can't play lands." Alice may play a land; Bob may not. Alice
// casts Claim the Idol (gain control of target artifact) in her turn:
// the Idol is hers, and she can't play the land she has left.
func TestH506StolenLandBanBindsNewController(t *testing.T) {
	idol := def(t, card.Definition{Name: "Quagmire Idol", ManaCost: cost("{3}"), Types: ability.Artifact,
		Statics: []ability.Static{{ControllerCantPlayLands: true}}})
	claim := sorcery(t, "Claim the Idol", "{U}", []ability.TargetSpec{ability.TargetArtifact},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 1)
	id := bf(t, g, 1, idol)
	c := hand(t, g, 0, claim)
	f := hand(t, g, 0, card.Forest)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, h506CanPlayLand(g, f))
	h506Cast(t, g, 0, c, obj(id))
	require.Equal(t, game.PlayerID(0), info(t, g, id).Controller)
	require.False(t, h506CanPlayLand(g, f))
	require.Error(t, g.PlayLand(0, f))
}

// h506CanPlayLand reports whether the legal actions offer playing id.
func h506CanPlayLand(g *game.Game, id game.ObjectID) bool {
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActPlayLand && a.Object == id {
			return true
		}
	}
	return false
}

// 37. Alice's Azure Knight has protection from blue (a static of its
// own, CR 702.16a): Bob's blue Newt Curse can't target it (CR 702.16b).
// His black Bog Curse (the same effect, black) can: the Knight loses
// all its abilities, protection included (CR 613.1f), and then Bob's
// blue Mind Spike (1 damage to any target) targets it and kills the 1/1.
func TestH506LosesOwnProtection(t *testing.T) {
	knight := h506Crt(t, "Azure Knight", "{1}{W}", 2, 2, "Knight", card.Definition{Statics: []ability.Static{{
		Affects: ability.AffectsSelf, Protection: mana.SetOf(mana.Blue)}}})
	bog := h506Become(t, "Bog Curse", "{B}", ability.TargetCreature, ability.Effect{Power: 1, Toughness: 1,
		LoseAllAbilities: true, SetColors: mana.SetOf(mana.Blue), AddSubtype: "Frog", ReplaceCreatureTypes: true})
	spike := h506Spell(t, "Mind Spike", "{U}", ability.TargetCreatureOrPlayer, ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 2)
	lands(t, g, 1, card.Swamp, 1)
	k := bf(t, g, 0, knight)
	hex := hand(t, g, 1, h506Hex(t))
	bc := hand(t, g, 1, bog)
	sp := hand(t, g, 1, spike)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Error(t, g.Cast(1, hex, obj(k)))
	h506Cast(t, g, 1, bc, obj(k))
	require.Equal(t, mana.ColorSet(0), info(t, g, k).Protection)
	h506Cast(t, g, 1, sp, obj(k))
	require.True(t, gone(g, k))
}

// 38. Alice's Stone Wardens: "Lands you control have hexproof" (a static
// on noncreature permanents, CR 702.11b, 611.3a). Bob's Raze can't
// target her Forest; it can target his own Mountain, and Alice's own
// Raze may target her Forest.
func TestH506LandsHaveHexproof(t *testing.T) {
	wardens := h506Ench(t, "Stone Wardens", "{1}{G}", 0, ability.Static{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Land, Side: ability.YourSide}, Keywords: ability.Hexproof})
	raze := h506Destroy(t, "Raze", "{R}", ability.TargetSpec{Allow: ability.AllowLand})
	g := newGame(t, 2)
	libs(t, g, 3)
	f := bf(t, g, 0, card.Forest)
	lands(t, g, 0, card.Mountain, 1)
	m := bf(t, g, 1, card.Mountain)
	bf(t, g, 0, wardens)
	br := hand(t, g, 1, raze)
	ar := hand(t, g, 0, raze)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, info(t, g, f).Keywords.Has(ability.Hexproof))
	require.False(t, info(t, g, m).Keywords.Has(ability.Hexproof))
	require.True(t, offered(g, ar, obj(f)))
	require.NoError(t, g.Pass(0))
	require.Error(t, g.Cast(1, br, obj(f)))
	require.False(t, offered(g, br, obj(f)))
	require.True(t, offered(g, br, obj(m)))
}

// 39. Bob's Rust Plague: "Nonartifact creatures get -1/-1." Alice's
// Bear wearing Brass Skin (enchanted creature is an artifact, layer 4)
// is not in the group (CR 613.1d before 613.3c): 2/2; her other Bear is
// 1/1, and so is Bob's.
func TestH506NonartifactGroupReadsAddedType(t *testing.T) {
	plague := h506Ench(t, "Rust Plague", "{2}{B}", 0, h506Group(ability.Group{NotTypes: ability.Artifact}, -1, -1, 0))
	skin := h506Aura(t, "Brass Skin", "{1}{U}", 0, ability.Static{Affects: ability.AffectsAttached, AddTypes: ability.Artifact})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 1, plague)
	b1 := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	b2 := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	b3 := bf(t, g, 1, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	bf(t, g, 0, skin, game.PutOptions{AttachedTo: b1})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b1))
	require.Equal(t, [2]int{1, 1}, pt(t, g, b2))
	require.Equal(t, [2]int{1, 1}, pt(t, g, b3))
}

// 40. Alice's Battle Cry Banner: "Attacking creatures you control get
// +1/+0." Her Bear attacks: 3/2 while attacking, and deals 3 to Bob;
// after combat it is 2/2 (CR 611.3a, 511.3).
func TestH506AttackingCreaturesAnthem(t *testing.T) {
	banner := h506Ench(t, "Battle Cry Banner", "{2}{R}", 0, h506Group(ability.Group{Side: ability.YourSide, Attacking: true}, 1, 0, 0))
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, banner)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	h := bf(t, g, 0, creature(t, "Home Bear", "{1}{G}", 2, 2, 0, "Bear"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
	h506ToAttack(t, g)
	attack(t, g, 0, game.Attack{Attacker: b, Player: 1})
	require.Equal(t, [2]int{3, 2}, pt(t, g, b))
	require.Equal(t, [2]int{2, 2}, pt(t, g, h))
	for g.Step() != game.Main2 {
		idleAnswer(t, g, g.Pending(), "to main 2")
	}
	require.Equal(t, 17, g.Life(1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
}

// 41. Bob's Blight Field: "Creatures your opponents control get -3/-3."
// Alice's Wake the Loam makes her Forest a 3/3 creature: the Field
// applies to it at once (CR 611.3a), it is 0/0 and is put into her
// graveyard as a state-based action (CR 704.5f), a land card there.
func TestH506AnimatedLandDiesUnderStatic(t *testing.T) {
	blight := h506Ench(t, "Blight Field", "{2}{B}{B}", 0, h506Group(h506Theirs, -3, -3, 0))
	g := newGame(t, 2)
	libs(t, g, 3)
	f := bf(t, g, 0, card.Forest)
	lands(t, g, 0, card.Forest, 1)
	bf(t, g, 1, blight)
	a := hand(t, g, 0, h506Animate(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h506Cast(t, g, 0, a, obj(f))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, f))
}

// 42. Indestructible doesn't save a creature with toughness 0
// (CR 704.5f, 702.12b): Alice's Oath of Stone (creatures you control
// have indestructible) and Bob's Withering Field (-1/-1 to Alice's
// creatures): her 1/1 Wolf is put into the graveyard; her Bear (1/1
// now) stays and survives Bob's Shock of 2 (CR 702.12b).
func TestH506IndestructibleZeroToughnessDies(t *testing.T) {
	oath := h506Ench(t, "Oath of Stone", "{2}{W}", 0, h506Group(h506Mine, 0, 0, ability.Indestructible))
	field := h506Ench(t, "Withering Field", "{B}", ability.Flash, h506Group(h506Theirs, -1, -1, 0))
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Swamp, 1)
	lands(t, g, 1, card.Mountain, 1)
	bf(t, g, 0, oath)
	w := bf(t, g, 0, creature(t, "Young Wolf", "{G}", 1, 1, 0, "Wolf"))
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	f := hand(t, g, 1, field)
	s := hand(t, g, 1, h506Shock(t, "Shock", 2))
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.True(t, info(t, g, w).Keywords.Has(ability.Indestructible))
	h506Cast(t, g, 1, f)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, w))
	h506Cast(t, g, 1, s, obj(b))
	o := info(t, g, b)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, [2]int{1, 1}, [2]int{o.Power, o.Toughness})
	require.Equal(t, 2, o.Damage)
}

// ---------------------------------------------------------------------
// Part 6. Definitions Check refuses

// h506Refused checks that Check refuses d and that the refusal names
// field.
func h506Refused(t *testing.T, d card.Definition, field string) {
	t.Helper()
	err := card.Define(d).Check()
	require.Error(t, err, d.Name)
	require.Contains(t, err.Error(), field, d.Name)
}

// h506StaticCrt is a 2/2 creature definition with statics ss.
func h506StaticCrt(name string, ss ...ability.Static) card.Definition {
	return card.Definition{Name: name, ManaCost: cost("{1}{G}"), Types: ability.Creature, Subtypes: []string{"Elf"},
		Power: C(2), Toughness: C(2), Statics: ss}
}

// 43. Statics of layers 4 and 7 the vocabulary can't play are refused:
// a characteristic-defining power and toughness is its own object's only
// (CR 604.3a: it doesn't affect other objects); card types are added by
// Auras and Equipment only, and not under a condition; a creature's own
// unconditional base power and toughness is its printed one (CR 613.3b);
// and a static can't depend on the greatest power, which it would change
// (CR 613.7a).
func TestH506CheckRefusesLayerStatics(t *testing.T) {
	h506Refused(t, h506StaticCrt("Counting Lord", ability.Static{Affects: ability.AffectsGroup, Group: h506Mine, SetPTFromCount: "Forest"}), "Affects")
	h506Refused(t, h506StaticCrt("Counting Lord", ability.Static{Affects: ability.AffectsGroup, Group: h506Mine, SetPTFromCreatures: true}), "Affects")
	h506Refused(t, h506StaticCrt("Self Artificer", ability.Static{Affects: ability.AffectsSelf, AddTypes: ability.Artifact}), "AddTypes")
	h506Refused(t, h506StaticCrt("Group Artificer", ability.Static{Affects: ability.AffectsGroup, Group: h506Mine, AddTypes: ability.Artifact}), "AddTypes")
	h506Refused(t, card.Definition{Name: "Fickle Skin", ManaCost: cost("{U}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, AddTypes: ability.Artifact,
			IfControlSubtype: "Island"}}}, "AddTypes")
	h506Refused(t, h506StaticCrt("Fixed Form", ability.Static{Affects: ability.AffectsSelf, SetBasePT: true, BasePower: 4, BaseToughness: 4}), "SetBasePT")
	h506Refused(t, h506StaticCrt("Greatest Lord", ability.Static{Affects: ability.AffectsGroup, Group: h506Mine, Power: 1,
		If: ability.If(ability.ControlEachGreatestPower)}), "If")
}

// 44. Groups and fields a static doesn't read are refused rather than
// ignored: "creatures without flying" (WithoutKeyword), "creatures
// target player controls" (only spells and activated and triggered
// abilities have targets, CR 114.1a-d), "that player" of an event; a
// Group on a static that affects only its own permanent; "this effect
// doesn't remove Auras" without protection (CR 702.16m); a granted mana
// ability; a negative cost increase (CR 601.2f); and "each land is a
// Swamp" under a condition.
func TestH506CheckRefusesStaticFields(t *testing.T) {
	h506Refused(t, h506StaticCrt("Grounded Lord", ability.Static{Affects: ability.AffectsGroup,
		Group: ability.Group{WithoutKeyword: ability.Flying}, Power: -1}), "WithoutKeyword")
	h506Refused(t, h506StaticCrt("Pointing Lord", ability.Static{Affects: ability.AffectsGroup,
		Group: ability.Group{TargetPlayers: true}, Power: -1}), "TargetPlayers")
	h506Refused(t, h506StaticCrt("Event Lord", ability.Static{Affects: ability.AffectsGroup,
		Group: ability.Group{EventPlayers: true}, Power: -1}), "EventPlayers")
	h506Refused(t, h506StaticCrt("Muddled Elf", ability.Static{Affects: ability.AffectsSelf, Group: h506Mine, Power: 1}), "Group")
	h506Refused(t, h506StaticCrt("Half Ward", ability.Static{Affects: ability.AffectsSelf, ProtectionKeepsAuras: true}), "ProtectionKeepsAuras")
	h506Refused(t, h506StaticCrt("Mana Giver", ability.Static{Affects: ability.AffectsGroup, Group: h506Mine,
		Grant: &ability.Activated{Cost: ability.Cost{Tap: true}, Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: mana.Pool{mana.Green: 1}}}}}), "Grant")
	h506Refused(t, h506StaticCrt("Generous Toll", ability.Static{Affects: ability.AffectsGroup, Group: h506Theirs, ActivationTax: -1}), "tax")
	h506Refused(t, card.Definition{Name: "Fickle Bog", Types: ability.Land, Statics: []ability.Static{{LandsAre: "Swamp",
		If: ability.IfYouControl(ability.Artifact)}}}, "LandsAre")
}

// ---------------------------------------------------------------------
// Part 7. A card's own abilities that work off the battlefield

// 45-48. A static ability of a card's own that works where the card is
// cast or as it enters — "this has flash" (CR 702.8a), "this has
// convoke" (CR 702.50a), "this spell can't be countered" (CR 101.2),
// "this enters the battlefield tapped" (CR 614.1d) — works outside the
// battlefield (CR 112.6). The engine reads these from the card's
// Keywords and Restrictions, so Check refuses them written as a static,
// at the field, and accepts them printed.
func TestH506StaticSelfCastAbilitiesRefused(t *testing.T) {
	for _, c := range []struct {
		name  string
		s     ability.Static
		field string
	}{
		{"Quickblade Scout", ability.Static{Affects: ability.AffectsSelf, Keywords: ability.Flash}, "Statics[0].Keywords"},
		{"Hive Caller", ability.Static{Affects: ability.AffectsSelf, Keywords: ability.Convoke}, "Statics[0].Keywords"},
		{"Unyielding Drake", ability.Static{Affects: ability.AffectsSelf, Restrictions: ability.CantBeCountered}, "Statics[0].Restrictions"},
		{"Sluggish Golem", ability.Static{Affects: ability.AffectsSelf, Restrictions: ability.EntersTapped}, "Statics[0].Restrictions"},
	} {
		d := card.Define(card.Definition{Name: c.name, ManaCost: cost("{1}{U}"), Types: ability.Creature, Subtypes: []string{"Human"},
			Power: C(1), Toughness: C(1), Statics: []ability.Static{c.s}})
		err := d.Check()
		require.ErrorIs(t, err, card.ErrInvalidDefinition, c.name)
		var fe *card.FieldError
		require.ErrorAs(t, err, &fe)
		require.Equal(t, c.field, fe.Field, c.name)
		printed := card.Define(card.Definition{Name: c.name, ManaCost: cost("{1}{U}"), Types: ability.Creature, Subtypes: []string{"Human"},
			Power: C(1), Toughness: C(1), Keywords: c.s.Keywords, Restrictions: c.s.Restrictions})
		require.NoError(t, printed.Check(), c.name)
	}
}

// 49. Brass Count: {1}{B} */* with "As long as you control an artifact,
// Brass Count's power and toughness are each equal to the number of
// Swamps you control" (Static{SetPTFromCount: "Swamp", If: IfYouControl
// (Artifact)}, which Check accepts). A static that sets power and
// toughness only if a condition holds is not a characteristic-defining
// ability (CR 604.3a(5)), so it works only on the battlefield (CR 112.6):
// the card in Alice's graveyard or hand, with three Swamps and no
// artifact, is 0/0.
func TestH506ConditionalCountOffBattlefield(t *testing.T) {
	count := def(t, card.Definition{Name: "Brass Count", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Vampire"},
		Power: card.Star, Toughness: card.Star, Statics: []ability.Static{{Affects: ability.AffectsSelf, SetPTFromCount: "Swamp",
			If: ability.IfYouControl(ability.Artifact)}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	gy := put(t, g, 0, zone.Graveyard, count)
	h := hand(t, g, 0, count)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{0, 0}, [2]int{info(t, g, gy).Power, info(t, g, gy).Toughness}, "in the graveyard")
	require.Equal(t, [2]int{0, 0}, [2]int{info(t, g, h).Power, info(t, g, h).Toughness}, "in the hand")
}
