package card_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, 50-th set: control-changing effects of one's own. "Gain
// control of target ..." until end of turn and for good, on creatures,
// lands, Auras, Equipment and planeswalkers (CR 613.1b layer 2, 611.2a,
// 514.2); loyalty abilities once per planeswalker per turn across control
// changes (CR 606.3); mana abilities of stolen lands and creatures and
// summoning sickness (CR 302.6, 305); Auras and Equipment that stay where
// they are when either side changes hands (CR 303.4e, 301.5); threaten
// effects attacking the owner (CR 508.1, 302.6); anthems and triggers of
// stolen permanents (CR 613.1b before 613.3c, 603.3a, 603.10a); a
// planeswalker under attack that comes under the attacker's control
// (CR 506.4, 506.4c); several control effects in timestamp order
// (CR 613.6); players leaving a three-player game (CR 800.4a, 800.4c);
// Two-Headed Giant teams (CR 810); a control chain kept by save, load and
// clone; and Check's refusals ("for as long as you control" for control).

// h534Steal is "{U} instant: Gain control of target <allow> <duration>."
func h534Steal(t *testing.T, name string, allow ability.Allow, d ability.Duration) *card.Definition {
	return instant(t, name, "{U}", []ability.TargetSpec{{Allow: allow}},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: d})
}

// h534Threaten is "{R} sorcery: Gain control of target creature until end
// of turn. Untap that creature. It gains haste until end of turn."
func h534Threaten(t *testing.T) *card.Definition {
	return sorcery(t, "Borrowed Fury", "{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.UntilEndOfTurn, Untap: true, Keywords: ability.Haste})
}

// h534Bolt is "{R} instant: deals n damage to target creature."
func h534Bolt(t *testing.T, n int) *card.Definition {
	return instant(t, "Searing Dart", "{R}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(n)})
}

// h534Game is an n-player game with libraries and, for each player, three
// Islands and three Mountains.
func h534Game(t *testing.T, n int) *game.Game {
	t.Helper()
	g := newGame(t, n)
	libs(t, g, 5)
	for p := 0; p < n; p++ {
		lands(t, g, game.PlayerID(p), card.Island, 3)
		lands(t, g, game.PlayerID(p), card.Mountain, 3)
	}
	return g
}

// h534Ctl is the controller of id.
func h534Ctl(t *testing.T, g *game.Game, id game.ObjectID) game.PlayerID {
	t.Helper()
	return info(t, g, id).Controller
}

// h534Listed reports whether LegalActions (or, for mana abilities,
// OtherActions) lists an activation of ability n of id.
func h534Listed(g *game.Game, id game.ObjectID, n int) bool {
	for _, a := range append(g.LegalActions(nil), g.OtherActions(nil)...) {
		if (a.Kind == game.ActActivate || a.Kind == game.ActActivateMana) && a.Object == id && a.Ability == n {
			return true
		}
	}
	return false
}

// h534ToAttack passes until p is asked to declare attackers.
func h534ToAttack(t *testing.T, g *game.Game, p game.PlayerID) {
	t.Helper()
	for i := 0; i < 500; i++ {
		d := g.Pending()
		if d.Kind == game.DecideAttackers && d.Player == p {
			return
		}
		idleAnswer(t, g, d, "h534ToAttack")
	}
	t.Fatal("h534ToAttack: too long")
}

// h534Walker is "Vessa, Tide Speaker": {2}{U} planeswalker — Vessa,
// loyalty 3. "+1: You gain 2 life."
func h534Walker(t *testing.T) *card.Definition {
	return walker(t, "Vessa, Tide Speaker", "{2}{U}", "Vessa", 3, loyal(1, nil, gain(2)...))
}

// 1. Alice activates Vessa's +1. In response Bob's Tidal Claim (gain
// control of target planeswalker, no duration: until the end of the
// game, CR 611.2a) takes Vessa; the +1 still resolves for Alice (an
// ability on the stack is independent of its source, CR 112.7a). Alice's
// own Tidal Claim takes Vessa back in the same main phase. Vessa's
// loyalty ability was activated this turn, so no player may activate one
// of its loyalty abilities again this turn (CR 606.3: "only if no player
// has previously activated a loyalty ability of that permanent that
// turn"), whoever controlled it then.
func TestH534LoyaltyOncePerTurnAcrossControl(t *testing.T) {
	claim := h534Steal(t, "Tidal Claim", ability.AllowPlaneswalker, ability.Permanently)
	g := h534Game(t, 2)
	w := bf(t, g, 0, h534Walker(t))
	ac := hand(t, g, 0, claim)
	bc := hand(t, g, 1, claim)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, w, 0))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, bc, obj(w)))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0), "the +1 resolves for Alice")
	require.Equal(t, game.PlayerID(1), h534Ctl(t, g, w))
	require.Equal(t, 4, counter(t, g, w, game.Loyalty))
	require.NoError(t, g.Cast(0, ac, obj(w)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, w))
	require.False(t, h534Listed(g, w, 0), "CR 606.3: one loyalty activation per permanent per turn")
	require.Error(t, g.Activate(0, w, 0))
}

// 2. On Alice's turn her Spark Theft (sorcery: gain control of target
// planeswalker) takes Bob's Vessa, which Bob used on his own turn. Alice
// may activate its loyalty ability once this turn (CR 606.3: she controls
// it in her main phase, and no player activated one this turn), and not
// twice.
func TestH534StolenWalkerActivatesOnce(t *testing.T) {
	theft := sorcery(t, "Spark Theft", "{U}", []ability.TargetSpec{{Allow: ability.AllowPlaneswalker}},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	g := h534Game(t, 2)
	w := bf(t, g, 1, h534Walker(t))
	th := hand(t, g, 0, theft)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Activate(1, w, 0))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(1))
	h476To(t, g, 0, game.Main1)
	h486Cast(t, g, 0, th, obj(w))
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, w))
	require.True(t, h534Listed(g, w, 0))
	require.NoError(t, g.Activate(0, w, 0))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	require.Equal(t, 5, counter(t, g, w, game.Loyalty))
	require.False(t, h534Listed(g, w, 0))
	require.Error(t, g.Activate(0, w, 0))
}

// 3. Lands and mana abilities. Alice's Claim the Grove (sorcery: gain
// control of target land) takes Bob's Forest, and Claim the Beast
// (creature) his Grove Tender ("{T}: Add {G}"). The Forest is no
// creature: summoning sickness does not apply (CR 302.6 speaks of
// creatures), so Alice taps it for {G} at once. The Tender is a creature
// she has not controlled since her turn began: its {T} mana ability
// can't be activated (CR 302.6, 605.1a).
func TestH534StolenLandTapsStolenElfDoesNot(t *testing.T) {
	grove := sorcery(t, "Claim the Grove", "{U}", []ability.TargetSpec{{Allow: ability.AllowLand}},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	beast := sorcery(t, "Claim the Beast", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	tender := def(t, card.Definition{Name: "Grove Tender", ManaCost: cost("{G}"), Types: ability.Creature, Subtypes: []string{"Elf"},
		Power: C(1), Toughness: C(1), Activated: []ability.Activated{{Cost: ability.Cost{Tap: true},
			Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: h484Mana(mana.Green, 1)}}}}})
	g := h534Game(t, 2)
	f := bf(t, g, 1, card.Forest)
	te := bf(t, g, 1, tender)
	c1 := hand(t, g, 0, grove)
	c2 := hand(t, g, 0, beast)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, c1, obj(f))
	h486Cast(t, g, 0, c2, obj(te))
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, f))
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, te))
	require.True(t, h534Listed(g, f, 0), "a stolen land taps for mana at once")
	require.False(t, h534Listed(g, te, 0), "CR 302.6: a stolen creature's {T} mana ability waits")
	require.Error(t, g.Apply(h504Mana(0, te, 0)))
	require.NoError(t, g.Apply(h504Mana(0, f, 0)))
	require.True(t, info(t, g, f).Tapped)
	require.Equal(t, 1, g.Pool(0).Amount(mana.Green))
}

// 4. A land creature changes hands. Bob's Mossback Knoll is a land
// creature 2/2 ("{T}: Add {G}"), on the battlefield since before his
// last turn. Alice's Claim the Beast takes it: as a creature it is
// under the summoning-sickness rule (CR 302.6), so Alice can neither
// tap it for mana nor attack with it this turn. On her next turn she
// can.
func TestH534StolenLandCreatureSick(t *testing.T) {
	beast := sorcery(t, "Claim the Beast", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	knoll := def(t, card.Definition{Name: "Mossback Knoll", Types: ability.Land | ability.Creature,
		Power: C(2), Toughness: C(2), Activated: []ability.Activated{{Cost: ability.Cost{Tap: true},
			Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: h484Mana(mana.Green, 1)}}}}})
	g := h534Game(t, 2)
	k := bf(t, g, 1, knoll)
	ab := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	c := hand(t, g, 0, beast)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, c, obj(k))
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, k))
	require.False(t, h534Listed(g, k, 0))
	require.Error(t, g.Apply(h504Mana(0, k, 0)))
	h534ToAttack(t, g, 0)
	require.Error(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0,
		Attackers: []game.Attack{{Attacker: k, Player: 1}}}), "CR 302.6: it can't attack")
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0,
		Attackers: []game.Attack{{Attacker: ab, Player: 1}}}))
	h476To(t, g, 1, game.Main1)
	h476To(t, g, 0, game.Main1)
	require.True(t, h534Listed(g, k, 0), "controlled since her turn began")
}

// h534Spur is "Iron Spur": {1} Equipment, "Equipped creature gets +2/+0.
// Equip {1}."
func h534Spur(t *testing.T) *card.Definition {
	return h506Equip(t, "Iron Spur", "{1}", "{1}", ability.Static{Affects: ability.AffectsAttached, Power: 2})
}

