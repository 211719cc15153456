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

// Custom cards, sixteenth set: continuous effects and their layers
// (CR 613): copies (layer 1) under later changes, control changes
// (layer 2) beside "creatures you control" statics, type changes and
// animated lands (layer 4), colours (layer 5), abilities added and
// removed in timestamp order (layer 6), power and toughness in its
// sublayers (7a-7d), effects of resolved spells that lock in what they
// affect (CR 611.2c) against statics (CR 611.3a), "as long as" statics
// that turn on and off, and the state-based actions that follow. Several
// games are saved, loaded and cloned in the middle of their decisions.

// h486Anthem is a checked enchantment "<group> get +p/+t and have kw".
func h486Anthem(t *testing.T, name string, gr ability.Group, p, tg int, kw ability.Keyword) *card.Definition {
	return h476Ench(t, name, "{1}{W}", []ability.Static{{Affects: ability.AffectsGroup, Group: gr, Power: p, Toughness: tg, Keywords: kw}})
}

// h486Mine is the group "creatures you control".
var h486Mine = ability.Group{Types: ability.Creature, Side: ability.YourSide}

// h486Pump is "{G} instant: target creature gets +p/+t (and kw) until end
// of turn."
func h486Pump(t *testing.T, name string, p, tg int, kw ability.Keyword) *card.Definition {
	return instant(t, name, "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: p, Toughness: tg, Keywords: kw})
}

// h486Become is "{U} instant: until end of turn, target <allow> becomes
// e" (OpBecome on target 0).
func h486Become(t *testing.T, name string, allow ability.Allow, e ability.Effect) *card.Definition {
	return h486BecomeFor(t, name, "{U}", allow, e)
}

// h486BecomeFor is h486Become costing mc.
func h486BecomeFor(t *testing.T, name, mc string, allow ability.Allow, e ability.Effect) *card.Definition {
	e.Op, e.Target, e.Subject = ability.OpBecome, 0, ability.SubjectTarget
	return instant(t, name, mc, []ability.TargetSpec{{Allow: allow}}, e)
}

// h486Frog is "{U} instant: until end of turn, target creature loses all
// abilities and becomes a blue Frog with base power and toughness 1/1."
func h486Frog(t *testing.T) *card.Definition {
	return h486Become(t, "Toad Hex", ability.AllowCreature, ability.Effect{Power: 1, Toughness: 1,
		LoseAllAbilities: true, SetColors: mana.SetOf(mana.Blue), AddSubtype: "Frog", ReplaceCreatureTypes: true})
}

// h486Steal is "{1}{U} instant: gain control of target <allow> until end
// of turn."
func h486Steal(t *testing.T, name string, allow ability.Allow) *card.Definition {
	return instant(t, name, "{1}{U}", []ability.TargetSpec{{Allow: allow}},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.UntilEndOfTurn})
}

// h486Cast casts id for p with targets and resolves the stack.
func h486Cast(t *testing.T, g *game.Game, p game.PlayerID, id game.ObjectID, ts ...game.Target) {
	t.Helper()
	require.NoError(t, g.Cast(p, id, ts...))
	resolve(t, g, nil)
}

// h486Each saves, loads and clones g and runs f on the three games, then
// checks they went on alike.
func h486Each(t *testing.T, g *game.Game, defs []*card.Definition, f func(x *game.Game)) {
	t.Helper()
	gs := h479Copies(t, g, defs...)
	for _, x := range gs {
		f(x)
	}
	h479Same(t, gs)
}

// h486Has reports whether the permanent has keyword kw.
func h486Has(t *testing.T, g *game.Game, id game.ObjectID, kw ability.Keyword) bool {
	return info(t, g, id).Keywords.Has(kw)
}

var _ = zone.Battlefield

// h486ToAttack passes priority until attackers are to be declared.
func h486ToAttack(t *testing.T, g *game.Game) {
	t.Helper()
	for i := 0; i < 50 && g.Pending().Kind != game.DecideAttackers; i++ {
		require.Equal(t, game.DecidePriority, g.Pending().Kind, g.Prompt(game.English))
		require.NoError(t, g.Pass(g.Pending().Player))
	}
}

// ---------------------------------------------------------------------
// Part 1. Layer 6 in timestamp order

// 1. The other order: Gift of Wings is on the Drake first (a grant older
// than the loss), then Lose the Wind resolves: the loss applies last in
// layer 6 and the Drake (printed flying and the Aura's) doesn't fly
// (CR 613.6, 613.8).
func TestH486AuraThenLossRemovesFlying(t *testing.T) {
	bird := creature(t, "Marsh Heron", "{1}{U}", 1, 2, 0, "Bird")
	lose := instant(t, "Lose the Wind", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, LoseKeywords: ability.Flying})
	wings := h476Aura(t, "Gift of Wings", "{W}", []ability.Static{{Affects: ability.AffectsAttached, Keywords: ability.Flying}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 1)
	d := bf(t, g, 0, bird)
	bf(t, g, 0, wings, game.PutOptions{AttachedTo: d})
	l := hand(t, g, 0, lose)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, h486Has(t, g, d, ability.Flying))
	h486Cast(t, g, 0, l, obj(d))
	require.False(t, h486Has(t, g, d, ability.Flying), "the later loss wins (CR 613.6)")
	h476To(t, g, 1, game.Main1)
	require.True(t, h486Has(t, g, d, ability.Flying), "the loss ended at cleanup (CR 514.2)")
}

// 2. Toad Hex (loses all abilities, blue 1/1 Frog until end of turn) on
// Bob's Vigil Knight (2/2 first strike, vigilance); Bob's Banner of
// Valor (creatures you control have flying), on the battlefield before
// the Hex, grants nothing (older, CR 613.6a); Bob's Rallying Horn
// (creatures you control get +1/+1 and have trample) cast after the Hex
// grants trample and +1/+1 (its effect's timestamp is later, CR 613.6);
// then a Giant's Vigor (+2/+2 and reach until end of turn) adds reach.
// Saved, loaded and cloned after the Hex.
func TestH486FrogThenNewerGrants(t *testing.T) {
	knight := creature(t, "Vigil Knight", "{1}{W}", 2, 2, ability.FirstStrike|ability.Vigilance, "Knight")
	banner := h486Anthem(t, "Banner of Valor", h486Mine, 0, 0, ability.Flying)
	horn := h486Anthem(t, "Rallying Horn", h486Mine, 1, 1, ability.Trample)
	vigor := h486Pump(t, "Giant's Vigor", 2, 2, ability.Reach)
	hex := h486Frog(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 1, card.Plains, 2)
	lands(t, g, 1, card.Forest, 1)
	k := bf(t, g, 1, knight)
	bf(t, g, 1, banner)
	x := hand(t, g, 0, hex)
	hr := hand(t, g, 1, horn)
	v := hand(t, g, 1, vigor)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.True(t, h486Has(t, g, k, ability.Flying))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, x, obj(k))) // in Bob's turn, with priority after Bob passed
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, 0, g.StackLen())
	h486Each(t, g, []*card.Definition{knight, banner, horn, vigor, hex}, func(x *game.Game) {
		o := info(t, x, k)
		require.Equal(t, [2]int{1, 1}, [2]int{o.Power, o.Toughness})
		require.Zero(t, o.Keywords&(ability.Flying|ability.FirstStrike|ability.Vigilance), "all lost (CR 613.1f)")
		require.True(t, o.Colors == mana.SetOf(mana.Blue))
		require.Contains(t, o.Subtypes, "Frog")
		require.NotContains(t, o.Subtypes, "Knight")
		h486Cast(t, x, 1, hr)
		o = info(t, x, k)
		require.Equal(t, [2]int{2, 2}, [2]int{o.Power, o.Toughness}, "7c applies on the new base")
		require.True(t, o.Keywords.Has(ability.Trample), "a newer static grants (CR 613.6)")
		require.False(t, o.Keywords.Has(ability.Flying), "the older static's grant is gone")
		h486Cast(t, x, 1, v, obj(k))
		o = info(t, x, k)
		require.Equal(t, [2]int{4, 4}, [2]int{o.Power, o.Toughness})
		require.True(t, o.Keywords.Has(ability.Reach))
	})
}

// ---------------------------------------------------------------------
// Part 2. Control changes (layer 2) and "you control" statics

