package card_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, set number 31: leaving the battlefield and what stays.
// Auras and Equipment of one's own when the creature they are attached
// to changes control, stops being a creature or leaves (CR 301.5, 303.4,
// 704.5n, 704.5p); "until end of turn" effects and control changes when
// objects change zones (CR 400.7, 611.2c); leaves-the-battlefield
// triggers read as the permanent last existed (CR 603.3a, 603.10a);
// sacrifices of permanents a player controls but doesn't own, in
// multiplayer (CR 701.15a); "exile until this leaves the battlefield"
// with holders that leave, come back or are exiled themselves
// (CR 610.3); creatures removed from combat by control changes
// (CR 506.4, 509.1h, 702.19c); the legend rule and planeswalker
// uniqueness after control changes in three- and four-player games and
// Two-Headed Giant (CR 704.5j, 704.5k); definitions Check refuses; and,
// at the end, definitions Check accepts that the engine misplays
// (skipped, each saying what is wrong).

// ---------------------------------------------------------------------
// Helpers

// h511Aura is a checked Aura with the given enchant spec, statics and
// triggered abilities.
func h511Aura(t *testing.T, name, mc string, enchant ability.TargetSpec, ss []ability.Static, ts ...ability.Triggered) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: enchant, Statics: ss, Triggered: ts})
}

// h511Crt is a checked creature card with the abilities of d.
func h511Crt(t *testing.T, name, mc string, p, tg int, sub string, d card.Definition) *card.Definition {
	d.Name, d.ManaCost, d.Types, d.Subtypes = name, cost(mc), ability.Creature, []string{sub}
	d.Power, d.Toughness = C(p), C(tg)
	return def(t, d)
}

// h511Ox is a vanilla 2/2.
func h511Ox(t *testing.T, name string) *card.Definition {
	return creature(t, name, "{1}{G}", 2, 2, 0, "Ox")
}

// h511Equip is a checked Equipment "Equipped creature gets +p/+tg. Equip
// {eq}".
func h511Equip(t *testing.T, name, mc, eq string, p, tg int) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Power: p, Toughness: tg}},
		Activated: []ability.Activated{{
			Cost:    ability.Cost{Mana: cost(eq)},
			Timing:  ability.SorcerySpeed,
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}},
			Effects: []ability.Effect{{Op: ability.OpAttach, Target: 0}},
		}}})
}

// h511Steal is an instant "Gain control of target creature <dur>", its
// creature gaining kw, untapped with untap.
func h511Steal(t *testing.T, name string, dur ability.Duration, kw ability.Keyword, untap bool) *card.Definition {
	return instant(t, name, "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: dur, Keywords: kw, Untap: untap})
}

// h511Warden is a {1}{W} 2/2 "When this enters the battlefield, exile
// target creature an opponent controls until this leaves the
// battlefield", with keywords kw.
func h511Warden(t *testing.T, name string, kw ability.Keyword) *card.Definition {
	return h511Crt(t, name, "{1}{W}", 2, 2, "Cleric", card.Definition{Keywords: kw, Triggered: []ability.Triggered{{
		Event:   ability.EntersBattlefield,
		Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}},
		Effects: []ability.Effect{{Op: ability.OpExileUntilLeaves, Target: 0}}}}})
}

// h511Legend is a legendary {1}{B} 2/2 "When this dies, you gain 2
// life."
func h511Legend(t *testing.T, name string) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{1}{B}"), Types: ability.Creature, Supertypes: ability.Legendary,
		Subtypes: []string{"Vampire"}, Power: C(2), Toughness: C(2),
		Triggered: []ability.Triggered{{Event: ability.Dies, Effects: gain(2)}}})
}

// h511Walker is a planeswalker with 3 loyalty and "+1: You gain 1 life."
func h511Walker(t *testing.T, name, sub string) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{2}{W}"), Types: ability.Planeswalker,
		Subtypes: []string{sub}, Loyalty: 3, Activated: []ability.Activated{{Loyalty: true,
			Cost: ability.Cost{Loyalty: 1}, Effects: gain(1)}}})
}

// h511Destroy is a {B} instant "Destroy target creature."
func h511Destroy(t *testing.T) *card.Definition {
	return instant(t, "Grave Verdict", "{B}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpDestroy, Target: 0})
}

// h511Cast casts id for p with targets and resolves the stack.
func h511Cast(t *testing.T, g *game.Game, p game.PlayerID, id game.ObjectID, ts ...game.Target) {
	t.Helper()
	require.NoError(t, g.Cast(p, id, ts...))
	resolve(t, g, nil)
}

// h511Trigger passes priority until the pending decision is the
// targets of a trigger, and answers ts for p.
func h511Trigger(t *testing.T, g *game.Game, p game.PlayerID, ts ...game.Target) {
	t.Helper()
	for i := 0; i < 50 && g.Pending().Kind == game.DecidePriority && g.StackLen() > 0; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideTargets, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, p, g.Pending().Player)
	require.NoError(t, g.Apply(targets(p, ts...)))
}

// h511ToPriority passes priority for the other players, in turn order,
// until p has priority in the current step.
func h511ToPriority(t *testing.T, g *game.Game, p game.PlayerID) {
	t.Helper()
	for i := 0; i < 10 && g.Pending().Player != p; i++ {
		require.Equal(t, game.DecidePriority, g.Pending().Kind, g.Prompt(game.English))
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, p, g.Pending().Player)
}

// h511Attached is what the permanent is attached to now.
func h511Attached(t *testing.T, g *game.Game, id game.ObjectID) game.ObjectID {
	return info(t, g, id).AttachedTo
}

// h511Listed reports whether LegalActions lists p activating an ability
// of id.
func h511Listed(g *game.Game, p game.PlayerID, id game.ObjectID) bool {
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActActivate && a.Player == p && a.Object == id {
			return true
		}
	}
	return false
}

// ---------------------------------------------------------------------
// Part 1. Auras and Equipment when their creature changes

// 1. Spur Blade: {1} Equipment, "Equipped creature gets +2/+0. Equip {1}."
// Bob's Blade equips Bob's Ox. Alice takes the Ox until end of turn: the
// Blade stays attached and still Bob's, and the Ox, now Alice's, is 4/2
// (CR 301.5d). Alice can't activate the Blade's equip ability: only the
// Equipment's controller can (CR 301.5d, 602.2). She equips her own Spur
// Blade onto the Ox, a creature she controls (CR 301.5b, 702.6a). At
// cleanup the Ox goes back to Bob with both Blades still on it, 6/2:
// changing control of the creature changes neither Equipment's
// controller (CR 301.5d). On her next turn Alice moves her Blade to her
// own Bear (CR 702.6a).
func TestH511EquipmentStaysWithItsController(t *testing.T) {
	blade := h511Equip(t, "Spur Blade", "{1}", "{1}", 2, 0)
	steal := h511Steal(t, "Borrowed Will", ability.UntilEndOfTurn, 0, false)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 3)
	ox := bf(t, g, 1, h511Ox(t, "Bob's Ox"))
	bb := bf(t, g, 1, blade, game.PutOptions{AttachedTo: ox})
	ab := bf(t, g, 0, blade)
	bear := bf(t, g, 0, creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	st := hand(t, g, 0, steal)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{4, 2}, pt(t, g, ox))
	h511Cast(t, g, 0, st, obj(ox))
	require.Equal(t, game.PlayerID(0), info(t, g, ox).Controller)
	require.Equal(t, game.PlayerID(1), info(t, g, bb).Controller)
	require.Equal(t, ox, h511Attached(t, g, bb))
	require.Equal(t, [2]int{4, 2}, pt(t, g, ox))
	require.Error(t, g.Activate(0, bb, 0, obj(bear)), "only the Equipment's controller activates it")
	require.False(t, h511Listed(g, 0, bb))
	require.NoError(t, g.Activate(0, ab, 0, obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, ox, h511Attached(t, g, ab))
	require.Equal(t, [2]int{6, 2}, pt(t, g, ox))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	require.Equal(t, game.PlayerID(1), info(t, g, ox).Controller)
	require.Equal(t, ox, h511Attached(t, g, ab))
	require.Equal(t, ox, h511Attached(t, g, bb))
	require.Equal(t, game.PlayerID(0), info(t, g, ab).Controller)
	require.Equal(t, [2]int{6, 2}, pt(t, g, ox))
	require.Equal(t, game.PlayerID(0), nextTurn(t, g))
	passTo(t, g, 0, game.Main1)
	require.NoError(t, g.Activate(0, ab, 0, obj(bear)))
	resolve(t, g, nil)
	require.Equal(t, bear, h511Attached(t, g, ab))
	require.Equal(t, [2]int{4, 2}, pt(t, g, bear))
	require.Equal(t, [2]int{4, 2}, pt(t, g, ox))
}