// 5. Equipment changes hands (CR 301.5d: the Equipment's controller and
// the equipped creature's are separate; changing control of one doesn't
// change the other's). Alice's Magnet Pull (gain control of target
// artifact until end of turn) takes Bob's Iron Spur, attached to Bob's
// Bear: it stays attached, the Bear stays 4/2 under Bob. Only the Spur's
// controller may equip it (CR 301.5d, 702.6a "creature you control"):
// Alice moves it to her own Bear at sorcery speed. In the cleanup step
// the Spur goes back to Bob (CR 514.2) and stays on Alice's Bear, which
// is still 4/2 in Bob's turn; Bob may equip it back onto his Bear.
func TestH534StolenEquipmentStaysAndMoves(t *testing.T) {
	pull := h534Steal(t, "Magnet Pull", ability.AllowArtifact, ability.UntilEndOfTurn)
	bear := creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := h534Game(t, 2)
	bb := bf(t, g, 1, bear)
	sp := bf(t, g, 1, h534Spur(t), game.PutOptions{AttachedTo: bb})
	ab := bf(t, g, 0, bear)
	pu := hand(t, g, 0, pull)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{4, 2}, pt(t, g, bb))
	h486Cast(t, g, 0, pu, obj(sp))
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, sp))
	require.Equal(t, bb, info(t, g, sp).AttachedTo, "control of the Equipment moves nothing")
	require.Equal(t, [2]int{4, 2}, pt(t, g, bb))
	require.Equal(t, game.PlayerID(1), h534Ctl(t, g, bb))
	require.Error(t, g.Activate(0, sp, 0, obj(bb)), "equip targets a creature you control")
	require.NoError(t, g.Activate(0, sp, 0, obj(ab)))
	resolve(t, g, nil)
	require.Equal(t, ab, info(t, g, sp).AttachedTo)
	require.Equal(t, [2]int{4, 2}, pt(t, g, ab))
	require.Equal(t, [2]int{2, 2}, pt(t, g, bb))
	h476To(t, g, 1, game.Main1)
	require.Equal(t, game.PlayerID(1), h534Ctl(t, g, sp), "CR 514.2: control returns at cleanup")
	require.Equal(t, ab, info(t, g, sp).AttachedTo, "and the Spur stays on Alice's Bear")
	require.Equal(t, [2]int{4, 2}, pt(t, g, ab))
	require.NoError(t, g.Activate(1, sp, 0, obj(bb)))
	resolve(t, g, nil)
	require.Equal(t, bb, info(t, g, sp).AttachedTo)
	require.Equal(t, [2]int{2, 2}, pt(t, g, ab))
}

// 6. An Aura changes hands (CR 303.4e). Bob's Tithe Yoke enchants Bob's
// Bear: "Enchanted creature gets +2/+2. At the beginning of your upkeep,
// you gain 1 life." Alice's Mind Tether (instant, gain control of target
// enchantment, no duration: CR 611.2a) takes the Yoke: it stays on Bob's
// Bear, which keeps +2/+2. "Your upkeep" is now Alice's: the ability
// triggers in Alice's upkeep and is hers (CR 603.3a), not in Bob's.
func TestH534StolenAuraUpkeepFollowsController(t *testing.T) {
	tether := h534Steal(t, "Mind Tether", ability.AllowEnchantment, ability.Permanently)
	yoke := h476Aura(t, "Tithe Yoke", "{1}{W}", []ability.Static{{Affects: ability.AffectsAttached, Power: 2, Toughness: 2}},
		ability.Triggered{Event: ability.YourUpkeep, Effects: gain(1)})
	bear := creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := h534Game(t, 2)
	bb := bf(t, g, 1, bear)
	y := bf(t, g, 1, yoke, game.PutOptions{AttachedTo: bb})
	te := hand(t, g, 0, tether)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, te, obj(y))
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, y))
	require.Equal(t, bb, info(t, g, y).AttachedTo)
	require.Equal(t, game.PlayerID(1), h534Ctl(t, g, bb))
	require.Equal(t, [2]int{4, 4}, pt(t, g, bb))
	h476To(t, g, 1, game.Main1)
	require.Equal(t, 20, g.Life(1), "Bob's upkeep: not his Yoke any more")
	require.Equal(t, 20, g.Life(0))
	h476To(t, g, 0, game.Main1)
	require.Equal(t, 21, g.Life(0), "Alice's upkeep: her Yoke's trigger")
	require.Equal(t, 20, g.Life(1))
}

// 7. Triggers of a stolen creature (CR 603.3a, 603.10a). Bob's Ember
// Martyr: "When Ember Martyr dies, you gain 3 life." Bob's Grave Keeper:
// "Whenever a creature you control dies, you gain 1 life." Alice has the
// same Keeper. Alice takes the Martyr (permanently) and kills it: it dies
// under Alice's control, so the Martyr's trigger is Alice's (she gains
// 3), her Keeper triggers, Bob's does not. The card goes to its owner's
// graveyard (CR 400.3).
func TestH534StolenMartyrDiesForThief(t *testing.T) {
	martyr := def(t, card.Definition{Name: "Ember Martyr", ManaCost: cost("{1}{R}"), Types: ability.Creature, Subtypes: []string{"Human"},
		Power: C(2), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.Dies, Effects: gain(3)}}})
	keeper := def(t, card.Definition{Name: "Grave Keeper", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Match: ability.Filter{Side: ability.YourSide}, Effects: gain(1)}}})
	claim := h534Steal(t, "Claim the Beast", ability.AllowCreature, ability.Permanently)
	g := h534Game(t, 2)
	m := bf(t, g, 1, martyr)
	bf(t, g, 1, keeper)
	bf(t, g, 0, keeper)
	c := hand(t, g, 0, claim)
	d := hand(t, g, 0, h534Bolt(t, 2))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, c, obj(m))
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, m))
	h486Cast(t, g, 0, d, obj(m))
	require.Equal(t, 24, g.Life(0), "the Martyr's 3 and Alice's Keeper's 1")
	require.Equal(t, 20, g.Life(1))
	nid, ok := g.Follow(m)
	require.True(t, ok)
	o := info(t, g, nid)
	require.Equal(t, zone.Graveyard, o.Zone)
	require.Equal(t, game.PlayerID(1), o.Owner)
}

// h534Raider is "Dune Raider": {2}{R} 3/3 "Whenever Dune Raider attacks,
// you gain 1 life."
func h534Raider(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Dune Raider", ManaCost: cost("{2}{R}"), Types: ability.Creature, Subtypes: []string{"Warrior"},
		Power: C(3), Toughness: C(3), Triggered: []ability.Triggered{{Event: ability.Attacks, Effects: gain(1)}}})
}

// 8. Threaten against the owner. Alice's Borrowed Fury (gain control of
// target creature until end of turn, untap it, it gains haste) takes
// Bob's tapped Dune Raider. Haste lifts CR 302.6, so it attacks Bob, its
// owner; its attack trigger is Alice's (CR 603.3a): she gains 1, Bob
// takes 3. In the cleanup step it returns to Bob (CR 514.2) without
// haste; it has been under Bob's control since his turn began, so he may
// attack Alice with it in his turn (CR 302.6).
func TestH534ThreatenAttacksOwner(t *testing.T) {
	g := h534Game(t, 2)
	r := bf(t, g, 1, h534Raider(t), game.PutOptions{Tapped: true})
	f := hand(t, g, 0, h534Threaten(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, f, obj(r))
	o := info(t, g, r)
	require.Equal(t, game.PlayerID(0), o.Controller)
	require.False(t, o.Tapped)
	require.True(t, o.Keywords.Has(ability.Haste))
	h534ToAttack(t, g, 0)
	attack(t, g, 0, game.Attack{Attacker: r, Player: 1})
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
	h476To(t, g, 0, game.Main2)
	require.Equal(t, 17, g.Life(1))
	h476To(t, g, 1, game.Main1)
	o = info(t, g, r)
	require.Equal(t, game.PlayerID(1), o.Controller)
	require.False(t, o.Keywords.Has(ability.Haste))
	require.False(t, o.SummoningSick, "CR 302.6: Bob controlled it since his turn began")
	h534ToAttack(t, g, 1)
	attack(t, g, 1, game.Attack{Attacker: r, Player: 0})
	resolve(t, g, nil)
	require.Equal(t, 18, g.Life(1), "Bob's attack trigger now (17 + 1)")
}

// 9. Anthems follow control (layer 2 before layer 7c, CR 613.1b,
// 613.3c). Bob's Banner of the Host: "Creatures you control get +1/+1";
// Alice's Banner of the Wall: "Creatures you control get +0/+2". Bob's
// Bear is 3/3; once Alice takes it until end of turn it is 2/4; after
// the cleanup step, 3/3 again.
func TestH534AnthemsFollowControl(t *testing.T) {
	host := h476Ench(t, "Banner of the Host", "{2}{W}", []ability.Static{h506Group(h506Mine, 1, 1, 0)})
	wall := h476Ench(t, "Banner of the Wall", "{2}{W}", []ability.Static{h506Group(h506Mine, 0, 2, 0)})
	g := h534Game(t, 2)
	bf(t, g, 1, host)
	bf(t, g, 0, wall)
	bb := bf(t, g, 1, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	c := hand(t, g, 0, h534Steal(t, "Borrowed Will", ability.AllowCreature, ability.UntilEndOfTurn))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, bb))
	h486Cast(t, g, 0, c, obj(bb))
	require.Equal(t, [2]int{2, 4}, pt(t, g, bb))
	h476To(t, g, 1, game.Main1)
	require.Equal(t, [2]int{3, 3}, pt(t, g, bb))
}

// 10. A planeswalker under attack comes under the attacker's control.
// Bob's Bear attacks Alice's Vessa (loyalty 3). After blockers (none),
// Bob's Tidal Claim takes Vessa: its controller changed, so it is
// removed from combat and stops being attacked (CR 506.4); the Bear
// remains an attacking creature attacking neither a player nor a
// planeswalker and, unblocked, deals no combat damage (CR 506.4c).
// Vessa keeps 3 loyalty and Alice's life is 20.
func TestH534AttackedWalkerStolenByAttacker(t *testing.T) {
	claim := h534Steal(t, "Tidal Claim", ability.AllowPlaneswalker, ability.Permanently)
	g := h534Game(t, 2)
	w := bf(t, g, 0, h534Walker(t))
	bb := bf(t, g, 1, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	c := hand(t, g, 1, claim)
	require.NoError(t, g.Start(2, 1, game.Main1))
	h534ToAttack(t, g, 1)
	attack(t, g, 1, game.Attack{Attacker: bb, Player: game.NoPlayer, Planeswalker: w})
	h476To(t, g, 1, game.DeclareBlockers)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	require.NoError(t, g.Cast(1, c, obj(w)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), h534Ctl(t, g, w))
	h476To(t, g, 1, game.Main2)
	require.Equal(t, 3, counter(t, g, w, game.Loyalty), "CR 506.4c: the Bear deals no combat damage")
	require.Equal(t, 20, g.Life(0))
	require.False(t, gone(g, w))
}

// h534Claim is "{U} instant: Gain control of target creature" for good.
func h534Claim(t *testing.T) *card.Definition {
	return h534Steal(t, "Claim the Beast", ability.AllowCreature, ability.Permanently)
}

// h534Will is "{U} instant: Gain control of target creature until end of
// turn."
func h534Will(t *testing.T) *card.Definition {
	return h534Steal(t, "Borrowed Will", ability.AllowCreature, ability.UntilEndOfTurn)
}

// 11. Layer 2 in timestamp order (CR 613.1b, 613.2, 613.6). In Alice's
// turn: Alice's Claim the Beast takes Bob's Bear for good; Bob's
// Borrowed Will takes it back until end of turn (later timestamp: Bob
// controls it). In the cleanup step Bob's effect ends (CR 514.2) and
// Alice's, still in force, gives it to Alice.
func TestH534LaterUntilEndOfTurnOverLasting(t *testing.T) {
	g := h534Game(t, 2)
	bb := bf(t, g, 1, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	ac := hand(t, g, 0, h534Claim(t))
	bw := hand(t, g, 1, h534Will(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, ac, obj(bb)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, bb))
	h476To(t, g, 0, game.End)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, bw, obj(bb)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), h534Ctl(t, g, bb))
	h476To(t, g, 1, game.Upkeep)
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, bb), "CR 613.6: Alice's lasting effect applies again")
}