// 3. Three players. Alice's Oath of the Ranks (creatures you control get
// +1/+1) and Carol's Warhorn (creatures you control get +0/+2). Carol
// casts Sway of the Crowd on Alice's Field Bear (2/2): in layer 2 the
// Bear becomes Carol's, so Alice's static no longer applies and Carol's
// does (CR 613.1b, 611.3a): 2/4. Bob's Ox never changes. At cleanup
// control returns and the Bear is 3/3 again (CR 514.2). Saved, loaded
// and cloned with Sway on the stack.
func TestH486StolenBearSwitchesAnthems(t *testing.T) {
	oath := h486Anthem(t, "Oath of the Ranks", h486Mine, 1, 1, 0)
	horn := h486Anthem(t, "Carol's Warhorn", h486Mine, 0, 2, 0)
	bear := creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear")
	ox := creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox")
	sway := h486Steal(t, "Sway of the Crowd", ability.AllowCreature)
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 2, card.Island, 2)
	bf(t, g, 0, oath)
	bf(t, g, 2, horn)
	b := bf(t, g, 0, bear)
	o := bf(t, g, 1, ox)
	s := hand(t, g, 2, sway)
	require.NoError(t, g.Start(2, 2, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	require.NoError(t, g.Cast(2, s, obj(b)))
	h486Each(t, g, []*card.Definition{oath, horn, bear, ox, sway}, func(x *game.Game) {
		resolve(t, x, nil)
		require.Equal(t, game.PlayerID(2), info(t, x, b).Controller)
		require.Equal(t, [2]int{2, 4}, pt(t, x, b), "Carol's static, not Alice's (CR 613.1b)")
		require.Equal(t, [2]int{2, 2}, pt(t, x, o))
		h476To(t, x, 0, game.Upkeep)
		require.Equal(t, game.PlayerID(0), info(t, x, b).Controller)
		require.Equal(t, [2]int{3, 3}, pt(t, x, b))
	})
}

// 4. Four players. Dave casts Coveted Banner (gain control of target
// enchantment until end of turn) on Bob's Oath of the Ranks (creatures
// you control get +1/+1): the Oath's "you" is now Dave (CR 613.1b,
// 611.3a), so Dave's 1/1s become 2/2 and Bob's Bear drops to 2/2; Bob's
// Bear, damaged 2 earlier this turn, is destroyed (CR 704.5g). Alice's
// and Carol's creatures are untouched.
func TestH486StolenAnthemKillsDamagedBear(t *testing.T) {
	oath := h486Anthem(t, "Oath of the Ranks", h486Mine, 1, 1, 0)
	bear := creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear")
	elf := creature(t, "Dave's Elf", "{G}", 1, 1, 0, "Elf")
	ox := creature(t, "Ox of the Plain", "{1}{G}", 2, 2, 0, "Ox")
	banner := h486Steal(t, "Coveted Banner", ability.AllowEnchantment)
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 3, card.Island, 2)
	bf(t, g, 1, oath)
	b := bf(t, g, 1, bear, game.PutOptions{Damage: 2})
	e := bf(t, g, 3, elf)
	a := bf(t, g, 0, ox)
	c := bf(t, g, 2, ox)
	bn := hand(t, g, 3, banner)
	require.NoError(t, g.Start(2, 3, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	h486Cast(t, g, 3, bn, obj(find(t, g, 1, oath)))
	require.NotZero(t, find(t, g, 3, oath), "Dave controls the Oath")
	require.Equal(t, [2]int{2, 2}, pt(t, g, e))
	require.True(t, gone(g, b), "the Bear lost the bonus and has lethal damage (CR 704.5g)")
	require.Equal(t, [2]int{2, 2}, pt(t, g, a))
	require.Equal(t, [2]int{2, 2}, pt(t, g, c))
}

// 5. Alice's Rally Cry ({W} instant: creatures you control get +2/+2
// until end of turn) resolves; then Bob steals her Field Bear. The
// effect locked in its set as it resolved (CR 611.2c): Bob's Bear is
// still 4/4, and Alice's Scout entering later gets nothing. Alice's
// static Oath (CR 611.3a) instead follows control: it leaves the Bear
// and pumps the Scout.
func TestH486RallyLocksInAcrossControl(t *testing.T) {
	rally := instant(t, "Rally Cry", "{W}", nil, ability.Effect{Op: ability.OpModify, Subject: ability.SubjectAll,
		Group: h486Mine, Power: 2, Toughness: 2})
	oath := h486Anthem(t, "Oath of the Ranks", h486Mine, 1, 1, 0)
	bear := creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear")
	scout := creature(t, "Plains Scout", "{W}", 1, 1, 0, "Scout")
	sway := h486Steal(t, "Sway of the Crowd", ability.AllowCreature)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 2)
	lands(t, g, 1, card.Island, 2)
	b := bf(t, g, 0, bear)
	r := hand(t, g, 0, rally)
	sc := hand(t, g, 0, scout)
	bf(t, g, 0, oath)
	s := hand(t, g, 1, sway)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, r)
	require.Equal(t, [2]int{5, 5}, pt(t, g, b))
	require.NoError(t, g.Pass(0))
	h486Cast(t, g, 1, s, obj(b))
	require.Equal(t, game.PlayerID(1), info(t, g, b).Controller)
	require.Equal(t, [2]int{4, 4}, pt(t, g, b), "the Rally stays (CR 611.2c), the Oath goes (CR 611.3a)")
	h486Cast(t, g, 0, sc)
	scID := find(t, g, 0, scout)
	require.Equal(t, [2]int{2, 2}, pt(t, g, scID), "the Oath, not the Rally, which resolved before it entered")
}

// ---------------------------------------------------------------------
// Part 3. Type changes (layer 4) and animated lands

// h486Awaken is "{G} instant: until end of turn, target land becomes a
// 3/3 Elemental creature with haste. It's still a land."
func h486Awaken(t *testing.T) *card.Definition {
	return h486BecomeFor(t, "Stir the Soil", "{G}", ability.AllowLand, ability.Effect{Power: 3, Toughness: 3,
		AddTypes: ability.Creature, AddSubtype: "Elemental", Keywords: ability.Haste})
}

// 6. Stir the Soil animates Alice's Forest: a 3/3 land creature (layers
// 4 and 7b); Alice's Oath of the Ranks (a static, CR 611.3a) makes it
// 4/4 at once; Bob's earlier Withering Fog (all creatures get -1/-1 until
// end of turn) resolved before the Forest was a creature and doesn't
// apply to it (CR 611.2c), though it still shrinks Alice's Bear. The
// animated Forest attacks (haste) and deals 4. After cleanup it is a
// land and not a creature.
func TestH486AnimatedForestAnthemNotFog(t *testing.T) {
	fog := instant(t, "Withering Fog", "{B}", nil, ability.Effect{Op: ability.OpModify, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Creature}, Power: -1, Toughness: -1})
	oath := h486Anthem(t, "Oath of the Ranks", h486Mine, 1, 1, 0)
	bear := creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear")
	stir := h486Awaken(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	f := bf(t, g, 0, card.Forest)
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 1, card.Swamp, 1)
	bf(t, g, 0, oath)
	b := bf(t, g, 0, bear)
	fg := hand(t, g, 1, fog)
	st := hand(t, g, 0, stir)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	h486Cast(t, g, 1, fg)
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
	// Alice pays with the other Forest.
	require.NoError(t, g.Cast(0, st, obj(f)))
	resolve(t, g, nil)
	o := info(t, g, f)
	require.True(t, o.Types.Has(ability.Creature) && o.Types.Has(ability.Land))
	require.Contains(t, o.Subtypes, "Forest")
	require.Contains(t, o.Subtypes, "Elemental")
	require.Equal(t, [2]int{4, 4}, [2]int{o.Power, o.Toughness}, "3/3 + Oath, not the Fog (CR 611.2c, 611.3a)")
	h486ToAttack(t, g)
	attack(t, g, 0, game.Attack{Attacker: f, Player: 1})
	h476To(t, g, 0, game.Main2)
	require.Equal(t, 16, g.Life(1))
	h476To(t, g, 1, game.Upkeep)
	o = info(t, g, f)
	require.False(t, o.Types.Has(ability.Creature), "until end of turn (CR 514.2)")
	require.NotContains(t, o.Subtypes, "Elemental")
}

// 7. A Swamp creature by its printed subtype: Stir the Soil animates a
// Swamp under Bog Banner: 4/4 (CR 205.3i, 611.3a). (The control for
// test 8: the land's own printed type.)
func TestH486PrintedSwampCreatureBanner(t *testing.T) {
	banner := h486Anthem(t, "Bog Banner", ability.Group{Types: ability.Creature, Subtype: "Swamp"}, 1, 1, 0)
	stir := h486Awaken(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	sw := bf(t, g, 0, card.Swamp)
	lands(t, g, 0, card.Forest, 1)
	bf(t, g, 0, banner)
	st := hand(t, g, 0, stir)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, st, obj(sw)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, sw))
}

// h486Soulforge is "{1}{U} Aura: Enchant artifact. Enchanted artifact is
// a creature with base power and toughness 4/4 in addition to its other
// types."
func h486Soulforge(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Soulforge Binding", ManaCost: cost("{1}{U}"), Types: ability.Enchantment,
		Subtypes: []string{"Aura"}, Enchant: ability.TargetArtifact,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, AddTypes: ability.Creature, SetBasePT: true, BasePower: 4, BaseToughness: 4}}})
}

// 8. Soulforge Binding on Alice's Brass Trinket with two +1/+1 counters:
// an artifact creature (layer 4), base 4/4 (7b), Oath +1/+1 (7c),
// counters (7d): 7/7 (CR 613.3). Bob's Shatter-like Unbind destroys the
// Aura: the Trinket is a noncreature artifact again, its counters stay.
func TestH486SoulforgeTrinket(t *testing.T) {
	aura := h486Soulforge(t)
	oath := h486Anthem(t, "Oath of the Ranks", h486Mine, 1, 1, 0)
	unbind := h477Naturalize(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 1, card.Forest, 2)
	var co game.PutOptions
	co.Counters[game.PlusOne] = 2
	tr := bf(t, g, 0, h476Trinket(t), co)
	bf(t, g, 0, oath)
	a := hand(t, g, 0, aura)
	u := hand(t, g, 1, unbind)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.False(t, info(t, g, tr).Types.Has(ability.Creature))
	h486Cast(t, g, 0, a, obj(tr))
	o := info(t, g, tr)
	require.True(t, o.Types.Has(ability.Creature) && o.Types.Has(ability.Artifact))
	require.Equal(t, [2]int{7, 7}, [2]int{o.Power, o.Toughness})
	require.NoError(t, g.Pass(0))
	h486Cast(t, g, 1, u, obj(find(t, g, 0, aura)))
	o = info(t, g, tr)
	require.False(t, o.Types.Has(ability.Creature))
	require.Equal(t, 2, o.Counter(game.PlusOne))
}