// 2. Mender's Charm: {1}{W} Aura, "Enchant creature. Enchanted creature
// has '{T}: You gain 2 life.'" Alice's Charm on her Ox; Bob takes the Ox
// for good. The Aura stays Alice's (CR 303.4e), but the granted ability
// is the Ox's, and only its controller, Bob, may activate it (CR 303.4e,
// 602.2): not Alice, and not Bob until he has controlled the Ox since his
// turn began (CR 302.6). In Bob's turn he activates it and gains 2.
func TestH511GrantedAbilityFollowsTheCreature(t *testing.T) {
	charm := def(t, card.Definition{Name: "Mender's Charm", ManaCost: cost("{1}{W}"), Types: ability.Enchantment,
		Subtypes: []string{"Aura"}, Enchant: ability.TargetCreature,
		Statics: []ability.Static{{Affects: ability.AffectsAttached, Grant: &ability.Activated{
			Cost: ability.Cost{Tap: true}, Effects: gain(2)}}}})
	steal := h511Steal(t, "Lasting Claim", ability.Permanently, 0, false)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 1, card.Island, 1)
	ox := bf(t, g, 0, h511Ox(t, "Alice's Ox"))
	c := bf(t, g, 0, charm, game.PutOptions{AttachedTo: ox})
	st := hand(t, g, 1, steal)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, h511Listed(g, 0, ox), "Alice may activate it while she controls the Ox")
	require.NoError(t, g.Pass(0))
	h511Cast(t, g, 1, st, obj(ox))
	require.Equal(t, game.PlayerID(1), info(t, g, ox).Controller)
	require.Equal(t, game.PlayerID(0), info(t, g, c).Controller)
	require.Equal(t, ox, h511Attached(t, g, c))
	require.False(t, h511Listed(g, 0, ox))
	require.Error(t, g.Activate(0, ox, 0))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	passTo(t, g, 1, game.Main1)
	require.True(t, h511Listed(g, 1, ox))
	require.NoError(t, g.Activate(1, ox, 0))
	resolve(t, g, nil)
	require.Equal(t, []int{20, 22}, lifes(g))
	require.True(t, info(t, g, ox).Tapped)
}

// 3. Hobbling Curse: {B} Aura, "Enchant creature an opponent controls.
// Enchanted creature gets -1/-0." Three players. Alice's Curse on Bob's
// Ox. Carol takes the Ox for good: it is still a creature an opponent of
// the Aura's controller controls, so the Curse stays (CR 303.4c). Then
// Alice takes it: the Curse now enchants an illegal object and goes to
// Alice's graveyard as a state-based action (CR 303.4c, 704.5n).
func TestH511OpponentsCreatureCurseThreePlayers(t *testing.T) {
	curse := h511Aura(t, "Hobbling Curse", "{B}", ability.TargetSpec{Allow: ability.AllowCreature,
		Filter: ability.Filter{Side: ability.OpponentSide}}, []ability.Static{{Affects: ability.AffectsAttached, Power: -1}})
	steal := h511Steal(t, "Lasting Claim", ability.Permanently, 0, false)
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 2, card.Island, 1)
	ox := bf(t, g, 1, h511Ox(t, "Bob's Ox"))
	cu := bf(t, g, 0, curse, game.PutOptions{AttachedTo: ox})
	s0 := hand(t, g, 0, steal)
	s2 := hand(t, g, 2, steal)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{1, 2}, pt(t, g, ox))
	h511ToPriority(t, g, 2)
	h511Cast(t, g, 2, s2, obj(ox))
	require.Equal(t, game.PlayerID(2), info(t, g, ox).Controller)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, cu))
	require.Equal(t, [2]int{1, 2}, pt(t, g, ox))
	h511ToPriority(t, g, 0)
	h511Cast(t, g, 0, s0, obj(ox))
	require.Equal(t, game.PlayerID(0), info(t, g, ox).Controller)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, cu))
	require.Equal(t, [2]int{2, 2}, pt(t, g, ox))
}

// 4. Wake the Loam: {G} instant, "Until end of turn, target land becomes
// a 3/3 Elemental creature. It's still a land." Alice animates her
// Forest, enchants it with Bright Mantle ({W} Aura, "Enchant creature.
// Enchanted creature gets +1/+1.") and equips Spur Blade to it. In the
// cleanup step the effect ends and the Forest is no longer a creature
// (CR 514.2): the Mantle, attached to an illegal object, goes to the
// graveyard (CR 303.4c, 704.5n); the Blade becomes unattached and stays
// on the battlefield (CR 301.5c, 704.5p). State-based actions are
// checked in the cleanup step when something would need them (CR 514.3a).
func TestH511AnimatedLandLosesAttachmentsAtCleanup(t *testing.T) {
	wake := instant(t, "Wake the Loam", "{G}", []ability.TargetSpec{{Allow: ability.AllowLand}},
		ability.Effect{Op: ability.OpBecome, Target: 0, Power: 3, Toughness: 3, AddTypes: ability.Creature, AddSubtype: "Elemental"})
	mantle := h511Aura(t, "Bright Mantle", "{W}", ability.TargetCreature,
		[]ability.Static{{Affects: ability.AffectsAttached, Power: 1, Toughness: 1}})
	blade := h511Equip(t, "Spur Blade", "{1}", "{1}", 2, 0)
	g := newGame(t, 2)
	libs(t, g, 5)
	f := bf(t, g, 0, card.Forest)
	lands(t, g, 0, card.Plains, 3)
	w := hand(t, g, 0, wake)
	m := hand(t, g, 0, mantle)
	b := bf(t, g, 0, blade)
	require.NoError(t, g.Start(2, 0, game.Main1))
	// Tap the Forest itself for the {G}: the animated land is still a land.
	h511Cast(t, g, 0, w, obj(f))
	require.Equal(t, [2]int{3, 3}, pt(t, g, f))
	h511Cast(t, g, 0, m, obj(f))
	require.NoError(t, g.Activate(0, b, 0, obj(f)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{6, 4}, pt(t, g, f))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, f))
	require.False(t, info(t, g, f).Types.Has(ability.Creature))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, b))
	require.Equal(t, game.ObjectID(0), h511Attached(t, g, b))
}

// ---------------------------------------------------------------------
// Part 2. Durations and control when objects change zones

// 5. Fleetfoot Lynx: Bob's {1}{G} 2/2 Cat with flash. Alice's Seize the
// Moment ({U} instant, "Gain control of target creature until end of
// turn. Untap it. It gains haste.") takes it; Bob bounces it with Recall
// ({U} instant, "Return target creature to its owner's hand") and casts
// it again: it is a new object (CR 400.7) that Alice's effect never
// applied to (CR 611.2c). It enters under Bob's control, without haste,
// and at cleanup nothing changes.
func TestH511StolenThenBouncedAndRecast(t *testing.T) {
	lynx := creature(t, "Fleetfoot Lynx", "{1}{G}", 2, 2, ability.Flash, "Cat")
	seize := h511Steal(t, "Seize the Moment", ability.UntilEndOfTurn, ability.Haste, true)
	recall := instant(t, "Recall", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBounce, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 1, card.Island, 1)
	lands(t, g, 1, card.Forest, 2)
	l := bf(t, g, 1, lynx)
	s := hand(t, g, 0, seize)
	r := hand(t, g, 1, recall)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h511Cast(t, g, 0, s, obj(l))
	require.Equal(t, game.PlayerID(0), info(t, g, l).Controller)
	require.True(t, info(t, g, l).Keywords.Has(ability.Haste))
	require.NoError(t, g.Pass(0))
	h511Cast(t, g, 1, r, obj(l))
	nl, ok := g.Follow(l)
	require.True(t, ok)
	require.Equal(t, zone.Hand, info(t, g, nl).Zone)
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.NoError(t, g.Pass(0))
	h511Cast(t, g, 1, nl)
	n2, ok := g.Follow(nl)
	require.True(t, ok)
	o := info(t, g, n2)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, game.PlayerID(1), o.Controller)
	require.False(t, o.Keywords.Has(ability.Haste))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	require.Equal(t, game.PlayerID(1), info(t, g, n2).Controller)
}

// 6. Rally the Pack: {1}{G} instant, "Creatures you control get +1/+1
// until end of turn." The creatures it affects are fixed as it resolves
// (CR 611.2c): Alice's Ox keeps the bonus after Bob takes it, and a
// creature that enters after the resolution, Alice's flashed-in Lynx,
// doesn't get it.
func TestH511GroupPumpFixedOnResolution(t *testing.T) {
	rally := instant(t, "Rally the Pack", "{1}{G}", nil, ability.Effect{Op: ability.OpModify, Subject: ability.SubjectAll,
		Group: ability.Group{Side: ability.YourSide}, Power: 1, Toughness: 1})
	lynx := creature(t, "Fleetfoot Lynx", "{1}{G}", 2, 2, ability.Flash, "Cat")
	steal := h511Steal(t, "Lasting Claim", ability.Permanently, 0, false)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Forest, 4)
	lands(t, g, 1, card.Island, 1)
	ox := bf(t, g, 0, h511Ox(t, "Alice's Ox"))
	bobs := bf(t, g, 1, h511Ox(t, "Bob's Ox"))
	r := hand(t, g, 0, rally)
	l := hand(t, g, 0, lynx)
	st := hand(t, g, 1, steal)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h511Cast(t, g, 0, r)
	require.Equal(t, [2]int{3, 3}, pt(t, g, ox))
	require.Equal(t, [2]int{2, 2}, pt(t, g, bobs))
	h511Cast(t, g, 0, l)
	require.Equal(t, [2]int{2, 2}, pt(t, g, find(t, g, 0, lynx)))
	require.NoError(t, g.Pass(0))
	h511Cast(t, g, 1, st, obj(ox))
	require.Equal(t, game.PlayerID(1), info(t, g, ox).Controller)
	require.Equal(t, [2]int{3, 3}, pt(t, g, ox))
}

// 7. Wake the Weave: {G} instant, "Until end of turn, target enchantment
// becomes a 3/3 creature in addition to its other types." Alice animates
// her Bright Mantle ("Enchanted creature gets +1/+1"), attached to her
// Bear. An Aura that's also a creature can't enchant anything: it becomes
// unattached and is put into its owner's graveyard as a state-based
// action (CR 303.4d, 704.5n, 704.5q). The Bear loses the +1/+1.
// (Test 40, at the end.)

