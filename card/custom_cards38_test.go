package card_test

import (
	"bytes"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, 38-th set: layers and characteristics with cards of
// one's own (CR 613). Power and toughness set (layer 7b), modified (7c)
// and changed by counters (7d) in every order of timestamps, with
// characteristic-defining abilities (7a, CR 604.3); the timestamps of
// statics, of Auras and Equipment as they become attached (CR 613.6);
// "loses all abilities" against printed, granted and static abilities
// and those granted afterwards; effects applying in several layers
// (CR 613.5); creature types added, replaced and removed (layer 4, CR
// 205.1b) and the lords that read them; colour changes (layer 5) and
// anthems that read colours (CR 613.8); control changes (layer 2) with
// summoning sickness and "creatures you control" (CR 302.6, 611.3a);
// locked-in sets of resolved effects (CR 611.2c) against statics that
// keep reading; and all of that across saves, loads and clones.

// ---------------------------------------------------------------------
// Helpers

// h520Crt is a checked creature card with the given extra fields.
func h520Crt(t *testing.T, name, mc string, p, tg int, subs []string, d card.Definition) *card.Definition {
	t.Helper()
	d.Name, d.ManaCost, d.Types, d.Subtypes = name, cost(mc), ability.Creature, subs
	d.Power, d.Toughness = C(p), C(tg)
	return def(t, d)
}

// h520Spell is a checked instant with one target spec and effects.
func h520Spell(t *testing.T, name, mc string, ts ability.TargetSpec, es ...ability.Effect) *card.Definition {
	t.Helper()
	return instant(t, name, mc, []ability.TargetSpec{ts}, es...)
}

// h520Become is an instant "target <ts> becomes e" (OpBecome), until
// end of turn unless e says otherwise.
func h520Become(t *testing.T, name string, ts ability.TargetSpec, e ability.Effect) *card.Definition {
	t.Helper()
	e.Op, e.Target, e.Subject = ability.OpBecome, 0, ability.SubjectTarget
	return h520Spell(t, name, "{U}", ts, e)
}

// h520Pump is "target creature gets +p/+t and kw until end of turn".
func h520Pump(t *testing.T, name string, p, tg int, kw ability.Keyword) *card.Definition {
	t.Helper()
	return h520Spell(t, name, "{G}", ability.TargetCreature,
		ability.Effect{Op: ability.OpModify, Target: 0, Power: p, Toughness: tg, Keywords: kw})
}

// h520Counter is "put n +1/+1 counters on target creature".
func h520Counter(t *testing.T, n int) *card.Definition {
	t.Helper()
	return h520Spell(t, "Swell Rune", "{G}", ability.TargetCreature,
		ability.Effect{Op: ability.OpPutCounters, Target: 0, Counter: "+1/+1", Amount: ability.N(n)})
}

// h520Group is a static giving group gr +p/+t and keywords kw.
func h520Group(gr ability.Group, p, tg int, kw ability.Keyword) ability.Static {
	return ability.Static{Affects: ability.AffectsGroup, Group: gr, Power: p, Toughness: tg, Keywords: kw}
}

// h520Ench is a checked enchantment with statics.
func h520Ench(t *testing.T, name, mc string, ss ...ability.Static) *card.Definition {
	t.Helper()
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Enchantment, Statics: ss})
}

// h520Aura is a checked "Enchant creature" Aura with statics.
func h520Aura(t *testing.T, name, mc string, ss ...ability.Static) *card.Definition {
	t.Helper()
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: ss})
}

// h520Equip is a checked Equipment with "Equip {0}" and statics.
func h520Equip(t *testing.T, name string, ss ...ability.Static) *card.Definition {
	t.Helper()
	return def(t, card.Definition{Name: name, ManaCost: cost("{1}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Statics: ss, Activated: []ability.Activated{{
			Cost:    ability.Cost{Mana: cost("{0}")},
			Timing:  ability.SorcerySpeed,
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}},
			Effects: []ability.Effect{{Op: ability.OpAttach, Target: 0}},
		}}})
}

// h520Game is a two-player game with libraries and n Islands, Forests
// and Mountains for each player; Start puts Alice in her main phase.
func h520Game(t *testing.T, n int) *game.Game {
	t.Helper()
	g := newGame(t, 2)
	libs(t, g, 8)
	for p := game.PlayerID(0); p < 2; p++ {
		lands(t, g, p, card.Island, n)
		lands(t, g, p, card.Forest, n)
		lands(t, g, p, card.Mountain, n)
	}
	return g
}

// h520Cast casts id for p with targets and resolves the stack.
func h520Cast(t *testing.T, g *game.Game, p game.PlayerID, id game.ObjectID, ts ...game.Target) {
	t.Helper()
	require.NoError(t, g.Cast(p, id, ts...))
	resolve(t, g, nil)
}

// h520Has reports whether the permanent has subtype st now.
func h520Has(t *testing.T, g *game.Game, id game.ObjectID, st string) bool {
	t.Helper()
	return slices.Contains(info(t, g, id).Subtypes, st)
}

// h520Copies saves g and loads it, and clones it: g, the loaded game
// and the clone, alike.
func h520Copies(t *testing.T, g *game.Game) []*game.Game {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, g.Save(&b))
	all := card.Default().All()
	seen := map[string]bool{}
	for _, d := range all {
		seen[d.Name] = true
	}
	for p := 0; p < g.NumPlayers(); p++ {
		for _, z := range []zone.Kind{zone.Library, zone.Hand, zone.Battlefield, zone.Graveyard, zone.Exile} {
			for _, id := range g.Zone(game.PlayerID(p), z) {
				o := info(t, g, id)
				if d := o.Card; d != nil && !o.Token && !seen[d.Name] {
					seen[d.Name] = true
					all = append(all, d)
				}
			}
		}
	}
	cat, err := card.NewCatalog(all...)
	require.NoError(t, err)
	l, err := game.Load(&b, cat)
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), l.Fingerprint(), "loaded")
	c := g.Clone()
	require.Equal(t, g.Fingerprint(), c.Fingerprint(), "cloned")
	return []*game.Game{g, l, c}
}

// h520NextTurn passes idly until the turn after the current one begins.
func h520NextTurn(t *testing.T, g *game.Game) {
	t.Helper()
	turn := g.Turn()
	for i := 0; i < 300 && g.Turn() == turn && !g.Over(); i++ {
		idleAnswer(t, g, g.Pending(), "h520NextTurn")
	}
	require.Equal(t, turn+1, g.Turn())
}

var (
	h520Black = mana.SetOf(mana.Black)
	h520White = mana.SetOf(mana.White)
)

// ---------------------------------------------------------------------
// Part 1. Power and toughness in sublayers 7a-7d