// ---------------------------------------------------------------------
// Part 4. Copies (layer 1) under later layers

// h486Adept casts Alice's Mirror Adept (may enter as a copy of a
// creature she controls) and stops at the choice.
func h486Adept(t *testing.T, g *game.Game, m game.ObjectID) {
	t.Helper()
	require.NoError(t, g.Cast(0, m))
	passStack(t, g)
	require.Equal(t, game.DecideChooseCard, g.Pending().Kind, g.Prompt(game.English))
}

// h486Copy answers the Adept's choice with id, resolves, and returns the
// Adept's permanent.
func h486Copy(t *testing.T, g *game.Game, m, id game.ObjectID) game.ObjectID {
	t.Helper()
	require.NoError(t, g.Apply(chooseObj(0, id)))
	resolve(t, g, nil)
	cp, ok := g.Follow(m)
	require.True(t, ok)
	require.Equal(t, zone.Battlefield, info(t, g, cp).Zone)
	return cp
}

// 9. Alice's Scholar Owl (1/1 flyer) has a +1/+1 counter, Giant's Vigor
// (+2/+2 until end of turn) and her Oath of the Ranks (+1/+1): 5/5. The
// Adept copies only its copiable values (CR 706.2): a 1/1 flying Owl,
// then the Oath applies to it in layer 7c (CR 613.1a, 613.3c): 2/2 with
// flying. Saved, loaded and cloned at the choice.
func TestH486AdeptCopiesPrintedOwlThenOath(t *testing.T) {
	owl := scholarOwl(t)
	oath := h486Anthem(t, "Oath of the Ranks", h486Mine, 1, 1, 0)
	vigor := h486Pump(t, "Giant's Vigor", 2, 2, 0)
	adept := mirrorAdept(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	lands(t, g, 0, card.Forest, 1)
	var co game.PutOptions
	co.Counters[game.PlusOne] = 1
	o := bf(t, g, 0, owl, co)
	bf(t, g, 0, oath)
	v := hand(t, g, 0, vigor)
	m := hand(t, g, 0, adept)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, v, obj(o))
	require.Equal(t, [2]int{5, 5}, pt(t, g, o))
	h486Adept(t, g, m)
	h486Each(t, g, []*card.Definition{owl, oath, vigor, adept}, func(x *game.Game) {
		cp := h486Copy(t, x, m, o)
		ci := info(t, x, cp)
		require.Equal(t, "Scholar Owl", ci.Card.Name)
		require.Equal(t, [2]int{2, 2}, [2]int{ci.Power, ci.Toughness}, "printed 1/1 plus the Oath")
		require.True(t, ci.Keywords.Has(ability.Flying))
		require.Zero(t, ci.Counter(game.PlusOne))
		require.Equal(t, [2]int{5, 5}, pt(t, x, o))
	})
}

// 10. Alice's Vigil Knight (2/2 white, first strike, vigilance) is
// under Toad Hex: a blue 1/1 Frog without abilities. The Adept copying
// it gets the Knight's copiable values, which the Hex doesn't change
// (CR 706.2, 613.1a applies before 613.1d-f): a white 2/2 Knight with
// first strike and vigilance.
func TestH486AdeptCopiesUnderneathTheFrog(t *testing.T) {
	knight := creature(t, "Vigil Knight", "{1}{W}", 2, 2, ability.FirstStrike|ability.Vigilance, "Knight")
	hex := h486Frog(t)
	adept := mirrorAdept(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 5)
	k := bf(t, g, 0, knight)
	x := hand(t, g, 0, hex)
	m := hand(t, g, 0, adept)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, x, obj(k))
	require.Equal(t, [2]int{1, 1}, pt(t, g, k))
	h486Adept(t, g, m)
	cp := h486Copy(t, g, m, k)
	ci := info(t, g, cp)
	require.Equal(t, [2]int{2, 2}, [2]int{ci.Power, ci.Toughness})
	require.True(t, ci.Keywords.Has(ability.FirstStrike) && ci.Keywords.Has(ability.Vigilance))
	require.True(t, ci.Colors == mana.SetOf(mana.White), "the copy's colour is the Knight's")
	require.Contains(t, ci.Subtypes, "Knight")
	require.NotContains(t, ci.Subtypes, "Frog")
	require.Equal(t, [2]int{1, 1}, pt(t, g, k), "the original is still a Frog")
}

// 11. Stir the Soil makes Alice's Forest a 3/3 land creature until end
// of turn; the Adept copies it: the copiable values are the Forest's
// printed ones (CR 706.2), so the Adept is a Forest land, not a
// creature, with no power or toughness to die of (CR 704.5f), and taps
// for {G} (CR 305.6).
func TestH486AdeptCopiesAnimatedForest(t *testing.T) {
	stir := h486Awaken(t)
	adept := mirrorAdept(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	f := bf(t, g, 0, card.Forest)
	lands(t, g, 0, card.Forest, 1)
	s := hand(t, g, 0, stir)
	m := hand(t, g, 0, adept)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, s, obj(f))
	require.True(t, info(t, g, f).Types.Has(ability.Creature))
	h486Adept(t, g, m)
	require.Contains(t, choices(g), f, "the animated Forest is a creature Alice controls")
	cp := h486Copy(t, g, m, f)
	ci := info(t, g, cp)
	require.Equal(t, "Forest", ci.Card.Name)
	require.True(t, ci.Types.Has(ability.Land))
	require.False(t, ci.Types.Has(ability.Creature), "the animation is no copiable value")
	require.Contains(t, ci.Subtypes, "Forest")
}

// h486Seraph is "{3}{W} Creature — Angel */*: Muster Seraph's power and
// toughness are each equal to the number of creatures you control."
func h486Seraph(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Muster Seraph", ManaCost: cost("{3}{W}"), Types: ability.Creature,
		Subtypes: []string{"Angel"}, Power: card.Star, Toughness: card.Star,
		Statics: []ability.Static{{Affects: ability.AffectsSelf, SetPTFromCreatures: true}}})
}

// 12. Alice's Muster Seraph (*/*, creatures you control) with a Bear:
// 2/2. The Adept copies it: both count three creatures (the CDA is
// copied, CR 706.2, 604.3, 613.3a): 3/3 each. Shrink Ray (until end of
// turn, target creature has base power and toughness 1/1; 7b after 7a)
// on the copy with a +1/+1 counter (7d) makes it 2/2; in the next turn
// it is 4/4 again (3 + counter).
func TestH486AdeptCopiesSeraphThenSetAndCounter(t *testing.T) {
	seraph := h486Seraph(t)
	adept := mirrorAdept(t)
	shrink := h486Become(t, "Shrink Ray", ability.AllowCreature, ability.Effect{Power: 1, Toughness: 1})
	grow := instant(t, "Seed of Might", "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpPutCounters, Target: 0, Counter: "+1/+1", Amount: ability.N(1)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 5)
	lands(t, g, 0, card.Forest, 1)
	s := bf(t, g, 0, seraph)
	bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	m := hand(t, g, 0, adept)
	sh := hand(t, g, 0, shrink)
	gr := hand(t, g, 0, grow)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, s))
	h486Adept(t, g, m)
	cp := h486Copy(t, g, m, s)
	require.Equal(t, [2]int{3, 3}, pt(t, g, s))
	require.Equal(t, [2]int{3, 3}, pt(t, g, cp))
	h486Cast(t, g, 0, gr, obj(cp))
	require.Equal(t, [2]int{4, 4}, pt(t, g, cp))
	h486Cast(t, g, 0, sh, obj(cp))
	require.Equal(t, [2]int{2, 2}, pt(t, g, cp), "7b sets 1/1 over the CDA, then the counter")
	h476To(t, g, 1, game.Upkeep)
	require.Equal(t, [2]int{4, 4}, pt(t, g, cp))
}

// 13. Alice casts Sway of the Crowd on Bob's Vigil Knight, then her
// Adept copies it (a creature she controls now). At cleanup the Knight
// goes back to Bob (CR 514.2); the Adept stays a Knight under Alice's
// control: the copy effect doesn't depend on control (CR 706.2, 613.1a).
func TestH486AdeptCopiesStolenKnight(t *testing.T) {
	knight := creature(t, "Vigil Knight", "{1}{W}", 2, 2, ability.FirstStrike|ability.Vigilance, "Knight")
	sway := h486Steal(t, "Sway of the Crowd", ability.AllowCreature)
	adept := mirrorAdept(t)
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 6)
	k := bf(t, g, 1, knight)
	s := hand(t, g, 0, sway)
	m := hand(t, g, 0, adept)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, s, obj(k))
	h486Adept(t, g, m)
	require.Contains(t, choices(g), k)
	cp := h486Copy(t, g, m, k)
	h476To(t, g, 1, game.Upkeep)
	require.Equal(t, game.PlayerID(1), info(t, g, k).Controller)
	ci := info(t, g, cp)
	require.Equal(t, game.PlayerID(0), ci.Controller)
	require.Equal(t, "Vigil Knight", ci.Card.Name)
	require.Equal(t, [2]int{2, 2}, [2]int{ci.Power, ci.Toughness})
}

// ---------------------------------------------------------------------
// Part 5. Colours (layer 5)