// ---------------------------------------------------------------------
// Part 3. Leaving the battlefield, read as it last existed

// h511RegentTheft sets up tests 8 and 9: three players each control a
// Dusk Regent (legendary, "When Dusk Regent dies, you gain 2 life");
// Alice takes Bob's until end of turn, and the legend rule asks her which
// to keep (CR 704.5k). It returns the game and the three Regents.
func h511RegentTheft(t *testing.T) (*game.Game, game.ObjectID, game.ObjectID, game.ObjectID) {
	t.Helper()
	regent := h511Legend(t, "Dusk Regent")
	steal := h511Steal(t, "Borrowed Will", ability.UntilEndOfTurn, 0, false)
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 1)
	mine := bf(t, g, 0, regent)
	bobs := bf(t, g, 1, regent)
	carols := bf(t, g, 2, regent)
	st := hand(t, g, 0, steal)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, st, obj(bobs)))
	passStack(t, g)
	require.Equal(t, game.DecideKeep, g.Pending().Kind, g.Prompt(game.English))
	return g, mine, bobs, carols
}

// 8. Dusk Regent: legendary {1}{B} 2/2 Vampire, "When Dusk Regent dies, you
// gain 2 life." Three players, each with a Regent. Alice takes Bob's
// Regent until end of turn: she now controls two, and the legend rule
// asks her to keep one (CR 704.5k). She keeps Bob's; her own goes to her
// graveyard and its ability, hers, gains her 2 life (CR 603.3a,
// 603.10a). Carol's Regent is not affected: the rule counts each
// player's permanents (CR 704.5k). At cleanup Bob's Regent returns to
// Bob, and nothing more happens.
func TestH511LegendRuleAfterTheft(t *testing.T) {
	g, mine, bobs, carols := h511RegentTheft(t)
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.ElementsMatch(t, []game.ObjectID{mine, bobs}, choices(g))
	require.NoError(t, g.Apply(chooseObj(0, bobs)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, mine))
	require.Equal(t, []int{22, 20, 20}, lifes(g))
	require.False(t, gone(g, bobs))
	require.False(t, gone(g, carols))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	require.Equal(t, game.PlayerID(1), info(t, g, bobs).Controller)
	require.False(t, gone(g, bobs))
	require.Equal(t, []int{22, 20, 20}, lifes(g))
}

// 9. Dusk Regent again: Alice keeps her own, and Bob's Regent goes to its
// owner's graveyard, Bob's. It died under Alice's control, so its "you
// gain 2 life" is Alice's (CR 603.3a, 603.10a), not its owner's.
func TestH511LegendRuleStolenOneDiesForThief(t *testing.T) {
	g, mine, bobs, _ := h511RegentTheft(t)
	require.NoError(t, g.Apply(chooseObj(0, mine)))
	resolve(t, g, nil)
	nb, ok := g.Follow(bobs)
	require.True(t, ok)
	o := info(t, g, nb)
	require.Equal(t, zone.Graveyard, o.Zone)
	require.Equal(t, game.PlayerID(1), o.Owner)
	require.Contains(t, g.Zone(1, zone.Graveyard), nb)
	require.Equal(t, []int{22, 20, 20}, lifes(g))
}

// 10. Widow's Knot: {1}{B} Aura, "Enchant creature. When enchanted
// creature dies, its controller loses 2 life." Three players. Alice's
// Knot on Bob's Ox; Carol takes the Ox for good and destroys it. "Its
// controller" is read as the Ox last existed: Carol loses 2, not Bob, its
// owner, nor Alice, the Aura's controller, who controls the ability
// (CR 603.3a, 603.10a, 608.2g). The Knot follows to the graveyard
// (CR 704.5n).
func TestH511AuraDiesTriggerLastController(t *testing.T) {
	knot := h511Aura(t, "Widow's Knot", "{1}{B}", ability.TargetCreature, nil, ability.Triggered{Event: ability.AttachedDies,
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEnchantedController, Amount: ability.N(2)}}})
	steal := h511Steal(t, "Lasting Claim", ability.Permanently, 0, false)
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 2, card.Island, 1)
	lands(t, g, 2, card.Swamp, 1)
	ox := bf(t, g, 1, h511Ox(t, "Bob's Ox"))
	k := bf(t, g, 0, knot, game.PutOptions{AttachedTo: ox})
	st := hand(t, g, 2, steal)
	d := hand(t, g, 2, h511Destroy(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h511ToPriority(t, g, 2)
	h511Cast(t, g, 2, st, obj(ox))
	h511ToPriority(t, g, 2)
	require.NoError(t, g.Cast(2, d, obj(ox)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, ox))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, k))
	require.Equal(t, []int{20, 20, 18}, lifes(g))
}

// 11. Relic Hoarder: {2}{G} 1/1 Beast that enters with two +1/+1 counters,
// "When Relic Hoarder dies, deal damage equal to its power to target
// creature or player." Bob's Hoarder carries Alice's Bright Mantle
// ("Enchanted creature gets +1/+1"), so it is 4/4. Alice destroys it: its
// power is read as it last existed, counters and Aura included (CR
// 603.10a, 608.2g, 112.7a): Bob's trigger deals 4 damage to Alice.
func TestH511DiesPowerWithOpponentsAura(t *testing.T) {
	hoarder := h511Crt(t, "Relic Hoarder", "{2}{G}", 1, 1, "Beast", card.Definition{
		EntersWithCounters: &ability.Effect{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(2)},
		Triggered: []ability.Triggered{{Event: ability.Dies, Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.Amount{Kind: ability.SourcePower}}}}}})
	mantle := h511Aura(t, "Bright Mantle", "{W}", ability.TargetCreature,
		[]ability.Static{{Affects: ability.AffectsAttached, Power: 1, Toughness: 1}})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 1)
	var two [game.NumCounterKinds]int
	two[game.PlusOne] = 2
	ho := bf(t, g, 1, hoarder, game.PutOptions{Counters: two})
	bf(t, g, 0, mantle, game.PutOptions{AttachedTo: ho})
	d := hand(t, g, 0, h511Destroy(t))
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.Equal(t, [2]int{4, 4}, pt(t, g, ho))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, d, obj(ho)))
	h511Trigger(t, g, 1, pl(0))
	resolve(t, g, nil)
	require.Equal(t, []int{16, 20}, lifes(g))
}

// ---------------------------------------------------------------------
// Part 4. "Exile ... until this leaves the battlefield" (CR 610.3)

// 12. Oath Warden: {1}{W} 2/2 Cleric, "When Oath Warden enters the
// battlefield, exile target creature an opponent controls until Oath
// Warden leaves the battlefield." Three players. Alice took Bob's Ox for
// good, and it has a +1/+1 counter. Carol's Warden exiles it (Alice, its
// controller, is Carol's opponent). When the Warden dies, the Ox returns
// under its owner's control, Bob's (CR 610.3b), not Alice's, as a new
// object without its counter (CR 400.7).
func TestH511ExiledStolenCreatureReturnsToOwner(t *testing.T) {
	warden := h511Warden(t, "Oath Warden", 0)
	steal := h511Steal(t, "Lasting Claim", ability.Permanently, 0, false)
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 2, card.Plains, 2)
	var one [game.NumCounterKinds]int
	one[game.PlusOne] = 1
	ox := bf(t, g, 1, h511Ox(t, "Bob's Ox"), game.PutOptions{Counters: one})
	w := hand(t, g, 2, warden)
	st := hand(t, g, 0, steal)
	d := hand(t, g, 0, h511Destroy(t))
	require.NoError(t, g.Start(2, 2, game.Main1))
	require.NoError(t, g.Cast(2, w))
	require.NoError(t, g.Pass(2))
	require.NoError(t, g.Cast(0, st, obj(ox)))
	passStack(t, g)
	require.Equal(t, game.PlayerID(0), info(t, g, ox).Controller)
	h511Trigger(t, g, 2, obj(ox))
	resolve(t, g, nil)
	require.Equal(t, zone.Exile, zoneOf(t, g, ox))
	wid := find(t, g, 2, warden)
	h511ToPriority(t, g, 0)
	h511Cast(t, g, 0, d, obj(wid))
	nid, ok := g.Follow(ox)
	require.True(t, ok)
	o := info(t, g, nid)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, game.PlayerID(1), o.Controller)
	require.Equal(t, 0, o.Counter(game.PlusOne))
	require.Equal(t, [2]int{2, 2}, [2]int{o.Power, o.Toughness})
}

// 13. Oath Warden with flash. Alice casts it; in response to its
// entering trigger (aimed at Bob's Ox) Bob returns the Warden to her
// hand, and she casts it again (its new trigger aimed at Bob's Bear).
// The first trigger resolves last: the Warden it speaks of has already
// left the battlefield, and the Warden now there is a new object
// (CR 400.7), so the Ox isn't exiled (CR 610.3a). The Bear is, until the
// new Warden leaves.
func TestH511WardenLeftAndCameBackBeforeItsTrigger(t *testing.T) {
	warden := h511Warden(t, "Oath Warden", ability.Flash)
	recall := instant(t, "Recall", "{U}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpBounce, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 4)
	lands(t, g, 1, card.Island, 1)
	ox := bf(t, g, 1, h511Ox(t, "Bob's Ox"))
	bear := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	w := hand(t, g, 0, warden)
	r := hand(t, g, 1, recall)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	h511Trigger(t, g, 0, obj(ox))
	w1 := find(t, g, 0, warden)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, r, obj(w1)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0)) // Recall resolves
	require.Equal(t, zone.Hand, zoneOf(t, g, w1))
	w2, _ := g.Follow(w1)
	require.NoError(t, g.Cast(0, w2))
	h511Trigger(t, g, 0, obj(bear))
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, ox), "the first Warden had left: nothing exiled")
	require.Equal(t, zone.Exile, zoneOf(t, g, bear))
}

