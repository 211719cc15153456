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

// Custom cards, seventh set: trigger events the earlier sets barely used
// (the beginning of combat, draws, life gain, each upkeep, end steps,
// delayed "next upkeep" returns, attached permanents dealing and being
// dealt damage, Auras tapping lands for mana, upkeeps of an enchanted
// creature's controller, granted upkeep triggers, emblems, searches,
// artifact activations, "when you cast", blocks), their controllers and
// APNAP order in multiplayer and Two-Headed Giant, intervening "if"
// clauses, sources that leave before their abilities resolve; and static
// abilities rarely exercised: taxes, attack and block restrictions,
// granted hexproof, conditions.

// h476To passes (no attackers, no blockers, first trigger order) until
// player p is active in step s with priority (or a trigger's targets to
// choose), whatever is on the stack.
func h476To(t *testing.T, g *game.Game, p game.PlayerID, s game.Step) {
	t.Helper()
	for i := 0; i < 500; i++ {
		dd := g.Pending()
		if g.ActivePlayer() == p && g.Step() == s && (dd.Kind == game.DecidePriority || dd.Kind == game.DecideTargets) {
			return
		}
		idleAnswer(t, g, dd, "h476To")
	}
	t.Fatal("h476To: too long")
}

// h476Ctl lists the controllers of the stack's items, top first.
func h476Ctl(g *game.Game) []game.PlayerID {
	var out []game.PlayerID
	for _, e := range g.Stack() {
		out = append(out, e.Controller)
	}
	return out
}

// h476Ench is a checked enchantment with the given statics and triggers.
func h476Ench(t *testing.T, name, mc string, statics []ability.Static, trs ...ability.Triggered) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Enchantment, Statics: statics, Triggered: trs})
}

// h476Aura is a checked "Enchant creature" Aura.
func h476Aura(t *testing.T, name, mc string, statics []ability.Static, trs ...ability.Triggered) *card.Definition {
	return def(t, card.Definition{Name: name, ManaCost: cost(mc), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetCreature, Statics: statics, Triggered: trs})
}

// h476Shatter is "{1}{R} instant: Destroy target artifact."
func h476Shatter(t *testing.T) *card.Definition {
	return instant(t, "Brittle Shatter", "{1}{R}", []ability.TargetSpec{ability.TargetArtifact},
		ability.Effect{Op: ability.OpDestroy, Target: 0})
}

// h476Trinket is a vanilla "{1} artifact" to control.
func h476Trinket(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Brass Trinket", ManaCost: cost("{1}"), Types: ability.Artifact})
}

// h476Rod is "{1} artifact, {1}: Shock Rod deals 1 damage to target
// player."
func h476Rod(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Shock Rod", ManaCost: cost("{1}"), Types: ability.Artifact,
		Activated: []ability.Activated{{Cost: ability.Cost{Mana: cost("{1}")}, Targets: []ability.TargetSpec{ability.TargetPlayer},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoTarget, Target: 0, Amount: ability.N(1)}}}}})
}

// h476Answer answers target decisions with ts and yes/no with yes.
func h476Answer(ts ...game.Target) func(d game.Decision) game.Action {
	return func(d game.Decision) game.Action {
		if d.Kind == game.DecideYesNo {
			return choose(d.Player, 1)
		}
		return targets(d.Player, ts...)
	}
}

// ---------------------------------------------------------------------
// Part 1. Beginning of combat, draws and life gain

// 1. War Horn Totem: {2} artifact, "At the beginning of combat on your
// turn, target creature you control gets +2/+0 until end of turn." It
// triggers as Alice's beginning of combat step begins (CR 603.2b, 507),
// not at Bob's, whose creature is not a legal target anyway.
func TestH476WarHornTotem(t *testing.T) {
	d := def(t, card.Definition{Name: "War Horn Totem", ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.YourBeginningOfCombat,
			Targets: []ability.TargetSpec{{Allow: ability.AllowCreature, Filter: ability.Filter{Side: ability.YourSide}}},
			Effects: []ability.Effect{{Op: ability.OpModify, Target: 0, Power: 2}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 0, d)
	c := bf(t, g, 0, creature(t, "Horn Bearer", "{1}{R}", 2, 2, 0, "Human", "Warrior"))
	b := bf(t, g, 1, creature(t, "Bob's Scout", "{1}{G}", 2, 2, 0, "Elf", "Scout"))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, 0, g.StackLen())
	h476To(t, g, 0, game.BeginCombat)
	require.Equal(t, game.DecideTargets, g.Pending().Kind)
	resolve(t, g, h476Answer(obj(c)))
	require.Equal(t, [2]int{4, 2}, pt(t, g, c))
	h476To(t, g, 1, game.BeginCombat)
	require.Equal(t, 0, g.StackLen(), "not Bob's beginning of combat")
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
	require.Equal(t, [2]int{2, 2}, pt(t, g, c), "until end of turn only")
}

// 2. Forge Banner: {1}{R} enchantment, "At the beginning of combat on your
// turn, if you control an artifact, creatures you control get +1/+0 until
// end of turn." Without an artifact it doesn't trigger; with one it does,
// and when Alice's artifact is destroyed in response the condition is
// false on resolution and it does nothing (CR 603.4).
func TestH476ForgeBannerInterveningIf(t *testing.T) {
	d := h476Ench(t, "Forge Banner", "{1}{R}", nil, ability.Triggered{Event: ability.YourBeginningOfCombat,
		If: ability.IfYouControl(ability.Artifact),
		Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectAll,
			Group: ability.Group{Types: ability.Creature, Side: ability.YourSide}, Power: 1}}})
	for _, withArtifact := range []bool{false, true} {
		g := newGame(t, 2)
		libs(t, g, 5)
		bf(t, g, 0, d)
		c := bf(t, g, 0, creature(t, "Smith", "{1}{R}", 2, 2, 0, "Human"))
		var art, sh game.ObjectID
		if withArtifact {
			art = bf(t, g, 0, h476Trinket(t))
			lands(t, g, 1, card.Mountain, 2)
			sh = hand(t, g, 1, h476Shatter(t))
		}
		require.NoError(t, g.Start(2, 0, game.Main1))
		h476To(t, g, 0, game.BeginCombat)
		if !withArtifact {
			require.Equal(t, 0, g.StackLen(), "no artifact: it doesn't trigger")
			continue
		}
		require.Equal(t, 1, g.StackLen())
		require.NoError(t, g.Pass(0))
		require.NoError(t, g.Cast(1, sh, obj(art)))
		require.NoError(t, g.Pass(1))
		require.NoError(t, g.Pass(0)) // Shatter resolves
		require.True(t, gone(g, art))
		resolve(t, g, nil)
		require.Equal(t, [2]int{2, 2}, pt(t, g, c), "the condition is checked again on resolution")
	}
}

// 3. Drill Call: {W} enchantment, "At the beginning of combat on your
// turn, you gain 2 life." Alice controls no creature: the beginning of
// combat step still happens (CR 500.1, 507.2) and the ability triggers;
// with no attackers the declare blockers and combat damage steps are
// skipped (CR 508.8).
func TestH476DrillCallWithoutCreatures(t *testing.T) {
	d := h476Ench(t, "Drill Call", "{W}", nil, ability.Triggered{Event: ability.YourBeginningOfCombat, Effects: gain(2)})
	g := newGame(t, 2)
	libs(t, g, 5)
	bf(t, g, 0, d)
	require.NoError(t, g.Start(2, 0, game.Main1))
	h476To(t, g, 0, game.BeginCombat)
	require.Equal(t, 1, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	var seen []game.Step
	for g.Step() != game.Main2 {
		seen = append(seen, g.Step())
		dd := g.Pending()
		if dd.Kind == game.DecideAttackers {
			require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0}))
			continue
		}
		require.NoError(t, g.Pass(dd.Player))
	}
	require.NotContains(t, seen, game.DeclareBlockers)
	require.NotContains(t, seen, game.CombatDamage)
}