// h486Paint is "{W} instant: until end of turn, target creature becomes
// <colour> with base power and toughness p/tg."
func h486Paint(t *testing.T, name string, c mana.Color, p, tg int) *card.Definition {
	return h486BecomeFor(t, name, "{W}", ability.AllowCreature, ability.Effect{Power: p, Toughness: tg, SetColors: mana.SetOf(c)})
}

// 14. CR 613.4's first example. Alice's Honor of the Pure: white
// creatures you control get +1/+1. Her black Grave Rat (2/2) becomes
// white (layer 5): 3/3 (7c). Then it becomes red: the Honor stops
// applying, 2/2 (CR 611.3b). A white Bear is 3/3 throughout.
func TestH486HonorFollowsColour(t *testing.T) {
	honor := h486Anthem(t, "Honor of the Pure", ability.Group{Types: ability.Creature, Side: ability.YourSide, Colors: mana.SetOf(mana.White)}, 1, 1, 0)
	rat := creature(t, "Grave Rat", "{1}{B}", 2, 2, 0, "Rat")
	pal := creature(t, "White Bear", "{1}{W}", 2, 2, 0, "Bear")
	white := h486Paint(t, "Bleach", mana.White, 2, 2)
	red := h486Paint(t, "Ember Dye", mana.Red, 2, 2)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 2)
	bf(t, g, 0, honor)
	r := bf(t, g, 0, rat)
	b := bf(t, g, 0, pal)
	w := hand(t, g, 0, white)
	e := hand(t, g, 0, red)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, r))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	h486Cast(t, g, 0, w, obj(r))
	require.True(t, info(t, g, r).Colors == mana.SetOf(mana.White))
	require.Equal(t, [2]int{3, 3}, pt(t, g, r), "white now: the Honor applies (CR 613.4)")
	h486Cast(t, g, 0, e, obj(r))
	require.True(t, info(t, g, r).Colors == mana.SetOf(mana.Red), "the later colour effect wins (CR 613.6)")
	require.Equal(t, [2]int{2, 2}, pt(t, g, r))
}

// 15. CR 611.2c's first example. Alice's Dawn Salute: all white
// creatures get +1/+1 until end of turn. Her White Bear is 3/3; then
// Ember Dye makes it red (base 2/2): it keeps the +1/+1, 3/3. A white
// Squire entering afterwards gets nothing.
func TestH486SaluteLockedInThroughColourChange(t *testing.T) {
	salute := instant(t, "Dawn Salute", "{W}", nil, ability.Effect{Op: ability.OpModify, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Creature, Colors: mana.SetOf(mana.White)}, Power: 1, Toughness: 1})
	pal := creature(t, "White Bear", "{1}{W}", 2, 2, 0, "Bear")
	squire := creature(t, "Young Squire", "{W}", 1, 1, 0, "Human")
	red := h486Paint(t, "Ember Dye", mana.Red, 2, 2)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 3)
	b := bf(t, g, 0, pal)
	s := hand(t, g, 0, salute)
	e := hand(t, g, 0, red)
	q := hand(t, g, 0, squire)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, s)
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	h486Cast(t, g, 0, e, obj(b))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b), "locked in (CR 611.2c)")
	h486Cast(t, g, 0, q)
	require.Equal(t, [2]int{1, 1}, pt(t, g, find(t, g, 0, squire)))
}

// 16. Bob's Bane of Purity: Alice's nonblack creatures get -1/-1 (a
// static of an opponent's permanent, Side OpponentSide, NotColors
// black). Alice's Pale Squire (1/1 white) is put into her graveyard at
// once when it enters (CR 704.5f). Her black Grave Rat is 2/2; Bleach
// makes it white 2/2 base: 1/1; Bob's Sun Needle (1 damage) then
// destroys it (CR 704.5g).
func TestH486BaneOfPurityColourChange(t *testing.T) {
	bane := h476Ench(t, "Bane of Purity", "{1}{B}", []ability.Static{{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature, Side: ability.OpponentSide, NotColors: mana.SetOf(mana.Black)}, Power: -1, Toughness: -1}})
	rat := creature(t, "Grave Rat", "{1}{B}", 2, 2, 0, "Rat")
	squire := creature(t, "Pale Squire", "{W}", 1, 1, 0, "Human")
	white := h486Paint(t, "Bleach", mana.White, 2, 2)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 2)
	lands(t, g, 1, card.Plains, 1)
	bf(t, g, 1, bane)
	r := bf(t, g, 0, rat)
	q := hand(t, g, 0, squire)
	w := hand(t, g, 0, white)
	n := hand(t, g, 1, whiteBolt)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, r))
	h486Cast(t, g, 0, q)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, q), "0/0 (CR 704.5f)")
	h486Cast(t, g, 0, w, obj(r))
	require.Equal(t, [2]int{1, 1}, pt(t, g, r))
	require.NoError(t, g.Pass(0))
	h486Cast(t, g, 1, n, obj(r))
	require.True(t, gone(g, r))
}

// ---------------------------------------------------------------------
// Part 6. Power and toughness sublayers and timestamps

// 17. CR 613.4's second example, Gray Ogre (2/2): a +1/+1 counter (7d)
// makes it 3/3; Ogre's Might (+4/+4 until end of turn, 7c) 7/7; Stone
// Bulwark (creatures you control get +0/+2) enters: 7/9; Shrink Ray
// (base 0/1 until end of turn, 7b): 5/8.
func TestH486GrayOgreExample(t *testing.T) {
	ogre := creature(t, "Gray Ogre", "{2}{R}", 2, 2, 0, "Ogre")
	might := h486Pump(t, "Ogre's Might", 4, 4, 0)
	bulwark := h486Anthem(t, "Stone Bulwark", h486Mine, 0, 2, 0)
	shrink := h486Become(t, "Shrink Ray", ability.AllowCreature, ability.Effect{Power: 0, Toughness: 1})
	seed := instant(t, "Seed of Might", "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpPutCounters, Target: 0, Counter: "+1/+1", Amount: ability.N(1)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 2)
	lands(t, g, 0, card.Plains, 2)
	lands(t, g, 0, card.Island, 1)
	o := bf(t, g, 0, ogre)
	s := hand(t, g, 0, seed)
	m := hand(t, g, 0, might)
	b := hand(t, g, 0, bulwark)
	r := hand(t, g, 0, shrink)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, s, obj(o))
	require.Equal(t, [2]int{3, 3}, pt(t, g, o))
	h486Cast(t, g, 0, m, obj(o))
	require.Equal(t, [2]int{7, 7}, pt(t, g, o))
	h486Cast(t, g, 0, b)
	require.Equal(t, [2]int{7, 9}, pt(t, g, o))
	h486Cast(t, g, 0, r, obj(o))
	require.Equal(t, [2]int{5, 8}, pt(t, g, o), "CR 613.4: 0/1 +4/+4 +0/+2 +1/+1")
}

// h486Mantle is "{2} Equipment: Equipped creature has base power and
// toughness 4/4. Equip {1}."
func h486Mantle(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Titan's Mantle", ManaCost: cost("{2}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Statics:   []ability.Static{{Affects: ability.AffectsAttached, SetBasePT: true, BasePower: 4, BaseToughness: 4}},
		Activated: []ability.Activated{equipFor("{1}")}})
}

// 18. Titan's Mantle is on Alice's Bear: 4/4. Shrink Ray (base 1/1 until
// end of turn) resolves later and wins in layer 7b (CR 613.6): 1/1. Alice
// moves the Mantle to her Ox (4/4) and back: the Mantle gets a new
// timestamp as it becomes attached (CR 613.6d), later than the Ray's, so
// the Bear is 4/4 again. Saved, loaded and cloned with the second equip
// on the stack.
func TestH486MantleReattachedOutstampsShrink(t *testing.T) {
	mantle := h486Mantle(t)
	bear := creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear")
	ox := creature(t, "Ox of the Plain", "{1}{G}", 2, 2, 0, "Ox")
	shrink := h486Become(t, "Shrink Ray", ability.AllowCreature, ability.Effect{Power: 1, Toughness: 1})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 3)
	b := bf(t, g, 0, bear)
	x := bf(t, g, 0, ox)
	mt := bf(t, g, 0, mantle, game.PutOptions{AttachedTo: b})
	r := hand(t, g, 0, shrink)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{4, 4}, pt(t, g, b))
	h486Cast(t, g, 0, r, obj(b))
	require.Equal(t, [2]int{1, 1}, pt(t, g, b), "the Ray is later (CR 613.6b)")
	require.NoError(t, g.Activate(0, mt, 0, obj(x)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, x))
	require.Equal(t, [2]int{1, 1}, pt(t, g, b))
	require.NoError(t, g.Activate(0, mt, 0, obj(b)))
	h486Each(t, g, []*card.Definition{mantle, bear, ox, shrink}, func(y *game.Game) {
		resolve(t, y, nil)
		require.Equal(t, b, info(t, y, mt).AttachedTo)
		require.Equal(t, [2]int{2, 2}, pt(t, y, x))
		require.Equal(t, [2]int{4, 4}, pt(t, y, b), "the Mantle's new timestamp is later (CR 613.6d)")
	})
}

// h486Golem is "{3} Artifact Creature — Golem 1/1: As long as you control
// another artifact, Clockwork Golem has base power and toughness 4/4."
func h486Golem(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Clockwork Golem", ManaCost: cost("{3}"), Types: ability.Artifact | ability.Creature,
		Subtypes: []string{"Golem"}, Power: C(1), Toughness: C(1),
		Statics: []ability.Static{{Affects: ability.AffectsSelf, If: ability.Condition{Kind: ability.YouControl,
			Group: ability.Group{Types: ability.Artifact, Other: true}}, SetBasePT: true, BasePower: 4, BaseToughness: 4}}})
}

