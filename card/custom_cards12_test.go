package card_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Custom cards, twelfth set: triggered abilities in unusual
// combinations. Wraths whose dying creatures see each other die, dies
// triggers with no legal target left, stolen and token sources; APNAP
// order of triggers in three- and four-player free-for-all and in
// Two-Headed Giant, with players leaving while the triggers are ordered,
// targeted or on the stack; delayed triggers that wait for an upkeep;
// intervening "if" clauses checked twice; attack, block, cast and damage
// triggers whose sources leave before they resolve; and saves, loads and
// clones in the middle of those decisions.

// h483Mourner is "{1}{B} 1/1: Whenever another creature dies, you gain 1
// life."
func h483Mourner(t *testing.T, name string) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Spirit"},
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.CreatureDies,
			Match: ability.Filter{Types: ability.Creature, Another: true}, Effects: gain(1)}}})
}

// h483Wrath is "{2}{W}{W} sorcery: Destroy all creatures."
func h483Wrath(t *testing.T) *card.Definition {
	return sorcery(t, "Dawn of Ashes", "{2}{W}{W}", nil,
		ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAll, Group: ability.Group{Types: ability.Creature}})
}

// h483Colossus is "{4}{G} 5/3: When this dies, return it to the
// battlefield tapped under its owner's control at the beginning of its
// owner's next upkeep." (a delayed triggered ability, CR 603.7a)
func h483Colossus(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Rootbound Colossus", ManaCost: cost("{4}{G}"), Types: ability.Creature,
		Subtypes: []string{"Plant", "Giant"}, Power: C(5), Toughness: C(3),
		Triggered: []ability.Triggered{
			{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpDelayTrigger}}},
			{Event: ability.AtOwnersNextUpkeep, Effects: []ability.Effect{{Op: ability.OpReturnSelfTapped}}},
		}})
}

// h483Bell is "{2} artifact: At the beginning of each upkeep, you gain 1
// life."
func h483Bell(t *testing.T, name string) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.EachUpkeep, Effects: gain(1)}}})
}

// h483Bolt is "{R} instant: deals 3 damage to any target (creature or
// player)."
func h483Bolt(t *testing.T) *card.Definition {
	return instant(t, "Searing Lance", "{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)})
}

// h483Orders answers every pending trigger order of player p with the
// first trigger.
func h483Orders(t *testing.T, g *game.Game, p game.PlayerID) {
	t.Helper()
	for i := 0; i < 30 && g.Pending().Kind == game.DecideTriggerOrder && g.Pending().Player == p; i++ {
		require.NoError(t, g.Apply(choose(p, 0)))
	}
}

// h483ToAttack passes priority until attackers are asked for.
func h483ToAttack(t *testing.T, g *game.Game) {
	t.Helper()
	for i := 0; i < 100 && g.Pending().Kind != game.DecideAttackers; i++ {
		d := g.Pending()
		require.Equal(t, game.DecidePriority, d.Kind, g.Prompt(game.English))
		require.NoError(t, g.Pass(d.Player))
	}
	require.Equal(t, game.DecideAttackers, g.Pending().Kind)
}

// h483Ctl lists the controllers of the stack's items, top first.
func h483Ctl(g *game.Game) []game.PlayerID {
	var out []game.PlayerID
	for _, e := range g.Stack() {
		out = append(out, e.Controller)
	}
	return out
}

// h483TargetsOffered lists the target sets LegalActions offers for the
// pending DecideTargets.
func h483TargetsOffered(g *game.Game) [][]game.Target {
	var out [][]game.Target
	for _, a := range g.LegalActions(nil) {
		if a.Kind == game.ActChooseTargets {
			out = append(out, append([]game.Target(nil), a.TargetList()...))
		}
	}
	return out
}

// ---------------------------------------------------------------------
// Part 1. Wraths: creatures that die together see each other die

// 1. Dawn of Ashes (destroy all creatures) in a three-player game: each
// player's Mourner ("whenever another creature dies, you gain 1 life")
// dies with the others and sees the three other creatures die
// (CR 603.10a). Nine triggers go on the stack in APNAP order: Alice's
// first, then Bob's, then Carol's on top (CR 603.3b, 101.4). Saved,
// loaded and cloned while Bob orders his.
// CR 603.10a, CR 603.3b, CR 101.4
func TestH483WrathMournersAPNAPThreePlayers(t *testing.T) {
	wrath := h483Wrath(t)
	ma, mb, mc := h483Mourner(t, "Alice's Mourner"), h483Mourner(t, "Bob's Mourner"), h483Mourner(t, "Carol's Mourner")
	ox := creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox")
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	w := hand(t, g, 0, wrath)
	bf(t, g, 0, ma)
	bf(t, g, 1, mb)
	bf(t, g, 1, ox)
	bf(t, g, 2, mc)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	passStack(t, g)
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
	require.Equal(t, game.PlayerID(0), g.Pending().Player, "the active player first")
	require.Len(t, g.PendingTriggers(0), 3)
	require.Len(t, g.PendingTriggers(1), 3)
	require.Len(t, g.PendingTriggers(2), 3)
	h483Orders(t, g, 0)
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	gs := h479Copies(t, g, wrath, ma, mb, mc, ox)
	for _, x := range gs {
		h483Orders(t, x, 1)
		h483Orders(t, x, 2)
		require.Equal(t, []game.PlayerID{2, 2, 2, 1, 1, 1, 0, 0, 0}, h483Ctl(x))
		resolve(t, x, nil)
		require.Equal(t, []int{23, 23, 23}, lifes(x))
	}
	h479Same(t, gs)
}

// 2. Spiteful Husk ("When this dies, it deals 3 damage to target
// creature") dies in the wrath with every other creature: no creature is
// left to target, so its ability is removed from the stack as it would be
// put there (CR 603.3d). Bob's Vengeful Cinder ("... to any target") dies
// too and can target only players; the game is saved, loaded and cloned
// while Bob chooses.
// CR 603.3d, CR 603.10a, CR 601.2c
func TestH483WrathDiesTriggersNoCreatureLeft(t *testing.T) {
	wrath := h483Wrath(t)
	husk := def(t, card.Definition{Name: "Spiteful Husk", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Zombie"},
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.Dies, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)}}}}})
	cinder := def(t, card.Definition{Name: "Vengeful Cinder", ManaCost: cost("{1}{R}"), Types: ability.Creature, Subtypes: []string{"Elemental"},
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.Dies, Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)}}}}})
	ox := creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	w := hand(t, g, 0, wrath)
	bf(t, g, 0, husk)
	bf(t, g, 1, cinder)
	bf(t, g, 1, ox)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	passStack(t, g)
	require.Equal(t, game.DecideTargets, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, game.PlayerID(1), g.Pending().Player, "the Husk's ability is gone; the Cinder's waits")
	offered := h483TargetsOffered(g)
	require.NotEmpty(t, offered)
	for _, ts := range offered {
		require.Len(t, ts, 1)
		require.True(t, ts[0].IsPlayer(), "only players are left to target")
	}
	require.Error(t, g.Apply(targets(1, obj(find(t, g, 1, ox)))), "no creature is left")
	gs := h479Copies(t, g, wrath, husk, cinder, ox)
	for _, x := range gs {
		require.NoError(t, x.Apply(targets(1, pl(0))))
		require.Equal(t, 1, x.StackLen(), "one ability: the Husk's was removed")
		resolve(t, x, nil)
		require.Equal(t, []int{17, 20}, lifes(x))
	}
	h479Same(t, gs)
}

// 3. Alice controls Bob's Mourner when the wrath destroys it with an Ox:
// its ability, looking back, is controlled by the player who controlled
// it as it last existed (CR 603.3a, 603.10a): Alice gains the life,
// though the card goes to its owner Bob's graveyard (CR 400.3).
// CR 603.3a, CR 603.10a, CR 400.3
func TestH483WrathStolenMournerController(t *testing.T) {
	wrath := h483Wrath(t)
	m := h483Mourner(t, "Bob's Mourner")
	ox := creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	w := hand(t, g, 0, wrath)
	mid := bf(t, g, 1, m, game.PutOptions{Controller: 0, SetController: true})
	bf(t, g, 1, ox)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, 1, g.StackLen())
	require.Equal(t, game.PlayerID(0), g.Stack()[0].Controller)
	resolve(t, g, nil)
	require.Equal(t, []int{21, 20}, lifes(g))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, mid))
	require.Equal(t, 2, g.ZoneLen(1, zone.Graveyard))
}