// 4. Scholar's Tithe: {1}{W} enchantment, "Whenever you draw a card, you
// gain 1 life." Alice starts the game: her first draw step is skipped
// (CR 103.7a), so nothing triggers; "draw two cards" is two draws, two
// triggers (CR 120.2, 603.2c); Bob's draw isn't hers.
func TestH476ScholarsTithe(t *testing.T) {
	d := h476Ench(t, "Scholar's Tithe", "{1}{W}", nil, ability.Triggered{Event: ability.YouDraw, Effects: gain(1)})
	two := sorcery(t, "Double Study", "{1}{U}", nil, ability.Effect{Op: ability.OpDraw, Who: ability.WhoYou, Amount: ability.N(2)})
	g := newGame(t, 2)
	libs(t, g, 6)
	bf(t, g, 0, d)
	lands(t, g, 0, card.Island, 2)
	s := hand(t, g, 0, two)
	require.NoError(t, g.Start(1, 0, game.Upkeep))
	h476To(t, g, 0, game.Main1)
	require.Equal(t, 0, g.StackLen())
	require.Equal(t, 20, g.Life(0), "the skipped draw step draws nothing")
	require.NoError(t, g.Cast(0, s))
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	h476To(t, g, 1, game.Main1)
	require.Equal(t, 22, g.Life(0), "Bob's draw")
	h476To(t, g, 0, game.Main1)
	require.Equal(t, 23, g.Life(0))
}

// 5. Scholar's Tithe in Two-Headed Giant: each player of the team draws in
// the team's draw step (CR 805.4b, 810.6 skipped only on the first turn),
// but only Alice's draw is "you draw": the team gains 1, not 2. Carol's
// draws on the other team's turn trigger nothing.
func TestH476ScholarsTitheTwoHeaded(t *testing.T) {
	d := h476Ench(t, "Scholar's Tithe", "{1}{W}", nil, ability.Triggered{Event: ability.YouDraw, Effects: gain(1)})
	g := newTwoHeaded(t)
	libs(t, g, 6)
	bf(t, g, 0, d)
	require.NoError(t, g.Start(3, 0, game.Upkeep))
	h476To(t, g, 0, game.Main1)
	require.Equal(t, []int{31, 31, 30, 30}, lifes(g))
	require.Equal(t, 1, g.ZoneLen(1, zone.Hand), "Bob drew too")
	h476To(t, g, 2, game.Main1)
	require.Equal(t, []int{31, 31, 30, 30}, lifes(g))
}

// 6. Sanguine Pact: {2}{B} enchantment, "Whenever you gain life, each
// opponent loses 1 life." Four players: Alice's 2/2 lifelink attacks Bob;
// the one gain of 2 triggers once (CR 702.15b, 118.9) and each of the
// three opponents loses 1.
func TestH476SanguinePactMultiplayer(t *testing.T) {
	d := h476Ench(t, "Sanguine Pact", "{2}{B}", nil, ability.Triggered{Event: ability.YouGainLife,
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}})
	g := newGame(t, 4)
	libs(t, g, 3)
	bf(t, g, 0, d)
	a := bf(t, g, 0, creature(t, "Blood Acolyte", "{1}{B}", 2, 2, ability.Lifelink, "Human", "Cleric"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	combatTo(t, g, game.Main2)
	require.Equal(t, []int{22, 17, 19, 19}, lifes(g))
}

// 7. Sanguine Pact in Two-Headed Giant: life is gained by each player
// individually (CR 810.9): Bob's gain is not Alice's, so her Pact doesn't
// trigger, though their shared total rises; her own gain makes each
// opponent, Carol and Dave, lose 1.
func TestH476SanguinePactTwoHeaded(t *testing.T) {
	d := h476Ench(t, "Sanguine Pact", "{2}{B}", nil, ability.Triggered{Event: ability.YouGainLife,
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEachOpponent, Amount: ability.N(1)}}})
	heal := sorcery(t, "Tend Wounds", "{W}", nil, gain(3)...)
	g := newTwoHeaded(t)
	libs(t, g, 3)
	bf(t, g, 0, d)
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Plains, 1)
	hb := hand(t, g, 1, heal)
	ha := hand(t, g, 0, heal)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(1, hb))
	resolve(t, g, nil)
	require.Equal(t, []int{33, 33, 30, 30}, lifes(g))
	require.NoError(t, g.Cast(0, ha))
	resolve(t, g, nil)
	require.Equal(t, []int{36, 36, 28, 28}, lifes(g))
}

// ---------------------------------------------------------------------
// Part 2. Upkeeps and end steps

// 8. Tolling Bell: {2} artifact, "At the beginning of each upkeep, that
// player loses 1 life." Alice, Carol and Dave each control one; Bob
// controls Dawn Chorus ("At the beginning of your upkeep, you gain 5
// life"). At Bob's upkeep all four trigger, each Bell controlled by its
// own controller (CR 603.3a), put on the stack in APNAP order from Bob
// (CR 603.3b): Bob's at the bottom, then Carol's, Dave's and Alice's on
// top. Bob loses 3 and gains 5.
func TestH476TollingBellAPNAP(t *testing.T) {
	bell := def(t, card.Definition{Name: "Tolling Bell", ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.EachUpkeep,
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(1)}}}}})
	chorus := h476Ench(t, "Dawn Chorus", "{1}{W}", nil, ability.Triggered{Event: ability.YourUpkeep, Effects: gain(5)})
	g := newGame(t, 4)
	libs(t, g, 3)
	bf(t, g, 0, bell)
	bf(t, g, 2, bell)
	bf(t, g, 3, bell)
	bf(t, g, 1, chorus)
	require.NoError(t, g.Start(2, 1, game.Upkeep))
	require.Equal(t, []game.PlayerID{0, 3, 2, 1}, h476Ctl(g))
	passStack(t, g)
	require.Equal(t, []int{20, 22, 20, 20}, lifes(g))
}

// 9. Dawn Chorus in Two-Headed Giant: the team takes its turn together
// (CR 805.4), so the upkeep is Bob's too and his "at the beginning of your
// upkeep" triggers with Alice's; Carol's doesn't until her team's turn.
func TestH476DawnChorusTwoHeaded(t *testing.T) {
	chorus := h476Ench(t, "Dawn Chorus", "{1}{W}", nil, ability.Triggered{Event: ability.YourUpkeep, Effects: gain(5)})
	g := newTwoHeaded(t)
	libs(t, g, 3)
	bf(t, g, 1, chorus)
	bf(t, g, 2, chorus)
	require.NoError(t, g.Start(3, 0, game.Upkeep))
	require.Equal(t, []game.PlayerID{1}, h476Ctl(g))
	passStack(t, g)
	require.Equal(t, []int{35, 35, 30, 30}, lifes(g))
	h476To(t, g, 2, game.Upkeep)
	require.Equal(t, []game.PlayerID{2}, h476Ctl(g))
}

// 10. Cinder Idol: {3} artifact, "At the beginning of your end step,
// Cinder Idol deals 2 damage to each opponent." Bob destroys the Idol
// with its ability on the stack: the ability exists independently of its
// source and still deals the damage (CR 112.7a).
func TestH476CinderIdolLeaves(t *testing.T) {
	idol := def(t, card.Definition{Name: "Cinder Idol", ManaCost: cost("{3}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.YourEndStep,
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEachOpponent, Amount: ability.N(2)}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	i := bf(t, g, 0, idol)
	lands(t, g, 1, card.Mountain, 2)
	sh := hand(t, g, 1, h476Shatter(t))
	require.NoError(t, g.Start(2, 0, game.Main2))
	h476To(t, g, 0, game.End)
	require.Equal(t, 1, g.StackLen())
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, sh, obj(i)))
	resolve(t, g, nil)
	require.True(t, gone(g, i))
	require.Equal(t, 18, g.Life(1))
}

// 11. Hermit's Lantern: {2} artifact, "At the beginning of your end step,
// if you control no creatures, draw a card." With a creature it doesn't
// trigger (CR 603.4); without one it does, at Alice's end step only
// (CR 513.1, 603.2b).
func TestH476HermitsLantern(t *testing.T) {
	d := def(t, card.Definition{Name: "Hermit's Lantern", ManaCost: cost("{2}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.YourEndStep,
			If:      ability.Condition{Kind: ability.YouControlNone, Group: ability.Group{Types: ability.Creature}},
			Effects: draw1}}})
	for _, withCreature := range []bool{true, false} {
		g := newGame(t, 2)
		libs(t, g, 5)
		bf(t, g, 0, d)
		if withCreature {
			bf(t, g, 0, creature(t, "Companion", "{1}{W}", 2, 2, 0, "Human"))
		}
		require.NoError(t, g.Start(2, 0, game.Main2))
		h476To(t, g, 0, game.End)
		if withCreature {
			require.Equal(t, 0, g.StackLen())
			continue
		}
		require.Equal(t, 1, g.StackLen())
		passStack(t, g)
		require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
		h476To(t, g, 1, game.End)
		require.Equal(t, 0, g.StackLen(), "Bob's end step is not Alice's")
	}
}

