package card_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, 56-th set: zone changes and look-back with cards of
// one's own. Leaves-the-battlefield triggers ("when this dies",
// "whenever another creature dies", "when enchanted creature dies") of
// permanents that leave together with others in a wrath or a state-based
// check (CR 603.6c, 603.10a); last known information for power,
// controller and counters (CR 608.2g, 112.7a); objects that change zones
// becoming new objects that effects, histories and "until" durations
// lose track of (CR 400.7, 610.3); "return it to the battlefield" after
// the card moved again; tokens that leave (CR 110.5f-g, 704.5d); Auras
// and Equipment whose host leaves (CR 704.5n, 704.5p); "exile ... until
// this leaves the battlefield" (CR 610.3a-c); and cards put into a
// library or hand and coming back.

// ---------------------------------------------------------------------
// Helpers

// h540Game is a two-player game (three or four with n) with libraries.
func h540Game(t *testing.T, n int) *game.Game {
	t.Helper()
	g := newGame(t, n)
	libs(t, g, 8)
	return g
}

// h540Crt is a checked {1}{B} Spirit creature card with the abilities
// of d.
func h540Crt(t *testing.T, name string, p, tg int, d card.Definition) *card.Definition {
	t.Helper()
	d.Name, d.ManaCost, d.Types, d.Subtypes, d.Power, d.Toughness = name, cost("{1}{B}"), ability.Creature, []string{"Spirit"}, C(p), C(tg)
	return def(t, d)
}

// h540Vanilla is a checked vanilla {1}{G} Bear.
func h540Vanilla(t *testing.T, name string, p, tg int) *card.Definition {
	return creature(t, name, "{1}{G}", p, tg, 0, "Bear")
}

// h540Gain is "you gain n life"; h540GainAmt "you gain a life".
func h540Gain(n int) ability.Effect {
	return ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(n)}
}

func h540GainAmt(a ability.Amount) ability.Effect {
	return ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: a}
}

// h540Draw is "you draw a card".
var h540Draw = ability.Effect{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(1)}

// h540Doom is "{B} instant: Destroy target creature."
func h540Doom(t *testing.T) *card.Definition {
	return instant(t, "Grave Pin", "{B}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDestroy, Target: 0})
}

// h540Wrath is "{W} sorcery: Destroy all creatures."
func h540Wrath(t *testing.T) *card.Definition {
	return sorcery(t, "Ash Verdict", "{W}", nil,
		ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAll, Group: ability.Group{Types: ability.Creature}})
}

// h540Banisher is a 2/2 "When this enters the battlefield, exile target
// creature an opponent controls until this leaves the battlefield."
func h540Banisher(t *testing.T) *card.Definition {
	return h540Crt(t, "Warden of Hollows", 2, 2, card.Definition{Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
		Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}},
		Effects: []ability.Effect{{Op: ability.OpExileUntilLeaves, Target: 0}}}}})
}

// h540Equip is a checked Equipment "Equip {1}" with the given triggered
// abilities and statics.
func h540Equip(t *testing.T, name string, ts []ability.Triggered, ss ...ability.Static) *card.Definition {
	t.Helper()
	return def(t, card.Definition{Name: name, ManaCost: cost("{1}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Statics: ss, Triggered: ts, Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")}, Timing: ability.SorcerySpeed,
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}},
			Effects: []ability.Effect{{Op: ability.OpAttach, Target: 0}}}}})
}

// h540Aura is a checked "Enchant creature" Aura with the abilities of d.
func h540Aura(t *testing.T, name string, d card.Definition) *card.Definition {
	t.Helper()
	d.Name, d.ManaCost, d.Types, d.Subtypes, d.Enchant = name, cost("{1}{B}"), ability.Enchantment, []string{"Aura"}, ability.TargetCreature
	return def(t, d)
}

// h540Pinger is "{T}: This deals 1 damage to target creature."
var h540Pinger = ability.Activated{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreature},
	Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}

// h540Targets answers a pending target choice of a trigger with ts.
func h540Targets(t *testing.T, g *game.Game, p game.PlayerID, ts ...game.Target) {
	t.Helper()
	require.Equal(t, game.DecideTargets, g.Pending().Kind, g.Prompt(game.English))
	require.NoError(t, g.Apply(targets(p, ts...)))
}

// h540Follow is the object id became, or 0 if it no longer exists.
func h540Follow(g *game.Game, id game.ObjectID) game.ObjectID {
	n, ok := g.Follow(id)
	if !ok {
		return 0
	}
	return n
}

// h540Cast casts the card id of p with targets and resolves the stack,
// answering nothing else.
func h540Cast(t *testing.T, g *game.Game, p game.PlayerID, id game.ObjectID, ts ...game.Target) {
	t.Helper()
	require.NoError(t, g.Cast(p, id, ts...))
	resolve(t, g, nil)
}

// ---------------------------------------------------------------------
// Part 1. Exile until this leaves the battlefield (CR 610.3)

// 1. Warden of Hollows exiles Bob's Field Bear, which has two +1/+1
// counters, 1 damage, Bob's Equipment and Bob's Aura on it. The Bear
// becomes a new object in exile (CR 400.7): the Aura, attached to
// nothing, goes to its owner's graveyard (CR 704.5n); the Equipment
// stays on the battlefield unattached (CR 704.5p, 301.5c). When the
// Warden dies, the Bear returns under its owner's control (CR 610.3b) as
// a new object: no counters, no damage, untapped, nothing attached, and
// summoning sick for Bob (CR 302.6).
func TestH540UntilLeavesReturnsANewObject(t *testing.T) {
	bear := h540Vanilla(t, "Field Bear", 2, 2)
	equip := h540Equip(t, "Plain Blade", nil, ability.Static{Affects: ability.AffectsAttached, Power: 1})
	aura := h540Aura(t, "Plain Charm", card.Definition{Statics: []ability.Static{{Affects: ability.AffectsAttached, Toughness: 1}}})
	g := h540Game(t, 2)
	lands(t, g, 0, card.Swamp, 3)
	var o game.PutOptions
	o.Counters[game.PlusOne] = 2
	o.Damage = 1
	o.Tapped = true
	b := bf(t, g, 1, bear, o)
	e := bf(t, g, 1, equip, game.PutOptions{AttachedTo: b})
	a := bf(t, g, 1, aura, game.PutOptions{AttachedTo: b})
	w := hand(t, g, 0, h540Banisher(t))
	doom := hand(t, g, 0, h540Doom(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{5, 5}, pt(t, g, b))
	require.NoError(t, g.Cast(0, w))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideTargets, d.Kind)
		return targets(0, obj(b))
	})
	require.Equal(t, zone.Exile, zoneOf(t, g, b))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, a), "CR 704.5n: the Aura enchants nothing")
	require.Equal(t, zone.Battlefield, zoneOf(t, g, e), "CR 704.5p: the Equipment stays")
	require.Zero(t, int(info(t, g, e).AttachedTo))
	h540Cast(t, g, 0, doom, obj(h540Follow(g, w)))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, w))
	nb := h540Follow(g, b)
	o2 := info(t, g, nb)
	require.Equal(t, zone.Battlefield, o2.Zone, "CR 610.3: back when the Warden leaves")
	require.Equal(t, game.PlayerID(1), o2.Controller, "CR 610.3b: under its owner's control")
	require.Zero(t, o2.Counter(game.PlusOne), "CR 400.7: no counters")
	require.Zero(t, o2.Damage)
	require.False(t, o2.Tapped)
	require.True(t, o2.SummoningSick, "CR 302.6")
	require.Equal(t, [2]int{2, 2}, pt(t, g, nb))
	require.Zero(t, int(info(t, g, e).AttachedTo), "the Equipment doesn't follow the card (CR 400.7)")
}