// 4. Gravewisp tokens ("Whenever another creature dies, you gain 1 life"
// and "When this dies, each opponent loses 1 life"), two of them made by
// one spell, die in a wrath with a Bear: each sees the two others die and
// itself die (CR 603.10a, 700.4), and the tokens then cease to exist
// (CR 110.5f, 704.5d).
// CR 110.5f, CR 603.10a, CR 700.4, CR 704.5d
func TestH483WrathTokensSeeEachOther(t *testing.T) {
	wrath := h483Wrath(t)
	wisp := def(t, card.Definition{Name: "Gravewisp", Types: ability.Creature, Subtypes: []string{"Spirit"}, Power: C(1), Toughness: C(1),
		Triggered: []ability.Triggered{
			{Event: ability.CreatureDies, Match: ability.Filter{Types: ability.Creature, Another: true}, Effects: gain(1)},
			{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}},
		}})
	call := sorcery(t, "Call the Wisps", "{1}{B}", nil, ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoYou, Token: wisp, Amount: ability.N(2)})
	br := creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	lands(t, g, 0, card.Swamp, 2)
	c := hand(t, g, 0, call)
	w := hand(t, g, 0, wrath)
	bf(t, g, 0, br)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, c))
	resolve(t, g, nil)
	require.Equal(t, 9, g.ZoneLen(0, zone.Battlefield))
	require.NoError(t, g.Cast(0, w))
	passStack(t, g)
	require.Len(t, g.PendingTriggers(0), 6, "two tokens: two others each, and their own deaths")
	resolve(t, g, nil)
	require.Equal(t, []int{24, 18}, lifes(g))
	require.Equal(t, 3, g.ZoneLen(0, zone.Graveyard), "the Bear and the two sorceries; the tokens are gone")
	require.Equal(t, 4+2, g.ZoneLen(0, zone.Battlefield))
}

// ---------------------------------------------------------------------
// Part 2. Targets: chosen as the trigger goes on the stack, checked as it
// resolves

// h483Reaver is "{3}{B} 2/2: When this enters the battlefield, destroy
// target creature an opponent controls. You gain 3 life."
func h483Reaver(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Gloomtide Reaver", ManaCost: cost("{3}{B}"), Types: ability.Creature, Subtypes: []string{"Horror"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.OpponentSide}}},
			Effects: []ability.Effect{{Op: ability.OpDestroy, Target: 0}, {Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(3)}}}}})
}

// h483Veil is "{U} instant: Target creature you control gains hexproof
// until end of turn."
func h483Veil(t *testing.T) *card.Definition {
	return instant(t, "Veil of Mist", "{U}", []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}},
		ability.Effect{Op: ability.OpModify, Target: 0, Keywords: ability.Hexproof})
}

// 5. The Reaver's ability targets Bob's Ox; Bob destroys his own Ox in
// response. The only target is illegal, so the whole ability does
// nothing: no life is gained either (CR 608.2b).
// CR 608.2b, CR 603.3d
func TestH483ReaverTargetGoneNoLife(t *testing.T) {
	rv := h483Reaver(t)
	ox := creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 4)
	lands(t, g, 1, card.Swamp, 1)
	r := hand(t, g, 0, rv)
	o := bf(t, g, 1, ox)
	dm := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r))
	passStack(t, g)
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	require.NoError(t, g.Apply(targets(0, obj(o))))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, dm, obj(o)))
	resolve(t, g, nil)
	require.True(t, gone(g, o))
	require.Equal(t, []int{20, 20}, lifes(g), "the ability was countered on resolution")
	require.False(t, gone(g, find(t, g, 0, rv)))
}

// 6. Bob answers the Reaver's ability with Veil of Mist: his Ox has
// hexproof and is no longer a legal target of an ability Alice controls
// (CR 702.11b), so the ability does nothing (CR 608.2b) and the Ox lives.
// CR 702.11b, CR 608.2b
func TestH483ReaverHexproofInResponse(t *testing.T) {
	rv := h483Reaver(t)
	ox := creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox")
	veil := h483Veil(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 4)
	lands(t, g, 1, card.Island, 1)
	r := hand(t, g, 0, rv)
	o := bf(t, g, 1, ox)
	v := hand(t, g, 1, veil)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r))
	passStack(t, g)
	require.NoError(t, g.Apply(targets(0, obj(o))))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, v, obj(o)))
	resolve(t, g, nil)
	require.False(t, gone(g, o))
	require.True(t, info(t, g, o).Keywords.Has(ability.Hexproof))
	require.Equal(t, []int{20, 20}, lifes(g))
}

// 7. Three players: Bob's only creature has hexproof, Carol has none. The
// Reaver's ability has no legal target (Alice's own creatures aren't an
// opponent's) and is removed as it would be put on the stack
// (CR 603.3d); the Reaver stays on the battlefield and nobody gains life.
// CR 603.3d, CR 702.11b
func TestH483ReaverNoLegalTarget(t *testing.T) {
	rv := h483Reaver(t)
	drake := creature(t, "Mistcloak Drake", "{2}{U}", 2, 2, ability.Flying|ability.Hexproof, "Drake")
	br := creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 4)
	r := hand(t, g, 0, rv)
	bf(t, g, 0, br)
	d := bf(t, g, 1, drake)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r))
	passStack(t, g)
	require.Equal(t, game.DecidePriority, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, 0, g.StackLen())
	require.False(t, gone(g, d))
	require.Equal(t, []int{20, 20, 20}, lifes(g))
}

// 8. Searing Charger ("When this enters, it deals 2 damage to target
// creature and 2 damage to target player"): the creature target is
// destroyed in response; the player target is still legal, so the player
// is dealt 2 (CR 608.2b: only the illegal target is left alone).
// CR 608.2b
func TestH483TwoTargetsOneGone(t *testing.T) {
	ch := def(t, card.Definition{Name: "Searing Charger", ManaCost: cost("{3}{R}"), Types: ability.Creature, Subtypes: []string{"Elemental"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Targets: []ability.TargetSpec{ability.TargetCreature, ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(2)}, {Op: ability.OpDamage, Target: 1, Amount: ability.N(2)}}}}})
	ox := creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 4)
	lands(t, g, 1, card.Swamp, 1)
	c := hand(t, g, 0, ch)
	o := bf(t, g, 1, ox)
	dm := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, c))
	passStack(t, g)
	require.NoError(t, g.Apply(targets(0, obj(o), pl(1))))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, dm, obj(o)))
	resolve(t, g, nil)
	require.True(t, gone(g, o))
	require.Equal(t, []int{20, 18}, lifes(g))
}

// 9. Ember Familiar ("Whenever you cast a spell, this deals 1 damage to
// any target"): Alice casts a Bear and targets Bob; Bob destroys the
// Familiar in response. The ability exists on the stack independently of
// its source (CR 112.7a) and deals its damage, from the Familiar as it
// last existed (CR 608.2g). It resolves before the Bear (CR 405.2).
// CR 112.7a, CR 608.2g, CR 405.2, CR 601.2i
func TestH483CastTriggerSourceDestroyed(t *testing.T) {
	fam := def(t, card.Definition{Name: "Ember Familiar", ManaCost: cost("{R}"), Types: ability.Creature, Subtypes: []string{"Elemental"},
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.YouCastSpell,
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	br := creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 2)
	lands(t, g, 1, card.Swamp, 1)
	f := bf(t, g, 0, fam)
	b := hand(t, g, 0, br)
	dm := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, b))
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	require.NoError(t, g.Apply(targets(0, pl(1))))
	require.Equal(t, 2, g.StackLen())
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, dm, obj(f)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0)) // Doom Pin resolves
	require.True(t, gone(g, f))
	require.Equal(t, 2, g.StackLen())
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1)) // the Familiar's ability resolves
	require.Equal(t, []int{20, 19}, lifes(g))
	require.Equal(t, 1, g.StackLen(), "the Bear still waits")
	resolve(t, g, nil)
	require.NotZero(t, find(t, g, 0, br))
}

// ---------------------------------------------------------------------
// Part 3. APNAP order in free-for-all and Two-Headed Giant, and players
// leaving while triggers wait

// 10. Four players, Carol's upkeep: each player's Tolling Bell ("At the
// beginning of each upkeep, you gain 1 life") triggers. Carol puts hers
// on the stack first, then Dave, Alice and Bob in turn order, so Bob's is
// on top (CR 603.3b, 101.4).
// CR 603.3b, CR 101.4, CR 503.1
func TestH483FourPlayersUpkeepAPNAPFromCarol(t *testing.T) {
	g := newGame(t, 4)
	libs(t, g, 3)
	for p := 0; p < 4; p++ {
		bf(t, g, game.PlayerID(p), h483Bell(t, "Tolling Bell"))
	}
	require.NoError(t, g.Start(5, 2, game.Upkeep))
	require.Equal(t, game.DecidePriority, g.Pending().Kind, "one trigger each: no order to choose")
	require.Equal(t, []game.PlayerID{1, 0, 3, 2}, h483Ctl(g))
	resolve(t, g, nil)
	require.Equal(t, []int{21, 21, 21, 21}, lifes(g))
}