// rootedRevenant is "{3}{G} 4/2 Plant: When Rooted Revenant dies, return
// it to the battlefield tapped under its owner's control at the beginning
// of its owner's next upkeep."
func h476Revenant(t *testing.T) *card.Definition {
	return def(t, card.Definition{Name: "Rooted Revenant", ManaCost: cost("{3}{G}"), Types: ability.Creature,
		Subtypes: []string{"Plant"}, Power: C(4), Toughness: C(2),
		Triggered: []ability.Triggered{
			{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpDelayTrigger}}},
			{Event: ability.AtOwnersNextUpkeep, Effects: []ability.Effect{{Op: ability.OpReturnSelfTapped}}},
		}})
}

// 12. Rooted Revenant, owned by Carol and controlled by Alice, dies on
// Alice's turn in a four-player game. The dies trigger is Alice's
// (CR 603.3a), and so is the delayed trigger it creates (CR 603.7e); it
// waits through Bob's upkeep and returns the card at Carol's, under
// Carol's control, tapped (CR 603.7a, 110.2).
func TestH476RootedRevenantOwnersUpkeep(t *testing.T) {
	g := newGame(t, 4)
	libs(t, g, 5)
	r := bf(t, g, 2, h476Revenant(t), game.PutOptions{Controller: 0, SetController: true})
	lands(t, g, 0, card.Swamp, 1)
	dm := hand(t, g, 0, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, dm, obj(r)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(2))
	require.NoError(t, g.Pass(3))
	require.Equal(t, []game.PlayerID{0}, h476Ctl(g), "the dies trigger is Alice's")
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, r))
	h476To(t, g, 1, game.Upkeep)
	require.Equal(t, 0, g.StackLen(), "not at Bob's upkeep")
	h476To(t, g, 2, game.Upkeep)
	require.Equal(t, []game.PlayerID{0}, h476Ctl(g), "the delayed trigger is Alice's")
	resolve(t, g, nil)
	id := find(t, g, 2, info(t, g, mustFollow(t, g, r)).Card)
	require.NotZero(t, id)
	require.True(t, info(t, g, id).Tapped)
	require.Equal(t, game.PlayerID(2), info(t, g, id).Controller)
}

func mustFollow(t *testing.T, g *game.Game, id game.ObjectID) game.ObjectID {
	t.Helper()
	n, ok := g.Follow(id)
	require.True(t, ok)
	return n
}

// 13. Rooted Revenant dies; before its owner's next upkeep Bob exiles
// Alice's graveyard (Scour the Crypt, {B} instant: "Exile target player's
// graveyard."). The card in exile is a new object (CR 400.7), which the
// delayed trigger doesn't find (CR 603.7c): it stays in exile.
func TestH476RootedRevenantExiled(t *testing.T) {
	scour := instant(t, "Scour the Crypt", "{B}", []ability.TargetSpec{ability.TargetPlayer},
		ability.Effect{Op: ability.OpExileGraveyard, Who: ability.WhoTarget, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 5)
	r := bf(t, g, 0, h476Revenant(t))
	lands(t, g, 1, card.Swamp, 2)
	dm := hand(t, g, 1, doomDef)
	sc := hand(t, g, 1, scour)
	require.NoError(t, g.Start(2, 0, game.End))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, dm, obj(r)))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, r))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, sc, pl(0)))
	resolve(t, g, nil)
	require.Equal(t, zone.Exile, zoneOf(t, g, r))
	h476To(t, g, 0, game.Upkeep)
	resolve(t, g, nil)
	require.Equal(t, zone.Exile, zoneOf(t, g, r))
	require.Equal(t, 0, g.ZoneLen(0, zone.Battlefield))
}

// ---------------------------------------------------------------------
// Part 3. Auras and Equipment

// 14. Leech Bond: {1}{B} Aura, "Enchant creature / Whenever enchanted
// creature deals combat damage to a player, you gain 2 life." Bob puts it
// on Alice's attacker: the ability is the Aura's, controlled by Bob
// (CR 303.4e, 603.3a), who gains 2 as he is dealt 2.
func TestH476LeechBondOpponentsAura(t *testing.T) {
	d := h476Aura(t, "Leech Bond", "{1}{B}", nil, ability.Triggered{Event: ability.AttachedDealsCombatDamageToPlayer, Effects: gain(2)})
	g := newGame(t, 2)
	libs(t, g, 3)
	a := bf(t, g, 0, creature(t, "Raider", "{1}{R}", 2, 2, 0, "Human"))
	bf(t, g, 1, d, game.PutOptions{AttachedTo: a})
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	h476To(t, g, 0, game.CombatDamage)
	require.Equal(t, []game.PlayerID{1}, h476Ctl(g))
	passStack(t, g)
	require.Equal(t, 20, g.Life(1))
	require.Equal(t, 20, g.Life(0))
}

// 15. Twin Gauntlet: {3} Equipment, "Equipped creature has double strike.
// Whenever equipped creature deals combat damage to a player, you draw a
// card. Equip {2}." Four players, Alice's 2/2 attacks Carol: the first
// strike damage triggers it (CR 510.3a); Bob destroys the Gauntlet with
// the trigger on the stack. The ability still resolves (CR 112.7a), but
// the creature without double strike deals no damage in the second step
// (CR 702.4c): Carol loses 2 and Alice draws 1.
func TestH476TwinGauntlet(t *testing.T) {
	d := def(t, card.Definition{Name: "Twin Gauntlet", ManaCost: cost("{3}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Statics:   []ability.Static{{Affects: ability.AffectsAttached, Keywords: ability.DoubleStrike}},
		Triggered: []ability.Triggered{{Event: ability.AttachedDealsCombatDamageToPlayer, Effects: draw1}},
		Activated: []ability.Activated{equipFor("{2}")}})
	g := newGame(t, 4)
	libs(t, g, 3)
	a := bf(t, g, 0, creature(t, "Duelist", "{1}{W}", 2, 2, 0, "Human"))
	gt := bf(t, g, 0, d, game.PutOptions{AttachedTo: a})
	lands(t, g, 1, card.Mountain, 2)
	sh := hand(t, g, 1, h476Shatter(t))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 2})
	h476To(t, g, 0, game.FirstStrikeDamage)
	require.Equal(t, 18, g.Life(2))
	require.Equal(t, []game.PlayerID{0}, h476Ctl(g))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, sh, obj(gt)))
	resolve(t, g, nil)
	require.True(t, gone(g, gt))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	combatTo(t, g, game.Main2)
	require.Equal(t, 18, g.Life(2))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
}