// 14. Two Wardens. Alice's Oath Warden exiles Bob's Ox. Bob's Oath Warden
// exiles Alice's Warden: it leaves the battlefield, and the Ox returns to
// Bob (CR 610.3). When Bob's Warden dies, Alice's returns, a new object
// whose entering trigger goes on the stack again (CR 400.7, 603.6a): it
// exiles Bob's Ox a second time.
func TestH511WardenExilesWarden(t *testing.T) {
	warden := h511Warden(t, "Oath Warden", 0)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 2)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 1, card.Plains, 2)
	ox := bf(t, g, 1, h511Ox(t, "Bob's Ox"))
	aw := hand(t, g, 0, warden)
	bw := hand(t, g, 1, warden)
	d := hand(t, g, 0, h511Destroy(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, aw))
	h511Trigger(t, g, 0, obj(ox))
	resolve(t, g, nil)
	require.Equal(t, zone.Exile, zoneOf(t, g, ox))
	a1 := find(t, g, 0, warden)
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	passTo(t, g, 1, game.Main1)
	require.NoError(t, g.Cast(1, bw))
	h511Trigger(t, g, 1, obj(a1))
	resolve(t, g, nil)
	require.Equal(t, zone.Exile, zoneOf(t, g, a1))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, ox))
	ox2, _ := g.Follow(ox)
	b1 := find(t, g, 1, warden)
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, d, obj(b1)))
	h511Trigger(t, g, 0, obj(ox2))
	resolve(t, g, nil)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, a1))
	require.Equal(t, zone.Exile, zoneOf(t, g, ox2))
}

// 15. Oath Warden exiles a token: a token that leaves the battlefield
// ceases to exist as a state-based action (CR 110.5f, 704.5d) and never
// returns; when the Warden leaves, nothing comes back.
func TestH511ExiledTokenNeverReturns(t *testing.T) {
	warden := h511Warden(t, "Oath Warden", 0)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 2)
	lands(t, g, 0, card.Swamp, 1)
	tok := bf(t, g, 1, h511Ox(t, "Ox Token"), game.PutOptions{Token: true})
	w := hand(t, g, 0, warden)
	d := hand(t, g, 0, h511Destroy(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	h511Trigger(t, g, 0, obj(tok))
	resolve(t, g, nil)
	_, ok := g.Object(tok)
	exiled := ok && info(t, g, tok).Zone == zone.Exile
	require.False(t, exiled)
	require.Equal(t, 0, g.ZoneLen(1, zone.Exile))
	h511Cast(t, g, 0, d, obj(find(t, g, 0, warden)))
	require.Equal(t, 0, g.ZoneLen(1, zone.Battlefield))
}

// 16. Oath Warden taken by Bob for good: the Warden hasn't left the
// battlefield, so the Ox stays exiled (CR 610.3, 611.2c: a control
// change is no leaving). When Bob's now-controlled Warden dies, it goes
// to Alice's graveyard and the Ox returns to Bob.
func TestH511WardenChangesControlOxStaysExiled(t *testing.T) {
	warden := h511Warden(t, "Oath Warden", 0)
	steal := h511Steal(t, "Lasting Claim", ability.Permanently, 0, false)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 2)
	lands(t, g, 1, card.Island, 1)
	lands(t, g, 1, card.Swamp, 1)
	ox := bf(t, g, 1, h511Ox(t, "Bob's Ox"))
	w := hand(t, g, 0, warden)
	st := hand(t, g, 1, steal)
	d := hand(t, g, 1, h511Destroy(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	h511Trigger(t, g, 0, obj(ox))
	resolve(t, g, nil)
	wid := find(t, g, 0, warden)
	require.NoError(t, g.Pass(0))
	h511Cast(t, g, 1, st, obj(wid))
	require.Equal(t, game.PlayerID(1), info(t, g, wid).Controller)
	require.Equal(t, zone.Exile, zoneOf(t, g, ox))
	require.NoError(t, g.Pass(0))
	h511Cast(t, g, 1, d, obj(wid))
	require.Contains(t, g.Zone(0, zone.Graveyard), func() game.ObjectID { n, _ := g.Follow(wid); return n }())
	require.Equal(t, zone.Battlefield, zoneOf(t, g, ox))
	nid, _ := g.Follow(ox)
	require.Equal(t, game.PlayerID(1), info(t, g, nid).Controller)
}

// ---------------------------------------------------------------------
// Part 5. Control changes in combat (CR 506.4)

// 17. Alice attacks Bob with a 4/4 trampler and a 3/3; Bob blocks each
// with a 2/2 Ox. After blockers are declared Alice takes both blockers
// (Borrowed Will, until end of turn): a permanent whose controller
// changes is removed from combat (CR 506.4). Her attackers stay blocked
// (CR 509.1h): the 3/3 deals no combat damage, while the trampler,
// blocked with no creature blocking it, assigns all its damage to Bob
// (CR 702.19c). The Oxen, no longer blocking, deal and take no damage.
func TestH511BlockersStolenTramplerHitsPlayer(t *testing.T) {
	steal := h511Steal(t, "Borrowed Will", ability.UntilEndOfTurn, 0, false)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 2)
	tr := bf(t, g, 0, creature(t, "Rumbling Wurm", "{3}{G}", 4, 4, ability.Trample, "Wurm"))
	pl3 := bf(t, g, 0, creature(t, "Plain Brute", "{2}{R}", 3, 3, 0, "Ogre"))
	o1 := bf(t, g, 1, h511Ox(t, "Bob's Ox"))
	o2 := bf(t, g, 1, h511Ox(t, "Bob's Other Ox"))
	s1 := hand(t, g, 0, steal)
	s2 := hand(t, g, 0, steal)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h506ToAttack(t, g)
	attack(t, g, 0, game.Attack{Attacker: tr, Player: 1}, game.Attack{Attacker: pl3, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: o1, Attacker: tr}, game.Block{Blocker: o2, Attacker: pl3})
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	h511Cast(t, g, 0, s1, obj(o1))
	h511Cast(t, g, 0, s2, obj(o2))
	require.False(t, g.InCombat(o1))
	require.False(t, g.InCombat(o2))
	require.True(t, g.Blocked(tr))
	require.True(t, g.Blocked(pl3))
	passTo(t, g, 0, game.Main2)
	require.Equal(t, []int{20, 16}, lifes(g))
	require.Equal(t, 0, info(t, g, o1).Damage)
	require.Equal(t, 0, info(t, g, o2).Damage)
	require.Equal(t, 0, info(t, g, tr).Damage)
	require.Equal(t, 0, info(t, g, pl3).Damage)
}

// 18. Alice attacks Bob with her Ox. Bob, the defending player, takes it
// for good with Lasting Claim before blocks: its controller changed, so
// it is removed from combat (CR 506.4) and deals no combat damage. It
// stays tapped, now Bob's.
func TestH511AttackerStolenByDefender(t *testing.T) {
	steal := h511Steal(t, "Lasting Claim", ability.Permanently, 0, false)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 1, card.Island, 1)
	ox := bf(t, g, 0, h511Ox(t, "Alice's Ox"))
	st := hand(t, g, 1, steal)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h506ToAttack(t, g)
	attack(t, g, 0, game.Attack{Attacker: ox, Player: 1})
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	h511Cast(t, g, 1, st, obj(ox))
	require.Equal(t, game.PlayerID(1), info(t, g, ox).Controller)
	require.False(t, g.InCombat(ox))
	passTo(t, g, 0, game.Main2)
	require.Equal(t, []int{20, 20}, lifes(g))
	require.True(t, info(t, g, ox).Tapped)
}

// 19. Three players. Carol took Bob's Ox for good and attacks Alice with
// it and with her own Bear; Alice blocks the Bear with her Wall. Carol
// concedes after blocks: her effect ends, the Ox returns to Bob and is
// removed from combat (CR 800.4a, 506.4); her Bear leaves the game with
// her (CR 800.4a). Nobody deals or takes combat damage, and the Ox is
// Bob's, on the battlefield.
func TestH511ThiefConcedesMidCombat(t *testing.T) {
	steal := h511Steal(t, "Lasting Claim", ability.Permanently, 0, false)
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 2, card.Island, 1)
	ox := bf(t, g, 1, h511Ox(t, "Bob's Ox"))
	bear := bf(t, g, 2, creature(t, "Carol's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	wall := bf(t, g, 0, creature(t, "Alice's Wall", "{1}{W}", 0, 4, ability.Defender, "Wall"))
	st := hand(t, g, 2, steal)
	require.NoError(t, g.Start(2, 1, game.Main1))
	h511ToPriority(t, g, 2)
	h511Cast(t, g, 2, st, obj(ox))
	require.Equal(t, game.PlayerID(2), info(t, g, ox).Controller)
	require.Equal(t, game.PlayerID(2), nextTurn(t, g))
	h506ToAttack(t, g)
	attack(t, g, 2, game.Attack{Attacker: ox, Player: 0}, game.Attack{Attacker: bear, Player: 0})
	toBlockers(t, g)
	block(t, g, 0, game.Block{Blocker: wall, Attacker: bear})
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 2}))
	require.Equal(t, game.PlayerID(1), info(t, g, ox).Controller)
	require.False(t, g.InCombat(ox))
	_, still := g.Object(bear)
	require.False(t, still && info(t, g, bear).Zone == zone.Battlefield)
	for i := 0; i < 50 && g.Step() != game.Main2 && !g.Over(); i++ {
		idleAnswer(t, g, g.Pending(), "to main 2")
	}
	require.Equal(t, 20, g.Life(0))
	require.Equal(t, 0, info(t, g, wall).Damage)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, ox))
}