// 2. Warden of Hollows exiles a Spirit token of Bob's. A token in exile
// ceases to exist at the next state-based check (CR 110.5f, 704.5d) and
// can't come back (CR 110.5g): when the Warden dies, nothing returns, and
// Bob's "whenever a creature enters the battlefield under your control,
// you gain 1 life" doesn't trigger.
func TestH540UntilLeavesTokenNeverReturns(t *testing.T) {
	tok := h540Vanilla(t, "Spirit Wisp", 1, 1)
	watcher := def(t, card.Definition{Name: "Welcome Shrine", ManaCost: cost("{1}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.PermanentEnters, Match: ability.Filter{Types: ability.Creature, Side: ability.YourSide},
			Effects: []ability.Effect{h540Gain(1)}}}})
	g := h540Game(t, 2)
	lands(t, g, 0, card.Swamp, 3)
	k := bf(t, g, 1, tok, game.PutOptions{Token: true})
	bf(t, g, 1, watcher)
	w := hand(t, g, 0, h540Banisher(t))
	doom := hand(t, g, 0, h540Doom(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	resolve(t, g, func(d game.Decision) game.Action { return targets(0, obj(k)) })
	require.Zero(t, h540Follow(g, k), "CR 704.5d: the token ceased to exist")
	require.Zero(t, g.ZoneLen(1, zone.Exile))
	h540Cast(t, g, 0, doom, obj(h540Follow(g, w)))
	require.Zero(t, g.ZoneLen(1, zone.Battlefield)-1, "only the Shrine: nothing came back (CR 110.5g)")
	require.Equal(t, 20, g.Life(1))
}

// 3. Warden of Hollows's trigger waits on the stack; Bob returns the
// Warden to its owner's hand in response. The "until" event has already
// happened as the ability resolves, so the target isn't exiled at all
// (CR 610.3a); cast again, the Warden is a new object (CR 400.7) whose
// own trigger exiles the Bear until it leaves, and the Bear comes back
// when that Warden dies.
func TestH540UntilLeavesSourceGoneFirst(t *testing.T) {
	bear := h540Vanilla(t, "Field Bear", 2, 2)
	unsummon := instant(t, "Quick Recall", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBounce, Target: 0})
	g := h540Game(t, 2)
	lands(t, g, 0, card.Swamp, 5)
	lands(t, g, 1, card.Island, 1)
	b := bf(t, g, 1, bear)
	w := hand(t, g, 0, h540Banisher(t))
	doom := hand(t, g, 0, h540Doom(t))
	u := hand(t, g, 1, unsummon)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1)) // the Warden resolves
	h540Targets(t, g, 0, obj(b))
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, u, obj(h540Follow(g, w))))
	resolve(t, g, nil)
	require.Equal(t, zone.Hand, zoneOf(t, g, w))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, b), "CR 610.3a: not exiled")
	require.Equal(t, b, h540Follow(g, b), "the same object: it never moved")

	w2 := h540Follow(g, w)
	require.NoError(t, g.Cast(0, w2))
	resolve(t, g, func(d game.Decision) game.Action { return targets(0, obj(b)) })
	require.Equal(t, zone.Exile, zoneOf(t, g, b))
	h540Cast(t, g, 0, doom, obj(h540Follow(g, w2)))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, b))
}

// 4. A chain of "until" exiles. Bob's Warden exiles Alice's Bear until
// it leaves; Alice's Warden exiles Bob's Warden until it leaves, so the
// Bear comes back under Alice's control at once (CR 610.3, 610.3b).
// Alice's Warden dies: Bob's Warden comes back as a new object (CR
// 400.7) and its entering trigger goes off again (CR 603.6a): it exiles
// the Bear anew, until this new Warden leaves.
func TestH540UntilLeavesChain(t *testing.T) {
	bear := h540Vanilla(t, "Field Bear", 2, 2)
	warden := h540Banisher(t)
	g := h540Game(t, 2)
	lands(t, g, 0, card.Swamp, 3)
	lands(t, g, 1, card.Swamp, 2)
	b := bf(t, g, 0, bear)
	wb := hand(t, g, 1, warden)
	wa := hand(t, g, 0, warden)
	doom := hand(t, g, 0, h540Doom(t))
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, wb))
	resolve(t, g, func(d game.Decision) game.Action { return targets(1, obj(b)) })
	require.Equal(t, zone.Exile, zoneOf(t, g, b))
	passTo(t, g, 0, game.Main1)
	require.NoError(t, g.Cast(0, wa))
	resolve(t, g, func(d game.Decision) game.Action { return targets(0, obj(h540Follow(g, wb))) })
	require.Equal(t, zone.Exile, zoneOf(t, g, wb))
	nb := h540Follow(g, b)
	require.Equal(t, zone.Battlefield, info(t, g, nb).Zone, "CR 610.3: Bob's Warden left, the Bear is back")
	require.Equal(t, game.PlayerID(0), info(t, g, nb).Controller)

	require.NoError(t, g.Cast(0, doom, obj(h540Follow(g, wa))))
	asked := false
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideTargets, d.Kind)
		require.Equal(t, game.PlayerID(1), d.Player, "the returned Warden's trigger is Bob's")
		asked = true
		return targets(1, obj(nb))
	})
	require.True(t, asked, "CR 603.6a: the returned Warden's entering trigger")
	require.Equal(t, zone.Battlefield, zoneOf(t, g, wb))
	require.Equal(t, game.PlayerID(1), info(t, g, h540Follow(g, wb)).Controller, "CR 610.3b")
	require.Equal(t, zone.Exile, zoneOf(t, g, nb), "exiled again, until the new Warden leaves")
}