// 16. Wild Bloom: {G} Aura, "Enchant land / Whenever enchanted land is
// tapped for mana, its controller adds {G}." Bob's Wild Bloom on Alice's
// Forest: a triggered mana ability (CR 605.1b) that resolves at once
// (CR 605.4a); the mana is the land's controller's, Alice's.
func TestH476WildBloomOnOpponentsLand(t *testing.T) {
	d := def(t, card.Definition{Name: "Wild Bloom", ManaCost: cost("{G}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetSpec{Allow: ability.AllowLand},
		Triggered: []ability.Triggered{{Event: ability.AttachedTappedForMana,
			Effects: []ability.Effect{{Op: ability.OpAddMana, Mana: mana.Pool{mana.Green: 1}}}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	f := bf(t, g, 0, card.Forest)
	bf(t, g, 1, d, game.PutOptions{AttachedTo: f})
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivateMana, Player: 0, Object: f}))
	require.Equal(t, 0, g.StackLen())
	require.Equal(t, 2, g.Pool(0).Amount(mana.Green))
	require.Equal(t, 0, g.Pool(1).Amount(mana.Green))
}

// 17. Creeping Rot: {1}{B} Aura, "Enchant creature / At the beginning of
// the upkeep of enchanted creature's controller, that player loses 1 life
// and you gain 1 life." Alice's Rot on Carol's creature in a four-player
// game triggers at Carol's upkeep only, controlled by Alice (CR 603.3a).
func TestH476CreepingRotMultiplayer(t *testing.T) {
	d := h476Aura(t, "Creeping Rot", "{1}{B}", nil, ability.Triggered{Event: ability.UpkeepOfAttachedController,
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEnchantedController, Amount: ability.N(1)},
			{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(1)}}})
	g := newGame(t, 4)
	libs(t, g, 5)
	c := bf(t, g, 2, creature(t, "Carol's Ox", "{2}{G}", 2, 3, 0, "Ox"))
	bf(t, g, 0, d, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 0, game.Upkeep))
	require.Equal(t, 0, g.StackLen())
	h476To(t, g, 1, game.Upkeep)
	require.Equal(t, 0, g.StackLen())
	h476To(t, g, 2, game.Upkeep)
	require.Equal(t, []game.PlayerID{0}, h476Ctl(g))
	passStack(t, g)
	require.Equal(t, []int{21, 20, 19, 20}, lifes(g))
}

// 18. Growth Harness: {2} Equipment, "Equipped creature has 'At the
// beginning of your upkeep, put a +1/+1 counter on this creature.' Equip
// {1}." Alice's Harness is on her creature that Bob controls: the
// Equipment's controller doesn't matter (CR 301.5d); the ability is the
// creature's, so it triggers at Bob's upkeep, for Bob (CR 603.3a), and
// not at Alice's.
func TestH476GrowthHarnessGranted(t *testing.T) {
	d := def(t, card.Definition{Name: "Growth Harness", ManaCost: cost("{2}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Triggered: []ability.Triggered{{Event: ability.UpkeepOfAttachedController, OfAttached: true,
			Effects: []ability.Effect{{Op: ability.OpPutCounters, Subject: ability.SubjectAttached, Counter: "+1/+1", Amount: ability.N(1)}}}},
		Activated: []ability.Activated{equipFor("{1}")}})
	g := newGame(t, 2)
	libs(t, g, 5)
	c := bf(t, g, 0, creature(t, "Borrowed Hound", "{1}{G}", 2, 2, 0, "Dog"), game.PutOptions{Controller: 1, SetController: true})
	bf(t, g, 0, d, game.PutOptions{AttachedTo: c})
	require.NoError(t, g.Start(2, 0, game.Upkeep))
	require.Equal(t, 0, g.StackLen())
	h476To(t, g, 1, game.Upkeep)
	require.Equal(t, []game.PlayerID{1}, h476Ctl(g))
	passStack(t, g)
	require.Equal(t, [2]int{3, 3}, pt(t, g, c))
}

// 19. Martyr's Mark: {W} Aura, "Enchant creature / Whenever enchanted
// creature is dealt damage, you gain that much life." Bob's Mark on
// Alice's 4/4; Alice deals it 5 damage. It triggers on the damage while
// the Aura is still attached (CR 603.2); the creature dies and the Aura
// goes to the graveyard before the ability is put on the stack
// (CR 704.3, 603.3), which still resolves for Bob (CR 112.7a).
func TestH476MartyrsMarkCreatureDies(t *testing.T) {
	d := h476Aura(t, "Martyr's Mark", "{W}", nil, ability.Triggered{Event: ability.AttachedIsDealtDamage,
		Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.EventAmount}}}})
	blast := instant(t, "Fire Blast", "{3}{R}", []ability.TargetSpec{ability.TargetCreatureOrPlayer},
		ability.Effect{Op: ability.OpDamage, Target: 0, Amount: ability.N(5)})
	g := newGame(t, 2)
	libs(t, g, 3)
	c := bf(t, g, 0, creature(t, "Stone Giant", "{3}{R}", 4, 4, 0, "Giant"))
	m := bf(t, g, 1, d, game.PutOptions{AttachedTo: c})
	lands(t, g, 0, card.Mountain, 4)
	b := hand(t, g, 0, blast)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, b, obj(c)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.True(t, gone(g, c))
	require.True(t, gone(g, m))
	require.Equal(t, []game.PlayerID{1}, h476Ctl(g))
	resolve(t, g, nil)
	require.Equal(t, 25, g.Life(1))
}

// 20. Spiteful Brute: {3}{R} 3/5, "Whenever Spiteful Brute is dealt combat
// damage, it deals that much damage to each opponent." A spell's damage
// is not combat damage (CR 510.2): nothing; blocking Bob's 3/3 it is
// dealt 3 combat damage and deals 3 to Bob.
func TestH476SpitefulBrute(t *testing.T) {
	d := def(t, card.Definition{Name: "Spiteful Brute", ManaCost: cost("{3}{R}"), Types: ability.Creature, Subtypes: []string{"Ogre"},
		Power: C(3), Toughness: C(5), Triggered: []ability.Triggered{{Event: ability.DealtCombatDamage,
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectPlayer, Who: ability.WhoEachOpponent,
				Amount: ability.Amount{Kind: ability.EventAmount}}}}}})
	g := newGame(t, 2)
	libs(t, g, 5)
	br := bf(t, g, 0, d)
	a := bf(t, g, 1, creature(t, "Bob's Bruiser", "{2}{G}", 3, 3, 0, "Beast"))
	lands(t, g, 1, card.Plains, 1)
	wb := hand(t, g, 1, whiteBolt)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, wb, obj(br)))
	resolve(t, g, nil)
	require.Equal(t, 1, info(t, g, br).Damage)
	require.Equal(t, 20, g.Life(1))
	toAttackers(t, g)
	attack(t, g, 1, game.Attack{Attacker: a, Player: 0})
	toBlockers(t, g)
	block(t, g, 0, game.Block{Blocker: br, Attacker: a})
	combatTo(t, g, game.Main2)
	require.Equal(t, 17, g.Life(1))
	require.Equal(t, 20, g.Life(0))
}

// 21. Aura Siphon: {1}{U} 1/3, "Whenever an Aura becomes attached to Aura
// Siphon, you draw a card." Bob's Aura spell on it resolves: the ability
// is Aura Siphon's, so Alice controls it and draws (CR 603.3a, 303.4).
func TestH476AuraSiphon(t *testing.T) {
	d := def(t, card.Definition{Name: "Aura Siphon", ManaCost: cost("{1}{U}"), Types: ability.Creature, Subtypes: []string{"Wizard"},
		Power: C(1), Toughness: C(3), Triggered: []ability.Triggered{{Event: ability.AuraBecomesAttached, Effects: draw1}}})
	weaken := h476Aura(t, "Weakening Hex", "{B}", []ability.Static{{Affects: ability.AffectsAttached, Power: -1}})
	g := newGame(t, 2)
	libs(t, g, 5)
	s := bf(t, g, 0, d)
	lands(t, g, 1, card.Swamp, 1)
	w := hand(t, g, 1, weaken)
	require.NoError(t, g.Start(2, 1, game.Main1))
	require.NoError(t, g.Cast(1, w, obj(s)))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Pass(0))
	require.Equal(t, []game.PlayerID{0}, h476Ctl(g))
	resolve(t, g, nil)
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand))
	require.Equal(t, [2]int{0, 3}, pt(t, g, s))
}

// ---------------------------------------------------------------------
// Part 4. Casting, activating, attacking, blocking