// 12. Three players; a controller leaves (CR 800.4a). In Alice's turn her
// Borrowed Will takes Carol's Bear until end of turn; then Bob's Claim
// the Beast takes it for good. Bob concedes: the effects that give him
// control end (CR 800.4a), so Alice's until-end-of-turn effect decides
// (CR 613.6): Alice controls the Bear. In the cleanup step it goes back
// to Carol, under whom it entered (CR 514.2).
func TestH534LeaverControlEndsThreeWay(t *testing.T) {
	g := h534Game(t, 3)
	cb := bf(t, g, 2, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	aw := hand(t, g, 0, h534Will(t))
	bc := hand(t, g, 1, h534Claim(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, aw, obj(cb)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, cb))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, bc, obj(cb)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), h534Ctl(t, g, cb))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 1}))
	require.True(t, g.Lost(1))
	require.False(t, gone(g, cb), "Carol's Bear does not leave with Bob")
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, cb))
	h476To(t, g, 2, game.Upkeep)
	require.Equal(t, game.PlayerID(2), h534Ctl(t, g, cb))
}

// 13. The thief leaves (CR 800.4a). Three players: Alice's Claim the
// Beast takes Bob's Raider for good; it is Alice's in Carol's turn. Alice
// concedes: the effect giving her control ends, and the Raider, owned by
// Bob, stays on the battlefield under Bob's control (it entered under
// him, CR 110.2); it is not exiled (CR 800.4a exiles only what the leaver
// still controls once those effects end).
func TestH534ThiefConcedesOwnerGetsBack(t *testing.T) {
	g := h534Game(t, 3)
	r := bf(t, g, 1, h534Raider(t))
	ac := hand(t, g, 0, h534Claim(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, ac, obj(r))
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, r))
	h476To(t, g, 2, game.Main1)
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, r))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 0}))
	require.False(t, gone(g, r))
	require.Equal(t, game.PlayerID(1), h534Ctl(t, g, r))
}

// 14. Two-Headed Giant (CR 810). Alice and Bob against Carol and Dave.
// Alice's Borrowed Fury takes Carol's tapped Raider: untapped, with
// haste, it attacks the other team, its owner's (CR 810.7a), and Alice's
// team deals its damage to Carol (CR 810.7f); the attack trigger is
// Alice's (CR 603.3a), so her team's life total goes from 30 to 31
// (CR 810.9) and Carol's team's to 27. At the cleanup step it goes back
// to Carol (CR 514.2).
func TestH534GiantThreatenAttacksOwnerTeam(t *testing.T) {
	var r, f game.ObjectID
	g := h524THG(t, 5, 0, func(g *game.Game) {
		lands(t, g, 0, card.Mountain, 2)
		r = bf(t, g, 2, h534Raider(t), game.PutOptions{Tapped: true})
		f = hand(t, g, 0, h534Threaten(t))
	})
	h486Cast(t, g, 0, f, obj(r))
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, r))
	h534ToAttack(t, g, 0)
	attack(t, g, 0, game.Attack{Attacker: r, Player: 2})
	for i := 0; i < 100 && g.Step() != game.Main2; i++ {
		if d := g.Pending(); d.Kind == game.DecideCombatDamagePlayer {
			require.NoError(t, g.Apply(choose(d.Player, 2)))
			continue
		}
		idleAnswer(t, g, g.Pending(), "giant")
	}
	require.Equal(t, 31, g.Life(0))
	require.Equal(t, 31, g.Life(1))
	require.Equal(t, 27, g.Life(2))
	require.Equal(t, 27, g.Life(3))
	h476To(t, g, 2, game.Upkeep)
	require.Equal(t, game.PlayerID(2), h534Ctl(t, g, r))
}

// 15. Check refuses "gain control ... for as long as you control this"
// with a message that names the duration: a deliberate refusal, not a
// misplayed card.
func TestH534RefuseWhileYouControlControl(t *testing.T) {
	d := card.Define(card.Definition{Name: "Leash of Will", ManaCost: cost("{2}{U}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpGainControl, Target: 0, Duration: ability.WhileYouControlSource}}}}})
	err := d.Check()
	require.Error(t, err)
	require.True(t, strings.Contains(err.Error(), "as long as"), err.Error())
	require.True(t, strings.Contains(err.Error(), "Duration"), err.Error())
}

// 16. The source of a lasting control effect leaves (CR 611.2a: with no
// duration stated it lasts until the end of the game, whatever happens to
// its source). Alice's Salvage Pirate: 2/1, "When Salvage Pirate enters
// the battlefield, gain control of target artifact." It takes Bob's Iron
// Spur; the Pirate dies; the Spur stays Alice's, in later turns too.
func TestH534PirateDiesControlStays(t *testing.T) {
	pirate := def(t, card.Definition{Name: "Salvage Pirate", ManaCost: cost("{U}"), Types: ability.Creature, Subtypes: []string{"Human", "Pirate"},
		Power: C(2), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Targets: []ability.TargetSpec{ability.TargetArtifact},
			Effects: []ability.Effect{{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently}}}}})
	g := h534Game(t, 2)
	sp := bf(t, g, 1, h534Spur(t))
	pi := hand(t, g, 0, pirate)
	d := hand(t, g, 0, h534Bolt(t, 3))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, pi))
	resolve(t, g, func(dd game.Decision) game.Action {
		require.Equal(t, game.DecideTargets, dd.Kind)
		return targets(0, obj(sp))
	})
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, sp))
	pi, _ = g.Follow(pi)
	h486Cast(t, g, 0, d, obj(pi))
	require.True(t, gone(g, pi))
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, sp))
	h476To(t, g, 1, game.Main1)
	h476To(t, g, 0, game.Main1)
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, sp))
}

// 17. A creature attacking its owner's opponent is stolen mid-combat
// (CR 506.4: its controller changed, so it is removed from combat). Bob's
// Raider attacks Alice; after blockers Alice's Claim the Beast takes it:
// it deals no combat damage (it is no longer attacking), Alice stays at
// 20, and Alice controls it.
func TestH534StealAttackerRemovesFromCombat(t *testing.T) {
	g := h534Game(t, 2)
	r := bf(t, g, 1, h534Raider(t))
	ac := hand(t, g, 0, h534Claim(t))
	require.NoError(t, g.Start(2, 1, game.Main1))
	h534ToAttack(t, g, 1)
	attack(t, g, 1, game.Attack{Attacker: r, Player: 0})
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(1))
	h476To(t, g, 1, game.DeclareBlockers)
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, ac, obj(r)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, r))
	h476To(t, g, 1, game.Main2)
	require.Equal(t, 20, g.Life(0))
	require.Equal(t, 0, info(t, g, r).Damage)
}

// 18. A threaten effect on one's own creature (CR 613.1b: an effect that
// gives control to the player who already has it still applies; untap
// and haste are its other parts, CR 608.2c). Alice's Borrowed Fury on her
// own tapped, summoning-sick Raider: untapped, with haste, it attacks Bob
// this turn. In the cleanup step nothing changes hands: Alice still
// controls it on Bob's turn.
func TestH534ThreatenOwnCreature(t *testing.T) {
	g := h534Game(t, 2)
	r := bf(t, g, 0, h534Raider(t), game.PutOptions{Tapped: true, Sick: true})
	f := hand(t, g, 0, h534Threaten(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, info(t, g, r).SummoningSick)
	h486Cast(t, g, 0, f, obj(r))
	require.False(t, info(t, g, r).Tapped)
	h534ToAttack(t, g, 0)
	attack(t, g, 0, game.Attack{Attacker: r, Player: 1})
	h476To(t, g, 0, game.Main2)
	require.Equal(t, 17, g.Life(1))
	h476To(t, g, 1, game.Main1)
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, r))
	require.False(t, info(t, g, r).Keywords.Has(ability.Haste))
}

// 19. "You control" counts on resolution include stolen lands (CR 608.2g,
// 613.1b). Alice's Claim the Grove takes Bob's Mountain; then her Canyon
// Echo ("deals damage to target player equal to the number of Mountains
// you control") with her three Mountains and Bob's deals 4.
func TestH534CountIncludesStolenLand(t *testing.T) {
	grove := sorcery(t, "Claim the Grove", "{U}", []ability.TargetSpec{{Allow: ability.AllowLand}},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	echo := sorcery(t, "Canyon Echo", "{R}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0,
			Amount: ability.Amount{Kind: ability.CountSubtype, Subtype: "Mountain"}})
	g := h534Game(t, 2)
	m := bf(t, g, 1, card.Mountain)
	c := hand(t, g, 0, grove)
	e := hand(t, g, 0, echo)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, c, obj(m))
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, m))
	h486Cast(t, g, 0, e, pl(1))
	require.Equal(t, 16, g.Life(1))
}

// 20. An Aura that grants an ability changes hands (CR 303.4e: only the
// Aura's controller activates the Aura's abilities, but an ability the
// Aura grants with "has" is the enchanted creature's, activated only by
// that creature's controller). Bob's Gift of Vigor enchants Bob's Bear:
// "Enchanted creature has '{1}: You gain 1 life.'" Alice's Mind Tether
// takes the Aura for good. Alice can't activate the Bear's ability; Bob
// can, and he gains the life (CR 602.2: the player who activates it
// controls it).
func TestH534StolenAuraGrantStaysWithCreature(t *testing.T) {
	tether := h534Steal(t, "Mind Tether", ability.AllowEnchantment, ability.Permanently)
	gr := ability.Activated{Cost: ability.Cost{Mana: cost("{1}")}, Effects: gain(1)}
	gift := h476Aura(t, "Gift of Vigor", "{G}", []ability.Static{{Affects: ability.AffectsAttached, Grant: &gr}})
	g := h534Game(t, 2)
	bb := bf(t, g, 1, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	y := bf(t, g, 1, gift, game.PutOptions{AttachedTo: bb})
	te := hand(t, g, 0, tether)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, te, obj(y))
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, y))
	require.Error(t, g.Activate(0, bb, 0), "CR 303.4e: the Bear's controller activates it")
	require.False(t, h534Listed(g, bb, 0))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, bb, 0))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(1))
	require.Equal(t, 20, g.Life(0))
}