// 5. Alice owns a Field Bear that Bob controls (he stole it for good).
// Alice's Warden exiles it ("target creature an opponent controls").
// When the Warden dies, the Bear returns under its owner's control, not
// the controller it had (CR 610.3b, 400.7: the control effect ended with
// the old object), and Alice's "whenever a creature enters the
// battlefield under your control" sees it enter.
func TestH540UntilLeavesReturnsToOwner(t *testing.T) {
	bear := h540Vanilla(t, "Field Bear", 2, 2)
	watcher := def(t, card.Definition{Name: "Welcome Shrine", ManaCost: cost("{1}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.PermanentEnters, Match: ability.Filter{Types: ability.Creature, Side: ability.YourSide, Another: true},
			Effects: []ability.Effect{h540Gain(1)}}}})
	g := h540Game(t, 2)
	lands(t, g, 0, card.Swamp, 3)
	b := bf(t, g, 0, bear, game.PutOptions{Controller: 1, SetController: true})
	bf(t, g, 0, watcher)
	w := hand(t, g, 0, h540Banisher(t))
	doom := hand(t, g, 0, h540Doom(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	resolve(t, g, func(d game.Decision) game.Action { return targets(0, obj(b)) })
	require.Equal(t, 21, g.Life(0), "the Warden entered under Alice's control")
	require.Equal(t, zone.Exile, zoneOf(t, g, b))
	h540Cast(t, g, 0, doom, obj(h540Follow(g, w)))
	nb := h540Follow(g, b)
	require.Equal(t, zone.Battlefield, info(t, g, nb).Zone)
	require.Equal(t, game.PlayerID(0), info(t, g, nb).Controller, "CR 610.3b")
	require.Equal(t, 22, g.Life(0), "the Bear entered under Alice's control")
}

// ---------------------------------------------------------------------
// Part 2. "A creature dealt damage by this creature this turn" and new
// objects

// h540Grudge is "Whenever a creature dealt damage by this creature this
// turn dies, you gain 2 life" (a Sengir Vampire's kind of trigger).
var h540Grudge = ability.Triggered{Event: ability.CreatureDies, Match: ability.Filter{DamagedBySourceThisTurn: true},
	Effects: []ability.Effect{h540Gain(2)}}

// 6. Grudge Hound (1/1, "{T}: deals 1 damage to target creature",
// the trigger above) pings Bob's 3/3. The 3/3 is then exiled by
// Warden of Hollows and comes back when the Warden dies: a new object
// (CR 400.7) that Grudge Hound has not dealt damage to. Destroyed
// afterwards, it doesn't trigger the Hound. A second 3/3 that the Hound
// pinged and that dies the same turn does (CR 603.2).
func TestH540DamageHistoryForgetsNewObject(t *testing.T) {
	hound := h540Crt(t, "Grudge Hound", 1, 1, card.Definition{Activated: []ability.Activated{h540Pinger},
		Triggered: []ability.Triggered{h540Grudge}})
	ox := h540Vanilla(t, "Stubborn Ox", 3, 3)
	g := h540Game(t, 2)
	lands(t, g, 0, card.Swamp, 5)
	h := bf(t, g, 0, hound)
	h2 := bf(t, g, 0, hound)
	x := bf(t, g, 1, ox)
	y := bf(t, g, 1, ox)
	w := hand(t, g, 0, h540Banisher(t))
	d1, d2, d3 := hand(t, g, 0, h540Doom(t)), hand(t, g, 0, h540Doom(t)), hand(t, g, 0, h540Doom(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, h, 0, obj(x)))
	resolve(t, g, nil)
	require.NoError(t, g.Activate(0, h2, 0, obj(y)))
	resolve(t, g, nil)
	require.Equal(t, 1, info(t, g, x).Damage)
	require.NoError(t, g.Cast(0, w))
	resolve(t, g, func(d game.Decision) game.Action { return targets(0, obj(x)) })
	h540Cast(t, g, 0, d1, obj(h540Follow(g, w)))
	nx := h540Follow(g, x)
	require.Equal(t, zone.Battlefield, info(t, g, nx).Zone)
	require.Zero(t, info(t, g, nx).Damage)
	h540Cast(t, g, 0, d2, obj(nx))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, nx))
	require.Equal(t, 20, g.Life(0), "CR 400.7: the returned Ox was never dealt damage by a Hound")
	h540Cast(t, g, 0, d3, obj(y))
	require.Equal(t, 22, g.Life(0), "the second Hound's victim died: CR 603.2")
}

// h540GrudgeCollar is an Equipment "Equipped creature has 'Whenever a
// creature dealt damage by this creature this turn dies, you gain 2
// life.'" (a granted trigger, CR 112.10, whose source is the creature).
func h540GrudgeCollar(t *testing.T) *card.Definition {
	g := h540Grudge
	g.OfAttached = true
	return h540Equip(t, "Grudge Collar", []ability.Triggered{g})
}