// 22. Tinker's Focus: {1}{R} enchantment, "Whenever you activate an
// ability of an artifact, if it isn't a mana ability, you gain 1 life."
// Tapping the Mana Bauble is a mana ability (CR 605.3b): nothing; the
// Shock Rod's ability triggers it, and the trigger resolves first, above
// the ability (CR 603.3). Bob's activation
// is not Alice's.
func TestH476TinkersFocus(t *testing.T) {
	focus := h476Ench(t, "Tinker's Focus", "{1}{R}", nil, ability.Triggered{Event: ability.YouActivateArtifactAbility, Effects: gain(1)})
	bauble := def(t, card.Definition{Name: "Mana Bauble", ManaCost: cost("{1}"), Types: ability.Artifact,
		Activated: []ability.Activated{ability.TapForMana(mana.Red)}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, focus)
	mb := bf(t, g, 0, bauble)
	rod := bf(t, g, 0, h476Rod(t))
	brod := bf(t, g, 1, h476Rod(t))
	lands(t, g, 1, card.Mountain, 1)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivateMana, Player: 0, Object: mb}))
	require.Equal(t, 0, g.StackLen())
	require.NoError(t, g.Activate(0, rod, 0, pl(1)))
	require.Equal(t, 2, g.StackLen())
	require.Equal(t, game.PlayerID(0), g.Stack()[0].Controller)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, 21, g.Life(0))
	require.Equal(t, 20, g.Life(1), "the trigger resolved first")
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Activate(1, brod, 0, pl(0)))
	require.Equal(t, 1, g.StackLen(), "Bob's activation")
	resolve(t, g, nil)
	require.Equal(t, 20, g.Life(0))
}

// 23. Warband Standard: {2}{R} enchantment, "Whenever you attack with
// three or more creatures, creatures you control get +1/+0 until end of
// turn." Four players: two attackers at Bob and one at Carol are three
// attackers in one declaration: it triggers once (CR 508.1, 603.2c); two
// attackers don't trigger it.
func TestH476WarbandStandard(t *testing.T) {
	d := h476Ench(t, "Warband Standard", "{2}{R}", nil, ability.Triggered{Event: ability.YouAttackWithCreatures, MinCount: 3,
		Effects: []ability.Effect{{Op: ability.OpModify, Subject: ability.SubjectAll,
			Group: ability.Group{Types: ability.Creature, Side: ability.YourSide}, Power: 1}}})
	for _, n := range []int{2, 3} {
		g := newGame(t, 4)
		libs(t, g, 3)
		bf(t, g, 0, d)
		var as []game.Attack
		var ids []game.ObjectID
		for i := 0; i < n; i++ {
			id := bf(t, g, 0, creature(t, "Raider", "{1}{R}", 2, 2, 0, "Human"))
			ids = append(ids, id)
			to := game.PlayerID(1)
			if i == 2 {
				to = 2
			}
			as = append(as, game.Attack{Attacker: id, Player: to})
		}
		require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
		attack(t, g, 0, as...)
		if n == 2 {
			require.Equal(t, 0, g.StackLen())
			continue
		}
		require.Equal(t, 1, g.StackLen())
		passStack(t, g)
		require.Equal(t, [2]int{3, 2}, pt(t, g, ids[0]))
		combatTo(t, g, game.Main2)
		require.Equal(t, []int{20, 14, 17, 20}, lifes(g))
	}
}

// 24. Herald of Ruin: {2}{B} 2/2, "When you cast Herald of Ruin, target
// opponent loses 2 life." Bob counters the creature spell; the cast
// trigger, put on the stack above it, resolves anyway (CR 601.2i, 603.3,
// 112.7a).
func TestH476HeraldOfRuinCountered(t *testing.T) {
	d := def(t, card.Definition{Name: "Herald of Ruin", ManaCost: cost("{2}{B}"), Types: ability.Creature, Subtypes: []string{"Zombie"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{{Event: ability.CastThis,
			Targets: []ability.TargetSpec{ability.TargetOpponent},
			Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoTarget, Target: 0, Amount: ability.N(2)}}}}})
	cancel := instant(t, "Cancel Out", "{U}{U}", []ability.TargetSpec{ability.TargetSpell}, ability.Effect{Op: ability.OpCounter, Target: 0})
	g := newGame(t, 2)
	libs(t, g, 3)
	lands(t, g, 0, card.Swamp, 3)
	lands(t, g, 1, card.Island, 2)
	h := hand(t, g, 0, d)
	cx := hand(t, g, 1, cancel)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	for g.Pending().Kind == game.DecideTargets {
		require.NoError(t, g.Apply(targets(0, pl(1))))
	}
	require.Equal(t, 2, g.StackLen())
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, cx, obj(mustFollow(t, g, h))))
	resolve(t, g, nil)
	require.Equal(t, zone.Graveyard, zoneOf(t, g, h))
	require.Equal(t, 18, g.Life(1))
}

// 25. Skyhunter Wall: {2}{G} 0/4 Wall, "Defender, reach. Whenever Skyhunter
// Wall blocks a creature with flying, it deals 2 damage to that creature."
// Four players: Alice attacks Carol with a 2/2 flyer and a 2/2 walker;
// Carol's two Walls block one each. Only the block of the flyer
// triggers (CR 603.2), for Carol
// (CR 603.3a), and the flyer dies before combat damage.
func TestH476SkyhunterWall(t *testing.T) {
	d := def(t, card.Definition{Name: "Skyhunter Wall", ManaCost: cost("{2}{G}"), Types: ability.Creature, Subtypes: []string{"Wall"},
		Power: C(0), Toughness: C(4), Keywords: ability.Defender | ability.Reach,
		Triggered: []ability.Triggered{{Event: ability.Blocks, Match: ability.Filter{WithKeyword: ability.Flying},
			Effects: []ability.Effect{{Op: ability.OpDamage, Subject: ability.SubjectEventObject, Amount: ability.N(2)}}}}})
	g := newGame(t, 4)
	libs(t, g, 3)
	fl := bf(t, g, 0, creature(t, "Sky Raider", "{1}{U}", 2, 2, ability.Flying, "Bird"))
	gr := bf(t, g, 0, creature(t, "Foot Raider", "{1}{R}", 2, 2, 0, "Human"))
	w1 := bf(t, g, 2, d)
	w2 := bf(t, g, 2, d)
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: fl, Player: 2}, game.Attack{Attacker: gr, Player: 2})
	toBlockers(t, g)
	block(t, g, 2, game.Block{Blocker: w1, Attacker: fl}, game.Block{Blocker: w2, Attacker: gr})
	require.Equal(t, []game.PlayerID{2}, h476Ctl(g))
	passStack(t, g)
	require.True(t, gone(g, fl))
	combatTo(t, g, game.Main2)
	require.Equal(t, 2, info(t, g, w2).Damage)
	require.Equal(t, 0, info(t, g, w1).Damage)
	require.Equal(t, 20, g.Life(2))
}

// 26. Oath of the Watch: {1}{W} sorcery, "You get an emblem with 'Whenever
// a creature attacks you, you gain 1 life.'" The emblem works from the
// command zone (CR 113.2, 113.4). Four players: Bob attacks Alice with two
// creatures and Carol with one: two triggers, Alice's (CR 603.3a).
func TestH476OathOfTheWatchEmblem(t *testing.T) {
	emb := def(t, card.Definition{Name: "Oath of the Watch Emblem",
		Triggered: []ability.Triggered{{Event: ability.CreatureAttacksYou, Effects: gain(1)}}})
	oath := sorcery(t, "Oath of the Watch", "{1}{W}", nil, ability.Effect{Op: ability.OpEmblem, Who: ability.WhoYou, Token: emb})
	g := newGame(t, 4)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 2)
	o := hand(t, g, 0, oath)
	var bs []game.ObjectID
	for i := 0; i < 3; i++ {
		bs = append(bs, bf(t, g, 1, creature(t, "Bob's Raider", "{1}{R}", 1, 1, 0, "Human")))
	}
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, o))
	resolve(t, g, nil)
	h476To(t, g, 1, game.BeginCombat)
	toAttackers(t, g)
	attack(t, g, 1, game.Attack{Attacker: bs[0], Player: 0}, game.Attack{Attacker: bs[1], Player: 0}, game.Attack{Attacker: bs[2], Player: 2})
	if g.Pending().Kind == game.DecideTriggerOrder {
		require.Equal(t, game.PlayerID(0), g.Pending().Player)
		require.NoError(t, g.Apply(choose(0, 0)))
	}
	require.Equal(t, []game.PlayerID{0, 0}, h476Ctl(g))
	passStack(t, g)
	require.Equal(t, 22, g.Life(0))
	combatTo(t, g, game.Main2)
	require.Equal(t, []int{20, 20, 19, 20}, lifes(g))
}