// 11. Two-Headed Giant, the Carol–Dave team's upkeep: Carol has two
// Bells, Dave one, Alice and Bob one each. The active team puts all three
// of its triggers on the stack in the order it chooses, as one decision
// of the team (CR 805.7), then the other team its two; those resolve
// first. Saved, loaded and cloned while the active team orders.
// CR 805.7, CR 603.3b, CR 810.4, CR 810.9
func TestH483TwoHeadedTeamOrdersTogether(t *testing.T) {
	bell := h483Bell(t, "Tolling Bell")
	g := newTwoHeaded(t)
	libs(t, g, 3)
	bf(t, g, 0, bell)
	bf(t, g, 1, bell)
	bf(t, g, 2, bell)
	bf(t, g, 2, bell)
	bf(t, g, 3, bell)
	require.NoError(t, g.Start(4, 2, game.Upkeep))
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
	require.Equal(t, game.PlayerID(2), g.Pending().Player)
	require.Len(t, g.PendingTriggers(2), 3, "Carol's and Dave's together")
	require.Len(t, g.PendingTriggers(3), 3)
	gs := h479Copies(t, g, bell)
	for _, x := range gs {
		// Dave's first: put on the stack at the bottom.
		pick := -1
		for i, ti := range x.PendingTriggers(2) {
			if o, ok := x.Object(ti.Source); ok && o.Controller == 3 {
				pick = i
			}
		}
		require.GreaterOrEqual(t, pick, 0)
		require.NoError(t, x.Apply(choose(2, pick)))
		h483Orders(t, x, 2)
		require.Equal(t, game.DecideTriggerOrder, x.Pending().Kind)
		require.Equal(t, game.PlayerID(0), x.Pending().Player, "then the other team")
		h483Orders(t, x, 0)
		ctl := h483Ctl(x)
		require.Len(t, ctl, 5)
		require.ElementsMatch(t, []game.PlayerID{0, 1}, ctl[:2])
		require.Equal(t, []game.PlayerID{2, 2, 3}, ctl[2:])
		resolve(t, x, nil)
		require.Equal(t, []int{32, 32, 33, 33}, lifes(x))
	}
	h479Same(t, gs)
}

// 12. Four players, Alice's upkeep: Alice's two Bells, Bob's and Carol's
// trigger. While Alice orders hers, Bob concedes: his triggered ability
// is not put on the stack (CR 800.4a, 800.4d); Carol's still is, on top.
// CR 800.4a, CR 800.4d, CR 603.3b
func TestH483ConcedeWhileAnotherOrders(t *testing.T) {
	bell := h483Bell(t, "Tolling Bell")
	g := newGame(t, 4)
	libs(t, g, 3)
	bf(t, g, 0, bell)
	bf(t, g, 0, bell)
	bf(t, g, 1, bell)
	bf(t, g, 2, bell)
	require.NoError(t, g.Start(5, 0, game.Upkeep))
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	concede(t, g, 1)
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
	require.Empty(t, g.PendingTriggers(1))
	gs := h479Copies(t, g, bell)
	for _, x := range gs {
		h483Orders(t, x, 0)
		require.Equal(t, []game.PlayerID{2, 0, 0}, h483Ctl(x))
		resolve(t, x, nil)
		require.Equal(t, 22, x.Life(0))
		require.Equal(t, 21, x.Life(2))
		require.Equal(t, 20, x.Life(3))
	}
	h479Same(t, gs)
}

// 13. Four players, Alice's upkeep with her two Bells waiting to be
// ordered and Bob's and Dave's waiting after them: Alice, the active
// player, concedes. Her triggers cease to exist (CR 800.4a, 800.4d), the
// turn goes on without an active player (CR 800.4i), Bob's and Dave's
// triggers go on the stack in turn order and resolve, and the next turn
// is Bob's.
// CR 800.4a, CR 800.4d, CR 800.4i
func TestH483ActivePlayerConcedesWhileOrdering(t *testing.T) {
	bell := h483Bell(t, "Tolling Bell")
	g := newGame(t, 4)
	libs(t, g, 5)
	bf(t, g, 0, bell)
	bf(t, g, 0, bell)
	bf(t, g, 1, bell)
	bf(t, g, 3, bell)
	require.NoError(t, g.Start(5, 0, game.Upkeep))
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
	concede(t, g, 0)
	require.False(t, g.Over())
	require.Equal(t, []game.PlayerID{3, 1}, h483Ctl(g))
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(1))
	require.Equal(t, 20, g.Life(2))
	require.Equal(t, 21, g.Life(3))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	require.NoError(t, g.CheckInvariants())
}

// 14. Three players: Bob's Gravewatch ("At the beginning of each upkeep,
// that player loses 1 life and you gain 1 life") triggers in Alice's
// upkeep; with it on the stack, Alice concedes. The ability is Bob's, so
// it stays and resolves: Bob gains 1 (CR 800.4a removes only the leaving
// player's objects); Alice's turn goes on without her (CR 800.4i), and at
// Carol's upkeep Carol loses 1 and Bob gains 1 more. Bob's own upkeep
// comes in between: he loses 1 and gains 1.
// CR 800.4a, CR 800.4i, CR 503.1
func TestH483EachUpkeepThatPlayerConcedes(t *testing.T) {
	gw := def(t, card.Definition{Name: "Gravewatch", ManaCost: cost("{2}{B}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.EachUpkeep, Effects: []ability.Effect{
			{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(1)},
			{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(1)}}}}})
	g := newGame(t, 3)
	libs(t, g, 5)
	bf(t, g, 1, gw)
	require.NoError(t, g.Start(3, 0, game.Upkeep))
	require.Equal(t, 1, g.StackLen())
	concede(t, g, 0)
	require.Equal(t, 1, g.StackLen(), "Bob's ability stays")
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(1))
	require.Equal(t, 20, g.Life(2))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	passTo(t, g, 1, game.Main1)
	require.Equal(t, 21, g.Life(1), "his own upkeep: lose 1, gain 1")
	require.Equal(t, game.PlayerID(2), nextTurn(t, g))
	passTo(t, g, 2, game.Main1)
	require.Equal(t, 22, g.Life(1))
	require.Equal(t, 19, g.Life(2))
}

// 15. Three players: Bob concedes in Alice's main phase. His turn doesn't
// begin (CR 800.4j), so Carol's Bell triggers only at the upkeeps that
// do: Carol's own comes right after Alice's turn and she has gained 1.
// CR 800.4j, CR 503.1, CR 603.2b
func TestH483LeftPlayersUpkeepNeverComes(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 5)
	bf(t, g, 2, h483Bell(t, "Tolling Bell"))
	require.NoError(t, g.Start(3, 0, game.Main1))
	concede(t, g, 1)
	require.Equal(t, game.PlayerID(2), nextTurn(t, g))
	passTo(t, g, 2, game.Main1)
	require.Equal(t, 21, g.Life(2))
	require.Equal(t, game.PlayerID(0), nextTurn(t, g))
	passTo(t, g, 0, game.Main1)
	require.Equal(t, 22, g.Life(2))
}