// 7. Pin Hound (1/1, "{T}: deals 1 damage to target creature") already
// wears Grudge Collar and pings Bob's 3/3; Alice then destroys the 3/3:
// the granted ability triggers (CR 603.2, 112.10). The guard for the
// defect test at the end of the file.
func TestH540GrantedDamageMemory(t *testing.T) {
	hound := h540Crt(t, "Pin Hound", 1, 1, card.Definition{Activated: []ability.Activated{h540Pinger}})
	g := h540Game(t, 2)
	lands(t, g, 0, card.Swamp, 2)
	h := bf(t, g, 0, hound)
	bf(t, g, 0, h540GrudgeCollar(t), game.PutOptions{AttachedTo: h})
	x := bf(t, g, 1, h540Vanilla(t, "Stubborn Ox", 3, 3))
	doom := hand(t, g, 0, h540Doom(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, h, 0, obj(x)))
	resolve(t, g, nil)
	h540Cast(t, g, 0, doom, obj(x))
	require.Equal(t, 22, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 3. "When this dies" of stolen creatures and tokens

// h540Phoenix is a 2/2 "When this dies, return it to the battlefield
// tapped under its owner's control, and you draw a card."
func h540Phoenix(t *testing.T) *card.Definition {
	return h540Crt(t, "Cinder Rook", 2, 2, card.Definition{Triggered: []ability.Triggered{{Event: ability.Dies,
		Effects: []ability.Effect{{Op: ability.OpReturnSelfTapped}, h540Draw}}}})
}

// 8. Alice controls Bob's Cinder Rook and destroys it. Its "when this
// dies" looks back (CR 603.10a): it is controlled by Alice, who
// controlled the Rook as it left (CR 603.3a), so Alice draws; the card,
// in Bob's graveyard, returns tapped under its owner's control.
func TestH540StolenDiesTriggerIsThiefs(t *testing.T) {
	g := h540Game(t, 2)
	lands(t, g, 0, card.Swamp, 1)
	r := bf(t, g, 1, h540Phoenix(t), game.PutOptions{Controller: 0, SetController: true})
	doom := hand(t, g, 0, h540Doom(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	hand0, hand1 := g.ZoneLen(0, zone.Hand), g.ZoneLen(1, zone.Hand)
	require.NoError(t, g.Cast(0, doom, obj(r)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, 1, g.StackLen())
	require.Equal(t, game.PlayerID(0), g.Stack()[0].Controller, "CR 603.3a: the trigger is Alice's")
	resolve(t, g, nil)
	nr := h540Follow(g, r)
	o := info(t, g, nr)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, game.PlayerID(1), o.Controller, "under its owner's control")
	require.True(t, o.Tapped)
	require.Equal(t, hand0, g.ZoneLen(0, zone.Hand), "Alice drew one and cast one")
	require.Equal(t, hand1, g.ZoneLen(1, zone.Hand))
}

// 9. A Cinder Rook token dies: its trigger still triggers (CR 603.6c,
// 603.10a; the note of CR 110.5f) and its controller draws, but the
// token ceased to exist (CR 704.5d) and can't return (CR 110.5g).
func TestH540TokenDiesTriggerReturnsNothing(t *testing.T) {
	g := h540Game(t, 2)
	lands(t, g, 0, card.Swamp, 1)
	r := bf(t, g, 0, h540Phoenix(t), game.PutOptions{Token: true})
	doom := hand(t, g, 0, h540Doom(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h0 := g.ZoneLen(0, zone.Hand)
	h540Cast(t, g, 0, doom, obj(r))
	require.Zero(t, h540Follow(g, r))
	require.Zero(t, g.ZoneLen(0, zone.Battlefield)-1, "only the Swamp")
	require.Equal(t, h0, g.ZoneLen(0, zone.Hand), "cast one, drew one")
}

// 10. Cinder Rook dies; with its trigger on the stack, Bob exiles the
// Rook card from Alice's graveyard. The ability looks for the card only
// in the zone it first went to (CR 603.6c, 400.7): it returns nothing,
// though Alice still draws.
func TestH540DiesReturnCardMovedAgain(t *testing.T) {
	purge := instant(t, "Grave Sweep", "{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Types: ability.Creature}}},
		ability.Effect{Op: ability.OpExile, Target: 0})
	g := h540Game(t, 2)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 1, card.Swamp, 1)
	r := bf(t, g, 0, h540Phoenix(t))
	doom := hand(t, g, 0, h540Doom(t))
	p := hand(t, g, 1, purge)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h0 := g.ZoneLen(0, zone.Hand)
	require.NoError(t, g.Cast(0, doom, obj(r)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, p, obj(h540Follow(g, r))))
	resolve(t, g, nil)
	require.Equal(t, zone.Exile, zoneOf(t, g, r))
	require.Equal(t, h0, g.ZoneLen(0, zone.Hand), "cast one, drew one")
}

// 11. Cinder Rook dies; with its trigger on the stack, Alice returns the
// Rook card to her hand (a spell "return target creature card from your
// graveyard to your hand") and discards it again: the card is back in
// the graveyard, but as a new object (CR 400.7) that the trigger no
// longer finds (CR 603.6c). It stays in the graveyard.
func TestH540DiesReturnCardCameBack(t *testing.T) {
	loop := instant(t, "Restless Recall", "{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}},
		ability.Effect{Op: ability.OpReturnToHand, Target: 0},
		ability.Effect{Op: ability.OpDiscard, Who: ability.WhoYou, Amount: ability.N(1)})
	g := h540Game(t, 2)
	lands(t, g, 0, card.Swamp, 2)
	r := bf(t, g, 0, h540Phoenix(t))
	doom := hand(t, g, 0, h540Doom(t))
	l := hand(t, g, 0, loop)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, doom, obj(r)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.Cast(0, l, obj(h540Follow(g, r))))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	if d := g.Pending(); d.Kind == game.DecideDiscard {
		require.NoError(t, g.Apply(chooseObj(0, h540Follow(g, r))))
	}
	require.Equal(t, zone.Graveyard, zoneOf(t, g, r))
	mid := h540Follow(g, r)
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, r), "CR 400.7: not the card the ability knew")
	require.Equal(t, mid, h540Follow(g, r))
}

// ---------------------------------------------------------------------
// Part 4. Leaving together: each player sacrifices

// h540Lord is a 1/1 "Other creatures get +1/+1" (every side).
func h540Lord(t *testing.T) *card.Definition {
	return h540Crt(t, "Banner Warden", 1, 1, card.Definition{Statics: []ability.Static{{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature, Other: true}, Power: 1, Toughness: 1}}})
}

// h540Martyr is a 2/2 "When this dies, it deals damage equal to its
// power to target player."
func h540Martyr(t *testing.T) *card.Definition {
	return h540Crt(t, "Ember Martyr", 2, 2, card.Definition{Triggered: []ability.Triggered{{Event: ability.Dies,
		Targets: []ability.TargetSpec{ability.TargetPlayer},
		Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0,
			Amount: ability.Amount{Kind: ability.SourcePower}}}}}})
}

// h540EachSac is "{B} sorcery: Each player sacrifices a creature."
func h540EachSac(t *testing.T) *card.Definition {
	return sorcery(t, "Shared Tithe", "{B}", nil, ability.Effect{Op: ability.OpSacrifice, Who: ability.WhoEachPlayer,
		Group: ability.Group{Types: ability.Creature}})
}

// h540AnswerSac answers sacrifice decisions with the first listed
// choice, trigger targets with ts.
func h540AnswerSac(t *testing.T, g *game.Game, ts ...game.Target) func(d game.Decision) game.Action {
	return func(d game.Decision) game.Action {
		switch d.Kind {
		case game.DecideSacrifice:
			for _, a := range g.LegalActions(nil) {
				if a.Kind == game.ActChoose {
					return a
				}
			}
		case game.DecideTargets:
			return targets(d.Player, ts...)
		}
		t.Fatalf("unexpected %v: %s", d.Kind, g.Prompt(game.English))
		return game.Action{}
	}
}

// 12. The guard of D2: a wrath destroys Alice's Banner Warden and Bob's
// Ember Martyr together. The Martyr's trigger uses its power as it last
// existed, immediately before the event, with the Warden's +1/+1
// (CR 603.10a, 608.2g): 3 damage to Alice.
func TestH540WrathLordAndMartyr(t *testing.T) {
	g := h540Game(t, 2)
	lands(t, g, 0, card.Plains, 1)
	bf(t, g, 0, h540Lord(t))
	m := bf(t, g, 1, h540Martyr(t))
	w := hand(t, g, 0, h540Wrath(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, m))
	require.NoError(t, g.Cast(0, w))
	resolve(t, g, h540AnswerSac(t, g, pl(0)))
	require.Equal(t, 17, g.Life(0))
}