// h534Saddle is "Bonded Saddle": {W} Aura, "Enchant creature you
// control. Enchanted creature gets +1/+1."
func h534Saddle(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Bonded Saddle", ManaCost: cost("{W}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}},
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: 1, Toughness: 1}}})
}

// 21. "Enchant creature you control" after a control change (CR 303.4a:
// the enchant keyword restricts what the Aura can enchant; CR 704.5n: an
// Aura attached to an illegal object is put into its owner's graveyard;
// CR 303.4e: control of the Aura does not follow the creature). Bob's
// Bonded Saddle is on Bob's Bear. (a) Alice takes the Bear: the Saddle,
// still Bob's, now enchants a creature its controller doesn't control,
// and goes to Bob's graveyard. (b) Alice takes the Saddle instead: the
// Bear is not hers, so again the Saddle goes.
func TestH534EnchantYourCreatureAfterSteal(t *testing.T) {
	for _, stealAura := range []bool{false, true} {
		g := h534Game(t, 2)
		bb := bf(t, g, 1, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
		sd := bf(t, g, 1, h534Saddle(t), game.PutOptions{AttachedTo: bb})
		var c game.ObjectID
		if stealAura {
			c = hand(t, g, 0, h534Steal(t, "Mind Tether", ability.AllowEnchantment, ability.Permanently))
		} else {
			c = hand(t, g, 0, h534Claim(t))
		}
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.Equal(t, [2]int{3, 3}, pt(t, g, bb))
		if stealAura {
			h486Cast(t, g, 0, c, obj(sd))
		} else {
			h486Cast(t, g, 0, c, obj(bb))
		}
		require.True(t, gone(g, sd), "stole aura=%v: CR 704.5n", stealAura)
		require.Equal(t, zone.Graveyard, zoneOf(t, g, sd))
		require.Equal(t, [2]int{2, 2}, pt(t, g, bb))
	}
}

// 22. The legend rule after a theft (CR 704.5k, 2017: a player who
// controls two or more legendary permanents with the same name chooses
// one and puts the rest into their owners' graveyards). Alice and Bob
// each control a Korrin, Dune Warden (legendary 2/2): no problem, they
// are different players'. Alice takes Bob's: she controls two, chooses
// hers to keep, and Bob's goes to Bob's graveyard (CR 400.3).
func TestH534LegendRuleAfterSteal(t *testing.T) {
	korrin := def(t, card.Definition{Name: "Korrin, Dune Warden", ManaCost: cost("{1}{W}"), Types: ability.Creature,
		Supertypes: ability.Legendary, Subtypes: []string{"Human"}, Power: C(2), Toughness: C(2)})
	g := h534Game(t, 2)
	ak := bf(t, g, 0, korrin)
	bk := bf(t, g, 1, korrin)
	c := hand(t, g, 0, h534Claim(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.False(t, gone(g, ak))
	require.False(t, gone(g, bk))
	require.NoError(t, g.Cast(0, c, obj(bk)))
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.PlayerID(0), d.Player, "Alice chooses: %s", g.Prompt(game.English))
		return chooseObj(0, ak)
	})
	require.False(t, gone(g, ak))
	require.True(t, gone(g, bk))
	nid, ok := g.Follow(bk)
	require.True(t, ok)
	o := info(t, g, nid)
	require.Equal(t, zone.Graveyard, o.Zone)
	require.Equal(t, game.PlayerID(1), o.Owner)
}

// 23. Summoning sickness is about creatures (CR 302.6). Alice takes Bob's
// Healing Idol (artifact, "{T}: You gain 1 life") and taps it at once.
// Her second Idol theft takes Bob's other Idol, which she then animates
// with Wake the Idol (sorcery: target artifact becomes a 2/2 artifact
// creature until end of turn, CR 613.1d): as a creature she has not
// controlled since her turn began, its {T} ability can't be activated.
func TestH534StolenArtifactTapsUnlessAnimated(t *testing.T) {
	idol := def(t, card.Definition{Name: "Healing Idol", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Effects: gain(1)}}})
	pull := h534Steal(t, "Magnet Pull", ability.AllowArtifact, ability.Permanently)
	wake := sorcery(t, "Wake the Idol", "{R}", []ability.TargetSpec{ability.TargetArtifact},
		ability.Effect{Op: ability.OpBecome, Target: 0, AddTypes: ability.Creature, Power: 2, Toughness: 2})
	g := h534Game(t, 2)
	i1 := bf(t, g, 1, idol)
	i2 := bf(t, g, 1, idol)
	p1 := hand(t, g, 0, pull)
	p2 := hand(t, g, 0, pull)
	w := hand(t, g, 0, wake)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, p1, obj(i1))
	require.True(t, h534Listed(g, i1, 0), "a noncreature artifact is not summoning sick")
	require.NoError(t, g.Activate(0, i1, 0))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(0))
	h486Cast(t, g, 0, p2, obj(i2))
	h486Cast(t, g, 0, w, obj(i2))
	require.Equal(t, [2]int{2, 2}, pt(t, g, i2))
	require.False(t, h534Listed(g, i2, 0))
	require.Error(t, g.Activate(0, i2, 0), "CR 302.6")
}

// 24. Control returns in the cleanup step at the same moment damage is
// removed (CR 514.2: "all damage marked on permanents ... is removed and
// all 'until end of turn' ... effects end", simultaneously). Alice's
// Banner of the Wall gives creatures she controls +0/+2. Her Borrowed
// Will takes Bob's 2/2 Bear (now 2/4); her Searing Dart deals it 3. At
// cleanup the Bear goes back to Bob as a 2/2 with no damage left: it
// survives.
func TestH534CleanupReturnWithDamageSurvives(t *testing.T) {
	wall := h476Ench(t, "Banner of the Wall", "{2}{W}", []ability.Static{h506Group(h506Mine, 0, 2, 0)})
	g := h534Game(t, 2)
	bf(t, g, 0, wall)
	bb := bf(t, g, 1, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	w := hand(t, g, 0, h534Will(t))
	d := hand(t, g, 0, h534Bolt(t, 3))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, w, obj(bb))
	require.Equal(t, [2]int{2, 4}, pt(t, g, bb))
	h486Cast(t, g, 0, d, obj(bb))
	require.False(t, gone(g, bb))
	require.Equal(t, 3, info(t, g, bb).Damage)
	h476To(t, g, 1, game.Upkeep)
	require.False(t, gone(g, bb), "CR 514.2: damage goes as control returns")
	require.Equal(t, game.PlayerID(1), h534Ctl(t, g, bb))
	require.Equal(t, 0, info(t, g, bb).Damage)
}

// 25. A state-based action caused by control returning at cleanup
// (CR 514.2, 514.3a, 704.5n). Alice's Borrowed Will takes Bob's Bear
// until end of turn; she enchants it with her Bonded Saddle ("Enchant
// creature you control"). In the cleanup step the Bear goes back to Bob:
// the Saddle enchants a creature its controller doesn't control, and is
// put into Alice's graveyard as a state-based action.
func TestH534CleanupReturnDropsSaddle(t *testing.T) {
	g := h534Game(t, 2)
	lands(t, g, 0, card.Plains, 1)
	bb := bf(t, g, 1, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	w := hand(t, g, 0, h534Will(t))
	sd := hand(t, g, 0, h534Saddle(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, w, obj(bb))
	h486Cast(t, g, 0, sd, obj(bb))
	sd, _ = g.Follow(sd)
	require.Equal(t, bb, info(t, g, sd).AttachedTo)
	require.Equal(t, [2]int{3, 3}, pt(t, g, bb))
	h476To(t, g, 1, game.Upkeep)
	require.Equal(t, game.PlayerID(1), h534Ctl(t, g, bb))
	require.True(t, gone(g, sd))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, sd))
	require.Equal(t, [2]int{2, 2}, pt(t, g, bb))
}

// 26. The legend rule in the cleanup step (CR 514.2, 514.3a, 704.5k).
// In Alice's turn her Borrowed Will takes Bob's Korrin until end of
// turn; Bob casts his second Korrin, which has flash (CR 702.8a), in
// Alice's end step. In the
// cleanup step the stolen Korrin comes back: Bob controls two, chooses
// one to keep (the new one), and the other goes to his graveyard; then
// players get priority in that cleanup step and another one follows
// (CR 514.3a).
func TestH534CleanupReturnLegendRule(t *testing.T) {
	korrin := def(t, card.Definition{Name: "Korrin, Dune Warden", ManaCost: cost("{U}"), Types: ability.Creature,
		Supertypes: ability.Legendary, Subtypes: []string{"Human"}, Power: C(2), Toughness: C(2), Keywords: ability.Flash})
	g := h534Game(t, 2)
	bk := bf(t, g, 1, korrin)
	bk2 := hand(t, g, 1, korrin)
	w := hand(t, g, 0, h534Will(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, w, obj(bk))
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, bk))
	h476To(t, g, 0, game.End)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, bk2))
	resolve(t, g, nil)
	bk2, _ = g.Follow(bk2)
	require.False(t, gone(g, bk2))
	asked := false
	for i := 0; i < 50 && !(g.ActivePlayer() == 1 && g.Step() == game.Main1); i++ {
		d := g.Pending()
		if d.Kind == game.DecidePriority || d.Kind == game.DecideAttackers || d.Kind == game.DecideBlockers || d.Kind == game.DecideTriggerOrder {
			idleAnswer(t, g, d, "legend")
			continue
		}
		require.Equal(t, game.PlayerID(1), d.Player, g.Prompt(game.English))
		asked = true
		require.NoError(t, g.Apply(chooseObj(1, bk2)))
	}
	require.True(t, asked, "Bob chooses which Korrin to keep")
	require.False(t, gone(g, bk2))
	require.True(t, gone(g, bk))
}