// ---------------------------------------------------------------------
// Part 6. The legend rule and planeswalker uniqueness after control
// changes (CR 704.5j, 704.5k)

// h511TwoHeaded is a Two-Headed Giant game (Alice and Bob against Carol
// and Dave) with the given uniqueness rule.
func h511TwoHeaded(t *testing.T, u game.Uniqueness) *game.Game {
	t.Helper()
	cfg := game.Config{Seed: 1, Rules: game.Rules{Variant: game.TwoHeadedGiant, Uniqueness: u}}
	for _, n := range names {
		cfg.Players = append(cfg.Players, game.PlayerConfig{Name: n})
	}
	g, err := game.NewEmpty(cfg)
	require.NoError(t, err)
	return g
}

// 20. Dusk Regent in Two-Headed Giant. Alice and Bob, teammates, each
// control a Regent: the legend rule looks at each player's permanents,
// not the team's, so both stay (CR 704.5k). Carol controls one
// too; Carol takes Alice's Regent until end of turn and must keep one of
// her two (CR 704.5k). She keeps Alice's; her own dies and its ability,
// hers, gains her team 2 life (CR 603.3a, 810.9). The choice is Carol's
// alone: Dave doesn't answer it. Dave's Regent and Bob's stay.
func TestH511LegendRuleTwoHeadedTeammates(t *testing.T) {
	regent := h511Legend(t, "Dusk Regent")
	steal := h511Steal(t, "Borrowed Will", ability.UntilEndOfTurn, 0, false)
	g := h511TwoHeaded(t, game.UniquenessAll)
	libs(t, g, 5)
	lands(t, g, 2, card.Island, 1)
	ar := bf(t, g, 0, regent)
	br := bf(t, g, 1, regent)
	cr := bf(t, g, 2, regent)
	dr := bf(t, g, 3, regent)
	st := hand(t, g, 2, steal)
	require.NoError(t, g.Start(2, 2, game.Main1))
	require.Equal(t, game.DecidePriority, g.Pending().Kind, g.Prompt(game.English))
	require.False(t, gone(g, ar))
	require.False(t, gone(g, br))
	require.NoError(t, g.Cast(2, st, obj(ar)))
	passStack(t, g)
	require.Equal(t, game.DecideKeep, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, game.PlayerID(2), g.Pending().Player)
	require.False(t, g.MayAnswer(3), "the legend rule is Carol's choice, not her team's")
	require.ElementsMatch(t, []game.ObjectID{ar, cr}, choices(g))
	require.NoError(t, g.Apply(chooseObj(2, ar)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, cr))
	require.False(t, gone(g, ar))
	require.False(t, gone(g, br))
	require.False(t, gone(g, dr))
	require.Equal(t, 32, g.Life(2))
	require.Equal(t, 30, g.Life(0))
}

// 21. Vess the Unbowed: {2}{W} planeswalker, Vess, loyalty 3, "+1: You
// gain 1 life." Four players, free-for-all, under the rule option that
// plays CR 704.5j (each player keeps one). Alice, Carol and Dave each
// control a Vess: three players, one each, so all stay. Alice takes
// Carol's Vess until end of turn with Planar Tether ({U} instant, "Gain
// control of target planeswalker until end of turn"): now she controls
// two and keeps one of her choice, Carol's (CR 704.5j); her own goes to
// her graveyard. At cleanup Carol's Vess returns to Carol. Dave's never
// moves.
func TestH511UniquenessChooseOneAfterTheft(t *testing.T) {
	vess := h511Walker(t, "Vess the Unbowed", "Vess")
	tether := instant(t, "Planar Tether", "{U}", []ability.TargetSpec{{Allow: ability.AllowPlaneswalker}},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.UntilEndOfTurn})
	g, err := game.NewEmpty(game.Config{Seed: 1, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}, {Name: "Carol"}, {Name: "Dave"}},
		Rules: game.Rules{Uniqueness: game.UniquenessChooseOne}})
	require.NoError(t, err)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 1)
	av := bf(t, g, 0, vess)
	cv := bf(t, g, 2, vess)
	dv := bf(t, g, 3, vess)
	te := hand(t, g, 0, tether)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, te, obj(cv)))
	passStack(t, g)
	require.Equal(t, game.DecideKeep, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.ElementsMatch(t, []game.ObjectID{av, cv}, choices(g))
	require.NoError(t, g.Apply(chooseObj(0, cv)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, av))
	require.Equal(t, game.PlayerID(0), info(t, g, cv).Controller)
	require.False(t, gone(g, dv))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	require.Equal(t, game.PlayerID(2), info(t, g, cv).Controller)
	require.False(t, gone(g, cv))
	require.False(t, gone(g, dv))
}

// 22. Vess in Two-Headed Giant under the default uniqueness rule (all
// planeswalkers sharing a type go, whoever controls them). Alice's Vess
// is alone; Bob, her teammate, casts his: both go to their owners'
// graveyards at once. The 2017 form (CR 704.5j) would keep both, one per
// player; the default is the engine's documented rule.
func TestH511UniquenessAllTwoHeadedTeammates(t *testing.T) {
	vess := h511Walker(t, "Vess the Unbowed", "Vess")
	g := h511TwoHeaded(t, game.UniquenessAll)
	libs(t, g, 5)
	lands(t, g, 1, card.Plains, 3)
	av := bf(t, g, 0, vess)
	bv := hand(t, g, 1, vess)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(1, bv))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, av))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, bv))
}

// 23. The same under the rule option for CR 704.5j: each of the two
// teammates controls one Vess, so both stay (CR 704.5j counts a player's
// permanents, not a team's).
func TestH511UniquenessChooseOneTwoHeadedTeammates(t *testing.T) {
	vess := h511Walker(t, "Vess the Unbowed", "Vess")
	g := h511TwoHeaded(t, game.UniquenessChooseOne)
	libs(t, g, 5)
	lands(t, g, 1, card.Plains, 3)
	av := bf(t, g, 0, vess)
	bv := hand(t, g, 1, vess)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(1, bv))
	resolve(t, g, nil)
	require.False(t, gone(g, av))
	require.False(t, gone(g, find(t, g, 1, vess)))
}

// ---------------------------------------------------------------------
// Part 7. Sacrifices of permanents one controls but doesn't own

// 24. Grim Levy: {1}{B} sorcery, "Each opponent sacrifices a creature."
// Three players. Bob controls only Carol's Hollow Thrall (a {1}{B} 2/2,
// "When Hollow Thrall dies, you gain 2 life"), which he took for good;
// Carol controls an Ox. Each sacrifices what they control (CR 701.15a):
// the Thrall goes to its owner's graveyard, Carol's, and its ability is
// Bob's, who controlled it as it died (CR 603.3a, 603.10a).
func TestH511EachOpponentSacrificesStolen(t *testing.T) {
	levy := sorcery(t, "Grim Levy", "{1}{B}", nil, ability.Effect{Op: ability.OpSacrifice, Who: ability.WhoEachOpponent,
		Group: ability.Group{Types: ability.Creature}})
	thrall := h511Crt(t, "Hollow Thrall", "{1}{B}", 2, 2, "Zombie", card.Definition{
		Triggered: []ability.Triggered{{Event: ability.Dies, Effects: gain(2)}}})
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 0, card.Swamp, 2)
	th := bf(t, g, 2, thrall, game.PutOptions{Controller: 1, SetController: true})
	ox := bf(t, g, 2, h511Ox(t, "Carol's Ox"))
	l := hand(t, g, 0, levy)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, l))
	asked := map[game.PlayerID][]game.ObjectID{}
	resolve(t, g, func(d game.Decision) game.Action {
		require.Equal(t, game.DecideSacrifice, d.Kind)
		asked[d.Player] = choices(g)
		return chooseObj(d.Player, choices(g)[0])
	})
	require.Equal(t, map[game.PlayerID][]game.ObjectID{1: {th}, 2: {ox}}, asked)
	nth, ok := g.Follow(th)
	require.True(t, ok)
	require.Contains(t, g.Zone(2, zone.Graveyard), nth)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, ox))
	require.Equal(t, []int{20, 22, 20}, lifes(g))
}

// 25. Ember Hireling: {1}{R} 3/3 Mercenary, "At the beginning of your end
// step, sacrifice Ember Hireling." Alice's Hireling triggers in her end
// step; in response Bob takes it for good. As the ability resolves Alice
// no longer controls the Hireling, and a player can sacrifice only a
// permanent they control (CR 701.15a): it stays. In Bob's end step the
// ability, now Bob's, triggers and he sacrifices it into Alice's
// graveyard.
func TestH511EndStepSacrificeAfterControlChange(t *testing.T) {
	hire := h511Crt(t, "Ember Hireling", "{1}{R}", 3, 3, "Mercenary", card.Definition{Triggered: []ability.Triggered{{
		Event: ability.YourEndStep, Effects: []ability.Effect{{Op: ability.OpSacrifice, Subject: ability.SubjectSelf}}}}})
	steal := h511Steal(t, "Lasting Claim", ability.Permanently, 0, false)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 1, card.Island, 1)
	h := bf(t, g, 0, hire)
	st := hand(t, g, 1, steal)
	require.NoError(t, g.Start(2, 0, game.Main2))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.End, g.Step())
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.Pass(0))
	h511Cast(t, g, 1, st, obj(h))
	require.Equal(t, game.PlayerID(1), info(t, g, h).Controller)
	require.Equal(t, zone.Battlefield, zoneOf(t, g, h))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	passTo(t, g, 1, game.Main2)
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.End, g.Step())
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, h))
	nh, _ := g.Follow(h)
	require.Contains(t, g.Zone(0, zone.Graveyard), nh)
}