// 19. Alice's Clockwork Golem with her Brass Trinket: 4/4 (7b, its own
// timestamp, CR 613.6a). Shrink Ray (base 2/2) is later: 2/2. Bob, who
// has a Trinket too, steals the Golem: a change of control gives no new
// timestamp (CR 613.6 lists none), so the Ray still wins: 2/2. At
// cleanup the Ray ends and the Golem goes back to Alice: 4/4 again.
func TestH486GolemControlKeepsTimestamp(t *testing.T) {
	golem := h486Golem(t)
	trinket := h476Trinket(t)
	shrink := h486Become(t, "Shrink Ray", ability.AllowCreature, ability.Effect{Power: 2, Toughness: 2})
	sway := h486Steal(t, "Sway of the Crowd", ability.AllowCreature)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 1, card.Island, 2)
	gl := bf(t, g, 0, golem)
	bf(t, g, 0, trinket)
	bf(t, g, 1, trinket)
	r := hand(t, g, 0, shrink)
	s := hand(t, g, 1, sway)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{4, 4}, pt(t, g, gl))
	h486Cast(t, g, 0, r, obj(gl))
	require.Equal(t, [2]int{2, 2}, pt(t, g, gl))
	require.NoError(t, g.Pass(0))
	h486Cast(t, g, 1, s, obj(gl))
	require.Equal(t, game.PlayerID(1), info(t, g, gl).Controller)
	require.Equal(t, [2]int{2, 2}, pt(t, g, gl), "no new timestamp with the control change")
	h476To(t, g, 1, game.Upkeep)
	require.Equal(t, game.PlayerID(0), info(t, g, gl).Controller)
	require.Equal(t, [2]int{4, 4}, pt(t, g, gl))
}

// 20. The Golem's condition turns off mid-turn: Bob steals Alice's only
// other artifact (Coveted Relic: gain control of target artifact until
// end of turn). The Golem, 4/4 with 2 damage, is 1/1 at once and is
// destroyed (CR 604.2, 611.3a, 704.5g).
func TestH486GolemLosesConditionDies(t *testing.T) {
	golem := h486Golem(t)
	trinket := h476Trinket(t)
	relic := h486Steal(t, "Coveted Relic", ability.AllowArtifact)
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 2)
	gl := bf(t, g, 0, golem, game.PutOptions{Damage: 2})
	tr := bf(t, g, 0, trinket)
	s := hand(t, g, 1, relic)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{4, 4}, pt(t, g, gl))
	require.NoError(t, g.Pass(0))
	h486Cast(t, g, 1, s, obj(tr))
	require.Equal(t, game.PlayerID(1), info(t, g, tr).Controller)
	require.True(t, gone(g, gl), "1/1 with 2 damage (CR 704.5g)")
}

// 21. Shrouded Ward (Aura: enchanted creature has base power and
// toughness 0/4) cast after Shrink Ray (base 1/1) on Alice's Bear: the
// Aura's timestamp is later (CR 613.6a, 613.6c): 0/4. With the Ray cast
// after the Aura on her Ox, the Ray wins: 1/1.
func TestH486WardAndRayByTimestamp(t *testing.T) {
	ward := h476Aura(t, "Shrouded Ward", "{W}", []ability.Static{{Affects: ability.AffectsAttached, SetBasePT: true, BasePower: 0, BaseToughness: 4}})
	shrink := h486Become(t, "Shrink Ray", ability.AllowCreature, ability.Effect{Power: 1, Toughness: 1})
	bear := creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear")
	ox := creature(t, "Ox of the Plain", "{1}{G}", 3, 3, 0, "Ox")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 0, card.Plains, 2)
	b := bf(t, g, 0, bear)
	x := bf(t, g, 0, ox)
	r1 := hand(t, g, 0, shrink)
	w1 := hand(t, g, 0, ward)
	r2 := hand(t, g, 0, shrink)
	w2 := hand(t, g, 0, ward)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, r1, obj(b))
	h486Cast(t, g, 0, w1, obj(b))
	require.Equal(t, [2]int{0, 4}, pt(t, g, b))
	h486Cast(t, g, 0, w2, obj(x))
	h486Cast(t, g, 0, r2, obj(x))
	require.Equal(t, [2]int{1, 1}, pt(t, g, x))
}

// ---------------------------------------------------------------------
// Part 7. Losing all abilities, dependency and state-based actions

// h486Captain is "{2}{W} 2/2 Soldier: Other creatures you control get
// +1/+1 and have flying."
func h486Captain(t *testing.T) *card.Definition {
	return h477Body(t, "Skyward Captain", "{2}{W}", 2, 2, 0, "Soldier", ability.Static{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature, Side: ability.YourSide, Other: true}, Power: 1, Toughness: 1, Keywords: ability.Flying})
}

// 22. Bob's Toad Hex on Alice's Skyward Captain. The Captain's static
// would apply in layer 6 before the Hex (older timestamp), but the Hex
// removes the ability it comes from: the static depends on the Hex
// (CR 613.7a) and waits for it (613.7b), and then no longer exists. So
// Alice's Bear loses flying and the +1/+1 in 7c too; having 2 damage, it
// is destroyed (CR 704.5g). Her Ox, undamaged, is a 2/2 ground creature.
func TestH486HexedCaptainDependency(t *testing.T) {
	captain := h486Captain(t)
	hex := h486Frog(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 1)
	c := bf(t, g, 0, captain)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"), game.PutOptions{Damage: 2})
	x := bf(t, g, 0, creature(t, "Ox of the Plain", "{1}{G}", 2, 2, 0, "Ox"))
	h := hand(t, g, 1, hex)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	require.True(t, h486Has(t, g, x, ability.Flying))
	require.NoError(t, g.Pass(0))
	h486Cast(t, g, 1, h, obj(c))
	require.Equal(t, [2]int{1, 1}, pt(t, g, c))
	require.True(t, gone(g, b), "2/2 with 2 damage (CR 704.5g)")
	require.Equal(t, [2]int{2, 2}, pt(t, g, x))
	require.False(t, h486Has(t, g, x, ability.Flying))
}

// 23. Alice's Bear wears Wind Harness (Aura: enchanted creature gets
// +2/+2 and has flying). Toad Hex (later) removes the flying the Aura
// granted (CR 613.1f, 613.6) but not the Aura's +2/+2, which is no
// ability of the Bear (CR 613.3c): a 3/3 Frog without flying. Wind
// Harness cast on it after the Hex grants flying (CR 613.6a): 5/5 flyer.
func TestH486HarnessBeforeAndAfterHex(t *testing.T) {
	harness := h476Aura(t, "Wind Harness", "{W}", []ability.Static{{Affects: ability.AffectsAttached, Power: 2, Toughness: 2, Keywords: ability.Flying}})
	hex := h486Frog(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Island, 1)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	bf(t, g, 0, harness, game.PutOptions{AttachedTo: b})
	h := hand(t, g, 1, hex)
	w := hand(t, g, 0, harness)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	h486Cast(t, g, 1, h, obj(b))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	require.False(t, h486Has(t, g, b, ability.Flying))
	h486Cast(t, g, 0, w, obj(b))
	require.Equal(t, [2]int{5, 5}, pt(t, g, b))
	require.True(t, h486Has(t, g, b, ability.Flying), "the newer Aura's grant (CR 613.6)")
}

// 24. Alice's Gate Wall (0/4 defender) under Toad Hex can attack: the
// Hex removed defender (CR 613.1f, 702.3b); it is a 1/1 and deals 1.
// Saved, loaded and cloned at the declaration.
func TestH486HexedWallAttacks(t *testing.T) {
	wall := creature(t, "Gate Wall", "{1}{W}", 0, 4, ability.Defender, "Wall")
	hex := h486Frog(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 1)
	w := bf(t, g, 0, wall)
	h := hand(t, g, 0, hex)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.False(t, g.CanAttack(w))
	h486Cast(t, g, 0, h, obj(w))
	h486ToAttack(t, g)
	h486Each(t, g, []*card.Definition{wall, hex}, func(x *game.Game) {
		require.True(t, x.CanAttack(w), "no defender now")
		attack(t, x, 0, game.Attack{Attacker: w, Player: 1})
		h476To(t, x, 0, game.Main2)
		require.Equal(t, 19, x.Life(1))
	})
}

// 25. Toad Hex on Alice's Ox (3/3) with a -1/-1 counter: base 1/1, then
// the counter (7d): 0/0, put into the graveyard (CR 704.5f). On her
// Hill Giant (3/3) with 1 damage: 1/1 with 1 damage, destroyed (CR
// 704.5g).
func TestH486HexKillsByCounterAndDamage(t *testing.T) {
	hex := h486Frog(t)
	ox := creature(t, "Ox of the Plain", "{2}{G}", 3, 3, 0, "Ox")
	giant := creature(t, "Hill Giant", "{3}{R}", 3, 3, 0, "Giant")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 2)
	var co game.PutOptions
	co.Counters[game.MinusOne] = 1
	x := bf(t, g, 0, ox, co)
	gi := bf(t, g, 0, giant, game.PutOptions{Damage: 1})
	h1 := hand(t, g, 1, hex)
	h2 := hand(t, g, 1, hex)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, x))
	require.NoError(t, g.Pass(0))
	h486Cast(t, g, 1, h1, obj(x))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, x))
	require.NoError(t, g.Pass(0))
	h486Cast(t, g, 1, h2, obj(gi))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, gi))
}