// 16. Three players: Alice's Cinder (as in test 2) and Bob's Vengeful
// Cinder die in the wrath; Bob, asked for his ability's target, concedes
// instead. His ability is not put on the stack (CR 800.4a, 800.4d) and
// the game goes on with Alice's and Carol's.
// CR 800.4a, CR 800.4d, CR 603.3d
func TestH483ConcedeWhileChoosingTriggerTarget(t *testing.T) {
	wrath := h483Wrath(t)
	cinder := def(t, card.Definition{Name: "Vengeful Cinder", ManaCost: cost("{1}{R}"), Types: ability.Creature, Subtypes: []string{"Elemental"},
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.Dies, Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(3)}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	w := hand(t, g, 0, wrath)
	bf(t, g, 0, cinder)
	bf(t, g, 1, cinder)
	bf(t, g, 2, cinder)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	passStack(t, g)
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	require.Equal(t, game.PlayerID(0), g.Pending().Player)
	require.NoError(t, g.Apply(targets(0, pl(2))))
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	concede(t, g, 1)
	require.Equal(t, game.DecideTargets, g.Pending().Kind, g.Prompt(game.English))
	require.Equal(t, game.PlayerID(2), g.Pending().Player)
	require.NoError(t, g.Apply(targets(2, pl(0))))
	require.Equal(t, []game.PlayerID{2, 0}, h483Ctl(g))
	resolve(t, g, nil)
	require.Equal(t, 17, g.Life(0))
	require.Equal(t, 17, g.Life(2))
}

// 17. Three players: with Alice's Ember Familiar ability targeting Bob on
// the stack, Bob concedes. A player who has left is no longer a legal
// target, so the ability does nothing (CR 608.2b, 800.4a) and Carol is
// not dealt the damage instead.
// CR 608.2b, CR 800.4a
func TestH483TargetPlayerConcedes(t *testing.T) {
	fam := def(t, card.Definition{Name: "Ember Familiar", ManaCost: cost("{R}"), Types: ability.Creature, Subtypes: []string{"Elemental"},
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.YouCastSpell,
			Targets: []ability.TargetSpec{ability.TargetCreatureOrPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Forest, 2)
	bf(t, g, 0, fam)
	b := hand(t, g, 0, creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, b))
	require.NoError(t, g.Apply(targets(0, pl(1))))
	concede(t, g, 1)
	require.Equal(t, 2, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0))
	require.Equal(t, 20, g.Life(2))
}

// 18. Three players: Bob concedes with a Bear and a Mourner of his on the
// battlefield, next to Carol's Mourner. His permanents leave the game;
// they don't die (CR 800.4a, 700.4), so no "whenever another creature
// dies" ability triggers.
// CR 800.4a, CR 700.4, CR 603.6c
func TestH483LeavingPlayersCreaturesDontDie(t *testing.T) {
	g := newGame(t, 3)
	libs(t, g, 3)
	bf(t, g, 1, h483Mourner(t, "Bob's Mourner"))
	br := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	bf(t, g, 2, h483Mourner(t, "Carol's Mourner"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	concede(t, g, 1)
	require.True(t, left(g, br))
	require.Equal(t, 0, g.StackLen())
	require.Equal(t, game.DecidePriority, g.Pending().Kind)
	require.Equal(t, 20, g.Life(2))
}

// ---------------------------------------------------------------------
// Part 4. Delayed triggered abilities

// 19. Alice's Rootbound Colossus dies in Bob's turn: its dies ability
// creates a delayed ability for Alice's next upkeep (CR 603.7a). Saved,
// loaded and cloned with the delayed ability waiting; in each copy it
// triggers once at Alice's upkeep and returns the Colossus tapped, and
// not again at the upkeep after (CR 603.7b).
// CR 603.7a, CR 603.7b
func TestH483DelayedSavedAndLoaded(t *testing.T) {
	col := h483Colossus(t)
	g := newGame(t, 2)
	libs(t, g, 8)
	c := bf(t, g, 0, col)
	lands(t, g, 1, card.Swamp, 1)
	dm := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, dm, obj(c)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, c))
	gs := h479Copies(t, g, col, doomDef)
	for _, x := range gs {
		require.Equal(t, game.PlayerID(0), nextTurn(t, x))
		passTo(t, x, 0, game.Main1)
		id := find(t, x, 0, col)
		require.NotZero(t, id, "returned at Alice's upkeep")
		require.True(t, info(t, x, id).Tapped)
		require.Equal(t, game.PlayerID(1), nextTurn(t, x))
		require.Equal(t, game.PlayerID(0), nextTurn(t, x))
		passTo(t, x, 0, game.Main1)
		require.Equal(t, 0, x.ZoneLen(0, zone.Graveyard))
	}
	h479Same(t, gs)
}

// 20. The Colossus dies, is returned by Alice's Unearth Rite ("Return
// target creature card from your graveyard to the battlefield"), and dies
// again, all before Alice's next upkeep: two delayed abilities wait. The
// first refers to the card as it was in the graveyard the first time, a
// different object now (CR 400.7), and does nothing (CR 603.7c); the
// second returns it. The Colossus is on the battlefield once.
// CR 603.7c, CR 400.7, CR 603.7b
func TestH483DelayedDiesTwice(t *testing.T) {
	col := h483Colossus(t)
	rite := sorcery(t, "Unearth Rite", "{B}", []ability.TargetSpec{{Allow: ability.AllowCardInGraveyard,
		Filter: ability.Filter{Types: ability.Creature, Side: ability.YourSide}}}, ability.Effect{Op: ability.OpPutOntoBattlefield})
	g := newGame(t, 2)
	libs(t, g, 8)
	lands(t, g, 0, card.Swamp, 3)
	c := bf(t, g, 0, col)
	d1 := hand(t, g, 0, doomDef)
	d2 := hand(t, g, 0, doomDef)
	r := hand(t, g, 0, rite)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, d1, obj(c)))
	resolve(t, g, nil)
	gy, ok := g.Follow(c)
	require.True(t, ok)
	require.NoError(t, g.Cast(0, r, obj(gy)))
	resolve(t, g, nil)
	c2 := find(t, g, 0, col)
	require.NotZero(t, c2)
	require.NoError(t, g.Cast(0, d2, obj(c2)))
	resolve(t, g, nil)
	require.Zero(t, find(t, g, 0, col))
	gs := h479Copies(t, g, col, rite, doomDef)
	for _, x := range gs {
		require.Equal(t, game.PlayerID(1), nextTurn(t, x))
		require.Equal(t, game.PlayerID(0), nextTurn(t, x))
		passTo(t, x, 0, game.Main1)
		n := 0
		for _, id := range x.Zone(0, zone.Battlefield) {
			if info(t, x, id).Card == col {
				n++
				require.True(t, info(t, x, id).Tapped)
			}
		}
		require.Equal(t, 1, n)
		require.NoError(t, x.CheckInvariants())
	}
	h479Same(t, gs)
}

// 21. Bob owns two Colossi; Alice controls one of them. Both die in
// Alice's turn. The delayed ability of the one Alice controlled is hers
// (CR 603.7e) and both wait for Bob's upkeep, where they trigger
// together: Bob, the active player, puts his on the stack first, Alice's
// goes on top (CR 603.3b). Both Colossi return under Bob's control, their
// owner's.
// CR 603.7e, CR 603.3b, CR 101.4
func TestH483DelayedTwoControllersAPNAP(t *testing.T) {
	col := h483Colossus(t)
	wrath := h483Wrath(t)
	g := newGame(t, 2)
	libs(t, g, 8)
	lands(t, g, 0, card.Plains, 4)
	w := hand(t, g, 0, wrath)
	bf(t, g, 1, col)
	bf(t, g, 1, col, game.PutOptions{Controller: 0, SetController: true})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	resolve(t, g, nil)
	require.Equal(t, 2, g.ZoneLen(1, zone.Graveyard))
	for i := 0; i < 200 && !(g.ActivePlayer() == 1 && g.Step() == game.Upkeep); i++ {
		idleAnswer(t, g, g.Pending(), "to Bob's upkeep")
	}
	require.Equal(t, game.Upkeep, g.Step())
	require.Equal(t, []game.PlayerID{0, 1}, h483Ctl(g))
	resolve(t, g, nil)
	n := 0
	for _, id := range g.Zone(1, zone.Battlefield) {
		if info(t, g, id).Card == col {
			n++
			require.Equal(t, game.PlayerID(1), info(t, g, id).Controller)
		}
	}
	require.Equal(t, 2, n)
}

// 22. Three players: Alice controls Bob's Colossus when it dies, and the
// delayed ability is hers (CR 603.7e). She concedes before Bob's upkeep:
// the ability would be put on the stack under a player who has left, so
// it isn't (CR 800.4d), and the Colossus stays in Bob's graveyard.
// CR 800.4d, CR 603.7e
func TestH483DelayedControllerLeaves(t *testing.T) {
	col := h483Colossus(t)
	g := newGame(t, 3)
	libs(t, g, 8)
	lands(t, g, 0, card.Swamp, 1)
	c := bf(t, g, 1, col, game.PutOptions{Controller: 0, SetController: true})
	dm := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, dm, obj(c)))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(1, zone.Graveyard))
	concede(t, g, 0)
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	passTo(t, g, 1, game.Main1)
	require.Zero(t, find(t, g, 1, col))
	require.Equal(t, 1, g.ZoneLen(1, zone.Graveyard))
}

// ---------------------------------------------------------------------
// Part 5. Intervening "if" clauses (CR 603.4)

// 23. Mending Shrine: "At the beginning of your upkeep, if your life
// total is less than your starting life total, you gain 3 life." At 20
// it doesn't trigger, and Alice's losing life later in the upkeep doesn't
// make it trigger (CR 603.4). At her next upkeep, at 17, it does.
// CR 603.4, CR 603.2b
func TestH483ShrineConditionAtUpkeepStart(t *testing.T) {
	shrine := h476Ench(t, "Mending Shrine", "{1}{W}", nil, ability.Triggered{Event: ability.YourUpkeep,
		If: ability.If(ability.LifeBelowStarting), Effects: gain(3)})
	bolt := h483Bolt(t)
	g := newGame(t, 2)
	libs(t, g, 8)
	bf(t, g, 0, shrine)
	lands(t, g, 1, card.Mountain, 1)
	b := hand(t, g, 1, bolt)
	require.NoError(t, g.Start(2, 0, game.Upkeep))
	require.Equal(t, 0, g.StackLen(), "at 20: no trigger")
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, b, pl(0)))
	resolve(t, g, nil)
	require.Equal(t, game.Upkeep, g.Step())
	require.Equal(t, 17, g.Life(0))
	require.Equal(t, 0, g.StackLen())
	passTo(t, g, 0, game.Main1)
	require.Equal(t, 17, g.Life(0))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	require.Equal(t, game.PlayerID(0), nextTurn(t, g))
	passTo(t, g, 0, game.Main1)
	require.Equal(t, 20, g.Life(0))
}

// 24. Apex Banner: "At the beginning of your end step, if you control
// each creature with the greatest power, draw a card." Alice's 3/3 beats
// Bob's 2/2 as the end step begins, so it triggers; Bob's Giant Growth
// in response makes his the biggest, and the ability does nothing on
// resolution (CR 603.4).
// CR 603.4, CR 513.1
func TestH483ApexBannerCheckedAgain(t *testing.T) {
	banner := h476Ench(t, "Apex Banner", "{2}", nil, ability.Triggered{Event: ability.YourEndStep,
		If: ability.If(ability.ControlEachGreatestPower), Effects: draw1})
	growth := instant(t, "Sudden Growth", "{G}", []ability.TargetSpec{ability.TargetCreature},
		ability.Effect{Op: ability.OpModify, Target: 0, Power: 3, Toughness: 3})
	for _, respond := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 5)
		bf(t, g, 0, banner)
		bf(t, g, 0, creature(t, "Alice's Brute", "{2}{R}", 3, 3, 0, "Ogre"))
		o := bf(t, g, 1, creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox"))
		lands(t, g, 1, card.Forest, 1)
		gr := hand(t, g, 1, growth)
		require.NoError(t, g.Start(2, 0, game.Main2))
		require.NoError(t, g.Pass(0))
		require.NoError(t, g.Pass(1))
		require.Equal(t, game.End, g.Step())
		require.Equal(t, 1, g.StackLen(), "it triggered")
		if respond {
			require.NoError(t, g.Pass(0))
			require.NoError(t, g.Cast(1, gr, obj(o)))
		}
		resolve(t, g, nil)
		want := 1
		if respond {
			want = 0
		}
		require.Equal(t, want, g.ZoneLen(0, zone.Hand), "responded %v", respond)
	}
}