// ---------------------------------------------------------------------
// Part 8. More attachments and control

// 26. Spur Blade again. Alice activates its equip ability aimed at her
// Ox; in response Bob takes the Ox for good. As the ability resolves its
// target is no longer a creature Alice controls, so it is illegal and the
// ability does nothing (CR 301.5b: control of the creature matters when
// equip resolves; 608.2b): the Blade stays unattached.
func TestH511EquipTargetStolenInResponse(t *testing.T) {
	blade := h511Equip(t, "Spur Blade", "{1}", "{1}", 2, 0)
	steal := h511Steal(t, "Lasting Claim", ability.Permanently, 0, false)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Island, 1)
	ox := bf(t, g, 0, h511Ox(t, "Alice's Ox"))
	b := bf(t, g, 0, blade)
	st := hand(t, g, 1, steal)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, b, 0, obj(ox)))
	require.NoError(t, g.Pass(0))
	h511Cast(t, g, 1, st, obj(ox))
	require.Equal(t, game.PlayerID(1), info(t, g, ox).Controller)
	require.Equal(t, game.ObjectID(0), h511Attached(t, g, b))
	require.Equal(t, [2]int{2, 2}, pt(t, g, ox))
}

// 27. Loyal Harness: {1}{W} Aura, "Enchant creature you control.
// Enchanted creature gets +2/+2." This time it is the Aura that changes
// control: Bob takes Alice's Harness (Charm Theft, {U} instant, "Gain
// control of target enchantment until end of turn"). "You" of its enchant
// ability is now Bob, who doesn't control the Ox, so the Harness is put
// into Alice's graveyard (CR 303.4c, 303.4e, 704.5n).
func TestH511AuraItselfStolenBecomesIllegal(t *testing.T) {
	harness := h511Aura(t, "Loyal Harness", "{1}{W}", ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}},
		[]ability.Static{{Affects: ability.AffectsAttached, Power: 2, Toughness: 2}})
	grab := instant(t, "Charm Theft", "{U}", []ability.TargetSpec{{Allow: ability.AllowEnchantment}},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.UntilEndOfTurn})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 1, card.Island, 1)
	ox := bf(t, g, 0, h511Ox(t, "Alice's Ox"))
	h := bf(t, g, 0, harness, game.PutOptions{AttachedTo: ox})
	gr := hand(t, g, 1, grab)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{4, 4}, pt(t, g, ox))
	require.NoError(t, g.Pass(0))
	h511Cast(t, g, 1, gr, obj(h))
	nh, _ := g.Follow(h)
	require.Contains(t, g.Zone(0, zone.Graveyard), nh)
	require.Equal(t, [2]int{2, 2}, pt(t, g, ox))
}

// 28. Hobbling Curse ("Enchant creature an opponent controls") in
// Two-Headed Giant. Dave's Curse enchants Alice's Ox. Carol, Dave's
// teammate, takes the Ox for good: a teammate is not an opponent
// (CR 102.3), so the Curse is attached to an illegal object and goes to
// Dave's graveyard (CR 303.4c, 704.5n).
func TestH511CurseOnTeammatesCreatureFalls(t *testing.T) {
	curse := h511Aura(t, "Hobbling Curse", "{B}", ability.TargetSpec{Allow: ability.AllowCreature,
		Filter: ability.Filter{Side: ability.OpponentSide}}, []ability.Static{{Affects: ability.AffectsAttached, Power: -1}})
	steal := h511Steal(t, "Lasting Claim", ability.Permanently, 0, false)
	g := h511TwoHeaded(t, game.UniquenessAll)
	libs(t, g, 5)
	lands(t, g, 2, card.Island, 1)
	ox := bf(t, g, 0, h511Ox(t, "Alice's Ox"))
	cu := bf(t, g, 3, curse, game.PutOptions{AttachedTo: ox})
	st := hand(t, g, 2, steal)
	require.NoError(t, g.Start(2, 2, game.Main1))
	require.Equal(t, [2]int{1, 2}, pt(t, g, ox))
	h511Cast(t, g, 2, st, obj(ox))
	require.Equal(t, game.PlayerID(2), info(t, g, ox).Controller)
	ncu, _ := g.Follow(cu)
	require.Contains(t, g.Zone(3, zone.Graveyard), ncu)
	require.Equal(t, [2]int{2, 2}, pt(t, g, ox))
}

// 29. Three players. Alice attacks Bob's planeswalker Vess (loyalty 3)
// with a 4/4 trampler; then, before blocks, she takes Vess until end of
// turn (Planar Tether). A planeswalker whose controller changes is removed
// from combat (CR 506.4): the Wurm keeps attacking, but attacks nothing
// (CR 506.4c), and a trampler attacking a planeswalker can't assign its
// damage to the defending player even when the planeswalker was removed
// from combat (CR 702.19d). Bob is still its defending player and may
// block it (CR 506.2, 802.2a) but doesn't; nobody is dealt damage, and
// Vess keeps its 3 loyalty.
func TestH511AttackedPlaneswalkerStolenTrample(t *testing.T) {
	vess := h511Walker(t, "Vess the Unbowed", "Vess")
	tether := instant(t, "Planar Tether", "{U}", []ability.TargetSpec{{Allow: ability.AllowPlaneswalker}},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.UntilEndOfTurn})
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 1)
	wurm := bf(t, g, 0, creature(t, "Rumbling Wurm", "{3}{G}", 4, 4, ability.Trample, "Wurm"))
	v := bf(t, g, 1, vess)
	te := hand(t, g, 0, tether)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h506ToAttack(t, g)
	attack(t, g, 0, game.Attack{Attacker: wurm, Player: game.NoPlayer, Planeswalker: v})
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	h511Cast(t, g, 0, te, obj(v))
	require.Equal(t, game.PlayerID(0), info(t, g, v).Controller)
	require.True(t, g.InCombat(wurm))
	require.Equal(t, game.PlayerID(1), g.DefendingPlayer(wurm))
	for i := 0; i < 50 && g.Step() != game.Main2; i++ {
		d := g.Pending()
		if d.Kind == game.DecideBlockers {
			require.Equal(t, game.PlayerID(1), d.Player)
		}
		idleAnswer(t, g, d, "to main 2")
	}
	require.Equal(t, []int{20, 20, 20}, lifes(g))
	require.Equal(t, 3, counter(t, g, v, game.Loyalty))
}

// 30. Loam Totem: {2} artifact, "{T}: Target land becomes a 3/3
// Elemental creature with haste for as long as you control Loam Totem.
// It's still a land." Alice animates her Forest and attacks Bob with it;
// Bob, who has no creature to block with, destroys the Totem (Shatter,
// {R} instant, "Destroy target artifact"). The effect ends (CR 611.2b): the Forest is
// no longer a creature, so it is removed from combat (CR 506.4) and
// deals no combat damage.
func TestH511AnimationEndsMidCombat(t *testing.T) {
	totem := def(t, card.Definition{Name: "Loam Totem", ManaCost: cost("{2}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{{Allow: ability.AllowLand}},
			Effects: []ability.Effect{{Op: ability.OpBecome, Target: 0, Power: 3, Toughness: 3, AddTypes: ability.Creature,
				AddSubtype: "Elemental", Keywords: ability.Haste, Duration: ability.WhileYouControlSource}}}}})
	shatter := instant(t, "Shatter", "{R}", []ability.TargetSpec{ability.TargetArtifact},
		ability.Effect{Op: ability.OpDestroy, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 1, card.Mountain, 1)
	f := bf(t, g, 0, card.Forest)
	tm := bf(t, g, 0, totem)
	sh := hand(t, g, 1, shatter)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, tm, 0, obj(f)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{3, 3}, pt(t, g, f))
	h506ToAttack(t, g)
	attack(t, g, 0, game.Attack{Attacker: f, Player: 1})
	require.NoError(t, g.Pass(0))
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	h511Cast(t, g, 1, sh, obj(tm))
	require.False(t, info(t, g, f).Types.Has(ability.Creature))
	require.False(t, g.InCombat(f))
	passTo(t, g, 0, game.Main2)
	require.Equal(t, []int{20, 20}, lifes(g))
}