// 26. Alice's Grave Rat (2/2) has a -1/-1 counter: 1/1. Giant's Vigor
// (+2/+2 until end of turn) makes it 3/3, and Creeping Rot's two more
// -1/-1 counters 1/1. At cleanup the Vigor ends and it is -1/-1: it is
// put into the graveyard then (CR 514.3a, 704.5f), before Bob's turn.
func TestH486VigorEndsRatDiesAtCleanup(t *testing.T) {
	vigor := h486Pump(t, "Giant's Vigor", 2, 2, 0)
	rot := instant(t, "Creeping Rot", "{B}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpPutCounters, Target: 0, Counter: "-1/-1", Amount: ability.N(2)})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 0, card.Swamp, 1)
	var co game.PutOptions
	co.Counters[game.MinusOne] = 1
	r := bf(t, g, 0, creature(t, "Grave Rat", "{1}{B}", 2, 2, 0, "Rat"), co)
	v := hand(t, g, 0, vigor)
	k := hand(t, g, 0, rot)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, v, obj(r))
	require.Equal(t, [2]int{3, 3}, pt(t, g, r))
	h486Cast(t, g, 0, k, obj(r))
	require.Equal(t, [2]int{1, 1}, pt(t, g, r))
	h476To(t, g, 1, game.Upkeep)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, r), "-1/-1 once the Vigor ends (CR 704.5f)")
}

// ---------------------------------------------------------------------
// Part 8. Multiplayer control, durations and conditions

// h486Standard is "{2} artifact: {1}: Target creature gets +2/+2 for as
// long as you control Warlord's Standard."
func h486Standard(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Warlord's Standard", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")}, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpModify, Target: 0, Power: 2, Toughness: 2, Duration: ability.WhileYouControlSource}}}}})
}

// 27. Four players. Alice's Standard gives her Bear +2/+2 for as long as
// she controls it. Dave steals the Standard until end of turn (Coveted
// Relic): the effect ends (CR 611.2b) and the Bear is 2/2; at cleanup
// the Standard comes back to Alice, and the effect doesn't resume.
func TestH486StandardEndsForGood(t *testing.T) {
	std := h486Standard(t)
	relic := h486Steal(t, "Coveted Relic", ability.AllowArtifact)
	g := newGame(t, 4)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 3, card.Island, 2)
	s := bf(t, g, 0, std)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	r := hand(t, g, 3, relic)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, s, 0, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, b))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(2))
	h486Cast(t, g, 3, r, obj(s))
	require.Equal(t, game.PlayerID(3), info(t, g, s).Controller)
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
	h476To(t, g, 1, game.Upkeep)
	require.Equal(t, game.PlayerID(0), info(t, g, s).Controller)
	require.Equal(t, [2]int{2, 2}, pt(t, g, b), "ended for good (CR 611.2b)")
}

// 28. The duration ends before the effect begins: Alice activates the
// Standard on her Bear; Bob steals the Standard in response. As the
// ability resolves Alice doesn't control the Standard, so the effect
// does nothing (CR 611.2b): 2/2, and still 2/2 after the Standard comes
// back. Saved, loaded and cloned with both on the stack.
func TestH486StandardNeverStarts(t *testing.T) {
	std := h486Standard(t)
	relic := h486Steal(t, "Coveted Relic", ability.AllowArtifact)
	bear := creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Island, 2)
	s := bf(t, g, 0, std)
	b := bf(t, g, 0, bear)
	r := hand(t, g, 1, relic)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, s, 0, obj(b)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, r, obj(s)))
	h486Each(t, g, []*card.Definition{std, relic, bear}, func(x *game.Game) {
		resolve(t, x, nil)
		require.Equal(t, game.PlayerID(1), info(t, x, s).Controller)
		require.Equal(t, [2]int{2, 2}, pt(t, x, b), "the duration ended first (CR 611.2b)")
		h476To(t, x, 1, game.Upkeep)
		require.Equal(t, [2]int{2, 2}, pt(t, x, b))
	})
}

// 29. Three players. Carol steals Alice's Oath of the Ranks until end of
// turn; her Elf is 2/2 and Alice's Bear 2/2. Carol concedes: the effect
// giving her control ends (CR 800.4a) and her Elf leaves with her; the
// Oath is Alice's again and her Bear 3/3.
func TestH486ConcedeReturnsStolenOath(t *testing.T) {
	oath := h486Anthem(t, "Oath of the Ranks", h486Mine, 1, 1, 0)
	banner := h486Steal(t, "Coveted Banner", ability.AllowEnchantment)
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 2, card.Island, 2)
	o := bf(t, g, 0, oath)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	e := bf(t, g, 2, creature(t, "Carol's Elf", "{G}", 1, 1, 0, "Elf"))
	bn := hand(t, g, 2, banner)
	require.NoError(t, g.Start(2, 2, game.Main1))
	h486Cast(t, g, 2, bn, obj(o))
	require.Equal(t, [2]int{2, 2}, pt(t, g, e))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	require.True(t, g.Lost(2))
	require.Equal(t, game.PlayerID(0), info(t, g, o).Controller)
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	_, ok := g.Object(e)
	require.True(t, !ok || info(t, g, e).Zone != zone.Battlefield, "Carol's Elf left the game with her")
}

// 30. Three players. Bob steals Alice's Muster Seraph (*/*: creatures
// you control). Its characteristic-defining ability counts its
// controller's creatures (CR 604.3, 613.3a): with Alice's two Bears it
// was 3/3; with Bob's Ox it is 2/2.
func TestH486StolenSeraphCountsNewController(t *testing.T) {
	seraph := h486Seraph(t)
	sway := h486Steal(t, "Sway of the Crowd", ability.AllowCreature)
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 2)
	s := bf(t, g, 0, seraph)
	bear := creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear")
	bf(t, g, 0, bear)
	bf(t, g, 0, bear)
	bf(t, g, 1, creature(t, "Ox of the Plain", "{1}{G}", 2, 2, 0, "Ox"))
	bf(t, g, 2, bear)
	sw := hand(t, g, 1, sway)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, s))
	h486Cast(t, g, 1, sw, obj(s))
	require.Equal(t, [2]int{2, 2}, pt(t, g, s))
}

// 31. Alice's Bear Chieftain: Bear creatures you control get +1/+1. Her
// Field Bear is 3/3; Toad Hex makes it a Frog (its creature types are
// replaced in layer 4, CR 205.1b) with base 1/1: not a Bear, so the
// Chieftain's +1/+1 (7c) no longer applies: 1/1.
func TestH486HexedBearLeavesTribe(t *testing.T) {
	chief := h486Anthem(t, "Bear Chieftain", ability.Group{Types: ability.Creature, Side: ability.YourSide, Subtype: "Bear"}, 1, 1, 0)
	hex := h486Frog(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 1)
	bf(t, g, 0, chief)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	h := hand(t, g, 1, hex)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	require.NoError(t, g.Pass(0))
	h486Cast(t, g, 1, h, obj(b))
	require.NotContains(t, info(t, g, b).Subtypes, "Bear")
	require.Equal(t, [2]int{1, 1}, pt(t, g, b))
}

// 32. Bob's Clockwork Curse: until end of turn, target creature becomes
// a 3/3 artifact creature (layer 4, 7b). Alice's Field Bear is then an
// artifact, so Bob's Artificer's Pride (artifacts you control get +1/+1)
// doesn't reach it (it's Alice's) but Bob's Brittle Shatter ("destroy
// target artifact") may target it (CR 613.1d, 611.3a) and destroys it.
func TestH486CursedBearIsAnArtifact(t *testing.T) {
	curse := h486BecomeFor(t, "Clockwork Curse", "{U}", ability.AllowCreature, ability.Effect{Power: 3, Toughness: 3, AddTypes: ability.Artifact})
	pride := h486Anthem(t, "Artificer's Pride", ability.Group{Types: ability.Artifact, Side: ability.YourSide}, 1, 1, 0)
	shatter := h476Shatter(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 1)
	lands(t, g, 1, card.Mountain, 2)
	bf(t, g, 1, pride)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	c := hand(t, g, 1, curse)
	s := hand(t, g, 1, shatter)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.False(t, offered(g, s, obj(b)))
	require.NoError(t, g.Pass(0))
	h486Cast(t, g, 1, c, obj(b))
	o := info(t, g, b)
	require.True(t, o.Types.Has(ability.Artifact) && o.Types.Has(ability.Creature))
	require.Equal(t, [2]int{3, 3}, [2]int{o.Power, o.Toughness}, "Bob's Pride is for his artifacts")
	require.NoError(t, g.Pass(0))
	h486Cast(t, g, 1, s, obj(b))
	require.True(t, gone(g, b))
}

// ---------------------------------------------------------------------
// Part 9. More layers in play

// 33. Stir the Soil animates Alice's Forest; Bob's Toad Hex makes it a
// Frog without abilities (layer 6 removes the mana ability its Forest
// type gives, CR 305.6, 613.1f): Alice, with only that Forest untapped,
// can't activate it for {G}.
func TestH486HexedForestMakesNoMana(t *testing.T) {
	stir := h486Awaken(t)
	hex := h486Frog(t)
	vigor := h486Pump(t, "Giant's Vigor", 2, 2, 0)
	g := newGame(t, 2)
	libs(t, g, 3)
	f := bf(t, g, 0, card.Forest)
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 1, card.Island, 1)
	st := hand(t, g, 0, stir)
	h := hand(t, g, 1, hex)
	v := hand(t, g, 0, vigor)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, st, obj(f)))
	resolve(t, g, nil)
	require.False(t, info(t, g, f).Tapped)
	require.NoError(t, g.Pass(0))
	h486Cast(t, g, 1, h, obj(f))
	require.Contains(t, info(t, g, f).Subtypes, "Forest", "still a Forest (layer 4)")
	require.Error(t, g.Apply(h478Mana(0, f, 0)), "no mana ability (CR 613.1f)")
	require.Error(t, g.Cast(0, v, obj(f)))
	require.False(t, info(t, g, f).Tapped)
}