// 1. The example of CR 613.4 with cards of one's own: a 2/2 gets a +1/+1
// counter (7d: 3/3), then +4/+4 until end of turn (7c: 7/7), then
// "creatures you control get +0/+2" enters (7c: 7/9), then "becomes 0/1
// until end of turn" (7b): 5/8, the setting applied first whatever its
// timestamp (CR 613.3b-d). At cleanup the +4/+4 and the 0/1 end: 3/5.
func TestH520GrayOgreExample(t *testing.T) {
	ogre := h520Crt(t, "Slate Ogre", "{2}{R}", 2, 2, []string{"Ogre"}, card.Definition{})
	anthem := h520Ench(t, "Stone Rampart", "{1}{G}", h520Group(ability.Group{Side: ability.YourSide}, 0, 2, 0))
	g := h520Game(t, 3)
	o := bf(t, g, 0, ogre)
	rune := hand(t, g, 0, h520Counter(t, 1))
	pump := hand(t, g, 0, h520Pump(t, "Quadruple Vigor", 4, 4, 0))
	an := hand(t, g, 0, anthem)
	shrink := hand(t, g, 0, h520Become(t, "Diminish", ability.TargetCreature, ability.Effect{Power: 0, Toughness: 1}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h520Cast(t, g, 0, rune, obj(o))
	require.Equal(t, [2]int{3, 3}, pt(t, g, o))
	h520Cast(t, g, 0, pump, obj(o))
	require.Equal(t, [2]int{7, 7}, pt(t, g, o))
	h520Cast(t, g, 0, an)
	require.Equal(t, [2]int{7, 9}, pt(t, g, o))
	h520Cast(t, g, 0, shrink, obj(o))
	require.Equal(t, [2]int{5, 8}, pt(t, g, o), "0/1 set in 7b, +4/+4 and +0/+2 in 7c, +1/+1 counter in 7d")
	for _, x := range h520Copies(t, g) {
		require.Equal(t, [2]int{5, 8}, pt(t, x, o))
	}
	h520NextTurn(t, g)
	require.Equal(t, [2]int{3, 5}, pt(t, g, o), "CR 514.2: the until-end-of-turn effects ended")
}

// 2. A setting effect doesn't wipe out modifications older than it:
// +3/+3 first, then "becomes 1/1": 4/4; a -1/-1 afterwards: 3/3. Two
// settings: the later wins (0/4 over 1/1, CR 613.6b), the modifications
// still on top: 2/6. Sublayer 7b is applied before 7c whatever the
// timestamps (CR 613.3).
func TestH520SetDoesNotEraseOlderPump(t *testing.T) {
	bear := h520Crt(t, "Grove Bear", "{1}{G}", 2, 2, []string{"Bear"}, card.Definition{})
	g := h520Game(t, 4)
	b := bf(t, g, 0, bear)
	pump := hand(t, g, 0, h520Pump(t, "Triple Vigor", 3, 3, 0))
	one := hand(t, g, 0, h520Become(t, "Shrink to One", ability.TargetCreature, ability.Effect{Power: 1, Toughness: 1}))
	wither := hand(t, g, 0, h520Pump(t, "Wither Touch", -1, -1, 0))
	wall := hand(t, g, 0, h520Become(t, "Turn to Wall", ability.TargetCreature, ability.Effect{Power: 0, Toughness: 4}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h520Cast(t, g, 0, pump, obj(b))
	h520Cast(t, g, 0, one, obj(b))
	require.Equal(t, [2]int{4, 4}, pt(t, g, b))
	h520Cast(t, g, 0, wither, obj(b))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	h520Cast(t, g, 0, wall, obj(b))
	require.Equal(t, [2]int{2, 6}, pt(t, g, b))
}

// 3. Seraph of Tallies: "*/*: its power and toughness are each equal to
// the number of creatures you control" (a characteristic-defining
// ability, CR 604.3, layer 7a). With two other creatures it is 3/3. A
// "becomes 1/1" (7b) overrides it: 1/1 even as a creature enters; a
// +2/+0 (7c) adds to that: 3/1. At cleanup the CDA shows again: 4/4
// (CR 613.3a-c, 514.2).
func TestH520CDAUnderSettingAndPump(t *testing.T) {
	seraph := def(t, card.Definition{Name: "Seraph of Tallies", ManaCost: cost("{2}{W}"), Types: ability.Creature,
		Subtypes: []string{"Angel"}, Power: card.Star, Toughness: card.Star,
		Statics: []ability.Static{{SetPTFromCreatures: true}}})
	bear := h520Crt(t, "Grove Bear", "{1}{G}", 2, 2, []string{"Bear"}, card.Definition{})
	g := h520Game(t, 4)
	s := bf(t, g, 0, seraph)
	bf(t, g, 0, bear)
	bf(t, g, 0, bear)
	late := hand(t, g, 0, bear)
	one := hand(t, g, 0, h520Become(t, "Shrink to One", ability.TargetCreature, ability.Effect{Power: 1, Toughness: 1}))
	pump := hand(t, g, 0, h520Pump(t, "Sharp Claws", 2, 0, 0))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, s))
	h520Cast(t, g, 0, one, obj(s))
	require.Equal(t, [2]int{1, 1}, pt(t, g, s))
	h520Cast(t, g, 0, late)
	require.Equal(t, [2]int{1, 1}, pt(t, g, s), "7b after 7a: the count no longer shows")
	h520Cast(t, g, 0, pump, obj(s))
	require.Equal(t, [2]int{3, 1}, pt(t, g, s))
	h520NextTurn(t, g)
	require.Equal(t, [2]int{4, 4}, pt(t, g, s))
}

// 4. Seraph of Tallies loses all abilities (an effect that sets no power
// or toughness): its characteristic-defining ability is removed in
// layer 6, before layer 7a would apply it (CR 613.1f, 613.3a), so it is
// its printed */* (0/0) and is put into the graveyard (CR 704.5f).
func TestH520LoseAllAbilitiesRemovesCDA(t *testing.T) {
	seraph := def(t, card.Definition{Name: "Seraph of Tallies", ManaCost: cost("{2}{W}"), Types: ability.Creature,
		Subtypes: []string{"Angel"}, Power: card.Star, Toughness: card.Star,
		Statics: []ability.Static{{SetPTFromCreatures: true}}})
	g := h520Game(t, 2)
	s := bf(t, g, 0, seraph)
	blank := hand(t, g, 0, h520Become(t, "Blank Slate", ability.TargetCreature, ability.Effect{LoseAllAbilities: true}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{1, 1}, pt(t, g, s))
	h520Cast(t, g, 0, blank, obj(s))
	require.True(t, gone(g, s))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, s))
}

// 5. +1/+1 counters and a -2/-2 until end of turn on a 2/2 with a "becomes
// 0/1" after both: counters (7d) and the modification (7c) still apply on
// the new base, 0/1 -2/-2 +2/+2 = 0/1; the creature survives. Without the
// counters it would be 0/-1 (CR 613.3b-d, 704.5f).
func TestH520CountersOnTopOfSetting(t *testing.T) {
	bear := h520Crt(t, "Grove Bear", "{1}{G}", 2, 2, []string{"Bear"}, card.Definition{})
	g := h520Game(t, 4)
	b := bf(t, g, 0, bear)
	b2 := bf(t, g, 0, bear)
	rune := hand(t, g, 0, h520Counter(t, 2))
	wither := hand(t, g, 0, h520Pump(t, "Wither Touch", -2, -2, 0))
	wither2 := hand(t, g, 0, h520Pump(t, "Wither Touch", -2, -2, 0))
	shrink := hand(t, g, 0, h520Become(t, "Diminish", ability.TargetCreature, ability.Effect{Power: 0, Toughness: 1}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h520Cast(t, g, 0, rune, obj(b))
	h520Cast(t, g, 0, wither, obj(b))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
	h520Cast(t, g, 0, shrink, obj(b))
	require.Equal(t, [2]int{0, 1}, pt(t, g, b))
	require.False(t, gone(g, b))
	h520Cast(t, g, 0, wither2, obj(b2))
	require.True(t, gone(g, b2), "0/0: CR 704.5f")
}

// ---------------------------------------------------------------------
// Part 2. Timestamps of statics, Auras and Equipment (CR 613.6)

// 6. Mask of Stone, an Aura: "Enchanted creature has base power and
// toughness 0/4" (7b). Cast on a bear already made 5/5 by a resolved
// effect, its timestamp is later: 0/4 (CR 613.6b, 613.6c). A later
// "becomes 3/3" wins over the Aura: 3/3. A second bear is made 5/5 after
// the Aura was attached to it: 5/5.
func TestH520AuraSetterAgainstResolvedSetterByTimestamp(t *testing.T) {
	mask := h520Aura(t, "Mask of Stone", "{W}", ability.Static{Affects: ability.AffectsAttached, SetBasePT: true, BasePower: 0, BaseToughness: 4})
	bear := h520Crt(t, "Grove Bear", "{1}{G}", 2, 2, []string{"Bear"}, card.Definition{})
	g := h520Game(t, 4)
	lands(t, g, 0, card.Plains, 2)
	b1 := bf(t, g, 0, bear)
	b2 := bf(t, g, 0, bear)
	big := h520Become(t, "Titan Form", ability.TargetCreature, ability.Effect{Power: 5, Toughness: 5})
	mid := h520Become(t, "Middle Form", ability.TargetCreature, ability.Effect{Power: 3, Toughness: 3})
	big1, big2, mid1 := hand(t, g, 0, big), hand(t, g, 0, big), hand(t, g, 0, mid)
	m1, m2 := hand(t, g, 0, mask), hand(t, g, 0, mask)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h520Cast(t, g, 0, big1, obj(b1))
	h520Cast(t, g, 0, m1, obj(b1))
	require.Equal(t, [2]int{0, 4}, pt(t, g, b1), "the Aura is newer")
	h520Cast(t, g, 0, mid1, obj(b1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b1), "the resolved effect is newer")
	h520Cast(t, g, 0, m2, obj(b2))
	h520Cast(t, g, 0, big2, obj(b2))
	require.Equal(t, [2]int{5, 5}, pt(t, g, b2))
}

// 7. Ironbark Plate, an Equipment: "Equipped creature has base power and
// toughness 4/4". It entered before the bear was made 1/1 by a resolved
// effect, but it is equipped to the bear after that: it gets a new
// timestamp as it becomes attached (CR 613.6d), so the bear is 4/4.
// Equipped again to the same bear, nothing changes (CR 701.3b); moved
// to the other bear and back, it is newer again than a second "becomes
// 1/1": 4/4.
func TestH520EquipmentNewTimestampOnAttach(t *testing.T) {
	plate := h520Equip(t, "Ironbark Plate", ability.Static{Affects: ability.AffectsAttached, SetBasePT: true, BasePower: 4, BaseToughness: 4})
	bear := h520Crt(t, "Grove Bear", "{1}{G}", 2, 2, []string{"Bear"}, card.Definition{})
	one := h520Become(t, "Shrink to One", ability.TargetCreature, ability.Effect{Power: 1, Toughness: 1})
	g := h520Game(t, 4)
	p := bf(t, g, 0, plate)
	b1 := bf(t, g, 0, bear)
	b2 := bf(t, g, 0, bear)
	o1, o2 := hand(t, g, 0, one), hand(t, g, 0, one)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h520Cast(t, g, 0, o1, obj(b1))
	require.Equal(t, [2]int{1, 1}, pt(t, g, b1))
	require.NoError(t, g.Activate(0, p, 0, obj(b1)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, b1))
	h520Cast(t, g, 0, o2, obj(b1))
	require.Equal(t, [2]int{1, 1}, pt(t, g, b1))
	require.NoError(t, g.Activate(0, p, 0, obj(b1)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{1, 1}, pt(t, g, b1), "CR 701.3b: no new attachment, no new timestamp")
	require.NoError(t, g.Activate(0, p, 0, obj(b2)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, b2))
	require.Equal(t, [2]int{1, 1}, pt(t, g, b1))
	require.NoError(t, g.Activate(0, p, 0, obj(b1)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, b1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b2))
	for _, x := range h520Copies(t, g) {
		require.Equal(t, [2]int{4, 4}, pt(t, x, b1), "the attachment's timestamp is kept")
	}
}

// ---------------------------------------------------------------------
// Part 3. "Loses all abilities"

// 8. A Sky Drake (2/2 flying) gets trample until end of turn, then loses
// all abilities (layer 6, in timestamp order, CR 613.6b): flying and
// trample go. A haste granted afterwards stays. Banner of Wings ("other
// creatures you control have vigilance and get +1/+1"), on the
// battlefield since before the loss, grants no vigilance (its timestamp
// is older, CR 613.6a) but its +1/+1 (7c) still counts; Crest of Reach
// ("creatures you control have reach"), entering after the loss, grants
// reach (CR 613.6c).
func TestH520LoseAllAgainstOlderAndNewerGrants(t *testing.T) {
	drake := h520Crt(t, "Sky Drake", "{1}{U}", 2, 2, []string{"Drake"}, card.Definition{Keywords: ability.Flying})
	banner := h520Ench(t, "Banner of Wings", "{1}{W}", h520Group(ability.Group{Side: ability.YourSide, Other: true}, 1, 1, ability.Vigilance))
	crest := h520Ench(t, "Crest of Reach", "{G}", h520Group(ability.Group{Side: ability.YourSide}, 0, 0, ability.Reach))
	g := h520Game(t, 4)
	lands(t, g, 0, card.Plains, 2)
	d := bf(t, g, 0, drake)
	bf(t, g, 0, banner)
	tr := hand(t, g, 0, h520Pump(t, "Stampede Surge", 0, 0, ability.Trample))
	blank := hand(t, g, 0, h520Become(t, "Blank Slate", ability.TargetCreature, ability.Effect{LoseAllAbilities: true}))
	ha := hand(t, g, 0, h520Spell(t, "Quickening", "{R}", ability.TargetCreature,
		ability.Effect{Op: ability.OpModify, Target: 0, Keywords: ability.Haste}))
	cr := hand(t, g, 0, crest)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, ability.Flying|ability.Vigilance, info(t, g, d).Keywords)
	h520Cast(t, g, 0, tr, obj(d))
	h520Cast(t, g, 0, blank, obj(d))
	require.Equal(t, ability.Keyword(0), info(t, g, d).Keywords)
	require.Equal(t, [2]int{3, 3}, pt(t, g, d), "the Banner's +1/+1 is no ability of the Drake")
	h520Cast(t, g, 0, ha, obj(d))
	h520Cast(t, g, 0, cr)
	require.Equal(t, ability.Haste|ability.Reach, info(t, g, d).Keywords)
	for _, x := range h520Copies(t, g) {
		require.Equal(t, ability.Haste|ability.Reach, info(t, x, d).Keywords)
	}
}

// 9. An Equipment that grants flying ("equipped creature has flying") on
// the battlefield before a bear loses all abilities, equipped to it
// after the loss: it gets a new timestamp as it becomes attached (CR
// 613.6d), later than the loss, so the bear has flying. A Talon Aura
// cast on the bear after the loss grants first strike too.
func TestH520AttachAfterLossGrants(t *testing.T) {
	wings := h520Equip(t, "Feather Harness", ability.Static{Affects: ability.AffectsAttached, Keywords: ability.Flying})
	talon := h520Aura(t, "Talon Aura", "{W}", ability.Static{Affects: ability.AffectsAttached, Keywords: ability.FirstStrike})
	bear := h520Crt(t, "Grove Bear", "{1}{G}", 2, 2, []string{"Bear"}, card.Definition{})
	g := h520Game(t, 4)
	lands(t, g, 0, card.Plains, 1)
	w := bf(t, g, 0, wings)
	b := bf(t, g, 0, bear)
	blank := hand(t, g, 0, h520Become(t, "Blank Slate", ability.TargetCreature, ability.Effect{LoseAllAbilities: true}))
	ta := hand(t, g, 0, talon)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h520Cast(t, g, 0, blank, obj(b))
	require.NoError(t, g.Activate(0, w, 0, obj(b)))
	resolve(t, g, nil)
	require.True(t, info(t, g, b).Keywords.Has(ability.Flying))
	h520Cast(t, g, 0, ta, obj(b))
	require.Equal(t, ability.Flying|ability.FirstStrike, info(t, g, b).Keywords)
	for _, x := range h520Copies(t, g) {
		require.Equal(t, ability.Flying|ability.FirstStrike, info(t, x, b).Keywords)
	}
}

// 10. The anthem's source loses all abilities: Banner of Might, an
// enchantment ("creatures you control get +1/+1 and have trample"),
// loses all abilities until end of turn; its static ability is gone, so
// Alice's bear is 2/2 without trample (CR 613.1f, 604.1). At cleanup the
// effect ends and the anthem applies again (CR 514.2).
func TestH520AnthemSourceLosesAbilities(t *testing.T) {
	banner := h520Ench(t, "Banner of Might", "{1}{G}", h520Group(ability.Group{Side: ability.YourSide}, 1, 1, ability.Trample))
	bear := h520Crt(t, "Grove Bear", "{1}{G}", 2, 2, []string{"Bear"}, card.Definition{})
	g := h520Game(t, 4)
	bn := bf(t, g, 0, banner)
	b := bf(t, g, 0, bear)
	blank := hand(t, g, 1, h520Become(t, "Unweave", ability.TargetSpec{Allow: ability.AllowEnchantment}, ability.Effect{LoseAllAbilities: true}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	require.NoError(t, g.Pass(0))
	h520Cast(t, g, 1, blank, obj(bn))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
	require.False(t, info(t, g, b).Keywords.Has(ability.Trample))
	h520NextTurn(t, g)
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	require.True(t, info(t, g, b).Keywords.Has(ability.Trample))
}

// ---------------------------------------------------------------------
// Part 4. Control changes (layer 2) and what follows them

// h520Steal is "gain control of target creature until end of turn"
// (OpGainControl); with untapHaste, "untap it; it gains haste".
func h520Steal(t *testing.T, name string, ts ability.TargetSpec, d ability.Duration, untapHaste bool) *card.Definition {
	t.Helper()
	e := ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: d}
	if untapHaste {
		e.Untap, e.Keywords = true, ability.Haste
	}
	return h520Spell(t, name, "{R}", ts, e)
}

// h520Listed lists the ActActivate actions LegalActions offers for id.
func h520Listed(g *game.Game, id game.ObjectID) []game.Action {
	var out []game.Action
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActActivate && a.Object == id {
			out = append(out, a)
		}
	}
	return out
}

// h520ToAttack passes priority until attackers are to be declared.
func h520ToAttack(t *testing.T, g *game.Game) {
	t.Helper()
	for i := 0; i < 50 && g.Pending().Kind != game.DecideAttackers; i++ {
		require.Equal(t, game.DecidePriority, g.Pending().Kind, g.Prompt(game.English))
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideAttackers, g.Pending().Kind)
}

// 11. Alice takes Bob's Grove Bear until end of turn. Under her control
// it gets her anthem ("creatures you control get +1/+1") and not Bob's
// ("creatures you control get +0/+2"): 3/3 (CR 613.1b before 613.3c,
// 109.5, 611.3a). She hasn't controlled it since her turn began: it
// can't attack (CR 302.6). A second bear taken with "untap it; it gains
// haste" can (CR 702.10). At cleanup both go back to Bob: 2/4 under his
// anthem (CR 514.2).
func TestH520StolenBearAnthemsAndSickness(t *testing.T) {
	mine := h520Ench(t, "Banner of Might", "{1}{G}", h520Group(ability.Group{Side: ability.YourSide}, 1, 1, 0))
	his := h520Ench(t, "Stone Rampart", "{1}{G}", h520Group(ability.Group{Side: ability.YourSide}, 0, 2, 0))
	bear := h520Crt(t, "Grove Bear", "{1}{G}", 2, 2, []string{"Bear"}, card.Definition{})
	g := h520Game(t, 4)
	bf(t, g, 0, mine)
	bf(t, g, 1, his)
	b1 := bf(t, g, 1, bear)
	b2 := bf(t, g, 1, bear)
	s1 := hand(t, g, 0, h520Steal(t, "Borrowed Leash", ability.TargetCreature, ability.UntilEndOfTurn, false))
	s2 := hand(t, g, 0, h520Steal(t, "Threaten the Herd", ability.TargetCreature, ability.UntilEndOfTurn, true))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 4}, pt(t, g, b1))
	h520Cast(t, g, 0, s1, obj(b1))
	h520Cast(t, g, 0, s2, obj(b2))
	for _, b := range []game.ObjectID{b1, b2} {
		o := info(t, g, b)
		require.Equal(t, game.PlayerID(0), o.Controller)
		require.Equal(t, game.PlayerID(1), o.Owner)
		require.Equal(t, [2]int{3, 3}, pt(t, g, b))
		require.True(t, o.SummoningSick)
	}
	require.True(t, info(t, g, b2).Keywords.Has(ability.Haste))
	for _, x := range h520Copies(t, g) {
		require.Equal(t, [2]int{3, 3}, pt(t, x, b1))
		require.Equal(t, game.PlayerID(0), info(t, x, b1).Controller)
	}
	h520ToAttack(t, g)
	require.Error(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0,
		Attackers: []game.Attack{{Attacker: b1, Player: 1}}}), "CR 302.6")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0,
		Attackers: []game.Attack{{Attacker: b2, Player: 1}}}))
	h520NextTurn(t, g)
	for _, b := range []game.ObjectID{b1, b2} {
		require.Equal(t, game.PlayerID(1), info(t, g, b).Controller)
		require.Equal(t, [2]int{2, 4}, pt(t, g, b))
		require.False(t, info(t, g, b).SummoningSick, "Bob has controlled it since his turn began")
	}
}