// 25. Three players. Wall Raider: "Whenever this attacks, if defending
// player controls no Walls, it gets +2/+0 until end of turn." Alice
// attacks Bob with one Raider and Carol, who has a Wall, with another:
// only the first triggers (CR 603.4, 508.3a). Bob flashes in a Wall in
// response, and the ability does nothing on resolution.
// CR 603.4, CR 508.3a, CR 506.2, CR 702.8a
func TestH483WallRaiderDefendingPlayer(t *testing.T) {
	raider := def(t, card.Definition{Name: "Wall Raider", ManaCost: cost("{1}{R}"), Types: ability.Creature, Subtypes: []string{"Goblin"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.Attacks,
			If: ability.If(ability.DefendingPlayerControlsNoSubtype), IfControlSubtype: "Wall",
			Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectSelf, Power: 2}}}}})
	wall := creature(t, "Stone Wall", "{1}{W}", 0, 4, ability.Defender, "Wall")
	fwall := creature(t, "Sudden Wall", "{W}", 0, 3, ability.Defender|ability.Flash, "Wall")
	g := newGame(t, 3)
	libs(t, g, 3)
	r1 := bf(t, g, 0, raider)
	r2 := bf(t, g, 0, raider)
	bf(t, g, 2, wall)
	lands(t, g, 1, card.Plains, 1)
	fw := hand(t, g, 1, fwall)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h483ToAttack(t, g)
	attack(t, g, 0, game.Attack{Attacker: r1, Player: 1}, game.Attack{Attacker: r2, Player: 2})
	require.Equal(t, 1, g.StackLen(), "only the Raider attacking Bob triggers")
	require.Equal(t, r1, g.Stack()[0].Source)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, fw))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(2))
	require.NoError(t, g.Pass(0)) // the Wall resolves
	require.NotZero(t, find(t, g, 1, fwall))
	passStack(t, g)
	require.Equal(t, [2]int{2, 2}, pt(t, g, r1), "Bob controls a Wall now")
	require.Equal(t, [2]int{2, 2}, pt(t, g, r2))
}

// ---------------------------------------------------------------------
// Part 6. Rounds of triggers, sources that leave or change, damage

// h483Warden is "{1}{W} enchantment: Whenever a creature you control
// becomes the target of a spell or ability an opponent controls, you gain
// 2 life."
func h483Warden(t *testing.T, name string) *card.Definition {
	return h476Ench(t, name, "{1}{W}", nil, ability.Triggered{Event: ability.BecomesTargetOfOpponent,
		Match: ability.Filter{Types: ability.Creature, Side: ability.YourSide}, Effects: gain(2)})
}

// 26. The Reaver's ability targets Bob's Ox as it goes on the stack,
// which makes Bob's two Wardens trigger. They go on the stack after it,
// in a round of their own (CR 603.3b: abilities that trigger while
// triggers are put on the stack go on after them), and resolve first.
// Saved, loaded and cloned while Bob orders them.
// CR 603.3b, CR 603.2
func TestH483TargetingTriggersNextRound(t *testing.T) {
	rv := h483Reaver(t)
	w1, w2 := h483Warden(t, "Warden of Oaths"), h483Warden(t, "Warden of Vows")
	ox := creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox")
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 4)
	r := hand(t, g, 0, rv)
	o := bf(t, g, 1, ox)
	bf(t, g, 1, w1)
	bf(t, g, 1, w2)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, r))
	passStack(t, g)
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	require.NoError(t, g.Apply(targets(0, obj(o))))
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
	require.Equal(t, game.PlayerID(1), g.Pending().Player)
	require.Equal(t, 1, g.StackLen(), "the Reaver's ability is on the stack already")
	gs := h479Copies(t, g, rv, w1, w2, ox)
	for _, x := range gs {
		h483Orders(t, x, 1)
		require.Equal(t, []game.PlayerID{1, 1, 0}, h483Ctl(x))
		require.NoError(t, x.Pass(0))
		require.NoError(t, x.Pass(1))
		require.Equal(t, 22, x.Life(1))
		resolve(t, x, nil)
		require.Equal(t, []int{23, 24}, lifes(x))
		require.True(t, gone(x, o))
	}
	h479Same(t, gs)
}

// 27. Sprouting Sentinel ({2}{G} 1/1 flash: "At the beginning of your
// upkeep, put a +1/+1 counter on this creature"). With the ability on the
// stack Alice returns the Sentinel to her hand and casts it again: the
// new object is not the ability's source (CR 400.7), so it gets no
// counter, though the ability resolves (CR 112.7a).
// CR 400.7, CR 112.7a
func TestH483UpkeepCounterSourceReturned(t *testing.T) {
	sent := def(t, card.Definition{Name: "Sprouting Sentinel", ManaCost: cost("{G}"), Types: ability.Creature, Subtypes: []string{"Plant"},
		Power: C(1), Toughness: C(1), Keywords: ability.Flash, Triggered: []ability.Triggered{{Event: ability.YourUpkeep,
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectSelf, Counter: "+1/+1", Amount: ability.N(1)}}}}})
	recall := instant(t, "Hasty Recall", "{U}", []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}},
		ability.Effect{Op: ability.OpBounce, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 5)
	lands(t, g, 0, card.Island, 1)
	lands(t, g, 0, card.Forest, 1)
	s := bf(t, g, 0, sent)
	rc := hand(t, g, 0, recall)
	require.NoError(t, g.Start(2, 0, game.Upkeep))
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.Cast(0, rc, obj(s)))
	require.NoError(t, g.PassUntilResolved())
	h, ok := g.Follow(s)
	require.True(t, ok)
	require.Equal(t, zone.Hand, info(t, g, h).Zone)
	require.NoError(t, g.Cast(0, h))
	require.NoError(t, g.PassUntilResolved())
	s2 := find(t, g, 0, sent)
	require.NotZero(t, s2)
	require.Equal(t, 1, g.StackLen(), "the upkeep ability still waits")
	resolve(t, g, nil)
	require.Equal(t, 0, counter(t, g, s2, game.PlusOne))
}

// 28. Bob's Dawn Shrine ("At the beginning of your upkeep,
// you gain 2 life") triggers; in response Alice takes control of it with
// an instant. The ability is controlled by the player who controlled its
// source when it triggered (CR 603.3a): Bob gains the life.
// CR 603.3a, CR 112.7a
func TestH483SourceStolenAbilityStaysBobs(t *testing.T) {
	chorus := h476Ench(t, "Dawn Shrine", "{1}{W}", nil, ability.Triggered{Event: ability.YourUpkeep, Effects: gain(2)})
	steal := instant(t, "Sudden Claim", "{1}{U}", []ability.TargetSpec{{Allow: ability.AllowEnchantment}},
		ability.Effect{Op: ability.OpGainControl, Target: 0, Duration: ability.Permanently})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 1, chorus)
	lands(t, g, 0, card.Island, 2)
	st := hand(t, g, 0, steal)
	require.NoError(t, g.Start(2, 1, game.Upkeep))
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Cast(0, st, obj(c)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.PlayerID(0), info(t, g, c).Controller)
	require.Equal(t, game.PlayerID(1), g.Stack()[0].Controller)
	resolve(t, g, nil)
	require.Equal(t, []int{20, 22}, lifes(g))
}

// 29. Bob's Vengeful Oak (2/2, "Whenever this is dealt damage, it deals
// that much damage to target opponent") is dealt 3 by Alice's Searing
// Lance and dies. The ability triggered as the damage was dealt, while
// the Oak was on the battlefield, and still goes on the stack and
// resolves after the Oak died (CR 603.2, 112.7a): Alice is dealt 3.
// CR 603.2, CR 112.7a, CR 704.5g
func TestH483DealtLethalDamageStillTriggers(t *testing.T) {
	oak := def(t, card.Definition{Name: "Vengeful Oak", ManaCost: cost("{1}{G}"), Types: ability.Creature, Subtypes: []string{"Treefolk"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.DealtDamage,
			Targets: []ability.TargetSpec{ability.TargetOpponent},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Mountain, 1)
	b := hand(t, g, 0, h483Bolt(t))
	o := bf(t, g, 1, oak)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, b, obj(o)))
	require.NoError(t, g.PassUntilResolved())
	require.True(t, gone(g, o))
	if g.Pending().Kind == game.DecideTargets {
		require.NoError(t, g.Apply(targets(1, pl(0))))
	}
	require.Equal(t, 1, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, []int{17, 20}, lifes(g))
}