// h540MourningTrig is "Whenever a creature dies, you gain 1 life",
// granted by an Aura or Equipment (OfAttached).
var h540MourningTrig = []ability.Triggered{{Event: ability.CreatureDies, OfAttached: true, Match: ability.Filter{Types: ability.Creature},
	Effects: []ability.Effect{h540Gain(1)}}}

// h540Mourning is Mourning Harness (an Equipment) or Mourning Veil (an
// Aura): "Equipped (enchanted) creature has 'Whenever a creature dies,
// you gain 1 life.'"
func h540Mourning(t *testing.T, aura bool) *card.Definition {
	if aura {
		return h540Aura(t, "Mourning Veil", card.Definition{Triggered: h540MourningTrig})
	}
	return h540Equip(t, "Mourning Harness", h540MourningTrig)
}

// 13. Mourning Harness (and Mourning Veil) on Alice's Field Bear; a
// wrath destroys the Bear and Bob's Ox together. Looking back, the Bear
// had the granted ability immediately before the event (CR 603.10a), and
// "a creature" includes the Bear itself: two triggers, Alice gains 2.
// The guard of D3.
func TestH540GrantedDiesInWrathSeesAll(t *testing.T) {
	for _, aura := range []bool{false, true} {
		g := h540Game(t, 2)
		lands(t, g, 0, card.Plains, 1)
		b := bf(t, g, 0, h540Vanilla(t, "Field Bear", 2, 2))
		bf(t, g, 0, h540Mourning(t, aura), game.PutOptions{AttachedTo: b})
		bf(t, g, 1, h540Vanilla(t, "Stubborn Ox", 3, 3))
		w := hand(t, g, 0, h540Wrath(t))
		require.NoError(t, g.Start(2, 0, game.Main1))
		h540Cast(t, g, 0, w)
		require.Equal(t, zone.Graveyard, zoneOf(t, g, b))
		require.Equal(t, 22, g.Life(0), "aura %v: CR 603.10a", aura)
	}
}

// ---------------------------------------------------------------------
// Part 5. Auras and Equipment whose host leaves

// h540Rancor is an Aura "Enchanted creature gets +2/+0. When this is put
// into a graveyard from the battlefield, return it to its owner's hand."
func h540Rancor(t *testing.T) *card.Definition {
	return h540Aura(t, "Homing Fang", card.Definition{Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 2}},
		Triggered: []ability.Triggered{{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpReturnToHand, Subject: ability.SubjectSelf}}}}})
}

// 14. Homing Fang on Bob's Bear; Alice returns the Bear to Bob's hand.
// The Aura, attached to nothing, is put into its owner's graveyard by
// the state-based check (CR 303.4c, 704.5n): put into a graveyard from
// the battlefield, it "dies" (CR 700.4) and its own ability triggers
// (CR 603.6c, 603.10a) and finds the card in the graveyard (CR 400.7d):
// back to Alice's hand. Alice's "whenever enchanted creature dies" Aura
// on the same Bear doesn't trigger: the Bear didn't die.
func TestH540RancorAfterHostBounced(t *testing.T) {
	unsummon := instant(t, "Quick Recall", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBounce, Target: 0})
	mourn := h540Aura(t, "Widow's Pledge", card.Definition{Triggered: []ability.Triggered{{Event: ability.AttachedDies,
		Effects: []ability.Effect{h540Draw}}}})
	g := h540Game(t, 2)
	lands(t, g, 0, card.Island, 1)
	b := bf(t, g, 1, h540Vanilla(t, "Field Bear", 2, 2))
	f := bf(t, g, 0, h540Rancor(t), game.PutOptions{AttachedTo: b})
	m := bf(t, g, 0, mourn, game.PutOptions{AttachedTo: b})
	u := hand(t, g, 0, unsummon)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{4, 2}, pt(t, g, b))
	h0 := g.ZoneLen(0, zone.Hand)
	h540Cast(t, g, 0, u, obj(b))
	require.Equal(t, zone.Hand, zoneOf(t, g, b))
	require.Equal(t, zone.Hand, zoneOf(t, g, f), "CR 700.4, 400.7d: the Fang came back")
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m))
	require.Equal(t, h0, g.ZoneLen(0, zone.Hand), "cast Recall, got the Fang back, drew nothing")
}

// h540Reclaim is an Equipment "Whenever equipped creature dies, return
// that card to its owner's hand."
func h540Reclaim(t *testing.T) *card.Definition {
	return h540Equip(t, "Reclaimer's Hook", []ability.Triggered{{Event: ability.AttachedDies,
		Effects: []ability.Effect{{Op: ability.OpBounce, Subject: ability.SubjectEventObject}}}})
}

// 15. Reclaimer's Hook on Alice's Field Bear, which Bob destroys: the
// Hook's ability looks back (CR 603.10a) and finds the card in the
// graveyard (CR 400.7d, 603.6e): the Bear goes to Alice's hand. The Hook
// stays on the battlefield, unattached (CR 704.5p). Moved to a Spirit
// token that Bob destroys, the ability triggers but finds nothing: the
// token has ceased to exist (CR 110.5f-g, 704.5d).
func TestH540EquipmentReturnsDeadHost(t *testing.T) {
	g := h540Game(t, 2)
	lands(t, g, 0, card.Plains, 2)
	lands(t, g, 1, card.Swamp, 2)
	b := bf(t, g, 0, h540Vanilla(t, "Field Bear", 2, 2))
	k := bf(t, g, 0, h540Vanilla(t, "Spirit Wisp", 1, 1), game.PutOptions{Token: true})
	hk := bf(t, g, 0, h540Reclaim(t), game.PutOptions{AttachedTo: b})
	d1, d2 := hand(t, g, 1, h540Doom(t)), hand(t, g, 1, h540Doom(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	h540Cast(t, g, 1, d1, obj(b))
	require.Equal(t, zone.Hand, zoneOf(t, g, b))
	require.Zero(t, int(info(t, g, hk).AttachedTo))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, hk))
	require.NoError(t, g.Activate(0, hk, 0, obj(k)))
	resolve(t, g, nil)
	require.Equal(t, k, info(t, g, hk).AttachedTo)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, d2, obj(k)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	require.Equal(t, 1, g.StackLen(), "CR 603.10a: the Hook triggers for the token")
	resolve(t, g, nil)
	require.Zero(t, h540Follow(g, k))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "only the Bear")
}