// 31. Blood Debt: {1}{B} Aura, "Enchant creature. At the beginning of the
// upkeep of enchanted creature's controller, that player loses 1 life."
// Three players. Alice's Debt on Bob's Ox; Carol takes the Ox for good.
// The ability triggers in Carol's upkeep, not in Bob's, and Carol loses
// the life; the ability is Alice's, the Aura's controller (CR 303.4e,
// 603.3a).
func TestH511UpkeepOfEnchantedControllerAfterTheft(t *testing.T) {
	debt := h511Aura(t, "Blood Debt", "{1}{B}", ability.TargetCreature, nil, ability.Triggered{Event: ability.UpkeepOfAttachedController,
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEnchantedController, Amount: ability.N(1)}}})
	steal := h511Steal(t, "Lasting Claim", ability.Permanently, 0, false)
	g := newGame(t, 3)
	libs(t, g, 5)
	lands(t, g, 2, card.Island, 1)
	ox := bf(t, g, 1, h511Ox(t, "Bob's Ox"))
	bf(t, g, 0, debt, game.PutOptions{AttachedTo: ox})
	st := hand(t, g, 2, steal)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h511ToPriority(t, g, 2)
	h511Cast(t, g, 2, st, obj(ox))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	passTo(t, g, 1, game.Main1)
	require.Equal(t, []int{20, 20, 20}, lifes(g))
	require.Equal(t, game.PlayerID(2), nextTurn(t, g))
	passTo(t, g, 2, game.Main1)
	require.Equal(t, []int{20, 20, 19}, lifes(g))
}

// 32. In the cleanup step Alice's control of Bob's Hollow Thrall (2/2,
// "When Hollow Thrall dies, you gain 2 life") ends. While she controlled
// it she enchanted it with her Loyal Harness ("Enchant creature you
// control", +2/+2) and her Withering Brand ({B} Aura, "Enchant creature.
// Enchanted creature gets -2/-2."): 2/2. Back under Bob, the Harness is illegal and goes to the
// graveyard; the Thrall is 0/0 and dies (CR 704.5f, 704.5n), Bob's as
// it dies, so its ability gains Bob 2 life (CR 603.3a). State-based
// actions were performed and an ability triggered in the cleanup step, so
// players get priority, the ability resolves (Bob gains 2), and there is
// another cleanup step (CR 514.3a) before Bob's turn.
func TestH511CleanupControlEndsAuraFallsCreatureDies(t *testing.T) {
	harness := h511Aura(t, "Loyal Harness", "{1}{W}", ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}},
		[]ability.Static{{Affects: ability.AffectsAttached, Power: 2, Toughness: 2}})
	brand := h511Aura(t, "Withering Brand", "{B}", ability.TargetCreature,
		[]ability.Static{{Affects: ability.AffectsAttached, Power: -2, Toughness: -2}})
	thrall := h511Crt(t, "Hollow Thrall", "{1}{B}", 2, 2, "Zombie", card.Definition{
		Triggered: []ability.Triggered{{Event: ability.Dies, Effects: gain(2)}}})
	steal := h511Steal(t, "Borrowed Will", ability.UntilEndOfTurn, 0, false)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 0, card.Plains, 2)
	th := bf(t, g, 1, thrall)
	h := hand(t, g, 0, harness)
	br := hand(t, g, 0, brand)
	lands(t, g, 0, card.Swamp, 1)
	st := hand(t, g, 0, steal)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h511Cast(t, g, 0, st, obj(th))
	h511Cast(t, g, 0, h, obj(th))
	h511Cast(t, g, 0, br, obj(th))
	require.Equal(t, [2]int{2, 2}, pt(t, g, th))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, th))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, h))
	require.Equal(t, []int{20, 22}, lifes(g))
}

// ---------------------------------------------------------------------
// Part 9. Holders that are Auras, and animated lands that die

// h511Seal is Binding Seal: {1}{W} Aura, "Enchant creature. When Binding
// Seal enters the battlefield, exile target creature an opponent
// controls until Binding Seal leaves the battlefield."
func h511Seal(t *testing.T) *card.Definition {
	return h511Aura(t, "Binding Seal", "{1}{W}", ability.TargetCreature, nil, ability.Triggered{Event: ability.EntersBattlefield,
		Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}},
		Effects: []ability.Effect{{Op: ability.OpExileUntilLeaves, Target: 0}}})
}

// 33. Binding Seal on Alice's Bear exiles Bob's Ox. Bob destroys the
// Bear: the Seal, attached to nothing, goes to the graveyard as a
// state-based action (CR 704.5n), so it has left the battlefield and the
// Ox returns under Bob's control (CR 610.3, 610.3b).
func TestH511AuraHolderFallsOffExiledReturns(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 2)
	lands(t, g, 1, card.Swamp, 1)
	bear := bf(t, g, 0, creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	ox := bf(t, g, 1, h511Ox(t, "Bob's Ox"))
	s := hand(t, g, 0, h511Seal(t))
	d := hand(t, g, 1, h511Destroy(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(bear)))
	h511Trigger(t, g, 0, obj(ox))
	resolve(t, g, nil)
	require.Equal(t, zone.Exile, zoneOf(t, g, ox))
	require.NoError(t, g.Pass(0))
	h511Cast(t, g, 1, d, obj(bear))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, s))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, ox))
	nox, _ := g.Follow(ox)
	require.Equal(t, game.PlayerID(1), info(t, g, nox).Controller)
}

// 34. Binding Seal again; this time Bob destroys the Bear in response to
// the Seal's entering trigger. The Seal goes to the graveyard before the
// trigger resolves (CR 704.5n), so "until it leaves" has already
// happened and the Ox isn't exiled at all (CR 610.3a).
func TestH511AuraHolderGoneBeforeTrigger(t *testing.T) {
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 2)
	lands(t, g, 1, card.Swamp, 1)
	bear := bf(t, g, 0, creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	ox := bf(t, g, 1, h511Ox(t, "Bob's Ox"))
	s := hand(t, g, 0, h511Seal(t))
	d := hand(t, g, 1, h511Destroy(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, s, obj(bear)))
	h511Trigger(t, g, 0, obj(ox))
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.Pass(0))
	h511Cast(t, g, 1, d, obj(bear))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, s))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, ox))
	nox, _ := g.Follow(ox)
	require.Equal(t, ox, nox, "never moved")
}

// 35. Widow's Knot ("When enchanted creature dies, its controller loses 2
// life") on Alice's Forest, made a 3/3 creature until end of turn by Wake
// the Loam. Bob destroys it with Grave Verdict ("Destroy target
// creature"). It was a creature as it last existed on the battlefield,
// so it died: the Knot's ability triggers (CR 603.10a, 700.4) and
// Alice loses 2. Bob's Carrion Watch ({1}{B} enchantment, "Whenever a
// creature dies, you gain 1 life") sees it die too. The Forest card is
// in Alice's graveyard.
func TestH511AnimatedLandDies(t *testing.T) {
	knot := h511Aura(t, "Widow's Knot", "{1}{B}", ability.TargetCreature, nil, ability.Triggered{Event: ability.AttachedDies,
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEnchantedController, Amount: ability.N(2)}}})
	watch := def(t, card.Definition{Name: "Carrion Watch", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureDies, Effects: gain(1)}}})
	wake := instant(t, "Wake the Loam", "{G}", []ability.TargetSpec{{Allow: ability.AllowLand}},
		ability.Effect{Op: ability.OpBecome, Target: 0, Power: 3, Toughness: 3, AddTypes: ability.Creature, AddSubtype: "Elemental"})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 1, card.Swamp, 1)
	f := bf(t, g, 0, card.Forest)
	bf(t, g, 1, watch)
	w := hand(t, g, 0, wake)
	k := hand(t, g, 0, knot)
	d := hand(t, g, 1, h511Destroy(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h511Cast(t, g, 0, w, obj(f))
	h511Cast(t, g, 0, k, obj(f))
	require.NoError(t, g.Pass(0))
	h511Cast(t, g, 1, d, obj(f))
	nf, _ := g.Follow(f)
	require.Contains(t, g.Zone(0, zone.Graveyard), nf)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, k))
	require.Equal(t, []int{18, 21}, lifes(g))
}

// 36. Alice's Seize the Moment ("Gain control of target creature until
// end of turn. Untap it. It gains haste.") takes Bob's Ox, and she
// attacks Bob with it. In the cleanup step it returns to Bob, tapped
// (CR 514.2). In Bob's turn it untaps in his untap step (CR 502.2) and,
// controlled by Bob continuously since that turn began, may attack
// (CR 302.6): he attacks Alice with it.
func TestH511ReturnedAtCleanupUntapsAndAttacks(t *testing.T) {
	seize := h511Steal(t, "Seize the Moment", ability.UntilEndOfTurn, ability.Haste, true)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 1)
	ox := bf(t, g, 1, h511Ox(t, "Bob's Ox"))
	s := hand(t, g, 0, seize)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h511Cast(t, g, 0, s, obj(ox))
	h506ToAttack(t, g)
	attack(t, g, 0, game.Attack{Attacker: ox, Player: 1})
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	require.Equal(t, []int{20, 18}, lifes(g))
	require.Equal(t, game.PlayerID(1), info(t, g, ox).Controller)
	require.False(t, info(t, g, ox).Tapped)
	require.False(t, info(t, g, ox).Keywords.Has(ability.Haste))
	h506ToAttack(t, g)
	require.True(t, g.CanAttack(ox))
	attack(t, g, 1, game.Attack{Attacker: ox, Player: 0})
	passTo(t, g, 1, game.Main2)
	require.Equal(t, []int{18, 18}, lifes(g))
}