// 30. Gorgon Sentinel: "Whenever this blocks a creature, destroy that
// creature." It blocks Alice's Knight ("When this dies, you draw a
// card"): the block trigger destroys the Knight before combat damage
// (CR 509.4a), the Knight's dies trigger draws
// Alice a card, and the Sentinel is dealt no damage.
// CR 509.4a, CR 700.4, CR 603.10a
func TestH483BlockTriggerKillsAttacker(t *testing.T) {
	gorgon := def(t, card.Definition{Name: "Gorgon Sentinel", ManaCost: cost("{2}{B}"), Types: ability.Creature, Subtypes: []string{"Gorgon"},
		Power: C(1), Toughness: C(3), Triggered: []ability.Triggered{{Event: ability.Blocks,
			Effects: []ability.Effect{{Op: ability.OpDestroy, Subject: ability.SubjectEventObject}}}}})
	knight := def(t, card.Definition{Name: "Dread Knight", ManaCost: cost("{2}{B}"), Types: ability.Creature, Subtypes: []string{"Knight"},
		Power: C(4), Toughness: C(4), Triggered: []ability.Triggered{{Event: ability.Dies, Effects: draw1}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	k := bf(t, g, 0, knight)
	gs := bf(t, g, 1, gorgon)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h483ToAttack(t, g)
	attack(t, g, 0, game.Attack{Attacker: k, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: gs, Attacker: k})
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.PassUntilResolved())
	require.True(t, gone(g, k))
	require.Equal(t, 1, g.StackLen(), "the Knight's dies trigger")
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	passTo(t, g, 0, game.Main2)
	require.Equal(t, 0, info(t, g, gs).Damage)
	require.Equal(t, []int{20, 20}, lifes(g))
}

// 31. Warband Drum: "Whenever you attack with two or more creatures, you
// gain 1 life for each attacking creature" (the number of attackers is
// the event's amount). Attacking with three, it triggers once, for 3
// (CR 603.2c: one event, one trigger; 508.3a).
// CR 603.2c, CR 508.3a
func TestH483WarbandDrumOnce(t *testing.T) {
	drum := def(t, card.Definition{Name: "Warband Drum", ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.YouAttackWithCreatures, MinCount: 2,
			Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	for _, n := range []int{1, 3} {
		g := newGame(t, 2)
		libs(t, g, 3)
		bf(t, g, 0, drum)
		var as []game.Attack
		for i := 0; i < 3; i++ {
			id := bf(t, g, 0, creature(t, "Raider", "{1}{R}", 1, 1, 0, "Goblin"))
			if i < n {
				as = append(as, game.Attack{Attacker: id, Player: 1})
			}
		}
		require.NoError(t, g.Start(2, 0, game.Main1))
		h483ToAttack(t, g)
		attack(t, g, 0, as...)
		want := 0
		if n >= 2 {
			want = 1
		}
		require.Equal(t, want, g.StackLen(), "%d attackers", n)
		resolve(t, g, nil)
		if n >= 2 {
			require.Equal(t, 20+n, g.Life(0))
		} else {
			require.Equal(t, 20, g.Life(0))
		}
	}
}

// 32. Ember Charger ({2}{R} 2/2: "Whenever this attacks, it deals damage
// equal to its power to the defending player"), 3/3 under Alice's anthem.
// Bob destroys it in response: the ability still resolves (CR 112.7a) and
// uses its power as it last existed on the battlefield, 3 (CR 608.2g).
// Three players: only Carol, the defending player, is dealt it.
// CR 112.7a, CR 608.2g, CR 506.2
func TestH483AttackTriggerSourceDestroyed(t *testing.T) {
	ch := def(t, card.Definition{Name: "Ember Charger", ManaCost: cost("{2}{R}"), Types: ability.Creature, Subtypes: []string{"Elemental"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.Attacks,
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEventPlayer,
				Amount: ability.Amount{Kind: ability.SourcePower}}}}}})
	g := newGame(t, 3)
	libs(t, g, 3)
	c := bf(t, g, 0, ch)
	bf(t, g, 0, anthem(t, "Battle Hymn", 1, 1))
	lands(t, g, 1, card.Swamp, 1)
	dm := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h483ToAttack(t, g)
	attack(t, g, 0, game.Attack{Attacker: c, Player: 2})
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, dm, obj(c)))
	require.NoError(t, g.PassUntilResolved())
	require.True(t, gone(g, c))
	resolve(t, g, nil)
	require.Equal(t, []int{20, 20, 17}, lifes(g))
}

// 33. Chanter of Tides ("Whenever you cast a spell, you gain 2 life"):
// Alice casts a Bear and Bob counters it with the trigger still on the
// stack. The triggered ability is independent of the spell that made it
// trigger and resolves (CR 603.2, 601.2i): Alice gains 2.
// CR 601.2i, CR 603.2, CR 701.5a
func TestH483CastTriggerSpellCountered(t *testing.T) {
	chanter := def(t, card.Definition{Name: "Chanter of Tides", ManaCost: cost("{1}{U}"), Types: ability.Creature, Subtypes: []string{"Merfolk"},
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{{Event: ability.YouCastSpell, Effects: gain(2)}}})
	cancel := instant(t, "Hard Refusal", "{U}{U}", []ability.TargetSpec{ability.TargetSpell}, ability.Effect{Op: ability.OpCounter, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, chanter)
	lands(t, g, 0, card.Forest, 2)
	lands(t, g, 1, card.Island, 2)
	b := hand(t, g, 0, creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	cn := hand(t, g, 1, cancel)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, b))
	require.Equal(t, 2, g.StackLen())
	require.NoError(t, g.Pass(0))
	sp := g.Stack()[1].Source
	require.NoError(t, g.Cast(1, cn, obj(sp)))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	require.Equal(t, zone.Graveyard, zoneOf(t, g, sp))
	require.Equal(t, 1, g.ZoneLen(0, zone.Graveyard), "the countered Bear")
}

// ---------------------------------------------------------------------
// Part 7. More corners: "up to one" targets, entering and dying at once,
// Two-Headed Giant, delayed abilities made during the upkeep itself

// 34. Lashing Wisp: "When this enters the battlefield, up to one target
// creature gets -2/-2 until end of turn. You gain 2 life." With no other
// creature than itself, Alice chooses no target, a legal choice, so the
// ability goes on the stack and she gains 2 (CR 603.3d, 601.2c: zero
// targets is a legal choice for "up to one"). When she targets Bob's Ox
// and the Ox is destroyed in response, the only target chosen is illegal
// and the ability does nothing (CR 608.2b).
// CR 603.3d, CR 601.2c, CR 608.2b
func TestH483UpToOneTargetTrigger(t *testing.T) {
	wisp := def(t, card.Definition{Name: "Lashing Wisp", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Spirit"},
		Power: C(1), Toughness: C(3), Triggered: []ability.Triggered{{Event: ability.EntersBattlefield,
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Another: true}, Optional: true}},
			Effects: []ability.Effect{{Op: ability.OpModify, Target: 0, Power: -2, Toughness: -2}, {Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(2)}}}}})
	// Without any creature to target.
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	w := hand(t, g, 0, wisp)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	require.NoError(t, g.PassUntilResolved())
	if g.Pending().Kind == game.DecideTargets {
		require.NoError(t, g.Apply(targets(0)))
	}
	require.Equal(t, 1, g.StackLen(), "no target is a legal choice: the ability goes on the stack")
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))

	// Its one target gone.
	g = newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 2)
	lands(t, g, 1, card.Swamp, 1)
	w = hand(t, g, 0, wisp)
	o := bf(t, g, 1, creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox"))
	dm := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	require.NoError(t, g.Apply(targets(0, obj(o))))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, dm, obj(o)))
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0), "its only chosen target illegal: nothing happens")
}

// 35. Bob's Withering Miasma gives Alice's creatures -1/-1. Alice's
// Fleeting Herald (1/1: "When this enters the battlefield, draw a card"
// and "When this dies, you gain 2 life") enters as a 0/0 and is put into
// the graveyard before any trigger goes on the stack (CR 704.3, 704.5f).
// Its entering ability triggered all the same (CR 603.6a), and so did its
// dies ability; both resolve (CR 112.7a).
// CR 603.6a, CR 704.5f, CR 112.7a, CR 603.10a
func TestH483EntersAsZeroZero(t *testing.T) {
	herald := def(t, card.Definition{Name: "Fleeting Herald", ManaCost: cost("{W}"), Types: ability.Creature, Subtypes: []string{"Spirit"},
		Power: C(1), Toughness: C(1), Triggered: []ability.Triggered{
			{Event: ability.EntersBattlefield, Effects: draw1},
			{Event: ability.Dies, Effects: gain(2)},
		}})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 1)
	bf(t, g, 1, withering(t))
	h := hand(t, g, 0, herald)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, zone.Graveyard, zoneOf(t, g, h))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 22, g.Life(0))
}