// h540Widow is an Aura "When enchanted creature dies, its controller
// loses 2 life and you draw a card" (WhoEnchantedController).
func h540Widow(t *testing.T) *card.Definition {
	return h540Aura(t, "Widow's Toll", card.Definition{Triggered: []ability.Triggered{{Event: ability.AttachedDies,
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEnchantedController, Amount: ability.N(2)}, h540Draw}}}})
}

// 16. Alice's Widow's Toll enchants Bob's Field Bear, which Alice
// controls (stolen). Alice destroys it: "its controller" is read as the
// Bear last existed on the battlefield (CR 603.10a, 608.2g): Alice, who
// controlled it, loses 2, not its owner Bob. The Aura's controller,
// Alice, draws (CR 603.3a).
func TestH540AttachedDiesControllerAsLastExisted(t *testing.T) {
	g := h540Game(t, 2)
	lands(t, g, 0, card.Swamp, 1)
	b := bf(t, g, 1, h540Vanilla(t, "Field Bear", 2, 2), game.PutOptions{Controller: 0, SetController: true})
	bf(t, g, 0, h540Widow(t), game.PutOptions{AttachedTo: b})
	doom := hand(t, g, 0, h540Doom(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h0 := g.ZoneLen(0, zone.Hand)
	h540Cast(t, g, 0, doom, obj(b))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, b))
	require.Equal(t, 1, g.ZoneLen(1, zone.Graveyard), "the Bear is in its owner's graveyard")
	require.Equal(t, []int{18, 20}, lifes(g))
	require.Equal(t, h0, g.ZoneLen(0, zone.Hand), "cast one, drew one")
}

// ---------------------------------------------------------------------
// Part 6. Abilities whose source left before they resolve

// h540SacBanisher is an artifact "Sacrifice this: Exile target creature
// until this leaves the battlefield."
func h540SacBanisher(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Hollow Lantern", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{SacrificeSelf: true}, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpExileUntilLeaves, Target: 0}}}}})
}

// 17. Hollow Lantern is sacrificed to pay for its own ability ("exile
// target creature until this leaves the battlefield"): the event that
// ends the exile has already happened as the ability resolves, so the
// creature isn't exiled at all (CR 610.3a).
func TestH540UntilLeavesSacrificedSource(t *testing.T) {
	g := h540Game(t, 2)
	l := bf(t, g, 0, h540SacBanisher(t))
	b := bf(t, g, 1, h540Vanilla(t, "Field Bear", 2, 2))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, l, 0, obj(b)))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, l))
	resolve(t, g, nil)
	require.Equal(t, b, h540Follow(g, b), "CR 610.3a: never moved")
	require.Equal(t, zone.Battlefield, zoneOf(t, g, b))
}

// h540Keeper is a 1/1 "{1}: Exile target creature an opponent controls
// until this leaves the battlefield."
func h540Keeper(t *testing.T) *card.Definition {
	return h540Crt(t, "Vault Keeper", 1, 1, card.Definition{Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")},
		Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}},
		Effects: []ability.Effect{{Op: ability.OpExileUntilLeaves, Target: 0}}}}})
}

// 18. Vault Keeper exiles two of Bob's creatures, one at a time, each
// until it leaves the battlefield. Bob's Herald ("whenever another
// creature enters the battlefield under your control, you gain 1 life")
// is one of them. When the Keeper dies, both return at the same time
// (CR 610.3c): the Herald sees the other enter (CR 603.6a) and Bob gains
// 1. Their one-shot return is not a zone change of the Keeper's: Alice's
// "whenever a creature enters" watcher sees two creatures enter.
func TestH540UntilLeavesReturnTogether(t *testing.T) {
	herald := h540Crt(t, "Gate Herald", 1, 1, card.Definition{Triggered: []ability.Triggered{{Event: ability.PermanentEnters,
		Match: ability.Filter{Types: ability.Creature, Side: ability.YourSide, Another: true}, Effects: []ability.Effect{h540Gain(1)}}}})
	watcher := def(t, card.Definition{Name: "Census Stone", ManaCost: cost("{1}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.PermanentEnters, Match: ability.Filter{Types: ability.Creature},
			Effects: []ability.Effect{h540Gain(1)}}}})
	g := h540Game(t, 2)
	lands(t, g, 0, card.Swamp, 3)
	kp := bf(t, g, 0, h540Keeper(t))
	bf(t, g, 0, watcher)
	hd := bf(t, g, 1, herald)
	b := bf(t, g, 1, h540Vanilla(t, "Field Bear", 2, 2))
	doom := hand(t, g, 0, h540Doom(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, kp, 0, obj(hd)))
	resolve(t, g, nil)
	require.NoError(t, g.Activate(0, kp, 0, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, zone.Exile, zoneOf(t, g, hd))
	require.Equal(t, zone.Exile, zoneOf(t, g, b))
	h540Cast(t, g, 0, doom, obj(kp))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, hd))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, b))
	require.Equal(t, []int{22, 21}, lifes(g), "CR 610.3c, 603.6a")
}

// h540Ashen is a 2/2 "When this dies, you gain life equal to its power."
func h540Ashen(t *testing.T) *card.Definition {
	return h540Crt(t, "Ashen Witness", 2, 2, card.Definition{Triggered: []ability.Triggered{{Event: ability.Dies,
		Effects: []ability.Effect{h540GainAmt(ability.Amount{Kind: ability.SourcePower})}}}})
}