// 37. Rally the Pack gives Alice's Ox +1/+1 until end of turn. Bob's
// flash Oath Warden exiles the Ox; Alice destroys the Warden the same
// turn. The Ox returns (CR 610.3) as a new object: the pump applied to
// the old one only (CR 400.7, 611.2c), so it is a 2/2 again, and it is
// summoning sick under Alice (CR 302.6).
func TestH511ReturnedFromExileLosesPump(t *testing.T) {
	rally := instant(t, "Rally the Pack", "{1}{G}", nil, ability.Effect{Op: ability.OpModify, Subject: ability.SubjectAll,
		Group: ability.Group{Side: ability.YourSide}, Power: 1, Toughness: 1})
	warden := h511Warden(t, "Oath Warden", ability.Flash)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Forest, 2)
	lands(t, g, 0, card.Swamp, 1)
	lands(t, g, 1, card.Plains, 2)
	ox := bf(t, g, 0, h511Ox(t, "Alice's Ox"))
	r := hand(t, g, 0, rally)
	w := hand(t, g, 1, warden)
	d := hand(t, g, 0, h511Destroy(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	h511Cast(t, g, 0, r)
	require.Equal(t, [2]int{3, 3}, pt(t, g, ox))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, w))
	h511Trigger(t, g, 1, obj(ox))
	resolve(t, g, nil)
	require.Equal(t, zone.Exile, zoneOf(t, g, ox))
	h511Cast(t, g, 0, d, obj(find(t, g, 1, warden)))
	nox, _ := g.Follow(ox)
	o := info(t, g, nox)
	require.Equal(t, zone.Battlefield, o.Zone)
	require.Equal(t, [2]int{2, 2}, [2]int{o.Power, o.Toughness})
	require.True(t, o.SummoningSick)
}

// 38. Loyal Harness ("Enchant creature you control") cast by Alice at her
// Ox; in response Bob takes the Ox for good. As the Aura spell resolves
// its target is illegal (no longer a creature Alice controls), so it
// doesn't resolve and goes to Alice's graveyard (CR 608.2b, 608.3a); the
// Ox stays a 2/2.
func TestH511AuraSpellTargetStolenInResponse(t *testing.T) {
	harness := h511Aura(t, "Loyal Harness", "{1}{W}", ability.TargetSpec{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}},
		[]ability.Static{{Affects: ability.AffectsAttached, Power: 2, Toughness: 2}})
	steal := h511Steal(t, "Lasting Claim", ability.Permanently, 0, false)
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 2)
	lands(t, g, 1, card.Island, 1)
	ox := bf(t, g, 0, h511Ox(t, "Alice's Ox"))
	h := hand(t, g, 0, harness)
	st := hand(t, g, 1, steal)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h, obj(ox)))
	require.NoError(t, g.Pass(0))
	h511Cast(t, g, 1, st, obj(ox))
	nh, _ := g.Follow(h)
	require.Contains(t, g.Zone(0, zone.Graveyard), nh)
	require.Equal(t, game.PlayerID(1), info(t, g, ox).Controller)
	require.Equal(t, [2]int{2, 2}, pt(t, g, ox))
}

// ---------------------------------------------------------------------
// Part 10. Definitions Check refuses

// 39. Definitions about leaving the battlefield and control that Check
// refuses, each at its field and with a message that says why:
// "gain control ... for as long as you control" (not played for
// control), "exile target enchantment until ... leaves" (an Aura
// returning would need an attachment choice, CR 303.4f, 610.3), an Aura
// that returns itself to the battlefield (CR 303.4f), a token that is an
// Aura (CR 303.4f, 110.5), and a spell that names "enchanted creature"
// (a spell is attached to nothing).
func TestH511CheckRefusesLeavingAndControl(t *testing.T) {
	crt := func(d card.Definition) card.Definition {
		d.Name, d.ManaCost, d.Types, d.Subtypes = "Test Warden", cost("{1}{W}"), ability.Creature, []string{"Cleric"}
		d.Power, d.Toughness = C(2), C(2)
		return d
	}
	auraTok := card.Define(card.Definition{Name: "Seal Token", Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Colors: h506White})
	cases := []struct {
		name, field, says string
		d                 card.Definition
	}{
		{"control for as long as", "Activated[0].Effects[0].Duration", "for as long as", crt(card.Definition{Activated: []ability.Activated{{
			Cost: ability.Cost{Tap: true}, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpGainControl, Target: 0, Duration: ability.WhileYouControlSource}}}}})},
		{"exile an enchantment until", "Triggered[0].Effects[0].Op", "303.4f", crt(card.Definition{Triggered: []ability.Triggered{{
			Event: ability.EntersBattlefield, Targets: []ability.TargetSpec{{Allow: ability.AllowEnchantment}},
			Effects: []ability.Effect{{Op: ability.OpExileUntilLeaves, Target: 0}}}}})},
		{"exile a nonland permanent until", "Triggered[0].Effects[0].Op", "303.4f", crt(card.Definition{Triggered: []ability.Triggered{{
			Event: ability.EntersBattlefield, Targets: []ability.TargetSpec{{Allow: ability.AllowPermanent, Filter: ability.Filter{NotTypes: ability.Land}}},
			Effects: []ability.Effect{{Op: ability.OpExileUntilLeaves, Target: 0}}}}})},
		{"Aura returns itself", "Activated[0].Effects[0].Op", "303.4f", card.Definition{Name: "Restless Seal", ManaCost: cost("{1}{W}"),
			Types: ability.Enchantment, Subtypes: []string{"Aura"}, Enchant: ability.TargetCreature,
			Activated: []ability.Activated{{FromGraveyard: true, Cost: ability.Cost{Mana: cost("{3}")},
				Effects: []ability.Effect{{Op: ability.OpReturnSelfTapped}}}}}},
		{"Aura token", "Triggered[0].Effects[0].Token", "303.4f", crt(card.Definition{Triggered: []ability.Triggered{{
			Event:   ability.EntersBattlefield,
			Effects: []ability.Effect{{Op: ability.OpCreateToken, Who: ability.WhoYou, Amount: ability.N(1), Token: auraTok}}}}})},
		{"spell names enchanted creature", "Spell.Effects[0]", "attached to nothing", card.Definition{Name: "Loose Thread", ManaCost: cost("{B}"),
			Types: ability.Instant, Spell: ability.Spell{Effects: []ability.Effect{{Op: ability.OpDestroy, Subject: ability.SubjectAttached}}}}},
	}
	for _, c := range cases {
		err := card.Define(c.d).Check()
		require.ErrorIs(t, err, card.ErrInvalidDefinition, c.name)
		var fe *card.FieldError
		require.ErrorAs(t, err, &fe, c.name)
		require.Equal(t, c.field, fe.Field, c.name)
		require.Contains(t, err.Error(), c.says, c.name)
	}
}

// ---------------------------------------------------------------------
// Faults this set found, fixed

// 40. Wake the Weave: {G} instant, "Until end of turn, target
// enchantment becomes a 3/3 creature in addition to its other types."
// Alice animates her Bright Mantle ("Enchant creature. Enchanted creature
// gets +1/+1."), attached to her Bear. An Aura that's also a creature
// can't enchant anything: it becomes unattached and is put into its
// owner's graveyard as a state-based action (CR 303.4d; 704.5q unattaches
// it, 704.5n then puts it into the graveyard). The Bear is a 2/2 again.
// (The engine used to leave the creature Aura attached, still giving
// +1/+1.)
func TestH511AnimatedAuraFallsOff(t *testing.T) {
	mantle := h511Aura(t, "Bright Mantle", "{W}", ability.TargetCreature,
		[]ability.Static{{Affects: ability.AffectsAttached, Power: 1, Toughness: 1}})
	wake := instant(t, "Wake the Weave", "{G}", []ability.TargetSpec{{Allow: ability.AllowEnchantment}},
		ability.Effect{Op: ability.OpBecome, Target: 0, Power: 3, Toughness: 3, AddTypes: ability.Creature})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 1)
	bear := bf(t, g, 0, creature(t, "Grove Bear", "{1}{G}", 2, 2, 0, "Bear"))
	m := bf(t, g, 0, mantle, game.PutOptions{AttachedTo: bear})
	w := hand(t, g, 0, wake)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, bear))
	h511Cast(t, g, 0, w, obj(m))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, m), "a creature Aura can't enchant anything")
	require.Equal(t, [2]int{2, 2}, pt(t, g, bear))
}

// 41. Lingering Hex: {1}{B} Aura, "Enchant player." Such an Aura would
// target a player and enter attached to that player (CR 303.4a-b,
// 608.3a, 702.5d); the engine attaches Auras to permanents only, so
// Check refuses it, naming the field, rather than let it resolve
// attached to nothing and go to the graveyard (CR 704.5n). So is "exile
// target creature until this leaves the battlefield" on an instant: a
// spell is never on the battlefield (CR 610.3).
func TestH511EnchantPlayerAndSpellExileUntilRefused(t *testing.T) {
	hex := card.Define(card.Definition{Name: "Lingering Hex", ManaCost: cost("{1}{B}"), Types: ability.Enchantment,
		Subtypes: []string{"Aura"}, Enchant: ability.TargetPlayer})
	exile := card.Define(card.Definition{Name: "Brief Banishment", ManaCost: cost("{1}{W}"), Types: ability.Instant,
		Spell: ability.Spell{Targets: []ability.TargetSpec{ability.TargetCreature}, Effects: []ability.Effect{{Op: ability.OpExileUntilLeaves, Target: 0}}}})
	for _, c := range []struct {
		d     *card.Definition
		field string
	}{{hex, "Enchant.Allow"}, {exile, "Spell.Effects[0].Op"}} {
		d, field := c.d, c.field
		err := d.Check()
		require.ErrorIs(t, err, card.ErrInvalidDefinition, d.Name)
		var fe *card.FieldError
		require.ErrorAs(t, err, &fe, d.Name)
		require.Equal(t, field, fe.Field, d.Name)
	}
}