// 12. Alice takes Bob's anthem, Banner of Might ("creatures you control
// get +1/+1 and have trample"), for good. "You" is now Alice (CR
// 109.5): her creatures get the bonus and Bob's lose it (CR 611.3a,
// 613.1b). Saved and loaded, cloned: the same.
func TestH520StolenAnthemChangesSides(t *testing.T) {
	banner := h520Ench(t, "Banner of Might", "{1}{G}", h520Group(ability.Group{Side: ability.YourSide}, 1, 1, ability.Trample))
	bear := h520Crt(t, "Grove Bear", "{1}{G}", 2, 2, []string{"Bear"}, card.Definition{})
	g := h520Game(t, 4)
	bn := bf(t, g, 1, banner)
	ab := bf(t, g, 0, bear)
	bb := bf(t, g, 1, bear)
	take := hand(t, g, 0, h520Steal(t, "Claim the Banner", ability.TargetSpec{Allow: ability.AllowEnchantment}, ability.Permanently, false))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, ab))
	require.Equal(t, [2]int{3, 3}, pt(t, g, bb))
	h520Cast(t, g, 0, take, obj(bn))
	h520NextTurn(t, g)
	for _, x := range h520Copies(t, g) {
		require.Equal(t, [2]int{3, 3}, pt(t, x, ab))
		require.True(t, info(t, x, ab).Keywords.Has(ability.Trample))
		require.Equal(t, [2]int{2, 2}, pt(t, x, bb))
		require.False(t, info(t, x, bb).Keywords.Has(ability.Trample))
	}
}