// 19. Ashen Witness wears a +3/+0 Equipment and has -1/-1 until end of
// turn; Alice then destroys it. Its power as it last existed on the
// battlefield, 4, is what its dies trigger reads (CR 608.2g, 112.7a),
// though the card in the graveyard is a 2/2 without effects (CR 400.7).
func TestH540DiesPowerLastKnownWithEquipment(t *testing.T) {
	blade := h540Equip(t, "Heavy Blade", nil, ability.Static{Affects: ability.AffectsAttached, Power: 3})
	wither := instant(t, "Wither Touch", "{B}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: -1, Toughness: -1})
	g := h540Game(t, 2)
	lands(t, g, 0, card.Swamp, 2)
	a := bf(t, g, 0, h540Ashen(t))
	bf(t, g, 0, blade, game.PutOptions{AttachedTo: a})
	wt := hand(t, g, 0, wither)
	doom := hand(t, g, 0, h540Doom(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h540Cast(t, g, 0, wt, obj(a))
	require.Equal(t, [2]int{4, 1}, pt(t, g, a))
	h540Cast(t, g, 0, doom, obj(a))
	require.Equal(t, 24, g.Life(0))
}

// 20. Ashen Witness, with two +1/+1 counters and "+2/+0 for as long as
// it's on the battlefield", is put on top of its owner's library, drawn
// and cast again: a new object (CR 400.7) without the counters or the
// effect. Destroyed, it gains Alice 2, its own power now, not the old
// object's 6.
func TestH540LibraryAndBackIsNewObject(t *testing.T) {
	tuck := instant(t, "Tidal Tuck", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpPutIntoLibrary, Target: 0, Amount: ability.N(1)})
	boon := instant(t, "Lasting Boon", "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 2, Duration: ability.Permanently})
	study := instant(t, "Quick Study", "{U}", nil, h540Draw)
	g := h540Game(t, 2)
	lands(t, g, 0, card.Island, 2)
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 0, card.Swamp, 3)
	var o game.PutOptions
	o.Counters[game.PlusOne] = 2
	a := bf(t, g, 0, h540Ashen(t), o)
	tk, bo, st := hand(t, g, 0, tuck), hand(t, g, 0, boon), hand(t, g, 0, study)
	doom := hand(t, g, 0, h540Doom(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h540Cast(t, g, 0, bo, obj(a))
	require.Equal(t, [2]int{6, 4}, pt(t, g, a))
	h540Cast(t, g, 0, tk, obj(a))
	require.Equal(t, zone.Library, zoneOf(t, g, a))
	h540Cast(t, g, 0, st)
	require.Equal(t, zone.Hand, zoneOf(t, g, a), "drawn from the top")
	h540Cast(t, g, 0, h540Follow(g, a))
	na := h540Follow(g, a)
	require.Equal(t, [2]int{2, 2}, pt(t, g, na), "CR 400.7: nothing followed the card")
	require.Zero(t, counter(t, g, na, game.PlusOne))
	h540Cast(t, g, 0, doom, obj(na))
	require.Equal(t, 22, g.Life(0))
}

// ---------------------------------------------------------------------
// Part 7. Returning after a wrath, granted "until" abilities, targets
// that came back, and refusals

// 21. Cycle of Ash: "Destroy all creatures. Then return all creature
// cards from all graveyards to the battlefield under your control." Bob's
// Cinder Rook dies and comes back under Alice's control in the same
// resolution. Its dies trigger, Bob's (he controlled it as it died, CR
// 603.3a, 603.10a), waits until the spell has resolved (CR 603.3); it
// looks for the card only in the graveyard it first went to (CR 603.6c,
// 400.7) and returns nothing: the Rook stays Alice's, untapped. Bob still
// draws.
func TestH540WrathThenReanimateRook(t *testing.T) {
	cycle := sorcery(t, "Cycle of Ash", "{W}", nil,
		ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAll, Group: ability.Group{Types: ability.Creature}},
		ability.Effect{Op: ability.OpReanimateAll, Filter: ability.Filter{Types: ability.Creature}})
	g := h540Game(t, 2)
	lands(t, g, 0, card.Plains, 1)
	r := bf(t, g, 1, h540Phoenix(t))
	c := hand(t, g, 0, cycle)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h1 := g.ZoneLen(1, zone.Hand)
	require.NoError(t, g.Cast(0, c))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, 1, g.StackLen())
	require.Equal(t, game.PlayerID(1), g.Stack()[0].Controller)
	mid := h540Follow(g, r)
	require.Equal(t, game.PlayerID(0), info(t, g, mid).Controller)
	resolve(t, g, nil)
	require.Equal(t, mid, h540Follow(g, r), "not moved again")
	o := info(t, g, mid)
	require.Equal(t, game.PlayerID(0), o.Controller)
	require.False(t, o.Tapped)
	require.Equal(t, h1+1, g.ZoneLen(1, zone.Hand))
}

// 22. Jailer's Mark, an Aura: "Enchanted creature has '{T}: Exile
// target creature an opponent controls until this creature leaves the
// battlefield.'" The granted ability's source is the creature (CR 112.7,
// 112.10): the exile lasts until the creature leaves, not the Aura. The
// Aura is destroyed: the Bear stays exiled. The creature dies: the Bear
// returns (CR 610.3).
func TestH540GrantedUntilFollowsHost(t *testing.T) {
	gr := &ability.Activated{Cost: ability.Cost{Tap: true},
		Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}},
		Effects: []ability.Effect{{Op: ability.OpExileUntilLeaves, Target: 0}}}
	mark := h540Aura(t, "Jailer's Mark", card.Definition{Statics: []ability.Static{{Affects: ability.AffectsAttached, Grant: gr}}})
	shatter := instant(t, "Hex Breaker", "{G}", []ability.TargetSpec{{Allow: ability.AllowEnchantment}},
		ability.Effect{Op: ability.OpDestroy, Target: 0})
	g := h540Game(t, 2)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 0, card.Forest, 1)
	h := bf(t, g, 0, h540Vanilla(t, "Jailer", 2, 2))
	a := bf(t, g, 0, mark, game.PutOptions{AttachedTo: h})
	b := bf(t, g, 1, h540Vanilla(t, "Field Bear", 2, 2))
	sh := hand(t, g, 0, shatter)
	doom := hand(t, g, 0, h540Doom(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, h, 0, obj(b)))
	resolve(t, g, nil)
	require.Equal(t, zone.Exile, zoneOf(t, g, b))
	h540Cast(t, g, 0, sh, obj(a))
	require.Equal(t, zone.Exile, zoneOf(t, g, b), "the Aura isn't what the exile waits for")
	h540Cast(t, g, 0, doom, obj(h))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, b))
	require.Equal(t, game.PlayerID(1), info(t, g, h540Follow(g, b)).Controller)
}

// 23. Twin Raising: "Return two target creature cards from your
// graveyard to the battlefield." In response Alice returns one of them to
// her hand and discards it: back in the graveyard, it is a new object
// (CR 400.7) and no longer the target, which is illegal (CR 608.2b): only
// the other card returns; the new one stays in the graveyard.
func TestH540ReanimateTargetCameBack(t *testing.T) {
	raise := sorcery(t, "Twin Raising", "{B}", []ability.TargetSpec{
		{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}},
		{Allow: ability.AllowCardInGraveyard, Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}},
		ability.Effect{Op: ability.OpPutOntoBattlefield})
	loop := instant(t, "Restless Recall", "{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}},
		ability.Effect{Op: ability.OpReturnToHand, Target: 0},
		ability.Effect{Op: ability.OpDiscard, Who: ability.WhoYou, Amount: ability.N(1)})
	g := h540Game(t, 2)
	lands(t, g, 0, card.Swamp, 2)
	x := put(t, g, 0, zone.Graveyard, h540Vanilla(t, "Field Bear", 2, 2))
	y := put(t, g, 0, zone.Graveyard, h540Vanilla(t, "Stubborn Ox", 3, 3))
	r := hand(t, g, 0, raise)
	l := hand(t, g, 0, loop)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r, obj(x), obj(y)))
	require.NoError(t, g.Cast(0, l, obj(x)))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideDiscard, d.Kind)
		return chooseObj(0, h540Follow(g, x))
	})
	require.Equal(t, zone.Graveyard, zoneOf(t, g, x), "CR 400.7: a new object, not the target")
	require.Equal(t, zone.Battlefield, zoneOf(t, g, y))
}