// 36. Three players. Herald Call: "Each player creates a 1/1 Herald
// token with 'Whenever another creature enters the battlefield, you gain
// 1 life.'" The three tokens enter at once and each sees the two others
// enter (CR 603.6a): every player gains 2.
// CR 603.6a, CR 110.5a, CR 101.4
func TestH483EachPlayerTokensSeeEachOther(t *testing.T) {
	tok := def(t, card.Definition{Name: "Herald", Types: ability.Creature, Subtypes: []string{"Spirit"}, Power: C(1), Toughness: C(1),
		Triggered: []ability.Triggered{{Event: ability.AnotherCreatureEnters, Effects: gain(1)}}})
	call := sorcery(t, "Herald Call", "{2}{W}", nil, ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoEachPlayer, Token: tok, Amount: ability.N(1)})
	g := newGame(t, 3)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 3)
	c := hand(t, g, 0, call)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, c))
	resolve(t, g, nil)
	for p := 0; p < 3; p++ {
		require.Equal(t, game.PlayerID(p), info(t, g, find(t, g, game.PlayerID(p), tok)).Controller)
	}
	require.Equal(t, []int{22, 22, 22}, lifes(g))
}

// 37. Three players. Carol's Watchtower: "Whenever a creature attacks you
// or a planeswalker you control, you gain 1 life." Alice attacks Bob
// with two creatures and Carol with one: Carol's triggers once
// (CR 508.3a, 506.2).
// CR 508.3a, CR 506.2, CR 802.2
func TestH483AttacksYouOnlyYours(t *testing.T) {
	tower := h476Ench(t, "Carol's Watchtower", "{1}{W}", nil, ability.Triggered{Event: ability.CreatureAttacksYouOrYourPlaneswalker, Effects: gain(1)})
	g := newGame(t, 3)
	libs(t, g, 3)
	bf(t, g, 2, tower)
	var ids []game.ObjectID
	for i := 0; i < 3; i++ {
		ids = append(ids, bf(t, g, 0, creature(t, "Raider", "{1}{R}", 1, 1, 0, "Goblin")))
	}
	require.NoError(t, g.Start(2, 0, game.Main1))
	h483ToAttack(t, g)
	attack(t, g, 0, game.Attack{Attacker: ids[0], Player: 1}, game.Attack{Attacker: ids[1], Player: 1}, game.Attack{Attacker: ids[2], Player: 2})
	require.Equal(t, 1, g.StackLen())
	require.Equal(t, game.PlayerID(2), g.Stack()[0].Controller)
	resolve(t, g, nil)
	require.Equal(t, 21, g.Life(2))
}

// 38. Lone Sentinel ({G} 1/1 flash: "At the beginning of your upkeep, if
// you control another creature, you gain 2 life"). Alice controls it and
// a Bear as her upkeep begins, so it triggers. In response Bob destroys
// the Bear, and Alice returns the Sentinel to her hand and casts it
// again: the new Sentinel is another object than the ability's source
// (CR 400.7), so the condition holds on resolution (CR 603.4).
// CR 603.4, CR 400.7, CR 112.7a
func TestH483InterveningAnotherSourceReturned(t *testing.T) {
	lone := def(t, card.Definition{Name: "Lone Sentinel", ManaCost: cost("{G}"), Types: ability.Creature, Subtypes: []string{"Elf"},
		Power: C(1), Toughness: C(1), Keywords: ability.Flash, Triggered: []ability.Triggered{{Event: ability.YourUpkeep,
			If: ability.Condition{Kind: ability.YouControl, Group: ability.Group{Types: ability.Creature, Other: true}}, Effects: gain(2)}}})
	recall := instant(t, "Hasty Recall", "{U}", []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}},
		ability.Effect{Op: ability.OpBounce, Target: 0})
	for _, recast := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 5)
		lands(t, g, 0, card.Island, 1)
		lands(t, g, 0, card.Forest, 1)
		lands(t, g, 1, card.Swamp, 1)
		s := bf(t, g, 0, lone)
		br := bf(t, g, 0, creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear"))
		rc := hand(t, g, 0, recall)
		dm := hand(t, g, 1, doomDef)
		require.NoError(t, g.Start(2, 0, game.Upkeep))
		require.Equal(t, 1, g.StackLen())
		require.NoError(t, g.Pass(0))
		require.NoError(t, g.Cast(1, dm, obj(br)))
		require.NoError(t, g.PassUntilResolved())
		if recast {
			require.NoError(t, g.Cast(0, rc, obj(s)))
			require.NoError(t, g.PassUntilResolved())
			h, ok := g.Follow(s)
			require.True(t, ok)
			require.NoError(t, g.Cast(0, h))
			require.NoError(t, g.PassUntilResolved())
			require.NotZero(t, find(t, g, 0, lone))
		}
		require.Equal(t, 1, g.StackLen())
		resolve(t, g, nil)
		want := 20
		if recast {
			want = 22
		}
		require.Equal(t, want, g.Life(0), "recast %v", recast)
	}
}

// 39. Hungry Maw: "Whenever a player discards a card, that player loses 1
// life." Alice ends her turn with nine cards and discards two in her
// cleanup step: the abilities trigger, so players get priority in the
// cleanup step and then another cleanup step follows (CR 514.3a); Alice
// loses 2 and the next turn is Bob's.
// CR 514.3a, CR 514.1, CR 701.8
func TestH483CleanupDiscardTriggers(t *testing.T) {
	maw := h476Ench(t, "Hungry Maw", "{1}{B}", nil, ability.Triggered{Event: ability.PlayerDiscards,
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(1)}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 1, maw)
	for i := 0; i < 9; i++ {
		hand(t, g, 0, card.Plains)
	}
	require.NoError(t, g.Start(2, 0, game.End))
	sawCleanupPriority := false
	for i := 0; i < 100 && g.ActivePlayer() == 0; i++ {
		d := g.Pending()
		switch d.Kind {
		case game.DecideDiscard:
			require.NoError(t, g.Apply(game.Action{Kind: game.ActDiscard, Player: 0, Object: g.Zone(0, zone.Hand)[0]}))
		case game.DecidePriority:
			if g.Step() == game.Cleanup {
				sawCleanupPriority = true
			}
			require.NoError(t, g.Pass(d.Player))
		default:
			idleAnswer(t, g, d, "cleanup")
		}
	}
	require.True(t, sawCleanupPriority, "priority in the cleanup step (CR 514.3a)")
	require.Equal(t, game.PlayerID(1), g.ActivePlayer())
	require.Equal(t, 18, g.Life(0))
	require.Equal(t, 7, g.ZoneLen(0, zone.Hand))
}

// 40. Two-Headed Giant: Bob's Mending Shrine ("At the beginning of your
// upkeep, if your life total is less than your starting life total, you
// gain 3 life"). Alice, his teammate, lost 3 life: Bob's life total is
// the team's, 27, less than the team's starting 30 (CR 810.9a, 810.4),
// so at the team's upkeep it triggers and the team goes to 30.
// CR 810.9a, CR 810.4, CR 603.4
func TestH483TwoHeadedShrineTeamLife(t *testing.T) {
	shrine := h476Ench(t, "Mending Shrine", "{1}{W}", nil, ability.Triggered{Event: ability.YourUpkeep,
		If: ability.If(ability.LifeBelowStarting), Effects: gain(3)})
	g := newTwoHeaded(t)
	libs(t, g, 5)
	bf(t, g, 1, shrine)
	lands(t, g, 2, card.Mountain, 1)
	b := hand(t, g, 2, h483Bolt(t))
	require.NoError(t, g.Start(3, 2, game.Main1))
	require.NoError(t, g.Cast(2, b, pl(0)))
	resolve(t, g, nil)
	require.Equal(t, []int{27, 27, 30, 30}, lifes(g))
	require.Equal(t, game.PlayerID(0), nextTurn(t, g))
	passTo(t, g, 0, game.Main1)
	require.Equal(t, []int{30, 30, 30, 30}, lifes(g))
}

// 41. Two-Headed Giant: Bob's Colossus dies in the other team's turn.
// Its delayed ability waits for its owner's next upkeep, which is the
// upkeep of Bob's team's turn (CR 805.4: the team takes the turn): it
// returns then, tapped, under Bob's control.
// CR 603.7a, CR 603.7b, CR 805.4a
func TestH483TwoHeadedDelayedTeammate(t *testing.T) {
	col := h483Colossus(t)
	g := newTwoHeaded(t)
	libs(t, g, 5)
	c := bf(t, g, 1, col)
	lands(t, g, 2, card.Swamp, 1)
	dm := hand(t, g, 2, doomDef)
	require.NoError(t, g.Start(3, 2, game.Main1))
	require.NoError(t, g.Cast(2, dm, obj(c)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, c))
	require.Equal(t, game.PlayerID(0), nextTurn(t, g))
	passTo(t, g, 0, game.Main1)
	id := find(t, g, 1, col)
	require.NotZero(t, id)
	require.True(t, info(t, g, id).Tapped)
	require.Equal(t, game.PlayerID(1), info(t, g, id).Controller)
}