// 27. Oath of the Watch in Two-Headed Giant: the creatures attack the
// team (CR 810.7a), so Alice's emblem triggers for a creature declared at
// her teammate Bob too.
func TestH476OathOfTheWatchTwoHeaded(t *testing.T) {
	emb := def(t, card.Definition{Name: "Oath of the Watch Emblem",
		Triggered: []ability.Triggered{{Event: ability.CreatureAttacksYou, Effects: gain(1)}}})
	oath := sorcery(t, "Oath of the Watch", "{1}{W}", nil, ability.Effect{Op: ability.OpEmblem, Who: ability.WhoYou, Token: emb})
	g := newTwoHeaded(t)
	libs(t, g, 5)
	lands(t, g, 0, card.Plains, 2)
	o := hand(t, g, 0, oath)
	c := bf(t, g, 2, creature(t, "Carol's Raider", "{1}{R}", 1, 1, 0, "Human"))
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(0, o))
	resolve(t, g, nil)
	h476To(t, g, 2, game.BeginCombat)
	toAttackers(t, g)
	attack(t, g, 2, game.Attack{Attacker: c, Player: 1})
	require.Equal(t, []game.PlayerID{0}, h476Ctl(g))
	passStack(t, g)
	require.Equal(t, 31, g.Life(0))
}

// watcher is "Watcher of Secrets, {1}{U} enchantment: Whenever an
// opponent searches their library, you draw a card and that player loses
// 1 life."
func h476Watcher(t *testing.T) *card.Definition {
	return h476Ench(t, "Watcher of Secrets", "{1}{U}", nil, ability.Triggered{Event: ability.OpponentSearchesLibrary,
		Effects: []ability.Effect{draw1[0], {Op: ability.OpLoseLife, Who: ability.WhoEventPlayer, Amount: ability.N(1)}}})
}

// h476TrailMap is "{G} sorcery: Search your library for a basic land card,
// put it into your hand, then shuffle."
func h476TrailMap(t *testing.T) *card.Definition {
	return sorcery(t, "Trail Map", "{G}", nil, ability.Effect{Op: ability.OpSearchLibrary, Amount: ability.N(1),
		Filter: ability.Filter{Types: ability.Land}, Into: ability.IntoHand})
}

func h476AnySearch(d game.Decision) game.Action { return chooseObj(d.Player, 0) }

// 28. Watcher of Secrets, four players: Alice's own search doesn't
// trigger it, even one that finds nothing; Bob's does (CR 701.17, 603.2),
// and "that player" is Bob, who loses 1.
func TestH476WatcherOfSecrets(t *testing.T) {
	g := newGame(t, 4)
	libs(t, g, 5)
	bf(t, g, 0, h476Watcher(t))
	lands(t, g, 0, card.Forest, 1)
	lands(t, g, 1, card.Forest, 1)
	ma := hand(t, g, 0, h476TrailMap(t))
	mb := hand(t, g, 1, h476TrailMap(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, ma))
	resolve(t, g, h476AnySearch)
	require.Equal(t, 0, g.StackLen())
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
	h476To(t, g, 1, game.Main1)
	require.NoError(t, g.Cast(1, mb))
	resolve(t, g, h476AnySearch)
	require.Equal(t, 19, g.Life(1))
	require.Equal(t, 1, g.ZoneLen(0, zone.Hand), "Alice drew")
	require.Equal(t, 20, g.Life(0))
}

// 29. Watcher of Secrets in Two-Headed Giant: Alice's teammate Bob is not
// her opponent (CR 102.3): his search doesn't trigger it;
// Carol's does.
func TestH476WatcherOfSecretsTwoHeaded(t *testing.T) {
	g := newTwoHeaded(t)
	libs(t, g, 5)
	bf(t, g, 0, h476Watcher(t))
	lands(t, g, 1, card.Forest, 1)
	lands(t, g, 2, card.Forest, 1)
	mb := hand(t, g, 1, h476TrailMap(t))
	mc := hand(t, g, 2, h476TrailMap(t))
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Cast(1, mb))
	resolve(t, g, h476AnySearch)
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand))
	require.Equal(t, 30, g.Life(1))
	h476To(t, g, 2, game.Main1)
	require.NoError(t, g.Cast(2, mc))
	resolve(t, g, h476AnySearch)
	require.Equal(t, 29, g.Life(2))
}

// ---------------------------------------------------------------------
// Part 5. Static abilities

// 30. Rust Tithe: {1}{B} enchantment, "Activated abilities of artifacts
// your opponents control cost {1} more to activate." Bob's Shock Rod
// ({1}: 1 damage to target player) costs {2} (CR 601.2f via 602.2b): one
// Mountain can't pay; Alice's own Rod still costs {1}.
func TestH476RustTithe(t *testing.T) {
	d := h476Ench(t, "Rust Tithe", "{1}{B}", []ability.Static{{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Artifact, Side: ability.OpponentSide}, ActivationTax: 1}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	ar := bf(t, g, 0, h476Rod(t))
	br := bf(t, g, 1, h476Rod(t))
	lands(t, g, 0, card.Mountain, 1)
	lands(t, g, 1, card.Mountain, 1)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Activate(0, ar, 0, pl(1)))
	require.NoError(t, g.Pass(0))
	require.Error(t, g.Activate(1, br, 0, pl(0)), "{2} with one Mountain")
	resolve(t, g, nil)
	require.Equal(t, 19, g.Life(1))
	g2 := newGame(t, 2)
	libs(t, g2, 3)
	bf(t, g2, 0, d)
	br2 := bf(t, g2, 1, h476Rod(t))
	lands(t, g2, 1, card.Mountain, 2)
	require.NoError(t, g2.Start(2, 1, game.Main1))
	require.NoError(t, g2.Activate(1, br2, 0, pl(0)))
	resolve(t, g2, nil)
	require.Equal(t, 19, g2.Life(0))
	for _, id := range g2.Zone(1, zone.Battlefield) {
		if info(t, g2, id).Card == card.Mountain {
			require.True(t, info(t, g2, id).Tapped, "both Mountains paid")
		}
	}
}

// 31. Thorn Moat: {2}{W} enchantment, "Creatures your opponents control
// can't attack or block unless their controller pays {1} for each of
// them." With one Mountain, Bob can attack with one of his two creatures
// but not both (CR 508.1d, 508.1h); Alice's creatures are not taxed.
func TestH476ThornMoat(t *testing.T) {
	d := h476Ench(t, "Thorn Moat", "{2}{W}", []ability.Static{{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature, Side: ability.OpponentSide}, AttackBlockTax: 1}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	b1 := bf(t, g, 1, creature(t, "Bob's Boar", "{1}{G}", 2, 2, 0, "Boar"))
	b2 := bf(t, g, 1, creature(t, "Bob's Wolf", "{1}{G}", 2, 2, 0, "Wolf"))
	m := bf(t, g, 1, card.Mountain)
	require.NoError(t, g.Start(2, 1, game.DeclareAttackers))
	require.Error(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 1,
		Attackers: []game.Attack{{Attacker: b1, Player: 0}, {Attacker: b2, Player: 0}}}))
	attack(t, g, 1, game.Attack{Attacker: b1, Player: 0})
	require.True(t, info(t, g, m).Tapped)
	combatTo(t, g, game.Main2)
	require.Equal(t, 18, g.Life(0))

	g2 := newGame(t, 2)
	libs(t, g2, 3)
	bf(t, g2, 0, d)
	a := bf(t, g2, 0, creature(t, "Alice's Boar", "{1}{G}", 2, 2, 0, "Boar"))
	require.NoError(t, g2.Start(2, 0, game.DeclareAttackers))
	attack(t, g2, 0, game.Attack{Attacker: a, Player: 1})
	combatTo(t, g2, game.Main2)
	require.Equal(t, 18, g2.Life(1))
}