// 24. Refusals. "Equipped creature has 'When this creature dies, ...'"
// as a granted Dies trigger (OfAttached) is refused with a message that
// names the field; "when this enters, exile target enchantment until
// this leaves" is refused because an Aura returning would need a choice
// of what it enchants (CR 303.4f, 610.3), which the engine doesn't ask.
func TestH540RefusedDefinitions(t *testing.T) {
	eq := card.Define(card.Definition{Name: "Last Rites Harness", ManaCost: cost("{1}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Triggered: []ability.Triggered{{Event: ability.Dies, OfAttached: true, Effects: []ability.Effect{h540Gain(1)}}}})
	err := eq.Check()
	require.Error(t, err)
	require.Contains(t, err.Error(), "Triggered[0].OfAttached")
	jail := card.Define(card.Definition{Name: "Glyph Jailer", ManaCost: cost("{1}{W}"), Types: ability.Creature, Power: C(1), Toughness: C(1),
		Triggered: []ability.Triggered{{Event: ability.EntersBattlefield, Targets: []ability.TargetSpec{{Allow: ability.AllowEnchantment}},
			Effects: []ability.Effect{{Op: ability.OpExileUntilLeaves, Target: 0}}}}})
	err = jail.Check()
	require.Error(t, err)
	require.Contains(t, err.Error(), "303.4f")
}

// ---------------------------------------------------------------------
// Faults found with these cards, each fixed (or, D4, refused by Check);
// every test below failed before its fix.

// D1. Pin Hound (1/1, "{T}: deals 1 damage to target creature") pings
// Bob's 3/3 first; then Alice equips Grudge Collar to it ("equipped
// creature has 'Whenever a creature dealt damage by this creature this
// turn dies, you gain 2 life'") and destroys the 3/3. The trigger
// condition is checked as the 3/3 dies (CR 603.2): the Hound has the
// ability then, and the 3/3 was dealt damage by the Hound this turn, no
// matter whether the Hound had the ability when it dealt the damage.
// Alice gains 2.
func TestH540LateGrantedDamageMemory(t *testing.T) {
	hound := h540Crt(t, "Pin Hound", 1, 1, card.Definition{Activated: []ability.Activated{h540Pinger}})
	g := h540Game(t, 2)
	lands(t, g, 0, card.Swamp, 2)
	h := bf(t, g, 0, hound)
	c := bf(t, g, 0, h540GrudgeCollar(t))
	x := bf(t, g, 1, h540Vanilla(t, "Stubborn Ox", 3, 3))
	doom := hand(t, g, 0, h540Doom(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, h, 0, obj(x)))
	resolve(t, g, nil)
	require.Equal(t, 1, info(t, g, x).Damage)
	require.NoError(t, g.Activate(0, c, 0, obj(h)))
	resolve(t, g, nil)
	require.Equal(t, h, info(t, g, c).AttachedTo)
	h540Cast(t, g, 0, doom, obj(x))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, x))
	require.Equal(t, 22, g.Life(0), "CR 603.2: the Ox was dealt damage by the Hound this turn")
}

// D2. "Each player sacrifices a creature": Alice sacrifices her Banner
// Warden ("other creatures get +1/+1"), Bob his Ember Martyr (2/2, "when
// this dies, it deals damage equal to its power to target player"). The
// players choose in APNAP order and then sacrifice at the same time
// (CR 101.4, 701.15a): one event. The Martyr's power as it last existed,
// immediately before that event, is 3, the Warden's bonus included
// (CR 603.10a, 608.2g, 112.7a): Bob's trigger deals 3 damage to Alice,
// as a wrath destroying both does (test 12).
func TestH540EachSacrificeLastKnownPower(t *testing.T) {
	g := h540Game(t, 2)
	lands(t, g, 0, card.Swamp, 1)
	bf(t, g, 0, h540Lord(t))
	m := bf(t, g, 1, h540Martyr(t))
	s := hand(t, g, 0, h540EachSac(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, m))
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, h540AnswerSac(t, g, pl(0)))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m))
	require.Equal(t, 17, g.Life(0), "CR 603.10a, 608.2g: the Martyr's power was 3")
}

// D3. Mourning Harness (and Mourning Veil) on Alice's Field Bear, the
// only creature; Alice destroys the Bear. "Whenever a creature dies" is
// a leaves-the-battlefield ability (CR 603.6c) and looks back in time
// (CR 603.10a): immediately before the event the Bear had the granted
// ability, and "a creature" (not "another") includes itself, as a
// Sengir Vampire's own ability sees its own death. The ability triggers
// for the Bear's controller: Alice gains 1, as she does for the Bear's
// death when a wrath kills it with another creature (test 13).
func TestH540GrantedDiesSeesOwnDeathAlone(t *testing.T) {
	for _, aura := range []bool{false, true} {
		g := h540Game(t, 2)
		lands(t, g, 0, card.Swamp, 1)
		b := bf(t, g, 0, h540Vanilla(t, "Field Bear", 2, 2))
		bf(t, g, 0, h540Mourning(t, aura), game.PutOptions{AttachedTo: b})
		doom := hand(t, g, 0, h540Doom(t))
		require.NoError(t, g.Start(2, 0, game.Main1))
		h540Cast(t, g, 0, doom, obj(b))
		require.Equal(t, zone.Graveyard, zoneOf(t, g, b))
		require.Equal(t, 21, g.Life(0), "aura %v: CR 603.10a", aura)
	}
}

// D4. Clockwork Charm, an "Artifact Enchantment — Aura" ("Enchant
// creature. Enchanted creature gets +1/+0."), is refused by Check. Put
// onto the battlefield other than by resolving as an Aura spell ("return
// all artifact cards from your graveyard to the battlefield", the end of
// an "exile target artifact until this leaves the battlefield"), its
// player would choose a creature for it to enchant (CR 303.4f, 610.3);
// the engine, which doesn't ask there, used to accept the definition and
// let the Charm enter attached to nothing and go to the graveyard
// (CR 704.5n).
func TestH540CheckRefusesArtifactAura(t *testing.T) {
	d := card.Define(card.Definition{Name: "Clockwork Charm", ManaCost: cost("{2}"), Types: ability.Artifact | ability.Enchantment,
		Subtypes: []string{"Aura"}, Enchant: ability.TargetCreature, Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 1}}})
	err := d.Check()
	require.ErrorIs(t, err, card.ErrInvalidDefinition)
	require.Contains(t, err.Error(), "Types")
	require.Contains(t, err.Error(), "303.4f")
}