// 27. Landwalk counts the lands the defending player controls (CR
// 702.14c), stolen ones included. Bob's Thicket Stalker (2/2,
// forestwalk) attacks Alice, who has a Bear ready to block. In the first
// game she controls no Forest and blocks; in the second she has taken
// Bob's Forest (Claim the Grove) in her turn, so the Stalker can't be
// blocked by her.
func TestH534ForestwalkStolenForest(t *testing.T) {
	stalker := creature(t, "Thicket Stalker", "{1}{G}", 2, 2, ability.Forestwalk, "Cat")
	grove := sorcery(t, "Claim the Grove", "{U}", []ability.TargetSpec{{Allow: ability.AllowLand}},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	for _, steal := range []bool{false, true} {
		g := h534Game(t, 2)
		f := bf(t, g, 1, card.Forest)
		st := bf(t, g, 1, stalker)
		ab := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
		c := hand(t, g, 0, grove)
		require.NoError(t, g.Start(2, 0, game.Main1))
		if steal {
			h486Cast(t, g, 0, c, obj(f))
			require.Equal(t, game.PlayerID(0), h534Ctl(t, g, f))
		}
		h534ToAttack(t, g, 1)
		attack(t, g, 1, game.Attack{Attacker: st, Player: 0})
		blocked := false
		for i := 0; i < 100 && !(g.ActivePlayer() == 1 && g.Step() == game.Main2); i++ {
			d := g.Pending()
			if d.Kind == game.DecideBlockers {
				err := g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 0, Blockers: []game.Block{{Blocker: ab, Attacker: st}}})
				if steal {
					require.Error(t, err, "forestwalk: Alice controls a Forest")
					require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 0}))
				} else {
					require.NoError(t, err)
					blocked = true
				}
				continue
			}
			idleAnswer(t, g, d, "forestwalk")
		}
		require.Equal(t, !steal, blocked)
		if steal {
			require.Equal(t, 18, g.Life(0), "unblockable: 2 damage")
		} else {
			require.Equal(t, 20, g.Life(0))
		}
	}
}

// h534Fickle is "Fickle Hound": {1}{G} 2/2, "{0}: Target opponent gains
// control of Fickle Hound." (CR 613.1b; "target opponent gains control").
func h534Fickle(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Fickle Hound", ManaCost: cost("{1}{G}"), Types: ability.Creature, Subtypes: []string{"Dog"},
		Power: C(2), Toughness: C(2), Activated: []ability.Activated{{Targets: []ability.TargetSpec{ability.TargetOpponent},
			Effects: []ability.Effect{{Op: ability.OpGainControl, Subject: ability.SubjectSelf, Who: ability.WhoTarget, Target: 0,
				Duration: ability.Permanently}}}}})
}

// 28. A target restricted by controller is checked again on resolution
// (CR 608.2b). Alice's Cull the Foe: "Destroy target creature an
// opponent controls." She targets Bob's Fickle Hound; in response Bob
// activates the Hound's "{0}: Target opponent gains control of Fickle
// Hound", giving it to Alice. As Cull the Foe resolves the Hound is no
// longer a creature an opponent of Alice controls: the spell's only
// target is illegal, it doesn't resolve (CR 608.2b), and the Hound lives,
// under Alice's control.
func TestH534RetargetIllegalAfterGift(t *testing.T) {
	cull := instant(t, "Cull the Foe", "{R}", []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}},
		ability.Effect{Op: ability.OpDestroy, Target: 0})
	g := h534Game(t, 2)
	hd := bf(t, g, 1, h534Fickle(t))
	c := hand(t, g, 0, cull)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, c, obj(hd)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, hd, 0, pl(0)))
	resolve(t, g, nil)
	require.False(t, gone(g, hd))
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, hd))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, c))
}

// 29. Three players; the owner leaves (CR 800.4a: all objects owned by
// the leaving player leave the game). Alice's Claim the Beast takes
// Carol's Bear for good. Carol concedes: the Bear, Carol's card, leaves
// the game with her, though Alice controls it.
func TestH534OwnerLeavesStolenGoes(t *testing.T) {
	g := h534Game(t, 3)
	cb := bf(t, g, 2, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	ac := hand(t, g, 0, h534Claim(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, ac, obj(cb))
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, cb))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	require.True(t, gone(g, cb))
}

// 30. Redirection to a stolen planeswalker (CR 306.7: noncombat damage to
// an opponent may be dealt to a planeswalker that opponent controls
// instead). Alice's Spark Theft takes Bob's Vessa. Bob's Lava Lash
// ("deals 3 damage to target player") at Alice: Bob may redirect it to
// Vessa, which Alice now controls; he does, and Vessa drops from 3 to 0
// loyalty and goes to Bob's graveyard (CR 704.5i, 400.3).
func TestH534RedirectToStolenWalker(t *testing.T) {
	theft := sorcery(t, "Spark Theft", "{U}", []ability.TargetSpec{{Allow: ability.AllowPlaneswalker}},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	lash := instant(t, "Lava Lash", "{R}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0, Amount: ability.N(3)})
	g := h534Game(t, 2)
	w := bf(t, g, 1, h534Walker(t))
	th := hand(t, g, 0, theft)
	l := hand(t, g, 1, lash)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, th, obj(w))
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, w))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, l, pl(0)))
	asked := false
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideRedirect, d.Kind, g.Prompt(game.English))
		require.Equal(t, game.PlayerID(1), d.Player)
		asked = true
		return chooseObj(1, w)
	})
	require.True(t, asked)
	require.Equal(t, 20, g.Life(0))
	require.True(t, gone(g, w))
	nid, _ := g.Follow(w)
	require.Equal(t, game.PlayerID(1), info(t, g, nid).Owner)
	require.Equal(t, zone.Graveyard, info(t, g, nid).Zone)
}

// 31. A blocker is stolen after blocks (CR 506.4: removed from combat;
// CR 509.1h: the attacker stays blocked; CR 510.1c: a blocked creature
// with no creature blocking it assigns no combat damage; CR 702.19e: one
// with trample assigns all its damage to the player). Alice's Raider
// (3/3) attacks Bob, whose Bear blocks; Alice's Claim the Beast takes the
// Bear. Without trample Bob takes nothing; with trample (a second game)
// Bob takes 3. The Bear, now Alice's, takes no damage either way.
func TestH534StolenBlockerLeavesAttackerBlocked(t *testing.T) {
	for _, kw := range []ability.Keyword{0, ability.Trample} {
		raider := creature(t, "Dune Raider", "{2}{R}", 3, 3, kw, "Warrior")
		g := h534Game(t, 2)
		r := bf(t, g, 0, raider)
		bb := bf(t, g, 1, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
		c := hand(t, g, 0, h534Claim(t))
		require.NoError(t, g.Start(2, 0, game.Main1))
		h534ToAttack(t, g, 0)
		attack(t, g, 0, game.Attack{Attacker: r, Player: 1})
		toBlockers(t, g)
		block(t, g, 1, game.Block{Blocker: bb, Attacker: r})
		h476To(t, g, 0, game.DeclareBlockers)
		require.NoError(t, g.Cast(0, c, obj(bb)))
		resolve(t, g, nil)
		require.Equal(t, game.PlayerID(0), h534Ctl(t, g, bb))
		h476To(t, g, 0, game.Main2)
		if kw == ability.Trample {
			require.Equal(t, 17, g.Life(1), "CR 702.19e: all damage to the player")
		} else {
			require.Equal(t, 20, g.Life(1), "CR 509.1h, 510.1c: blocked, no damage")
		}
		require.Equal(t, 0, info(t, g, bb).Damage)
		require.Equal(t, 0, info(t, g, r).Damage)
	}
}

// 32. Losing and regaining control within a turn (CR 302.6: "under its
// controller's control continuously since his or her most recent turn
// began"). In Alice's turn Bob's Borrowed Will takes Alice's Spark Adept
// ("{T}: Spark Adept deals 1 damage to target player") until end of turn;
// it returns to Alice in the cleanup step. In Bob's next turn Alice has
// not controlled it continuously since her most recent turn began, so she
// can't activate its {T} ability; in her own next turn she can.
func TestH534ReturnedCreatureSickUntilOwnersTurn(t *testing.T) {
	spark := def(t, card.Definition{Name: "Spark Adept", ManaCost: cost("{1}{R}"), Types: ability.Creature, Subtypes: []string{"Human"},
		Power: C(1), Toughness: C(1), Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)}}}}})
	g := h534Game(t, 2)
	s := bf(t, g, 0, spark)
	bw := hand(t, g, 1, h534Will(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, h534Listed(g, s, 0))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, bw, obj(s)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), h534Ctl(t, g, s))
	h476To(t, g, 1, game.Main1)
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, s))
	require.True(t, info(t, g, s).SummoningSick)
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.Error(t, g.Activate(0, s, 0, pl(1)), "CR 302.6")
	h476To(t, g, 0, game.Main1)
	require.NoError(t, g.Activate(0, s, 0, pl(1)))
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
}

// h534Banner is "Warden's Banner": {2} artifact, "{T}: Target creature
// gets +2/+2 for as long as you control Warden's Banner."
func h534Banner(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Warden's Banner", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpModify, Target: 0, Power: 2, Toughness: 2, Duration: ability.WhileYouControlSource}}}}})
}

// 33. "For as long as you control" ends with a control change of the
// source and does not resume (CR 611.2b). Bob's Warden's Banner gives his
// Bear +2/+2 (4/4). In Alice's turn her Magnet Pull takes the Banner
// until end of turn: Bob no longer controls it, the Bear is 2/2. In the
// cleanup step the Banner returns to Bob; the effect stays ended: the
// Bear is 2/2 in Bob's turn. A change of the affected creature's control
// does not end it: in a second game Alice's Borrowed Will takes the Bear
// itself, which stays 4/4.
func TestH534WhileYouControlEndsOnSourceTheft(t *testing.T) {
	pull := h534Steal(t, "Magnet Pull", ability.AllowArtifact, ability.UntilEndOfTurn)
	for _, stealBear := range []bool{false, true} {
		g := h534Game(t, 2)
		bn := bf(t, g, 1, h534Banner(t))
		bb := bf(t, g, 1, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
		var c game.ObjectID
		if stealBear {
			c = hand(t, g, 0, h534Will(t))
		} else {
			c = hand(t, g, 0, pull)
		}
		require.NoError(t, g.Start(2, 1, game.Main1))
		require.NoError(t, g.Activate(1, bn, 0, obj(bb)))
		resolve(t, g, nil)
		require.Equal(t, [2]int{4, 4}, pt(t, g, bb))
		h476To(t, g, 0, game.Main1)
		if stealBear {
			h486Cast(t, g, 0, c, obj(bb))
			require.Equal(t, [2]int{4, 4}, pt(t, g, bb), "the source's control decides, not the creature's")
			continue
		}
		h486Cast(t, g, 0, c, obj(bn))
		require.Equal(t, [2]int{2, 2}, pt(t, g, bb), "CR 611.2b: Bob no longer controls the Banner")
		h476To(t, g, 1, game.Main1)
		require.Equal(t, game.PlayerID(1), h534Ctl(t, g, bn))
		require.Equal(t, [2]int{2, 2}, pt(t, g, bb), "CR 611.2b: it does not resume")
	}
}

// 34. Mass control, three players. Alice's Uprising (sorcery): "Gain
// control of all creatures until end of turn. Untap them. They gain
// haste until end of turn." It takes Bob's tapped Raider and Carol's
// Bear (and changes nothing for Alice's own Bear, CR 613.1b). Alice
// attacks Carol with the Raider and Bob with Carol's Bear; the Raider's
// trigger is hers (CR 603.3a). In the cleanup step each goes back (CR
// 514.2).
func TestH534UprisingThreePlayers(t *testing.T) {
	up := sorcery(t, "Uprising", "{R}", nil, ability.Effect{Op: ability.OpGainControl, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Creature}, Duration: ability.UntilEndOfTurn, Untap: true, Keywords: ability.Haste})
	g := h534Game(t, 3)
	r := bf(t, g, 1, h534Raider(t), game.PutOptions{Tapped: true})
	cb := bf(t, g, 2, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	ab := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"), game.PutOptions{Sick: true})
	u := hand(t, g, 0, up)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, u)
	for _, id := range []game.ObjectID{r, cb, ab} {
		require.Equal(t, game.PlayerID(0), h534Ctl(t, g, id))
		require.True(t, info(t, g, id).Keywords.Has(ability.Haste))
		require.False(t, info(t, g, id).Tapped)
	}
	h534ToAttack(t, g, 0)
	attack(t, g, 0, game.Attack{Attacker: r, Player: 2}, game.Attack{Attacker: cb, Player: 1}, game.Attack{Attacker: ab, Player: 1})
	h476To(t, g, 0, game.Main2)
	require.Equal(t, 21, g.Life(0))
	require.Equal(t, 16, g.Life(1))
	require.Equal(t, 17, g.Life(2))
	h476To(t, g, 1, game.Upkeep)
	require.Equal(t, game.PlayerID(1), h534Ctl(t, g, r))
	require.Equal(t, game.PlayerID(2), h534Ctl(t, g, cb))
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, ab))
}