// 42. The Colossus is destroyed during Alice's own upkeep, after it
// began. Its delayed ability waits for her next upkeep, not the one
// under way (CR 603.7b: the next time the event occurs; 603.2b: "at the
// beginning of" triggers as the step begins): it is still in her
// graveyard in her main phase, and returns at her following upkeep.
// CR 603.7b, CR 603.2b
func TestH483DelayedCreatedDuringUpkeep(t *testing.T) {
	col := h483Colossus(t)
	g := newGame(t, 2)
	libs(t, g, 8)
	c := bf(t, g, 0, col)
	lands(t, g, 1, card.Swamp, 1)
	dm := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Upkeep))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, dm, obj(c)))
	resolve(t, g, nil)
	require.Equal(t, game.Upkeep, g.Step())
	passTo(t, g, 0, game.Main1)
	require.Zero(t, find(t, g, 0, col))
	require.Equal(t, game.PlayerID(1), nextTurn(t, g))
	require.Equal(t, game.PlayerID(0), nextTurn(t, g))
	passTo(t, g, 0, game.Main1)
	require.NotZero(t, find(t, g, 0, col))
}

// 43. A Colossus token (a token copy of its text, made by a spell) dies:
// its dies ability makes the delayed ability, but the token ceased to
// exist (CR 704.5d) and can't come back (CR 110.5g): nothing returns at
// Alice's next upkeep, and the game's state stays consistent.
// CR 110.5g, CR 704.5d, CR 603.7c
func TestH483DelayedTokenNeverReturns(t *testing.T) {
	col := h483Colossus(t)
	tok := def(t, card.Definition{Name: "Rootbound Spawn", Types: ability.Creature, Subtypes: []string{"Plant"},
		Power: C(5), Toughness: C(3), Triggered: col.Triggered})
	make1 := sorcery(t, "Seed the Spawn", "{G}", nil, ability.Effect{Op: ability.OpCreateToken, Who: ability.WhoYou, Token: tok, Amount: ability.N(1)})
	g := newGame(t, 2)
	libs(t, g, 8)
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 0, card.Swamp, 1)
	mk := hand(t, g, 0, make1)
	dm := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, mk))
	resolve(t, g, nil)
	s := find(t, g, 0, tok)
	require.NotZero(t, s)
	require.NoError(t, g.Cast(0, dm, obj(s)))
	resolve(t, g, nil)
	require.Zero(t, find(t, g, 0, tok))
	gs := h479Copies(t, g, tok, make1, doomDef)
	for _, x := range gs {
		require.Equal(t, game.PlayerID(1), nextTurn(t, x))
		require.Equal(t, game.PlayerID(0), nextTurn(t, x))
		passTo(t, x, 0, game.Main1)
		require.Zero(t, find(t, x, 0, tok))
		require.NoError(t, x.CheckInvariants())
	}
	h479Same(t, gs)
}

// 44. Herald of Echoes ({3}{U} creature: "When you cast this spell, you
// gain 3 life."): Bob counters the spell in response to the cast
// trigger, which is above it on the stack; the ability resolves anyway
// (CR 603.2, 601.2i).
// CR 601.2i, CR 603.2, CR 112.7a
func TestH483CastThisSpellCountered(t *testing.T) {
	herald := def(t, card.Definition{Name: "Herald of Echoes", ManaCost: cost("{3}{U}"), Types: ability.Creature, Subtypes: []string{"Spirit"},
		Power: C(3), Toughness: C(3), Triggered: []ability.Triggered{{Event: ability.CastThis, Effects: gain(3)}}})
	cancel := instant(t, "Hard Refusal", "{U}{U}", []ability.TargetSpec{ability.TargetSpell}, ability.Effect{Op: ability.OpCounter, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Island, 4)
	lands(t, g, 1, card.Island, 2)
	h := hand(t, g, 0, herald)
	cn := hand(t, g, 1, cancel)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	require.Equal(t, 2, g.StackLen())
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, cn, obj(g.Stack()[1].Source)))
	resolve(t, g, nil)
	require.Equal(t, 23, g.Life(0))
	require.Zero(t, find(t, g, 0, herald))
}

// 45. Two-Headed Giant: with the active team's upkeep triggers waiting
// for the team's order, Dave (of the other team) concedes: his team
// leaves the game and loses (CR 810.8b), and the game is over, won by
// Alice's team.
// CR 810.8b, CR 810.8a, CR 104.3a
func TestH483TwoHeadedConcedeWhileOrdering(t *testing.T) {
	bell := h483Bell(t, "Tolling Bell")
	g := newTwoHeaded(t)
	libs(t, g, 3)
	bf(t, g, 0, bell)
	bf(t, g, 1, bell)
	bf(t, g, 3, bell)
	require.NoError(t, g.Start(3, 0, game.Upkeep))
	require.Equal(t, game.DecideTriggerOrder, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActConcede, Player: 3}))
	require.True(t, g.Over())
	require.True(t, g.Lost(2))
	require.True(t, g.Lost(3))
	require.Equal(t, game.PlayerID(0), g.Winner())
}

// 46. Two-Headed Giant: Bob's Warden ("Whenever a creature you control
// becomes the target of a spell or ability an opponent controls, you
// gain 2 life"). Alice, his teammate, is not his opponent (CR 102.3):
// her Searing Lance on Bob's Ox doesn't make it trigger; Carol's does.
// CR 102.3, CR 603.2
func TestH483TwoHeadedTeammateTargetNoWarden(t *testing.T) {
	warden := h483Warden(t, "Warden of Oaths")
	g := newTwoHeaded(t)
	libs(t, g, 3)
	bf(t, g, 1, warden)
	o := bf(t, g, 1, creature(t, "Bob's Ox", "{1}{G}", 2, 4, 0, "Ox"))
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 2, card.Mountain, 1)
	mine := hand(t, g, 0, h483Bolt(t))
	theirs := hand(t, g, 2, h483Bolt(t))
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, mine, obj(o)))
	require.Equal(t, 1, g.StackLen(), "a teammate is no opponent")
	require.NoError(t, g.PassUntilResolved())
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(2, theirs, obj(o)))
	require.Equal(t, 2, g.StackLen(), "an opponent's spell: the Warden triggers")
	resolve(t, g, nil)
	require.Equal(t, []int{32, 32, 30, 30}, lifes(g))
	require.True(t, gone(g, o))
}

// ---------------------------------------------------------------------
// Found as defects and fixed (game/leave_together.go: lookBack and
// lookBackAttached): an Aura that leaves together with its creature.

// h483Purge is "{2}{W}{W} sorcery: Destroy all creatures and
// enchantments."
func h483Purge(t *testing.T) *card.Definition {
	return sorcery(t, "Purifying Dawn", "{2}{W}{W}", nil, ability.Effect{Op: ability.OpDestroy, Subject: ability.SubjectAll,
		Group: ability.Group{Types: ability.Creature | ability.Enchantment}})
}

// 47. Omen Bond, an Aura: "When enchanted creature dies, you draw a
// card." Purifying Dawn destroys the enchanted Bear and the Aura in one
// event. The Aura's ability is a leaves-the-battlefield ability that
// looks back in time (CR 603.6c, 603.10a): immediately before the event
// the Aura was on the battlefield, attached to the Bear, so it triggers
// and Alice draws. (With a wrath that spares enchantments it does.)
// CR 603.10a, CR 603.6c, CR 700.4
func TestH483AuraAndCreatureDieTogether(t *testing.T) {
	bond := h476Aura(t, "Omen Bond", "{1}{B}", nil, ability.Triggered{Event: ability.AttachedDies, Effects: draw1})
	purge := h483Purge(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	w := hand(t, g, 0, purge)
	b := bf(t, g, 0, creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	a := bf(t, g, 0, bond, game.PutOptions{AttachedTo: b})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	require.NoError(t, g.PassUntilResolved())
	require.True(t, gone(g, b))
	require.True(t, gone(g, a))
	require.Len(t, g.Stack(), 1, "the Aura looks back")
	require.Equal(t, a, g.Stack()[0].Source, "the Aura's trigger, named by its battlefield ID")
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
}

// 48. Witness Bond, an Aura: "Enchanted creature has 'Whenever another
// creature dies, you gain 1 life.'" Purifying Dawn destroys the enchanted
// Bear, the Aura and Bob's two Oxen at once. Looking back, immediately
// before the event the Bear had the ability (CR 603.10a), so it triggers
// for each Ox: Alice gains 2. (With a wrath that spares enchantments it
// does.)
// CR 603.10a, CR 613.1f, CR 700.4
func TestH483GrantedDiesTriggerAuraLeavesToo(t *testing.T) {
	bond := h476Aura(t, "Witness Bond", "{1}{B}", nil, ability.Triggered{Event: ability.CreatureDies, OfAttached: true,
		Match: ability.Filter{Types: ability.Creature, Another: true}, Effects: gain(1)})
	purge := h483Purge(t)
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Plains, 4)
	w := hand(t, g, 0, purge)
	b := bf(t, g, 0, creature(t, "Alice's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	bf(t, g, 0, bond, game.PutOptions{AttachedTo: b})
	bf(t, g, 1, creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox"))
	bf(t, g, 1, creature(t, "Bob's Ox", "{1}{G}", 2, 2, 0, "Ox"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, w))
	require.NoError(t, g.PassUntilResolved())
	require.Len(t, g.PendingTriggers(0), 2, "the Bear had the ability immediately before")
	resolve(t, g, nil)
	require.Equal(t, []int{22, 20}, lifes(g))
}