// 34. Alice's Cog Drake (2/2): as long as you control an artifact, it
// has flying. It attacks Bob with the flying; after attackers are
// declared Bob destroys her Trinket. The condition no longer holds
// (CR 604.2, 611.3a): Bob's Ox may block it (CR 702.9b no longer
// applies) and does.
func TestH486CogDrakeGroundedMidCombat(t *testing.T) {
	drake := h477Body(t, "Cog Drake", "{1}{U}", 2, 2, 0, "Drake", ability.Static{Affects: ability.AffectsSelf,
		If: ability.IfYouControl(ability.Artifact), Keywords: ability.Flying})
	shatter := h476Shatter(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Mountain, 2)
	d := bf(t, g, 0, drake)
	tr := bf(t, g, 0, h476Trinket(t))
	ox := bf(t, g, 1, creature(t, "Ox of the Plain", "{1}{G}", 2, 4, 0, "Ox"))
	s := hand(t, g, 1, shatter)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, h486Has(t, g, d, ability.Flying))
	h486ToAttack(t, g)
	attack(t, g, 0, game.Attack{Attacker: d, Player: 1})
	require.False(t, g.CanBlock(ox, d), "flying")
	require.NoError(t, g.Pass(0))
	h486Cast(t, g, 1, s, obj(tr))
	require.False(t, h486Has(t, g, d, ability.Flying))
	toBlockers(t, g)
	require.True(t, g.CanBlock(ox, d))
	block(t, g, 1, game.Block{Blocker: ox, Attacker: d})
	h476To(t, g, 0, game.Main2)
	require.Equal(t, 20, g.Life(1))
	require.Equal(t, 2, info(t, g, ox).Damage)
}

// 35. Alice's Last Stand (enchantment): as long as your life total is
// less than your starting life total, creatures you control get +1/+1.
// Bob's Sun Needle takes Alice to 19: her Bear is 3/3, and survives 2
// damage from her own Ember Lash. She taps her Healing
// Spring ("{T}: Add {W}. You gain 1 life.", a mana ability, CR 605.1a):
// 20 life, the condition stops (CR 604.2) and the Bear is 2/2 with 2
// damage: destroyed at once, as Alice receives priority again after
// activating the ability (CR 116.3c, 704.3, 704.5g).
func TestH486LastStandEndsByManaAbilityLife(t *testing.T) {
	stand := h476Ench(t, "Last Stand", "{1}{W}", []ability.Static{{Affects: ability.AffectsGroup, Group: h486Mine,
		If: ability.If(ability.LifeBelowStarting), Power: 1, Toughness: 1}})
	var p mana.Pool
	p.Add(mana.White, 1)
	spring := def(t, card.Definition{Name: "Healing Spring", Types: ability.Land, Activated: []ability.Activated{{
		Cost:    ability.Cost{Tap: true},
		Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: p}, {Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(1)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 1, card.Plains, 1)
	lands(t, g, 0, card.Mountain, 1)
	bf(t, g, 0, stand)
	sp := bf(t, g, 0, spring)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	n := hand(t, g, 1, whiteBolt)
	l := hand(t, g, 0, h477Bolt(t, 2))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	h486Cast(t, g, 1, n, pl(0))
	require.Equal(t, 19, g.Life(0))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	h486Cast(t, g, 0, l, obj(b))
	require.Equal(t, 2, info(t, g, b).Damage)
	require.NoError(t, g.Apply(h478Mana(0, sp, 0)))
	require.Equal(t, 20, g.Life(0))
	require.True(t, gone(g, b), "checked as Alice receives priority (CR 116.3c, 704.3)")
}

// 36. A copy of a copy (CR 706.3): Alice's first Adept copies her Cog
// Drake; the second Adept copies the first and is a Cog Drake too, not a
// 0/0 Adept. With her Trinket both copies fly (their copied "as long
// as", CR 604.2). Saved, loaded and cloned at the second choice.
func TestH486CopyOfACopy(t *testing.T) {
	drake := h477Body(t, "Cog Drake", "{1}{U}", 2, 2, 0, "Drake", ability.Static{Affects: ability.AffectsSelf,
		If: ability.IfYouControl(ability.Artifact), Keywords: ability.Flying})
	adept := mirrorAdept(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 8)
	d := bf(t, g, 0, drake)
	trinket := h476Trinket(t)
	bf(t, g, 0, trinket)
	m1 := hand(t, g, 0, adept)
	m2 := hand(t, g, 0, adept)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Adept(t, g, m1)
	c1 := h486Copy(t, g, m1, d)
	h486Adept(t, g, m2)
	require.Contains(t, choices(g), c1)
	h486Each(t, g, []*card.Definition{drake, adept, trinket}, func(x *game.Game) {
		c2 := h486Copy(t, x, m2, c1)
		ci := info(t, x, c2)
		require.Equal(t, "Cog Drake", ci.Card.Name)
		require.Equal(t, [2]int{2, 2}, [2]int{ci.Power, ci.Toughness})
		require.True(t, ci.Keywords.Has(ability.Flying))
		require.Contains(t, ci.Subtypes, "Drake")
	})
}

// 37. CR 613.5's second example, Act of Treason: Carol's Seize the Reins
// (gain control of target creature until end of turn, untap it, it
// gains haste until end of turn) on Bob's tapped Spark Adept ("{T}:
// Spark Adept deals 1 damage to target player"), which came this turn
// under Carol: control in layer 2, haste in layer 6. Carol activates the
// {T} ability at Alice (CR 302.6 lifted by haste). At cleanup the Adept
// is Bob's again, without haste.
func TestH486SeizeTheReinsSparkAdept(t *testing.T) {
	spark := def(t, card.Definition{Name: "Spark Adept", ManaCost: cost("{1}{R}"), Types: ability.Creature, Subtypes: []string{"Human"},
		Power: C(1), Toughness: C(1), Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)}}}}})
	seize := instant(t, "Seize the Reins", "{2}{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.UntilEndOfTurn, Untap: true, Keywords: ability.Haste})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 2, card.Mountain, 3)
	s := bf(t, g, 1, spark, game.PutOptions{Tapped: true})
	z := hand(t, g, 2, seize)
	require.NoError(t, g.Start(2, 2, game.Main1))
	h486Cast(t, g, 2, z, obj(s))
	o := info(t, g, s)
	require.Equal(t, game.PlayerID(2), o.Controller)
	require.False(t, o.Tapped)
	require.True(t, o.Keywords.Has(ability.Haste))
	require.NoError(t, g.Activate(2, s, 0, pl(0)))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(0))
	h476To(t, g, 0, game.Upkeep)
	o = info(t, g, s)
	require.Equal(t, game.PlayerID(1), o.Controller)
	require.False(t, o.Keywords.Has(ability.Haste))
}

// 38. Three players. Alice's Humbling Decree: creatures your opponents
// control have base power and toughness 1/1 (layer 7b). Bob's Seraph
// (*/*, 7a) and his Ogre with a +1/+1 counter (7d) are 1/1 and 2/2;
// Carol's Bear 1/1; Alice's own Bear 2/2. Bob steals the Decree
// (Coveted Banner): now Alice's and Carol's creatures are 1/1 and
// Bob's are themselves again (CR 613.1b before 613.3b).
func TestH486HumblingDecreeChangesHands(t *testing.T) {
	decree := h476Ench(t, "Humbling Decree", "{2}{W}", []ability.Static{{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature, Side: ability.OpponentSide}, SetBasePT: true, BasePower: 1, BaseToughness: 1}})
	banner := h486Steal(t, "Coveted Banner", ability.AllowEnchantment)
	bear := creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 2)
	dc := bf(t, g, 0, decree)
	ab := bf(t, g, 0, bear)
	se := bf(t, g, 1, h486Seraph(t))
	var co game.PutOptions
	co.Counters[game.PlusOne] = 1
	og := bf(t, g, 1, creature(t, "Gray Ogre", "{2}{R}", 2, 2, 0, "Ogre"), co)
	cb := bf(t, g, 2, bear)
	bn := hand(t, g, 1, banner)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Equal(t, [2]int{1, 1}, pt(t, g, se))
	require.Equal(t, [2]int{2, 2}, pt(t, g, og))
	require.Equal(t, [2]int{1, 1}, pt(t, g, cb))
	require.Equal(t, [2]int{2, 2}, pt(t, g, ab))
	h486Cast(t, g, 1, bn, obj(dc))
	require.Equal(t, [2]int{2, 2}, pt(t, g, se), "Bob's two creatures")
	require.Equal(t, [2]int{3, 3}, pt(t, g, og))
	require.Equal(t, [2]int{1, 1}, pt(t, g, cb))
	require.Equal(t, [2]int{1, 1}, pt(t, g, ab))
}