// 13. Rallying Cry: "Creatures you control get +1/+1 until end of turn."
// The set of creatures is locked in as it resolves (CR 611.2c): a bear
// Alice casts afterwards is 2/2, and the pumped bear Bob then takes
// stays 3/3 under him. Banner of Might, a static, keeps reading: it
// pumps the new bear and no longer the stolen one (CR 611.3a).
func TestH520LockedInAgainstStatic(t *testing.T) {
	cry := instant(t, "Rallying Cry", "{W}", nil, ability.Effect{Op: ability.OpModify, Subject: ability.SubjectAll,
		Group: ability.Group{Side: ability.YourSide}, Power: 1, Toughness: 1})
	banner := h520Ench(t, "Banner of Might", "{1}{G}", h520Group(ability.Group{Side: ability.YourSide}, 0, 0, ability.Vigilance))
	bear := h520Crt(t, "Grove Bear", "{1}{G}", 2, 2, []string{"Bear"}, card.Definition{})
	g := h520Game(t, 4)
	lands(t, g, 0, card.Plains, 1)
	bf(t, g, 0, banner)
	b1 := bf(t, g, 0, bear)
	c := hand(t, g, 0, cry)
	late := hand(t, g, 0, bear)
	steal := hand(t, g, 1, h520Steal(t, "Borrowed Leash", ability.TargetCreature, ability.UntilEndOfTurn, false))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h520Cast(t, g, 0, c)
	h520Cast(t, g, 0, late)
	b2 := find(t, g, 0, bear)
	if b2 == b1 {
		for _, id := range g.Zone(0, zone.Battlefield) {
			if id != b1 && info(t, g, id).Card == bear {
				b2 = id
			}
		}
	}
	require.NotEqual(t, b1, b2)
	require.Equal(t, [2]int{3, 3}, pt(t, g, b1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b2), "entered after the effect was locked in")
	require.True(t, info(t, g, b2).Keywords.Has(ability.Vigilance))
	require.NoError(t, g.Pass(0))
	h520Cast(t, g, 1, steal, obj(b1))
	require.Equal(t, game.PlayerID(1), info(t, g, b1).Controller)
	require.Equal(t, [2]int{3, 3}, pt(t, g, b1), "the locked-in +1/+1 follows the object")
	require.False(t, info(t, g, b1).Keywords.Has(ability.Vigilance), "the static doesn't")
}