// 35. A control chain survives save, load and clone (CR 613.6 order of
// layer-2 effects; CR 606.3 use of a loyalty ability this turn; CR 611.2b
// "for as long as you control"). Three players, Alice's turn: Alice's
// Claim the Beast takes Carol's Bear for good; Bob's Borrowed Will takes
// it until end of turn; Alice used her Vessa; Bob's Banner gave the Bear
// +2/+2 for as long as he controls the Banner. Saved, loaded and cloned
// there, each game goes on alike: Vessa can't be used again; Bob
// concedes, so his effect ends (CR 800.4a) and the Bear is Alice's again,
// 2/2 (the Banner left with Bob); it stays Alice's past the cleanup step.
func TestH534ControlChainSaveLoad(t *testing.T) {
	claim, will, banner, vessa := h534Claim(t), h534Will(t), h534Banner(t), h534Walker(t)
	bear := creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := h534Game(t, 3)
	cb := bf(t, g, 2, bear)
	w := bf(t, g, 0, vessa)
	bn := bf(t, g, 1, banner)
	ac := hand(t, g, 0, claim)
	bw := hand(t, g, 1, will)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, w, 0))
	resolve(t, g, nil)
	require.NoError(t, g.Cast(0, ac, obj(cb)))
	resolve(t, g, nil)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, bw, obj(cb)))
	resolve(t, g, nil)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, bn, 0, obj(cb)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(1), h534Ctl(t, g, cb))
	require.Equal(t, [2]int{4, 4}, pt(t, g, cb))
	h486Each(t, g, []*card.Definition{claim, will, banner, vessa, bear}, func(x *game.Game) {
		require.Error(t, x.Activate(0, w, 0), "CR 606.3")
		require.NoError(t, x.Apply(game.Action{Kind: game.ActConcede, Player: 1}))
		require.Equal(t, game.PlayerID(0), h534Ctl(t, x, cb))
		require.Equal(t, [2]int{2, 2}, pt(t, x, cb))
		h476To(t, x, 2, game.Upkeep)
		require.Equal(t, game.PlayerID(0), h534Ctl(t, x, cb))
	})
}

// 36. An Aura's trigger belongs to the Aura's controller, not to the
// enchanted creature's (CR 303.4e, 603.3a, 603.10a). Bob's Vengeful Mark
// enchants Bob's Bear: "When enchanted creature dies, you gain 2 life."
// (a) Alice takes the Mark; the Bear dies: Alice gains 2, Bob nothing.
// (b) Alice takes the Bear instead; it dies under her: the Mark is still
// Bob's, so Bob gains 2. Either way the Mark then goes to Bob's
// graveyard (CR 704.5n, 400.3).
func TestH534AuraDiesTriggerFollowsAura(t *testing.T) {
	mark := h476Aura(t, "Vengeful Mark", "{B}", nil, ability.Triggered{Event: ability.AttachedDies, Effects: gain(2)})
	for _, stealAura := range []bool{true, false} {
		g := h534Game(t, 2)
		bb := bf(t, g, 1, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
		mk := bf(t, g, 1, mark, game.PutOptions{AttachedTo: bb})
		var c game.ObjectID
		if stealAura {
			c = hand(t, g, 0, h534Steal(t, "Mind Tether", ability.AllowEnchantment, ability.Permanently))
		} else {
			c = hand(t, g, 0, h534Claim(t))
		}
		d := hand(t, g, 0, h534Bolt(t, 2))
		require.NoError(t, g.Start(2, 0, game.Main1))
		if stealAura {
			h486Cast(t, g, 0, c, obj(mk))
		} else {
			h486Cast(t, g, 0, c, obj(bb))
		}
		h486Cast(t, g, 0, d, obj(bb))
		require.True(t, gone(g, bb))
		require.True(t, gone(g, mk))
		nid, _ := g.Follow(mk)
		require.Equal(t, game.PlayerID(1), info(t, g, nid).Owner)
		if stealAura {
			require.Equal(t, 22, g.Life(0), "the Mark is Alice's")
			require.Equal(t, 20, g.Life(1))
		} else {
			require.Equal(t, 20, g.Life(0))
			require.Equal(t, 22, g.Life(1), "the Mark is Bob's")
		}
	}
}

// 37. A trigger keeps the controller it had when it triggered (CR 603.3a)
// even when its source changes hands before it resolves; a creature that
// changes controller leaves combat (CR 506.4). Alice's Turncoat Ward:
// "Whenever a creature attacks you or a planeswalker you control, gain
// control of that creature until end of turn." Bob's Dune Raider
// ("Whenever Dune Raider attacks, you gain 1 life") attacks Alice: both
// trigger; Bob's goes on the stack first (APNAP, CR 603.3b), so the
// Ward's resolves first and Alice takes the Raider, removing it from
// combat. The Raider's trigger is still Bob's: Bob gains 1. No combat
// damage is dealt; at cleanup the Raider is Bob's again.
func TestH534TurncoatWardTriggerController(t *testing.T) {
	ward := h476Ench(t, "Turncoat Ward", "{2}{U}", nil, ability.Triggered{Event: ability.CreatureAttacksYouOrYourPlaneswalker,
		Effects: []ability.Effect{{Op: ability.OpGainControl, Subject: ability.SubjectEventObject, Duration: ability.UntilEndOfTurn}}})
	g := h534Game(t, 2)
	bf(t, g, 0, ward)
	r := bf(t, g, 1, h534Raider(t))
	require.NoError(t, g.Start(2, 1, game.Main1))
	h534ToAttack(t, g, 1)
	attack(t, g, 1, game.Attack{Attacker: r, Player: 0})
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, r))
	require.Equal(t, 21, g.Life(1), "CR 603.3a: the Raider's trigger is Bob's")
	require.Equal(t, 20, g.Life(0))
	h476To(t, g, 1, game.Main2)
	require.Equal(t, 20, g.Life(0), "CR 506.4: no combat damage")
	h476To(t, g, 0, game.Upkeep)
	require.Equal(t, game.PlayerID(1), h534Ctl(t, g, r))
}

// 38. "Target opponent gains control of all creatures you control"
// (OpGainControl with Who WhoTarget over a group): Alice's Parting Gift
// gives her two Bears to Carol in a three-player game, not to Bob, and
// not Bob's Bear (CR 613.1b; "you" is the spell's controller, CR 109.5).
// Carol may attack with them in her next turn: she has controlled them
// continuously since that turn began (CR 302.6).
func TestH534PartingGiftGroup(t *testing.T) {
	gift := sorcery(t, "Parting Gift", "{U}", []ability.TargetSpec{ability.TargetOpponent},
		ability.Effect{Op: ability.OpGainControl, Who: ability.WhoTarget, Target: 0, Subject: ability.SubjectAll,
			Group: ability.Group{Side: ability.YourSide}, Duration: ability.Permanently})
	bear := creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := h534Game(t, 3)
	a1 := bf(t, g, 0, bear)
	a2 := bf(t, g, 0, bear)
	b1 := bf(t, g, 1, bear)
	c := hand(t, g, 0, gift)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, c, pl(2))
	require.Equal(t, game.PlayerID(2), h534Ctl(t, g, a1))
	require.Equal(t, game.PlayerID(2), h534Ctl(t, g, a2))
	require.Equal(t, game.PlayerID(1), h534Ctl(t, g, b1))
	h476To(t, g, 2, game.Main1)
	require.False(t, info(t, g, a1).SummoningSick)
	h534ToAttack(t, g, 2)
	attack(t, g, 2, game.Attack{Attacker: a1, Player: 0}, game.Attack{Attacker: a2, Player: 1})
	h476To(t, g, 2, game.Main2)
	require.Equal(t, 18, g.Life(0))
}

// 39. An Aura whose entering trigger steals what it enchants, for good
// (CR 611.2a; CR 303.4e: the Aura and the creature have separate
// controllers). Alice's Binding Brand: "Enchant creature. When Binding
// Brand enters the battlefield, gain control of enchanted creature."
// Cast on Bob's Bear, it takes the Bear. Alice's Unbind (destroy target
// enchantment) then destroys the Brand: the Bear stays Alice's, in later
// turns too.
func TestH534BrandStealOutlivesAura(t *testing.T) {
	brand := def(t, card.Definition{Name: "Binding Brand", ManaCost: cost("{U}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Effects: []ability.Effect{{Op: ability.OpGainControl, Subject: ability.SubjectAttached, Duration: ability.Permanently}}}}})
	unbind := instant(t, "Unbind", "{R}", []ability.TargetSpec{{Allow: ability.AllowEnchantment}}, ability.Effect{Op: ability.OpDestroy, Target: 0})
	g := h534Game(t, 2)
	bb := bf(t, g, 1, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	br := hand(t, g, 0, brand)
	u := hand(t, g, 0, unbind)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, br, obj(bb))
	br, _ = g.Follow(br)
	require.Equal(t, bb, info(t, g, br).AttachedTo)
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, bb))
	h486Cast(t, g, 0, u, obj(br))
	require.True(t, gone(g, br))
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, bb))
	h476To(t, g, 1, game.Main1)
	h476To(t, g, 0, game.Main1)
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, bb))
}