// 32. Stormveil: {2}{U} enchantment, "Creatures without flying can't
// attack." It binds its controller too (CR 508.1c, 101.2): Alice's walker
// can't attack, her flyer can.
func TestH476Stormveil(t *testing.T) {
	d := h476Ench(t, "Stormveil", "{2}{U}", []ability.Static{{AttackNeedsKeyword: ability.Flying}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	w := bf(t, g, 0, creature(t, "Walker", "{1}{G}", 2, 2, 0, "Elf"))
	f := bf(t, g, 0, creature(t, "Flyer", "{1}{U}", 1, 1, ability.Flying, "Bird"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	require.False(t, g.CanAttack(w))
	require.True(t, g.CanAttack(f))
	require.Error(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0, Attackers: []game.Attack{{Attacker: w, Player: 1}}}))
	attack(t, g, 0, game.Attack{Attacker: f, Player: 1})
	combatTo(t, g, game.Main2)
	require.Equal(t, 19, g.Life(1))
}

// 33. Scorched Vow: {R} enchantment, "You can't play lands." Alice can't
// play her Mountain (CR 305.2 changed, 101.2); Bob can play his.
func TestH476ScorchedVow(t *testing.T) {
	d := h476Ench(t, "Scorched Vow", "{R}", []ability.Static{{ControllerCantPlayLands: true}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	ma := hand(t, g, 0, card.Mountain)
	mb := hand(t, g, 1, card.Mountain)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Error(t, g.PlayLand(0, ma))
	h476To(t, g, 1, game.Main1)
	require.NoError(t, g.PlayLand(1, mb))
	require.Equal(t, zone.Battlefield, zoneOf(t, g, mb))
}

// 34. Artificer's Rally: {2}{W} enchantment, "As long as you control an
// artifact, creatures you control get +1/+1 and have vigilance." The
// condition is checked continuously (CR 604.2): when Bob destroys the
// artifact the bonus and vigilance stop.
func TestH476ArtificersRally(t *testing.T) {
	d := h476Ench(t, "Artificer's Rally", "{2}{W}", []ability.Static{{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature, Side: ability.YourSide}, If: ability.IfYouControl(ability.Artifact),
		Power: 1, Toughness: 1, Keywords: ability.Vigilance}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	c := bf(t, g, 0, creature(t, "Tinkerer", "{1}{W}", 2, 2, 0, "Human", "Artificer"))
	art := bf(t, g, 0, h476Trinket(t))
	b := bf(t, g, 1, creature(t, "Bob's Bear", "{1}{G}", 2, 2, 0, "Bear"))
	lands(t, g, 1, card.Mountain, 2)
	sh := hand(t, g, 1, h476Shatter(t))
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.Equal(t, [2]int{3, 3}, pt(t, g, c))
	require.True(t, info(t, g, c).Keywords.Has(ability.Vigilance))
	require.Equal(t, [2]int{2, 2}, pt(t, g, b))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Cast(1, sh, obj(art)))
	resolve(t, g, nil)
	require.Equal(t, [2]int{2, 2}, pt(t, g, c))
	require.False(t, info(t, g, c).Keywords.Has(ability.Vigilance))
}

// 35. Mistveil Sprite: {1}{U} 1/1 flyer, "Other creatures you control have
// hexproof." Bob can't target Alice's other creature (CR 702.11b) but can
// target the Sprite; Alice can target her own creature.
func TestH476MistveilSprite(t *testing.T) {
	d := def(t, card.Definition{Name: "Mistveil Sprite", ManaCost: cost("{1}{U}"), Types: ability.Creature, Subtypes: []string{"Faerie"},
		Power: C(1), Toughness: C(1), Keywords: ability.Flying,
		Statics: []ability.Static{{Affects: ability.AffectsGroup, Group: ability.Group{Types: ability.Creature, Side: ability.YourSide, Other: true},
			Keywords: ability.Hexproof}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	s := bf(t, g, 0, d)
	c := bf(t, g, 0, creature(t, "Guarded Bear", "{1}{G}", 2, 2, 0, "Bear"))
	lands(t, g, 0, card.Plains, 1)
	lands(t, g, 1, card.Swamp, 1)
	wa := hand(t, g, 0, whiteBolt)
	dm := hand(t, g, 1, doomDef)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.True(t, offered(g, wa, obj(c)))
	require.NoError(t, g.Pass(0))
	require.False(t, offered(g, dm, obj(c)))
	require.True(t, offered(g, dm, obj(s)))
	require.Error(t, g.Cast(1, dm, obj(c)))
	require.NoError(t, g.Cast(1, dm, obj(s)))
	resolve(t, g, nil)
	require.True(t, gone(g, s))
	require.False(t, info(t, g, c).Keywords.Has(ability.Hexproof), "the Sprite has left")
}

// 36. Dread Banner: {1}{B} enchantment, "Nonblack creatures your opponents
// control can't block." Bob's white creature can't block Alice's attacker
// (CR 509.1b), his black one can; Alice's own white creature could.
func TestH476DreadBanner(t *testing.T) {
	d := h476Ench(t, "Dread Banner", "{1}{B}", []ability.Static{{Affects: ability.AffectsGroup,
		Group: ability.Group{Types: ability.Creature, Side: ability.OpponentSide, NotColors: mana.SetOf(mana.Black)}, Restrictions: ability.CantBlock}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 0, d)
	a := bf(t, g, 0, creature(t, "Raider", "{1}{R}", 2, 2, 0, "Human"))
	wb := bf(t, g, 1, creature(t, "White Guard", "{1}{W}", 2, 2, 0, "Human"))
	bb := bf(t, g, 1, creature(t, "Black Guard", "{1}{B}", 2, 2, 0, "Zombie"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: a, Player: 1})
	toBlockers(t, g)
	require.False(t, g.CanBlock(wb, a))
	require.True(t, g.CanBlock(bb, a))
	require.Error(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1, Blockers: []game.Block{{Blocker: wb, Attacker: a}}}))
	block(t, g, 1, game.Block{Blocker: bb, Attacker: a})
	combatTo(t, g, game.Main2)
	require.True(t, gone(g, a))
	require.True(t, gone(g, bb))
}

// 37. Hush Warden: {2}{W} 2/2, "Creatures entering the battlefield don't
// cause abilities to trigger." Alice casts Herald of Echoes ({1}{B} 2/2,
// "When you cast Herald of Echoes, you gain 2 life. When Herald of Echoes
// enters the battlefield, draw a card."): casting is not entering, so the
// cast trigger still triggers (CR 601.2i, 603.2); the enter trigger
// doesn't (CR 603.6a changed by the effect, 101.2).
func TestH476HushWardenCastTrigger(t *testing.T) {
	warden := def(t, card.Definition{Name: "Hush Warden", ManaCost: cost("{2}{W}"), Types: ability.Creature, Subtypes: []string{"Human"},
		Power: C(2), Toughness: C(2), Statics: []ability.Static{{StopsCreatureEnterTriggers: true}}})
	herald := def(t, card.Definition{Name: "Herald of Echoes", ManaCost: cost("{1}{B}"), Types: ability.Creature, Subtypes: []string{"Zombie"},
		Power: C(2), Toughness: C(2), Triggered: []ability.Triggered{
			{Event: ability.CastThis, Effects: gain(2)},
			{Event: ability.EntersBattlefield, Effects: draw1}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	bf(t, g, 1, warden)
	lands(t, g, 0, card.Swamp, 2)
	h := hand(t, g, 0, herald)
	require.NoError(t, g.Start(2, 0, game.Main1))
	require.NoError(t, g.Cast(0, h))
	require.Equal(t, 2, g.StackLen())
	resolve(t, g, nil)
	require.Equal(t, 22, g.Life(0))
	require.Equal(t, 0, g.ZoneLen(0, zone.Hand), "no enter trigger")
	require.Equal(t, zone.Battlefield, zoneOf(t, g, h))
}

// 38. Two-Headed Giant, Alice and Bob's turn. Bob's War Drum ({1}{R}
// artifact, "At the beginning of combat on your turn, you gain 1 life")
// triggers: the turn is his team's (CR 805.4). Alice's Creeping Rot
// ("At the beginning of the upkeep of enchanted creature's controller,
// that player loses 1 life and you gain 1 life") on her teammate Bob's
// creature triggers at the team's upkeep, and on Carol's creature at the
// other team's: each time the team totals move by the loss and the gain.
func TestH476TeamTurnTriggers(t *testing.T) {
	drum := def(t, card.Definition{Name: "War Drum", ManaCost: cost("{1}{R}"), Types: ability.Artifact,
		Triggered: []ability.Triggered{{Event: ability.YourBeginningOfCombat, Effects: gain(1)}}})
	rot := h476Aura(t, "Creeping Rot", "{1}{B}", nil, ability.Triggered{Event: ability.UpkeepOfAttachedController,
		Effects: []ability.Effect{{Op: ability.OpLoseLife, Who: ability.WhoEnchantedController, Amount: ability.N(1)},
			{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.N(1)}}})
	g := newTwoHeaded(t)
	libs(t, g, 5)
	bf(t, g, 1, drum)
	bc := bf(t, g, 1, creature(t, "Bob's Ox", "{2}{G}", 2, 3, 0, "Ox"))
	cc := bf(t, g, 2, creature(t, "Carol's Ox", "{2}{G}", 2, 3, 0, "Ox"))
	bf(t, g, 0, rot, game.PutOptions{AttachedTo: bc})
	bf(t, g, 0, rot, game.PutOptions{AttachedTo: cc})
	require.NoError(t, g.Start(3, 0, game.Upkeep))
	require.Equal(t, []game.PlayerID{0}, h476Ctl(g))
	passStack(t, g)
	require.Equal(t, []int{30, 30, 30, 30}, lifes(g), "Bob loses 1, Alice gains 1")
	h476To(t, g, 0, game.BeginCombat)
	require.Equal(t, []game.PlayerID{1}, h476Ctl(g))
	passStack(t, g)
	require.Equal(t, []int{31, 31, 30, 30}, lifes(g))
	h476To(t, g, 2, game.Upkeep)
	require.Equal(t, []game.PlayerID{0}, h476Ctl(g))
	passStack(t, g)
	require.Equal(t, []int{32, 32, 29, 29}, lifes(g))
}

// ---------------------------------------------------------------------
// Part 6. Refusals

// 39. Cards Check refuses, each rightly: the engine would play them
// otherwise than the rules say.
//   - Thorn Bloom: Aura, "Whenever enchanted land is tapped for mana, Thorn
//     Bloom deals 1 damage to target creature." A targeted trigger is not
//     a mana ability (CR 605.1b) and would use the stack; the engine plays
//     AttachedTappedForMana as a mana ability only.
//   - Watch Post: enchantment, "Whenever a creature attacks you, you gain 1
//     life." CreatureAttacksYou triggers from emblems only; a permanent
//     uses CreatureAttacksYouOrYourPlaneswalker.
//   - Hesitant Revenant: "... return it at the beginning of its owner's
//     next upkeep if you control a Forest": the delayed trigger's
//     intervening "if" is not played.
func TestH476Refusals(t *testing.T) {
	requireRefusedAt(t, card.Definition{Name: "Thorn Bloom", ManaCost: cost("{R}"), Types: ability.Enchantment, Subtypes: []string{"Aura"},
		Enchant: ability.TargetSpec{Allow: ability.AllowLand},
		Triggered: []ability.Triggered{{Event: ability.AttachedTappedForMana, Targets: []ability.TargetSpec{ability.TargetCreature},
			Effects: []ability.Effect{{Op: ability.OpDamage, Target: 0, Amount: ability.N(1)}}}}}, "Triggered[0].Targets", "Thorn Bloom")
	requireRefusedAt(t, card.Definition{Name: "Watch Post", ManaCost: cost("{W}"), Types: ability.Enchantment,
		Triggered: []ability.Triggered{{Event: ability.CreatureAttacksYou, Effects: gain(1)}}}, "Triggered[0].Event", "Watch Post")
	requireRefusedAt(t, card.Definition{Name: "Hesitant Revenant", ManaCost: cost("{3}{G}"), Types: ability.Creature,
		Subtypes: []string{"Plant"}, Power: C(4), Toughness: C(2),
		Triggered: []ability.Triggered{
			{Event: ability.Dies, Effects: []ability.Effect{{Op: ability.OpDelayTrigger}}},
			{Event: ability.AtOwnersNextUpkeep, IfControlSubtype: "Forest", Effects: []ability.Effect{{Op: ability.OpReturnSelfTapped}}},
		}}, "Triggered[1].If", "Hesitant Revenant")
}

// Martyr's Mark (above) on Alice's 5/5 Stone Giant, blocked by Bob's two
// 1/1s: the two blockers deal their combat damage at once, one event, so
// the Aura's ability triggers once, for 2 (CR 603.2c, 510.2). Before, it
// triggered once per blocker.
func TestMartyrsMarkTwoBlockersTriggerOnce(t *testing.T) {
	d := h476Aura(t, "Martyr's Mark", "{W}", nil, ability.Triggered{Event: ability.AttachedIsDealtDamage,
		Effects: []ability.Effect{{Op: ability.OpGainLife, Who: ability.WhoYou, Amount: ability.Amount{Kind: ability.EventAmount}}}})
	g := newGame(t, 2)
	libs(t, g, 3)
	c := bf(t, g, 0, creature(t, "Stone Giant", "{3}{R}", 5, 5, 0, "Giant"))
	bf(t, g, 0, d, game.PutOptions{AttachedTo: c})
	b1 := bf(t, g, 1, creature(t, "Runt", "{G}", 1, 1, 0, "Elf"))
	b2 := bf(t, g, 1, creature(t, "Whelp", "{G}", 1, 1, 0, "Elf"))
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: c, Player: 1})
	toBlockers(t, g)
	block(t, g, 1, game.Block{Blocker: b1, Attacker: c}, game.Block{Blocker: b2, Attacker: c})
	for i := 0; i < 20 && g.StackLen() == 0 && !gone(g, b1); i++ {
		d := g.Pending()
		switch d.Kind {
		case game.DecideDamageOrder:
			require.NoError(t, g.Apply(g.LegalActions(nil)[0]))
		default:
			require.NoError(t, g.Pass(d.Player))
		}
	}
	require.Equal(t, 1, g.StackLen(), "one trigger for the one event")
	passStack(t, g)
	require.Equal(t, 22, g.Life(0))
}

// Spiteful Mask: {2} Equipment, "Whenever equipped creature deals combat
// damage to a player, that player discards a card. Equip {1}." "That
// player" is the player dealt the damage (CR 603.2, 701.8). Before, the
// event gave no player and Check refused the card.
func TestSpitefulMaskThatPlayerDiscards(t *testing.T) {
	mask := def(t, card.Definition{Name: "Spiteful Mask", ManaCost: cost("{2}"), Types: ability.Artifact, Subtypes: []string{"Equipment"},
		Triggered: []ability.Triggered{{Event: ability.AttachedDealsCombatDamageToPlayer,
			Effects: []ability.Effect{{Op: ability.OpDiscard, Who: ability.WhoEventPlayer, Amount: ability.N(1)}}}},
		Activated: []ability.Activated{equipFor("{1}")}})
	g := newGame(t, 3)
	libs(t, g, 3)
	c := bf(t, g, 0, creature(t, "Stone Giant", "{3}{R}", 3, 3, 0, "Giant"))
	bf(t, g, 0, mask, game.PutOptions{AttachedTo: c})
	for i := 0; i < 2; i++ {
		hand(t, g, 1, creature(t, "Runt", "{G}", 1, 1, 0, "Elf"))
		hand(t, g, 2, creature(t, "Whelp", "{G}", 1, 1, 0, "Elf"))
	}
	require.NoError(t, g.Start(2, 0, game.DeclareAttackers))
	attack(t, g, 0, game.Attack{Attacker: c, Player: 2})
	for i := 0; i < 30 && g.Pending().Kind != game.DecideDiscard; i++ {
		d := g.Pending()
		if d.Kind == game.DecideBlockers {
			require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: d.Player}))
			continue
		}
		require.Equal(t, game.DecidePriority, d.Kind, g.Prompt(game.English))
		require.NoError(t, g.Pass(d.Player))
	}
	require.Equal(t, game.DecideDiscard, g.Pending().Kind)
	require.Equal(t, game.PlayerID(2), g.Pending().Player, "Carol, the player dealt the damage")
	require.NoError(t, g.Apply(g.LegalActions(nil)[0]))
	require.Equal(t, 1, g.ZoneLen(2, zone.Hand))
	require.Equal(t, 2, g.ZoneLen(1, zone.Hand), "Bob wasn't dealt damage")
	require.Equal(t, 17, g.Life(2))
}