// 14. Sigil Totem: "{T}: Target creature gets +2/+2 for as long as you
// control Sigil Totem." Bob takes the Totem until end of turn: the
// effect ends (CR 611.2b) and doesn't come back when the Totem returns
// to Alice at cleanup.
func TestH520WhileYouControlEndsForGood(t *testing.T) {
	totem := def(t, card.Definition{Name: "Sigil Totem", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpModify, Target: 0, Power: 2, Toughness: 2, Duration: ability.WhileYouControlSource}}}}})
	bear := h520Crt(t, "Grove Bear", "{1}{G}", 2, 2, []string{"Bear"}, card.Definition{})
	g := h520Game(t, 4)
	tt := bf(t, g, 0, totem)
	b := bf(t, g, 0, bear)
	take := hand(t, g, 1, h520Steal(t, "Pilfer Trinket", ability.TargetArtifact, ability.UntilEndOfTurn, false))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, tt, 0, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, b))
	h520NextTurn(t, g) // Bob's turn; the effect lasts past the cleanup
	require.Equal(t, [2]int{4, 4}, pt(t, g, b))
	for _, x := range h520Copies(t, g) {
		require.Equal(t, [2]int{4, 4}, pt(t, x, b))
	}
	h520Cast(t, g, 1, take, obj(tt))
	require.Equal(t, game.PlayerID(1), info(t, g, tt).Controller)
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
	h520NextTurn(t, g)
	require.Equal(t, game.PlayerID(0), info(t, g, tt).Controller)
	require.Equal(t, [2]int{2, 2}, pt(t, g, b), "CR 611.2b: it doesn't resume")
}

// ---------------------------------------------------------------------
// Part 5. Colours and types

// 15. The first example of CR 613.4 with cards of one's own: Honor of
// the Dawn ("white creatures you control get +1/+1") and a black 2/2.
// Turned white (layer 5) it gets +1/+1: 3/3; turned red afterwards
// (later timestamp, CR 613.6b) it is 2/2 again: the anthem reads the
// colour layer 5 gives, whatever its own timestamp (CR 613.8). At the
// next turn it is black again (CR 514.2).
func TestH520HonorExampleColours(t *testing.T) {
	honor := h520Ench(t, "Honor of the Dawn", "{W}", h520Group(ability.Group{Side: ability.YourSide, Colors: h520White}, 1, 1, 0))
	shade := h520Crt(t, "Dusk Shade", "{1}{B}", 2, 2, []string{"Shade"}, card.Definition{})
	g := h520Game(t, 4)
	bf(t, g, 0, honor)
	s := bf(t, g, 0, shade)
	white := hand(t, g, 0, h520Become(t, "Bleach", ability.TargetCreature, ability.Effect{SetColors: h520White}))
	red := hand(t, g, 0, h520Become(t, "Redden", ability.TargetCreature, ability.Effect{SetColors: mana.SetOf(mana.Red)}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, s))
	h520Cast(t, g, 0, white, obj(s))
	require.Equal(t, h520White, info(t, g, s).Colors)
	require.Equal(t, [2]int{3, 3}, pt(t, g, s))
	h520Cast(t, g, 0, red, obj(s))
	require.Equal(t, mana.SetOf(mana.Red), info(t, g, s).Colors)
	require.Equal(t, [2]int{2, 2}, pt(t, g, s))
	h520NextTurn(t, g)
	require.Equal(t, h520Black, info(t, g, s).Colors)
}

// 16. Pallid Wave: "All creatures become white until end of turn" — a
// resolved effect on the creatures there as it resolves (CR 611.2c).
// A black Shade there becomes white and gets Honor of the Dawn's +1/+1;
// one cast afterwards stays black and gets nothing.
func TestH520LockedInColourChange(t *testing.T) {
	honor := h520Ench(t, "Honor of the Dawn", "{W}", h520Group(ability.Group{Side: ability.YourSide, Colors: h520White}, 1, 1, 0))
	shade := h520Crt(t, "Dusk Shade", "{B}", 2, 2, []string{"Shade"}, card.Definition{})
	wave := instant(t, "Pallid Wave", "{W}", nil, ability.Effect{Op: ability.OpBecome, Subject: ability.SubjectAll,
		SetColors: h520White})
	g := h520Game(t, 4)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 0, card.Swamp, 1)
	bf(t, g, 0, honor)
	s1 := bf(t, g, 0, shade)
	w := hand(t, g, 0, wave)
	late := hand(t, g, 0, shade)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h520Cast(t, g, 0, w)
	h520Cast(t, g, 0, late)
	var s2 game.ObjectID
	for _, id := range g.Zone(0, zone.Battlefield) {
		if id != s1 && info(t, g, id).Card == shade {
			s2 = id
		}
	}
	require.NotZero(t, s2)
	require.Equal(t, [2]int{3, 3}, pt(t, g, s1))
	require.Equal(t, h520Black, info(t, g, s2).Colors)
	require.Equal(t, [2]int{2, 2}, pt(t, g, s2))
}