// 40. CR 800.4c. Three players. Bob's Unearth Rite ("Put target creature
// card from a graveyard onto the battlefield under your control") brings
// back Carol's Bear under Bob's control. In Alice's turn her Borrowed
// Will takes it until end of turn. Bob concedes: no effect gave him
// control (it entered under him), so nothing changes now and Alice keeps
// it (CR 800.4a exiles only what the leaver still controls). In the
// cleanup step Alice's effect ends, no other effect gives the Bear to a
// player in the game, and it entered under Bob, who has left: it is
// exiled.
func TestH534EnteredUnderLeaverExiledAtCleanup(t *testing.T) {
	rite := sorcery(t, "Unearth Rite", "{U}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature}}}, ability.Effect{Op: ability.OpPutOntoBattlefield})
	g := h534Game(t, 3)
	cb := put(t, g, 2, zone.Graveyard, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	ur := hand(t, g, 1, rite)
	aw := hand(t, g, 0, h534Will(t))
	require.NoError(t, g.Start(2, 1, game.Main1))
	h486Cast(t, g, 1, ur, obj(cb))
	cb, _ = g.Follow(cb)
	require.Equal(t, zone.Battlefield, info(t, g, cb).Zone)
	require.Equal(t, game.PlayerID(1), h534Ctl(t, g, cb))
	require.Equal(t, game.PlayerID(2), info(t, g, cb).Owner)
	h476To(t, g, 0, game.Main1)
	h486Cast(t, g, 0, aw, obj(cb))
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, cb))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 1}))
	require.False(t, gone(g, cb))
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, cb))
	h476To(t, g, 2, game.Upkeep)
	require.True(t, gone(g, cb))
	require.Equal(t, zone.Exile, zoneOf(t, g, cb))
}

// 41. Two-Headed Giant, control within a team (CR 102.3, 302.6, 810).
// Alice and Bob against Carol and Dave, in Alice and Bob's turn. Bob's
// Banner of the Host gives creatures he controls +1/+1. Alice's Claim the
// Beast takes her teammate Bob's Bear: it loses Bob's bonus (2/2), and
// Alice has not controlled it since the team's turn began, so it can't
// attack (not listed, refused). Alice's Fickle Hound ("{0}: Target
// opponent gains control of Fickle Hound") can't be given to Bob, a
// teammate, not an opponent (CR 102.3); it can go to Carol.
func TestH534GiantTeammateControl(t *testing.T) {
	host := h476Ench(t, "Banner of the Host", "{2}{W}", []ability.Static{h506Group(h506Mine, 1, 1, 0)})
	var bb, hd, c, ab game.ObjectID
	g := h524THG(t, 5, 0, func(g *game.Game) {
		lands(t, g, 0, card.Island, 2)
		bf(t, g, 1, host)
		bb = bf(t, g, 1, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
		ab = bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
		hd = bf(t, g, 0, h534Fickle(t))
		c = hand(t, g, 0, h534Claim(t))
	})
	require.Equal(t, [2]int{3, 3}, pt(t, g, bb))
	h486Cast(t, g, 0, c, obj(bb))
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, bb))
	require.Equal(t, [2]int{2, 2}, pt(t, g, bb))
	require.Error(t, g.Activate(0, hd, 0, pl(1)), "CR 102.3: a teammate is not an opponent")
	h534ToAttack(t, g, 0)
	require.True(t, h528Attackable(g, ab))
	require.False(t, h528Attackable(g, bb), "CR 302.6")
	require.Error(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0,
		Attackers: []game.Attack{{Attacker: bb, Player: 2}}}))
	attack(t, g, 0)
	h476To(t, g, 0, game.Main2)
	require.NoError(t, g.Activate(0, hd, 0, pl(2)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(2), h534Ctl(t, g, hd))
}

// 42. Equip with a control change in response (CR 702.6a: "Attach this
// permanent to target creature you control", "you" being the ability's
// controller; CR 608.2b; CR 301.5d; CR 112.7a). (a) Alice activates her
// Iron Spur's equip ability targeting her Bear; in response Bob's
// Borrowed Will takes the Bear: it is no longer a creature Alice
// controls, the ability's only target is illegal and it does nothing; the
// Spur stays unattached. (b) Alice activates it again in a new game; in
// response Bob's Magnet Pull takes the Spur itself. The ability is still
// Alice's and its target, her Bear, still legal: it resolves and attaches
// the Spur, now Bob's, to Alice's Bear (an Equipment's controller and the
// equipped creature's need not be the same): the Bear is 4/2.
func TestH534EquipControlChangeInResponse(t *testing.T) {
	pull := h534Steal(t, "Magnet Pull", ability.AllowArtifact, ability.UntilEndOfTurn)
	for _, stealSpur := range []bool{false, true} {
		g := h534Game(t, 2)
		ab := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
		sp := bf(t, g, 0, h534Spur(t))
		var c game.ObjectID
		if stealSpur {
			c = hand(t, g, 1, pull)
		} else {
			c = hand(t, g, 1, h534Will(t))
		}
		require.NoError(t, g.Start(2, 0, game.Main1))
		require.NoError(t, g.Activate(0, sp, 0, obj(ab)))
		require.NoError(t, g.Pass(0))
		if stealSpur {
			require.NoError(t, g.Cast(1, c, obj(sp)))
		} else {
			require.NoError(t, g.Cast(1, c, obj(ab)))
		}
		resolve(t, g, nil)
		if stealSpur {
			require.Equal(t, game.PlayerID(1), h534Ctl(t, g, sp))
			require.Equal(t, ab, info(t, g, sp).AttachedTo, "the equip ability resolves for Alice")
			require.Equal(t, [2]int{4, 2}, pt(t, g, ab))
		} else {
			require.Equal(t, game.PlayerID(1), h534Ctl(t, g, ab))
			require.Equal(t, game.ObjectID(0), info(t, g, sp).AttachedTo, "CR 608.2b: illegal target")
			require.Equal(t, [2]int{2, 2}, pt(t, g, ab))
		}
	}
}

// 43. Instructions in order, counts as they are carried out (CR 608.2c,
// 608.2g). Alice's Levy of Beasts: "Gain control of target creature. Then
// you gain 1 life for each creature you control. Then Levy of Beasts
// deals 1 damage to each creature your opponents control." With
// two Bears of her own, Alice takes Bob's Ox: she gains 3, and the
// damage, dealt after the steal, hits Bob's other creature only, not
// the Ox.
func TestH534LevyCountsAfterSteal(t *testing.T) {
	levy := sorcery(t, "Levy of Beasts", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently},
		ability.Effect{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.CountPermanents,
			Group: ability.Group{Types: ability.Creature, Side: ability.YourSide}}},
		ability.Effect{Op: ability.OpDamage, Subject: ability.SubjectAll, Group: ability.Group{Types: ability.Creature, Side: ability.OpponentSide},
			Amount: ability.N(1)})
	bear := creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := h534Game(t, 2)
	bf(t, g, 0, bear)
	bf(t, g, 0, bear)
	ox := bf(t, g, 1, creature(t, "Gray Ox", "{2}{G}", 2, 4, 0, "Ox"))
	o2 := bf(t, g, 1, creature(t, "Gray Ox", "{2}{G}", 2, 4, 0, "Ox"))
	l := hand(t, g, 0, levy)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, l, obj(ox))
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, ox))
	require.Equal(t, 23, g.Life(0))
	require.Equal(t, 0, info(t, g, ox).Damage)
	require.Equal(t, 1, info(t, g, o2).Damage)
}

// 44. A land Aura's mana for "its controller" follows the land, not the
// Aura (CR 303.4e, 605.1b). Bob's Ember Roots: "Enchant land.
// Whenever enchanted land is tapped for mana, its controller adds an
// additional {R}." It enchants Bob's Forest. (a) Alice's Claim the Grove
// takes the Forest: tapped by Alice it gives her {G}{R}. (b) Alice takes
// the Roots instead (Mind Tether): the Forest is Bob's, and when he taps
// it in his turn the extra {R} is his.
func TestH534LandAuraManaFollowsLand(t *testing.T) {
	roots := def(t, card.Definition{Name: "Ember Roots", ManaCost: cost("{R}"), Types: ability.Enchantment,
		Subtypes: []string{"Aura"}, Enchant: ability.TargetSpec{Allow: ability.AllowLand},
		Triggered: []ability.Triggered{{Event: ability.AttachedTappedForMana, Effects: []ability.Effect{h510Add("{R}")}}}})
	grove := sorcery(t, "Claim the Grove", "{U}", []ability.TargetSpec{{Allow: ability.AllowLand}},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	tether := h534Steal(t, "Mind Tether", ability.AllowEnchantment, ability.Permanently)
	for _, stealLand := range []bool{true, false} {
		g := h534Game(t, 2)
		f := bf(t, g, 1, card.Forest)
		rt := bf(t, g, 1, roots, game.PutOptions{AttachedTo: f})
		var c game.ObjectID
		if stealLand {
			c = hand(t, g, 0, grove)
		} else {
			c = hand(t, g, 0, tether)
		}
		require.NoError(t, g.Start(2, 0, game.Main1))
		if stealLand {
			h486Cast(t, g, 0, c, obj(f))
			require.NoError(t, g.Apply(h504Mana(0, f, 0)))
			require.Equal(t, 1, g.Pool(0).Amount(mana.Green))
			require.Equal(t, 1, g.Pool(0).Amount(mana.Red))
			continue
		}
		h486Cast(t, g, 0, c, obj(rt))
		require.Equal(t, game.PlayerID(0), h534Ctl(t, g, rt))
		h476To(t, g, 1, game.Main1)
		require.NoError(t, g.Apply(h504Mana(1, f, 0)))
		require.Equal(t, 1, g.Pool(1).Amount(mana.Green))
		require.Equal(t, 1, g.Pool(1).Amount(mana.Red))
		require.True(t, g.Pool(0).IsEmpty())
	}
}

// 45. "Activate this ability only once each turn" restricts the ability
// of the object, whoever activates it (CR 602.5b). Bob's Sun Lens
// (artifact, "{0}: You gain 2 life. Activate only once each turn.") is
// used by Bob in Alice's turn; Alice's Magnet Pull then takes it: she
// can't activate it this turn. In her next turn she can (she took it for
// good here).
func TestH534OncePerTurnAcrossControl(t *testing.T) {
	lens := def(t, card.Definition{Name: "Sun Lens", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Effects: gain(2), OncePerTurn: true}}})
	g := h534Game(t, 2)
	ln := bf(t, g, 1, lens)
	c := hand(t, g, 0, h534Steal(t, "Magnet Pull", ability.AllowArtifact, ability.Permanently))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, ln, 0))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(1))
	h486Cast(t, g, 0, c, obj(ln))
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, ln))
	require.False(t, h534Listed(g, ln, 0))
	require.Error(t, g.Activate(0, ln, 0), "CR 602.5b")
	h476To(t, g, 1, game.Main1)
	h476To(t, g, 0, game.Main1)
	require.NoError(t, g.Activate(0, ln, 0))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
}