// 39. Alice's Gilded Harness (Equipment: equipped creature is an
// artifact in addition to its other types and gets +1/+1; equip {1}) is
// on her Bear. She moves it to her Ox (CR 701.3a): the Bear is no
// longer an artifact (layer 4) nor 3/3, the Ox is both, and Bob's
// Brittle Shatter may target the Ox but not the Bear.
func TestH486HarnessMovesArtifactType(t *testing.T) {
	harness := def(t, card.Definition{Name: "Gilded Harness", ManaCost: cost("{2}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Statics:   []ability.Static{{Affects: ability.AffectsAttached, AddTypes: ability.Artifact, Power: 1, Toughness: 1}},
		Activated: []ability.Activated{equipFor("{1}")}})
	shatter := h476Shatter(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Mountain, 2)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	x := bf(t, g, 0, creature(t, "Ox of the Plain", "{1}{G}", 2, 4, 0, "Ox"))
	h := bf(t, g, 0, harness, game.PutOptions{AttachedTo: b})
	s := hand(t, g, 1, shatter)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, info(t, g, b).Types.Has(ability.Artifact))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	require.NoError(t, g.Activate(0, h, 0, obj(x)))
	resolve(t, g, nil)
	require.False(t, info(t, g, b).Types.Has(ability.Artifact))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
	require.True(t, info(t, g, x).Types.Has(ability.Artifact))
	require.Equal(t, [2]int{3, 5}, pt(t, g, x))
	require.NoError(t, g.Pass(0))
	require.False(t, offered(g, s, obj(b)))
	require.True(t, offered(g, s, obj(x)))
	h486Cast(t, g, 1, s, obj(x))
	require.True(t, gone(g, x))
}

// 40. Three players. Bob steals Alice's Skyward Captain (other creatures
// you control get +1/+1 and have flying): Bob's Ox gets the bonus and
// flies, Alice's Bear is a 2/2 ground creature, and the Captain doesn't
// pump itself ("other"). Bob's Mirror Adept then copies the Captain:
// each of Bob's two Captains pumps the other, 3/3 flyers, and his Ox is
// 4/4 (CR 613.1a, 613.1b, 611.3a).
func TestH486StolenCaptainAndItsCopy(t *testing.T) {
	captain := h486Captain(t)
	sway := h486Steal(t, "Sway of the Crowd", ability.AllowCreature)
	adept := def(t, card.Definition{Name: "Mirror Adept", ManaCost: cost("{3}{U}"), Types: ability.Creature,
		Subtypes: []string{"Shapeshifter"}, Power: C(0), Toughness: C(0),
		Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpChooseCopy}}}, AsEnters: ability.ChooseCopy})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 1, card.Island, 6)
	c := bf(t, g, 0, captain)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	x := bf(t, g, 1, creature(t, "Ox of the Plain", "{1}{G}", 2, 2, 0, "Ox"))
	s := hand(t, g, 1, sway)
	m := hand(t, g, 1, adept)
	require.NoError(t, g.Start(2, 1, game.Main1))
	h486Cast(t, g, 1, s, obj(c))
	require.Equal(t, [2]int{3, 3}, pt(t, g, x))
	require.True(t, h486Has(t, g, x, ability.Flying))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
	require.False(t, h486Has(t, g, b, ability.Flying))
	require.Equal(t, [2]int{2, 2}, pt(t, g, c))
	require.NoError(t, g.Cast(1, m))
	passStack(t, g)
	require.Equal(t, game.DecideChooseCard, g.Pending().Kind)
	require.NoError(t, g.Apply(chooseObj(1, c)))
	resolve(t, g, nil)
	cp, ok := g.Follow(m)
	require.True(t, ok)
	require.Equal(t, [2]int{3, 3}, pt(t, g, cp))
	require.True(t, h486Has(t, g, cp, ability.Flying))
	require.Equal(t, [2]int{3, 3}, pt(t, g, c))
	require.Equal(t, [2]int{4, 4}, pt(t, g, x))
}

// 41. Alice's Bog King: Frog creatures you control get +1/+1. Toad Hex
// on her Ox (3/3) makes it a Frog (layer 4) with base 1/1 (7b): the King
// applies (7c): 2/2 (CR 611.3b, 613.4).
func TestH486FrogKingPumpsHexed(t *testing.T) {
	king := h486Anthem(t, "Bog King", ability.Group{Types: ability.Creature, Side: ability.YourSide, Subtype: "Frog"}, 1, 1, 0)
	hex := h486Frog(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 1)
	bf(t, g, 0, king)
	x := bf(t, g, 0, creature(t, "Ox of the Plain", "{2}{G}", 3, 3, 0, "Ox"))
	h := hand(t, g, 0, hex)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, x))
	h486Cast(t, g, 0, h, obj(x))
	require.Equal(t, [2]int{2, 2}, pt(t, g, x))
}

// 42. Three players. Alice takes Carol's Oath of the Ranks for good
// (Lasting Claim: gain control of target enchantment). Alice's Bear is
// 3/3. Carol concedes: everything she owns leaves the game with her
// (CR 800.4a), the Oath too, and the Bear is 2/2.
func TestH486OwnerConcedesTakesClaimedOath(t *testing.T) {
	oath := h486Anthem(t, "Oath of the Ranks", h486Mine, 1, 1, 0)
	claim := instant(t, "Lasting Claim", "{1}{U}", []ability.TargetSpec{{Allow: ability.AllowEnchantment}},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 2)
	o := bf(t, g, 2, oath)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	c := hand(t, g, 0, claim)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, c, obj(o))
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	h476To(t, g, 1, game.Main1)
	require.Equal(t, game.PlayerID(0), info(t, g, o).Controller, "for good")
	require.Equal(t, [2]int{3, 3}, pt(t, g, b))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	require.True(t, gone(g, o))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
}

// ---------------------------------------------------------------------
// Found as defects and fixed (game/characteristics.go: a static's
// keyword grant against later removals, keywordsLostSince; a group's
// subtype reading land types statics add, landTypeAddedToAll).

// D1. Lose the Wind ({U} instant: target creature loses flying until end
// of turn) resolves on Alice's Sky Drake; then she enchants it with Gift
// of Wings (Aura: enchanted creature has flying). The Aura's effect has
// the later timestamp (CR 613.6a, 613.6d) and applies after the loss in
// layer 6: the Drake flies (CR 613.8's first example). Before the Aura,
// it doesn't.
func TestH486LossThenNewerAuraGrantsFlying(t *testing.T) {
	drake := creature(t, "Sky Drake", "{2}{U}", 2, 2, ability.Flying, "Drake")
	lose := instant(t, "Lose the Wind", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, LoseKeywords: ability.Flying})
	wings := h476Aura(t, "Gift of Wings", "{W}", []ability.Static{{Affects: ability.AffectsAttached, Keywords: ability.Flying}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 0, card.Plains, 1)
	d := bf(t, g, 0, drake)
	l := hand(t, g, 0, lose)
	w := hand(t, g, 0, wings)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, l, obj(d))
	require.False(t, h486Has(t, g, d, ability.Flying), "lost")
	h486Cast(t, g, 0, w, obj(d))
	require.Equal(t, d, info(t, g, find(t, g, 0, wings)).AttachedTo)
	require.True(t, h486Has(t, g, d, ability.Flying), "the newer Aura grants it again (CR 613.8)")
}

// D2. Alice's Mire Shrine: each land is a Swamp in addition to its other
// land types (layer 4); Alice's Bog Banner: Swamp creatures get +1/+1
// (layer 7c). Stir the Soil makes her Forest a 3/3 land creature: it is
// a Swamp creature, so the Banner applies (CR 613.1d before 613.3c,
// 611.3a): 4/4. Her Plains, not a creature, is not.
func TestH486ShrineSwampCreatureBanner(t *testing.T) {
	shrine := h476Ench(t, "Mire Shrine", "{2}{B}", []ability.Static{{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Land}, LandsAre: "Swamp"}})
	banner := h486Anthem(t, "Bog Banner", ability.Group{Types: ability.Creature, Subtype: "Swamp"}, 1, 1, 0)
	stir := h486Awaken(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	f := bf(t, g, 0, card.Forest)
	lands(t, g, 0, card.Forest, 1)
	bf(t, g, 0, shrine)
	bf(t, g, 0, banner)
	st := hand(t, g, 0, stir)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Contains(t, info(t, g, f).Subtypes, "Swamp")
	require.NoError(t, g.Cast(0, st, obj(f)))
	resolve(t, g, nil)
	require.True(t, info(t, g, f).Types.Has(ability.Creature))
	require.Equal(t, [2]int{4, 4}, pt(t, g, f), "a Swamp creature gets the Banner's +1/+1")
}

// D3. The same with a static of another permanent: after Lose the Wind
// resolves on Alice's Sky Drake, her Banner of Valor (creatures you
// control have flying) enters. Its effect's timestamp is the Banner's,
// later than the loss (CR 613.6a, 613.6c), so the Drake flies (CR 613.6,
// 613.8); so does her Bear, which lost nothing.
func TestH486LossThenNewerBannerGrantsFlying(t *testing.T) {
	drake := creature(t, "Sky Drake", "{2}{U}", 2, 2, ability.Flying, "Drake")
	lose := instant(t, "Lose the Wind", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, LoseKeywords: ability.Flying})
	banner := h486Anthem(t, "Banner of Valor", h486Mine, 0, 0, ability.Flying)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 0, card.Plains, 2)
	d := bf(t, g, 0, drake)
	b := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	l := hand(t, g, 0, lose)
	bn := hand(t, g, 0, banner)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, l, obj(d))
	require.False(t, h486Has(t, g, d, ability.Flying))
	h486Cast(t, g, 0, bn)
	require.True(t, h486Has(t, g, b, ability.Flying))
	require.True(t, h486Has(t, g, d, ability.Flying), "the newer Banner grants it (CR 613.6)")
}