// 17. Ghoststeel Brand, an Aura: "Enchanted creature is an artifact in
// addition to its other types." Forge Lord: "Artifacts you control get
// +1/+1." The enchanted bear is an artifact creature (layer 4) and so
// gets +1/+1 in layer 7c, whatever the order of the two permanents'
// timestamps (CR 613.1d, 613.3c, 613.8). The Aura leaves: 2/2.
func TestH520TypeAddedThenAnthemByType(t *testing.T) {
	brand := h520Aura(t, "Ghoststeel Brand", "{W}", ability.Static{Affects: ability.AffectsAttached, AddTypes: ability.Artifact})
	lord := def(t, card.Definition{Name: "Forge Lord", ManaCost: cost("{3}"), Types: ability.Artifact,
		Statics: []ability.Static{h520Group(ability.Group{Types: ability.Artifact, Side: ability.YourSide}, 1, 1, 0)}})
	bear := h520Crt(t, "Grove Bear", "{1}{G}", 2, 2, []string{"Bear"}, card.Definition{})
	g := h520Game(t, 4)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 0, card.Swamp, 1)
	bf(t, g, 0, lord)
	b := bf(t, g, 0, bear)
	br := hand(t, g, 0, brand)
	doom := hand(t, g, 0, h520Spell(t, "Unbind", "{B}", ability.TargetSpec{Allow: ability.AllowEnchantment},
		ability.Effect{Op: ability.OpDestroy, Target: 0}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
	h520Cast(t, g, 0, br, obj(b))
	require.Equal(t, ability.Artifact|ability.Creature, info(t, g, b).Types)
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	h520Cast(t, g, 0, doom, obj(find(t, g, 0, brand)))
	require.Equal(t, ability.Creature, info(t, g, b).Types)
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
}

// 18. Creature types in timestamp order (layer 4, CR 613.6b, 205.1b): a
// Grove Bear "becomes a Frog" (its creature types replaced), then
// "becomes an Elf in addition": a Frog Elf, no Bear; Elf Warden pumps
// it. Then "becomes an Ox" (replacing): an Ox only, no bonus.
func TestH520CreatureTypesInOrder(t *testing.T) {
	warden := h520Crt(t, "Elf Warden", "{1}{G}", 1, 1, []string{"Elf"}, card.Definition{Statics: []ability.Static{
		h520Group(ability.Group{Subtype: "Elf", Side: ability.YourSide, Other: true}, 1, 1, 0)}})
	bear := h520Crt(t, "Grove Bear", "{1}{G}", 2, 2, []string{"Bear"}, card.Definition{})
	g := h520Game(t, 4)
	bf(t, g, 0, warden)
	b := bf(t, g, 0, bear)
	frog := hand(t, g, 0, h520Become(t, "Froggify", ability.TargetCreature, ability.Effect{AddSubtype: "Frog", ReplaceCreatureTypes: true}))
	elf := hand(t, g, 0, h520Become(t, "Kinship of Elf", ability.TargetCreature, ability.Effect{AddSubtype: "Elf"}))
	ox := hand(t, g, 0, h520Become(t, "Oxify", ability.TargetCreature, ability.Effect{AddSubtype: "Ox", ReplaceCreatureTypes: true}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h520Cast(t, g, 0, frog, obj(b))
	require.Equal(t, []string{"Frog"}, info(t, g, b).Subtypes)
	h520Cast(t, g, 0, elf, obj(b))
	require.ElementsMatch(t, []string{"Frog", "Elf"}, info(t, g, b).Subtypes)
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	h520Cast(t, g, 0, ox, obj(b))
	require.Equal(t, []string{"Ox"}, info(t, g, b).Subtypes)
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
	for _, x := range h520Copies(t, g) {
		require.Equal(t, []string{"Ox"}, info(t, x, b).Subtypes)
	}
}

// ---------------------------------------------------------------------
// Part 6. Keywords and granted abilities in layer 6

// 19. The first example of CR 613.8 with a static and resolved effects:
// Banner of Wings ("creatures you control have flying") is on the
// battlefield; "target creature loses flying until end of turn" is newer
// and wins. Crest of Wings, a second such anthem cast afterwards, is
// newer still and gives flying back (CR 613.6a, 613.6c). A bear not
// targeted keeps flying throughout.
func TestH520LoseFlyingAgainstStaticsByTimestamp(t *testing.T) {
	wings := h520Group(ability.Group{Side: ability.YourSide}, 0, 0, ability.Flying)
	banner := h520Ench(t, "Banner of Wings", "{1}{W}", wings)
	crest := h520Ench(t, "Crest of Wings", "{1}{U}", wings)
	bear := h520Crt(t, "Grove Bear", "{1}{G}", 2, 2, []string{"Bear"}, card.Definition{})
	ground := h520Spell(t, "Clip Wings", "{G}", ability.TargetCreature,
		ability.Effect{Op: ability.OpModify, Target: 0, LoseKeywords: ability.Flying})
	g := h520Game(t, 4)
	bf(t, g, 0, banner)
	b := bf(t, g, 0, bear)
	other := bf(t, g, 0, bear)
	cl := hand(t, g, 0, ground)
	cr := hand(t, g, 0, crest)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, info(t, g, b).Keywords.Has(ability.Flying))
	h520Cast(t, g, 0, cl, obj(b))
	require.False(t, info(t, g, b).Keywords.Has(ability.Flying))
	require.True(t, info(t, g, other).Keywords.Has(ability.Flying))
	for _, x := range h520Copies(t, g) {
		require.False(t, info(t, x, b).Keywords.Has(ability.Flying))
	}
	h520Cast(t, g, 0, cr)
	require.True(t, info(t, g, b).Keywords.Has(ability.Flying))
}

// 20. Alice's Ember Adept has "{T}: Ember Adept deals 1 damage to target
// creature or player"; Torch Aura ("enchanted creature has '{T}: this
// creature deals 1 damage to target creature or player'") is on her
// Grove Bear. Both creatures lose all abilities: neither can be
// activated (CR 613.1f, 602.1). A second Torch Aura cast on the bear
// after the loss is newer (CR 613.6c-d): the bear has its ability again.
func TestH520LoseAllStopsActivatedAndOlderGrant(t *testing.T) {
	ping := ability.Activated{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}
	adept := h520Crt(t, "Ember Adept", "{1}{R}", 1, 1, []string{"Human", "Shaman"}, card.Definition{Activated: []ability.Activated{ping}})
	torch := h520Aura(t, "Torch Aura", "{R}", ability.Static{Affects: ability.AffectsAttached, Grant: &ping})
	bear := h520Crt(t, "Grove Bear", "{1}{G}", 2, 2, []string{"Bear"}, card.Definition{})
	blank := h520Become(t, "Blank Slate", ability.TargetCreature, ability.Effect{LoseAllAbilities: true})
	g := h520Game(t, 4)
	a := bf(t, g, 0, adept)
	b := bf(t, g, 0, bear)
	t1, t2 := hand(t, g, 0, torch), hand(t, g, 0, torch)
	x1, x2 := hand(t, g, 0, blank), hand(t, g, 0, blank)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h520Cast(t, g, 0, t1, obj(b))
	require.NotEmpty(t, h520Listed(g, b), "the Aura's grant")
	h520Cast(t, g, 0, x1, obj(a))
	h520Cast(t, g, 0, x2, obj(b))
	require.Error(t, g.Clone().Activate(0, a, 0, pl(1)))
	require.Empty(t, h520Listed(g, a))
	require.Empty(t, h520Listed(g, b), "the older grant is gone")
	h520Cast(t, g, 0, t2, obj(b))
	var at game.Action
	for _, act := range h520Listed(g, b) {
		if ts := act.TargetList(); len(ts) == 1 && ts[0] == pl(1) {
			at = act
		}
	}
	require.Equal(t, game.ActActivate, at.Kind, "the newer Aura's grant is listed")
	require.NoError(t, g.Apply(at))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
}

// 21. The third example of CR 613.5 with a card of one's own: Tinker's
// Wave, "all noncreature artifacts become 2/2 artifact creatures until
// end of turn". The Totem there becomes a 2/2 creature (layers 4 and
// 7b, applied to the same set, CR 613.5, 611.2c); a Totem cast afterwards
// stays a noncreature artifact.
func TestH520AllArtifactsBecomeCreaturesLockedIn(t *testing.T) {
	totem := def(t, card.Definition{Name: "Brass Totem", ManaCost: cost("{1}"), Types: ability.Artifact})
	wave := instant(t, "Tinker's Wave", "{U}", nil, ability.Effect{Op: ability.OpBecome, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Artifact, NotTypes: ability.Creature}, AddTypes: ability.Creature, Power: 2, Toughness: 2})
	g := h520Game(t, 4)
	t1 := bf(t, g, 0, totem)
	w := hand(t, g, 0, wave)
	late := hand(t, g, 0, totem)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h520Cast(t, g, 0, w)
	require.Equal(t, ability.Artifact|ability.Creature, info(t, g, t1).Types)
	require.Equal(t, [2]int{2, 2}, pt(t, g, t1))
	h520Cast(t, g, 0, late)
	for _, id := range g.Zone(0, zone.Battlefield) {
		if id != t1 && info(t, g, id).Card == totem {
			require.Equal(t, ability.Artifact, info(t, g, id).Types)
		}
	}
	h520NextTurn(t, g)
	require.Equal(t, ability.Artifact, info(t, g, t1).Types)
}

// 22. Dwarfing Field: "Creatures your opponents control have base power
// and toughness 1/1" (a static in layer 7b, timestamp of the Field, CR
// 613.6a). Bob's bear made 4/4 by a resolved effect before the Field
// entered is 1/1; made 3/3 after, it is 3/3; a +1/+1 counter adds on top
// either way (7d). Alice's own bear is untouched.
func TestH520GroupBaseSetterAgainstResolvedSetter(t *testing.T) {
	field := h520Ench(t, "Dwarfing Field", "{2}{U}", ability.Static{Affects: ability.AffectsGroup,
		Group: ability.Group{Side: ability.OpponentSide}, SetBasePT: true, BasePower: 1, BaseToughness: 1})
	bear := h520Crt(t, "Grove Bear", "{1}{G}", 2, 2, []string{"Bear"}, card.Definition{})
	four := h520Become(t, "Giant Form", ability.TargetCreature, ability.Effect{Power: 4, Toughness: 4})
	three := h520Become(t, "Middle Form", ability.TargetCreature, ability.Effect{Power: 3, Toughness: 3})
	g := h520Game(t, 4)
	mine := bf(t, g, 0, bear)
	b1 := bf(t, g, 1, bear)
	b2 := bf(t, g, 1, bear)
	f4 := hand(t, g, 0, four)
	fd := hand(t, g, 0, field)
	f3 := hand(t, g, 0, three)
	rune := hand(t, g, 0, h520Counter(t, 1))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h520Cast(t, g, 0, f4, obj(b1))
	h520Cast(t, g, 0, fd)
	require.Equal(t, [2]int{1, 1}, pt(t, g, b1))
	require.Equal(t, [2]int{1, 1}, pt(t, g, b2))
	require.Equal(t, [2]int{2, 2}, pt(t, g, mine))
	h520Cast(t, g, 0, f3, obj(b2))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b2))
	h520Cast(t, g, 0, rune, obj(b1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b1))
}