// 46. "As long as you control ..." statics follow a control change of the
// permanent they count (CR 604.2, 613.1b before the statics' layers).
// Bob's Vault Sentinel (2/2 Construct, "gets +2/+2 as long as you control
// an artifact") and Bob's Iron Spur, his only artifact; Alice has her own
// Sentinel and no artifact. Bob's is 4/4, Alice's 2/2. Alice's Magnet
// Pull takes the Spur until end of turn: Bob's is 2/2, Alice's 4/4, and
// a clone agrees. In Bob's turn all is as before.
func TestH534ConditionalStaticsFollowControl(t *testing.T) {
	sentinel := def(t, card.Definition{Name: "Vault Sentinel", ManaCost: cost("{2}{W}"), Types: ability.Creature,
		Subtypes: []string{"Construct"}, Power: C(2), Toughness: C(2),
		Statics: []ability.Static{{Affects: ability.AffectsSelf, If: ability.IfYouControl(ability.Artifact), Power: 2, Toughness: 2}}})
	g := h534Game(t, 2)
	bs := bf(t, g, 1, sentinel)
	as := bf(t, g, 0, sentinel)
	sp := bf(t, g, 1, h534Spur(t))
	c := hand(t, g, 0, h534Steal(t, "Magnet Pull", ability.AllowArtifact, ability.UntilEndOfTurn))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{4, 4}, pt(t, g, bs))
	require.Equal(t, [2]int{2, 2}, pt(t, g, as))
	h486Cast(t, g, 0, c, obj(sp))
	for _, x := range []*game.Game{g, g.Clone()} {
		require.Equal(t, [2]int{2, 2}, pt(t, x, bs))
		require.Equal(t, [2]int{4, 4}, pt(t, x, as))
	}
	h476To(t, g, 1, game.Main1)
	require.Equal(t, [2]int{4, 4}, pt(t, g, bs))
	require.Equal(t, [2]int{2, 2}, pt(t, g, as))
}

// 47. Check refuses a static whose condition is "you control each
// creature with the greatest power" (it would wait on power, which waits
// on it, CR 613.8): a deliberate refusal with a message that says why.
func TestH534RefuseGreatestPowerStatic(t *testing.T) {
	d := card.Define(card.Definition{Name: "Alpha Brute", ManaCost: cost("{2}{R}"), Types: ability.Creature,
		Subtypes: []string{"Beast"}, Power: C(3), Toughness: C(3),
		Statics: []ability.Static{{Affects: ability.AffectsSelf, If: ability.If(ability.ControlEachGreatestPower), Keywords: ability.Flying}}})
	err := d.Check()
	require.Error(t, err)
	require.Contains(t, err.Error(), "greatest power")
}

// 48. A stolen creature's death trigger sets up a delayed trigger, and the
// card comes back under its owner's control (CR 603.3a, 603.7d: the
// delayed ability is controlled by the player who controlled the
// ability that created it; "under its owner's control"). Bob's Rootbound
// Colossus (5/3): "When this dies, return it to the battlefield tapped
// under its owner's control at the beginning of its owner's next
// upkeep." Alice takes it and kills it (Searing Dart for 3). In Bob's
// upkeep it returns, tapped, under Bob's control, not Alice's.
func TestH534StolenColossusReturnsToOwner(t *testing.T) {
	g := h534Game(t, 2)
	col := bf(t, g, 1, h483Colossus(t))
	c := hand(t, g, 0, h534Claim(t))
	d := hand(t, g, 0, h534Bolt(t, 3))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, c, obj(col))
	h486Cast(t, g, 0, d, obj(col))
	require.True(t, gone(g, col))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, col))
	h476To(t, g, 1, game.Main1)
	nid, ok := g.Follow(col)
	require.True(t, ok)
	o := info(t, g, nid)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, game.PlayerID(1), o.Controller)
	require.True(t, o.Tapped)
}

// 49. "Power and toughness equal to the number of creatures you control"
// (CR 604.3, 613.3a) after thefts: Bob's Host Seraph with Bob's two Bears
// is 3/3. Alice's Claim the Beast takes one Bear: 2/2. Alice's second
// Claim takes the Seraph itself: it counts Alice's creatures now (her
// Bear, the stolen Bear and itself: 3/3).
func TestH534SeraphCountsAfterThefts(t *testing.T) {
	seraph := def(t, card.Definition{Name: "Host Seraph", ManaCost: cost("{1}{W}{W}"), Types: ability.Creature,
		Subtypes: []string{"Angel"}, Power: card.Star, Toughness: card.Star,
		Statics: []ability.Static{{Affects: ability.AffectsSelf, SetPTFromCreatures: true}}})
	bear := creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := h534Game(t, 2)
	se := bf(t, g, 1, seraph)
	b1 := bf(t, g, 1, bear)
	bf(t, g, 1, bear)
	bf(t, g, 0, bear)
	c1 := hand(t, g, 0, h534Claim(t))
	c2 := hand(t, g, 0, h534Claim(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, se))
	h486Cast(t, g, 0, c1, obj(b1))
	require.Equal(t, [2]int{2, 2}, pt(t, g, se))
	h486Cast(t, g, 0, c2, obj(se))
	require.Equal(t, [2]int{3, 3}, pt(t, g, se))
}

// 50. A threaten effect untaps a creature that "doesn't untap during its
// controller's untap step": that restricts the untap step only (CR 502.3),
// not an effect that untaps it (CR 608.2c). Bob's tapped Rusted Golem
// (3/3, "Rusted Golem doesn't untap during your untap step") is taken by
// Alice's Borrowed Fury: untapped, with haste, it attacks Bob (and is
// tapped by attacking, CR 508.1f). Back under Bob at cleanup, it stays
// tapped through Bob's untap step.
func TestH534ThreatenUntapsDoesntUntap(t *testing.T) {
	golem := def(t, card.Definition{Name: "Rusted Golem", ManaCost: cost("{4}"), Types: ability.Artifact | ability.Creature,
		Subtypes: []string{"Golem"}, Power: C(3), Toughness: C(3), Restrictions: ability.DoesntUntap})
	g := h534Game(t, 2)
	gl := bf(t, g, 1, golem, game.PutOptions{Tapped: true})
	f := hand(t, g, 0, h534Threaten(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, f, obj(gl))
	require.False(t, info(t, g, gl).Tapped)
	h534ToAttack(t, g, 0)
	attack(t, g, 0, game.Attack{Attacker: gl, Player: 1})
	h476To(t, g, 0, game.Main2)
	require.Equal(t, 17, g.Life(1))
	require.True(t, info(t, g, gl).Tapped, "attacking taps it")
	h476To(t, g, 1, game.Main1)
	require.Equal(t, game.PlayerID(1), h534Ctl(t, g, gl))
	require.True(t, info(t, g, gl).Tapped, "it doesn't untap in Bob's untap step")
}

// 51. The thief leaves with her Aura (CR 800.4a). Three players. Alice's
// Binding Brand (Aura; "When Binding Brand enters the battlefield, gain
// control of enchanted creature") takes Bob's Bear. Alice concedes: the
// Brand, her card, leaves the game; the effect giving her the Bear ends,
// and the Bear is Bob's again, on the battlefield.
func TestH534ThiefLeavesWithBrand(t *testing.T) {
	brand := def(t, card.Definition{Name: "Binding Brand", ManaCost: cost("{U}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Effects: []ability.Effect{{Op: ability.OpGainControl, Subject: ability.SubjectAttached, Duration: ability.Permanently}}}}})
	g := h534Game(t, 3)
	bb := bf(t, g, 1, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	br := hand(t, g, 0, brand)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, br, obj(bb))
	br, _ = g.Follow(br)
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, bb))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 0}))
	require.True(t, gone(g, br))
	require.False(t, gone(g, bb))
	require.Equal(t, game.PlayerID(1), h534Ctl(t, g, bb))
}

// 52. "For as long as you control" when control of the source returns at
// cleanup (CR 611.2b, 514.2). Alice's Magnet Pull takes Bob's untapped
// Warden's Banner until end of turn; a noncreature artifact, she taps it
// at once (CR 302.6 is about creatures) to give her Bear +2/+2 for as
// long as she controls the Banner. In the cleanup step the Banner goes
// back to Bob and her effect ends: the Bear is 2/2 in Bob's turn, and
// stays 2/2 even if Alice takes the Banner again (CR 611.2b: it doesn't
// resume).
func TestH534WhileYouControlEndsAtCleanupReturn(t *testing.T) {
	pull := h534Steal(t, "Magnet Pull", ability.AllowArtifact, ability.UntilEndOfTurn)
	g := h534Game(t, 2)
	bn := bf(t, g, 1, h534Banner(t))
	ab := bf(t, g, 0, creature(t, "Field Bear", "{1}{G}", 2, 2, 0, "Bear"))
	c := hand(t, g, 0, pull)
	c2 := hand(t, g, 0, h534Steal(t, "Magnet Grip", ability.AllowArtifact, ability.Permanently))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h486Cast(t, g, 0, c, obj(bn))
	require.NoError(t, g.Activate(0, bn, 0, obj(ab)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{4, 4}, pt(t, g, ab))
	h476To(t, g, 1, game.Upkeep)
	require.Equal(t, game.PlayerID(1), h534Ctl(t, g, bn))
	require.Equal(t, [2]int{2, 2}, pt(t, g, ab))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, c2, obj(bn)))
	resolve(t, g, nil)
	require.Equal(t, game.PlayerID(0), h534Ctl(t, g, bn))
	require.Equal(t, [2]int{2, 2}, pt(t, g, ab), "CR 611.2b: it does not resume")
}

// ---------------------------------------------------------------------
// Positions the engine got wrong before the fixes that came with this
// set; each test now guards the fix.

// 53. "Gain control of target creature or player" (OpGainControl on a
// TargetCreatureOrPlayer spec): gaining control of a player is
// controlling that player's next turn (CR 714.1), which the vocabulary
// can't express, so Check refuses a definition whose target may be a
// player the effect can't act on, and names the field.
func TestH534CheckRefusesControlOfPlayer(t *testing.T) {
	d := card.Define(card.Definition{Name: "Dominion Rite", ManaCost: cost("{U}"), Types: ability.Sorcery,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently}}}})
	var fe *card.FieldError
	require.ErrorAs(t, d.Check(), &fe, "a player target the effect can't act on")
	require.Equal(t, "Spell.Effects[0].Target", fe.Field)
}