// ---------------------------------------------------------------------
// Part 7. Definitions Check refuses

// 23. Statics the vocabulary can't play are refused with an error naming
// the field: types added to a group (only an Aura's or Equipment's
// attached permanent, so that no static's reach depends on types another
// adds, CR 613.7), a characteristic-defining power on what an Aura
// enchants (CR 604.3: a CDA defines its own object's values), a base
// power set by a creature for itself without a condition, a static that
// depends on the greatest power (CR 613.8), and control "for as long as
// you control" the source.
func TestH520CheckRefusesLayerFields(t *testing.T) {
	refused := func(d card.Definition, field string) {
		t.Helper()
		err := card.Define(d).Check()
		require.Error(t, err, d.Name)
		require.Contains(t, err.Error(), field, d.Name)
	}
	crt := func(name string, ss ...ability.Static) card.Definition {
		return card.Definition{Name: name, ManaCost: cost("{1}{G}"), Types: ability.Creature, Subtypes: []string{"Elf"},
			Power: C(2), Toughness: C(2), Statics: ss}
	}
	refused(crt("Steelmaker", ability.Static{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide},
		AddTypes: ability.Artifact}), "AddTypes")
	refused(card.Definition{Name: "Counting Aura", ManaCost: cost("{G}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, SetPTFromCreatures: true}}}, "Affects")
	refused(crt("Self Setter", ability.Static{SetBasePT: true, BasePower: 4, BaseToughness: 4}), "SetBasePT")
	refused(crt("Mightiest Lord", ability.Static{Affects: ability.AffectsGroup, Group: ability.Group{Side: ability.YourSide},
		Power: 1, If: ability.Condition{Kind: ability.ControlEachGreatestPower}}), "613.8")
	refused(card.Definition{Name: "Fleeting Leash", ManaCost: cost("{R}"), Types: ability.Sorcery, Spell: ability.Spell{
		Targets: []ability.TargetSpec{ability.TargetCreature},
		Effects: []ability.Effect{{Op: ability.OpGainControl, Target: 0, Duration: ability.WhileYouControlSource}}}}, "Duration")
}

// ---------------------------------------------------------------------
// Positions the engine got wrong before the fixes that came with this
// set; each test now guards the fix.

// h520Warden is Elf Warden, 1/1 Elf: "Other Elf creatures you control
// get +1/+1."
func h520Warden(t *testing.T) *card.Definition {
	t.Helper()
	return h520Crt(t, "Elf Warden", "{1}{G}", 1, 1, []string{"Elf"}, card.Definition{Statics: []ability.Static{
		h520Group(ability.Group{Subtype: "Elf", Side: ability.YourSide, Other: true}, 1, 1, 0)}})
}

// h520ElfBane is "Elf Bane deals 1 damage to target Elf creature".
func h520ElfBane(t *testing.T, st string) *card.Definition {
	t.Helper()
	return h520Spell(t, st+" Bane", "{R}", ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Subtype: st}},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)})
}

// D1. Three resolved effects each make a Grove Bear "an X in addition to
// its other creature types": Elf, then Goblin, then Wizard. Layer 4
// applies all three (CR 613.1d, 205.1b: every prior subtype is
// retained): the bear is a Bear Elf Goblin Wizard, and Elf Warden's
// "other Elf creatures you control get +1/+1" keeps pumping it (CR
// 611.3a): 3/3.
func TestH520ThirdAddedCreatureTypeKeepsFirst(t *testing.T) {
	bear := h520Crt(t, "Grove Bear", "{1}{G}", 2, 2, []string{"Bear"}, card.Definition{})
	g := h520Game(t, 4)
	bf(t, g, 0, h520Warden(t))
	b := bf(t, g, 0, bear)
	var ids []game.ObjectID
	for _, st := range []string{"Elf", "Goblin", "Wizard"} {
		ids = append(ids, hand(t, g, 0, h520Become(t, "Kinship of "+st, ability.TargetCreature, ability.Effect{AddSubtype: st})))
	}
	require.NoError(t, g.Start(2, 0, game.Main1))
	h520Cast(t, g, 0, ids[0], obj(b))
	h520Cast(t, g, 0, ids[1], obj(b))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	h520Cast(t, g, 0, ids[2], obj(b))
	require.ElementsMatch(t, []string{"Bear", "Elf", "Goblin", "Wizard"}, info(t, g, b).Subtypes)
	require.Equal(t, [2]int{3, 3}, pt(t, g, b), "still an Elf: the Warden pumps it")
}

// D2. Moss Elf (1/1 Elf Scout) under Elf Warden is 2/2. "Outcast's
// Brand: target creature is no longer an Elf until end of turn" removes
// the subtype in layer 4 (CR 613.1d, 205.1a: removing a subtype). It
// is a Scout only, and the Warden's static, which reads the group as
// each layer gives it (CR 611.3a, 613.8), no longer counts it: 1/1.
func TestH520LostSubtypeLeavesLordsGroup(t *testing.T) {
	elf := h520Crt(t, "Moss Elf", "{G}", 1, 1, []string{"Elf", "Scout"}, card.Definition{})
	g := h520Game(t, 4)
	bf(t, g, 0, h520Warden(t))
	e := bf(t, g, 0, elf)
	out := hand(t, g, 0, h520Become(t, "Outcast's Brand", ability.TargetCreature, ability.Effect{LoseSubtype: "Elf"}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, e))
	h520Cast(t, g, 0, out, obj(e))
	require.Equal(t, []string{"Scout"}, info(t, g, e).Subtypes)
	require.Equal(t, [2]int{1, 1}, pt(t, g, e), "no longer an Elf: the Warden doesn't pump it")
}

// D3. Elf Tally, */* Elf: "Elf Tally's power and toughness are each equal
// to the number of Elves you control" (a characteristic-defining
// ability, CR 604.3, 613.3a). With a Moss Elf it is 2/2. The Moss Elf
// "is no longer an Elf" (layer 4, CR 205.1a): the Tally counts one Elf,
// 1/1.
func TestH520LostSubtypeNotCounted(t *testing.T) {
	tally := def(t, card.Definition{Name: "Elf Tally", ManaCost: cost("{1}{G}"), Types: ability.Creature,
		Subtypes: []string{"Elf"}, Power: card.Star, Toughness: card.Star,
		Statics: []ability.Static{{SetPTFromCount: "Elf"}}})
	elf := h520Crt(t, "Moss Elf", "{G}", 1, 1, []string{"Elf", "Scout"}, card.Definition{})
	g := h520Game(t, 4)
	ta := bf(t, g, 0, tally)
	e := bf(t, g, 0, elf)
	out := hand(t, g, 0, h520Become(t, "Outcast's Brand", ability.TargetCreature, ability.Effect{LoseSubtype: "Elf"}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, ta))
	h520Cast(t, g, 0, out, obj(e))
	require.False(t, h520Has(t, g, e, "Elf"))
	require.Equal(t, [2]int{1, 1}, pt(t, g, ta))
}

// D4. The Moss Elf "is no longer an Elf", and afterwards "becomes an Elf
// in addition to its other types" (both until end of turn). Layer 4
// applies them in timestamp order (CR 613.1d, 613.2, 613.6b): the later
// effect makes it an Elf again, so it shows as an Elf Scout and "target
// Elf creature" can target it (CR 114.1a, 601.2c).
func TestH520SubtypeChangesInTimestampOrder(t *testing.T) {
	elf := h520Crt(t, "Moss Elf", "{G}", 1, 1, []string{"Elf", "Scout"}, card.Definition{})
	g := h520Game(t, 4)
	e := bf(t, g, 0, elf)
	out := hand(t, g, 0, h520Become(t, "Outcast's Brand", ability.TargetCreature, ability.Effect{LoseSubtype: "Elf"}))
	in := hand(t, g, 0, h520Become(t, "Kinship of Elf", ability.TargetCreature, ability.Effect{AddSubtype: "Elf"}))
	bane := hand(t, g, 0, h520ElfBane(t, "Elf"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h520Cast(t, g, 0, out, obj(e))
	h520Cast(t, g, 0, in, obj(e))
	require.ElementsMatch(t, []string{"Elf", "Scout"}, info(t, g, e).Subtypes)
	require.NoError(t, g.Cast(0, bane, obj(e)), "an Elf again: a legal target")
}

// D5. Goblin Totem: "{T}: Target creature becomes a Goblin in addition to
// its other creature types for as long as you control Goblin Totem."
// Once the Totem is destroyed the effect has ended (CR 611.2b): the bear
// is no Goblin (the engine's own view agrees) and "target Goblin
// creature" can't target it (CR 114.1a, 601.2c); Goblin Tally ("*/*:
// equal to the number of Goblins you control", CR 604.3) counts only
// itself: 1/1.
func TestH520EndedSubtypeNotTargetable(t *testing.T) {
	totem := def(t, card.Definition{Name: "Goblin Totem", ManaCost: cost("{1}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpBecome, Target: 0, AddSubtype: "Goblin", Duration: ability.WhileYouControlSource}}}}})
	bear := h520Crt(t, "Grove Bear", "{1}{G}", 2, 2, []string{"Bear"}, card.Definition{})
	smash := h520Spell(t, "Shatter Pin", "{R}", ability.TargetArtifact, ability.Effect{Op: ability.OpDestroy, Target: 0})
	tally := def(t, card.Definition{Name: "Goblin Tally", ManaCost: cost("{1}{R}"), Types: ability.Creature,
		Subtypes: []string{"Goblin"}, Power: card.Star, Toughness: card.Star,
		Statics: []ability.Static{{SetPTFromCount: "Goblin"}}})
	g := h520Game(t, 4)
	tt := bf(t, g, 0, totem)
	b := bf(t, g, 0, bear)
	ta := bf(t, g, 0, tally)
	sm := hand(t, g, 0, smash)
	gb := hand(t, g, 0, h520ElfBane(t, "Goblin"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{1, 1}, pt(t, g, ta))
	require.NoError(t, g.Activate(0, tt, 0, obj(b)))
	resolve(t, g, nil)
	require.True(t, h520Has(t, g, b, "Goblin"))
	require.Equal(t, [2]int{2, 2}, pt(t, g, ta))
	h520Cast(t, g, 0, sm, obj(tt))
	require.True(t, gone(g, tt))
	require.False(t, h520Has(t, g, b, "Goblin"), "the effect ended")
	require.Equal(t, [2]int{1, 1}, pt(t, g, ta), "one Goblin left")
	require.Error(t, g.Cast(0, gb, obj(b)), "no Goblin to target")
}

// D6. Ghoststeel Aura: "Enchanted creature is an artifact in addition to
// its other types, gets +2/+2 and has flying" — one static ability whose
// effect applies in layers 4, 6 and 7c (CR 613.5). On a Grove Bear it
// makes a 4/4 flying artifact creature. Bob's Unweave makes the Aura
// lose all abilities (layer 6). The effect started to apply in layer 4,
// so it goes on applying in layers 6 and 7c even though the ability is
// removed during the process (CR 613.5): still a 4/4 flying artifact.
func TestH520EffectAcrossLayersAfterLoss(t *testing.T) {
	aura := h520Aura(t, "Ghoststeel Aura", "{W}", ability.Static{Affects: ability.AffectsAttached, AddTypes: ability.Artifact,
		Power: 2, Toughness: 2, Keywords: ability.Flying})
	bear := h520Crt(t, "Grove Bear", "{1}{G}", 2, 2, []string{"Bear"}, card.Definition{})
	g := h520Game(t, 4)
	lands(t, g, 0, card.Plains, 1)
	b := bf(t, g, 0, bear)
	a := hand(t, g, 0, aura)
	blank := hand(t, g, 1, h520Become(t, "Unweave", ability.TargetSpec{Allow: ability.AllowEnchantment}, ability.Effect{LoseAllAbilities: true}))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h520Cast(t, g, 0, a, obj(b))
	require.Equal(t, [2]int{4, 4}, pt(t, g, b))
	require.NoError(t, g.Pass(0))
	h520Cast(t, g, 1, blank, obj(find(t, g, 0, aura)))
	o := info(t, g, b)
	require.True(t, o.Types.Has(ability.Artifact), "layer 4 part")
	require.True(t, o.Keywords.Has(ability.Flying), "layer 6 part (CR 613.5)")
	require.Equal(t, [2]int{4, 4}, pt(t, g, b), "layer 7c part (CR 613.5)")
}
